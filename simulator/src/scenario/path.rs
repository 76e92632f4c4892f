//! JSON paths into a response body: `$.profile_data.first_name`, `items[0].uuid`, `$[-1]`,
//! `$["key.with.dots"]`, `items[?name==LOAD_BALANCER].price` (the first element whose field has
//! that value, so a file need not know where a brand lists it). The leading `$` (and the dot after
//! it) may be left out; `$` alone is the whole body; a negative index counts from the end.

use std::fmt;
use std::str::FromStr;

use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde_json::Value;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seg {
    Key(String),
    Index(i64),
    /// `[?a.b==value]`: the first element of an array whose `a.b` is `value` (a string equal to
    /// it, or a number, boolean or null written as it).
    Filter {
        field: Vec<String>,
        value: String,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonPath(pub Vec<Seg>);

impl JsonPath {
    /// The value at this path, if there is one.
    pub fn get<'v>(&self, value: &'v Value) -> Option<&'v Value> {
        self.0.iter().try_fold(value, |v, seg| step(v, seg))
    }
}

/// One segment down from `value`.
pub fn step<'v>(value: &'v Value, seg: &Seg) -> Option<&'v Value> {
    concrete(value, seg).map(|(_, v)| v)
}

/// One segment down from `value`, with the key or index it reached (a filter's element's index).
pub fn concrete<'v>(value: &'v Value, seg: &Seg) -> Option<(Seg, &'v Value)> {
    match (seg, value) {
        (Seg::Key(k), Value::Object(map)) => map.get(k).map(|v| (seg.clone(), v)),
        (Seg::Index(i), Value::Array(items)) => {
            let i = if *i < 0 { items.len().checked_sub(i.unsigned_abs() as usize)? } else { *i as usize };
            items.get(i).map(|v| (Seg::Index(i as i64), v))
        }
        (Seg::Filter { field, value: wanted }, Value::Array(items)) => {
            let found = items.iter().position(|item| {
                let got = field.iter().try_fold(item, |v, key| v.get(key));
                got.is_some_and(|got| match got {
                    Value::String(text) => text == wanted,
                    Value::Number(n) => wanted.parse::<f64>().ok().zip(n.as_f64()).is_some_and(|(a, b)| a == b),
                    Value::Bool(b) => wanted == if *b { "true" } else { "false" },
                    Value::Null => wanted == "null",
                    Value::Array(_) | Value::Object(_) => false,
                })
            })?;
            Some((Seg::Index(found as i64), &items[found]))
        }
        _ => None,
    }
}

impl FromStr for JsonPath {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let bad = |why: &str| format!("bad JSON path `{text}`: {why}");
        let trimmed = text.trim();
        let dotted; // `a.b` means `$.a.b`
        let mut rest = match trimmed.strip_prefix('$') {
            Some(after) => after,
            None if trimmed.is_empty() => return Err(bad("it is empty")),
            None if trimmed.starts_with('[') => trimmed,
            None => {
                dotted = format!(".{trimmed}");
                &dotted
            }
        };
        let mut segs = Vec::new();
        while !rest.is_empty() {
            if let Some(after) = rest.strip_prefix('.') {
                let (key, tail) = split_key(after);
                if key.is_empty() {
                    return Err(bad("a `.` must be followed by a key"));
                }
                segs.push(Seg::Key(key.to_string()));
                rest = tail.unwrap_or_default();
            } else if let Some(after) = rest.strip_prefix('[') {
                let close = after.find(']').ok_or_else(|| bad("`[` without `]`"))?;
                let inner = &after[..close];
                let seg = match (inner.strip_prefix('?'), unquote(inner)) {
                    (Some(filter), _) => {
                        let (field, value) = filter.split_once("==").ok_or_else(|| bad("a filter is `[?field==value]`"))?;
                        let field: Vec<String> = field.trim().split('.').map(str::to_owned).collect();
                        if field.iter().any(String::is_empty) {
                            return Err(bad("a filter names a field: `[?name==value]`"));
                        }
                        let value = value.trim();
                        Seg::Filter { field, value: unquote(value).unwrap_or(value).to_string() }
                    }
                    (None, Some(key)) => Seg::Key(key.to_string()),
                    (None, None) => {
                        Seg::Index(inner.trim().parse().map_err(|_| bad("`[...]` holds an index, a quoted key or a `?` filter"))?)
                    }
                };
                segs.push(seg);
                rest = &after[close + 1..];
            } else {
                return Err(bad("expected `.key` or `[index]`"));
            }
        }
        Ok(JsonPath(segs))
    }
}

/// `'text'` or `"text"` without its quotes.
fn unquote(text: &str) -> Option<&str> {
    ['"', '\''].iter().find_map(|q| text.strip_prefix(*q).and_then(|s| s.strip_suffix(*q)))
}

/// A key runs up to the next `.` or `[`.
fn split_key(text: &str) -> (&str, Option<&str>) {
    match text.find(['.', '[']) {
        Some(end) => (&text[..end], Some(&text[end..])),
        None => (text, None),
    }
}

impl fmt::Display for JsonPath {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("$")?;
        for seg in &self.0 {
            match seg {
                Seg::Key(k) if !k.is_empty() && !k.contains(['.', '[', ']', '"']) => write!(f, ".{k}")?,
                Seg::Key(k) => write!(f, "[{}]", Value::String(k.clone()))?,
                Seg::Index(i) => write!(f, "[{i}]")?,
                Seg::Filter { field, value } if value.is_empty() || value.contains(char::is_whitespace) => {
                    write!(f, "[?{}=='{value}']", field.join("."))?
                }
                Seg::Filter { field, value } => write!(f, "[?{}=={value}]", field.join("."))?,
            }
        }
        Ok(())
    }
}

/// Parsed while the YAML is read, so a bad path is reported at its own line and column.
impl<'de> Deserialize<'de> for JsonPath {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct PathVisitor;
        impl Visitor<'_> for PathVisitor {
            type Value = JsonPath;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a JSON path such as `$.items[0].uuid`")
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<JsonPath, E> {
                text.parse().map_err(E::custom)
            }
        }
        deserializer.deserialize_str(PathVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn path(text: &str) -> JsonPath {
        text.parse().unwrap()
    }

    #[test]
    fn the_leading_dollar_is_optional() {
        let body = json!({"profile_data": {"first_name": "Mari"}, "items": [{"uuid": "a"}, {"uuid": "b"}]});
        for text in ["$.profile_data.first_name", "profile_data.first_name", "$['profile_data'].first_name"] {
            assert_eq!(path(text).get(&body), Some(&json!("Mari")), "{text}");
        }
        assert_eq!(path("items[1].uuid").get(&body), Some(&json!("b")));
        assert_eq!(path("$.items[-1].uuid").get(&body), Some(&json!("b")));
        assert_eq!(path("$").get(&body), Some(&body));
        assert_eq!(path("$[0]").get(&json!([1])), Some(&json!(1)));
        assert_eq!(path("[0]").get(&json!([1])), Some(&json!(1)));
    }

    #[test]
    fn missing_values_are_none() {
        let body = json!({"items": [1]});
        assert_eq!(path("$.items[1]").get(&body), None);
        assert_eq!(path("$.items[-2]").get(&body), None);
        assert_eq!(path("$.nope.deeper").get(&body), None);
        assert_eq!(path("$.items.key").get(&body), None);
    }

    #[test]
    fn quoted_keys_hold_dots() {
        let body = json!({"a.b": {"c": 1}});
        assert_eq!(path(r#"$["a.b"].c"#).get(&body), Some(&json!(1)));
        assert_eq!(path(r#"$["a.b"].c"#).to_string(), r#"$["a.b"].c"#);
    }

    #[test]
    fn bad_paths_say_why() {
        for (text, why) in [
            ("$.a..b", "a `.` must be followed by a key"),
            ("$.a[0", "`[` without `]`"),
            ("$.a[x]", "`[...]` holds an index, a quoted key or a `?` filter"),
            ("$.a[?x=1]", "a filter is `[?field==value]`"),
            ("$.a[?==1]", "a filter names a field: `[?name==value]`"),
            ("$a", "expected `.key` or `[index]`"),
            ("", "it is empty"),
        ] {
            let err = text.parse::<JsonPath>().unwrap_err();
            assert!(err.ends_with(why), "{text}: {err}");
        }
    }

    #[test]
    fn filters_pick_the_first_element_whose_field_has_the_value() {
        let body = json!({"items": [
            {"name": "CPU", "price": 0.01, "n": 1, "on": false, "tag": {"k": "a b"}},
            {"name": "LOAD_BALANCER", "price": 0.05, "n": 2.0, "on": true, "tag": {"k": "x"}},
            {"name": "LOAD_BALANCER", "price": 0.07},
        ]});
        assert_eq!(path("items[?name==LOAD_BALANCER].price").get(&body), Some(&json!(0.05)));
        assert_eq!(path("items[?name=='CPU'].price").get(&body), Some(&json!(0.01)));
        assert_eq!(path("$.items[?n==2].name").get(&body), Some(&json!("LOAD_BALANCER")), "numbers by value");
        assert_eq!(path("items[?on==true].price").get(&body), Some(&json!(0.05)));
        assert_eq!(path("items[?tag.k==\"a b\"].n").get(&body), Some(&json!(1)), "a nested field, a quoted value");
        assert_eq!(path("items[?name==RAM].price").get(&body), None, "no such element");
        assert_eq!(path("items[0][?name==CPU]").get(&body), None, "only in a list");
        let (seg, _) = concrete(&body["items"], &path("[?name==LOAD_BALANCER]").0[0]).unwrap();
        assert_eq!(seg, Seg::Index(1), "the element's index, for marking it");
        for text in ["$.items[?name==LOAD_BALANCER].price", "$.items[?tag.k=='a b'].n", "$[?a=='']"] {
            assert_eq!(path(text).to_string(), text, "displays as written");
        }
    }

    #[test]
    fn displays_canonically() {
        assert_eq!(path("a.b[2]").to_string(), "$.a.b[2]");
    }
}

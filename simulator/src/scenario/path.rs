//! JSON paths into a response body: `$.profile_data.first_name`, `items[0].uuid`, `$[-1]`,
//! `$["key.with.dots"]`. The leading `$` (and the dot after it) may be left out; `$` alone is the
//! whole body; a negative index counts from the end.

use std::fmt;
use std::str::FromStr;

use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde_json::Value;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seg {
    Key(String),
    Index(i64),
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
    match (seg, value) {
        (Seg::Key(k), Value::Object(map)) => map.get(k),
        (Seg::Index(i), Value::Array(items)) => {
            let i = if *i < 0 { items.len().checked_sub(i.unsigned_abs() as usize)? } else { *i as usize };
            items.get(i)
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
                let quoted = ['"', '\''].iter().find_map(|q| inner.strip_prefix(*q).and_then(|s| s.strip_suffix(*q)));
                let seg = match quoted {
                    Some(key) => Seg::Key(key.to_string()),
                    None => Seg::Index(inner.trim().parse().map_err(|_| bad("`[...]` holds an index or a quoted key"))?),
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
            ("$.a[x]", "`[...]` holds an index or a quoted key"),
            ("$a", "expected `.key` or `[index]`"),
            ("", "it is empty"),
        ] {
            let err = text.parse::<JsonPath>().unwrap_err();
            assert!(err.ends_with(why), "{text}: {err}");
        }
    }

    #[test]
    fn displays_canonically() {
        assert_eq!(path("a.b[2]").to_string(), "$.a.b[2]");
    }
}

//! `{{name}}` in the strings of a step, replaced by a variable (`session`, or one a `save` set).
//! A string that is exactly one reference takes the variable's JSON value as it is (a number stays
//! a number); a reference inside longer text is replaced by the value as text. A reference may
//! also be arithmetic over numbers and variables (`{{credit + 20}}`, `{{round(amount * 1.035, 2)}}`,
//! see `arithmetic.rs`), so a file can expect an exact amount on every brand from values it read.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

pub type Vars = BTreeMap<String, Value>;

/// Replaces every reference in `value` (strings and object keys, at any depth).
pub fn render(value: &Value, vars: &Vars) -> Result<Value, String> {
    Ok(match value {
        Value::String(text) => render_value(text, vars)?,
        Value::Array(items) => Value::Array(items.iter().map(|v| render(v, vars)).collect::<Result<_, _>>()?),
        Value::Object(map) => {
            let mut out = Map::new();
            for (k, v) in map {
                out.insert(render_text(k, vars)?, render(v, vars)?);
            }
            Value::Object(out)
        }
        other => other.clone(),
    })
}

/// A string as a value: a lone reference keeps the variable's type.
fn render_value(text: &str, vars: &Vars) -> Result<Value, String> {
    let parts = parse(text)?;
    if let [Part::Var(name)] = parts.as_slice() {
        return value_of(name, vars);
    }
    render_parts(&parts, vars).map(Value::String)
}

/// A string as text.
pub fn render_text(text: &str, vars: &Vars) -> Result<String, String> {
    render_parts(&parse(text)?, vars)
}

fn render_parts(parts: &[Part], vars: &Vars) -> Result<String, String> {
    let mut out = String::new();
    for part in parts {
        match part {
            Part::Text(t) => out.push_str(t),
            Part::Var(name) => match value_of(name, vars)? {
                Value::String(s) => out.push_str(&s),
                other => out.push_str(&other.to_string()),
            },
        }
    }
    Ok(out)
}

/// A reference's value: a variable as it is, or the number an expression gives.
fn value_of(reference: &str, vars: &Vars) -> Result<Value, String> {
    if is_name(reference) {
        return lookup(reference, vars).cloned();
    }
    super::arithmetic::evaluate(reference, &|name| lookup(name, vars).cloned())
}

fn is_name(text: &str) -> bool {
    !text.is_empty() && text.chars().all(|c| c.is_ascii_alphanumeric() || "_-.".contains(c))
}

fn lookup<'v>(name: &str, vars: &'v Vars) -> Result<&'v Value, String> {
    vars.get(name).ok_or_else(|| {
        let known: Vec<&str> = vars.keys().map(String::as_str).collect();
        format!("missing variable `{name}` (defined so far: {})", known.join(", "))
    })
}

#[derive(Debug, PartialEq)]
enum Part<'t> {
    Text(&'t str),
    Var(&'t str),
}

fn parse(text: &str) -> Result<Vec<Part<'_>>, String> {
    let mut parts = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find("{{") {
        if open > 0 {
            parts.push(Part::Text(&rest[..open]));
        }
        let after = &rest[open + 2..];
        let close = after.find("}}").ok_or_else(|| format!("`{{{{` without `}}}}` in \"{text}\""))?;
        let name = after[..close].trim();
        let valid = is_name(name) || super::arithmetic::is_expression(name);
        if !valid {
            return Err(format!("bad variable reference `{{{{{}}}}}` in \"{text}\"", &after[..close]));
        }
        parts.push(Part::Var(name));
        rest = &after[close + 2..];
    }
    if !rest.is_empty() {
        parts.push(Part::Text(rest));
    }
    Ok(parts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn vars() -> Vars {
        Vars::from([("vm".into(), json!("abc")), ("id".into(), json!(42)), ("session".into(), json!("s1"))])
    }

    #[test]
    fn replaces_references_in_text() {
        assert_eq!(render_text("/v1/vm?uuid={{vm}}&n={{ id }}", &vars()).unwrap(), "/v1/vm?uuid=abc&n=42");
        assert_eq!(render_text("no references", &vars()).unwrap(), "no references");
    }

    #[test]
    fn a_lone_reference_keeps_its_type() {
        assert_eq!(render(&json!({"id": "{{id}}", "label": "#{{id}}"}), &vars()).unwrap(), json!({"id": 42, "label": "#42"}));
    }

    #[test]
    fn renders_nested_values_and_keys() {
        let value = json!({"{{session}}": [{"x": "{{vm}}"}, 1, true, null]});
        assert_eq!(render(&value, &vars()).unwrap(), json!({"s1": [{"x": "abc"}, 1, true, null]}));
    }

    #[test]
    fn a_missing_variable_is_named() {
        let err = render_text("/v1/{{nope}}", &vars()).unwrap_err();
        assert_eq!(err, "missing variable `nope` (defined so far: id, session, vm)");
    }

    #[test]
    fn malformed_references_are_errors() {
        assert!(render_text("{{vm", &vars()).unwrap_err().contains("without"));
        assert!(render_text("{{ }}", &vars()).unwrap_err().contains("bad variable reference"));
        assert!(render_text("{{a b}}", &vars()).unwrap_err().contains("bad variable reference"));
    }

    #[test]
    fn a_reference_may_compute_a_number_from_variables() {
        let vars = Vars::from([("credit".into(), json!(20)), ("price".into(), json!("0.05"))]);
        assert_eq!(render(&json!({"total": "{{credit + 15}}"}), &vars).unwrap(), json!({"total": 35}));
        assert_eq!(render(&json!("{{round(price * 3, 2)}}"), &vars).unwrap(), json!(0.15));
        assert_eq!(render_text("/x?amount={{credit * 2}}", &vars).unwrap(), "/x?amount=40");
        assert!(render_text("{{credit + nope}}", &vars).unwrap_err().contains("missing variable `nope`"));
    }
}

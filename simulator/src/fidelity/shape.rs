//! Differences between a recorded answer and what we say or do: against the contract's schema
//! (fields it requires that the answer lacks, fields it never mentions, other JSON types, values
//! it refuses) and against the simulator's own answer to the same request.

use std::collections::BTreeSet;
use std::fmt;

use jsonschema::error::{TypeKind, ValidationErrorKind};
use serde_json::{Map, Value};

use crate::edge::validate::resolve;

/// What kind of difference, as the report and the explained-differences file name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Another status than ours.
    Status,
    /// A field we give that the recorded answer lacks.
    Missing,
    /// A field the recorded answer has that we never give.
    Extra,
    /// The same field as another JSON type.
    Type,
    /// A value our schema refuses (an enum, a pattern, a range).
    Value,
    /// Another error message.
    ErrorText,
    /// A recorded request the route table has no operation for.
    Route,
    /// The replay against the simulator stopped before its end.
    Replay,
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let text = serde_json::to_value(self).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default();
        f.write_str(&text)
    }
}

/// One difference at one field (`$` is the whole body, `[]` any item of a list).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Difference {
    pub kind: Kind,
    pub field: String,
    pub detail: String,
}

impl Difference {
    pub fn new(kind: Kind, field: impl Into<String>, detail: impl Into<String>) -> Difference {
        Difference { kind, field: field.into(), detail: detail.into() }
    }
}

/// How `body` parts from `schema` (a standalone schema of the contract): one difference per kind
/// and field, however many items of a list show it.
pub fn against_schema(body: &Value, schema: &Value) -> Vec<Difference> {
    let mut found = BTreeSet::new();
    if let Ok(validator) = jsonschema::validator_for(schema) {
        for error in validator.iter_errors(body) {
            let at = field(error.instance_path().as_str());
            let difference = match error.kind() {
                ValidationErrorKind::Required { property } => {
                    let name = property.as_str().unwrap_or_default();
                    Difference::new(Kind::Missing, join(&at, name), "the contract requires it")
                }
                ValidationErrorKind::Type { kind } => {
                    let expected = match kind {
                        TypeKind::Single(t) => t.to_string(),
                        TypeKind::Multiple(ts) => ts.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" or "),
                    };
                    let detail = format!("recorded {}, the contract says {expected}", type_name(error.instance()));
                    Difference::new(Kind::Type, at, detail)
                }
                // Our schemas are open; a closed one's complaint is an extra field, found below.
                ValidationErrorKind::AdditionalProperties { .. } => continue,
                ValidationErrorKind::AnyOf { .. } | ValidationErrorKind::OneOfNotValid { .. } => {
                    Difference::new(Kind::Value, at, "fits none of the shapes the contract allows")
                }
                _ => Difference::new(Kind::Value, at, error.to_string()),
            };
            found.insert(difference);
        }
    }
    extra_fields(body, schema, schema, "$", &mut found);
    found.into_iter().collect()
}

/// How `recorded` parts from `simulated`, the simulator's answer to the same request: fields on
/// one side only and other JSON types (a `null` fits any type: an unset value is no other shape).
pub fn against_answer(recorded: &Value, simulated: &Value) -> Vec<Difference> {
    let mut found = BTreeSet::new();
    compare(recorded, simulated, "$", &mut found);
    found.into_iter().collect()
}

/// How a recorded error answer parts from the simulator's to the same request: the body's shape
/// (keys on one side only, so `{"message"}` against `{"errors":{"Error"}}` or another field's key,
/// and other types) and its texts with ids blanked, which come from the seeds' catalogue
/// (`spec::error`) on our side.
pub fn against_error(recorded: &Value, simulated: &Value) -> Vec<Difference> {
    let mut found = against_answer(recorded, simulated);
    let (real, ours) = (error_texts(recorded), error_texts(simulated));
    if real != ours {
        let detail = format!("recorded {:?}, the simulator answers {:?}", real.join(" "), ours.join(" "));
        found.push(Difference::new(Kind::ErrorText, "$", detail));
    }
    found
}

/// The error texts of a body (every string in it), with ids and numbers blanked so the same
/// message about another VM reads the same.
pub fn error_texts(body: &Value) -> Vec<String> {
    let mut texts = Vec::new();
    strings(body, &mut texts);
    texts.iter().map(|t| blank_ids(t)).collect()
}

fn strings(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(s) => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        Value::Object(map) => map.values().for_each(|v| strings(v, out)),
        _ => {}
    }
}

/// Runs of hex digits, dots and dashes holding a digit (UUIDs, addresses, numbers) become `…`.
fn blank_ids(text: &str) -> String {
    let mut out = String::new();
    let mut run = String::new();
    let flush = |run: &mut String, out: &mut String| {
        if run.chars().any(|c| c.is_ascii_digit()) {
            out.push('…');
        } else {
            out.push_str(run);
        }
        run.clear();
    };
    for c in text.chars() {
        if c.is_ascii_hexdigit() || (matches!(c, '-' | '.') && !run.is_empty()) {
            run.push(c);
        } else {
            flush(&mut run, &mut out);
            out.push(c);
        }
    }
    flush(&mut run, &mut out);
    out
}

fn compare(recorded: &Value, simulated: &Value, at: &str, found: &mut BTreeSet<Difference>) {
    match (recorded, simulated) {
        (Value::Object(r), Value::Object(s)) => {
            for key in r.keys().filter(|k| !s.contains_key(*k)) {
                found.insert(Difference::new(Kind::Extra, join(at, key), "the simulator's answer lacks it"));
            }
            for key in s.keys().filter(|k| !r.contains_key(*k)) {
                found.insert(Difference::new(Kind::Missing, join(at, key), "the simulator's answer has it"));
            }
            for (key, value) in r {
                if let Some(other) = s.get(key) {
                    compare(value, other, &join(at, key), found);
                }
            }
        }
        (Value::Array(r), Value::Array(s)) => {
            if let (Some(r), Some(s)) = (r.first(), s.first()) {
                compare(r, s, &format!("{at}[]"), found);
            }
        }
        (Value::Null, _) | (_, Value::Null) => {}
        (r, s) if type_name(r) != type_name(s) => {
            let detail = format!("recorded {}, the simulator answers {}", type_name(r), type_name(s));
            found.insert(Difference::new(Kind::Type, at, detail));
        }
        _ => {}
    }
}

/// Fields of `body` that no property of `schema` names, where the schema lists its properties.
fn extra_fields(body: &Value, schema: &Value, root: &Value, at: &str, found: &mut BTreeSet<Difference>) {
    match body {
        Value::Object(map) => {
            let Some(properties) = properties(schema, root) else { return };
            for (key, value) in map {
                match properties.iter().find_map(|p| p.get(key)) {
                    Some(property) => extra_fields(value, property, root, &join(at, key), found),
                    None => {
                        found.insert(Difference::new(Kind::Extra, join(at, key), "the contract does not name it"));
                    }
                }
            }
        }
        Value::Array(items) => {
            let item_schemas = branches(schema, root).into_iter().filter_map(|s| s.get("items")).collect::<Vec<_>>();
            for item in items {
                for item_schema in &item_schemas {
                    extra_fields(item, item_schema, root, &format!("{at}[]"), found);
                }
            }
        }
        _ => {}
    }
}

/// The property lists of every object branch of `schema`; none when the object is an open map
/// (a schema for its other keys) or no branch lists properties.
fn properties<'a>(schema: &'a Value, root: &'a Value) -> Option<Vec<&'a Map<String, Value>>> {
    let branches = branches(schema, root);
    if branches.iter().any(|b| b.get("additionalProperties").is_some_and(|a| a != &Value::Bool(false))) {
        return None;
    }
    let lists: Vec<&Map<String, Value>> = branches.iter().filter_map(|b| b.get("properties")?.as_object()).collect();
    (!lists.is_empty()).then_some(lists)
}

/// `schema` and, through `$ref`, `anyOf`, `oneOf` and `allOf`, every schema it stands for.
fn branches<'a>(schema: &'a Value, root: &'a Value) -> Vec<&'a Value> {
    let schema = resolve(schema, root);
    let mut out = vec![schema];
    for key in ["anyOf", "oneOf", "allOf"] {
        for branch in schema.get(key).and_then(Value::as_array).into_iter().flatten() {
            out.extend(branches(branch, root));
        }
    }
    out
}

/// `/0/storage/1/id` → `$[].storage[].id`.
fn field(pointer: &str) -> String {
    pointer.split('/').filter(|s| !s.is_empty()).fold(String::from("$"), |at, segment| {
        if segment.parse::<usize>().is_ok() { format!("{at}[]") } else { join(&at, segment) }
    })
}

fn join(at: &str, key: &str) -> String {
    format!("{at}.{key}")
}

fn type_name(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_i64() || n.is_u64() => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn schema() -> Value {
        json!({
            "type": "array",
            "items": {"$ref": "#/components/schemas/Vm"},
            "components": {"schemas": {"Vm": {
                "type": "object",
                "required": ["uuid", "vcpu", "storage"],
                "properties": {"uuid": {"type": "string"}, "vcpu": {"type": "integer"}, "name": {"type": ["string", "null"]},
                    "storage": {"type": "array", "items": {"type": "object", "properties": {"size": {"type": "integer"}}}},
                    "tags": {"type": "object", "additionalProperties": {"type": "string"}}}
            }}}
        })
    }

    #[test]
    fn a_body_against_the_schema_shows_missing_extra_and_retyped_fields_once_each() {
        let body = json!([
            {"uuid": "a", "vcpu": "2", "storage": [{"size": 20, "pool": "x"}], "id": 4, "tags": {"any": "key"}},
            {"uuid": "b", "vcpu": "4", "storage": []}
        ]);
        let kinds: Vec<(Kind, String)> = against_schema(&body, &schema()).into_iter().map(|d| (d.kind, d.field)).collect();
        assert_eq!(
            kinds,
            [(Kind::Extra, "$[].id".into()), (Kind::Extra, "$[].storage[].pool".into()), (Kind::Type, "$[].vcpu".into())]
        );
        let missing = against_schema(&json!([{"uuid": "a", "storage": []}]), &schema());
        assert_eq!(missing, [Difference::new(Kind::Missing, "$[].vcpu", "the contract requires it")]);
    }

    #[test]
    fn a_body_against_the_simulators_answer_shows_each_side_and_types_but_not_nulls() {
        let recorded = json!({"a": 1, "b": null, "c": [{"x": "1"}], "only_real": true});
        let simulated = json!({"a": 1, "b": "set", "c": [{"x": 1}], "only_ours": 0});
        let found: Vec<(Kind, String)> = against_answer(&recorded, &simulated).into_iter().map(|d| (d.kind, d.field)).collect();
        assert_eq!(
            found,
            [(Kind::Missing, "$.only_ours".into()), (Kind::Extra, "$.only_real".into()), (Kind::Type, "$.c[].x".into())]
        );
    }

    #[test]
    fn error_texts_read_the_same_about_other_ids() {
        let real = json!({"errors": {"Error": "No such virtual machine exists: aaaaaaaa-1111-4222-8333-bbbbbbbbbbbb"}});
        let ours = json!({"errors": {"Error": "No such virtual machine exists: 0b7c2a1e-5f7d-4c1a-9e3b-2d8f6a4c1b90"}});
        assert_eq!(error_texts(&real), error_texts(&ours));
        assert_eq!(error_texts(&json!({"message": "Ip address 203.0.113.99 was not found."})), ["Ip address … was not found."]);
    }

    #[test]
    fn an_error_answer_differs_by_its_shape_and_by_its_text() {
        let text = "'billing_account_id' is required if using a global API token";
        let message = json!({"message": text});
        assert_eq!(against_error(&message, &json!({"message": text})), []);
        let kinds = |ours: Value| against_error(&message, &ours).into_iter().map(|d| (d.kind, d.field)).collect::<Vec<_>>();
        assert_eq!(
            kinds(json!({"errors": {"billing_account_id": text}})),
            [(Kind::Missing, "$.errors".into()), (Kind::Extra, "$.message".into())],
            "the same text in another area's shape"
        );
        assert_eq!(kinds(json!({"message": "Disk not found"})), [(Kind::ErrorText, "$".into())]);
    }
}

//! Request parameters at the boundary: query, form and JSON gathered into one object, scalars
//! coerced by the operation's JSON Schema (form values are strings), unknown keys dropped, and
//! the result validated against the schema before the domain sees it.

use std::collections::BTreeMap;
use std::sync::{LazyLock, OnceLock};

use jsonschema::error::{TypeKind, ValidationErrorKind};
use jsonschema::{JsonType, Validator};
use serde_json::{Map, Value};
use spec::error::validation as msg;
use spec::routes::{Encoding, Operation};

use super::error::ApiError;

struct OpSchema {
    root: Value,
    /// Compiled on the operation's first request: most of a process's life uses few operations,
    /// and compiled validators are the larger part of the contract in memory (issue 22).
    validator: OnceLock<Validator>,
}

impl OpSchema {
    fn new(root: Value) -> OpSchema {
        OpSchema { root, validator: OnceLock::new() }
    }

    fn validator(&self) -> &Validator {
        // Every operation's schema is compiled by `every_operation_s_schema_compiles`.
        self.validator.get_or_init(|| jsonschema::validator_for(&self.root).expect("the contract's schemas compile"))
    }
}

/// The schema (and, once used, the compiled validator) of every operation that takes parameters.
pub struct Validators {
    by_op: BTreeMap<&'static str, OpSchema>,
}

impl Validators {
    /// The validators, made once per process: every simulator in it (the server's, each
    /// `cloudsim run` file's, the demo-world builder's) checks against the same contract.
    pub fn shared() -> &'static Validators {
        static SHARED: LazyLock<Validators> = LazyLock::new(Validators::build);
        &SHARED
    }

    fn build() -> Validators {
        let by_op = spec::openapi::request_schemas().into_iter().map(|(id, root)| (id, OpSchema::new(root))).collect();
        Validators { by_op }
    }

    /// The operation's parameters (as [`read`] gives them) as one checked JSON object.
    pub fn parameters(&self, op: &Operation, params: Map<String, Value>) -> Result<Value, ApiError> {
        let Some(schema) = self.by_op.get(op.id) else { return Ok(Value::Object(params)) };
        let value = if schema.root.get("properties").is_some() || schema.root.get("$ref").is_some() {
            Value::Object(coerce_object(params, &schema.root, &schema.root))
        } else {
            Value::Object(params)
        };
        let errors = errors_of(schema, &value);
        if errors.is_empty() { Ok(value) } else { Err(ApiError::fields(op.errors, errors)) }
    }
}

impl Validators {
    /// As [`Validators::parameters`], but a key the schema does not name is refused ("Unknown
    /// field") rather than dropped as `/v1` drops it: the control API's bodies are the
    /// simulator's own, so a caller's typo is the caller's to hear.
    pub fn exact_parameters(&self, op: &Operation, params: Map<String, Value>) -> Result<Value, ApiError> {
        if let Some(schema) = self.by_op.get(op.id)
            && let Some(properties) = resolve(&schema.root, &schema.root).get("properties").and_then(Value::as_object)
        {
            let unknown: BTreeMap<String, String> =
                params.keys().filter(|k| !properties.contains_key(*k)).map(|k| (k.clone(), msg::UNKNOWN_FIELD.into())).collect();
            if !unknown.is_empty() {
                return Err(ApiError::fields(op.errors, unknown));
            }
        }
        self.parameters(op, params)
    }
}

/// The parameters the operation reads, unchecked: the query, and the body where its encoding (or,
/// leniently, any) lets it be read, as JSON or as a form by its content type (any other is refused).
pub fn read(op: &Operation, strict: bool, raw: &RawParams) -> Result<Map<String, Value>, ApiError> {
    let mut params = Map::new();
    let body_is_json = raw.content_type.as_deref().is_some_and(|c| c.contains("json"));
    // Both modes read the query: the real API takes parameters from it on every endpoint.
    if let Some(query) = &raw.query {
        merge_pairs(&mut params, query.as_bytes()).map_err(|m| invalid(op, "query", m))?;
    }
    let read_body = match op.encoding {
        _ if raw.body.iter().all(u8::is_ascii_whitespace) => false,
        Encoding::Query => !strict,
        Encoding::Form => !strict || !body_is_json,
        Encoding::Json => !strict || body_is_json,
    };
    if read_body {
        if body_is_json {
            match serde_json::from_slice::<Value>(&raw.body) {
                Ok(Value::Object(body)) => params.extend(body),
                _ => return Err(invalid(op, "body", msg::INVALID_JSON)),
            }
        } else if super::limits::is_form(raw.content_type.as_deref()) {
            merge_pairs(&mut params, &raw.body).map_err(|m| invalid(op, "body", m))?;
        } else {
            // Text or no type at all: not parsed (a form is counted before it is built, and only
            // a form is).
            return Err(invalid(op, "body", super::limits::NOT_A_FORM));
        }
    }
    Ok(params)
}

/// Every broken field with its first message.
fn errors_of(schema: &OpSchema, value: &Value) -> BTreeMap<String, String> {
    let mut errors = BTreeMap::new();
    for error in schema.validator().iter_errors(value) {
        let (field, message) = field_and_message(schema, &error);
        errors.entry(field).or_insert(message);
    }
    errors
}

/// The field a person fixes and what to fix in it.
fn field_and_message(schema: &OpSchema, error: &jsonschema::ValidationError<'_>) -> (String, String) {
    let at = error.instance_path().as_str();
    match error.kind() {
        // An optional enum (`anyOf` with null) or one with documented variants (`oneOf` of
        // `enum`/`const` branches) gets the plain enum's list, not the combinator's name; any
        // other value no branch takes gets the error of the branch it came closest to.
        ValidationErrorKind::AnyOf { context } | ValidationErrorKind::OneOfNotValid { context } => {
            let values = schema_of_field(&schema.root, at).map(|s| allowed_values(s, &schema.root)).unwrap_or_default();
            if !values.is_empty() {
                return (field_of(error), msg::one_of(&values));
            }
            match closest_branch(context, at) {
                Some(inner) => field_and_message(schema, inner),
                None => (field_of(error), message_of(error.kind())),
            }
        }
        // The field's own text when its schema carries one (`validation::PATTERN_TEXT_KEY`).
        ValidationErrorKind::Pattern { .. } => {
            let text = schema_of_field(&schema.root, at)
                .and_then(|s| resolve(s, &schema.root).get(msg::PATTERN_TEXT_KEY))
                .and_then(Value::as_str)
                .unwrap_or(msg::PATTERN);
            (field_of(error), text.to_string())
        }
        kind => (field_of(error), message_of(kind)),
    }
}

/// The first error of the first branch whose errors are not about the value's type at the
/// combinator's own place (an object given where `anyOf: [object, null]` is asked: the object
/// branch's error, not "Invalid null").
fn closest_branch<'e>(
    branches: &'e [Vec<jsonschema::ValidationError<'static>>],
    at: &str,
) -> Option<&'e jsonschema::ValidationError<'static>> {
    branches
        .iter()
        .find(|errors| {
            !errors.iter().any(|e| e.instance_path().as_str() == at && matches!(e.kind(), ValidationErrorKind::Type { .. }))
        })
        .and_then(|errors| errors.first())
}

/// The schema of the value at `pointer` (an instance path such as `/a/0/b`), through `$ref`,
/// object properties and array items.
fn schema_of_field<'a>(root: &'a Value, pointer: &str) -> Option<&'a Value> {
    pointer.split('/').filter(|s| !s.is_empty()).try_fold(root, |schema, segment| {
        let schema = resolve(schema, root);
        match schema.get("properties").and_then(|p| p.get(segment)) {
            Some(property) => Some(property),
            None => schema.get("items"),
        }
    })
}

/// The values an enum-like schema allows: its `enum` and `const` values through `$ref`, `anyOf`
/// and `oneOf`, null left out. Empty when the schema is not enum-like.
fn allowed_values(schema: &Value, root: &Value) -> Vec<String> {
    let schema = resolve(schema, root);
    let own = schema.get("enum").and_then(Value::as_array).into_iter().flatten().chain(schema.get("const"));
    let mut values: Vec<String> =
        own.filter(|v| !v.is_null()).map(|v| v.as_str().map_or_else(|| v.to_string(), String::from)).collect();
    for key in ["anyOf", "oneOf"] {
        for branch in schema.get(key).and_then(Value::as_array).into_iter().flatten() {
            values.extend(allowed_values(branch, root));
        }
    }
    values
}

/// The unparsed parameters of a request.
pub struct RawParams {
    pub query: Option<String>,
    pub content_type: Option<String>,
    pub body: bytes::Bytes,
}

fn invalid(op: &Operation, field: &str, message: &str) -> ApiError {
    ApiError::fields(op.errors, BTreeMap::from([(field.to_string(), message.to_string())]))
}

/// Form and query pairs; a repeated key becomes a list (`public_keys=a&public_keys=b`).
fn merge_pairs(params: &mut Map<String, Value>, bytes: &[u8]) -> Result<(), &'static str> {
    let pairs: Vec<(String, String)> = serde_html_form::from_bytes(bytes).map_err(|_| msg::INVALID_FORM)?;
    let mut grouped: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (key, value) in pairs {
        grouped.entry(key.trim_end_matches("[]").to_string()).or_default().push(value);
    }
    for (key, mut values) in grouped {
        let value = if values.len() == 1 {
            Value::String(values.remove(0))
        } else {
            Value::Array(values.into_iter().map(Value::String).collect())
        };
        params.insert(key, value);
    }
    Ok(())
}

/// Follows a local `$ref` into the components.
pub(crate) fn resolve<'a>(schema: &'a Value, root: &'a Value) -> &'a Value {
    match schema.get("$ref").and_then(Value::as_str).and_then(|r| r.strip_prefix("#/")) {
        Some(pointer) => root.pointer(&format!("/{pointer}")).map_or(schema, |s| resolve(s, root)),
        None => schema,
    }
}

/// The JSON types a schema admits, looking through `$ref`, `anyOf` and `oneOf`.
fn types_of(schema: &Value, root: &Value) -> Vec<String> {
    let schema = resolve(schema, root);
    let mut types = match schema.get("type") {
        Some(Value::String(t)) => vec![t.clone()],
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).map(String::from).collect(),
        _ if schema.get("enum").is_some() => vec!["string".into()],
        _ => Vec::new(),
    };
    for key in ["anyOf", "oneOf"] {
        if let Some(Value::Array(branches)) = schema.get(key) {
            types.extend(branches.iter().flat_map(|b| types_of(b, root)));
        }
    }
    types
}

fn coerce_object(params: Map<String, Value>, schema: &Value, root: &Value) -> Map<String, Value> {
    let schema = resolve(schema, root);
    let Some(properties) = schema.get("properties").and_then(Value::as_object) else { return params };
    params
        .into_iter()
        .filter_map(|(key, value)| {
            let property = properties.get(&key)?;
            Some((key, coerce(value, property, root)))
        })
        .collect()
}

/// Turns form strings into the scalar the schema expects, when they read as one.
fn coerce(value: Value, schema: &Value, root: &Value) -> Value {
    let types = types_of(schema, root);
    let has = |t: &str| types.iter().any(|x| x == t);
    match value {
        Value::String(s) if !has("string") => {
            let t = s.trim();
            if has("integer")
                && let Ok(n) = t.parse::<i64>()
            {
                return Value::from(n);
            }
            if has("number")
                && let Ok(n) = t.parse::<f64>()
            {
                return serde_json::Number::from_f64(n).map_or(Value::String(s), Value::Number);
            }
            if has("boolean") {
                match t.to_ascii_lowercase().as_str() {
                    "true" | "1" | "on" | "yes" => return Value::Bool(true),
                    "false" | "0" | "off" | "no" => return Value::Bool(false),
                    _ => {}
                }
            }
            if has("null") && t.is_empty() {
                return Value::Null;
            }
            if has("array") {
                return Value::Array(vec![coerce(Value::String(s), items_of(schema, root), root)]);
            }
            if has("object")
                && let Ok(parsed @ Value::Object(_)) = serde_json::from_str(t)
            {
                return parsed;
            }
            Value::String(s)
        }
        Value::Array(items) if has("array") => {
            let item = items_of(schema, root);
            Value::Array(items.into_iter().map(|v| coerce(v, item, root)).collect())
        }
        Value::Object(map) if has("object") => Value::Object(coerce_object(map, schema, root)),
        other => other,
    }
}

fn items_of<'a>(schema: &'a Value, root: &'a Value) -> &'a Value {
    resolve(schema, root).get("items").unwrap_or(&Value::Bool(true))
}

fn field_of(error: &jsonschema::ValidationError) -> String {
    let path = error.instance_path().to_string();
    let field = path.trim_start_matches('/').replace('/', ".");
    let inside = |name: &str| if field.is_empty() { name.to_string() } else { format!("{field}.{name}") };
    match error.kind() {
        ValidationErrorKind::Required { property } => inside(property.as_str().unwrap_or_default()),
        // The key to remove, not the object that holds it.
        ValidationErrorKind::AdditionalProperties { unexpected } if !unexpected.is_empty() => inside(&unexpected[0]),
        _ if field.is_empty() => spec::error::GENERAL.to_string(),
        _ => field,
    }
}

fn message_of(kind: &ValidationErrorKind) -> String {
    match kind {
        ValidationErrorKind::Required { .. } => msg::REQUIRED.into(),
        ValidationErrorKind::Type { kind } => type_message(kind).into(),
        ValidationErrorKind::MaxLength { limit } => msg::at_most_chars(limit),
        ValidationErrorKind::MinLength { limit } => msg::at_least_chars(limit),
        ValidationErrorKind::Minimum { limit } | ValidationErrorKind::ExclusiveMinimum { limit } => msg::at_least(limit),
        ValidationErrorKind::Maximum { limit } | ValidationErrorKind::ExclusiveMaximum { limit } => msg::at_most(limit),
        ValidationErrorKind::Enum { options } => {
            let list: Vec<String> = options
                .as_array()
                .map(|o| o.iter().map(|v| v.as_str().map_or_else(|| v.to_string(), String::from)).collect())
                .unwrap_or_default();
            msg::one_of(&list)
        }
        ValidationErrorKind::AdditionalProperties { .. } => msg::UNKNOWN_FIELD.into(),
        other => format!("{other:?}").split_whitespace().next().unwrap_or("Invalid value").to_string(),
    }
}

fn type_message(kind: &TypeKind) -> &'static str {
    let first = match kind {
        TypeKind::Single(t) => *t,
        TypeKind::Multiple(ts) => ts.iter().find(|t| *t != JsonType::Null).unwrap_or(JsonType::Null),
    };
    match first {
        JsonType::Integer => msg::WHOLE_NUMBER,
        JsonType::Number => msg::NUMBER,
        JsonType::Boolean => msg::BOOLEAN,
        JsonType::Array => msg::LIST,
        JsonType::Object => msg::OBJECT,
        _ => msg::STRING,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn root() -> Value {
        json!({
            "type": "object",
            "properties": {
                "n": {"type": "integer"}, "b": {"type": "boolean"}, "o": {"type": ["string", "null"]},
                "list": {"type": "array", "items": {"type": "integer"}}, "e": {"$ref": "#/$defs/E"}
            },
            "$defs": {"E": {"enum": ["a", "b"]}}
        })
    }

    #[test]
    fn form_strings_become_the_scalars_the_schema_wants() {
        let root = root();
        let params = json!({"n": "5", "b": "true", "o": "x", "list": "7", "e": "a", "unknown": "dropped"});
        let Value::Object(params) = params else { unreachable!() };
        let out = coerce_object(params, &root, &root);
        assert_eq!(Value::Object(out), json!({"n": 5, "b": true, "o": "x", "list": [7], "e": "a"}));
    }

    #[test]
    fn unreadable_scalars_stay_strings_for_the_validator_to_reject() {
        let root = root();
        let Value::Object(params) = json!({"n": "five", "b": "maybe"}) else { unreachable!() };
        let out = coerce_object(params, &root, &root);
        assert_eq!(Value::Object(out), json!({"n": "five", "b": "maybe"}));
    }

    /// What schemars makes of `Option<E>` and of an enum whose variants carry doc comments.
    fn enums() -> OpSchema {
        let root = json!({
            "type": "object",
            "properties": {
                "plain": {"$ref": "#/$defs/Plain"},
                "optional": {"anyOf": [{"$ref": "#/$defs/Plain"}, {"type": "null"}]},
                "documented": {"$ref": "#/$defs/Documented"},
                "text": {"anyOf": [{"type": "string", "maxLength": 2}, {"type": "integer"}]}
            },
            "$defs": {
                "Plain": {"type": "string", "enum": ["a", "b"]},
                "Documented": {"oneOf": [{"type": "string", "enum": ["x"]}, {"type": "string", "const": "y", "description": "Why y."}]}
            }
        });
        OpSchema::new(root)
    }

    #[test]
    fn every_operation_s_schema_compiles() {
        let validators = Validators::build();
        assert!(!validators.by_op.is_empty());
        for (op, schema) in &validators.by_op {
            assert!(jsonschema::validator_for(&schema.root).is_ok(), "{op}");
        }
    }

    #[test]
    fn optional_and_documented_enums_name_their_values_as_a_plain_enum_does() {
        let value = json!({"plain": "c", "optional": "c", "documented": "z", "text": "long"});
        let errors = errors_of(&enums(), &value);
        let expected = |values: &[&str]| msg::one_of(values);
        assert_eq!(errors["plain"], expected(&["a", "b"]));
        assert_eq!(errors["optional"], expected(&["a", "b"]), "the same text as the plain enum");
        assert_eq!(errors["documented"], expected(&["x", "y"]));
        assert_eq!(
            errors["text"],
            msg::at_most_chars(2),
            "a union that is not an enum: the error of the branch the value's type matches"
        );
        assert!(errors_of(&enums(), &json!({"optional": null, "documented": "y"})).is_empty());
    }

    /// Regression: an unknown key inside an optional object answered `{"package_parameters": "AnyOf"}`.
    #[test]
    fn an_unknown_key_inside_an_optional_object_is_named_with_its_rule() {
        let schema = OpSchema::new(json!({
            "type": "object",
            "properties": {
                "package_parameters": {"anyOf": [
                    {"type": "object", "properties": {"size": {"type": "integer"}}, "additionalProperties": false},
                    {"type": "null"}
                ]}
            }
        }));
        let errors = errors_of(&schema, &json!({"package_parameters": {"size": 1, "colour": "red"}}));
        assert_eq!(errors, BTreeMap::from([("package_parameters.colour".to_string(), msg::UNKNOWN_FIELD.to_string())]));
        let errors = errors_of(&schema, &json!({"package_parameters": {"size": "big"}}));
        assert_eq!(errors, BTreeMap::from([("package_parameters.size".to_string(), msg::WHOLE_NUMBER.to_string())]));
    }

    #[test]
    fn repeated_form_keys_become_lists() {
        let mut params = Map::new();
        merge_pairs(&mut params, b"public_keys=a&public_keys=b&name=x").unwrap();
        assert_eq!(Value::Object(params), json!({"public_keys": ["a", "b"], "name": "x"}));
    }
}

//! The committed OpenAPI document, one snapshot per area: the operations whose tags name the area
//! (a call per path serving it), then every schema they reach, one line per property. Areas come
//! from the document's tags, so a renamed or new area is a new snapshot, not a change here.

use serde_json::{Map, Value, json};

/// The document as `spec/` generates it.
fn document() -> Value {
    serde_json::from_str(include_str!("../../../../spec/openapi.json")).expect("the committed document is JSON")
}

#[test]
fn each_areas_operations_and_schemas_read_as_before() {
    let document = document();
    let mut areas: Vec<String> = operations(&document).flat_map(|(_, _, op)| tags(op)).collect();
    areas.sort();
    areas.dedup();
    assert!(areas.len() >= 10, "the document names its areas in tags: {areas:?}");
    for area in areas {
        insta::assert_yaml_snapshot!(area.clone(), outline(&document, &area));
    }
}

/// Every operation of the document: its path, method and body.
fn operations(document: &Value) -> impl Iterator<Item = (&str, &str, &Value)> {
    let paths = document["paths"].as_object().expect("paths");
    paths.iter().flat_map(|(path, item)| {
        let item = item.as_object().expect("a path item");
        item.iter()
            .filter(|(_, op)| op.get("operationId").is_some())
            .map(move |(method, op)| (path.as_str(), method.as_str(), op))
    })
}

fn tags(op: &Value) -> Vec<String> {
    op["tags"].as_array().into_iter().flatten().filter_map(Value::as_str).map(str::to_string).collect()
}

/// The area's operations (by id, in the document's order) and the schemas they reach (by name).
fn outline(document: &Value, area: &str) -> Value {
    let mut outlined = Map::new();
    let mut reached = Vec::new();
    for (path, method, op) in operations(document).filter(|(_, _, op)| tags(op).iter().any(|t| t == area)) {
        let id = op["operationId"].as_str().expect("an operation id").to_string();
        let call = Value::String(format!("{} {path}", method.to_uppercase()));
        if let Some(seen) = outlined.get_mut(&id) {
            seen["calls"].as_array_mut().expect("calls").push(call);
            continue;
        }
        references(op, &mut reached);
        outlined.insert(id, operation(op, call));
    }
    let schemas = &document["components"]["schemas"];
    let mut next = 0;
    while next < reached.len() {
        let name = reached[next].clone();
        references(&schemas[&name], &mut reached);
        next += 1;
    }
    reached.sort();
    let schemas: Map<String, Value> = reached.into_iter().map(|name| (name.clone(), fields(&schemas[&name]))).collect();
    json!({ "operations": outlined, "schemas": schemas })
}

fn operation(op: &Value, call: Value) -> Value {
    let mut outlined = json!({ "calls": [call], "summary": op["summary"] });
    if op.get("security").is_some_and(|s| s.as_array().is_some_and(|s| !s.is_empty())) {
        outlined["key"] = json!("apikey header");
    }
    let parameters: Map<String, Value> = op["parameters"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|p| {
            let required = if p["required"] == true { ", required" } else { "" };
            let name = p["name"].as_str().expect("a parameter name").to_string();
            (name, Value::String(format!("{} in {}{required}", describe(&p["schema"]), p["in"].as_str().unwrap_or("?"))))
        })
        .collect();
    if !parameters.is_empty() {
        outlined["parameters"] = Value::Object(parameters);
    }
    if let Some(content) = op["requestBody"]["content"].as_object() {
        let bodies: Map<String, Value> =
            content.iter().map(|(media, body)| (media.clone(), Value::String(describe(&body["schema"])))).collect();
        outlined["body"] = Value::Object(bodies);
    }
    let answers: Map<String, Value> = op["responses"]
        .as_object()
        .expect("responses")
        .iter()
        .map(|(status, answer)| {
            let media = answer["content"].as_object().and_then(|c| c.iter().next());
            let shape = media.map(|(kind, body)| match body.get("schema") {
                Some(schema) if kind == "application/json" => describe(schema),
                Some(schema) => format!("{kind}: {}", describe(schema)),
                None => kind.clone(),
            });
            let description = answer["description"].as_str().unwrap_or_default();
            (status.clone(), Value::String(shape.map_or(description.to_string(), |s| format!("{s} ({description})"))))
        })
        .collect();
    outlined["answers"] = Value::Object(answers);
    outlined
}

/// A named schema: an object one line per property (`?` marks the optional ones), else its type.
fn fields(schema: &Value) -> Value {
    match schema["properties"].as_object() {
        Some(properties) => {
            let required = |name: &str| schema["required"].as_array().is_some_and(|r| r.iter().any(|n| n == name));
            let lines: Map<String, Value> = properties
                .iter()
                .map(|(name, property)| {
                    let name = if required(name) { name.clone() } else { format!("{name}?") };
                    (name, Value::String(describe(property)))
                })
                .collect();
            Value::Object(lines)
        }
        None => Value::String(describe(schema)),
    }
}

/// A schema in one line: a reference by name, a list as `[items]`, alternatives joined by `|`,
/// with its format and limits.
fn describe(schema: &Value) -> String {
    if let Some(reference) = schema["$ref"].as_str() {
        return reference.rsplit('/').next().unwrap_or(reference).to_string();
    }
    for (key, joint) in [("anyOf", " | "), ("oneOf", " | "), ("allOf", " & ")] {
        if let Some(options) = schema[key].as_array() {
            return options.iter().map(describe).collect::<Vec<_>>().join(joint);
        }
    }
    if let Some(values) = schema["enum"].as_array() {
        return format!("one of {}", values.iter().map(literal).collect::<Vec<_>>().join(", "));
    }
    if let Some(value) = schema.get("const") {
        return format!("always {}", literal(value));
    }
    let kinds: Vec<String> = match &schema["type"] {
        Value::String(kind) => vec![kind.clone()],
        Value::Array(kinds) => kinds.iter().filter_map(Value::as_str).map(str::to_string).collect(),
        _ => vec!["any".to_string()],
    };
    let kinds: Vec<String> = kinds.into_iter().map(|kind| shape(schema, &kind)).collect();
    let mut line = kinds.join(" | ");
    let limits = limits(schema);
    if !limits.is_empty() {
        line = format!("{line} ({})", limits.join(", "));
    }
    line
}

/// A structured type's contents: a list's items, an object's properties or values.
fn shape(schema: &Value, kind: &str) -> String {
    match kind {
        "array" => format!("[{}]", describe(&schema["items"])),
        "object" if schema["properties"].is_object() => {
            let fields: Vec<String> = fields(schema)
                .as_object()
                .into_iter()
                .flatten()
                .map(|(k, v)| format!("{k}: {}", v.as_str().unwrap_or_default()))
                .collect();
            format!("{{{}}}", fields.join(", "))
        }
        "object" if schema["additionalProperties"].is_object() => {
            format!("{{string: {}}}", describe(&schema["additionalProperties"]))
        }
        other => other.to_string(),
    }
}

/// A value as written in a list of values: strings bare.
fn literal(value: &Value) -> String {
    value.as_str().map_or_else(|| value.to_string(), str::to_string)
}

fn limits(schema: &Value) -> Vec<String> {
    let mut limits = Vec::new();
    if let Some(format) = schema["format"].as_str() {
        limits.push(format.to_string());
    }
    let named =
        [("minimum", "≥"), ("maximum", "≤"), ("minLength", "length ≥"), ("maxLength", "length ≤"), ("pattern", "matching")];
    for (key, label) in named {
        if let Some(value) = schema.get(key) {
            limits.push(format!("{label} {}", literal(value)));
        }
    }
    limits
}

/// Collects the names of the component schemas `value` refers to, each once.
fn references(value: &Value, names: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            if let Some(reference) = map.get("$ref").and_then(Value::as_str) {
                let name = reference.rsplit('/').next().unwrap_or(reference).to_string();
                if !names.contains(&name) {
                    names.push(name);
                }
            }
            map.values().for_each(|v| references(v, names));
        }
        Value::Array(items) => items.iter().for_each(|v| references(v, names)),
        _ => {}
    }
}

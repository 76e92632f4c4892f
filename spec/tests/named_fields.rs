//! Every object and field the product specifications name (docs/product/fields.json) is carried by
//! the contract (spec/openapi.json) under that name, in answers, in requests or among a call's
//! parameters as the list says; a field the list marks `missing` (with its reason) must really be
//! absent, so the mark goes when the contract gains it. Every row says whether lenient and strict
//! sessions differ on it (`modes`); a row that differs names its fields and the strict-mode table's
//! row whose test (contract-tests' `strict_table.rs`) plays both modes against the evidence.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

fn read(relative: &str) -> Value {
    let path = format!("{}/{relative}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn ref_name(value: &Value) -> Option<&str> {
    value.get("$ref")?.as_str()?.strip_prefix("#/components/schemas/")
}

/// Every schema named from `value` at any depth, and from those schemas in turn.
fn reachable<'a>(value: &'a Value, schemas: &'a serde_json::Map<String, Value>, found: &mut BTreeSet<&'a str>) {
    match value {
        Value::Object(map) => {
            if let Some(name) = ref_name(value)
                && let Some((key, schema)) = schemas.get_key_value(name)
                && found.insert(key.as_str())
            {
                reachable(schema, schemas, found);
            }
            map.values().for_each(|v| reachable(v, schemas, found));
        }
        Value::Array(items) => items.iter().for_each(|v| reachable(v, schemas, found)),
        _ => {}
    }
}

/// A schema's properties, through `$ref`, `allOf`, `anyOf` and `oneOf`.
fn properties<'a>(schema: &'a Value, schemas: &'a serde_json::Map<String, Value>, out: &mut BTreeMap<&'a str, &'a Value>) {
    if let Some(target) = ref_name(schema).and_then(|name| schemas.get(name)) {
        return properties(target, schemas, out);
    }
    for key in ["allOf", "anyOf", "oneOf"] {
        for part in schema.get(key).and_then(Value::as_array).into_iter().flatten() {
            properties(part, schemas, out);
        }
    }
    for (name, property) in schema.get("properties").and_then(Value::as_object).into_iter().flatten() {
        out.insert(name, property);
    }
}

#[test]
fn the_contract_carries_every_field_the_specifications_name() {
    let (contract, list) = (read("openapi.json"), read("../docs/product/fields.json"));
    let schemas = contract["components"]["schemas"].as_object().expect("the contract's schemas");
    let (mut answers, mut requests) = (BTreeSet::new(), BTreeSet::new());
    for operation in contract["paths"].as_object().expect("paths").values().flat_map(|p| p.as_object().into_iter().flatten()) {
        let operation = operation.1;
        reachable(&operation["responses"], schemas, &mut answers);
        reachable(&operation["requestBody"], schemas, &mut requests);
        reachable(&operation["parameters"], schemas, &mut requests);
    }
    let mut problems = Vec::new();
    let objects = list["objects"].as_array().expect("objects");
    assert!(objects.len() > 130, "the list names the specifications' objects");
    for object in objects {
        let (name, schema_name, direction) =
            (object["object"].as_str().unwrap_or("?"), object["schema"].as_str().unwrap_or("?"), object["in"].as_str());
        problems.extend(modes_problems(name, object));
        if direction == Some("parameters") {
            problems.extend(parameter_problems(name, object, &contract));
            continue;
        }
        let Some(schema) = schemas.get(schema_name) else {
            problems.push(format!("{name}: the contract has no schema {schema_name}"));
            continue;
        };
        let used = match direction {
            Some("answer") => answers.contains(schema_name),
            Some("request") => requests.contains(schema_name),
            other => {
                problems.push(format!("{name}: `in` is {other:?}, not answer or request"));
                continue;
            }
        };
        if !used {
            problems.push(format!("{name}: {schema_name} is in no {} of the contract", direction.unwrap_or_default()));
        }
        let mut carried = BTreeMap::new();
        properties(schema, schemas, &mut carried);
        let missing = object.get("missing").and_then(Value::as_object);
        for field in object["fields"].as_object().expect("fields").keys() {
            match (carried.contains_key(field.as_str()), missing.and_then(|m| m.get(field))) {
                (false, None) => problems.push(format!("{name}: {schema_name} has no `{field}`")),
                (true, Some(_)) => problems.push(format!("{name}: {schema_name} now has `{field}`: drop it from `missing`")),
                _ => {}
            }
        }
        for field in missing.into_iter().flat_map(|m| m.keys()) {
            if !object["fields"].as_object().is_some_and(|f| f.contains_key(field)) {
                problems.push(format!("{name}: `missing` names `{field}`, which is not among its fields"));
            }
        }
    }
    assert!(problems.is_empty(), "docs/product/fields.json against spec/openapi.json:\n{}", problems.join("\n"));
}

/// A call's query and path parameters (`in: parameters`): the operation exists and names each field.
fn parameter_problems(name: &str, object: &Value, contract: &Value) -> Vec<String> {
    let operation = object["operation"].as_str().unwrap_or_default();
    let Some((method, path)) = operation.split_once(' ') else {
        return vec![format!("{name}: `operation` is {operation:?}, not \"METHOD /path\"")];
    };
    let Some(found) = contract["paths"].get(path).and_then(|p| p.get(method.to_ascii_lowercase())) else {
        return vec![format!("{name}: the contract has no operation {operation}")];
    };
    let given: BTreeSet<&str> = found["parameters"].as_array().into_iter().flatten().filter_map(|p| p["name"].as_str()).collect();
    let fields = object["fields"].as_object().expect("fields");
    fields.keys().filter(|f| !given.contains(f.as_str())).map(|f| format!("{name}: {operation} takes no `{f}`")).collect()
}

/// The first cells of the strict-mode table (docs/reference/strict-mode.md).
fn strict_table_rows() -> BTreeSet<String> {
    let path = format!("{}/../docs/reference/strict-mode.md", env!("CARGO_MANIFEST_DIR"));
    let page = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    page.lines()
        .skip_while(|l| !l.starts_with("| behaviour |"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| l.trim_start_matches('|').split(" | ").next().unwrap_or_default().trim().to_string())
        .collect()
}

/// A row's `modes`: `same`, or what differs, with the evidence and the strict-mode row that tests it.
fn modes_problems(name: &str, object: &Value) -> Vec<String> {
    let modes = &object["modes"];
    if modes == "same" {
        return Vec::new();
    }
    let Some(differs) = modes["differs"].as_array().filter(|d| !d.is_empty()) else {
        return vec![format!("{name}: `modes` is {modes}, neither \"same\" nor what differs")];
    };
    let mut problems = Vec::new();
    let fields = object["fields"].as_object().expect("fields");
    for field in differs.iter().map(|f| f.as_str().unwrap_or_default()) {
        if !fields.contains_key(field) {
            problems.push(format!("{name}: `modes` names `{field}`, which is not among its fields"));
        }
    }
    for key in ["lenient", "strict", "evidence"] {
        if modes[key].as_str().is_none_or(str::is_empty) {
            problems.push(format!("{name}: `modes` says nothing of `{key}`"));
        }
    }
    let row = modes["checked_by"].as_str().unwrap_or_default();
    if !strict_table_rows().contains(row) {
        problems.push(format!("{name}: `modes.checked_by` {row:?} is no row of docs/reference/strict-mode.md's table"));
    }
    problems
}

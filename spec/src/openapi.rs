//! Builds the OpenAPI 3.1 document from the route table and the types' JSON Schemas, and hands
//! the per-operation schemas to whoever validates against them (the simulator at its boundary,
//! the contract tests on every response).

use std::collections::BTreeMap;

use schemars::generate::SchemaSettings;
use serde_json::{Map, Value, json};

use crate::error::{ErrorsBody, MessageBody};
use crate::idp::ProviderErrorBody;
use crate::routes::{Area, Auth, Encoding, ErrorStyle, Method, OPERATIONS, Operation, ResponseBody, Scope};

const COMPONENTS: &str = "#/components/schemas/";

/// The contract in machine-readable form.
pub struct Contract {
    /// The OpenAPI 3.1 document (`spec/openapi.json`).
    pub document: Value,
    requests: BTreeMap<&'static str, Value>,
    responses: BTreeMap<&'static str, Value>,
    errors: [Value; 4],
}

impl Contract {
    pub fn build() -> Contract {
        let mut generator = generator();
        let mut requests = BTreeMap::new();
        let mut responses = BTreeMap::new();
        for op in OPERATIONS {
            if let Some(f) = op.request {
                requests.insert(op.id, f(&mut generator).to_value());
            }
            if let ResponseBody::Json(f) = op.response {
                responses.insert(op.id, f(&mut generator).to_value());
            }
        }
        let errors = [
            generator.subschema_for::<ErrorsBody>().to_value(),
            generator.subschema_for::<MessageBody>().to_value(),
            generator.subschema_for::<ProviderErrorBody>().to_value(),
            generator.subschema_for::<crate::error::ConsumerForbiddenBody>().to_value(),
        ];
        let schemas = generator.take_definitions(true);

        let mut paths = Map::new();
        for op in OPERATIONS {
            for (i, path) in op.mounted_paths().into_iter().enumerate() {
                let id = if i == 0 { op.id.to_string() } else { format!("{}_default_location", op.id) };
                let operation = operation_object(op, id, requests.get(op.id), responses.get(op.id), &errors, &schemas);
                let item = paths.entry(document_path(&path)).or_insert_with(|| json!({}));
                item[op.method.as_str().to_ascii_lowercase()] = operation;
                if path.starts_with(IDP_SERVER) {
                    item["servers"] = json!([{
                        "url": IDP_SERVER,
                        "description": "The session's stand-in identity provider: the site's authDomain",
                        "variables": {"session": {"default": "default", "description": "The session id"}}
                    }]);
                }
            }
        }
        let mut document = json!({
            "openapi": "3.1.0",
            "info": {
                "title": "cloudsim: the white-label cloud provider API",
                "version": env!("CARGO_PKG_VERSION"),
                "description": "The provider's /v1 API as the simulator serves it, plus the simulator's control API under /__sim. Generated from spec/src: do not edit."
            },
            "servers": [{"url": "/"}],
        });
        // Moved in, not through `json!`, which would copy both whole (a fifth of the server's start).
        document["paths"] = Value::Object(paths);
        let security = json!({"apikey": {"type": "apiKey", "in": "header", "name": "apikey"}});
        let components = Map::from_iter([("schemas".into(), Value::Object(schemas)), ("securitySchemes".into(), security)]);
        document["components"] = Value::Object(components);
        Contract { document, requests, responses, errors }
    }

    /// A standalone JSON Schema for the operation's parameters (query and body as one object).
    pub fn request_schema(&self, op: &Operation) -> Option<Value> {
        self.requests.get(op.id).map(|s| self.standalone(s))
    }

    /// A standalone JSON Schema for the operation's successful JSON answer.
    pub fn response_schema(&self, op: &Operation) -> Option<Value> {
        self.responses.get(op.id).map(|s| self.standalone(s))
    }

    /// A standalone JSON Schema for the operation's error answers.
    pub fn error_schema(&self, op: &Operation) -> Value {
        let body = match op.errors {
            ErrorStyle::Errors => json!({"anyOf": [self.errors[0], self.errors[1]]}),
            ErrorStyle::Message => self.errors[1].clone(),
            ErrorStyle::Provider => self.errors[2].clone(),
        };
        self.standalone(&body)
    }

    /// A standalone JSON Schema for an error answer with `status` as the document states it (the
    /// status's own response, else `4XX`): what a client generated from the document expects.
    pub fn documented_error_schema(&self, op: &Operation, status: u16) -> Option<Value> {
        let path = document_path(&op.mounted_paths()[0]);
        let responses = &self.document["paths"][path.as_str()][op.method.as_str().to_ascii_lowercase()]["responses"];
        let response = responses.get(status.to_string()).or_else(|| responses.get("4XX"))?;
        Some(self.standalone(&response["content"]["application/json"]["schema"]))
    }

    /// The document pretty-printed as committed in `spec/openapi.json`.
    pub fn pretty(&self) -> String {
        let mut text = serde_json::to_string_pretty(&self.document).expect("a JSON value always serialises");
        text.push('\n');
        text
    }

    /// The schema with just the components it reaches.
    fn standalone(&self, schema: &Value) -> Value {
        let all = self.document["components"]["schemas"].as_object().expect("the document's components");
        standalone(all, schema)
    }
}

/// Every operation's request schema as [`Contract::request_schema`] gives it, without building
/// the document: what a validator needs, at a third of the contract's cost (its paths and
/// answers were most of the server's start, and their drop a tenth of it).
pub fn request_schemas() -> BTreeMap<&'static str, Value> {
    let mut generator = generator();
    let requests: Vec<(&'static str, Value)> =
        OPERATIONS.iter().filter_map(|op| Some((op.id, op.request?(&mut generator).to_value()))).collect();
    let schemas = generator.take_definitions(true);
    requests.into_iter().map(|(id, schema)| (id, standalone(&schemas, &schema))).collect()
}

fn generator() -> schemars::SchemaGenerator {
    SchemaSettings::draft2020_12().with(|s| s.definitions_path = COMPONENTS.into()).into_generator()
}

/// The schema with just the components of `all` it reaches, so each validator holds what it
/// needs and no more (copying every component into every operation grew with their product).
fn standalone(all: &Map<String, Value>, schema: &Value) -> Value {
    let mut root = match schema {
        Value::Object(map) => map.clone(),
        other => return other.clone(),
    };
    let mut reached = Map::new();
    let mut pending = Vec::new();
    collect_refs(schema, &mut pending);
    while let Some(name) = pending.pop() {
        if reached.contains_key(&name) {
            continue;
        }
        if let Some(component) = all.get(&name) {
            collect_refs(component, &mut pending);
            reached.insert(name, component.clone());
        }
    }
    root.insert("components".into(), Value::Object(Map::from_iter([("schemas".into(), Value::Object(reached))])));
    Value::Object(root)
}

/// The stand-in identity provider plays a third party's API at the site's `authDomain`, so its
/// paths are listed under a server of their own, as a client made for that API calls them.
const IDP_SERVER: &str = "/__sim/idp/{session}";

/// Where the document lists a mounted path.
fn document_path(mounted: &str) -> String {
    mounted.strip_prefix(IDP_SERVER).unwrap_or(mounted).to_string()
}

/// Names of the components `schema` refers to.
fn collect_refs(schema: &Value, names: &mut Vec<String>) {
    match schema {
        Value::Object(map) => {
            if let Some(name) = map.get("$ref").and_then(Value::as_str).and_then(|r| r.strip_prefix(COMPONENTS)) {
                names.push(name.to_string());
            }
            map.values().for_each(|v| collect_refs(v, names));
        }
        Value::Array(items) => items.iter().for_each(|v| collect_refs(v, names)),
        _ => {}
    }
}

fn operation_object(
    op: &Operation,
    operation_id: String,
    request: Option<&Value>,
    response: Option<&Value>,
    errors: &[Value; 4],
    schemas: &Map<String, Value>,
) -> Value {
    // The identity provider's `{session}` is a variable of its server, not of its paths.
    let server_variable = |name: &&str| *name == "session" && op.path.starts_with(IDP_SERVER);
    let mut parameters: Vec<Value> = op
        .path_params()
        .filter(|name| !server_variable(name))
        .map(|name| json!({"name": name, "in": "path", "required": true, "schema": {"type": "string"}}))
        .collect();
    if operation_id == op.id && op.scope == Scope::Location {
        parameters.insert(
            0,
            json!({"name": "location", "in": "path", "required": true, "schema": {"type": "string"},
                   "description": "Location slug; the paths without it act on the default location."}),
        );
    }
    let mut object = json!({
        "operationId": operation_id,
        "summary": op.summary,
        "tags": [op.area.tag()],
    });
    if let Some(request) = request {
        if op.method == Method::Get || op.encoding == Encoding::Query {
            parameters.extend(query_parameters(request, schemas));
        } else {
            let content = match op.encoding {
                Encoding::Json => json!({"application/json": {"schema": request}}),
                _ => json!({
                    "application/x-www-form-urlencoded": {"schema": request},
                    "application/json": {"schema": request}
                }),
            };
            object["requestBody"] = json!({"required": false, "content": content});
        }
    }
    if !parameters.is_empty() {
        object["parameters"] = Value::Array(parameters);
    }
    let success = match (op.response, response) {
        (ResponseBody::Json(_), Some(schema)) => {
            json!({"description": "Success", "content": {"application/json": {"schema": schema}}})
        }
        (ResponseBody::Text(content_type), _) => {
            json!({"description": "Success", "content": {content_type: {"schema": {"type": "string"}}}})
        }
        _ => json!({"description": "Success, no body"}),
    };
    let error_body = match op.errors {
        ErrorStyle::Errors => json!({"anyOf": [errors[0], errors[1]]}),
        ErrorStyle::Message => errors[1].clone(),
        ErrorStyle::Provider => errors[2].clone(),
    };
    let mut responses = Map::new();
    responses.insert(op.status.to_string(), success);
    responses.insert("4XX".into(), json!({"description": "Rejected", "content": {"application/json": {"schema": error_body}}}));
    // Every endpoint of the API may fail with a 500 carrying a message
    // (docs/product/conventions.md#failures); the simulator's own pages do not promise one.
    if op.scope != Scope::Control {
        let failed = format!("Failed: {}", op.failure);
        responses.insert("500".into(), json!({"description": failed, "content": {"application/json": {"schema": error_body}}}));
    }
    if op.auth == Auth::ApiKey {
        let gateway = json!({"description": "Missing API key (gateway)", "content": {"application/json": {"schema": errors[1]}}});
        responses.insert("401".into(), gateway);
        // An unknown key is the gateway's `{"message"}`; a refusal by the operation itself (not an
        // administrator, say) is in the area's shape, which for `Errors` already allows both.
        // The payment area also has a shape of its own for a resource out of the key's reach.
        let forbidden = match op.errors {
            ErrorStyle::Provider => json!({"anyOf": [errors[1], errors[2]]}),
            _ if matches!(op.area, Area::Billing | Area::Payment) => json!({"anyOf": [errors[0], errors[1], errors[3]]}),
            _ => error_body.clone(),
        };
        let description = "Unknown API key (gateway), or refused by the operation";
        responses
            .insert("403".into(), json!({"description": description, "content": {"application/json": {"schema": forbidden}}}));
        object["security"] = json!([{"apikey": []}]);
    }
    object["responses"] = Value::Object(responses);
    object
}

/// Each property of the request object becomes a query parameter.
fn query_parameters(request: &Value, schemas: &Map<String, Value>) -> Vec<Value> {
    let resolved = request
        .get("$ref")
        .and_then(Value::as_str)
        .and_then(|r| r.strip_prefix(COMPONENTS))
        .and_then(|name| schemas.get(name))
        .unwrap_or(request);
    let required: Vec<&str> = resolved
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let Some(properties) = resolved.get("properties").and_then(Value::as_object) else { return Vec::new() };
    properties
        .iter()
        .map(|(name, schema)| {
            json!({"name": name, "in": "query", "required": required.contains(&name.as_str()), "schema": schema})
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_operation_id_is_unique() {
        let mut ids: Vec<_> = OPERATIONS.iter().map(|op| op.id).collect();
        ids.sort();
        let before = ids.len();
        ids.dedup();
        assert_eq!(before, ids.len());
    }

    #[test]
    fn location_scoped_operations_answer_with_and_without_slug() {
        let contract = Contract::build();
        let paths = contract.document["paths"].as_object().unwrap();
        for op in OPERATIONS.iter().filter(|op| op.scope == Scope::Location) {
            assert!(paths.contains_key(&format!("/v1/{{location}}{}", op.path)), "{}", op.id);
            assert!(paths.contains_key(&format!("/v1{}", op.path)), "{}", op.id);
        }
    }

    #[test]
    fn standalone_schemas_carry_only_the_components_they_reach() {
        let contract = Contract::build();
        let op = crate::routes::by_id("sim_session_create").unwrap();
        let schema = contract.request_schema(op).unwrap();
        let names: Vec<&String> = schema["components"]["schemas"].as_object().unwrap().keys().collect();
        assert_eq!(names, ["SessionCreate", "WorldKind"]);
    }

    /// The validators' schemas, made without the document, are the document's own.
    #[test]
    fn request_schemas_alone_are_the_contract_s() {
        let contract = Contract::build();
        let alone = request_schemas();
        for op in OPERATIONS {
            assert_eq!(alone.get(op.id), contract.request_schema(op).as_ref(), "{}", op.id);
        }
    }

    #[test]
    fn the_identity_provider_s_paths_are_under_a_server_of_their_own() {
        let contract = Contract::build();
        let item = &contract.document["paths"]["/dbconnections/signup"];
        assert_eq!(item["servers"][0]["url"], IDP_SERVER);
        assert_eq!(item["servers"][0]["variables"]["session"]["default"], "default");
        assert_eq!(item["post"]["parameters"], Value::Null, "{{session}} is the server's");
        let paths = contract.document["paths"].as_object().unwrap();
        assert!(paths.keys().all(|path| !path.starts_with("/__sim/idp")));
        assert!(paths.contains_key("/mfa/{ticket}") && paths.contains_key("/__sim/sessions/{id}/outbox"));
    }

    #[test]
    fn documented_error_schemas_are_found_for_every_kind_of_path() {
        let contract = Contract::build();
        for id in ["vm_list", "sim_idp_signup", "sim_session_create"] {
            let op = crate::routes::by_id(id).unwrap();
            assert!(contract.documented_error_schema(op, 400).is_some(), "{id}");
        }
    }

    #[test]
    fn query_parameters_come_from_the_request_type() {
        let contract = Contract::build();
        let params = &contract.document["paths"]["/__sim/sessions/{id}/journal"]["get"]["parameters"];
        let names: Vec<_> = params.as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
        assert_eq!(names, ["id", "format"]);
    }
}

//! Every reference refused when it is not yours (docs/product/conventions.md#references): generated
//! from the contract (`spec/openapi.json`), exhaustively. For every operation and every input that
//! names another object (a path parameter, a query parameter or a body field), the owner sends the
//! operation with that input set to another customer's object, to one of its own that it deleted,
//! and to one that never existed, the operation's other required inputs being the owner's own live
//! objects and plain valid values. Each must be a 4xx with the API's error body, and the session's
//! exported state must be byte-for-byte what it was before.
//!
//! `kind_of` says which inputs are references of which kind; every reference-shaped input of the
//! contract (`looks_like_reference`) is either covered or listed in `EXCLUDED` with why, so a new
//! operation's reference cannot slip by: `every_reference_input_is_covered_or_excluded` fails.

use std::collections::BTreeMap;

use axum::Router;
use axum::body::Body;
use axum::http::{Request, header};
use http_body_util::BodyExt;
use serde_json::{Map, Value, json};
use simulator::{AppState, Options};
use tower::ServiceExt;

const CONTRACT: &str = include_str!("../../spec/openapi.json");
const FORM: &str = "application/x-www-form-urlencoded";
const JSON: &str = "application/json";

/// The kinds of object an input may name, each with a live object of the owner's, one of the
/// owner's that it deleted, one of another customer's, and an id nobody has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    Account,
    Vm,
    Network,
    Disk,
    Ip,
    LoadBalancer,
    Firewall,
    Bucket,
    SshKey,
    Token,
    AccessGroup,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Variant {
    Foreign,
    Deleted,
    Missing,
}

const VARIANTS: [Variant; 3] = [Variant::Foreign, Variant::Deleted, Variant::Missing];

/// Which kind of object `input` of operation `op` (at `path`) names; `None` when it is not a
/// reference this test covers (then `EXCLUDED` must say why, if it looks like one).
fn kind_of(op: &str, path: &str, input: &str) -> Option<Kind> {
    let under = |part: &str| path.contains(part);
    match input {
        "billing_account_id" | "set_id" => Some(Kind::Account),
        "id" if under("/payment/billing_account") || op == "billing_account_update" || op == "billing_account_delete" => {
            Some(Kind::Account)
        }
        "id" if op.starts_with("billing_resources") => Some(Kind::Account),
        "id" if under("/access_group/{id}") && !under("impersonation") => Some(Kind::AccessGroup),
        "token_id" => Some(Kind::Token),
        "network_uuid" => Some(Kind::Network),
        "vm_uuid" | "source_uuid" => Some(Kind::Vm),
        "target_uuid" if under("/load_balancers") => Some(Kind::Vm),
        "disk_uuid" | "storage_uuid" => Some(Kind::Disk),
        "address" if under("/ip_addresses/{address}") => Some(Kind::Ip),
        "name" if op.starts_with("bucket_") && op != "bucket_create" => Some(Kind::Bucket),
        "uuid" if under("/ssh_keys") => Some(Kind::SshKey),
        "uuid" if under("/storage/disks") => Some(Kind::Disk),
        "uuid" if under("/network/network/") => Some(Kind::Network),
        "uuid" if under("/load_balancers") => Some(Kind::LoadBalancer),
        "uuid" if under("/firewalls") => Some(Kind::Firewall),
        "uuid" if under("/user-resource/vm") || under("/network/virtual-machines") || under("resource_billing") => Some(Kind::Vm),
        _ => None,
    }
}

/// Inputs that look like references but are not covered here, each with why.
const EXCLUDED: &[(&str, &str)] = &[
    ("name", "a label the caller chooses (VMs, IPs, SSH keys, groups, consent, a new bucket), not a reference"),
    ("client_id", "the identity provider's application id, the same for every customer"),
    ("session_id", "a payment processor's checkout session, made by the processor's page"),
    ("integration_id", "an external integration's id, kept as given"),
    ("user_id", "admin tokens: administrators only, every other caller is 403 before the id is read"),
    ("invoice_id", "an empty world has no invoices; invoices are covered by billing/invoices.yaml"),
    ("payment_object_id", "cards need the payment sandbox's pages; covered by payment/cards.yaml"),
    ("charge_id", "a processor's charge, made by the processor's page"),
    ("method_ids", "a payment link's methods, the processor's"),
    ("access_key", "storage keys: covered by storage/keys.yaml"),
    ("boot_image_uuid", "the catalogue's ISO images, public to every customer"),
    ("designated_pool_uuid", "the catalogue's host pools, public to every customer"),
    ("spec_uuid", "bare-metal specs, the catalogue's, public to every customer"),
    ("requested_os_id", "bare-metal OS images, the catalogue's"),
    ("replica_uuid", "snapshots and backups: not set up here (compute/vm-storage-copies.yaml)"),
    ("rule_uuid", "a load balancer's forwarding rule, reached only through its balancer (covered)"),
    ("if_uuid", "a VM's interface or sub-interface, reached only through its VM (covered)"),
    ("impersonation_id", "delegation: simulator/tests/delegation.rs"),
    ("ip_address", "a whitelist entry: an address, not an object"),
    ("service_package_uuid", "managed services: not set up here (services/*.yaml)"),
    ("uuid", "managed-service packages, bare-metal leases and impersonations: not set up here"),
    ("id", "an impersonation's access group: simulator/tests/delegation.rs"),
    ("target_uuid", "a managed service's VM, reached only through its package"),
];

/// Operations whose refusal of a deleted object is not this test's to expect, with why.
const DELETED_ANSWERS: &[(&str, &str)] = &[
    ("disk_get", "a deleted disk reads as its tombstone, 200 (docs/product/conventions.md#tombstones, live)"),
    ("load_balancer_get", "a deleted balancer reads as its tombstone, 200 (live)"),
    ("ip_address_get", "a released address stays listed and readable as deleted (docs/product/network.md, live)"),
    ("billing_account_get", "a deleted account's record and history stay readable, as `show_shadow=1` lists it"),
    ("credit_list", "a deleted account's history stays readable"),
    ("charging_usage", "a deleted account's history stays readable"),
    ("invoice_list", "a deleted account's history stays readable"),
    ("billing_account_unpaid_amount", "a deleted account's history stays readable"),
    ("card_list", "a deleted account's history stays readable"),
    ("billing_resources", "a deleted account's history stays readable"),
];

/// List filters: another customer's, a deleted or a missing object matches nothing and the list
/// answers `200 []`, the same for the three (docs/product/conventions.md#references, decided:
/// the live API's answer is not on record).
const FILTERS: &[&str] = &["vm_list", "metal_lease_list", "ip_address_list", "bucket_list", "service_package_list"];

fn looks_like_reference(input: &str) -> bool {
    input == "name"
        || input == "address"
        || input == "set_id"
        || input.ends_with("_id")
        || input.ends_with("_ids")
        || input == "id"
        || input == "uuid"
        || input.ends_with("_uuid")
        || input == "access_key"
        || input == "ip_address"
}

/// One input of an operation: where it goes, its name, whether it is required, its schema.
#[derive(Clone, Debug)]
struct Input {
    place: Place,
    name: String,
    required: bool,
    schema: Value,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Path,
    Query,
    Body,
}

struct Op {
    id: String,
    method: String,
    path: String,
    json: bool,
    inputs: Vec<Input>,
}

/// `schema` with its `$ref`s followed into the document's `schemas`.
fn resolved<'a>(schemas: &'a Value, mut schema: &'a Value) -> Value {
    while let Some(name) = schema.get("$ref").and_then(Value::as_str) {
        schema = &schemas[name.rsplit('/').next().unwrap()];
    }
    schema.clone()
}

/// Every `/v1` operation of the default location (the located paths are the same operations).
fn operations(contract: &Value) -> Vec<Op> {
    let schemas = &contract["components"]["schemas"];
    let resolve = |s: &Value| resolved(schemas, s);
    let mut ops = Vec::new();
    for (path, methods) in contract["paths"].as_object().unwrap() {
        if !path.starts_with("/v1/") || path.contains("{location}") {
            continue;
        }
        for (method, op) in methods.as_object().unwrap() {
            let Some(id) = op.get("operationId").and_then(Value::as_str) else { continue };
            let mut inputs = Vec::new();
            for p in op["parameters"].as_array().into_iter().flatten() {
                let place = if p["in"] == "path" { Place::Path } else { Place::Query };
                let required = p["required"].as_bool().unwrap_or(false);
                inputs.push(Input { place, name: p["name"].as_str().unwrap().into(), required, schema: resolve(&p["schema"]) });
            }
            let mut json = false;
            if let Some((content_type, content)) = op["requestBody"]["content"].as_object().and_then(|c| c.iter().next()) {
                json = content_type == JSON;
                let body = resolve(&content["schema"]);
                let required: Vec<&str> = body["required"].as_array().into_iter().flatten().filter_map(Value::as_str).collect();
                for (name, schema) in body["properties"].as_object().into_iter().flatten() {
                    let required = required.contains(&name.as_str());
                    inputs.push(Input { place: Place::Body, name: name.clone(), required, schema: resolve(schema) });
                }
            }
            ops.push(Op { id: id.into(), method: method.to_uppercase(), path: path.clone(), json, inputs });
        }
    }
    ops
}

#[test]
fn every_reference_input_is_covered_or_excluded() {
    let contract: Value = serde_json::from_str(CONTRACT).unwrap();
    let mut uncovered = Vec::new();
    for op in operations(&contract) {
        for input in op.inputs.iter().filter(|i| looks_like_reference(&i.name)) {
            let covered = kind_of(&op.id, &op.path, &input.name).is_some();
            let excluded = EXCLUDED.iter().any(|(name, _)| *name == input.name);
            if !covered && !excluded {
                uncovered.push(format!("{} {}", op.id, input.name));
            }
        }
    }
    assert!(uncovered.is_empty(), "reference inputs neither covered nor excluded: {uncovered:#?}");
}

/// The in-process app and one session's keys.
struct Session {
    router: Router,
    id: String,
    owner: String,
    other: String,
}

/// A request's status and JSON body (`Null` when it has none).
type Answer = (u16, Value);

impl Session {
    async fn new() -> Session {
        let app = AppState::new(Options::default()).expect("a server");
        let router = simulator::app(app);
        let mut session = Session { router, id: String::new(), owner: String::new(), other: String::new() };
        let (status, info) = session.send("POST", "/__sim/sessions", None, JSON, r#"{"world":"empty","brand":"pilvio"}"#).await;
        assert_eq!(status, 200, "{info}");
        session.id = info["session"].as_str().unwrap().into();
        let key = |role: &str| {
            info["users"].as_array().unwrap().iter().find(|u| u["role"] == role).unwrap()["api_key"].as_str().unwrap().to_owned()
        };
        session.owner = key("owner");
        session.other = key("colleague");
        session
    }

    async fn send(&self, method: &str, uri: &str, key: Option<&str>, content_type: &str, body: &str) -> Answer {
        let mut request = Request::builder().method(method).uri(uri).header(header::CONTENT_TYPE, content_type);
        if let Some(key) = key {
            request = request.header("apikey", key);
        }
        let response = self.router.clone().oneshot(request.body(Body::from(body.to_owned())).unwrap()).await.unwrap();
        let status = response.status().as_u16();
        let bytes = response.into_body().collect().await.map(|b| b.to_bytes()).unwrap_or_default();
        (status, serde_json::from_slice(&bytes).unwrap_or(Value::Null))
    }

    /// A call that must succeed; its answer.
    async fn ok(&self, key: &str, method: &str, uri: &str, content_type: &str, body: &str) -> Value {
        let (status, answer) = self.send(method, uri, Some(key), content_type, body).await;
        assert!((200..300).contains(&status), "{method} {uri} {body}: {status} {answer}");
        answer
    }

    async fn state(&self) -> Value {
        self.send("GET", &format!("/__sim/sessions/{}/state", self.id), None, JSON, "").await.1
    }

    async fn advance(&self, seconds: u32) {
        let uri = format!("/__sim/sessions/{}/clock/advance", self.id);
        let (status, answer) = self.send("POST", &uri, None, JSON, &json!({ "seconds": seconds }).to_string()).await;
        assert_eq!(status, 200, "{answer}");
    }

    async fn account(&self, key: &str) -> String {
        let list = self.ok(key, "GET", "/v1/payment/billing_account/list", FORM, "").await;
        list.as_array().unwrap().iter().find(|a| a["is_default"] == true).unwrap()["id"].to_string()
    }

    /// One object of each kind, made by `key`, paid from `account`; `tag` keeps names apart.
    async fn objects(&self, key: &str, account: &str, tag: &str) -> BTreeMap<Kind, String> {
        let form = |pairs: &[(&str, &str)]| serde_html_form::to_string(pairs).unwrap();
        let mut made = BTreeMap::new();
        made.insert(Kind::Account, account.to_owned());
        let vm = form(&[
            ("name", &format!("vm-{tag}")),
            ("description", "d"),
            ("os_name", "ubuntu"),
            ("os_version", "24.04"),
            ("username", "mari"),
            ("password", "Secret123"),
            ("vcpu", "1"),
            ("ram", "1024"),
            ("disks", "20"),
            ("billing_account_id", account),
        ]);
        let vm = self.ok(key, "POST", "/v1/user-resource/vm", FORM, &vm).await["uuid"].as_str().unwrap().to_owned();
        self.advance(600).await;
        made.insert(Kind::Vm, vm.clone());
        let network = self.ok(key, "POST", &format!("/v1/network/network?name=net-{tag}"), FORM, "").await;
        made.insert(Kind::Network, network["uuid"].as_str().unwrap().into());
        let disk = form(&[("size_gb", "10"), ("billing_account_id", account), ("display_name", tag)]);
        made.insert(Kind::Disk, self.ok(key, "POST", "/v1/storage/disks", FORM, &disk).await["uuid"].as_str().unwrap().into());
        let ip = json!({ "billing_account_id": account.parse::<u64>().unwrap(), "name": tag }).to_string();
        made.insert(
            Kind::Ip,
            self.ok(key, "POST", "/v1/network/ip_addresses", JSON, &ip).await["address"].as_str().unwrap().into(),
        );
        let lb = json!({
            "display_name": format!("lb-{tag}"),
            "billing_account_id": account.parse::<u64>().unwrap(),
            "rules": [{"source_port": 80, "target_port": 8080}],
            "targets": [{"target_uuid": vm, "target_type": "vm"}],
        });
        let lb = self.ok(key, "POST", "/v1/network/load_balancers", JSON, &lb.to_string()).await;
        made.insert(Kind::LoadBalancer, lb["uuid"].as_str().unwrap().into());
        let firewall = json!({
            "display_name": format!("fw-{tag}"),
            "billing_account_id": account.parse::<u64>().unwrap(),
            "rules": [{"direction": "inbound", "protocol": "tcp", "port_start": 22, "endpoint_spec_type": "any"}],
        });
        let firewall = self.ok(key, "POST", "/v1/network/firewalls", JSON, &firewall.to_string()).await;
        made.insert(Kind::Firewall, firewall["uuid"].as_str().unwrap().into());
        let bucket = format!("bucket-{tag}");
        self.ok(key, "PUT", "/v1/storage/bucket", FORM, &form(&[("name", &bucket), ("billing_account_id", account)])).await;
        made.insert(Kind::Bucket, bucket);
        let ssh =
            json!({ "name": tag, "public_key": format!("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHJ0ZXN0a2V5{tag} {tag}@laptop") });
        made.insert(
            Kind::SshKey,
            self.ok(key, "POST", "/v1/user-resource/ssh_keys", JSON, &ssh.to_string()).await["uuid"].as_str().unwrap().into(),
        );
        let tokens = self.ok(key, "POST", "/v1/user-resource/token", FORM, &form(&[("description", tag)])).await;
        let token = tokens.as_array().unwrap().iter().find(|t| t["description"] == tag).unwrap();
        made.insert(Kind::Token, token["id"].to_string());
        let group = self
            .ok(key, "POST", "/v1/user-resource/access_group", FORM, &form(&[("billing_account_id", account), ("name", tag)]))
            .await;
        made.insert(Kind::AccessGroup, group["id"].to_string());
        made
    }

    /// Deletes each of `objects` but the account that paid for them.
    async fn delete(&self, key: &str, objects: &BTreeMap<Kind, String>) {
        let form = |pairs: &[(&str, &str)]| serde_html_form::to_string(pairs).unwrap();
        let o = |kind: Kind| objects[&kind].as_str();
        self.ok(key, "DELETE", &format!("/v1/network/load_balancers/{}", o(Kind::LoadBalancer)), FORM, "").await;
        self.ok(key, "DELETE", &format!("/v1/network/firewalls/{}", o(Kind::Firewall)), FORM, "").await;
        self.ok(key, "DELETE", "/v1/user-resource/vm", FORM, &form(&[("uuid", o(Kind::Vm))])).await;
        self.advance(600).await;
        self.ok(key, "DELETE", &format!("/v1/network/network/{}", o(Kind::Network)), FORM, "").await;
        self.ok(key, "DELETE", &format!("/v1/storage/disks/{}", o(Kind::Disk)), FORM, "").await;
        self.ok(key, "DELETE", &format!("/v1/network/ip_addresses/{}", o(Kind::Ip)), FORM, "").await;
        self.ok(key, "DELETE", "/v1/storage/bucket", FORM, &form(&[("name", o(Kind::Bucket))])).await;
        self.ok(key, "DELETE", &format!("/v1/user-resource/ssh_keys/{}", o(Kind::SshKey)), FORM, "").await;
        self.ok(key, "DELETE", "/v1/user-resource/token", FORM, &form(&[("token_id", o(Kind::Token))])).await;
        self.ok(key, "DELETE", &format!("/v1/user-resource/access_group/{}", o(Kind::AccessGroup)), FORM, "").await;
    }

    /// A second billing account of `key`'s, deleted at once: its id.
    async fn deleted_account(&self, key: &str) -> String {
        let form = "title=Gone&email=gone%40example.com&customer_phone=%2B37255551234&country=EE";
        let id = self.ok(key, "POST", "/v1/payment/billing_account", FORM, form).await["id"].to_string();
        let deleted = self.ok(key, "DELETE", &format!("/v1/payment/billing_account?id={id}"), FORM, "").await;
        assert_eq!(deleted, json!({ "success": true }), "account {id}");
        id
    }
}

/// An id of `kind` that nobody has, well-formed.
fn missing(kind: Kind) -> String {
    match kind {
        Kind::Account | Kind::Token | Kind::AccessGroup => "987654321".into(),
        Kind::Ip => "192.0.2.250".into(),
        Kind::Bucket => "nobody-has-this-bucket".into(),
        _ => "00000000-0000-4000-8000-000000000000".into(),
    }
}

/// A plain valid value for an input that is not a reference, from its name or its schema.
fn sample(name: &str, schema: &Value) -> Value {
    let by_name = match name {
        "vcpu" => json!(1),
        "ram" => json!(1024),
        "disks" | "size_gb" => json!(20),
        "os_name" => json!("ubuntu"),
        "os_version" => json!("24.04"),
        "username" => json!("mari"),
        "password" => json!("Secret123"),
        "vlan_tag" => json!(100),
        "email" => json!("ref@example.com"),
        "amount" => json!(50),
        "source_port" => json!(81),
        "target_port" => json!(8081),
        _ => Value::Null,
    };
    if !by_name.is_null() {
        return by_name;
    }
    if let Some(first) = schema["enum"].as_array().and_then(|e| e.first()) {
        return first.clone();
    }
    let types: Vec<&str> = match &schema["type"] {
        Value::String(t) => vec![t.as_str()],
        Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
        _ => vec![],
    };
    match types.first().copied() {
        Some("integer") | Some("number") => json!(schema["minimum"].as_u64().unwrap_or(1).max(1)),
        Some("boolean") => json!(false),
        Some("array") => json!([]),
        Some("object") => json!({}),
        _ => json!("ref-check"),
    }
}

/// The request for `op` with `tested` set to `value`, every other required input filled.
fn request(op: &Op, tested: &Input, value: &str, own: &BTreeMap<Kind, String>) -> (String, String, String) {
    let mut path = op.path.clone();
    let mut query = Vec::new();
    let mut body = Map::new();
    for input in &op.inputs {
        let is_tested = input.name == tested.name && input.place == tested.place;
        let reference = kind_of(&op.id, &op.path, &input.name);
        let text: Option<Value> = if is_tested {
            Some(json!(value))
        } else if let Some(kind) = reference.filter(|_| input.required || input.place == Place::Path) {
            Some(json!(own[&kind]))
        } else if input.required || input.place == Place::Path {
            Some(sample(&input.name, &input.schema))
        } else {
            None
        };
        let Some(v) = text else { continue };
        let scalar = match &v {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        match input.place {
            Place::Path => path = path.replace(&format!("{{{}}}", input.name), &scalar),
            Place::Query => query.push((input.name.clone(), scalar)),
            Place::Body => {
                // A number-typed field gets a number in JSON.
                let typed = if op.json
                    && v.is_string()
                    && (input.schema["type"] == "integer"
                        || input.schema["type"].as_array().is_some_and(|t| t.contains(&json!("integer"))))
                {
                    scalar.parse::<u64>().map(Value::from).unwrap_or(v)
                } else {
                    v
                };
                body.insert(input.name.clone(), typed);
            }
        }
    }
    if !query.is_empty() {
        path = format!("{path}?{}", serde_html_form::to_string(&query).unwrap());
    }
    if op.json {
        (path, JSON.into(), Value::Object(body).to_string())
    } else {
        let pairs: Vec<(String, String)> = body
            .into_iter()
            .filter(|(_, v)| !v.is_array() && !v.is_object())
            .map(|(k, v)| (k, v.as_str().map(str::to_owned).unwrap_or_else(|| v.to_string())))
            .collect();
        (path, FORM.into(), serde_html_form::to_string(&pairs).unwrap())
    }
}

/// The API's error body: an object naming the refusal (`errors`, `message` or `error`).
fn is_error_body(body: &Value) -> bool {
    body.get("errors").is_some() || body.get("message").is_some() || body.get("error").is_some()
}

#[tokio::test]
async fn another_customer_s_a_deleted_and_a_missing_object_are_refused_and_change_nothing() {
    let contract: Value = serde_json::from_str(CONTRACT).unwrap();
    let session = Session::new().await;
    let owner_account = session.account(&session.owner).await;
    let other_account = session.account(&session.other).await;
    let own = session.objects(&session.owner, &owner_account, "own").await;
    let foreign = session.objects(&session.other, &other_account, "their").await;
    let mut gone = session.objects(&session.owner, &owner_account, "gone").await;
    session.delete(&session.owner, &gone).await;
    gone.insert(Kind::Account, session.deleted_account(&session.owner).await);

    let mut cases = 0;
    let mut failures = Vec::new();
    for op in operations(&contract) {
        for tested in &op.inputs {
            let Some(kind) = kind_of(&op.id, &op.path, &tested.name) else { continue };
            for variant in VARIANTS {
                let base = op.id.trim_end_matches("_default_location");
                if variant == Variant::Deleted && DELETED_ANSWERS.iter().any(|(id, _)| *id == base) {
                    continue;
                }
                let value = match variant {
                    Variant::Foreign => foreign[&kind].clone(),
                    Variant::Deleted => gone[&kind].clone(),
                    Variant::Missing => missing(kind),
                };
                let (uri, content_type, body) = request(&op, tested, &value, &own);
                let before = session.state().await;
                let (status, answer) = session.send(&op.method, &uri, Some(&session.owner), &content_type, &body).await;
                let after = session.state().await;
                cases += 1;
                let answered_as_rule = if FILTERS.contains(&base) {
                    status == 200 && answer == Value::Array(Vec::new())
                } else {
                    (400..500).contains(&status) && is_error_body(&answer)
                };
                if !answered_as_rule || before != after {
                    let changed = if before == after { "" } else { ", and the state changed" };
                    failures.push(format!("{} {:?} {} {uri} {body}: {status} {answer}{changed}", op.id, variant, tested.name));
                }
            }
        }
    }
    eprintln!("{cases} cases: every reference input of the contract as another customer's, a deleted and a missing object");
    assert!(cases > 150, "the contract's references were found ({cases} cases)");
    assert!(failures.is_empty(), "{} of {cases} not refused cleanly:\n{}", failures.len(), failures.join("\n"));
}

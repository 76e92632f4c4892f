//! Networking: floating IPs, private networks, load balancers and firewalls. Every operation's
//! happy path and each refusal with its exact body, the world unchanged by each refusal, and the
//! recorded bodies of `real-api-fixtures/network_*.json` against our schemas.

use axum::http::StatusCode;
use serde_json::{Value, json};
use spec::access::ops::TOKEN_CREATE;
use spec::billing::ops::USAGE;
use spec::compute::ops::{INTERFACE_LIST, VM_CREATE, VM_DELETE};
use spec::error::{compute as vm_msg, network as msg, validation};
use spec::network::ops::*;
use spec::routes::Operation;

use crate::compute::{Vms, WEB1};
use crate::fixtures::{assert_fits, fixture};
use crate::harness::{Answer, FORM, JSON, TestApp, contract, field, message, quoted, uuid};

/// The owner of a fresh empty session, calling the network routes under `/v1/tll`.
struct Net<'a> {
    vms: Vms<'a>,
}

impl<'a> Net<'a> {
    async fn new(app: &'a TestApp) -> Net<'a> {
        Net { vms: Vms::empty(app, "/v1/tll").await }
    }

    /// Calls `op` with its `{params}` filled in order, a query and an optional JSON body.
    async fn send(&self, op: &Operation, params: &[&str], query: &str, body: Option<Value>) -> Answer {
        let mut path = op.path.to_string();
        for param in params {
            let start = path.find('{').expect("a path parameter left");
            let end = path[start..].find('}').expect("closed") + start;
            path.replace_range(start..=end, param);
        }
        let path = format!("{}{path}{query}", self.vms.prefix);
        let text = body.map(|b| b.to_string());
        self.vms.app.call(op, &path, Some(&self.vms.key), text.as_deref().map(|t| (JSON, t))).await
    }

    async fn ok(&self, op: &Operation, params: &[&str], query: &str, body: Option<Value>) -> Value {
        let answer = self.send(op, params, query, body).await;
        assert!(answer.status.is_success(), "{} answered {}: {}", op.id, answer.status, answer.text);
        if answer.text.is_empty() { Value::Null } else { answer.json() }
    }

    /// The call is refused with exactly `status` and `body`, and the world stays as it was.
    async fn refused(
        &self,
        op: &Operation,
        params: &[&str],
        query: &str,
        body: Option<Value>,
        status: StatusCode,
        expected: Value,
    ) {
        let call = self.send(op, params, query, body);
        self.vms.app.refused(&self.vms.session, call, status, expected, op.id).await;
    }

    /// A running VM (with a floating IP unless `public` is false).
    async fn vm(&self, name: &str, public: bool) -> Value {
        let form = WEB1.replace("web-1", name) + if public { "" } else { "&reserve_public_ip=false" };
        let vm = self.vms.create(&form).await;
        self.vms.advance(self.vms.app.durations().vm_create).await;
        vm
    }
}

const GHOST: &str = "00000000-0000-4000-8000-000000000000";

#[tokio::test]
async fn a_vm_reserves_a_floating_ip_that_moves_between_vms_and_outlives_them_charged() {
    let app = TestApp::new();
    let net = Net::new(&app).await;
    let web = net.vm("web-1", true).await;
    let spare = net.vm("spare-1", false).await;
    assert_eq!(spare.get("public_ipv4"), None, "no key at all without one (CA §11)");
    let address = web["public_ipv4"].as_str().expect("reserve_public_ip defaults to true").to_string();
    let ip = net.ok(&IP_GET, &[&address], "", None).await;
    let web_vm = net.vms.get(&uuid(&web)).await.json();
    assert_eq!(
        (
            ip["assigned_to"].clone(),
            ip["assigned_to_resource_type"].clone(),
            ip["assigned_to_private_ip"].clone(),
            ip["name"].clone()
        ),
        (web["uuid"].clone(), json!("virtual_machine"), web_vm["private_ipv4"].clone(), json!(""))
    );
    assert_eq!(net.ok(&IP_LIST, &[], &format!("?vm_uuid={}", uuid(&web)), None).await, json!([ip]));

    // Moving it: the legacy `{vm_uuid}` body, then by private address, then back by `assigned_to`.
    let moved = net.ok(&IP_ASSIGN, &[&address], "", Some(json!({ "vm_uuid": uuid(&spare) }))).await;
    assert_eq!(moved["assigned_to"], spare["uuid"]);
    assert_eq!(net.vms.get(&uuid(&web)).await.json().get("public_ipv4"), None);
    assert_eq!(net.vms.get(&uuid(&spare)).await.json()["public_ipv4"], json!(address));
    let by_ip = net.ok(&IP_ASSIGN, &[&address], "", Some(json!({ "private_ip": web_vm["private_ipv4"] }))).await;
    assert_eq!(by_ip["assigned_to"], web["uuid"]);
    let unassigned = net.ok(&IP_UNASSIGN, &[&address], "", None).await;
    assert_eq!((unassigned["assigned_to"].clone(), unassigned.get("assigned_to_resource_type")), (Value::Null, None));
    assert!(unassigned["unassigned_at"].is_string());
    let body = json!({ "assigned_to": uuid(&web), "assigned_to_resource_type": "virtual_machine" });
    net.ok(&IP_ASSIGN, &[&address], "", Some(body)).await;

    // Deleted, the VM leaves its address reserved and unassigned, and it is charged on.
    net.vms.act(&VM_DELETE, &format!("uuid={}", uuid(&web))).await;
    let left = net.ok(&IP_GET, &[&address], "", None).await;
    assert_eq!((left["assigned_to"].clone(), left["is_deleted"].clone()), (Value::Null, json!(false)));
    net.vms.advance(3600).await;
    let account = left["billing_account_id"].as_u64().unwrap();
    let usage =
        app.call(&USAGE, &format!("/v1/charging/usage?billing_account_id={account}"), Some(&net.vms.key), None).await.json();
    let row = usage.as_array().unwrap().iter().find(|r| r["uuid"] == left["uuid"]).expect("the address is charged");
    assert_eq!(row["hours"], json!(1));
}

#[tokio::test]
async fn a_reserved_ip_is_renamed_assigned_released_and_kept_as_a_tombstone() {
    let app = TestApp::new();
    let net = Net::new(&app).await;
    let ip = net.ok(&IP_CREATE, &[], "", Some(json!({ "name": "spare" }))).await;
    let address = ip["address"].as_str().unwrap().to_string();
    assert_eq!(
        (ip["assigned_to"].clone(), ip["type"].clone(), ip["is_ipv6"].clone()),
        (Value::Null, json!("public"), json!(false))
    );
    let renamed = net.ok(&IP_UPDATE, &[&address], "", Some(json!({ "name": "edge" }))).await;
    assert_eq!(renamed["name"], "edge");
    let deleted = net.send(&IP_DELETE, &[&address], "", None).await;
    assert_eq!((deleted.status, deleted.text.as_str()), (StatusCode::OK, "true"));
    let listed = net.ok(&IP_LIST, &[], "", None).await;
    assert_eq!((listed[0]["address"].clone(), listed[0]["is_deleted"].clone()), (json!(address), json!(true)));
    let gone = message(&msg::ip_not_found(&address));
    net.refused(&IP_DELETE, &[&address], "", None, StatusCode::NOT_FOUND, gone.clone()).await;
    net.refused(&IP_UPDATE, &[&address], "", Some(json!({ "name": "x" })), StatusCode::NOT_FOUND, gone).await;
}

#[tokio::test]
async fn floating_ip_refusals_name_the_rule_and_change_nothing() {
    let app = TestApp::new();
    let net = Net::new(&app).await;
    let web = net.vm("web-1", true).await;
    let other = net.vm("web-2", true).await;
    let address = web["public_ipv4"].as_str().unwrap().to_string();
    let unknown = "198.18.0.0";
    net.refused(&IP_GET, &[unknown], "", None, StatusCode::NOT_FOUND, message(&msg::ip_not_found(unknown))).await;
    net.refused(
        &IP_ASSIGN,
        &[unknown],
        "",
        Some(json!({ "vm_uuid": GHOST })),
        StatusCode::NOT_FOUND,
        message(&msg::ip_not_found(unknown)),
    )
    .await;
    let taken = Some(json!({ "vm_uuid": uuid(&other) }));
    net.refused(&IP_ASSIGN, &[&address], "", taken, StatusCode::CONFLICT, message(msg::TARGET_HAS_IP)).await;
    let two = Some(json!({ "vm_uuid": uuid(&other), "private_ip": "10.0.0.2" }));
    net.refused(&IP_ASSIGN, &[&address], "", two, StatusCode::BAD_REQUEST, quoted("assigned_to", msg::ASSIGN_HOW)).await;
    net.refused(&IP_ASSIGN, &[&address], "", Some(json!({})), StatusCode::BAD_REQUEST, quoted("assigned_to", msg::ASSIGN_HOW))
        .await;
    let service = Some(json!({ "assigned_to": GHOST, "assigned_to_resource_type": "service" }));
    net.refused(
        &IP_ASSIGN,
        &[&address],
        "",
        service,
        StatusCode::BAD_REQUEST,
        quoted("assigned_to", &msg::no_such_assignee(GHOST)),
    )
    .await;
    let ghost = Some(json!({ "vm_uuid": GHOST }));
    net.refused(&IP_ASSIGN, &[&address], "", ghost, StatusCode::BAD_REQUEST, quoted("vm_uuid", &msg::no_such_assignee(GHOST)))
        .await;
    let nowhere = Some(json!({ "private_ip": "10.9.9.9" }));
    net.refused(
        &IP_ASSIGN,
        &[&address],
        "",
        nowhere,
        StatusCode::BAD_REQUEST,
        quoted("private_ip", &msg::no_such_assignee("10.9.9.9")),
    )
    .await;
    let bad_type = Some(json!({ "assigned_to": GHOST, "assigned_to_resource_type": "bucket" }));
    let one_of = validation::one_of(&["virtual_machine", "load_balancer", "service"]);
    net.refused(&IP_ASSIGN, &[&address], "", bad_type, StatusCode::BAD_REQUEST, quoted("assigned_to_resource_type", &one_of))
        .await;
    net.refused(&IP_DELETE, &[&address], "", None, StatusCode::CONFLICT, message(msg::IP_ASSIGNED)).await;
    let wrong_vm = Some(json!({ "vm_uuid": uuid(&other) }));
    net.refused(
        &IP_UNASSIGN,
        &[&address],
        "",
        wrong_vm,
        StatusCode::BAD_REQUEST,
        quoted("vm_uuid", &msg::not_assigned_to(&uuid(&other))),
    )
    .await;
    let long = Some(json!({ "name": "x".repeat(256) }));
    net.refused(&IP_CREATE, &[], "", long, StatusCode::BAD_REQUEST, quoted("name", &validation::at_most_chars(255))).await;
    let foreign = Some(json!({ "billing_account_id": 999_999 }));
    let no_account = quoted("billing_account_id", &spec::error::billing::no_such_account(999_999));
    net.refused(&IP_CREATE, &[], "", foreign.clone(), StatusCode::BAD_REQUEST, no_account.clone()).await;
    net.refused(&IP_UPDATE, &[&address], "", foreign, StatusCode::BAD_REQUEST, no_account).await;
    net.ok(&IP_UNASSIGN, &[&address], "", None).await;
    net.refused(&IP_UNASSIGN, &[&address], "", None, StatusCode::CONFLICT, message(msg::IP_NOT_ASSIGNED)).await;
}

#[tokio::test]
async fn vms_join_the_default_network_and_networks_agree_with_their_vms() {
    let app = TestApp::new();
    let net = Net::new(&app).await;
    let web = net.vm("web-1", true).await;
    let networks = net.ok(&NETWORK_LIST, &[], "", None).await;
    assert_eq!(networks.as_array().unwrap().len(), 1, "made on demand");
    let default = networks[0].clone();
    assert_eq!(
        (
            default["is_default"].clone(),
            default["vm_uuids"].clone(),
            default["resources_count"].clone(),
            default["subnet_ipv6"].clone()
        ),
        (json!(true), json!([uuid(&web)]), json!(1), json!(""))
    );
    let prefix = default["subnet"].as_str().unwrap().trim_end_matches("0/24").to_string();
    let vm = net.vms.get(&uuid(&web)).await.json();
    assert!(vm["private_ipv4"].as_str().unwrap().starts_with(&prefix), "{vm}");

    // A second network (name in the query), renamed, given an IPv6 subnet, made the default.
    let db = net.ok(&NETWORK_CREATE, &[], "?name=db", None).await;
    assert_eq!(
        (db["is_default"].clone(), db["type"].clone(), db["vm_uuids"].clone()),
        (json!(false), json!("private"), json!([]))
    );
    let db_id = uuid(&db);
    let renamed =
        net.ok(&NETWORK_UPDATE, &[&db_id], "", Some(json!({ "name": "database", "subnet_ipv6": "2001:db8:10::/64" }))).await;
    assert_eq!((renamed["name"].clone(), renamed["subnet_ipv6"].clone()), (json!("database"), json!("2001:db8:10::/64")));
    let db_vm = net.vms.create(&(WEB1.replace("web-1", "db-1") + &format!("&network_uuid={db_id}"))).await;
    assert_eq!(net.ok(&NETWORK_GET, &[&db_id], "", None).await["vm_uuids"], json!([uuid(&db_vm)]));
    let interfaces = net.ok(&INTERFACE_LIST, &[], "", None).await;
    let db_if = interfaces.as_array().unwrap().iter().find(|i| i["vm_uuid"] == db_vm["uuid"]).unwrap().clone();
    assert_eq!(db_if["network_uuid"], json!(db_id));
    assert!(db_if["public_ipv6"].as_str().unwrap().starts_with("2001:db8:10::"), "{db_if}");
    let web_if = interfaces.as_array().unwrap().iter().find(|i| i["vm_uuid"] == web["uuid"]).unwrap().clone();
    assert_eq!((web_if["network_uuid"].clone(), web_if["public_ipv6"].clone()), (default["uuid"].clone(), Value::Null));
    let made_default = net.ok(&NETWORK_SET_DEFAULT, &[&db_id], "", None).await;
    assert_eq!(made_default["is_default"], json!(true));
    assert_eq!(net.ok(&NETWORK_GET, &[&uuid(&default)], "", None).await["is_default"], json!(false));

    // Refusals: the default and a non-empty network stay; unknown uuids and bad input.
    net.refused(&NETWORK_DELETE, &[&db_id], "", None, StatusCode::CONFLICT, message(msg::DEFAULT_NETWORK_STAYS)).await;
    net.refused(&NETWORK_DELETE, &[&uuid(&default)], "", None, StatusCode::CONFLICT, message(msg::NETWORK_NOT_EMPTY)).await;
    let invalid = message(msg::NETWORK_INVALID);
    for op in [&NETWORK_GET, &NETWORK_SET_DEFAULT, &NETWORK_DELETE] {
        net.refused(op, &[GHOST], "", None, StatusCode::BAD_REQUEST, invalid.clone()).await;
    }
    net.refused(&NETWORK_UPDATE, &[GHOST], "", Some(json!({ "name": "x" })), StatusCode::BAD_REQUEST, invalid).await;
    net.refused(&NETWORK_CREATE, &[], "", None, StatusCode::BAD_REQUEST, quoted("name", validation::REQUIRED)).await;
    let bad_v6 = Some(json!({ "subnet_ipv6": "10.0.0.0/8" }));
    net.refused(&NETWORK_UPDATE, &[&db_id], "", bad_v6, StatusCode::BAD_REQUEST, quoted("subnet_ipv6", validation::PATTERN))
        .await;
    let before = net.vms.world().await;
    let refused = net.vms.call(&VM_CREATE, "", &format!("{WEB1}&network_uuid={GHOST}")).await;
    assert_eq!((refused.status, refused.json()), (StatusCode::BAD_REQUEST, field("network_uuid", msg::NETWORK_INVALID)));
    assert_eq!(net.vms.world().await, before);

    // Empty and not the default, a network goes (200 `{"success": true}`, live).
    net.vms.act(&VM_DELETE, &format!("uuid={}", uuid(&web))).await;
    assert_eq!(net.ok(&NETWORK_DELETE, &[&uuid(&default)], "", None).await, json!({ "success": true }));
}

/// Two running VMs in the default network and a create body for a balancer in front of them.
async fn balanced(net: &Net<'_>) -> (Value, Value, Value) {
    let a = net.vm("web-1", true).await;
    let b = net.vm("web-2", true).await;
    let body = json!({
        "display_name": "web", "reserve_public_ip": true,
        "rules": [{ "source_port": 80, "target_port": 8080 }],
        "targets": [{ "target_uuid": uuid(&a), "target_type": "vm" }],
    });
    (a, b, body)
}

#[tokio::test]
async fn a_load_balancer_forwards_to_vms_of_its_network_and_leaves_a_tombstone() {
    let app = TestApp::new();
    let net = Net::new(&app).await;
    let (a, b, body) = balanced(&net).await;
    let lb = net.ok(&LB_CREATE, &[], "", Some(body)).await;
    let id = uuid(&lb);
    let network = net.ok(&NETWORK_LIST, &[], "", None).await[0].clone();
    assert_eq!(lb["network_uuid"], network["uuid"]);
    assert!(lb["private_address"].as_str().unwrap().starts_with(network["subnet"].as_str().unwrap().trim_end_matches("0/24")));
    assert_eq!(network["resources_count"], json!(3));
    let a_vm = net.vms.get(&uuid(&a)).await.json();
    assert_eq!(lb["targets"][0]["target_ip_address"], a_vm["private_ipv4"]);
    let rule = &lb["forwarding_rules"][0];
    assert_eq!(
        (rule["protocol"].clone(), rule["settings"].clone()),
        (json!("TCP"), json!({ "connection_limit": 10000, "session_persistence": "SOURCE_IP" }))
    );
    let ips = net.ok(&IP_LIST, &[], "", None).await;
    let public = ips.as_array().unwrap().iter().find(|ip| ip["assigned_to"] == lb["uuid"]).expect("reserve_public_ip");
    assert_eq!(
        (public["assigned_to_resource_type"].clone(), public["assigned_to_private_ip"].clone()),
        (json!("load_balancer"), lb["private_address"].clone())
    );

    let renamed = net.ok(&LB_UPDATE, &[&id], "", Some(json!({ "display_name": "front" }))).await;
    assert_eq!(renamed["display_name"], "front");
    let target = net.ok(&LB_TARGET_ADD, &[&id], "", Some(json!({ "target_uuid": uuid(&b), "target_type": "vm" }))).await;
    assert_eq!((target["target_uuid"].clone(), target["target_type"].clone()), (b["uuid"].clone(), json!("vm")));
    let removed = net.send(&LB_TARGET_REMOVE, &[&id, &uuid(&a)], "", None).await;
    assert_eq!((removed.status, removed.text.as_str()), (StatusCode::OK, ""));
    let tls = net.ok(&LB_RULE_ADD, &[&id], "", Some(json!({ "source_port": 443, "target_port": 8443 }))).await;
    assert_eq!(
        (tls["source_port"].clone(), tls["target_port"].clone(), tls["protocol"].clone()),
        (json!(443), json!(8443), json!("TCP"))
    );
    let gone = net.send(&LB_RULE_REMOVE, &[&id, tls["uuid"].as_str().unwrap()], "", None).await;
    assert_eq!((gone.status, gone.text.as_str()), (StatusCode::OK, ""));
    let now = net.ok(&LB_GET, &[&id], "", None).await;
    assert_eq!((now["targets"].as_array().unwrap().len(), now["forwarding_rules"].as_array().unwrap().len()), (1, 1));
    assert_eq!(net.ok(&LB_LIST, &[], "", None).await, json!([now]));

    // Deleted: an empty 200, a tombstone, its address let go.
    let deleted = net.send(&LB_DELETE, &[&id], "", None).await;
    assert_eq!((deleted.status, deleted.text.as_str()), (StatusCode::OK, ""));
    let tomb = net.ok(&LB_GET, &[&id], "", None).await;
    assert_eq!(
        (tomb["is_deleted"].clone(), tomb["targets"].clone(), tomb["forwarding_rules"].clone()),
        (json!(true), json!([]), json!([{ "protocol": "TCP" }]))
    );
    assert!(tomb["deleted_at"].is_string());
    let address = public["address"].as_str().unwrap();
    assert_eq!(net.ok(&IP_GET, &[address], "", None).await["assigned_to"], Value::Null);
    net.refused(&LB_UPDATE, &[&id], "", Some(json!({ "display_name": "x" })), StatusCode::NOT_FOUND, message(msg::LB_NOT_FOUND))
        .await;
}

#[tokio::test]
async fn load_balancer_refusals_name_the_rule_and_change_nothing() {
    let app = TestApp::new();
    let net = Net::new(&app).await;
    let (a, b, body) = balanced(&net).await;
    let mut no_targets = body.clone();
    no_targets.as_object_mut().unwrap().remove("targets");
    net.refused(&LB_CREATE, &[], "", Some(no_targets), StatusCode::BAD_REQUEST, quoted("targets", validation::REQUIRED)).await;
    let mut empty = body.clone();
    empty["targets"] = json!([]);
    net.refused(&LB_CREATE, &[], "", Some(empty), StatusCode::BAD_REQUEST, quoted("targets", msg::TARGET_REQUIRED)).await;
    let mut ghost = body.clone();
    ghost["targets"] = json!([{ "target_uuid": GHOST }]);
    net.refused(
        &LB_CREATE,
        &[],
        "",
        Some(ghost),
        StatusCode::BAD_REQUEST,
        quoted("targets.0.target_uuid", &vm_msg::no_such_vm(GHOST)),
    )
    .await;
    let mut elsewhere = body.clone();
    elsewhere["network_uuid"] = json!(GHOST);
    net.refused(&LB_CREATE, &[], "", Some(elsewhere), StatusCode::BAD_REQUEST, quoted("network_uuid", msg::NETWORK_INVALID))
        .await;
    let mut twice = body.clone();
    twice["rules"] = json!([{ "source_port": 80, "target_port": 80 }, { "source_port": 80, "target_port": 81 }]);
    net.refused(
        &LB_CREATE,
        &[],
        "",
        Some(twice),
        StatusCode::BAD_REQUEST,
        quoted("rules.1.source_port", &msg::port_forwarded(80)),
    )
    .await;
    let mut port = body.clone();
    port["rules"] = json!([{ "source_port": 0, "target_port": 80 }]);
    net.refused(
        &LB_CREATE,
        &[],
        "",
        Some(port),
        StatusCode::BAD_REQUEST,
        quoted("rules.0.source_port", &validation::at_least(1)),
    )
    .await;

    let lb = uuid(&net.ok(&LB_CREATE, &[], "", Some(body)).await);
    let other = uuid(&net.ok(&NETWORK_CREATE, &[], "?name=other", None).await);
    let outsider = net.vms.create(&(WEB1.replace("web-1", "out-1") + &format!("&network_uuid={other}"))).await;
    let add = |vm: &Value| Some(json!({ "target_uuid": uuid(vm) }));
    net.refused(&LB_TARGET_ADD, &[&lb], "", add(&outsider), StatusCode::BAD_REQUEST, quoted("target_uuid", msg::NOT_IN_NETWORK))
        .await;
    net.refused(&LB_TARGET_ADD, &[&lb], "", add(&a), StatusCode::CONFLICT, message(msg::ALREADY_TARGET)).await;
    net.refused(&LB_TARGET_REMOVE, &[&lb, &uuid(&a)], "", None, StatusCode::CONFLICT, message(msg::TARGET_REQUIRED)).await;
    net.refused(&LB_TARGET_REMOVE, &[&lb, &uuid(&b)], "", None, StatusCode::NOT_FOUND, message(&msg::no_such_target(&uuid(&b))))
        .await;
    let rule = Some(json!({ "source_port": 80, "target_port": 9000 }));
    net.refused(&LB_RULE_ADD, &[&lb], "", rule, StatusCode::CONFLICT, message(&msg::port_forwarded(80))).await;
    net.refused(&LB_RULE_REMOVE, &[&lb, GHOST], "", None, StatusCode::NOT_FOUND, message(msg::RULE_NOT_FOUND)).await;
    net.refused(&LB_BILLING, &[&lb], "", None, StatusCode::BAD_REQUEST, quoted("set_id", msg::SET_ID_REQUIRED)).await;
    let foreign = quoted("billing_account_id", &spec::error::billing::no_such_account(999_999));
    net.refused(&LB_BILLING, &[&lb], "?set_id=999999", None, StatusCode::BAD_REQUEST, foreign).await;
    let unknown = message(msg::LB_NOT_FOUND);
    for op in [&LB_GET, &LB_DELETE] {
        net.refused(op, &[GHOST], "", None, StatusCode::NOT_FOUND, unknown.clone()).await;
    }
    net.refused(&LB_UPDATE, &[GHOST], "", Some(json!({ "display_name": "x" })), StatusCode::NOT_FOUND, unknown).await;
}

#[tokio::test]
async fn a_load_balancer_moves_to_another_billing_account() {
    let app = TestApp::new();
    let net = Net::new(&app).await;
    let (_, _, body) = balanced(&net).await;
    let lb = net.ok(&LB_CREATE, &[], "", Some(body)).await;
    let first = lb["billing_account_id"].as_u64().unwrap();
    let second = first + 1000;
    net.vms
        .edit_world(|world| {
            let mut copy = world["billing_accounts"][first.to_string()].clone();
            copy["id"] = json!(second);
            copy["is_default"] = json!(false);
            world["billing_accounts"][second.to_string()] = copy;
        })
        .await;
    let moved = net.ok(&LB_BILLING, &[&uuid(&lb)], &format!("?set_id={second}"), None).await;
    assert_eq!(moved["billing_account_id"], json!(second));
    net.vms.advance(3600).await;
    let usage =
        app.call(&USAGE, &format!("/v1/charging/usage?billing_account_id={second}"), Some(&net.vms.key), None).await.json();
    assert_eq!(usage[0]["uuid"], lb["uuid"], "the next hour is charged to the new account");
}

#[tokio::test]
async fn firewalls_keep_normalised_rules_and_apply_to_vms() {
    let app = TestApp::new();
    let net = Net::new(&app).await;
    let web = net.vm("web-1", false).await;
    let body = json!({
        "display_name": "web", "description": "public web",
        "rules": [
            { "direction": "outbound", "protocol": "any", "endpoint_spec_type": "any" },
            { "direction": "inbound", "protocol": "tcp", "port_start": 443, "endpoint_spec_type": "ip_prefixes", "endpoint_spec": ["0.0.0.0/0", "::/0"] },
            { "direction": "inbound", "protocol": "icmp", "endpoint_spec_type": "vlan", "endpoint_spec": ["100"] },
            { "direction": "inbound", "protocol": "udp", "port_start": 5000, "port_end": 5100, "policy_action": "drop", "endpoint_spec_type": "group_tag", "endpoint_spec": ["db"] },
        ],
    });
    let firewall = net.ok(&FIREWALL_CREATE, &[], "", Some(body)).await;
    let id = uuid(&firewall);
    let rules = firewall["rules"].as_array().unwrap();
    let order: Vec<(Value, Value)> = rules.iter().map(|r| (r["direction"].clone(), r["protocol"].clone())).collect();
    assert_eq!(
        order,
        [
            (json!("inbound"), json!("tcp")),
            (json!("inbound"), json!("udp")),
            (json!("inbound"), json!("icmp")),
            (json!("outbound"), json!("any"))
        ]
    );
    assert_eq!((rules[0]["port_end"].clone(), rules[0]["policy_action"].clone()), (json!(443), json!("accept")));
    assert_eq!((rules[3]["endpoint_spec"].clone(), rules[2]["port_start"].clone()), (Value::Null, Value::Null));
    assert_eq!(net.ok(&FIREWALL_LIST, &[], "", None).await, json!([firewall]));
    let keep = rules[0]["uuid"].clone();
    let update = json!({ "name": "web-edge", "rules": [{ "uuid": keep, "direction": "inbound", "protocol": "tcp", "port_start": 8443, "endpoint_spec_type": "any" }] });
    let updated = net.ok(&FIREWALL_UPDATE, &[&id], "", Some(update)).await;
    assert_eq!(
        (updated["display_name"].clone(), updated["rules"][0]["uuid"].clone(), updated["rules"][0]["port_start"].clone()),
        (json!("web-edge"), keep, json!(8443))
    );
    let query = format!("?vm_uuid={}", uuid(&web));
    let assigned = net.ok(&FIREWALL_VM_ADD, &[&id], &query, None).await;
    assert_eq!(assigned, json!([{ "resource_type": "vm", "resource_uuid": uuid(&web) }]));
    let removed = net.send(&FIREWALL_VM_REMOVE, &[&id], &query, None).await;
    assert_eq!((removed.status, removed.text.as_str()), (StatusCode::NO_CONTENT, ""));
    net.ok(&FIREWALL_VM_ADD, &[&id], &query, None).await;
    net.vms.act(&VM_DELETE, &format!("uuid={}", uuid(&web))).await;
    assert_eq!(
        net.ok(&FIREWALL_LIST, &[], "", None).await[0]["resources_assigned"],
        json!([]),
        "a deleted VM leaves its firewalls"
    );
    let deleted = net.send(&FIREWALL_DELETE, &[&id], "", None).await;
    assert_eq!((deleted.status, deleted.text.as_str()), (StatusCode::NO_CONTENT, ""));
    assert_eq!(net.ok(&FIREWALL_LIST, &[], "", None).await, json!([]));
}

#[tokio::test]
async fn firewall_refusals_name_the_rule_and_change_nothing() {
    let app = TestApp::new();
    let net = Net::new(&app).await;
    let web = net.vm("web-1", false).await;
    let rule = |extra: Value| {
        let mut rule = json!({ "direction": "inbound", "protocol": "tcp", "endpoint_spec_type": "any" });
        rule.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        json!({ "display_name": "web", "rules": [rule] })
    };
    let cases = [
        (rule(json!({ "port_start": 80, "port_end": 79 })), "rules.0.port_end", msg::PORT_ORDER.to_string()),
        (rule(json!({ "protocol": "icmp6", "port_start": 1 })), "rules.0.port_start", msg::PORTS_TCP_UDP.into()),
        (rule(json!({ "endpoint_spec": ["10.0.0.0/8"] })), "rules.0.endpoint_spec", msg::ENDPOINT_FOR_ANY.into()),
        (rule(json!({ "endpoint_spec_type": "ip_prefixes" })), "rules.0.endpoint_spec", msg::ENDPOINT_REQUIRED.into()),
        (
            rule(json!({ "endpoint_spec_type": "ip_prefixes", "endpoint_spec": ["10.0.0.0/33"] })),
            "rules.0.endpoint_spec",
            msg::bad_prefix("10.0.0.0/33"),
        ),
        (
            rule(json!({ "endpoint_spec_type": "group_tag", "endpoint_spec": ["no spaces"] })),
            "rules.0.endpoint_spec",
            msg::bad_tag("no spaces"),
        ),
        (rule(json!({ "protocol": "sctp" })), "rules.0.protocol", validation::one_of(&["tcp", "udp", "icmp", "icmp6", "any"])),
        (rule(json!({ "port_start": 70000 })), "rules.0.port_start", validation::at_most(65535)),
        (json!({ "rules": [] }), "display_name", validation::REQUIRED.into()),
    ];
    for (body, name, text) in cases {
        net.refused(&FIREWALL_CREATE, &[], "", Some(body), StatusCode::BAD_REQUEST, quoted(name, &text)).await;
    }
    let id = uuid(&net.ok(&FIREWALL_CREATE, &[], "", Some(rule(json!({})))).await);
    let vlan = rule(json!({ "endpoint_spec_type": "vlan", "endpoint_spec": ["0"] }));
    net.refused(
        &FIREWALL_UPDATE,
        &[&id],
        "",
        Some(vlan),
        StatusCode::BAD_REQUEST,
        quoted("rules.0.endpoint_spec", &msg::bad_vlan("0")),
    )
    .await;
    let unknown = message(msg::FIREWALL_NOT_FOUND);
    net.refused(&FIREWALL_UPDATE, &[GHOST], "", Some(json!({ "name": "x" })), StatusCode::NOT_FOUND, unknown.clone()).await;
    net.refused(&FIREWALL_DELETE, &[GHOST], "", None, StatusCode::NOT_FOUND, unknown.clone()).await;
    let query = format!("?vm_uuid={}", uuid(&web));
    net.refused(&FIREWALL_VM_ADD, &[GHOST], &query, None, StatusCode::NOT_FOUND, unknown).await;
    let ghost_vm = format!("?vm_uuid={GHOST}");
    net.refused(
        &FIREWALL_VM_ADD,
        &[&id],
        &ghost_vm,
        None,
        StatusCode::BAD_REQUEST,
        quoted("vm_uuid", &vm_msg::no_such_vm(GHOST)),
    )
    .await;
    net.refused(&FIREWALL_VM_ADD, &[&id], "", None, StatusCode::BAD_REQUEST, quoted("vm_uuid", validation::REQUIRED)).await;
    net.refused(&FIREWALL_VM_REMOVE, &[&id], &query, None, StatusCode::BAD_REQUEST, quoted("vm_uuid", msg::FIREWALL_NOT_ON_VM))
        .await;
}

#[tokio::test]
async fn a_restricted_token_sees_only_its_accounts_addresses() {
    let app = TestApp::new();
    let net = Net::new(&app).await;
    let web = net.vm("web-1", true).await;
    let first = net.ok(&IP_LIST, &[], "", None).await[0]["billing_account_id"].as_u64().unwrap();
    let second = first + 1000;
    net.vms
        .edit_world(|world| {
            let mut copy = world["billing_accounts"][first.to_string()].clone();
            copy["id"] = json!(second);
            copy["is_default"] = json!(false);
            world["billing_accounts"][second.to_string()] = copy;
        })
        .await;
    let form = format!("restricted=true&billing_account_id={second}");
    let tokens = app.call(&TOKEN_CREATE, "/v1/user-resource/token", Some(&net.vms.key), Some((FORM, &form))).await.json();
    let secret = tokens.as_array().unwrap().last().unwrap()["token"].as_str().unwrap().to_string();
    let restricted = Net { vms: Vms { app: &app, session: net.vms.session.clone(), key: secret, prefix: "/v1/tll" } };
    assert_eq!(restricted.ok(&IP_LIST, &[], "", None).await, json!([]));
    let own = restricted.ok(&IP_CREATE, &[], "", None).await;
    assert_eq!(own["billing_account_id"], json!(second), "the token's account pays without being named");
    let address = web["public_ipv4"].as_str().unwrap();
    restricted.refused(&IP_GET, &[address], "", None, StatusCode::NOT_FOUND, message(&msg::ip_not_found(address))).await;
    // The network is the user's, but only the VMs the token reaches are listed on it.
    assert_eq!(restricted.ok(&NETWORK_LIST, &[], "", None).await[0]["vm_uuids"], json!([]));
    assert_eq!(net.ok(&IP_LIST, &[], "", None).await.as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn a_location_closed_for_new_resources_refuses_every_network_create() {
    let app = TestApp::new();
    let (session, key) = app.owner_in(json!({ "brand": "denvr" })).await;
    let closed = Net { vms: Vms { app: &app, session, key, prefix: "/v1/phx01" } };
    let refused = message(vm_msg::CREATE_DISABLED);
    closed.refused(&IP_CREATE, &[], "", Some(json!({})), StatusCode::CONFLICT, refused.clone()).await;
    closed.refused(&NETWORK_CREATE, &[], "?name=x", None, StatusCode::CONFLICT, refused.clone()).await;
    let balancer = json!({ "display_name": "x", "targets": [{ "target_uuid": GHOST }] });
    closed.refused(&LB_CREATE, &[], "", Some(balancer), StatusCode::CONFLICT, refused.clone()).await;
    let firewall = json!({ "display_name": "x" });
    closed.refused(&FIREWALL_CREATE, &[], "", Some(firewall), StatusCode::CONFLICT, refused).await;
}

#[test]
fn the_recorded_network_bodies_fit_our_schemas() {
    let schema = |op: &Operation| contract().response_schema(op).unwrap();
    assert_fits(&IP_LIST, &fixture("network_ip_addresses.GET.inspace-contract.json"), schema(&IP_LIST));
    assert_fits(&IP_GET, &fixture("network_ip_addresses_address.GET.inspace-contract-unassigned.json"), schema(&IP_GET));
    // The docs-era sample predates the live field set (IS `canonicalFloatingIPResponseFields`).
    let mut docs = fixture("network_ip_addresses_address.GET.docs-era.json");
    for (key, value) in
        [("uuid", json!(GHOST)), ("is_deleted", json!(false)), ("is_ipv6", json!(false)), ("is_virtual", json!(false))]
    {
        docs[key] = value;
    }
    assert_fits(&IP_GET, &docs, schema(&IP_GET));
    assert_fits(&NETWORK_LIST, &fixture("network_networks.GET.inspace-contract.json"), schema(&NETWORK_LIST));
    assert_fits(&LB_LIST, &fixture("network_load_balancers.GET.idch-recorded.json"), schema(&LB_LIST));
    assert_fits(&LB_GET, &fixture("network_load_balancers_uuid.GET.deleted-tombstone.inspace.json"), schema(&LB_GET));
    assert_fits(&LB_TARGET_ADD, &fixture("network_load_balancers_targets.POST.idch-recorded.json"), schema(&LB_TARGET_ADD));
    // The forwarding-rule answer is BP's full object; the docs' ports-only example is not our shape.
    let variants = fixture("network_load_balancers_forwarding_rules.POST.variants.json");
    assert_fits(&LB_RULE_ADD, &variants["bapung_fixture_full_object"], schema(&LB_RULE_ADD));
    assert_fits(&FIREWALL_LIST, &fixture("network_firewalls.GET.inspace-contract.json"), schema(&FIREWALL_LIST));
    assert_fits(&FIREWALL_VM_ADD, &fixture("network_firewalls_uuid_vms.POST.inspace-contract.json"), schema(&FIREWALL_VM_ADD));
    // The recorded create request is a valid create body.
    let request = contract().request_schema(&LB_CREATE).unwrap();
    assert_fits(&LB_CREATE, &fixture("network_load_balancers.POST.request.json"), request);
}

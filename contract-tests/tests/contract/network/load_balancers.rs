//! Load balancers: forwarding to VMs of their network, refusals, tombstones, moves between accounts.

use axum::http::StatusCode;
use serde_json::{Value, json};
use spec::billing::ops::USAGE;
use spec::error::{compute as vm_msg, network as msg, validation};
use spec::network::ops::*;

use crate::compute::WEB1;
use crate::harness::{TestApp, copy_account, message, quoted, uuid};
use crate::network::{GHOST, Net};

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
    net.vms.edit_world(|world| copy_account(world, first, second)).await;
    let moved = net.ok(&LB_BILLING, &[&uuid(&lb)], &format!("?set_id={second}"), None).await;
    assert_eq!(moved["billing_account_id"], json!(second));
    net.vms.advance(3600).await;
    let usage =
        app.call(&USAGE, &format!("/v1/charging/usage?billing_account_id={second}"), Some(&net.vms.key), None).await.json();
    assert_eq!(usage[0]["uuid"], lb["uuid"], "the next hour is charged to the new account");
    // The client's PATCH with a JSON billing_account_id moves it back (docs/product/README.md#conflicts).
    let back = net.ok(&LB_BILLING_PATCH, &[&uuid(&lb)], "", Some(json!({ "billing_account_id": first }))).await;
    assert_eq!(back["billing_account_id"], json!(first));
    let foreign = quoted("billing_account_id", &spec::error::billing::no_such_account(999_999));
    let body = Some(json!({ "billing_account_id": 999_999 }));
    net.refused(&LB_BILLING_PATCH, &[&uuid(&lb)], "", body, StatusCode::BAD_REQUEST, foreign).await;
}

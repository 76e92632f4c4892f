//! Floating IPs: reserved with a VM or alone, moved, renamed, released to a tombstone, charged, and
//! seen only by the tokens of their account.

use axum::http::StatusCode;
use serde_json::{Value, json};
use spec::access::ops::TOKEN_CREATE;
use spec::billing::ops::USAGE;
use spec::compute::ops::VM_DELETE;
use spec::error::{network as msg, validation};
use spec::network::ops::*;

use crate::compute::Vms;
use crate::harness::{FORM, TestApp, copy_account, message, quoted, uuid};
use crate::network::{GHOST, Net};

#[tokio::test]
async fn a_vm_reserves_a_floating_ip_that_moves_between_vms_and_outlives_them_charged() {
    let app = TestApp::new();
    let net = Net::new(&app).await;
    let web = net.vm("web-1", true).await;
    let spare = net.vm("spare-1", false).await;
    assert_eq!(spare.get("public_ipv4"), None, "no key at all without one (docs/product/compute.md#vm-fields)");
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
async fn a_restricted_token_sees_only_its_accounts_addresses() {
    let app = TestApp::new();
    let net = Net::new(&app).await;
    let web = net.vm("web-1", true).await;
    let first = net.ok(&IP_LIST, &[], "", None).await[0]["billing_account_id"].as_u64().unwrap();
    let second = first + 1000;
    net.vms.edit_world(|world| copy_account(world, first, second)).await;
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

//! Private networks: VMs join the default one, and networks and their VMs agree.

use axum::http::StatusCode;
use serde_json::{Value, json};
use spec::compute::ops::{INTERFACE_LIST, VM_CREATE, VM_DELETE};
use spec::error::{network as msg, validation};
use spec::network::ops::*;

use crate::compute::WEB1;
use crate::harness::{TestApp, field, message, quoted, uuid};
use crate::network::{GHOST, Net};

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

#[tokio::test]
async fn a_network_create_dropped_its_ipv6_subnet_and_took_a_malformed_one() {
    let app = TestApp::new();
    let net = Net::new(&app).await;
    let kept = net.ok(&NETWORK_CREATE, &[], "?name=six&subnet_ipv6=fd00%3A1%3A%3A%2F64", None).await;
    assert_eq!(kept["subnet_ipv6"], json!("fd00:1::/64"), "kept as given");
    let before = net.ok(&NETWORK_LIST, &[], "", None).await;
    for bad in ["fd00%3Azz%3A%3A%2F64", "fd00%3A1%3A%3A"] {
        let query = format!("?name=bad&subnet_ipv6={bad}");
        net.refused(&NETWORK_CREATE, &[], &query, None, StatusCode::BAD_REQUEST, quoted("subnet_ipv6", validation::PATTERN))
            .await;
    }
    assert_eq!(net.ok(&NETWORK_LIST, &[], "", None).await, before, "nothing made");
}

//! Firewalls: normalised rules applied to VMs, and each refusal.

use axum::http::StatusCode;
use serde_json::{Value, json};
use spec::compute::ops::VM_DELETE;
use spec::error::{compute as vm_msg, network as msg, validation};
use spec::network::ops::*;

use crate::harness::{TestApp, message, quoted, uuid};
use crate::network::{GHOST, Net};

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
            (json!("outbound"), json!("any")),
            (json!("inbound"), json!("tcp")),
            (json!("inbound"), json!("icmp")),
            (json!("inbound"), json!("udp"))
        ],
        "a lenient session keeps the order sent"
    );
    assert_eq!((rules[1]["port_end"].clone(), rules[1]["policy_action"].clone()), (json!(443), json!("accept")));
    assert_eq!((rules[0]["endpoint_spec"].clone(), rules[2]["port_start"].clone()), (Value::Null, Value::Null));
    assert_eq!(net.ok(&FIREWALL_LIST, &[], "", None).await, json!([firewall]));
    let keep = rules[1]["uuid"].clone();
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

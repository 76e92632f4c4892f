//! VM interfaces and VLAN sub-interfaces (`network/virtual-machines…`): every operation's happy
//! path and documented errors, with the world unchanged by each refusal.

use axum::http::StatusCode;
use serde_json::{Value, json};
use spec::compute::ops::*;
use spec::error::{compute as msg, validation};
use spec::routes::Operation;

use crate::compute::{Vms, WEB1};
use crate::harness::{Answer, message, uuid};

impl Vms<'_> {
    /// Calls an interface operation: `{uuid}` in its path becomes `vm`, `{if_uuid}` `nic`; the
    /// parameters go in the query, as the real calls send them.
    async fn nic(&self, op: &Operation, vm: &str, nic: &str, query: &str) -> Answer {
        let path = op.path.replace("{uuid}", vm).replace("{if_uuid}", nic);
        let query = if query.is_empty() { String::new() } else { format!("?{query}") };
        self.app.call(op, &format!("{}{path}{query}", self.prefix), Some(&self.key), None).await
    }

    async fn interfaces(&self, vm: &str) -> Vec<Value> {
        let answer = self.nic(&VM_INTERFACE_LIST, vm, "", "").await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.text);
        answer.json().as_array().cloned().unwrap_or_default()
    }

    async fn all_interfaces(&self) -> Vec<Value> {
        self.nic(&INTERFACE_LIST, "", "", "").await.json().as_array().cloned().unwrap_or_default()
    }
}

#[tokio::test]
async fn a_vlan_sub_interface_shows_in_both_lists_until_deleted() {
    let app = crate::harness::TestApp::new();
    for prefix in ["/v1/tll", "/v1"] {
        let vms = Vms::empty(&app, prefix).await;
        let vm = vms.running().await;
        let other = vms.running().await;
        let id = uuid(&vm);
        let nics = vms.interfaces(&id).await;
        assert_eq!(nics.len(), 1);
        let nic = &nics[0];
        assert_eq!(
            (nic["vm_uuid"].clone(), nic["mac"].clone(), nic["private_ipv4"].clone(), nic["subinterfaces"].clone()),
            (json!(id), vm["mac"].clone(), vm["private_ipv4"].clone(), json!([]))
        );
        let nic_id = uuid(nic);
        let made = vms.nic(&SUBINTERFACE_CREATE, &id, &nic_id, "vlan_tag=100").await;
        assert_eq!(made.status, StatusCode::OK, "{}", made.text);
        let sub = made.json();
        assert_eq!(
            (sub["vlan_tag"].clone(), sub["mac"].clone(), sub["interface_uuid"].clone(), sub["network_uuid"].clone()),
            (json!(100), vm["mac"].clone(), json!(nic_id), Value::Null)
        );
        assert!(sub["ip"].as_str().unwrap().starts_with("172.16.100."), "{sub}");
        assert_eq!(vms.interfaces(&id).await[0]["subinterfaces"], json!([sub]));
        let all = vms.all_interfaces().await;
        let vm_uuids: Vec<&Value> = all.iter().map(|n| &n["vm_uuid"]).collect();
        assert_eq!(vm_uuids, [&json!(id), &other["uuid"]]);
        assert_eq!(all[0]["subinterfaces"], json!([sub]));

        let deleted = vms.nic(&SUBINTERFACE_DELETE, &id, &uuid(&sub), "").await;
        assert_eq!((deleted.status, deleted.text.as_str()), (StatusCode::NO_CONTENT, ""));
        assert_eq!(vms.interfaces(&id).await[0]["subinterfaces"], json!([]));
        assert_eq!(vms.all_interfaces().await[0]["subinterfaces"], json!([]));
    }
}

#[tokio::test]
async fn a_network_uuid_is_kept_and_the_same_vlan_may_serve_two_vms() {
    let app = crate::harness::TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let mut ips = Vec::new();
    let mut network = None;
    for _ in 0..2 {
        let id = uuid(&vms.running().await);
        let first = vms.interfaces(&id).await[0].clone();
        // The owner's own network (another customer's, a deleted or a missing one is refused).
        let network = network.get_or_insert_with(|| first["network_uuid"].as_str().unwrap().to_string()).clone();
        let nic = uuid(&first);
        let sub = vms.nic(&SUBINTERFACE_CREATE, &id, &nic, &format!("vlan_tag=4094&network_uuid={network}")).await.json();
        assert_eq!(sub["network_uuid"], network);
        ips.push(sub["ip"].as_str().unwrap().to_string());
    }
    assert_ne!(ips[0], ips[1], "one address per VM on a VLAN");
}

#[tokio::test]
async fn refused_interface_calls_name_the_field_or_the_thing_and_change_nothing() {
    let app = crate::harness::TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let id = uuid(&vms.running().await);
    let nic = uuid(&vms.interfaces(&id).await[0]);
    vms.nic(&SUBINTERFACE_CREATE, &id, &nic, "vlan_tag=7").await;
    let missing = "aaaaaaaa-1111-4222-8333-bbbbbbbbbbbb";
    let field = |f: &str, m: &str| message(&format!("'{f}': {m}"));
    let before = vms.world().await;
    let bad = StatusCode::BAD_REQUEST;
    for (op, vm, nic, query, status, body) in [
        (&SUBINTERFACE_CREATE, id.as_str(), nic.as_str(), "vlan_tag=0", bad, field("vlan_tag", &validation::at_least(1))),
        (&SUBINTERFACE_CREATE, &id, &nic, "vlan_tag=4095", bad, field("vlan_tag", &validation::at_most(4094))),
        (&SUBINTERFACE_CREATE, &id, &nic, "vlan_tag=ten", bad, field("vlan_tag", validation::WHOLE_NUMBER)),
        (&SUBINTERFACE_CREATE, &id, &nic, "", bad, field("vlan_tag", validation::REQUIRED)),
        (&SUBINTERFACE_CREATE, &id, &nic, "vlan_tag=8&network_uuid=lan", bad, field("network_uuid", validation::PATTERN)),
        (&SUBINTERFACE_CREATE, &id, &nic, "vlan_tag=7", StatusCode::CONFLICT, message(&msg::vlan_in_use(7))),
        (&SUBINTERFACE_CREATE, missing, &nic, "vlan_tag=8", bad, message(&msg::no_such_vm(missing))),
        (&SUBINTERFACE_CREATE, &id, missing, "vlan_tag=8", bad, message(&msg::no_such_interface(missing))),
        (&SUBINTERFACE_DELETE, &id, missing, "", bad, message(&msg::no_such_subinterface(missing))),
        (&SUBINTERFACE_DELETE, missing, missing, "", bad, message(&msg::no_such_vm(missing))),
        (&VM_INTERFACE_LIST, missing, "", "", bad, message(&msg::no_such_vm(missing))),
    ] {
        let answer = vms.nic(op, vm, nic, query).await;
        assert_eq!((answer.status, answer.json()), (status, body), "{} {query}", op.id);
    }
    let colleague = vms.with("colleague", "/v1/tll").await;
    let foreign = colleague.nic(&SUBINTERFACE_CREATE, &id, &nic, "vlan_tag=8").await;
    assert_eq!((foreign.status, foreign.json()), (bad, message(&msg::no_such_vm(&id))));
    assert_eq!(colleague.all_interfaces().await, Vec::<Value>::new());
    assert_eq!(vms.world().await, before);
}

#[tokio::test]
async fn a_busy_vm_takes_no_sub_interface_and_a_deleted_one_has_no_interfaces() {
    let app = crate::harness::TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let vm = vms.create(WEB1).await;
    let id = uuid(&vm);
    let nic = uuid(&vms.interfaces(&id).await[0]);
    let busy = vms.nic(&SUBINTERFACE_CREATE, &id, &nic, "vlan_tag=5").await;
    assert_eq!((busy.status, busy.json()), (StatusCode::CONFLICT, message(&msg::busy("creating"))));
    vms.advance(vms.app.durations().vm_create).await;
    let sub = vms.nic(&SUBINTERFACE_CREATE, &id, &nic, "vlan_tag=5").await.json();
    vms.act(&VM_DELETE, &format!("uuid={id}")).await;
    assert_eq!(vms.all_interfaces().await, Vec::<Value>::new());
    let gone = vms.nic(&SUBINTERFACE_DELETE, &id, &uuid(&sub), "").await;
    assert_eq!((gone.status, gone.json()), (StatusCode::BAD_REQUEST, message(&msg::no_such_vm(&id))));
}

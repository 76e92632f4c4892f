//! Networking: floating IPs, private networks, load balancers and firewalls. Every operation's
//! happy path and each refusal with its exact body, the world unchanged by each refusal, and the
//! recorded bodies of `real-api-fixtures/network_*.json` against our schemas.

use axum::http::StatusCode;
use serde_json::{Value, json};
use spec::error::compute as vm_msg;
use spec::network::ops::*;
use spec::routes::Operation;

use crate::compute::{Vms, WEB1};
use crate::fixtures::{assert_fits, fixture};
use crate::harness::{Answer, JSON, TestApp, contract, message};

mod firewalls;
mod ips;
mod load_balancers;
mod networks;

/// The owner of a fresh empty session, calling the network routes under `/v1/tll`.
pub(crate) struct Net<'a> {
    pub(crate) vms: Vms<'a>,
}

impl<'a> Net<'a> {
    pub(crate) async fn new(app: &'a TestApp) -> Net<'a> {
        Net { vms: Vms::empty(app, "/v1/tll").await }
    }

    /// Calls `op` with its `{params}` filled in order, a query and an optional JSON body.
    pub(crate) async fn send(&self, op: &Operation, params: &[&str], query: &str, body: Option<Value>) -> Answer {
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

    pub(crate) async fn ok(&self, op: &Operation, params: &[&str], query: &str, body: Option<Value>) -> Value {
        let answer = self.send(op, params, query, body).await;
        assert!(answer.status.is_success(), "{} answered {}: {}", op.id, answer.status, answer.text);
        if answer.text.is_empty() { Value::Null } else { answer.json() }
    }

    /// The call is refused with exactly `status` and `body`, and the world stays as it was.
    pub(crate) async fn refused(
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
    pub(crate) async fn vm(&self, name: &str, public: bool) -> Value {
        let form = WEB1.replace("web-1", name) + if public { "" } else { "&reserve_public_ip=false" };
        let vm = self.vms.create(&form).await;
        self.vms.advance(self.vms.app.durations().vm_create).await;
        vm
    }
}

pub(crate) const GHOST: &str = "00000000-0000-4000-8000-000000000000";

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

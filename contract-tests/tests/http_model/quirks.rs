//! The property tests' client against wiremock servers that play the real API from its recorded
//! fixtures (`fixtures/real-api/`, copied from scenarios/drift/README.md#fixtures), quirks included
//! (docs/product/conventions.md#status-codes, docs/product/conventions.md#error-shapes): a synchronous VM create answering `running`, 400 for a missing VM,
//! deletes answering 200 with JSON, the bare `true`, or an empty 204, disk endpoints that read
//! only forms, tombstones in lists, token creation answering a list, timestamps in three formats.

use std::time::Duration;

use contract_tests::api::{Api, As, Error, Ledger, Made, parse_time};
use contract_tests::http::{Answer, Http};
use contract_tests::target::{Pace, Session};
use serde_json::{Map, Value, json};
use wiremock::matchers::{body_string_contains, header, method, path, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

pub(super) const VM: &str = "aaaaaaaa-1111-4222-8333-bbbbbbbbbbbb";

pub(super) fn fixture(name: &str) -> Value {
    let file = format!("{}/fixtures/real-api/{name}", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{file}: {e}"))).expect("JSON")
}

/// A live-shaped VM (docs/product/compute.md#vm-fields, CA live key set: no `id`, `tags`, `hypervisor_id`,
/// storage rows without `id`, the host pool named) from the docs fixture's first row.
pub(super) fn live_vm(status: &str) -> Value {
    let mut vm = fixture("user-resource_vm_list.GET.docs.json")[0].clone();
    let row = vm.as_object_mut().expect("an object");
    for absent_live in ["id", "tags", "hypervisor_id"] {
        row.remove(absent_live);
    }
    for disk in row["storage"].as_array_mut().expect("storage rows") {
        disk.as_object_mut().expect("a storage row").remove("id");
    }
    row.insert("designated_pool_name".into(), json!("Intel Scalable"));
    row.insert("designated_pool_uuid".into(), json!("5b1c9a8e-3f2d-4e6a-9c7b-1d2e3f4a5b6c"));
    row.insert("uuid".into(), json!(VM));
    row.insert("status".into(), json!(status));
    row.insert("vcpu".into(), json!(1));
    vm
}

/// A wiremock server with `mocks`, served from a runtime of its own (the client blocks).
pub(super) struct Fake {
    runtime: tokio::runtime::Runtime,
    server: MockServer,
}

impl Fake {
    pub(super) fn new(mocks: Vec<Mock>) -> Fake {
        let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().expect("a runtime");
        let server = runtime.block_on(async {
            let server = MockServer::start().await;
            for mock in mocks {
                mock.mount(&server).await;
            }
            server
        });
        Fake { runtime, server }
    }

    pub(super) fn http(&self) -> Http {
        Http::new(&self.server.uri(), Duration::from_secs(10)).expect("a client")
    }

    /// Fails when a mock's `expect` was not met.
    fn verify(&self) {
        self.runtime.block_on(self.server.verify());
    }
}

fn session() -> Session {
    Session {
        id: None,
        owner: "live-key".into(),
        grantee: None,
        pace: Pace::Poll(Duration::from_millis(5)),
        settings: Map::new(),
    }
}

#[test]
fn a_missing_vm_is_none_from_the_live_400_and_the_docs_404_and_other_refusals_stay_errors() {
    let missing = fixture("errors.json")["vm_get_unknown_uuid_400"].clone();
    let docs = fixture("errors.json")["vm_get_unknown_docs_variant"].clone();
    let fake = Fake::new(vec![
        Mock::given(method("GET")).and(query_param("uuid", VM)).respond_with(ResponseTemplate::new(400).set_body_json(missing)),
        Mock::given(method("GET")).and(query_param("uuid", "docs")).respond_with(ResponseTemplate::new(404).set_body_json(docs)),
        Mock::given(method("GET")).and(query_param("uuid", "busy")).respond_with(
            ResponseTemplate::new(400).set_body_json(json!({"errors": {"Error": "Virtual machine is busy: stopping"}})),
        ),
    ]);
    let (http, session) = (fake.http(), session());
    let mut api = Api::new(&http, &session, "t", Ledger::default());
    assert_eq!(api.vm(&As::Owner, VM), Ok(None));
    assert_eq!(api.vm(&As::Owner, "docs"), Ok(None));
    assert_eq!(
        api.vm(&As::Owner, "busy"),
        Err(Error::Refused { status: 400, message: "Virtual machine is busy: stopping".into() })
    );
}

#[test]
fn a_synchronous_create_answering_running_is_not_polled_and_sends_the_live_form() {
    let fake = Fake::new(vec![
        Mock::given(method("POST"))
            .and(path("/v1/user-resource/vm"))
            .and(header("content-type", "application/x-www-form-urlencoded"))
            .and(header("apikey", "live-key"))
            .and(body_string_contains("reserve_public_ip=false"))
            .and(body_string_contains("billing_account_id=6"))
            .respond_with(ResponseTemplate::new(200).set_body_json(live_vm("running")))
            .expect(1),
        Mock::given(method("GET")).and(path("/v1/user-resource/vm")).respond_with(ResponseTemplate::new(500)).expect(0),
    ]);
    let (http, session) = (fake.http(), session());
    let ledger = Ledger::default();
    let mut api = Api::new(&http, &session, "t", ledger.clone());
    let vm = api.create_vm(6, 1).expect("created");
    assert_eq!((vm.status.as_str(), vm.billing_account), ("running", 6), "VMs carry `billing_account`, not `_id`");
    assert_eq!(vm.created_at, "2018-02-22T14:24:30Z".parse().ok());
    assert_eq!(ledger.take(), [Made::Vm(VM.into())], "what was made is owed a delete");
    fake.verify();
}

#[test]
fn a_create_answering_creating_is_polled_until_running() {
    let fake = Fake::new(vec![
        Mock::given(method("POST"))
            .and(path("/v1/user-resource/vm"))
            .respond_with(ResponseTemplate::new(201).set_body_json(live_vm("creating"))),
        Mock::given(method("GET"))
            .and(query_param("uuid", VM))
            .respond_with(ResponseTemplate::new(200).set_body_json(live_vm("creating")))
            .up_to_n_times(2)
            .with_priority(1),
        Mock::given(method("GET"))
            .and(query_param("uuid", VM))
            .respond_with(ResponseTemplate::new(200).set_body_json(live_vm("running"))),
    ]);
    let (http, session) = (fake.http(), session());
    let mut api = Api::new(&http, &session, "t", Ledger::default());
    assert_eq!(api.create_vm(6, 1).expect("created").status, "running");
}

#[test]
fn deletes_accept_200_with_json_or_true_and_an_empty_204() {
    let fake = Fake::new(vec![
        Mock::given(method("DELETE"))
            .and(path("/v1/user-resource/vm"))
            .and(body_string_contains("uuid=json"))
            .respond_with(ResponseTemplate::new(200).set_body_json(live_vm("running"))),
        Mock::given(method("DELETE"))
            .and(path("/v1/user-resource/vm"))
            .and(body_string_contains("uuid=empty"))
            .respond_with(ResponseTemplate::new(204)),
        Mock::given(method("DELETE"))
            .and(path("/v1/network/ip_addresses/203.0.113.25"))
            .respond_with(ResponseTemplate::new(200).set_body_raw("true", "application/json")),
        Mock::given(method("DELETE")).and(path("/v1/storage/disks/d-1")).respond_with(ResponseTemplate::new(204)),
    ]);
    let (http, session) = (fake.http(), session());
    let mut api = Api::new(&http, &session, "t", Ledger::default());
    assert_eq!(api.delete_vm("json"), Ok(()));
    assert_eq!(api.delete_vm("empty"), Ok(()));
    assert_eq!(api.delete_ip("203.0.113.25"), Ok(()));
    assert_eq!(api.delete_disk("d-1"), Ok(()));
}

#[test]
fn disks_go_as_forms_because_the_live_api_ignores_json_there() {
    let created = fixture("storage_disks.GET.inspace-contract.json")[0].clone();
    let ignored = fixture("errors.json")["disk_create_missing_billing_account_400"].clone();
    let fake = Fake::new(vec![
        Mock::given(method("POST"))
            .and(path("/v1/storage/disks"))
            .and(header("content-type", "application/x-www-form-urlencoded"))
            .and(body_string_contains("billing_account_id=129673"))
            .respond_with(ResponseTemplate::new(201).set_body_json(created))
            .with_priority(1),
        // Anything else (a JSON body) reads as no billing account at all, as live.
        Mock::given(method("POST"))
            .and(path("/v1/storage/disks"))
            .respond_with(ResponseTemplate::new(400).set_body_json(ignored)),
    ]);
    let (http, session) = (fake.http(), session());
    let mut api = Api::new(&http, &session, "t", Ledger::default());
    let disk = api.create_disk(129673, 50).expect("created");
    assert_eq!((disk.uuid.as_str(), disk.attached_to.clone()), ("11111111-2222-4333-8444-555555555555", None));
}

#[test]
fn lists_leave_out_tombstones_and_boot_disks_and_a_deleted_disk_reads_as_gone() {
    let mut disks = fixture("storage_disks.GET.inspace-contract.json");
    let tombstone = fixture("storage_disks_uuid.GET.deleted-tombstone.inspace.json");
    disks.as_array_mut().expect("a list").push(tombstone.clone());
    let fake = Fake::new(vec![
        Mock::given(method("GET")).and(path("/v1/storage/disks")).respond_with(ResponseTemplate::new(200).set_body_json(disks)),
        Mock::given(method("GET"))
            .and(path("/v1/storage/disks/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa"))
            .respond_with(ResponseTemplate::new(200).set_body_json(tombstone)),
        Mock::given(method("GET"))
            .and(path("/v1/storage/disks/unknown"))
            .respond_with(ResponseTemplate::new(404).set_body_json(fixture("errors.json")["disk_get_unknown_404"].clone())),
        Mock::given(method("GET"))
            .and(path("/v1/network/ip_addresses"))
            .respond_with(ResponseTemplate::new(200).set_body_json(fixture("network_ip_addresses.GET.inspace-contract.json"))),
    ]);
    let (http, session) = (fake.http(), session());
    let mut api = Api::new(&http, &session, "t", Ledger::default());
    let listed: Vec<String> = api.disks().expect("a list").into_iter().map(|d| d.uuid).collect();
    assert_eq!(listed, ["11111111-2222-4333-8444-555555555555"], "no OS_BASE boot disk, no `Deleted` tombstone");
    assert_eq!(api.disk("aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa"), Ok(None));
    assert_eq!(api.disk("unknown"), Ok(None));
    let ips = api.ips().expect("a list");
    assert_eq!((ips[0].address.as_str(), ips[0].deleted, ips[0].billing_account_id), ("203.0.113.25", false, 129673));
}

#[test]
fn token_creation_answering_the_whole_list_or_one_object_gives_the_new_token() {
    let token = |id: u64, account: u64| {
        json!({"id": id, "billing_account_id": account, "consumer_id": "c", "kong_id": "k", "description": "d",
               "restricted": true, "token": format!("secret-{id}"), "created_at": "2026-08-26 11:36:03",
               "updated_at": "2026-08-26 11:36:03", "user_id": 4384})
    };
    let fake = Fake::new(vec![
        Mock::given(method("POST"))
            .and(path("/v1/user-resource/token"))
            .and(body_string_contains("billing_account_id=1200132376"))
            .and(body_string_contains("restricted=true"))
            .respond_with(ResponseTemplate::new(200).set_body_json(json!([token(7, 0), token(9, 1200132376)]))),
        Mock::given(method("POST"))
            .and(path("/v1/user-resource/token"))
            .and(body_string_contains("billing_account_id=5"))
            .respond_with(ResponseTemplate::new(200).set_body_json(token(3, 5))),
    ]);
    let (http, session) = (fake.http(), session());
    let mut api = Api::new(&http, &session, "t", Ledger::default());
    let from_list = api.create_token(1200132376).expect("a token");
    assert_eq!((from_list.id, from_list.token.as_str()), (9, "secret-9"));
    assert_eq!(api.create_token(5).expect("a token").id, 3);
}

#[test]
fn attach_reads_the_storage_object_and_detach_the_success_flag() {
    let fake = Fake::new(vec![
        Mock::given(method("POST"))
            .and(path("/v1/user-resource/vm/storage/attach"))
            .and(body_string_contains("storage_uuid=11111111-2222-4333-8444-555555555555"))
            .respond_with(
                ResponseTemplate::new(200).set_body_json(fixture("user-resource_vm_storage_attach.POST.inspace-contract.json")),
            ),
        Mock::given(method("POST"))
            .and(path("/v1/user-resource/vm/storage/detach"))
            .respond_with(ResponseTemplate::new(200).set_body_json(json!({"success": true}))),
    ]);
    let (http, session) = (fake.http(), session());
    let mut api = Api::new(&http, &session, "t", Ledger::default());
    assert_eq!(api.attach("11111111-2222-4333-8444-555555555555", VM), Ok(()));
    assert_eq!(api.detach("11111111-2222-4333-8444-555555555555", VM), Ok(()));
}

#[test]
fn timestamps_in_every_live_format_read_as_the_same_instants() {
    let at = |text: &str| text.parse::<jiff::Timestamp>().ok();
    assert_eq!(parse_time(&json!("2026-08-26 11:36:03")), at("2026-08-26T11:36:03Z"), "VMs, LBs, FIPs: space, no zone");
    assert_eq!(parse_time(&json!("2018-02-22 11:10:37.793878")), at("2018-02-22T11:10:37.793878Z"), "VM storage");
    assert_eq!(parse_time(&json!("2026-08-26T12:06:48.608+0000")), at("2026-08-26T12:06:48.608Z"), "disks, buckets");
    assert_eq!(parse_time(&json!("2026-07-17T10:00:00Z")), at("2026-07-17T10:00:00Z"));
    assert_eq!(parse_time(&json!(1_700_000_000)), at("2023-11-14T22:13:20Z"), "payment objects: unix seconds");
    assert_eq!(parse_time(&json!("soon")), None);
}

#[test]
fn error_messages_come_out_of_every_error_shape() {
    let errors = fixture("errors.json");
    let message = |body: &Value| Answer { status: 400, text: body.to_string(), json: Some(body.clone()) }.message();
    assert_eq!(message(&errors["vm_get_unknown_uuid_400"]), format!("No such virtual machine exists: {VM}"));
    assert_eq!(message(&errors["kong_invalid_apikey_403"]), "Invalid authentication credentials");
    assert_eq!(message(&errors["payment_forbidden_403_docs"]), "Consumer not allowed to access resource.");
    assert!(message(&errors["validation_field_error_shape_inferred"]).starts_with("if 'os_name=ubuntu'"));
    let html = Answer { status: 403, text: "<html><body>Request blocked</body></html>".into(), json: None };
    assert_eq!(html.message(), "<html><body>Request blocked</body></html>", "a proxy's page is passed on as text");
}

#[test]
fn the_budget_stops_billable_creations_before_anything_is_sent() {
    let fake = Fake::new(vec![Mock::given(method("POST")).respond_with(ResponseTemplate::new(500)).expect(0)]);
    let (http, session) = (fake.http(), session());
    let mut api = Api::new(&http, &session, "t", Ledger::default()).with_budget(0);
    for refused in [
        api.create_vm(6, 1).map(drop),
        api.create_disk(6, 10).map(drop),
        api.create_ip(6).map(drop),
        api.create_account().map(drop),
    ] {
        assert!(matches!(refused, Err(Error::Broken(why)) if why.contains("CLOUDSIM_MAX_RESOURCES")));
    }
    fake.verify();
}

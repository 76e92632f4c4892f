//! Every row of the strict table (`docs/reference/strict-mode.md`), over HTTP: a wiremock server
//! plays the real API's exchange as docs/product/README.md#evidence evidences it, and the same requests go through
//! the same client to a `--strict` simulator binary, whose answers must agree with it (status,
//! the body's shape, the error texts: `simulator::fidelity::shape`, what `cloudsim drift` uses),
//! and to a lenient one, which must show the documented lenient behaviour.
//!
//! That table is the list: the test reads it, and each of its rows must have exactly one
//! row here (named by its first cell) and each row here one line there, so neither can drift.

use std::time::Duration;

use contract_tests::http::{Answer, Body, Http};
use contract_tests::target::Target;
use serde_json::{Value, json};
use simulator::fidelity::shape;
use spec::error::compute::BILLING_ACCOUNT_REQUIRED;
use wiremock::matchers::{method, path, query_param};
use wiremock::{Mock, ResponseTemplate};

use super::quirks::{Fake, VM, fixture, live_vm};

/// The real API's account ids as recorded (IDCH, docs/product/conventions.md#ids-and-money): ours and another user's.
const REAL_ACCOUNT: u64 = 1200132376;
const FOREIGN_ACCOUNT: u64 = 1200271389;
/// Simulated seconds that settle any slow step of a lenient session (create, stop, start).
const SETTLE: u64 = 900;

/// One target's side of a run: its client, the owner's global key, the owner's default account,
/// another user's account, and the VM the last create answered.
struct Cx {
    http: Http,
    session: Option<String>,
    key: String,
    account: u64,
    foreign: u64,
    vm: String,
}

impl Cx {
    fn send(&self, method: &str, target: &str, body: &Body) -> Answer {
        self.http.send(method, target, &[("apikey", &self.key)], body).unwrap_or_else(|e| panic!("{e}"))
    }

    /// A fresh session of a simulator (strict or lenient as the server's default).
    fn simulator(target: &Target) -> Cx {
        let http = Http::new(target.http.origin(), Duration::from_secs(30)).expect("a client");
        let session = target.open(jiff::Timestamp::from_second(1_767_603_600).expect("an instant")).expect("a session");
        let default_account = |key: &str| {
            let list = http.send("GET", "/v1/payment/billing_account/list", &[("apikey", key)], &Body::None).expect("accounts");
            let accounts = list.json.expect("a list");
            let default = accounts.as_array().and_then(|a| a.iter().find(|a| a["is_default"] == true)).cloned();
            default.and_then(|a| a["id"].as_u64()).expect("a default account")
        };
        let foreign = default_account(&session.grantee.as_ref().expect("a second user").0);
        Cx { account: default_account(&session.owner), foreign, key: session.owner, session: session.id, http, vm: String::new() }
    }

    /// A step's target on this side.
    fn target(&self, template: &str) -> String {
        fill(template, self.foreign)
    }

    fn advance(&self, seconds: u64) {
        let Some(id) = &self.session else { return };
        let body = Body::Json(json!({ "seconds": seconds }));
        let moved = self.http.send("POST", &format!("/__sim/sessions/{id}/clock/advance"), &[], &body).expect("advance");
        assert_eq!(moved.status, 200, "{}", moved.text);
    }
}

/// What the lenient simulator must answer instead, and what its body must show.
struct Lenient {
    status: u16,
    shows: &'static str,
    /// Whether the body shows it (given the side and `shows`).
    check: fn(&Cx, &Value, &str) -> bool,
}

/// A lenient VM or package answer in the step `shows` names.
fn status_is(_: &Cx, body: &Value, shows: &str) -> bool {
    body["status"] == shows
}

/// One request of a row, the real API's answer to it, and the lenient answer.
struct Step {
    method: &'static str,
    /// Path and query; `{foreign}` stands for the other user's account.
    target: &'static str,
    body: fn(&Cx) -> Body,
    real: (u16, Value),
    /// The fields the evidence covers, when it is not the whole body.
    only: Option<&'static [&'static str]>,
    /// What else the strict answer must show that a shape cannot (an order, a missing key).
    also: Option<Shows>,
    lenient: Lenient,
}

/// A strict answer's property beyond its shape, and whether the body shows it.
struct Shows {
    what: &'static str,
    check: fn(&Cx, &Value) -> bool,
}

impl Step {
    /// The wiremock stub that plays the real answer, once (steps on one path answer in turn).
    fn mock(&self) -> Mock {
        let target = fill(self.target, FOREIGN_ACCOUNT);
        let (at, query) = target.split_once('?').unwrap_or((&target, ""));
        let mut mock = Mock::given(method(self.method)).and(path(at));
        for (name, value) in query.split('&').filter_map(|pair| pair.split_once('=')) {
            mock = mock.and(query_param(name, value));
        }
        let (status, body) = &self.real;
        mock.respond_with(ResponseTemplate::new(*status).set_body_json(body)).up_to_n_times(1)
    }
}

/// A step's target with `{foreign}` filled in.
fn fill(template: &str, foreign: u64) -> String {
    template.replace("{foreign}", &foreign.to_string())
}

/// One line of the strict table: its first cell, why the real exchange is what it is, and the
/// steps (whose real answers the wiremock server plays).
struct Row {
    readme: &'static str,
    evidence: &'static str,
    steps: Vec<Step>,
}

fn form(pairs: &[(&str, String)]) -> Body {
    Body::form(pairs.iter().map(|(k, v)| (*k, v.clone())))
}

/// A VM create as the property tests send it, with no public address (a live VM then has no
/// `public_ipv4` key at all, docs/product/compute.md#vm-fields).
fn vm_form(account: Option<u64>) -> Body {
    let mut pairs = vec![
        ("name", "web-1".to_string()),
        ("os_name", "ubuntu".into()),
        ("os_version", "24.04".into()),
        ("username", "mari".into()),
        ("password", "Secret123".into()),
        ("vcpu", "1".into()),
        ("ram", "1024".into()),
        ("disks", "20".into()),
        ("reserve_public_ip", "false".into()),
    ];
    pairs.extend(account.map(|a| ("billing_account_id", a.to_string())));
    form(&pairs)
}

/// A PostgreSQL package as docs/product/services.md#packages lists its fields (DOCS), active as live (docs/product/services.md#packages).
fn real_package() -> Value {
    json!({
        "uuid": "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f", "service": "postgresql", "version": "14.0", "display_name": "orders-db",
        "status": "active", "is_multi_node": false, "is_deleted": false, "billing_account_id": REAL_ACCOUNT, "user_id": 4384
    })
}

fn refused(body: Value) -> (u16, Value) {
    (400, body)
}

fn vm_action(cx: &Cx) -> Body {
    form(&[("uuid", cx.vm.clone())])
}

/// A slow action on the VM the last create answered: live answers it `settled`, a lenient
/// session shows the `step` under way.
fn vm_step(target: &'static str, settled: &str, step: &'static str) -> Step {
    Step {
        method: "POST",
        target,
        body: vm_action,
        real: (200, live_vm(settled)),
        only: None,
        also: None,
        lenient: Lenient { status: 200, shows: step, check: status_is },
    }
}

/// A disk create sending `body`, refused live for naming no account (docs/product/compute.md#disk; `errors.json`).
fn disk_create(body: fn(&Cx) -> Body, lenient: Lenient) -> Vec<Step> {
    let real = refused(fixture("errors.json")["disk_create_missing_billing_account_400"].clone());
    vec![Step { method: "POST", target: "/v1/storage/disks", body, real, only: None, also: None, lenient }]
}

/// Four inbound TCP rules on ports 1 to 4, in that order.
fn four_rules(cx: &Cx) -> Body {
    let rules: Vec<Value> = (1..=4)
        .map(|port| json!({ "direction": "inbound", "protocol": "tcp", "port_start": port, "endpoint_spec_type": "any" }))
        .collect();
    Body::Json(json!({ "display_name": "web", "billing_account_id": cx.account, "rules": rules }))
}

/// The ports of a firewall's rules, in the order answered.
fn rule_ports(firewall: &Value) -> Vec<u64> {
    firewall["rules"].as_array().into_iter().flatten().filter_map(|r| r["port_start"].as_u64()).collect()
}

/// Every rule sent, each once, in another order (docs/product/network.md#firewalls).
fn reordered(_: &Cx, firewall: &Value) -> bool {
    let mut ports = rule_ports(firewall);
    let answered = ports.clone();
    ports.sort();
    ports == [1, 2, 3, 4] && answered != ports
}

/// The create's firewall as docs/product/network.md#firewalls lists its fields, its rules in
/// another order than sent (live), each normalised (`port_end` = `port_start`, no endpoints).
fn real_firewall() -> Value {
    let rule = |port: u16, uuid: &str| {
        json!({
            "uuid": uuid, "direction": "inbound", "protocol": "tcp", "policy_action": "accept", "port_start": port,
            "port_end": port, "endpoint_spec_type": "any", "endpoint_spec": null
        })
    };
    json!({
        "uuid": "55555555-6666-4777-8888-999999999999", "display_name": "web", "description": "",
        "billing_account_id": REAL_ACCOUNT, "user_id": 4384, "created_at": "2026-01-05 09:00:00", "resources_assigned": [],
        "rules": [
            rule(3, "1c0e2a4b-1111-4222-8333-000000000003"), rule(1, "1c0e2a4b-1111-4222-8333-000000000001"),
            rule(4, "1c0e2a4b-1111-4222-8333-000000000004"), rule(2, "1c0e2a4b-1111-4222-8333-000000000002")
        ]
    })
}

/// The live list's OS and login rows (docs/product/compute.md#catalogues): none mandatory.
fn real_parameters() -> Value {
    let row = |parameter: &str| json!({ "parameter": parameter, "type": "string", "description": parameter, "mandatory": false });
    json!(["os_name", "os_version", "username", "password", "public_key"].map(row))
}

/// Whether the list marks each of the OS and login rows `mandatory` as `wanted`.
fn os_and_login_mandatory(list: &Value, wanted: bool) -> bool {
    ["os_name", "os_version", "username", "password"].iter().all(|name| {
        let rows = list.as_array().into_iter().flatten();
        rows.filter(|r| r["parameter"] == *name).any(|r| r["mandatory"] == wanted)
    })
}

/// A VM create naming only its name, size and account.
fn bare_vm_form(cx: &Cx) -> Body {
    let pairs = [("name", "web-1"), ("vcpu", "1"), ("ram", "1024"), ("disks", "20"), ("reserve_public_ip", "false")];
    let mut pairs: Vec<(&str, String)> = pairs.iter().map(|(k, v)| (*k, v.to_string())).collect();
    pairs.push(("billing_account_id", cx.account.to_string()));
    form(&pairs)
}

/// A VM create whose cloud-init makes its own user, beside the form's login.
fn cloud_init_users_form(cx: &Cx) -> Body {
    match vm_form(Some(cx.account)) {
        Body::Form(mut pairs) => {
            pairs.push(("cloud_init".into(), r#"{"users": [{"name": "ops"}]}"#.into()));
            Body::Form(pairs)
        }
        other => other,
    }
}

/// The live VM as created from a cloud-init with users: no `username` key.
fn live_vm_without_login() -> Value {
    let mut vm = live_vm("running");
    vm.as_object_mut().expect("an object").remove("username");
    vm
}

fn rows() -> Vec<Row> {
    vec![
        Row {
            readme: "`POST vm`, `vm/start`, `vm/stop`, `vm/reinstall`, `vm/rebuild`, `vm/boot_iso_media`",
            evidence: "docs/product/conventions.md#synchronous-mutations LIVE: POST vm returns running, vm/stop stopped, vm/start running; no intermediate state",
            steps: vec![
                Step {
                    method: "POST",
                    target: "/v1/user-resource/vm",
                    body: |cx| vm_form(Some(cx.account)),
                    real: (200, live_vm("running")),
                    only: None,
                    also: None,
                    lenient: Lenient { status: 200, shows: "creating", check: status_is },
                },
                vm_step("/v1/user-resource/vm/stop", "stopped", "stopping"),
                vm_step("/v1/user-resource/vm/start", "running", "starting"),
                vm_step("/v1/user-resource/vm/reinstall", "running", "reinstalling"),
            ],
        },
        Row {
            readme: "`POST service/package`, `POST service/package/vm/rebuild`",
            evidence: "docs/product/services.md#packages LIVE: a new package is immediately `status: active` (its other fields are DOCS, not compared)",
            steps: vec![Step {
                method: "POST",
                target: "/v1/user-resource/service/package",
                body: |cx| {
                    Body::Json(json!({
                        "billing_account_id": cx.account, "service": "postgresql", "version": "16.4", "display_name": "orders-db",
                        "vm_cpu": 2, "vm_ram": 4096, "vm_disk_gb": 40, "package_parameters": { "location": "tll" }, "is_multi_node": false
                    }))
                },
                real: (200, real_package()),
                only: Some(&["status"]),
                also: None,
                lenient: Lenient { status: 200, shows: "requested", check: status_is },
            }],
        },
        Row {
            readme: "`POST vm` with a global key and no `billing_account_id`",
            evidence: "docs/product/compute.md#disk LIVE text (for disks); the VM area's validation errors are field-keyed (docs/product/conventions.md#error-shapes)",
            steps: vec![Step {
                method: "POST",
                target: "/v1/user-resource/vm",
                body: |_| vm_form(None),
                real: refused(json!({ "errors": { "billing_account_id": BILLING_ACCOUNT_REQUIRED } })),
                only: None,
                also: None,
                lenient: Lenient {
                    status: 200,
                    shows: "paid from the default account",
                    check: |cx, vm, _| vm["billing_account"] == cx.account,
                },
            }],
        },
        Row {
            readme: "every other create with a global key and no `billing_account_id` (floating IP, load balancer, firewall, bucket, managed service, bare metal lease; disks refuse in both modes)",
            evidence: "docs/product/identity.md#user (LIVE for disks, docs/product/compute.md#disk): the text as live, in the network area's {\"message\"} (docs/product/conventions.md#error-shapes)",
            steps: vec![Step {
                method: "POST",
                target: "/v1/network/ip_addresses",
                body: |_| Body::Json(json!({ "name": "spare" })),
                real: refused(json!({ "message": BILLING_ACCOUNT_REQUIRED })),
                only: None,
                also: None,
                lenient: Lenient {
                    status: 200,
                    shows: "paid from the default account",
                    check: |cx, ip, _| ip["billing_account_id"] == cx.account,
                },
            }],
        },
        Row {
            readme: "a payment/billing call naming a billing account that exists but is not the key's (another user's, or outside a restricted token's account)",
            evidence: "docs/product/payment.md#cards, docs/product/conventions.md#error-shapes and fixtures errors.json#payment_forbidden_403_docs (RH client test, DOCS-derived)",
            steps: vec![Step {
                method: "GET",
                target: "/v1/payment/billing_account?billing_account_id={foreign}",
                body: |_| Body::None,
                real: (403, fixture("errors.json")["payment_forbidden_403_docs"].clone()),
                only: None,
                also: None,
                lenient: Lenient {
                    status: 404,
                    shows: "No such billing account exists: <id>",
                    check: |cx, body, _| {
                        body == &json!({ "errors": { "Error": format!("No such billing account exists: {}", cx.foreign) } })
                    },
                },
            }],
        },
        Row {
            readme: "`POST storage/disks` with a global key and no `billing_account_id`",
            evidence: "docs/product/conventions.md#encodings LIVE: a create that sent neither an account nor (its JSON not parsed) a size got only this text",
            steps: disk_create(
                |_| form(&[("display_name", "data".into())]),
                Lenient {
                    status: 400,
                    shows: "the missing size named first",
                    check: |_, body, _| body == &json!({ "message": "'size_gb': This field is required" }),
                },
            ),
        },
        Row {
            readme: "request encodings",
            evidence: "docs/product/compute.md#disk LIVE: a disk create's JSON body is not parsed, so even one naming billing_account_id gets this 400",
            steps: disk_create(
                |cx| Body::Json(json!({ "size_gb": 10, "billing_account_id": cx.account })),
                Lenient { status: 201, shows: "the disk, read from JSON", check: |_, disk, _| disk["size_gb"] == 10 },
            ),
        },
        Row {
            readme: "firewall rules (`POST`/`PUT network/firewalls`, the list)",
            evidence: "docs/product/network.md#firewalls LIVE: rules come back in another order than sent",
            steps: vec![Step {
                method: "POST",
                target: "/v1/network/firewalls",
                body: four_rules,
                real: (200, real_firewall()),
                only: Some(&["display_name", "resources_assigned"]),
                also: Some(Shows { what: "every rule sent, in another order", check: reordered }),
                lenient: Lenient {
                    status: 200,
                    shows: "the rules in the order sent",
                    check: |_, firewall, _| rule_ports(firewall) == [1, 2, 3, 4],
                },
            }],
        },
        Row {
            readme: "`POST network/load_balancers` without `targets`",
            evidence: "docs/product/network.md#load-balancers LIVE: 500 (its body is not on record: the documented one, docs/product/conventions.md#failures)",
            steps: vec![Step {
                method: "POST",
                target: "/v1/network/load_balancers",
                body: |cx| {
                    let rules = json!([{ "source_port": 80, "target_port": 8080 }]);
                    Body::Json(json!({ "display_name": "web-lb", "billing_account_id": cx.account, "rules": rules }))
                },
                real: (500, json!({ "message": spec::error::ERROR_PERFORMING_ACTION })),
                only: None,
                also: None,
                lenient: Lenient {
                    status: 400,
                    shows: "`targets` named as required",
                    check: |_, body, _| body["message"] == format!("'targets': {}", spec::error::validation::REQUIRED),
                },
            }],
        },
        Row {
            readme: "`GET /api/parameters/vm`; `POST vm` without `os_name`, `os_version`, `username`, `password`",
            evidence: "docs/product/compute.md#catalogues LIVE: the list marks them mandatory: false (what such a VM gets: docs/product/compute.md#vm-create)",
            steps: vec![
                Step {
                    method: "GET",
                    target: "/v1/api/parameters/vm",
                    body: |_| Body::None,
                    real: (200, real_parameters()),
                    only: Some(&[]),
                    also: Some(Shows {
                        what: "the OS and login rows not mandatory",
                        check: |_, list| os_and_login_mandatory(list, false),
                    }),
                    lenient: Lenient {
                        status: 200,
                        shows: "the OS and login rows mandatory",
                        check: |_, list, _| os_and_login_mandatory(list, true),
                    },
                },
                Step {
                    method: "POST",
                    target: "/v1/user-resource/vm",
                    body: bare_vm_form,
                    real: (200, live_vm("running")),
                    only: Some(&["status"]),
                    also: None,
                    lenient: Lenient {
                        status: 400,
                        shows: "the OS and login named",
                        check: |_, body, _| {
                            ["os_name", "os_version", "username", "password"].iter().all(|f| body["errors"][*f].is_string())
                        },
                    },
                },
            ],
        },
        Row {
            readme: "`POST vm` with a `cloud_init` that defines `users`",
            evidence: "docs/product/compute.md#vm-create LIVE: such a VM shows no `username`",
            steps: vec![Step {
                method: "POST",
                target: "/v1/user-resource/vm",
                body: cloud_init_users_form,
                real: (200, live_vm_without_login()),
                only: Some(&["status"]),
                also: Some(Shows { what: "no `username` key", check: |_, vm| vm.get("username").is_none() }),
                lenient: Lenient { status: 200, shows: "the form's `username`", check: |_, vm, _| vm["username"] == "mari" },
            }],
        },
        Row {
            readme: "a private network's `vlan_id` (`POST network/network`, the list, `GET network/network/{uuid}`)",
            evidence: "docs/product/network.md#vpc LIVE: the verified keys, `vlan_id` never returned",
            steps: vec![Step {
                method: "POST",
                target: "/v1/network/network?name=backend",
                body: |_| Body::None,
                real: (200, live_network()),
                only: Some(&["name", "type", "subnet_ipv6"]),
                also: Some(Shows { what: "no `vlan_id` key", check: |_, network| network.get("vlan_id").is_none() }),
                lenient: Lenient {
                    status: 200,
                    shows: "a `vlan_id` from 1 to 4094",
                    check: |_, network, _| network["vlan_id"].as_u64().is_some_and(|id| (1..=4094).contains(&id)),
                },
            }],
        },
        Row {
            readme: "the user's `kong_key` (`GET user-resource/user`, `auth0_callback`'s `user`)",
            evidence: "docs/product/identity.md#user DOCS: the exact example has no `kong_key` (the seed names it, optional)",
            steps: vec![Step {
                method: "GET",
                target: "/v1/user-resource/user",
                body: |_| Body::None,
                real: (200, docs_user()),
                only: Some(&["profile", "state"]),
                also: Some(Shows { what: "no `kong_key` key", check: |_, user| user.get("kong_key").is_none() }),
                lenient: Lenient {
                    status: 200,
                    shows: "a `kong_key` naming the key, not the key",
                    check: |cx, user, _| user["kong_key"].as_str().is_some_and(|id| id.len() == 36 && !cx.key.contains(id)),
                },
            }],
        },
    ]
}

/// A new network with the keys live verified (docs/product/network.md#vpc): no `vlan_id`.
fn live_network() -> Value {
    json!({
        "uuid": "0d8a6a0e-5f1c-4a54-9b1e-3a0c7e2f4b11", "name": "backend", "type": "private", "subnet": "10.4.200.0/24",
        "subnet_ipv6": "", "is_default": false, "vm_uuids": [], "resources_count": 0,
        "created_at": "2026-01-05 09:00:00", "updated_at": "2026-01-05 09:00:00"
    })
}

/// The user as the docs' exact example shows it (docs/product/identity.md#user): no `kong_key`.
fn docs_user() -> Value {
    json!({
        "cookie_id": "61b0378574974ae88dbfec0feb9917bc", "id": 8, "last_activity": "2018-02-22 14:18:47",
        "name": "user@example.com", "profile": null, "state": {},
        "profile_data": {
            "avatar": "", "created_at": "2018-10-25 11:02:59", "email": "user@example.com", "first_name": "Cloudia",
            "id": 22, "last_name": "Iaas", "personal_id_number": "123456", "phone_number": "+111111111",
            "updated_at": "2021-05-18 11:07:00", "user_id": 8
        }
    })
}

/// The fields docs/product/fields.json says this row's answers carry in lenient sessions only: the
/// `modes.differs` of its rows whose `checked_by` is this row.
fn differing_fields(readme: &str) -> Vec<String> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/product/fields.json")).expect("fields.json");
    let list: Value = serde_json::from_str(&text).expect("fields.json is JSON");
    let rows = list["objects"].as_array().into_iter().flatten().filter(|o| o["modes"]["checked_by"] == readme);
    rows.flat_map(|o| o["modes"]["differs"].as_array().cloned().unwrap_or_default())
        .filter_map(|f| f.as_str().map(str::to_string))
        .collect()
}

/// The first cells of the strict table (`docs/reference/strict-mode.md`).
fn readme_rows() -> Vec<String> {
    let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/reference/strict-mode.md"))
        .expect("the strict-mode page");
    let section = page.split("# Strict and lenient").nth(1).expect("the strict-mode page's heading");
    section
        .lines()
        .skip_while(|l| !l.starts_with("| behaviour |"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| l.trim_start_matches('|').split(" | ").next().unwrap_or_default().trim().to_string())
        .collect()
}

#[test]
fn the_readme_strict_table_and_these_rows_are_the_same_list() {
    let ours: Vec<&str> = rows().iter().map(|r| r.readme).collect();
    assert_eq!(readme_rows(), ours, "each row of the strict-mode page has its row here, in order, and nothing else");
}

#[test]
fn strict_answers_as_the_real_api_and_lenient_as_documented_for_every_readme_row() {
    let strict = Target::simulator_with(&["--strict"]).unwrap_or_else(|e| panic!("{e}"));
    let lenient = Target::simulator().unwrap_or_else(|e| panic!("{e}"));
    for row in rows() {
        let fake = Fake::new(row.steps.iter().map(Step::mock).collect());
        let real = Cx {
            http: fake.http(),
            session: None,
            key: "live-key".into(),
            account: REAL_ACCOUNT,
            foreign: FOREIGN_ACCOUNT,
            vm: VM.into(),
        };
        let (mut ours, mut easy) = (Cx::simulator(&strict), Cx::simulator(&lenient));
        for (n, step) in row.steps.iter().enumerate() {
            let at = format!("strict-mode row {:?}, step {} ({})", row.readme, n + 1, row.evidence);
            let (status, body) = step.real.clone();
            let played = real.send(step.method, &real.target(step.target), &(step.body)(&real));
            assert_eq!((played.status, played.json.as_ref()), (status, Some(&body)), "{at}: wiremock plays the evidence");

            let answer = ours.send(step.method, &ours.target(step.target), &(step.body)(&ours));
            let strict_json = answer.json.clone().unwrap_or(Value::Null);
            assert_eq!(answer.status, status, "{at}: strict status: {}", answer.text);
            let differences = match step.only {
                Some(fields) => fields
                    .iter()
                    .filter(|f| body[**f] != strict_json[**f])
                    .map(|f| shape::Difference::new(shape::Kind::Value, format!("$.{f}"), format!("recorded {}", body[*f])))
                    .collect(),
                None if status >= 400 => shape::against_error(&body, &strict_json),
                None => shape::against_answer(&body, &strict_json),
            };
            assert!(differences.is_empty(), "{at}: strict parts from the real answer: {differences:?}\n{}", answer.text);
            if let Some(Shows { what, check }) = &step.also {
                assert!(check(&real, &body), "{at}: the evidence shows {what}");
                assert!(check(&ours, &strict_json), "{at}: strict shows {what}: {}", answer.text);
            }

            easy.advance(SETTLE);
            let answer = easy.send(step.method, &easy.target(step.target), &(step.body)(&easy));
            let lenient_json = answer.json.clone().unwrap_or(Value::Null);
            let Lenient { status, shows, check } = &step.lenient;
            assert!(
                answer.status == *status && check(&easy, &lenient_json, shows),
                "{at}: lenient answers {} {}, expected {status} showing {shows}",
                answer.status,
                answer.text
            );
            for field in differing_fields(row.readme) {
                assert!(strict_json.get(&field).is_none(), "{at}: fields.json says strict leaves `{field}` out");
                assert!(lenient_json.get(&field).is_some(), "{at}: fields.json says lenient carries `{field}`");
            }
            for (cx, answered) in [(&mut ours, &strict_json), (&mut easy, &lenient_json)] {
                if let Some(uuid) = answered["uuid"].as_str() {
                    cx.vm = uuid.to_string();
                }
            }
        }
    }
}

//! Bare metal: the OS catalogue, specs and every lease operation's happy path and documented
//! refusals (each leaving the world as it was), at `/v1/tll/…` and `/v1/…`, with the operator's
//! control of the pool. Every answer is checked against the contract by `TestApp::call`.

use axum::http::StatusCode;
use serde_json::{Value, json};
use spec::billing::ops::USAGE;
use spec::error::{metal as msg, validation};
use spec::metal::ops::*;
use spec::routes::Operation;

use crate::compute::Vms;
use crate::harness::{Answer, FORM, TestApp, error, field, message, uuid};

impl Vms<'_> {
    /// Calls a metal operation; `{uuid}` in its path becomes `lease`.
    async fn metal(&self, op: &Operation, lease: &str, form: &str) -> Answer {
        self.call_at(op, &op.path.replace("{uuid}", lease), form).await
    }

    async fn call_at(&self, op: &Operation, path: &str, form: &str) -> Answer {
        let path = format!("{}{path}", self.prefix);
        let body = (!form.is_empty()).then_some((FORM, form));
        self.app.call(op, &path, Some(&self.key), body).await
    }

    async fn specs(&self) -> Vec<Value> {
        self.metal(&SPEC_LIST, "", "").await.json().as_array().cloned().unwrap_or_default()
    }

    /// The location's first spec (the entry model, three machines with one offline).
    async fn first_spec(&self) -> Value {
        self.specs().await[0].clone()
    }

    async fn lease(&self, spec: &Value, name: &str) -> Value {
        let form = format!("spec_uuid={}&display_name={name}&requested_os_id=debian-12", spec["uuid"].as_str().unwrap());
        let answer = self.metal(&LEASE_CREATE, "", &form).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.text);
        answer.json()
    }

    async fn leases(&self) -> Vec<Value> {
        self.metal(&LEASE_LIST, "", "").await.json().as_array().cloned().unwrap_or_default()
    }

    async fn machines(&self) -> Vec<Value> {
        let path = format!("/__sim/sessions/{}/metal/machines", self.session);
        let answer = self.app.call(&SIM_MACHINES, &path, None, None).await;
        answer.json().as_array().cloned().unwrap_or_default()
    }

    async fn set_machine(&self, machine: &str, body: Value) -> Answer {
        let path = format!("/__sim/sessions/{}/metal/machines/{machine}", self.session);
        self.app.control("POST", &path, body).await
    }
}

#[tokio::test]
async fn the_os_catalogue_lists_published_and_retired_systems_by_pattern_ids() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1").await;
    let os = vms.metal(&OS_LIST, "", "").await.json();
    let os = os.as_array().unwrap();
    assert!(os.iter().any(|o| o["os_id"] == "ubuntu-24-04" && o["is_published"] == true));
    assert!(os.iter().any(|o| o["is_deleted"] == true), "a retired OS stays listed");
    let missing = app.call(&OS_LIST, "/v1/metal/os", None, None).await;
    assert_eq!(missing.status, StatusCode::UNAUTHORIZED);
    let global_only = app.call(&OS_LIST, "/v1/tll/metal/os", Some(&vms.key), None).await;
    assert_eq!(global_only.status, StatusCode::NOT_FOUND, "the OS list takes no location");
}

#[tokio::test]
async fn specs_are_per_location_and_the_default_location_answers_without_a_slug() {
    let app = TestApp::new();
    let tll = Vms::empty(&app, "/v1/tll").await;
    let bare = tll.with("owner", "/v1").await;
    let jhv = tll.with("owner", "/v1/jhv").await;
    let (specs, default, other) = (tll.specs().await, bare.specs().await, jhv.specs().await);
    assert_eq!(specs, default);
    assert_eq!(specs.len(), 3, "pilvio stocks the three CPU models");
    assert_ne!(uuid(&specs[0]), uuid(&other[0]), "each location has specs of its own");
    assert_eq!((specs[0]["available_count"].clone(), specs[0]["is_available"].clone()), (json!(2), json!(true)));
    assert_eq!(specs[0]["price_units"], 1);
    assert!(specs[0]["ready_os_ids"].as_array().unwrap().contains(&json!("debian-12")));
}

#[tokio::test]
async fn a_lease_is_pending_then_in_use_with_credentials_renamed_then_released_and_cleaned() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let d = app.durations();
    let spec = vms.first_spec().await;
    let lease = vms.lease(&spec, "db-metal").await;
    let uuid = uuid(&lease);
    assert_eq!((lease["status"].clone(), lease["machine"]["ip_public_v4"].clone()), (json!("pending"), Value::Null));
    assert_eq!(lease["machine"]["ssh_credentials"], Value::Null);
    assert_eq!(lease["machine"]["mac_addresses"], json!([]));
    assert_eq!(lease["ready_at"], "2026-01-05 09:15:00", "pilvio provisions in 900 s");
    assert_eq!(lease["history"][0]["action"], "user_request");
    assert_eq!(vms.first_spec().await["available_count"], 1);

    vms.advance(d.metal_provision).await;
    let lease = vms.leases().await[0].clone();
    assert_eq!(lease["status"], "in_use");
    assert_eq!(lease["ready_at"], Value::Null);
    assert_eq!(lease["machine"]["ssh_credentials"]["username"], "root");
    assert!(lease["machine"]["ip_public_v4"].as_str().unwrap().starts_with("185."));
    assert_eq!(lease["machine"]["mac_addresses"].as_array().unwrap().len(), 2);
    let history = lease["history"].as_array().unwrap();
    assert_eq!((history[1]["status"].clone(), history[1]["action"].clone()), (json!("in_use"), json!("admin_lease_create")));
    assert_eq!(history[0]["ended_at"], history[1]["changed_at"]);
    assert_eq!(history[1]["billing_account_id"], lease["billing_account_id"]);

    let renamed = vms.metal(&LEASE_UPDATE, &uuid, "display_name=db-primary").await;
    assert_eq!(renamed.json()["display_name"], "db-primary");

    vms.advance(d.metal_min_lease - d.metal_provision).await;
    let released = vms.metal(&LEASE_DELETE, &uuid, "").await;
    assert_eq!(released.json(), json!({ "success": true }));
    let lease = vms.leases().await[0].clone();
    assert_eq!((lease["status"].clone(), lease["machine"]["ssh_credentials"].clone()), (json!("released"), Value::Null));
    let last = lease["history"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(
        (last["status"].clone(), last["action"].clone(), last["lease_id"].clone()),
        (json!("cleaning"), json!("user_release"), Value::Null)
    );
    assert_eq!(vms.first_spec().await["available_count"], 1, "cleaning");
    vms.advance(d.metal_cleaning).await;
    assert_eq!(vms.first_spec().await["available_count"], 2, "cleaned and available again");
}

#[tokio::test]
async fn releasing_too_soon_renaming_or_releasing_twice_are_refused_and_change_nothing() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1").await;
    let lease = uuid(&vms.lease(&vms.first_spec().await, "short").await);
    vms.advance(app.durations().metal_min_lease - 1).await;
    let before = vms.world().await;
    let soon = vms.metal(&LEASE_DELETE, &lease, "").await;
    assert_eq!((soon.status, soon.json()), (StatusCode::CONFLICT, error(msg::TOO_SOON_TO_RELEASE)));
    assert_eq!(vms.world().await, before);
    vms.advance(1).await;
    assert_eq!(vms.metal(&LEASE_DELETE, &lease, "").await.status, StatusCode::OK);
    let before = vms.world().await;
    for (op, form) in [(&LEASE_DELETE, ""), (&LEASE_UPDATE, "display_name=late")] {
        let again = vms.metal(op, &lease, form).await;
        assert_eq!((again.status, again.json()), (StatusCode::CONFLICT, error(msg::ALREADY_RELEASED)));
    }
    assert_eq!(vms.world().await, before);
}

#[tokio::test]
async fn bad_input_is_refused_naming_the_field_and_leases_nothing() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let spec = uuid(&vms.first_spec().await);
    let jhv_spec = uuid(&vms.with("owner", "/v1/jhv").await.first_spec().await);
    let before = vms.world().await;
    let cases = [
        ("display_name=x&requested_os_id=debian-12".to_string(), field("spec_uuid", validation::REQUIRED)),
        (format!("spec_uuid={spec}&display_name=x&requested_os_id=Debian"), field("requested_os_id", validation::PATTERN)),
        (
            format!("spec_uuid={spec}&display_name=&requested_os_id=debian-12"),
            field("display_name", &validation::at_least_chars(1)),
        ),
        (
            format!("spec_uuid={jhv_spec}&display_name=x&requested_os_id=debian-12"),
            field("spec_uuid", &msg::no_such_spec(&jhv_spec)),
        ),
        (
            format!("spec_uuid={spec}&display_name=x&requested_os_id=talos-1-8"),
            field("requested_os_id", &msg::os_not_ready("talos-1-8")),
        ),
        (
            format!("spec_uuid={spec}&display_name=x&requested_os_id=debian-12&billing_account_id=1"),
            field("billing_account_id", &spec::error::billing::no_such_account(1)),
        ),
    ];
    for (form, expected) in cases {
        let refused = vms.metal(&LEASE_CREATE, "", &form).await;
        assert_eq!((refused.status, refused.json()), (StatusCode::BAD_REQUEST, expected), "{form}");
    }
    assert_eq!(vms.world().await, before);
}

#[tokio::test]
async fn with_every_machine_leased_or_offline_there_are_no_available_machines_until_a_repair() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let spec = vms.first_spec().await;
    vms.lease(&spec, "one").await;
    vms.lease(&spec, "two").await;
    let emptied = vms.first_spec().await;
    assert_eq!((emptied["is_available"].clone(), emptied["available_count"].clone()), (json!(false), json!(0)));
    let before = vms.world().await;
    let form = format!("spec_uuid={}&display_name=three&requested_os_id=debian-12", uuid(&spec));
    let refused = vms.metal(&LEASE_CREATE, "", &form).await;
    assert_eq!((refused.status, refused.json()), (StatusCode::CONFLICT, error(msg::NO_AVAILABLE_MACHINES)));
    assert_eq!(vms.world().await, before);

    // The operator repairs the offline machine: it can be leased at once.
    let machines = vms.machines().await;
    let offline = machines.iter().find(|m| m["spec_uuid"] == spec["uuid"] && m["status"] == "offline").unwrap();
    let repaired = vms.set_machine(offline["uuid"].as_str().unwrap(), json!({ "status": "available", "admin_notes": "" })).await;
    assert_eq!((repaired.status, repaired.json()["status"].clone()), (StatusCode::OK, json!("available")));
    assert_eq!(vms.metal(&LEASE_CREATE, "", &form).await.status, StatusCode::OK);

    // A leased machine is the tenant's: the operator cannot take it offline.
    let leased = vms.machines().await.into_iter().find(|m| m["status"] == "pending").unwrap();
    let before = vms.world().await;
    let refused = vms.set_machine(leased["uuid"].as_str().unwrap(), json!({ "status": "offline" })).await;
    assert_eq!((refused.status, refused.json()), (StatusCode::CONFLICT, message(msg::LEASED)));
    assert_eq!(vms.world().await, before);
}

#[tokio::test]
async fn another_users_or_an_unknown_lease_is_not_found() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1").await;
    let lease = uuid(&vms.lease(&vms.first_spec().await, "mine").await);
    let colleague = vms.with("colleague", "/v1").await;
    assert!(colleague.leases().await.is_empty());
    vms.advance(app.durations().metal_min_lease).await;
    let before = vms.world().await;
    for uuid in [lease.as_str(), "00000000-0000-4000-8000-000000000000"] {
        for (op, form) in [(&LEASE_UPDATE, "display_name=x"), (&LEASE_DELETE, "")] {
            let missing = colleague.metal(op, uuid, form).await;
            assert_eq!((missing.status, missing.json()), (StatusCode::NOT_FOUND, error(&msg::no_such_lease(uuid))));
        }
    }
    let elsewhere = vms.with("owner", "/v1/jhv").await.metal(&LEASE_DELETE, &lease, "").await;
    assert_eq!(elsewhere.status, StatusCode::NOT_FOUND, "a lease answers in its own location");
    assert_eq!(vms.world().await, before);
}

#[tokio::test]
async fn an_in_use_machine_is_charged_hourly_at_the_bare_metal_price() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1").await;
    let lease = vms.lease(&vms.first_spec().await, "billed").await;
    let account = lease["billing_account_id"].as_u64().unwrap();
    // Leased at 09:00, in use at 09:15: the hours ending 10:00, 11:00 and 12:00 are charged.
    vms.advance(3 * 3600).await;
    let path = format!("/v1/charging/usage?billing_account_id={account}");
    let usage = app.call(&USAGE, &path, Some(&vms.key), None).await.json();
    let row = usage.as_array().unwrap().iter().find(|u| u["uuid"] == lease["uuid"]).cloned().expect("the lease is billed");
    let brand = app.state.brands.default_brand();
    let price = brand.simulation.prices.iter().find(|p| p.resource_type == spec::pricing::PriceResourceType::BareMetalServer);
    assert_eq!((row["hours"].clone(), row["description"].clone()), (json!(3), json!("billed")));
    assert_eq!(row["price"].as_f64().unwrap(), serde_json::to_value(price.unwrap().price_per_unit).unwrap().as_f64().unwrap());
}

#[tokio::test]
async fn a_restricted_token_sees_and_leases_on_its_own_account_only() {
    use spec::access::ops::TOKEN_CREATE;
    use spec::billing::ops::ACCOUNT_CREATE;
    let app = TestApp::new();
    let owner = Vms::empty(&app, "/v1").await;
    let main = owner.account().await;
    let form = "title=Shop&email=shop%40example.com&customer_phone=%2B372+5555+1234&country=ee";
    let shop = app.call(&ACCOUNT_CREATE, "/v1/payment/billing_account", Some(&owner.key), Some((FORM, form))).await;
    let shop = shop.json()["id"].as_u64().expect("the new account's id");
    let spec = owner.first_spec().await;
    let mine = uuid(&owner.lease(&spec, "main-server").await);
    let form = format!("description=ci&restricted=true&billing_account_id={shop}");
    let tokens = app.call(&TOKEN_CREATE, "/v1/user-resource/token", Some(&owner.key), Some((FORM, &form))).await;
    let key = tokens.json().as_array().unwrap().last().unwrap()["token"].as_str().unwrap().to_string();
    let restricted = Vms { app: &app, session: owner.session.clone(), key, prefix: "/v1" };

    assert!(restricted.leases().await.is_empty(), "the main account's lease is out of reach");
    owner.advance(app.durations().metal_min_lease).await;
    let hidden = restricted.metal(&LEASE_DELETE, &mine, "").await;
    assert_eq!((hidden.status, hidden.json()), (StatusCode::NOT_FOUND, error(&msg::no_such_lease(&mine))));
    let refused = restricted
        .metal(
            &LEASE_CREATE,
            "",
            &format!("spec_uuid={}&display_name=x&requested_os_id=debian-12&billing_account_id={main}", uuid(&spec)),
        )
        .await;
    assert_eq!(
        (refused.status, refused.json()),
        (StatusCode::BAD_REQUEST, field("billing_account_id", &spec::error::billing::no_such_account(main)))
    );

    let scoped = restricted.lease(&spec, "shop-server").await;
    assert_eq!(scoped["billing_account_id"], shop, "a restricted token pays from its own account");
    assert_eq!(restricted.leases().await.len(), 1);
    assert_eq!(owner.leases().await.len(), 2, "the owner sees every account's leases");
}

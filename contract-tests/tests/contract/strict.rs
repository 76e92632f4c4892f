//! Strict and lenient sessions (docs/reference/strict-mode.md): every difference checked against
//! both modes, and the product behaviour both modes share (feature flags, LIMITED accounts, VM
//! create from a VM or replica).

use axum::http::StatusCode;
use serde_json::{Value, json};
use spec::compute::ops::*;
use spec::error::{billing, compute as msg};
use spec::network::ops::IP_CREATE;
use spec::storage::ops::BUCKET_CREATE;

use crate::compute::{Vms, WEB1};
use crate::harness::{FORM, JSON, TestApp, field, message, uuid};

impl Vms<'_> {
    /// A create naming the owner's account, as a strict session wants of a global key.
    async fn create_paid(&self, form: &str) -> Value {
        let account = self.account().await;
        self.create(&format!("{form}&billing_account_id={account}")).await
    }

    async fn set_strict(&self, strict: bool) -> Value {
        let path = format!("/__sim/sessions/{}/strict", self.session);
        let answer = self.app.control("PUT", &path, json!({ "strict": strict })).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.text);
        answer.json()
    }
}

#[tokio::test]
async fn strict_answers_every_slow_step_settled_and_lenient_shows_the_steps() {
    for (app, settled) in [(TestApp::strict(), true), (TestApp::new(), false)] {
        let vms = Vms::empty(&app, "/v1/tll").await;
        let vm = vms.create_paid(WEB1).await;
        let id = uuid(&vm);
        assert_eq!(vm["status"], if settled { "running" } else { "creating" });
        if !settled {
            vms.advance(vms.app.durations().vm_create).await;
        }
        let stopped = vms.act(&VM_STOP, &format!("uuid={id}")).await.json();
        assert_eq!(stopped["status"], if settled { "stopped" } else { "stopping" });
        if settled {
            let started = vms.act(&VM_START, &format!("uuid={id}")).await.json();
            assert_eq!(started["status"], "running");
            let reinstalled = vms.act(&VM_REINSTALL, &format!("uuid={id}")).await.json();
            assert_eq!(reinstalled["status"], "running");
        }
    }
}

#[tokio::test]
async fn the_choice_is_per_session_survives_a_reset_and_the_server_flag_is_only_the_default() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    assert_eq!(vms.set_strict(true).await["strict"], true);
    assert_eq!(vms.create_paid(WEB1).await["status"], "running");
    let journal = format!("/__sim/sessions/{}/journal?format=scenario", vms.session);
    let recorded = app.get(&journal).await.text;
    assert!(recorded.contains("strict: true"), "a recorded strict session replays strictly:\n{recorded}");
    let reset = app.control("POST", &format!("/__sim/sessions/{}/reset", vms.session), json!({})).await.json();
    assert_eq!(reset["strict"], true, "a reset keeps the choice");
    let other = Vms::empty(&app, "/v1/tll").await;
    assert_eq!(other.create_paid(WEB1).await["status"], "creating", "other sessions keep the server's default");
    let chosen = app.control("POST", "/__sim/sessions", json!({ "world": "empty", "strict": true })).await.json();
    assert_eq!(chosen["strict"], true);
    let path = format!("/__sim/sessions/{}/strict", vms.session);
    let empty = app.control("PUT", &path, Value::Null).await;
    assert_eq!(empty.status, StatusCode::BAD_REQUEST, "no silent switch back: {}", empty.text);
    assert_eq!(vms.set_strict(false).await["strict"], false);
    assert_eq!(vms.create_paid(WEB1).await["status"], "creating");
}

#[tokio::test]
async fn strict_wants_a_global_keys_billing_account_and_lenient_falls_back_to_the_default() {
    for (app, strict) in [(TestApp::strict(), true), (TestApp::new(), false)] {
        let vms = Vms::empty(&app, "/v1/tll").await;
        let before = vms.world().await;
        let answer = vms.call(&VM_CREATE, "", WEB1).await;
        if strict {
            assert_eq!(answer.status, StatusCode::BAD_REQUEST);
            assert_eq!(answer.json(), field("billing_account_id", msg::BILLING_ACCOUNT_REQUIRED));
            assert_eq!(vms.world().await, before, "the refusal changed nothing");
        } else {
            assert_eq!(answer.status, StatusCode::OK, "{}", answer.text);
            assert_eq!(answer.json()["billing_account"], vms.account().await);
        }
        // Every other create alike (docs/product/README.md#evidence: "global tokens must send billing_account_id on
        // creates"), in its area's error shape.
        let before = vms.world().await;
        let ip = app.call(&IP_CREATE, "/v1/tll/network/ip_addresses", Some(&vms.key), Some((JSON, "{}"))).await;
        if strict {
            assert_eq!(ip.status, StatusCode::BAD_REQUEST, "{}", ip.text);
            assert!(ip.text.contains(msg::BILLING_ACCOUNT_REQUIRED), "{}", ip.text);
            assert_eq!(vms.world().await, before, "the refusal changed nothing");
        } else {
            assert_eq!(ip.status, StatusCode::OK, "{}", ip.text);
            assert_eq!(ip.json()["billing_account_id"], vms.account().await);
        }
    }
}

#[tokio::test]
async fn a_switched_off_resource_type_is_refused_in_both_modes() {
    for app in [TestApp::strict(), TestApp::new()] {
        // dataxion sells no object storage.
        let (_, key) = app.owner_in(json!({ "world": "empty", "brand": "dataxion" })).await;
        let form = Some((FORM, "name=photos-2026"));
        let answer = app.call(&BUCKET_CREATE, "/v1/storage/bucket", Some(&key), form).await;
        assert_eq!(answer.status, StatusCode::FORBIDDEN, "{}", answer.text);
        assert_eq!(answer.json(), message(&billing::not_offered("bucket")), "storage answers in its message shape");
    }
}

#[tokio::test]
async fn a_limited_account_creates_within_the_sites_allowance_in_both_modes() {
    for app in [TestApp::strict(), TestApp::new()] {
        let vms = Vms::empty(&app, "/v1/tll").await;
        let account = vms.account().await;
        vms.edit_world(|world| world["billing_accounts"][account.to_string()]["restriction_level"] = json!("LIMITED")).await;
        let allowance = app.state.brands.default_brand().config.limited_billing_account_config.clone();
        let small = WEB1.replace("vcpu=2&ram=2048", &format!("vcpu={}&ram={}", allowance.vcpu, allowance.ram_mb));
        vms.create_paid(&small).await;
        let before = vms.world().await;
        let more = vms.call(&VM_CREATE, "", &format!("{small}&billing_account_id={account}")).await;
        assert_eq!(more.status, StatusCode::BAD_REQUEST, "{}", more.text);
        assert_eq!(more.json(), crate::harness::error(&billing::limited_allowance(allowance.vcpu, allowance.ram_mb)));
        assert_eq!(vms.world().await, before);
    }
}

#[tokio::test]
async fn a_vm_is_created_from_a_vm_or_a_replica_in_both_modes() {
    for app in [TestApp::strict(), TestApp::new()] {
        let vms = Vms::empty(&app, "/v1/tll").await;
        let source = vms.create_paid(WEB1).await;
        let id = uuid(&source);
        vms.advance(vms.app.durations().vm_create).await;
        let copy = vms.create_paid(&format!("name=copy&vcpu=1&ram=1024&source_uuid={id}")).await;
        assert_eq!((copy["os_name"].clone(), copy["vcpu"].clone()), (source["os_name"].clone(), json!(1)));
        assert_eq!(copy["storage"][0]["size"], source["storage"][0]["size"]);
        assert_ne!(copy["storage"][0]["uuid"], source["storage"][0]["uuid"]);
        let replica = vms.act(&VM_REPLICA_CREATE, &format!("uuid={id}")).await;
        assert_eq!(replica.status, StatusCode::OK, "{}", replica.text);
        let replica = replica.json()["uuid"].as_str().unwrap().to_string();
        let restored = vms.create_paid(&format!("name=restored&vcpu=1&ram=1024&source_uuid={id}&source_replica={replica}")).await;
        assert_eq!(restored["storage"][0]["size"], source["storage"][0]["size"]);
        let before = vms.world().await;
        let wrong = vms.call(&VM_CREATE, "", "name=x&vcpu=1&ram=1024&source_replica=nope&billing_account_id=1").await;
        assert_eq!(wrong.status, StatusCode::BAD_REQUEST);
        assert_eq!(wrong.json()["errors"]["source_replica"], msg::no_such_replica("nope"));
        assert_eq!(vms.world().await, before);
    }
}

#[tokio::test]
async fn strict_forbids_another_keys_billing_account_in_the_payment_shape_and_lenient_does_not_know_it() {
    for (app, strict) in [(TestApp::strict(), true), (TestApp::new(), false)] {
        let owner = Vms::empty(&app, "/v1").await;
        let colleague = owner.with("colleague", "/v1").await;
        let account = owner.account().await;
        let path = format!("/v1/payment/billing_account?billing_account_id={account}");
        let answer = app.call(&spec::billing::ops::ACCOUNT_GET, &path, Some(&colleague.key), None).await;
        if strict {
            assert_eq!(answer.status, StatusCode::FORBIDDEN, "{}", answer.text);
            let shape = json!({ "errors": { "consumer::resource_forbidden": {
                "msg": "Consumer not allowed to access resource.", "subtype": "resource_forbidden", "type": "consumer"
            } } });
            assert_eq!(answer.json(), shape);
        } else {
            assert_eq!(answer.status, StatusCode::NOT_FOUND, "{}", answer.text);
            assert_eq!(answer.json(), crate::harness::error(&billing::no_such_account(account)));
        }
        // An account that does not exist is unknown in both.
        let path = "/v1/payment/billing_account?billing_account_id=999999999";
        let unknown = app.call(&spec::billing::ops::ACCOUNT_GET, path, Some(&colleague.key), None).await;
        assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    }
}

//! Every brand's demo world (`scenarios/demo/<brand>.yaml`): everything the console lists for it
//! answers within the contract's schemas, and it holds what a lived-in account should.

use axum::body::Body;
use axum::http::Request;
use serde_json::{Value, json};
use spec::access::ops::{GROUP_LIST, SHARED_LIST, TOKEN_LIST};
use spec::billing::ops::{ACCOUNT_GET, ACCOUNT_LIST, CREDIT_LIST, USAGE};
use spec::compute::ops::{VM_GET, VM_LIST, VM_REPLICA_LIST};
use spec::metal::ops::{LEASE_LIST, OS_LIST, SPEC_LIST};

use crate::harness::TestApp;

/// Which session and keys a brand's demo world has, made through the control API.
async fn demo_session(app: &TestApp, brand: &str) -> (String, String) {
    let info = app.post("/__sim/sessions", json!({"brand": brand, "world": "demo"})).await.json();
    let key = |role: &str| {
        let users = info["users"].as_array().expect("the session's users");
        users.iter().find(|u| u["role"] == role).and_then(|u| u["api_key"].as_str()).expect("the role's key").to_string()
    };
    (key("owner"), key("colleague"))
}

fn items(value: &Value) -> &Vec<Value> {
    value.as_array().unwrap_or_else(|| panic!("a list: {value}"))
}

#[tokio::test]
async fn every_brands_demo_world_answers_within_the_contract() {
    let app = TestApp::new();
    let brands = app.get("/__sim/brands").await.json();
    for brand in items(&brands) {
        let name = brand["name"].as_str().unwrap();
        let (owner, colleague) = demo_session(&app, name).await;
        let vms_enabled = brand["config"]["vmsEnabled"] == true;
        let metal_enabled = brand["config"]["bareMetalEnabled"] == true;
        let (mut vms, mut leases) = (0, 0);
        app.call(&OS_LIST, "/v1/metal/os", Some(&owner), None).await;
        for location in items(&brand["config"]["locations"]) {
            let slug = location["slug"].as_str().unwrap();
            let list = app.call(&VM_LIST, &format!("/v1/{slug}/user-resource/vm/list"), Some(&owner), None).await.json();
            for vm in items(&list) {
                let uuid = vm["uuid"].as_str().unwrap();
                let one = app.call(&VM_GET, &format!("/v1/{slug}/user-resource/vm?uuid={uuid}"), Some(&owner), None).await;
                assert_eq!(one.json()["name"], vm["name"], "{name}");
                for kind in ["snapshot", "backup"] {
                    let path = format!("/v1/{slug}/user-resource/vm/replica?uuid={uuid}&r_type={kind}");
                    app.call(&VM_REPLICA_LIST, &path, Some(&owner), None).await;
                }
            }
            vms += items(&list).len();
            app.call(&SPEC_LIST, &format!("/v1/{slug}/metal/specs"), Some(&owner), None).await;
            leases += items(&app.call(&LEASE_LIST, &format!("/v1/{slug}/metal/leases"), Some(&owner), None).await.json()).len();
        }
        assert_eq!(leases > 0, metal_enabled, "{name}: bare metal leases exactly where the brand sells them");
        assert_eq!(vms > 0, vms_enabled, "{name}: VMs exactly where the brand enables them");
        let accounts = app.call(&ACCOUNT_LIST, "/v1/payment/billing_account/list", Some(&owner), None).await.json();
        assert_eq!(items(&accounts).len(), 2, "{name}: the owner's two billing accounts");
        for account in items(&accounts) {
            let id = &account["id"];
            app.call(&ACCOUNT_GET, &format!("/v1/payment/billing_account?id={id}"), Some(&owner), None).await;
            let query = format!("billing_account_id={id}");
            let credit = app.call(&CREDIT_LIST, &format!("/v1/payment/credit/list?{query}"), Some(&owner), None).await.json();
            let usage = app.call(&USAGE, &format!("/v1/charging/usage?{query}"), Some(&owner), None).await.json();
            if account["is_default"] == true {
                assert!(!items(&credit).is_empty(), "{name}: the top-up, after any first-account credit");
                assert_eq!(items(&usage).is_empty(), !vms_enabled && !metal_enabled, "{name}: this month's usage");
            }
        }
        let tokens = app.call(&TOKEN_LIST, "/v1/user-resource/token/list", Some(&owner), None).await.json();
        assert_eq!(items(&tokens).iter().filter(|t| t["restricted"] == true).count(), 1, "{name}: {tokens}");
        let groups = app.call(&GROUP_LIST, "/v1/user-resource/access_group", Some(&owner), None).await.json();
        assert_eq!(items(&groups).len(), 1, "{name}");
        let shared = app.call(&SHARED_LIST, "/v1/user-resource/impersonation", Some(&colleague), None).await.json();
        assert!(shared.to_string().contains("\"is_accepted\":true"), "{name}: the colleague accepted: {shared}");
    }
}

#[tokio::test]
async fn reset_returns_a_demo_session_to_the_world_it_was_built_as() {
    let app = TestApp::new();
    let state = || async { app.get("/__sim/sessions/default/state").await.json() };
    let built = state().await;
    let owner = app.key("owner").await;
    let list = app.call(&VM_LIST, "/v1/tll/user-resource/vm/list", Some(&owner), None).await.json();
    let uuid = items(&list)[0]["uuid"].as_str().unwrap().to_string();
    let delete = Request::delete("/v1/tll/user-resource/vm").header("apikey", &owner);
    let form = delete.header("content-type", "application/x-www-form-urlencoded").body(Body::from(format!("uuid={uuid}")));
    assert!(app.send(form.unwrap()).await.status.is_success());
    app.advance("default", 86400).await;
    assert_ne!(state().await["world"], built["world"]);
    app.post("/__sim/sessions/default/reset", json!({})).await;
    assert_eq!(state().await["world"], built["world"]);
}

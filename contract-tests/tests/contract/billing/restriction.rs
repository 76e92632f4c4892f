//! Debt and restriction: an account out of credit is limited then frozen; the top-up that clears it.

use axum::http::StatusCode;
use rust_decimal::Decimal;
use serde_json::json;
use spec::billing::ops::*;
use spec::compute::ops::VM_CREATE;
use spec::error::{billing as msg, validation};

use crate::billing::{Billing, id, money};
use crate::harness::{FORM, TestApp, error, field};

#[tokio::test]
async fn out_of_credit_on_a_site_without_debt_an_account_is_limited_then_frozen_with_its_vm_stopped() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "vdc", "empty").await;
    let account = owner.default_account().await;
    assert_eq!((account["allow_debt"].clone(), account["restriction_level"].clone()), (json!(false), json!("CLEAR")));
    let query = format!("?billing_account_id={}", id(&account));
    let form = "name=big-1&os_name=ubuntu&os_version=24.04&username=mari&password=Secret123&vcpu=8&ram=16384&disks=200";
    let vm = app.call(&VM_CREATE, "/v1/user-resource/vm", Some(&owner.key), Some((FORM, form))).await;
    assert_eq!(vm.status, StatusCode::OK, "{}", vm.text);
    owner.advance(3 * 86_400).await;
    let limited = owner.ok(&ACCOUNT_GET, &query, "").await;
    assert_eq!(limited["restriction_level"], "LIMITED");
    assert!(money(&limited["running_totals"]["credit_available"]) < Decimal::ZERO);
    let refused = app.call(&VM_CREATE, "/v1/user-resource/vm", Some(&owner.key), Some((FORM, form))).await;
    // Beyond the site's LIMITED allowance; the VM family answers refusals with 400.
    let allowance = &app.state.brands.get("vdc").expect("vdc").config.limited_billing_account_config;
    let beyond = msg::limited_allowance(allowance.vcpu, allowance.ram_mb);
    assert_eq!((refused.status, refused.json()), (StatusCode::BAD_REQUEST, error(&beyond)));
    owner.advance(7 * 86_400).await;
    assert_eq!(owner.ok(&ACCOUNT_GET, &query, "").await["restriction_level"], "FROZEN");
    let uuid = vm.json()["uuid"].as_str().unwrap().to_string();
    let path = format!("/v1/user-resource/vm?uuid={uuid}");
    let stopped = app.call(&spec::compute::ops::VM_GET, &path, Some(&owner.key), None).await.json();
    assert_eq!(stopped["status"], "stopped");
}

#[tokio::test]
async fn the_restriction_clearing_top_up_defaults_to_the_minimum_top_up_and_only_an_administrator_sets_it() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    assert_eq!(owner.ok(&RESTRICTION_THRESHOLD_GET, "", "").await, json!({ "threshold": 13.0 }));
    let forbidden = error(spec::error::identity::NOT_ADMIN);
    owner.refused(&RESTRICTION_THRESHOLD_SET, "", "threshold=50", StatusCode::FORBIDDEN, forbidden).await;
    let admin = owner.as_role("admin").await;
    let negative = field("threshold", &validation::at_least(0));
    admin.refused(&RESTRICTION_THRESHOLD_SET, "", "threshold=-1", StatusCode::BAD_REQUEST, negative).await;
    assert_eq!(admin.ok(&RESTRICTION_THRESHOLD_SET, "", "threshold=50").await, json!({ "threshold": 50.0 }));
    assert_eq!(owner.ok(&RESTRICTION_THRESHOLD_GET, "", "").await, json!({ "threshold": 50.0 }));
}

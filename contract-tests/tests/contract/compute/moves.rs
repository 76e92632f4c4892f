//! `resource_billing`: a VM and its attached disks move to another active account of the caller;
//! every refusal answers in the VM family's shape and changes nothing. `billing_resources` lists
//! what one account pays for.

use axum::http::StatusCode;
use serde_json::json;
use spec::access::ops::TOKEN_CREATE;
use spec::compute::ops::*;
use spec::error::{billing, compute as msg, validation};

use crate::compute::Vms;
use crate::harness::{FORM, TestApp, copy_account, error, field, uuid};

/// An owner with a running VM, a disk attached to it, and a second active account; the VM's
/// uuid, the disk's and both account ids.
async fn setup(vms: &Vms<'_>) -> (String, String, u64, u64) {
    let vm = uuid(&vms.running().await);
    let disk = uuid(&vms.new_disk("size_gb=10").await);
    vms.act(&VM_STORAGE_ATTACH, &format!("uuid={vm}&storage_uuid={disk}")).await;
    let first = vms.account().await;
    let second = first + 1000;
    vms.edit_world(|world| copy_account(world, first, second)).await;
    (vm, disk, first, second)
}

#[tokio::test]
async fn a_vm_moves_to_another_account_with_its_attached_disks() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let (vm, disk, _, second) = setup(&vms).await;
    let moved = vms.act(&RESOURCE_BILLING, &format!("uuid={vm}&billing_account_id={second}&resource_type=vm")).await;
    assert_eq!((moved.status, moved.json()["billing_account"].clone()), (StatusCode::OK, json!(second)));
    assert_eq!(vms.disk(&DISK_GET, &disk, "").await.json()["billing_account_id"], second);
}

#[tokio::test]
async fn billing_resources_lists_an_accounts_vms_as_vm_list_shows_them_and_follows_a_move() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let (vm, _, first, second) = setup(&vms).await;
    let listed = |account: u64| {
        let vms = &vms;
        async move { vms.call(&BILLING_RESOURCES, &format!("?id={account}&resource_type=vm"), "").await }
    };
    let before = listed(first).await;
    assert_eq!(before.status, StatusCode::OK, "{}", before.text);
    assert_eq!(before.json(), json!(vms.list().await));
    assert_eq!(listed(second).await.json(), json!([]));
    vms.act(&RESOURCE_BILLING, &format!("uuid={vm}&billing_account_id={second}")).await;
    let after = vms.call(&BILLING_RESOURCES, &format!("?id={second}"), "").await.json();
    assert_eq!(after[0]["uuid"], json!(vm), "resource_type defaults to vm");
    let jhv = vms.with("owner", "/v1/jhv").await;
    assert_eq!(jhv.call(&BILLING_RESOURCES, &format!("?id={second}"), "").await.json(), json!([]), "per location");
    let missing = listed(42).await;
    assert_eq!((missing.status, missing.json()), (StatusCode::BAD_REQUEST, error(&billing::no_such_account(42))));
    let disk = vms.call(&BILLING_RESOURCES, &format!("?id={first}&resource_type=disk"), "").await;
    assert_eq!((disk.status, disk.json()), (StatusCode::BAD_REQUEST, field("resource_type", &validation::one_of(&["vm"]))));
}

#[tokio::test]
async fn refused_moves_answer_the_vm_family_errors_and_change_nothing() {
    let app = TestApp::new();
    let owner = Vms::empty(&app, "/v1/tll").await;
    let (vm, _, first, second) = setup(&owner).await;
    let form = (FORM, format!("restricted=true&billing_account_id={first}"));
    let tokens = app.call(&TOKEN_CREATE, "/v1/user-resource/token", Some(&owner.key), Some((form.0, &form.1))).await.json();
    let secret = tokens.as_array().unwrap().last().unwrap()["token"].as_str().unwrap().to_string();
    let restricted = Vms { app: &app, session: owner.session.clone(), key: secret, prefix: "/v1/tll" };
    let colleague = owner.with("colleague", "/v1/tll").await;
    let before = owner.world().await;
    for (caller, form, body) in [
        (&owner, format!("uuid={vm}&billing_account_id=42"), field("billing_account_id", &billing::no_such_account(42))),
        (
            &owner,
            format!("uuid={vm}&billing_account_id={second}&resource_type=disk"),
            field("resource_type", &validation::one_of(&["vm"])),
        ),
        (
            &restricted,
            format!("uuid={vm}&billing_account_id={second}"),
            field("billing_account_id", &billing::no_such_account(second)),
        ),
        (&colleague, format!("uuid={vm}&billing_account_id={second}"), error(&msg::no_such_vm(&vm))),
    ] {
        let answer = caller.act(&RESOURCE_BILLING, &form).await;
        assert_eq!((answer.status, answer.json()), (StatusCode::BAD_REQUEST, body), "{form}");
    }
    assert_eq!(owner.world().await, before);
    owner.edit_world(|world| world["billing_accounts"][second.to_string()]["status"] = json!("SUSPENDED")).await;
    let inactive = owner.act(&RESOURCE_BILLING, &format!("uuid={vm}&billing_account_id={second}")).await;
    assert_eq!((inactive.status, inactive.json()), (StatusCode::BAD_REQUEST, error(billing::ACCOUNT_INACTIVE)));
}

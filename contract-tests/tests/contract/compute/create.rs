//! The create rules: every field a create form is refused for, and where a VM may be placed.

use axum::http::StatusCode;
use serde_json::{Value, json};
use spec::compute::ops::*;
use spec::error::{billing, compute as msg, validation};

use crate::compute::{Vms, WEB1};
use crate::harness::{FORM, JSON, TestApp, error, field};

async fn refused(form: &str) -> Value {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let answer = vms.act(&VM_CREATE, form).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{}", answer.text);
    assert!(vms.list().await.is_empty(), "a refused create leaves nothing behind");
    answer.json()
}

#[tokio::test]
async fn create_requires_the_os_login_size_and_disk() {
    let body = refused("name=bare&vcpu=1&ram=1024").await;
    let required = validation::REQUIRED;
    assert_eq!(
        body,
        json!({ "errors": { "disks": required, "os_name": required, "os_version": required, "password": required, "username": required } })
    );
    let schema = refused("os_name=ubuntu").await;
    assert_eq!(schema, json!({ "errors": { "name": required, "ram": required, "vcpu": required } }));
}

#[tokio::test]
async fn create_names_the_versions_of_the_chosen_os() {
    let body = refused(&WEB1.replace("os_version=24.04", "os_version=24.04-lts")).await;
    assert_eq!(
        body,
        json!({ "errors": { "os_version": "if 'os_name=ubuntu' then value must be one from the list ['20.04', '22.04', '24.04']" } })
    );
}

#[tokio::test]
async fn create_checks_keys_logins_and_cloud_init() {
    let body =
        refused(&format!("{WEB1}&public_key=ssh-rsa%20AAAA!!public_key=ssh-rsa%20not%20base64!&cloud_init=runcmd:%20[ls]")).await;
    assert_eq!(body, json!({ "errors": { "cloud_init": msg::CLOUD_INIT_JSON, "public_key": msg::SSH_KEY_PATTERN } }));
    let root = refused(&WEB1.replace("username=mari", "username=root")).await;
    assert_eq!(root, field("username", msg::USERNAME_RULE));
    let weak = refused(&WEB1.replace("Secret123", "secret123")).await;
    assert_eq!(weak, field("password", msg::PASSWORD_RULE));
}

#[tokio::test]
async fn create_accepts_repeated_keys_and_a_json_cloud_init() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1").await;
    let keys = "public_keys=ssh-ed25519%20AAAAC3NzaC1lZDI1NTE5AAAAIG%20a@b&public_keys=ssh-rsa%20AAAAB3NzaC1yc2E%3D";
    let cloud_init = "cloud_init=%7B%22runcmd%22%3A%5B%22ls%22%5D%7D";
    vms.create(&format!("{WEB1}&{keys}&{cloud_init}")).await;
}

#[tokio::test]
async fn create_reads_a_json_body_too() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    let body = json!({"name": "api-1", "os_name": "debian", "os_version": "12", "username": "deploy", "password": "Secret123",
                      "vcpu": 1, "ram": 1024, "disks": 20, "reserve_public_ip": false, "backup": true});
    let vm = app.call(&VM_CREATE, "/v1/user-resource/vm", Some(&key), Some((JSON, &body.to_string()))).await.json();
    assert_eq!((vm["os_name"].clone(), vm["backup"].clone()), (json!("debian"), json!(true)));
}

#[tokio::test]
async fn create_keeps_to_the_pools_guest_limits() {
    let body = refused(&WEB1.replace("vcpu=2", "vcpu=17").replace("ram=2048", "ram=256").replace("disks=40", "disks=10")).await;
    assert_eq!(
        body,
        json!({ "errors": { "disks": validation::at_least(20), "ram": validation::at_least(512), "vcpu": validation::at_most(16) } })
    );
}

#[tokio::test]
async fn create_places_the_vm_in_a_pool_of_the_location() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let pools = app.call(&HOST_POOLS, "/v1/tll/user-resource/host_pool/list", Some(&vms.key), None).await.json();
    let foreign = app.call(&HOST_POOLS, "/v1/jhv/user-resource/host_pool/list", Some(&vms.key), None).await.json();
    let other = pools.as_array().unwrap().last().unwrap();
    let vm = vms.create(&format!("{WEB1}&designated_pool_uuid={}", other["uuid"].as_str().unwrap())).await;
    assert_eq!(vm["designated_pool_name"], other["name"]);
    let jhv_pool = foreign[0]["uuid"].as_str().unwrap();
    let answer = vms.act(&VM_CREATE, &format!("{WEB1}&designated_pool_uuid={jhv_pool}")).await;
    assert_eq!(answer.json(), field("designated_pool_uuid", &msg::no_such_host_pool(jhv_pool)));
}

#[tokio::test]
async fn create_needs_an_active_billing_account_of_the_caller() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1").await;
    let whole = vms.act(&VM_CREATE, &format!("{WEB1}&billing_account_id=abc")).await;
    assert_eq!(whole.json(), field("billing_account_id", validation::WHOLE_NUMBER));
    let unknown = vms.act(&VM_CREATE, &format!("{WEB1}&billing_account_id=42")).await;
    assert_eq!(unknown.json(), field("billing_account_id", &billing::no_such_account(42)));
    vms.edit_world(|world| {
        for account in world["billing_accounts"].as_object_mut().unwrap().values_mut() {
            account["status"] = json!("SUSPENDED");
        }
    })
    .await;
    let inactive = vms.act(&VM_CREATE, WEB1).await;
    assert_eq!((inactive.status, inactive.json()), (StatusCode::BAD_REQUEST, error(billing::ACCOUNT_INACTIVE)));
}

#[tokio::test]
async fn a_full_pool_answers_high_demand() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    vms.create(WEB1).await;
    vms.edit_world(|world| {
        for pool in world["host_pools"].as_object_mut().unwrap().values_mut() {
            pool["capacity"]["vcpu"] = json!(3);
        }
    })
    .await;
    let full = vms.act(&VM_CREATE, &WEB1.replace("web-1", "web-2")).await;
    assert_eq!((full.status, full.json()), (StatusCode::BAD_REQUEST, error(msg::HIGH_DEMAND)));
    vms.create(&WEB1.replace("vcpu=2", "vcpu=1")).await;
}

#[tokio::test]
async fn a_location_closed_for_new_resources_refuses_creates() {
    let app = TestApp::new();
    let (_, key) = app.owner_in(json!({ "brand": "denvr" })).await;
    let answer = app.call(&VM_CREATE, "/v1/phx01/user-resource/vm", Some(&key), Some((FORM, WEB1))).await;
    assert_eq!((answer.status, answer.json()), (StatusCode::BAD_REQUEST, error(msg::CREATE_DISABLED)));
    let open = app.call(&VM_CREATE, "/v1/hou01/user-resource/vm", Some(&key), Some((FORM, WEB1))).await;
    assert_eq!(open.status, StatusCode::OK);
}

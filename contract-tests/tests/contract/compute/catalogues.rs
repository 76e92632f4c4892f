//! The VM catalogues: images, boot media and the parameters a create form is checked against.

use axum::http::StatusCode;
use serde_json::{Value, json};
use spec::compute::ops::*;

use crate::compute::WEB1;
use crate::harness::{FORM, TestApp};

#[tokio::test]
async fn vm_images_are_public_with_one_default_apps_and_a_licensed_windows() {
    let app = TestApp::new();
    let images = app.call(&VM_IMAGES, "/v1/config/vm_images", None, None).await.json();
    let images = images.as_array().unwrap();
    let defaults: Vec<&Value> = images.iter().filter(|i| i["is_default"] == true).collect();
    assert_eq!(defaults.len(), 1);
    assert_eq!(defaults[0]["os_name"], "ubuntu");
    assert!(images.iter().any(|i| i["is_app_catalog"] == true), "pilvio enables the application catalogue");
    let windows = images.iter().find(|i| i["os_name"] == "windows").unwrap();
    assert_eq!(windows["license_type"], "windows");
    assert!(images.iter().filter(|i| i["os_name"] != "windows").all(|i| i.get("license_type").is_none()));
}

#[tokio::test]
async fn a_site_without_vm_apps_lists_and_accepts_no_app_images() {
    let app = TestApp::new();
    let (_, key) = app.owner_in(json!({ "brand": "rackdog" })).await;
    let images = app.call(&VM_IMAGES, "/v1/config/vm_images", Some(&key), None).await.json();
    assert!(images.as_array().unwrap().iter().all(|i| i["is_app_catalog"] == false));
    let form = WEB1.replace("os_name=ubuntu&os_version=24.04", "os_name=docker&os_version=27");
    let refused = app.call(&VM_CREATE, "/v1/user-resource/vm", Some(&key), Some((FORM, &form))).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    assert!(refused.json()["errors"]["os_name"].as_str().unwrap().starts_with("value must be one from the list ['ubuntu'"));
}

#[tokio::test]
async fn boot_images_list_installers_and_tools() {
    let app = TestApp::new();
    let media = app.call(&BOOT_IMAGES, "/v1/config/boot_images", None, None).await.json();
    let media = media.as_array().unwrap();
    assert!(media.iter().any(|m| m["is_installation_media"] == true));
    assert!(media.iter().any(|m| m["is_installation_media"] == false));
    assert!(media.iter().any(|m| m["is_published"] == false), "retired media stay listed");
}

#[tokio::test]
async fn vm_parameters_carry_the_os_limits_and_the_live_ssh_pattern() {
    let app = TestApp::new();
    let params = app.call(&VM_PARAMETERS, "/v1/api/parameters/vm", None, None).await.json();
    let by_name = |name: &str| params.as_array().unwrap().iter().find(|p| p["parameter"] == name).cloned().unwrap();
    let os_version = by_name("os_version");
    assert_eq!(os_version["limited_by"], "os_name");
    let ubuntu = os_version["limits"].as_array().unwrap().iter().find(|l| l["os_name"] == "ubuntu").unwrap();
    assert_eq!(ubuntu["values"], json!(["20.04", "22.04", "24.04"]));
    assert_eq!(os_version["ignore_for"], json!(["disk_uuid", "source_uuid"]), "as the live list has it");
    let key = by_name("public_key");
    assert_eq!(key["constraint"], "regexp");
    assert_eq!(key["mandatory"], false);
    assert_eq!(key["expression"], r"^(ssh-(rsa|dsa|ecdsa|ed25519)|ecdsa-sha2-nistp[0-9]+) [A-Za-z0-9+/]+[=]{0,3}(\s.*)?$");
    assert!(params.as_array().unwrap().iter().all(|p| !["vcpu", "ram", "disks"].contains(&p["parameter"].as_str().unwrap())));
}

//! The user, profile, privileges and MFA.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::json;
use spec::identity::ops::{MFA_ACTIVATE, MFA_DEACTIVATE, MFA_STATUS, PRIVILEGES_GET, USER_GET};

use crate::harness::{TestApp, error};

#[tokio::test]
async fn the_user_has_the_real_apis_shape() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    let user = app.call(&USER_GET, "/v1/user-resource/user", Some(&key), None).await.json();
    assert_eq!(user["profile"], json!(null));
    assert_eq!(user["name"], user["profile_data"]["email"]);
    assert_eq!(user["profile_data"]["user_id"], user["id"]);
    assert_eq!(user["state"], json!({}));
}

#[tokio::test]
async fn privileges_are_403_for_a_normal_user_and_200_for_the_admin() {
    let app = TestApp::new();
    let owner = app.key("owner").await;
    let admin = app.key("admin").await;
    let refused = app.call(&PRIVILEGES_GET, "/v1/user-resource/user/privileges", Some(&owner), None).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert_eq!(refused.json(), error("You do not have permission to perform this action"));
    let granted = app.call(&PRIVILEGES_GET, "/v1/user-resource/user/privileges", Some(&admin), None).await;
    assert_eq!(granted.status, StatusCode::OK);
    assert_eq!(granted.json()["is_admin"], true);
}

#[tokio::test]
async fn mfa_activates_through_the_ticket_page_and_deactivates() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    assert_eq!(mfa_active(&app, &key).await, false);
    let ticket = app.call(&MFA_ACTIVATE, "/v1/user-resource/mfa/activate", Some(&key), None).await.json();
    let url = ticket["ticket_url"].as_str().unwrap();
    let path = &url[url.find("/__sim/").unwrap()..];
    let page = app.get(path).await;
    assert!(page.text.contains("enable MFA"), "{}", page.text);
    let done = app.send(Request::post(path).body(Body::empty()).unwrap()).await;
    assert_eq!(done.status, StatusCode::OK);
    assert_eq!(mfa_active(&app, &key).await, true);
    let again = app.call(&MFA_ACTIVATE, "/v1/user-resource/mfa/activate", Some(&key), None).await;
    assert_eq!(again.json(), error("MFA is already active"));
    let off = app.call(&MFA_DEACTIVATE, "/v1/user-resource/mfa/deactivate", Some(&key), None).await;
    assert_eq!(off.json(), json!({"success": true}));
    assert_eq!(mfa_active(&app, &key).await, false);
}

async fn mfa_active(app: &TestApp, key: &str) -> serde_json::Value {
    app.call(&MFA_STATUS, "/v1/user-resource/mfa/is_active", Some(key), None).await.json()["is_active"].clone()
}

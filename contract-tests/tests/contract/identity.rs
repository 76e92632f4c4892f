//! The user, profile, privileges, MFA and saved SSH keys.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::json;
use spec::error::{compute, identity, validation};
use spec::identity::ops::{MFA_ACTIVATE, MFA_DEACTIVATE, MFA_STATUS, PRIVILEGES_GET, PROFILE_UPDATE, USER_GET};
use spec::identity::ssh_key::ops as ssh;

use crate::harness::{FORM, JSON, TestApp, error, field};

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
async fn mfa_activates_through_the_ticket_page_and_stays_active() {
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
    assert_eq!(off.status, StatusCode::CONFLICT, "deactivation is unavailable (docs/product/identity.md#mfa)");
    assert_eq!(off.json(), error("MFA deactivation is deprecated and currently unavailable"));
    assert_eq!(mfa_active(&app, &key).await, true);
}

async fn mfa_active(app: &TestApp, key: &str) -> serde_json::Value {
    app.call(&MFA_STATUS, "/v1/user-resource/mfa/is_active", Some(key), None).await.json()["is_active"].clone()
}

const KEY: &str = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHJ0ZXN0a2V5 mari@laptop";
const KEYS: &str = "/v1/user-resource/ssh_keys";

async fn keys(app: &TestApp, key: &str) -> serde_json::Value {
    app.call(&ssh::LIST, KEYS, Some(key), None).await.json()
}

#[tokio::test]
async fn an_ssh_key_is_created_with_200_and_no_fingerprint_renamed_and_deleted() {
    let app = TestApp::strict();
    let key = app.key("owner").await;
    let user = app.call(&USER_GET, "/v1/user-resource/user", Some(&key), None).await.json();
    assert_eq!(keys(&app, &key).await, json!([]));
    let body = json!({"name": "laptop", "public_key": KEY}).to_string();
    let created = app.call(&ssh::CREATE, KEYS, Some(&key), Some((JSON, &body))).await;
    assert_eq!(created.status, StatusCode::OK);
    let saved = created.json();
    let fields: Vec<&str> = saved.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(fields, ["uuid", "name", "public_key", "user_id", "created_at"]);
    assert_eq!(
        (saved["name"].clone(), saved["public_key"].clone(), saved["user_id"].clone()),
        (json!("laptop"), json!(KEY), user["id"].clone())
    );
    assert_eq!(keys(&app, &key).await, json!([saved]));
    let path = format!("{KEYS}/{}", saved["uuid"].as_str().unwrap());
    let renamed = app.call(&ssh::UPDATE, &path, Some(&key), Some((JSON, r#"{"name":"desk"}"#))).await.json();
    assert_eq!((renamed["name"].clone(), renamed["uuid"].clone()), (json!("desk"), saved["uuid"].clone()));
    let deleted = app.call(&ssh::DELETE, &path, Some(&key), None).await;
    assert_eq!((deleted.status, deleted.json()), (StatusCode::OK, json!({"success": true})));
    assert_eq!(keys(&app, &key).await, json!([]));
    let again = app.call(&ssh::DELETE, &path, Some(&key), None).await;
    let uuid = saved["uuid"].as_str().unwrap();
    assert_eq!((again.status, again.json()), (StatusCode::NOT_FOUND, error(&identity::no_such_ssh_key(uuid))));
}

#[tokio::test]
async fn a_bad_ssh_key_is_refused_naming_its_field_and_nothing_is_saved() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    let cases = [
        (json!({"name": "laptop", "public_key": "not a key"}), field("public_key", compute::SSH_KEY_PATTERN)),
        (json!({"name": "laptop", "public_key": "ssh-rsa"}), field("public_key", compute::SSH_KEY_PATTERN)),
        (json!({"public_key": KEY}), field("name", validation::REQUIRED)),
        (json!({"name": "   ", "public_key": KEY}), field("name", validation::REQUIRED)),
        (json!({"name": "x".repeat(256), "public_key": KEY}), field("name", &validation::at_most_chars(255))),
    ];
    for (body, expected) in cases {
        let answer = app.call(&ssh::CREATE, KEYS, Some(&key), Some((JSON, &body.to_string()))).await;
        assert_eq!((answer.status, answer.json()), (StatusCode::BAD_REQUEST, expected), "{body}");
    }
    assert_eq!(keys(&app, &key).await, json!([]));
}

#[tokio::test]
async fn a_key_already_saved_is_409_and_another_user_cannot_see_or_touch_it() {
    let app = TestApp::new();
    let (owner, member) = (app.key("owner").await, app.key("colleague").await);
    let body = json!({"name": "laptop", "public_key": KEY}).to_string();
    let saved = app.call(&ssh::CREATE, KEYS, Some(&owner), Some((JSON, &body))).await.json();
    let twice = json!({"name": "again", "public_key": KEY.replace("mari@laptop", "other")}).to_string();
    let refused = app.call(&ssh::CREATE, KEYS, Some(&owner), Some((JSON, &twice))).await;
    assert_eq!((refused.status, refused.json()), (StatusCode::CONFLICT, error(identity::SSH_KEY_EXISTS)));
    assert_eq!(keys(&app, &member).await, json!([]));
    let uuid = saved["uuid"].as_str().unwrap();
    let path = format!("{KEYS}/{uuid}");
    let rename = app.call(&ssh::UPDATE, &path, Some(&member), Some((JSON, r#"{"name":"mine"}"#))).await;
    assert_eq!((rename.status, rename.json()), (StatusCode::NOT_FOUND, error(&identity::no_such_ssh_key(uuid))));
    assert_eq!(keys(&app, &owner).await, json!([saved]));
}

#[tokio::test]
async fn a_profile_language_outside_en_et_es_was_accepted() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    let update = |form: &'static str| app.call(&PROFILE_UPDATE, "/v1/user-resource/user/profile", Some(&key), Some((FORM, form)));
    assert_eq!(update("lang=es").await.json()["lang"], json!("es"));
    let refused = update("lang=fr").await;
    assert_eq!((refused.status, refused.json()), (StatusCode::BAD_REQUEST, field("lang", validation::PATTERN)));
    let user = app.call(&USER_GET, "/v1/user-resource/user", Some(&key), None).await.json();
    assert_eq!(user["profile_data"]["lang"], json!("es"), "nothing changed");
}

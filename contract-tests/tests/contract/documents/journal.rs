//! A journal exported as a scenario (`/__sim/sessions/{id}/journal?format=scenario`): what a user
//! replays after a short fixed journey in a session of its own.

use axum::http::StatusCode;
use serde_json::json;
use spec::compute::ops::{VM_CREATE, VM_GET, VM_STOP};
use spec::identity::ops::{PROFILE_UPDATE, USER_GET};

use crate::harness::{FORM, TestApp, uuid};

#[tokio::test]
async fn a_short_journey_exports_as_this_scenario() {
    let app = TestApp::new();
    let (session, key) = app.owner_in(json!({ "brand": "pilvio", "world": "empty", "seed": 7 })).await;
    let call = |op, path: &str, form: Option<&str>| {
        let path = path.to_string();
        let key = key.clone();
        let form = form.map(str::to_string);
        let app = &app;
        async move { app.call(op, &path, Some(&key), form.as_deref().map(|f| (FORM, f))).await }
    };
    call(&USER_GET, "/v1/user-resource/user", None).await;
    call(&PROFILE_UPDATE, "/v1/user-resource/user/profile", Some("first_name=Mari&lang=et")).await;
    let form = "name=web-1&os_name=ubuntu&os_version=24.04&username=mari&password=Secret123&vcpu=1&ram=1024&disks=20";
    let vm = uuid(&call(&VM_CREATE, "/v1/tll/user-resource/vm", Some(form)).await.json());
    app.advance(&session, app.durations().vm_create.into()).await;
    call(&VM_GET, &format!("/v1/tll/user-resource/vm?uuid={vm}"), None).await;
    let refused = call(&VM_STOP, "/v1/tll/user-resource/vm/stop", Some("uuid=nope")).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.text);

    let scenario = app.get(&format!("/__sim/sessions/{session}/journal?format=scenario")).await;
    assert_eq!(scenario.status, StatusCode::OK, "{}", scenario.text);
    insta::assert_snapshot!("journal_scenario", scenario.text.replace(&session, "[session]"));
}

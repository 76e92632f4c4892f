//! The HTTP conventions of docs/product/conventions.md: gateway answers, optional location, both body encodings,
//! strict mode, field errors, correlation ids, and no 500 for any bad input.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::json;
use spec::compute::ops::HOST_POOLS;
use spec::identity::ops::{PROFILE_UPDATE, USER_GET};
use spec::routes::{Method, OPERATIONS};

use crate::harness::TestApp;

#[tokio::test]
async fn a_missing_key_gets_the_gateways_401() {
    let app = TestApp::new();
    let answer = app.call(&USER_GET, "/v1/user-resource/user", None, None).await;
    assert_eq!(answer.status, StatusCode::UNAUTHORIZED);
    assert_eq!(answer.json(), json!({"message": "No API key found in request"}));
    assert_eq!(answer.headers["www-authenticate"], "Key realm=\"kong\"");
}

#[tokio::test]
async fn an_unknown_key_gets_the_gateways_403() {
    let app = TestApp::new();
    for key in ["nonsense", "default.ffffffffffffffffffffffffffffffff", "nosession.abc"] {
        let answer = app.call(&USER_GET, "/v1/user-resource/user", Some(key), None).await;
        assert_eq!(answer.status, StatusCode::FORBIDDEN, "{key}");
        assert_eq!(answer.json(), json!({"message": "Invalid authentication credentials"}));
    }
}

#[tokio::test]
async fn unknown_paths_and_unknown_locations_get_the_gateways_404() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    for path in ["/v1/no/such/thing", "/v1/atlantis/user-resource/host_pool/list", "/v1/tll/user-resource/user", "/nothing"] {
        let request = Request::get(path).header("apikey", &key).body(Body::empty()).unwrap();
        let answer = app.send(request).await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(answer.json(), json!({"message": "no route and no API found with those values"}), "{path}");
        assert!(answer.headers.contains_key("x-warren-correlation-id"));
    }
}

#[tokio::test]
async fn the_location_prefix_is_optional_and_defaults_to_the_default_location() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    let default = app.call(&HOST_POOLS, "/v1/user-resource/host_pool/list", Some(&key), None).await;
    let tll = app.call(&HOST_POOLS, "/v1/tll/user-resource/host_pool/list", Some(&key), None).await;
    let jhv = app.call(&HOST_POOLS, "/v1/jhv/user-resource/host_pool/list", Some(&key), None).await;
    assert_eq!(default.status, StatusCode::OK);
    assert_eq!(default.json(), tll.json(), "tll is the default location of the default brand");
    assert_ne!(tll.json(), jhv.json(), "each location has its own pools");
}

#[tokio::test]
async fn form_and_json_bodies_are_both_read() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    let path = "/v1/user-resource/user/profile";
    let form =
        app.call(&PROFILE_UPDATE, path, Some(&key), Some(("application/x-www-form-urlencoded", "first_name=Mari&lang=et"))).await;
    assert_eq!(form.status, StatusCode::OK, "{}", form.text);
    assert_eq!(form.json()["first_name"], "Mari");
    let json = app.call(&PROFILE_UPDATE, path, Some(&key), Some(("application/json", r#"{"last_name":"Tamm"}"#))).await;
    assert_eq!(json.json()["last_name"], "Tamm");
    assert_eq!(json.json()["first_name"], "Mari", "fields not sent stay as they were");
    let query = app.call(&PROFILE_UPDATE, &format!("{path}?lang=es"), Some(&key), None).await;
    assert_eq!(query.json()["lang"], "es", "parameters may come in the query too");
}

#[tokio::test]
async fn strict_mode_ignores_json_where_the_real_api_reads_forms() {
    let app = TestApp::strict();
    let key = app.key("owner").await;
    let before = app.call(&USER_GET, "/v1/user-resource/user", Some(&key), None).await.json();
    let answer = app
        .call(
            &PROFILE_UPDATE,
            "/v1/user-resource/user/profile",
            Some(&key),
            Some(("application/json", r#"{"first_name":"Json"}"#)),
        )
        .await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(answer.json()["first_name"], before["profile_data"]["first_name"], "the JSON body was ignored");
}

#[tokio::test]
async fn invalid_fields_get_field_errors_and_change_nothing() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    let before = app.call(&USER_GET, "/v1/user-resource/user", Some(&key), None).await.text;
    let long = "x".repeat(101);
    let body = format!("first_name={long}&lang=english&phone_number=call-me");
    let answer = app
        .call(&PROFILE_UPDATE, "/v1/user-resource/user/profile", Some(&key), Some(("application/x-www-form-urlencoded", &body)))
        .await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        answer.json(),
        json!({"errors": {
            "first_name": "Ensure this field has no more than 100 characters",
            "lang": "Value does not match the required pattern",
            "phone_number": "Value does not match the required pattern"
        }})
    );
    let after = app.call(&USER_GET, "/v1/user-resource/user", Some(&key), None).await.text;
    assert_eq!(before, after);
}

#[tokio::test]
async fn malformed_json_and_wrong_types_are_400s() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    let path = "/v1/user-resource/user/profile";
    let broken = app.call(&PROFILE_UPDATE, path, Some(&key), Some(("application/json", "{\"first_name\":"))).await;
    assert_eq!(broken.json(), json!({"errors": {"body": "Request body is not valid JSON"}}));
    let typed = app.call(&PROFILE_UPDATE, path, Some(&key), Some(("application/json", r#"{"first_name": 5}"#))).await;
    assert_eq!(typed.json(), json!({"errors": {"first_name": "Invalid string provided"}}));
}

/// Every route, every kind of junk: the answer is a 2xx or a 4xx in the contract's shape.
#[tokio::test]
async fn bad_input_on_every_route_is_a_4xx_never_a_500() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    let junk = [
        ("application/json", "{not json"),
        ("application/json", "[1,2,3]"),
        ("application/json", r#"{"seconds": -1, "mode": "sideways", "path": 7, "first_name": {"a": 1}}"#),
        ("application/x-www-form-urlencoded", "%%%=&&=%zz"),
        ("application/x-www-form-urlencoded", "lang=12345&seconds=soon&times=0"),
        ("text/plain", "\u{0}\u{1}binary"),
    ];
    for op in OPERATIONS.iter().filter(|op| op.method != Method::Get) {
        let path = op.mounted_paths()[0]
            .replace("{location}", "tll")
            .replace("{id}", "default")
            .replace("{session}", "default")
            .replace("{ticket}", "t");
        for (content_type, body) in junk {
            if op.id == "sim_session_delete" {
                continue; // dropping the session under test is not bad input
            }
            let answer = app.call(op, &path, Some(&key), Some((content_type, body))).await;
            assert!(answer.status.as_u16() < 500, "{} with {body:?}: {}", op.id, answer.status);
        }
    }
}

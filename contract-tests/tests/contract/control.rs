//! The control API: sessions and their isolation, determinism, the clock, faults, the journal,
//! state export and import.

use std::time::Duration;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::{Value, json};
use spec::control::ops as sim;
use spec::identity::ops::{MFA_ACTIVATE, PROFILE_UPDATE, USER_GET};

use simulator::session::{Origin, Revised};
use simulator::world::World;
use simulator::{AppState, Options};

use crate::harness::{FORM, TestApp, error, message};

#[tokio::test]
async fn a_key_from_one_session_never_sees_another() {
    let app = TestApp::new();
    let a = app.post("/__sim/sessions", json!({"seed": 7})).await.json();
    let b = app.post("/__sim/sessions", json!({"seed": 7})).await.json();
    let key_a = a["users"][0]["api_key"].as_str().unwrap().to_string();
    let key_b = b["users"][0]["api_key"].as_str().unwrap().to_string();
    assert_ne!(key_a, key_b, "same seed, different sessions, different keys");
    app.call(&PROFILE_UPDATE, "/v1/user-resource/user/profile", Some(&key_a), Some((FORM, "first_name=OnlyInA"))).await;
    let user_b = app.call(&USER_GET, "/v1/user-resource/user", Some(&key_b), None).await.json();
    assert_ne!(user_b["profile_data"]["first_name"], "OnlyInA");
    // A's key under B's session id is no key at all: the seal binds the session.
    let sealed_a = key_a.split_once('.').unwrap().1;
    let forged = format!("{}.{sealed_a}", b["session"].as_str().unwrap());
    let user_forged = app.call(&USER_GET, "/v1/user-resource/user", Some(&forged), None).await;
    assert_eq!(user_forged.status, StatusCode::FORBIDDEN, "same seed, same secret inside, but sealed for A");
    // Dropping A kills its keys.
    let dropped = app
        .send(Request::delete(format!("/__sim/sessions/{}", a["session"].as_str().unwrap())).body(Body::empty()).unwrap())
        .await;
    assert_eq!(dropped.status, StatusCode::NO_CONTENT);
    assert_eq!(app.call(&USER_GET, "/v1/user-resource/user", Some(&key_a), None).await.status, StatusCode::FORBIDDEN);
}

/// Same seed and same requests give byte-identical answers, on two separate servers.
#[tokio::test]
async fn same_seed_and_requests_give_identical_bytes() {
    async fn run() -> Vec<String> {
        let app = TestApp::new();
        let key = app.key("owner").await;
        let mut bodies = Vec::new();
        bodies.push(app.get("/__sim/sessions").await.text);
        bodies.push(app.call(&USER_GET, "/v1/user-resource/user", Some(&key), None).await.text);
        bodies.push(
            app.call(&PROFILE_UPDATE, "/v1/user-resource/user/profile", Some(&key), Some((FORM, "first_name=Ann"))).await.text,
        );
        bodies.push(
            app.send(Request::get("/v1/tll/user-resource/host_pool/list").header("apikey", &key).body(Body::empty()).unwrap())
                .await
                .text,
        );
        bodies
    }
    let first = run().await;
    assert_eq!(first, run().await);
    insta::assert_json_snapshot!(
        "deterministic_world",
        first.iter().map(|b| serde_json::from_str::<Value>(b).unwrap()).collect::<Vec<_>>()
    );
}

#[tokio::test]
async fn advancing_the_clock_applies_due_events_once() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    // Standing events reschedule themselves: the billing hour, and each demo VM's next weekly backup.
    let standing = app.get("/__sim/sessions/default/clock").await.json()["pending_events"].as_u64().unwrap();
    let ticket = app.call(&MFA_ACTIVATE, "/v1/user-resource/mfa/activate", Some(&key), None).await.json();
    let page_path = {
        let url = ticket["ticket_url"].as_str().unwrap();
        url[url.find("/__sim/").unwrap()..].to_string()
    };
    let clock = app.get("/__sim/sessions/default/clock").await.json();
    assert_eq!(clock["pending_events"], standing + 1, "and the ticket's expiry");
    let early = app.post("/__sim/sessions/default/clock/advance", json!({"seconds": 3600})).await.json();
    assert_eq!(early["pending_events"], standing + 1);
    assert!(app.get(&page_path).await.text.contains("enable MFA"), "still open after an hour");
    let late = app.post("/__sim/sessions/default/clock/advance", json!({"seconds": 5 * 86400})).await.json();
    assert_eq!(late["pending_events"], standing);
    assert!(app.get(&page_path).await.text.contains("expired"));
    assert_eq!(late["now"], "2026-01-10T10:00:00Z");
    let zero = app.post("/__sim/sessions/default/clock/advance", json!({"seconds": 0})).await.json();
    assert_eq!(zero, late, "advancing by nothing changes nothing");
}

/// Control bodies are checked against their schemas as `/v1` parameters are: the refusal names
/// the field and the rule the schema states, and nothing changes.
#[tokio::test]
async fn a_control_body_the_schema_refuses_names_its_field_and_rule() {
    let app = TestApp::new();
    let clock = app.get("/__sim/sessions/default/clock").await.json();
    let cases = [
        ("/__sim/sessions/default/clock/advance", json!({"seconds": 315_360_001_u64}), "'seconds'", "315360000"),
        ("/__sim/sessions/default/clock/advance", json!({"secs": 5}), "'secs'", "Unknown field"),
        ("/__sim/sessions/default/clock/advance", json!({}), "'seconds'", "required"),
        ("/__sim/sessions/default/faults", json!({"path": "/v1/**", "probability": 2}), "'probability'", "1"),
        ("/__sim/sessions/default/faults", json!({"path": "/v1/**", "method": "BREW"}), "'method'", "GET, POST"),
        ("/__sim/sessions/default/faults", json!({"status": 500}), "'path'", "required"),
        ("/__sim/sessions/default/states", json!({"name": "Restricted!"}), "'name'", "lower-case words joined by hyphens"),
        ("/__sim/sessions/default/states", json!({"name": "empty", "world": "demo"}), "'world'", "Unknown field"),
        ("/__sim/sessions/default/states", json!({}), "'name'", "required"),
    ];
    for (path, body, field, rule) in cases {
        let answer = app.post(path, body.clone()).await;
        assert_eq!(answer.status, 400, "{body}");
        let message = answer.json()["message"].as_str().unwrap_or_default().to_string();
        assert!(message.contains(field) && message.contains(rule), "{body}: {message}");
    }
    assert_eq!(app.get("/__sim/sessions/default/faults").await.json(), json!([]));
    assert_eq!(app.get("/__sim/sessions/default/clock").await.json(), clock);
}

#[tokio::test]
async fn bad_clock_and_fault_requests_are_refused() {
    let app = TestApp::new();
    assert_eq!(app.post("/__sim/sessions/default/clock/advance", json!({"seconds": -5})).await.status, 400);
    assert_eq!(app.post("/__sim/sessions/default/faults", json!({"path": "no-slash"})).await.status, 400);
    assert_eq!(app.post("/__sim/sessions/default/faults", json!({"path": "/v1/**", "probability": 2})).await.status, 400);
    assert_eq!(app.post("/__sim/sessions/nope/faults", json!({"path": "/v1/**"})).await.status, 404);
    assert_eq!(app.get("/__sim/sessions/default/faults").await.json(), json!([]));
}

#[tokio::test]
async fn a_fault_answers_in_the_areas_shape_for_its_count_then_stops() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    let rule = json!({"method": "GET", "path": "/v1/user-resource/user", "status": 500, "error": "Failed to start virtual machine", "times": 2});
    assert_eq!(app.post("/__sim/sessions/default/faults", rule).await.status, 200);
    for _ in 0..2 {
        let hit = app.send(Request::get("/v1/user-resource/user").header("apikey", &key).body(Body::empty()).unwrap()).await;
        assert_eq!(hit.status, 500);
        assert_eq!(hit.json(), error("Failed to start virtual machine"));
    }
    assert_eq!(app.call(&USER_GET, "/v1/user-resource/user", Some(&key), None).await.status, 200);
    let rules = app.get("/__sim/sessions/default/faults").await.json();
    assert_eq!(rules[0]["hits"], 2);
    assert_eq!(rules[0]["remaining"], 0);
}

#[tokio::test]
async fn faults_answer_html_pages_and_gateway_errors() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    app.post("/__sim/sessions/default/faults", json!({"path": "/v1/config/**", "html": true, "times": 1})).await;
    app.post("/__sim/sessions/default/faults", json!({"path": "/v1/user-resource/*", "status": 504, "times": 1})).await;
    let html = app.get("/v1/config/locations").await;
    assert_eq!(html.status, 502);
    assert!(html.headers["content-type"].to_str().unwrap().starts_with("text/html"));
    assert!(html.text.contains("<h1>502 Bad Gateway</h1>"));
    let timeout = app.send(Request::get("/v1/user-resource/user").header("apikey", &key).body(Body::empty()).unwrap()).await;
    assert_eq!(timeout.status, 504);
    assert_eq!(timeout.json(), message("The upstream server is timing out"));
}

#[tokio::test(start_paused = true)]
async fn a_latency_fault_delays_the_real_answer() {
    let app = TestApp::new();
    app.post("/__sim/sessions/default/faults", json!({"path": "/v1/config/locations", "latency_ms": 1500})).await;
    let started = tokio::time::Instant::now();
    let answer = app.get("/v1/config/locations").await;
    assert_eq!(answer.status, 200, "latency alone lets the real answer through");
    assert!(started.elapsed() >= Duration::from_millis(1500));
}

#[tokio::test]
async fn a_dropped_connection_fault_gives_no_complete_answer() {
    let app = TestApp::new();
    app.post("/__sim/sessions/default/faults", json!({"path": "/v1/config/locations", "drop": true})).await;
    let response =
        tower::ServiceExt::oneshot(app.router.clone(), Request::get("/v1/config/locations").body(Body::empty()).unwrap())
            .await
            .unwrap();
    assert!(http_body_util::BodyExt::collect(response.into_body()).await.is_err());
}

#[tokio::test]
async fn the_journal_records_exchanges_and_exports_a_scenario() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    app.call(&PROFILE_UPDATE, "/v1/user-resource/user/profile", Some(&key), Some((FORM, "first_name=Rec"))).await;
    app.call(&USER_GET, "/v1/user-resource/user", Some(&key), None).await;
    let journal = app.get("/__sim/sessions/default/journal").await.json();
    let entries = journal["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 2);
    assert_eq!(entries[0]["operation"], "profile_update");
    assert_eq!(entries[0]["request_body"], "first_name=Rec");
    assert_eq!(entries[1]["status"], 200);
    let scenario = app.get("/__sim/sessions/default/journal?format=scenario").await;
    assert_eq!(scenario.headers["content-type"], "application/yaml");
    assert!(scenario.text.contains("call: PATCH /v1/user-resource/user/profile"), "{}", scenario.text);
    assert!(scenario.text.contains("as: owner"));
}

/// A query the control API cannot read is its JSON error, like every other refusal.
#[tokio::test]
async fn a_bad_journal_query_is_a_json_error() {
    let app = TestApp::new();
    for query in ["format=json&=", "format=xml", "nonsense=1"] {
        let answer = app.get(&format!("/__sim/sessions/default/journal?{query}")).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{query}");
        assert_eq!(answer.headers["content-type"], "application/json", "{query}");
        assert!(answer.json()["message"].is_string(), "{query}: {}", answer.text);
    }
}

/// Passwords and API keys never reach the journal: a VM's password becomes the stand-in that
/// still replays, a new API token's key is hidden in the recorded answer.
#[tokio::test]
async fn the_journal_keeps_no_passwords_or_api_keys() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    let vm = "name=rec&os_name=ubuntu&os_version=24.04&username=mari&password=Very-S3cret-1&vcpu=1&ram=1024&disks=20";
    app.call(&spec::compute::ops::VM_CREATE, "/v1/user-resource/vm", Some(&key), Some((FORM, vm))).await;
    let token = app.call(&spec::access::ops::TOKEN_CREATE, "/v1/user-resource/token", Some(&key), Some((FORM, "description=ci")));
    let issued = token.await.json()[0]["token"].as_str().unwrap().to_string();
    let journal = app.get("/__sim/sessions/default/journal").await.text;
    assert!(!journal.contains("Very-S3cret-1") && !journal.contains(&issued), "{journal}");
    assert!(journal.contains(simulator::journal::redact::PASSWORD));
    assert!(journal.contains(simulator::journal::redact::SECRET));
}

#[tokio::test]
async fn reset_returns_to_the_seeded_start_and_state_moves_between_sessions() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    let original = app.call(&USER_GET, "/v1/user-resource/user", Some(&key), None).await.text;
    app.call(&PROFILE_UPDATE, "/v1/user-resource/user/profile", Some(&key), Some((FORM, "first_name=Changed"))).await;
    let exported = app.get("/__sim/sessions/default/state").await.text;
    let reset = app.post("/__sim/sessions/default/reset", json!({})).await;
    assert_eq!(reset.status, 200);
    assert_eq!(app.call(&USER_GET, "/v1/user-resource/user", Some(&key), None).await.text, original);

    let other = app.post("/__sim/sessions", json!({"world": "empty"})).await.json();
    let id = other["session"].as_str().unwrap();
    let put =
        Request::put(format!("/__sim/sessions/{id}/state")).header("content-type", "application/json").body(Body::from(exported));
    let imported = app.send(put.unwrap()).await;
    assert_eq!(imported.status, 200, "{}", imported.text);
    let moved_key = app.key_in(id, "owner").await;
    let moved = app.call(&USER_GET, "/v1/user-resource/user", Some(&moved_key), None).await.json();
    assert_eq!(moved["profile_data"]["first_name"], "Changed");
    let junk = Request::put(format!("/__sim/sessions/{id}/state")).body(Body::from("{\"not\":\"a world\"}")).unwrap();
    assert_eq!(app.send(junk).await.status, 400);
}

#[tokio::test]
async fn the_control_token_guards_the_control_api() {
    let app = TestApp::with(simulator::Options { control_token: Some("s3cret".into()), ..Default::default() });
    assert_eq!(app.get("/__sim/sessions").await.status, StatusCode::UNAUTHORIZED);
    let authorised = Request::get("/__sim/sessions").header("authorization", "Bearer s3cret").body(Body::empty()).unwrap();
    assert_eq!(app.send(authorised).await.status, StatusCode::OK);
    assert_eq!(app.get("/__sim/sessions/default/outbox").await.status, StatusCode::UNAUTHORIZED);
    // The stand-in identity provider is the browser's, like the real one: no control token.
    let logout = app.get("/__sim/idp/default/v2/logout?returnTo=http%3A%2F%2F127.0.0.1%2Fapp%2F").await;
    assert_ne!(logout.status, StatusCode::UNAUTHORIZED, "{}", logout.text);
}

#[tokio::test]
async fn the_served_openapi_is_the_committed_one() {
    let app = TestApp::new();
    let served = app.call(&sim::OPENAPI, "/__sim/openapi.json", None, None).await.json();
    let committed: Value = serde_json::from_str(include_str!("../../../spec/openapi.json")).unwrap();
    assert_eq!(served, committed);
}

/// Tenbyte's demo file, broken at its first step: every in-range start builds the shipped files
/// (`demo_any_day`), so the test hands the server a world builder with a planted failure.
fn planted(brand: &std::sync::Arc<spec::config::Brand>, origin: &Origin) -> Result<Revised<World>, String> {
    if origin.brand == "tenbyte" && origin.world == spec::control::WorldKind::Demo {
        return Err("scenarios/demo/tenbyte.yaml:4: a planted failure".into());
    }
    simulator::app::worlds(brand, origin)
}

/// A demo world that cannot be built leaves its brand served with an empty world and the health
/// report naming the failure, so a server still starts; a demo-strict server refuses instead.
#[tokio::test]
async fn a_demo_world_that_fails_to_build_is_served_empty_and_reported() {
    let app = TestApp::of(AppState::build_with(Options::default(), None, planted).unwrap());
    assert_eq!(app.call(&sim::HEALTH, "/__sim/health", None, None).await.json()["status"], "ok");
    let early = json!({"brand": "tenbyte"});
    let created = app.post("/__sim/sessions", early.clone()).await;
    assert_eq!(created.status, StatusCode::OK, "{}", created.text);
    assert_eq!(created.json()["world"], "empty");
    let health = app.call(&sim::HEALTH, "/__sim/health", None, None).await.json();
    assert_eq!(health["status"], "degraded");
    assert_eq!(health["demo_failures"][0]["brand"], "tenbyte");
    let error = health["demo_failures"][0]["error"].as_str().unwrap();
    assert!(error.starts_with("scenarios/demo/tenbyte.yaml"), "{error}");

    let strict = TestApp::of(AppState::build_with(Options { demo_strict: true, ..Default::default() }, None, planted).unwrap());
    let refused = strict.post("/__sim/sessions", early).await;
    assert_eq!(refused.status, StatusCode::INTERNAL_SERVER_ERROR, "{}", refused.text);
    assert_eq!(strict.call(&sim::HEALTH, "/__sim/health", None, None).await.json()["status"], "ok");
}

/// The named states (docs/reference/states.md): the list and a load answer as their schemas say,
/// and the loaded world is the state's.
#[tokio::test]
async fn a_named_state_is_listed_and_loads_in_place_of_the_session_s_world() {
    let app = TestApp::new();
    let listed = app.call(&sim::STATES_LIST, "/__sim/states", None, None).await.json();
    let empty = listed.as_array().unwrap().iter().find(|s| s["name"] == "empty").unwrap();
    assert!(empty["brands"].as_array().unwrap().iter().any(|b| b == "pilvio"), "{empty}");
    let body = json!({"name": "empty"}).to_string();
    let loaded = app.call(&sim::STATE_LOAD, "/__sim/sessions/default/states", None, Some(("application/json", &body))).await;
    assert_eq!(loaded.status, StatusCode::OK);
    assert_eq!(loaded.json()["session"], "default");
    let key = app.key("owner").await;
    let accounts = app.call(&spec::billing::ops::ACCOUNT_LIST, "/v1/payment/billing_account/list", Some(&key), None).await.json();
    assert_eq!(accounts.as_array().unwrap().len(), 1, "the empty account's world: {accounts}");
}

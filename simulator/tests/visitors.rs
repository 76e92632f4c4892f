//! Demo visitors (docs/reference/demo-visitors.md): every browser a session of its own, named by
//! its cookie; visitors reach neither one another nor the control API; a reset gives a fresh
//! world; idle visitors are dropped (at instants the test names, no sleeping); the presenter,
//! with the control token, keeps the whole control API.

use crate::browser;

use std::time::{Duration, Instant};

use browser::{Browser, Server};
use serde_json::Value;
use simulator::Options;
use simulator::session::visitors::VisitorLimits;

const TOKEN: &str = "presenter-s3cret";
const IPS: &str = "/v1/network/ip_addresses";

async fn demo(limits: VisitorLimits, token: Option<&str>) -> Server {
    let options =
        Options { visitors: Some(limits), control_token: token.map(str::to_owned), random_secrets: true, ..Options::default() };
    browser::serve(options).await
}

impl Server {
    async fn ip_count(&self, browser: &mut Browser, key: &str) -> usize {
        let answer = self.call(browser, "GET", IPS, &[("apikey", key)], "").await;
        assert_eq!(answer.status, 200, "{}", answer.body);
        answer.body.as_array().unwrap().len()
    }

    async fn add_ip(&self, browser: &mut Browser, key: &str) {
        let form = [("apikey", key), ("content-type", "application/x-www-form-urlencoded")];
        let answer = self.call(browser, "POST", IPS, &form, "name=prospect-ip").await;
        assert_eq!(answer.status, 200, "{}", answer.body);
    }
}

fn limits() -> VisitorLimits {
    VisitorLimits { idle: Duration::from_secs(600), max: 50, ..VisitorLimits::default() }
}

#[tokio::test]
async fn two_visitors_get_their_own_sessions_and_keep_them_by_their_cookies() {
    let demo = demo(limits(), Some(TOKEN)).await;
    let (mut a, mut b) = (Browser::default(), Browser::default());
    let (session_a, key_a) = demo.sign_in(&mut a).await;
    let (session_b, key_b) = demo.sign_in(&mut b).await;
    assert!(a.cookie.is_some() && b.cookie.is_some() && a.cookie != b.cookie);
    assert_ne!(session_a, session_b);
    assert!(session_a != "default" && session_b != "default");
    // Signing in again, or any keyless call, finds the same session and hands out no new cookie.
    let again = demo.call(&mut a, "GET", "/__sim/sessions", &[], "").await;
    assert_eq!((again.body[0]["session"].as_str(), again.cookie), (Some(session_a.as_str()), None));
    let keyless = demo.call(&mut a, "GET", "/v1/config/ui/config", &[], "").await;
    assert_eq!((keyless.status, keyless.cookie), (200, None));

    // A's change is A's alone.
    let before = demo.ip_count(&mut b, &key_b).await;
    demo.add_ip(&mut a, &key_a).await;
    assert_eq!(demo.ip_count(&mut a, &key_a).await, before + 1);
    assert_eq!(demo.ip_count(&mut b, &key_b).await, before);
}

#[tokio::test]
async fn a_visitor_reaches_neither_another_visitor_nor_the_control_api() {
    let demo = demo(limits(), Some(TOKEN)).await;
    let (mut a, mut b) = (Browser::default(), Browser::default());
    let (session_a, key_a) = demo.sign_in(&mut a).await;
    let (session_b, _) = demo.sign_in(&mut b).await;
    let json = [("content-type", "application/json")];
    for (method, path, body) in [
        ("POST", "/__sim/sessions", "{}"),
        ("DELETE", &format!("/__sim/sessions/{session_b}") as &str, ""),
        ("POST", &format!("/__sim/sessions/{session_b}/reset"), ""),
        ("GET", &format!("/__sim/sessions/{session_b}/clock"), ""),
        ("GET", &format!("/__sim/sessions/{session_a}/clock"), ""),
        ("POST", &format!("/__sim/sessions/{session_a}/clock/advance"), r#"{"seconds":60}"#),
        ("GET", &format!("/__sim/sessions/{session_a}/journal"), ""),
        ("GET", &format!("/__sim/sessions/{session_a}/state"), ""),
        ("GET", "/__sim/sessions/default/outbox", ""),
        ("GET", "/__sim/health", ""),
    ] {
        let answer = demo.call(&mut a, method, path, &json, body).await;
        assert_eq!(answer.status, 401, "{method} {path}: {}", answer.body);
        assert!(answer.body["message"].as_str().unwrap().contains("control token"), "{}", answer.body);
    }
    // A key of A's world under B's session id, or B named by the session header: nothing.
    let (_, secret) = key_a.split_once('.').unwrap();
    let forged = demo.call(&mut a, "GET", "/v1/user-resource/user", &[("apikey", &format!("{session_b}.{secret}"))], "").await;
    assert_eq!(forged.status, 403);
    let named = demo.call(&mut a, "GET", "/v1/config/ui/config", &[("x-cloudsim-session", &session_b)], "").await;
    assert_eq!(named.status, 404);
    // B's identity-provider pages are B's; A's own are A's.
    let other = demo.call(&mut a, "GET", &format!("/__sim/idp/{session_b}/authorize?client_id=x"), &[], "").await;
    assert_eq!(other.status, 404, "{}", other.body);
    let own = demo.call(&mut a, "GET", &format!("/__sim/idp/{session_a}/authorize?client_id=x"), &[], "").await;
    assert_ne!(own.status, 404, "{}", own.body);
    // B is still there, untouched.
    assert!(demo.app.sessions.get(&session_b).is_some());
}

#[tokio::test]
async fn reset_demo_gives_the_visitor_a_fresh_world_and_leaves_the_others_alone() {
    let demo = demo(limits(), Some(TOKEN)).await;
    let (mut a, mut b) = (Browser::default(), Browser::default());
    let (session_a, key_a) = demo.sign_in(&mut a).await;
    let (_, key_b) = demo.sign_in(&mut b).await;
    let fresh = demo.ip_count(&mut a, &key_a).await;
    demo.add_ip(&mut a, &key_a).await;
    demo.add_ip(&mut b, &key_b).await;
    let reset = demo.call(&mut a, "POST", &format!("/__sim/sessions/{session_a}/reset"), &[], "").await;
    assert_eq!(reset.status, 200, "{}", reset.body);
    assert_eq!((reset.body["session"].as_str(), &reset.body["visitor"]), (Some(session_a.as_str()), &Value::Bool(true)));
    assert_eq!(demo.ip_count(&mut a, &key_a).await, fresh, "the demo world as it started");
    assert_eq!(demo.ip_count(&mut b, &key_b).await, fresh + 1, "B keeps its change");
}

#[tokio::test]
async fn an_idle_visitor_is_dropped_at_the_idle_time_and_comes_back_to_a_new_world() {
    let demo = demo(limits(), Some(TOKEN)).await;
    let visitors = demo.app.visitors.as_ref().unwrap();
    let (mut a, mut b) = (Browser::default(), Browser::default());
    let (session_a, key_a) = demo.sign_in(&mut a).await;
    let (_, key_b) = demo.sign_in(&mut b).await;
    demo.add_ip(&mut a, &key_a).await;
    let last_a = demo.app.sessions.last_used(&session_a).unwrap();
    // B is reached after A, so at any instant B has been idle for no longer than A.
    demo.ip_count(&mut b, &key_b).await;
    assert!(visitors.evict_idle(&demo.app.sessions, last_a + Duration::from_secs(599)).is_empty());
    let dropped = visitors.evict_idle(&demo.app.sessions, last_a + Duration::from_secs(600));
    assert!(dropped.contains(&session_a), "{dropped:?}");
    assert!(demo.app.sessions.get("default").is_some(), "default is never a visitor");
    let gone = demo.call(&mut a, "GET", "/v1/user-resource/user", &[("apikey", &key_a)], "").await;
    assert_eq!(gone.status, 403, "the dropped session's keys are gone with it");
    let old_cookie = a.cookie.clone();
    let (session, key) = demo.sign_in(&mut a).await;
    assert_ne!(a.cookie, old_cookie, "a new cookie for a new session");
    assert_ne!(session, session_a);
    let mut c = Browser::default();
    let (_, key_c) = demo.sign_in(&mut c).await;
    assert_eq!(demo.ip_count(&mut a, &key).await, demo.ip_count(&mut c, &key_c).await, "a fresh demo world");
}

#[tokio::test]
async fn a_full_demo_refuses_the_next_visitor_until_one_is_idle() {
    let demo = demo(VisitorLimits { max: 1, ..limits() }, Some(TOKEN)).await;
    let (mut a, mut b) = (Browser::default(), Browser::default());
    demo.sign_in(&mut a).await;
    let refused = demo.call(&mut b, "GET", "/__sim/sessions", &[], "").await;
    assert_eq!((refused.status, refused.cookie), (503, None), "{}", refused.body);
    let keyless = demo.call(&mut b, "GET", "/v1/config/ui/config", &[], "").await;
    assert_eq!(keyless.status, 503);
    assert_eq!(demo.app.sessions.all().len(), 2, "default and A");
    let visitors = demo.app.visitors.as_ref().unwrap();
    visitors.evict_idle(&demo.app.sessions, Instant::now() + Duration::from_secs(600));
    demo.sign_in(&mut b).await;
}

#[tokio::test]
async fn the_presenter_with_the_token_keeps_the_whole_control_api() {
    let demo = demo(limits(), Some(TOKEN)).await;
    let mut visitor = Browser::default();
    let (session, _) = demo.sign_in(&mut visitor).await;
    let mut presenter = Browser::default();
    let bearer = format!("Bearer {TOKEN}");
    let auth = [("authorization", bearer.as_str()), ("content-type", "application/json")];
    let listed = demo.call(&mut presenter, "GET", "/__sim/sessions", &auth, "").await;
    assert_eq!((listed.status, listed.cookie), (200, None), "the presenter is no visitor");
    let sessions = listed.body.as_array().unwrap();
    let marked = |id: &str| sessions.iter().find(|s| s["session"] == id).map(|s| s.get("visitor").cloned());
    assert_eq!(marked("default"), Some(None), "default is not marked");
    assert_eq!(marked(&session), Some(Some(Value::Bool(true))));
    let advance = format!("/__sim/sessions/{session}/clock/advance");
    let moved = demo.call(&mut presenter, "POST", &advance, &auth, r#"{"seconds":3600}"#).await;
    assert_eq!(moved.status, 200, "{}", moved.body);
    let made = demo.call(&mut presenter, "POST", "/__sim/sessions", &auth, r#"{"brand":"metal"}"#).await;
    assert_eq!(made.status, 200, "{}", made.body);
    let wrong = [("authorization", "Bearer nope")];
    assert_eq!(demo.call(&mut presenter, "GET", "/__sim/sessions/default/clock", &wrong, "").await.status, 401);
}

#[tokio::test]
async fn without_a_control_token_nobody_has_the_control_api() {
    let demo = demo(limits(), None).await;
    let mut somebody = Browser::default();
    let (session, _) = demo.sign_in(&mut somebody).await;
    let answer = demo.call(&mut somebody, "GET", &format!("/__sim/sessions/{session}/clock"), &[], "").await;
    assert_eq!(answer.status, 401);
    let mut stranger = Browser::default();
    let answer = demo.call(&mut stranger, "DELETE", &format!("/__sim/sessions/{session}"), &[], "").await;
    assert_eq!(answer.status, 401);
}

#[tokio::test]
async fn a_made_up_or_malformed_cookie_is_a_new_visitor() {
    let demo = demo(limits(), Some(TOKEN)).await;
    for cookie in ["0123456789abcdef0123456789abcdef", "s1", "", "a\"b"] {
        let mut browser = Browser { cookie: Some(cookie.into()), ..Browser::default() };
        let answer = demo.call(&mut browser, "GET", "/__sim/sessions", &[], "").await;
        assert_eq!(answer.status, 200, "{cookie:?}: {}", answer.body);
        assert!(answer.cookie.is_some_and(|new| new != cookie), "{cookie:?}");
    }
}

#[tokio::test]
async fn one_client_cannot_fill_the_demo_places() {
    let rate = VisitorLimits { burst: 3, per_minute: 2, ..limits() };
    let demo = demo(rate, Some(TOKEN)).await;
    let mut first = Browser::at("203.0.113.7");
    demo.sign_in(&mut first).await;
    for _ in 0..2 {
        demo.sign_in(&mut Browser::at("203.0.113.7")).await;
    }
    // The fourth new visitor from the same address, by the sign-in or a keyless call: 429.
    for path in ["/__sim/sessions", "/v1/config/ui/config"] {
        let refused = demo.call(&mut Browser::at("203.0.113.7"), "GET", path, &[], "").await;
        assert_eq!((refused.status, refused.cookie.as_deref()), (429, None), "{path}: {}", refused.body);
        assert!(refused.body["message"].as_str().is_some(), "the gateway's JSON body: {}", refused.body);
        let wait: u64 = refused.retry_after.as_deref().and_then(|s| s.parse().ok()).expect("Retry-After in seconds");
        assert!((1..=30).contains(&wait), "one place comes back at 2 a minute: {wait}");
    }
    assert_eq!(demo.app.visitors.as_ref().unwrap().count(), 3, "nothing was built for the refused");
    // Another client is not held back, and a visitor already admitted keeps its world.
    demo.sign_in(&mut Browser::at("198.51.100.2")).await;
    let again = demo.call(&mut first, "GET", "/__sim/sessions", &[], "").await;
    assert_eq!((again.status, again.cookie), (200, None), "{}", again.body);
}

#[tokio::test]
async fn a_page_with_fifty_images_makes_no_visitor() {
    let demo = demo(limits(), Some(TOKEN)).await;
    // What another site's page makes a browser send: images, a script, a frame, a no-cors fetch.
    let probes: Vec<[(&str, &str); 2]> = (0..50)
        .map(|_| [("sec-fetch-dest", "image"), ("sec-fetch-site", "cross-site")])
        .chain([
            [("sec-fetch-dest", "script"), ("sec-fetch-site", "same-origin")],
            [("sec-fetch-dest", "iframe"), ("sec-fetch-site", "cross-site")],
            [("sec-fetch-dest", "empty"), ("sec-fetch-site", "cross-site")],
        ])
        .collect();
    for headers in &probes {
        for path in ["/v1/config/ui/config", "/__sim/sessions"] {
            let answer = demo.call(&mut Browser::at("192.0.2.1"), "GET", path, headers, "").await;
            assert_eq!(answer.cookie, None, "{path} {headers:?}");
            assert!((400..500).contains(&answer.status), "{path} {headers:?}: {}", answer.status);
            assert!(answer.body["message"].as_str().is_some(), "{}", answer.body);
        }
    }
    assert_eq!(demo.app.visitors.as_ref().unwrap().count(), 0);
    // The console's own calls (same-origin fetches) and tools without fetch metadata still start one.
    let console = [("sec-fetch-dest", "empty"), ("sec-fetch-site", "same-origin")];
    let started = demo.call(&mut Browser::at("192.0.2.1"), "GET", "/__sim/sessions", &console, "").await;
    assert_eq!(started.status, 200, "{}", started.body);
    assert!(started.cookie.is_some());
    demo.sign_in(&mut Browser::at("192.0.2.1")).await;
}

#[tokio::test]
async fn anonymous_requests_naming_a_visitors_session_do_not_keep_it_alive() {
    let demo = demo(limits(), Some(TOKEN)).await;
    let mut visitor = Browser::default();
    let (session, key) = demo.sign_in(&mut visitor).await;
    let used = demo.app.sessions.last_used(&session).unwrap();
    std::thread::sleep(Duration::from_millis(5));
    let mut stranger = Browser::default();
    for (path, headers) in [
        (format!("/s3/{session}/"), vec![]),
        (format!("/s3/{session}/photos/a.txt"), vec![]),
        ("/v1/user-resource/user".to_owned(), vec![("apikey", format!("{session}.x"))]),
        ("/v1/config/ui/config".to_owned(), vec![("x-cloudsim-session", session.clone())]),
        (format!("/__sim/idp/{session}/authorize?client_id=x"), vec![]),
    ] {
        let headers: Vec<(&str, &str)> = headers.iter().map(|(n, v)| (*n, v.as_str())).collect();
        let answer = demo.call(&mut stranger, "GET", &path, &headers, "").await;
        assert!(answer.status >= 400, "{path}: {}", answer.status);
        assert_eq!(demo.app.sessions.last_used(&session), Some(used), "{path} kept the visitor alive");
    }
    // Its own authenticated call does.
    demo.ip_count(&mut visitor, &key).await;
    assert!(demo.app.sessions.last_used(&session).unwrap() > used);
}

/// A presenter's `/app/?state=…` on a demo server: a visitor lists the named states and loads one
/// into its own session, never into another visitor's or any other session.
#[tokio::test]
async fn a_visitor_loads_a_named_state_into_its_own_session_alone() {
    let demo = demo(limits(), Some(TOKEN)).await;
    let (mut a, mut b) = (Browser::default(), Browser::default());
    let (session_a, _) = demo.sign_in(&mut a).await;
    let (session_b, key_b) = demo.sign_in(&mut b).await;
    let listed = demo.call(&mut a, "GET", "/__sim/states", &[], "").await;
    assert_eq!(listed.status, 200, "{}", listed.body);
    let json = [("content-type", "application/json")];
    let body = r#"{"name":"empty"}"#;
    let b_before = demo.ip_count(&mut b, &key_b).await;
    for other in [session_b.as_str(), "default"] {
        let answer = demo.call(&mut a, "POST", &format!("/__sim/sessions/{other}/states"), &json, body).await;
        assert_eq!(answer.status, 401, "{other}: {}", answer.body);
    }
    let own = demo.call(&mut a, "POST", &format!("/__sim/sessions/{session_a}/states"), &json, body).await;
    assert_eq!(own.status, 200, "{}", own.body);
    let owner = own.body["users"].as_array().unwrap().iter().find(|u| u["role"] == "owner").unwrap();
    let key_a = owner["api_key"].as_str().unwrap();
    assert_eq!(demo.ip_count(&mut a, key_a).await, 0, "an empty account's world");
    assert_eq!(demo.ip_count(&mut b, &key_b).await, b_before, "B's world untouched");
}

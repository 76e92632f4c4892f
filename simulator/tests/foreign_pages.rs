//! A control API no foreign page can drive, against the real binary: a form or text body, a
//! foreign `Host` (DNS rebinding), no `Host` at all on an exposed server, or a foreign `Origin` is
//! refused before anything changes; the console's own calls, tools without a browser and the
//! sandbox pages' own forms still pass; and `--public` without a control token warns in
//! `/__sim/health`.

use crate::binary;

use binary::{call, json, start};

const JSON: (&str, &str) = ("content-type", "application/json");

fn sessions(port: u16) -> usize {
    let (status, body) = call(port, "GET", "/__sim/sessions", &[], "").unwrap();
    assert_eq!(status, 200, "{body}");
    json(&body).as_array().unwrap().len()
}

#[test]
fn a_form_or_text_body_cannot_create_a_session() {
    let server = start(&["--world", "empty"]);
    for ct in ["text/plain", "application/x-www-form-urlencoded"] {
        let (status, body) = call(server.port, "POST", "/__sim/sessions", &[("content-type", ct)], r#"{"seed":9}"#).unwrap();
        assert_eq!(status, 415, "{ct}: {body}");
        assert!(json(&body)["message"].as_str().unwrap().contains("application/json"), "{body}");
    }
    assert_eq!(sessions(server.port), 1, "only default");
    let (status, _) = call(server.port, "POST", "/__sim/sessions", &[JSON], r#"{"seed":9}"#).unwrap();
    assert_eq!(status, 200);
}

#[test]
fn a_foreign_host_reads_no_key_and_changes_nothing() {
    let server = start(&["--world", "empty"]);
    let evil = ("host", "evil.example");
    let (status, body) = call(server.port, "GET", "/__sim/sessions", &[evil], "").unwrap();
    assert_eq!(status, 403, "{body}");
    assert!(!body.contains("api_key"), "{body}");
    for (method, path, body) in [
        ("POST", "/__sim/sessions/default/clock/advance", r#"{"seconds":3600}"#),
        ("POST", "/__sim/sessions/default/faults", r#"{"method":"GET","path":"/v1/user-resource/vm/list","status":500}"#),
        ("POST", "/__sim/sessions/default/reset", ""),
    ] {
        let (status, answer) = call(server.port, method, path, &[evil, JSON], body).unwrap();
        assert_eq!(status, 403, "{path}: {answer}");
    }
    let (_, clock) = call(server.port, "GET", "/__sim/sessions/default/clock", &[], "").unwrap();
    assert_eq!(json(&clock)["now"], "2026-01-05T09:00:00Z", "the clock did not move");
    let (_, faults) = call(server.port, "GET", "/__sim/sessions/default/faults", &[], "").unwrap();
    assert_eq!(json(&faults), serde_json::json!([]));
    // Names given with --allowed-host pass.
    let server = start(&["--world", "empty", "--allowed-host", "cloudsim"]);
    assert_eq!(call(server.port, "GET", "/__sim/sessions", &[("host", "cloudsim:8080")], "").unwrap().0, 200);
}

#[test]
fn a_foreign_origin_changes_nothing_our_own_pages_do() {
    let server = start(&["--world", "empty"]);
    let evil = ("origin", "http://evil.example");
    let (status, body) =
        call(server.port, "POST", "/__sim/sessions/default/clock/advance", &[evil, JSON], r#"{"seconds":60}"#).unwrap();
    assert_eq!(status, 403, "{body}");
    let (status, body) = call(server.port, "DELETE", "/__sim/sessions/default/faults", &[evil], "").unwrap();
    assert_eq!(status, 403, "{body}");
    let ours = ("origin", "http://127.0.0.1");
    let (status, body) =
        call(server.port, "POST", "/__sim/sessions/default/clock/advance", &[ours, JSON], r#"{"seconds":60}"#).unwrap();
    assert_eq!(status, 200, "{body}");
    // The sandbox pages' forms: a foreign origin is refused, their own passes the origin rule.
    let form = ("content-type", "application/x-www-form-urlencoded");
    let (status, _) = call(server.port, "POST", "/__sim/pay/default/3ds/nothing/approve", &[evil, form], "").unwrap();
    assert_eq!(status, 403);
    let (status, _) = call(server.port, "POST", "/__sim/pay/default/3ds/nothing/approve", &[ours, form], "").unwrap();
    assert_ne!(status, 403, "our own page's form reaches the sandbox");
}

#[test]
fn public_without_a_control_token_warns_in_health() {
    let server = start(&["--world", "empty", "--public"]);
    let (_, health) = call(server.port, "GET", "/__sim/health", &[], "").unwrap();
    let warnings = json(&health)["warnings"].as_array().unwrap().clone();
    assert!(warnings.len() == 1 && warnings[0].as_str().unwrap().contains("control token"), "{health}");
    let server = start(&["--world", "empty"]);
    let (_, health) = call(server.port, "GET", "/__sim/health", &[], "").unwrap();
    assert_eq!(json(&health)["warnings"], serde_json::json!([]));
}

/// One request written by hand with no `Host` line at all (HTTP/1.0 allows it; a client that
/// leaves it out of HTTP/1.1 is broken or hostile): the status line's code and the body.
fn without_host(port: u16, version: &str, method: &str, path: &str, body: &str) -> (u16, String) {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    let head = format!(
        "{method} {path} {version}\r\nconnection: close\r\nauthorization: Bearer {TOKEN}\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(format!("{head}{body}").as_bytes()).unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    let status = answer.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or_else(|| panic!("{answer}"));
    (status, answer.split_once("\r\n\r\n").map_or("", |(_, b)| b).to_string())
}

const TOKEN: &str = "the-presenters-token";

#[test]
fn a_request_without_a_host_is_refused_as_a_foreign_one_when_the_server_is_exposed() {
    let bearer = format!("Bearer {TOKEN}");
    let token = ("authorization", bearer.as_str());
    for exposure in ["--public", "--demo-visitors"] {
        let flags = ["--world", "empty", "--control-token", TOKEN, exposure];
        let server = start(&flags);
        let (foreign, _) = call(server.port, "GET", "/__sim/sessions", &[token, ("host", "evil.example")], "").unwrap();
        assert_eq!(foreign, 403, "{flags:?}");
        for version in ["HTTP/1.0", "HTTP/1.1"] {
            let (status, body) = without_host(server.port, version, "GET", "/__sim/sessions", "");
            assert_eq!(status, foreign, "{flags:?} {version}: {body}");
            assert!(!body.contains("api_key"), "{body}");
            assert!(json(&body)["message"].as_str().unwrap().contains("Host"), "{body}");
            let (status, body) =
                without_host(server.port, version, "POST", "/__sim/sessions/default/clock/advance", r#"{"seconds":3600}"#);
            assert_eq!(status, foreign, "{flags:?} {version}: {body}");
        }
        let (_, clock) = call(server.port, "GET", "/__sim/sessions/default/clock", &[token], "").unwrap();
        assert_eq!(json(&clock)["now"], "2026-01-05T09:00:00Z", "{flags:?}: the clock did not move");
    }
    // On loopback alone (no --public, no visitors) a tool that sends no Host is still served.
    let server = start(&["--world", "empty", "--control-token", TOKEN]);
    assert_eq!(without_host(server.port, "HTTP/1.0", "GET", "/__sim/sessions", "").0, 200);
}

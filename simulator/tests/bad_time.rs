//! Time that cannot break a session, against the real binary: a clock speed or instant out of
//! range is refused with 400 (or a start-up message) on every way in — `serve --clock/--start`,
//! `POST /__sim/sessions`, `PUT …/clock`, a clock advance, a state import — and the session goes
//! on answering. None of these inputs reaches the last-resort 500 (`http::last_resort`).

use crate::binary;

use binary::{call, command, json, start};

const JSON: (&str, &str) = ("content-type", "application/json");

/// The session still answers its public and control reads.
fn still_serves(port: u16, session: &str) {
    let (status, body) = call(port, "GET", &format!("/__sim/sessions/{session}/clock"), &[], "").unwrap();
    assert_eq!(status, 200, "{body}");
    let (status, body) = call(port, "GET", "/v1/config/ui/config", &[], "").unwrap();
    assert_eq!(status, 200, "{body}");
}

fn refused(port: u16, method: &str, path: &str, body: &str, text: &str) {
    let (status, answer) = call(port, method, path, &[JSON], body).unwrap();
    assert_eq!(status, 400, "{path} {body}: {answer}");
    assert!(json(&answer)["message"].as_str().unwrap().contains(text), "{answer}");
}

#[test]
fn a_server_refuses_to_start_with_a_clock_out_of_range() {
    for flags in [["--clock", "realtime:1e300"], ["--start", "9999-01-01T00:00:00Z"]] {
        let output = command(&flags).stderr(std::process::Stdio::piped()).output().unwrap();
        assert!(!output.status.success(), "{flags:?} started");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains("must be between"), "{flags:?}: {stderr}");
    }
}

#[test]
fn sessions_refuse_speeds_and_instants_out_of_range_and_keep_serving() {
    let server = start(&["--world", "empty"]);
    let port = server.port;
    refused(port, "POST", "/__sim/sessions", r#"{"clock":"realtime:1e300"}"#, "clock speed written as a decimal");
    refused(port, "POST", "/__sim/sessions", r#"{"clock":"realtime:1000000"}"#, "clock speed must be between");
    refused(port, "POST", "/__sim/sessions", r#"{"start":"9999-01-01T00:00:00Z"}"#, "start must be between");
    refused(
        port,
        "PUT",
        "/__sim/sessions/default/clock",
        r#"{"mode":"realtime","speed":1e300}"#,
        "'speed': Must be less than or equal to 100000",
    );
    let (_, session) = call(port, "POST", "/__sim/sessions", &[JSON], r#"{"start":"8999-12-01T00:00:00Z"}"#).unwrap();
    let id = json(&session)["session"].as_str().unwrap().to_string();
    refused(port, "POST", &format!("/__sim/sessions/{id}/clock/advance"), r#"{"seconds":315360000}"#, "advanced clock");
    let (_, clock) = call(port, "GET", &format!("/__sim/sessions/{id}/clock"), &[], "").unwrap();
    assert_eq!(json(&clock)["now"], "8999-12-01T00:00:00Z", "the refused advance moved nothing");
    // An export whose clock was edited out of range is not imported.
    let (_, export) = call(port, "GET", "/__sim/sessions/default/state", &[], "").unwrap();
    let mut export = json(&export);
    export["speed"] = serde_json::json!(1e300);
    refused(port, "PUT", "/__sim/sessions/default/state", &export.to_string(), "clock speed");
    still_serves(port, "default");
    still_serves(port, &id);
}

#[test]
fn the_fastest_clock_stops_at_the_latest_instant() {
    let server = start(&["--world", "empty"]);
    let body = r#"{"start":"8999-12-31T23:00:00Z","clock":"realtime:100000"}"#;
    let (status, session) = call(server.port, "POST", "/__sim/sessions", &[JSON], body).unwrap();
    assert_eq!(status, 200, "{session}");
    let id = json(&session)["session"].as_str().unwrap().to_string();
    // An hour at this speed is 36 wall milliseconds: poll until the clock stops at the latest
    // instant (a few wall seconds are days of simulated time), rather than sleep a fixed time.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let clock = loop {
        let (_, clock) = call(server.port, "GET", &format!("/__sim/sessions/{id}/clock"), &[], "").unwrap();
        if json(&clock)["now"] == "9000-01-01T00:00:00Z" || std::time::Instant::now() > deadline {
            break clock;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    assert_eq!(json(&clock)["now"], "9000-01-01T00:00:00Z", "{clock}");
    // ... and stays there: 200 wall ms more are over five simulated hours.
    std::thread::sleep(std::time::Duration::from_millis(200));
    let (_, clock) = call(server.port, "GET", &format!("/__sim/sessions/{id}/clock"), &[], "").unwrap();
    assert_eq!(json(&clock)["now"], "9000-01-01T00:00:00Z", "{clock}");
    still_serves(server.port, &id);
}

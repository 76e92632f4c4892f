//! The reliability figures of `cloudsim bench --only reliability`
//! (docs/reference/security-and-durability.md): idle connections held up to the limit while the
//! server still answers, requests under that load, a stalled request's end under the default
//! timeouts, crash cycles at every failure point of persistence, and each bad input of
//! docs/reference/security-and-durability.md#limits with the answer it gets.

use std::net::{Ipv4Addr, SocketAddr};
use std::ops::RangeInclusive;
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

use super::{Probe, crash, measure};
use crate::app::Served;
use crate::server::connections::{self, Limits};

/// The connection limit of the held-connections run: small, so holding it is quick.
const MAX_CONNECTIONS: usize = 256;
/// The held connections send nothing; they must outlast the measured run, however slow the build.
const HELD_FOR: Duration = Duration::from_secs(600);

/// Serves `app` behind the real connection handling (limits, timeouts) on a free port.
async fn serve_limited(app: Served, limits: Limits) -> Result<SocketAddr, String> {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).await.map_err(|e| e.to_string())?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    tokio::spawn(connections::serve(listener, app, limits, std::future::pending()));
    Ok(addr)
}

/// Sends `request` on a new connection and gives the status code of the answer (0: closed
/// without one, or none within a minute).
async fn status_of(addr: SocketAddr, request: &[u8]) -> u16 {
    let Ok(mut stream) = TcpStream::connect(addr).await else { return 0 };
    if stream.write_all(request).await.is_err() {
        return 0;
    }
    let mut head = [0u8; 64];
    let read = tokio::time::timeout(Duration::from_secs(60), stream.read(&mut head)).await;
    let n = read.ok().and_then(Result::ok).unwrap_or(0);
    String::from_utf8_lossy(&head[..n]).split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0)
}

fn get(path: &str, extra: &str) -> Vec<u8> {
    format!("GET {path} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n{extra}\r\n").into_bytes()
}

fn send(method: &str, path: &str, content_type: &str, body: &str) -> Vec<u8> {
    format!(
        "{method} {path} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\ncontent-type: {content_type}\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// Prints the reliability section: `app` serves a default session whose owner holds `key`.
pub async fn run(app: Served, key: &str, requests: usize, connections: usize) -> Result<Vec<(String, bool)>, String> {
    let mut checks = held_connections(app.clone(), requests, connections).await?;
    checks.extend(stalled_requests(app.clone(), key).await?);
    checks.extend(crash_cycles()?);
    let addr = serve_limited(app, Limits::default()).await?;
    for (name, request, expected) in bad_inputs(key) {
        let status = status_of(addr, &request).await;
        let wanted = if expected.start() == expected.end() { expected.start().to_string() } else { "4xx".into() };
        println!("  bad input: {name:<36} → {status}  (expected {wanted})");
        checks.push((format!("bad input: {name}"), expected.contains(&status)));
    }
    Ok(checks)
}

/// Idle connections up to the limit, kept open while the server is measured; then one too many
/// (refused with 503, not left waiting) and, once one leaves, a place again.
async fn held_connections(app: Served, requests: usize, connections: usize) -> Result<Vec<(String, bool)>, String> {
    let limits = Limits { max_connections: MAX_CONNECTIONS, header: HELD_FOR, idle: HELD_FOR, ..Limits::default() };
    let addr = serve_limited(app, limits).await?;
    let held_target = MAX_CONNECTIONS.saturating_sub(connections);
    let mut held = Vec::with_capacity(MAX_CONNECTIONS);
    for _ in 0..held_target {
        held.push(TcpStream::connect(addr).await.map_err(|e| format!("connection {}: {e}", held.len() + 1))?);
    }
    let probe = Probe { path: "/v1/config/ui/config".into(), key: None };
    let run = measure(addr, &probe, requests, connections).await?;
    run.print(&format!("  requests under load ({held_target} idle connections held)"), "simulator", "");
    // The measured connections' places are given back once the server sees them close.
    tokio::time::sleep(Duration::from_millis(500)).await;
    while held.len() < MAX_CONNECTIONS {
        held.push(TcpStream::connect(addr).await.map_err(|e| e.to_string())?);
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let over = status_of(addr, &get("/__sim/health", "")).await;
    drop(held.pop());
    let mut after = 0;
    for _ in 0..50 {
        after = status_of(addr, &get("/__sim/health", "")).await;
        if after == 200 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    println!(
        "  connections held: {MAX_CONNECTIONS} idle at once (the limit); one more: {over}; once one left: {after}  (expected 503, 200)"
    );
    Ok(vec![("connection limit".into(), over == 503 && after == 200)])
}

/// Requests that stall, against the default timeouts (`serve --help`): each must end with an
/// answer or a close within its timeout, never hold the connection.
async fn stalled_requests(app: Served, key: &str) -> Result<Vec<(String, bool)>, String> {
    let limits = Limits::default();
    let addr = serve_limited(app, limits).await?;
    let token = |framing: &str, body: &str| {
        format!(
            "POST /v1/user-resource/token HTTP/1.1\r\nhost: 127.0.0.1\r\napikey: {key}\r\ncontent-type: application/x-www-form-urlencoded\r\n{framing}\r\n\r\n{body}"
        )
        .into_bytes()
    };
    let cases: Vec<(&str, Vec<u8>, RangeInclusive<u16>, Duration)> = vec![
        ("half-sent request head", b"GET /v1/config/ui/config HTTP/1.1\r\nhost: 127.0.0.1\r\n".to_vec(), 0..=0, limits.header),
        ("false content-length (100, 13 sent)", token("content-length: 100", "description=x"), 408..=408, limits.body),
        (
            "chunk size ffffffffffffffff",
            token("transfer-encoding: chunked", "ffffffffffffffff\r\ndescription=x"),
            400..=499,
            limits.body,
        ),
    ];
    let started = Instant::now();
    let answers = futures_util::future::join_all(cases.iter().map(|(_, request, ..)| async {
        let status = status_of(addr, request).await;
        (status, started.elapsed())
    }))
    .await;
    let mut checks = Vec::new();
    for ((name, _, expected, limit), (status, took)) in cases.iter().zip(answers) {
        let answer = if status == 0 { "closed".to_string() } else { status.to_string() };
        let within = took <= *limit + Duration::from_secs(2);
        println!("  stalled: {name:<36} → {answer} after {:.1} s  (limit {} s)", took.as_secs_f64(), limit.as_secs());
        checks.push((format!("stalled: {name}"), expected.contains(&status) && within));
    }
    Ok(checks)
}

/// `crash::CYCLES` crashes at each failure point of persistence, through this very binary.
fn crash_cycles() -> Result<Vec<(String, bool)>, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let dir = ScratchDir::new()?;
    let mut tallies = Vec::new();
    for point in crash::POINTS {
        tallies.push((point, crash::crash_at(&exe, &dir.0, point)?));
    }
    println!("  crash cycles (kill at each step of persistence, restart, count acknowledged writes):");
    crash::print(&tallies);
    Ok(tallies.iter().map(|(point, t)| (format!("crash at {point}"), t.lost + t.duplicated == 0 && t.acknowledged > 0)).collect())
}

/// The crash cycles' state files, removed however the run ends.
struct ScratchDir(std::path::PathBuf);

impl ScratchDir {
    fn new() -> Result<ScratchDir, String> {
        let dir = std::env::temp_dir().join(format!("cloudsim-bench-crash-{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        Ok(ScratchDir(dir))
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Each refusal of docs/reference/security-and-durability.md#limits: the request and its answer.
fn bad_inputs(key: &str) -> Vec<(&'static str, Vec<u8>, RangeInclusive<u16>)> {
    let many_params = vec!["first_name=x"; 5_000].join("&");
    let many_headers: String = (0..150).map(|i| format!("x-filler-{i}: 1\r\n")).collect();
    let with_key = format!("apikey: {key}\r\n");
    let mut form = send("POST", "/v1/user-resource/token", "application/x-www-form-urlencoded", &many_params);
    let at = form.windows(4).position(|w| w == b"\r\n\r\n").unwrap_or(0);
    form.splice(at + 2..at + 2, with_key.clone().into_bytes());
    vec![
        ("form of 5,000 parameters", form, 413..=413),
        // Short ones: the request target's own limit (8 KiB) would answer first.
        ("query of 1,001 parameters", get(&format!("/v1/config/ui/config?{}", vec!["a"; 1_001].join("&")), ""), 413..=413),
        ("request target of 9 KiB", get(&format!("/v1/config/ui/config?a={}", "x".repeat(9 * 1024)), ""), 414..=414),
        ("150 header fields", get("/v1/config/ui/config", &many_headers), 431..=431),
        ("a method the path does not serve", send("PUT", "/__sim/health", "application/json", "{}"), 405..=405),
        ("undecodable location /v1/%FF/…", get("/v1/%FF/user-resource/vm/list", &with_key), 404..=404),
        ("CR/LF in returnTo", get("/__sim/idp/default/v2/logout?returnTo=/app%0d%0aX:%201", ""), 400..=400),
        ("%FF in redirect_uri", get("/__sim/idp/default/authorize?redirect_uri=/app%FF&state=s", ""), 400..=400),
        ("JSON [] as a new session", send("POST", "/__sim/sessions", "application/json", "[]"), 400..=400),
        ("a form posted to the control API", send("POST", "/__sim/sessions", "text/plain", "{}"), 415..=415),
        (
            "control call with Host: evil.example",
            b"GET /__sim/sessions HTTP/1.1\r\nhost: evil.example\r\nconnection: close\r\n\r\n".to_vec(),
            403..=403,
        ),
        (
            "clock speed realtime:1e300",
            send("POST", "/__sim/sessions", "application/json", r#"{"clock":"realtime:1e300"}"#),
            400..=400,
        ),
        ("deleting the default session", send("DELETE", "/__sim/sessions/default", "application/json", ""), 409..=409),
    ]
}

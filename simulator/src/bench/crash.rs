//! Crash cycles (docs/reference/security-and-durability.md#what-a-crash-can-and-cannot-cost): the
//! real binary aborted at one failure point of persistence (`CLOUDSIM_CRASH_AT`) again and again,
//! with writes acknowledged around each crash, and every restart counted for the acknowledged
//! writes it lost or holds twice. The crash test (`simulator/tests/crash.rs`) asserts 0 and 0 at
//! every point; the bench prints the same table.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};

pub use crate::persist::failpoint::POINTS;

/// Crashes per failure point; each one a different hit of the point.
pub const CYCLES: u64 = 3;
/// Writes a cycle sends at most; a crash comes long before.
const WRITES_PER_CYCLE: u64 = 400;
/// What `std::process::abort` at a failure point ends the process with.
const SIGABRT: i32 = 6;
const FORM: (&str, &str) = ("content-type", "application/x-www-form-urlencoded");

/// One failure point's count over its cycles.
#[derive(Default, Debug)]
pub struct Tally {
    pub acknowledged: usize,
    pub lost: usize,
    pub duplicated: usize,
}

/// A `cloudsim serve` child, killed when dropped.
struct Server {
    child: Child,
    port: u16,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `exe` on `state`, armed to abort at `crash` = (point, nth hit). `None` when it aborted
/// before listening (a failure point of the start's own snapshot).
fn start(exe: &Path, state: &Path, crash: Option<(&str, u64)>) -> Result<Option<Server>, String> {
    let mut command = Command::new(exe);
    command.args(["serve", "--port", "0", "--world", "empty", "--snapshot-interval-ms", "40", "--state-file"]).arg(state);
    command.stdout(Stdio::piped()).stderr(Stdio::null());
    if let Some((point, after)) = crash {
        command.env("CLOUDSIM_CRASH_AT", point).env("CLOUDSIM_CRASH_AFTER", after.to_string());
    }
    let mut child = command.spawn().map_err(|e| format!("spawn {}: {e}", exe.display()))?;
    let mut line = String::new();
    BufReader::new(child.stdout.take().ok_or("the child's stdout")?).read_line(&mut line).map_err(|e| e.to_string())?;
    if line.is_empty() {
        let status = child.wait().map_err(|e| e.to_string())?;
        return match status.signal() {
            Some(SIGABRT) => Ok(None),
            _ => Err(format!("it stopped before listening without crashing: {status}")),
        };
    }
    let port = line.rsplit(':').next().and_then(|p| p.split(|c: char| !c.is_ascii_digit()).next()).and_then(|p| p.parse().ok());
    Ok(Some(Server { child, port: port.ok_or_else(|| format!("no port in {line:?}"))? }))
}

/// One HTTP/1.1 exchange on a new connection; `None` when the server is gone.
fn call(port: u16, method: &str, path: &str, headers: &[(&str, &str)], body: &str) -> Option<(u16, String)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).ok()?;
    let mut request =
        format!("{method} {path} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\ncontent-length: {}\r\n", body.len());
    for (name, value) in headers {
        request.push_str(&format!("{name}: {value}\r\n"));
    }
    request.push_str("\r\n");
    request.push_str(body);
    stream.write_all(request.as_bytes()).ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).ok()?;
    let status = response.split(' ').nth(1)?.parse().ok()?;
    Some((status, response.split_once("\r\n\r\n")?.1.to_string()))
}

/// A session of its own and its user's key.
fn new_session(port: u16) -> Result<String, String> {
    let created = call(port, "POST", "/__sim/sessions", &[("content-type", "application/json")], r#"{"seed":5,"world":"empty"}"#);
    let (status, body) = created.ok_or("the server is gone")?;
    let body: serde_json::Value = serde_json::from_str(&body).map_err(|e| format!("session create {status}: {e}"))?;
    body["users"][0]["api_key"].as_str().map(str::to_owned).ok_or_else(|| format!("session create {status}: no key"))
}

/// How many tokens carry each description.
fn descriptions(port: u16, key: &str) -> Result<BTreeMap<String, usize>, String> {
    let (status, body) = call(port, "GET", "/v1/user-resource/token/list", &[("apikey", key)], "").ok_or("the server is gone")?;
    let tokens: Vec<serde_json::Value> = serde_json::from_str(&body).map_err(|e| format!("token list {status}: {e}"))?;
    let mut counts = BTreeMap::new();
    for token in tokens {
        *counts.entry(token["description"].as_str().unwrap_or_default().to_string()).or_insert(0) += 1;
    }
    Ok(counts)
}

/// Creates the token `w<sent>`; its description when acknowledged, `None` when the server is gone.
fn write(port: u16, key: &str, sent: &mut u64) -> Result<Option<String>, String> {
    let description = format!("w{sent}");
    *sent += 1;
    match call(port, "POST", "/v1/user-resource/token", &[("apikey", key), FORM], &format!("description={description}")) {
        None => Ok(None),
        Some((200, _)) => Ok(Some(description)),
        Some((status, body)) => Err(format!("write {description} answered {status}: {body}")),
    }
}

/// Crashes `exe` at `point` `CYCLES` times on a state file of its own in `dir`, writing around
/// each crash, and counts what each restart lost or repeated.
pub fn crash_at(exe: &Path, dir: &Path, point: &str) -> Result<Tally, String> {
    let state = dir.join(format!("{point}.state"));
    let (mut acked, mut sent, mut key, mut tally) = (Vec::<String>::new(), 0, None::<String>, Tally::default());
    for cycle in 0..CYCLES {
        // A change reaches the log points once a write; a snapshot reaches its points at the
        // start (hit 1, right after a replay) and then every 40 ms while writes come in.
        let after =
            if point.starts_with("log-a") || point == "log-synced" { 4 + 5 * cycle } else { [2, 3, 1][cycle as usize % 3] };
        if let Some(mut server) = start(exe, &state, Some((point, after)))? {
            let key = match &key {
                Some(key) => key.clone(),
                None => key.insert(new_session(server.port)?).clone(),
            };
            let mut crashed = false;
            for _ in 0..WRITES_PER_CYCLE {
                match write(server.port, &key, &mut sent)? {
                    Some(description) => acked.push(description),
                    None => {
                        crashed = true;
                        break;
                    }
                }
            }
            if !crashed {
                let _ = server.child.kill();
            }
            let status = server.child.wait().map_err(|e| e.to_string())?;
            if status.signal() != Some(SIGABRT) {
                return Err(format!("{point}: cycle {cycle} did not reach its failure point ({status})"));
            }
        }

        let Some(key) = key.clone() else { continue };
        let server = start(exe, &state, None)?.ok_or("a restart without failure points listens")?;
        let found = descriptions(server.port, &key)?;
        tally.lost += acked.iter().filter(|d| !found.contains_key(*d)).count();
        tally.duplicated += found.values().map(|&n| n - 1).sum::<usize>();
        // A write logged but not answered before the crash may be kept: at most the one in flight.
        let unanswered = found.keys().filter(|d| !acked.contains(d)).count();
        if unanswered > 1 {
            return Err(format!("{point}: {unanswered} writes nobody acknowledged were kept"));
        }
        acked = found.into_keys().collect();
        // Writes the next armed start replays before its own snapshot (a crash there, hit 1).
        for _ in 0..3 {
            acked.push(write(server.port, &key, &mut sent)?.ok_or("an unarmed server answers")?);
        }
        if tally.lost + tally.duplicated > 0 {
            break;
        }
    }
    tally.acknowledged = acked.len();
    Ok(tally)
}

/// Prints the table of crash cycles: a line per failure point.
pub fn print(tallies: &[(&str, Tally)]) {
    println!("{:<18} {:>7} {:>13} {:>5} {:>11}", "failure point", "crashes", "acknowledged", "lost", "duplicated");
    for (point, t) in tallies {
        println!("{point:<18} {CYCLES:>7} {:>13} {:>5} {:>11}", t.acknowledged, t.lost, t.duplicated);
    }
}

//! Crash cycles (docs/reference/security-and-durability.md#what-a-crash-can-and-cannot-cost): the
//! real binary aborted at one failure point of persistence (`CLOUDSIM_CRASH_AT`) again and again,
//! with writes acknowledged around each crash, and every restart counted for the acknowledged
//! writes it lost or holds twice. The crash test (`simulator/tests/crash.rs`) asserts 0 and 0 at
//! every point; the bench prints the same table.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};

pub use crate::persist::failpoint::POINTS;

use super::rawhttp::call;

/// Crashes per failure point; each one a different hit of the point.
pub const CYCLES: u64 = 3;
/// Writes a cycle sends at most; a crash comes long before.
const WRITES_PER_CYCLE: u64 = 400;
/// What `std::process::abort` at a failure point ends the process with.
const SIGABRT: i32 = 6;
pub(super) const FORM: (&str, &str) = ("content-type", "application/x-www-form-urlencoded");
/// Tokens written with one key before the driver moves on to a new session's: a user holds at
/// most 100 (docs/product/access.md#api-tokens), and a fast build writes more than that in a cycle.
const TOKENS_PER_KEY: u64 = 90;

/// One failure point's count over its cycles.
#[derive(Default, Debug)]
pub struct Tally {
    pub acknowledged: usize,
    pub lost: usize,
    pub duplicated: usize,
}

/// A `cloudsim serve` child, killed when dropped (also the disk-full driver's).
pub(super) struct Server {
    pub(super) child: Child,
    pub(super) port: u16,
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
    let child = command.spawn().map_err(|e| format!("spawn {}: {e}", exe.display()))?;
    match listening(child)? {
        Ok(server) => Ok(Some(server)),
        Err(mut child) => {
            let status = child.wait().map_err(|e| e.to_string())?;
            match status.signal() {
                Some(SIGABRT) => Ok(None),
                _ => Err(format!("it stopped before listening without crashing: {status}")),
            }
        }
    }
}

/// The server a spawned `serve --port 0` (stdout piped) became, from the address its first line
/// prints; the child back when it ended before listening.
pub(super) fn listening(mut child: Child) -> Result<Result<Server, Child>, String> {
    let mut line = String::new();
    BufReader::new(child.stdout.take().ok_or("the child's stdout")?).read_line(&mut line).map_err(|e| e.to_string())?;
    if line.is_empty() {
        return Ok(Err(child));
    }
    let port = line.rsplit(':').next().and_then(|p| p.split(|c: char| !c.is_ascii_digit()).next()).and_then(|p| p.parse().ok());
    Ok(Ok(Server { child, port: port.ok_or_else(|| format!("no port in {line:?}"))? }))
}

/// A session of its own: its id and its user's key; `None` when the server is gone.
pub(super) fn new_session(port: u16) -> Result<Option<(String, String)>, String> {
    let created = call(port, "POST", "/__sim/sessions", &[("content-type", "application/json")], r#"{"seed":5,"world":"empty"}"#);
    let Some((status, body)) = created else { return Ok(None) };
    let body: serde_json::Value = serde_json::from_str(&body).map_err(|e| format!("session create {status}: {e}"))?;
    match (body["session"].as_str(), body["users"][0]["api_key"].as_str()) {
        (Some(session), Some(key)) => Ok(Some((session.to_owned(), key.to_owned()))),
        _ => Err(format!("session create {status}: no session or key")),
    }
}

/// How many tokens carry each description, over the sessions of `keys`.
pub(super) fn descriptions(port: u16, keys: &[String]) -> Result<BTreeMap<String, usize>, String> {
    let mut counts = BTreeMap::new();
    for key in keys {
        let (status, body) =
            call(port, "GET", "/v1/user-resource/token/list", &[("apikey", key)], "").ok_or("the server is gone")?;
        let tokens: Vec<serde_json::Value> = serde_json::from_str(&body).map_err(|e| format!("token list {status}: {e}"))?;
        for token in tokens {
            *counts.entry(token["description"].as_str().unwrap_or_default().to_string()).or_insert(0) += 1;
        }
    }
    Ok(counts)
}

/// Creates the token `w<sent>` with the last of `keys` (first adding a new session's key when
/// that one holds `TOKENS_PER_KEY`); its description when acknowledged, `None` when the server
/// is gone.
pub(super) fn write(port: u16, keys: &mut Vec<String>, sent: &mut u64) -> Result<Option<String>, String> {
    if keys.is_empty() || *sent >= TOKENS_PER_KEY * keys.len() as u64 {
        let Some((_, key)) = new_session(port)? else { return Ok(None) };
        keys.push(key);
    }
    let key = keys.last().expect("one was added");
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
    let (mut acked, mut sent, mut keys, mut tally) = (Vec::<String>::new(), 0, Vec::<String>::new(), Tally::default());
    for cycle in 0..CYCLES {
        // A change reaches the log points once a write; a snapshot reaches its points at the
        // start (hit 1, right after a replay) and then every 40 ms while writes come in.
        let after =
            if point.starts_with("log-a") || point == "log-synced" { 4 + 5 * cycle } else { [2, 3, 1][cycle as usize % 3] };
        if let Some(mut server) = start(exe, &state, Some((point, after)))? {
            let mut crashed = false;
            for _ in 0..WRITES_PER_CYCLE {
                match write(server.port, &mut keys, &mut sent)? {
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

        if keys.is_empty() {
            continue;
        }
        let server = start(exe, &state, None)?.ok_or("a restart without failure points listens")?;
        // Only acknowledged sessions are in `keys`, so each must be back with its tokens.
        let found = descriptions(server.port, &keys)?;
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
            acked.push(write(server.port, &mut keys, &mut sent)?.ok_or("an unarmed server answers")?);
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

//! SIGTERM with a large store (docs/reference/security-and-durability.md#a-stop): the real binary
//! serves a state file holding many objects of 1 MiB, takes small writes and object uploads, and
//! gets SIGTERM in the middle of them. It must exit cleanly within its shutdown grace and a last
//! snapshot; the next start (without `--accept-state-loss`) holds every acknowledged write, each
//! object whole, and nothing partial is left beside the state file. The regression test
//! (`simulator/tests/sigterm.rs`) asserts it; the bench prints the row.

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::crash::{FORM, Server, descriptions, listening, new_session, write};
use super::durability::objects_folder;
use super::rawhttp::call;
use crate::server::connections::Limits;

/// Objects in the store before the stop (the bench's size; the test may ask for fewer).
pub const STORE_OBJECTS: usize = 200;
const OBJECT_BYTES: usize = 1 << 20;
/// A session holds at most 256 MiB of objects: the store is spread over sessions of this many.
const OBJECTS_PER_SESSION: usize = 100;
/// Writes run this long before the SIGTERM.
const WRITING_BEFORE_STOP: Duration = Duration::from_millis(500);
/// What the stop may take beyond the shutdown grace: the last snapshot (the bodies are on disk
/// already, so it writes the state file only) and the process's exit.
pub const SNAPSHOT_ROOM: Duration = Duration::from_secs(2);

/// What one stop showed.
#[derive(Debug)]
pub struct Stop {
    pub objects: usize,
    pub exited_in: Duration,
    /// The exit code (`None`: ended by a signal).
    pub exit_code: Option<i32>,
    /// Writes answered 2xx before the stop (tokens and uploads).
    pub acknowledged: usize,
    /// Of those, missing after the restart.
    pub lost: usize,
    /// What was found half-done: a `F.tmp`, a body's `.tmp`, a partial log line, an object cut short.
    pub partial: Vec<String>,
    /// The restart refused the state file.
    pub refused_start: bool,
}

impl Stop {
    /// Whether the stop kept every promise.
    pub fn holds(&self) -> bool {
        self.exit_code == Some(0)
            && self.exited_in <= Limits::default().shutdown_grace + SNAPSHOT_ROOM
            && self.acknowledged > 0
            && self.lost == 0
            && self.partial.is_empty()
            && !self.refused_start
    }
}

fn start(exe: &Path, state: &Path) -> Result<Option<Server>, String> {
    let grace = Limits::default().shutdown_grace.as_secs().to_string();
    let mut command = Command::new(exe);
    command.args(["serve", "--port", "0", "--world", "empty", "--snapshot-interval-ms", "500", "--shutdown-grace", &grace]);
    let child = command.arg("--state-file").arg(state).stdout(Stdio::piped()).stderr(Stdio::null()).spawn();
    let child = child.map_err(|e| format!("spawn {}: {e}", exe.display()))?;
    Ok(listening(child)?.ok())
}

/// A 1 MiB text object, different for every `tag`.
fn object(key: &str, tag: &str) -> String {
    let content = format!("{tag}-{}", "x".repeat(OBJECT_BYTES - tag.len() - 1));
    serde_json::json!({ "key": key, "content": content }).to_string()
}

fn put(port: u16, session: &str, bucket: &str, key: &str) -> Option<u16> {
    let path = format!("/__sim/sessions/{session}/buckets/{bucket}/objects");
    call(port, "PUT", &path, &[("content-type", "application/json")], &object(key, &format!("{session}/{bucket}/{key}")))
        .map(|(s, _)| s)
}

/// A new session with a bucket `bucket`: its id and key.
fn place(port: u16, bucket: &str) -> Result<(String, String), String> {
    let (session, key) = new_session(port)?.ok_or("the server is gone")?;
    let made = call(port, "PUT", "/v1/storage/bucket", &[("apikey", &key), FORM], &format!("name={bucket}"));
    match made {
        Some((200, _)) => Ok((session, key)),
        other => Err(format!("bucket {bucket}: {other:?}")),
    }
}

/// (objects, bytes) in `bucket` as its owner `key` sees it.
fn bucket(port: u16, key: &str, bucket: &str) -> Result<(u64, u64), String> {
    let (status, body) =
        call(port, "GET", &format!("/v1/storage/bucket?name={bucket}"), &[("apikey", key)], "").ok_or("the server is gone")?;
    let body: serde_json::Value = serde_json::from_str(&body).map_err(|e| format!("bucket {bucket} {status}: {e}"))?;
    Ok((body["num_objects"].as_u64().unwrap_or_default(), body["size_bytes"].as_u64().unwrap_or_default()))
}

/// Fills a state file in `dir` with `objects` objects, writes to it from two clients (small
/// writes; uploads of 1 MiB), stops the server with SIGTERM among them and starts it again.
pub fn stop_mid_write(exe: &Path, dir: &Path, objects: usize) -> Result<Stop, String> {
    let state = dir.join("sigterm.state");
    let mut server = start(exe, &state)?.ok_or("the first start refused")?;
    let port = server.port;
    let mut store = Vec::new();
    for chunk in 0..objects.div_ceil(OBJECTS_PER_SESSION) {
        let (session, key) = place(port, "store")?;
        let count = OBJECTS_PER_SESSION.min(objects - chunk * OBJECTS_PER_SESSION);
        for i in 0..count {
            match put(port, &session, "store", &format!("object-{i}")) {
                Some(200) => {}
                other => return Err(format!("filling the store: {other:?}")),
            }
        }
        store.push((key, count));
    }
    let (uploads_session, uploads_key) = place(port, "uploads")?;

    // Each writer goes on until the server no longer takes its connection.
    let small = std::thread::spawn(move || {
        let (mut keys, mut sent, mut acknowledged) = (Vec::new(), 0, Vec::new());
        while let Some(description) = write(port, &mut keys, &mut sent)? {
            acknowledged.push(description);
        }
        Ok::<_, String>((keys, acknowledged))
    });
    let uploads = std::thread::spawn(move || {
        let mut acknowledged = 0;
        while put(port, &uploads_session, "uploads", &format!("upload-{acknowledged}")) == Some(200) {
            acknowledged += 1;
        }
        acknowledged
    });
    std::thread::sleep(WRITING_BEFORE_STOP);
    let stopped = Instant::now();
    let pid = i32::try_from(server.child.id()).map_err(|e| e.to_string())?;
    // SAFETY: a signal to the child this driver started and has not reaped yet.
    unsafe { libc::kill(pid, libc::SIGTERM) };
    let status = server.child.wait().map_err(|e| e.to_string())?;
    let exited_in = stopped.elapsed();
    let (keys, tokens) = small.join().map_err(|_| "the small writer panicked")??;
    let uploaded = uploads.join().map_err(|_| "the uploader panicked")?;
    drop(server);

    let mut stop = Stop {
        objects,
        exited_in,
        exit_code: status.code(),
        acknowledged: tokens.len() + uploaded,
        lost: 0,
        partial: leftovers(&state)?,
        refused_start: false,
    };
    let Some(restarted) = start(exe, &state)? else {
        stop.refused_start = true;
        return Ok(stop);
    };
    let found = descriptions(restarted.port, &keys)?;
    stop.lost = tokens.iter().filter(|d| !found.contains_key(*d)).count();
    let mut buckets: Vec<(&str, &str, usize)> = store.iter().map(|(key, count)| ("store", key.as_str(), *count)).collect();
    buckets.push(("uploads", &uploads_key, uploaded));
    for (name, key, acknowledged) in buckets {
        let (held, bytes) = bucket(restarted.port, key, name)?;
        stop.lost += acknowledged.saturating_sub(held as usize);
        // An upload in flight at the stop may be kept (its client saw no answer), but only whole.
        if bytes != held * OBJECT_BYTES as u64 {
            stop.partial.push(format!("bucket {name} of {key}: {held} objects in {bytes} bytes"));
        }
    }
    Ok(stop)
}

/// What a stop left half-done beside the state file.
fn leftovers(state: &Path) -> Result<Vec<String>, String> {
    let mut found = Vec::new();
    let sibling = |extension: &str| {
        let mut name = state.as_os_str().to_owned();
        name.push(extension);
        std::path::PathBuf::from(name)
    };
    if sibling(".tmp").exists() {
        found.push("a snapshot's .tmp".to_owned());
    }
    let objects = objects_folder(state);
    let entries = fs::read_dir(&objects).map_err(|e| format!("{}: {e}", objects.display()))?;
    found.extend(
        entries
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .map(|e| format!("a body's {}", e.file_name().to_string_lossy())),
    );
    let log = fs::read(sibling(".wal")).map_err(|e| format!("reading the log: {e}"))?;
    if !log.is_empty() && !log.ends_with(b"\n") {
        found.push("a partial log line".to_owned());
    }
    Ok(found)
}

/// Prints the stop's row.
pub fn print(stop: &Stop) {
    let grace = Limits::default().shutdown_grace + SNAPSHOT_ROOM;
    println!(
        "SIGTERM mid-write with {} objects of 1 MiB stored: exited {} in {:.2} s (target ≤ {} s); {} writes acknowledged, {} lost; partial: {}; restart {}",
        stop.objects,
        stop.exit_code.map_or_else(|| "by a signal".to_owned(), |c| format!("with {c}")),
        stop.exited_in.as_secs_f64(),
        grace.as_secs(),
        stop.acknowledged,
        stop.lost,
        if stop.partial.is_empty() { "none".to_owned() } else { stop.partial.join(", ") },
        if stop.refused_start { "refused" } else { "clean" },
    );
}

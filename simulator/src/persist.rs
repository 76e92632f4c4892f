//! `--state-file F`: every session survives restarts and `kill -9`, each change exactly once.
//!
//! Design: a snapshot of all sessions in `F` plus a write-ahead log of inputs in `F.wal`. Worlds
//! are deterministic from their seed and inputs, so the log holds inputs — each changing `/v1`
//! request with the simulated instant it was served at, and each control-API change — appended
//! and synced *before* the change runs, so nothing acknowledged with a 2xx can be lost. At start
//! the snapshot is loaded and the log replayed through the same code; then a fresh snapshot is
//! written and the log emptied.
//!
//! Exactly once: the snapshot and the log both carry a generation. A snapshot of generation g+1
//! is written beside, synced and renamed over `F`; only then is the log emptied and headed g+1.
//! A log whose generation is one below the snapshot's was left by a crash between the rename and
//! the emptying: its records are already in the snapshot and are skipped, not applied twice.
//!
//! Nothing is dropped silently: a torn last line (a crash mid-append, no newline, never
//! acknowledged) is dropped with a warning; a complete line failing its checksum, a log of another
//! generation, or a log without its snapshot stops the start with a message naming the file,
//! unless `--accept-state-loss` says to set the unusable part aside (renamed, never deleted).
//! An exclusive lock (`F.lock`) keeps a second server off the same file; files are created 0600,
//! since the snapshot holds API keys.

use std::collections::HashSet;
use std::fs::{self, File, OpenOptions};
use std::io::{BufRead, BufReader, Read, Seek, Write};
use std::os::fd::AsRawFd;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::time::Duration;

use jiff::Timestamp;
use parking_lot::{Mutex, RwLock, RwLockReadGuard};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::domain::access::Principal;
use crate::domain::idp::Credential;
use crate::session::Snapshot;
use crate::world::body::Body as ObjectBody;

const FORMAT: &str = "cloudsim-state";
/// Version 2 added the generation; version 3 names object bodies (`sha256:<hex>`, kept in
/// `F.objects/`) instead of holding them. Files of versions 1 (generation 0) and 2 still load.
const VERSION: u32 = 3;
const WAL_MAGIC: &str = "cloudsim-wal";
/// As the state file's: 2 added the generation, 3 names object bodies.
const WAL_VERSION: u32 = 3;
/// Owner read and write only: the snapshot holds API keys and S3 secrets.
const MODE: u32 = 0o600;

/// One input, as logged.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Record {
    /// Secrets stay out: the caller is the user the API key resolved to, not the key, and the
    /// body's passwords are stand-ins (`journal::redact::state_log_body`); an identity-provider
    /// step that takes a password carries its `credential` (digest and verdicts) instead.
    Request {
        session: String,
        at: Timestamp,
        method: String,
        uri: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        caller: Option<Principal>,
        /// The key itself, as logs written before callers were logged hold it (read, never written).
        #[serde(default, skip_serializing)]
        api_key: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        credential: Option<Credential>,
        content_type: Option<String>,
        body: String,
    },
    /// A control-API change (`/__sim`), kept as the control API wrote it: the control API owns
    /// its changes' types (`control::change`), so a new control call needs no new kind here.
    Control { session: String, change: Value },
    /// An S3 request changed objects, signed by a key of `user`.
    ObjectChanged {
        session: String,
        at: Timestamp,
        user: crate::world::UserId,
        change: crate::domain::storage::change::ObjectChange,
    },
    /// A session export was imported over the session. Its own kind, not a control change: its
    /// object bodies are kept in `F.objects/` and named here.
    StateImported { session: String, snapshot: Box<Snapshot> },
}

impl Record {
    /// Whether the record may carry object bodies.
    fn holds_bodies(&self) -> bool {
        matches!(self, Record::ObjectChanged { .. } | Record::StateImported { .. })
    }

    fn bodies_mut(&mut self) -> Vec<&mut ObjectBody> {
        match self {
            Record::ObjectChanged { change, .. } => change.body_mut().into_iter().collect(),
            Record::StateImported { snapshot, .. } => snapshot.world.storage.bodies_mut().collect(),
            _ => Vec::new(),
        }
    }

    /// One logged line's record. Logs written before control changes had their own kind hold them
    /// flat (`{"kind":"clock_advanced","session":…,"to":…}`); such a line is read as the control
    /// change it was, the same kind and fields under `change`.
    fn read(json: &str) -> Option<Record> {
        let mut value: Value = serde_json::from_str(json).ok()?;
        let fields = value.as_object_mut()?;
        if !matches!(fields.get("kind")?.as_str()?, "request" | "object_changed" | "state_imported" | "control") {
            let session = fields.remove("session")?;
            value = serde_json::json!({ "kind": "control", "session": session, "change": value });
        }
        serde_json::from_value(value).ok()
    }
}

/// What the state file held at start.
#[derive(Debug, Default)]
pub struct Recovered {
    pub sessions: Vec<Snapshot>,
    pub next_session: u64,
    pub records: Vec<Record>,
}

/// How a state file is opened and kept.
#[derive(Clone, Copy, Debug)]
pub struct OpenRules {
    /// Start even when part of the state cannot be used (a damaged log line, a log without its
    /// snapshot or of another generation): that part is renamed aside and the loss logged.
    pub accept_loss: bool,
    /// How often a changed state is written as a new snapshot (emptying the log).
    pub snapshot_every: Duration,
}

impl Default for OpenRules {
    fn default() -> Self {
        OpenRules { accept_loss: false, snapshot_every: Duration::from_secs(10) }
    }
}

#[derive(Serialize, Deserialize)]
struct Header {
    format: String,
    version: u32,
    #[serde(default)]
    generation: u64,
    crc32: String,
}

#[derive(Serialize, Deserialize)]
struct Body {
    next_session: u64,
    sessions: Vec<Snapshot>,
}

struct Log {
    file: File,
    /// The generation of the snapshot the log's records follow.
    generation: u64,
    /// Bytes of whole, synced lines (the header included): an append that fails is cut back to
    /// it, so a refused change leaves no partial line for the next start to stumble on.
    length: u64,
    /// False while the log may end past `length` (a failed append that could not be cut back,
    /// or a snapshot that emptied the log but could not head it): the next append mends it first.
    sound: bool,
}

impl Log {
    /// Cuts the log back to its whole lines (headed, when it is empty) and syncs it.
    fn mend(&mut self) -> std::io::Result<()> {
        self.file.set_len(self.length)?;
        if self.length == 0 {
            self.length = write_wal_header(&mut self.file, self.generation)?;
        }
        self.file.sync_all()?;
        self.sound = true;
        Ok(())
    }
}

pub struct Persistence {
    path: PathBuf,
    wal: Mutex<Log>,
    /// Changes hold it shared; a snapshot holds it alone, so it sees no change half-done.
    gate: RwLock<()>,
    dirty: Mutex<bool>,
    snapshot_every: Duration,
    /// `F.objects/`: the object bodies the snapshot and the log name.
    objects: objects::Store,
    /// Held for the server's life: the exclusive lock on `F.lock`.
    _lock: File,
}

impl Persistence {
    /// Opens (or creates) the state file and its log, returning what they held.
    pub fn open(path: &Path, rules: OpenRules) -> Result<(Persistence, Recovered), String> {
        let lock = lock(path)?;
        let objects = objects::Store::open(sibling(path, "objects"))?;
        let snapshot = if path.exists() { Some(read_snapshot(path)?) } else { None };
        let wal_path = sibling(path, "wal");
        let log = if wal_path.exists() { Some(read_wal(&wal_path, rules)?) } else { None };
        let (mut recovered, generation) = snapshot.unwrap_or_default();
        let mut log_generation = None;
        let mut whole = 0;
        if let Some(log) = log {
            log_generation = log.generation;
            whole = log.whole;
            recovered.records = reconcile(path, &wal_path, path.exists(), generation, log, rules)?;
            if !wal_path.exists() {
                log_generation = None; // set aside
            }
        }
        objects.read(recovered.sessions.iter_mut().flat_map(|s| s.world.storage.bodies_mut()))?;
        objects.read(recovered.records.iter_mut().flat_map(Record::bodies_mut))?;
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .mode(MODE)
            .custom_flags(libc::O_NOFOLLOW)
            .open(&wal_path)
            .map_err(|e| format!("cannot open {}: {e}", wal_path.display()))?;
        // A log of the previous generation (its records skipped above) or an empty one starts
        // again under the snapshot's generation; one of this generation is appended to.
        let length = if log_generation != Some(generation) { 0 } else { whole };
        let mut log = Log { file, generation, length, sound: false };
        // A log left by a build that did not restrict modes is narrowed too.
        log.mend()
            .and_then(|()| fs::set_permissions(&wal_path, fs::Permissions::from_mode(MODE)))
            .map_err(|e| format!("cannot write {}: {e}", wal_path.display()))?;
        let persistence = Persistence {
            path: path.to_path_buf(),
            wal: Mutex::new(log),
            gate: RwLock::new(()),
            dirty: Mutex::new(false),
            snapshot_every: rules.snapshot_every,
            objects,
            _lock: lock,
        };
        Ok((persistence, recovered))
    }

    /// Held while a change is logged and applied.
    pub fn gate(&self) -> RwLockReadGuard<'_, ()> {
        self.gate.read()
    }

    /// Appends and syncs one record; the change may run once this returns `Ok`. All or nothing:
    /// a write or sync that fails (a full disk) is cut back off the log, and the change must
    /// not run.
    pub fn append(&self, record: &Record) -> Result<(), String> {
        let json = if record.holds_bodies() {
            // The bodies are on disk, under their names, before the line that names them.
            let mut named = record.clone();
            self.objects.name(named.bodies_mut().into_iter()).map_err(|e| format!("state log write failed: {e}"))?;
            serde_json::to_string(&named)
        } else {
            serde_json::to_string(record)
        };
        let json = json.map_err(|e| e.to_string())?;
        let line = format!("{:08x} {json}\n", crc32fast::hash(json.as_bytes()));
        let mut wal = self.wal.lock();
        if !wal.sound {
            wal.mend().map_err(|e| format!("state log write failed: {e}"))?;
        }
        failpoint::reach("log-append");
        let written = wal.file.write_all(line.as_bytes()).and_then(|()| {
            failpoint::reach("log-appended");
            wal.file.sync_data()
        });
        if let Err(e) = written {
            // Whatever part of the line reached the file goes again; a cut that fails too is
            // retried before the next append, which waits for it.
            wal.sound = false;
            let _ = wal.mend();
            return Err(format!("state log write failed: {e}"));
        }
        wal.length += line.len() as u64;
        failpoint::reach("log-synced");
        *self.dirty.lock() = true;
        Ok(())
    }

    pub fn is_dirty(&self) -> bool {
        *self.dirty.lock()
    }

    pub fn snapshot_every(&self) -> Duration {
        self.snapshot_every
    }

    /// Writes every session to the state file as the next generation (beside it, synced, renamed
    /// over it), then empties the log under that generation. `collect` gathers the sessions while
    /// no change can run.
    pub fn snapshot(&self, collect: impl FnOnce() -> (u64, Vec<Snapshot>)) -> Result<(), String> {
        let _alone = self.gate.write();
        let (next_session, mut sessions) = collect();
        // Only bodies not kept yet are written: what changed since the last snapshot.
        let named = self.objects.name(sessions.iter_mut().flat_map(|s| s.world.storage.bodies_mut()));
        let named: HashSet<_> = named.map_err(|e| format!("writing {} failed: {e}", self.path.display()))?.into_iter().collect();
        let mut wal = self.wal.lock();
        let generation = wal.generation + 1;
        let body = serde_json::to_string(&Body { next_session, sessions }).map_err(|e| e.to_string())?;
        let crc32 = format!("{:08x}", crc32fast::hash(body.as_bytes()));
        let header = Header { format: FORMAT.into(), version: VERSION, generation, crc32 };
        let header = serde_json::to_string(&header).map_err(|e| e.to_string())?;
        let tmp = sibling(&self.path, "tmp");
        let write = || -> std::io::Result<()> {
            failpoint::reach("snapshot-write");
            // Made new, never opened through a link planted there: one left by a crash (or
            // planted) goes first, and one planted again meanwhile fails the snapshot.
            match fs::remove_file(&tmp) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
                _ => {}
            }
            let mut file =
                OpenOptions::new().write(true).create_new(true).mode(MODE).custom_flags(libc::O_NOFOLLOW).open(&tmp)?;
            file.write_all(format!("{header}\n{body}\n").as_bytes())?;
            failpoint::reach("snapshot-written");
            file.sync_all()?;
            failpoint::reach("snapshot-synced");
            fs::rename(&tmp, &self.path)?;
            failpoint::reach("snapshot-renamed");
            Ok(())
        };
        if let Err(e) = write() {
            // A snapshot that did not make it (a full disk) leaves `F` and its log as they were,
            // and gives back the room its part-written file took.
            let _ = fs::remove_file(&tmp);
            return Err(format!("writing {} failed: {e}", self.path.display()));
        }
        // From here the snapshot holds every change: the log starts again under its generation.
        *self.dirty.lock() = false;
        wal.generation = generation;
        (wal.length, wal.sound) = (0, false);
        let emptied = self.sync_dir().and_then(|()| {
            wal.file.set_len(0)?;
            failpoint::reach("log-emptied");
            wal.mend()?;
            failpoint::reach("log-headed");
            Ok(())
        });
        emptied.map_err(|e| {
            format!("emptying {} failed (it is headed before the next change): {e}", sibling(&self.path, "wal").display())
        })?;
        // Neither the snapshot nor the emptied log names the others any more.
        self.objects.sweep(&named);
        Ok(())
    }

    /// Makes the rename of the state file durable.
    fn sync_dir(&self) -> std::io::Result<()> {
        match self.path.parent().filter(|d| !d.as_os_str().is_empty()) {
            Some(dir) => File::open(dir)?.sync_all(),
            None => Ok(()),
        }
    }
}

/// A file's bytes, refusing a symbolic link (`O_NOFOLLOW`): the state file is ours, not a link
/// someone planted to make the server read or overwrite another file.
fn read_no_link(path: &Path) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    OpenOptions::new().read(true).custom_flags(libc::O_NOFOLLOW).open(path)?.read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// `F.wal`, `F.lock`, `F.tmp`: beside the state file, named after it.
fn sibling(path: &Path, extension: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".");
    name.push(extension);
    PathBuf::from(name)
}

/// Writes the log's first line; its length.
fn write_wal_header(file: &mut File, generation: u64) -> std::io::Result<u64> {
    let header = format!("{WAL_MAGIC} {WAL_VERSION} {generation}\n");
    file.write_all(header.as_bytes())?;
    Ok(header.len() as u64)
}

/// Takes `F.lock` for this process, or says which process holds it.
fn lock(path: &Path) -> Result<File, String> {
    let lock_path = sibling(path, "lock");
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .mode(MODE)
        .custom_flags(libc::O_NOFOLLOW)
        .open(&lock_path)
        .map_err(|e| format!("cannot open {}: {e}", lock_path.display()))?;
    // SAFETY: flock on a descriptor this function owns; it only reads the call's result.
    if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } != 0 {
        let mut holder = String::new();
        let _ = file.read_to_string(&mut holder);
        let holder = holder.trim();
        let who = if holder.is_empty() { "another process".to_string() } else { format!("process {holder}") };
        return Err(format!(
            "refusing to use {}: {who} is serving it (lock {}); stop it or name another --state-file",
            path.display(),
            lock_path.display()
        ));
    }
    let pid = std::process::id().to_string();
    file.set_len(0)
        .and_then(|()| file.rewind())
        .and_then(|()| file.write_all(pid.as_bytes()))
        .map_err(|e| format!("cannot write {}: {e}", lock_path.display()))?;
    Ok(file)
}

fn refusal(path: &Path, why: &str) -> String {
    format!("refusing to use {}: {why}; move it away or name another --state-file", path.display())
}

fn read_snapshot(path: &Path) -> Result<(Recovered, u64), String> {
    let refuse = |why: &str| refusal(path, why);
    let text = read_no_link(path).map_err(|e| refuse(&e.to_string()))?;
    let text = String::from_utf8(text).map_err(|_| refuse("it is not a cloudsim state file (not text)"))?;
    let (header, body) = text.split_once('\n').ok_or_else(|| refuse("it is not a cloudsim state file"))?;
    let header: Header = serde_json::from_str(header).map_err(|_| refuse("it is not a cloudsim state file"))?;
    if header.format != FORMAT {
        return Err(refuse("it is not a cloudsim state file"));
    }
    if !(1..=VERSION).contains(&header.version) {
        return Err(refuse(&format!("it has format version {}, this build reads 1 to {VERSION}", header.version)));
    }
    let body = body.trim_end_matches('\n');
    if format!("{:08x}", crc32fast::hash(body.as_bytes())) != header.crc32 {
        return Err(refuse("it is damaged (checksum mismatch)"));
    }
    let body: Body = serde_json::from_str(body).map_err(|e| refuse(&format!("it is damaged ({e})")))?;
    Ok((Recovered { sessions: body.sessions, next_session: body.next_session, records: Vec::new() }, header.generation))
}

/// What the log file held: its generation (none for an empty file) and its whole records.
struct WalFile {
    generation: Option<u64>,
    records: Vec<Record>,
    /// Bytes up to the end of the last whole line: a torn tail is cut off before appending.
    whole: u64,
}

fn read_wal(path: &Path, rules: OpenRules) -> Result<WalFile, String> {
    let refuse = |why: String| refusal(path, &why);
    let file = OpenOptions::new().read(true).custom_flags(libc::O_NOFOLLOW).open(path).map_err(|e| refuse(e.to_string()))?;
    let mut lines: Vec<String> = Vec::new();
    let mut reader = BufReader::new(file);
    loop {
        let mut line = String::new();
        match reader.read_line(&mut line) {
            Ok(0) => break,
            Ok(_) => lines.push(line),
            Err(_) => return Err(refuse("it is not a cloudsim log (not text)".into())),
        }
    }
    let mut generation = None;
    let mut records = Vec::new();
    let mut whole = 0;
    for (i, line) in lines.iter().enumerate() {
        if i == 0 {
            if let Some(header) = line.trim_end().strip_prefix(WAL_MAGIC) {
                generation = Some(wal_generation(header).ok_or_else(|| refuse("its header is not one this build reads".into()))?);
                whole += line.len() as u64;
                continue;
            }
            if !line.starts_with(|c: char| c.is_ascii_hexdigit()) {
                return Err(refuse("it is not a cloudsim log".into()));
            }
        }
        let Some(complete) = line.strip_suffix('\n') else {
            // A crash mid-append leaves a torn last line; it was never acknowledged.
            tracing::warn!(file = %path.display(), line = i + 1, "dropping the torn last line of the state log (a crash mid-write; never acknowledged)");
            break;
        };
        let parsed = complete
            .split_once(' ')
            .and_then(|(crc, json)| (format!("{:08x}", crc32fast::hash(json.as_bytes())) == crc).then(|| Record::read(json))?);
        match parsed {
            Some(record) => {
                records.push(record);
                whole += line.len() as u64;
            }
            None if rules.accept_loss => {
                let aside = set_aside(path)?;
                tracing::error!(file = %path.display(), line = i + 1, lost = lines.len() - i, aside = %aside.display(),
                    "--accept-state-loss: the state log is damaged from this line on; those changes are lost");
                break;
            }
            None => {
                return Err(format!(
                    "refusing to use {}: line {} is damaged (a complete line failing its checksum, {} line(s) from the end); \
                     start with --accept-state-loss to keep the changes before it and set the log aside",
                    path.display(),
                    i + 1,
                    lines.len() - i
                ));
            }
        }
    }
    Ok(WalFile { generation: generation.or(if lines.is_empty() { None } else { Some(0) }), records, whole })
}

/// ` 2 7` → 7; ` 1` (logs written before generations) → 0.
fn wal_generation(header: &str) -> Option<u64> {
    let mut words = header.split_whitespace();
    match (words.next()?.parse::<u32>().ok()?, words.next(), words.next()) {
        (1, None, None) => Some(0),
        (2..=WAL_VERSION, Some(generation), None) => generation.parse().ok(),
        _ => None,
    }
}

/// Which of the log's records are newer than the snapshot of `generation`.
fn reconcile(
    path: &Path,
    wal_path: &Path,
    snapshot_exists: bool,
    generation: u64,
    log: WalFile,
    rules: OpenRules,
) -> Result<Vec<Record>, String> {
    let Some(log_generation) = log.generation else { return Ok(Vec::new()) };
    let count = log.records.len();
    let problem = if !snapshot_exists && log_generation > 0 {
        // A log headed with a generation proves that a snapshot was written before it.
        format!(
            "its snapshot {} is missing (the log follows snapshot generation {log_generation} and holds {count} change(s))",
            path.display()
        )
    } else if log_generation == generation {
        return Ok(log.records);
    } else if log_generation + 1 == generation {
        if count > 0 {
            tracing::info!(file = %wal_path.display(), skipped = count,
                "the state log precedes its snapshot (a crash between writing the snapshot and emptying the log): its changes are in the snapshot already");
        }
        return Ok(Vec::new());
    } else {
        format!("it follows snapshot generation {log_generation}, but {} is generation {generation}", path.display())
    };
    if !rules.accept_loss {
        return Err(format!(
            "refusing to use {}: {problem}; restore the matching files, or start with --accept-state-loss to set the log aside and lose those changes",
            wal_path.display()
        ));
    }
    let aside = set_aside(wal_path)?;
    tracing::error!(file = %wal_path.display(), lost = count, aside = %aside.display(), "--accept-state-loss: {problem}; those changes are lost");
    Ok(Vec::new())
}

/// Moves an unusable log out of the way (never deleted), to `F.wal.rejected-N`.
fn set_aside(path: &Path) -> Result<PathBuf, String> {
    let free = (1..).map(|n| sibling(path, &format!("rejected-{n}"))).find(|p| !p.exists()).expect("a free name");
    fs::rename(path, &free).map_err(|e| format!("cannot move {} aside: {e}", path.display()))?;
    Ok(free)
}

pub mod failpoint;
mod objects;

#[cfg(test)]
mod tests;

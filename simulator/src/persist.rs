//! `--state-file F`: every session survives restarts and `kill -9`.
//!
//! Design: a snapshot of all sessions in `F` plus a write-ahead log of inputs in `F.wal`. Worlds
//! are deterministic from their seed and inputs, so the log holds inputs — each changing `/v1`
//! request with the simulated instant it was served at, and each control-API change — appended
//! and synced *before* the change runs, so nothing acknowledged with a 2xx can be lost. At start
//! the snapshot is loaded and the log replayed through the same code; then a fresh snapshot is
//! written and the log emptied. Each log line carries a CRC32: a torn last line (a crash mid-write,
//! never acknowledged) is dropped; damage anywhere else, or a file that is not ours, is refused.

use std::fs::{self, File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};

use jiff::Timestamp;
use parking_lot::{Mutex, RwLock, RwLockReadGuard};
use serde::{Deserialize, Serialize};
use spec::control::{ClockMode, FaultCreate, VmGuest};

use crate::domain::access::Principal;
use crate::domain::idp::Credential;
use crate::session::{Origin, Snapshot};

const FORMAT: &str = "cloudsim-state";
const VERSION: u32 = 1;
const WAL_HEADER: &str = "cloudsim-wal 1";

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
    SessionCreated {
        session: String,
        origin: Origin,
    },
    SessionDeleted {
        session: String,
    },
    SessionReset {
        session: String,
    },
    ClockAdvanced {
        session: String,
        to: Timestamp,
    },
    ClockSet {
        session: String,
        mode: ClockMode,
        speed: f64,
    },
    FaultAdded {
        session: String,
        rule: FaultCreate,
    },
    FaultsCleared {
        session: String,
    },
    StateImported {
        session: String,
        snapshot: Box<Snapshot>,
    },
    MfaEnrolled {
        session: String,
        ticket: String,
    },
    VmGuestSet {
        session: String,
        vm: String,
        guest: VmGuest,
    },
    /// The session was switched to strict or lenient behaviour.
    StrictSet {
        session: String,
        strict: bool,
    },
    /// The customer approved or declined a 3-D Secure step on the sandbox issuer's page.
    PaymentAuthorized {
        session: String,
        reference: String,
        approve: bool,
    },
    /// The customer paid or cancelled on the sandbox link processor's page.
    LinkPaymentDecided {
        session: String,
        identifier: String,
        approve: bool,
    },
    /// An operator changed a bare metal machine (offline, available, deleted).
    MetalMachineSet {
        session: String,
        machine: String,
        set: spec::metal::MachineSet,
    },
    /// An S3 request changed objects, signed by a key of `user`.
    ObjectChanged {
        session: String,
        at: Timestamp,
        user: crate::world::UserId,
        change: crate::domain::storage::object::ObjectChange,
    },
}

/// What the state file held at start.
#[derive(Debug, Default)]
pub struct Recovered {
    pub sessions: Vec<Snapshot>,
    pub next_session: u64,
    pub records: Vec<Record>,
}

#[derive(Serialize, Deserialize)]
struct Header {
    format: String,
    version: u32,
    crc32: String,
}

#[derive(Serialize, Deserialize)]
struct Body {
    next_session: u64,
    sessions: Vec<Snapshot>,
}

pub struct Persistence {
    path: PathBuf,
    wal: Mutex<File>,
    /// Changes hold it shared; a snapshot holds it alone, so it sees no change half-done.
    gate: RwLock<()>,
    dirty: Mutex<bool>,
}

impl Persistence {
    /// Opens (or creates) the state file and its log, returning what they held.
    pub fn open(path: &Path) -> Result<(Persistence, Recovered), String> {
        let mut recovered = if path.exists() { read_snapshot(path)? } else { Recovered::default() };
        let wal_path = wal_path(path);
        if wal_path.exists() {
            recovered.records = read_wal(&wal_path)?;
        }
        let wal = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&wal_path)
            .map_err(|e| format!("cannot open {}: {e}", wal_path.display()))?;
        let persistence =
            Persistence { path: path.to_path_buf(), wal: Mutex::new(wal), gate: RwLock::new(()), dirty: Mutex::new(false) };
        Ok((persistence, recovered))
    }

    /// Held while a change is logged and applied.
    pub fn gate(&self) -> RwLockReadGuard<'_, ()> {
        self.gate.read()
    }

    /// Appends and syncs one record; the change may run once this returns `Ok`.
    pub fn append(&self, record: &Record) -> Result<(), String> {
        let json = serde_json::to_string(record).map_err(|e| e.to_string())?;
        let line = format!("{:08x} {json}\n", crc32fast::hash(json.as_bytes()));
        let mut wal = self.wal.lock();
        wal.write_all(line.as_bytes()).and_then(|()| wal.sync_data()).map_err(|e| format!("state log write failed: {e}"))?;
        *self.dirty.lock() = true;
        Ok(())
    }

    pub fn is_dirty(&self) -> bool {
        *self.dirty.lock()
    }

    /// Writes every session to the state file (atomically: temp file, sync, rename) and empties
    /// the log. `collect` gathers the sessions while no change can run.
    pub fn snapshot(&self, collect: impl FnOnce() -> (u64, Vec<Snapshot>)) -> Result<(), String> {
        let _alone = self.gate.write();
        let (next_session, sessions) = collect();
        let body = serde_json::to_string(&Body { next_session, sessions }).map_err(|e| e.to_string())?;
        let header =
            Header { format: FORMAT.into(), version: VERSION, crc32: format!("{:08x}", crc32fast::hash(body.as_bytes())) };
        let header = serde_json::to_string(&header).map_err(|e| e.to_string())?;
        let tmp = self.path.with_extension("tmp");
        let write = || -> std::io::Result<()> {
            let mut file = File::create(&tmp)?;
            file.write_all(format!("{header}\n{body}\n").as_bytes())?;
            file.sync_all()?;
            fs::rename(&tmp, &self.path)?;
            if let Some(dir) = self.path.parent().filter(|d| !d.as_os_str().is_empty()) {
                File::open(dir)?.sync_all()?;
            }
            let wal = self.wal.lock();
            wal.set_len(0)?;
            (&*wal).write_all(format!("{WAL_HEADER}\n").as_bytes())?;
            wal.sync_all()
        };
        write().map_err(|e| format!("writing {} failed: {e}", self.path.display()))?;
        *self.dirty.lock() = false;
        Ok(())
    }
}

fn wal_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".wal");
    PathBuf::from(name)
}

fn read_snapshot(path: &Path) -> Result<Recovered, String> {
    let refuse = |why: &str| format!("refusing to use {}: {why}; move it away or name another --state-file", path.display());
    let text = fs::read(path).map_err(|e| refuse(&e.to_string()))?;
    let text = String::from_utf8(text).map_err(|_| refuse("it is not a cloudsim state file (not text)"))?;
    let (header, body) = text.split_once('\n').ok_or_else(|| refuse("it is not a cloudsim state file"))?;
    let header: Header = serde_json::from_str(header).map_err(|_| refuse("it is not a cloudsim state file"))?;
    if header.format != FORMAT {
        return Err(refuse("it is not a cloudsim state file"));
    }
    if header.version != VERSION {
        return Err(refuse(&format!("it has format version {}, this build reads {VERSION}", header.version)));
    }
    let body = body.trim_end_matches('\n');
    if format!("{:08x}", crc32fast::hash(body.as_bytes())) != header.crc32 {
        return Err(refuse("it is damaged (checksum mismatch)"));
    }
    let body: Body = serde_json::from_str(body).map_err(|e| refuse(&format!("it is damaged ({e})")))?;
    Ok(Recovered { sessions: body.sessions, next_session: body.next_session, records: Vec::new() })
}

fn read_wal(path: &Path) -> Result<Vec<Record>, String> {
    let refuse = |why: String| format!("refusing to use {}: {why}; move it away or name another --state-file", path.display());
    let file = File::open(path).map_err(|e| refuse(e.to_string()))?;
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
    let mut records = Vec::new();
    let count = lines.len();
    for (i, line) in lines.iter().enumerate() {
        let last = i + 1 == count;
        if i == 0 && line.trim_end() == WAL_HEADER {
            continue;
        }
        if i == 0 && !line.starts_with(|c: char| c.is_ascii_hexdigit()) {
            return Err(refuse("it is not a cloudsim log".into()));
        }
        let parsed = line.strip_suffix('\n').and_then(|l| l.split_once(' ')).and_then(|(crc, json)| {
            (format!("{:08x}", crc32fast::hash(json.as_bytes())) == crc).then(|| serde_json::from_str::<Record>(json).ok())?
        });
        match parsed {
            Some(record) => records.push(record),
            // A crash mid-append leaves a torn last line; it was never acknowledged.
            None if last => tracing::warn!(line = i + 1, "dropping a torn last line of the state log"),
            None => return Err(refuse(format!("line {} is damaged", i + 1))),
        }
    }
    Ok(records)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("cloudsim-persist-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir.join("state")
    }

    fn record(n: u32) -> Record {
        Record::SessionReset { session: format!("s{n}") }
    }

    #[test]
    fn appended_records_come_back_and_a_torn_tail_is_dropped() {
        let path = temp("torn");
        let (p, _) = Persistence::open(&path).unwrap();
        p.append(&record(1)).unwrap();
        p.append(&record(2)).unwrap();
        drop(p);
        let mut wal = OpenOptions::new().append(true).open(wal_path(&path)).unwrap();
        wal.write_all(b"0000abcd {\"kind\":\"sess").unwrap();
        let (_, recovered) = Persistence::open(&path).unwrap();
        assert_eq!(recovered.records.len(), 2);
    }

    #[test]
    fn damage_before_the_tail_is_refused() {
        let path = temp("damaged");
        let (p, _) = Persistence::open(&path).unwrap();
        p.append(&record(1)).unwrap();
        p.append(&record(2)).unwrap();
        drop(p);
        let text = fs::read_to_string(wal_path(&path)).unwrap().replacen("s1", "s9", 1);
        fs::write(wal_path(&path), text).unwrap();
        let err = Persistence::open(&path).err().unwrap();
        assert!(err.contains("line 1 is damaged"), "{err}");
    }

    #[test]
    fn a_foreign_file_is_refused_not_replaced() {
        let path = temp("foreign");
        fs::write(&path, "name,age\nmari,3\n").unwrap();
        let err = Persistence::open(&path).err().unwrap();
        assert!(err.contains("not a cloudsim state file"), "{err}");
        assert_eq!(fs::read_to_string(&path).unwrap(), "name,age\nmari,3\n");
    }

    #[test]
    fn a_snapshot_empties_the_log_and_reads_back() {
        let path = temp("snapshot");
        let (p, _) = Persistence::open(&path).unwrap();
        p.append(&record(1)).unwrap();
        p.snapshot(|| (7, Vec::new())).unwrap();
        drop(p);
        let (_, recovered) = Persistence::open(&path).unwrap();
        assert_eq!(recovered.next_session, 7);
        assert!(recovered.records.is_empty());
        let mut text = fs::read_to_string(&path).unwrap();
        text = text.replace("\"next_session\":7", "\"next_session\":8");
        fs::write(&path, text).unwrap();
        assert!(Persistence::open(&path).err().unwrap().contains("checksum"));
    }
}

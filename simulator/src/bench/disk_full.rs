//! Disk-full cycles (docs/reference/security-and-durability.md#a-full-disk): the real binary
//! serving a state file on a small filesystem of its own (a tmpfs mounted for the run) that is
//! filled to the last byte while writes come in, then freed; every write is counted as
//! acknowledged or refused, the log is read for a partial line while the disk is full, and the
//! server is killed (`kill -9`) and started again on the same file without `--accept-state-loss`.
//! The regression test (`simulator/tests/full_disk.rs`) asserts that nothing acknowledged is lost
//! and nothing refused is kept, and prints the cycles' table (`print`), as `cloudsim bench --only
//! durability` does.

use std::ffi::CString;
use std::fs::{self, File};
use std::io::Write;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use super::crash::{FORM, Server, descriptions, listening, new_session};
use super::rawhttp::call;

/// Full-disk cycles per run: each fills the disk, refuses, frees it and restarts.
pub const CYCLES: usize = 3;
/// The filesystem's size: room for the state of a few empty sessions and their logs.
const DISK: &str = "size=4m";
/// Writes sent while the disk is full: the log's last page takes some, then refusals.
const REFUSALS_WANTED: usize = 3;
const MOST_WRITES_WHILE_FULL: usize = 60;
/// An object put through the control API while the disk is full: its body cannot be kept.
const OBJECT_BYTES: usize = 64 * 1024;

/// The count over every cycle.
#[derive(Default, Debug)]
pub struct Tally {
    pub cycles: usize,
    /// Writes answered 2xx (before, during and after the disk was full).
    pub acknowledged: usize,
    /// Writes answered 503 while the disk was full.
    pub refused: usize,
    /// Acknowledged writes missing after the last restart.
    pub lost: usize,
    /// Refused writes found in memory while the disk was full, or after the last restart.
    pub kept: usize,
    /// Times the log ended in a partial line while the disk was full.
    pub partial_lines: usize,
    /// Starts that refused the state file (a damaged line, a missing file).
    pub refused_starts: usize,
}

/// A tmpfs of `DISK` mounted on a fresh directory, unmounted and removed when dropped.
pub struct SmallDisk {
    dir: PathBuf,
}

impl SmallDisk {
    /// Mounts it (needs the right to mount: root, or `CAP_SYS_ADMIN`).
    pub fn mount(name: &str) -> Result<SmallDisk, String> {
        let dir = std::env::temp_dir().join(format!("cloudsim-{name}-{}", std::process::id()));
        fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let disk = SmallDisk { dir };
        let target = CString::new(disk.dir.as_os_str().as_bytes()).map_err(|e| e.to_string())?;
        let options = CString::new(format!("{DISK},mode=0700")).map_err(|e| e.to_string())?;
        // SAFETY: every pointer is a NUL-terminated string that outlives the call.
        let mounted = unsafe { libc::mount(c"tmpfs".as_ptr(), target.as_ptr(), c"tmpfs".as_ptr(), 0, options.as_ptr().cast()) };
        if mounted != 0 {
            return Err(format!(
                "cannot mount a small tmpfs on {} ({}): the disk-full cycles need the right to mount (root)",
                disk.dir.display(),
                std::io::Error::last_os_error()
            ));
        }
        Ok(disk)
    }

    pub fn path(&self) -> &Path {
        &self.dir
    }

    /// Takes every free byte with a file of its own.
    pub fn fill(&self) -> Result<(), String> {
        let path = self.filler();
        let mut file = File::create(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        // Big writes first, then smaller ones, down to a byte: no page is left half free.
        for size in [1 << 16, 1 << 12, 1] {
            let chunk = vec![0u8; size];
            while matches!(file.write(&chunk), Ok(n) if n > 0) {}
        }
        Ok(())
    }

    /// Gives the room back.
    pub fn free(&self) -> Result<(), String> {
        fs::remove_file(self.filler()).map_err(|e| format!("freeing the disk: {e}"))
    }

    fn filler(&self) -> PathBuf {
        self.dir.join("filler")
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        if let Ok(target) = CString::new(self.dir.as_os_str().as_bytes()) {
            // SAFETY: a NUL-terminated path that outlives the call.
            unsafe { libc::umount2(target.as_ptr(), libc::MNT_DETACH) };
        }
        let _ = fs::remove_dir_all(&self.dir);
    }
}

/// Starts `exe` on `state`; `None` when it refused to start.
fn start(exe: &Path, state: &Path) -> Result<Option<Server>, String> {
    let mut command = Command::new(exe);
    // Snapshots are tried often, so some fall while the disk is full.
    command.args(["serve", "--port", "0", "--world", "empty", "--snapshot-interval-ms", "100", "--state-file"]).arg(state);
    let child = command.stdout(Stdio::piped()).stderr(Stdio::null()).spawn().map_err(|e| format!("spawn: {e}"))?;
    Ok(match listening(child)? {
        Ok(server) => Some(server),
        Err(mut child) => {
            let _ = child.wait();
            None
        }
    })
}

/// Every write of the run, by what it was answered.
#[derive(Default)]
struct Answers {
    acknowledged: Vec<String>,
    refused: Vec<String>,
    /// Objects put while the disk was full: (bucket, acknowledged).
    objects: Vec<(String, bool)>,
}

impl Answers {
    /// Creates the token `description` with `key`; a refusal must be the gateway's 503.
    fn token(&mut self, port: u16, key: &str, description: String) -> Result<(), String> {
        let body = format!("description={description}");
        let (status, answer) =
            call(port, "POST", "/v1/user-resource/token", &[("apikey", key), FORM], &body).ok_or("the server is gone")?;
        match status {
            200 => self.acknowledged.push(description),
            503 if is_refusal(&answer) => self.refused.push(description),
            _ => return Err(format!("write {description} answered {status}: {answer}")),
        }
        Ok(())
    }

    /// Puts an object of `OBJECT_BYTES` into `bucket` of `session` (the bucket's only one).
    fn object(&mut self, port: u16, session: &str, bucket: &str) -> Result<(), String> {
        let object = format!(r#"{{"key":"big","content":"{}"}}"#, "x".repeat(OBJECT_BYTES));
        let path = format!("/__sim/sessions/{session}/buckets/{bucket}/objects");
        let (status, answer) =
            call(port, "PUT", &path, &[("content-type", "application/json")], &object).ok_or("the server is gone")?;
        match status {
            200 => self.objects.push((bucket.to_owned(), true)),
            503 if is_refusal(&answer) => self.objects.push((bucket.to_owned(), false)),
            _ => return Err(format!("object put answered {status}: {answer}")),
        }
        Ok(())
    }

    /// What the server on `port` lost of the acknowledged writes and kept of the refused ones.
    fn count(&self, port: u16, keys: &[String]) -> Result<(usize, usize), String> {
        let found = descriptions(port, keys)?;
        let mut lost = self.acknowledged.iter().filter(|d| !found.contains_key(*d)).count();
        let mut kept = self.refused.iter().filter(|d| found.contains_key(*d)).count();
        let key = keys.first().ok_or("a key")?;
        for (bucket, acknowledged) in &self.objects {
            let (_, answer) = call(port, "GET", &format!("/v1/storage/bucket?name={bucket}"), &[("apikey", key)], "")
                .ok_or("the server is gone")?;
            let held = serde_json::from_str::<serde_json::Value>(&answer).map_err(|e| format!("bucket {bucket}: {e}"))?["num_objects"]
                == 1;
            match (acknowledged, held) {
                (true, false) => lost += 1,
                (false, true) => kept += 1,
                _ => {}
            }
        }
        Ok((lost, kept))
    }
}

/// The gateway's JSON body of a change that could not be recorded.
fn is_refusal(body: &str) -> bool {
    let body = serde_json::from_str::<serde_json::Value>(body).unwrap_or_default();
    body["message"].as_str().is_some_and(|m| m.contains("could not be recorded"))
}

/// Runs `CYCLES` full-disk cycles of `exe` on a small disk of its own.
pub fn cycles(exe: &Path) -> Result<Tally, String> {
    let disk = SmallDisk::mount("disk-full")?;
    let state = disk.path().join("world.state");
    let mut tally = Tally::default();
    let mut answers = Answers::default();
    let mut server = start(exe, &state)?.ok_or("the first start refused")?;
    // One session: its owner's tokens (at most 100) and buckets; every cycle writes with it.
    let (session, key) = new_session(server.port)?.ok_or("the server is gone")?;
    let keys = [key.clone()];
    while tally.cycles < CYCLES {
        let (port, cycle) = (server.port, tally.cycles);
        let bucket = format!("cycle-{cycle}");
        let made = call(port, "PUT", "/v1/storage/bucket", &[("apikey", &key), FORM], &format!("name={bucket}"));
        if made.as_ref().map(|(status, _)| *status) != Some(200) {
            return Err(format!("bucket {bucket}: {made:?}"));
        }
        for i in 0..3 {
            answers.token(port, &key, format!("c{cycle}-before-{i}"))?;
        }
        disk.fill()?;
        let refused_before = answers.refused.len();
        for i in 0..MOST_WRITES_WHILE_FULL {
            answers.token(port, &key, format!("c{cycle}-full-{i}"))?;
            if answers.refused.len() - refused_before >= REFUSALS_WANTED {
                break;
            }
        }
        answers.object(port, &session, &bucket)?;
        // While the disk is still full: the log holds no partial line, memory no refused write.
        tally.partial_lines += partial_line(&state)?;
        tally.kept = tally.kept.max(answers.count(port, &keys)?.1);
        disk.free()?;
        for i in 0..3 {
            answers.token(port, &key, format!("c{cycle}-after-{i}"))?;
        }
        drop(server);
        tally.cycles += 1;
        let Some(restarted) = start(exe, &state)? else {
            tally.refused_starts += 1;
            break;
        };
        let (lost, kept) = answers.count(restarted.port, &keys)?;
        (tally.lost, tally.kept) = (lost, tally.kept.max(kept));
        server = restarted;
    }
    tally.acknowledged = answers.acknowledged.len() + answers.objects.iter().filter(|(_, a)| *a).count();
    tally.refused = answers.refused.len() + answers.objects.iter().filter(|(_, a)| !*a).count();
    Ok(tally)
}

/// 1 when the state file's log ends in a partial line (what the next start would trip on).
fn partial_line(state: &Path) -> Result<usize, String> {
    let mut wal = state.as_os_str().to_owned();
    wal.push(".wal");
    let text = fs::read(&wal).map_err(|e| format!("reading the log: {e}"))?;
    Ok(usize::from(!text.is_empty() && !text.ends_with(b"\n")))
}

/// Prints the table of disk-full cycles.
pub fn print(t: &Tally) {
    let columns = ["cycles", "acknowledged", "refused", "lost", "refused but kept", "partial log lines", "starts refused"];
    let figures = [t.cycles, t.acknowledged, t.refused, t.lost, t.kept, t.partial_lines, t.refused_starts];
    println!("{}", columns.join("  "));
    let row: Vec<String> = columns.iter().zip(figures).map(|(c, f)| format!("{f:>w$}", w = c.chars().count())).collect();
    println!("{}", row.join("  "));
}

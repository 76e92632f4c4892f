//! `F.objects/<sha256>`: object bodies kept beside the state file, one file each, named by their
//! SHA-256, so neither the snapshot nor the log holds an object's bytes: a log line names the
//! body (written and synced before the line), a snapshot names every body its worlds hold and
//! writes only those not kept yet. Bodies no snapshot names any more are removed once a snapshot
//! and its emptied log are on disk.

use std::collections::HashSet;
use std::fs::{self, File, OpenOptions};
use std::io::{Read, Write};
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use parking_lot::Mutex;

use super::MODE;
use crate::world::body::{self, Body, Sha256Digest};

pub(super) struct Store {
    dir: PathBuf,
    /// Digests with a file in `dir`.
    kept: Mutex<HashSet<Sha256Digest>>,
    /// Whether a file was added since the folder was last synced; held while it is synced, so a
    /// log line naming a body waits for that body's name to be durable.
    unsynced: Mutex<bool>,
    next_tmp: AtomicU64,
}

impl Store {
    /// Opens (or makes, 0700) `dir`, refusing a symbolic link; part-written files a crash left
    /// are removed.
    pub(super) fn open(dir: PathBuf) -> Result<Store, String> {
        let cannot = |e: std::io::Error| format!("cannot use {}: {e}", dir.display());
        match fs::symlink_metadata(&dir) {
            Ok(meta) if !meta.is_dir() => return Err(format!("cannot use {}: it is not a folder", dir.display())),
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                fs::DirBuilder::new().mode(0o700).create(&dir).map_err(cannot)?
            }
            Err(e) => return Err(cannot(e)),
        }
        let mut kept = HashSet::new();
        for entry in fs::read_dir(&dir).map_err(cannot)? {
            let name = entry.map_err(cannot)?.file_name();
            let name = name.to_string_lossy();
            match body::parse_hex(&name) {
                Some(sha256) => {
                    kept.insert(sha256);
                }
                None if name.ends_with(".tmp") => fs::remove_file(dir.join(&*name)).map_err(cannot)?,
                None => {}
            }
        }
        Ok(Store { dir, kept: Mutex::new(kept), unsynced: Mutex::new(false), next_tmp: AtomicU64::new(0) })
    }

    fn path(&self, sha256: &Sha256Digest) -> PathBuf {
        self.dir.join(body::hex(sha256))
    }

    /// Writes `body` to its file unless it is kept already (made new beside it, synced, renamed).
    fn keep(&self, body: &Body) -> std::io::Result<Sha256Digest> {
        let sha256 = body.sha256();
        if body.is_named() || self.kept.lock().contains(&sha256) {
            return Ok(sha256);
        }
        let tmp = self.dir.join(format!("{}.{}.tmp", body::hex(&sha256), self.next_tmp.fetch_add(1, Ordering::Relaxed)));
        let write = || -> std::io::Result<()> {
            let mut file =
                OpenOptions::new().write(true).create_new(true).mode(MODE).custom_flags(libc::O_NOFOLLOW).open(&tmp)?;
            file.write_all(body)?;
            file.sync_all()?;
            fs::rename(&tmp, self.path(&sha256))
        };
        if let Err(e) = write() {
            // A full disk: the part written goes, and the change that brought it is refused.
            let _ = fs::remove_file(&tmp);
            return Err(e);
        }
        *self.unsynced.lock() = true;
        self.kept.lock().insert(sha256);
        Ok(sha256)
    }

    /// Makes the names of the files written so far durable.
    fn sync(&self) -> std::io::Result<()> {
        let mut unsynced = self.unsynced.lock();
        if *unsynced {
            File::open(&self.dir)?.sync_all()?;
            *unsynced = false;
        }
        Ok(())
    }

    /// Keeps every held body of `bodies` and names it instead; the digests named.
    pub(super) fn name<'a>(&self, bodies: impl Iterator<Item = &'a mut Body>) -> std::io::Result<Vec<Sha256Digest>> {
        let mut named = Vec::new();
        for body in bodies {
            let sha256 = self.keep(body)?;
            *body = Body::Named(sha256);
            named.push(sha256);
        }
        self.sync()?;
        Ok(named)
    }

    /// Reads every named body of `bodies` back in, each checked against its name.
    pub(super) fn read<'a>(&self, bodies: impl Iterator<Item = &'a mut Body>) -> Result<(), String> {
        for body in bodies.filter(|b| b.is_named()) {
            let sha256 = body.sha256();
            let path = self.path(&sha256);
            let bytes = read_no_link(&path).map_err(|e| missing(&path, &e.to_string()))?;
            if body::digest(&bytes) != sha256 {
                return Err(missing(&path, "its bytes do not match its name"));
            }
            *body = Body::known(bytes, sha256);
        }
        Ok(())
    }

    /// Removes every kept body but those `named`.
    pub(super) fn sweep(&self, named: &HashSet<Sha256Digest>) {
        let mut kept = self.kept.lock();
        kept.retain(|sha256| {
            if named.contains(sha256) {
                return true;
            }
            match fs::remove_file(self.path(sha256)) {
                Ok(()) => false,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => false,
                Err(e) => {
                    tracing::warn!(file = %self.path(sha256).display(), "cannot remove an object body no snapshot names: {e}");
                    true
                }
            }
        });
    }
}

fn missing(path: &Path, why: &str) -> String {
    format!(
        "refusing to use the state file: the object body {} cannot be read ({why}); restore it or move the state file away",
        path.display()
    )
}

fn read_no_link(path: &Path) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    OpenOptions::new().read(true).custom_flags(libc::O_NOFOLLOW).open(path)?.read_to_end(&mut bytes)?;
    Ok(bytes)
}

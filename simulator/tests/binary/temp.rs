//! Temporary files of the tests, gone when the test ends however it ends. Shared by the tests
//! that start the binary and the persistence unit tests (`src/persist/tests.rs`).

#![allow(dead_code)] // each includer uses its part

/// A state file `world.state` in a fresh directory of its own, named after the test; the
/// directory goes when this is dropped, when the test panics too (declare it before the servers
/// using it, so they stop first).
pub struct TempState {
    path: std::path::PathBuf,
    _dir: tempfile::TempDir,
}

impl TempState {
    pub fn new(name: &str) -> TempState {
        let dir = temp_dir(name);
        TempState { path: dir.path().join("world.state"), _dir: dir }
    }
}

impl std::ops::Deref for TempState {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        &self.path
    }
}

impl AsRef<std::path::Path> for TempState {
    fn as_ref(&self) -> &std::path::Path {
        &self.path
    }
}

impl AsRef<std::ffi::OsStr> for TempState {
    fn as_ref(&self) -> &std::ffi::OsStr {
        self.path.as_os_str()
    }
}

/// A fresh directory `cloudsim-<name>-…` for one test's files, removed when dropped (on a panic too).
pub fn temp_dir(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new().prefix(&format!("cloudsim-{name}-")).tempdir().expect("a temporary directory")
}

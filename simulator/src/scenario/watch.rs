//! `--watch`: after the run, a file runs again each time it or a fragment it includes (at any
//! depth) is saved, so editing a shared `_fragments/login.yaml` re-runs every file that uses it.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use super::load;
use super::report;
use super::runner::{self, Target};

/// The run's files, what each reads, and when each of those was last saved.
pub struct Watch {
    /// A file and the fragments it includes (read again after each of its runs: an edit may add
    /// or drop an `include`).
    files: Vec<(PathBuf, Vec<PathBuf>)>,
    stamps: BTreeMap<PathBuf, Option<SystemTime>>,
}

fn stamp(file: &PathBuf) -> Option<SystemTime> {
    std::fs::metadata(file).and_then(|m| m.modified()).ok()
}

impl Watch {
    pub fn new(files: &[PathBuf]) -> Watch {
        let mut watch = Watch { files: Vec::new(), stamps: BTreeMap::new() };
        for file in files {
            let includes = watch.read(file);
            watch.files.push((file.clone(), includes));
        }
        watch
    }

    /// `file`'s fragments, each stamped as it is now (a stamp kept from before stays, so a save
    /// between two looks is not lost).
    fn read(&mut self, file: &PathBuf) -> Vec<PathBuf> {
        let includes = load::includes(file);
        for path in std::iter::once(file).chain(&includes) {
            self.stamps.entry(path.clone()).or_insert_with(|| stamp(path));
        }
        includes
    }

    /// The files to run again: those whose own file or a fragment of theirs was saved since the
    /// last look, in the run's order.
    pub fn changed(&mut self) -> Vec<PathBuf> {
        let mut saved = Vec::new();
        for (path, last) in &mut self.stamps {
            let now = stamp(path);
            if now != *last {
                *last = now;
                saved.push(path.clone());
            }
        }
        let due: Vec<usize> = (0..self.files.len())
            .filter(|&i| {
                let (file, includes) = &self.files[i];
                saved.contains(file) || includes.iter().any(|f| saved.contains(f))
            })
            .collect();
        let mut again = Vec::new();
        for i in due {
            let file = self.files[i].0.clone();
            self.files[i].1 = self.read(&file);
            again.push(file);
        }
        again
    }
}

/// Every half second, the files saved since are run again and their results printed, as the run
/// prints them; until Ctrl-C.
pub async fn watch(files: &[PathBuf], target: &Arc<Target>, clock: Option<&str>) {
    let mut watch = Watch::new(files);
    println!("watching {} files and the fragments they include for changes (Ctrl-C stops)", files.len());
    loop {
        tokio::time::sleep(Duration::from_millis(500)).await;
        for file in watch.changed() {
            let outcome = runner::run_file_as(target, &file, None, clock).await;
            print!("{}", report::render(std::slice::from_ref(&outcome)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs::File;

    fn save(file: &PathBuf, text: &str, at: u64) {
        std::fs::write(file, text).unwrap();
        File::options().write(true).open(file).unwrap().set_modified(SystemTime::UNIX_EPOCH + Duration::from_secs(at)).unwrap();
    }

    #[test]
    fn a_saved_fragment_runs_the_files_that_include_it_again() {
        let dir = tempfile::tempdir().unwrap();
        let path = |name: &str| dir.path().join(name);
        let (a, b, login, nested) = (path("a.yaml"), path("b.yaml"), path("_login.yaml"), path("_nested.yaml"));
        save(&a, "steps:\n  - include: _login.yaml\n", 1);
        save(&b, "steps:\n  - advance: 1s\n", 1);
        save(&login, "steps:\n  - include: _nested.yaml\n", 1);
        save(&nested, "steps:\n  - advance: 2s\n", 1);
        let mut watch = Watch::new(&[a.clone(), b.clone()]);
        assert!(watch.changed().is_empty(), "nothing saved yet");

        save(&nested, "steps:\n  - advance: 3s\n", 2);
        assert_eq!(watch.changed(), std::slice::from_ref(&a), "a fragment two includes deep");
        assert!(watch.changed().is_empty(), "once per save");
        save(&b, "steps:\n  - include: _login.yaml\n", 2);
        assert_eq!(watch.changed(), std::slice::from_ref(&b));
        save(&login, "steps:\n  - advance: 4s\n", 3);
        assert_eq!(watch.changed(), [a.clone(), b.clone()], "b includes it since its last save");
        save(&nested, "steps:\n  - advance: 5s\n", 4);
        assert!(watch.changed().is_empty(), "no file includes it any more");
    }
}

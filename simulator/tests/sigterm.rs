//! SIGTERM with a large store: the real binary serves a state file holding many objects of 1 MiB
//! and gets SIGTERM in the middle of small writes and uploads; it exits cleanly within its
//! shutdown grace, and the next start holds every acknowledged write, each object whole, with
//! nothing partial beside the state file. The driver is the bench's own
//! (`simulator/src/bench/sigterm.rs`), which prints the same row.

use crate::binary;

use std::path::Path;

use simulator::bench::sigterm;

/// Objects of 1 MiB in the store: as large as a debug build fills in a few seconds here.
const OBJECTS: usize = 120;

/// Defect: with 800 MiB of objects inside the state file, SIGTERM took 20 s (the last snapshot
/// rewrote every body), past the documented grace.
#[test]
fn sigterm_mid_write_with_a_large_store_stops_in_time_and_loses_nothing() {
    let dir = binary::temp_dir("sigterm");
    let stop =
        sigterm::stop_mid_write(Path::new(env!("CARGO_BIN_EXE_cloudsim")), dir.path(), OBJECTS).unwrap_or_else(|e| panic!("{e}"));
    sigterm::print(&stop);
    assert_eq!(stop.exit_code, Some(0), "{stop:?}");
    assert!(stop.acknowledged > 0, "no write was acknowledged before the stop: {stop:?}");
    assert!(!stop.refused_start, "the restart refused the state file: {stop:?}");
    assert_eq!((stop.lost, stop.partial.as_slice()), (0, &[][..]), "lost writes or partial files: {stop:?}");
    assert!(stop.holds(), "took {:?}, past the grace and the last snapshot: {stop:?}", stop.exited_in);
}

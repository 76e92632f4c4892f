//! The crash test: the real binary is aborted at every failure point of persistence (before and
//! after the log's write, its sync, the snapshot's write, sync and rename, the log's emptying and
//! its new header), several times each, with writes acknowledged around the crash; every restart
//! must hold each acknowledged write exactly once — 0 lost, 0 duplicated — and say so in a table
//! (the driver is `cloudsim bench`'s own, `simulator/src/bench/crash.rs`, which prints it too).

use crate::binary;

use std::path::Path;

use simulator::bench::crash::{self, POINTS};

#[test]
fn a_crash_at_any_step_of_persistence_loses_and_repeats_nothing() {
    let dir = binary::temp_dir("crash");
    let exe = Path::new(env!("CARGO_BIN_EXE_cloudsim"));
    let tallies: Vec<_> =
        POINTS.iter().map(|point| (*point, crash::crash_at(exe, dir.path(), point).unwrap_or_else(|e| panic!("{e}")))).collect();
    crash::print(&tallies);
    for (point, t) in &tallies {
        assert_eq!((t.lost, t.duplicated), (0, 0), "{point}: lost or duplicated writes");
        assert!(t.acknowledged > 0, "{point}: no write was acknowledged");
    }
}

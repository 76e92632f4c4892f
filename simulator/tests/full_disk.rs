//! A full disk: the real binary serves a state file on a small filesystem of its own (a tmpfs the
//! test mounts: it runs as root, and says so when it cannot) that is filled to the last byte while
//! writes come in, then freed; the server is killed and started again on the same file. The
//! driver lives beside the bench's code (`simulator/src/bench/disk_full.rs`), which prints the table.

use std::path::Path;

use simulator::bench::disk_full;

/// Defect: with the disk full, a refused write left a partial line in `F.wal`; writes
/// acknowledged after space returned were then refused by the next start ("line N is damaged")
/// or dropped by `--accept-state-loss`.
#[test]
fn a_write_refused_on_a_full_disk_leaves_no_trace_and_later_writes_survive_a_restart() {
    let tally = disk_full::cycles(Path::new(env!("CARGO_BIN_EXE_cloudsim"))).unwrap_or_else(|e| panic!("{e}"));
    disk_full::print(&tally);
    assert_eq!(tally.cycles, disk_full::CYCLES, "a start refused the state file: {tally:?}");
    assert!(tally.refused >= disk_full::CYCLES, "the full disk refused nothing: {tally:?}");
    assert!(tally.acknowledged > 0);
    assert_eq!(
        (tally.lost, tally.kept, tally.partial_lines, tally.refused_starts),
        (0, 0, 0, 0),
        "lost, kept refused writes, partial log lines, refused starts: {tally:?}"
    );
}

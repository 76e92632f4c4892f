//! Failure points for the crash test: `CLOUDSIM_CRASH_AT=<point>` (and `CLOUDSIM_CRASH_AFTER=N`,
//! default 1) abort the process the Nth time persistence reaches that point, as `kill -9` would
//! at that instant. Unset, a point costs one check of a value read once.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

/// Every point, in the order a change and a snapshot reach them.
pub const POINTS: [&str; 9] = [
    "log-append",
    "log-appended",
    "log-synced",
    "snapshot-write",
    "snapshot-written",
    "snapshot-synced",
    "snapshot-renamed",
    "log-emptied",
    "log-headed",
];

struct Armed {
    point: String,
    after: u64,
    hits: AtomicU64,
}

fn armed() -> Option<&'static Armed> {
    static ARMED: OnceLock<Option<Armed>> = OnceLock::new();
    ARMED
        .get_or_init(|| {
            let point = std::env::var("CLOUDSIM_CRASH_AT").ok()?;
            let after = std::env::var("CLOUDSIM_CRASH_AFTER").ok().and_then(|n| n.parse().ok()).unwrap_or(1);
            Some(Armed { point, after, hits: AtomicU64::new(0) })
        })
        .as_ref()
}

pub(super) fn reach(point: &str) {
    if let Some(armed) = armed().filter(|a| a.point == point)
        && armed.hits.fetch_add(1, Ordering::Relaxed) + 1 >= armed.after
    {
        eprintln!("cloudsim: crashing at failure point {point} (CLOUDSIM_CRASH_AT)");
        std::process::abort();
    }
}

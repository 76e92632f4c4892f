//! The simulator's integration tests, one module per file beside this one, built as one test
//! binary: 32 binaries each linked the whole simulator and instantiated the same generic code
//! again, a third of the test build (issue 38). nextest still runs every test in its own process,
//! so a test still starts from a fresh process; `cargo nextest run -p simulator -E
//! 'test(/^sigterm::/)'` (or `cargo test -p simulator --test tests sigterm::`) runs one file.

// What the files share: the real binary and its temporary folders, a browser-like client, the
// in-process world fixtures.
mod binary;
mod browser;
mod common;

mod answer_cache;
mod bad_input;
mod bad_time;
mod billing_ledger;
mod connections;
#[cfg(feature = "console")]
mod console_embedded;
mod console_files;
mod crash;
mod delegation;
mod demo_any_day;
mod fidelity;
mod foreign_pages;
mod foreign_references;
mod full_disk;
mod function_length;
mod layers;
mod metal_lease;
mod mfa_lifecycle;
mod names;
#[path = "network_world/main.rs"]
mod network_world;
mod persistence;
mod s3_guard;
mod scenario_report;
mod scenario_runner;
mod secrets;
mod service_packages;
mod session_reach;
mod sigterm;
mod state_from_main;
mod states;
mod storage_lifecycle;
mod visitors;
mod vm_lifecycle;

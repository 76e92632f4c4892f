//! Whole documents users read, as reviewed snapshots (`snapshots/`): the contract per area, a
//! journal exported as a scenario, and the reports of `cloudsim drift` and `cloudsim run`. Each
//! is made from fixed inputs, with what varies between runs (durations) redacted.

mod journal;
mod openapi;
mod reports;

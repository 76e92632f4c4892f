//! What every contract test shares: the simulator in-process with each answer checked against the
//! contract (`app`), the control API and sessions of a test's own (`control`), and the bodies the
//! API answers refusals with (`errors`).

mod app;
mod control;
mod errors;

pub use app::{Answer, TestApp, contract};
pub use control::copy_account;
pub use errors::{error, field, message, quoted};

/// The body type of the API's form operations.
pub const FORM: &str = "application/x-www-form-urlencoded";
/// The body type of the JSON operations and of the control API.
pub const JSON: &str = "application/json";

/// A record's `uuid` (VMs, disks, leases, packages, …).
pub fn uuid(record: &serde_json::Value) -> String {
    record["uuid"].as_str().expect("a uuid").to_string()
}

//! Time-driven transitions: scheduled by an operation, applied by the clock in time order
//! (`domain::apply` holds what each one does).

use serde::{Deserialize, Serialize};

/// A time-driven transition, scheduled by an operation and applied by the clock in time order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// An MFA enrolment ticket nobody completed runs out.
    MfaTicketExpired { ticket_id: String },
    /// A VM's transition (creating, starting, stopping, reinstalling) completes, unless the VM
    /// has moved on since (`transition` counts its status changes).
    VmSettled { uuid: String, transition: u64 },
    /// A graceful stop still unfinished at the shutdown timeout is forced.
    VmStopForced { uuid: String, transition: u64 },
    /// A temporary share ends: the invitation goes, and its keys with it.
    ShareExpired { uuid: String },
    /// An hour has passed: every meter is charged to its account's month (and the next hour
    /// scheduled).
    BillingHour,
    /// A VM's weekly backup, unless its backups were switched off since (`round` counts the
    /// switches).
    VmBackupDue { uuid: String, round: u64 },
    /// A bare metal lease's machine is configured: pending → in use, unless released since.
    MetalProvisioned { lease: String },
    /// A released machine's disks are wiped: cleaning → available, unless an operator changed it
    /// since (`state_id` is its cleaning state).
    MetalCleaned { machine: String, state_id: u64 },
    /// A service package's provisioning step is done, unless it was rebuilt or deleted since
    /// (`round` counts its provisionings).
    ServiceStep { uuid: String, round: u64 },
    /// A service package's daily backup.
    ServiceBackupDue { uuid: String },
    /// A service package's maintenance run, unless its schedule changed since (`round`).
    ServiceMaintenanceDue { uuid: String, round: u64 },
}

//! Bare metal: the machine pool, its specs, leases and state history.

use std::collections::BTreeMap;

use jiff::Timestamp;
use serde::{Deserialize, Serialize};
use spec::metal::{HistoryAction, MachineStatus};

use super::UserId;

/// The session's bare metal tables.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Metal {
    pub specs: BTreeMap<String, SpecRecord>,
    pub machines: BTreeMap<String, MachineRecord>,
    pub leases: BTreeMap<String, LeaseRecord>,
    /// Every machine's states by id, in the order they began.
    pub history: BTreeMap<u64, StateRecord>,
    /// The area's own id sequence (specs, machines, leases, states), so seeding the pool leaves
    /// the ids every other table hands out as they were.
    pub last_id: u64,
}

/// One model offered in one location.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpecRecord {
    pub uuid: String,
    pub seq: u64,
    pub location: String,
    /// Index into `catalogue::MODELS`.
    pub model: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MachineRecord {
    pub uuid: String,
    pub seq: u64,
    pub location: String,
    pub spec_uuid: String,
    pub label: String,
    pub mac_addresses: Vec<String>,
    pub ip_public_v4: String,
    pub ip_public_v6: String,
    pub admin_notes: Option<String>,
    /// The history row of the state the machine is in.
    pub current_state_id: u64,
    /// Root's password, set afresh each time the machine is handed over (in use).
    pub ssh_password: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StateRecord {
    pub id: u64,
    pub machine_uuid: String,
    pub status: MachineStatus,
    pub lease_id: Option<String>,
    pub billing_account_id: Option<u64>,
    pub os_id: Option<String>,
    pub action: HistoryAction,
    pub acting_user_id: Option<UserId>,
    pub changed_at: Timestamp,
    pub ended_at: Option<Timestamp>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeaseRecord {
    pub uuid: String,
    pub seq: u64,
    pub location: String,
    pub user_id: UserId,
    pub billing_account_id: u64,
    pub spec_uuid: String,
    pub machine_uuid: String,
    pub display_name: String,
    pub requested_os_id: String,
    pub created_at: Timestamp,
    /// When provisioning ends (pending → in_use).
    pub ready_at: Timestamp,
    pub released_at: Option<Timestamp>,
    /// The machine's state row the release opened (cleaning): the end of the lease's history.
    pub release_state_id: Option<u64>,
}

/// The bare metal area's time-driven transitions (`domain::apply` runs them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum MetalEvent {
    /// A lease's machine is configured: pending → in use, unless released since.
    MetalProvisioned { lease: String },
    /// A released machine's disks are wiped: cleaning → available, unless an operator changed it
    /// since (`state_id` is its cleaning state).
    MetalCleaned { machine: String, state_id: u64 },
}

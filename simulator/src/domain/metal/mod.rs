//! Bare metal (resource seed §3, §4): each location's machine pool, its specs, and the leases
//! customers hold on machines. A machine's state is the last row of its history: every change
//! goes through [`pool::enter`], which ends the current row and opens the next, so the seed's
//! rules (`pool::check_invariants`) are kept in one place. `catalogue.rs` holds the OS list and
//! machine models, `pool.rs` the machines and the operator's changes, `lease.rs` what customers do.

pub mod catalogue;
pub mod lease;
pub mod pool;

use std::collections::BTreeMap;

use jiff::Timestamp;
use serde::{Deserialize, Serialize};
use spec::metal::{HistoryAction, LeaseStatus, MachineStatus};

use crate::world::UserId;

pub use lease::{lease_create, lease_get, lease_list, lease_release, lease_update};
pub use pool::{check_invariants, machine_set, seed_pool, spec_list};

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

impl SpecRecord {
    pub fn model(&self) -> &'static catalogue::Model {
        &catalogue::MODELS[self.model]
    }
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

impl LeaseRecord {
    /// The lease's state: its machine's while it holds it.
    pub fn status(&self, metal: &Metal) -> LeaseStatus {
        if self.released_at.is_some() {
            return LeaseStatus::Released;
        }
        match metal.machines.get(&self.machine_uuid).and_then(|m| metal.history.get(&m.current_state_id)).map(|s| s.status) {
            Some(MachineStatus::InUse) => LeaseStatus::InUse,
            _ => LeaseStatus::Pending,
        }
    }
}

impl Metal {
    pub fn next_id(&mut self) -> u64 {
        self.last_id += 1;
        self.last_id
    }

    /// The state a machine is in now.
    pub fn state_of(&self, machine: &MachineRecord) -> &StateRecord {
        &self.history[&machine.current_state_id]
    }

    pub fn status_of(&self, machine_uuid: &str) -> Option<MachineStatus> {
        self.machines.get(machine_uuid).map(|m| self.state_of(m).status)
    }
}

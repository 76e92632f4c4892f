//! Bare metal (docs/product/metal.md#leases, docs/product/metal.md#machine-states): each location's machine pool, its specs, and the leases
//! customers hold on machines. A machine's state is the last row of its history: every change
//! goes through [`pool::enter`], which ends the current row and opens the next, so the seed's
//! rules (`pool::check_invariants`) are kept in one place. `catalogue.rs` holds the OS list and
//! machine models, `pool.rs` the machines and the operator's changes, `lease.rs` what customers do.

pub mod catalogue;
pub mod lease;
pub mod pool;

use spec::metal::{LeaseStatus, MachineStatus};

pub use crate::world::metal::{LeaseRecord, MachineRecord, Metal, SpecRecord, StateRecord};
pub use lease::{lease_create, lease_get, lease_list, lease_release, lease_update};
pub use pool::{check_invariants, machine_set, seed_pool, spec_list};

use spec::billing::RestrictionLevel;

use crate::domain::Cx;
use crate::domain::usage::{Billed, Meter};
use crate::world::World;

/// Bare metal as billing reaches it: leases' meters; a terminated account's leases end.
pub struct Area;

impl Billed for Area {
    fn meters<'w>(&self, world: &'w World) -> Box<dyn Iterator<Item = Meter> + 'w> {
        Box::new(lease::meters(world))
    }

    fn hold_back(&self, world: &mut World, cx: &Cx, account_id: u64, level: RestrictionLevel) {
        // A machine cannot be stopped: a frozen account's leases run on, a terminated one's end.
        if level == RestrictionLevel::Terminated {
            lease::release_account(world, cx, account_id);
        }
    }
}

impl SpecRecord {
    pub fn model(&self) -> &'static catalogue::Model {
        &catalogue::MODELS[self.model]
    }
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

/// Every status change a lease makes: its machine provisioned, then let go (by its tenant once in
/// use, or by the provider for a terminated account at any time). Follows from [`LeaseRecord::status`]
/// and the machine's table; `lease.rs`'s test walks it; `cloudsim run --coverage` counts against it.
pub const LEASE_TRANSITIONS: &[(LeaseStatus, LeaseStatus)] = &[
    (LeaseStatus::Pending, LeaseStatus::InUse),
    (LeaseStatus::InUse, LeaseStatus::Released),
    (LeaseStatus::Pending, LeaseStatus::Released),
];

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

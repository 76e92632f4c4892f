//! Bare metal: machine specs per location, the OS catalogue and the caller's leases (docs/product/config.md#console-routes, docs/product/metal.md#leases
//! *Metal spec, machine, lease, state history, OS*, docs/product/metal.md#machine-states machine states, docs/product/metal.md#specs OS ids, docs/product/metal.md#leases
//! *Bare metal*, docs/product/metal.md#leases). docs/product/metal.md#evidence has no evidence for this area, so the shapes beyond the
//! seed's field lists are ours: errors in the `{"errors": …}` shape of the VM family (naming the
//! field of a broken rule), a missing lease 404, a refusal by state 409, timestamps
//! `YYYY-MM-DD HH:MM:SS` as VMs have them, creates 200 as most live creates answer.

pub mod errors;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// docs/product/metal.md#machine-states: available (ready for immediate leasing), pending (reserved, being
/// configured), in_use (charged), cleaning (disks being wiped), offline (needs repairs), deleted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum MachineStatus {
    Available,
    Pending,
    InUse,
    Cleaning,
    Offline,
    Deleted,
}

impl MachineStatus {
    /// docs/product/metal.md#machine-states: a leased machine is pending or in use, and only a leased one is.
    pub const fn is_leased(self) -> bool {
        matches!(self, MachineStatus::Pending | MachineStatus::InUse)
    }

    pub const fn as_str(self) -> &'static str {
        match self {
            MachineStatus::Available => "available",
            MachineStatus::Pending => "pending",
            MachineStatus::InUse => "in_use",
            MachineStatus::Cleaning => "cleaning",
            MachineStatus::Offline => "offline",
            MachineStatus::Deleted => "deleted",
        }
    }
}

/// docs/product/metal.md#machine-states history actions: what made a machine enter a state. `admin_lease_create` is
/// the provider's side of a lease, the configured machine handed over (pending → in_use).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum HistoryAction {
    AdminCreate,
    AdminUpdate,
    AdminDelete,
    AdminLeaseCreate,
    UserRequest,
    UserRelease,
}

/// A lease's own state: its machine's while leased, `released` after.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LeaseStatus {
    Pending,
    InUse,
    Released,
}

/// `GET [/{location}]/metal/specs` rows: docs/product/metal.md#leases fields, plus what the console's picker shows
/// (`available_count`) and prices (`price_units`: how many `BARE_METAL_SERVER` units of the price
/// list an hour of this spec costs).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct MetalSpec {
    pub uuid: String,
    pub title: String,
    pub subtitle: String,
    pub description: String,
    /// Whether a machine of the spec can be leased now in this location.
    pub is_available: bool,
    pub available_count: u32,
    /// The OS ids (`GET /metal/os`) a machine of the spec installs.
    pub ready_os_ids: Vec<String>,
    #[schemars(range(min = 1))]
    pub price_units: u32,
}

/// `GET /metal/os` rows (docs/product/metal.md#leases; ids per docs/product/metal.md#specs).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct MetalOs {
    pub os_id: String,
    pub os_type_id: String,
    pub version_title: String,
    pub is_published: bool,
    pub is_deleted: bool,
}

/// How to log in to a leased machine once it is in use.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SshCredentials {
    pub username: String,
    pub password: String,
}

/// The leased machine as its tenant sees it (docs/product/metal.md#leases *Metal machine*): addresses, MACs and
/// credentials appear once it is in use and go with the lease.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct MetalMachine {
    pub uuid: String,
    pub label: String,
    pub mac_addresses: Vec<String>,
    pub ip_public_v4: Option<String>,
    pub ip_public_v6: Option<String>,
    pub ssh_credentials: Option<SshCredentials>,
    pub admin_notes: Option<String>,
    /// The history row of the machine's state now.
    pub current_state_id: u64,
}

/// One state a machine was in (docs/product/metal.md#leases *Metal state history*); `ended_at` is null while current.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct MetalStateHistory {
    pub id: u64,
    pub status: MachineStatus,
    /// Set exactly while the machine is leased (docs/product/metal.md#machine-states).
    pub lease_id: Option<String>,
    /// Set exactly while the machine is leased (docs/product/metal.md#machine-states).
    pub billing_account_id: Option<u64>,
    pub os_id: Option<String>,
    pub action: HistoryAction,
    /// Who made the change: the tenant (or the delegate acting for them); null for the
    /// provider's own steps.
    pub acting_user_id: Option<u64>,
    pub changed_at: String,
    pub ended_at: Option<String>,
}

/// `GET|POST [/{location}]/metal/leases`, `PATCH|DELETE …/{uuid}` (docs/product/metal.md#leases *Metal lease*, with the
/// machine and its history for the lease detail screen).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct MetalLease {
    pub uuid: String,
    pub display_name: String,
    pub requested_os_id: String,
    pub machine_uuid: String,
    pub user_id: u64,
    pub billing_account_id: u64,
    pub spec_uuid: String,
    pub location: String,
    pub status: LeaseStatus,
    pub created_at: String,
    /// When a pending lease is expected in use (the console's progress bar); null once in use.
    pub ready_at: Option<String>,
    /// Simulated seconds until a pending lease is in use (the console's progress is this against
    /// `ready_at - created_at`, on the session's clock rather than the browser's); null once in use.
    pub ready_in: Option<u32>,
    /// The earliest instant the lease may be released (the brand's minimum lease time).
    pub releasable_at: String,
    pub released_at: Option<String>,
    pub machine: MetalMachine,
    /// The machine's states during this lease and the release that ended it, oldest first.
    pub history: Vec<MetalStateHistory>,
}

/// docs/product/metal.md#specs: "lowercase letter first, then lowercase letters, digits, underscore or hyphen".
pub const OS_ID_PATTERN: &str = r"^[a-z][a-z0-9_-]*$";

/// `POST [/{location}]/metal/leases` (form; docs/product/metal.md#leases: spec_uuid, display_name, requested_os_id,
/// billing_account_id, the last optional with a restricted token or for the default account).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LeaseCreate {
    #[schemars(length(min = 1, max = 64))]
    pub spec_uuid: String,
    #[schemars(length(min = 1, max = 255))]
    pub display_name: String,
    #[schemars(length(min = 1, max = 64), regex(pattern = r"^[a-z][a-z0-9_-]*$"))]
    pub requested_os_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
}

/// `PATCH [/{location}]/metal/leases/{uuid}` (form; docs/product/metal.md#leases: display_name).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LeaseUpdate {
    #[schemars(length(min = 1, max = 255))]
    pub display_name: String,
}

/// `GET [/{location}]/metal/leases`: optionally one account's leases only.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LeaseListQuery {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
}

/// `GET /__sim/sessions/{id}/metal/machines` rows: the operator's view of the pool.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct PoolMachine {
    pub uuid: String,
    pub location: String,
    pub spec_uuid: String,
    pub label: String,
    pub status: MachineStatus,
    pub lease_id: Option<String>,
    pub billing_account_id: Option<u64>,
    pub admin_notes: Option<String>,
    pub history: Vec<MetalStateHistory>,
}

/// `POST /__sim/sessions/{id}/metal/machines/{uuid}`: an operator takes an unleased machine
/// offline, back to available (repaired, or cleaned early) or deletes it, and may leave a note.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MachineSet {
    pub status: MachineStatus,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub admin_notes: Option<String>,
}

pub mod ops {
    use super::*;
    use crate::common::{NoParams, Success};
    use crate::routes::{Area, Method, Operation};

    const fn leases(id: &'static str, method: Method, path: &'static str) -> Operation {
        Operation::new(id, method, path, Area::Metal).location_scoped()
    }

    pub const OS_LIST: Operation = Operation::get("metal_os_list", "/metal/os", Area::Metal)
        .summary("The operating systems bare metal machines install")
        .request::<NoParams>()
        .response::<Vec<MetalOs>>();
    pub const SPEC_LIST: Operation = leases("metal_spec_list", Method::Get, "/metal/specs")
        .summary("The machine specs of a location and whether one can be leased now")
        .request::<NoParams>()
        .response::<Vec<MetalSpec>>();
    pub const LEASE_LIST: Operation = leases("metal_lease_list", Method::Get, "/metal/leases")
        .summary("The caller's leases in a location, released ones included, oldest first")
        .request::<LeaseListQuery>()
        .response::<Vec<MetalLease>>();
    pub const LEASE_CREATE: Operation = leases("metal_lease_create", Method::Post, "/metal/leases")
        .summary("Lease an available machine of a spec; it is pending until the brand's provisioning time has passed")
        .request::<LeaseCreate>()
        .response::<MetalLease>();
    pub const LEASE_UPDATE: Operation = leases("metal_lease_update", Method::Patch, "/metal/leases/{uuid}")
        .summary("Rename a lease")
        .request::<LeaseUpdate>()
        .response::<MetalLease>();
    pub const LEASE_DELETE: Operation = leases("metal_lease_delete", Method::Delete, "/metal/leases/{uuid}")
        .summary("Release a leased machine (not before the brand's minimum lease time); it is cleaned, then available again")
        .request::<NoParams>()
        .response::<Success>();

    pub const SIM_MACHINES: Operation =
        Operation::get("sim_metal_machines", "/__sim/sessions/{id}/metal/machines", Area::Control)
            .summary("Every bare metal machine of the session's pool, with its state history")
            .response::<Vec<PoolMachine>>();
    pub const SIM_MACHINE_SET: Operation =
        Operation::post("sim_metal_machine_set", "/__sim/sessions/{id}/metal/machines/{uuid}", Area::Control)
            .summary("As the operator: take an unleased machine offline, return it to available, or delete it")
            .json()
            .request::<MachineSet>()
            .response::<PoolMachine>();

    /// The area's operations, in the order the OpenAPI document lists them.
    pub const ALL: &[&Operation] =
        &[&OS_LIST, &SPEC_LIST, &LEASE_LIST, &LEASE_CREATE, &LEASE_UPDATE, &LEASE_DELETE, &SIM_MACHINES, &SIM_MACHINE_SET];
}

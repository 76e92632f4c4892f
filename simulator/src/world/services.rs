//! Managed service packages, their resources and backups.

use std::collections::BTreeMap;

use jiff::Timestamp;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};
use spec::services::{MaintenanceSchedule, ResourceStatus, ResourceType, ServiceKind, Worker};

use super::UserId;

/// The session's service packages by uuid, deleted ones included (tombstones).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Services {
    pub packages: BTreeMap<String, PackageRecord>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PackageRecord {
    pub uuid: String,
    /// The package's numeric id; also its creation order.
    pub id: u64,
    pub kind: ServiceKind,
    pub version: String,
    pub display_name: String,
    pub user_id: UserId,
    pub billing_account_id: u64,
    pub location: String,
    pub is_multi_node: bool,
    /// The size of each database or control-plane VM.
    pub vm_cpu: u32,
    pub vm_ram: u32,
    pub vm_disk_gb: u32,
    /// VMs, then the virtual IP (a floating IP record of the networking area when public) and the
    /// network (a private network of the networking area the VMs sit in).
    pub resources: Vec<ResourceRecord>,
    /// Whether the package made its network (it goes with the package) rather than joining one the
    /// user chose (it stays).
    #[serde(default)]
    pub network_made: bool,
    /// Whether the virtual IP is a public floating IP (docs/product/services.md#packages `reserve_public_ip`, default true)
    /// rather than an address in the network.
    #[serde(default = "public_by_default")]
    pub reserve_public_ip: bool,
    pub whitelist: Vec<String>,
    /// Databases: who connects, with which password, on which port. Clusters: the API port.
    pub sql_user: Option<String>,
    pub sql_pass: Option<String>,
    pub port: u16,
    pub cluster_name: Option<String>,
    /// A cluster's node pools as last set.
    #[serde(deserialize_with = "workers_of_any_file")]
    pub workers: Vec<Worker>,
    pub maintenance: MaintenanceSchedule,
    /// Counts schedule changes; a maintenance run scheduled under an earlier one is stale.
    pub maintenance_round: u64,
    pub maintenance_runs: Vec<Timestamp>,
    /// Oldest first; at most [`schedule::BACKUPS_KEPT`].
    pub backups: Vec<BackupRecord>,
    /// Provisioning steps done in this round (a cluster has five, a database one).
    pub stage: u8,
    /// Counts provisionings (create, each rebuild); a step of an earlier one is stale.
    pub round: u64,
    pub ready_at: Timestamp,
    /// The backup the package was last rebuilt from.
    pub restored_from: Option<String>,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    pub deleted_at: Option<Timestamp>,
}

// What the package holds, read by its own area and by the network it sits in.
impl PackageRecord {
    pub fn vms(&self) -> impl Iterator<Item = &ResourceRecord> {
        self.resources.iter().filter(|r| r.kind == ResourceType::Vm)
    }

    /// The private network the package's VMs sit in.
    pub fn network_uuid(&self) -> Option<&str> {
        self.resources.iter().find(|r| r.kind == ResourceType::Network).map(|r| r.uuid.as_str())
    }

    /// The virtual IP's address: the database's `service_ip`, the cluster's API endpoint.
    pub fn service_ip(&self) -> Option<&str> {
        self.resources.iter().find(|r| r.kind == ResourceType::VirtualIp).and_then(|r| r.address.as_deref())
    }
}

/// A resource the package owns. VMs have a size, a disk, a status and their address in the
/// package's network; the virtual IP its address; the network is addressed by its uuid.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResourceRecord {
    pub uuid: String,
    pub kind: ResourceType,
    pub status: Option<ResourceStatus>,
    pub vcpu: u32,
    pub memory_mb: u32,
    pub disk_uuid: Option<String>,
    pub disk_gb: u32,
    pub address: Option<String>,
    /// The node pool of a Kubernetes worker.
    pub pool: Option<String>,
}

pub(crate) fn public_by_default() -> bool {
    true
}

/// A cluster's node pools as a state file holds them. Files written before the bounds took the
/// specification's names (`min`, `max`) spell them `minimum`, `maximum`: renamed as they load.
fn workers_of_any_file<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<Worker>, D::Error> {
    let pools = Vec::<Map<String, Value>>::deserialize(deserializer)?;
    pools
        .into_iter()
        .map(|mut pool| {
            for (old, new) in [("minimum", "min"), ("maximum", "max")] {
                if let Some(bound) = pool.remove(old) {
                    pool.insert(new.into(), bound);
                }
            }
            Worker::deserialize(Value::Object(pool)).map_err(D::Error::custom)
        })
        .collect()
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackupRecord {
    pub uuid: String,
    pub created_at: Timestamp,
    pub size_gb: u32,
}

/// The services area's time-driven transitions (`domain::apply` runs them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum ServicesEvent {
    /// A service package's provisioning step is done, unless it was rebuilt or deleted since
    /// (`round` counts its provisionings).
    ServiceStep { uuid: String, round: u64 },
    /// A service package's daily backup.
    ServiceBackupDue { uuid: String },
    /// A service package's maintenance run, unless its schedule changed since (`round`).
    ServiceMaintenanceDue { uuid: String, round: u64 },
}

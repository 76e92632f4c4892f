//! Virtual machines and their disks, interfaces and replicas.

use std::collections::BTreeMap;

use jiff::Timestamp;
use serde::{Deserialize, Serialize};
use spec::compute::{ReplicaType, SourceImageType, VmStatus};

use super::UserId;

/// The compute area's tables.
#[derive(Clone, Debug, Default)]
pub struct Compute {
    /// Host pools by uuid; each belongs to one location.
    pub host_pools: BTreeMap<String, HostPoolRecord>,
    /// VMs by uuid, deleted ones included (tombstones).
    pub vms: BTreeMap<String, VmRecord>,
    /// Standalone disks by uuid, deleted ones included (tombstones).
    pub disks: BTreeMap<String, DiskRecord>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiskRecord {
    pub uuid: String,
    /// Creation order, the order lists come in.
    pub seq: u64,
    pub location: String,
    pub user_id: UserId,
    pub billing_account_id: u64,
    pub display_name: Option<String>,
    pub size_gb: u32,
    pub source_image_type: SourceImageType,
    pub source_image: Option<String>,
    pub read_only_bootable: bool,
    pub storage_pool_uuid: String,
    /// The VM whose storage rows hold this disk.
    pub attached_to: Option<String>,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    pub deleted_at: Option<Timestamp>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VmRecord {
    pub uuid: String,
    /// Creation order, the order lists come in.
    pub seq: u64,
    pub location: String,
    pub user_id: UserId,
    pub billing_account: u64,
    pub name: String,
    pub description: String,
    pub hostname: String,
    pub status: VmStatus,
    /// Counts status moves; a scheduled event made for an earlier one is stale.
    pub transition: u64,
    pub vcpu: u32,
    pub memory_mb: u32,
    pub os_name: String,
    pub os_version: String,
    pub license_type: Option<String>,
    /// None where a strict create's `cloud_init` defined `users` (docs/product/compute.md#vm-create).
    pub username: Option<String>,
    pub mac: String,
    pub private_ipv4: String,
    pub public_ipv4: Option<String>,
    pub backup: bool,
    /// Counts the times backups were switched on; a backup scheduled in an earlier round is stale.
    #[serde(default)]
    pub backup_round: u64,
    /// Snapshots and backups, oldest first.
    #[serde(default)]
    pub replicas: Vec<ReplicaRecord>,
    pub pool_uuid: String,
    /// Pools are never renamed, so the VM keeps the name it answers with.
    pub pool_name: String,
    pub storage: Vec<StorageRecord>,
    /// The ISO media the current launch booted from; cleared when the launch ends.
    #[serde(default)]
    pub boot_image: Option<String>,
    /// The NIC of `mac` and `private_ipv4`, with its VLAN sub-interfaces.
    #[serde(default)]
    pub interface: InterfaceRecord,
    /// The private network the VM is on (`domain::network`); `private_ipv4` is in its subnet.
    #[serde(default)]
    pub network_uuid: Option<String>,
    pub guest: Guest,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StorageRecord {
    pub uuid: String,
    /// The docs' numeric id, which replicas name as `master_id`.
    #[serde(default)]
    pub id: u64,
    /// `sda`, `sdb`, …
    pub name: String,
    pub size_gb: u32,
    pub primary: bool,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

/// How the simulated guest OS behaves (set through the control API).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Guest {
    /// ACPI shutdown is ignored: graceful stops end only when forced.
    pub ignores_shutdown: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReplicaRecord {
    pub uuid: String,
    pub id: u64,
    pub kind: ReplicaType,
    /// The VM's disks as they were, the boot disk first.
    pub disks: Vec<StorageRecord>,
    pub created_at: Timestamp,
    /// When it was last converted between snapshot and backup (absent: never).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub converted_at: Option<Timestamp>,
}

/// A VM's interface. (Records from before interfaces existed read with an empty uuid.)
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct InterfaceRecord {
    pub uuid: String,
    /// Oldest first.
    pub subinterfaces: Vec<SubInterfaceRecord>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SubInterfaceRecord {
    pub uuid: String,
    pub vlan_tag: u16,
    pub ip: String,
    pub network_uuid: Option<String>,
    pub created_at: Timestamp,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HostPoolRecord {
    pub uuid: String,
    pub location: String,
    pub name: String,
    pub description: String,
    pub is_default_designated: bool,
    pub is_visible: bool,
    pub storage_pool_uuid: String,
    pub ui_position: u32,
    pub cpu: (u32, u32),
    pub ram_mb: (u32, u32),
    pub disk_gb: (u32, u32),
    pub created_at: Timestamp,
    /// What the pool's hosts can hold in all; a create beyond it is refused for high demand.
    #[serde(default)]
    pub capacity: PoolCapacity,
}

/// Total guest resources of a pool (not on the wire).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoolCapacity {
    pub vcpu: u32,
    pub ram_mb: u64,
}

impl Default for PoolCapacity {
    fn default() -> Self {
        PoolCapacity { vcpu: 1024, ram_mb: 4 * 1024 * 1024 }
    }
}

/// The compute area's time-driven transitions (`domain::apply` runs them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum ComputeEvent {
    /// A VM's transition (creating, starting, stopping, reinstalling) completes, unless the VM
    /// has moved on since (`transition` counts its status changes).
    VmSettled { uuid: String, transition: u64 },
    /// A graceful stop still unfinished at the shutdown timeout is forced.
    VmStopForced { uuid: String, transition: u64 },
    /// A VM's weekly backup, unless its backups were switched off since (`round` counts the
    /// switches).
    VmBackupDue { uuid: String, round: u64 },
}

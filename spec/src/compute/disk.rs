//! Standalone block-storage disks (`[/{location}]/storage/disks…`, docs/product/compute.md#disk
//! *Disk*, docs/product/compute.md#disk) and attaching them to VMs (`vm/storage/attach|detach`, docs/product/compute.md#vm-fields).
//! Disk calls are form-encoded and answer errors as `{"message": …}`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// docs/product/compute.md#disk: "Active, Reserved"; live adds the `Deleted` tombstone (IS, CA). A disk
/// attached to a VM is `Reserved` by it; a free one is `Active`, as a freshly created disk is
/// live (docs/product/compute.md#disk).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum DiskStatus {
    Active,
    Reserved,
    Deleted,
}

/// docs/product/compute.md#disk: what a new disk is made from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum SourceImageType {
    /// An OS image of `GET /config/vm_images`, named `<os_name>_<os_version>` (docs); a VM's
    /// boot disk is one.
    OsBase,
    /// A copy of another disk, by uuid.
    Disk,
    /// A copy of a VM snapshot or backup, by uuid.
    Snapshot,
    /// Nothing on it.
    #[default]
    Empty,
}

/// A snapshot of a disk (IS strict reader's shape); `uuid` is the VM replica's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct DiskSnapshot {
    pub uuid: String,
    pub disk_uuid: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub display_name: Option<String>,
    pub size_gb: u32,
    pub created_at: String,
}

/// A disk as the IS strict reader checks it; timestamps are ISO with an offset
/// (`2026-08-26T12:06:48.608+0000`, docs/product/compute.md#disk). `attached_to` is Pilvio's (PV disk.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Disk {
    pub uuid: String,
    pub user_id: u64,
    pub billing_account_id: u64,
    pub status: DiskStatus,
    #[schemars(range(min = 1))]
    pub size_gb: u32,
    pub source_image_type: SourceImageType,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_image: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub display_name: Option<String>,
    pub read_only_bootable: bool,
    /// A VM boot disk's: the VM's snapshots (`vm/replica`), oldest first; standalone disks have
    /// none, as snapshots copy only a VM's own disks.
    pub snapshots: Vec<DiskSnapshot>,
    pub storage_pool_uuid: String,
    /// The VM the disk is attached to; null while detached.
    pub attached_to: Option<String>,
    pub created_at: String,
    pub updated_at: String,
    /// Tombstones only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deleted_at: Option<String>,
}

/// `GET storage/disks`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DiskListQuery {
    /// Only disks with this flag.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_only_bootable: Option<bool>,
}

/// `POST storage/disks` (form). `billing_account_id` may be left out only with a restricted
/// token (docs/product/compute.md#disk: "'billing_account_id' is required if using a global API token").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DiskCreate {
    /// docs/product/compute.md#disk: at least 1 GB.
    #[schemars(range(min = 1))]
    pub size_gb: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 255))]
    pub display_name: Option<String>,
    /// `EMPTY` when omitted.
    #[serde(default)]
    pub source_image_type: SourceImageType,
    /// Required unless the type is `EMPTY`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_image: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_only_bootable: Option<bool>,
}

/// `PATCH storage/disks/{uuid}` (form): rename, flag, move to another account, grow.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DiskUpdate {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 255))]
    pub display_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_only_bootable: Option<bool>,
    /// Larger than now: disks only grow (docs/product/compute.md#disk).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1))]
    pub size_gb: Option<u32>,
}

/// `POST vm/storage/attach`, `POST vm/storage/detach` (form): the VM and the disk.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmStorageAttach {
    pub uuid: String,
    pub storage_uuid: String,
}

//! VM snapshots and backups (`vm/replica`, `vm/rebuild`): docs/product/compute.md#vm-replicas *VM storage* replica,
//! docs/product/compute.md#vm-replicas (restore from backup or snapshot; weekly backups, the latest 4 kept), docs/product/compute.md#vm-replicas; the replica
//! shape is the docs' (docs/product/compute.md#vm-fields).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// docs/product/compute.md#vm-replicas: replica types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ReplicaType {
    Snapshot,
    Backup,
}

/// A snapshot or backup of a VM, shown in its boot disk's `replica[]` (docs shape; live clients
/// tolerate anything there).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Replica {
    /// `YYYY-MM-DD HH:MM:SS`.
    pub created_at: String,
    pub id: u64,
    /// The disk it copies (the VM's boot disk).
    pub master_id: u64,
    pub master_uuid: String,
    /// `n/a`, as the live storage rows say.
    pub pool: String,
    /// GB of the disk it copies.
    pub size: u32,
    #[serde(rename = "type")]
    pub kind: ReplicaType,
    pub updated_at: String,
    pub uuid: String,
}

/// `GET vm/replica`: a VM's replicas of one type, oldest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmReplicaQuery {
    pub uuid: String,
    pub r_type: ReplicaType,
}

/// `DELETE vm/replica`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmReplicaDelete {
    pub replica_uuid: String,
    #[serde(rename = "type")]
    pub kind: ReplicaType,
}

/// `PATCH vm/replica`: turn a snapshot into a backup or back (docs/product/compute.md#vm-replicas).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmReplicaConvert {
    pub replica_uuid: String,
    /// The type the replica has now.
    pub from_type: ReplicaType,
    /// The type it becomes; not the one it has.
    pub to_type: ReplicaType,
}

/// `POST vm/rebuild`: restore a VM's disks from one of its replicas.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmRebuild {
    pub uuid: String,
    pub replica_uuid: String,
    #[serde(rename = "type")]
    pub kind: ReplicaType,
}

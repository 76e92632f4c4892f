//! Compute: host pools (resource seed §3 *Host pool*; live extras from `real-api.md` §3.1).
//! VMs, images and parameters join this module with the compute issue.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Inclusive bounds of one guest dimension.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Limit {
    pub min: u32,
    pub max: u32,
}

/// The guest sizes a pool accepts: the real sizing limits live here, not in the VM parameters.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct GuestLimits {
    pub cpu: Limit,
    pub ram_mb: Limit,
    pub disk_gb: Limit,
}

/// `GET [/{location}]/user-resource/host_pool/list` rows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct HostPool {
    pub uuid: String,
    pub name: String,
    pub description: String,
    pub is_default_designated: bool,
    pub is_visible: bool,
    pub storage_pool_uuid: String,
    pub ui_position: u32,
    pub guest_limits: GuestLimits,
    /// `YYYY-MM-DD HH:MM:SS`.
    pub created_at: String,
    pub updated_at: String,
}

pub mod ops {
    use super::*;
    use crate::common::NoParams;
    use crate::routes::{Area, Operation};

    pub const HOST_POOLS: Operation =
        Operation::get("host_pool_list", "/user-resource/host_pool/list", Area::Compute)
            .summary("The host pools of a location")
            .location_scoped()
            .request::<NoParams>()
            .response::<Vec<HostPool>>();
}

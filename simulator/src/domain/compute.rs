//! Compute: host pools. VMs, disks and images join with the compute issue.

use crate::world::{HostPoolRecord, World};

/// The visible pools of a location, in display order.
pub fn host_pools<'w>(world: &'w World, location: &str) -> Vec<&'w HostPoolRecord> {
    let mut pools: Vec<_> = world.host_pools.values().filter(|p| p.location == location && p.is_visible).collect();
    pools.sort_by_key(|p| p.ui_position);
    pools
}

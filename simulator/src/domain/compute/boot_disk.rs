//! VM boot disks in the disk list: live, `storage/disks` shows each VM's boot disk as an
//! `OS_BASE` disk attached to its VM, without a display name (IS strict reader). They are views of
//! the VM's primary storage row, never records of their own, so the VM's storage stays the one
//! truth; a deleted VM's boot disk reads as a `Deleted` tombstone.

use std::borrow::Cow;

use spec::compute::{ReplicaType, SourceImageType, VmStatus};

use crate::domain::{Cx, DomainResult};
use crate::world::World;
use crate::world::compute::{DiskRecord, ReplicaRecord, VmRecord};

/// A row of the disk list: a standalone disk, or a VM's boot disk with the VM's snapshots.
#[derive(Clone, Debug)]
pub struct DiskRow<'w> {
    pub disk: Cow<'w, DiskRecord>,
    /// Oldest first; always empty for standalone disks, which snapshots do not copy.
    pub snapshots: Vec<&'w ReplicaRecord>,
}

impl<'w> From<&'w DiskRecord> for DiskRow<'w> {
    fn from(disk: &'w DiskRecord) -> Self {
        DiskRow { disk: Cow::Borrowed(disk), snapshots: Vec::new() }
    }
}

/// The boot disks of the caller's VMs in the location within its scope, deleted VMs' included.
pub(super) fn boot_disks<'w>(world: &'w World, cx: &Cx) -> DomainResult<Vec<DiskRow<'w>>> {
    let (user, location) = (cx.actor()?, cx.location()?);
    Ok(world
        .compute
        .vms
        .values()
        .filter(|vm| vm.user_id == user && vm.location == location.slug && cx.sees(vm.billing_account))
        .filter_map(|vm| row(world, vm))
        .collect())
}

fn row<'w>(world: &'w World, vm: &'w VmRecord) -> Option<DiskRow<'w>> {
    let boot = vm.storage.iter().find(|row| row.primary)?;
    let deleted = vm.status == VmStatus::Deleted;
    let disk = DiskRecord {
        uuid: boot.uuid.clone(),
        seq: vm.seq,
        location: vm.location.clone(),
        user_id: vm.user_id,
        billing_account_id: vm.billing_account,
        display_name: None,
        size_gb: boot.size_gb,
        source_image_type: SourceImageType::OsBase,
        source_image: Some(format!("{}_{}", vm.os_name, vm.os_version)),
        read_only_bootable: false,
        storage_pool_uuid: world.compute.host_pools.get(&vm.pool_uuid).map(|p| p.storage_pool_uuid.clone()).unwrap_or_default(),
        attached_to: (!deleted).then(|| vm.uuid.clone()),
        created_at: boot.created_at,
        updated_at: if deleted { vm.updated_at } else { boot.updated_at },
        deleted_at: deleted.then_some(vm.updated_at),
    };
    // A deleted VM's snapshots went with it.
    let snapshots = vm.replicas.iter().filter(|r| r.kind == ReplicaType::Snapshot && !deleted).collect();
    Some(DiskRow { disk: Cow::Owned(disk), snapshots })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;
    use crate::domain::compute::{replica_create, vm_delete};
    use spec::compute::DiskStatus;

    #[test]
    fn a_boot_disk_is_reserved_by_its_vm_carries_its_snapshots_and_outlives_it_as_a_tombstone() {
        let mut fx = Fixture::new();
        let vm = fx.running_vm();
        let snapshot = fx.run(|w, cx| replica_create(w, cx, &vm).map(|r| r.uuid.clone())).unwrap();
        let rows = |fx: &mut Fixture| {
            fx.run(|w, cx| {
                boot_disks(w, cx).map(|rows| {
                    rows.iter()
                        .map(|r| {
                            (
                                r.disk.status(),
                                r.disk.attached_to.clone(),
                                r.snapshots.iter().map(|s| s.uuid.clone()).collect::<Vec<_>>(),
                            )
                        })
                        .collect::<Vec<_>>()
                })
            })
        };
        assert_eq!(rows(&mut fx), Ok(vec![(DiskStatus::Reserved, Some(vm.clone()), vec![snapshot.clone()])]));
        fx.run(|w, cx| vm_delete(w, cx, &vm)).unwrap();
        assert_eq!(rows(&mut fx), Ok(vec![(DiskStatus::Deleted, None, vec![])]));
    }
}

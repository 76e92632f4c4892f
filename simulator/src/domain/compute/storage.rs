//! A VM's disks (`vm/storage`): add an empty one, grow one, remove one that is not the boot
//! disk. Running or stopped VMs only; sizes within the pool's disk limit.

use jiff::Timestamp;
use spec::compute::{VmStorageAdd, VmStorageRemove, VmStorageResize};
use spec::error::{compute as msg, validation};

use super::lifecycle::{self, Action};
use super::lookup;
use crate::domain::{Cx, DomainError, DomainResult};
use crate::world::World;
use crate::world::compute::{StorageRecord, VmRecord};

/// The VM and one of its disks, as the storage calls answer with both.
pub type DiskOf<'w> = (&'w VmRecord, &'w StorageRecord);

/// Guest device names, in the order disks take them.
const DEVICE_LETTERS: std::ops::RangeInclusive<char> = 'a'..='z';

pub fn vm_storage_add<'w>(world: &'w mut World, cx: &Cx, input: VmStorageAdd) -> DomainResult<DiskOf<'w>> {
    let vm = lookup::find(world, cx, &input.uuid)?;
    check_size(world, vm, input.size_gb)?;
    lifecycle::next(vm.status, Action::ChangeDisks)?;
    let name = free_device(vm)?;
    let disk = StorageRecord {
        uuid: world.uuid(),
        id: world.next_id(),
        name,
        size_gb: input.size_gb,
        primary: false,
        created_at: cx.now,
        updated_at: cx.now,
    };
    let disk_uuid = disk.uuid.clone();
    lookup::find_mut(world, cx, &input.uuid)?.storage.push(disk);
    answer(world, cx, &input.uuid, &disk_uuid)
}

/// Grows a disk; a size that is not larger is refused, as disks never shrink. The VM's state is
/// checked unless the caller says `check_vm_state: false`.
pub fn vm_storage_resize<'w>(world: &'w mut World, cx: &Cx, input: VmStorageResize) -> DomainResult<DiskOf<'w>> {
    let vm = lookup::find(world, cx, &input.uuid)?;
    let disk = disk_of(vm, &input.disk_uuid)?;
    if input.size_gb <= disk.size_gb {
        return Err(DomainError::invalid("size_gb", msg::DISK_ONLY_GROWS));
    }
    check_size(world, vm, input.size_gb)?;
    if input.check_vm_state != Some(false) {
        lifecycle::next(vm.status, Action::ChangeDisks)?;
    }
    grow(world, &input.uuid, &input.disk_uuid, input.size_gb, cx.now);
    answer(world, cx, &input.uuid, &input.disk_uuid)
}

/// Sets a VM disk's size, and the standalone disk's record when it is one, so both agree.
pub(super) fn grow(world: &mut World, vm: &str, disk: &str, size_gb: u32, now: Timestamp) {
    if let Some(row) = world.compute.vms.get_mut(vm).and_then(|vm| vm.storage.iter_mut().find(|d| d.uuid == disk)) {
        row.size_gb = size_gb;
        row.updated_at = now;
    }
    if let Some(record) = world.compute.disks.get_mut(disk) {
        record.size_gb = size_gb;
        record.updated_at = now;
    }
}

pub fn vm_storage_remove(world: &mut World, cx: &Cx, input: VmStorageRemove) -> DomainResult<()> {
    let vm = lookup::find(world, cx, &input.uuid)?;
    if disk_of(vm, &input.storage_uuid)?.primary {
        return Err(DomainError::Conflict(msg::BOOT_DISK_STAYS.into()));
    }
    lifecycle::next(vm.status, Action::ChangeDisks)?;
    // A standalone disk is only detached: it stays in the disk list, free.
    unplug(world, &input.uuid, &input.storage_uuid, cx.now);
    Ok(())
}

/// Takes a disk off a VM; a standalone disk becomes free again.
pub(super) fn unplug(world: &mut World, vm: &str, disk: &str, now: Timestamp) {
    if let Some(vm) = world.compute.vms.get_mut(vm) {
        vm.storage.retain(|row| row.uuid != disk);
        vm.updated_at = now;
    }
    if let Some(record) = world.compute.disks.get_mut(disk) {
        record.attached_to = None;
        record.updated_at = now;
    }
}

/// The first guest device name none of the VM's disks has.
pub(super) fn free_device(vm: &VmRecord) -> DomainResult<String> {
    DEVICE_LETTERS
        .map(|letter| format!("sd{letter}"))
        .find(|name| vm.storage.iter().all(|disk| disk.name != *name))
        .ok_or_else(|| DomainError::Conflict(msg::TOO_MANY_DISKS.into()))
}

pub(super) fn disk_of<'v>(vm: &'v VmRecord, uuid: &str) -> DomainResult<&'v StorageRecord> {
    vm.storage.iter().find(|disk| disk.uuid == uuid).ok_or_else(|| DomainError::NotFound(msg::no_such_disk(uuid)))
}

/// A disk may be as large as the VM's pool allows.
pub(super) fn check_size(world: &World, vm: &VmRecord, size_gb: u32) -> DomainResult<()> {
    match world.compute.host_pools.get(&vm.pool_uuid) {
        Some(pool) if size_gb > pool.disk_gb.1 => Err(DomainError::invalid("size_gb", validation::at_most(pool.disk_gb.1))),
        _ => Ok(()),
    }
}

pub(super) fn answer<'w>(world: &'w World, cx: &Cx, vm: &str, disk: &str) -> DomainResult<DiskOf<'w>> {
    let vm = lookup::find(world, cx, vm)?;
    Ok((vm, disk_of(vm, disk)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;

    fn add(fx: &mut Fixture, uuid: &str, size_gb: u32) -> DomainResult<(String, String)> {
        let input = VmStorageAdd { uuid: uuid.into(), size_gb };
        fx.run(|w, cx| vm_storage_add(w, cx, input).map(|(_, d)| (d.uuid.clone(), d.name.clone())))
    }

    #[test]
    fn new_disks_take_the_first_free_device_name() {
        let mut fx = Fixture::new();
        let vm = fx.running_vm();
        let (sdb, _) = add(&mut fx, &vm, 10).unwrap();
        assert_eq!(add(&mut fx, &vm, 10).unwrap().1, "sdc");
        let remove = VmStorageRemove { uuid: vm.clone(), storage_uuid: sdb };
        fx.run(|w, cx| vm_storage_remove(w, cx, remove)).unwrap();
        assert_eq!(add(&mut fx, &vm, 10).unwrap().1, "sdb");
    }

    #[test]
    fn a_disk_never_shrinks_and_a_refusal_changes_nothing() {
        let mut fx = Fixture::new();
        let vm = fx.running_vm();
        let (disk, _) = add(&mut fx, &vm, 30).unwrap();
        let before = fx.snapshot();
        for size_gb in [30, 10] {
            let input = VmStorageResize { uuid: vm.clone(), disk_uuid: disk.clone(), size_gb, check_vm_state: None };
            let err = fx.run(|w, cx| vm_storage_resize(w, cx, input).map(drop)).unwrap_err();
            assert_eq!(err, DomainError::invalid("size_gb", msg::DISK_ONLY_GROWS));
        }
        assert_eq!(fx.snapshot(), before);
    }

    #[test]
    fn check_vm_state_false_grows_a_disk_whatever_the_vms_state() {
        let mut fx = Fixture::new();
        let created = fx.run(|w, cx| super::super::vm_create(w, cx, Fixture::create_input()).cloned()).unwrap();
        let boot = created.storage[0].uuid.clone();
        let grow =
            |check_vm_state| VmStorageResize { uuid: created.uuid.clone(), disk_uuid: boot.clone(), size_gb: 40, check_vm_state };
        let before = fx.snapshot();
        for checked in [None, Some(true)] {
            assert!(fx.run(|w, cx| vm_storage_resize(w, cx, grow(checked)).map(drop)).is_err(), "a VM still being created");
        }
        assert_eq!(fx.snapshot(), before);
        let grown = fx.run(|w, cx| vm_storage_resize(w, cx, grow(Some(false))).map(|(_, d)| d.size_gb)).unwrap();
        assert_eq!(grown, 40);
    }
}

//! Standalone disks (`storage/disks`) and attaching them to VMs (`vm/storage/attach|detach`).
//! An attached disk is also one of its VM's storage rows, under the same uuid: the row and the
//! record change together (`storage::grow`, `storage::unplug`), so both sides always agree.

use jiff::Timestamp;
use spec::compute::{DiskCreate, DiskStatus, DiskUpdate, SourceImageType, VmStatus, VmStorageAttach};
use spec::error::{compute as msg, validation};

use super::boot_disk::{DiskRow, boot_disks};
use super::catalogue::vm_images;
use super::lifecycle::{self, Action};
use super::lookup;
use super::placement;
use super::storage::{self, DiskOf};
use crate::domain::billing;
use crate::domain::{Cx, DomainError, DomainResult};
use crate::world::World;
pub use crate::world::compute::DiskRecord;
use crate::world::compute::StorageRecord;

/// Every status change a standalone disk makes: attached and detached, deleted once free; a VM's
/// boot disk (also listed) goes with its VM. A test walks them; `cloudsim run --coverage` counts a
/// run's against it.
pub const TRANSITIONS: &[(DiskStatus, DiskStatus)] = &[
    (DiskStatus::Active, DiskStatus::Reserved),
    (DiskStatus::Reserved, DiskStatus::Active),
    (DiskStatus::Active, DiskStatus::Deleted),
    (DiskStatus::Reserved, DiskStatus::Deleted),
];

impl DiskRecord {
    pub fn status(&self) -> DiskStatus {
        match (self.deleted_at, &self.attached_to) {
            (Some(_), _) => DiskStatus::Deleted,
            (None, Some(_)) => DiskStatus::Reserved,
            (None, None) => DiskStatus::Active,
        }
    }
}

/// Whether a VM storage row is a standalone disk (metered and billed as a disk of its own).
pub fn is_standalone(world: &World, uuid: &str) -> bool {
    world.compute.disks.contains_key(uuid)
}

/// The caller's standalone disk in the addressed location, tombstones included; foreign,
/// out-of-scope and unknown ones alike are not found.
fn standalone<'w>(world: &'w World, cx: &Cx, uuid: &str) -> DomainResult<&'w DiskRecord> {
    let (user, location) = (cx.actor()?, cx.location()?);
    world
        .compute
        .disks
        .get(uuid)
        .filter(|d| d.user_id == user && d.location == location.slug && cx.sees(d.billing_account_id))
        .ok_or_else(|| DomainError::NotFound(msg::DISK_NOT_FOUND.into()))
}

/// One of the caller's disks in the location, a VM's boot disk included, tombstones too.
pub fn disk_get<'w>(world: &'w World, cx: &Cx, uuid: &str) -> DomainResult<DiskRow<'w>> {
    match standalone(world, cx, uuid) {
        Ok(disk) => Ok(disk.into()),
        Err(missing) => boot_disks(world, cx)?.into_iter().find(|row| row.disk.uuid == uuid).ok_or(missing),
    }
}

/// A disk the caller may change: standalone and not deleted. A VM's boot disk changes with its
/// VM (`vm/storage`), not here.
fn live<'w>(world: &'w World, cx: &Cx, uuid: &str) -> DomainResult<&'w DiskRecord> {
    match standalone(world, cx, uuid) {
        Ok(disk) if disk.deleted_at.is_none() => Ok(disk),
        Ok(_) => Err(DomainError::NotFound(msg::DISK_NOT_FOUND.into())),
        Err(missing) => match disk_get(world, cx, uuid) {
            Ok(row) if row.disk.deleted_at.is_none() => Err(DomainError::Conflict(msg::BOOT_DISK_OF_VM.into())),
            _ => Err(missing),
        },
    }
}

/// A free standalone disk of the caller's in the location, for a new VM to boot from
/// (`POST vm` with `disk_uuid`), or the message for the `disk_uuid` field.
pub(super) fn free_to_boot<'w>(world: &'w World, cx: &Cx, uuid: &str) -> Result<&'w DiskRecord, String> {
    match live(world, cx, uuid) {
        Ok(disk) if disk.attached_to.is_some() => Err(msg::DISK_ALREADY_ATTACHED.into()),
        Ok(disk) => Ok(disk),
        Err(_) => Err(msg::no_such_disk(uuid)),
    }
}

/// The caller's disks in the location within its scope, its VMs' boot disks among them, oldest
/// first, deleted ones included (as live lists do).
pub fn disk_list<'w>(world: &'w World, cx: &Cx, read_only_bootable: Option<bool>) -> DomainResult<Vec<DiskRow<'w>>> {
    let (user, location) = (cx.actor()?, cx.location()?);
    let standalone = world
        .compute
        .disks
        .values()
        .filter(|d| d.user_id == user && d.location == location.slug && cx.sees(d.billing_account_id))
        .map(DiskRow::from);
    let mut disks: Vec<DiskRow> = standalone
        .chain(boot_disks(world, cx)?)
        .filter(|row| read_only_bootable.is_none_or(|flag| row.disk.read_only_bootable == flag))
        .collect();
    disks.sort_by_key(|row| row.disk.seq);
    Ok(disks)
}

/// Creates a free disk in the location: empty, or at least as large as the OS image, disk or VM
/// snapshot it copies.
pub fn disk_create<'w>(world: &'w mut World, cx: &Cx, input: DiskCreate) -> DomainResult<&'w DiskRecord> {
    crate::domain::feature::check_offered(cx, crate::domain::feature::Resource::Disk)?;
    let (user, location) = (cx.actor()?, cx.location()?);
    if location.create_resource_disabled {
        return Err(DomainError::Conflict(msg::CREATE_DISABLED.into()));
    }
    let kind = input.source_image_type;
    let source = match kind {
        SourceImageType::Empty => None,
        _ => Some(input.source_image.clone().ok_or_else(|| DomainError::invalid("source_image", validation::REQUIRED))?),
    };
    let smallest = match &source {
        Some(name) => source_size(world, cx, kind, name)?,
        None => 1,
    };
    let pool = placement::pool(world, &location.slug, None)?;
    check_size(input.size_gb, smallest, pool.disk_gb.1)?;
    if input.billing_account_id.is_none() && cx.scope.is_none() {
        return Err(DomainError::Conflict(msg::BILLING_ACCOUNT_REQUIRED.into()));
    }
    let billing_account_id = billing::paying_account(world, cx, input.billing_account_id)?;
    let storage_pool_uuid = pool.storage_pool_uuid.clone();
    let (uuid, seq) = (world.uuid(), world.next_id());
    let disk = DiskRecord {
        uuid: uuid.clone(),
        seq,
        location: location.slug.clone(),
        user_id: user,
        billing_account_id,
        display_name: input.display_name,
        size_gb: input.size_gb,
        source_image_type: kind,
        source_image: source,
        read_only_bootable: input.read_only_bootable.unwrap_or(false),
        storage_pool_uuid,
        attached_to: None,
        created_at: cx.now,
        updated_at: cx.now,
        deleted_at: None,
    };
    Ok(world.compute.disks.entry(uuid).or_insert(disk))
}

/// GB of what a new disk copies: a published OS image (`<os_name>_<os_version>`, or with a dash
/// as the IS fixture writes it), one of the caller's disks, or one of its VMs' replicas.
fn source_size(world: &World, cx: &Cx, kind: SourceImageType, name: &str) -> DomainResult<u32> {
    let missing = |text: String| DomainError::invalid("source_image", text);
    match kind {
        SourceImageType::OsBase => {
            let known = vm_images(cx.brand).iter().any(|image| {
                image
                    .versions
                    .iter()
                    .filter(|v| v.published)
                    .any(|v| ['_', '-'].iter().any(|sep| name == format!("{}{sep}{}", image.os_name, v.os_version)))
            });
            if known { Ok(1) } else { Err(missing(msg::no_such_image(name))) }
        }
        SourceImageType::Disk => live(world, cx, name).map(|d| d.size_gb).map_err(|_| missing(msg::DISK_NOT_FOUND.into())),
        SourceImageType::Snapshot => lookup::vm_list(world, cx, None)?
            .iter()
            .flat_map(|vm| &vm.replicas)
            .find(|r| r.uuid == name)
            .and_then(|r| r.master())
            .map(|boot| boot.size_gb)
            .ok_or_else(|| missing(msg::no_such_replica(name))),
        SourceImageType::Empty => Ok(1),
    }
}

fn check_size(size_gb: u32, min: u32, max: u32) -> DomainResult<()> {
    if size_gb < min {
        Err(DomainError::invalid("size_gb", validation::at_least(min)))
    } else if size_gb > max {
        Err(DomainError::invalid("size_gb", validation::at_most(max)))
    } else {
        Ok(())
    }
}

/// Renames a disk, sets its flag, moves it to another active account of the caller, or grows
/// it (and its VM's row, when attached, which the VM's status must allow).
pub fn disk_update<'w>(world: &'w mut World, cx: &Cx, uuid: &str, input: DiskUpdate) -> DomainResult<&'w DiskRecord> {
    let disk = live(world, cx, uuid)?;
    if let Some(size_gb) = input.size_gb {
        if size_gb <= disk.size_gb {
            return Err(DomainError::invalid("size_gb", msg::DISK_ONLY_GROWS));
        }
        let max = world
            .compute
            .host_pools
            .values()
            .find(|p| p.location == disk.location && p.storage_pool_uuid == disk.storage_pool_uuid)
            .map_or(u32::MAX, |p| p.disk_gb.1);
        check_size(size_gb, 1, max)?;
        if let Some(vm) = &disk.attached_to {
            lifecycle::next(lookup::find(world, cx, vm)?.status, Action::ChangeDisks)?;
        }
    }
    let billing_account_id = match input.billing_account_id {
        Some(id) => billing::paying_account(world, cx, Some(id))?,
        None => disk.billing_account_id,
    };
    if let (Some(size_gb), Some(vm)) = (input.size_gb, disk.attached_to.clone()) {
        storage::grow(world, &vm, uuid, size_gb, cx.now);
    }
    let disk = world.compute.disks.get_mut(uuid).ok_or_else(|| DomainError::NotFound(msg::DISK_NOT_FOUND.into()))?;
    disk.display_name = input.display_name.or(disk.display_name.take());
    disk.read_only_bootable = input.read_only_bootable.unwrap_or(disk.read_only_bootable);
    disk.size_gb = input.size_gb.unwrap_or(disk.size_gb);
    disk.billing_account_id = billing_account_id;
    disk.updated_at = cx.now;
    Ok(disk)
}

/// Deletes a free disk; it stays readable as a tombstone.
pub fn disk_delete(world: &mut World, cx: &Cx, uuid: &str) -> DomainResult<()> {
    if live(world, cx, uuid)?.attached_to.is_some() {
        return Err(DomainError::Conflict(msg::DISK_ATTACHED.into()));
    }
    if let Some(disk) = world.compute.disks.get_mut(uuid) {
        disk.deleted_at = Some(cx.now);
        disk.updated_at = cx.now;
    }
    Ok(())
}

/// Attaches a free disk of the location to a running or stopped VM, as its next device.
pub fn disk_attach<'w>(world: &'w mut World, cx: &Cx, input: VmStorageAttach) -> DomainResult<DiskOf<'w>> {
    let vm = lookup::find(world, cx, &input.uuid)?;
    let disk = live(world, cx, &input.storage_uuid).map_err(|_| DomainError::NotFound(msg::no_such_disk(&input.storage_uuid)))?;
    if disk.attached_to.is_some() {
        return Err(DomainError::Conflict(msg::DISK_ALREADY_ATTACHED.into()));
    }
    lifecycle::next(vm.status, Action::ChangeDisks)?;
    let row = StorageRecord {
        uuid: disk.uuid.clone(),
        id: disk.seq,
        name: storage::free_device(vm)?,
        size_gb: disk.size_gb,
        primary: false,
        created_at: cx.now,
        updated_at: cx.now,
    };
    let vm = lookup::find_mut(world, cx, &input.uuid)?;
    vm.storage.push(row);
    vm.updated_at = cx.now;
    if let Some(disk) = world.compute.disks.get_mut(&input.storage_uuid) {
        disk.attached_to = Some(input.uuid.clone());
        disk.updated_at = cx.now;
    }
    storage::answer(world, cx, &input.uuid, &input.storage_uuid)
}

/// Detaches a disk attached from the disk list (the VM's own disks are removed with
/// `DELETE vm/storage` instead); it stays, free.
pub fn disk_detach(world: &mut World, cx: &Cx, input: VmStorageAttach) -> DomainResult<()> {
    let vm = lookup::find(world, cx, &input.uuid)?;
    storage::disk_of(vm, &input.storage_uuid)?;
    if !is_standalone(world, &input.storage_uuid) {
        return Err(DomainError::Conflict(msg::DISK_NOT_DETACHABLE.into()));
    }
    lifecycle::next(vm.status, Action::ChangeDisks)?;
    storage::unplug(world, &input.uuid, &input.storage_uuid, cx.now);
    Ok(())
}

/// A deleted VM lets its attached disks go: they stay, free (the VM's own disks go with it).
pub(super) fn release_all(world: &mut World, vm: &str, now: Timestamp) {
    let attached: Vec<String> =
        world.compute.disks.values().filter(|d| d.attached_to.as_deref() == Some(vm)).map(|d| d.uuid.clone()).collect();
    for disk in attached {
        storage::unplug(world, vm, &disk, now);
    }
}

/// Every attached disk is a row of a live VM, of the same size, and every standalone row of a
/// live VM is a disk attached to it. The property tests check this after every step.
pub fn attachments_agree(world: &World) -> Result<(), String> {
    for disk in world.compute.disks.values() {
        let Some(vm_uuid) = &disk.attached_to else { continue };
        let vm = world.compute.vms.get(vm_uuid).filter(|vm| vm.status != VmStatus::Deleted);
        let row = vm.and_then(|vm| vm.storage.iter().find(|row| row.uuid == disk.uuid));
        match row {
            Some(row) if row.size_gb == disk.size_gb && disk.deleted_at.is_none() => {}
            _ => return Err(format!("disk {} attached to {vm_uuid} has no matching row", disk.uuid)),
        }
    }
    for vm in world.compute.vms.values().filter(|vm| vm.status != VmStatus::Deleted) {
        for row in vm.storage.iter().filter(|row| is_standalone(world, &row.uuid)) {
            if world.compute.disks[&row.uuid].attached_to.as_deref() != Some(&vm.uuid) {
                return Err(format!("row {} of {} is not attached there", row.uuid, vm.uuid));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;
    use crate::domain::compute::vm;
    use crate::domain::compute::{vm_delete, vm_storage_remove, vm_storage_resize};
    use spec::compute::{VmCreate, VmStorageRemove, VmStorageResize};

    fn create(fx: &mut Fixture, size_gb: u32) -> String {
        let account = fx.world.billing.accounts.values().find(|a| a.user_id == fx.owner).map(|a| a.id);
        let input = DiskCreate { size_gb, billing_account_id: account, ..DiskCreate::default() };
        fx.run(|w, cx| disk_create(w, cx, input).map(|d| d.uuid.clone())).unwrap()
    }

    fn attach(fx: &mut Fixture, vm: &str, disk: &str) -> DomainResult<String> {
        let input = VmStorageAttach { uuid: vm.into(), storage_uuid: disk.into() };
        fx.run(|w, cx| disk_attach(w, cx, input).map(|(_, row)| row.name.clone()))
    }

    #[test]
    fn a_new_vm_boots_from_a_free_disk_which_becomes_its_boot_disk() {
        let mut fx = Fixture::new();
        let disk = create(&mut fx, 30);
        let input = VmCreate { disk_uuid: Some(disk.clone()), disks: None, ..Fixture::create_input() };
        let vm = fx.run(|w, cx| vm::vm_create(w, cx, input).map(|vm| vm.uuid.clone())).unwrap();
        let boot = &fx.world.compute.vms[&vm].storage[0];
        assert_eq!((boot.uuid.as_str(), boot.size_gb, boot.primary), (disk.as_str(), 30, true));
        assert!(!fx.world.compute.disks.contains_key(&disk), "the disk is the VM's now, listed as its boot disk");
        attachments_agree(&fx.world).unwrap();

        // An attached disk or an unknown one is refused, and nothing changes.
        let other = fx.running_vm();
        let taken = create(&mut fx, 20);
        attach(&mut fx, &other, &taken).unwrap();
        let before = fx.snapshot();
        for (uuid, message) in
            [(taken.clone(), msg::DISK_ALREADY_ATTACHED.to_string()), ("nope".to_string(), msg::no_such_disk("nope"))]
        {
            let input = VmCreate { disk_uuid: Some(uuid), disks: None, ..Fixture::create_input() };
            let refused = fx.run(|w, cx| vm::vm_create(w, cx, input).map(drop));
            assert_eq!(refused, Err(DomainError::Invalid([("disk_uuid".to_string(), message)].into())));
        }
        assert_eq!(fx.snapshot(), before);
    }

    #[test]
    fn an_attached_disk_is_reserved_a_row_of_its_vm_and_cannot_be_deleted() {
        let mut fx = Fixture::new();
        let vm = fx.running_vm();
        let disk = create(&mut fx, 30);
        assert_eq!(fx.world.compute.disks[&disk].status(), DiskStatus::Active);
        assert_eq!(attach(&mut fx, &vm, &disk), Ok("sdb".into()));
        assert_eq!(fx.world.compute.disks[&disk].status(), DiskStatus::Reserved);
        let before = fx.snapshot();
        assert_eq!(fx.run(|w, cx| disk_delete(w, cx, &disk)), Err(DomainError::Conflict(msg::DISK_ATTACHED.into())));
        assert_eq!(attach(&mut fx, &vm, &disk), Err(DomainError::Conflict(msg::DISK_ALREADY_ATTACHED.into())));
        assert_eq!(fx.snapshot(), before);
        attachments_agree(&fx.world).unwrap();
    }

    #[test]
    fn growing_either_side_grows_both_and_removing_the_row_frees_the_disk() {
        let mut fx = Fixture::new();
        let vm = fx.running_vm();
        let disk = create(&mut fx, 30);
        attach(&mut fx, &vm, &disk).unwrap();
        let grow = VmStorageResize { uuid: vm.clone(), disk_uuid: disk.clone(), size_gb: 40, check_vm_state: None };
        fx.run(|w, cx| vm_storage_resize(w, cx, grow).map(drop)).unwrap();
        assert_eq!(fx.world.compute.disks[&disk].size_gb, 40);
        let update = DiskUpdate { size_gb: Some(50), ..DiskUpdate::default() };
        fx.run(|w, cx| disk_update(w, cx, &disk, update).map(drop)).unwrap();
        attachments_agree(&fx.world).unwrap();
        let remove = VmStorageRemove { uuid: vm.clone(), storage_uuid: disk.clone() };
        fx.run(|w, cx| vm_storage_remove(w, cx, remove)).unwrap();
        assert_eq!(fx.world.compute.disks[&disk].status(), DiskStatus::Active);
        attachments_agree(&fx.world).unwrap();
    }

    #[test]
    fn a_disk_moves_only_along_its_table() {
        let mut fx = Fixture::new();
        let vm = fx.running_vm();
        let disk = create(&mut fx, 10);
        let mut seen = vec![fx.world.compute.disks[&disk].status()];
        let step = |fx: &mut Fixture, seen: &mut Vec<DiskStatus>| seen.push(fx.world.compute.disks[&disk].status());
        attach(&mut fx, &vm, &disk).unwrap();
        step(&mut fx, &mut seen);
        let detach = VmStorageAttach { uuid: vm.clone(), storage_uuid: disk.clone() };
        fx.run(|w, cx| disk_detach(w, cx, detach)).unwrap();
        step(&mut fx, &mut seen);
        fx.run(|w, cx| disk_delete(w, cx, &disk)).unwrap();
        step(&mut fx, &mut seen);
        assert_eq!(seen, [DiskStatus::Active, DiskStatus::Reserved, DiskStatus::Active, DiskStatus::Deleted]);
        assert!(seen.windows(2).all(|w| TRANSITIONS.contains(&(w[0], w[1]))));
        // A boot disk's row goes from Reserved to Deleted with its VM: boot_disk.rs's test.
    }

    #[test]
    fn a_deleted_vm_lets_its_disks_go_and_the_boot_disk_cannot_be_detached() {
        let mut fx = Fixture::new();
        let vm = fx.running_vm();
        let disk = create(&mut fx, 10);
        attach(&mut fx, &vm, &disk).unwrap();
        let boot = fx.world.compute.vms[&vm].storage[0].uuid.clone();
        let detach = VmStorageAttach { uuid: vm.clone(), storage_uuid: boot };
        assert_eq!(fx.run(|w, cx| disk_detach(w, cx, detach)), Err(DomainError::Conflict(msg::DISK_NOT_DETACHABLE.into())));
        fx.run(|w, cx| vm_delete(w, cx, &vm)).unwrap();
        assert_eq!(fx.world.compute.disks[&disk].attached_to, None);
        attachments_agree(&fx.world).unwrap();
        fx.run(|w, cx| disk_delete(w, cx, &disk)).unwrap();
        assert_eq!(fx.world.compute.disks[&disk].status(), DiskStatus::Deleted);
    }
}

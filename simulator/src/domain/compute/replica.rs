//! VM snapshots and backups (docs/product/compute.md#vm-replicas *VM storage* replica, docs/product/compute.md#vm-replicas): a replica copies
//! all of a VM's disks; a rebuild puts them back. Snapshots are taken on request; backups by the
//! clock, weekly, while the VM's backup switch is on, and only the latest four are kept.

use jiff::Timestamp;
use spec::compute::{ReplicaType, VmRebuild, VmReplicaConvert, VmReplicaDelete, VmStatus};
use spec::error::compute as msg;

use super::disk;
use super::lifecycle::{self, Action};
use super::lookup;
use crate::domain::{Cx, DomainError, DomainResult};
use crate::world::World;
pub use crate::world::compute::ReplicaRecord;
use crate::world::compute::{ComputeEvent, StorageRecord, VmRecord};

/// docs/product/compute.md#vm-replicas: "Backups: weekly; the latest 4 are kept for a VM (one month)".
pub const BACKUP_EVERY_SECONDS: u32 = 7 * 24 * 60 * 60;
pub const BACKUPS_KEPT: usize = 4;

impl ReplicaRecord {
    /// The disk the replica is listed under: the boot disk it copied.
    pub fn master(&self) -> Option<&StorageRecord> {
        self.disks.iter().find(|disk| disk.primary)
    }
}

/// A VM's replicas of one kind, oldest first.
pub fn replica_list<'w>(world: &'w World, cx: &Cx, uuid: &str, kind: ReplicaType) -> DomainResult<Vec<&'w ReplicaRecord>> {
    Ok(lookup::find(world, cx, uuid)?.replicas.iter().filter(|r| r.kind == kind).collect())
}

/// Takes a snapshot of a running or stopped VM.
pub fn replica_create<'w>(world: &'w mut World, cx: &Cx, uuid: &str) -> DomainResult<&'w ReplicaRecord> {
    let vm = lookup::find(world, cx, uuid)?;
    lifecycle::next(vm.status, Action::Snapshot)?;
    let disks = own_disks(world, vm);
    let (replica_uuid, id) = (world.uuid(), world.next_id());
    let vm = lookup::find_mut(world, cx, uuid)?;
    Ok(take(vm, disks, replica_uuid, id, ReplicaType::Snapshot, cx.now))
}

/// Deletes one of the caller's replicas in the location, of the type named.
pub fn replica_delete(world: &mut World, cx: &Cx, input: VmReplicaDelete) -> DomainResult<()> {
    let owner = lookup::vm_list(world, cx, None)?
        .into_iter()
        .find(|vm| vm.replicas.iter().any(|r| r.uuid == input.replica_uuid && r.kind == input.kind))
        .map(|vm| vm.uuid.clone())
        .ok_or_else(|| DomainError::NotFound(msg::no_such_replica(&input.replica_uuid)))?;
    let vm = lookup::find_mut(world, cx, &owner)?;
    vm.replicas.retain(|r| r.uuid != input.replica_uuid);
    vm.updated_at = cx.now;
    Ok(())
}

/// Turns one of the caller's replicas in the location from one type into the other: a snapshot
/// made a backup is kept and rotated with the backups by age; a backup made a snapshot is kept
/// until deleted. Its billing follows its type.
pub fn replica_convert<'w>(world: &'w mut World, cx: &Cx, input: VmReplicaConvert) -> DomainResult<&'w ReplicaRecord> {
    if input.from_type == input.to_type {
        return Err(DomainError::invalid("to_type", msg::SAME_REPLICA_TYPE));
    }
    let owner = lookup::vm_list(world, cx, None)?
        .into_iter()
        .find(|vm| vm.replicas.iter().any(|r| r.uuid == input.replica_uuid && r.kind == input.from_type))
        .map(|vm| vm.uuid.clone())
        .ok_or_else(|| DomainError::NotFound(msg::no_such_replica(&input.replica_uuid)))?;
    let vm = lookup::find_mut(world, cx, &owner)?;
    vm.updated_at = cx.now;
    let replica = vm.replicas.iter_mut().find(|r| r.uuid == input.replica_uuid).expect("found above");
    replica.kind = input.to_type;
    replica.converted_at = Some(cx.now);
    Ok(replica)
}

/// Restores a running or stopped VM's disks from one of its replicas: its own disks become the
/// replica's again (disks added since are gone; attached standalone disks stay as they are), and
/// the VM runs again after the create time.
pub fn vm_rebuild<'w>(world: &'w mut World, cx: &Cx, input: VmRebuild) -> DomainResult<&'w VmRecord> {
    let vm = lookup::find(world, cx, &input.uuid)?;
    let replica = vm
        .replicas
        .iter()
        .find(|r| r.uuid == input.replica_uuid && r.kind == input.kind)
        .ok_or_else(|| DomainError::NotFound(msg::no_such_replica(&input.replica_uuid)))?;
    let restored = replica.disks.iter().filter(|disk| !disk::is_standalone(world, &disk.uuid));
    let attached = vm.storage.iter().filter(|row| disk::is_standalone(world, &row.uuid));
    let disks = restored.map(|disk| StorageRecord { updated_at: cx.now, ..disk.clone() }).chain(attached.cloned()).collect();
    let status = lifecycle::next(vm.status, Action::Rebuild)?;
    lookup::find_mut(world, cx, &input.uuid)?.storage = disks;
    lifecycle::enter(world, cx, &input.uuid, status)
}

/// Starts the weekly backups of a VM whose switch is now on. Each switch counts a new round, so
/// backups scheduled in an earlier round find the count changed and stop.
pub(super) fn schedule_backups(world: &mut World, now: Timestamp, uuid: &str, round: u64) {
    world.schedule(now, BACKUP_EVERY_SECONDS, ComputeEvent::VmBackupDue { uuid: uuid.into(), round });
}

/// [`ComputeEvent::VmBackupDue`]: the week's backup, unless the VM is gone or its backups were switched
/// off (or off and on again) since; the oldest beyond four is dropped, and the next is due in a
/// week.
pub fn backup_due(world: &mut World, cx: &Cx, uuid: &str, round: u64) {
    let due = world.compute.vms.get(uuid).filter(|vm| vm.backup && vm.backup_round == round && vm.status != VmStatus::Deleted);
    let Some(disks) = due.map(|vm| own_disks(world, vm)) else {
        return;
    };
    let (replica_uuid, id) = (world.uuid(), world.next_id());
    if let Some(vm) = world.compute.vms.get_mut(uuid) {
        take(vm, disks, replica_uuid, id, ReplicaType::Backup, cx.now);
        let backups = vm.replicas.iter().filter(|r| r.kind == ReplicaType::Backup).count();
        let mut excess = backups.saturating_sub(BACKUPS_KEPT);
        // Replicas are kept oldest first: drop from the front.
        vm.replicas.retain(|r| {
            let drop = r.kind == ReplicaType::Backup && excess > 0;
            excess -= usize::from(drop);
            !drop
        });
    }
    schedule_backups(world, cx.now, uuid, round);
}

/// What a replica copies: the VM's own disks, not the standalone ones attached to it (those are
/// disks of their own, with their own lifecycle).
fn own_disks(world: &World, vm: &VmRecord) -> Vec<StorageRecord> {
    vm.storage.iter().filter(|row| !disk::is_standalone(world, &row.uuid)).cloned().collect()
}

fn take(
    vm: &mut VmRecord,
    disks: Vec<StorageRecord>,
    uuid: String,
    id: u64,
    kind: ReplicaType,
    now: Timestamp,
) -> &ReplicaRecord {
    vm.replicas.push(ReplicaRecord { uuid, id, kind, disks, created_at: now, converted_at: None });
    vm.updated_at = now;
    vm.replicas.last().expect("just pushed")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;
    use crate::domain::compute::{vm_backup_toggle, vm_storage_add, vm_storage_resize};
    use spec::compute::{VmStorageAdd, VmStorageResize};

    fn backups(fx: &Fixture, uuid: &str) -> Vec<Timestamp> {
        fx.world.compute.vms[uuid].replicas.iter().filter(|r| r.kind == ReplicaType::Backup).map(|r| r.created_at).collect()
    }

    #[test]
    fn backups_come_weekly_and_only_the_latest_four_stay() {
        let mut fx = Fixture::new();
        let uuid = fx.running_vm();
        fx.run(|w, cx| vm_backup_toggle(w, cx, &uuid).map(drop)).unwrap();
        let on = fx.world.now;
        fx.advance(BACKUP_EVERY_SECONDS - 1);
        assert!(backups(&fx, &uuid).is_empty(), "not before a week");
        fx.advance(1);
        assert_eq!(backups(&fx, &uuid), [on + jiff::SignedDuration::from_secs(BACKUP_EVERY_SECONDS.into())]);
        fx.advance(5 * BACKUP_EVERY_SECONDS);
        let week = |n: i64| on + jiff::SignedDuration::from_secs(n * i64::from(BACKUP_EVERY_SECONDS));
        assert_eq!(backups(&fx, &uuid), [week(3), week(4), week(5), week(6)]);
    }

    #[test]
    fn switching_backups_off_stops_them_and_on_again_starts_a_new_week() {
        let mut fx = Fixture::new();
        let uuid = fx.running_vm();
        let toggle = |fx: &mut Fixture| fx.run(|w, cx| vm_backup_toggle(w, cx, &uuid).map(drop)).unwrap();
        toggle(&mut fx);
        fx.advance(BACKUP_EVERY_SECONDS / 2);
        toggle(&mut fx);
        toggle(&mut fx);
        fx.advance(BACKUP_EVERY_SECONDS / 2);
        assert!(backups(&fx, &uuid).is_empty(), "the first round's backup is stale");
        fx.advance(BACKUP_EVERY_SECONDS / 2);
        assert_eq!(backups(&fx, &uuid).len(), 1);
        toggle(&mut fx);
        fx.advance(4 * BACKUP_EVERY_SECONDS);
        assert_eq!(backups(&fx, &uuid).len(), 1, "off: no more backups, the taken one stays");
    }

    #[test]
    fn a_rebuild_puts_the_disks_back_and_runs_again() {
        let mut fx = Fixture::new();
        let uuid = fx.running_vm();
        let boot = fx.world.compute.vms[&uuid].storage[0].uuid.clone();
        let snapshot = fx.run(|w, cx| replica_create(w, cx, &uuid).map(|r| r.uuid.clone())).unwrap();
        fx.run(|w, cx| vm_storage_add(w, cx, VmStorageAdd { uuid: uuid.clone(), size_gb: 10 }).map(drop)).unwrap();
        let grow = VmStorageResize { uuid: uuid.clone(), disk_uuid: boot.clone(), size_gb: 60, check_vm_state: None };
        fx.run(|w, cx| vm_storage_resize(w, cx, grow).map(drop)).unwrap();
        let input = VmRebuild { uuid: uuid.clone(), replica_uuid: snapshot, kind: ReplicaType::Snapshot };
        assert_eq!(fx.run(|w, cx| vm_rebuild(w, cx, input).map(|vm| vm.status)), Ok(VmStatus::Reinstalling));
        let disks: Vec<(String, u32)> = fx.world.compute.vms[&uuid].storage.iter().map(|d| (d.uuid.clone(), d.size_gb)).collect();
        assert_eq!(disks, [(boot, 20)]);
        fx.advance(fx.brand.simulation.durations.vm_create);
        assert_eq!(fx.world.compute.vms[&uuid].status, VmStatus::Running);
    }

    #[test]
    fn refused_replica_calls_change_nothing() {
        let mut fx = Fixture::new();
        let uuid = fx.running_vm();
        let snapshot = fx.run(|w, cx| replica_create(w, cx, &uuid).map(|r| r.uuid.clone())).unwrap();
        let before = fx.snapshot();
        let wrong_type = VmReplicaDelete { replica_uuid: snapshot.clone(), kind: ReplicaType::Backup };
        assert_eq!(
            fx.run(|w, cx| replica_delete(w, cx, wrong_type)),
            Err(DomainError::NotFound(msg::no_such_replica(&snapshot)))
        );
        fx.run(|w, cx| super::super::vm_stop(w, cx, &uuid, false).map(drop)).unwrap();
        let busy = fx.snapshot();
        let input = VmRebuild { uuid: uuid.clone(), replica_uuid: snapshot.clone(), kind: ReplicaType::Snapshot };
        assert_eq!(fx.run(|w, cx| vm_rebuild(w, cx, input).map(drop)), Err(DomainError::Conflict(msg::busy("stopping"))));
        assert_eq!(fx.run(|w, cx| replica_create(w, cx, &uuid).map(drop)), Err(DomainError::Conflict(msg::busy("stopping"))));
        assert_eq!(fx.snapshot(), busy);
        assert_ne!(busy, before);
    }
}

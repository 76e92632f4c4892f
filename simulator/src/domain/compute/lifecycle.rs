//! A VM's status machine (docs/product/compute.md#vm-lifecycle): which action is allowed in which status, what it
//! leads to, and the clock events that finish the slow steps. A graceful stop the guest ignores
//! is forced when the shutdown timeout runs out.

use spec::billing::RestrictionLevel;
use spec::compute::VmStatus::{self, *};
use spec::compute::{BootImageRepository, VmBootIso};
use spec::error::compute as msg;

use super::catalogue::boot_images;
use super::vm::{self, VmRecord};
use crate::domain::{Cx, DomainError, DomainResult};
use crate::world::World;
use crate::world::compute::ComputeEvent;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Start,
    /// Graceful (ACPI) stop.
    Stop,
    ForceStop,
    Reinstall,
    Delete,
    Clone,
    /// Change vCPU or RAM.
    Resize,
    /// Change the login's password.
    SetLogin,
    /// Add, grow or remove a disk.
    ChangeDisks,
    /// Take a snapshot.
    Snapshot,
    /// Restore the disks from a snapshot or backup.
    Rebuild,
    /// Add or remove a VLAN sub-interface.
    ChangeNetwork,
    /// (Re)start from ISO media.
    BootIso,
}

/// The status `action` moves a VM in `status` to, or why it may not.
pub fn next(status: VmStatus, action: Action) -> DomainResult<VmStatus> {
    let refuse = |message: &str| Err(DomainError::Conflict(message.into()));
    match (action, status) {
        (Action::Start, Stopped) => Ok(Starting),
        (Action::Start, Running) => refuse(msg::ALREADY_RUNNING),
        (Action::BootIso, Running | Stopped) => Ok(Starting),
        (Action::Stop, Running) => Ok(Stopping),
        (Action::ForceStop, Running | Stopping) => Ok(Stopped),
        (Action::Stop | Action::ForceStop, Stopped) => refuse(msg::ALREADY_STOPPED),
        (Action::Reinstall | Action::Rebuild, Running | Stopped) => Ok(Reinstalling),
        (Action::Delete, Running | Stopped) => Ok(Deleted),
        (Action::Clone | Action::ChangeDisks | Action::ChangeNetwork | Action::Snapshot, Running | Stopped) => Ok(status),
        (Action::Resize, Stopped) => Ok(Stopped),
        (Action::Resize, _) => refuse(msg::RESIZE_NEEDS_STOPPED),
        (Action::SetLogin, Running) => Ok(Running),
        (Action::SetLogin, _) => refuse(msg::PASSWORD_NEEDS_RUNNING),
        _ => refuse(&msg::busy(status.as_str())),
    }
}

/// Where a slow step ends by itself; `None` for settled statuses.
fn settles_to(status: VmStatus) -> Option<VmStatus> {
    match status {
        Creating | Starting | Reinstalling => Some(Running),
        Stopping => Some(Stopped),
        Running | Stopped | Deleted => None,
    }
}

/// Every status change a VM makes: what [`next`] leads to and what [`settles_to`] ends in (a test
/// checks the table against both; [`enter`] refuses any other move). A strict session shows only
/// the settled end of a slow step. `cloudsim run --coverage` counts a run's moves against it.
pub const TRANSITIONS: &[(VmStatus, VmStatus)] = &[
    (Creating, Running),
    (Running, Starting),
    (Stopped, Starting),
    (Starting, Running),
    (Running, Stopping),
    (Stopping, Stopped),
    (Running, Stopped),
    (Running, Reinstalling),
    (Stopped, Reinstalling),
    (Reinstalling, Running),
    (Running, Deleted),
    (Stopped, Deleted),
];

pub fn vm_start<'w>(world: &'w mut World, cx: &Cx, uuid: &str) -> DomainResult<&'w VmRecord> {
    crate::domain::billing::restriction::check_may_run(world, vm::find(world, cx, uuid)?.billing_account)?;
    act(world, cx, uuid, Action::Start)
}

/// Boots a running (so restarted) or stopped VM from published ISO media of the platform's
/// catalogue, for this launch only: the media is let go when the VM next stops.
pub fn vm_boot_iso<'w>(world: &'w mut World, cx: &Cx, input: VmBootIso) -> DomainResult<&'w VmRecord> {
    let vm = vm::find(world, cx, &input.uuid)?;
    // The simulator keeps no private uploads: only the platform's published media exist.
    let known = input.boot_image_repository == BootImageRepository::Platform
        && boot_images().iter().any(|image| image.is_published && image.uuid == input.boot_image_uuid);
    if !known {
        return Err(DomainError::invalid("boot_image_uuid", msg::no_such_boot_image(&input.boot_image_uuid)));
    }
    let status = next(vm.status, Action::BootIso)?;
    crate::domain::billing::restriction::check_may_run(world, vm.billing_account)?;
    vm::find_mut(world, cx, &input.uuid)?.boot_image = Some(input.boot_image_uuid);
    enter(world, cx, &input.uuid, status)
}

pub fn vm_stop<'w>(world: &'w mut World, cx: &Cx, uuid: &str, force: bool) -> DomainResult<&'w VmRecord> {
    act(world, cx, uuid, if force { Action::ForceStop } else { Action::Stop })
}

pub fn vm_delete(world: &mut World, cx: &Cx, uuid: &str) -> DomainResult<()> {
    act(world, cx, uuid, Action::Delete)?;
    super::disk::release_all(world, uuid, cx.now);
    crate::domain::network::vm_deleted(world, cx, uuid);
    Ok(())
}

/// A restricted account's VMs (docs/product/billing.md#restriction): FROZEN stops the running
/// ones, TERMINATED stops them and deletes the stopped. A VM in a transition refuses both: the
/// next hour tries again.
pub fn hold_back(world: &mut World, cx: &Cx, account_id: u64, level: RestrictionLevel) {
    let vms: Vec<_> = world
        .compute
        .vms
        .values()
        .filter(|vm| vm.billing_account == account_id && vm.status != Deleted)
        .map(|vm| (vm.uuid.clone(), vm.user_id, vm.location.clone(), vm.status))
        .collect();
    for (uuid, owner, slug, status) in vms {
        let Some(location) = cx.brand.config.locations.iter().find(|l| l.slug == slug) else { continue };
        // The billing system acts as the owner would, in the VM's location.
        let as_owner = Cx { actor: Some(owner), location: Some(location), acting_user: None, scope: None, ..*cx };
        let _ = match (level, status) {
            (RestrictionLevel::Terminated, Stopped) => vm_delete(world, &as_owner, &uuid),
            (_, Running) => vm_stop(world, &as_owner, &uuid, true).map(|_| ()),
            _ => Ok(()),
        };
    }
}

fn act<'w>(world: &'w mut World, cx: &Cx, uuid: &str, action: Action) -> DomainResult<&'w VmRecord> {
    let status = next(vm::find(world, cx, uuid)?.status, action)?;
    enter(world, cx, uuid, status)
}

/// Moves the VM into `status` and schedules what finishes it: the brand's durations, and for a
/// graceful stop also the forced stop at the shutdown timeout. Each move counts as a new
/// transition, so events left from an earlier one find the count changed and do nothing.
///
/// A strict session answers the settled state at once: the live API blocks until the step is
/// done and "no intermediate state was ever observed" (docs/product/conventions.md#synchronous-mutations), even when the guest
/// ignores the shutdown request (the forced stop ends it inside the same call).
pub(super) fn enter<'w>(world: &'w mut World, cx: &Cx, uuid: &str, status: VmStatus) -> DomainResult<&'w VmRecord> {
    let status = if world.strict { settles_to(status).unwrap_or(status) } else { status };
    let vm = world.compute.vms.get_mut(uuid).ok_or_else(|| DomainError::NotFound(msg::no_such_vm(uuid)))?;
    debug_assert!(
        vm.status == status || world.strict || TRANSITIONS.contains(&(vm.status, status)),
        "docs/product/compute.md#vm-lifecycle: no move from {:?} to {status:?}",
        vm.status
    );
    vm.status = status;
    vm.transition += 1;
    vm.updated_at = cx.now;
    if matches!(status, Stopped | Reinstalling | Deleted) {
        // The launch is over: the next one boots from the disk.
        vm.boot_image = None;
    }
    let transition = vm.transition;
    let d = &cx.brand.simulation.durations;
    let settle =
        |world: &mut World, after| world.schedule(cx.now, after, ComputeEvent::VmSettled { uuid: uuid.into(), transition });
    match status {
        Creating | Reinstalling => settle(world, d.vm_create),
        Starting => settle(world, d.vm_start),
        Stopping => {
            settle(world, d.vm_stop);
            world.schedule(cx.now, d.vm_forced_stop_after, ComputeEvent::VmStopForced { uuid: uuid.into(), transition });
        }
        Running | Stopped | Deleted => {}
    }
    world.compute.vms.get(uuid).ok_or_else(|| DomainError::NotFound(msg::no_such_vm(uuid)))
}

/// [`ComputeEvent::VmSettled`]: the slow step ends, unless the VM moved on or its guest ignores the
/// shutdown request (then only the forced stop ends it).
pub fn settled(world: &mut World, cx: &Cx, uuid: &str, transition: u64) {
    let Some(vm) = world.compute.vms.get(uuid).filter(|vm| vm.transition == transition) else { return };
    if vm.status == Stopping && vm.guest.ignores_shutdown {
        return;
    }
    if let Some(status) = settles_to(vm.status) {
        // The VM exists: `enter` cannot fail here.
        let _ = enter(world, cx, uuid, status);
    }
}

/// [`ComputeEvent::VmStopForced`]: a graceful stop still running at the timeout is forced.
pub fn stop_forced(world: &mut World, cx: &Cx, uuid: &str, transition: u64) {
    if world.compute.vms.get(uuid).is_some_and(|vm| vm.transition == transition && vm.status == Stopping) {
        // The VM exists: `enter` cannot fail here.
        let _ = enter(world, cx, uuid, Stopped);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [VmStatus; 7] = [Creating, Running, Stopping, Stopped, Starting, Reinstalling, Deleted];

    #[test]
    fn busy_vms_refuse_every_action_with_their_status() {
        for status in [Creating, Starting, Reinstalling] {
            let actions = [
                Action::Start,
                Action::Stop,
                Action::ForceStop,
                Action::Reinstall,
                Action::Delete,
                Action::Clone,
                Action::ChangeDisks,
                Action::Snapshot,
                Action::Rebuild,
                Action::ChangeNetwork,
                Action::BootIso,
            ];
            for action in actions {
                assert_eq!(next(status, action), Err(DomainError::Conflict(msg::busy(status.as_str()))), "{action:?}");
            }
        }
    }

    #[test]
    fn the_transition_table_is_what_the_actions_and_the_clock_do() {
        let actions = [
            Action::Start,
            Action::Stop,
            Action::ForceStop,
            Action::Reinstall,
            Action::Delete,
            Action::Clone,
            Action::Resize,
            Action::SetLogin,
            Action::ChangeDisks,
            Action::Snapshot,
            Action::Rebuild,
            Action::ChangeNetwork,
            Action::BootIso,
        ];
        let mut made: Vec<(VmStatus, VmStatus)> = Vec::new();
        for from in ALL {
            let moves = actions.iter().filter_map(|a| next(from, *a).ok()).chain(settles_to(from));
            made.extend(moves.filter(|to| *to != from).map(|to| (from, to)));
        }
        made.sort();
        made.dedup();
        let mut table = TRANSITIONS.to_vec();
        table.sort();
        assert_eq!(made, table);
    }

    #[test]
    fn only_a_running_or_stopping_vm_can_be_forced_off() {
        let allowed: Vec<VmStatus> = ALL.into_iter().filter(|s| next(*s, Action::ForceStop).is_ok()).collect();
        assert_eq!(allowed, [Running, Stopping]);
    }

    #[test]
    fn resize_needs_stopped_and_password_needs_running() {
        for status in ALL {
            assert_eq!(next(status, Action::Resize).is_ok(), status == Stopped);
            assert_eq!(next(status, Action::SetLogin).is_ok(), status == Running);
        }
    }

    #[test]
    fn iso_media_serve_one_launch_only() {
        use crate::domain::compute::fixture::Fixture;
        let mut fx = Fixture::new();
        let uuid = fx.running_vm();
        let rescue = boot_images().into_iter().find(|i| i.is_published).unwrap().uuid;
        let boot = |fx: &mut Fixture, image: &str| {
            let input = VmBootIso {
                uuid: uuid.clone(),
                boot_image_uuid: image.into(),
                boot_image_repository: BootImageRepository::Platform,
            };
            fx.run(|w, cx| vm_boot_iso(w, cx, input).map(|vm| (vm.status, vm.boot_image.clone())))
        };
        let before = fx.snapshot();
        let unpublished = boot_images().into_iter().find(|i| !i.is_published).unwrap().uuid;
        assert_eq!(
            boot(&mut fx, &unpublished),
            Err(DomainError::invalid("boot_image_uuid", msg::no_such_boot_image(&unpublished)))
        );
        assert_eq!(fx.snapshot(), before);
        assert_eq!(boot(&mut fx, &rescue), Ok((Starting, Some(rescue.clone()))));
        fx.advance(fx.brand.simulation.durations.vm_start);
        assert_eq!(fx.world.compute.vms[&uuid].boot_image, Some(rescue));
        fx.run(|w, cx| vm_stop(w, cx, &uuid, true).map(drop)).unwrap();
        assert_eq!(fx.world.compute.vms[&uuid].boot_image, None, "the next launch boots from the disk");
    }

    #[test]
    fn a_strict_session_answers_every_slow_step_settled() {
        use crate::domain::compute::fixture::Fixture;
        use spec::compute::{VmCreate, VmReinstall};
        let mut fx = Fixture::new();
        fx.world.strict = true;
        let pending = fx.world.schedule.len();
        let input = VmCreate { billing_account_id: Some(fx.owner_account()), ..Fixture::create_input() };
        let uuid = fx.run(|w, cx| super::super::vm_create(w, cx, input).map(|vm| vm.uuid.clone())).unwrap();
        assert_eq!(fx.world.compute.vms[&uuid].status, Running, "created running");
        fx.world.compute.vms.get_mut(&uuid).unwrap().guest.ignores_shutdown = true;
        assert_eq!(fx.run(|w, cx| vm_stop(w, cx, &uuid, false).map(|vm| vm.status)), Ok(Stopped), "even an ignoring guest");
        assert_eq!(fx.run(|w, cx| vm_start(w, cx, &uuid).map(|vm| vm.status)), Ok(Running));
        let reinstall = VmReinstall { uuid: uuid.clone(), os_name: None, os_version: None };
        assert_eq!(fx.run(|w, cx| super::super::vm_reinstall(w, cx, reinstall).map(|vm| vm.status)), Ok(Running));
        assert_eq!(fx.world.schedule.len(), pending, "nothing is left to settle");
        // Lenient again: the observable intermediate states return.
        fx.world.strict = false;
        assert_eq!(fx.run(|w, cx| vm_stop(w, cx, &uuid, false).map(|vm| vm.status)), Ok(Stopping));
    }

    #[test]
    fn slow_steps_settle_and_settled_ones_stay() {
        let settled: Vec<Option<VmStatus>> = ALL.into_iter().map(settles_to).collect();
        assert_eq!(settled, [Some(Running), None, Some(Stopped), None, Some(Running), Some(Running), None]);
    }
}

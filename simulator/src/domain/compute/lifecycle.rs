//! A VM's status machine (docs/product/compute.md#vm-lifecycle): which action is allowed in which status, what it
//! leads to, and the clock events that finish the slow steps. A graceful stop the guest ignores
//! is forced when the shutdown timeout runs out. The calls that move a VM by hand (start, stop,
//! delete) are `power.rs`'s: every operation file uses this machine, so it names none of them.

use spec::compute::VmStatus::{self, *};
use spec::error::compute as msg;

use crate::domain::{Cx, DomainError, DomainResult};
use crate::world::World;
use crate::world::compute::{ComputeEvent, VmRecord};

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
    fn slow_steps_settle_and_settled_ones_stay() {
        let settled: Vec<Option<VmStatus>> = ALL.into_iter().map(settles_to).collect();
        assert_eq!(settled, [Some(Running), None, Some(Stopped), None, Some(Running), Some(Running), None]);
    }
}

//! The model of the VM lifecycle (docs/product/compute.md#vm-lifecycle) and of one standalone
//! disk beside the VMs: what each call leads to and what time settles. One source for the
//! proptest state machine (`tests/vm_lifecycle.rs`, which drives the domain with it) and for
//! `cloudsim explore` (which walks the API with it and writes what it predicts as `expect`).
//!
//! Resize only when stopped (or to the same size), password only when running, a graceful stop
//! the guest ignores is forced at the shutdown timeout; weekly backups from the week after
//! switching on, the latest four kept (docs/product/compute.md#vm-replicas); the disk only grows
//! and follows its VM; VLAN sub-interfaces once per VLAN; ISO media for one launch.

use std::collections::BTreeSet;

use jiff::Timestamp;
use spec::compute::VmStatus::{self, *};
use spec::config::Durations;

use crate::domain::compute::replica::{BACKUP_EVERY_SECONDS, BACKUPS_KEPT};

const WEEK: i64 = BACKUP_EVERY_SECONDS as i64;
/// The standalone disk's size at the start.
pub const DISK_GB: u32 = 30;

#[derive(Clone, Debug, PartialEq)]
pub struct VmModel {
    pub status: VmStatus,
    pub vcpu: u32,
    /// When the slow step in progress ends by itself (a graceful stop only if the guest obeys).
    pub settles_at: Option<i64>,
    /// When a graceful stop in progress is forced.
    pub forced_at: Option<i64>,
    pub ignores_shutdown: bool,
    /// When the next weekly backup is due, while backups are on.
    pub backup_due: Option<i64>,
    /// When the kept backups were taken (seconds since the start), oldest first.
    pub backups: Vec<i64>,
    /// The VLANs of its sub-interfaces.
    pub vlans: BTreeSet<u16>,
    /// Whether the current launch booted from ISO media.
    pub iso: bool,
}

impl VmModel {
    /// A VM just asked for: creating until `settles_at`, nothing else about it yet.
    pub fn creating(vcpu: u32, settles_at: i64) -> VmModel {
        VmModel {
            status: Creating,
            vcpu,
            settles_at: Some(settles_at),
            forced_at: None,
            ignores_shutdown: false,
            backup_due: None,
            backups: Vec::new(),
            vlans: BTreeSet::new(),
            iso: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    /// Where simulated time begins, any day.
    pub start: Timestamp,
    /// Seconds since the start.
    pub now: i64,
    pub vms: Vec<VmModel>,
    pub d: Durations,
    /// Whether the simulator must accept the last step.
    pub accepted: bool,
    /// The VM the one standalone disk is attached to, and its size in GB.
    pub disk_on: Option<usize>,
    pub disk_gb: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Start(usize),
    Stop(usize),
    ForceStop(usize),
    Resize(usize, u32),
    Password(usize),
    Delete(usize),
    IgnoreShutdown(usize, bool),
    ToggleBackup(usize),
    Advance(i64),
    Attach(usize),
    Detach(usize),
    GrowDisk(u32),
    AddVlan(usize, u16),
    RemoveVlan(usize, u16),
    BootIso(usize),
    /// A new 1-vCPU VM from this one (`source_uuid`).
    Copy(usize),
}

impl Model {
    /// `count` 2-vCPU VMs just asked for at `start` and a detached disk, on a brand's `d`urations.
    pub fn new(start: Timestamp, count: usize, d: Durations) -> Model {
        let vm = VmModel::creating(2, i64::from(d.vm_create));
        Model { start, now: 0, vms: vec![vm; count], d, accepted: true, disk_on: None, disk_gb: DISK_GB }
    }

    /// Applies the clock events due by `now` (VMs do not affect each other).
    fn settle(&mut self) {
        let now = self.now;
        let due = |at: Option<i64>| at.is_some_and(|at| at <= now);
        for vm in &mut self.vms {
            let next = match vm.status {
                Stopping if (due(vm.settles_at) && !vm.ignores_shutdown) || due(vm.forced_at) => Some(Stopped),
                Stopping if due(vm.settles_at) => {
                    // The shutdown request came and went unheeded; only the force is left.
                    vm.settles_at = None;
                    None
                }
                Creating | Starting if due(vm.settles_at) => Some(Running),
                _ => None,
            };
            if let Some(status) = next {
                let iso = vm.iso && status != Stopped;
                *vm = VmModel { status, settles_at: None, forced_at: None, iso, ..vm.clone() };
            }
            while let Some(at) = vm.backup_due.filter(|&at| at <= now && vm.status != Deleted) {
                vm.backups.push(at);
                if vm.backups.len() > BACKUPS_KEPT {
                    vm.backups.remove(0);
                }
                vm.backup_due = Some(at + WEEK);
            }
        }
    }

    /// What `step` leads to; `accepted` says whether the simulator must accept it.
    pub fn apply(&mut self, step: &Step) {
        let now = self.now;
        let d = self.d.clone();
        let running_or_stopped = |vm: &VmModel| matches!(vm.status, Running | Stopped);
        let mut accepted = true;
        match *step {
            Step::Advance(seconds) => {
                self.now += seconds;
                self.settle();
            }
            Step::Start(i) | Step::Stop(i) | Step::ForceStop(i) | Step::Delete(i) => {
                let vm = &mut self.vms[i];
                let next = match (step, vm.status) {
                    (Step::Start(_), Stopped) => Some((Starting, Some(now + i64::from(d.vm_start)), None)),
                    (Step::Stop(_), Running) => {
                        Some((Stopping, Some(now + i64::from(d.vm_stop)), Some(now + i64::from(d.vm_forced_stop_after))))
                    }
                    (Step::ForceStop(_), Running | Stopping) => Some((Stopped, None, None)),
                    (Step::Delete(_), Running | Stopped) => Some((Deleted, None, None)),
                    _ => None,
                };
                match next {
                    Some((status, settles_at, forced_at)) => {
                        let iso = vm.iso && !matches!(status, Stopped | Deleted);
                        *vm = VmModel { status, settles_at, forced_at, iso, ..vm.clone() };
                        // A deleted VM lets its disk go.
                        if status == Deleted && self.disk_on == Some(i) {
                            self.disk_on = None;
                        }
                    }
                    None => accepted = false,
                }
            }
            Step::Resize(i, vcpu) => {
                let vm = &mut self.vms[i];
                accepted = vm.status != Deleted && (vcpu == vm.vcpu || vm.status == Stopped);
                if accepted {
                    vm.vcpu = vcpu;
                }
            }
            Step::Password(i) => accepted = self.vms[i].status == Running,
            Step::Attach(i) => {
                accepted = self.disk_on.is_none() && running_or_stopped(&self.vms[i]);
                if accepted {
                    self.disk_on = Some(i);
                }
            }
            Step::Detach(i) => {
                accepted = self.disk_on == Some(i) && running_or_stopped(&self.vms[i]);
                if accepted {
                    self.disk_on = None;
                }
            }
            Step::GrowDisk(gb) => {
                let vm_allows = self.disk_on.is_none_or(|i| running_or_stopped(&self.vms[i]));
                accepted = gb > self.disk_gb && vm_allows;
                if accepted {
                    self.disk_gb = gb;
                }
            }
            Step::AddVlan(i, vlan) | Step::RemoveVlan(i, vlan) => {
                let vm = &mut self.vms[i];
                let adding = matches!(step, Step::AddVlan(..));
                accepted = running_or_stopped(vm) && vm.vlans.contains(&vlan) != adding;
                if accepted && adding {
                    vm.vlans.insert(vlan);
                } else if accepted {
                    vm.vlans.remove(&vlan);
                }
            }
            Step::BootIso(i) => {
                let vm = &mut self.vms[i];
                accepted = running_or_stopped(vm);
                if accepted {
                    let settles_at = Some(now + i64::from(d.vm_start));
                    *vm = VmModel { status: Starting, settles_at, forced_at: None, iso: true, ..vm.clone() };
                }
            }
            Step::Copy(i) => {
                accepted = running_or_stopped(&self.vms[i]);
                if accepted {
                    self.vms.push(VmModel::creating(1, now + i64::from(d.vm_create)));
                }
            }
            Step::IgnoreShutdown(i, ignores) => {
                let vm = &mut self.vms[i];
                accepted = vm.status != Deleted;
                if accepted {
                    vm.ignores_shutdown = ignores;
                }
            }
            Step::ToggleBackup(i) => {
                let vm = &mut self.vms[i];
                accepted = vm.status != Deleted;
                if accepted {
                    vm.backup_due = if vm.backup_due.is_some() { None } else { Some(now + WEEK) };
                }
            }
        }
        self.accepted = accepted;
    }

    /// The seconds from now until VM `i` next shows another status when polled every `every`
    /// seconds (how an `until` waits for it), and that status; `None` while nothing is due.
    pub fn next_change(&self, i: usize, every: i64) -> Option<(i64, VmStatus)> {
        let from = self.vms[i].status;
        let mut ahead = self.clone();
        for k in 1..=1000 {
            ahead.now = self.now + k * every;
            ahead.settle();
            let status = ahead.vms[i].status;
            if status != from {
                return Some((k * every, status));
            }
            if ahead.vms[i].settles_at.is_none() && ahead.vms[i].forced_at.is_none() {
                return None;
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn durations() -> Durations {
        crate::brands::Brands::embedded().unwrap().default_brand().simulation.durations.clone()
    }

    #[test]
    fn a_graceful_stop_the_guest_ignores_is_forced_at_the_timeout() {
        let d = durations();
        let mut model = Model::new(Timestamp::UNIX_EPOCH, 1, d.clone());
        model.apply(&Step::Advance(i64::from(d.vm_create)));
        assert_eq!(model.vms[0].status, Running);
        model.apply(&Step::IgnoreShutdown(0, true));
        model.apply(&Step::Stop(0));
        assert_eq!(model.vms[0].status, Stopping);
        assert_eq!(
            model.next_change(0, 5).map(|(s, status)| (s >= i64::from(d.vm_forced_stop_after), status)),
            Some((true, Stopped))
        );
        model.apply(&Step::Stop(0));
        assert!(!model.accepted, "a stop while stopping is refused");
        model.apply(&Step::ForceStop(0));
        assert_eq!((model.accepted, model.vms[0].status, model.next_change(0, 5)), (true, Stopped, None));
    }
}

//! The model of the VM lifecycle (docs/product/compute.md#vm-lifecycle) and of one standalone
//! disk beside the VMs: what each call leads to and what time settles. One source for the
//! proptest state machine (`tests/vm_lifecycle.rs`, which drives the domain with it) and for
//! `cloudsim explore` (which walks the API with it and writes what it predicts as `expect`).
//!
//! Resize only when stopped (or to the same size), password only when running, a graceful stop
//! the guest ignores is forced at the shutdown timeout; weekly backups from the week after
//! switching on, the latest four kept (docs/product/compute.md#vm-replicas); the disk only grows
//! and follows its VM; VLAN sub-interfaces once per VLAN; ISO media for one launch; a reinstall
//! of a running or stopped VM runs again after the create time, from its disk.

use std::collections::BTreeSet;

use jiff::Timestamp;
use spec::compute::VmStatus::{self, *};
use spec::config::Durations;

use serde_json::{Value, json};
use spec::compute::DiskStatus;

use super::walk::{Call, Opening, Thing, Walkable};
use crate::domain::compute::catalogue;
use crate::domain::compute::replica::{BACKUP_EVERY_SECONDS, BACKUPS_KEPT};
use crate::domain::machines::wire;

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
    /// The same OS again: reinstalling until the brand's create time has passed.
    Reinstall(usize),
    /// A new name, in any status but deleted.
    Rename(usize),
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
                Creating | Starting | Reinstalling if due(vm.settles_at) => Some(Running),
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
            Step::Rename(i) => accepted = self.vms[i].status != Deleted,
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
            Step::Reinstall(i) => {
                let vm = &mut self.vms[i];
                accepted = running_or_stopped(vm);
                if accepted {
                    // A new launch from the disk: the ISO media are let go.
                    let settles_at = Some(now + i64::from(d.vm_create));
                    *vm = VmModel { status: Reinstalling, settles_at, forced_at: None, iso: false, ..vm.clone() };
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

/// The disk's status with it attached to a VM or not.
fn disk(on: Option<usize>) -> DiskStatus {
    if on.is_some() { DiskStatus::Reserved } else { DiskStatus::Active }
}

/// `vm{i}`'s index.
fn index(var: &str) -> Option<usize> {
    var.strip_prefix("vm")?.parse().ok()
}

fn vm(i: usize) -> String {
    format!("{{{{vm{i}}}}}")
}

fn vms(location: &str, tail: &str) -> String {
    format!("/v1/{location}/user-resource/vm{tail}")
}

/// The walk: each VM created at once on the default location, with the disk beside them, then
/// the calls of the lifecycle; VLAN sub-interfaces are the proptest's only.
impl Walkable for Model {
    type Step = Step;

    fn opening(&self, location: &str) -> Vec<Opening> {
        let mut opening = vec![Opening {
            comment: "the owner's account pays for the disk".into(),
            call: Call::owner("GET", "/v1/payment/billing_account/list".into(), json!({})),
            expect: json!({}),
            save: vec![("account".into(), "[0].id".into())],
        }];
        for i in 0..self.vms.len() {
            let form = json!({"name": format!("vm-{i}"), "os_name": "ubuntu", "os_version": "24.04", "username": "mari",
                "password": "Secret123", "vcpu": 2, "ram": 2048, "disks": 20});
            opening.push(Opening {
                comment: format!("vm{i} is created"),
                call: Call::owner("POST", vms(location, ""), form),
                expect: json!({"status": 200, "body": {"status": "creating", "vcpu": 2}}),
                save: vec![(format!("vm{i}"), "uuid".into())],
            });
        }
        let form = json!({"billing_account_id": "{{account}}", "size_gb": DISK_GB, "display_name": "data"});
        opening.push(Opening {
            comment: "a standalone disk, free".into(),
            call: Call::owner("POST", "/v1/storage/disks".into(), form),
            expect: json!({"status": 201, "body": {"status": "Active", "size_gb": DISK_GB}}),
            save: vec![("disk".into(), "uuid".into())],
        });
        opening
    }

    fn steps(&self) -> Vec<Step> {
        let mut steps = Vec::new();
        for (i, vm) in self.vms.iter().enumerate() {
            steps.extend([
                Step::Start(i),
                Step::Stop(i),
                Step::ForceStop(i),
                Step::Resize(i, 1 + (vm.vcpu % 4)),
                Step::Resize(i, vm.vcpu),
                Step::Password(i),
                Step::Delete(i),
                Step::ToggleBackup(i),
                Step::Attach(i),
                Step::Detach(i),
                Step::BootIso(i),
                Step::Copy(i),
                Step::Reinstall(i),
                Step::Rename(i),
            ]);
            if vm.status != Deleted {
                // The control API's guest switch has no refusal to predict.
                steps.push(Step::IgnoreShutdown(i, !vm.ignores_shutdown));
            }
        }
        // Growing past a busy VM's disk has no answer the model names; shrinking does.
        if self.disk_on.is_none_or(|i| matches!(self.vms[i].status, Running | Stopped)) {
            steps.extend([Step::GrowDisk(self.disk_gb + 10), Step::GrowDisk(self.disk_gb)]);
        }
        steps
    }

    fn call(&self, step: Step, location: &str) -> Call {
        let owner = |tail: &str, form: Value| Call::owner(method(step), vms(location, tail), form);
        match step {
            Step::Start(i) => owner("/start", json!({"uuid": vm(i)})),
            Step::Stop(i) => owner("/stop", json!({"uuid": vm(i)})),
            Step::ForceStop(i) => owner("/stop", json!({"uuid": vm(i), "force": true})),
            Step::Resize(i, vcpu) => owner("", json!({"uuid": vm(i), "vcpu": vcpu})),
            Step::Password(i) => owner("/user", json!({"uuid": vm(i), "password": "Changed123"})),
            Step::Delete(i) => owner("", json!({"uuid": vm(i)})),
            Step::ToggleBackup(i) => owner("/backup", json!({"uuid": vm(i)})),
            Step::Attach(i) => owner("/storage/attach", json!({"uuid": vm(i), "storage_uuid": "{{disk}}"})),
            Step::Detach(i) => owner("/storage/detach", json!({"uuid": vm(i), "storage_uuid": "{{disk}}"})),
            Step::BootIso(i) => {
                let iso = catalogue::boot_images().into_iter().find(|b| b.is_published).map(|b| b.uuid).unwrap_or_default();
                owner("/boot_iso_media", json!({"uuid": vm(i), "boot_image_uuid": iso}))
            }
            // Named after the index it gets.
            Step::Copy(i) => {
                owner("", json!({"name": format!("vm-{}", self.vms.len()), "vcpu": 1, "ram": 1024, "source_uuid": vm(i)}))
            }
            Step::Reinstall(i) => owner("/reinstall", json!({"uuid": vm(i)})),
            Step::Rename(i) => owner("", json!({"uuid": vm(i), "name": format!("renamed-{i}")})),
            Step::GrowDisk(gb) => Call::owner("PATCH", "/v1/storage/disks/{{disk}}".into(), json!({"size_gb": gb})),
            Step::IgnoreShutdown(i, ignores) => Call::control(
                "POST",
                format!("/__sim/sessions/{{{{session}}}}/vms/{}/guest", vm(i)),
                Some(json!({"ignores_shutdown": ignores})),
            ),
            // Not walked: time passes by the walk's own moves; the proptest alone adds VLANs.
            Step::Advance(_) | Step::AddVlan(..) | Step::RemoveVlan(..) => owner("", json!({})),
        }
    }

    fn apply(&mut self, step: Step) {
        Model::apply(self, &step);
    }

    fn accepted(&self) -> bool {
        self.accepted
    }

    fn expect(&self, _: &Model, step: Step) -> Value {
        if !self.accepted {
            return json!({"status": 400});
        }
        let at = |i: usize| &self.vms[i];
        match step {
            Step::Start(i) | Step::Stop(i) | Step::ForceStop(i) | Step::BootIso(i) | Step::Reinstall(i) => {
                json!({"status": 200, "body": {"status": wire(at(i).status)}})
            }
            Step::Resize(i, _) => json!({"status": 200, "body": {"status": wire(at(i).status), "vcpu": at(i).vcpu}}),
            Step::Rename(i) => json!({"status": 200, "body": {"status": wire(at(i).status), "name": format!("renamed-{i}")}}),
            Step::Password(_) | Step::Delete(_) | Step::Detach(_) => json!({"status": 200, "body": {"success": true}}),
            Step::Attach(_) => json!({"status": 200, "body": {"uuid": "{{disk}}", "size": self.disk_gb, "primary": false}}),
            Step::ToggleBackup(i) => json!({"status": 200, "body": {"uuid": vm(i)}}),
            Step::Copy(_) => json!({"status": 200, "body": {"status": "creating", "vcpu": 1}}),
            Step::GrowDisk(gb) => json!({"status": 200, "body": {"size_gb": gb}}),
            Step::IgnoreShutdown(_, ignores) => json!({"status": 200, "body": {"ignores_shutdown": ignores}}),
            Step::Advance(_) | Step::AddVlan(..) | Step::RemoveVlan(..) => json!({"status": 200}),
        }
    }

    fn saves(&self, before: &Model, step: Step) -> Vec<(String, String)> {
        match step {
            Step::Copy(_) if self.accepted => vec![(format!("vm{}", before.vms.len()), "uuid".into())],
            _ => Vec::new(),
        }
    }

    fn acted_on(&self, step: Step) -> Option<String> {
        match step {
            Step::Start(i)
            | Step::Stop(i)
            | Step::ForceStop(i)
            | Step::Resize(i, _)
            | Step::Password(i)
            | Step::Delete(i)
            | Step::IgnoreShutdown(i, _)
            | Step::ToggleBackup(i)
            | Step::Attach(i)
            | Step::Detach(i)
            | Step::BootIso(i)
            | Step::Copy(i)
            | Step::Reinstall(i)
            | Step::Rename(i)
            | Step::AddVlan(i, _)
            | Step::RemoveVlan(i, _) => Some(format!("vm{i}")),
            Step::Advance(_) | Step::GrowDisk(_) => None,
        }
    }

    fn advance(&mut self, seconds: i64) {
        Model::apply(self, &Step::Advance(seconds));
    }

    fn things(&self) -> Vec<Thing> {
        let vms =
            self.vms.iter().enumerate().map(|(i, vm)| Thing { machine: "vm", var: format!("vm{i}"), status: wire(vm.status) });
        let disk = Thing { machine: "disk", var: "disk".into(), status: wire(disk(self.disk_on)) };
        vms.chain([disk]).collect()
    }

    fn read(&self, thing: &str, location: &str) -> Option<(Call, Value)> {
        if thing == "disk" {
            let attached = self.disk_on.map_or(Value::Null, |i| json!(vm(i)));
            let expect = json!({"body": {"status": wire(disk(self.disk_on)), "attached_to": attached}});
            return Some((Call::owner("GET", "/v1/storage/disks/{{disk}}".into(), json!({})), expect));
        }
        let i = index(thing)?;
        let status = self.vms.get(i)?.status;
        (status != Deleted)
            .then(|| (Call::owner("GET", vms(location, ""), json!({"uuid": vm(i)})), json!({"body": {"status": wire(status)}})))
    }

    fn next_change(&self, thing: &str) -> Option<i64> {
        index(thing).and_then(|i| Model::next_change(self, i, Self::EVERY)).map(|(wait, _)| wait)
    }

    fn waits(&self) -> Vec<i64> {
        Vec::new()
    }
}

/// The method of `step`'s call on the VM's path.
fn method(step: Step) -> &'static str {
    match step {
        Step::Resize(..) | Step::Password(_) | Step::Rename(_) => "PATCH",
        Step::Delete(_) => "DELETE",
        _ => "POST",
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

//! The VM lifecycle as a proptest state machine: random start, graceful and forced stops,
//! resizes, password changes, deletes, guests that ignore shutdown and clock advances on a few
//! VMs, against a small model of docs/product/compute.md#vm-lifecycle (resize only when stopped, password only when
//! running, a graceful stop the guest ignores is forced at the shutdown timeout) and docs/product/compute.md#vm-replicas backups
//! (weekly while switched on, from the week after switching on; the latest four kept). One
//! standalone disk is attached, detached and grown among them: it only grows, and the VM's rows
//! and the disk's record always agree. VLAN sub-interfaces come and go on running or stopped VMs,
//! once per VLAN; ISO media boot a running or stopped VM for one launch, let go when it stops.
//! A running or stopped VM may be copied (`POST vm` with `source_uuid`) into a new VM of its own
//! size that joins the machine; the standalone disk attached to the source is not copied.

use std::collections::BTreeSet;

mod common;

use jiff::{SignedDuration, Timestamp};
use proptest::prelude::*;
use proptest_state_machine::{ReferenceStateMachine, StateMachineTest, prop_state_machine};
use simulator::clock::run_until;
use simulator::domain::compute::disk::attachments_agree;
use simulator::domain::compute::replica::{BACKUP_EVERY_SECONDS, BACKUPS_KEPT};
use simulator::domain::compute::{self, Guest};
use simulator::domain::{Cx, DomainResult};
use simulator::world::World;
use spec::compute::VmStatus::{self, *};
use spec::compute::{
    BootImageRepository, DiskCreate, DiskUpdate, ReplicaType, SubInterfaceCreate, VmBootIso, VmCreate, VmStorageAttach, VmUpdate,
    VmUserUpdate,
};

const WEEK: i64 = BACKUP_EVERY_SECONDS as i64;
/// The standalone disk's size at the start.
const DISK_GB: u32 = 30;
use spec::config::Durations;

#[derive(Clone, Debug)]
struct VmModel {
    status: VmStatus,
    vcpu: u32,
    /// When the slow step in progress ends by itself (a graceful stop only if the guest obeys).
    settles_at: Option<i64>,
    /// When a graceful stop in progress is forced.
    forced_at: Option<i64>,
    ignores_shutdown: bool,
    /// When the next weekly backup is due, while backups are on.
    backup_due: Option<i64>,
    /// When the kept backups were taken, oldest first.
    backups: Vec<i64>,
    /// The VLANs of its sub-interfaces.
    vlans: BTreeSet<u16>,
    /// Whether the current launch booted from ISO media.
    iso: bool,
}

impl VmModel {
    /// A VM just asked for: creating until `settles_at`, nothing else about it yet.
    fn creating(vcpu: u32, settles_at: i64) -> VmModel {
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

#[derive(Clone, Debug)]
struct Model {
    /// Where simulated time begins, any day.
    start: Timestamp,
    /// Seconds since the start.
    now: i64,
    vms: Vec<VmModel>,
    d: Durations,
    /// Whether the simulator must accept the last step.
    accepted: bool,
    /// The VM the one standalone disk is attached to, and its size in GB.
    disk_on: Option<usize>,
    disk_gb: u32,
}

#[derive(Clone, Debug)]
enum Step {
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
}

impl ReferenceStateMachine for Model {
    type State = Model;
    type Transition = Step;

    fn init_state() -> BoxedStrategy<Model> {
        let d = common::brand().simulation.durations;
        (2usize..=3, common::any_start())
            .prop_map(move |(count, start)| {
                let vm = VmModel::creating(2, i64::from(d.vm_create));
                Model { start, now: 0, vms: vec![vm; count], d: d.clone(), accepted: true, disk_on: None, disk_gb: DISK_GB }
            })
            .boxed()
    }

    fn transitions(state: &Model) -> BoxedStrategy<Step> {
        let n = state.vms.len();
        prop_oneof![
            3 => (0..n).prop_map(Step::Start),
            3 => (0..n).prop_map(Step::Stop),
            1 => (0..n).prop_map(Step::ForceStop),
            2 => (0..n, 1u32..=4).prop_map(|(i, v)| Step::Resize(i, v)),
            2 => (0..n).prop_map(Step::Password),
            1 => (0..n).prop_map(Step::Delete),
            2 => (0..n, any::<bool>()).prop_map(|(i, b)| Step::IgnoreShutdown(i, b)),
            2 => (0..n).prop_map(Step::ToggleBackup),
            2 => (0..n).prop_map(Step::Attach),
            2 => (0..n).prop_map(Step::Detach),
            1 => (1u32..=120).prop_map(Step::GrowDisk),
            2 => (0..n, 1u16..=3).prop_map(|(i, v)| Step::AddVlan(i, v)),
            1 => (0..n, 1u16..=3).prop_map(|(i, v)| Step::RemoveVlan(i, v)),
            1 => (0..n).prop_map(Step::BootIso),
            1 => (0..n).prop_map(Step::Copy),
            4 => prop_oneof![0i64..=30, 0i64..=150, WEEK / 2..=3 * WEEK].prop_map(Step::Advance),
        ]
        .boxed()
    }

    fn apply(mut state: Model, step: &Step) -> Model {
        let now = state.now;
        let d = state.d.clone();
        let mut accepted = true;
        match *step {
            Step::Advance(seconds) => {
                state.now += seconds;
                state.settle();
            }
            Step::Start(i) | Step::Stop(i) | Step::ForceStop(i) | Step::Delete(i) => {
                let vm = &mut state.vms[i];
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
                        if status == Deleted && state.disk_on == Some(i) {
                            state.disk_on = None;
                        }
                    }
                    None => accepted = false,
                }
            }
            Step::Resize(i, vcpu) => {
                let vm = &mut state.vms[i];
                accepted = vm.status != Deleted && (vcpu == vm.vcpu || vm.status == Stopped);
                if accepted {
                    vm.vcpu = vcpu;
                }
            }
            Step::Password(i) => accepted = state.vms[i].status == Running,
            Step::Attach(i) => {
                accepted = state.disk_on.is_none() && matches!(state.vms[i].status, Running | Stopped);
                if accepted {
                    state.disk_on = Some(i);
                }
            }
            Step::Detach(i) => {
                accepted = state.disk_on == Some(i) && matches!(state.vms[i].status, Running | Stopped);
                if accepted {
                    state.disk_on = None;
                }
            }
            Step::GrowDisk(gb) => {
                let vm_allows = state.disk_on.is_none_or(|i| matches!(state.vms[i].status, Running | Stopped));
                accepted = gb > state.disk_gb && vm_allows;
                if accepted {
                    state.disk_gb = gb;
                }
            }
            Step::AddVlan(i, vlan) | Step::RemoveVlan(i, vlan) => {
                let vm = &mut state.vms[i];
                let adding = matches!(step, Step::AddVlan(..));
                accepted = matches!(vm.status, Running | Stopped) && vm.vlans.contains(&vlan) != adding;
                if accepted && adding {
                    vm.vlans.insert(vlan);
                } else if accepted {
                    vm.vlans.remove(&vlan);
                }
            }
            Step::BootIso(i) => {
                let vm = &mut state.vms[i];
                accepted = matches!(vm.status, Running | Stopped);
                if accepted {
                    *vm = VmModel {
                        status: Starting,
                        settles_at: Some(now + i64::from(d.vm_start)),
                        forced_at: None,
                        iso: true,
                        ..vm.clone()
                    };
                }
            }
            Step::Copy(i) => {
                accepted = matches!(state.vms[i].status, Running | Stopped);
                if accepted {
                    let copy = VmModel::creating(1, now + i64::from(d.vm_create));
                    state.vms.push(copy);
                }
            }
            Step::IgnoreShutdown(i, ignores) => {
                let vm = &mut state.vms[i];
                accepted = vm.status != Deleted;
                if accepted {
                    vm.ignores_shutdown = ignores;
                }
            }
            Step::ToggleBackup(i) => {
                let vm = &mut state.vms[i];
                accepted = vm.status != Deleted;
                if accepted {
                    vm.backup_due = if vm.backup_due.is_some() { None } else { Some(now + WEEK) };
                }
            }
        }
        state.accepted = accepted;
        state
    }
}

struct Sut {
    owner: common::Owner,
    start: Timestamp,
    uuids: Vec<String>,
    disk: String,
}

impl Sut {
    /// Whether the domain accepted the operation.
    fn call<T>(&mut self, op: impl FnOnce(&mut World, &Cx) -> DomainResult<T>) -> bool {
        self.owner.call(op).is_ok()
    }
}

impl StateMachineTest for Sut {
    type SystemUnderTest = Sut;
    type Reference = Model;

    fn init_test(model: &Model) -> Sut {
        let brand = common::brand();
        let start = model.start;
        let mut sut = Sut { owner: common::Owner::new(brand, 11, start), start, uuids: Vec::new(), disk: String::new() };
        for i in 0..model.vms.len() {
            let input = common::ubuntu_vm(format!("vm-{i}"), 2, 2048);
            let mut created = None;
            assert!(sut.call(|w, cx| compute::vm_create(w, cx, input).map(|vm| created = Some(vm.uuid.clone()))));
            sut.uuids.extend(created);
        }
        let account = sut.owner.world.billing.accounts.values().find(|a| a.user_id == sut.owner.user).map(|a| a.id);
        let input = DiskCreate { size_gb: DISK_GB, billing_account_id: account, ..DiskCreate::default() };
        let mut disk = String::new();
        assert!(sut.call(|w, cx| compute::disk_create(w, cx, input).map(|d| disk = d.uuid.clone())));
        sut.disk = disk;
        sut
    }

    fn apply(mut sut: Sut, after: &Model, step: Step) -> Sut {
        let uuids = sut.uuids.clone();
        let uuid = |i: usize| uuids[i].clone();
        let accepted = match step {
            Step::Advance(seconds) => {
                let to = sut.owner.world.now + SignedDuration::from_secs(seconds);
                run_until(&mut sut.owner.world, &sut.owner.brand, to);
                true
            }
            Step::Start(i) => sut.call(|w, cx| compute::vm_start(w, cx, &uuid(i)).map(drop)),
            Step::Stop(i) => sut.call(|w, cx| compute::vm_stop(w, cx, &uuid(i), false).map(drop)),
            Step::ForceStop(i) => sut.call(|w, cx| compute::vm_stop(w, cx, &uuid(i), true).map(drop)),
            Step::Delete(i) => sut.call(|w, cx| compute::vm_delete(w, cx, &uuid(i))),
            Step::Resize(i, vcpu) => {
                let input = VmUpdate { uuid: uuid(i), vcpu: Some(vcpu), ..VmUpdate::default() };
                sut.call(|w, cx| compute::vm_update(w, cx, input).map(drop))
            }
            Step::Password(i) => {
                let input = VmUserUpdate { uuid: uuid(i), username: None, password: "Changed123".into() };
                sut.call(|w, cx| compute::vm_user_update(w, cx, input))
            }
            Step::IgnoreShutdown(i, ignores_shutdown) => {
                compute::guest_set(&mut sut.owner.world, &uuid(i), Guest { ignores_shutdown }).is_ok()
            }
            Step::ToggleBackup(i) => sut.call(|w, cx| compute::vm_backup_toggle(w, cx, &uuid(i)).map(drop)),
            Step::Attach(i) | Step::Detach(i) => {
                let input = VmStorageAttach { uuid: uuid(i), storage_uuid: sut.disk.clone() };
                match step {
                    Step::Attach(_) => sut.call(|w, cx| compute::disk_attach(w, cx, input).map(drop)),
                    _ => sut.call(|w, cx| compute::disk_detach(w, cx, input)),
                }
            }
            Step::GrowDisk(size_gb) => {
                let (disk, input) = (sut.disk.clone(), DiskUpdate { size_gb: Some(size_gb), ..DiskUpdate::default() });
                sut.call(|w, cx| compute::disk_update(w, cx, &disk, input).map(drop))
            }
            Step::AddVlan(i, vlan_tag) => {
                let nic = sut.owner.world.compute.vms[&uuid(i)].interface.uuid.clone();
                let input = SubInterfaceCreate { vlan_tag, network_uuid: None };
                sut.call(|w, cx| compute::subinterface_create(w, cx, &uuid(i), &nic, input).map(drop))
            }
            Step::RemoveVlan(i, vlan) => {
                let subs = &sut.owner.world.compute.vms[&uuid(i)].interface.subinterfaces;
                let sub = subs.iter().find(|s| s.vlan_tag == vlan).map_or_else(|| "none".into(), |s| s.uuid.clone());
                sut.call(|w, cx| compute::subinterface_delete(w, cx, &uuid(i), &sub))
            }
            Step::BootIso(i) => {
                let boot_image_uuid = compute::catalogue::boot_images().into_iter().find(|b| b.is_published).unwrap().uuid;
                let input = VmBootIso { uuid: uuid(i), boot_image_uuid, boot_image_repository: BootImageRepository::Platform };
                sut.call(|w, cx| compute::vm_boot_iso(w, cx, input).map(drop))
            }
            Step::Copy(i) => {
                let input =
                    VmCreate { name: "copy".into(), vcpu: 1, ram: 1024, source_uuid: Some(uuid(i)), ..VmCreate::default() };
                let mut created = None;
                let accepted = sut.call(|w, cx| compute::vm_create(w, cx, input).map(|vm| created = Some(vm.uuid.clone())));
                sut.uuids.extend(created);
                accepted
            }
        };
        assert_eq!(accepted, after.accepted, "{step:?} was {} by the simulator", if accepted { "accepted" } else { "refused" });
        sut
    }

    fn check_invariants(sut: &Sut, model: &Model) {
        assert_eq!(sut.owner.world.now, sut.start + SignedDuration::from_secs(model.now));
        attachments_agree(&sut.owner.world).unwrap();
        let disk = &sut.owner.world.compute.disks[&sut.disk];
        let attached_to = model.disk_on.map(|i| sut.uuids[i].clone());
        assert_eq!((&disk.attached_to, disk.size_gb), (&attached_to, model.disk_gb), "the disk at {} s", model.now);
        assert_eq!(sut.uuids.len(), model.vms.len(), "every copy made a VM");
        for (uuid, expected) in sut.uuids.iter().zip(&model.vms) {
            let vm = &sut.owner.world.compute.vms[uuid];
            assert_eq!((vm.status, vm.vcpu), (expected.status, expected.vcpu), "{uuid} at {} s", model.now);
            let vlans: BTreeSet<u16> = vm.interface.subinterfaces.iter().map(|s| s.vlan_tag).collect();
            assert_eq!(vlans, expected.vlans, "{uuid}'s VLANs at {} s", model.now);
            assert_eq!(vm.boot_image.is_some(), expected.iso, "{uuid}'s ISO media at {} s", model.now);
            let backups: Vec<i64> = vm
                .replicas
                .iter()
                .filter(|r| r.kind == ReplicaType::Backup)
                .map(|r| (r.created_at - sut.start).get_seconds())
                .collect();
            assert_eq!(backups, expected.backups, "{uuid}'s backups at {} s", model.now);
            assert!(backups.len() <= BACKUPS_KEPT);
            // A week apart, or more where backups were switched off and on again in between.
            assert!(backups.windows(2).all(|w| w[1] - w[0] >= WEEK), "at most weekly: {backups:?}");
        }
    }
}

prop_state_machine! {
    #![proptest_config(ProptestConfig { cases: 64, .. ProptestConfig::default() })]
    #[test]
    fn vm_lifecycle_follows_the_model(sequential 1..60 => Sut);
}

//! The VM lifecycle as a proptest state machine: random start, graceful and forced stops,
//! resizes, password changes, deletes, guests that ignore shutdown and clock advances on a few
//! VMs, against the library's model (`scenario/explore/vm.rs`, which `cloudsim explore` walks) of docs/product/compute.md#vm-lifecycle (resize only when stopped, password only when
//! running, a graceful stop the guest ignores is forced at the shutdown timeout) and docs/product/compute.md#vm-replicas backups
//! (weekly while switched on, from the week after switching on; the latest four kept). One
//! standalone disk is attached, detached and grown among them: it only grows, and the VM's rows
//! and the disk's record always agree. VLAN sub-interfaces come and go on running or stopped VMs,
//! once per VLAN; ISO media boot a running or stopped VM for one launch, let go when it stops.
//! A running or stopped VM may be copied (`POST vm` with `source_uuid`) into a new VM of its own
//! size that joins the machine; the standalone disk attached to the source is not copied. A
//! running or stopped VM may be reinstalled: reinstalling for the create time, then running.

use std::collections::BTreeSet;

use crate::common;

use jiff::{SignedDuration, Timestamp};
use proptest::prelude::*;
use proptest_state_machine::{ReferenceStateMachine, StateMachineTest, prop_state_machine};
use simulator::clock::run_until;
use simulator::domain::compute::disk::attachments_agree;
use simulator::domain::compute::replica::{BACKUP_EVERY_SECONDS, BACKUPS_KEPT};
use simulator::domain::compute::{self, Guest};
use simulator::domain::{Cx, DomainResult};
use simulator::scenario::explore::vm::{DISK_GB, Model, Step};
use simulator::world::World;
use spec::compute::{
    BootImageRepository, DiskCreate, DiskUpdate, ReplicaType, SubInterfaceCreate, VmBootIso, VmCreate, VmReinstall,
    VmStorageAttach, VmUpdate, VmUserUpdate,
};

const WEEK: i64 = BACKUP_EVERY_SECONDS as i64;

/// The model is the library's (`cloudsim explore` walks the API with it); the proptest draws its
/// steps.
struct Reference;

impl ReferenceStateMachine for Reference {
    type State = Model;
    type Transition = Step;

    fn init_state() -> BoxedStrategy<Model> {
        let d = common::brand().simulation.durations;
        (2usize..=3, common::any_start()).prop_map(move |(count, start)| Model::new(start, count, d.clone())).boxed()
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
            1 => (0..n).prop_map(Step::Reinstall),
            1 => (0..n).prop_map(Step::Rename),
            4 => prop_oneof![0i64..=30, 0i64..=150, WEEK / 2..=3 * WEEK].prop_map(Step::Advance),
        ]
        .boxed()
    }

    fn apply(mut state: Model, step: &Step) -> Model {
        state.apply(step);
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
    type Reference = Reference;

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
            Step::Rename(i) => {
                let input = VmUpdate { uuid: uuid(i), name: Some(format!("renamed-{i}")), ..VmUpdate::default() };
                let renamed = sut.call(|w, cx| compute::vm_update(w, cx, input).map(drop));
                if renamed {
                    assert_eq!(sut.owner.world.compute.vms[&uuid(i)].name, format!("renamed-{i}"));
                }
                renamed
            }
            Step::Reinstall(i) => {
                let input = VmReinstall { uuid: uuid(i), os_name: None, os_version: None };
                sut.call(|w, cx| compute::vm_reinstall(w, cx, input).map(drop))
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

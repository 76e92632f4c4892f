//! Service packages as a proptest state machine: random PostgreSQL packages and Kubernetes
//! clusters ordered, deleted, their VMs stopped and started one by one, whitelist entries added and
//! removed, maintenance switched between weekly and daily, rebuilds from a backup, a cluster's node
//! pool scaled, and clock advances, from several start instants (a Monday, a month's last hours,
//! leap day, the year's end). After every step each package's status is the model's, its VMs are in
//! the model's states, a cluster's worker VMs number the model's (within its pool's bounds) and its
//! conditions agree with its VMs, the model's backups are kept (seven at most, taken at the site's backup time
//! of each day the package was active then) and a rebuild restored one of them, keeping the package's identity and
//! resources, maintenance has run only in its window, and each package has been charged exactly for
//! the hours it was active, at the price of what was running on each hour. Against the networking
//! area: while a package lives its virtual IP is a floating IP assigned to it with type `service`
//! (charged once, on the package) and its network holds exactly its VMs; once it is deleted the IP
//! is released and the network it made is gone. The model is the library's
//! (`scenario/explore/services.rs`), which `cloudsim explore` walks the API with.

use jiff::tz::TimeZone;
use jiff::{SignedDuration, Timestamp};
use proptest::prelude::*;
use proptest_state_machine::{ReferenceStateMachine, StateMachineTest, prop_state_machine};
use rust_decimal::Decimal;
use simulator::clock::run_until;
use simulator::domain::network::{Assignee, ip, vpc};
use simulator::domain::services::{self, cluster};
use simulator::scenario::explore::services::{ADDRESSES, BACKUPS_KEPT, DB_VM, Model, Step, WORKER_VM};
use spec::config::Brand;
use spec::services::{
    ClusterSpec, ConditionStatus, ConditionType, MaintenanceSchedule, PackageCreate, PackageParameters, PackageParametersWire,
    PackageRebuild, PackageStatus, PackageUpdate, PropertiesUpdate, Provider, ResourceStatus, ResourceType, WhitelistEntry,
    Worker, WorkerMachine, WorkerVolume,
};

use crate::common;

const STARTS: [&str; 4] = ["2026-01-05T09:00:00Z", "2026-03-31T22:00:00Z", "2028-02-29T21:00:00Z", "2026-12-31T20:00:00Z"];

/// The default brand with a provisioning time that never ends on the hour when steps come on
/// whole minutes.
fn brand() -> Brand {
    let mut brand = common::brand();
    brand.simulation.durations.service_provision = 1501;
    brand
}

/// The model is the library's (`cloudsim explore` walks the API with it); the proptest draws its
/// steps.
struct Reference;

impl ReferenceStateMachine for Reference {
    type State = Model;
    type Transition = Step;

    fn init_state() -> BoxedStrategy<Model> {
        (0..STARTS.len()).prop_map(|start| Model::new(STARTS[start].parse().unwrap(), &brand())).boxed()
    }

    fn transitions(_: &Model) -> BoxedStrategy<Step> {
        prop_oneof![
            2 => any::<bool>().prop_map(|cluster| Step::Create { cluster }),
            1 => (0..4usize).prop_map(Step::Delete),
            1 => (0..4usize).prop_map(Step::Rename),
            3 => (0..4usize, 0..4usize).prop_map(|(p, v)| Step::Toggle(p, v)),
            2 => (0..4usize, 0..ADDRESSES.len(), any::<bool>()).prop_map(|(package, address, add)| Step::Whitelist { package, address, add }),
            1 => (0..4usize, any::<bool>()).prop_map(|(p, daily)| Step::Maintenance(p, daily)),
            1 => (0..4usize, 0..7usize).prop_map(|(p, b)| Step::Rebuild(p, b)),
            2 => (0..4usize, 0..3u32, 0..4u32).prop_map(|(p, min, max)| Step::Scale(p, min, max)),
            // Whole minutes.
            4 => prop_oneof![1i64..=30, 30i64..=180, 600i64..=3000].prop_map(|minutes| Step::Advance(minutes * 60)),
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
    packages: Vec<String>,
    /// Each package's identity as created: its database or control-plane VM, floating IP and
    /// network.
    identities: Vec<Identity>,
}

#[derive(Clone, Debug, PartialEq)]
struct Identity {
    uuid: String,
    vm: String,
    ip: String,
    network: String,
}

impl Identity {
    fn of(package: &services::PackageRecord) -> Identity {
        let of = |kind| package.resources.iter().find(|r| r.kind == kind).map(|r| r.uuid.clone()).unwrap_or_default();
        let vm = package.vms().find(|r| r.pool.is_none()).map(|r| r.uuid.clone()).unwrap_or_default();
        Identity { uuid: package.uuid.clone(), vm, ip: of(ResourceType::VirtualIp), network: of(ResourceType::Network) }
    }
}

impl Sut {
    fn uuid(&self, i: usize) -> String {
        self.packages.get(i).cloned().unwrap_or_else(|| "none".into())
    }

    /// The package's VM uuids: database or control plane first, then the worker.
    fn vm(&self, i: usize, vm: usize) -> String {
        let Some(package) = self.packages.get(i).and_then(|u| self.owner.world.services.packages.get(u)) else {
            return "none".into();
        };
        let mut vms: Vec<_> = package.vms().collect();
        vms.sort_by_key(|r| r.pool.is_some());
        vms.get(vm).map_or_else(|| "none".into(), |r| r.uuid.clone())
    }
}

fn pool(min: u32, max: u32) -> Worker {
    Worker {
        name: "workers".into(),
        machine: WorkerMachine { cpu: WORKER_VM.0, ram: WORKER_VM.1 },
        volume: WorkerVolume { size: WORKER_VM.2 },
        min,
        max,
        max_surge: 1,
    }
}

fn order(cluster: bool, location: &str) -> PackageCreate {
    let worker = pool(1, 1);
    PackageCreate {
        billing_account_id: None,
        display_name: "pkg".into(),
        is_multi_node: false,
        package_parameters: PackageParametersWire::Object(PackageParameters {
            location: location.into(),
            network_uuid: None,
            spec: cluster.then(|| ClusterSpec { maintenance: None, provider: Some(Provider { workers: vec![worker] }) }),
        }),
        reserve_public_ip: None,
        service: if cluster { "kubernetes" } else { "postgresql" }.into(),
        version: if cluster { "1.31" } else { "16.4" }.into(),
        vm_cpu: DB_VM.0,
        vm_ram: DB_VM.1 * 1024,
        vm_disk_gb: DB_VM.2,
    }
}

impl StateMachineTest for Sut {
    type SystemUnderTest = Sut;
    type Reference = Reference;

    fn init_test(model: &Model) -> Sut {
        let start = model.start;
        Sut { owner: common::Owner::new(brand(), 5, start), start, packages: Vec::new(), identities: Vec::new() }
    }

    fn apply(mut sut: Sut, after: &Model, step: Step) -> Sut {
        let accepted = match step {
            Step::Advance(seconds) => {
                let to = sut.owner.world.now + SignedDuration::from_secs(seconds);
                run_until(&mut sut.owner.world, &sut.owner.brand, to);
                true
            }
            Step::Create { cluster } => {
                let slug = sut.owner.brand.config.locations.iter().find(|l| l.is_default).unwrap().slug.clone();
                let created = sut.owner.call(|w, cx| services::package_create(w, cx, order(cluster, &slug)).map(Identity::of));
                created
                    .map(|identity| {
                        sut.packages.push(identity.uuid.clone());
                        sut.identities.push(identity);
                    })
                    .is_ok()
            }
            Step::Delete(i) => {
                let uuid = sut.uuid(i);
                sut.owner.call(|w, cx| services::package_delete(w, cx, &uuid).map(drop)).is_ok()
            }
            Step::Rename(i) => {
                let uuid = sut.uuid(i);
                let input = PackageUpdate { display_name: Some(format!("renamed-{i}")), billing_account_id: None };
                sut.owner.call(|w, cx| services::package_update(w, cx, &uuid, input).map(drop)).is_ok()
            }
            Step::Toggle(i, vm) => {
                let (uuid, target) = (sut.uuid(i), sut.vm(i, vm));
                let running = sut
                    .owner
                    .world
                    .services
                    .packages
                    .get(&uuid)
                    .and_then(|p| p.vms().find(|r| r.uuid == target))
                    .map(|r| r.status);
                if running == Some(Some(ResourceStatus::Running)) {
                    sut.owner.call(|w, cx| services::resource_stop(w, cx, &uuid, &target).map(drop)).is_ok()
                } else {
                    sut.owner.call(|w, cx| services::resource_start(w, cx, &uuid, &target).map(drop)).is_ok()
                }
            }
            Step::Whitelist { package, address, add } => {
                let uuid = sut.uuid(package);
                let entry = WhitelistEntry { ip_address: Some(ADDRESSES[address].into()) };
                if add {
                    sut.owner.call(|w, cx| services::whitelist_add(w, cx, &uuid, entry).map(drop)).is_ok()
                } else {
                    sut.owner.call(|w, cx| services::whitelist_remove(w, cx, &uuid, entry).map(drop)).is_ok()
                }
            }
            Step::Maintenance(i, daily) => {
                let uuid = sut.uuid(i);
                let schedule = if daily { MaintenanceSchedule::Daily } else { MaintenanceSchedule::Weekly };
                let input = PropertiesUpdate { maintenance: Some(schedule), workers: None };
                sut.owner.call(|w, cx| services::properties_update(w, cx, &uuid, input).map(drop)).is_ok()
            }
            Step::Rebuild(i, which) => {
                let uuid = sut.uuid(i);
                let backups: Vec<String> = sut
                    .owner
                    .world
                    .services
                    .packages
                    .get(&uuid)
                    .map(|p| p.backups.iter().map(|b| b.uuid.clone()).collect())
                    .unwrap_or_default();
                let replica = backups.get(which % backups.len().max(1)).cloned().unwrap_or_else(|| "none".into());
                let input = PackageRebuild { replica_uuid: replica.clone(), service_package_uuid: uuid.clone() };
                let rebuilt = sut.owner.call(|w, cx| services::package_rebuild(w, cx, input).map(|p| p.restored_from.clone()));
                if let Ok(restored) = &rebuilt {
                    assert_eq!(restored.as_deref(), Some(replica.as_str()), "restored from the backup it named");
                    assert!(backups.contains(&replica), "a backup the package has");
                }
                rebuilt.is_ok()
            }
            Step::Scale(i, min, max) => {
                let uuid = sut.uuid(i);
                let input = PropertiesUpdate { maintenance: None, workers: Some(vec![pool(min, max)]) };
                sut.owner.call(|w, cx| services::properties_update(w, cx, &uuid, input).map(drop)).is_ok()
            }
        };
        assert_eq!(accepted, after.accepted, "{step:?} was {} by the simulator", if accepted { "accepted" } else { "refused" });
        sut
    }

    fn check_invariants(sut: &Sut, model: &Model) {
        assert_eq!(sut.owner.world.now, sut.start + SignedDuration::from_secs(model.now));
        let backup_time = &sut.owner.brand.config.backup_time;
        for (i, ((uuid, expected), identity)) in sut.packages.iter().zip(&model.packages).zip(&sut.identities).enumerate() {
            let package = &sut.owner.world.services.packages[uuid];
            let status = package.status();
            assert_eq!(status, expected.status(model.now), "package {uuid} at {} s", model.now);
            networked(sut, package, identity);
            if status != PackageStatus::Deleted {
                assert_eq!(&Identity::of(package), identity, "package {uuid} keeps its identity and resources");
                let taken: Vec<Timestamp> = package.backups.iter().map(|b| b.created_at).collect();
                let kept: Vec<Timestamp> = model.kept(i).iter().map(|&at| sut.start + SignedDuration::from_secs(at)).collect();
                assert_eq!(taken, kept, "package {uuid}'s backups");
                let workers: Vec<_> = package.vms().filter(|r| r.pool.is_some()).collect();
                assert_eq!(workers.len(), expected.running.len() - 1, "package {uuid}'s worker VMs");
                if let Some(pool) = package.workers.first() {
                    assert_eq!((pool.min, pool.max), expected.pool);
                    assert!((pool.min..=pool.max).contains(&(workers.len() as u32)), "within the pool's bounds");
                }
            }
            if status == PackageStatus::Active {
                let mut vms: Vec<_> = package.vms().collect();
                vms.sort_by_key(|r| r.pool.is_some());
                let running: Vec<bool> = vms.iter().map(|r| r.status == Some(ResourceStatus::Running)).collect();
                assert_eq!(running, expected.running, "package {uuid}'s VMs");
            }
            if expected.cluster && status != PackageStatus::Deleted {
                // The first condition comes true a fifth of the way through provisioning, the
                // third three fifths of the way; after that as their VMs are.
                let conditions = cluster::conditions(package);
                let of = |kind| conditions.iter().find(|c| c.kind == kind).map(|c| c.status == ConditionStatus::True);
                let reached = |fifths: i64| model.now >= expected.provisioned + model.provision * fifths / 5;
                let workers_running = expected.running[1..].iter().all(|&r| r);
                assert_eq!(of(ConditionType::APIServerAvailable), Some(reached(1) && expected.running[0]));
                assert_eq!(of(ConditionType::EveryNodeReady), Some(reached(3) && workers_running));
                let ready = cluster::worker_status(package);
                let running_workers = if reached(3) { expected.running[1..].iter().filter(|&&r| r).count() } else { 0 };
                assert_eq!(ready.iter().map(|w| w.ready_nodes as usize).sum::<usize>(), running_workers, "ready nodes");
            }
            assert_eq!(package.display_name == format!("renamed-{i}"), expected.renamed, "package {uuid}'s name");
            let whitelist: Vec<&str> = package.whitelist.iter().map(String::as_str).collect();
            if status != PackageStatus::Deleted {
                assert_eq!(whitelist, expected.whitelist);
            }
            assert!(package.backups.len() <= BACKUPS_KEPT);
            for backup in &package.backups {
                let at = backup.created_at.to_zoned(TimeZone::UTC);
                assert_eq!(format!("{:02}:{:02}", at.hour(), at.minute()), *backup_time);
            }
            for run in &package.maintenance_runs {
                let at = run.to_zoned(TimeZone::UTC);
                assert_eq!((at.hour(), at.minute(), at.second()), (2, 0, 0), "maintenance at 02:00 UTC");
                if expected.weekly_only {
                    assert_eq!(at.weekday(), jiff::civil::Weekday::Wednesday);
                }
            }
            let account = &sut.owner.world.billing.accounts[&package.billing_account_id];
            let (hours, cost) = account
                .usage
                .values()
                .filter_map(|month| month.get(uuid))
                .fold((0, Decimal::ZERO), |(h, c), r| (h + r.hours, c + r.cost));
            assert_eq!((hours, cost), (expected.hours, expected.cost), "package {uuid}'s charges at {} s", model.now);
        }
    }
}

/// The package's joins to the networking area: while it lives, its floating IP is assigned to it
/// with type `service`, is its service IP and is not charged on its own; its network holds exactly
/// its VMs. Once deleted, the IP is released and the network it made is gone.
fn networked(sut: &Sut, package: &services::PackageRecord, identity: &Identity) {
    let uuid = &package.uuid;
    let record = &sut.owner.world.network.ips[&identity.ip];
    let billed_apart = sut.owner.world.billing.accounts.values().any(|a| a.usage.values().any(|m| m.contains_key(&identity.ip)));
    assert!(!billed_apart, "package {uuid}'s IP is charged on the package only");
    if package.status() == PackageStatus::Deleted {
        assert!(record.deleted_at.is_some() && record.assignment.is_none(), "package {uuid}'s IP is released");
        assert!(ip::assigned_to(&sut.owner.world, &Assignee::Service(uuid.clone())).is_none());
        assert!(!sut.owner.world.network.networks.contains_key(&identity.network), "its network went with it");
        return;
    }
    assert_eq!(ip::assigned_to(&sut.owner.world, &Assignee::Service(uuid.clone())).map(|ip| &ip.uuid), Some(&identity.ip));
    assert_eq!(Some(record.address.as_str()), package.service_ip());
    assert_eq!(record.billing_account_id, package.billing_account_id);
    let members = sut.owner.read(|w, cx| vpc::members(w, cx, &identity.network));
    let vms: Vec<String> = package.vms().map(|r| r.uuid.clone()).collect();
    assert_eq!((members.vm_uuids, members.resources_count as usize), (vms.clone(), vms.len()), "package {uuid}'s network");
    let subnet = sut.owner.world.network.networks[&identity.network].subnet.trim_end_matches("0/24").to_string();
    let addresses: std::collections::BTreeSet<_> = package.vms().filter_map(|r| r.address.clone()).collect();
    assert_eq!(addresses.len(), vms.len(), "each VM its own address");
    assert!(addresses.iter().all(|a| a.starts_with(&subnet)), "in the network's subnet");
}

prop_state_machine! {
    #![proptest_config(ProptestConfig { cases: 64, .. ProptestConfig::default() })]
    #[test]
    fn packages_keep_their_lifecycle_backups_maintenance_window_and_charges(sequential 1..40 => Sut);
}

//! Service packages as a proptest state machine: random PostgreSQL packages and Kubernetes
//! clusters ordered, deleted, their VMs stopped and started one by one, whitelist entries added and
//! removed, maintenance switched between weekly and daily, and clock advances, from several start
//! instants (a Monday, a month's last hours, leap day, the year's end). After every step each
//! package's status is the model's, its VMs are in the model's states, a cluster's conditions agree
//! with its VMs, at most seven backups are kept one day apart at the site's backup time,
//! maintenance has run only in its window, and each package has been charged exactly for the hours
//! it was active, at the price of what was running on each hour.

use jiff::tz::TimeZone;
use jiff::{SignedDuration, Timestamp};
use proptest::prelude::*;
use proptest_state_machine::{ReferenceStateMachine, StateMachineTest, prop_state_machine};
use rust_decimal::Decimal;
use simulator::brands::Brands;
use simulator::clock::run_until;
use simulator::domain::services::{self, cluster};
use simulator::domain::{Cx, DomainResult};
use simulator::seed;
use simulator::world::World;
use spec::config::{BasePrice, Brand, Durations};
use spec::control::{Role, WorldKind};
use spec::pricing::PriceResourceType;
use spec::services::{
    ClusterSpec, ConditionStatus, ConditionType, MaintenanceSchedule, PackageCreate, PackageParameters, PackageParametersWire,
    PackageStatus, PropertiesUpdate, Provider, ResourceStatus, WhitelistEntry, Worker, WorkerMachine, WorkerVolume,
};

const STARTS: [&str; 4] = ["2026-01-05T09:00:00Z", "2026-03-31T22:00:00Z", "2028-02-29T21:00:00Z", "2026-12-31T20:00:00Z"];
const ADDRESSES: [&str; 4] = ["192.0.2.1", "198.51.100.0/24", "10.0.0.0/8", "not-an-ip"];

/// A provisioning time that never ends on the hour when steps come on whole minutes.
fn durations() -> Durations {
    Durations { service_provision: 1501, ..brand().simulation.durations }
}

fn brand() -> Brand {
    Brands::embedded().unwrap().default_brand().as_ref().clone()
}

/// A database's one VM, or a cluster's control-plane node then its one worker:
/// `(vcpu, GiB RAM, GB disk)`.
const DB_VM: (u32, u32, u32) = (2, 4, 40);
const WORKER_VM: (u32, u32, u32) = (2, 4, 50);

#[derive(Clone, Debug)]
struct PackageModel {
    cluster: bool,
    created: i64,
    ready: i64,
    deleted: bool,
    /// Running or stopped, once active.
    running: Vec<bool>,
    whitelist: Vec<&'static str>,
    weekly_only: bool,
    hours: u32,
    cost: Decimal,
}

impl PackageModel {
    fn vms(&self) -> Vec<(u32, u32, u32)> {
        if self.cluster { vec![DB_VM, WORKER_VM] } else { vec![DB_VM] }
    }

    fn status(&self, now: i64) -> PackageStatus {
        if self.deleted {
            PackageStatus::Deleted
        } else if now < self.ready {
            PackageStatus::Requested
        } else {
            PackageStatus::Active
        }
    }
}

#[derive(Clone, Debug)]
struct Model {
    start: usize,
    now: i64,
    packages: Vec<PackageModel>,
    prices: Vec<BasePrice>,
    accepted: bool,
}

#[derive(Clone, Debug)]
enum Step {
    Create {
        cluster: bool,
    },
    Delete(usize),
    Toggle(usize, usize),
    Whitelist {
        package: usize,
        address: usize,
        add: bool,
    },
    Maintenance(usize, bool),
    /// Whole minutes.
    Advance(i64),
}

/// The price of `quantity` units of `kind` for an hour: the tier the quantity reaches.
fn price(prices: &[BasePrice], kind: PriceResourceType, quantity: Decimal) -> Decimal {
    let unit = prices
        .iter()
        .filter(|p| p.resource_type == kind)
        .map(|p| (p.num_cpus_from.or(p.gigabytes_from).unwrap_or(0), p.price_per_unit.0))
        .filter(|(from, _)| Decimal::from(*from) <= quantity)
        .max_by_key(|(from, _)| *from)
        .map_or(Decimal::ZERO, |(_, p)| p);
    unit * quantity
}

impl Model {
    fn hourly(&self, package: &PackageModel) -> Decimal {
        let (mut cpu, mut ram, mut disk, mut licences) = (0u32, 0u32, 0u32, 0u32);
        for (&(c, r, d), &running) in package.vms().iter().zip(&package.running) {
            if running {
                cpu += c;
                ram += r;
                licences += 1;
            }
            disk += d;
        }
        [
            (PriceResourceType::Cpu, cpu),
            (PriceResourceType::Ram, ram),
            (PriceResourceType::Storage, disk),
            (PriceResourceType::AssignedFloatingIp, 1),
            (PriceResourceType::License, licences),
        ]
        .into_iter()
        .filter(|(_, q)| *q > 0)
        .map(|(kind, q)| price(&self.prices, kind, Decimal::from(q)))
        .sum()
    }

    /// Charges each hour boundary up to `to` for the packages active on it.
    fn advance(&mut self, to: i64) {
        let mut boundary = (self.now / 3600 + 1) * 3600;
        while boundary <= to {
            let charges: Vec<Option<Decimal>> =
                self.packages.iter().map(|p| (p.status(boundary) == PackageStatus::Active).then(|| self.hourly(p))).collect();
            for (package, charge) in self.packages.iter_mut().zip(charges) {
                if let Some(charge) = charge {
                    package.hours += 1;
                    package.cost += charge;
                }
            }
            boundary += 3600;
        }
        self.now = to;
    }

    fn live(&mut self, i: usize) -> Option<&mut PackageModel> {
        self.packages.get_mut(i).filter(|p| !p.deleted)
    }
}

impl ReferenceStateMachine for Model {
    type State = Model;
    type Transition = Step;

    fn init_state() -> BoxedStrategy<Model> {
        (0..STARTS.len())
            .prop_map(|start| Model { start, now: 0, packages: Vec::new(), prices: brand().simulation.prices, accepted: true })
            .boxed()
    }

    fn transitions(_: &Model) -> BoxedStrategy<Step> {
        prop_oneof![
            2 => any::<bool>().prop_map(|cluster| Step::Create { cluster }),
            1 => (0..4usize).prop_map(Step::Delete),
            3 => (0..4usize, 0..2usize).prop_map(|(p, v)| Step::Toggle(p, v)),
            2 => (0..4usize, 0..ADDRESSES.len(), any::<bool>()).prop_map(|(package, address, add)| Step::Whitelist { package, address, add }),
            1 => (0..4usize, any::<bool>()).prop_map(|(p, daily)| Step::Maintenance(p, daily)),
            4 => prop_oneof![1i64..=30, 30i64..=180, 600i64..=3000].prop_map(Step::Advance),
        ]
        .boxed()
    }

    fn apply(mut state: Model, step: &Step) -> Model {
        let now = state.now;
        state.accepted = match *step {
            Step::Advance(minutes) => {
                state.advance(now + minutes * 60);
                true
            }
            Step::Create { cluster } => {
                let vms = if cluster { 2 } else { 1 };
                state.packages.push(PackageModel {
                    cluster,
                    created: now,
                    ready: now + 1501,
                    deleted: false,
                    running: vec![true; vms],
                    whitelist: Vec::new(),
                    weekly_only: true,
                    hours: 0,
                    cost: Decimal::ZERO,
                });
                true
            }
            Step::Delete(i) => state.live(i).map(|p| p.deleted = true).is_some(),
            Step::Toggle(i, vm) => match state.live(i) {
                Some(p) if now >= p.ready && vm < p.running.len() => {
                    p.running[vm] = !p.running[vm];
                    true
                }
                _ => false,
            },
            Step::Whitelist { package, address, add } => {
                let entry = ADDRESSES[address];
                match state.live(package) {
                    Some(p) if entry != "not-an-ip" && add != p.whitelist.contains(&entry) => {
                        if add {
                            p.whitelist.push(entry);
                        } else {
                            p.whitelist.retain(|a| *a != entry);
                        }
                        true
                    }
                    _ => false,
                }
            }
            Step::Maintenance(i, daily) => state
                .live(i)
                .map(|p| {
                    p.weekly_only &= !daily;
                })
                .is_some(),
        };
        state
    }
}

struct Sut {
    world: World,
    brand: Brand,
    user: u64,
    start: Timestamp,
    packages: Vec<String>,
}

impl Sut {
    fn call<T>(&mut self, op: impl FnOnce(&mut World, &Cx) -> DomainResult<T>) -> DomainResult<T> {
        let location = self.brand.config.locations.iter().find(|l| l.is_default).cloned();
        let cx = Cx::new(self.world.now, Some(self.user), &self.brand, location.as_ref());
        op(&mut self.world, &cx)
    }

    fn uuid(&self, i: usize) -> String {
        self.packages.get(i).cloned().unwrap_or_else(|| "none".into())
    }

    /// The package's VM uuids: database or control plane first, then the worker.
    fn vm(&self, i: usize, vm: usize) -> String {
        let Some(package) = self.packages.get(i).and_then(|u| self.world.services.packages.get(u)) else { return "none".into() };
        let mut vms: Vec<_> = package.vms().collect();
        vms.sort_by_key(|r| r.pool.is_some());
        vms.get(vm).map_or_else(|| "none".into(), |r| r.uuid.clone())
    }
}

fn order(cluster: bool, location: &str) -> PackageCreate {
    let worker = Worker {
        name: "workers".into(),
        machine: WorkerMachine { cpu: WORKER_VM.0, ram: WORKER_VM.1 },
        volume: WorkerVolume { size: WORKER_VM.2 },
        minimum: 1,
        maximum: 1,
        max_surge: 1,
    };
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
    type Reference = Model;

    fn init_test(model: &Model) -> Sut {
        let mut brand = brand();
        brand.simulation.durations = durations();
        let start: Timestamp = STARTS[model.start].parse().unwrap();
        let world = seed::world(&brand, 5, WorldKind::Empty, start);
        let user = world.users.values().find(|u| u.role == Role::Owner).unwrap().id;
        Sut { world, brand, user, start, packages: Vec::new() }
    }

    fn apply(mut sut: Sut, after: &Model, step: Step) -> Sut {
        let accepted = match step {
            Step::Advance(minutes) => {
                let to = sut.world.now + SignedDuration::from_secs(minutes * 60);
                run_until(&mut sut.world, &sut.brand, to);
                true
            }
            Step::Create { cluster } => {
                let slug = sut.brand.config.locations.iter().find(|l| l.is_default).unwrap().slug.clone();
                let created = sut.call(|w, cx| services::package_create(w, cx, order(cluster, &slug)).map(|p| p.uuid.clone()));
                created.map(|uuid| sut.packages.push(uuid)).is_ok()
            }
            Step::Delete(i) => {
                let uuid = sut.uuid(i);
                sut.call(|w, cx| services::package_delete(w, cx, &uuid).map(drop)).is_ok()
            }
            Step::Toggle(i, vm) => {
                let (uuid, target) = (sut.uuid(i), sut.vm(i, vm));
                let running =
                    sut.world.services.packages.get(&uuid).and_then(|p| p.vms().find(|r| r.uuid == target)).map(|r| r.status);
                if running == Some(Some(ResourceStatus::Running)) {
                    sut.call(|w, cx| services::resource_stop(w, cx, &uuid, &target).map(drop)).is_ok()
                } else {
                    sut.call(|w, cx| services::resource_start(w, cx, &uuid, &target).map(drop)).is_ok()
                }
            }
            Step::Whitelist { package, address, add } => {
                let uuid = sut.uuid(package);
                let entry = WhitelistEntry { ip_address: Some(ADDRESSES[address].into()) };
                if add {
                    sut.call(|w, cx| services::whitelist_add(w, cx, &uuid, entry).map(drop)).is_ok()
                } else {
                    sut.call(|w, cx| services::whitelist_remove(w, cx, &uuid, entry).map(drop)).is_ok()
                }
            }
            Step::Maintenance(i, daily) => {
                let uuid = sut.uuid(i);
                let schedule = if daily { MaintenanceSchedule::Daily } else { MaintenanceSchedule::Weekly };
                let input = PropertiesUpdate { maintenance: Some(schedule), workers: None };
                sut.call(|w, cx| services::properties_update(w, cx, &uuid, input).map(drop)).is_ok()
            }
        };
        assert_eq!(accepted, after.accepted, "{step:?} was {} by the simulator", if accepted { "accepted" } else { "refused" });
        sut
    }

    fn check_invariants(sut: &Sut, model: &Model) {
        assert_eq!(sut.world.now, sut.start + SignedDuration::from_secs(model.now));
        let backup_time = &sut.brand.config.backup_time;
        for (uuid, expected) in sut.packages.iter().zip(&model.packages) {
            let package = &sut.world.services.packages[uuid];
            let status = package.status();
            assert_eq!(status, expected.status(model.now), "package {uuid} at {} s", model.now);
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
                let reached = |fifths: i64| model.now >= expected.created + 1501 * fifths / 5;
                assert_eq!(of(ConditionType::APIServerAvailable), Some(reached(1) && expected.running[0]));
                assert_eq!(of(ConditionType::EveryNodeReady), Some(reached(3) && expected.running[1]));
            }
            let whitelist: Vec<&str> = package.whitelist.iter().map(String::as_str).collect();
            if status != PackageStatus::Deleted {
                assert_eq!(whitelist, expected.whitelist);
            }
            assert!(package.backups.len() <= 7);
            for backup in &package.backups {
                let at = backup.created_at.to_zoned(TimeZone::UTC);
                assert_eq!(format!("{:02}:{:02}", at.hour(), at.minute()), *backup_time);
            }
            for pair in package.backups.windows(2) {
                assert_eq!(pair[1].created_at.duration_since(pair[0].created_at).as_secs(), 86_400, "daily");
            }
            for run in &package.maintenance_runs {
                let at = run.to_zoned(TimeZone::UTC);
                assert_eq!((at.hour(), at.minute(), at.second()), (2, 0, 0), "maintenance at 02:00 UTC");
                if expected.weekly_only {
                    assert_eq!(at.weekday(), jiff::civil::Weekday::Wednesday);
                }
            }
            let account = &sut.world.billing_accounts[&package.billing_account_id];
            let (hours, cost) = account
                .usage
                .values()
                .filter_map(|month| month.get(uuid))
                .fold((0, Decimal::ZERO), |(h, c), r| (h + r.hours, c + r.cost));
            assert_eq!((hours, cost), (expected.hours, expected.cost), "package {uuid}'s charges at {} s", model.now);
        }
    }
}

prop_state_machine! {
    #![proptest_config(ProptestConfig { cases: 64, .. ProptestConfig::default() })]
    #[test]
    fn packages_keep_their_lifecycle_backups_maintenance_window_and_charges(sequential 1..40 => Sut);
}

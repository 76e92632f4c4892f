//! The model of service packages (docs/product/services.md#package-states): PostgreSQL packages
//! and Kubernetes clusters ordered, requested for the brand's provisioning time then active,
//! renamed while they live, deleted to a tombstone; their VMs stopped and started one by one once active; whitelist
//! entries (IPv4 or CIDR, once each); maintenance weekly or daily; a rebuild from a backup making
//! an active package requested again; a cluster's one node pool scaled within 1 ≤ minimum ≤
//! maximum; a backup at the site's backup time of each day a package is active (the last seven
//! kept); each package charged, on each hour it is active, the price of what runs. One source for
//! the proptest state machine (`tests/service_packages.rs`, which drives the domain with it) and
//! for `cloudsim explore` (which walks the API with it and writes what it predicts as `expect`).

use jiff::{SignedDuration, Timestamp};
use rust_decimal::Decimal;
use serde_json::{Value, json};
use spec::config::{BasePrice, Brand};
use spec::pricing::PriceResourceType;
use spec::services::{PackageStatus, ops};

use super::walk::{Call, Opening, Thing, Walkable};
use crate::domain::machines::wire;
use crate::domain::services::schedule;

/// The whitelist entries tried: an address, two blocks, and one that is neither.
pub const ADDRESSES: [&str; 4] = ["192.0.2.1", "198.51.100.0/24", "10.0.0.0/8", "not-an-ip"];
/// A database's one VM, or a cluster's control-plane node: `(vcpu, GiB RAM, GB disk)`.
pub const DB_VM: (u32, u32, u32) = (2, 4, 40);
/// A cluster's worker node.
pub const WORKER_VM: (u32, u32, u32) = (2, 4, 50);
/// The backups a package keeps.
pub const BACKUPS_KEPT: usize = 7;

#[derive(Clone, Debug, PartialEq)]
pub struct PackageModel {
    pub cluster: bool,
    /// When the current provisioning round began (the create, or the last rebuild).
    pub provisioned: i64,
    pub ready: i64,
    pub deleted: bool,
    /// Running or stopped, once active: the database or control plane, then the workers.
    pub running: Vec<bool>,
    /// The worker pool's autoscaler bounds.
    pub pool: (u32, u32),
    /// When each backup was taken, seconds from the start: at the site's backup time of every day
    /// the package was active then (one being rebuilt has nothing to copy, so it skips that day).
    pub backups: Vec<i64>,
    pub whitelist: Vec<&'static str>,
    pub weekly_only: bool,
    pub hours: u32,
    pub cost: Decimal,
    /// Whether it was renamed (`renamed-{index}`).
    pub renamed: bool,
}

impl PackageModel {
    fn vms(&self) -> Vec<(u32, u32, u32)> {
        let mut vms = vec![DB_VM];
        vms.resize(self.running.len(), WORKER_VM);
        vms
    }

    pub fn status(&self, now: i64) -> PackageStatus {
        if self.deleted {
            PackageStatus::Deleted
        } else if now < self.ready {
            PackageStatus::Requested
        } else {
            PackageStatus::Active
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    pub start: Timestamp,
    /// Seconds since the start.
    pub now: i64,
    pub packages: Vec<PackageModel>,
    pub prices: Vec<BasePrice>,
    /// The site's daily backup time.
    pub backup: (i8, i8),
    /// The brand's provisioning time, in seconds.
    pub provision: i64,
    /// Whether the simulator must accept the last step.
    pub accepted: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Create {
        cluster: bool,
    },
    Delete(usize),
    /// A new name, while the package lives.
    Rename(usize),
    /// Stop the package's VM of this index if it runs, else start it.
    Toggle(usize, usize),
    Whitelist {
        package: usize,
        address: usize,
        add: bool,
    },
    Maintenance(usize, bool),
    /// Rebuild from the package's backup of this index (of those it keeps), when it has any.
    Rebuild(usize, usize),
    /// Set the cluster's worker pool to these autoscaler bounds.
    Scale(usize, u32, u32),
    /// Seconds.
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
    /// No packages yet on `brand` (its prices, backup time and provisioning time), from `start`.
    pub fn new(start: Timestamp, brand: &Brand) -> Model {
        let mut time = brand.config.backup_time.split(':').map(|p| p.parse::<i8>().unwrap_or(0));
        let backup = (time.next().unwrap_or(0), time.next().unwrap_or(0));
        let provision = i64::from(brand.simulation.durations.service_provision);
        Model { start, now: 0, packages: Vec::new(), prices: brand.simulation.prices.clone(), backup, provision, accepted: true }
    }

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
            // RAM is priced per 512 MB: two units a GiB.
            (PriceResourceType::Ram, ram * 2),
            (PriceResourceType::Storage, disk),
            (PriceResourceType::AssignedFloatingIp, 1),
            (PriceResourceType::License, licences),
        ]
        .into_iter()
        .filter(|(_, q)| *q > 0)
        .map(|(kind, q)| price(&self.prices, kind, Decimal::from(q)))
        .sum()
    }

    /// Charges each hour boundary up to `to` for the packages active on it, and gives each package
    /// active at the site's backup time a backup.
    fn advance_to(&mut self, to: i64) {
        let mut at = self.now;
        loop {
            let next = schedule::next_at(self.start + SignedDuration::from_secs(at), self.backup.0, self.backup.1, None);
            let next = next.duration_since(self.start).as_secs();
            if next > to {
                break;
            }
            for package in self.packages.iter_mut().filter(|p| p.status(next) == PackageStatus::Active) {
                package.backups.push(next);
            }
            at = next;
        }
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

    /// What `step` leads to; `accepted` says whether the simulator must accept it.
    pub fn apply(&mut self, step: &Step) {
        let (now, provision) = (self.now, self.provision);
        self.accepted = match *step {
            Step::Advance(seconds) => {
                self.advance_to(now + seconds);
                true
            }
            Step::Create { cluster } => {
                self.packages.push(PackageModel {
                    cluster,
                    provisioned: now,
                    ready: now + provision,
                    deleted: false,
                    running: vec![true; if cluster { 2 } else { 1 }],
                    pool: (1, 1),
                    backups: Vec::new(),
                    whitelist: Vec::new(),
                    weekly_only: true,
                    hours: 0,
                    cost: Decimal::ZERO,
                    renamed: false,
                });
                true
            }
            Step::Delete(i) => self.live(i).map(|p| p.deleted = true).is_some(),
            Step::Rename(i) => self.live(i).map(|p| p.renamed = true).is_some(),
            Step::Toggle(i, vm) => match self.live(i) {
                Some(p) if now >= p.ready && vm < p.running.len() => {
                    p.running[vm] = !p.running[vm];
                    true
                }
                _ => false,
            },
            Step::Whitelist { package, address, add } => {
                let entry = ADDRESSES[address];
                match self.live(package) {
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
            Step::Maintenance(i, daily) => self.live(i).map(|p| p.weekly_only &= !daily).is_some(),
            Step::Rebuild(i, _) => match self.live(i) {
                Some(p) if now >= p.ready && !p.backups.is_empty() => {
                    (p.provisioned, p.ready) = (now, now + provision);
                    p.running.iter_mut().for_each(|r| *r = true);
                    true
                }
                _ => false,
            },
            // docs/product/services.md#kubernetes: the one pool needs a minimum of 1 or more,
            // within its maximum. The pool keeps its nodes within the new bounds; new ones run
            // once the nodes are ready.
            Step::Scale(i, min, max) => match self.live(i) {
                Some(p) if p.cluster && 1 <= min && min <= max => {
                    let nodes = (p.running.len() as u32 - 1).clamp(min, max) as usize;
                    p.running.resize(nodes + 1, true);
                    p.pool = (min, max);
                    true
                }
                _ => false,
            },
        };
    }

    /// The backups package `i` keeps.
    pub fn kept(&self, i: usize) -> &[i64] {
        let backups = &self.packages[i].backups;
        &backups[backups.len().saturating_sub(BACKUPS_KEPT)..]
    }
}

/// A node pool of `min` to `max` worker nodes, as the API takes it.
pub fn pool(min: u32, max: u32) -> Value {
    json!({"name": "workers", "machine": {"cpu": WORKER_VM.0, "ram": WORKER_VM.1}, "volume": {"size": WORKER_VM.2},
        "min": min, "max": max, "maxSurge": 1})
}

fn package(i: usize, tail: &str) -> String {
    format!("/v1/user-resource/service/package/{{{{pkg{i}}}}}{tail}")
}

/// The walk: packages ordered on the default location, then the calls of their lifecycle; a
/// rebuild only from a backup the package does not have (the walk reads no backup's uuid).
impl Walkable for Model {
    type Step = Step;
    /// Provisioning takes minutes.
    const EVERY: i64 = 30;

    fn opening(&self, _: &str) -> Vec<Opening> {
        Vec::new()
    }

    fn steps(&self) -> Vec<Step> {
        let mut steps = vec![Step::Create { cluster: false }, Step::Create { cluster: true }];
        for (i, p) in self.packages.iter().enumerate() {
            steps.extend([Step::Delete(i), Step::Rename(i), Step::Toggle(i, 0), Step::Maintenance(i, p.weekly_only)]);
            steps.extend([Step::Scale(i, 1, 2), Step::Scale(i, 2, 3), Step::Scale(i, 0, 1)]);
            for address in 0..ADDRESSES.len() {
                steps.extend([true, false].map(|add| Step::Whitelist { package: i, address, add }));
            }
            if p.backups.is_empty() {
                steps.push(Step::Rebuild(i, 0));
            }
        }
        steps
    }

    fn call(&self, step: Step, location: &str) -> Call {
        let json =
            |method: &'static str, path: String, body: Value| Call { method, path, user: true, form: None, json: Some(body) };
        match step {
            Step::Create { cluster } => {
                let mut parameters = json!({"location": location});
                if cluster {
                    parameters["spec"] = json!({"provider": {"workers": [pool(1, 1)]}});
                }
                let (service, version) = if cluster { ("kubernetes", "1.31") } else { ("postgresql", "16.4") };
                let body = json!({"service": service, "version": version, "display_name": format!("pkg-{}", self.packages.len()),
                    "is_multi_node": false, "vm_cpu": DB_VM.0, "vm_ram": DB_VM.1 * 1024, "vm_disk_gb": DB_VM.2,
                    "package_parameters": parameters});
                json("POST", "/v1/user-resource/service/package".into(), body)
            }
            Step::Delete(i) => Call::owner("DELETE", package(i, ""), json!({})),
            Step::Rename(i) => json("PATCH", package(i, ""), json!({"display_name": format!("renamed-{i}")})),
            Step::Toggle(i, vm) => {
                let running = self.packages[i].running.get(vm).copied().unwrap_or(true);
                let tail = format!("/resources/{{{{pkg{i}vm}}}}/{}", if running { "stop" } else { "start" });
                Call::owner("POST", package(i, &tail), json!({}))
            }
            Step::Whitelist { package: i, address, add } => json(
                if add { "POST" } else { "DELETE" },
                package(i, "/whitelist_addresses"),
                json!({"ip_address": ADDRESSES[address]}),
            ),
            Step::Maintenance(i, daily) => {
                json("PATCH", package(i, "/properties"), json!({"maintenance": if daily { "daily" } else { "weekly" }}))
            }
            Step::Rebuild(i, _) => json(
                "POST",
                format!("/v1/{location}/user-resource/service/package/vm/rebuild"),
                json!({"replica_uuid": "none", "service_package_uuid": format!("{{{{pkg{i}}}}}")}),
            ),
            Step::Scale(i, min, max) => json("PATCH", package(i, "/properties"), json!({"workers": [pool(min, max)]})),
            // Not walked: time passes by the walk's own moves.
            Step::Advance(_) => Call::owner("GET", "/v1/user-resource/service/packages".into(), json!({})),
        }
    }

    fn apply(&mut self, step: Step) {
        Model::apply(self, &step);
    }

    fn accepted(&self) -> bool {
        self.accepted
    }

    fn expect(&self, before: &Model, step: Step) -> Value {
        let status = |i: usize| wire(self.packages[i].status(self.now));
        let gone = |i: usize| before.packages.get(i).is_none_or(|p| p.deleted);
        match step {
            Step::Create { .. } => json!({"status": ops::PACKAGE_CREATE.status, "body": {"status": "requested"}}),
            Step::Delete(i) if self.accepted => json!({"status": 200, "body": {"status": status(i)}}),
            Step::Rename(i) if self.accepted => {
                json!({"status": 200, "body": {"status": status(i), "display_name": format!("renamed-{i}")}})
            }
            Step::Toggle(i, _) | Step::Maintenance(i, _) | Step::Scale(i, ..) if self.accepted => {
                json!({"status": 200, "body": {"status": status(i)}})
            }
            Step::Whitelist { package: i, add, .. } if self.accepted => {
                let op = if add { ops::WHITELIST_ADD } else { ops::WHITELIST_REMOVE };
                json!({"status": op.status, "body": self.packages[i].whitelist})
            }
            // The address is checked first, then that the package lives.
            Step::Whitelist { address, .. } if ADDRESSES[address] == "not-an-ip" => json!({"status": 400}),
            Step::Delete(i)
            | Step::Rename(i)
            | Step::Toggle(i, _)
            | Step::Maintenance(i, _)
            | Step::Scale(i, ..)
            | Step::Rebuild(i, _)
            | Step::Whitelist { package: i, .. }
                if gone(i) =>
            {
                json!({"status": 404})
            }
            Step::Toggle(..) => json!({"status": 409}),
            _ => json!({"status": 400}),
        }
    }

    fn saves(&self, before: &Model, step: Step) -> Vec<(String, String)> {
        match step {
            Step::Create { .. } => {
                let i = before.packages.len();
                vec![(format!("pkg{i}"), "uuid".into()), (format!("pkg{i}vm"), "resources[0].resource_id".into())]
            }
            _ => Vec::new(),
        }
    }

    fn acted_on(&self, step: Step) -> Option<String> {
        match step {
            Step::Delete(i)
            | Step::Rename(i)
            | Step::Toggle(i, _)
            | Step::Maintenance(i, _)
            | Step::Rebuild(i, _)
            | Step::Scale(i, ..)
            | Step::Whitelist { package: i, .. } => Some(format!("pkg{i}")),
            Step::Create { .. } | Step::Advance(_) => None,
        }
    }

    fn advance(&mut self, seconds: i64) {
        Model::apply(self, &Step::Advance(seconds));
    }

    fn things(&self) -> Vec<Thing> {
        let things = self.packages.iter().enumerate();
        things
            .map(|(i, p)| Thing { machine: "service package", var: format!("pkg{i}"), status: wire(p.status(self.now)) })
            .collect()
    }

    fn read(&self, thing: &str, _: &str) -> Option<(Call, Value)> {
        let i: usize = thing.strip_prefix("pkg")?.parse().ok()?;
        let status = self.packages.get(i)?.status(self.now);
        Some((Call::owner("GET", package(i, ""), json!({})), json!({"body": {"status": wire(status)}})))
    }

    fn next_change(&self, thing: &str) -> Option<i64> {
        let p = self.packages.get(thing.strip_prefix("pkg")?.parse::<usize>().ok()?)?;
        let left = (p.status(self.now) == PackageStatus::Requested).then_some(p.ready - self.now)?;
        // Polled every EVERY seconds: the first poll at or after it is ready.
        Some(((left + Self::EVERY - 1) / Self::EVERY).max(1) * Self::EVERY)
    }

    fn waits(&self) -> Vec<i64> {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_package_is_requested_for_the_provisioning_time_and_its_vms_wait_for_it() {
        let brand = crate::brands::Brands::embedded().unwrap().default_brand().as_ref().clone();
        let mut model = Model::new(Timestamp::UNIX_EPOCH, &brand);
        model.apply(&Step::Create { cluster: true });
        assert_eq!(model.packages[0].status(0), PackageStatus::Requested);
        model.apply(&Step::Toggle(0, 0));
        assert!(!model.accepted, "still being provisioned");
        assert_eq!(Walkable::next_change(&model, "pkg0"), Some((model.provision + 29) / 30 * 30));
        model.apply(&Step::Advance(model.provision));
        assert_eq!(model.packages[0].status(model.now), PackageStatus::Active);
        model.apply(&Step::Scale(0, 2, 3));
        assert_eq!((model.accepted, model.packages[0].running.len()), (true, 3), "a second worker joins");
        model.apply(&Step::Scale(0, 0, 1));
        assert!(!model.accepted, "a pool's minimum is 1 or more");
        model.apply(&Step::Whitelist { package: 0, address: 3, add: true });
        assert!(!model.accepted);
        model.apply(&Step::Delete(0));
        assert_eq!(model.packages[0].status(model.now), PackageStatus::Deleted);
        let before = model.clone();
        model.apply(&Step::Toggle(0, 0));
        assert_eq!(model.expect(&before, Step::Toggle(0, 0))["status"], 404, "a deleted package is gone");
    }
}

//! The model of bare metal leases over a small pool (docs/product/metal.md#machine-states): the
//! first two specs of the default location, their machines as seeded (the entry spec's second
//! one offline), leased, provisioned, released (not before the minimum lease time) into cleaning
//! and available again, renamed until released, an operator taking unleased machines offline, back or deleting them; each
//! lease billed the hours its machine was in use on the hour. One source for the proptest state
//! machine (`tests/metal_lease.rs`, which drives the domain with it) and for `cloudsim explore`
//! (which walks the API with it and writes what it predicts as `expect`).

use jiff::Timestamp;
use serde_json::{Value, json};
use spec::config::{Brand, Durations};
use spec::metal::LeaseStatus;
use spec::metal::MachineStatus::{self, *};
use spec::metal::ops;

use super::walk::{Call, Opening, Thing, Walkable};
use crate::domain::machines::wire;
use crate::domain::metal::catalogue;

/// The specs driven: the first two models of the default location.
pub const SPECS: usize = 2;

#[derive(Clone, Debug, PartialEq)]
pub struct MachineModel {
    pub spec: usize,
    pub status: MachineStatus,
    /// When a pending machine is in use, or a cleaning one available.
    pub until: Option<i64>,
    /// Its place in the pool's list (every machine of every location, as seeded).
    pub row: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub struct LeaseModel {
    pub machine: usize,
    pub created: i64,
    pub ready: i64,
    pub released: bool,
    /// Hours charged: each hour boundary at which its machine was in use.
    pub hours: u32,
    /// Whether it was renamed (`renamed-{index}`).
    pub renamed: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    pub start: Timestamp,
    /// Seconds since the start.
    pub now: i64,
    pub machines: Vec<MachineModel>,
    pub leases: Vec<LeaseModel>,
    pub d: Durations,
    /// Whether the simulator must accept the last step.
    pub accepted: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// A lease of the spec of this index.
    Lease(usize),
    /// The release of the lease of this index (made or not).
    Release(usize),
    /// A new name for the lease of this index, until it is released.
    Rename(usize),
    /// The operator sets the machine of this index to a status.
    Operator(usize, MachineStatus),
    /// Seconds.
    Advance(i64),
}

impl Model {
    /// The pool of `brand` (its durations too) as seeded, from `start`.
    pub fn new(start: Timestamp, brand: &Brand) -> Model {
        let models = catalogue::models_of(&brand.name);
        let per_location: usize = models.iter().map(|m| m.machines).sum();
        let location = brand.config.locations.iter().position(|l| l.is_default).unwrap_or(0);
        let mut machines = Vec::new();
        let mut row = location * per_location;
        for (spec, model) in models.iter().enumerate().take(SPECS) {
            for m in 0..model.machines {
                // As seeded: the entry model's second machine waits for repairs.
                let status = if spec == 0 && m == 1 { Offline } else { Available };
                machines.push(MachineModel { spec, status, until: None, row });
                row += 1;
            }
        }
        let d = brand.simulation.durations.clone();
        Model { start, now: 0, machines, leases: Vec::new(), d, accepted: true }
    }

    /// Applies what is due by `to`: hourly charges first at each boundary, then state changes.
    fn advance_to(&mut self, to: i64) {
        let mut boundary = (self.now / 3600 + 1) * 3600;
        while boundary <= to {
            for lease in self.leases.iter_mut().filter(|l| !l.released && l.ready <= boundary) {
                lease.hours += 1;
            }
            boundary += 3600;
        }
        self.now = to;
        for machine in &mut self.machines {
            match (machine.status, machine.until) {
                (Pending, Some(at)) if at <= to => *machine = MachineModel { status: InUse, until: None, ..*machine },
                (Cleaning, Some(at)) if at <= to => *machine = MachineModel { status: Available, until: None, ..*machine },
                _ => {}
            }
        }
    }

    /// What `step` leads to; `accepted` says whether the simulator must accept it.
    pub fn apply(&mut self, step: &Step) {
        let now = self.now;
        self.accepted = match *step {
            Step::Advance(seconds) => {
                self.advance_to(now + seconds);
                true
            }
            Step::Lease(spec) => match self.machines.iter().position(|m| m.spec == spec && m.status == Available) {
                Some(machine) => {
                    let ready = now + i64::from(self.d.metal_provision);
                    let row = self.machines[machine].row;
                    self.machines[machine] = MachineModel { spec, status: Pending, until: Some(ready), row };
                    self.leases.push(LeaseModel { machine, created: now, ready, released: false, hours: 0, renamed: false });
                    true
                }
                None => false,
            },
            Step::Release(i) => match self.leases.get_mut(i) {
                Some(lease) if !lease.released && now >= lease.created + i64::from(self.d.metal_min_lease) => {
                    lease.released = true;
                    let until = Some(now + i64::from(self.d.metal_cleaning));
                    let machine = &mut self.machines[lease.machine];
                    *machine = MachineModel { status: Cleaning, until, ..*machine };
                    true
                }
                _ => false,
            },
            Step::Rename(i) => match self.leases.get_mut(i) {
                Some(lease) if !lease.released => {
                    lease.renamed = true;
                    true
                }
                _ => false,
            },
            Step::Operator(m, status) => {
                let machine = &mut self.machines[m];
                let allowed = settable(status) && !matches!(machine.status, Pending | InUse | Deleted);
                if allowed && machine.status != status {
                    *machine = MachineModel { status, until: None, ..*machine };
                }
                allowed
            }
        };
    }

    /// Lease `i`'s own status: its machine's while leased.
    pub fn lease_status(&self, i: usize) -> LeaseStatus {
        let lease = &self.leases[i];
        match self.machines[lease.machine].status {
            _ if lease.released => LeaseStatus::Released,
            Pending => LeaseStatus::Pending,
            _ => LeaseStatus::InUse,
        }
    }
}

/// The statuses an operator may set.
fn settable(status: MachineStatus) -> bool {
    matches!(status, Available | Offline | Deleted)
}

/// `{prefix}{i}`'s index.
fn index(var: &str, prefix: &str) -> Option<usize> {
    var.strip_prefix(prefix)?.parse().ok()
}

fn leases(location: &str, tail: &str) -> String {
    format!("/v1/{location}/metal/leases{tail}")
}

const MACHINES: &str = "/__sim/sessions/{{session}}/metal/machines";

/// The walk: the location's specs and the pool's machines read, then leases, releases and the
/// operator's changes.
impl Walkable for Model {
    type Step = Step;
    /// Provisioning and cleaning take many minutes.
    const EVERY: i64 = 60;

    fn opening(&self, location: &str) -> Vec<Opening> {
        let specs = (0..SPECS).map(|s| (format!("spec{s}"), format!("[{s}].uuid"))).collect();
        let mut paths = serde_json::Map::new();
        for machine in &self.machines {
            paths.insert(format!("[{}].status", machine.row), json!(wire(machine.status)));
        }
        let rows =
            self.machines.iter().enumerate().map(|(m, machine)| (format!("machine{m}"), format!("[{}].uuid", machine.row)));
        vec![
            Opening {
                comment: "the location's first two specs".into(),
                call: Call::owner("GET", format!("/v1/{location}/metal/specs"), json!({})),
                expect: json!({}),
                save: specs,
            },
            Opening {
                comment: "their machines, as the operator sees them".into(),
                call: Call::control("GET", MACHINES.into(), None),
                expect: json!({"paths": paths}),
                save: rows.collect(),
            },
        ]
    }

    fn steps(&self) -> Vec<Step> {
        let mut steps: Vec<Step> = (0..SPECS).map(Step::Lease).collect();
        steps.extend((0..self.leases.len()).flat_map(|i| [Step::Release(i), Step::Rename(i)]));
        for m in 0..self.machines.len() {
            steps.extend([Available, Offline, Deleted, InUse].map(|s| Step::Operator(m, s)));
        }
        steps
    }

    fn call(&self, step: Step, location: &str) -> Call {
        match step {
            Step::Lease(spec) => {
                let name = format!("lease-{}", self.leases.len());
                let form =
                    json!({"spec_uuid": format!("{{{{spec{spec}}}}}"), "display_name": name, "requested_os_id": "ubuntu-24-04"});
                Call::owner("POST", leases(location, ""), form)
            }
            Step::Release(i) => Call::owner("DELETE", leases(location, &format!("/{{{{lease{i}}}}}")), json!({})),
            Step::Rename(i) => Call::owner(
                "PATCH",
                leases(location, &format!("/{{{{lease{i}}}}}")),
                json!({"display_name": format!("renamed-{i}")}),
            ),
            Step::Operator(m, status) => {
                Call::control("POST", format!("{MACHINES}/{{{{machine{m}}}}}"), Some(json!({"status": wire(status)})))
            }
            // Not walked: time passes by the walk's own moves.
            Step::Advance(_) => Call::control("GET", MACHINES.into(), None),
        }
    }

    fn apply(&mut self, step: Step) {
        Model::apply(self, &step);
    }

    fn accepted(&self) -> bool {
        self.accepted
    }

    fn expect(&self, before: &Model, step: Step) -> Value {
        match step {
            Step::Lease(_) if self.accepted => {
                let lease = self.leases.last().map_or(0, |l| l.machine);
                json!({"status": ops::LEASE_CREATE.status, "body": {"status": "pending", "machine_uuid": format!("{{{{machine{lease}}}}}")}})
            }
            Step::Release(_) if self.accepted => json!({"status": 200, "body": {"success": true}}),
            Step::Rename(i) if self.accepted => {
                json!({"status": 200, "body": {"status": wire(self.lease_status(i)), "display_name": format!("renamed-{i}")}})
            }
            Step::Operator(m, _) if self.accepted => json!({"status": 200, "body": {"status": wire(self.machines[m].status)}}),
            Step::Operator(_, status) if !settable(status) => json!({"status": 400}),
            Step::Operator(m, _) if before.machines[m].status == Deleted => json!({"status": 404}),
            Step::Lease(_) | Step::Release(_) | Step::Rename(_) | Step::Operator(..) => json!({"status": 409}),
            Step::Advance(_) => json!({"status": 200}),
        }
    }

    fn saves(&self, before: &Model, step: Step) -> Vec<(String, String)> {
        match step {
            Step::Lease(_) if self.accepted => vec![(format!("lease{}", before.leases.len()), "uuid".into())],
            _ => Vec::new(),
        }
    }

    fn acted_on(&self, step: Step) -> Option<String> {
        match step {
            Step::Release(i) | Step::Rename(i) if i < self.leases.len() => Some(format!("lease{i}")),
            Step::Operator(m, _) => Some(format!("machine{m}")),
            Step::Lease(_) | Step::Release(_) | Step::Rename(_) | Step::Advance(_) => None,
        }
    }

    fn advance(&mut self, seconds: i64) {
        Model::apply(self, &Step::Advance(seconds));
    }

    fn things(&self) -> Vec<Thing> {
        let leases = (0..self.leases.len()).map(|i| Thing {
            machine: "metal lease",
            var: format!("lease{i}"),
            status: wire(self.lease_status(i)),
        });
        let machines = self.machines.iter().enumerate().map(|(m, machine)| Thing {
            machine: "metal machine",
            var: format!("machine{m}"),
            status: wire(machine.status),
        });
        leases.chain(machines).collect()
    }

    fn read(&self, thing: &str, location: &str) -> Option<(Call, Value)> {
        if let Some(i) = index(thing, "lease").filter(|&i| i < self.leases.len()) {
            let expect = json!({"paths": {format!("[{i}].status"): wire(self.lease_status(i))}});
            return Some((Call::owner("GET", leases(location, ""), json!({})), expect));
        }
        let machine = self.machines.get(index(thing, "machine")?)?;
        let expect = json!({"paths": {format!("[{}].status", machine.row): wire(machine.status)}});
        Some((Call::control("GET", MACHINES.into(), None), expect))
    }

    fn next_change(&self, thing: &str) -> Option<i64> {
        let m = match index(thing, "lease") {
            Some(i) => self.leases.get(i).filter(|l| !l.released)?.machine,
            None => index(thing, "machine")?,
        };
        let until = self.machines.get(m)?.until?;
        // Polled every EVERY seconds: the first poll at or after the change.
        let polls = ((until - self.now) + Self::EVERY - 1) / Self::EVERY;
        Some(polls.max(1) * Self::EVERY)
    }

    fn waits(&self) -> Vec<i64> {
        let releasable =
            self.leases.iter().filter(|l| !l.released).map(|l| l.created + i64::from(self.d.metal_min_lease) - self.now);
        releasable.filter(|&wait| wait > 0).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lease_is_released_only_after_the_minimum_lease_time_and_its_machine_is_cleaned() {
        let brand = crate::brands::Brands::embedded().unwrap().default_brand().as_ref().clone();
        let d = brand.simulation.durations.clone();
        let mut model = Model::new(Timestamp::UNIX_EPOCH, &brand);
        assert_eq!(model.machines[1].status, Offline, "as seeded");
        model.apply(&Step::Lease(0));
        assert!(model.accepted);
        assert_eq!((model.lease_status(0), model.machines[0].status), (LeaseStatus::Pending, Pending));
        assert_eq!(Walkable::next_change(&model, "lease0"), Some(i64::from(d.metal_provision.div_ceil(60) * 60)));
        model.apply(&Step::Operator(0, Offline));
        assert!(!model.accepted, "a leased machine changes only through its lease");
        model.apply(&Step::Advance(i64::from(d.metal_provision)));
        assert_eq!(model.lease_status(0), LeaseStatus::InUse);
        model.apply(&Step::Release(0));
        assert!(!model.accepted, "too soon");
        assert_eq!(model.waits(), [i64::from(d.metal_min_lease - d.metal_provision)]);
        model.apply(&Step::Advance(i64::from(d.metal_min_lease - d.metal_provision)));
        model.apply(&Step::Release(0));
        assert!(model.accepted);
        assert_eq!((model.lease_status(0), model.machines[0].status), (LeaseStatus::Released, Cleaning));
        model.apply(&Step::Advance(i64::from(d.metal_cleaning)));
        assert_eq!(model.machines[0].status, Available);
        assert_eq!(model.leases[0].hours, 1, "the one hour boundary it was in use on");
    }
}

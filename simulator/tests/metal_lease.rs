//! Bare metal leases as a proptest state machine: random leases, releases, an operator taking
//! machines offline, back to available or deleting them, and clock advances over a small pool
//! (two specs, five machines, one offline), from several start instants (a Monday, a month's
//! last hour, leap day, the year's end). After every step every rule of docs/product/metal.md#machine-states holds
//! (`pool::check_invariants`), each machine is in the state the model says, and each lease has
//! been billed exactly the hours it was in use on the hour. The model is the library's
//! (`scenario/explore/metal.rs`), which `cloudsim explore` walks the API with.

use jiff::{SignedDuration, Timestamp};
use proptest::prelude::*;
use proptest_state_machine::{ReferenceStateMachine, StateMachineTest, prop_state_machine};
use simulator::clock::run_until;
use simulator::domain::metal;
use simulator::scenario::explore::metal::{Model, SPECS, Step};
use spec::config::Brand;
use spec::metal::MachineStatus::*;
use spec::metal::{LeaseCreate, LeaseUpdate, MachineSet};

use crate::common;

const STARTS: [&str; 4] = ["2026-01-05T09:00:00Z", "2026-03-31T22:00:00Z", "2028-02-29T21:00:00Z", "2026-12-31T20:00:00Z"];

/// The default brand with durations that never end on the hour when steps come on whole
/// minutes, so the model need not guess the order of two things due at the same instant.
fn brand() -> Brand {
    let mut brand = common::brand();
    let d = brand.simulation.durations;
    brand.simulation.durations =
        spec::config::Durations { metal_provision: 1501, metal_cleaning: 901, metal_min_lease: 3599, ..d };
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

    fn transitions(state: &Model) -> BoxedStrategy<Step> {
        let machines = state.machines.len();
        prop_oneof![
            3 => (0..SPECS).prop_map(Step::Lease),
            3 => (0..8usize).prop_map(Step::Release),
            1 => (0..8usize).prop_map(Step::Rename),
            2 => (0..machines, prop_oneof![Just(Available), Just(Offline), Just(Deleted), Just(InUse)])
                .prop_map(|(m, s)| Step::Operator(m, s)),
            // Whole minutes.
            4 => prop_oneof![1i64..=30, 30i64..=180].prop_map(|minutes| Step::Advance(minutes * 60)),
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
    specs: Vec<String>,
    machines: Vec<String>,
    leases: Vec<String>,
}

impl StateMachineTest for Sut {
    type SystemUnderTest = Sut;
    type Reference = Reference;

    fn init_test(model: &Model) -> Sut {
        let start = model.start;
        let owner = common::Owner::new(brand(), 3, start);
        let (world, brand) = (&owner.world, &owner.brand);
        let slug = brand.config.locations.iter().find(|l| l.is_default).unwrap().slug.clone();
        let mut specs: Vec<_> = world.metal.specs.values().filter(|s| s.location == slug).collect();
        specs.sort_by_key(|s| s.seq);
        let specs: Vec<String> = specs.into_iter().take(SPECS).map(|s| s.uuid.clone()).collect();
        let mut machines: Vec<_> = world.metal.machines.values().filter(|m| specs.contains(&m.spec_uuid)).collect();
        machines.sort_by_key(|m| m.seq);
        let machines = machines.into_iter().map(|m| m.uuid.clone()).collect();
        Sut { owner, start, specs, machines, leases: Vec::new() }
    }

    fn apply(mut sut: Sut, after: &Model, step: Step) -> Sut {
        let accepted = match step {
            Step::Advance(seconds) => {
                let to = sut.owner.world.now + SignedDuration::from_secs(seconds);
                run_until(&mut sut.owner.world, &sut.owner.brand, to);
                true
            }
            Step::Lease(spec) => {
                let input = LeaseCreate {
                    spec_uuid: sut.specs[spec].clone(),
                    display_name: format!("lease-{}", sut.leases.len()),
                    requested_os_id: "ubuntu-24-04".into(),
                    billing_account_id: None,
                };
                let created = sut.owner.call(|w, cx| metal::lease_create(w, cx, input).map(|l| l.uuid.clone()));
                created.map(|uuid| sut.leases.push(uuid)).is_ok()
            }
            Step::Release(i) => {
                let uuid = sut.leases.get(i).cloned().unwrap_or_else(|| "none".into());
                sut.owner.call(|w, cx| metal::lease_release(w, cx, &uuid)).is_ok()
            }
            Step::Rename(i) => {
                let uuid = sut.leases.get(i).cloned().unwrap_or_else(|| "none".into());
                let input = LeaseUpdate { display_name: format!("renamed-{i}") };
                sut.owner.call(|w, cx| metal::lease_update(w, cx, &uuid, input).map(drop)).is_ok()
            }
            Step::Operator(m, status) => {
                let uuid = sut.machines[m].clone();
                let set = MachineSet { status, admin_notes: None };
                sut.owner.call(|w, cx| metal::machine_set(w, cx, &uuid, set)).is_ok()
            }
        };
        assert_eq!(accepted, after.accepted, "{step:?} was {} by the simulator", if accepted { "accepted" } else { "refused" });
        sut
    }

    fn check_invariants(sut: &Sut, model: &Model) {
        assert_eq!(sut.owner.world.now, sut.start + SignedDuration::from_secs(model.now));
        metal::check_invariants(&sut.owner.world)
            .unwrap_or_else(|broken| panic!("docs/product/metal.md#machine-states broken at {} s: {broken}", model.now));
        for (uuid, expected) in sut.machines.iter().zip(&model.machines) {
            assert_eq!(sut.owner.world.metal.status_of(uuid), Some(expected.status), "machine {uuid} at {} s", model.now);
            let row = metal::pool::machines(&sut.owner.world).iter().position(|m| &m.uuid == uuid);
            assert_eq!(row, Some(expected.row), "machine {uuid}'s place in the pool's list");
        }
        for (i, (uuid, expected)) in sut.leases.iter().zip(&model.leases).enumerate() {
            let lease = &sut.owner.world.metal.leases[uuid];
            assert_eq!(lease.machine_uuid, sut.machines[expected.machine]);
            assert_eq!(lease.released_at.is_some(), expected.released);
            assert_eq!(lease.display_name == format!("renamed-{i}"), expected.renamed, "lease {uuid}'s name");
            assert_eq!(lease.status(&sut.owner.world.metal), model.lease_status(i), "lease {uuid}'s status");
            let account = &sut.owner.world.billing.accounts[&lease.billing_account_id];
            let hours: u32 = account.usage.values().filter_map(|month| month.get(uuid)).map(|r| r.hours).sum();
            assert_eq!(hours, expected.hours, "lease {uuid}'s billed hours at {} s", model.now);
        }
    }
}

prop_state_machine! {
    #![proptest_config(ProptestConfig { cases: 64, .. ProptestConfig::default() })]
    #[test]
    fn metal_leases_keep_the_pool_rules_and_bill_in_use_hours(sequential 1..50 => Sut);
}

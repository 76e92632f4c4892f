//! The MFA lifecycle (activate → enrol with the ticket before it expires → deactivate) as a
//! proptest state machine: random operations and clock advances against a small model.

use crate::common;

use jiff::{SignedDuration, Timestamp};
use proptest::prelude::*;
use proptest_state_machine::{ReferenceStateMachine, StateMachineTest, prop_state_machine};
use simulator::clock::run_until;
use simulator::domain::identity;
use spec::config::Brand;

#[derive(Clone, Debug)]
struct Model {
    /// Where simulated time begins, any day.
    start: Timestamp,
    /// Seconds since the start.
    now: i64,
    active: bool,
    /// Index (in issue order) and expiry of the one open ticket.
    open: Option<(usize, i64)>,
    issued: usize,
    valid_for: i64,
}

#[derive(Clone, Debug)]
enum Step {
    Activate,
    /// Enrol with the n-th ticket ever issued (stale ones must be refused).
    Enrol(usize),
    Deactivate,
    Advance(i64),
}

fn brand() -> Brand {
    let mut brand = common::brand();
    brand.config.features.mfa_available = true;
    brand
}

impl ReferenceStateMachine for Model {
    type State = Model;
    type Transition = Step;

    fn init_state() -> BoxedStrategy<Model> {
        let valid_for = i64::from(brand().simulation.durations.mfa_ticket_valid);
        common::any_start()
            .prop_map(move |start| Model { start, now: 0, active: false, open: None, issued: 0, valid_for })
            .boxed()
    }

    fn transitions(state: &Model) -> BoxedStrategy<Step> {
        let issued = state.issued.max(1);
        prop_oneof![
            3 => Just(Step::Activate),
            3 => (0..issued).prop_map(Step::Enrol),
            2 => Just(Step::Deactivate),
            3 => (0..2 * state.valid_for).prop_map(Step::Advance),
        ]
        .boxed()
    }

    fn apply(mut state: Model, step: &Step) -> Model {
        match *step {
            Step::Activate if !state.active => {
                state.open = Some((state.issued, state.now + state.valid_for));
                state.issued += 1;
            }
            Step::Enrol(n) if state.open.is_some_and(|(i, _)| i == n) => {
                state.active = true;
                state.open = None;
            }
            // Deactivation is unavailable (docs/product/identity.md#mfa): nothing changes.
            Step::Deactivate => {}
            Step::Advance(seconds) => {
                state.now += seconds;
                if state.open.is_some_and(|(_, expires)| expires <= state.now) {
                    state.open = None;
                }
            }
            _ => {}
        }
        state
    }
}

struct Sut {
    owner: common::Owner,
    start: Timestamp,
    tickets: Vec<String>,
}

impl StateMachineTest for Sut {
    type SystemUnderTest = Sut;
    type Reference = Model;

    fn init_test(model: &Model) -> Sut {
        let brand = brand();
        let start = model.start;
        Sut { owner: common::Owner::new(brand, 5, start), start, tickets: Vec::new() }
    }

    fn apply(mut sut: Sut, after: &Model, step: Step) -> Sut {
        match step {
            Step::Activate => match sut.owner.call(identity::mfa_activate) {
                Ok(ticket) => sut.tickets.push(ticket.id),
                Err(_) => assert!(after.active, "activation may fail only while MFA is active"),
            },
            Step::Enrol(n) => {
                // Success or refusal shows in the invariants: active flag and open tickets.
                let id = sut.tickets.get(n).cloned().unwrap_or_default();
                let _ = identity::mfa_enrol(&mut sut.owner.world, &id);
            }
            Step::Deactivate => {
                let _ = sut.owner.call(identity::mfa_deactivate);
            }
            Step::Advance(seconds) => {
                let to = sut.owner.world.now + SignedDuration::from_secs(seconds);
                run_until(&mut sut.owner.world, &sut.owner.brand, to);
            }
        }
        sut
    }

    fn check_invariants(sut: &Sut, model: &Model) {
        assert_eq!(sut.owner.world.user(sut.owner.user).unwrap().mfa_active, model.active);
        assert_eq!(sut.owner.world.identity.mfa_tickets.len(), usize::from(model.open.is_some()), "open tickets");
        assert_eq!(sut.owner.world.now, sut.start + SignedDuration::from_secs(model.now));
        if let Some((i, _)) = model.open {
            assert!(sut.owner.world.identity.mfa_tickets.contains_key(&sut.tickets[i]), "the newest ticket is the open one");
        }
    }
}

prop_state_machine! {
    #![proptest_config(ProptestConfig { cases: 64, .. ProptestConfig::default() })]
    #[test]
    fn mfa_lifecycle_follows_the_model(sequential 1..40 => Sut);
}

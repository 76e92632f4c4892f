//! The state machines a QA run's coverage measures (`cloudsim run --coverage`,
//! scenarios/qa/README.md#coverage), each with its states and transitions as its API answers name
//! them. Every table is the one its own module keeps beside the machine's code; this only lists
//! them, so coverage never keeps a second list.

use serde::Serialize;

use super::{access, billing, compute, metal, payment, services};

/// One machine: its name, every state it has and every change between two of them, in the wire's
/// own words (`"running"`, `"LIMITED"`, an invoice's status code `5`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Machine {
    pub name: &'static str,
    pub transitions: Vec<(String, String)>,
}

impl Machine {
    fn of<S: Serialize + Copy>(name: &'static str, table: &[(S, S)]) -> Machine {
        Machine { name, transitions: table.iter().map(|(from, to)| (wire(*from), wire(*to))).collect() }
    }

    /// The machine's states, in the order its table first names them.
    pub fn states(&self) -> Vec<&str> {
        let mut states: Vec<&str> = Vec::new();
        for (from, to) in &self.transitions {
            for state in [from, to] {
                if !states.contains(&state.as_str()) {
                    states.push(state);
                }
            }
        }
        states
    }
}

/// A state as its API answers write it: a string as is, anything else (a number) as JSON.
pub fn wire<S: Serialize>(state: S) -> String {
    match serde_json::to_value(state) {
        Ok(serde_json::Value::String(text)) => text,
        Ok(other) => other.to_string(),
        Err(_) => String::new(),
    }
}

/// Every machine, by the names coverage reports.
pub fn all() -> Vec<Machine> {
    vec![
        Machine::of("vm", compute::lifecycle::TRANSITIONS),
        Machine::of("disk", compute::disk::TRANSITIONS),
        Machine::of("metal lease", metal::LEASE_TRANSITIONS),
        Machine::of("metal machine", metal::pool::TRANSITIONS),
        Machine::of("service package", services::PACKAGE_TRANSITIONS),
        Machine::of("cluster condition", services::cluster::CONDITION_TRANSITIONS),
        Machine::of("invoice", billing::invoice::TRANSITIONS),
        Machine::of("restriction", billing::restriction::TRANSITIONS),
        Machine::of("card", payment::card::TRANSITIONS),
        Machine::of("invitation", access::TRANSITIONS),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_machine_names_its_states_as_the_wire_does() {
        let machines = all();
        let vm = machines.iter().find(|m| m.name == "vm").unwrap();
        assert!(vm.transitions.contains(&("creating".into(), "running".into())));
        let invoice = machines.iter().find(|m| m.name == "invoice").unwrap();
        assert_eq!(invoice.states(), ["0", "5", "10"]);
        let restriction = machines.iter().find(|m| m.name == "restriction").unwrap();
        assert_eq!(restriction.states(), ["CLEAR", "LIMITED", "FROZEN", "TERMINATED"]);
        for machine in &machines {
            assert!(machine.transitions.iter().all(|(from, to)| from != to && !from.is_empty()), "{}", machine.name);
        }
    }
}

//! The state-machine transitions a run exercised, watched from outside as a black-box client
//! sees them: each answer's resources with their states, one resource's state against the state
//! it last showed in the same file. The machines and their transitions are the domain's own
//! tables (`domain::machines`); this only knows where each machine's state sits in an answer.
//!
//! A deleted resource often leaves the lists rather than showing `deleted`: the machine's own
//! delete operation answered 2xx, naming a watched resource (in its path, query or body), moves it
//! into its machine's deleted state.
//!
//! A poll can miss a short state (a VM checked before and after its 6 s start reads `stopped`,
//! then `running`): a change the table has no edge for counts the steps of the one shortest path
//! between the two states, when only one exists; otherwise it is listed as unexplained.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fmt::Write;

use serde::Serialize;
use serde_json::{Map, Value};

use super::coverage::{Seen, escape, operations_called};
use crate::domain::access::InvitationState;
use crate::domain::machines::{self, Machine, wire};
use crate::domain::payment::card::CardState;

/// The operation that deletes each machine's resources, for those whose deleted resources leave
/// the lists.
const DELETED_BY: &[(&str, &str)] =
    &[("vm", "vm_delete"), ("disk", "disk_delete"), ("service package", "service_package_delete"), ("card", "card_delete")];

/// A machine's transitions and how often a run exercised each.
#[derive(Debug, Serialize)]
pub struct MachineCoverage {
    pub name: &'static str,
    /// Transitions exercised at least once.
    pub covered: usize,
    pub transitions: Vec<TransitionCoverage>,
    /// Changes seen that neither an edge nor one shortest path explains (`from → to`), with their
    /// count: a missed state with two ways through it, or a change the domain's table lacks.
    pub unexplained: BTreeMap<String, usize>,
}

#[derive(Debug, Serialize)]
pub struct TransitionCoverage {
    pub from: String,
    pub to: String,
    pub seen: usize,
    /// Of `seen`, the times it was a step of a path across a state no answer showed.
    pub inferred: usize,
}

/// The machines' coverage over the runs, each run's calls in order.
pub fn coverage<'a>(runs: impl Iterator<Item = &'a [Seen]>) -> Vec<MachineCoverage> {
    let machines = machines::all();
    let mut result: Vec<MachineCoverage> = machines
        .iter()
        .map(|m| MachineCoverage {
            name: m.name,
            covered: 0,
            transitions: m
                .transitions
                .iter()
                .map(|(from, to)| TransitionCoverage { from: from.clone(), to: to.clone(), seen: 0, inferred: 0 })
                .collect(),
            unexplained: BTreeMap::new(),
        })
        .collect();
    for calls in runs {
        let mut watch = Watch::default();
        for (seen, _, operation) in operations_called(calls) {
            let operation = operation.map(|i| spec::routes::OPERATIONS[i].id);
            let deletes = DELETED_BY.iter().filter(|(_, op)| Some(*op) == operation).map(|(machine, _)| *machine);
            for machine in deletes.filter(|_| (200..300).contains(&seen.status)) {
                watch.deleted(machine, &named(seen), &machines);
            }
            watch.answer(&seen.states, &seen.history);
        }
        for (name, from, to) in watch.changes {
            let Some(i) = machines.iter().position(|m| m.name == name) else { continue };
            match explain(&machines[i], &from, &to) {
                Some(edges) => {
                    for edge in &edges {
                        let t = &mut result[i].transitions[*edge];
                        t.seen += 1;
                        t.inferred += usize::from(edges.len() > 1);
                    }
                }
                None => *result[i].unexplained.entry(format!("{from} → {to}")).or_insert(0) += 1,
            }
        }
    }
    for machine in &mut result {
        machine.covered = machine.transitions.iter().filter(|t| t.seen > 0).count();
    }
    result
}

/// The machines' table for the coverage page: one row per machine, its transitions marked.
pub fn html(machines: &[MachineCoverage], out: &mut String) {
    out.push_str(
        "<h2>State machines</h2><table><tr><th>machine<th>covered<th>transitions (seen, of them inferred)<th>unexplained",
    );
    for m in machines {
        let _ = write!(out, "<tr><td>{}<td>{} of {}<td>", m.name, m.covered, m.transitions.len());
        for t in &m.transitions {
            let class = if t.seen > 0 { "yes" } else { "no" };
            let _ = write!(
                out,
                "<span class={class}>{} → {} ×{} ({})</span><br>",
                escape(&t.from),
                escape(&t.to),
                t.seen,
                t.inferred
            );
        }
        let unexplained: Vec<String> = m.unexplained.iter().map(|(c, n)| format!("{} ×{n}", escape(c))).collect();
        let _ = write!(out, "<td>{}", unexplained.join("<br>"));
    }
    out.push_str("</table>");
}

/// A resource's state in an answer: its machine, the resource (machine-specific key) and the state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub machine: &'static str,
    pub key: String,
    pub state: String,
}

/// A machine's history rows (a bare-metal machine's, as a lease or the pool lists them) read as
/// changes in order: (machine, from-row id, from, to).
pub type HistoryStep = (String, u64, String, String);

/// Every resource state in `json`, at any depth, and the history steps it lists.
pub fn states_in(json: &Value) -> (Vec<State>, Vec<HistoryStep>) {
    let (mut states, mut steps) = (Vec::new(), Vec::new());
    walk(json, None, &mut states, &mut steps);
    (states, steps)
}

fn walk(json: &Value, package: Option<&str>, states: &mut Vec<State>, steps: &mut Vec<HistoryStep>) {
    match json {
        Value::Array(items) => items.iter().for_each(|item| walk(item, package, states, steps)),
        Value::Object(object) => {
            states.extend(recognise(object, package));
            history(object, steps);
            let package = is_package(object).then(|| text(object, "uuid")).flatten().or(package);
            object.values().for_each(|value| walk(value, package, states, steps));
        }
        _ => {}
    }
}

fn text<'v>(object: &'v Map<String, Value>, key: &str) -> Option<&'v str> {
    object.get(key).and_then(Value::as_str)
}

fn has(object: &Map<String, Value>, keys: &[&str]) -> bool {
    keys.iter().all(|key| object.contains_key(*key))
}

fn is_package(object: &Map<String, Value>) -> bool {
    has(object, &["uuid", "status", "service", "is_multi_node"])
}

fn flag(object: &Map<String, Value>, key: &str) -> bool {
    object.get(key).and_then(Value::as_bool).unwrap_or(false)
}

/// The machine state an object of the API's shapes carries, if it is one.
fn recognise(object: &Map<String, Value>, package: Option<&str>) -> Option<State> {
    let state = |machine, key: String, state: String| Some(State { machine, key, state });
    let id = |key: &str| object.get(key).map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_owned));
    let status = || object.get("status").map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_owned));
    if has(object, &["uuid", "status", "vcpu", "memory"]) {
        return state("vm", id("uuid")?, status()?);
    }
    if has(object, &["uuid", "status", "size_gb", "storage_pool_uuid"]) {
        return state("disk", id("uuid")?, status()?);
    }
    if has(object, &["uuid", "status", "machine_uuid", "spec_uuid"]) {
        return state("metal lease", id("uuid")?, status()?);
    }
    if has(object, &["uuid", "status", "spec_uuid", "label", "history"]) {
        return state("metal machine", id("uuid")?, status()?);
    }
    if is_package(object) {
        return state("service package", id("uuid")?, status()?);
    }
    if has(object, &["type", "status", "reason"]) && object.len() == 3 {
        return state("cluster condition", format!("{}/{}", package?, text(object, "type")?), status()?);
    }
    if has(object, &["padded_id", "status", "period_start", "billing_account_id"]) {
        return state("invoice", format!("{}/{}", id("billing_account_id")?, id("period_start")?), status()?);
    }
    if has(object, &["id", "restriction_level"]) {
        return state("restriction", id("id")?, text(object, "restriction_level")?.to_owned());
    }
    if has(object, &["id", "is_verified", "is_verification_pending", "is_deleted"]) {
        let card =
            CardState::of(flag(object, "is_deleted"), flag(object, "is_verified"), flag(object, "is_verification_pending"));
        return state("card", id("id")?, wire(card));
    }
    if has(object, &["uuid", "grantee_username", "is_accepted"]) {
        return state("invitation", id("uuid")?, wire(InvitationState::of(flag(object, "is_accepted"))));
    }
    None
}

/// A bare-metal history (`history: [{id, status, changed_at, …}]`): each row after the first is a
/// change of the machine the rows belong to.
fn history(object: &Map<String, Value>, steps: &mut Vec<HistoryStep>) {
    let machine = text(object, "machine_uuid").or_else(|| object.contains_key("label").then(|| text(object, "uuid")).flatten());
    let (Some(machine), Some(Value::Array(rows))) = (machine, object.get("history")) else { return };
    let rows: Vec<(u64, &str)> =
        rows.iter().filter_map(|row| Some((row.get("id")?.as_u64()?, row.get("status")?.as_str()?))).collect();
    for pair in rows.windows(2) {
        steps.push((machine.to_string(), pair[0].0, pair[0].1.to_string(), pair[1].1.to_string()));
    }
}

/// One file's watch: the state each resource last showed, and every change seen.
#[derive(Default)]
pub struct Watch {
    last: BTreeMap<(&'static str, String), String>,
    history_seen: BTreeSet<(String, u64)>,
    /// (machine, from, to), in order.
    pub changes: Vec<(&'static str, String, String)>,
}

impl Watch {
    pub fn answer(&mut self, states: &[State], steps: &[HistoryStep]) {
        for State { machine, key, state } in states {
            let last = self.last.insert((*machine, key.clone()), state.clone());
            if let Some(last) = last.filter(|last| last != state) {
                self.changes.push((machine, last, state.clone()));
            }
        }
        self.history(steps);
    }

    /// `machine`'s delete operation went through naming `values`: each of its watched resources
    /// among them is deleted.
    pub fn deleted(&mut self, machine: &'static str, values: &[String], machines: &[Machine]) {
        let deleted = machines
            .iter()
            .find(|m| m.name == machine)
            .and_then(|m| m.states().into_iter().find(|s| s.eq_ignore_ascii_case("deleted")).map(str::to_owned));
        let Some(deleted) = deleted else { return };
        for ((watched, key), last) in &mut self.last {
            if *watched == machine && *last != deleted && values.contains(key) {
                self.changes.push((machine, std::mem::replace(last, deleted.clone()), deleted.clone()));
            }
        }
    }

    fn history(&mut self, steps: &[HistoryStep]) {
        for (machine, row, from, to) in steps {
            if self.history_seen.insert((machine.clone(), *row)) {
                self.changes.push(("metal machine", from.clone(), to.clone()));
            }
        }
    }
}

/// The values a request names: its path segments, query and form values, a JSON body's values.
fn named(seen: &Seen) -> Vec<String> {
    let (path, query) = seen.uri.split_once('?').unwrap_or((&seen.uri, ""));
    let mut values: Vec<String> = path.split('/').map(str::to_owned).collect();
    let body = seen.body.as_deref().unwrap_or_default();
    for pairs in [query, body] {
        values.extend(form_urlencoded::parse(pairs.as_bytes()).map(|(_, value)| value.into_owned()));
    }
    if let Ok(Value::Object(json)) = serde_json::from_str::<Value>(body) {
        values.extend(json.values().map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_owned)));
    }
    values
}

/// How a change seen maps onto `machine`'s table: its own edge, the edges of the only shortest
/// path, or nothing (no path, or more than one).
pub fn explain(machine: &Machine, from: &str, to: &str) -> Option<Vec<usize>> {
    let edge = |a: &str, b: &str| machine.transitions.iter().position(|(f, t)| f == a && t == b);
    if let Some(i) = edge(from, to) {
        return Some(vec![i]);
    }
    // Breadth-first, counting the shortest paths into each state.
    let mut reached: BTreeMap<&str, (usize, usize, Option<usize>)> = BTreeMap::from([(from, (0, 1, None))]);
    let mut queue = VecDeque::from([from]);
    while let Some(state) = queue.pop_front() {
        let (depth, paths, _) = reached[state];
        for (i, (_, t)) in machine.transitions.iter().enumerate().filter(|(_, (f, _))| f == state) {
            match reached.get_mut(t.as_str()) {
                None => {
                    reached.insert(t, (depth + 1, paths, Some(i)));
                    queue.push_back(t);
                }
                Some(seen) if seen.0 == depth + 1 => seen.1 += paths,
                Some(_) => {}
            }
        }
    }
    let (_, paths, _) = *reached.get(to)?;
    if paths != 1 {
        return None;
    }
    let mut edges = Vec::new();
    let mut at = to;
    while let Some((_, _, Some(i))) = reached.get(at) {
        edges.push(*i);
        at = &machine.transitions[*i].0;
    }
    edges.reverse();
    Some(edges)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::machines;
    use serde_json::json;

    fn machine(name: &str) -> Machine {
        machines::all().into_iter().find(|m| m.name == name).unwrap()
    }

    #[test]
    fn answers_show_each_machines_states_at_any_depth() {
        let answer = json!([
            {"uuid": "v1", "status": "running", "vcpu": 2, "memory": 2048, "storage": []},
            {"uuid": "p1", "status": "active", "service": "kubernetes", "is_multi_node": false,
             "status_detail": {"conditions": [{"type": "EveryNodeReady", "status": "False", "reason": "WorkerNodeStopped"}]}},
            {"id": 7, "is_verified": false, "is_verification_pending": true, "is_deleted": false},
            {"id": "current", "padded_id": "0", "status": 0, "period_start": 100, "billing_account_id": 3},
            {"uuid": "l1", "status": "in_use", "machine_uuid": "m1", "spec_uuid": "s",
             "history": [{"id": 4, "status": "pending"}, {"id": 5, "status": "in_use"}]}
        ]);
        let (states, steps) = states_in(&answer);
        let found: Vec<(&str, &str, &str)> = states.iter().map(|s| (s.machine, s.key.as_str(), s.state.as_str())).collect();
        assert_eq!(
            found,
            [
                ("vm", "v1", "running"),
                ("service package", "p1", "active"),
                ("cluster condition", "p1/EveryNodeReady", "False"),
                ("card", "7", "verifying"),
                ("invoice", "3/100", "0"),
                ("metal lease", "l1", "in_use"),
            ]
        );
        assert_eq!(steps, [("m1".to_string(), 4, "pending".to_string(), "in_use".to_string())]);
        let known: Vec<&str> = machines::all().iter().map(|m| m.name).collect();
        assert!(found.iter().all(|(m, _, _)| known.contains(m)));
    }

    #[test]
    fn a_watch_counts_a_resources_changes_and_each_history_row_once() {
        let mut watch = Watch::default();
        let vm = |state: &str| State { machine: "vm", key: "v1".into(), state: state.into() };
        let steps = [("m1".to_string(), 4, "pending".to_string(), "in_use".to_string())];
        watch.answer(&[vm("creating")], &steps);
        watch.answer(&[vm("creating")], &steps);
        watch.answer(&[vm("running")], &[]);
        let changes: Vec<(&str, &str, &str)> = watch.changes.iter().map(|(m, f, t)| (*m, f.as_str(), t.as_str())).collect();
        assert_eq!(changes, [("metal machine", "pending", "in_use"), ("vm", "creating", "running")]);
    }

    #[test]
    fn coverage_counts_seen_and_inferred_edges_per_machine() {
        let answer = |status: &str| {
            let mut seen = Seen::new(
                "GET",
                "/v1/user-resource/vm",
                200,
                Some(&json!({"uuid": "v", "status": status, "vcpu": 1, "memory": 1})),
            );
            seen.step = status.into();
            seen
        };
        let calls = [answer("creating"), answer("running"), answer("stopped"), answer("running")];
        let coverage = coverage([&calls[..]].into_iter());
        let vm = coverage.iter().find(|m| m.name == "vm").unwrap();
        let seen =
            |from: &str, to: &str| vm.transitions.iter().find(|t| t.from == from && t.to == to).map(|t| (t.seen, t.inferred));
        assert_eq!(seen("creating", "running"), Some((1, 0)));
        assert_eq!(seen("running", "stopped"), Some((1, 0)));
        assert_eq!(vm.covered, 2);
        assert_eq!(vm.unexplained["stopped → running"], 1);
        let mut page = String::new();
        html(&coverage, &mut page);
        assert!(page.contains("<td>vm<td>2 of 12") && page.contains("stopped → running ×1"), "{page}");
    }

    #[test]
    fn a_delete_naming_a_watched_resource_moves_it_to_deleted() {
        let vm = Seen::new("GET", "/v1/vm", 200, Some(&json!({"uuid": "v", "status": "stopped", "vcpu": 1, "memory": 1})));
        let card = Seen::new(
            "GET",
            "/v1/card/list",
            200,
            Some(&json!([{"id": 7, "is_verified": true, "is_verification_pending": false, "is_deleted": false}])),
        );
        let delete_vm = Seen::new("DELETE", "/v1/tll/user-resource/vm?uuid=v", 200, None);
        let snapshot_delete = Seen::new("DELETE", "/v1/user-resource/vm/replica?uuid=v&replica_uuid=r", 200, None);
        let mut delete_card = Seen::new("DELETE", "/v1/payment/card", 200, None);
        delete_card.body = Some("payment_object_id=7".into());
        let refused = Seen::new("DELETE", "/v1/payment/card?payment_object_id=7", 404, None);
        let calls = [vm, card, refused, snapshot_delete, delete_vm, delete_card];
        let coverage = coverage([&calls[..]].into_iter());
        let seen = |machine: &str, from: &str, to: &str| {
            let m = coverage.iter().find(|m| m.name == machine).unwrap();
            m.transitions.iter().find(|t| t.from == from && t.to == to).unwrap().seen
        };
        assert_eq!(seen("vm", "stopped", "deleted"), 1);
        assert_eq!(seen("card", "verified", "deleted"), 1);
        assert!(coverage.iter().all(|m| m.unexplained.is_empty()), "a snapshot's delete leaves its VM be");
    }

    #[test]
    fn a_missed_state_is_the_only_shortest_path_or_unexplained() {
        let vm = machine("vm");
        let names =
            |edges: Vec<usize>| -> Vec<(String, String)> { edges.into_iter().map(|i| vm.transitions[i].clone()).collect() };
        assert_eq!(names(explain(&vm, "creating", "running").unwrap()), [("creating".into(), "running".into())]);
        assert_eq!(
            names(explain(&vm, "running", "stopped").unwrap()),
            [("running".to_string(), "stopped".to_string())],
            "a forced stop is an edge of its own"
        );
        // Stopped to running: by a start or by a reinstall, two shortest paths.
        assert_eq!(explain(&vm, "stopped", "running"), None);
        let invoice = machine("invoice");
        assert_eq!(explain(&invoice, "0", "10").map(|e| e.len()), Some(2));
        assert_eq!(explain(&vm, "deleted", "running"), None);
    }
}

//! One walk of one model: moves the model says are possible, chosen with a seeded RNG and steered
//! toward what the walks so far have not reached, each written as a scenario step whose `expect`
//! is the model's prediction. Time passes by `until` (polling a thing until the status the model
//! says it settles in) or by `advance` followed by a read of every thing the model says changed.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::{Debug, Write};

use rand::Rng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};
use spec::routes::OPERATIONS;

use super::super::coverage::{Seen, operation_of};
use super::super::path::JsonPath;

/// A state machine `cloudsim explore` can walk: what it allows now, the call and predicted answer
/// of each step, what a step and time lead to, and the things whose statuses it watches.
pub trait Walkable: Clone {
    type Step: Copy + Debug;
    /// How often an `until` polls a thing (seconds of the session's clock).
    const EVERY: i64 = 5;
    /// The calls that make the model's first state, written before any move.
    fn opening(&self, location: &str) -> Vec<Opening>;
    /// Every step the model allows now (a refused call is a step too: its refusal is predicted).
    fn steps(&self) -> Vec<Self::Step>;
    /// The call that makes `step` now.
    fn call(&self, step: Self::Step, location: &str) -> Call;
    /// What `step` leads to.
    fn apply(&mut self, step: Self::Step);
    /// Whether the simulator must accept the step last applied.
    fn accepted(&self) -> bool;
    /// The answer to `step` once applied (`before`: the state it was taken in): `status` always,
    /// and what the body shows.
    fn expect(&self, before: &Self, step: Self::Step) -> Value;
    /// What to save from the answer to `step` once applied: variable and path.
    fn saves(&self, before: &Self, step: Self::Step) -> Vec<(String, String)>;
    /// The thing (its variable) `step` acts on, if one.
    fn acted_on(&self, step: Self::Step) -> Option<String>;
    /// Lets `seconds` pass.
    fn advance(&mut self, seconds: i64);
    /// The things whose statuses the walk watches, as their answers name the statuses.
    fn things(&self) -> Vec<Thing>;
    /// A call reading `thing`'s status and the answer predicted; none once it cannot be read.
    fn read(&self, thing: &str, location: &str) -> Option<(Call, Value)>;
    /// The seconds until `thing` next shows another status when polled every `EVERY` seconds
    /// (how an `until` waits for it); none while nothing is due.
    fn next_change(&self, thing: &str) -> Option<i64>;
    /// Waits after which the model allows something it does not now (a release once the minimum
    /// lease time is up), in seconds, besides the short ones every walk has.
    fn waits(&self) -> Vec<i64>;
}

/// A watched thing: its machine (as coverage names it), its variable in the file, its status.
#[derive(Clone, Debug, PartialEq)]
pub struct Thing {
    pub machine: &'static str,
    pub var: String,
    pub status: String,
}

/// A call of the walk's first state, with its comment.
pub struct Opening {
    pub comment: String,
    pub call: Call,
    pub expect: Value,
    pub save: Vec<(String, String)>,
}

/// A move of the walk: one of the model's steps, a wait for a thing to settle, or time passing.
#[derive(Clone, Debug)]
pub enum Move<S> {
    Step(S),
    Settle(String),
    Wait(i64),
}

/// What a call is: method, path (with `{{vars}}`), who calls, its body.
pub struct Call {
    pub method: &'static str,
    pub path: String,
    /// As the session's owner (else the control API, as no one).
    pub user: bool,
    pub form: Option<Value>,
    pub json: Option<Value>,
}

impl Call {
    /// The owner's call with `form` (a query for a `GET`).
    pub fn owner(method: &'static str, path: String, form: Value) -> Call {
        Call { method, path, user: true, form: Some(form), json: None }
    }

    /// The control API's call with a JSON body.
    pub fn control(method: &'static str, path: String, json: Option<Value>) -> Call {
        Call { method, path, user: false, form: None, json }
    }

    /// The contract's operation for this call and the status it answers when accepted.
    pub fn operation(&self) -> Option<(&'static str, u16)> {
        let concrete: String =
            self.path.split('/').map(|s| if s.starts_with("{{") { "x" } else { s }).collect::<Vec<_>>().join("/");
        operation_of(self.method, &concrete).map(|i| (OPERATIONS[i].id, OPERATIONS[i].status))
    }
}

/// A walk being written: the model's state, the YAML so far, and what it predicts it reaches.
pub struct Walk<M: Walkable> {
    pub model: M,
    location: String,
    yaml: String,
    /// Per thing, its machine and the statuses it went through (the model's), for runs of
    /// transitions.
    paths: BTreeMap<String, (&'static str, Vec<String>)>,
    /// Each operation tried on a thing with the status it had (`vm_start when stopping`).
    tried: BTreeSet<String>,
    /// Top-level steps written so far (how the runner numbers them: `step 3`).
    steps: usize,
    /// Each refused call's step number and predicted `expect`, for the error text the run shows
    /// ([`pin_error_texts`]).
    refused: Vec<(usize, Value)>,
    /// Each saved variable's step number, name and path.
    saves: Vec<(usize, String, String)>,
    /// The refused calls written since the state last changed: the same again would repeat one.
    since_change: BTreeSet<String>,
}

impl<M: Walkable> Walk<M> {
    /// A walk from the model's first state on the brand's default `location`; `header` is the
    /// file's settings.
    pub fn new(model: M, location: &str, header: &str) -> Walk<M> {
        let mut walk = Walk {
            location: location.to_string(),
            yaml: format!("{header}steps:\n"),
            paths: BTreeMap::new(),
            model,
            tried: BTreeSet::new(),
            steps: 0,
            refused: Vec::new(),
            saves: Vec::new(),
            since_change: BTreeSet::new(),
        };
        for opening in walk.model.opening(location) {
            walk.comment(&opening.comment);
            walk.call(&opening.call, opening.expect, &opening.save);
        }
        for thing in walk.model.things() {
            walk.paths.insert(thing.var, (thing.machine, vec![thing.status]));
        }
        walk
    }

    /// Every move the model allows now.
    pub fn moves(&self) -> Vec<Move<M::Step>> {
        let mut moves: Vec<Move<M::Step>> = self.model.steps().into_iter().map(Move::Step).collect();
        let things = self.model.things();
        moves.extend(things.into_iter().filter(|t| self.model.next_change(&t.var).is_some()).map(|t| Move::Settle(t.var)));
        moves.extend([1, 30].into_iter().chain(self.model.waits()).map(Move::Wait));
        moves
    }

    /// The model after `mv`.
    fn ahead(&self, mv: &Move<M::Step>) -> M {
        let mut ahead = self.model.clone();
        match mv {
            Move::Step(step) => ahead.apply(*step),
            Move::Settle(thing) => ahead.advance(self.model.next_change(thing).unwrap_or(0)),
            Move::Wait(seconds) => ahead.advance(*seconds),
        }
        ahead
    }

    /// What `mv` would reach: the operation and status it calls for, the operation with the
    /// status of what it acts on, and the transitions the model predicts (`vm running →
    /// stopping`), as coverage names them.
    pub fn reaches(&self, mv: &Move<M::Step>) -> Vec<String> {
        let ahead = self.ahead(mv);
        let mut keys = Vec::new();
        if let Move::Step(step) = mv {
            let call = self.model.call(*step, &self.location);
            if let Some((id, _)) = call.operation() {
                keys.push(format!("{id} {}", ahead.expect(&self.model, *step)["status"]));
            }
            keys.extend(self.tries(*step));
        }
        keys.extend(changes(&self.model, &ahead).into_iter().map(|(machine, _, from, to)| format!("{machine} {from} → {to}")));
        keys
    }

    /// Picks the next move: one that reaches something not in `known` most of the time, when there
    /// is one, else any.
    pub fn choose(&self, rng: &mut ChaCha8Rng, known: &BTreeSet<String>) -> Move<M::Step> {
        let moves = self.moves();
        let fresh: Vec<Move<M::Step>> =
            moves.iter().filter(|mv| self.reaches(mv).iter().any(|k| !known.contains(k))).cloned().collect();
        let pool = if !fresh.is_empty() && rng.random_bool(0.8) { &fresh } else { &moves };
        pool.choose(rng).cloned().unwrap_or(Move::Wait(1))
    }

    /// Takes `mv`: the model moves on and the file gets the step with its prediction.
    pub fn take(&mut self, mv: Move<M::Step>) {
        let before = self.model.clone();
        match mv {
            Move::Settle(thing) => {
                self.since_change.clear();
                self.settle(&thing)
            }
            Move::Wait(seconds) => {
                self.since_change.clear();
                self.model.advance(seconds);
                self.comment(&format!("{seconds} s pass"));
                self.steps += 1;
                let _ = writeln!(self.yaml, "  - advance: {seconds}s");
            }
            Move::Step(step) => {
                let tried = self.tries(step);
                self.tried.extend(tried);
                let call = self.model.call(step, &self.location);
                self.model.apply(step);
                let expect = self.model.expect(&before, step);
                let saves = self.model.saves(&before, step);
                if self.model.accepted() {
                    self.since_change.clear();
                } else if !self.since_change.insert(format!("{} {} {:?} {:?}", call.method, call.path, call.form, call.json)) {
                    // Refused again with nothing changed since: the step would repeat one above.
                    return;
                }
                self.comment(&self.describe(step, &before));
                if !self.model.accepted() {
                    self.refused.push((self.steps + 1, expect.clone()));
                }
                self.call(&call, expect.clone(), &saves);
                // The answer showed the acted-on thing's new status: no read needed for it.
                let shown = self.model.acted_on(step).filter(|_| expect["body"].get("status").is_some());
                for (_, var, _, to) in changes(&before, &self.model).into_iter().filter(|c| Some(&c.1) == shown.as_ref()) {
                    self.walked(&var, to);
                }
            }
        }
        self.read_changes(&before);
    }

    /// `step`'s operation with the status of the thing it acts on, before.
    fn tries(&self, step: M::Step) -> Option<String> {
        let var = self.model.acted_on(step)?;
        let thing = self.model.things().into_iter().find(|t| t.var == var)?;
        let (id, _) = self.model.call(step, &self.location).operation()?;
        Some(format!("{id} when {}", thing.status))
    }

    /// Waits for `thing` to leave its status, polling as an `until` does.
    fn settle(&mut self, thing: &str) {
        let Some(wait) = self.model.next_change(thing) else { return };
        self.model.advance(wait);
        let Some((call, expect)) = self.model.read(thing, &self.location) else { return };
        self.comment(&format!("{thing} becomes {} within {wait} s", expect_status(&self.model, thing)));
        self.steps += 1;
        let _ = writeln!(self.yaml, "  - until:\n      every: {}s\n      within: {wait}s\n      steps:", M::EVERY);
        let _ = writeln!(self.yaml, "        - call: {} {}", call.method, call.path);
        if call.user {
            self.yaml.push_str("          as: owner\n");
        }
        if let Some(query) = call.form.as_ref().filter(|f| f.as_object().is_some_and(|o| !o.is_empty())) {
            let _ = writeln!(self.yaml, "          query: {}", flow(query));
        }
        let expect: Value = expect
            .as_object()
            .into_iter()
            .flatten()
            .filter(|(k, _)| *k != "status")
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        let _ = writeln!(self.yaml, "      expect: {}", flow(&expect));
        let status = expect_status(&self.model, thing);
        self.walked(thing, status);
    }

    /// After a move, a read of each thing whose status the model says changed and no answer
    /// showed yet; a new thing starts its path.
    fn read_changes(&mut self, before: &M) {
        for thing in self.model.things() {
            let Some((_, path)) = self.paths.get(&thing.var) else {
                self.paths.insert(thing.var, (thing.machine, vec![thing.status]));
                continue;
            };
            let was = before.things().into_iter().find(|t| t.var == thing.var).map(|t| t.status);
            if was.as_ref() == Some(&thing.status) || path.last() == Some(&thing.status) {
                continue;
            }
            self.walked(&thing.var, thing.status.clone());
            if let Some((call, expect)) = self.model.read(&thing.var, &self.location) {
                self.call(&call, expect, &[]);
            }
        }
    }

    /// `thing` shows `status` next.
    fn walked(&mut self, thing: &str, status: String) {
        if let Some((_, path)) = self.paths.get_mut(thing) {
            path.push(status);
        }
    }

    /// A step's comment: what it asks and what the model predicts.
    fn describe(&self, step: M::Step, before: &M) -> String {
        let what = format!("{step:?}").to_lowercase();
        let verdict = if self.model.accepted() { "accepted" } else { "refused" };
        let Some(var) = self.model.acted_on(step) else { return format!("{what}: {verdict}") };
        let status = |m: &M| m.things().into_iter().find(|t| t.var == var).map(|t| t.status).unwrap_or_default();
        match (status(before), status(&self.model)) {
            (was, now) if was != now => format!("{what}: {verdict}, {var} {was} → {now}"),
            (_, now) => format!("{what}: {verdict}, {var} {now}"),
        }
    }

    /// What the walk reached besides its answers' coverage: each operation tried on a thing in a
    /// status, and per thing each two and three transitions in a row (`vm creating → running →
    /// stopping`).
    pub fn walked_keys(&self) -> BTreeSet<String> {
        let mut keys = self.tried.clone();
        for (machine, path) in self.paths.values() {
            for run in [3, 4] {
                keys.extend(path.windows(run).map(|w| format!("{machine} {}", w.join(" → "))));
            }
        }
        keys
    }

    fn comment(&mut self, text: &str) {
        let _ = writeln!(self.yaml, "  # {text}");
    }

    fn call(&mut self, call: &Call, expect: Value, save: &[(String, String)]) {
        self.steps += 1;
        self.saves.extend(save.iter().map(|(var, path)| (self.steps, var.clone(), path.clone())));
        let _ = writeln!(self.yaml, "  - call: {} {}", call.method, call.path);
        if call.user {
            self.yaml.push_str("    as: owner\n");
        }
        let body = if call.method == "GET" { "query" } else { "form" };
        if let Some(form) = call.form.as_ref().filter(|f| f.as_object().is_some_and(|o| !o.is_empty())) {
            let _ = writeln!(self.yaml, "    {body}: {}", flow(form));
        }
        if let Some(json) = &call.json {
            let _ = writeln!(self.yaml, "    json: {}", flow(json));
        }
        if expect.as_object().is_some_and(|o| !o.is_empty()) {
            let _ = writeln!(self.yaml, "    expect: {}", flow(&expect));
        }
        if !save.is_empty() {
            let pairs: Vec<String> = save.iter().map(|(var, path)| format!("{var}: {}", flow(&json!(path)))).collect();
            let _ = writeln!(self.yaml, "    save: {{{}}}", pairs.join(", "));
        }
    }

    /// The file as written so far.
    pub fn yaml(&self) -> &str {
        &self.yaml
    }

    /// Where the walk's refused calls and saved variables are (for [`pin_error_texts`]).
    pub fn marks(&self) -> Marks {
        Marks { refused: self.refused.clone(), saves: self.saves.clone() }
    }
}

/// A written walk's refused calls (step number, predicted `expect`) and saved variables (step
/// number, name, path).
#[derive(Clone, Debug, Default)]
pub struct Marks {
    refused: Vec<(usize, Value)>,
    saves: Vec<(usize, String, String)>,
}

/// `yaml` with each refused call's `expect` also checking the error the run answered it with
/// (`body: {errors: {Error: "Virtual machine is busy: creating"}}`), a saved variable's value in
/// it written as the variable: the model predicts that a call is refused, not in which words, so
/// the words come from the run that agreed with it, as a QA engineer pins a refusal once seen.
pub fn pin_error_texts(yaml: &str, marks: &Marks, calls: &[Seen]) -> String {
    let answer = |k: usize| -> Option<Value> {
        let label = format!("step {k}");
        calls.iter().rev().find(|c| c.step == label).and_then(|c| serde_json::from_str(&c.answer).ok())
    };
    let mut vars: Vec<(String, String)> = marks
        .saves
        .iter()
        .filter_map(|(k, var, path)| {
            let value = path.parse::<JsonPath>().ok()?.get(&answer(*k)?)?.clone();
            let text = match value {
                Value::String(text) => text,
                other => other.to_string(),
            };
            (text.len() >= 4).then(|| (text, var.clone()))
        })
        .collect();
    // The longest first, so a value inside another is not replaced in it.
    vars.sort_by_key(|(text, _)| std::cmp::Reverse(text.len()));
    let mut pinned: BTreeMap<usize, Value> = BTreeMap::new();
    for (k, expect) in &marks.refused {
        let Some(Value::Object(body)) = answer(*k) else { continue };
        let Some((key, error)) =
            ["errors", "message", "error_description"].iter().find_map(|key| Some((*key, body.get(*key)?.clone())))
        else {
            continue;
        };
        let mut expect = expect.clone();
        if !expect["body"].is_null() && !expect["body"].is_object() {
            continue;
        }
        expect["body"][key] = with_vars(error, &vars);
        pinned.insert(*k, expect);
    }
    let mut out = String::new();
    let (mut step, mut pending) = (0, None);
    for line in yaml.lines() {
        if line.starts_with("  - ") {
            step += 1;
            pending = pinned.get(&step);
        }
        match pending.filter(|_| line.starts_with("    expect: ")) {
            Some(expect) => {
                let _ = writeln!(out, "    expect: {}", flow(expect));
                pending = None;
            }
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out
}

/// `value` with each saved variable's value in its strings written `{{var}}`.
fn with_vars(value: Value, vars: &[(String, String)]) -> Value {
    match value {
        Value::String(mut text) => {
            for (seen, var) in vars {
                text = text.replace(seen.as_str(), &format!("{{{{{var}}}}}"));
            }
            Value::String(text)
        }
        Value::Object(map) => Value::Object(map.into_iter().map(|(k, v)| (k, with_vars(v, vars))).collect()),
        Value::Array(items) => Value::Array(items.into_iter().map(|v| with_vars(v, vars)).collect()),
        other => other,
    }
}

/// The status `thing` shows in `model`.
fn expect_status<M: Walkable>(model: &M, thing: &str) -> String {
    model.things().into_iter().find(|t| t.var == thing).map(|t| t.status).unwrap_or_default()
}

/// The things whose status differs between `before` and `after`: machine, variable, from, to.
fn changes<M: Walkable>(before: &M, after: &M) -> Vec<(&'static str, String, String, String)> {
    let was = before.things();
    after
        .things()
        .into_iter()
        .filter_map(|t| {
            let from = was.iter().find(|w| w.var == t.var)?;
            (from.status != t.status).then(|| (t.machine, t.var, from.status.clone(), t.status))
        })
        .collect()
}

/// A JSON value as a YAML flow value: `{key: "text", n: 1}`.
pub fn flow(value: &Value) -> String {
    match value {
        Value::Object(map) => {
            let pairs: Vec<String> = map.iter().map(|(k, v)| format!("{}: {}", key(k), flow(v))).collect();
            format!("{{{}}}", pairs.join(", "))
        }
        Value::Array(items) => format!("[{}]", items.iter().map(flow).collect::<Vec<_>>().join(", ")),
        other => other.to_string(),
    }
}

fn key(text: &str) -> String {
    let plain = text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && !text.is_empty();
    if plain { text.to_string() } else { Value::String(text.to_string()).to_string() }
}

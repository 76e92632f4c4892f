//! `cloudsim run --mutants [N]`: would the suite notice a regression? After the run, each of N
//! variants of the simulator (mutants) changes one thing a real regression could bring: in one
//! operation's answers, a field's value, its type, the field left out, the success status, an
//! error text, a header a client reads (dropped or changed); or, behind the answers, a datum the domain reads ([`data`]: a transition's
//! timing, a price, a limit, a validation rule). The files that passed and call the operation it
//! touches run again against it, in this process (a layer over the simulator the runner makes per
//! file, or a simulator made from the changed brands); a mutant is killed when one of them fails,
//! and survives when none does: then no step checks what it changed, and its line says so
//! ("vm_get: `status` answered `stopped` instead of `running` — no step noticed").
//!
//! The mutants are made from the answers the run saw, so they follow the contract as it grows:
//! per operation its fields (top level and one level down, in each element of a list), the values
//! each field took (a string changes to another value the run saw for it, so `running` becomes
//! `stopped`, not noise), its success status, its error texts and the [`HEADERS`] it answered. N are picked round robin over the
//! operations (in a fixed, mixed order), so a small N still reaches every area; the data mutants
//! whose operations the run called come first, up to a quarter of N.

pub mod data;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use std::path::PathBuf;
use std::sync::Arc;

use axum::body::{Body, to_bytes};
use axum::extract::Request;
use axum::http::{StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::Response;
use serde::Serialize;
use serde_json::Value;
use spec::routes::{Area, OPERATIONS};
use tokio::sync::Semaphore;

use super::coverage::{escape, operation_of, operations_called};
use super::report::Outcome;
use super::runner::{self, Target};
use data::{DATA, Datum, Vary};

/// Fields per operation that mutants may touch (the ones its answers carried most often).
const FIELDS: usize = 12;

/// The answer headers a client reads, as the specifications name them, and what a regression
/// does to each: a redirect's `Location` and a refusal's `Retry-After` left out, an object's
/// `ETag` changed, a download's file name (`Content-Disposition`) left out, and the type of the
/// answer (the API answers JSON unless a call says otherwise, and a client names the type of an
/// answer that is not) changed to the HTML page a proxy answers. `None`: the header is left out.
const HEADERS: [(&str, &str, Option<&str>); 5] = [
    ("location", "Location", None),
    ("retry-after", "Retry-After", None),
    ("etag", "ETag", Some("\"changed\"")),
    ("content-disposition", "Content-Disposition", None),
    ("content-type", "Content-Type", Some(HTML)),
];
const HTML: &str = "text/html; charset=utf-8";

/// One variant of the simulator: one change to one operation's answers, or to the data behind
/// them.
#[derive(Clone, Debug)]
pub struct Mutant {
    /// The operation's index in `OPERATIONS` it is reported under.
    pub operation: usize,
    /// The operations whose files run against it (the first is `operation`).
    pub reads: Vec<usize>,
    pub change: Change,
    /// What it changes, as a person reads it.
    pub description: String,
}

#[derive(Clone, Debug)]
pub enum Change {
    /// Each value of the field at `path` (`[]` steps into every element of a list) becomes the
    /// value `to` maps it to (by its JSON text), or the changed value of its kind.
    Value { path: Vec<String>, to: BTreeMap<String, Value> },
    /// A number or boolean answered as text.
    Type { path: Vec<String> },
    /// The field left out.
    Missing { path: Vec<String> },
    /// A success answered with another status.
    Status { from: u16, to: u16 },
    /// Each error text of an error answer changed.
    ErrorText,
    /// The header `name` (lower case) left out of the answers that carry it (`to` none), or
    /// answered with the value `to`.
    Header { name: &'static str, to: Option<String> },
    /// Every brand's data changed before the simulator is made (a [`data::Kind`] of behaviour).
    Data { kind: data::Kind, vary: Vary },
}

impl Mutant {
    pub fn operation_id(&self) -> &'static str {
        OPERATIONS[self.operation].id
    }

    pub fn area(&self) -> &'static str {
        OPERATIONS[self.operation].area.tag()
    }

    /// The kind of change (the score's operators).
    pub fn operator(&self) -> &'static str {
        match &self.change {
            Change::Value { .. } => "value",
            Change::Type { .. } => "type",
            Change::Missing { .. } => "missing field",
            Change::Status { .. } => "status",
            Change::ErrorText => "error text",
            Change::Header { .. } => "header",
            Change::Data { kind, .. } => kind.tag(),
        }
    }

    /// The change to the brands' data the simulator is made from, for a data mutant.
    pub fn vary(&self) -> Option<Vary> {
        match self.change {
            Change::Data { vary, .. } => Some(vary),
            _ => None,
        }
    }

    /// The simulator `router` with this mutant's change on its operation's answers (a data
    /// mutant's change is in the simulator already).
    pub fn layer(self: &Arc<Self>, router: axum::Router) -> axum::Router {
        if self.vary().is_some() {
            return router;
        }
        let mutant = self.clone();
        router.layer(middleware::from_fn(move |request: Request, next: Next| {
            let mutant = mutant.clone();
            async move { mutant.answer(request, next).await }
        }))
    }

    async fn answer(&self, request: Request, next: Next) -> Response {
        let ours = operation_of(request.method().as_str(), request.uri().path()) == Some(self.operation);
        let mut response = next.run(request).await;
        if !ours {
            return response;
        }
        if let Change::Header { name, to } = &self.change {
            let headers = response.headers_mut();
            match to.as_deref().map(header::HeaderValue::from_str) {
                Some(Ok(value)) if headers.contains_key(*name) => {
                    headers.insert(*name, value);
                }
                _ => {
                    headers.remove(*name);
                }
            }
            return response;
        }
        let (mut parts, body) = response.into_parts();
        let Ok(bytes) = to_bytes(body, usize::MAX).await else {
            return Response::from_parts(parts, Body::empty());
        };
        let status = parts.status.as_u16();
        let mut json: Option<Value> = serde_json::from_slice(&bytes).ok();
        match (&self.change, json.as_mut()) {
            (Change::Status { from, to }, _) if status == *from => {
                parts.status = StatusCode::from_u16(*to).unwrap_or(parts.status);
            }
            (Change::Value { path, to }, Some(json)) if status < 300 => each(json, path, &mut |v| {
                *v = to.get(&v.to_string()).cloned().unwrap_or_else(|| changed(v));
            }),
            (Change::Type { path }, Some(json)) if status < 300 => each(json, path, &mut |v| {
                if v.is_number() || v.is_boolean() {
                    *v = Value::String(v.to_string());
                }
            }),
            (Change::Missing { path }, Some(json)) if status < 300 => {
                if let Some((last, parents)) = path.split_last() {
                    each(json, parents, &mut |v| {
                        if let Value::Object(map) = v {
                            map.shift_remove(last);
                        }
                    });
                }
            }
            (Change::ErrorText, Some(json)) if status >= 400 => {
                error_texts(json, &mut |text| *text = format!("{text} (changed)"))
            }
            _ => return Response::from_parts(parts, Body::from(bytes)),
        }
        let body = match json {
            Some(json) => Body::from(json.to_string()),
            None => Body::from(bytes),
        };
        parts.headers.remove(header::CONTENT_LENGTH);
        Response::from_parts(parts, body)
    }
}

/// Calls `f` on every value at `path` in `json` (`[]` for each element of a list).
fn each(json: &mut Value, path: &[String], f: &mut dyn FnMut(&mut Value)) {
    let Some((first, rest)) = path.split_first() else { return f(json) };
    match (first.as_str(), json) {
        ("[]", Value::Array(items)) => items.iter_mut().for_each(|item| each(item, rest, f)),
        (key, Value::Object(map)) => {
            if let Some(v) = map.get_mut(key) {
                each(v, rest, f);
            }
        }
        _ => {}
    }
}

/// Every value at `path` in `json`.
fn values_at<'v>(json: &'v Value, path: &[String], out: &mut Vec<&'v Value>) {
    let Some((first, rest)) = path.split_first() else { return out.push(json) };
    match (first.as_str(), json) {
        ("[]", Value::Array(items)) => items.iter().for_each(|item| values_at(item, rest, out)),
        (key, Value::Object(map)) => {
            if let Some(v) = map.get(key) {
                values_at(v, rest, out);
            }
        }
        _ => {}
    }
}

/// The error texts of an error body in the API's shapes (`errors.*`, `errors.*.msg`, `message`,
/// `error_description`).
fn error_texts(json: &mut Value, f: &mut dyn FnMut(&mut String)) {
    if let Some(errors) = json.get_mut("errors").and_then(Value::as_object_mut) {
        for value in errors.values_mut() {
            match value {
                Value::String(text) => f(text),
                other => {
                    if let Some(Value::String(text)) = other.get_mut("msg") {
                        f(text);
                    }
                }
            }
        }
    }
    for key in ["message", "error_description"] {
        if let Some(Value::String(text)) = json.get_mut(key) {
            f(text);
        }
    }
}

/// A value of the same kind that differs: a number one more, a boolean flipped, text changed.
fn changed(value: &Value) -> Value {
    match value {
        Value::Number(n) => match (n.as_i64(), n.as_f64()) {
            (Some(i), _) => Value::from(i + 1),
            (None, Some(f)) => Value::from(f + 1.0),
            _ => value.clone(),
        },
        Value::Bool(b) => Value::Bool(!b),
        Value::String(s) => Value::String(format!("{s}-changed")),
        Value::Null => Value::String("changed".into()),
        _ => value.clone(),
    }
}

/// `items[].uuid`.
fn dotted(path: &[String]) -> String {
    path.iter().fold(String::new(), |mut out, seg| {
        match (seg.as_str(), out.is_empty()) {
            ("[]", _) => out.push_str("[]"),
            (key, true) => out.push_str(key),
            (key, false) => {
                out.push('.');
                out.push_str(key);
            }
        }
        out
    })
}

/// How often a field was seen, and the values it took (by JSON text).
type Field = (usize, BTreeMap<String, Value>);

/// What one operation's answers showed over a run.
#[derive(Default)]
struct Observed {
    successes: BTreeMap<u16, usize>,
    /// Field path → the values it took (by JSON text), with how often it was seen.
    fields: BTreeMap<Vec<String>, Field>,
    error_texts: bool,
    /// The [`HEADERS`] its answers carried (by lower-case name), with the first value seen.
    headers: BTreeMap<&'static str, String>,
}

/// The fields of an answer that hold a value (not an object or a list), top level and one level
/// down; in a list, its elements'.
fn fields(json: &Value) -> Vec<(Vec<String>, &Value)> {
    let (base, object) = match json {
        Value::Array(items) => match items.first() {
            Some(Value::Object(_)) => (vec!["[]".to_string()], json),
            _ => return Vec::new(),
        },
        Value::Object(_) => (Vec::new(), json),
        _ => return Vec::new(),
    };
    let mut out = Vec::new();
    let mut roots = Vec::new();
    values_at(object, &base, &mut roots);
    for root in roots {
        for (key, value) in root.as_object().into_iter().flatten().filter(|(k, _)| is_name(k)) {
            let mut path = base.clone();
            path.push(key.clone());
            match value {
                Value::Object(inner) => {
                    for (k, v) in inner.iter().filter(|(k, v)| is_name(k) && !v.is_object() && !v.is_array()) {
                        let mut deeper = path.clone();
                        deeper.push(k.clone());
                        out.push((deeper, v));
                    }
                }
                Value::Array(_) => {}
                _ => out.push((path, value)),
            }
        }
    }
    out
}

/// Whether a key names a field, not a thing (a map keyed by UUID or number differs run to run, so a
/// mutant of one of its keys would change nothing elsewhere).
fn is_name(key: &str) -> bool {
    let id = key.chars().all(|c| c.is_ascii_digit()) || (key.len() >= 20 && key.contains('-'));
    !id
}

/// Up to `n` mutants of the operations `outcomes` called, from what their answers showed.
pub fn generate(outcomes: &[Outcome], n: usize) -> Vec<Mutant> {
    let mut observed: BTreeMap<usize, Observed> = BTreeMap::new();
    for outcome in outcomes.iter().filter(|o| o.passed()) {
        for (seen, _, operation) in operations_called(&outcome.calls) {
            // The control API is the test harness's, not the product's behaviour.
            let Some(i) = operation.filter(|i| OPERATIONS[*i].area != Area::Control) else { continue };
            let o = observed.entry(i).or_default();
            for (name, value) in &seen.answer_headers {
                if let Some((name, ..)) = HEADERS.iter().find(|(n, ..)| n == name) {
                    o.headers.entry(name).or_insert_with(|| value.clone());
                }
            }
            if seen.status < 300 {
                *o.successes.entry(seen.status).or_insert(0) += 1;
                let Ok(json) = serde_json::from_str::<Value>(&seen.answer) else { continue };
                for (path, value) in fields(&json) {
                    let (count, values) = o.fields.entry(path).or_default();
                    *count += 1;
                    values.insert(value.to_string(), value.clone());
                }
            } else if !seen.errors.is_empty() {
                o.error_texts = true;
            }
        }
    }
    let mut picked: Vec<Mutant> = DATA.iter().filter_map(|datum| of_datum(datum, &observed)).take(n.div_ceil(4)).collect();
    let mut per_operation: Vec<(u64, Vec<Mutant>)> =
        observed.into_iter().map(|(i, o)| (mix(OPERATIONS[i].id), of_operation(i, o))).collect();
    per_operation.sort_by_key(|(order, _)| *order);
    let mut lists: Vec<std::vec::IntoIter<Mutant>> = per_operation.into_iter().map(|(_, m)| m.into_iter()).collect();
    while picked.len() < n {
        let before = picked.len();
        for list in &mut lists {
            if picked.len() < n
                && let Some(m) = list.next()
            {
                picked.push(m);
            }
        }
        if picked.len() == before {
            break;
        }
    }
    picked
}

/// The data mutant of `datum` when the run called one of its operations; its line shows the
/// datum before and after on the default brand, or the first (by name) it changes.
fn of_datum(datum: &Datum, observed: &BTreeMap<usize, Observed>) -> Option<Mutant> {
    let index = |id: &str| OPERATIONS.iter().position(|op| op.id == id);
    let reads: Vec<usize> = datum.operations.iter().filter_map(|id| index(id)).collect();
    if !reads.iter().any(|i| observed.contains_key(i)) {
        return None;
    }
    let brands = crate::brands::Brands::embedded().ok()?;
    let shown = std::iter::once(brands.default_brand().as_ref()).chain(brands.all()).find_map(|brand| {
        let mut changed = brand.clone();
        (datum.vary)(&mut changed);
        let (before, after) = ((datum.value)(brand), (datum.value)(&changed));
        (before != after).then(|| format!("{}: {before} → {after}", brand.name))
    })?;
    let operation = *reads.first()?;
    Some(Mutant {
        operation,
        reads,
        description: format!("{}: {} ({shown})", OPERATIONS[operation].id, datum.what),
        change: Change::Data { kind: datum.kind, vary: datum.vary },
    })
}

/// A fixed order that mixes the areas (FNV-1a of the id), so the first mutants span them all.
fn mix(id: &str) -> u64 {
    id.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

/// One operation's mutants, in the order they are picked: the headers of its own first (few
/// operations answer one, and a client acts on it), then its most seen fields, the kinds of change
/// taking turns, the status and an error text among the first; the JSON `Content-Type` that
/// every answer carries last.
fn of_operation(operation: usize, o: Observed) -> Vec<Mutant> {
    let id = OPERATIONS[operation].id;
    let (own, json): (Vec<Mutant>, Vec<Mutant>) =
        o.headers.iter().map(|(name, value)| header(operation, name, value)).partition(|m| match &m.change {
            Change::Header { name, .. } => *name != "content-type" || !o.headers[name].starts_with("application/json"),
            _ => true,
        });
    let mut fields: Vec<(Vec<String>, Field)> = o.fields.into_iter().collect();
    fields.sort_by(|a, b| b.1.0.cmp(&a.1.0).then(a.0.len().cmp(&b.0.len())).then(a.0.cmp(&b.0)));
    let mut list = Vec::new();
    for (k, (path, (_, values))) in fields.into_iter().take(FIELDS).enumerate() {
        let name = dotted(&path);
        let first = values.values().next().cloned().unwrap_or(Value::Null);
        let typed = values.values().all(|v| v.is_number() || v.is_boolean());
        let mutant = match k % 3 {
            1 => Mutant {
                operation,
                reads: vec![operation],
                description: format!("{id}: `{name}` left out of the answer"),
                change: Change::Missing { path },
            },
            2 if typed => Mutant {
                operation,
                reads: vec![operation],
                description: format!("{id}: `{name}` answered as text ({}) instead of {first}", Value::String(first.to_string())),
                change: Change::Type { path },
            },
            _ => {
                // A string becomes the next value the run saw for it, so a state changes to a state.
                let seen: Vec<&Value> = values.values().collect();
                let mut to = BTreeMap::new();
                if seen.len() > 1 && seen.iter().all(|v| v.is_string()) {
                    for (a, b) in seen.iter().zip(seen.iter().cycle().skip(1)) {
                        to.insert(a.to_string(), (*b).clone());
                    }
                }
                let after = to.get(&first.to_string()).cloned().unwrap_or_else(|| changed(&first));
                Mutant {
                    operation,
                    reads: vec![operation],
                    description: format!("{id}: `{name}` answered {} instead of {}", short(&after), short(&first)),
                    change: Change::Value { path, to },
                }
            }
        };
        list.push(mutant);
        if k == 0
            && let Some((&from, _)) = o.successes.iter().max_by_key(|(_, n)| **n)
        {
            let to = if from == 200 { 201 } else { 200 };
            list.push(Mutant {
                operation,
                reads: vec![operation],
                description: format!("{id}: answered {to} instead of {from}"),
                change: Change::Status { from, to },
            });
        }
        if k == 1 && o.error_texts {
            list.push(error_text(operation));
        }
    }
    if list.is_empty() && o.error_texts {
        list.push(error_text(operation));
    }
    list.splice(0..0, own);
    list.extend(json);
    list
}

/// The mutant of the header `name` (one of [`HEADERS`]) that an answer of `operation` carried
/// with `value`.
fn header(operation: usize, name: &'static str, value: &str) -> Mutant {
    let id = OPERATIONS[operation].id;
    let (_, shown, to) = HEADERS.iter().find(|(n, ..)| *n == name).copied().unwrap_or((name, name, None));
    // A type that is the proxy's page already changes to plain text.
    let to = to.map(|to| if value == to { "text/plain; charset=utf-8" } else { to });
    let description = match to {
        Some(to) => format!("{id}: header `{shown}` answered `{to}` instead of `{value}`"),
        None => format!("{id}: header `{shown}` dropped"),
    };
    Mutant { operation, reads: vec![operation], description, change: Change::Header { name, to: to.map(str::to_string) } }
}

fn error_text(operation: usize) -> Mutant {
    let id = OPERATIONS[operation].id;
    Mutant {
        operation,
        reads: vec![operation],
        description: format!("{id}: its error texts changed (`… (changed)`)"),
        change: Change::ErrorText,
    }
}

fn short(value: &Value) -> String {
    let text = value.to_string();
    match text.char_indices().nth(40) {
        Some((cut, _)) => format!("`{}…`", &text[..cut]),
        None => format!("`{text}`"),
    }
}

/// How the suite did against the mutants.
#[derive(Debug, Serialize)]
pub struct Score {
    pub killed: usize,
    pub total: usize,
    pub percent: f64,
    /// Per area, per operation and per operator (the kind of change: `value`, `timing`, …):
    /// killed and total.
    pub areas: BTreeMap<String, Tally>,
    pub operations: BTreeMap<String, Tally>,
    pub operators: BTreeMap<String, Tally>,
    /// One line per surviving mutant, as a person reads it.
    pub survivors: Vec<String>,
    pub mutants: Vec<Verdict>,
}

#[derive(Debug, Default, Serialize)]
pub struct Tally {
    pub killed: usize,
    pub total: usize,
}

#[derive(Debug, Serialize)]
pub struct Verdict {
    pub operation: &'static str,
    pub area: &'static str,
    pub operator: &'static str,
    pub description: String,
    /// The file (and brand) whose run failed against it; none for a survivor.
    pub killed_by: Option<String>,
    /// The files run against it.
    pub files: usize,
}

/// A file's passing run a mutant repeats: its brand and the operations it called.
type Run = (PathBuf, Option<String>, BTreeSet<usize>);

/// Per file, the passing run to repeat against the mutants: the one that called the most
/// operations (the first of equals). A brand whose `when` skipped the file called nothing, and
/// taken first it hid the file from every mutant (a LIMITED allowance's survived so).
fn runs_to_repeat(outcomes: &[Outcome]) -> Vec<Run> {
    let mut runs: Vec<Run> = Vec::new();
    for o in outcomes.iter().filter(|o| o.passed() && !super::load::is_demo(&o.file)) {
        let called: BTreeSet<usize> = operations_called(&o.calls).filter_map(|(_, _, i)| i).collect();
        match runs.iter_mut().find(|(file, _, _)| *file == o.file) {
            Some(run) if run.2.len() < called.len() => *run = (o.file.clone(), o.brand.clone(), called),
            Some(_) => {}
            None => runs.push((o.file.clone(), o.brand.clone(), called)),
        }
    }
    runs
}

/// Runs each mutant against the files (one passing run each: [`runs_to_repeat`]) that called an
/// operation it touches, at most `jobs` mutants at once, stopping a mutant at its first failing
/// file.
pub async fn run(
    mutants: Vec<Mutant>,
    outcomes: &[Outcome],
    target: &Target,
    jobs: usize,
    clock: Option<String>,
) -> Result<Score, String> {
    let Target::InProcess { timeout, local, .. } = target else {
        return Err("--mutants changes the simulator in this process: run it without --target".into());
    };
    let runs = Arc::new(runs_to_repeat(outcomes));
    let permits = Arc::new(Semaphore::new(jobs.max(1)));
    let tasks: Vec<_> = mutants
        .into_iter()
        .map(|mutant| {
            let (runs, permits, clock, local, timeout) = (runs.clone(), permits.clone(), clock.clone(), *local, *timeout);
            tokio::spawn(async move {
                let _permit = permits.acquire_owned().await;
                let mutant = Arc::new(mutant);
                let target = Target::InProcess { timeout, local, mutant: Some(mutant.clone()) };
                let (mut killed_by, mut files) = (None, 0);
                for (file, brand, _) in runs.iter().filter(|(_, _, called)| mutant.reads.iter().any(|i| called.contains(i))) {
                    files += 1;
                    let outcome = runner::run_file_as(&target, file, brand.as_deref(), clock.as_deref()).await;
                    if !outcome.passed() {
                        killed_by = Some(outcome.name);
                        break;
                    }
                }
                Verdict {
                    operation: mutant.operation_id(),
                    area: mutant.area(),
                    operator: mutant.operator(),
                    description: mutant.description.clone(),
                    killed_by,
                    files,
                }
            })
        })
        .collect();
    let mut verdicts = Vec::new();
    for task in tasks {
        verdicts.push(task.await.map_err(|e| format!("a mutant's run stopped: {e}"))?);
    }
    Ok(Score::of(verdicts))
}

impl Score {
    fn of(mutants: Vec<Verdict>) -> Score {
        let (mut areas, mut operations, mut operators) = (BTreeMap::new(), BTreeMap::new(), BTreeMap::new());
        for v in &mutants {
            for tally in [
                areas.entry(v.area.to_string()).or_insert_with(Tally::default),
                operations.entry(v.operation.to_string()).or_default(),
                operators.entry(v.operator.to_string()).or_default(),
            ] {
                tally.total += 1;
                tally.killed += usize::from(v.killed_by.is_some());
            }
        }
        let killed = mutants.iter().filter(|v| v.killed_by.is_some()).count();
        let survivors =
            mutants.iter().filter(|v| v.killed_by.is_none()).map(|v| format!("{} — no step noticed", v.description)).collect();
        let percent = if mutants.is_empty() { 100.0 } else { (killed as f64 * 1000.0 / mutants.len() as f64).round() / 10.0 };
        Score { killed, total: mutants.len(), percent, areas, operations, operators, survivors, mutants }
    }

    /// What the terminal prints: the score, per area, per operator, then each survivor.
    pub fn render(&self) -> String {
        let mut out = format!("mutants: {} of {} killed ({} %)\n", self.killed, self.total, self.percent);
        for (area, t) in &self.areas {
            let _ = writeln!(out, "  {area}: {} of {} killed", t.killed, t.total);
        }
        let operators: Vec<String> = self.operators.iter().map(|(op, t)| format!("{op} {} of {}", t.killed, t.total)).collect();
        let _ = writeln!(out, "  by change: {}", operators.join(", "));
        for line in &self.survivors {
            let _ = writeln!(out, "  survived: {line}");
        }
        out
    }

    /// The same as an HTML section.
    pub fn html(&self) -> String {
        let mut out = format!(
            "<h2>Mutants</h2><p>{} of {} killed ({} %)</p><table><tr><th>area<th>killed<th>of</tr>",
            self.killed, self.total, self.percent
        );
        for (area, t) in &self.areas {
            let _ = write!(out, "<tr><td>{}<td>{}<td>{}</tr>", escape(area), t.killed, t.total);
        }
        out.push_str("</table><table><tr><th>change<th>killed<th>of</tr>");
        for (operator, t) in &self.operators {
            let _ = write!(out, "<tr><td>{}<td>{}<td>{}</tr>", escape(operator), t.killed, t.total);
        }
        out.push_str("</table>");
        if !self.survivors.is_empty() {
            out.push_str("<h3>Survivors</h3><ul>");
            for line in &self.survivors {
                let _ = write!(out, "<li>{}</li>", escape(line));
            }
            out.push_str("</ul>");
        }
        out.push_str("<details><summary>Per operation</summary><table><tr><th>operation<th>killed<th>of</tr>");
        for (op, t) in &self.operations {
            let _ = write!(out, "<tr><td><code>{}</code><td>{}<td>{}</tr>", escape(op), t.killed, t.total);
        }
        out.push_str("</table></details>");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::coverage::Seen;
    use serde_json::json;

    #[test]
    fn fields_are_read_at_the_top_one_level_down_and_in_each_element() {
        let paths: Vec<String> =
            fields(&json!({"a": 1, "b": {"c": "x", "d": [1]}, "e": [2]})).into_iter().map(|(p, _)| dotted(&p)).collect();
        assert_eq!(paths, ["a", "b.c"]);
        let list: Vec<String> =
            fields(&json!([{"uuid": "u", "status": "running"}])).into_iter().map(|(p, _)| dotted(&p)).collect();
        assert_eq!(list, ["[].uuid", "[].status"]);
        let keyed = json!({"0b6f1c1e-6a55-4d7e-9d43-2f1d0c0e5a11": {"a": 1}, "12": 2, "n": 3});
        assert_eq!(
            fields(&keyed).into_iter().map(|(p, _)| dotted(&p)).collect::<Vec<_>>(),
            ["n"],
            "keys that are ids are no fields"
        );
    }

    #[test]
    fn a_change_reaches_every_value_at_its_path() {
        let mut json = json!({"items": [{"s": "running"}, {"s": "stopped"}]});
        let to = BTreeMap::from([("\"running\"".to_string(), json!("stopped")), ("\"stopped\"".to_string(), json!("running"))]);
        each(&mut json, &["items".into(), "[]".into(), "s".into()], &mut |v| {
            *v = to.get(&v.to_string()).cloned().unwrap_or_else(|| changed(v));
        });
        assert_eq!(json, json!({"items": [{"s": "stopped"}, {"s": "running"}]}));
        let mut error = json!({"errors": {"Error": "busy", "x": {"msg": "no"}}, "message": "m"});
        error_texts(&mut error, &mut |t| t.push('!'));
        assert_eq!(error, json!({"errors": {"Error": "busy!", "x": {"msg": "no!"}}, "message": "m!"}));
        assert_eq!((changed(&json!(2)), changed(&json!(1.5)), changed(&json!(true))), (json!(3), json!(2.5), json!(false)));
    }

    #[tokio::test]
    async fn a_header_mutant_drops_or_changes_the_header_on_its_operation_s_answers_only() {
        use tower::ServiceExt;
        let authorize = OPERATIONS.iter().position(|op| op.id == "sim_idp_authorize").unwrap();
        let o = Observed {
            headers: BTreeMap::from([("location", "/app#state=s".to_string()), ("content-type", "application/json".to_string())]),
            fields: BTreeMap::from([(vec!["location".to_string()], (1, BTreeMap::new()))]),
            ..Observed::default()
        };
        let list = of_operation(authorize, o);
        let lines: Vec<&str> = list.iter().map(|m| m.description.as_str()).collect();
        assert_eq!(lines.first(), Some(&"sim_idp_authorize: header `Location` dropped"), "its own header first: {lines:?}");
        assert_eq!(
            lines.last(),
            Some(&"sim_idp_authorize: header `Content-Type` answered `text/html; charset=utf-8` instead of `application/json`"),
            "the JSON type last: {lines:?}"
        );
        let router = axum::Router::new().fallback(|| async {
            (StatusCode::FOUND, [(header::LOCATION, "/app#state=s"), (header::CONTENT_TYPE, "application/json")], "{}")
        });
        let send = |mutant: &Mutant, path: &str| {
            let router = Arc::new(mutant.clone()).layer(router.clone());
            let request = Request::get(path).body(Body::empty()).unwrap();
            async move { router.oneshot(request).await.unwrap() }
        };
        let dropped = send(&list[0], "/__sim/idp/s1/authorize").await;
        assert_eq!((dropped.status(), dropped.headers().get(header::LOCATION)), (StatusCode::FOUND, None));
        let changed = send(&list[list.len() - 1], "/__sim/idp/s1/authorize").await;
        assert_eq!(changed.headers()[header::CONTENT_TYPE], HTML);
        let other = send(&list[0], "/v1/user-resource/user").await;
        assert_eq!(other.headers()[header::LOCATION], "/app#state=s", "another operation's answer is untouched");
    }

    /// Regression: a file its first brand skipped (`when`) was repeated on that brand, calling
    /// nothing, so no mutant ever ran it where it held.
    #[test]
    fn a_mutant_repeats_a_file_on_a_brand_it_ran_on_not_one_that_skipped_it() {
        let call = |method: &str, uri: &str| Seen { method: method.into(), uri: uri.into(), status: 200, ..Default::default() };
        let outcome = |brand: &str, calls: Vec<Seen>| Outcome {
            file: "qa/billing/limited.yaml".into(),
            name: "limited".into(),
            brand: Some(brand.into()),
            steps: calls.len(),
            elapsed: Default::default(),
            failure: None,
            calls,
            skipped: Vec::new(),
            flags: Default::default(),
        };
        let ran = vec![call("GET", "/v1/config/ui/config"), call("POST", "/v1/tll/user-resource/vm")];
        let outcomes = [outcome("cognovum", Vec::new()), outcome("vdc", ran.clone()), outcome("web1", ran[..1].to_vec())];
        let runs = runs_to_repeat(&outcomes);
        assert_eq!(runs.len(), 1, "one run per file");
        assert_eq!(runs[0].1.as_deref(), Some("vdc"));
        let vm_create = OPERATIONS.iter().position(|o| o.id == "vm_create").unwrap();
        assert!(runs[0].2.contains(&vm_create), "{:?}", runs[0].2);
    }

    #[test]
    fn the_score_counts_per_area_and_operator_and_names_each_survivor() {
        let verdict = |operation, area, killed: bool| Verdict {
            operation,
            area,
            operator: if operation == "vm_get" { "timing" } else { "value" },
            description: format!("{operation}: `status` answered `stopped` instead of `running`"),
            killed_by: killed.then(|| "f.yaml".to_string()),
            files: 1,
        };
        let score = Score::of(vec![
            verdict("vm_get", "compute", true),
            verdict("vm_list", "compute", false),
            verdict("user_get", "identity", true),
        ]);
        assert_eq!((score.killed, score.total, score.percent), (2, 3, 66.7));
        assert_eq!((score.areas["compute"].killed, score.areas["compute"].total), (1, 2));
        assert_eq!((score.operators["value"].killed, score.operators["value"].total), (1, 2));
        assert!(score.render().contains("\n  by change: timing 1 of 1, value 1 of 2\n"));
        assert_eq!(score.survivors, ["vm_list: `status` answered `stopped` instead of `running` — no step noticed"]);
        assert!(
            score
                .render()
                .contains("\n  survived: vm_list: `status` answered `stopped` instead of `running` — no step noticed\n")
        );
    }
}

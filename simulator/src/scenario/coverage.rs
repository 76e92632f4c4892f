//! `--coverage FILE`: what a run reached of the contract. Each call a step made is matched to its
//! operation in the spec's route table (`spec::routes::OPERATIONS`), so the figures follow the
//! contract as it grows: per operation, called or not, the statuses seen against those the
//! OpenAPI document gives it, and the error texts its answers carried; the documented texts
//! (`texts.rs`) produced; per state machine the transitions exercised (`transitions.rs`); per
//! brand, the files run and the kinds of location reached (`locations.rs`); per feature flag,
//! whether the run touched it on and off (`features.rs`).
//! Written as JSON, with an HTML view of the same figures beside it (`FILE` with `.html`).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use std::path::Path;

use serde::Serialize;
use serde_json::Value;
use spec::routes::{Auth, OPERATIONS, Operation};

use super::features::{self, Flags};
use super::locations::{self, LocationKinds};
use super::report::Outcome;
use super::texts::{self, TextCoverage};
use super::transitions::{self, HistoryStep, MachineCoverage, State};

/// One call a step made, as coverage and `--report` need it, its secrets already redacted.
#[derive(Clone, Debug, Default)]
pub struct Seen {
    pub method: String,
    /// Path and query, as sent.
    pub uri: String,
    pub status: u16,
    /// The answer's error texts (`errors.*`, `message`, `error_description`), for a 4xx or 5xx.
    pub errors: Vec<String>,
    /// The texts a 2xx JSON answer carried where the catalogues' message texts go (`message`,
    /// `description`, `error_msg`, `error_description`, `subject` at any depth; the strings of an `errors` or `error_log`
    /// list, as `pay_all` answers the invoices it could not pay), so a
    /// catalogued success message, ledger description or mail subject counts as produced.
    pub messages: Vec<String>,
    /// Which step made it (`step 3 › iteration 2 › step 1`).
    pub step: String,
    pub headers: Vec<(String, String)>,
    pub body: Option<String>,
    pub answer: String,
    /// The answer's headers (names in lower case) but those that carry a credential.
    pub answer_headers: Vec<(String, String)>,
    pub elapsed: std::time::Duration,
    /// The machine states the answer showed, and the bare-metal history steps it listed.
    pub states: Vec<State>,
    pub history: Vec<HistoryStep>,
}

impl Seen {
    pub fn new(method: &str, uri: &str, status: u16, json: Option<&Value>) -> Seen {
        let (errors, messages, (states, history)) = match json {
            Some(json) if status >= 400 => (error_texts(json), Vec::new(), Default::default()),
            Some(json) => (Vec::new(), message_texts(json), transitions::states_in(json)),
            None => Default::default(),
        };
        Seen { method: method.to_string(), uri: uri.to_string(), status, errors, messages, states, history, ..Seen::default() }
    }
}

/// The message-bearing strings of a successful answer, each once (see [`Seen::messages`]).
fn message_texts(json: &Value) -> Vec<String> {
    fn walk(value: &Value, texts: &mut BTreeSet<String>) {
        match value {
            Value::Object(map) => {
                for (key, value) in map {
                    match (key.as_str(), value) {
                        ("message" | "description" | "error_msg" | "error_description" | "subject", Value::String(text)) => {
                            texts.insert(text.clone());
                        }
                        ("errors" | "error_log", Value::Array(items)) => {
                            texts.extend(items.iter().filter_map(Value::as_str).map(str::to_owned))
                        }
                        _ => walk(value, texts),
                    }
                }
            }
            Value::Array(items) => items.iter().for_each(|item| walk(item, texts)),
            _ => {}
        }
    }
    let mut texts = BTreeSet::new();
    walk(json, &mut texts);
    texts.into_iter().collect()
}

/// The texts of an error body in any of the API's shapes (docs/product/conventions.md#error-shapes).
fn error_texts(json: &Value) -> Vec<String> {
    let mut texts = Vec::new();
    if let Some(errors) = json.get("errors").and_then(Value::as_object) {
        for value in errors.values() {
            match value {
                Value::String(text) => texts.push(text.clone()),
                // The payment area's `{"consumer::…": {"msg": …}}`.
                other => texts.extend(other.get("msg").and_then(Value::as_str).map(str::to_owned)),
            }
        }
    }
    for key in ["message", "error_description"] {
        if let Some(text) = json.get(key).and_then(Value::as_str) {
            texts.push(text.to_owned());
            texts.extend(field_texts(text));
        }
    }
    texts
}

/// The texts of a `message` holding field errors, `'name': text; 'size': text` (the message
/// shape's field errors, `ApiError::fields`), each without its field: the catalogue's text.
fn field_texts(message: &str) -> Vec<String> {
    let mut texts = Vec::new();
    let mut rest = message;
    while let Some(after) = rest.strip_prefix('\'') {
        let Some((_, text)) = after.split_once("': ") else { break };
        // The next field starts at `; '`; a text holding `; '` itself is cut there, as it is rare.
        let (text, next) = match text.find("; '") {
            Some(at) => (&text[..at], &text[at + 2..]),
            None => (text, ""),
        };
        texts.push(text.to_owned());
        rest = next;
    }
    texts
}

/// Thresholds (`--min-coverage operations=95,transitions=85,error_texts=90,statuses=70`), in
/// percent, named as the summary's figures are.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Minimum {
    pub operations: Option<f64>,
    pub transitions: Option<f64>,
    pub error_texts: Option<f64>,
    pub statuses: Option<f64>,
}

pub fn parse_minimum(text: &str) -> Result<Minimum, String> {
    let mut minimum = Minimum::default();
    for part in text.split(',') {
        let (name, value) = part.split_once('=').ok_or_else(|| format!("`{part}`: expected NAME=PERCENT"))?;
        let value: f64 = value.trim().parse().map_err(|_| format!("`{part}`: {value} is not a number"))?;
        if !(0.0..=100.0).contains(&value) {
            return Err(format!("`{part}`: a percentage is between 0 and 100"));
        }
        match name.trim() {
            "operations" => minimum.operations = Some(value),
            "transitions" => minimum.transitions = Some(value),
            "error_texts" => minimum.error_texts = Some(value),
            "statuses" => minimum.statuses = Some(value),
            other => {
                return Err(format!(
                    "`{other}`: the figures that can have a minimum are: operations, transitions, error_texts, statuses"
                ));
            }
        }
    }
    Ok(minimum)
}

/// The coverage of a run, as written to `--coverage`.
#[derive(Debug, Serialize)]
pub struct Coverage {
    pub summary: Summary,
    pub operations: Vec<OperationCoverage>,
    /// Per state machine, its transitions (the domain's table) and how often each was seen.
    pub machines: Vec<MachineCoverage>,
    /// Every documented error text and whether an answer carried it.
    pub error_catalogue: Vec<TextCoverage>,
    /// Files run per brand (the session's brand; `default` when a file names none).
    pub brands: BTreeMap<String, usize>,
    /// Per brand, the kinds of location its location-scoped calls reached, with their calls.
    pub locations: LocationKinds,
    /// Per feature flag, the runs and calls that touched it on and off.
    pub features: Flags,
    /// Calls that no operation of the contract answers (`METHOD path`), with their count.
    pub unmatched: BTreeMap<String, usize>,
}

#[derive(Debug, Serialize)]
pub struct Summary {
    pub operations: Figure,
    /// Documented statuses seen, over all operations.
    pub statuses: Figure,
    /// The catalogues' error texts produced.
    pub error_texts: Figure,
    /// State-machine transitions exercised, over all machines.
    pub transitions: Figure,
    /// Feature flag states touched (each flag on and off), over all flags.
    pub features: Figure,
    /// Kinds of location reached by a location-scoped call, over all brands.
    pub location_kinds: Figure,
}

#[derive(Debug, Serialize)]
pub struct Figure {
    pub covered: usize,
    pub total: usize,
    pub percent: f64,
}

impl Figure {
    fn new(covered: usize, total: usize) -> Figure {
        // One decimal, so the JSON is the same from run to run and reads as the README prints it.
        let percent = if total == 0 { 100.0 } else { (covered as f64 * 1000.0 / total as f64).floor() / 10.0 };
        Figure { covered, total, percent }
    }
}

#[derive(Debug, Serialize)]
pub struct OperationCoverage {
    pub id: &'static str,
    pub method: &'static str,
    pub path: &'static str,
    pub area: &'static str,
    pub calls: usize,
    /// As the OpenAPI document lists them: the success status, `4XX`, and 401/403 behind a key.
    pub documented: Vec<String>,
    /// Status → calls.
    pub seen: BTreeMap<u16, usize>,
    pub error_texts: BTreeSet<String>,
}

/// The response keys the OpenAPI document gives `op` (spec `openapi::operation_object`).
fn documented(op: &Operation) -> Vec<String> {
    let mut statuses = vec![op.status.to_string(), "4XX".to_string()];
    if op.auth == Auth::ApiKey {
        statuses.extend(["401".to_string(), "403".to_string()]);
    }
    statuses
}

/// Whether a seen status is the documented one `key` of `documented` stands for: `4XX` is every
/// 4xx the document does not list on its own, as in OpenAPI.
fn answers(documented: &[String], key: &str, status: u16) -> bool {
    match key {
        "4XX" => (400..500).contains(&status) && !documented.contains(&status.to_string()),
        exact => exact == status.to_string(),
    }
}

impl Coverage {
    pub fn of(outcomes: &[Outcome]) -> Coverage {
        let mut operations: Vec<OperationCoverage> = OPERATIONS
            .iter()
            .map(|op| OperationCoverage {
                id: op.id,
                method: op.method.as_str(),
                path: op.path,
                area: op.area.tag(),
                calls: 0,
                documented: documented(op),
                seen: BTreeMap::new(),
                error_texts: BTreeSet::new(),
            })
            .collect();
        let (mut brands, mut unmatched) = (BTreeMap::new(), BTreeMap::new());
        for outcome in outcomes {
            *brands.entry(brand_key(outcome)).or_insert(0) += 1;
            for (seen, path, operation) in operations_called(&outcome.calls) {
                match operation {
                    Some(i) => {
                        let op = &mut operations[i];
                        op.calls += 1;
                        *op.seen.entry(seen.status).or_insert(0) += 1;
                        op.error_texts.extend(seen.errors.iter().cloned());
                    }
                    None => *unmatched.entry(format!("{} {path}", seen.method)).or_insert(0) += 1,
                }
            }
        }
        let called = operations.iter().filter(|op| op.calls > 0).count();
        let documented_total = operations.iter().map(|op| op.documented.len()).sum();
        let documented_seen = operations
            .iter()
            .map(|op| op.documented.iter().filter(|key| op.seen.keys().any(|s| answers(&op.documented, key, *s))).count())
            .sum();
        // Every call's texts, also those no operation answers (the gateway's 405, the control API's).
        let calls = || outcomes.iter().flat_map(|o| o.calls.iter());
        let answered: BTreeSet<String> = calls().flat_map(|seen| seen.errors.iter().chain(&seen.messages).cloned()).collect();
        // A page (the identity provider's, the payment sandbox's) carries its texts among markup.
        let pages: BTreeSet<&str> =
            calls().map(|seen| seen.answer.as_str()).filter(|a| a.trim_start().starts_with('<')).collect();
        let error_catalogue = texts::of(&answered, &pages.into_iter().collect::<Vec<_>>());
        let machines = transitions::coverage(outcomes.iter().map(|o| o.calls.as_slice()));
        let (locations, features) = (locations::of(outcomes), features::of(outcomes));
        let (flag_states, all_states) = features::touched(&features);
        let reached: BTreeSet<&str> = locations.values().flat_map(|kinds| kinds.keys().copied()).collect();
        let summary = Summary {
            operations: Figure::new(called, operations.len()),
            statuses: Figure::new(documented_seen, documented_total),
            // Over the texts a request can produce (`texts::UNREACHABLE` lists the others).
            error_texts: Figure::new(
                error_catalogue.iter().filter(|t| t.produced && t.unreachable.is_none()).count(),
                error_catalogue.iter().filter(|t| t.unreachable.is_none()).count(),
            ),
            transitions: Figure::new(
                machines.iter().map(|m| m.covered).sum(),
                machines.iter().map(|m| m.transitions.len()).sum(),
            ),
            features: Figure::new(flag_states, all_states),
            location_kinds: Figure::new(reached.len(), locations::KINDS.len()),
        };
        Coverage { summary, operations, machines, error_catalogue, brands, locations, features, unmatched }
    }

    /// The figures below `minimum`, one line each.
    pub fn shortfalls(&self, minimum: &Minimum) -> Vec<String> {
        let figures = [
            ("operations", minimum.operations, &self.summary.operations),
            ("transitions", minimum.transitions, &self.summary.transitions),
            ("error_texts", minimum.error_texts, &self.summary.error_texts),
            ("statuses", minimum.statuses, &self.summary.statuses),
        ];
        figures
            .into_iter()
            .filter_map(|(name, min, f)| min.filter(|min| f.percent < *min).map(|min| (name, min, f)))
            .map(|(name, min, f)| format!("{name} {} % ({} of {}), below the minimum {min} %", f.percent, f.covered, f.total))
            .collect()
    }

    /// Writes the JSON to `file` and the HTML view beside it.
    pub fn write(&self, file: &Path) -> Result<(), String> {
        let at = |e: std::io::Error| format!("--coverage {}: {e}", file.display());
        if let Some(dir) = file.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(at)?;
        }
        let json = serde_json::to_string_pretty(self).map_err(|e| e.to_string())?;
        std::fs::write(file, json + "\n").map_err(at)?;
        std::fs::write(file.with_extension("html"), self.html()).map_err(at)
    }

    /// One self-contained page: the summary, then every operation, the uncalled ones first.
    pub fn html(&self) -> String {
        let mut out = String::from(
            "<!doctype html><meta charset=utf-8><title>cloudsim run coverage</title><style>\
             body{font:14px sans-serif;margin:2em}table{border-collapse:collapse}\
             td,th{border:1px solid #ccc;padding:2px 6px;text-align:left;vertical-align:top}\
             .no{background:#fdd}.yes{background:#dfd}</style><h1>Coverage</h1>",
        );
        let s = &self.summary;
        for (label, f) in [
            ("Operations called", &s.operations),
            ("Documented statuses seen", &s.statuses),
            ("Documented error texts produced", &s.error_texts),
            ("State-machine transitions exercised", &s.transitions),
            ("Feature flag states touched (on and off)", &s.features),
            ("Location kinds reached", &s.location_kinds),
        ] {
            let _ = write!(out, "<p>{label}: {} of {} ({} %).</p>", f.covered, f.total, f.percent);
        }
        transitions::html(&self.machines, &mut out);
        features::html(&self.features, &mut out);
        out.push_str("<h2>Brands</h2><table><tr><th>brand<th>files<th>location kinds reached (calls)");
        for (brand, files) in &self.brands {
            let kinds = self.locations.get(brand).into_iter().flatten().map(|(kind, n)| format!("{kind} ×{n}"));
            let _ = write!(out, "<tr><td>{}<td>{files}<td>{}", escape(brand), kinds.collect::<Vec<_>>().join(", "));
        }
        out.push_str("</table><h2>Operations</h2><table><tr><th>operation<th>area<th>calls<th>documented<th>seen<th>error texts");
        let mut rows: Vec<&OperationCoverage> = self.operations.iter().collect();
        rows.sort_by_key(|op| (op.calls > 0, op.area, op.id));
        for op in rows {
            let class = if op.calls > 0 { "yes" } else { "no" };
            let seen: Vec<String> = op.seen.iter().map(|(status, n)| format!("{status}×{n}")).collect();
            let texts: Vec<String> = op.error_texts.iter().map(|t| escape(t)).collect();
            let _ = write!(
                out,
                "<tr class={class}><td>{} <code>{} {}</code><td>{}<td>{}<td>{}<td>{}<td>{}",
                op.id,
                op.method,
                escape(op.path),
                op.area,
                op.calls,
                op.documented.join(" "),
                seen.join(" "),
                texts.join("<br>")
            );
        }
        out.push_str("</table><h2>Error texts not produced</h2><ul>");
        for text in self.error_catalogue.iter().filter(|t| !t.produced && t.unreachable.is_none()) {
            let _ = write!(out, "<li>{} <code>{}</code>: {}", text.catalogue, text.name, escape(text.template));
        }
        out.push_str("</ul><h2>Error texts no request can produce (not counted)</h2><ul>");
        for text in self.error_catalogue.iter().filter(|t| t.unreachable.is_some()) {
            let why = text.unreachable.unwrap_or_default();
            let _ = write!(out, "<li>{} <code>{}</code>: {} — {}", text.catalogue, text.name, escape(text.template), escape(why));
        }
        out.push_str("</ul>");
        if !self.unmatched.is_empty() {
            out.push_str("<h2>Calls no operation answers</h2><ul>");
            for (call, n) in &self.unmatched {
                let _ = write!(out, "<li><code>{}</code> ×{n}", escape(call));
            }
            out.push_str("</ul>");
        }
        out
    }
}

pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The brand a run counts for: its session's, `default` when the file names none.
pub(super) fn brand_key(outcome: &Outcome) -> String {
    outcome.brand.clone().unwrap_or_else(|| "default".into())
}

/// Each call with its path (the query left off) and the index in `OPERATIONS` of its operation.
pub(super) fn operations_called(calls: &[Seen]) -> impl Iterator<Item = (&Seen, &str, Option<usize>)> {
    calls.iter().map(|seen| {
        let path = seen.uri.split('?').next().unwrap_or_default();
        (seen, path, operation_of(&seen.method, path))
    })
}

/// The index in `OPERATIONS` of the operation answering `method path`: of the mounted paths that
/// match, segment by segment (`{param}` matches any one segment), the one with the most literal
/// segments, so `/v1/vm/list` is the list and not `/v1/{location}/vm`.
pub(super) fn operation_of(method: &str, path: &str) -> Option<usize> {
    let segments: Vec<&str> = path.trim_end_matches('/').split('/').collect();
    let mut best: Option<(usize, usize)> = None;
    for (i, op) in OPERATIONS.iter().enumerate().filter(|(_, op)| op.method.as_str() == method) {
        for mounted in op.mounted_paths() {
            let pattern: Vec<&str> = mounted.split('/').collect();
            if pattern.len() != segments.len() {
                continue;
            }
            let matched = pattern.iter().zip(&segments).all(|(p, s)| p.starts_with('{') || p == s);
            let literal = pattern.iter().filter(|p| !p.starts_with('{')).count();
            if matched && best.is_none_or(|(_, l)| literal > l) {
                best = Some((i, literal));
            }
        }
    }
    best.map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use std::time::Duration;

    fn id(method: &str, path: &str) -> Option<&'static str> {
        operation_of(method, path).map(|i| OPERATIONS[i].id)
    }

    #[test]
    fn calls_match_their_operation_at_either_mount() {
        let op = OPERATIONS.iter().find(|op| op.scope == spec::routes::Scope::Location).copied().unwrap();
        let concrete = |mounted: &str| mounted.replace("{location}", "tll").replace(['{', '}'], "");
        for mounted in op.mounted_paths() {
            assert_eq!(id(op.method.as_str(), &concrete(&mounted)), Some(op.id), "{mounted}");
        }
        assert_eq!(id("GET", "/v1/user-resource/user"), Some("user_get"));
        assert_eq!(id("GET", "/v1/no/such/thing"), None);
        assert_eq!(id("DELETE", "/v1/user-resource/user"), None);
    }

    #[test]
    fn error_texts_in_every_shape() {
        assert_eq!(error_texts(&json!({"errors": {"Error": "a", "name": "b"}})), ["a", "b"]);
        assert_eq!(error_texts(&json!({"message": "c"})), ["c"]);
        assert_eq!(error_texts(&json!({"error": "x", "error_description": "d"})), ["d"]);
        assert_eq!(error_texts(&json!({"errors": {"consumer::resource_forbidden": {"msg": "e"}}})), ["e"]);
        assert!(Seen::new("GET", "/", 200, Some(&json!({"message": "ok"}))).errors.is_empty());
        let fields = json!({"message": "'name': Must not start with xn--; 'size': Must be less than or equal to 5"});
        assert_eq!(error_texts(&fields)[1..], ["Must not start with xn--", "Must be less than or equal to 5"]);
        assert_eq!(error_texts(&json!({"message": "'name' is required"})), ["'name' is required"]);
    }

    #[test]
    fn success_answers_carry_message_texts() {
        let answer =
            json!({"message": "Invoice paid", "items": [{"description": "Top up for account", "n": 1}], "errors": ["x"]});
        let seen = Seen::new("POST", "/", 200, Some(&answer));
        assert_eq!(seen.messages, ["Invoice paid", "Top up for account", "x"]);
        assert!(seen.errors.is_empty());
    }

    #[test]
    fn figures_count_operations_statuses_and_brands() {
        let outcome = Outcome {
            file: "a.yaml".into(),
            name: "A".into(),
            brand: Some("vdc".into()),
            steps: 3,
            elapsed: Duration::ZERO,
            failure: None,
            calls: vec![
                Seen::new("GET", "/v1/user-resource/user?x=1", 200, None),
                Seen::new("GET", "/v1/user-resource/user", 401, Some(&json!({"message": "No API key found in request"}))),
                Seen::new("GET", "/v1/nowhere", 404, None),
            ],
            skipped: Vec::new(),
            flags: Default::default(),
        };
        let coverage = Coverage::of(&[outcome]);
        assert_eq!(coverage.summary.operations.covered, 1);
        assert_eq!(coverage.summary.operations.total, OPERATIONS.len());
        assert_eq!(coverage.summary.statuses.covered, 2);
        let user = coverage.operations.iter().find(|op| op.id == "user_get").unwrap();
        assert_eq!((user.calls, user.seen.len()), (2, 2));
        assert!(user.error_texts.contains("No API key found in request"));
        assert_eq!(coverage.brands["vdc"], 1);
        assert!(coverage.locations["vdc"].is_empty(), "user_get is global");
        assert_eq!(coverage.unmatched["GET /v1/nowhere"], 1);
        let short = coverage.shortfalls(&parse_minimum("operations=50").unwrap());
        assert_eq!(short.len(), 1);
        assert!(short[0].starts_with("operations 0."), "{short:?}");
        assert!(coverage.shortfalls(&parse_minimum("operations=0").unwrap()).is_empty());
        assert_eq!(coverage.summary.error_texts.covered, 1, "the gateway's NO_API_KEY");
        let short = coverage.shortfalls(&parse_minimum("transitions=1").unwrap());
        assert!(short.len() == 1 && short[0].starts_with("transitions 0 % (0 of "), "{short:?}");
        let short = coverage.shortfalls(&parse_minimum("error_texts=50,statuses=50").unwrap());
        assert!(short.len() == 2 && short[0].starts_with("error_texts 0.") && short[1].starts_with("statuses 0."), "{short:?}");
        assert_eq!(coverage.summary.features.covered, 0, "no `when` read a flag, no gated call");
        assert_eq!(coverage.summary.location_kinds.total, locations::KINDS.len());
        let html = coverage.html();
        assert!(html.contains("<p>Feature flag states touched (on and off): 0 of ") && html.contains("<h2>Feature flags</h2>"));
        assert!(html.contains("<td>user_get <code>GET /user-resource/user</code>") && html.contains("GET /v1/nowhere"));
    }

    #[test]
    fn minimums_name_a_known_figure_and_a_percentage() {
        assert_eq!(parse_minimum("operations=90").unwrap().operations, Some(90.0));
        let both = parse_minimum("operations=95,transitions=85").unwrap();
        assert_eq!((both.operations, both.transitions), (Some(95.0), Some(85.0)));
        let all = parse_minimum("operations=95,transitions=85,error_texts=90,statuses=70").unwrap();
        assert_eq!((all.error_texts, all.statuses), (Some(90.0), Some(70.0)));
        for bad in ["operations", "operations=x", "operations=101", "colours=5", "texts=90"] {
            assert!(parse_minimum(bad).is_err(), "{bad}");
        }
    }
}

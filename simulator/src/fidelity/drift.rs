//! `cloudsim drift DIR`: how recorded answers part from the contract and from the simulator.
//! Every answer is checked against its operation's schema in `spec/openapi.json` (fields missing,
//! extra, retyped, refused values; a success status other than ours); a folder `cloudsim record`
//! wrote is also replayed (its `scenario.yaml`) against an in-process simulator, and each call's
//! answer compared with the recorded one (status, fields, types; an error's shape and texts).
//! Differences a checked-in file explains (`--explained`, each with its reason in docs/product/README.md#evidence)
//! pass; any other fails the run.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};
use serde::Deserialize;
use serde_json::Value;
use spec::routes::ResponseBody;

use super::fixture::{self, Folder, Sample};
use super::operation;
use super::shape::{self, Difference, Kind};
use crate::app;
use crate::scenario::runner::{self, Observed};

/// Seconds the replay waits for one in-process answer.
const REPLAY_TIMEOUT: Duration = Duration::from_secs(60);

#[derive(clap::Args)]
pub struct DriftArgs {
    /// A folder `cloudsim record` wrote, or of recorded answer bodies (`real-api-fixtures/`).
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
    /// The explained differences (YAML list of operation, fields, kind, source, against, reason).
    #[arg(long, value_name = "FILE")]
    pub explained: Option<PathBuf>,
    /// Write a JUnit XML report here (one test case per operation).
    #[arg(long, value_name = "FILE")]
    pub junit: Option<PathBuf>,
}

/// Differences that are known and why: `operation` and one of `fields` must match, `kind` and
/// `source` (a fixture's file name, up to any `#key`) narrow it when given.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Explained {
    pub operation: String,
    /// `$` is the whole body, `.key` a field, `[]` any item of a list: `$[].storage[].id`.
    pub fields: Vec<String>,
    #[serde(default)]
    pub kind: Option<Kind>,
    #[serde(default)]
    pub source: Option<String>,
    /// Only differences from the contract, or only from the simulator's answer.
    #[serde(default)]
    pub against: Option<Against>,
    pub reason: String,
}

/// What a recorded answer was compared with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Against {
    /// The operation's schema and status in `spec/openapi.json`.
    Contract,
    /// The simulator's answer to the same request, in the replay.
    Simulator,
}

impl Explained {
    fn covers(&self, finding: &Finding) -> bool {
        self.operation == finding.operation
            && self.fields.contains(&finding.difference.field)
            && self.kind.is_none_or(|k| k == finding.difference.kind)
            && self.against.is_none_or(|a| a == finding.against)
            && self.source.as_ref().is_none_or(|s| finding.source.split('#').next() == Some(s.as_str()))
    }
}

/// One difference where it was found, and its explanation if it has one.
#[derive(Clone, Debug)]
pub struct Finding {
    pub against: Against,
    pub operation: String,
    pub source: String,
    pub difference: Difference,
    pub explained: Option<String>,
}

/// What a drift run found.
#[derive(Debug, Default)]
pub struct Drift {
    /// The operations whose answers were checked.
    pub operations: std::collections::BTreeSet<String>,
    pub answers: usize,
    pub replayed: usize,
    pub findings: Vec<Finding>,
    /// `operation field` of explanations no difference needed any more.
    pub stale: Vec<String>,
}

impl Drift {
    pub fn unexplained(&self) -> impl Iterator<Item = &Finding> {
        self.findings.iter().filter(|f| f.explained.is_none())
    }
}

/// Exit 0 when every difference is explained, 1 when one is not, 2 for a usage error.
pub async fn run(args: DriftArgs) -> ExitCode {
    let started = Instant::now();
    let result = async {
        let explained = match &args.explained {
            Some(file) => read_explained(file)?,
            None => Vec::new(),
        };
        let drift = check(&args.dir, &explained).await?;
        print!("{}", render(&drift));
        if let Some(file) = &args.junit {
            write_junit(file, &drift, started.elapsed())?;
        }
        Ok::<_, String>(drift.unexplained().next().is_none())
    }
    .await;
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("cloudsim drift: {message}");
            ExitCode::from(2)
        }
    }
}

pub fn read_explained(file: &Path) -> Result<Vec<Explained>, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let explained: Vec<Explained> = serde_norway::from_str(&text).map_err(|e| format!("{}: {e}", file.display()))?;
    if let Some(bare) = explained.iter().find(|e| e.reason.trim().is_empty() || e.fields.is_empty()) {
        return Err(format!("{}: the entry for {} needs fields and a reason", file.display(), bare.operation));
    }
    Ok(explained)
}

/// Checks every answer in `dir`, replays its scenario if it has one, and explains what it can.
pub async fn check(dir: &Path, explained: &[Explained]) -> Result<Drift, String> {
    let folder = fixture::read_folder(dir)?;
    let mut drift = Drift { answers: folder.samples.len(), ..Drift::default() };
    for (source, why) in &folder.unplaced {
        let difference = Difference::new(Kind::Route, "$", why.clone());
        drift.findings.push(finding(Against::Contract, "unknown", source, difference));
    }
    for sample in &folder.samples {
        drift.operations.insert(sample.op.id.to_string());
        for difference in against_contract(sample) {
            drift.findings.push(finding(Against::Contract, sample.op.id, &sample.source, difference));
        }
    }
    if let Some(scenario) = &folder.scenario {
        replay(scenario, &folder, &mut drift).await;
    }
    for f in &mut drift.findings {
        f.explained = explained.iter().find(|e| e.covers(f)).map(|e| e.reason.clone());
    }
    drift.stale = explained
        .iter()
        .flat_map(|e| e.fields.iter().map(move |field| (e, field)))
        .filter(|(e, field)| !drift.findings.iter().any(|f| e.covers(f) && &f.difference.field == *field))
        .map(|(e, field)| format!("{} {field}", e.operation))
        .collect();
    Ok(drift)
}

fn finding(against: Against, operation: &str, source: &str, difference: Difference) -> Finding {
    Finding { against, operation: operation.into(), source: source.into(), difference, explained: None }
}

/// The sample against its operation's schema and success status.
fn against_contract(sample: &Sample) -> Vec<Difference> {
    let op = sample.op;
    let mut found = Vec::new();
    let success = (200..300).contains(&sample.status);
    if success && sample.status != op.status {
        found.push(Difference::new(Kind::Status, "$", format!("recorded {}, the contract says {}", sample.status, op.status)));
    }
    match (operation::answer_schema(op, sample.status), &sample.body) {
        (Some(schema), Some(body)) => found.extend(shape::against_schema(body, &schema)),
        (Some(_), None) => found.push(Difference::new(Kind::Missing, "$", "recorded no body, the contract gives one")),
        (None, Some(body)) if success && matches!(op.response, ResponseBody::Empty) => {
            found.push(Difference::new(Kind::Extra, "$", format!("recorded {body}, the contract gives no body")));
        }
        _ => {}
    }
    found
}

/// Replays the recorded session and compares each call's answer with the recorded exchange it
/// came from (the scenario has one call per exchange, in order).
async fn replay(scenario: &Path, folder: &Folder, drift: &mut Drift) {
    let (observed, result) = runner::observe_file(scenario, REPLAY_TIMEOUT, &app::Local).await;
    let recorded: Vec<&Sample> = folder.samples.iter().filter(|s| s.exchange.is_some()).collect();
    drift.replayed = observed.len();
    for (sample, Observed { answer, .. }) in recorded.iter().zip(&observed) {
        for difference in against_simulator(sample, answer.status, answer.json.as_ref()) {
            drift.findings.push(finding(Against::Simulator, sample.op.id, &sample.source, difference));
        }
    }
    if let Err(failure) = result {
        let source = scenario.display().to_string();
        let operation = recorded.get(observed.len().saturating_sub(1)).map_or("unknown", |s| s.op.id);
        let difference = Difference::new(Kind::Replay, "$", failure.headline());
        drift.findings.push(finding(Against::Simulator, operation, &source, difference));
    }
}

fn against_simulator(sample: &Sample, status: u16, answer: Option<&Value>) -> Vec<Difference> {
    if sample.status != status {
        let detail = format!("recorded {}, the simulator answers {status}", sample.status);
        return vec![Difference::new(Kind::Status, "$", detail)];
    }
    match (&sample.body, answer) {
        (Some(recorded), Some(simulated)) if status >= 400 => shape::against_error(recorded, simulated),
        (Some(recorded), Some(simulated)) => shape::against_answer(recorded, simulated),
        _ => Vec::new(),
    }
}

/// The readable report: per operation, each difference with where it was seen and, if explained,
/// why; then the explanations nothing needed and the totals.
pub fn render(drift: &Drift) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "drift: {} recorded answers checked against the contract, {} replayed", drift.answers, drift.replayed);
    for (operation, findings) in by_operation(drift) {
        let open = findings.iter().filter(|f| f.explained.is_none()).count();
        let verdict = if open == 0 { "ok  " } else { "DIFF" };
        if findings.is_empty() {
            let _ = writeln!(out, "{verdict} {operation}: no differences");
            continue;
        }
        let _ = writeln!(out, "{verdict} {operation}");
        let mut last_reason = None;
        for f in findings {
            let d = &f.difference;
            let mark = if f.explained.is_some() { "explained" } else { "UNEXPLAINED" };
            let _ = writeln!(out, "       {mark:<11} {:<10} {:<36} {} ({})", d.kind.to_string(), d.field, d.detail, f.source);
            // Once per run of differences with the same reason.
            if let Some(reason) = f.explained.as_ref().filter(|r| last_reason != Some(*r)) {
                let _ = writeln!(out, "                   why: {reason}");
            }
            last_reason = f.explained.as_ref();
        }
    }
    for stale in &drift.stale {
        let _ = writeln!(out, "note: no difference needs the explanation of {stale} any more");
    }
    let open = drift.unexplained().count();
    let _ = writeln!(out, "{} differences: {} explained, {open} unexplained", drift.findings.len(), drift.findings.len() - open);
    out
}

/// Every operation checked, with its differences (none for most, one hopes).
fn by_operation(drift: &Drift) -> BTreeMap<&str, Vec<&Finding>> {
    let mut map: BTreeMap<&str, Vec<&Finding>> = drift.operations.iter().map(|op| (op.as_str(), Vec::new())).collect();
    for f in &drift.findings {
        map.entry(f.operation.as_str()).or_default().push(f);
    }
    map
}

/// One test suite, one test case per operation checked; a case fails when one of its
/// differences is unexplained. Explained ones are listed in the case's output.
pub fn junit(drift: &Drift, elapsed: Duration) -> Result<String, String> {
    let mut suite = TestSuite::new("cloudsim drift");
    for (operation, findings) in by_operation(drift) {
        let line = |f: &&Finding| {
            format!(
                "{} {} {}: {} ({})",
                f.difference.kind,
                f.difference.field,
                f.source,
                f.difference.detail,
                f.explained.as_deref().unwrap_or("unexplained")
            )
        };
        let open: Vec<String> = findings.iter().filter(|f| f.explained.is_none()).map(line).collect();
        let status = if open.is_empty() {
            TestCaseStatus::success()
        } else {
            let mut status = TestCaseStatus::non_success(NonSuccessKind::Failure);
            status
                .set_message(format!("{} unexplained differences", open.len()))
                .set_type("drift")
                .set_description(open.join("\n"));
            status
        };
        let mut case = TestCase::new(operation, status);
        case.set_classname("drift");
        let explained: Vec<String> = findings.iter().filter(|f| f.explained.is_some()).map(line).collect();
        if !explained.is_empty() {
            case.set_system_out(explained.join("\n"));
        }
        suite.add_test_case(case);
    }
    suite.set_time(elapsed);
    let mut report = Report::new("cloudsim drift");
    report.set_time(elapsed).add_test_suite(suite);
    report.to_string().map_err(|e| format!("JUnit report: {e}"))
}

fn write_junit(file: &Path, drift: &Drift, elapsed: Duration) -> Result<(), String> {
    let xml = junit(drift, elapsed)?;
    if let Some(dir) = file.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| format!("--junit {}: {e}", file.display()))?;
    }
    std::fs::write(file, xml).map_err(|e| format!("--junit {}: {e}", file.display()))
}

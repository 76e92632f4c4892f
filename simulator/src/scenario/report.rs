//! What a run prints: a line per file, then each failure (where, the request, what was expected,
//! the answer with the first mismatch marked), then `N passed, N failed`.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::PathBuf;
use std::time::Duration;

use serde_json::Value;

use super::coverage::Seen;
use super::expect::Mismatch;
use super::hint::{self, Hint, Written};
use super::path::{Seg, concrete};

/// Lines of an answer shown around the mismatch.
const CONTEXT: usize = 12;
/// Answers up to this many lines are shown whole.
const WHOLE: usize = 40;

/// How one file went.
#[derive(Debug)]
pub struct Outcome {
    pub file: PathBuf,
    pub name: String,
    /// The session's brand, when the file names one.
    pub brand: Option<String>,
    /// Steps run (loop iterations count each time).
    pub steps: usize,
    pub elapsed: Duration,
    pub failure: Option<Failure>,
    /// Every call the steps made, for `--coverage`.
    pub calls: Vec<Seen>,
    /// Steps a `when` skipped, each `file:line: step N skipped: why`.
    pub skipped: Vec<String>,
    /// The feature flags its `when` steps read, each in the state the session's brand has it.
    pub flags: BTreeMap<String, bool>,
}

impl Outcome {
    pub fn passed(&self) -> bool {
        self.failure.is_none()
    }
}

/// Why a file failed, and where.
#[derive(Debug)]
pub struct Failure {
    /// `file:line`, or `file:line:column` for an error in the YAML.
    pub at: String,
    /// Which step: `step 3 › iteration 2 › step 1: call GET /v1/…`.
    pub step: Option<String>,
    pub message: String,
    pub exchange: Option<Box<Exchange>>,
}

impl Failure {
    pub fn new(at: impl ToString, message: impl Into<String>) -> Failure {
        Failure { at: at.to_string(), step: None, message: message.into(), exchange: None }
    }

    /// The first line: where and what.
    pub fn headline(&self) -> String {
        match &self.step {
            Some(step) => format!("{}: {step}: {}", self.at, self.message),
            None => format!("{}: {}", self.at, self.message),
        }
    }
}

/// The request a failing step sent and what came back.
#[derive(Clone, Debug)]
pub struct Exchange {
    pub method: String,
    pub uri: String,
    /// The `as` of the call.
    pub user: Option<String>,
    pub body: Option<String>,
    /// What was expected, one line per check.
    pub expected: Vec<String>,
    pub status: u16,
    /// The answer's headers that the step's `expect` names (names in lower case).
    pub headers: Vec<(String, String)>,
    pub answer: String,
    pub json: Option<Value>,
    /// Every way the answer missed the step's checks, the first marked in the answer.
    pub mismatches: Vec<Mismatch>,
    /// The step's `expect` as written, for the hint; none for a control step.
    pub written: Option<Written>,
}

impl Exchange {
    /// Where in `json` the first mismatch with a place is.
    pub fn mark(&self) -> Option<&[Seg]> {
        self.mismatches.iter().find_map(|m| m.mark.as_deref())
    }
}

/// The whole report of a run, ending with the summary line.
pub fn render(outcomes: &[Outcome]) -> String {
    let mut out = String::new();
    for o in outcomes {
        let verdict = if o.passed() { "ok  " } else { "FAIL" };
        let steps = if o.steps == 1 { "step" } else { "steps" };
        let _ = writeln!(out, "{verdict} {}  ({}; {} {steps}, {} ms)", o.file.display(), o.name, o.steps, o.elapsed.as_millis());
        for skipped in &o.skipped {
            let _ = writeln!(out, "       {skipped}");
        }
    }
    for o in outcomes {
        if let Some(failure) = &o.failure {
            let _ = write!(out, "\n{}", failure_text(o, failure));
        }
    }
    let _ = writeln!(out, "\n{}", summary(outcomes));
    out
}

/// `N passed, N failed`.
pub fn summary(outcomes: &[Outcome]) -> String {
    let passed = outcomes.iter().filter(|o| o.passed()).count();
    format!("{passed} passed, {} failed", outcomes.len() - passed)
}

/// One failure in full.
pub fn failure_text(outcome: &Outcome, failure: &Failure) -> String {
    let mut out = format!("FAIL {} — {}\n  {}\n", outcome.file.display(), outcome.name, failure.headline());
    let Some(x) = &failure.exchange else { return out };
    let user = x.user.as_ref().map(|u| format!("  (as {u})")).unwrap_or_default();
    let _ = writeln!(out, "  request:\n    {} {}{user}", x.method, x.uri);
    for line in x.body.iter().flat_map(|b| b.lines()) {
        let _ = writeln!(out, "    {line}");
    }
    out.push_str("  expected:\n");
    for line in &x.expected {
        let _ = writeln!(out, "    {line}");
    }
    let _ = writeln!(out, "  actual: status {}", x.status);
    for (name, value) in &x.headers {
        let _ = writeln!(out, "  {name}: {value}");
    }
    let lines = match &x.json {
        Some(json) => marked(json, x.mark()),
        None => x.answer.lines().map(|l| (false, l.to_string())).collect(),
    };
    for line in window(&lines) {
        let _ = writeln!(out, "  {line}");
    }
    if let Some(hint) = hint(x, x.json.as_ref()) {
        let _ = writeln!(out, "  {}", hint.lead());
        for line in hint.expect.lines() {
            let _ = writeln!(out, "    {line}");
        }
    }
    out
}

/// The `expect` that the answer (`json`, the exchange's or its redacted copy) meets, every
/// mismatch corrected (`hint.rs`). The terminal and `--report` both show it.
pub fn hint(x: &Exchange, json: Option<&Value>) -> Option<Hint> {
    hint::suggest(x.written.as_ref()?, &x.mismatches, x.status, &x.headers, json)
}

/// Pretty JSON, one entry per line, with the line of `mark` (or of its deepest existing parent) flagged.
fn marked(json: &Value, mark: Option<&[Seg]>) -> Vec<(bool, String)> {
    let mut target = Vec::new();
    let mut node = json;
    for seg in mark.unwrap_or_default() {
        match concrete(node, seg) {
            Some((seg, next)) => {
                target.push(seg);
                node = next;
            }
            None => break,
        }
    }
    let mut lines = Vec::new();
    print(json, &mut Vec::new(), mark.map(|_| target.as_slice()), 1, "", "", &mut lines);
    lines
}

fn print(
    v: &Value,
    at: &mut Vec<Seg>,
    target: Option<&[Seg]>,
    depth: usize,
    lead: &str,
    comma: &str,
    out: &mut Vec<(bool, String)>,
) {
    let pad = "  ".repeat(depth);
    let here = target == Some(at.as_slice());
    let (open, close, len) = match v {
        Value::Object(m) if !m.is_empty() => ("{", "}", m.len()),
        Value::Array(a) if !a.is_empty() => ("[", "]", a.len()),
        scalar => {
            out.push((here, format!("{pad}{lead}{scalar}{comma}")));
            return;
        }
    };
    out.push((here, format!("{pad}{lead}{open}")));
    let children: Vec<(Seg, String, &Value)> = match v {
        Value::Object(m) => m.iter().map(|(k, c)| (Seg::Key(k.clone()), format!("{}: ", Value::String(k.clone())), c)).collect(),
        Value::Array(a) => a.iter().enumerate().map(|(i, c)| (Seg::Index(i as i64), String::new(), c)).collect(),
        _ => Vec::new(),
    };
    for (i, (seg, lead, child)) in children.into_iter().enumerate() {
        at.push(seg);
        print(child, at, target, depth + 1, &lead, if i + 1 < len { "," } else { "" }, out);
        at.pop();
    }
    out.push((false, format!("{pad}{close}{comma}")));
}

/// The lines to show: all of a short answer, else the part around the mark (or the start).
fn window(lines: &[(bool, String)]) -> Vec<String> {
    let show = |(flag, text): &(bool, String)| format!("{}{text}", if *flag { ">" } else { " " });
    if lines.len() <= WHOLE {
        return lines.iter().map(show).collect();
    }
    let center = lines.iter().position(|(flag, _)| *flag).unwrap_or(CONTEXT);
    let (from, to) = (center.saturating_sub(CONTEXT), (center + CONTEXT + 1).min(lines.len()));
    let mut shown = Vec::new();
    if from > 0 {
        shown.push(format!("  … {from} lines"));
    }
    shown.extend(lines[from..to].iter().map(show));
    if to < lines.len() {
        shown.push(format!("  … {} more lines", lines.len() - to));
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::expect::Check;
    use crate::scenario::format::Expect;
    use crate::scenario::path::JsonPath;
    use serde_json::json;

    fn outcome(failure: Option<Failure>) -> Outcome {
        Outcome {
            file: "qa/a.yaml".into(),
            name: "A".into(),
            brand: None,
            steps: 2,
            elapsed: Duration::from_millis(3),
            failure,
            calls: Vec::new(),
            skipped: Vec::new(),
            flags: Default::default(),
        }
    }

    #[test]
    fn the_summary_counts_files() {
        let outcomes = [outcome(None), outcome(Some(Failure::new("qa/a.yaml:3", "boom"))), outcome(None)];
        assert_eq!(summary(&outcomes), "2 passed, 1 failed");
        assert!(render(&outcomes).ends_with("\n2 passed, 1 failed\n"));
    }

    #[test]
    fn marks_the_first_mismatch_in_the_answer() {
        let json = json!({"a": {"b": [1, {"c": "x"}]}, "d": true});
        let mark = "$.a.b[1].c".parse::<JsonPath>().unwrap().0;
        let lines = marked(&json, Some(&mark));
        let flagged: Vec<&str> = lines.iter().filter(|(f, _)| *f).map(|(_, l)| l.trim()).collect();
        assert_eq!(flagged, ["\"c\": \"x\""]);
        // a filter marks the element it picked
        let lines = marked(&json, Some(&"$.a.b[?c==x].c".parse::<JsonPath>().unwrap().0));
        let flagged: Vec<&str> = lines.iter().filter(|(f, _)| *f).map(|(_, l)| l.trim()).collect();
        assert_eq!(flagged, ["\"c\": \"x\""]);
        // a missing key marks its parent
        let lines = marked(&json, Some(&"$.a.zz".parse::<JsonPath>().unwrap().0));
        let flagged: Vec<&str> = lines.iter().filter(|(f, _)| *f).map(|(_, l)| l.trim()).collect();
        assert_eq!(flagged, ["\"a\": {"]);
        let lines = marked(&json!({"e": [], "f": {}}), None);
        let text: Vec<&str> = lines.iter().map(|(_, l)| l.as_str()).collect();
        assert_eq!(text, ["  {", "    \"e\": [],", "    \"f\": {}", "  }"]);
    }

    #[test]
    fn a_failure_shows_request_expected_and_actual() {
        let written: Expect = serde_norway::from_str("status: 200\nbody: {first_name: Mari}").unwrap();
        let exchange = Exchange {
            method: "PATCH".into(),
            uri: "/v1/user-resource/user/profile".into(),
            user: Some("owner".into()),
            body: Some("first_name=Mari".into()),
            expected: vec!["status 200".into(), "$.first_name = \"Mari\"".into()],
            status: 200,
            headers: Vec::new(),
            answer: String::new(),
            json: Some(json!({"first_name": "Jaan", "last_name": "Tamm"})),
            mismatches: vec![Mismatch {
                check: Check::Body,
                message: "$.first_name: \"Jaan\", expected \"Mari\"".into(),
                mark: Some(vec![Seg::Key("first_name".into())]),
            }],
            written: Some(Written { expect: written, vars: Default::default() }),
        };
        let failure = Failure {
            at: "qa/a.yaml:7".into(),
            step: Some("step 2: call PATCH /v1/user-resource/user/profile".into()),
            message: "$.first_name: \"Jaan\", expected \"Mari\"".into(),
            exchange: Some(Box::new(exchange)),
        };
        let o = outcome(None);
        let text = failure_text(&o, &failure);
        assert_eq!(
            text,
            "FAIL qa/a.yaml — A
  qa/a.yaml:7: step 2: call PATCH /v1/user-resource/user/profile: $.first_name: \"Jaan\", expected \"Mari\"
  request:
    PATCH /v1/user-resource/user/profile  (as owner)
    first_name=Mari
  expected:
    status 200
    $.first_name = \"Mari\"
  actual: status 200
     {
  >    \"first_name\": \"Jaan\",
       \"last_name\": \"Tamm\"
     }
  to pass, replace the step's `expect` with:
    expect:
      status: 200
      body: {\"first_name\":\"Jaan\"}
"
        );
        let mut control = failure.exchange.clone().unwrap();
        control.written = None;
        assert_eq!(hint(&control, control.json.as_ref()), None, "a control step's `expect` is not the file's");
    }

    #[test]
    fn long_answers_show_the_part_around_the_mark() {
        let items: Vec<Value> = (0..100).map(|i| json!(i)).collect();
        let mut lines = marked(&Value::Array(items), Some(&[Seg::Index(70)]));
        let shown = window(&lines);
        assert!(shown.len() < 30);
        assert!(shown.iter().any(|l| l.starts_with(">") && l.contains("70")));
        assert!(shown.first().unwrap().contains("lines") && shown.last().unwrap().contains("more lines"));
        lines.truncate(10);
        assert_eq!(window(&lines).len(), 10);
    }
}

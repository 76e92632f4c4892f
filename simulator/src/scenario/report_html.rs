//! `--report DIR`: a run as a person reads it, for a CI artefact or a message to a developer.
//! `DIR/report.json` holds every file (failing ones first) with its steps' calls (request and
//! answer, secrets redacted when the call was made, timings), each failure with expected against
//! actual as a diff and the `cloudsim run` line that replays it; `DIR/report.html` shows the same
//! on one page with inline CSS and no external asset, so it opens offline.

use std::fmt::Write;
use std::path::Path;

use serde::Serialize;
use serde_json::Value;

use super::coverage::escape;
use super::hint::Hint;
use super::mutants::Score;
use super::path::JsonPath;
use super::report::{self, Failure, Outcome};

/// Answers longer than this are cut in the report (the OpenAPI document is ~1 MB).
const ANSWER_LIMIT: usize = 16 * 1024;

#[derive(Debug, Serialize)]
pub struct Report {
    pub passed: usize,
    pub failed: usize,
    pub elapsed_ms: u128,
    /// With `--mutants`: the score, per area and operation, and each survivor's line.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mutants: Option<Score>,
    pub files: Vec<FileReport>,
}

#[derive(Debug, Serialize)]
pub struct FileReport {
    pub file: String,
    pub name: String,
    pub brand: Option<String>,
    pub passed: bool,
    pub steps: usize,
    pub elapsed_ms: u128,
    pub failure: Option<FailureReport>,
    /// Steps a `when` skipped, with why.
    pub skipped: Vec<String>,
    pub calls: Vec<CallReport>,
}

#[derive(Debug, Serialize)]
pub struct FailureReport {
    pub at: String,
    pub step: Option<String>,
    pub message: String,
    /// `- ` what was expected, `+ ` what came back (the status and the value at the first
    /// mismatch).
    pub diff: Vec<String>,
    /// The step's `expect` that this answer meets, every mismatch corrected, and whether it
    /// replaces the step's `expect` or extends it, as the terminal prints it (`report::hint`).
    pub hint: Option<Hint>,
    /// The command that runs this file again.
    pub replay: String,
}

#[derive(Debug, Serialize)]
pub struct CallReport {
    pub step: String,
    /// The call of the step that failed (the page marks it and opens it).
    pub failing: bool,
    pub method: String,
    pub uri: String,
    pub headers: Vec<(String, String)>,
    pub body: Option<String>,
    pub status: u16,
    pub answer: String,
    pub elapsed_ms: f64,
}

impl Report {
    /// `target` is the run's `--target`, repeated in each replay line.
    pub fn of(outcomes: &[Outcome], elapsed: std::time::Duration, target: Option<&str>) -> Report {
        let mut files: Vec<FileReport> = outcomes.iter().map(|o| file_report(o, target)).collect();
        // Failing files first, each group in the run's (name) order.
        files.sort_by_key(|f| f.passed);
        let failed = files.iter().filter(|f| !f.passed).count();
        Report { passed: files.len() - failed, failed, elapsed_ms: elapsed.as_millis(), mutants: None, files }
    }

    pub fn write(&self, dir: &Path) -> Result<(), String> {
        let at = |e: std::io::Error| format!("--report {}: {e}", dir.display());
        std::fs::create_dir_all(dir).map_err(at)?;
        let json = serde_json::to_string_pretty(self).map_err(|e| e.to_string())?;
        std::fs::write(dir.join("report.json"), json + "\n").map_err(at)?;
        std::fs::write(dir.join("report.html"), self.html()).map_err(at)
    }

    pub fn html(&self) -> String {
        let mut out = String::from(concat!(
            "<!doctype html><html lang=en><meta charset=utf-8><title>cloudsim run report</title><style>",
            "body{font:14px system-ui,sans-serif;margin:2em;color:#1b1f24}code,pre{font:12px ui-monospace,monospace}",
            "pre{background:#f4f5f7;padding:.5em;overflow:auto;white-space:pre-wrap;overflow-wrap:anywhere}",
            ".label{margin:.4em 0 0;font-weight:600}.failing>summary{color:#b00020;font-weight:600}",
            "#failures-only:checked~.ok{display:none}",
            ".fail>summary{color:#b00020;font-weight:600}.ok>summary{color:#1b6e2a}",
            ".del{color:#b00020}.ins{color:#1b6e2a}details{margin:.3em 0}details details{margin-left:1.5em}",
            "</style><h1>cloudsim run</h1>"
        ));
        let _ = write!(out, "<p>{} passed, {} failed, {} ms</p>", self.passed, self.failed, self.elapsed_ms);
        if self.failed > 0 {
            out.push_str("<h2>Failures</h2><ol>");
            for (i, f) in self.files.iter().enumerate().filter(|(_, f)| !f.passed) {
                let _ = write!(out, "<li><a href=\"#file-{i}\">{}</a> — <a href=\"#replay-{i}\">replay</a>", escape(&f.file));
            }
            out.push_str("</ol>");
        }
        if let Some(score) = &self.mutants {
            out.push_str(&score.html());
        }
        // A filter without script: the checkbox hides the passing files after it.
        out.push_str("<h2>Files</h2><input type=checkbox id=failures-only><label for=failures-only> failures only</label>");
        for (i, f) in self.files.iter().enumerate() {
            file_html(&mut out, i, f);
        }
        out
    }
}

fn file_report(outcome: &Outcome, target: Option<&str>) -> FileReport {
    let file = outcome.file.display().to_string();
    let failure = outcome.failure.as_ref().map(|failure| {
        let mut replay = format!("cloudsim run {file}");
        if let Some(brand) = &outcome.brand {
            let _ = write!(replay, " --brands {brand}");
        }
        if let Some(url) = target {
            let _ = write!(replay, " --target {url}");
        }
        // The failing call's redacted answer, never the unredacted one the failure holds.
        let answer: Option<Value> = outcome.calls.last().and_then(|c| serde_json::from_str(&c.answer).ok());
        FailureReport {
            at: failure.at.clone(),
            step: failure.step.clone(),
            message: failure.message.clone(),
            diff: diff(failure, answer.as_ref()),
            hint: failure.exchange.as_ref().and_then(|x| report::hint(x, answer.as_ref())),
            replay,
        }
    });
    // The failing step's own call: the last one its label made.
    let failing = outcome.failure.as_ref().and_then(|f| f.step.as_deref()).and_then(|step| {
        outcome.calls.iter().rposition(|c| step.strip_prefix(c.step.as_str()).is_some_and(|rest| rest.starts_with(": ")))
    });
    let calls = outcome
        .calls
        .iter()
        .enumerate()
        .map(|(i, c)| CallReport {
            step: c.step.clone(),
            failing: failing == Some(i),
            method: c.method.clone(),
            uri: c.uri.clone(),
            headers: c.headers.clone(),
            body: c.body.as_deref().map(pretty),
            status: c.status,
            answer: cut(&pretty(&c.answer)),
            elapsed_ms: c.elapsed.as_secs_f64() * 1000.0,
        })
        .collect();
    FileReport {
        file,
        name: outcome.name.clone(),
        brand: outcome.brand.clone(),
        passed: outcome.passed(),
        steps: outcome.steps,
        elapsed_ms: outcome.elapsed.as_millis(),
        failure,
        skipped: outcome.skipped.clone(),
        calls,
    }
}

/// Expected against actual, the actual value read from `answer`.
fn diff(failure: &Failure, answer: Option<&Value>) -> Vec<String> {
    let Some(x) = &failure.exchange else { return vec![format!("- {}", failure.message)] };
    let mut lines: Vec<String> = x.expected.iter().flat_map(|check| check.lines()).map(|line| format!("- {line}")).collect();
    lines.push(format!("+ status {}", x.status));
    for mark in x.mismatches.iter().filter_map(|m| m.mark.as_ref()) {
        let path = JsonPath(mark.clone());
        let actual = answer.and_then(|j| path.get(j)).map_or_else(|| "missing".to_string(), Value::to_string);
        lines.push(format!("+ {path}: {actual}"));
    }
    lines
}

/// JSON indented, one entry a line (anything else as it came).
fn pretty(text: &str) -> String {
    match serde_json::from_str::<Value>(text) {
        Ok(json @ (Value::Object(_) | Value::Array(_))) => {
            serde_json::to_string_pretty(&json).unwrap_or_else(|_| text.to_string())
        }
        _ => text.to_string(),
    }
}

fn cut(text: &str) -> String {
    if text.len() <= ANSWER_LIMIT {
        return text.to_string();
    }
    let mut end = ANSWER_LIMIT;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}\n… {} more bytes", &text[..end], text.len() - end)
}

fn file_html(out: &mut String, i: usize, f: &FileReport) {
    let (class, open, verdict) = if f.passed { ("ok", "", "ok") } else { ("fail", " open", "FAIL") };
    let brand = f.brand.as_deref().map(|b| format!(" [{}]", escape(b))).unwrap_or_default();
    let _ = write!(
        out,
        "<details id=\"file-{i}\" class={class}{open}><summary>{verdict} {}{brand} — {} ({} step{}, {} ms)</summary>",
        escape(&f.file),
        escape(&f.name),
        f.steps,
        if f.steps == 1 { "" } else { "s" },
        f.elapsed_ms
    );
    if let Some(failure) = &f.failure {
        let step = failure.step.as_deref().map(|s| format!("{}: ", escape(s))).unwrap_or_default();
        let _ = write!(out, "<p><code>{}</code>: {step}{}</p><pre class=diff>", escape(&failure.at), escape(&failure.message));
        for line in &failure.diff {
            let class = if line.starts_with('+') { "ins" } else { "del" };
            let _ = writeln!(out, "<span class={class}>{}</span>", escape(line));
        }
        out.push_str("</pre>");
        if let Some(hint) = &failure.hint {
            let lead = hint.lead().strip_prefix("to pass, ").unwrap_or(hint.lead());
            let _ = write!(out, "<p class=hint>To pass, {}</p><pre class=hint>{}</pre>", escape(lead), escape(&hint.expect));
        }
        let _ = write!(out, "<p id=\"replay-{i}\">Replay: <code>{}</code></p>", escape(&failure.replay));
    }
    for skipped in &f.skipped {
        let _ = write!(out, "<p>{}</p>", escape(skipped));
    }
    for call in &f.calls {
        let (class, open, mark) = if call.failing { (" class=failing", " open", "✗ failing step · ") } else { ("", "", "") };
        let _ = write!(
            out,
            "<details{class}{open}><summary>{mark}{} · <code>{} {}</code> → {} ({:.1} ms)</summary><p class=label>Request</p><pre>",
            escape(&call.step),
            escape(&call.method),
            escape(&call.uri),
            call.status,
            call.elapsed_ms
        );
        let _ = writeln!(out, "{} {}", escape(&call.method), escape(&call.uri));
        for (name, value) in &call.headers {
            let _ = writeln!(out, "{}: {}", escape(name), escape(value));
        }
        if let Some(body) = &call.body {
            let _ = writeln!(out, "\n{}", escape(body));
        }
        let _ = write!(out, "</pre><p class=label>Response · {}</p><pre>{}</pre></details>", call.status, escape(&call.answer));
    }
    out.push_str("</details>");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::coverage::Seen;
    use crate::scenario::expect::{Check, Mismatch};
    use crate::scenario::hint::Written;
    use crate::scenario::path::Seg;
    use crate::scenario::report::Exchange;
    use std::time::Duration;

    fn outcome(file: &str, failure: Option<Failure>) -> Outcome {
        let mut call = Seen::new("GET", "/v1/user-resource/user", 200, None);
        call.answer = r#"{"name": "Mari", "api_key": "[redacted]"}"#.into();
        call.step = "step 1".into();
        Outcome {
            file: file.into(),
            name: file.into(),
            brand: Some("vdc".into()),
            steps: 1,
            elapsed: Duration::from_millis(2),
            failure,
            calls: vec![call],
            skipped: Vec::new(),
            flags: Default::default(),
        }
    }

    fn failure() -> Failure {
        let exchange = Exchange {
            method: "GET".into(),
            uri: "/v1/user-resource/user".into(),
            user: None,
            body: None,
            expected: vec!["status 2xx".into(), "$.name = \"Jaan\"".into()],
            status: 200,
            headers: Vec::new(),
            answer: "{\"name\": \"Mari\", \"api_key\": \"SECRET-KEY\"}".into(),
            json: None,
            mismatches: vec![Mismatch {
                check: Check::Body,
                message: "$.name: \"Mari\", expected \"Jaan\"".into(),
                mark: Some(vec![Seg::Key("name".into())]),
            }],
            written: Some(Written { expect: serde_norway::from_str("body: {name: Jaan}").unwrap(), vars: Default::default() }),
        };
        Failure {
            at: "b.yaml:4".into(),
            step: Some("step 1: call GET /v1/user-resource/user".into()),
            message: "$.name: \"Mari\", expected \"Jaan\"".into(),
            exchange: Some(Box::new(exchange)),
        }
    }

    #[test]
    fn failures_come_first_with_their_diff_and_replay_line() {
        let report = Report::of(&[outcome("a.yaml", None), outcome("b.yaml", Some(failure()))], Duration::ZERO, None);
        assert_eq!((report.passed, report.failed), (1, 1));
        assert_eq!(report.files[0].file, "b.yaml");
        let first = report.files[0].failure.as_ref().unwrap();
        assert_eq!(first.diff, ["- status 2xx", "- $.name = \"Jaan\"", "+ status 200", "+ $.name: \"Mari\""]);
        assert_eq!(first.replay, "cloudsim run b.yaml --brands vdc");
        let html = report.html();
        assert!(html.contains("<a href=\"#replay-0\">replay</a>") && html.contains("<p id=\"replay-0\">"));
        assert!(html.contains("<span class=ins>+ $.name: &quot;Mari&quot;</span>"));
        let hint = first.hint.as_ref().unwrap();
        assert_eq!(hint.expect, "expect:\n  body: {\"name\":\"Mari\"}", "the terminal's hint, from the redacted answer");
        assert!(html.contains(
            "<p class=hint>To pass, replace the step's `expect` with:</p><pre class=hint>expect:\n  body: {&quot;name&quot;:&quot;Mari&quot;}</pre>"
        ));
        // The failing step's call is marked and open; the answer is indented, request and response labelled.
        assert!(first_calls_failing(&report), "the step's call is the failing one");
        assert!(html.contains("<details class=failing open><summary>✗ failing step · step 1 · "), "{html}");
        assert!(html.contains("<p class=label>Request</p><pre>GET /v1/user-resource/user\n"), "{html}");
        assert!(html.contains("<p class=label>Response · 200</p><pre>{\n  &quot;name&quot;: &quot;Mari&quot;,"), "{html}");
        assert!(
            html.contains("<input type=checkbox id=failures-only>") && html.contains("#failures-only:checked~.ok{display:none}")
        );
        assert!(!html.contains("SECRET-KEY") && !html.contains("<link") && !html.contains("<script"));
        let remote = Report::of(&[outcome("b.yaml", Some(failure()))], Duration::ZERO, Some("http://h:1"));
        assert_eq!(remote.files[0].failure.as_ref().unwrap().replay, "cloudsim run b.yaml --brands vdc --target http://h:1");
    }

    fn first_calls_failing(report: &Report) -> bool {
        report.files[0].calls.iter().map(|c| c.failing).eq([true]) && report.files[1].calls.iter().all(|c| !c.failing)
    }

    #[test]
    fn long_answers_are_cut_on_a_character() {
        let text = "é".repeat(ANSWER_LIMIT);
        let cut = cut(&text);
        assert!(cut.len() < text.len() && cut.ends_with("more bytes"));
    }
}

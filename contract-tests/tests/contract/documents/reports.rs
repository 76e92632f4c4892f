//! The reports of `cloudsim drift` and `cloudsim run`, as text and JUnit, over the fixed inputs of
//! `fixtures/documents/`: the built binary is run in that folder so every path is relative, and
//! durations are redacted.

use std::path::{Path, PathBuf};
use std::process::Command;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/documents")
}

/// Runs `cloudsim` in `dir` with `args` plus `--junit <file>`: its stdout and the JUnit report.
fn cloudsim(dir: &Path, args: &[&str], failing: bool) -> (String, String) {
    let binary = contract_tests::target::simulator_binary().expect("the cloudsim binary");
    let junit = std::env::temp_dir().join(format!("cloudsim-documents-{}-{}.xml", args[0], std::process::id()));
    let output = Command::new(binary).current_dir(dir).args(args).arg("--junit").arg(&junit).output().expect("cloudsim runs");
    assert_eq!(output.status.success(), !failing, "{}", String::from_utf8_lossy(&output.stderr));
    let report = std::fs::read_to_string(&junit).expect("the JUnit report is written");
    std::fs::remove_file(&junit).ok();
    (redact(&String::from_utf8_lossy(&output.stdout)), redact(&report))
}

/// Durations vary between runs: `time="0.561"` and `937 ms` become placeholders.
fn redact(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("time=\"") {
        let value = start + "time=\"".len();
        let end = value + rest[value..].find('"').expect("a closed attribute");
        out.push_str(&rest[..value]);
        out.push_str("[duration]");
        rest = &rest[end..];
    }
    out.push_str(rest);
    let words: Vec<&str> = out.split(' ').collect();
    let mut redacted = Vec::with_capacity(words.len());
    for (i, word) in words.iter().enumerate() {
        let next = words.get(i + 1).copied().unwrap_or_default();
        let is_ms = next.starts_with("ms") && !word.is_empty() && word.chars().all(|c| c.is_ascii_digit());
        redacted.push(if is_ms { "[n]" } else { word });
    }
    redacted.join(" ")
}

#[test]
fn drift_over_a_fixed_folder_reports_this() {
    let dir = fixtures().join("drift");
    let (text, junit) = cloudsim(&dir, &["drift", "recorded", "--explained", "explained.yaml"], true);
    insta::assert_snapshot!("drift_text", text);
    insta::assert_snapshot!("drift_junit", junit);
}

#[test]
fn run_over_fixed_scenarios_reports_this() {
    let dir = fixtures().join("run");
    let files = ["locations.yaml", "ui-config-brand.yaml", "a-wrong-expectation.yaml"];
    let (text, junit) = cloudsim(&dir, &[&["run", "--jobs", "1"], files.as_slice()].concat(), true);
    insta::assert_snapshot!("run_text", text);
    insta::assert_snapshot!("run_junit", junit);
}

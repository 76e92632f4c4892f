//! `cloudsim run --report DIR` and `--coverage FILE` through the binary: a run with a planted
//! failing file writes a page that opens on its own, lists the failure first with its diff, the
//! `expect` that would pass (every mismatch corrected, saved variables kept) and the line that
//! replays it, marks the failing step's call, and keeps API keys out; a coverage figure below `--min-coverage`
//! fails a run whose files all pass; `--brands` and a file's `brands:` run it once per brand, each
//! run named for its brand; a step with `when: {feature}` is skipped, with why, where the
//! brand has the feature off.

use crate::binary;

use std::process::Command;

fn cloudsim(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_cloudsim")).args(args).env("CI", "1").output().expect("cloudsim runs");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (output.status.code().unwrap_or(-1), text(&output.stdout), text(&output.stderr))
}

#[test]
fn the_report_shows_a_planted_failure_first_with_its_diff_and_replay_line() {
    let scratch = binary::temp_dir("scenario-report");
    let dir = scratch.path().to_string_lossy().into_owned();
    // Status and two body values wrong at once, after a step that saved `{{email}}`.
    let failing = "tests/scenarios/failing/several.yaml";
    let (code, out, err) = cloudsim(&["run", "tests/scenarios/ok/assertions.yaml", failing, "--report", &dir]);
    assert_eq!(code, 1, "{out}{err}");

    let html = std::fs::read_to_string(scratch.path().join("report.html")).expect("report.html");
    // Self-contained: styles inline, nothing fetched.
    for external in ["<link", "<script", "<img", "url(", "@import"] {
        assert!(!html.contains(external), "{external} in the page");
    }
    assert!(html.contains("<p>1 passed, 1 failed"), "summary");
    let failure = html.find(&format!("FAIL {failing}")).expect("the failing file");
    let passing = html.find("ok tests/scenarios/ok/assertions.yaml").expect("the passing file");
    assert!(failure < passing, "failing files first");
    assert!(html.contains("<input type=checkbox id=failures-only>"), "a filter for failures only");
    assert!(html.contains("<a href=\"#replay-0\">replay</a>"), "a link from the failure list to the replay line");
    assert!(html.contains(&format!("<p id=\"replay-0\">Replay: <code>cloudsim run {failing}</code></p>")));
    // The diff: what was expected, and every mismatch that came back.
    assert!(html.contains("<span class=del>-     &quot;signup_site&quot;: &quot;nowhere&quot;</span>"), "{html}");
    assert!(html.contains("<span class=ins>+ status 200</span>"), "{html}");
    assert!(html.contains("<span class=ins>+ $.signup_site: &quot;pilvio&quot;</span>"), "{html}");
    // Beside it, the step's `expect` with every mismatch corrected in one go: the status and both
    // body values, the saved email kept as `{{email}}` (not the literal address), the passing
    // `paths` check kept, and that it replaces the step's `expect`.
    let hint = "expect:\n  status: 200\n  body: {\"name\":\"{{email}}\",\"signup_site\":\"{{brand}}\"}\n  paths:\n    '$.profile_data.email': \"{{email}}\"";
    let indented = hint.lines().map(|l| format!("    {l}\n")).collect::<String>();
    assert!(out.contains(&format!("to pass, replace the step's `expect` with:\n{indented}")), "{out}");
    assert!(out.contains("status 200, expected 201; $.name: "), "every mismatch in the headline: {out}");
    assert!(
        html.contains("<p class=hint>To pass, replace the step's `expect` with:</p><pre class=hint>expect:\n  status: 200\n"),
        "{html}"
    );
    // The failing step's call is marked and opened in the list of calls; the passing step's is not.
    assert!(
        html.contains("<details class=failing open><summary>✗ failing step · step 2 · <code>GET /v1/user-resource/user</code>"),
        "{html}"
    );
    assert!(html.contains("<details><summary>step 1 · <code>GET /v1/user-resource/user</code>"), "{html}");
    // Each call with its request and response labelled, the JSON indented, the API key redacted.
    assert!(html.contains("<p class=label>Request</p><pre>GET /v1/user-resource/user\napikey: [redacted]\n"), "{html}");
    assert!(html.contains("<p class=label>Response · 200</p><pre>{\n  &quot;"), "{html}");

    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(scratch.path().join("report.json")).expect("report.json")).expect("JSON");
    assert_eq!(json["failed"], 1);
    assert_eq!(json["files"][0]["file"], failing);
    assert_eq!(json["files"][0]["failure"]["replay"], format!("cloudsim run {failing}"));
    assert_eq!(json["files"][0]["failure"]["hint"], serde_json::json!({"action": "replace", "expect": hint}));
    assert_eq!(json["files"][0]["calls"][0]["headers"][0], serde_json::json!(["apikey", "[redacted]"]));
    assert_eq!(json["files"][0]["calls"][1]["failing"], true);
}

#[test]
fn coverage_is_written_and_a_minimum_fails_the_run() {
    let scratch = binary::temp_dir("scenario-coverage");
    let file = scratch.path().join("coverage.json");
    let path = file.to_string_lossy().into_owned();
    let (code, out, err) = cloudsim(&["run", "tests/scenarios/ok", "--coverage", &path, "--min-coverage", "operations=99"]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("2 passed, 0 failed"), "{out}");
    assert!(out.contains(", below the minimum 99 %"), "{out}");
    assert!(out.contains(", feature flags on and off ") && out.contains(", location kinds "), "{out}");
    let coverage: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&file).expect("the JSON")).expect("JSON");
    let profile = coverage["operations"].as_array().unwrap().iter().find(|op| op["id"] == "profile_update").unwrap();
    assert!(profile["calls"].as_u64().unwrap() > 0, "{profile}");
    assert!(coverage["features"]["vmsEnabled"]["on"]["runs"].is_u64(), "every flag, on and off");
    assert!(std::fs::read_to_string(file.with_extension("html")).expect("the HTML view").contains("profile_update"));

    let (code, out, _) = cloudsim(&["run", "tests/scenarios/ok", "--min-coverage", "operations=1"]);
    assert_eq!(code, 0, "{out}");
    let (code, _, err) = cloudsim(&["run", "tests/scenarios/ok", "--min-coverage", "colours=5"]);
    assert_eq!(code, 2);
    assert!(err.contains("the figures that can have a minimum are: operations"), "{err}");
}

#[test]
fn a_file_runs_once_per_brand_and_each_run_carries_its_brand() {
    let scratch = binary::temp_dir("scenario-brands");
    let junit = scratch.path().join("junit.xml");
    let file = "tests/scenarios/brands/each.yaml";
    let (code, out, err) = cloudsim(&["run", file, "--junit", &junit.to_string_lossy()]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("(Each brand [pilvio];") && out.contains("(Each brand [vdc];"), "{out}");
    assert!(out.ends_with("2 passed, 0 failed\n"), "{out}");
    let xml = std::fs::read_to_string(&junit).expect("the JUnit file");
    assert!(xml.contains("name=\"Each brand [vdc]\""), "{xml}");

    // --brands narrows to the brands the file's own list allows.
    let (code, out, _) = cloudsim(&["run", file, "--brands", "all"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.ends_with("2 passed, 0 failed\n"), "{out}");
    let (code, out, _) = cloudsim(&["run", file, "--brands", "vdc,dataxion"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("[vdc]") && !out.contains("[dataxion]") && out.ends_with("1 passed, 0 failed\n"), "{out}");
    // A file without a list runs on every brand chosen, and `{{brand}}` names each run's.
    let (code, out, _) = cloudsim(&["run", "tests/scenarios/brands/any.yaml", "--brands", "all"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("(Any brand [warren];") && out.ends_with("20 passed, 0 failed\n"), "{out}");
    let (code, _, err) = cloudsim(&["run", file, "--brands", "nosuch"]);
    assert_eq!(code, 2);
    assert!(err.contains("--brands: unknown brand `nosuch`"), "{err}");
}

#[test]
fn a_step_for_a_feature_is_skipped_with_why_where_the_brand_has_it_off() {
    let (code, out, err) = cloudsim(&["run", "tests/scenarios/brands/feature.yaml"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("(A step for a feature [pilvio]; 2 steps"), "{out}");
    assert!(out.contains("(A step for a feature [metal]; 2 steps"), "{out}");
    assert!(
        out.contains("tests/scenarios/brands/feature.yaml:5: step 1 skipped: feature `vmsEnabled` is off for this brand"),
        "{out}"
    );
    // `on: false` runs a step only where the feature is off.
    assert!(
        out.contains("tests/scenarios/brands/feature.yaml:11: step 3 skipped: feature `vmsEnabled` is on for this brand"),
        "{out}"
    );
    let (code, out, _) = cloudsim(&["run", "tests/scenarios/brands/bad-feature.yaml"]);
    assert_eq!(code, 1);
    assert!(out.contains("`when`: `teleportEnabled` is not a feature flag (nor a true/false, number or text by its path); the site's flags are "), "{out}");
    assert!(out.contains("vmsEnabled"), "{out}");
}

#[test]
fn mutants_are_scored_per_area_and_each_survivor_named_in_the_terminal_and_the_report() {
    let scratch = binary::temp_dir("scenario-mutants");
    let dir = scratch.path().to_string_lossy().into_owned();
    let (code, out, err) = cloudsim(&["run", "tests/scenarios/ok/assertions.yaml", "--mutants", "6", "--report", &dir]);
    assert_eq!(code, 0, "{out}{err}");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(scratch.path().join("report.json")).expect("report.json")).expect("JSON");
    let score = &json["mutants"];
    assert_eq!(score["total"], 6, "{score}");
    let killed = score["killed"].as_u64().unwrap();
    assert!(out.contains(&format!("mutants: {killed} of 6 killed (")), "{out}");
    assert!(score["areas"]["identity"]["total"].as_u64().unwrap() > 0, "{score}");
    assert!(score["operations"]["user_get"]["total"].as_u64().unwrap() > 0, "{score}");
    let survivors = score["survivors"].as_array().unwrap();
    assert_eq!(survivors.len() as u64, 6 - killed);
    for line in survivors {
        let line = line.as_str().unwrap();
        assert!(line.ends_with(" — no step noticed") && out.contains(&format!("  survived: {line}\n")), "{line}\n{out}");
    }
    let html = std::fs::read_to_string(scratch.path().join("report.html")).expect("report.html");
    assert!(html.contains(&format!("<h2>Mutants</h2><p>{killed} of 6 killed")), "{html}");
    // A minimum above the score fails the run; the mutants change this process's simulator only.
    if killed < 6 {
        let (code, out, _) =
            cloudsim(&["run", "tests/scenarios/ok/assertions.yaml", "--mutants", "6", "--min-mutation-score", "100"]);
        assert_eq!(code, 1, "{out}");
        assert!(out.contains("killed, below the minimum 100 %"), "{out}");
    }
    let (code, _, err) = cloudsim(&["run", "tests/scenarios/ok/assertions.yaml", "--mutants", "--target", "http://127.0.0.1:9"]);
    assert_eq!(code, 2, "{err}");
}

//! `cloudsim run`: every step kind, every assertion kind, each malformed file with its file:line
//! message, parallel runs isolated (in-process and against a server), JUnit output that keeps to
//! the JUnit schema, and the binary's output and exit codes. Fixtures: `tests/scenarios/`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::time::Duration;

use indicatif::ProgressBar;
use quick_xml::events::{BytesStart, Event};
use simulator::scenario::client::Client;
use simulator::scenario::report::{self, Outcome};
use simulator::scenario::runner::{Target, run_file};
use simulator::scenario::{junit, run_all};
use simulator::{AppState, Options, control};

const TIMEOUT: Duration = Duration::from_secs(30);

/// Fixture paths are relative to the crate (the tests' working directory), as a user types them.
fn fixture(name: &str) -> PathBuf {
    Path::new("tests/scenarios").join(name)
}

async fn run(name: &str) -> Outcome {
    run_file(&Target::InProcess { timeout: TIMEOUT, local: &simulator::app::Local, mutant: None }, &fixture(name)).await
}

fn headline(outcome: &Outcome) -> String {
    outcome.failure.as_ref().map(|f| f.headline()).unwrap_or_else(|| "passed".into())
}

#[tokio::test]
async fn every_step_kind_runs() {
    let outcome = run("ok/steps.yaml").await;
    assert!(outcome.passed(), "{}", report::render(&[outcome]));
    assert_eq!(outcome.name, "Every step kind");
    // 17 top-level steps, 2 × 1 in the repeat, 4 × 2 in the until, 2 + 1 through the includes
    assert_eq!(outcome.steps, 17 + 2 + 8 + 3);
}

#[tokio::test]
async fn a_feature_a_when_reads_counts_for_coverage_under_its_flags_name() {
    let outcome = run("brands/feature.yaml").await;
    assert!(outcome.passed(), "{}", report::render(&[outcome]));
    assert_eq!(outcome.flags.get("vmsEnabled"), Some(&true), "{:?}", outcome.flags);
}

#[tokio::test]
async fn every_assertion_kind_passes_when_met() {
    let outcome = run("ok/assertions.yaml").await;
    assert!(outcome.passed(), "{}", report::render(&[outcome]));
}

#[tokio::test]
async fn every_assertion_kind_fails_with_its_message() {
    let cases = [
        ("status", ":3: step 1: call GET /v1/user-resource/user/privileges: status 403, expected 2xx"),
        ("body", ":3: step 1: call PATCH /v1/user-resource/user/profile: $.first_name: \"Mari\", expected \"Jaan\""),
        ("paths", ":3: step 1: call GET /v1/user-resource/user/privileges: $.privileges[5]: missing, expected \"root\""),
        (
            "absent",
            ":3: step 1: call GET /v1/user-resource/user: $.profile_data.email: present (\"kadri.tamm@pohjaladigital.ee\"), expected absent",
        ),
        ("contains", ":3: step 1: call GET /v1/config/ui/config: the body does not contain \"Acme Cloud\""),
        ("not-json", ":6: step 2: call GET /__sim/idp/{{session}}/mfa/{{ticket}}: the body is not JSON"),
        ("save", ":3: step 1: call GET /v1/user-resource/user: save `vm`: $.items[0].uuid is not in the answer"),
        ("until", ":3: step 1: until (at most 3 iterations): not met after 3 iterations: $.is_active: false, expected true"),
        ("control", ":3: step 1: fault * /v1/x: the control API refused it: status 400, expected 200"),
    ];
    for (name, expected) in cases {
        let file = format!("failing/{name}.yaml");
        let outcome = run(&file).await;
        assert_eq!(headline(&outcome), format!("{}{expected}", fixture(&file).display()), "{name}");
    }
}

#[tokio::test]
async fn a_failure_shows_the_request_the_expectation_and_the_marked_answer() {
    let outcome = run("failing/body.yaml").await;
    let text = report::render(&[outcome]);
    for part in [
        "  request:\n    PATCH /v1/user-resource/user/profile  (as owner)\n    first_name=Mari\n",
        "  expected:\n    status 2xx\n    body (subset):\n      {\n        \"first_name\": \"Jaan\"\n      }\n",
        "  actual: status 200\n     {\n",
        "\n  >    \"first_name\": \"Mari\",\n",
        "\n0 passed, 1 failed\n",
    ] {
        assert!(text.contains(part), "missing {part:?} in\n{text}");
    }
}

#[tokio::test]
async fn malformed_files_are_reported_with_file_and_line() {
    let cases = [
        ("bad-yaml.yaml", "bad-yaml.yaml:4:12: mapping values are not allowed in this context"),
        ("unknown-key.yaml", "unknown-key.yaml:4:5: steps[0]: unknown field `expct`, expected one of `call`, `as`"),
        ("unknown-top-key.yaml", "unknown-top-key.yaml:2:1: unknown field `brnad`, expected one of `name`, `brand`"),
        (
            "bad-json-path.yaml",
            "bad-json-path.yaml:6:9: steps[0].expect.paths: bad JSON path `locations..slug`: a `.` must be followed by a key",
        ),
        (
            "missing-variable.yaml",
            "missing-variable.yaml:4: step 2: call GET /v1/tll/user-resource/vm?uuid={{vm}}: missing variable `vm` (defined so far: brand, session)",
        ),
        ("bad-template.yaml", "bad-template.yaml:3: step 1: call GET /v1/config/ui/config: `{{` without `}}` in \"{{name\""),
        (
            "unknown-user.yaml",
            "unknown-user.yaml:3: step 1: call GET /v1/user-resource/user: unknown user `root`: this session has owner, ",
        ),
        (
            "two-kinds.yaml",
            "two-kinds.yaml:4:5: steps[1]: a step is one of call, advance, fault, repeat, until, include, set; this one has call and advance",
        ),
        ("call-only-key.yaml", "call-only-key.yaml:3:5: steps[0]: `expect` belongs to a `call` step"),
        ("bad-call.yaml", "bad-call.yaml:3:5: steps[0]: `call` is `METHOD /path?query`"),
        ("bad-duration.yaml", "bad-duration.yaml:3:14: steps[0].advance: bad duration `3 weeks`"),
        ("loop-bound.yaml", "loop-bound.yaml:4:14: steps[0].repeat.times: 5000 is out of bounds: loops run 1 to 1000 times"),
        ("wrong-type.yaml", "wrong-type.yaml:2:7: seed: invalid type: string \"seven\", expected u64"),
        ("empty.yaml", "empty.yaml:1:1: missing field `steps`"),
        ("not-a-mapping.yaml", "not-a-mapping.yaml:1:1: invalid type: sequence, expected struct Scenario"),
        ("unknown-brand.yaml", "unknown-brand.yaml:3: unknown brand 'acme'; brands: cognovum, "),
        ("include-missing.yaml", "include-missing.yaml:4: include `_nope.yaml`: "),
        ("include-cycle.yaml", "_cycle.yaml:3: include cycle: include-cycle.yaml → _cycle.yaml → include-cycle.yaml"),
        ("include-broken.yaml", "_broken.yaml:4:14: steps[1].expect: unknown field `stat`"),
    ];
    for (file, expected) in cases {
        let outcome = run(&format!("malformed/{file}")).await;
        let got = headline(&outcome);
        let expected = format!("{}", fixture("malformed").join(expected).display());
        assert!(got.starts_with(&expected), "{file}:\n  got      {got}\n  expected {expected}…");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn parallel_runs_in_process_are_isolated() {
    let files = vec![fixture("isolation/fresh-session.yaml"); 8];
    let outcomes = run_all(
        files,
        Arc::new(Target::InProcess { timeout: TIMEOUT, local: &simulator::app::Local, mutant: None }),
        4,
        ProgressBar::hidden(),
    )
    .await;
    assert_eq!(report::summary(&outcomes), "8 passed, 0 failed", "{}", report::render(&outcomes));
}

/// A simulator on a loopback port, as `cloudsim serve` runs it.
async fn serve() -> (String, AppState) {
    let app = AppState::new(Options::default()).expect("a state");
    control::ensure_default_session(&app).expect("the default session");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("a port");
    let addr = listener.local_addr().expect("an address");
    let router = simulator::app(app.clone());
    tokio::spawn(async move { axum::serve(listener, router).await });
    (format!("http://{addr}"), app)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn parallel_runs_against_one_server_get_a_session_each() {
    let (url, app) = serve().await;
    let target = Target::Remote { client: Client::remote(&url, TIMEOUT, None).expect("a client"), keys: None };
    let files = vec![fixture("isolation/fresh-session.yaml"); 8];
    let outcomes = run_all(files, Arc::new(target), 4, ProgressBar::hidden()).await;
    assert_eq!(report::summary(&outcomes), "8 passed, 0 failed", "{}", report::render(&outcomes));
    let left: Vec<String> = app.sessions.all().iter().map(|s| s.lock().id.clone()).collect();
    assert_eq!(left, ["default"], "each file's session is dropped after it");
    let default = app.sessions.get("default").expect("default");
    assert!(default.lock().journal.view().entries.is_empty(), "nothing reached the default session");
}

#[tokio::test]
async fn keys_stand_in_for_a_session_where_there_is_no_control_api() {
    let (url, app) = serve().await;
    let info = app.sessions.get("default").expect("default").lock().info();
    let owner = info.users.iter().find(|u| u.role == spec::control::Role::Owner).expect("the owner");
    let keys = vec![("owner".to_string(), owner.api_key.clone())];
    let target = Target::Remote { client: Client::remote(&url, TIMEOUT, None).expect("a client"), keys: Some(keys) };
    let outcome = run_file(&target, &fixture("keys.yaml")).await;
    let expected =
        "keys.yaml:5: step 2: advance 1 s: this step needs the control API (/__sim), which a run with --key goes without";
    assert_eq!(headline(&outcome), format!("{}", fixture(expected).display()));
    assert_eq!(outcome.steps, 2, "the call as the owner ran with the given key");
}

#[tokio::test]
async fn junit_output_keeps_to_the_junit_schema() {
    let mut outcomes = Vec::new();
    for name in ["ok/assertions.yaml", "failing/body.yaml", "malformed/bad-yaml.yaml"] {
        outcomes.push(run(name).await);
    }
    let xml = junit::to_xml(&outcomes, Duration::from_millis(1500)).expect("xml");
    check_junit_schema(&xml);
    let parsed = quick_junit::Report::deserialize_from_str(&xml).expect("quick-junit reads it back");
    assert_eq!((parsed.tests, parsed.failures, parsed.errors), (3, 2, 0));
    let suite = &parsed.test_suites[0];
    assert_eq!(suite.test_cases[0].name.as_str(), "Every assertion kind, met");
    assert_eq!(suite.test_cases[1].classname.as_ref().map(|c| c.as_str()), Some("tests/scenarios/failing/body.yaml"));
}

/// Jenkins' JUnit schema (junit-4.xsd, the format quick-junit writes): which element may hold
/// which, in what order, with which attributes, and which of those are required.
fn check_junit_schema(xml: &str) {
    struct Rule {
        element: &'static str,
        children: &'static [&'static str],
        attributes: &'static [&'static str],
        required: &'static [&'static str],
    }
    const RULES: &[Rule] = &[
        Rule {
            element: "testsuites",
            children: &["testsuite"],
            attributes: &["name", "time", "tests", "failures", "disabled", "errors"],
            required: &[],
        },
        Rule {
            element: "testsuite",
            children: &["properties", "testcase", "system-out", "system-err"],
            attributes: &[
                "name",
                "tests",
                "failures",
                "errors",
                "time",
                "disabled",
                "skipped",
                "timestamp",
                "hostname",
                "id",
                "package",
            ],
            required: &["name", "tests"],
        },
        Rule { element: "properties", children: &["property"], attributes: &[], required: &[] },
        Rule { element: "property", children: &[], attributes: &["name", "value"], required: &["name", "value"] },
        Rule {
            element: "testcase",
            children: &["skipped", "error", "failure", "system-out", "system-err"],
            attributes: &["name", "assertions", "time", "classname", "status"],
            required: &["name"],
        },
        Rule { element: "failure", children: &[], attributes: &["type", "message"], required: &[] },
        Rule { element: "error", children: &[], attributes: &["type", "message"], required: &[] },
        Rule { element: "skipped", children: &[], attributes: &[], required: &[] },
        Rule { element: "system-out", children: &[], attributes: &[], required: &[] },
        Rule { element: "system-err", children: &[], attributes: &[], required: &[] },
    ];
    let rule = |name: &str| RULES.iter().find(|r| r.element == name).unwrap_or_else(|| panic!("<{name}> is not in the schema"));
    let check_attributes = |e: &BytesStart, rule: &Rule| {
        let names: Vec<String> =
            e.attributes().map(|a| String::from_utf8_lossy(a.expect("an attribute").key.as_ref()).into_owned()).collect();
        for name in &names {
            assert!(rule.attributes.contains(&name.as_str()), "<{}> may not have `{name}`", rule.element);
        }
        for name in rule.required {
            assert!(names.iter().any(|n| n == name), "<{}> needs `{name}`", rule.element);
        }
        for a in e.attributes().flatten() {
            let value = String::from_utf8_lossy(&a.value).into_owned();
            match a.key.as_ref() {
                b"tests" | b"failures" | b"errors" | b"disabled" | b"skipped" => {
                    assert!(value.parse::<u64>().is_ok(), "a count: {value}")
                }
                b"time" => assert!(value.parse::<f64>().is_ok(), "a time: {value}"),
                _ => {}
            }
        }
    };
    // (element, index in its parent's child order reached so far)
    let mut stack: Vec<(String, usize)> = Vec::new();
    let mut reader = quick_xml::Reader::from_str(xml);
    let mut root = None;
    loop {
        let event = reader.read_event().expect("well-formed XML");
        let (start, empty) = match &event {
            Event::Start(e) => (Some(e.clone()), false),
            Event::Empty(e) => (Some(e.clone()), true),
            Event::End(_) => {
                stack.pop();
                (None, false)
            }
            Event::Eof => break,
            _ => (None, false),
        };
        let Some(e) = start else { continue };
        let name = String::from_utf8_lossy(e.name().as_ref()).into_owned();
        let this = rule(&name);
        check_attributes(&e, this);
        match stack.last_mut() {
            None => root = Some(name.clone()),
            Some((parent, reached)) => {
                let order = rule(parent).children;
                let at = order.iter().position(|c| *c == name).unwrap_or_else(|| panic!("<{parent}> may not hold <{name}>"));
                assert!(at >= *reached, "<{name}> out of order in <{parent}>");
                *reached = at;
            }
        }
        if !empty {
            stack.push((name, 0));
        }
    }
    assert_eq!(root.as_deref(), Some("testsuites"));
}

fn cloudsim(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_cloudsim")).args(args).env("CI", "1").output().expect("cloudsim runs");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (output.status.code().unwrap_or(-1), text(&output.stdout), text(&output.stderr))
}

#[test]
fn the_binary_exits_0_when_all_pass_and_writes_junit() {
    let junit = Path::new(env!("CARGO_TARGET_TMPDIR")).join("scenario-runner-junit.xml");
    let _ = std::fs::remove_file(&junit);
    let (code, out, err) = cloudsim(&["run", "tests/scenarios/ok", "--jobs", "2", "--junit", &junit.to_string_lossy()]);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(out.lines().last(), Some("2 passed, 0 failed"), "{out}");
    check_junit_schema(&std::fs::read_to_string(&junit).expect("the JUnit file"));
}

#[test]
fn the_binary_exits_1_on_a_failure_with_its_report() {
    let (code, out, _) = cloudsim(&["run", "tests/scenarios/failing/body.yaml", "tests/scenarios/ok/assertions.yaml"]);
    assert_eq!(code, 1);
    assert!(
        out.contains("FAIL tests/scenarios/failing/body.yaml — body mismatch\n  tests/scenarios/failing/body.yaml:3: step 1"),
        "{out}"
    );
    assert!(out.contains("\n  >    \"first_name\": \"Mari\","), "{out}");
    assert_eq!(out.lines().last(), Some("1 passed, 1 failed"), "{out}");
}

#[test]
fn the_binary_exits_2_on_usage_errors() {
    let (code, _, err) = cloudsim(&["run", "tests/scenarios/nowhere"]);
    assert_eq!(code, 2);
    assert!(err.contains("no such file or folder: tests/scenarios/nowhere"), "{err}");
    let (code, _, err) = cloudsim(&["run", "tests/scenarios/ok", "--key", "owner=x"]);
    assert_eq!(code, 2, "--key needs --target: {err}");
    let (code, _, err) = cloudsim(&["run", "tests/scenarios/ok", "--target", "https://example.com"]);
    assert_eq!(code, 2);
    assert!(err.contains("only http://"), "{err}");
}

#[tokio::test]
async fn a_demo_world_file_is_built_for_the_brand_it_is_named_after() {
    let outcome = run("demo/pilvio.yaml").await;
    assert!(outcome.passed(), "{}", report::render(&[outcome]));
    assert_eq!(outcome.steps, 3);
    let broken = run("demo/broken/metal.yaml").await;
    assert!(
        headline(&broken)
            .starts_with(&format!("{}:4: step 2: call GET /v1/nowhere", fixture("demo/broken/metal.yaml").display())),
        "{}",
        headline(&broken)
    );
    let unnamed = run("demo/unnamed/nobody.yaml").await;
    assert!(
        headline(&unnamed).contains("a demo world is named after its brand; `nobody` is none of cognovum,"),
        "{}",
        headline(&unnamed)
    );
    let (url, _app) = serve().await;
    let remote = Target::Remote { client: Client::remote(&url, TIMEOUT, None).expect("a client"), keys: None };
    let refused = run_file(&remote, &fixture("demo/pilvio.yaml")).await;
    assert!(headline(&refused).ends_with("is built in this process only: run it without --target"), "{}", headline(&refused));
}

/// What a person does in a session (here through the API, as the console would) comes back from
/// `journal?format=scenario` as a file that replays green in a session of its own.
#[tokio::test]
async fn a_recorded_journal_replays_green() {
    let app = AppState::new(Options::default()).expect("a state");
    let client = Client::in_process(simulator::app(app.clone()), TIMEOUT);
    let send = |method: &str, uri: String, key: Option<&str>, body: Option<(&'static str, String)>| {
        let headers = key.map(|k| vec![("apikey".to_string(), k.to_string())]).unwrap_or_default();
        let request = simulator::scenario::client::Request { method: method.into(), uri, headers, body };
        let client = &client;
        async move { client.send(&request).await.expect("an answer") }
    };
    let created = send("POST", "/__sim/sessions".into(), None, Some(("application/json", "{}".into()))).await;
    let info = created.json.expect("session info");
    let id = info["session"].as_str().unwrap().to_string();
    let owner = info["users"].as_array().unwrap().iter().find(|u| u["role"] == "owner").expect("an owner");
    let key = owner["api_key"].as_str().unwrap().to_string();
    let advance = |seconds: u64| {
        send(
            "POST",
            format!("/__sim/sessions/{id}/clock/advance"),
            None,
            Some(("application/json", format!(r#"{{"seconds":{seconds}}}"#))),
        )
    };
    let form = "name=recorded-1&os_name=ubuntu&os_version=24.04&username=admin&password=Correct1horse&vcpu=1&ram=1024&disks=20";
    let vm =
        send("POST", "/v1/tll/user-resource/vm".into(), Some(&key), Some(("application/x-www-form-urlencoded", form.into())))
            .await;
    let uuid = vm.json.as_ref().and_then(|v| v["uuid"].as_str()).unwrap_or_else(|| panic!("{}", vm.text)).to_string();
    advance(120).await;
    let stop = send(
        "POST",
        "/v1/tll/user-resource/vm/stop".into(),
        Some(&key),
        Some(("application/x-www-form-urlencoded", format!("uuid={uuid}"))),
    )
    .await;
    assert_eq!(stop.status, 200, "{}", stop.text);
    advance(120).await;
    let fault = r#"{"path":"/v1/*/user-resource/vm/start","status":500,"error":"Failed to start virtual machine","times":1}"#;
    send("POST", format!("/__sim/sessions/{id}/faults"), None, Some(("application/json", fault.into()))).await;
    let start = || {
        let form = format!("uuid={uuid}");
        send("POST", "/v1/tll/user-resource/vm/start".into(), Some(&key), Some(("application/x-www-form-urlencoded", form)))
    };
    assert_eq!(start().await.status, 500, "the injected fault");
    let started = start().await;
    assert_eq!(started.status, 200, "{}", started.text);
    send("GET", format!("/v1/tll/user-resource/vm?uuid={uuid}"), Some(&key), None).await;

    let recorded = send("GET", format!("/__sim/sessions/{id}/journal?format=scenario"), None, None).await.text;
    assert!(!recorded.contains(&uuid), "the VM's id is a variable, not the recorded value:\n{recorded}");
    assert!(recorded.contains("advance: 120") && recorded.contains("save:") && recorded.contains("- fault:"), "{recorded}");
    let file = std::env::temp_dir().join(format!("cloudsim-recorded-{}.yaml", std::process::id()));
    std::fs::write(&file, &recorded).expect("a temporary file");
    let outcome = run_file(&Target::InProcess { timeout: TIMEOUT, local: &simulator::app::Local, mutant: None }, &file).await;
    assert!(outcome.passed(), "{}\n{recorded}", report::render(&[outcome]));
    assert_eq!(outcome.steps, 8, "five calls, two clock moves and the fault");
    // The replay checks the fields of the answers, not only their statuses: a simulator whose VM
    // read answers another `status` fails it.
    assert!(recorded.contains("status: starting"), "{recorded}");
    use simulator::scenario::mutants::{Change, Mutant};
    let operation = spec::routes::OPERATIONS.iter().position(|op| op.id == "vm_get").unwrap();
    let mutant = Arc::new(Mutant {
        operation,
        reads: vec![operation],
        change: Change::Value { path: vec!["status".into()], to: Default::default() },
        description: String::new(),
    });
    let mutated =
        run_file(&Target::InProcess { timeout: TIMEOUT, local: &simulator::app::Local, mutant: Some(mutant) }, &file).await;
    std::fs::remove_file(&file).ok();
    assert!(headline(&mutated).contains("$.status: \"starting-changed\", expected \"starting\""), "{}", headline(&mutated));
}

/// `--mutants`' hook: a mutant changes only its operation's answers in the simulator the runner
/// makes for a file, so a step that checks the field fails, and one of a field no step reads passes.
#[tokio::test]
async fn a_mutant_changes_its_operations_answers_and_a_step_that_reads_them_fails() {
    use simulator::scenario::mutants::{Change, Mutant};
    let operation = spec::routes::OPERATIONS.iter().position(|op| op.id == "user_get").unwrap();
    let against = |change: Change| async move {
        let mutant = Arc::new(Mutant { operation, reads: vec![operation], change, description: String::new() });
        let target = Target::InProcess { timeout: TIMEOUT, local: &simulator::app::Local, mutant: Some(mutant) };
        run_file(&target, &fixture("ok/assertions.yaml")).await
    };
    let lang = against(Change::Value { path: vec!["profile_data".into(), "lang".into()], to: Default::default() }).await;
    assert!(headline(&lang).contains("$.profile_data.lang: \"en-changed\", expected \"en\""), "{}", headline(&lang));
    let status = against(Change::Status { from: 200, to: 201 }).await;
    assert!(headline(&status).contains("status 201, expected 200"), "{}", headline(&status));
    // `last_activity` is read by no step of the file: the mutant survives it.
    let unread = against(Change::Missing { path: vec!["last_activity".into()] }).await;
    assert!(unread.passed(), "{}", headline(&unread));
}

/// `--mutants`' data mutants: the simulator a file runs in is made from brands the mutant changed
/// (here a VM's start takes twice as long), so a step that waits only the documented start time
/// fails, and the same file passes on the brands as shipped.
#[tokio::test]
async fn a_data_mutant_changes_what_the_domain_reads_and_a_step_that_pins_it_fails() {
    use simulator::scenario::mutants::data::{DATA, Kind};
    use simulator::scenario::mutants::{Change, Mutant};
    let datum = DATA.iter().find(|d| d.kind == Kind::Timing && d.operations == ["vm_start"]).expect("the start's timing");
    let file = std::env::temp_dir().join(format!("cloudsim-start-timing-{}.yaml", std::process::id()));
    // pilvio's start takes 6 s (docs/product/compute.md#timings).
    let text = "name: start timing\nbrand: pilvio\nworld: empty\nstart: \"2026-03-02T08:00:00Z\"\nsteps:\n  - call: POST /v1/tll/user-resource/vm\n    as: owner\n    form: {name: a, os_name: ubuntu, os_version: \"24.04\", username: mari, password: Secret123, vcpu: 1, ram: 1024, disks: 20}\n    save: {vm: uuid}\n  - advance: 2m\n  - call: POST /v1/tll/user-resource/vm/stop\n    as: owner\n    form: {uuid: \"{{vm}}\", force: true}\n  - advance: 2m\n  - call: POST /v1/tll/user-resource/vm/start\n    as: owner\n    form: {uuid: \"{{vm}}\"}\n  - advance: 6s\n  - call: GET /v1/tll/user-resource/vm\n    as: owner\n    query: {uuid: \"{{vm}}\"}\n    expect: {body: {status: running}}\n";
    std::fs::write(&file, text).expect("a temporary file");
    let operation = spec::routes::OPERATIONS.iter().position(|op| op.id == "vm_start").unwrap();
    let change = Change::Data { kind: datum.kind, vary: datum.vary };
    let mutant = Arc::new(Mutant { operation, reads: vec![operation], change, description: String::new() });
    let shipped = run_file(&Target::InProcess { timeout: TIMEOUT, local: &simulator::app::Local, mutant: None }, &file).await;
    let mutated =
        run_file(&Target::InProcess { timeout: TIMEOUT, local: &simulator::app::Local, mutant: Some(mutant) }, &file).await;
    std::fs::remove_file(&file).ok();
    assert!(shipped.passed(), "{}", headline(&shipped));
    assert!(headline(&mutated).contains("$.status: \"starting\", expected \"running\""), "{}", headline(&mutated));
}

/// Issue 42: a `--target` that is down is reported with its URL, not only "request failed".
#[tokio::test]
async fn a_target_that_is_down_is_reported_with_its_url() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    let url = format!("http://{}", listener.local_addr().unwrap());
    drop(listener);
    let remote = Target::Remote { client: Client::remote(&url, TIMEOUT, None).expect("a client"), keys: None };
    let outcome = run_file(&remote, &fixture("ok/assertions.yaml")).await;
    assert!(headline(&outcome).contains(&format!("the target {url} did not answer")), "{}", headline(&outcome));
}

/// Issue 42: `run --help` says `advance` still moves a realtime clock (`--clock realtime`), and it
/// does: the billing hour pending after two hours advanced is the one after them.
#[tokio::test]
async fn advance_moves_a_realtime_clock_as_run_help_says() {
    use clap::Args;
    let help = simulator::scenario::RunArgs::augment_args(clap::Command::new("run")).render_long_help().to_string();
    assert!(help.contains("`advance` still moves it on"), "{help}");
    let file = std::env::temp_dir().join(format!("cloudsim-realtime-advance-{}.yaml", std::process::id()));
    let text = "name: advance under realtime\nworld: empty\nstart: \"2026-03-02T08:00:00Z\"\nsteps:\n  - advance: 2h\n  - call: GET /__sim/sessions/{{session}}/clock\n    expect: {body: {mode: realtime, next_event_at: \"2026-03-02T11:00:00Z\"}}\n";
    std::fs::write(&file, text).expect("a temporary file");
    let target = Target::InProcess { timeout: TIMEOUT, local: &simulator::app::Local, mutant: None };
    let outcome = simulator::scenario::runner::run_file_as(&target, &file, None, Some("realtime")).await;
    std::fs::remove_file(&file).ok();
    assert!(outcome.passed(), "{}", headline(&outcome));
}

//! Model-based property tests over HTTP against any target (docs/reference/http-model.md): sequences of VM,
//! disk, token, sharing, billing-account and floating-IP steps drawn by proptest-state-machine
//! from the seeds' rules (`model.rs`), sent through a real-API client (`contract_tests::api`),
//! and the target's answers compared with the model after every step (`sut.rs`).
//!
//! By default the target is the simulator binary, started here; `CLOUDSIM_TARGET` names a real
//! deployment instead (docs/reference/http-model.md). A failing case
//! prints, after shrinking, as a scenario file that `cloudsim run` replays. `quirks.rs` tests
//! the client against wiremock servers playing the real API from its recorded fixtures;
//! `strict_table.rs` plays each row of the strict table (docs/reference/strict-mode.md) the same way and checks a
//! `--strict` simulator against it and a lenient one against the documented lenient answers.

mod model;
mod quirks;
mod strict_table;
mod sut;

use std::sync::Mutex;

use contract_tests::api::{self, Api, Ledger};
use contract_tests::target::{Kind, Session, Target};
use proptest::test_runner::{Config, TestCaseError, TestError, TestRunner};
use proptest_state_machine::ReferenceStateMachine;

use model::{LIMITS, Model};

/// The scenario of the latest failing case: after shrinking, the smallest.
static LAST_FAILURE: Mutex<Option<String>> = Mutex::new(None);

fn env_number(name: &str) -> Option<u32> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

#[test]
fn the_target_follows_the_model() {
    let target = Target::from_env().unwrap_or_else(|e| panic!("{e}"));
    let real = target.is_real();
    LIMITS.set((target.max_resources(), target.has_grantee())).expect("set once");
    // A run's names: unique enough to tell runs apart in one account's lists.
    let run = format!("{:x}", std::process::id());
    let ledger = Ledger::default();
    if let Kind::Real { .. } = target.kind {
        prepare_real_account(&target, &ledger);
    }

    // On a real API every case costs money and minutes: one case and no shrinking unless asked.
    let cases = env_number("PROPTEST_CASES").unwrap_or(if real { 1 } else { 24 });
    let steps = env_number("CLOUDSIM_STEPS").unwrap_or(10) as usize;
    let config = Config { cases, max_shrink_iters: if real { 0 } else { 256 }, failure_persistence: None, ..Config::default() };
    let mut runner = TestRunner::new(config);
    let strategy = Model::sequential_strategy(1..=steps);
    let result = runner.run(&strategy, |(initial, steps, seen)| {
        let session = target.open(initial.start).map_err(TestCaseError::fail)?;
        let guard = CleanUp { target: &target, session: &session, ledger: &ledger };
        let outcome = run_case(&target, &session, &run, &ledger, initial, &steps, seen.as_deref());
        drop(guard);
        outcome.map_err(TestCaseError::fail)
    });
    if let Err(error) = result {
        let scenario = LAST_FAILURE.lock().unwrap_or_else(|e| e.into_inner()).take().unwrap_or_default();
        let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("http_model-failure.yaml");
        let written = std::fs::write(&file, &scenario).map(|()| format!("written to {}", file.display()));
        let reason = match &error {
            TestError::Fail(reason, steps) => format!("{reason}\nsteps: {steps:#?}"),
            TestError::Abort(reason) => reason.to_string(),
        };
        panic!(
            "{reason}\n\nThe failing case as a scenario ({}; replay it with `target/debug/cloudsim run <file>`):\n\n{scenario}",
            written.unwrap_or_else(|e| e.to_string())
        );
    }
}

/// Deletes what a case made when the case ends, however it ends (a panic included), and drops
/// its simulator session.
struct CleanUp<'a> {
    target: &'a Target,
    session: &'a Session,
    ledger: &'a Ledger,
}

impl Drop for CleanUp<'_> {
    fn drop(&mut self) {
        if self.target.is_real() {
            for problem in api::clean_up(&self.target.http, self.session, self.ledger.take()) {
                eprintln!("http_model: left behind (the next run sweeps it): {problem}");
            }
        }
        self.target.close(self.session);
    }
}

/// One case: every step through the client, checked against the model; on failure the case's
/// calls are kept as a scenario.
fn run_case(
    target: &Target,
    session: &Session,
    run: &str,
    ledger: &Ledger,
    initial: Model,
    steps: &[model::Step],
    seen: Option<&std::sync::atomic::AtomicUsize>,
) -> Result<(), String> {
    let mut api = Api::new(&target.http, session, run, ledger.clone()).with_budget(target.max_resources());
    let mut handles = sut::Handles::default();
    let outcome = (|| {
        let accounts = api.learn_accounts().map_err(|e| e.to_string())?;
        let default = accounts.iter().find(|a| a.is_default).ok_or("the user has no default billing account")?;
        handles.accounts.push(default.id);
        let mut model = initial;
        for (i, step) in steps.iter().enumerate() {
            sut::apply(&mut api, &mut handles, &model, step).map_err(|e| format!("step {}: {e}", i + 1))?;
            model = Model::apply(model, step);
            sut::check(&mut api, &handles, &model).map_err(|e| format!("after step {} ({step:?}): {e}", i + 1))?;
            if let Some(seen) = seen {
                seen.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            }
        }
        Ok(())
    })();
    if let Err(why) = &outcome {
        let comment =
            format!("http_model: {why}\nEach call expects the status the target gave; the failure is at the last call.");
        *LAST_FAILURE.lock().unwrap_or_else(|e| e.into_inner()) =
            Some(api.recorder.yaml("http_model failure", &session.settings, &comment));
    }
    outcome
}

/// Before touching a real account: delete what earlier runs left (found by the name prefix),
/// and have Ctrl-C delete what this run has made before the process ends.
fn prepare_real_account(target: &Target, ledger: &Ledger) {
    let session = target.open(jiff::Timestamp::UNIX_EPOCH).expect("a real target needs no session");
    let mut api = Api::new(&target.http, &session, "sweep", Ledger::default());
    let leftovers = api::leftovers(&mut api).unwrap_or_else(|e| panic!("listing leftovers of earlier runs: {e}"));
    if !leftovers.is_empty() {
        eprintln!("http_model: deleting {} leftovers of earlier runs: {leftovers:?}", leftovers.len());
        let problems = api::clean_up(&target.http, &session, leftovers);
        assert!(problems.is_empty(), "could not delete the leftovers of earlier runs: {problems:#?}");
    }
    let origin = target.http.origin().to_string();
    let ledger = ledger.clone();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
        if runtime.block_on(tokio::signal::ctrl_c()).is_ok() {
            eprintln!("http_model: interrupted; deleting what this run made");
            if let Ok(http) = contract_tests::http::Http::new(&origin, std::time::Duration::from_secs(120)) {
                for problem in api::clean_up(&http, &session, ledger.take()) {
                    eprintln!("http_model: left behind (the next run sweeps it): {problem}");
                }
            }
            std::process::exit(130);
        }
    });
}

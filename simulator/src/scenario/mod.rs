//! `cloudsim run`: scenario files (scenarios/qa/README.md#format) run as black-box clients of the API, each in a
//! session of its own, in parallel. This module only speaks HTTP (in-process or to `--target`);
//! of `domain` it reads only the state machines' tables (`domain::machines`), for coverage.
//!
//! - [`format`]: the YAML as serde types; [`lines`]: where each step is written; [`load`]: a file
//!   with its includes.
//! - [`runner`]: one file against one session; [`client`]: in-process or HTTP transport;
//!   [`template`], [`path`], [`expect`]: `{{var}}`, JSON paths, assertions; [`hint`]: the
//!   `expect` a failing step would pass with.
//! - [`report`], [`junit`], [`coverage`] (with [`texts`], [`transitions`], [`locations`] and [`features`]), [`report_html`]:
//!   what a run prints and writes;
//!   [`redact`]: what it keeps of each call; [`watch`]: `--watch`; [`mutants`]: `--mutants`, whether
//!   the suite notices a changed answer.

pub mod arithmetic;
pub mod client;
pub mod coverage;
pub mod expect;
pub mod explore;
pub mod features;
pub mod format;
pub mod hint;
pub mod junit;
pub mod lines;
pub mod load;
pub mod locations;
pub mod mutants;
pub mod path;
pub mod redact;
pub mod report;
pub mod report_html;
pub mod runner;
pub mod template;
pub mod texts;
pub mod transitions;
pub mod watch;

use std::io::IsTerminal;
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use tokio::sync::Semaphore;

use self::client::Client;
use self::coverage::Coverage;
use self::format::BrandChoice;
use self::report::{Failure, Outcome};
use self::runner::{Local, Target};

#[derive(clap::Args)]
pub struct RunArgs {
    /// Scenario files, or folders searched for *.yaml and *.yml (names starting with `_` are
    /// fragments for `include` and are skipped).
    #[arg(required = true, value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// Run against this server (http://host:port) instead of a simulator in this process.
    #[arg(long, value_name = "URL")]
    pub target: Option<String>,
    /// With --target, for an API without the control API: the API key of a role or email
    /// (`owner=KEY`, `a@b.example=KEY`; repeatable). `advance` and `fault` steps then fail.
    #[arg(long = "key", value_name = "NAME=KEY", requires = "target", value_parser = parse_key)]
    pub keys: Vec<(String, String)>,
    /// Bearer token for the control API of --target (a server started with --control-token).
    #[arg(long, env = "CLOUDSIM_CONTROL_TOKEN")]
    pub control_token: Option<String>,
    /// Files run at once (default: the number of CPUs).
    #[arg(long, short)]
    pub jobs: Option<NonZeroUsize>,
    /// Write a JUnit XML report here.
    #[arg(long, value_name = "FILE")]
    pub junit: Option<PathBuf>,
    /// Seconds to wait for one answer.
    #[arg(long, default_value_t = 60)]
    pub timeout: u64,
    /// Run only the k-th of n shares of the files (`2/4`), so CI runners can split a suite: every
    /// n-th file in name order, from the k-th, so the n shares together run each file once.
    #[arg(long, value_name = "K/N", value_parser = parse_shard)]
    pub shard: Option<Shard>,
    /// Write what the run reached of the contract here (JSON), with an HTML view beside it
    /// (the same name ending in .html).
    #[arg(long, value_name = "FILE")]
    pub coverage: Option<PathBuf>,
    /// Fail the run when a coverage figure is below its minimum, in percent
    /// (`operations=95,transitions=85,error_texts=90,statuses=70`).
    #[arg(long, value_name = "NAME=PERCENT", value_parser = coverage::parse_minimum)]
    pub min_coverage: Option<coverage::Minimum>,
    /// Write a report a person reads to this folder: report.html (one page that opens offline)
    /// and report.json, failing files first, every call (secrets redacted), each failure's diff
    /// and the command that replays it.
    #[arg(long, value_name = "DIR")]
    pub report: Option<PathBuf>,
    /// Run each scenario file once per brand: `all` or `a,b,c` (over a file's own `brands:` and
    /// `brand:`). Demo worlds keep the brand they are named after.
    #[arg(long, value_name = "all|A,B")]
    pub brands: Option<BrandChoice>,
    /// With --brands, run one slice of the file × brand matrix (`3/10`, or `all`): every file on
    /// its first brand, and of its other brands those whose place in the matrix falls in slice K
    /// of N. The N slices together run every pair; the test command picks the slice from the
    /// commit, so ten consecutive commits run the whole matrix.
    #[arg(long, value_name = "K/N|all", value_parser = parse_rotation)]
    pub rotation: Option<Shard>,
    /// Run every file on this clock instead of its own: `manual`, or `realtime[:SPEED]` (then
    /// `until` steps poll with back-off instead of moving the clock; `advance` still moves it on).
    #[arg(long, value_name = "manual|realtime[:SPEED]", value_parser = parse_clock)]
    pub clock: Option<String>,
    /// After the run, keep watching the files and run a file again each time it or a fragment it
    /// includes is saved (its result and any failure in full); stop with Ctrl-C.
    #[arg(long)]
    pub watch: bool,
    /// After the run, run the files again against N variants of the simulator (default 100), each
    /// with one change a regression could bring: to one operation's answers (a field's value, type
    /// or absence, the status, an error text), or to the data behind them (a transition's timing, a
    /// price, a limit, a validation rule; up to a quarter of N), and report which ones no step
    /// noticed; in this process only. Without --brands each file runs once, on its own brand.
    #[arg(long, value_name = "N", num_args = 0..=1, default_missing_value = "100", conflicts_with_all = ["target", "watch"])]
    pub mutants: Option<usize>,
    /// With --mutants, fail the run when fewer than this percentage of the mutants are killed.
    #[arg(long, value_name = "PERCENT", requires = "mutants", value_parser = parse_percent)]
    pub min_mutation_score: Option<f64>,
}

fn parse_percent(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(p) if (0.0..=100.0).contains(&p) => Ok(p),
        _ => Err("a percentage between 0 and 100".into()),
    }
}

fn parse_clock(text: &str) -> Result<String, String> {
    match (text, runner::realtime_speed(Some(text))) {
        ("manual", _) | (_, Some(_)) => Ok(text.to_string()),
        _ => Err("expected manual, realtime or realtime:SPEED (a positive number)".into()),
    }
}

/// The k-th (from 1) of n shares of a suite.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub k: usize,
    pub n: usize,
}

impl Shard {
    fn select(self, files: Vec<PathBuf>) -> Vec<PathBuf> {
        files.into_iter().enumerate().filter(|(i, _)| i % self.n == self.k - 1).map(|(_, file)| file).collect()
    }
}

fn parse_shard(text: &str) -> Result<Shard, String> {
    let parsed = text.split_once('/').and_then(|(k, n)| Some((k.parse().ok()?, n.parse().ok()?)));
    match parsed {
        Some((k, n)) if 1 <= k && k <= n => Ok(Shard { k, n }),
        _ => Err("expected K/N with 1 ≤ K ≤ N, e.g. 2/4".into()),
    }
}

fn parse_rotation(text: &str) -> Result<Shard, String> {
    if text == "all" { Ok(Shard { k: 1, n: 1 }) } else { parse_shard(text) }
}

fn parse_key(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((name, key)) if !name.is_empty() && !key.is_empty() => Ok((name.to_string(), key.to_string())),
        _ => Err("expected NAME=KEY, e.g. owner=abc123".into()),
    }
}

/// Runs the files (in simulators `local` makes, without `--target`); exit code 0 when every file
/// passed, 1 when one failed, 2 for a usage error.
pub async fn run(args: RunArgs, local: &'static dyn Local) -> ExitCode {
    match execute(args, local).await {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(usage) => {
            eprintln!("cloudsim run: {usage}");
            ExitCode::from(2)
        }
    }
}

async fn execute(args: RunArgs, local: &'static dyn Local) -> Result<bool, String> {
    let started = Instant::now();
    let files = discover(&args.paths)?;
    let files = match args.shard {
        Some(shard) => shard.select(files),
        None => files,
    };
    let timeout = Duration::from_secs(args.timeout.max(1));
    let target = match &args.target {
        None => Target::InProcess { timeout, local, mutant: None },
        Some(url) => Target::Remote {
            client: Client::remote(url, timeout, args.control_token.clone())?,
            keys: (!args.keys.is_empty()).then(|| args.keys.clone()),
        },
    };
    let jobs = args.jobs.or_else(|| std::thread::available_parallelism().ok()).map_or(1, NonZeroUsize::get);
    let runs = per_brand(files, args.brands.as_ref(), args.mutants.is_some())?;
    let runs = match args.rotation {
        Some(slice) => rotate(runs, slice),
        None => runs,
    };
    let bar = progress_bar(runs.len() as u64);
    let mut watched: Vec<PathBuf> = runs.iter().map(|(file, _)| file.clone()).collect();
    watched.dedup();
    let target = Arc::new(target);
    let outcomes = run_each(runs, target.clone(), jobs, bar, args.clock.clone()).await;
    print!("{}", report::render(&outcomes));
    if let Some(file) = &args.junit {
        junit::write(file, &outcomes, started.elapsed())?;
    }
    if args.watch {
        watch::watch(&watched, &target, args.clock.as_deref()).await;
    }
    let mut passed = outcomes.iter().all(Outcome::passed);
    let score = match args.mutants {
        Some(n) => {
            let mutants = mutants::generate(&outcomes, n);
            let score = mutants::run(mutants, &outcomes, &target, jobs, args.clock.clone()).await?;
            print!("{}", score.render());
            if let Some(minimum) = args.min_mutation_score
                && score.percent < minimum
            {
                println!("mutants: {} % killed, below the minimum {minimum} %", score.percent);
                passed = false;
            }
            Some(score)
        }
        None => None,
    };
    if let Some(dir) = &args.report {
        let mut report = report_html::Report::of(&outcomes, started.elapsed(), args.target.as_deref());
        report.mutants = score;
        report.write(dir)?;
    }
    if args.coverage.is_some() || args.min_coverage.is_some() {
        let coverage = Coverage::of(&outcomes);
        if let Some(file) = &args.coverage {
            coverage.write(file)?;
        }
        let s = &coverage.summary;
        println!(
            "coverage: operations {} % ({} of {}), documented statuses {} %, error texts {} % ({} of {}), transitions {} % ({} of {}), feature flags on and off {} % ({} of {}), location kinds {} of {}",
            s.operations.percent,
            s.operations.covered,
            s.operations.total,
            s.statuses.percent,
            s.error_texts.percent,
            s.error_texts.covered,
            s.error_texts.total,
            s.transitions.percent,
            s.transitions.covered,
            s.transitions.total,
            s.features.percent,
            s.features.covered,
            s.features.total,
            s.location_kinds.covered,
            s.location_kinds.total
        );
        for short in coverage.shortfalls(&args.min_coverage.unwrap_or_default()) {
            println!("coverage: {short}");
            passed = false;
        }
    }
    Ok(passed)
}

/// The runs of a suite: each file once, or once per brand of `--brands` that the file's own
/// `brands:` allows (all when it names none), or of its own `brands:` alone, brand by brand within
/// a file. A file whose `brands:` share none with `--brands` does not run; a file that does not
/// load runs once, to fail. `once` (`--mutants` without `--brands`, which asks whether a step
/// notices a change, not on which brands) keeps one brand of a file's own: its `brand:` when the
/// list has it, else the list's first.
fn per_brand(files: Vec<PathBuf>, chosen: Option<&BrandChoice>, once: bool) -> Result<Vec<(PathBuf, Option<String>)>, String> {
    let known: Vec<String> = crate::brands::Brands::embedded()?.names().map(str::to_owned).collect();
    let chosen = chosen.map(|c| c.names(&known).map_err(|e| format!("--brands: {e}"))).transpose()?;
    let mut runs = Vec::new();
    for file in files {
        let script = if load::is_demo(&file) { None } else { load::load(&file).ok() };
        let own = script.as_ref().and_then(|s| s.brands.as_ref());
        let mut own = own.map(|c| c.names(&known).map_err(|e| format!("{}: {e}", file.display()))).transpose()?;
        if let (true, None, Some(names)) = (once, &chosen, &mut own) {
            let brand =
                script.as_ref().and_then(|s| s.setup.brand.clone()).unwrap_or_else(|| crate::brands::DEFAULT_BRAND.into());
            let keep = if names.contains(&brand) { brand } else { names[0].clone() };
            *names = vec![keep];
        }
        let names = match (load::is_demo(&file), &chosen, own) {
            (true, _, _) | (false, None, None) => None,
            (false, Some(chosen), None) => Some(chosen.clone()),
            (false, None, Some(own)) => Some(own),
            (false, Some(chosen), Some(own)) => Some(chosen.iter().filter(|b| own.contains(b)).cloned().collect()),
        };
        match names {
            Some(names) => runs.extend(names.into_iter().map(|brand| (file.clone(), Some(brand)))),
            None => runs.push((file, None)),
        }
    }
    Ok(runs)
}

/// The runs of slice `k` of `n` of a file × brand matrix: each file's first run (so every file
/// runs), and each later run whose place among the later runs is `k - 1` modulo `n`, so the `n`
/// slices share the matrix evenly and together hold every run.
fn rotate(runs: Vec<(PathBuf, Option<String>)>, slice: Shard) -> Vec<(PathBuf, Option<String>)> {
    let mut later = 0;
    let mut previous: Option<PathBuf> = None;
    let mut kept = Vec::new();
    for (file, brand) in runs {
        let first = previous.as_ref() != Some(&file);
        previous = Some(file.clone());
        if first {
            kept.push((file, brand));
            continue;
        }
        if later % slice.n == slice.k - 1 {
            kept.push((file, brand));
        }
        later += 1;
    }
    kept
}

/// Runs every file, at most `jobs` at once, and gives the outcomes in the order of `files`.
pub async fn run_all(files: Vec<PathBuf>, target: Arc<Target>, jobs: usize, bar: ProgressBar) -> Vec<Outcome> {
    run_each(files.into_iter().map(|file| (file, None)).collect(), target, jobs, bar, None).await
}

/// Runs every file for its brand (its own when none), at most `jobs` at once, and gives the
/// outcomes in the order of `runs`; on `clock` when given, else each file's own.
pub async fn run_each(
    runs: Vec<(PathBuf, Option<String>)>,
    target: Arc<Target>,
    jobs: usize,
    bar: ProgressBar,
    clock: Option<String>,
) -> Vec<Outcome> {
    let permits = Arc::new(Semaphore::new(jobs.max(1)));
    let files: Vec<PathBuf> = runs.iter().map(|(file, _)| file.clone()).collect();
    let tasks: Vec<_> = runs
        .into_iter()
        .map(|(file, brand)| {
            let (target, permits, bar, clock) = (target.clone(), permits.clone(), bar.clone(), clock.clone());
            tokio::spawn(async move {
                let _permit = permits.acquire_owned().await;
                let outcome = runner::run_file_as(&target, &file, brand.as_deref(), clock.as_deref()).await;
                bar.set_message(file.display().to_string());
                bar.inc(1);
                outcome
            })
        })
        .collect();
    let mut outcomes = Vec::with_capacity(files.len());
    for (task, file) in tasks.into_iter().zip(files) {
        outcomes.push(task.await.unwrap_or_else(|e| Outcome {
            name: file.display().to_string(),
            brand: None,
            steps: 0,
            elapsed: Duration::ZERO,
            failure: Some(Failure::new(file.display(), format!("the runner stopped on this file: {e}"))),
            calls: Vec::new(),
            skipped: Vec::new(),
            flags: Default::default(),
            file,
        }));
    }
    bar.finish_and_clear();
    outcomes
}

/// A bar on a terminal; nothing when stdout is a file or a pipe, or under CI.
fn progress_bar(len: u64) -> ProgressBar {
    if !std::io::stdout().is_terminal() || std::env::var_os("CI").is_some() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stdout());
    if let Ok(style) = ProgressStyle::with_template("{bar:30} {pos}/{len} {elapsed} {wide_msg}") {
        bar.set_style(style);
    }
    bar
}

/// The scenario files named by `paths`, folders searched recursively in name order.
fn discover(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    for path in paths {
        if path.is_file() {
            files.push(path.clone());
        } else if path.is_dir() {
            let before = files.len();
            walk(path, &mut files).map_err(|e| format!("{}: {e}", path.display()))?;
            if files.len() == before {
                return Err(format!("no scenario files (*.yaml, *.yml) in {}", path.display()));
            }
        } else {
            return Err(format!("no such file or folder: {}", path.display()));
        }
    }
    Ok(files)
}

fn walk(dir: &Path, files: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)?.map(|e| e.map(|e| e.path())).collect::<Result<_, _>>()?;
    entries.sort();
    for path in entries {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        if name.starts_with('_') || name.starts_with('.') {
            continue;
        }
        if path.is_dir() {
            walk(&path, files)?;
        } else if path.extension().is_some_and(|e| e == "yaml" || e == "yml") {
            files.push(path);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_split_a_suite_so_each_file_runs_once() {
        let files: Vec<PathBuf> = (0..7).map(|i| PathBuf::from(format!("f{i}.yaml"))).collect();
        let shares: Vec<Vec<PathBuf>> = (1..=3).map(|k| Shard { k, n: 3 }.select(files.clone())).collect();
        assert_eq!(shares.iter().map(Vec::len).collect::<Vec<_>>(), [3, 2, 2]);
        let mut all: Vec<PathBuf> = shares.concat();
        all.sort();
        assert_eq!(all, files);
    }

    #[test]
    fn brands_chosen_for_a_run_narrow_to_those_a_file_allows() {
        let dir = tempfile::tempdir().unwrap();
        let write = |name: &str, head: &str| {
            let file = dir.path().join(name);
            std::fs::write(&file, format!("name: {name}\n{head}steps:\n  - call: GET /v1/config/ui/config\n")).unwrap();
            file
        };
        let any = write("any.yaml", "");
        let pinned = write("pinned.yaml", "brands: [readyidc]\n");
        let runs_for = |chosen: Option<&str>| {
            let chosen = chosen.map(|c| c.parse::<BrandChoice>().unwrap());
            per_brand(vec![any.clone(), pinned.clone()], chosen.as_ref(), false).unwrap()
        };
        let count = |runs: &[(PathBuf, Option<String>)], file: &PathBuf| runs.iter().filter(|(f, _)| f == file).count();
        let all = runs_for(Some("all"));
        assert_eq!(count(&all, &any), 20);
        assert_eq!(count(&all, &pinned), 1);
        assert!(all.contains(&(pinned.clone(), Some("readyidc".into()))));
        let two = runs_for(Some("vdc,metal"));
        assert_eq!((count(&two, &any), count(&two, &pinned)), (2, 0));
        let own = runs_for(None);
        assert_eq!(own, vec![(any.clone(), None), (pinned.clone(), Some("readyidc".into()))]);
        assert!(
            per_brand(vec![any.clone()], Some(&"nobrand".parse().unwrap()), false)
                .unwrap_err()
                .contains("--brands: unknown brand")
        );
        // Under --mutants without --brands a file runs once: on its `brand:` when its list has it.
        let every = write("every.yaml", "brand: vdc\nbrands: all\n");
        let first = write("first.yaml", "brands: [metal, vdc]\n");
        let once = per_brand(vec![every.clone(), first.clone(), any.clone()], None, true).unwrap();
        assert_eq!(once, vec![(every, Some("vdc".into())), (first, Some("metal".into())), (any, None)]);
    }

    #[test]
    fn ten_rotation_slices_run_every_file_each_time_and_every_pair_once_between_them() {
        let files: Vec<PathBuf> = (0..7).map(|i| PathBuf::from(format!("f{i}.yaml"))).collect();
        let brands = |file: &PathBuf, count: usize| (0..count).map(|b| (file.clone(), Some(format!("b{b}")))).collect::<Vec<_>>();
        // Files on 20 brands, on one (a pinned file), and with none (a demo world).
        let matrix: Vec<(PathBuf, Option<String>)> = files
            .iter()
            .enumerate()
            .flat_map(|(i, f)| match i % 3 {
                0 => brands(f, 20),
                1 => brands(f, 1),
                _ => vec![(f.clone(), None)],
            })
            .collect();
        let slices: Vec<_> = (1..=10).map(|k| rotate(matrix.clone(), Shard { k, n: 10 })).collect();
        for slice in &slices {
            let mut ran: Vec<&PathBuf> = slice.iter().map(|(f, _)| f).collect();
            ran.dedup();
            assert_eq!(ran, files.iter().collect::<Vec<_>>(), "every file runs in every slice");
        }
        // Beyond the first runs (in every slice) each pair is in exactly one slice.
        let firsts = files.len();
        let mut union: Vec<_> = slices.iter().flatten().cloned().collect();
        union.sort();
        union.dedup();
        let mut whole = matrix.clone();
        whole.sort();
        assert_eq!(union, whole, "the ten slices together run the whole matrix");
        let total: usize = slices.iter().map(Vec::len).sum();
        assert_eq!(total, matrix.len() + 9 * firsts, "no pair but the first runs is in two slices");
        // Evenly: the later runs of each slice differ in count by at most one.
        let later: Vec<usize> = slices.iter().map(|s| s.len() - firsts).collect();
        assert!(later.iter().max().unwrap() - later.iter().min().unwrap() <= 1, "{later:?}");
        assert_eq!(rotate(matrix.clone(), parse_rotation("all").unwrap()), matrix);
    }

    #[test]
    fn a_shard_is_k_of_n() {
        assert_eq!(parse_shard("2/4"), Ok(Shard { k: 2, n: 4 }));
        for bad in ["0/4", "5/4", "2", "a/b", "1/0"] {
            assert!(parse_shard(bad).is_err(), "{bad}");
        }
    }
}

//! `cloudsim explore --steps N --seed S --out DIR` (scenarios/generated/README.md): walks the API
//! in process with the models of the state machines (`vm.rs`, `metal.rs`, …, each the one its
//! proptest checks the domain against), one model a walk, choosing each move among those the
//! model allows and steering toward operations, statuses and transitions the walks so far have
//! not reached (the coverage of what was walked, as `run --coverage` measures it), and toward the
//! models whose walks still find something. Each walk is an ordinary scenario file, run as
//! `cloudsim run` runs it; one that reaches something new is kept, numbered; one where the
//! simulator answers other than the model predicted is kept as `disagreement-N.yaml` and the
//! command fails. The same seed writes the same files.

pub mod metal;
pub mod services;
pub mod vm;
mod walk;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use jiff::{SignedDuration, Timestamp};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use spec::config::Brand;

use self::walk::{Walk, Walkable};
use super::coverage::Coverage;
use super::report::Outcome;
use super::runner::{self, Local, Target};

/// The longest and shortest walk, in moves.
const WALK_MOVES: (usize, usize) = (6, 18);
/// Where a walk is written while it runs (a dot file: `cloudsim run` skips it).
const SCRATCH: &str = ".walk.yaml";

#[derive(clap::Args, Debug)]
pub struct ExploreArgs {
    /// Moves to make in all, over as many walks as they fill.
    #[arg(long, default_value_t = 400)]
    pub steps: usize,
    /// Seed of the walks' choices and of their sessions; the same seed writes the same files.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The folder the files are written to (made if missing; files an earlier run wrote there
    /// are replaced).
    #[arg(long)]
    pub out: PathBuf,
    /// Stop once this many files are written.
    #[arg(long)]
    pub files: Option<usize>,
}

/// Exit code 0 when the simulator agreed with the model throughout, 1 when a walk disagreed, 2
/// for a usage error.
pub async fn run(args: ExploreArgs, local: &'static dyn Local) -> ExitCode {
    match explore(&args, local).await {
        Ok(0) => ExitCode::SUCCESS,
        Ok(disagreements) => {
            eprintln!("cloudsim explore: {disagreements} walks disagree with the model (disagreement-*.yaml)");
            ExitCode::from(1)
        }
        Err(usage) => {
            eprintln!("cloudsim explore: {usage}");
            ExitCode::from(2)
        }
    }
}

/// The number of disagreements.
async fn explore(args: &ExploreArgs, local: &'static dyn Local) -> Result<usize, String> {
    let at = |e: std::io::Error| format!("{}: {e}", args.out.display());
    std::fs::create_dir_all(&args.out).map_err(at)?;
    clear(&args.out).map_err(at)?;
    let brands = crate::brands::Brands::embedded()?;
    let brand = brands.default_brand();
    let location = brand.config.locations.iter().find(|l| l.is_default).map(|l| l.slug.clone()).unwrap_or_default();
    let target = Target::InProcess { timeout: Duration::from_secs(60), local, mutant: None };
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let (mut suite, mut reached, mut left) = (Vec::<Outcome>::new(), BTreeSet::<String>::new(), args.steps);
    let (mut kept, mut disagreements) = (0, 0);
    // Per model, how many walks of it in a row found nothing new.
    let mut barren = [0u32; MODELS];
    for number in 1.. {
        if left == 0 || args.files.is_some_and(|n| kept + disagreements >= n) {
            break;
        }
        let moves = rng.random_range(WALK_MOVES.0..=WALK_MOVES.1).min(left);
        left -= moves;
        let which = pick(&mut rng, &barren);
        let walk = walk(&mut rng, which, (args.seed, number), brand, &location, moves, &reached);
        let scratch = args.out.join(SCRATCH);
        std::fs::write(&scratch, &walk.yaml).map_err(at)?;
        let outcome = runner::run_file(&target, &scratch).await;
        let new: Vec<String> = reaches(&outcome, &walk).into_iter().filter(|k| !reached.contains(k)).collect();
        barren[which] = if new.is_empty() { barren[which] + 1 } else { 0 };
        let failure = outcome.failure.as_ref().map(|f| f.headline());
        let name = match (failure, new.first()) {
            (Some(failure), _) => {
                disagreements += 1;
                println!("walk {number}: the simulator disagrees with the model: {failure}");
                // A disagreement stays as walked.
                Some((format!("disagreement-{disagreements}.yaml"), walk.yaml.clone()))
            }
            (None, Some(first)) => {
                kept += 1;
                let name = format!("{kept:03}-{}.yaml", slug(&words(first)));
                // A kept walk also checks the words of each refusal.
                let yaml = walk::pin_error_texts(&walk.yaml, &walk.marks, &outcome.calls);
                suite.push(outcome);
                Some((name, yaml))
            }
            (None, None) => None,
        };
        match name {
            Some((name, yaml)) => {
                let title = format!(
                    "explore {} walk {number}: {}",
                    args.seed,
                    new.iter().take(4).map(|key| words(key)).collect::<Vec<_>>().join("; ")
                );
                std::fs::write(
                    args.out.join(&name),
                    yaml.replacen("brand:", &format!("name: {}\nbrand:", Value::String(title)), 1),
                )
                .map_err(at)?;
                std::fs::remove_file(&scratch).map_err(at)?;
            }
            None => std::fs::remove_file(&scratch).map_err(at)?,
        }
        // What every walk so far reached, kept or not: the union of their coverages.
        reached.extend(new);
    }
    let s = Coverage::of(&suite).summary;
    println!(
        "explore: {kept} files, {disagreements} disagreements; the files reach operations {} of {}, transitions {} of {}",
        s.operations.covered, s.operations.total, s.transitions.covered, s.transitions.total
    );
    Ok(disagreements)
}

/// The models walked, by index: the VM lifecycle, bare metal leases, service packages.
const MODELS: usize = 3;

/// The model of the next walk: any, each weighted down by the walks of it in a row that found
/// nothing new.
fn pick(rng: &mut ChaCha8Rng, barren: &[u32; MODELS]) -> usize {
    let weights = barren.map(|b| 8u32 >> b.min(3));
    let mut at = rng.random_range(0..weights.iter().sum::<u32>());
    for (which, weight) in weights.into_iter().enumerate() {
        if at < weight {
            return which;
        }
        at -= weight;
    }
    0
}

/// A walk as written: the file, what it reached besides its answers' coverage, and where its
/// refusals and saved variables are.
struct Written {
    yaml: String,
    walked: BTreeSet<String>,
    marks: walk::Marks,
}

/// One walk of model `which`, `moves` moves from a start instant drawn from `rng`.
fn walk(
    rng: &mut ChaCha8Rng,
    which: usize,
    (seed, number): (u64, usize),
    brand: &Brand,
    location: &str,
    moves: usize,
    known: &BTreeSet<String>,
) -> Written {
    let d = brand.simulation.durations.clone();
    // Any second of three years, from 2026: a walk never depends on the day it starts.
    let start = Timestamp::UNIX_EPOCH + SignedDuration::from_secs(1_767_225_600 + rng.random_range(0..3 * 365 * 86_400));
    let header = format!(
        "# Written by `cloudsim explore --seed {seed}` (walk {number}): each `expect` is the model's prediction.\n\
         brand: {}\nworld: empty\nseed: {seed}\nstart: \"{start}\"\nclock: manual\n",
        brand.name
    );
    match which {
        0 => {
            let model = vm::Model::new(start, rng.random_range(1..=2), d);
            walked(Walk::new(model, location, &header), rng, moves, known)
        }
        1 => walked(Walk::new(metal::Model::new(start, brand), location, &header), rng, moves, known),
        _ => walked(Walk::new(services::Model::new(start, brand), location, &header), rng, moves, known),
    }
}

/// `walk` after `moves` moves, each chosen among the model's.
fn walked<M: Walkable>(mut walk: Walk<M>, rng: &mut ChaCha8Rng, moves: usize, known: &BTreeSet<String>) -> Written {
    let mut known = known.clone();
    for _ in 0..moves {
        let mv = walk.choose(rng, &known);
        known.extend(walk.reaches(&mv));
        walk.take(mv);
    }
    Written { yaml: walk.yaml().to_string(), walked: walk.walked_keys(), marks: walk.marks() }
}

/// The coverage's keys: `operation status`, `machine from → to`, the documented error texts.
fn keys(coverage: &Coverage) -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    for op in &coverage.operations {
        keys.extend(op.seen.keys().map(|status| format!("{} {status}", op.id)));
    }
    let texts = coverage.error_catalogue.iter().filter(|t| t.produced);
    keys.extend(texts.map(|t| format!("{} text {}", t.catalogue, t.name)));
    for machine in &coverage.machines {
        keys.extend(machine.transitions.iter().filter(|t| t.seen > 0).map(|t| format!("{} {} → {}", machine.name, t.from, t.to)));
    }
    keys
}

/// What one walk reached: its coverage's keys and what the walk itself reached.
fn reaches(outcome: &Outcome, walk: &Written) -> BTreeSet<String> {
    let mut reached = keys(&Coverage::of(std::slice::from_ref(outcome)));
    reached.extend(walk.walked.iter().cloned());
    reached
}

/// A reached key in the product's words: an error text as the product words it (`compute text
/// no_such_vm` → `No such virtual machine exists`), an operation by its summary's first clause
/// and what it answered (`vm_start 400` → `Start a stopped VM refused`; `disk_update when
/// Reserved` → `Rename a disk while Reserved`), a machine by the product's name for it (`metal
/// lease pending → in_use` → `bare metal lease pending → in use`).
fn words(key: &str) -> String {
    let mut parts = key.split(' ');
    let first = parts.next().unwrap_or_default();
    let rest: Vec<&str> = parts.collect();
    if let [catalogue_name @ .., "text", name] = key.split(' ').collect::<Vec<_>>().as_slice() {
        let catalogue = catalogue_name.join(" ");
        let text = spec::error::CATALOGUES
            .iter()
            .filter(|(c, _)| *c == catalogue)
            .flat_map(|(_, texts)| texts.iter())
            .find(|t| t.name == *name)
            .map(|t| fixed_words(t.template));
        if let Some(text) = text.filter(|t| !t.is_empty()) {
            return text.to_string();
        }
    }
    if let Some(op) = spec::routes::OPERATIONS.iter().find(|op| op.id == first) {
        let summary = op.summary.split([',', ';', '(', ':']).next().unwrap_or(op.summary).trim();
        let what = if summary.is_empty() { op.id.replace('_', " ") } else { summary.to_string() };
        return match rest.as_slice() {
            ["when", status] => format!("{what} while {}", status.replace('_', " ")),
            [status] => match status.parse::<u16>() {
                Ok(200..=299) => what,
                Ok(404) => format!("{what} not found"),
                Ok(409) => format!("{what} in conflict"),
                Ok(400..=499) => format!("{what} refused"),
                _ => format!("{what} {status}"),
            },
            _ => what,
        };
    }
    let machines = [
        ("vm ", "virtual machine "),
        ("metal lease ", "bare metal lease "),
        ("metal machine ", "bare metal machine "),
        ("cluster condition ", "Kubernetes cluster condition "),
    ];
    let key = machines.iter().find_map(|(ours, product)| key.strip_prefix(ours).map(|rest| format!("{product}{rest}")));
    key.unwrap_or_else(|| first.to_string() + " " + &rest.join(" ")).replace('_', " ")
}

/// An error template's fixed words: before its first parameter or colon.
fn fixed_words(template: &str) -> &str {
    template.split(['{', ':']).next().unwrap_or(template).trim()
}

/// Words in a file name: enough for the longest summary with its state (`…-while-reinstalling`).
const NAME_WORDS: usize = 12;

/// A file name's part for `key`: letters and digits, words joined by `-`, at most [`NAME_WORDS`].
/// A longer key keeps its `while <state>` tail, which tells walks of one operation apart, and
/// loses words before it (and the small words its cut would end on).
fn slug(key: &str) -> String {
    let mut words: Vec<String> =
        key.split(|c: char| !c.is_ascii_alphanumeric()).filter(|w| !w.is_empty()).map(str::to_ascii_lowercase).collect();
    if words.len() > NAME_WORDS {
        let tail = words.iter().rposition(|w| w == "while").map_or_else(Vec::new, |at| words.split_off(at));
        words.truncate(NAME_WORDS.saturating_sub(tail.len()));
        while words
            .last()
            .is_some_and(|w| ["a", "an", "the", "of", "for", "from", "to", "or", "and", "this", "with"].contains(&w.as_str()))
        {
            words.pop();
        }
        words.extend(tail);
    }
    words.join("-")
}

/// Removes what an earlier run wrote: numbered files and disagreements.
fn clear(dir: &Path) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let name = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
        let numbered = name.len() > 4 && name[..3].chars().all(|c| c.is_ascii_digit()) && name.ends_with(".yaml");
        if numbered || (name.starts_with("disagreement-") && name.ends_with(".yaml")) || name == SCRATCH {
            std::fs::remove_file(path)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(dir: &Path) -> Vec<(String, String)> {
        let mut files: Vec<(String, String)> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .map(|p| (p.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read_to_string(&p).unwrap()))
            .collect();
        files.sort();
        files
    }

    async fn explored(seed: u64, out: &Path) -> Vec<(String, String)> {
        let args = ExploreArgs { steps: 40, seed, out: out.to_path_buf(), files: None };
        assert_eq!(explore(&args, &crate::app::Local).await, Ok(0), "the simulator agrees with its model");
        files(out)
    }

    #[tokio::test]
    async fn the_same_seed_writes_the_same_files_and_they_pass() {
        let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let first = explored(7, a.path()).await;
        assert!(!first.is_empty() && first.iter().all(|(name, _)| name.starts_with("00")), "{first:?}");
        assert_eq!(explored(7, b.path()).await, first);
        assert_ne!(explored(8, b.path()).await, first, "another seed walks elsewhere (and replaces the files)");
        let target = Target::InProcess { timeout: Duration::from_secs(60), local: &crate::app::Local, mutant: None };
        for (name, _) in &first {
            let outcome = runner::run_file(&target, &a.path().join(name)).await;
            assert!(outcome.passed(), "{name}: {:?}", outcome.failure.map(|f| f.headline()));
        }
    }

    /// The top-level steps of a written file, each as its lines.
    fn steps(yaml: &str) -> Vec<String> {
        let mut steps: Vec<String> = Vec::new();
        for line in yaml.lines().skip_while(|l| *l != "steps:").skip(1) {
            match (line.starts_with("  - "), steps.last_mut()) {
                (false, Some(step)) if !line.starts_with("  #") => step.push_str(line),
                (false, _) => {}
                (true, _) => steps.push(line.to_string()),
            }
        }
        steps
    }

    #[tokio::test]
    async fn a_kept_file_checks_each_refusal_s_words_repeats_no_step_and_is_named_in_the_product_s_words() {
        let dir = tempfile::tempdir().unwrap();
        let args = ExploreArgs { steps: 400, seed: 1, out: dir.path().to_path_buf(), files: Some(12) };
        assert_eq!(explore(&args, &crate::app::Local).await, Ok(0));
        let mut written = files(dir.path());
        // And the suite written with `--steps 15000 --seed 1 --files 50` (scenarios/generated): its
        // files named for an error text come later than a unit test walks.
        let generated = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scenarios/generated");
        written.extend(files(&generated).into_iter().filter(|(name, _)| name.ends_with(".yaml")));
        let mut texts = 0;
        for (name, yaml) in &written {
            assert!(!name.contains("-text-") && !name.contains("sim-"), "{name}: named in the code's words");
            // Refused again with nothing between that changes state: the same step twice.
            let mut since_change: Vec<String> = Vec::new();
            for step in steps(yaml) {
                let refused = step.contains("expect: {status: 4");
                if refused {
                    assert!(step.contains("body: {"), "{name}: a refusal without its words: {step}");
                    assert!(!since_change.contains(&step), "{name}: the step repeats one above: {step}");
                    since_change.push(step);
                } else if !step.starts_with("  - call: GET") {
                    since_change.clear();
                }
            }
            // A file named for an error text checks that text.
            if let Some(text) = spec::error::CATALOGUES
                .iter()
                .flat_map(|(_, t)| t.iter())
                .map(|t| fixed_words(t.template))
                .find(|w| name.split_once('-').is_some_and(|(_, rest)| rest.trim_end_matches(".yaml") == slug(w)))
            {
                texts += 1;
                assert!(yaml.contains(text), "{name} does not check `{text}`");
            }
        }
        assert!(texts > 0, "some file is named for an error text: {:?}", written.iter().map(|(n, _)| n).collect::<Vec<_>>());
    }

    #[test]
    fn keys_are_named_in_the_product_s_words() {
        assert_eq!(words("compute text no_such_vm"), "No such virtual machine exists");
        assert_eq!(words("vm_start 400"), "Start a stopped VM refused");
        assert_eq!(words("vm_start 200"), "Start a stopped VM");
        assert_eq!(words("disk_update when Reserved"), "Rename a disk while Reserved");
        assert_eq!(words("metal lease pending → in_use"), "bare metal lease pending → in use");
        assert_eq!(slug(&words("vm creating → running → stopping")), "virtual-machine-creating-running-stopping");
    }

    /// A simulator that is not the model's: its sessions run on another brand (other durations,
    /// other locations).
    struct Elsewhere;

    impl Local for Elsewhere {
        fn simulator(
            &self,
            setup: &spec::control::SessionCreate,
            vary: Option<crate::scenario::mutants::data::Vary>,
        ) -> Result<(axum::Router, spec::control::SessionInfo), String> {
            let setup = spec::control::SessionCreate { brand: Some("vdc".into()), ..setup.clone() };
            crate::app::Local.simulator(&setup, vary)
        }

        fn check_demo(&self, file: &Path) -> (usize, Result<(), super::super::report::Failure>) {
            crate::app::Local.check_demo(file)
        }
    }

    #[tokio::test]
    async fn a_simulator_that_disagrees_with_the_model_leaves_failing_files() {
        let out = tempfile::tempdir().unwrap();
        let args = ExploreArgs { steps: 20, seed: 1, out: out.path().to_path_buf(), files: None };
        let disagreements = explore(&args, &Elsewhere).await.unwrap();
        assert!(disagreements > 0);
        let written = files(out.path());
        assert_eq!(written.iter().filter(|(name, _)| name.starts_with("disagreement-")).count(), disagreements);
        let target = Target::InProcess { timeout: Duration::from_secs(60), local: &Elsewhere, mutant: None };
        let outcome = runner::run_file(&target, &out.path().join("disagreement-1.yaml")).await;
        assert!(!outcome.passed(), "a disagreement fails where it was found");
    }

    #[test]
    fn names_are_made_of_the_first_thing_reached() {
        assert_eq!(slug("vm running → stopping"), "vm-running-stopping");
        assert_eq!(
            slug("Boot a running or stopped VM from ISO media for this launch only while starting"),
            "boot-a-running-or-stopped-vm-from-iso-media-while-starting",
            "a long name keeps its state and ends on a word that says something"
        );
        assert_eq!(slug("Set the login of a running VM while stopped"), "set-the-login-of-a-running-vm-while-stopped");
        assert_eq!(slug("vm_start 400"), "vm-start-400");
    }
}

//! Reading a scenario file: the YAML into [`Scenario`] (or a demo world's [`Demo`]), the line of
//! every step, and the fragments its `include` steps name (relative to the including file; a
//! cycle is an error). Files come from the disk or, for demo worlds, from the binary ([`Files`]).

use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

use serde::de::DeserializeOwned;
use spec::control::SessionCreate;

use super::format::{At, BrandChoice, Demo, Fragment, Kind, Scenario, State, Step, When};
use super::lines::{self, Lines};
use super::report::Failure;

/// A file ready to run.
#[derive(Debug)]
pub struct Script {
    pub name: String,
    /// How its session starts.
    pub setup: SessionCreate,
    /// Where the session's settings are written (for an error in them).
    pub setup_at: At,
    pub steps: Vec<Step>,
    /// The brands the file runs for, once each (`brands:`); its `brand` alone when none.
    pub brands: Option<BrandChoice>,
    /// What the brand's site configuration must hold for the file to run (`when:`).
    pub when: Vec<When>,
}

/// Where scenario files are read from.
pub trait Files {
    fn read(&self, file: &Path) -> Result<String, String>;
    /// One name however the path is written (to find include cycles).
    fn canonical(&self, file: &Path) -> Result<PathBuf, String>;
}

/// The file system.
pub struct Disk;

impl Files for Disk {
    fn read(&self, file: &Path) -> Result<String, String> {
        std::fs::read_to_string(file).map_err(|e| format!("cannot read: {e}"))
    }

    fn canonical(&self, file: &Path) -> Result<PathBuf, String> {
        file.canonicalize().map_err(|e| e.to_string())
    }
}

/// A demo world's file ready to run.
#[derive(Debug)]
pub struct DemoScript {
    pub name: String,
    /// Seconds before the session's start that the steps begin.
    pub history: u64,
    /// The owner's address in place of the seed's (`owner_email:`), checked for its shape.
    pub owner_email: Option<String>,
    pub steps: Vec<Step>,
}

pub fn load(file: &Path) -> Result<Script, Failure> {
    let (scenario, lines): (Scenario, Lines) = parse(&Disk, file)?;
    let steps = prepare(&Disk, file, scenario.steps, &lines)?;
    let name = scenario.name.unwrap_or_else(|| file.file_stem().unwrap_or_default().to_string_lossy().into_owned());
    let setup = SessionCreate {
        brand: scenario.brand,
        seed: scenario.seed,
        world: scenario.world,
        clock: scenario.clock.map(|c| c.0),
        start: scenario.start,
        strict: scenario.strict,
        deterministic_secrets: scenario.deterministic_secrets,
    };
    let setup_at = At { file: Arc::from(file), line: lines.key("brand").unwrap_or(1) };
    let when = scenario.when.map(|w| w.into_vec()).unwrap_or_default();
    Ok(Script { name, setup, setup_at, steps, brands: scenario.brands, when })
}

/// Whether the file is a demo world's (it says how much `history` it has), not a scenario.
pub fn is_demo(file: &Path) -> bool {
    Disk.read(file).is_ok_and(|text| lines::read(&text).key("history").is_some())
}

pub fn load_demo(files: &dyn Files, file: &Path) -> Result<DemoScript, Failure> {
    let (demo, lines): (Demo, Lines) = parse(files, file)?;
    let steps = prepare(files, file, demo.steps, &lines)?;
    let name = demo.name.unwrap_or_else(|| file.file_stem().unwrap_or_default().to_string_lossy().into_owned());
    if let Some(email) = &demo.owner_email
        && !crate::domain::idp::is_email(email)
    {
        let line = lines.key("owner_email").unwrap_or(1);
        return Err(Failure::new(
            format!("{}:{line}", file.display()),
            format!("owner_email must be an address (name@domain), got {email:?}"),
        ));
    }
    Ok(DemoScript { name, history: demo.history.0, owner_email: demo.owner_email, steps })
}

/// A named state (`scenarios/states/<name>.yaml`): what the developer tools list, the conditions
/// on a brand's site, and the world's history and steps.
#[derive(Debug)]
pub struct StateScript {
    pub title: String,
    pub description: String,
    pub when: Vec<When>,
    pub world: DemoScript,
}

pub fn load_state(files: &dyn Files, file: &Path) -> Result<StateScript, Failure> {
    let (state, lines): (State, Lines) = parse(files, file)?;
    let steps = prepare(files, file, state.steps, &lines)?;
    let name = file.file_stem().unwrap_or_default().to_string_lossy().into_owned();
    Ok(StateScript {
        title: state.title,
        description: state.description,
        when: state.when.map(|w| w.into_vec()).unwrap_or_default(),
        world: DemoScript { name, history: state.history.0, owner_email: None, steps },
    })
}

/// The file's steps with their lines, includes loaded.
fn prepare(files: &dyn Files, file: &Path, mut steps: Vec<Step>, lines: &Lines) -> Result<Vec<Step>, Failure> {
    let at = At { file: Arc::from(file), line: 1 };
    lines::assign(&mut steps, &lines.steps, &at, lines.key("steps").unwrap_or(1));
    let canonical = files.canonical(file).map_err(|e| Failure::new(file.display(), e))?;
    resolve(files, &mut steps, &mut vec![canonical])?;
    Ok(steps)
}

fn parse<T: DeserializeOwned>(files: &dyn Files, file: &Path) -> Result<(T, Lines), Failure> {
    let text = files.read(file).map_err(|e| Failure::new(file.display(), e))?;
    let value = serde_norway::from_str(&text).map_err(|e| yaml_error(file, &e))?;
    Ok((value, lines::read(&text)))
}

/// `file:LINE:COL: message`, as compilers put it.
fn yaml_error(file: &Path, e: &serde_norway::Error) -> Failure {
    let text = e.to_string();
    match e.location() {
        Some(at) => {
            let message = text.replacen(&format!(" at line {} column {}", at.line(), at.column()), "", 1);
            Failure::new(format!("{}:{}:{}", file.display(), at.line(), at.column()), message)
        }
        None => Failure::new(file.display(), text),
    }
}

/// Loads the fragment of every `include` (at any depth). `stack` holds the files being included,
/// outermost first.
fn resolve(files: &dyn Files, steps: &mut [Step], stack: &mut Vec<PathBuf>) -> Result<(), Failure> {
    for step in steps {
        match &mut step.kind {
            Kind::Include { path, steps: included } => {
                let file = fragment_of(&step.at, path);
                let canonical = files
                    .canonical(&file)
                    .map_err(|e| Failure::new(&step.at, format!("include `{path}`: {}: {e}", file.display())))?;
                if let Some(start) = stack.iter().position(|f| *f == canonical) {
                    let chain: Vec<String> = stack[start..].iter().chain([&canonical]).map(|f| name_of(f)).collect();
                    return Err(Failure::new(&step.at, format!("include cycle: {}", chain.join(" → "))));
                }
                let (fragment, lines): (Fragment, Lines) = parse(files, &file)?;
                let at = At { file: Arc::from(file.as_path()), line: 1 };
                *included = fragment.steps;
                lines::assign(included, &lines.steps, &at, lines.key("steps").unwrap_or(1));
                stack.push(canonical);
                resolve(files, included, stack)?;
                stack.pop();
            }
            Kind::Repeat { steps, .. } | Kind::Until { steps, .. } => resolve(files, steps, stack)?,
            Kind::Call(_) | Kind::Advance(_) | Kind::Fault(_) | Kind::Set(_) => {}
        }
    }
    Ok(())
}

/// Where the fragment an `include` at `at` names is, relative to the including file.
fn fragment_of(at: &At, path: &str) -> PathBuf {
    tidy(&at.file.parent().unwrap_or(Path::new("")).join(path))
}

/// Every fragment `file` includes, at any depth (what `--watch` watches besides it); none when it
/// does not load.
pub fn includes(file: &Path) -> Vec<PathBuf> {
    fn walk(steps: &[Step], out: &mut Vec<PathBuf>) {
        for step in steps {
            match &step.kind {
                Kind::Include { path, steps } => {
                    out.push(fragment_of(&step.at, path));
                    walk(steps, out);
                }
                Kind::Repeat { steps, .. } | Kind::Until { steps, .. } => walk(steps, out),
                Kind::Call(_) | Kind::Advance(_) | Kind::Fault(_) | Kind::Set(_) => {}
            }
        }
    }
    let mut out = Vec::new();
    if let Ok(script) = load(file) {
        walk(&script.steps, &mut out);
    }
    out.sort();
    out.dedup();
    out
}

fn name_of(file: &Path) -> String {
    file.file_name().unwrap_or_default().to_string_lossy().into_owned()
}

/// `a/b/../c.yaml` → `a/c.yaml`, without touching the file system (for readable locations).
pub fn tidy(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            Component::CurDir => {}
            Component::ParentDir if matches!(out.components().next_back(), Some(Component::Normal(_))) => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tidies_relative_paths() {
        assert_eq!(tidy(Path::new("qa/identity/../_shared/./a.yaml")), Path::new("qa/_shared/a.yaml"));
        assert_eq!(tidy(Path::new("../x/a.yaml")), Path::new("../x/a.yaml"));
    }
}

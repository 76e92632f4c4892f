//! The named states (`scenarios/states/<name>.yaml`, compiled into the binary like the demo
//! worlds, docs/reference/states.md): each built as a demo world is, from the seed's empty world
//! (each account under its site's own debt rule) `history` before the instant it is loaded at.

use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock};

use jiff::Timestamp;
use spec::config::Brand;
use spec::control::{NamedState, WorldKind};

use super::demo::{self, Embedded, ScenarioFiles, WorldBase};
use crate::brands::Brands;
use crate::faults::Faults;
use crate::scenario::load::{self, StateScript};
use crate::session::states::{Refused, States};
use crate::world::World;

/// Where the files are written, as errors name them.
const FOLDER: &str = "scenarios/states";

/// The catalogue composition hands the engine.
pub struct Named;

/// Every state file, read once, by name (its file's stem), in name order.
fn catalogue() -> Result<&'static [(String, StateScript)], String> {
    static READ: LazyLock<Result<Vec<(String, StateScript)>, String>> = LazyLock::new(|| {
        let mut names: Vec<String> = ScenarioFiles::iter()
            .filter_map(|path| path.strip_prefix("states/").map(str::to_owned))
            .filter_map(|file| file.strip_suffix(".yaml").map(str::to_owned))
            .collect();
        names.sort();
        names
            .into_iter()
            .map(|name| {
                let script = load::load_state(&Embedded, &file_of(&name)).map_err(|f| f.headline())?;
                Ok((name, script))
            })
            .collect()
    });
    READ.as_deref().map_err(Clone::clone)
}

fn file_of(name: &str) -> PathBuf {
    Path::new(FOLDER).join(format!("{name}.yaml"))
}

/// Why `brand`'s site does not have what `script` needs, or `None`.
fn unmet(script: &StateScript, brand: &Brand) -> Option<String> {
    let site = serde_json::to_value(&brand.config).unwrap_or_default();
    script.when.iter().find_map(|when| when.unmet(&site).unwrap_or_else(Some))
}

impl States for Named {
    fn list(&self, brands: &Brands) -> Vec<NamedState> {
        // A file that does not read is this binary's bug; the unit test below fails on it.
        let states = catalogue().unwrap_or_else(|e| {
            tracing::error!("{e}");
            &[]
        });
        states
            .iter()
            .map(|(name, script)| NamedState {
                name: name.clone(),
                title: script.title.clone(),
                description: script.description.clone(),
                brands: brands
                    .names()
                    .filter(|b| brands.get(b).is_some_and(|brand| unmet(script, brand).is_none()))
                    .map(str::to_owned)
                    .collect(),
            })
            .collect()
    }

    fn refused(&self, name: &str, brand: &Brand) -> Option<Refused> {
        let states = catalogue().unwrap_or_default();
        let Some((_, script)) = states.iter().find(|(n, _)| n == name) else {
            return Some(Refused::Unknown(states.iter().map(|(n, _)| n.clone()).collect()));
        };
        unmet(script, brand).map(Refused::NotForBrand)
    }

    fn build(&self, name: &str, brand: &Arc<Brand>, seed: u64, at: Timestamp) -> Result<(World, Faults), String> {
        let states = catalogue()?;
        let (_, script) = states.iter().find(|(n, _)| n == name).ok_or_else(|| format!("no state '{name}'"))?;
        let base = WorldBase { seed, kind: WorldKind::Empty };
        let built = demo::run(&script.world, &file_of(name), brand, base, at, |router, _| router).map_err(|f| f.headline())?;
        Ok((built.world, built.faults))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_state_file_reads_and_applies_to_some_brand() {
        let brands = Brands::embedded().unwrap();
        let listed = Named.list(&brands);
        assert_eq!(listed.len(), catalogue().unwrap().len());
        for state in listed {
            assert!(!state.brands.is_empty(), "{} applies to no brand", state.name);
        }
    }
}

//! The brands in `scenarios/brands/*.json`, compiled into the binary and checked at start.

use std::collections::BTreeMap;
use std::sync::{Arc, LazyLock};

use rust_embed::RustEmbed;
use spec::config::Brand;

use crate::domain::config::validate_brand;

/// The brand whose configuration carries the seeds' default sample values.
pub const DEFAULT_BRAND: &str = "pilvio";

#[derive(RustEmbed)]
#[folder = "../scenarios/brands/"]
#[include = "*.json"]
struct BrandFiles;

#[derive(Clone, Debug)]
pub struct Brands {
    by_name: BTreeMap<String, Arc<Brand>>,
}

impl Brands {
    /// Every brand file, loaded and checked once per process; any broken file is an error naming
    /// the file and rule.
    pub fn embedded() -> Result<Brands, String> {
        static LOADED: LazyLock<Result<Brands, String>> = LazyLock::new(Brands::load);
        LOADED.clone()
    }

    fn load() -> Result<Brands, String> {
        let mut by_name = BTreeMap::new();
        for file in BrandFiles::iter() {
            let bytes = BrandFiles::get(&file).ok_or_else(|| format!("brand file {file} vanished"))?.data;
            let brand: Brand = serde_json::from_slice(&bytes).map_err(|e| format!("scenarios/brands/{file}: {e}"))?;
            validate_brand(&brand).map_err(|errors| {
                let list: Vec<String> = errors.iter().map(ToString::to_string).collect();
                format!("scenarios/brands/{file}: {}", list.join("; "))
            })?;
            if file.trim_end_matches(".json") != brand.name {
                return Err(format!("scenarios/brands/{file}: the file name must be the brand name '{}'", brand.name));
            }
            by_name.insert(brand.name.clone(), Arc::new(brand));
        }
        if !by_name.contains_key(DEFAULT_BRAND) {
            return Err(format!("the default brand '{DEFAULT_BRAND}' has no file in scenarios/brands"));
        }
        Ok(Brands { by_name })
    }

    pub fn get(&self, name: &str) -> Option<&Arc<Brand>> {
        self.by_name.get(name)
    }

    pub fn default_brand(&self) -> &Arc<Brand> {
        &self.by_name[DEFAULT_BRAND]
    }

    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.by_name.keys().map(String::as_str)
    }

    pub fn all(&self) -> impl Iterator<Item = &Brand> {
        self.by_name.values().map(AsRef::as_ref)
    }

    /// The same brands, each changed by `vary` (a data mutant of `cloudsim run --mutants`).
    pub fn varied(&self, vary: fn(&mut Brand)) -> Brands {
        let by_name = self
            .by_name
            .iter()
            .map(|(name, brand)| {
                let mut brand = brand.as_ref().clone();
                vary(&mut brand);
                (name.clone(), Arc::new(brand))
            })
            .collect();
        Brands { by_name }
    }
}

//! The kinds of location a run's location-scoped calls reached, per brand: the default location
//! (named, or reached by a path without a slug), other published ones, unpublished ones, ones
//! where creating resources is disabled, MikroTik-routed ones (docs/product/config.md's location
//! fields), read from the brand's site configuration.

use std::collections::BTreeMap;

use spec::config::Location;
use spec::routes::{OPERATIONS, Scope};

use super::coverage::{brand_key, operations_called};
use super::report::Outcome;

/// Brand → location kind → calls.
pub type LocationKinds = BTreeMap<String, BTreeMap<&'static str, usize>>;

/// Every kind, as `kinds` and `of` name them.
pub const KINDS: &[&str] = &["default", "default (no slug)", "other", "unpublished", "create disabled", "mikrotik"];

/// The kinds a location is of.
fn kinds(location: &Location) -> Vec<&'static str> {
    let mut kinds = vec![if location.is_default { "default" } else { "other" }];
    kinds.extend((!location.is_published).then_some("unpublished"));
    kinds.extend(location.create_resource_disabled.then_some("create disabled"));
    kinds.extend(location.mikrotik.then_some("mikrotik"));
    kinds
}

/// Per brand run (a file naming none runs on the default brand), the location kinds its calls reached.
pub fn of(outcomes: &[Outcome]) -> LocationKinds {
    let Ok(brands) = crate::brands::Brands::embedded() else { return LocationKinds::new() };
    let mut touched = LocationKinds::new();
    for outcome in outcomes {
        let brand = outcome.brand.as_deref().and_then(|b| brands.get(b)).unwrap_or_else(|| brands.default_brand());
        let counts = touched.entry(brand_key(outcome)).or_default();
        for (_, path, operation) in operations_called(&outcome.calls) {
            if !operation.is_some_and(|i| OPERATIONS[i].scope == Scope::Location) {
                continue;
            }
            let slug = path.strip_prefix("/v1/").and_then(|rest| rest.split('/').next()).unwrap_or_default();
            let location = brand.config.locations.iter().find(|l| l.slug == slug);
            let reached = match location {
                Some(location) => kinds(location),
                None => vec!["default (no slug)"],
            };
            for kind in reached {
                *counts.entry(kind).or_insert(0) += 1;
            }
        }
    }
    touched
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::coverage::Seen;
    use std::time::Duration;

    #[test]
    fn location_scoped_calls_count_their_locations_kinds() {
        let brands = crate::brands::Brands::embedded().unwrap();
        let vdc = brands.get("vdc").unwrap();
        let default = vdc.config.locations.iter().find(|l| l.is_default).unwrap();
        let outcome = Outcome {
            file: "a.yaml".into(),
            name: "A".into(),
            brand: Some("vdc".into()),
            steps: 3,
            elapsed: Duration::ZERO,
            failure: None,
            calls: vec![
                Seen::new("GET", &format!("/v1/{}/user-resource/vm?uuid=x", default.slug), 200, None),
                Seen::new("GET", "/v1/user-resource/vm?uuid=x", 200, None),
                Seen::new("GET", "/v1/user-resource/user", 200, None),
            ],
            skipped: Vec::new(),
            flags: Default::default(),
        };
        let touched = of(&[outcome]);
        let mut expected = BTreeMap::from([("default", 1), ("default (no slug)", 1)]);
        for kind in kinds(default).into_iter().skip(1) {
            expected.insert(kind, 1);
        }
        assert!(expected.keys().all(|kind| KINDS.contains(kind)), "{expected:?}");
        assert_eq!(touched["vdc"], expected);
    }
}

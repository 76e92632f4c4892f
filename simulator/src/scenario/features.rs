//! The feature flags of the site configuration (docs/product/config.md#feature-flags) a run
//! touched, each on and off: a `when: {feature}` step that read it, or a call of an operation the
//! flag gates made on a brand with it on or off. A flag only ever touched on leaves its refusal
//! untested; one only touched off, the feature itself.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

use serde::Serialize;
use spec::routes::OPERATIONS;

use super::coverage::{brand_key, escape, operations_called};
use super::report::Outcome;

/// The operations a flag gates: refused where it is off (docs/product/config.md#feature-flags).
/// Kubernetes shares `service_package_create` with the other services, so only its `when` counts.
pub const GATED: &[(&str, &[&str])] = &[
    ("vmsEnabled", &["vm_create", "vm_clone"]),
    ("disksEnabled", &["disk_create"]),
    ("ipsEnabled", &["ip_address_create", "vm_public_ip_reserve"]),
    ("privateNetworksEnabled", &["network_create"]),
    ("loadBalancerEnabled", &["load_balancer_create"]),
    ("firewallEnabled", &["firewall_create"]),
    ("storageEnabled", &["bucket_create"]),
    ("servicesEnabled", &["service_package_create"]),
    ("bareMetalEnabled", &["metal_lease_create"]),
    ("mfaAvailable", &["mfa_activate"]),
    ("recurringPaymentsEnabled", &["recurring_payment"]),
];

/// How often a flag was touched in one of its states.
#[derive(Debug, Default, Serialize)]
pub struct Touch {
    /// Runs whose `when` steps read it in this state.
    pub runs: usize,
    /// Calls of an operation it gates, on a brand where it is in this state.
    pub calls: usize,
    pub brands: BTreeSet<String>,
}

impl Touch {
    pub fn touched(&self) -> bool {
        self.runs + self.calls > 0
    }
}

#[derive(Debug, Default, Serialize)]
pub struct FlagCoverage {
    pub on: Touch,
    pub off: Touch,
}

/// Flag → its touches on and off, every flag of the site configuration listed.
pub type Flags = BTreeMap<String, FlagCoverage>;

/// A brand's flags by their configuration names (`vmsEnabled` → true).
fn flags_of(brand: &spec::config::Brand) -> BTreeMap<String, bool> {
    let json = serde_json::to_value(&brand.config.features).unwrap_or_default();
    json.as_object().into_iter().flatten().filter_map(|(k, v)| Some((k.clone(), v.as_bool()?))).collect()
}

pub fn of(outcomes: &[Outcome]) -> Flags {
    let Ok(brands) = crate::brands::Brands::embedded() else { return Flags::new() };
    let mut flags: Flags = flags_of(brands.default_brand()).into_keys().map(|k| (k, FlagCoverage::default())).collect();
    for outcome in outcomes {
        let key = brand_key(outcome);
        // A `when` may read any true/false of the configuration; only the feature flags count.
        for (flag, on) in &outcome.flags {
            if flags.contains_key(flag) {
                touch(&mut flags, flag, *on, &key).runs += 1;
            }
        }
        let brand = outcome.brand.as_deref().and_then(|b| brands.get(b)).unwrap_or_else(|| brands.default_brand());
        let states = flags_of(brand);
        for (_, _, operation) in operations_called(&outcome.calls) {
            let Some(id) = operation.map(|i| OPERATIONS[i].id) else { continue };
            for (flag, _) in GATED.iter().filter(|(_, ids)| ids.contains(&id)) {
                if let Some(on) = states.get(*flag) {
                    touch(&mut flags, flag, *on, &key).calls += 1;
                }
            }
        }
    }
    flags
}

/// `flag`'s touches in state `on`, `brand` among them.
fn touch<'f>(flags: &'f mut Flags, flag: &str, on: bool, brand: &str) -> &'f mut Touch {
    let coverage = flags.entry(flag.to_string()).or_default();
    let touch = if on { &mut coverage.on } else { &mut coverage.off };
    touch.brands.insert(brand.to_string());
    touch
}

/// The figure: flag states touched (each flag counts on and off) of all.
pub fn touched(flags: &Flags) -> (usize, usize) {
    let covered = flags.values().map(|f| usize::from(f.on.touched()) + usize::from(f.off.touched())).sum();
    (covered, flags.len() * 2)
}

/// The HTML section: a row per flag, a state never touched marked.
pub fn html(flags: &Flags, out: &mut String) {
    out.push_str("<h2>Feature flags</h2><table><tr><th>flag<th>on: runs reading it, gated calls (brands)<th>off: the same");
    let cell = |t: &Touch| {
        let class = if t.touched() { "yes" } else { "no" };
        let brands: Vec<String> = t.brands.iter().map(|b| escape(b)).collect();
        format!("<td class={class}>{} runs, {} calls ({})", t.runs, t.calls, brands.join(", "))
    };
    for (flag, f) in flags {
        let _ = write!(out, "<tr><td><code>{}</code>{}{}", escape(flag), cell(&f.on), cell(&f.off));
    }
    out.push_str("</table>");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::coverage::Seen;
    use std::time::Duration;

    fn outcome(brand: &str, flags: &[(&str, bool)], calls: Vec<Seen>) -> Outcome {
        Outcome {
            file: "a.yaml".into(),
            name: "A".into(),
            brand: Some(brand.into()),
            steps: 1,
            elapsed: Duration::ZERO,
            failure: None,
            calls,
            skipped: Vec::new(),
            flags: flags.iter().map(|(f, on)| (f.to_string(), *on)).collect(),
        }
    }

    #[test]
    fn every_gated_operation_and_flag_exists() {
        let brands = crate::brands::Brands::embedded().unwrap();
        let known = flags_of(brands.default_brand());
        for (flag, ids) in GATED {
            assert!(known.contains_key(*flag), "{flag}");
            for id in *ids {
                assert!(OPERATIONS.iter().any(|op| op.id == *id), "{id}");
            }
        }
    }

    #[test]
    fn flags_count_when_steps_and_gated_calls_in_the_brands_state() {
        let brands = crate::brands::Brands::embedded().unwrap();
        let metal = flags_of(brands.get("metal").unwrap());
        assert_eq!((metal["vmsEnabled"], metal["bareMetalEnabled"]), (false, true), "the bare-metal-only site");
        let runs = [
            outcome("metal", &[("vmsEnabled", false)], vec![Seen::new("POST", "/v1/user-resource/vm", 403, None)]),
            outcome("pilvio", &[("vmsEnabled", true)], vec![Seen::new("GET", "/v1/user-resource/user", 200, None)]),
            outcome("metal", &[], vec![Seen::new("POST", "/v1/metal/leases", 200, None)]),
        ];
        let flags = of(&runs);
        let vms = &flags["vmsEnabled"];
        assert_eq!((vms.on.runs, vms.on.calls, vms.off.runs, vms.off.calls), (1, 0, 1, 1));
        assert_eq!(vms.off.brands, BTreeSet::from(["metal".to_string()]));
        let metal = &flags["bareMetalEnabled"];
        assert_eq!((metal.on.calls, metal.off.touched()), (1, false));
        assert!(!flags["chatEnabled"].on.touched() && !flags["chatEnabled"].off.touched());
        assert_eq!(touched(&flags), (3, known_flags() * 2));
        let mut page = String::new();
        html(&flags, &mut page);
        assert!(page.contains(
            "<tr><td><code>vmsEnabled</code><td class=yes>1 runs, 0 calls (pilvio)<td class=yes>1 runs, 1 calls (metal)"
        ));
    }

    fn known_flags() -> usize {
        flags_of(crate::brands::Brands::embedded().unwrap().default_brand()).len()
    }
}

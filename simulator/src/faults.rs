//! Fault rules and their matching. Shaping the answer is the HTTP layer's job (`http/fault.rs`);
//! this module only decides which rule, if any, a request hits.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use spec::control::{FaultCreate, FaultRule};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Faults {
    rules: Vec<FaultRule>,
    next_id: u64,
    /// Probabilities draw from their own stream, so faults never shift the world's ids.
    rng: ChaCha8Rng,
}

impl Faults {
    pub fn new(seed: u64) -> Faults {
        Faults { rules: Vec::new(), next_id: 1, rng: ChaCha8Rng::seed_from_u64(seed ^ 0xfa01_7500) }
    }

    pub fn add(&mut self, rule: FaultCreate) -> FaultRule {
        let added = FaultRule { id: self.next_id, remaining: rule.times, rule, hits: 0 };
        self.next_id += 1;
        self.rules.push(added.clone());
        added
    }

    pub fn clear(&mut self) {
        self.rules.clear();
    }

    pub fn list(&self) -> &[FaultRule] {
        &self.rules
    }

    /// The first live rule matching the request, counted as hit.
    pub fn hit(&mut self, method: &str, path: &str) -> Option<FaultCreate> {
        let rng = &mut self.rng;
        let rule = self.rules.iter_mut().find(|r| {
            r.remaining != Some(0)
                && r.rule.method.as_deref().is_none_or(|m| m.eq_ignore_ascii_case(method))
                && path_matches(&r.rule.path, path)
                && r.rule.probability.is_none_or(|p| rng.random::<f64>() < p)
        })?;
        rule.hits += 1;
        if let Some(left) = rule.remaining.as_mut() {
            *left -= 1;
        }
        Some(rule.rule.clone())
    }
}

/// `*` matches one segment, `**` any number of segments (also none).
pub fn path_matches(pattern: &str, path: &str) -> bool {
    let pattern: Vec<&str> = pattern.trim_end_matches('/').split('/').collect();
    let path: Vec<&str> = path.trim_end_matches('/').split('/').collect();
    segments_match(&pattern, &path)
}

fn segments_match(pattern: &[&str], path: &[&str]) -> bool {
    match (pattern.first(), path.first()) {
        (None, None) => true,
        (Some(&"**"), _) => segments_match(&pattern[1..], path) || (!path.is_empty() && segments_match(pattern, &path[1..])),
        (Some(p), Some(s)) if *p == "*" || p == s => segments_match(&pattern[1..], &path[1..]),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(path: &str) -> FaultCreate {
        FaultCreate {
            method: None,
            path: path.into(),
            status: Some(500),
            error: None,
            body: None,
            html: false,
            latency_ms: 0,
            drop: false,
            times: None,
            probability: None,
        }
    }

    #[test]
    fn patterns_match_by_segment() {
        assert!(path_matches("/v1/*/user-resource/vm/start", "/v1/tll/user-resource/vm/start"));
        assert!(!path_matches("/v1/*/user-resource/vm/start", "/v1/user-resource/vm/start"));
        assert!(path_matches("/v1/**/vm/start", "/v1/user-resource/vm/start"));
        assert!(path_matches("/v1/**", "/v1/config/ui/config"));
        assert!(!path_matches("/v1/config", "/v1/config/ui/config"));
    }

    #[test]
    fn times_limits_hits_and_method_filters() {
        let mut faults = Faults::new(1);
        faults.add(FaultCreate { method: Some("POST".into()), times: Some(2), ..rule("/v1/**") });
        assert!(faults.hit("GET", "/v1/x").is_none());
        assert!(faults.hit("POST", "/v1/x").is_some());
        assert!(faults.hit("post", "/v1/x").is_some());
        assert!(faults.hit("POST", "/v1/x").is_none(), "used up after two hits");
        assert_eq!(faults.list()[0].hits, 2);
        assert_eq!(faults.list()[0].remaining, Some(0));
    }

    #[test]
    fn probability_draws_from_the_seeded_fault_stream() {
        let draws = |seed| {
            let mut faults = Faults::new(seed);
            faults.add(FaultCreate { probability: Some(0.5), ..rule("/v1/**") });
            (0..64).map(|_| faults.hit("GET", "/v1/a").is_some()).collect::<Vec<_>>()
        };
        assert_eq!(draws(3), draws(3), "same seed, same hits");
        let hits = draws(3).into_iter().filter(|h| *h).count();
        assert!((16..=48).contains(&hits), "about half of 64, got {hits}");
    }

    #[test]
    fn clear_removes_every_rule() {
        let mut faults = Faults::new(1);
        faults.add(rule("/v1/**"));
        faults.clear();
        assert!(faults.hit("GET", "/v1/a").is_none());
    }
}

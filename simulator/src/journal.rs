//! A bounded per-session log of `/v1` exchanges, readable as JSON or as a scenario that replays it.

use std::collections::{BTreeMap, VecDeque};

use serde_json::{Value, json};
use spec::control::{Journal as JournalView, JournalEntry};

/// Entries kept per session; older ones are dropped (and counted).
pub const CAPACITY: usize = 1000;
/// Bodies longer than this are cut in the log.
pub const BODY_LIMIT: usize = 16 * 1024;

#[derive(Clone, Debug, Default)]
pub struct Journal {
    entries: VecDeque<JournalEntry>,
    next_seq: u64,
    dropped: u64,
}

impl Journal {
    /// Records an exchange; `seq` is assigned here.
    pub fn push(&mut self, mut entry: JournalEntry) {
        entry.seq = self.next_seq;
        self.next_seq += 1;
        cut(&mut entry.request_body);
        cut(&mut entry.response_body);
        if self.entries.len() == CAPACITY {
            self.entries.pop_front();
            self.dropped += 1;
        }
        self.entries.push_back(entry);
    }

    pub fn view(&self) -> JournalView {
        JournalView { entries: self.entries.iter().cloned().collect(), dropped: self.dropped }
    }

    /// The log as a scenario (DESIGN §6): one `call` step per exchange, expecting the status seen.
    /// `roles` maps a user's email to the role the scenario signs in as.
    pub fn to_scenario(&self, name: &str, brand: &str, seed: u64, world: &str, roles: &BTreeMap<String, String>) -> String {
        let steps: Vec<Value> = self.entries.iter().map(|e| step(e, roles)).collect();
        let scenario = json!({
            "name": name, "brand": brand, "seed": seed, "world": world, "clock": "manual", "steps": steps
        });
        serde_norway::to_string(&scenario).unwrap_or_default()
    }
}

fn step(entry: &JournalEntry, roles: &BTreeMap<String, String>) -> Value {
    let mut step = json!({ "call": format!("{} {}", entry.method, entry.uri) });
    if let Some(role) = entry.user.as_ref().and_then(|u| roles.get(u)) {
        step["as"] = json!(role);
    }
    if !entry.request_body.is_empty() {
        let is_json = entry.content_type.as_deref().is_some_and(|c| c.contains("json"));
        match (is_json, serde_json::from_str::<Value>(&entry.request_body)) {
            (true, Ok(body)) => step["json"] = body,
            _ => {
                let pairs: Vec<(String, String)> = serde_html_form::from_str(&entry.request_body).unwrap_or_default();
                step["form"] = Value::Object(pairs.into_iter().map(|(k, v)| (k, Value::String(v))).collect());
            }
        }
    }
    step["expect"] = json!({ "status": entry.status });
    step
}

fn cut(body: &mut String) {
    if body.len() > BODY_LIMIT {
        let mut end = BODY_LIMIT;
        while !body.is_char_boundary(end) {
            end -= 1;
        }
        body.truncate(end);
        body.push_str("…");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(uri: &str, body: &str) -> JournalEntry {
        JournalEntry {
            seq: 0,
            at: "2026-01-05T09:00:00Z".into(),
            method: "PATCH".into(),
            uri: uri.into(),
            operation: "profile_update".into(),
            user: Some("a@example.com".into()),
            content_type: Some("application/x-www-form-urlencoded".into()),
            request_body: body.into(),
            status: 200,
            response_body: "{}".into(),
            correlation_id: "c".into(),
        }
    }

    #[test]
    fn keeps_the_newest_entries_and_counts_the_dropped() {
        let mut journal = Journal::default();
        for i in 0..CAPACITY + 5 {
            journal.push(entry(&format!("/v1/x?i={i}"), ""));
        }
        let view = journal.view();
        assert_eq!(view.entries.len(), CAPACITY);
        assert_eq!(view.dropped, 5);
        assert_eq!(view.entries[0].seq, 5);
    }

    #[test]
    fn long_bodies_are_cut() {
        let mut journal = Journal::default();
        journal.push(entry("/v1/x", &"é".repeat(BODY_LIMIT)));
        assert!(journal.view().entries[0].request_body.len() <= BODY_LIMIT + 3);
    }

    #[test]
    fn exports_form_calls_as_scenario_steps() {
        let mut journal = Journal::default();
        journal.push(entry("/v1/user-resource/user/profile", "first_name=Mari"));
        let roles = BTreeMap::from([("a@example.com".to_string(), "owner".to_string())]);
        let yaml = journal.to_scenario("recorded", "pilvio", 7, "demo", &roles);
        let parsed: Value = serde_norway::from_str(&yaml).unwrap();
        assert_eq!(parsed["steps"][0]["call"], "PATCH /v1/user-resource/user/profile");
        assert_eq!(parsed["steps"][0]["as"], "owner");
        assert_eq!(parsed["steps"][0]["form"]["first_name"], "Mari");
        assert_eq!(parsed["steps"][0]["expect"]["status"], 200);
    }
}

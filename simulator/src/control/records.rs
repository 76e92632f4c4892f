//! Every control change read back from the state file's log as it is replayed at start: a
//! `Record::Control` holds one area's change ([`Change`]: one variant per area, each area's own
//! enum beside its handlers), made again as `change::submit` made it, without logging it again.
//! A new control call adds a variant to its area's enum: nothing here, nothing in `persist`.

use serde::{Deserialize, Serialize};

use super::change::ControlChange;
use super::{bad, clock, faults, metal, objects, pages, session, sessions, settings, state, states};
use crate::edge::AppState;
use crate::edge::error::ApiResult;
use crate::persist::Record;

/// A control change as the state file's log keeps it. Untagged: each area's enum carries the
/// `kind` tag, so a change reads `{"kind":"clock_advanced","to":…}`, the kinds and fields the
/// log's flat records had before (`persist::Record::read` lifts those).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Change {
    Sessions(sessions::Change),
    Clock(clock::Change),
    Faults(faults::Change),
    Settings(settings::Change),
    Pages(pages::Change),
    Metal(metal::Change),
    States(states::Change),
}

/// Applies one logged change while the state file's log is replayed (`/v1` requests go through
/// the router instead).
pub fn apply(app: &AppState, record: &Record) -> ApiResult<()> {
    match record {
        Record::Request { .. } => Err(bad("requests are replayed through the router")),
        Record::ObjectChanged { session, at, user, change } => {
            let handle = self::session(app, session)?;
            objects::apply(&mut handle.lock(), *at, *user, change.clone())
        }
        Record::StateImported { session, snapshot } => {
            let handle = self::session(app, session)?;
            state::import(app, &mut handle.lock(), snapshot)
        }
        Record::Control { session, change } => {
            let change: Change = serde_json::from_value(change.clone()).map_err(|e| bad(format!("Not a control change: {e}")))?;
            let logged = || Ok(());
            match &change {
                Change::Sessions(c) => c.run(app, session, logged),
                Change::Clock(c) => c.run(app, session, logged),
                Change::Faults(c) => c.run(app, session, logged),
                Change::Settings(c) => c.run(app, session, logged),
                Change::Pages(c) => c.run(app, session, logged),
                Change::Metal(c) => c.run(app, session, logged),
                Change::States(c) => c.run(app, session, logged),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::Change;

    /// Each kind a log held flat before `Record::Control` (minus its `session`, which
    /// `persist::Record::read` lifts out), read as a typed change and written back the same.
    #[test]
    fn every_control_change_of_an_older_log_still_reads_as_itself() {
        let old: Vec<Value> = vec![
            json!({"kind": "session_deleted"}),
            json!({"kind": "session_reset"}),
            json!({"kind": "clock_advanced", "to": "2026-01-05T10:00:00Z"}),
            json!({"kind": "clock_set", "mode": "realtime", "speed": 60.0}),
            json!({"kind": "fault_added", "rule": {"path": "/v1/**", "status": 500}}),
            json!({"kind": "faults_cleared"}),
            json!({"kind": "mfa_enrolled", "ticket": "t1"}),
            json!({"kind": "vm_guest_set", "vm": "u1", "guest": {"ignores_shutdown": true}}),
            json!({"kind": "strict_set", "strict": true}),
            json!({"kind": "payment_authorized", "reference": "3ds_1", "approve": false}),
            json!({"kind": "link_payment_decided", "identifier": "p1", "approve": true}),
            json!({"kind": "metal_machine_set", "machine": "m1", "set": {"status": "offline"}}),
        ];
        for line in old {
            let change: Change = serde_json::from_value(line.clone()).unwrap_or_else(|e| panic!("{line}: {e}"));
            let mut written = serde_json::to_value(&change).unwrap();
            // Optional fields left out when written: compare what the old line said.
            if let Some(rule) = written.get_mut("rule").and_then(Value::as_object_mut) {
                rule.retain(|k, _| line["rule"].get(k).is_some());
            }
            assert_eq!(written, line);
        }
    }
}

//! Every control change, typed ([`Change`]: one variant per area, each area's own enum beside its
//! handlers), logged to the state file as one opaque `Record::Control` (when there is a state
//! file) and applied; the same [`apply`] replays the log at start. A new control call adds a
//! variant to its area's enum and its arm there: nothing here, nothing in `persist`.

use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use spec::routes::ErrorStyle;

use super::{bad, clock, faults, metal, objects, pages, session, sessions, settings, state, states};
use crate::edge::AppState;
use crate::edge::error::{ApiError, ApiResult};
use crate::persist::Record;
use crate::session::Session;

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

/// Each area's change is a control change.
macro_rules! from_area {
    ($($variant:ident($area:ident)),* $(,)?) => {
        $(impl From<$area::Change> for Change {
            fn from(change: $area::Change) -> Self {
                Change::$variant(change)
            }
        })*
    };
}

from_area!(Sessions(sessions), Clock(clock), Faults(faults), Settings(settings), Pages(pages), Metal(metal), States(states),);

/// A change made inside one session, under its lock.
pub(super) trait InSession {
    fn apply(&self, app: &AppState, s: &mut Session) -> ApiResult<()>;
}

/// Logs `change` to session `id` (when the server keeps a state file) and applies it.
pub fn submit(app: &AppState, id: &str, change: impl Into<Change>) -> ApiResult<()> {
    let _gate = app.persist.as_ref().map(|p| p.gate());
    run(app, id, &change.into(), true)
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
            run(app, session, &change, false)
        }
    }
}

fn run(app: &AppState, id: &str, change: &Change, log: bool) -> ApiResult<()> {
    let logged = || append(app, log, || Ok(Record::Control { session: id.to_string(), change: serde_json::to_value(change)? }));
    let c: &dyn InSession = match change {
        Change::Sessions(c) => return sessions::apply(app, id, c, logged),
        Change::Clock(c) => c,
        Change::Faults(c) => c,
        Change::Settings(c) => c,
        Change::Pages(c) => c,
        Change::Metal(c) => c,
        Change::States(c) => c,
    };
    let handle = session(app, id)?;
    let mut s = handle.lock();
    logged()?;
    c.apply(app, &mut s)
}

/// Appends the record `make` builds to the state file's log, when there is one and `log` (false
/// while the log is replayed).
pub(super) fn append(app: &AppState, log: bool, make: impl FnOnce() -> serde_json::Result<Record>) -> ApiResult<()> {
    let Some(persist) = app.persist.as_ref().filter(|_| log) else { return Ok(()) };
    let record = make().map_err(|e| {
        tracing::error!("{e}");
        ApiError::general(ErrorStyle::Message, StatusCode::INTERNAL_SERVER_ERROR, spec::error::ERROR_PERFORMING_ACTION)
    })?;
    // A change the log could not keep (a full disk) does not run: 503, try again later.
    persist.append(&record).map_err(|e| {
        tracing::error!("{e}");
        ApiError::not_recorded()
    })
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

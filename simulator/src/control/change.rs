//! How a control change runs: logged to the state file (when there is one) as an opaque
//! `Record::Control` holding the area's own change, then applied. Each area's `Change` enum lives
//! beside its handlers and implements [`ControlChange`]; `records` reads a logged one back.

use axum::http::StatusCode;
use serde::Serialize;
use spec::routes::ErrorStyle;

use super::session;
use crate::edge::AppState;
use crate::edge::error::{ApiError, ApiResult};
use crate::persist::Record;
use crate::session::Session;

/// A change made inside one session, under its lock.
pub(super) trait InSession {
    fn apply(&self, app: &AppState, s: &mut Session) -> ApiResult<()>;
}

/// A control change. Serialized with its `kind` tag, as the log keeps it.
pub(super) trait ControlChange: Serialize {
    /// Makes the change to session `id`, calling `logged` once the change is known to apply and
    /// before it changes anything (a change the log refuses does not run).
    fn run(&self, app: &AppState, id: &str, logged: impl FnOnce() -> ApiResult<()>) -> ApiResult<()>;
}

/// The usual change: made under the session's lock.
impl<C: InSession + Serialize> ControlChange for C {
    fn run(&self, app: &AppState, id: &str, logged: impl FnOnce() -> ApiResult<()>) -> ApiResult<()> {
        let handle = session(app, id)?;
        let mut s = handle.lock();
        logged()?;
        self.apply(app, &mut s)
    }
}

/// Logs `change` to session `id` (when the server keeps a state file) and makes it.
pub(super) fn submit(app: &AppState, id: &str, change: impl ControlChange) -> ApiResult<()> {
    let _gate = app.persist.as_ref().map(|p| p.gate());
    let logged = || append(app, true, || Ok(Record::Control { session: id.to_string(), change: serde_json::to_value(&change)? }));
    change.run(app, id, logged)
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

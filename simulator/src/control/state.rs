//! A session's state exported and imported whole.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use spec::control::SessionInfo;

use super::change::append;
use super::{bad, session};
use crate::edge::error::{ApiError, ApiResult};
use crate::edge::{AppState, Json};
use crate::persist::Record;
use crate::session::{Session, Snapshot};

/// Replaces session `s` with an imported export, keeping its id. Logged as its own record, not a
/// control change: the export's object bodies go to the state file's store, named.
pub(super) fn import(app: &AppState, s: &mut Session, snapshot: &Snapshot) -> ApiResult<()> {
    let brand = app.brands.get(&snapshot.origin.brand).cloned().ok_or_else(|| bad("Unknown brand"))?;
    let id = s.id.clone();
    *s = Session::from_snapshot(Snapshot { id, ..snapshot.clone() }, brand, app.worlds);
    Ok(())
}

pub(super) async fn state_get(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<Json<Snapshot>> {
    let handle = session(&app, &id)?;
    let mut s = handle.lock();
    s.catch_up();
    Ok(Json(s.snapshot()))
}

/// The largest session export an import reads: a session's whole object store in base64 (4/3 of
/// its bytes) and room for its world, so every export imports again.
const IMPORT_LIMIT: usize = spec::storage::SESSION_STORAGE_CAP_BYTES as usize / 3 * 4 + 64 * 1024 * 1024;

pub(super) async fn state_put(
    State(app): State<AppState>,
    Path(id): Path<String>,
    body: axum::body::Body,
) -> ApiResult<Json<SessionInfo>> {
    // Read here rather than by `Checked`, whose limit (the API's 16 MB) is below an export's.
    let body = axum::body::to_bytes(body, IMPORT_LIMIT)
        .await
        .map_err(|_| ApiError::gateway(StatusCode::PAYLOAD_TOO_LARGE, spec::error::gateway::BODY_TOO_LARGE))?;
    let mut snapshot: Snapshot = serde_json::from_slice(&body).map_err(|e| bad(format!("Not a session export: {e}")))?;
    // An export holds its objects' bytes; a name (`sha256:…`) is the state file's, never read here.
    if crate::domain::storage::names_stored_bodies(&mut snapshot.world) {
        return Err(bad("Not a session export: object bodies must be base64, not sha256 names"));
    }
    snapshot.check_clock().map_err(bad)?;
    if app.brands.get(&snapshot.origin.brand).is_none() {
        return Err(bad(format!("Not a session export: unknown brand '{}'", snapshot.origin.brand)));
    }
    let _gate = app.persist.as_ref().map(|p| p.gate());
    let handle = session(&app, &id)?;
    let mut s = handle.lock();
    let snapshot = Box::new(snapshot);
    append(&app, true, || Ok(Record::StateImported { session: id.clone(), snapshot: snapshot.clone() }))?;
    import(&app, &mut s, &snapshot)?;
    Ok(Json(s.info()))
}

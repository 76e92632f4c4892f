//! A session's state exported and imported whole.

use super::{bad, session, submit};
use crate::edge::error::ApiResult;
use crate::edge::{AppState, Json};
use crate::persist::Record;
use crate::session::Snapshot;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use spec::control::SessionInfo;

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
    // Read here rather than by an extractor, whose own limit (2 MB) answered in plain text.
    let body = axum::body::to_bytes(body, IMPORT_LIMIT).await.map_err(|_| {
        crate::edge::error::ApiError::gateway(StatusCode::PAYLOAD_TOO_LARGE, spec::error::gateway::BODY_TOO_LARGE)
    })?;
    let mut snapshot: Snapshot = serde_json::from_slice(&body).map_err(|e| bad(format!("Not a session export: {e}")))?;
    // An export holds its objects' bytes; a name (`sha256:…`) is the state file's, never read here.
    if crate::domain::storage::names_stored_bodies(&mut snapshot.world) {
        return Err(bad("Not a session export: object bodies must be base64, not sha256 names"));
    }
    snapshot.check_clock().map_err(bad)?;
    submit(&app, Record::StateImported { session: id.clone(), snapshot: Box::new(snapshot) })?;
    Ok(Json(session(&app, &id)?.lock().info()))
}

//! A session's state exported and imported whole.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use spec::control::SessionInfo;

use super::records::InSession;
use super::{bad, session, submit};
use crate::edge::error::{ApiError, ApiResult};
use crate::edge::{AppState, Json};
use crate::session::{Session, Snapshot};

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Change {
    StateImported { snapshot: Box<Snapshot> },
}

impl InSession for Change {
    fn apply(&self, app: &AppState, s: &mut Session) -> ApiResult<()> {
        let Change::StateImported { snapshot } = self;
        let brand = app.brands.get(&snapshot.origin.brand).cloned().ok_or_else(|| bad("Unknown brand"))?;
        let id = s.id.clone();
        *s = Session::from_snapshot(Snapshot { id, ..(**snapshot).clone() }, brand, app.worlds);
        Ok(())
    }
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
    let snapshot: Snapshot = serde_json::from_slice(&body).map_err(|e| bad(format!("Not a session export: {e}")))?;
    snapshot.check_clock().map_err(bad)?;
    submit(&app, &id, Change::StateImported { snapshot: Box::new(snapshot) })?;
    Ok(Json(session(&app, &id)?.lock().info()))
}

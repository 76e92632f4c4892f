//! Per-session switches: strict mode and a VM guest's behaviour.

use super::{bad, session, submit};
use crate::edge::error::ApiResult;
use crate::edge::{AppState, Json};
use crate::persist::Record;
use axum::extract::{Path, State};
use spec::control::{SessionInfo, StrictSet, VmGuest};

pub(super) async fn strict_set(
    State(app): State<AppState>,
    Path(id): Path<String>,
    body: bytes::Bytes,
) -> ApiResult<Json<SessionInfo>> {
    // No default: an empty body must not switch a strict session to lenient.
    let StrictSet { strict } = serde_json::from_slice(&body).map_err(|e| bad(format!("Invalid request body: {e}")))?;
    submit(&app, Record::StrictSet { session: id.clone(), strict })?;
    Ok(Json(session(&app, &id)?.lock().info()))
}

pub(super) async fn vm_guest_set(
    State(app): State<AppState>,
    Path((id, vm)): Path<(String, String)>,
    body: bytes::Bytes,
) -> ApiResult<Json<VmGuest>> {
    let guest: VmGuest = serde_json::from_slice(&body).map_err(|e| bad(format!("Invalid request body: {e}")))?;
    submit(&app, Record::VmGuestSet { session: id, vm, guest: guest.clone() })?;
    Ok(Json(guest))
}

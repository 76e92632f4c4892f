//! A session's state exported and imported whole.

use super::*;

pub(super) async fn state_get(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<Json<Snapshot>> {
    let handle = session(&app, &id)?;
    let mut s = handle.lock();
    s.catch_up();
    Ok(Json(s.snapshot()))
}

pub(super) async fn state_put(
    State(app): State<AppState>,
    Path(id): Path<String>,
    body: bytes::Bytes,
) -> ApiResult<Json<SessionInfo>> {
    let snapshot: Snapshot = serde_json::from_slice(&body).map_err(|e| bad(format!("Not a session export: {e}")))?;
    snapshot.check_clock().map_err(bad)?;
    submit(&app, Record::StateImported { session: id.clone(), snapshot: Box::new(snapshot) })?;
    Ok(Json(session(&app, &id)?.lock().info()))
}

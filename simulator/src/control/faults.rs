//! A session's fault rules: list, add (checked first) and clear.

use super::{bad, not_found, session, submit};
use crate::edge::error::ApiResult;
use crate::edge::{AppState, Json};
use crate::journal::FaultChange;
use crate::persist::Record;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use spec::control::{FaultCreate, FaultRule};

pub(super) async fn faults_list(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<Json<Vec<FaultRule>>> {
    Ok(Json(session(&app, &id)?.lock().faults.list().to_vec()))
}

pub(super) async fn faults_add(
    State(app): State<AppState>,
    Path(id): Path<String>,
    body: bytes::Bytes,
) -> ApiResult<Json<FaultRule>> {
    let rule: FaultCreate = serde_json::from_slice(&body).map_err(|e| bad(format!("Invalid request body: {e}")))?;
    check_fault(&rule)?;
    submit(&app, Record::FaultAdded { session: id.clone(), rule: rule.clone() })?;
    let handle = session(&app, &id)?;
    let mut s = handle.lock();
    s.journal.fault_changed(FaultChange::Added(rule));
    let added = s.faults.list().last().cloned().ok_or_else(|| not_found(&id))?;
    Ok(Json(added))
}

pub(super) fn check_fault(rule: &FaultCreate) -> ApiResult<()> {
    if !rule.path.starts_with('/') {
        return Err(bad("path must start with '/'"));
    }
    if let Some(m) = &rule.method
        && !["GET", "POST", "PUT", "PATCH", "DELETE"].contains(&m.to_ascii_uppercase().as_str())
    {
        return Err(bad("method must be one of GET, POST, PUT, PATCH, DELETE"));
    }
    if rule.status.is_some_and(|s| !(200..=599).contains(&s)) {
        return Err(bad("status must be between 200 and 599"));
    }
    if rule.probability.is_some_and(|p| !(0.0..=1.0).contains(&p)) {
        return Err(bad("probability must be between 0 and 1"));
    }
    if rule.times == Some(0) {
        return Err(bad("times must be at least 1"));
    }
    if rule.latency_ms > 120_000 {
        return Err(bad("latency_ms must be at most 120000"));
    }
    Ok(())
}

pub(super) async fn faults_clear(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<StatusCode> {
    submit(&app, Record::FaultsCleared { session: id.clone() })?;
    session(&app, &id)?.lock().journal.fault_changed(FaultChange::Cleared);
    Ok(StatusCode::NO_CONTENT)
}

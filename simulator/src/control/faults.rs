//! A session's fault rules: list, add (checked first) and clear.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use spec::control::{FaultCreate, FaultRule};

use super::change::InSession;
use super::{not_found, session, submit};
use crate::edge::error::ApiResult;
use crate::edge::extract::Checked;
use crate::edge::{AppState, Json};
use crate::journal::FaultChange;
use crate::session::Session;

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Change {
    FaultAdded { rule: FaultCreate },
    FaultsCleared,
}

impl InSession for Change {
    fn apply(&self, _: &AppState, s: &mut Session) -> ApiResult<()> {
        match self {
            Change::FaultAdded { rule } => {
                s.faults.add(rule.clone());
            }
            Change::FaultsCleared => s.faults.clear(),
        }
        Ok(())
    }
}

pub(super) async fn faults_list(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<Json<Vec<FaultRule>>> {
    Ok(Json(session(&app, &id)?.lock().faults.list().to_vec()))
}

pub(super) async fn faults_add(
    State(app): State<AppState>,
    Path(id): Path<String>,
    Checked(rule): Checked<FaultCreate>,
) -> ApiResult<Json<FaultRule>> {
    submit(&app, &id, Change::FaultAdded { rule: rule.clone() })?;
    let handle = session(&app, &id)?;
    let mut s = handle.lock();
    s.journal.fault_changed(FaultChange::Added(rule));
    let added = s.faults.list().last().cloned().ok_or_else(|| not_found(&id))?;
    Ok(Json(added))
}

pub(super) async fn faults_clear(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<StatusCode> {
    submit(&app, &id, Change::FaultsCleared)?;
    session(&app, &id)?.lock().journal.fault_changed(FaultChange::Cleared);
    Ok(StatusCode::NO_CONTENT)
}

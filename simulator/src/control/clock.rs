//! A session's clock: read, set (manual or realtime) and advance.

use axum::extract::{Path, State};
use jiff::{SignedDuration, Timestamp};
use serde::{Deserialize, Serialize};
use spec::control::{ClockAdvance, ClockMode, ClockSet, ClockState};

use super::change::InSession;
use super::{bad, session, submit};
use crate::clock::check_instant;
use crate::edge::error::ApiResult;
use crate::edge::extract::Checked;
use crate::edge::{AppState, Json};
use crate::session::Session;

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Change {
    ClockAdvanced { to: Timestamp },
    ClockSet { mode: ClockMode, speed: f64 },
}

impl InSession for Change {
    fn apply(&self, _: &AppState, s: &mut Session) -> ApiResult<()> {
        match self {
            Change::ClockAdvanced { to } => s.move_clock(*to),
            Change::ClockSet { mode, speed } => {
                s.catch_up();
                let now = s.world.now;
                s.clock.set(*mode, *speed, now);
            }
        }
        Ok(())
    }
}

pub(super) fn clock_state(app: &AppState, id: &str) -> ApiResult<Json<ClockState>> {
    let handle = session(app, id)?;
    let mut s = handle.lock();
    s.catch_up();
    Ok(Json(s.clock.state(&s.world)))
}

pub(super) async fn clock_get(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<Json<ClockState>> {
    clock_state(&app, &id)
}

pub(super) async fn clock_set(
    State(app): State<AppState>,
    Path(id): Path<String>,
    Checked(set): Checked<ClockSet>,
) -> ApiResult<Json<ClockState>> {
    let speed = crate::clock::check_speed(set.speed.unwrap_or(1.0)).map_err(bad)?;
    submit(&app, &id, Change::ClockSet { mode: set.mode, speed })?;
    clock_state(&app, &id)
}

/// The schema bounds `seconds` (ten years at most); the instant it lands on must be one the
/// simulator can show.
pub(super) async fn clock_advance(
    State(app): State<AppState>,
    Path(id): Path<String>,
    Checked(advance): Checked<ClockAdvance>,
) -> ApiResult<Json<ClockState>> {
    let to = {
        let handle = session(&app, &id)?;
        let mut s = handle.lock();
        s.catch_up();
        let seconds = SignedDuration::from_secs(advance.seconds as i64);
        check_instant("the advanced clock", s.world.now.saturating_add(seconds).unwrap_or(crate::clock::LATEST)).map_err(bad)?
    };
    submit(&app, &id, Change::ClockAdvanced { to })?;
    clock_state(&app, &id)
}

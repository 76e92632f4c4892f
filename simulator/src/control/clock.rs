//! A session's clock: read, set (manual or realtime) and advance.

use super::{bad, session, submit};
use crate::clock::check_instant;
use crate::edge::error::ApiResult;
use crate::edge::{AppState, Json};
use crate::persist::Record;
use axum::extract::{Path, State};
use jiff::SignedDuration;
use spec::control::{ClockAdvance, ClockState};

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
    body: bytes::Bytes,
) -> ApiResult<Json<ClockState>> {
    let set: spec::control::ClockSet = serde_json::from_slice(&body).map_err(|e| bad(format!("Invalid request body: {e}")))?;
    let speed = crate::clock::check_speed(set.speed.unwrap_or(1.0)).map_err(bad)?;
    submit(&app, Record::ClockSet { session: id.clone(), mode: set.mode, speed })?;
    clock_state(&app, &id)
}

pub(super) async fn clock_advance(
    State(app): State<AppState>,
    Path(id): Path<String>,
    body: bytes::Bytes,
) -> ApiResult<Json<ClockState>> {
    let advance: ClockAdvance = serde_json::from_slice(&body).map_err(|e| bad(format!("Invalid request body: {e}")))?;
    if advance.seconds > 315_360_000 {
        return Err(bad("seconds must be at most 315360000 (ten years)"));
    }
    let to = {
        let handle = session(&app, &id)?;
        let mut s = handle.lock();
        s.catch_up();
        let seconds = SignedDuration::from_secs(advance.seconds as i64);
        check_instant("the advanced clock", s.world.now.saturating_add(seconds).unwrap_or(crate::clock::LATEST)).map_err(bad)?
    };
    submit(&app, Record::ClockAdvanced { session: id.clone(), to })?;
    clock_state(&app, &id)
}

//! Sessions: list, create, delete and reset, and the server's own `default` session.

use super::*;

/// Creates a session from the server defaults overridden by `request`; `id` names it.
pub fn create_session(app: &AppState, id: String, request: SessionCreate) -> ApiResult<SessionInfo> {
    let d = &app.options.defaults;
    let (clock, speed) = match &request.clock {
        Some(text) => SimClock::parse(text).map_err(bad)?,
        None => (d.clock, d.speed),
    };
    let start = match &request.start {
        Some(text) => text.parse::<Timestamp>().map_err(|e| bad(format!("start: {e}")))?,
        None => d.start,
    };
    check_instant("start", start).map_err(bad)?;
    let origin = Origin {
        brand: request.brand.unwrap_or_else(|| d.brand.clone()),
        seed: request.seed.unwrap_or(d.seed),
        world: request.world.unwrap_or(d.world),
        start,
        clock,
        speed,
        strict: request.strict.unwrap_or(app.options.strict),
    };
    submit(app, Record::SessionCreated { session: id.clone(), origin })?;
    Ok(session(app, &id)?.lock().info())
}

pub(super) async fn sessions_list(State(app): State<AppState>) -> Json<Vec<SessionInfo>> {
    Json(app.sessions.all().iter().map(|s| s.lock().info()).collect())
}

pub(super) async fn session_create(State(app): State<AppState>, body: bytes::Bytes) -> ApiResult<Json<SessionInfo>> {
    let request: SessionCreate = json_body(&body)?;
    let id = app.sessions.next_id();
    create_session(&app, id, request).map(Json)
}

pub(super) async fn session_delete(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<StatusCode> {
    submit(&app, Record::SessionDeleted { session: id }).map(|()| StatusCode::NO_CONTENT)
}

pub(super) async fn session_reset(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<Json<SessionInfo>> {
    submit(&app, Record::SessionReset { session: id.clone() })?;
    Ok(Json(session(&app, &id)?.lock().info()))
}

/// The server's own `default` session, created once when no state file holds one.
pub fn ensure_default_session(app: &AppState) -> ApiResult<()> {
    if app.sessions.get(DEFAULT_SESSION).is_none() {
        create_session(app, DEFAULT_SESSION.into(), SessionCreate::default())?;
    }
    Ok(())
}

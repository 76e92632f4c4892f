//! Sessions: list, create, delete and reset, and the server's own `default` session.

use axum::Extension;

use super::{bad, json_body, session, submit};
use crate::clock::{SimClock, check_instant};
use crate::edge::error::{ApiError, ApiResult};
use crate::edge::visitor::OwnSession;
use crate::edge::{AppState, Json};
use crate::persist::Record;
use crate::session::keys::SessionKey;
use crate::session::{DEFAULT_SESSION, Origin, SessionHandle};
use axum::extract::{Path, State};
use axum::http::StatusCode;
use jiff::Timestamp;
use spec::control::{SessionCreate, SessionInfo};
use spec::routes::ErrorStyle;

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
    let secrets = secrets(app, &request)?;
    let origin = Origin {
        brand: request.brand.unwrap_or_else(|| d.brand.clone()),
        seed: request.seed.unwrap_or(d.seed),
        world: request.world.unwrap_or(d.world),
        start,
        clock,
        speed,
        strict: request.strict.unwrap_or(app.options.strict),
        secrets,
    };
    submit(app, Record::SessionCreated { session: id.clone(), origin })?;
    Ok(session(app, &id)?.lock().info())
}

/// The new session's sealing key: from the operating system unless the server or the request
/// asks for deterministic secrets (docs/reference/security-and-durability.md#secrets).
fn secrets(app: &AppState, request: &SessionCreate) -> ApiResult<Option<SessionKey>> {
    if !app.options.random_secrets || request.deterministic_secrets == Some(true) {
        return Ok(None);
    }
    SessionKey::random().map(Some).map_err(|e| {
        tracing::error!("{e}");
        ApiError::general(ErrorStyle::Message, StatusCode::INTERNAL_SERVER_ERROR, spec::error::ERROR_PERFORMING_ACTION)
    })
}

/// Every session, or a demo visitor's own alone (set by the control guard).
pub(super) async fn sessions_list(State(app): State<AppState>, own: Option<Extension<OwnSession>>) -> Json<Vec<SessionInfo>> {
    let listed = match own {
        Some(Extension(OwnSession(id))) => app.sessions.get(&id).into_iter().collect(),
        None => app.sessions.all(),
    };
    Json(listed.iter().map(|s| info(&app, s)).collect())
}

/// A session as the control API shows it, marked when it is a demo visitor's.
fn info(app: &AppState, session: &SessionHandle) -> SessionInfo {
    let mut info = session.lock().info();
    info.visitor = app.visitors.as_ref().is_some_and(|v| v.is_visitor(&info.session));
    info
}

pub(super) async fn session_create(State(app): State<AppState>, body: bytes::Bytes) -> ApiResult<Json<SessionInfo>> {
    let request: SessionCreate = json_body(&body)?;
    let id = app.sessions.next_id();
    create_session(&app, id, request).map(Json)
}

pub(super) async fn session_delete(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<StatusCode> {
    // Keyless calls and the console's configuration are served from `default`: it stays.
    if id == DEFAULT_SESSION {
        return Err(ApiError::general(ErrorStyle::Message, StatusCode::CONFLICT, spec::error::gateway::DEFAULT_SESSION_STAYS));
    }
    submit(&app, Record::SessionDeleted { session: id }).map(|()| StatusCode::NO_CONTENT)
}

pub(super) async fn session_reset(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<Json<SessionInfo>> {
    submit(&app, Record::SessionReset { session: id.clone() })?;
    Ok(Json(info(&app, &session(&app, &id)?)))
}

/// The server's own `default` session, created once when no state file holds one.
pub fn ensure_default_session(app: &AppState) -> ApiResult<()> {
    if app.sessions.get(DEFAULT_SESSION).is_none() {
        create_session(app, DEFAULT_SESSION.into(), SessionCreate::default())?;
    }
    Ok(())
}

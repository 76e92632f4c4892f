//! Sessions: list, create, delete and reset, and the server's own `default` session.

use std::sync::Arc;

use axum::Extension;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use jiff::Timestamp;
use serde::{Deserialize, Serialize};
use spec::config::Brand;
use spec::control::{SessionCreate, SessionInfo, WorldKind};
use spec::routes::ErrorStyle;

use super::change::ControlChange;
use super::{bad, session, submit};
use crate::clock::{SimClock, check_instant};
use crate::edge::error::{ApiError, ApiResult};
use crate::edge::extract::Checked;
use crate::edge::visitor::OwnSession;
use crate::edge::{AppState, Json};
use crate::session::keys::SessionKey;
use crate::session::{DEFAULT_SESSION, Origin, Session, SessionHandle};

/// The changes that make, drop or restart a session, logged as `session_created`,
/// `session_deleted` and `session_reset`: the kinds logs always had.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum Change {
    #[serde(rename = "session_created")]
    Created { origin: Origin },
    #[serde(rename = "session_deleted")]
    Deleted,
    #[serde(rename = "session_reset")]
    Reset,
}

/// Made outside any session's lock: they add, drop or rebuild the session itself.
impl ControlChange for Change {
    fn run(&self, app: &AppState, id: &str, logged: impl FnOnce() -> ApiResult<()>) -> ApiResult<()> {
        match self {
            Change::Created { origin } => {
                let brand = app.brands.get(&origin.brand).ok_or_else(|| bad(format!("Unknown brand '{}'", origin.brand)))?;
                let built = match Session::new(id.to_string(), origin.clone(), brand.clone(), app.worlds) {
                    Err(message) if !app.options.demo_strict => empty_instead(app, id, origin, brand, message),
                    built => built.map_err(broken_demo)?,
                };
                logged()?;
                app.sessions.insert(built);
            }
            Change::Deleted => {
                session(app, id)?;
                logged()?;
                app.sessions.remove(id);
            }
            Change::Reset => {
                let handle = session(app, id)?;
                let mut s = handle.lock();
                logged()?;
                s.reset().map_err(broken_demo)?;
            }
        }
        Ok(())
    }
}

/// A demo file that does not build is a bug in this binary, not in the request.
/// A session whose demo world failed to build serves its brand with an empty world, so the
/// server still starts; the failure is logged with its `file:line` and `/__sim/health` shows it.
fn empty_instead(app: &AppState, id: &str, origin: &Origin, brand: &Arc<Brand>, message: String) -> Session {
    tracing::error!("{message}; serving {} with an empty world (--world demo-strict refuses instead)", origin.brand);
    app.demo_failures.add(origin.brand.clone(), message);
    let origin = Origin { world: WorldKind::Empty, ..origin.clone() };
    Session::new(id.to_string(), origin, brand.clone(), app.worlds).expect("an empty world needs no demo file")
}

fn broken_demo(message: String) -> ApiError {
    tracing::error!("{message}");
    ApiError::general(ErrorStyle::Message, StatusCode::INTERNAL_SERVER_ERROR, &message)
}

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
    submit(app, &id, Change::Created { origin })?;
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

pub(super) async fn session_create(
    State(app): State<AppState>,
    Checked(request): Checked<SessionCreate>,
) -> ApiResult<Json<SessionInfo>> {
    let id = app.sessions.next_id();
    create_session(&app, id, request).map(Json)
}

pub(super) async fn session_delete(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<StatusCode> {
    // Keyless calls and the console's configuration are served from `default`: it stays.
    if id == DEFAULT_SESSION {
        return Err(ApiError::general(ErrorStyle::Message, StatusCode::CONFLICT, spec::error::gateway::DEFAULT_SESSION_STAYS));
    }
    submit(&app, &id, Change::Deleted).map(|()| StatusCode::NO_CONTENT)
}

pub(super) async fn session_reset(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<Json<SessionInfo>> {
    submit(&app, &id, Change::Reset)?;
    Ok(Json(info(&app, &session(&app, &id)?)))
}

/// The server's own `default` session, created once when no state file holds one.
pub fn ensure_default_session(app: &AppState) -> ApiResult<()> {
    if app.sessions.get(DEFAULT_SESSION).is_none() {
        create_session(app, DEFAULT_SESSION.into(), SessionCreate::default())?;
    }
    Ok(())
}

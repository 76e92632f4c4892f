//! `/__sim`: the control API (docs/product/control.md). Every change is a [`Record`]: logged to the state file
//! (when there is one) and applied by [`apply`], the same function that replays the log at start.

use std::sync::Arc;

use crate::edge::Json;
use axum::extract::{Path, RawQuery, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

use jiff::{SignedDuration, Timestamp};
use serde_json::Value;
use spec::config::Brand;
use spec::control::{
    ClockAdvance, ClockState, DemoFailure, FaultCreate, FaultRule, Health, Journal, JournalQuery, SessionCreate, SessionInfo,
    StrictSet, VmGuest, WorldKind, ops,
};
use spec::routes::ErrorStyle;

mod branded_page;
mod clock;
mod faults;
mod idp;
mod metal;
mod objects;
mod pages;

use branded_page::branded_page;

use crate::clock::{SimClock, check_instant};
use crate::domain::compute::{Guest, guest_set};
use crate::edge::ApiRouter;
use crate::edge::AppState;
use crate::edge::error::{ApiError, ApiResult};
use crate::journal::FaultChange;
use crate::journal::replay::Recording;
use crate::persist::Record;
use crate::session::{DEFAULT_SESSION, Origin, Session, SessionHandle, Snapshot};

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::HEALTH, health)
        .op(&ops::OPENAPI, openapi)
        .op(&ops::BRANDS, brands)
        .op(&ops::SESSIONS_LIST, sessions_list)
        .op(&ops::SESSION_CREATE, session_create)
        .op(&ops::SESSION_DELETE, session_delete)
        .op(&ops::SESSION_RESET, session_reset)
        .op(&ops::CLOCK_GET, clock::clock_get)
        .op(&ops::CLOCK_SET, clock::clock_set)
        .op(&ops::CLOCK_ADVANCE, clock::clock_advance)
        .op(&ops::FAULTS_LIST, faults::faults_list)
        .op(&ops::FAULTS_ADD, faults::faults_add)
        .op(&ops::FAULTS_CLEAR, faults::faults_clear)
        .op(&ops::JOURNAL_GET, journal_get)
        .op(&ops::STATE_GET, state_get)
        .op(&ops::STATE_PUT, state_put)
        .op(&spec::idp::ops::IDP_MFA_PAGE, pages::idp_mfa_page)
        .op(&spec::idp::ops::IDP_MFA_ENROL, pages::idp_mfa_enrol)
        .op(&ops::VM_GUEST_SET, vm_guest_set)
        .op(&ops::STRICT_SET, strict_set)
        .op(&spec::payment::ops::PAYMENT_AUTHORIZE_PAGE, pages::payment_authorize_page)
        .op(&spec::payment::ops::PAYMENT_AUTHORIZE, pages::payment_authorize)
        .op(&spec::payment::ops::PAYMENT_LINK_PAGE, pages::payment_link_page)
        .op(&spec::payment::ops::PAYMENT_LINK_DECIDE, pages::payment_link_decide)
        .op(&spec::storage::ops::SIM_OBJECT_PUT, objects::object_put);
    metal::routes(api);
    idp::routes(api);
}

fn bad(message: impl AsRef<str>) -> ApiError {
    ApiError::general(ErrorStyle::Message, StatusCode::BAD_REQUEST, message.as_ref())
}

fn not_found(id: &str) -> ApiError {
    ApiError::general(ErrorStyle::Message, StatusCode::NOT_FOUND, &format!("No session '{id}'"))
}

fn session(app: &AppState, id: &str) -> ApiResult<SessionHandle> {
    app.sessions.get(id).ok_or_else(|| not_found(id))
}

/// A control body is JSON; a missing or malformed one is a 400 naming the problem.
fn json_body<T: serde::de::DeserializeOwned + Default>(body: &[u8]) -> ApiResult<T> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Ok(T::default());
    }
    serde_json::from_slice(body).map_err(|e| bad(format!("Invalid request body: {e}")))
}

/// Logs `record` (when the server keeps a state file) and applies it.
pub fn submit(app: &AppState, record: Record) -> ApiResult<()> {
    let _gate = app.persist.as_ref().map(|p| p.gate());
    apply(app, &record, true)
}

/// Applies one control change. `log` is false while the state file's log is replayed.
pub fn apply(app: &AppState, record: &Record, log: bool) -> ApiResult<()> {
    let append = |record: &Record| match (&app.persist, log) {
        (Some(p), true) => p.append(record).map_err(|e| {
            tracing::error!("{e}");
            ApiError::general(ErrorStyle::Message, StatusCode::INTERNAL_SERVER_ERROR, spec::error::ERROR_PERFORMING_ACTION)
        }),
        _ => Ok(()),
    };
    match record {
        Record::SessionCreated { session, origin } => {
            let brand = app.brands.get(&origin.brand).ok_or_else(|| bad(format!("Unknown brand '{}'", origin.brand)))?;
            let built = match Session::new(session.clone(), origin.clone(), brand.clone(), app.worlds) {
                Err(message) if !app.options.demo_strict => empty_instead(app, session, origin, brand, message),
                built => built.map_err(broken_demo)?,
            };
            append(record)?;
            app.sessions.insert(built);
        }
        Record::SessionDeleted { session } => {
            self::session(app, session)?;
            append(record)?;
            app.sessions.remove(session);
        }
        Record::Request { .. } => return Err(bad("requests are replayed through the router")),
        other => {
            let handle = self::session(app, session_of(other))?;
            let mut s = handle.lock();
            append(record)?;
            match other {
                Record::SessionReset { .. } => s.reset().map_err(broken_demo)?,
                Record::ClockAdvanced { to, .. } => s.move_clock(*to),
                Record::ClockSet { mode, speed, .. } => {
                    s.catch_up();
                    let now = s.world.now;
                    s.clock.set(*mode, *speed, now);
                }
                Record::FaultAdded { rule, .. } => {
                    s.faults.add(rule.clone());
                }
                Record::FaultsCleared { .. } => s.faults.clear(),
                Record::StateImported { snapshot, .. } => {
                    let brand = app.brands.get(&snapshot.origin.brand).cloned().ok_or_else(|| bad("Unknown brand"))?;
                    let id = s.id.clone();
                    *s = Session::from_snapshot(Snapshot { id, ..(**snapshot).clone() }, brand, app.worlds);
                }
                Record::MfaEnrolled { ticket, .. } => {
                    crate::domain::identity::mfa_enrol(&mut s.world, ticket)
                        .map_err(|e| ApiError::from_domain(&spec::idp::ops::IDP_MFA_ENROL, e))?;
                }
                Record::VmGuestSet { vm, guest, .. } => {
                    // Events due before the change see the guest as it was.
                    s.catch_up();
                    let guest = Guest { ignores_shutdown: guest.ignores_shutdown };
                    guest_set(&mut s.world, vm, guest).map_err(|e| ApiError::from_domain(&ops::VM_GUEST_SET, e))?;
                }
                Record::StrictSet { strict, .. } => {
                    // Steps already under way finish as they were scheduled.
                    s.catch_up();
                    s.set_strict(*strict);
                }
                Record::PaymentAuthorized { reference, approve, .. } => {
                    s.catch_up();
                    crate::domain::payment::card::authorize(&mut s.world, reference, *approve)
                        .map_err(|e| ApiError::from_domain(&spec::payment::ops::PAYMENT_AUTHORIZE, e))?;
                }
                Record::LinkPaymentDecided { identifier, approve, .. } => {
                    s.catch_up();
                    let brand = s.brand.clone();
                    let cx = crate::domain::Cx::new(s.world.now, None, &brand, None);
                    crate::domain::payment::link::decide(&mut s.world, &cx, identifier, *approve)
                        .map_err(|e| ApiError::from_domain(&spec::payment::ops::PAYMENT_LINK_DECIDE, e))?;
                }
                Record::MetalMachineSet { machine, set, .. } => {
                    // Events due before the change see the machine as it was.
                    s.catch_up();
                    let brand = s.brand.clone();
                    let cx = crate::domain::Cx::new(s.world.now, None, &brand, None);
                    crate::domain::metal::machine_set(&mut s.world, &cx, machine, set.clone())
                        .map_err(|e| ApiError::from_domain(&spec::metal::ops::SIM_MACHINE_SET, e))?;
                }
                Record::ObjectChanged { at, user, change, .. } => {
                    s.advance_to(*at);
                    let brand = s.brand.clone();
                    let cx = crate::domain::Cx::new(s.world.now, Some(*user), &brand, None);
                    crate::domain::storage::change::apply(&mut s.world, &cx, change.clone()).map_err(objects::refused)?;
                }
                Record::SessionCreated { .. } | Record::SessionDeleted { .. } | Record::Request { .. } => {}
            }
        }
    }
    Ok(())
}

/// A demo file that does not build is a bug in this binary, not in the request.
/// A session whose demo world failed to build serves its brand with an empty world, so the
/// server still starts; the failure is logged with its `file:line` and `/__sim/health` shows it.
fn empty_instead(app: &AppState, id: &str, origin: &Origin, brand: &Arc<Brand>, message: String) -> Session {
    tracing::error!("{message}; serving {} with an empty world (--world demo-strict refuses instead)", origin.brand);
    app.demo_failures.lock().insert(origin.brand.clone(), message);
    let origin = Origin { world: WorldKind::Empty, ..origin.clone() };
    Session::new(id.to_string(), origin, brand.clone(), app.worlds).expect("an empty world needs no demo file")
}

fn broken_demo(message: String) -> ApiError {
    tracing::error!("{message}");
    ApiError::general(ErrorStyle::Message, StatusCode::INTERNAL_SERVER_ERROR, &message)
}

fn session_of(record: &Record) -> &str {
    match record {
        Record::Request { session, .. }
        | Record::SessionCreated { session, .. }
        | Record::SessionDeleted { session }
        | Record::SessionReset { session }
        | Record::ClockAdvanced { session, .. }
        | Record::ClockSet { session, .. }
        | Record::FaultAdded { session, .. }
        | Record::FaultsCleared { session }
        | Record::StateImported { session, .. }
        | Record::MfaEnrolled { session, .. }
        | Record::PaymentAuthorized { session, .. }
        | Record::LinkPaymentDecided { session, .. }
        | Record::VmGuestSet { session, .. }
        | Record::StrictSet { session, .. }
        | Record::MetalMachineSet { session, .. }
        | Record::ObjectChanged { session, .. } => session,
    }
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

async fn health(State(app): State<AppState>) -> Json<Health> {
    let demo_failures: Vec<DemoFailure> = app
        .demo_failures
        .lock()
        .iter()
        .map(|(brand, error)| DemoFailure { brand: brand.clone(), error: error.clone() })
        .collect();
    let status = if demo_failures.is_empty() { "ok" } else { "degraded" };
    let warnings = exposure_warning(&app.options).into_iter().collect();
    Json(Health { status: status.into(), version: env!("CARGO_PKG_VERSION").into(), demo_failures, warnings })
}

/// `--public` without `--control-token`: anyone who reaches the port may drive every session.
pub fn exposure_warning(options: &crate::edge::Options) -> Option<String> {
    (options.public && options.control_token.is_none()).then(|| {
        "listening on every interface without a control token: anyone who reaches this port can read every \
         session's API keys and drive the control API (set --control-token or CLOUDSIM_CONTROL_TOKEN)"
            .to_string()
    })
}

async fn openapi() -> Json<Value> {
    Json(spec::openapi::Contract::build().document)
}

async fn brands(State(app): State<AppState>) -> Json<Vec<Brand>> {
    Json(app.brands.all().cloned().collect())
}

async fn sessions_list(State(app): State<AppState>) -> Json<Vec<SessionInfo>> {
    Json(app.sessions.all().iter().map(|s| s.lock().info()).collect())
}

async fn session_create(State(app): State<AppState>, body: bytes::Bytes) -> ApiResult<Json<SessionInfo>> {
    let request: SessionCreate = json_body(&body)?;
    let id = app.sessions.next_id();
    create_session(&app, id, request).map(Json)
}

async fn session_delete(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<StatusCode> {
    submit(&app, Record::SessionDeleted { session: id }).map(|()| StatusCode::NO_CONTENT)
}

async fn session_reset(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<Json<SessionInfo>> {
    submit(&app, Record::SessionReset { session: id.clone() })?;
    Ok(Json(session(&app, &id)?.lock().info()))
}

async fn journal_get(State(app): State<AppState>, Path(id): Path<String>, RawQuery(query): RawQuery) -> ApiResult<Response> {
    // Parsed here, so a bad query is the control API's JSON error like every other.
    let query: JournalQuery =
        serde_html_form::from_str(query.as_deref().unwrap_or_default()).map_err(|e| bad(format!("Invalid query: {e}")))?;
    let handle = session(&app, &id)?;
    let s = handle.lock();
    match query.format.as_deref() {
        None | Some("json") => Ok(Json::<Journal>(s.journal.view()).into_response()),
        Some("scenario") => {
            let roles =
                s.world.identity.users.values().map(|u| (u.email.clone(), format!("{:?}", u.role).to_lowercase())).collect();
            let world = format!("{:?}", s.origin.world).to_lowercase();
            let recording = Recording {
                name: &format!("recorded in session {id}"),
                brand: &s.origin.brand,
                seed: s.origin.seed,
                world: &world,
                start: s.origin.start,
                strict: s.world.strict,
                roles: &roles,
                dropped: 0,
            };
            let yaml = s.journal.to_scenario(&recording);
            Ok(([(header::CONTENT_TYPE, "application/yaml")], yaml).into_response())
        }
        Some(other) => Err(bad(format!("format must be json or scenario, not '{other}'"))),
    }
}

async fn state_get(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<Json<Snapshot>> {
    let handle = session(&app, &id)?;
    let mut s = handle.lock();
    s.catch_up();
    Ok(Json(s.snapshot()))
}

async fn state_put(State(app): State<AppState>, Path(id): Path<String>, body: bytes::Bytes) -> ApiResult<Json<SessionInfo>> {
    let snapshot: Snapshot = serde_json::from_slice(&body).map_err(|e| bad(format!("Not a session export: {e}")))?;
    snapshot.check_clock().map_err(bad)?;
    submit(&app, Record::StateImported { session: id.clone(), snapshot: Box::new(snapshot) })?;
    Ok(Json(session(&app, &id)?.lock().info()))
}

async fn strict_set(State(app): State<AppState>, Path(id): Path<String>, body: bytes::Bytes) -> ApiResult<Json<SessionInfo>> {
    // No default: an empty body must not switch a strict session to lenient.
    let StrictSet { strict } = serde_json::from_slice(&body).map_err(|e| bad(format!("Invalid request body: {e}")))?;
    submit(&app, Record::StrictSet { session: id.clone(), strict })?;
    Ok(Json(session(&app, &id)?.lock().info()))
}

async fn vm_guest_set(
    State(app): State<AppState>,
    Path((id, vm)): Path<(String, String)>,
    body: bytes::Bytes,
) -> ApiResult<Json<VmGuest>> {
    let guest: VmGuest = serde_json::from_slice(&body).map_err(|e| bad(format!("Invalid request body: {e}")))?;
    submit(&app, Record::VmGuestSet { session: id, vm, guest: guest.clone() })?;
    Ok(Json(guest))
}

/// The server's own `default` session, created once when no state file holds one.
pub fn ensure_default_session(app: &AppState) -> ApiResult<()> {
    if app.sessions.get(DEFAULT_SESSION).is_none() {
        create_session(app, DEFAULT_SESSION.into(), SessionCreate::default())?;
    }
    Ok(())
}

//! The gateway's side of demo visitors (`serve --demo-visitors`, docs/reference/demo-visitors.md):
//! the session a visitor's browser reaches, the cookie naming it, and the little of `/__sim` a
//! visitor may call without the control token (its own session's listing, reset and loading a
//! named state, the list of named states, and its own identity-provider and payment pages).

use std::net::SocketAddr;
use std::time::Duration;

use axum::extract::{ConnectInfo, Request};
use axum::http::{Extensions, HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use spec::control::ops;
use spec::routes::Operation;

use super::AppState;
use super::error::ApiError;
use crate::session::keys::SessionKey;
use crate::session::visitors::{COOKIE, Refused, Visitors, well_formed};
use crate::session::{Origin, Session, SessionHandle};

/// Whether a caller whose own session is `own` may touch `session`: any session but another
/// visitor's. The one rule behind the pages, the keyless `/v1` calls and the access tokens.
pub fn reachable(visitors: Option<&Visitors>, own: Option<&str>, session: &str) -> bool {
    visitors.is_none_or(|v| !v.is_visitor(session) || own == Some(session))
}

/// Set on a visitor's `GET /__sim/sessions`: the one session it lists.
#[derive(Clone)]
pub struct OwnSession(pub String);

/// The session a visitor reaches, and the cookie to hand out when it was made just now.
pub struct Visit {
    pub session: SessionHandle,
    pub id: String,
    pub new_cookie: Option<String>,
}

/// The visitor's cookie in the request, when well formed.
pub fn cookie(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, value)| *name == COOKIE && well_formed(value))
        .map(|(_, value)| value)
}

/// The session the request's cookie names, if it is a live visitor's.
pub fn own(app: &AppState, visitors: &Visitors, headers: &HeaderMap) -> Option<(SessionHandle, String)> {
    let handle = visitors.session_of(&app.sessions, cookie(headers)?)?;
    let id = handle.lock().id.clone();
    Some((handle, id))
}

/// The visitor's own session, or a new one of the server's brand and demo world for a request
/// that may start one ([`may_start`]), within its client's allowance.
pub fn visit(app: &AppState, visitors: &Visitors, headers: &HeaderMap, extensions: &Extensions) -> Result<Visit, Box<Response>> {
    if let Some((session, id)) = own(app, visitors, headers) {
        return Ok(Visit { session, id, new_cookie: None });
    }
    may_start(headers).map_err(|refused| Box::new(refused.into_response()))?;
    let client = extensions.get::<ConnectInfo<SocketAddr>>().map(|ConnectInfo(peer)| peer.ip());
    let now = std::time::Instant::now();
    let (cookie, session) = visitors.admit(&app.sessions, now, client, |id| new_session(app, id)).map_err(|refused| {
        Box::new(match refused {
            Refused::Full => {
                ApiError::gateway(StatusCode::SERVICE_UNAVAILABLE, "Every demo place is taken: try again later").into_response()
            }
            Refused::TooFast(wait) => too_fast(wait),
            Refused::Failed(why) => {
                tracing::error!("a visitor's session could not be made: {why}");
                ApiError::gateway(StatusCode::SERVICE_UNAVAILABLE, "The demo could not be opened: try again later")
                    .into_response()
            }
        })
    })?;
    let id = session.lock().id.clone();
    tracing::info!(session = %id, visitors = visitors.count(), "a new visitor");
    Ok(Visit { session, id, new_cookie: Some(cookie) })
}

/// Whether a request without a visitor's cookie may start a visit: not when the browser says it
/// comes from another site's page or fetches a sub-resource (an image, a script, a frame), which
/// any page could make a browser send by the dozen; the console's own calls and tools that send
/// no fetch metadata may.
fn may_start(headers: &HeaderMap) -> Result<(), ApiError> {
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    let foreign = header("sec-fetch-site").is_some_and(|site| site.eq_ignore_ascii_case("cross-site"));
    let sub_resource = header("sec-fetch-dest").is_some_and(|dest| !matches!(dest, "empty" | "document"));
    if foreign || sub_resource {
        return Err(ApiError::gateway(StatusCode::FORBIDDEN, NOT_A_START));
    }
    Ok(())
}

/// A request that may not start a visit reads this.
pub const NOT_A_START: &str = "A demo visit starts from the console's own page: open it to get a demo world";

/// 429 with `Retry-After`: the client brought its allowance of new visitors.
fn too_fast(wait: Duration) -> Response {
    let mut response =
        ApiError::gateway(StatusCode::TOO_MANY_REQUESTS, "Too many new demo visitors from your address: try again later")
            .into_response();
    let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(seconds.max(1)));
    response
}

/// A visitor's session starts as the server's `default` would, but its secrets are always sealed
/// with a key from the operating system: a key derived from seed and id could be guessed.
fn new_session(app: &AppState, id: String) -> Result<Session, String> {
    let d = &app.options.defaults;
    let brand = app.brands.get(&d.brand).ok_or_else(|| format!("unknown brand '{}'", d.brand))?;
    let origin = Origin {
        brand: d.brand.clone(),
        seed: d.seed,
        world: d.world,
        start: d.start,
        clock: d.clock,
        speed: d.speed,
        strict: app.options.strict,
        secrets: Some(SessionKey::random()?),
    };
    Session::new(id, origin, brand.clone(), app.worlds)
}

/// Hands the browser its cookie: sent back only to this server's own pages and calls, never
/// readable by scripts, gone when the browser closes.
pub fn set_cookie(response: &mut Response, cookie: &str) {
    if let Ok(value) = HeaderValue::from_str(&format!("{COOKIE}={cookie}; Path=/; HttpOnly; SameSite=Strict")) {
        response.headers_mut().append(header::SET_COOKIE, value);
    }
}

/// A `/__sim` call as the control guard read it: the operation, the session its route names
/// (decoded), the caller's own session and whether it is one of the browser-facing pages.
pub struct Call {
    pub op: &'static Operation,
    pub named: Option<String>,
    pub own: Option<String>,
    pub browser_facing: bool,
}

/// `/__sim` for a caller without the control token while visitors are served: on to the handler
/// (with a new visitor's cookie to set on its answer), or refused.
pub fn control(app: &AppState, visitors: &Visitors, call: Call, request: &mut Request) -> Result<Option<String>, Box<Response>> {
    let Call { op, named, own, browser_facing } = call;
    if browser_facing {
        // `/__sim/idp/{session}/…`, `/__sim/pay/{session}/…`: a visitor's pages are its own.
        let session = named.unwrap_or_default();
        if !reachable(Some(visitors), own.as_deref(), &session) {
            return Err(Box::new(ApiError::gateway(StatusCode::NOT_FOUND, &format!("No session '{session}'")).into_response()));
        }
        return Ok(None);
    }
    let own_named = own.is_some() && named == own;
    if op.id == ops::SESSIONS_LIST.id {
        let visit = visit(app, visitors, request.headers(), request.extensions())?;
        request.extensions_mut().insert(OwnSession(visit.id));
        return Ok(visit.new_cookie);
    }
    // Its own session's reset and named states (a presenter's `/app/?state=…`), and the list.
    let own_change = own_named && (op.id == ops::SESSION_RESET.id || op.id == ops::STATE_LOAD.id);
    if own_change || op.id == ops::STATES_LIST.id {
        return Ok(None);
    }
    Err(Box::new(ApiError::gateway(StatusCode::UNAUTHORIZED, CLOSED).into_response()))
}

/// A visitor's answer for any other control call.
pub const CLOSED: &str = "The control API is the presenter's: a valid control token is required";

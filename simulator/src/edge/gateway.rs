//! What every request passes before its handler: the gateway of `/v1` (API key → session and
//! user, location, faults, the answer cache, the journal) and the guard of `/__sim`.

use axum::body::{Body, HttpBody, to_bytes};
use axum::extract::{FromRequestParts, RawPathParams, Request, State};
use axum::http::{Extensions, HeaderMap, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use spec::error::gateway;
use spec::routes::{Auth, Method, Operation, Scope};

use super::error::ApiError;
use super::extract::{Caller, Loc, Replay, ReplayCaller};
use super::foreign::Exposure;
use super::reach::{self, Standing};
use super::{AppState, BODY_LIMIT, CorrelationId, fault, visitor};
use crate::answer_cache;
use crate::journal::{Exchange, RawRequest, RecordedBody};
use crate::session::{DEFAULT_SESSION, SESSION_HEADER, Session, SessionHandle};
use crate::world::UserId;

/// What the real gateway does before the API sees a request, and what the simulator adds around
/// it: API key → session and user, location slug, faults, the journal.
pub async fn gateway(State((app, op)): State<(AppState, &'static Operation)>, request: Request, next: Next) -> Response {
    let (mut parts, body) = request.into_parts();
    parts.extensions.insert(op);
    let key = parts.headers.get("apikey").and_then(|v| v.to_str().ok()).map(str::to_owned);
    let resolved = match parts.extensions.get::<ReplayCaller>() {
        Some(ReplayCaller(session, principal)) => app.sessions.get(session).map(|s| (s, *principal)),
        None => app.sessions.resolve_key(key.as_deref().unwrap_or_default()),
    };
    let mut new_cookie = None;
    let caller = match (resolved, op.auth) {
        (Some((session, principal)), _) => Caller::of(session, Some(principal)),
        (None, Auth::ApiKey) if key.is_none() => {
            return ApiError::gateway(StatusCode::UNAUTHORIZED, gateway::NO_API_KEY).into_response();
        }
        (None, Auth::ApiKey) => {
            return ApiError::gateway(StatusCode::FORBIDDEN, gateway::INVALID_CREDENTIALS).into_response();
        }
        (None, Auth::Public) => match keyless(&app, &parts.headers, &parts.extensions) {
            Ok((session, cookie)) => {
                new_cookie = cookie;
                Caller::of(session, None)
            }
            Err(refused) => return *refused,
        },
    };
    let slug = match RawPathParams::from_request_parts(&mut parts, &app).await {
        Ok(params) => params.iter().find(|(name, _)| *name == "location").map(|(_, v)| v.to_owned()),
        // A segment that does not decode (`/v1/%FF/…`) names no location nor anything else.
        Err(_) => return ApiError::no_route().into_response(),
    };
    if op.scope == Scope::Location {
        let brand = &caller.view.brand;
        let location = match slug {
            Some(slug) => brand.config.locations.iter().find(|l| l.slug == slug),
            None => brand.config.locations.iter().find(|l| l.is_default),
        };
        match location {
            Some(location) => parts.extensions.insert(Loc(location.clone())),
            None => return ApiError::no_route().into_response(),
        };
    }
    // A read sends no body: nothing to wait for (nor a body timer to start).
    let body = match body.is_end_stream() {
        true => Bytes::new(),
        false => match to_bytes(body, BODY_LIMIT).await {
            Ok(bytes) => bytes,
            Err(e) if timed_out(&e) => {
                return ApiError::gateway(StatusCode::REQUEST_TIMEOUT, gateway::BODY_TIMEOUT).into_response();
            }
            Err(_) => return ApiError::gateway(StatusCode::PAYLOAD_TOO_LARGE, gateway::BODY_TOO_LARGE).into_response(),
        },
    };
    let form = super::limits::is_form(parts.headers.get(header::CONTENT_TYPE).and_then(|t| t.to_str().ok()));
    if form && let Err(refused) = super::limits::params(&body) {
        return refused.into_response();
    }
    let raw = raw_request(&parts.method, &parts.uri, &parts.headers, body.clone());
    let replaying = parts.extensions.get::<Replay>().is_some();
    let cached = op.method == Method::Get && !replaying && app.options.answer_cache.enabled();
    let key = cached.then(|| answer_cache::Key::of(&raw, caller.principal()));
    // One lock for what runs before the handler: the fault rules, then the world's revision a
    // read's answer is kept under. Kept answers are served before routing ([`kept`]), never here:
    // a read that reached the gateway is answered afresh (a request a fault lets through after its
    // latency, as the world is after the wait).
    let (fault, keep) = {
        let mut session = caller.session.lock();
        let fault = if replaying { None } else { session.faults.hit(&raw.method, parts.uri.path()) };
        let keep = match key {
            Some(key) if fault.is_none() => {
                session.catch_up();
                Some(Keep { revision: session.world.revision(), key })
            }
            _ => None,
        };
        (fault, keep)
    };
    let correlation = parts.extensions.get::<CorrelationId>().map(|c| c.0.clone()).unwrap_or_default();

    let (response, keep) = match fault::answer(fault, op).await {
        Some(answer) => (answer, None),
        None => {
            // What the handler's extractors read.
            parts.extensions.insert(caller.clone());
            parts.extensions.insert(raw.clone());
            (next.run(Request::from_parts(parts, Body::from(body))).await, keep)
        }
    };
    if replaying {
        return response;
    }
    let limits = &app.options.answer_cache;
    let mut response = record(&caller, op, Exchanged { raw, correlation_id: correlation, limits }, response, keep).await;
    if let Some(cookie) = new_cookie {
        visitor::set_cookie(&mut response, &cookie);
    }
    response
}

/// The session of a call without an API key: the one `x-cloudsim-session` names, else `default`.
/// While visitors are served, a visitor's own (its cookie's, or a new one: then with the cookie to
/// set), and never another visitor's.
fn keyless(
    app: &AppState,
    headers: &HeaderMap,
    extensions: &Extensions,
) -> Result<(SessionHandle, Option<String>), Box<Response>> {
    let named = headers.get(SESSION_HEADER).and_then(|v| v.to_str().ok());
    let no_route = || Box::new(ApiError::no_route().into_response());
    let Some(visitors) = &app.visitors else {
        return named_or_default(app, headers).map(|s| (s, None)).ok_or_else(no_route);
    };
    let own = visitor::own(app, visitors, headers);
    match (named, own) {
        (Some(id), own) if visitor::reachable(Some(visitors), own.as_ref().map(|(_, own)| own.as_str()), id) => {
            // Reachable: not a visitor's, or the caller's own by its cookie.
            app.sessions.get_used(id).map(|s| (s, None)).ok_or_else(no_route)
        }
        (Some(_), _) => Err(no_route()),
        (None, Some((session, _))) => Ok((session, None)),
        (None, None) => visitor::visit(app, visitors, headers, extensions).map(|visit| (visit.session, visit.new_cookie)),
    }
}

/// Without visitors, a keyless call's session: the one `x-cloudsim-session` names, else `default`.
fn named_or_default(app: &AppState, headers: &HeaderMap) -> Option<SessionHandle> {
    let named = headers.get(SESSION_HEADER).and_then(|v| v.to_str().ok());
    app.sessions.get_used(named.unwrap_or(DEFAULT_SESSION))
}

/// What the journal and the answer cache know of a request.
fn raw_request(method: &axum::http::Method, uri: &axum::http::Uri, headers: &HeaderMap, body: Bytes) -> RawRequest {
    RawRequest {
        method: method.to_string(),
        uri: uri.path_and_query().map_or_else(|| uri.path().to_string(), ToString::to_string),
        content_type: headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).map(str::to_owned),
        body,
    }
}

/// A read's answer to keep in the session's answer cache, under the revision read before it ran.
struct Keep {
    revision: u64,
    key: answer_cache::Key,
}

/// What the gateway knows of a request once it was answered.
struct Exchanged<'a> {
    raw: RawRequest,
    correlation_id: String,
    limits: &'a answer_cache::Limits,
}

/// Adds the exchange to the session's journal (and a read's answer to its answer cache, in the
/// same lock) and hands the response on unchanged.
async fn record(
    caller: &Caller,
    op: &'static Operation,
    exchanged: Exchanged<'_>,
    response: Response,
    keep: Option<Keep>,
) -> Response {
    let Exchanged { raw, correlation_id, limits } = exchanged;
    let (parts, body) = response.into_parts();
    let Ok(bytes) = to_bytes(body, usize::MAX).await else {
        // A dropped connection (fault): nothing complete to record, and none to send.
        return Response::from_parts(parts, fault::broken_body());
    };
    let recorded = RecordedBody::of(bytes.clone());
    let mut session = caller.session.lock();
    if let Some(Keep { revision, key }) = keep {
        let answer = answer_cache::Answer {
            op,
            status: parts.status,
            headers: parts.headers.clone(),
            body: bytes.clone(),
            recorded: recorded.clone(),
        };
        session.answers.put(revision, key, answer, limits);
    }
    journal(&mut session, op, caller.user, raw, correlation_id, parts.status, recorded);
    drop(session);
    Response::from_parts(parts, Body::from(bytes))
}

/// The exchange in the session's journal, as `user` (the API key's) made it.
fn journal(
    session: &mut Session,
    op: &'static Operation,
    user: Option<UserId>,
    raw: RawRequest,
    correlation_id: String,
    status: StatusCode,
    recorded: RecordedBody,
) {
    let user = user.and_then(|id| session.world.user(id)).map(|u| u.email.clone());
    let exchange = Exchange {
        at: session.world.now,
        method: raw.method,
        uri: raw.uri,
        operation: op.id,
        user,
        content_type: raw.content_type,
        request_body: raw.body,
        status: status.as_u16(),
        response_body: Bytes::new(),
        correlation_id,
    };
    session.journal.push_recorded(exchange, recorded);
}

/// A read answered from its session's answer cache before routing, when it can be: a `GET`
/// without a body under `/v1`, from an API key that resolves (or keyless while no visitors are
/// served: the `default` session or the one `x-cloudsim-session` names), in a session without
/// fault rules. All the gateway decides before the handler (caller, location, limits) follows
/// from what the cache's key holds (method, target, content type, body, whom the key resolved
/// to) and the session, so a kept answer is what the whole way would answer; it is journaled
/// the same. Anything else (no answer kept, a fault rule, a visitor without a key) goes the whole
/// way. Issue 39: routing and the gateway's layers were most of a polled list's cost.
pub fn kept(app: &AppState, request: &Request, correlation_id: &str) -> Option<Response> {
    let uri = request.uri();
    let eligible = request.method() == axum::http::Method::GET
        && uri.path().starts_with("/v1/")
        && request.body().is_end_stream()
        && app.options.answer_cache.enabled()
        && request.extensions().get::<Replay>().is_none();
    if !eligible {
        return None;
    }
    let headers = request.headers();
    // The key's secret is checked in the same lock as the rest (one lock per kept answer).
    let keyed = match headers.get("apikey") {
        Some(key) => Some(app.sessions.keyed(key.to_str().ok()?)?),
        None if app.visitors.is_none() => None,
        None => return None,
    };
    let handle = match &keyed {
        Some(keyed) => keyed.session.clone(),
        None => named_or_default(app, headers)?,
    };
    let mut session = handle.lock();
    if !session.faults.list().is_empty() {
        return None;
    }
    let principal = match &keyed {
        Some(keyed) => {
            let principal = session.principal(keyed.secret)?;
            keyed.mark_used();
            Some(principal)
        }
        None => None,
    };
    // The key owns the request (no copy of its target), and gives it back for the journal.
    let key = answer_cache::Key::owning(raw_request(request.method(), uri, headers, Bytes::new()), principal);
    session.catch_up();
    let revision = session.world.revision();
    let kept = session.answers.get(revision, &key)?;
    let (user, raw) = (principal.map(|p| p.user), key.into_request());
    journal(&mut session, kept.op, user, raw, correlation_id.to_owned(), kept.status, kept.recorded.clone());
    drop(session);
    Some(kept.to_response())
}

/// Whether reading a body failed because it stopped arriving (the connection's body timeout).
fn timed_out(error: &axum::Error) -> bool {
    let mut cause: Option<&(dyn std::error::Error + 'static)> = Some(error);
    while let Some(c) = cause {
        if c.is::<tower_http::timeout::TimeoutError>() {
            return true;
        }
        cause = c.source();
    }
    false
}

/// Under `/__sim` but not control: the stand-in identity provider and payment pages, which the
/// console's users reach from their browsers like the real third parties. Told by the matched
/// route's template, not by the path as sent.
const BROWSER_FACING: [&str; 2] = ["/__sim/idp/", "/__sim/pay/"];

/// The control API is for this machine's tools: no foreign page may drive it (`foreign`), and a
/// token is required when one was configured. Which session the request may touch is decided on
/// the session the route names, decoded as its handler decodes it ([`reach`]).
pub async fn control_guard(State((app, op)): State<(AppState, &'static Operation)>, request: Request, next: Next) -> Response {
    let (mut parts, body) = request.into_parts();
    parts.extensions.insert(op);
    // A replayed request comes from the server's own state log, not from a client.
    if parts.extensions.get::<Replay>().is_some() {
        parts.extensions.insert(Standing::Operator);
        return next.run(Request::from_parts(parts, body)).await;
    }
    let browser_facing = BROWSER_FACING.iter().any(|prefix| op.path.starts_with(prefix));
    let exposure = if app.options.public || app.visitors.is_some() { Exposure::Exposed } else { Exposure::Local };
    let request = (&parts.method, &parts.uri, &parts.headers);
    if let Err(refusal) = super::foreign::check(request, browser_facing, &app.options.allowed_hosts, exposure) {
        return ApiError::gateway(refusal.status, &refusal.message).into_response();
    }
    // A route without parameters (`/__sim/health`) names no session: nothing to decode.
    let named = match op.path_params().next() {
        None => None,
        Some(_) => match reach::named_session(&mut parts, &app).await {
            Ok(named) => named,
            Err(refused) => return refused.into_response(),
        },
    };
    let standing = Standing::of(&app, &parts.headers);
    parts.extensions.insert(standing.clone());
    let request = Request::from_parts(parts, body);
    match standing {
        Standing::Operator => next.run(request).await,
        Standing::Visitor(own) => {
            let Some(visitors) = &app.visitors else { return next.run(request).await };
            let call = visitor::Call { op, named, own, browser_facing };
            visitor::control(app.clone(), visitors, call, request, next).await
        }
        Standing::Stranger if browser_facing => next.run(request).await,
        Standing::Stranger => ApiError::gateway(StatusCode::UNAUTHORIZED, "A valid control token is required").into_response(),
    }
}

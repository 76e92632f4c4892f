//! What every `/v1` request passes before its handler: the gateway (API key → session and user,
//! location, faults, the answer cache, the journal). `/__sim` has its guard ([`super::guard`]).

use axum::body::{Body, HttpBody, to_bytes};
use axum::extract::{FromRequestParts, RawPathParams, Request, State};
use axum::http::{Extensions, HeaderMap, HeaderName, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use spec::error::gateway;
use spec::routes::{Auth, Method, Operation, Scope};

use super::error::ApiError;
use super::extract::{Caller, Loc, Replay, ReplayCaller};
use super::{AppState, BODY_LIMIT, fault, visitor};
use crate::answer_cache;
use crate::journal::{CorrelationId, Exchange, RawRequest, RecordedBody, Target};
use crate::session::{DEFAULT_SESSION, SESSION_HEADER, SessionHandle};

/// The headers a request names its key and session by, made once: a name given as text is
/// parsed again on every lookup.
const APIKEY: HeaderName = HeaderName::from_static("apikey");
const SESSION: HeaderName = HeaderName::from_static(SESSION_HEADER);

/// What the real gateway does before the API sees a request, and what the simulator adds around
/// it: API key → session and user, location slug, faults, the journal.
pub async fn gateway(State((app, op)): State<(AppState, &'static Operation)>, request: Request, next: Next) -> Response {
    let (mut parts, body) = request.into_parts();
    parts.extensions.insert(op);
    let key = parts.headers.get(&APIKEY).and_then(|v| v.to_str().ok()).map(str::to_owned);
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
    let form = super::limits::is_form(content_type(&parts.headers));
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
    let correlation = parts.extensions.get::<CorrelationId>().cloned().unwrap_or_default();
    let method = parts.method.clone();

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
    let mut response = record(&caller, op, Exchanged { method, raw, correlation_id: correlation, limits }, response, keep).await;
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
    let named = headers.get(&SESSION).and_then(|v| v.to_str().ok());
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
    let named = headers.get(&SESSION).and_then(|v| v.to_str().ok());
    app.sessions.get_used(named.unwrap_or(DEFAULT_SESSION))
}

/// What the journal and the answer cache know of a request.
fn raw_request(method: &axum::http::Method, uri: &axum::http::Uri, headers: &HeaderMap, body: Bytes) -> RawRequest {
    RawRequest {
        method: method.to_string(),
        uri: target(uri).to_owned(),
        content_type: content_type(headers).map(str::to_owned),
        body,
    }
}

/// A request's target as the journal and the answer cache key it: path and query.
fn target(uri: &axum::http::Uri) -> &str {
    uri.path_and_query().map_or(uri.path(), |target| target.as_str())
}

fn content_type(headers: &HeaderMap) -> Option<&str> {
    headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok())
}

/// A read's answer to keep in the session's answer cache, under the revision read before it ran.
struct Keep {
    revision: u64,
    key: answer_cache::Key,
}

/// What the gateway knows of a request once it was answered.
struct Exchanged<'a> {
    method: axum::http::Method,
    raw: RawRequest,
    correlation_id: CorrelationId,
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
    let Exchanged { method, raw, correlation_id, limits } = exchanged;
    let (parts, body) = response.into_parts();
    let Ok(bytes) = to_bytes(body, usize::MAX).await else {
        // A dropped connection (fault): nothing complete to record, and none to send.
        return Response::from_parts(parts, fault::broken_body());
    };
    let recorded = RecordedBody::of(bytes.clone());
    let target = Target::of(raw.uri);
    let mut session = caller.session.lock();
    let user = caller.user.and_then(|id| session.world.user(id)).map(|u| u.email.as_str().into());
    let exchange = Exchange {
        at: session.world.now,
        method,
        uri: target,
        operation: op.id,
        user,
        content_type: raw.content_type.map(Into::into),
        request_body: raw.body,
        status: parts.status.as_u16(),
        response_body: Bytes::new(),
        correlation_id,
    };
    if let Some(Keep { revision, key }) = keep {
        let answer = answer_cache::Answer {
            status: parts.status,
            headers: parts.headers.clone(),
            body: bytes.clone(),
            recorded: recorded.clone(),
            exchange: exchange.clone(),
        };
        session.answers.put(revision, key, answer, limits);
    }
    session.journal.push_recorded(exchange, recorded);
    drop(session);
    Response::from_parts(parts, Body::from(bytes))
}

/// A read answered from its session's answer cache before routing, when it can be: a `GET`
/// without a body under `/v1`, from an API key that resolves (or keyless while no visitors are
/// served: the `default` session or the one `x-cloudsim-session` names), in a session without
/// fault rules. All the gateway decides before the handler (caller, location, limits) follows
/// from what the cache's key holds (method, target, content type, body, whom the key resolved
/// to) and the session, so a kept answer is what the whole way would answer; it is journaled
/// the same. Anything else (no answer kept, a fault rule, a visitor without a key) goes the whole
/// way. Issue 39: routing and the gateway's layers were most of a polled list's cost.
pub fn kept(app: &AppState, request: &Request, correlation_id: &CorrelationId) -> Option<Response> {
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
    let keyed = match headers.get(&APIKEY) {
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
            session.mark_used();
            Some(principal)
        }
        None => None,
    };
    // Asked as `raw_request` puts it, borrowed from the request: nothing is copied to look.
    let asked = answer_cache::Asked {
        method: request.method().as_str(),
        uri: target(uri),
        content_type: content_type(headers),
        body: &[],
        principal,
    };
    session.catch_up();
    let revision = session.world.revision();
    let kept = session.answers.get(revision, &asked)?;
    // The journal's entry as the answer was first recorded with, at this time and id.
    let mut exchange = kept.exchange.clone();
    exchange.at = session.world.now;
    exchange.correlation_id = correlation_id.clone();
    session.journal.push_recorded(exchange, kept.recorded.clone());
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

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
use crate::session::{DEFAULT_SESSION, SESSION_HEADER, SessionHandle};

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
    let raw = RawRequest {
        method: parts.method.to_string(),
        uri: parts.uri.path_and_query().map_or_else(|| parts.uri.path().to_string(), ToString::to_string),
        content_type: parts.headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).map(str::to_owned),
        body: body.clone(),
    };
    let replaying = parts.extensions.get::<Replay>().is_some();
    let cached = op.method == Method::Get && !replaying && app.options.answer_cache.enabled();
    let key = cached.then(|| answer_cache::Key::of(&raw, caller.principal()));
    // One lock for what runs before the handler: the fault rules, then the answer cache. A request
    // a fault lets through after its latency is answered afresh, as the world is after the wait.
    let (fault, kept) = {
        let mut session = caller.session.lock();
        let fault = if replaying { None } else { session.faults.hit(&raw.method, parts.uri.path()) };
        let kept = match &key {
            Some(key) if fault.is_none() => {
                session.catch_up();
                let revision = session.world.revision();
                Some((revision, session.answers.get(revision, key)))
            }
            _ => None,
        };
        (fault, kept)
    };
    let correlation = parts.extensions.get::<CorrelationId>().map(|c| c.0.clone()).unwrap_or_default();

    let answered = match (fault::answer(fault, op).await, kept, key) {
        (Some(answer), _, _) => Answered::Fresh(answer, None),
        (None, Some((_, Some(kept))), _) => Answered::Kept(kept),
        (None, kept, key) => {
            let to_keep = match (kept, key) {
                (Some((revision, None)), Some(key)) => Some(Keep { revision, key }),
                _ => None,
            };
            // What the handler's extractors read; a kept answer needs none of it.
            parts.extensions.insert(caller.clone());
            parts.extensions.insert(raw.clone());
            Answered::Fresh(next.run(Request::from_parts(parts, Body::from(body))).await, to_keep)
        }
    };
    if replaying {
        return match answered {
            Answered::Fresh(response, _) => response,
            Answered::Kept(kept) => kept.into_response(),
        };
    }
    let limits = &app.options.answer_cache;
    let mut response = record(&caller, op, Exchanged { raw, correlation_id: correlation, limits }, answered).await;
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
        return app.sessions.get_used(named.unwrap_or(DEFAULT_SESSION)).map(|s| (s, None)).ok_or_else(no_route);
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

/// A read's answer to keep in the session's answer cache, under the revision read before it ran.
struct Keep {
    revision: u64,
    key: answer_cache::Key,
}

/// What answered a request: the answer cache (its body already as the journal records it), or a
/// handler or fault (perhaps to keep).
enum Answered {
    Kept(answer_cache::Answer),
    Fresh(Response, Option<Keep>),
}

/// What the gateway knows of a request once it was answered.
struct Exchanged<'a> {
    raw: RawRequest,
    correlation_id: String,
    limits: &'a answer_cache::Limits,
}

/// Adds the exchange to the session's journal (and a fresh read's answer to its answer cache, in
/// the same lock) and hands the response on unchanged.
async fn record(caller: &Caller, op: &'static Operation, exchanged: Exchanged<'_>, answered: Answered) -> Response {
    let Exchanged { raw, correlation_id, limits } = exchanged;
    let (response, recorded, to_keep) = match answered {
        Answered::Kept(kept) => {
            let recorded = kept.recorded.clone();
            (kept.into_response(), recorded, None)
        }
        Answered::Fresh(response, keep) => {
            let (parts, body) = response.into_parts();
            let Ok(bytes) = to_bytes(body, usize::MAX).await else {
                // A dropped connection (fault): nothing complete to record, and none to send.
                return Response::from_parts(parts, fault::broken_body());
            };
            let recorded = RecordedBody::of(bytes.clone());
            let to_keep = keep.map(|Keep { revision, key }| {
                let answer = answer_cache::Answer {
                    status: parts.status,
                    headers: parts.headers.clone(),
                    body: bytes.clone(),
                    recorded: recorded.clone(),
                };
                (revision, key, answer)
            });
            (Response::from_parts(parts, Body::from(bytes)), recorded, to_keep)
        }
    };
    let mut session = caller.session.lock();
    if let Some((revision, key, answer)) = to_keep {
        session.answers.put(revision, key, answer, limits);
    }
    let user = caller.user.and_then(|id| session.world.user(id)).map(|u| u.email.clone());
    let exchange = Exchange {
        at: session.world.now,
        method: raw.method,
        uri: raw.uri,
        operation: op.id,
        user,
        content_type: raw.content_type,
        request_body: raw.body,
        status: response.status().as_u16(),
        response_body: Bytes::new(),
        correlation_id,
    };
    session.journal.push_recorded(exchange, recorded);
    drop(session);
    response
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

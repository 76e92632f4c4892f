//! The HTTP edge: routes from the contract's route table, the gateway every `/v1` request passes
//! (API key, location, faults, journal), and the console at `/app`. No business rules here.

pub mod answer_cache;
pub mod error;
pub mod extract;
pub mod fault;
pub mod foreign;
mod json;
pub mod last_resort;
pub mod validate;
pub mod wire;

mod access;
mod billing;
mod compute;
mod config;
#[cfg(feature = "console")]
mod console;
mod identity;
pub mod metal;
mod network;
mod payment;
mod pricing;
pub mod s3;
pub mod services;
mod storage;

pub use json::Json;

use std::convert::Infallible;

use axum::Router;
use axum::body::{Body, to_bytes};
use axum::extract::{FromRequestParts, RawPathParams, Request, State};
use axum::handler::Handler;
use axum::http::{HeaderName, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{MethodFilter, on};
use axum::{Extension, routing::get};
use bytes::Bytes;
use spec::error::gateway;
use spec::routes::{Auth, Method, Operation, Scope};
use tower_http::services::{ServeDir, ServeFile};
use tower_http::trace::TraceLayer;

use self::error::ApiError;
use self::extract::{Caller, Loc, RawRequest, Replay, ReplayCaller};
use crate::AppState;
use crate::journal::{Exchange, RecordedBody};
use crate::session::{DEFAULT_SESSION, SESSION_HEADER};

pub const CORRELATION_HEADER: HeaderName = HeaderName::from_static("x-warren-correlation-id");
/// Request bodies above this are refused (document uploads fit well within it).
pub const BODY_LIMIT: usize = 16 * 1024 * 1024;

/// The correlation id of the exchange, for handlers and the journal.
#[derive(Clone)]
pub struct CorrelationId(pub String);

/// Registers handlers against the route table's operations.
pub struct ApiRouter {
    state: AppState,
    router: Router<AppState>,
    registered: Vec<&'static str>,
}

impl ApiRouter {
    /// Mounts `handler` at every path of `op`, behind the gateway (or the control guard).
    pub fn op<H, T>(&mut self, op: &'static Operation, handler: H) -> &mut Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        let filter = match op.method {
            Method::Get => MethodFilter::GET,
            Method::Post => MethodFilter::POST,
            Method::Put => MethodFilter::PUT,
            Method::Patch => MethodFilter::PATCH,
            Method::Delete => MethodFilter::DELETE,
        };
        let route = match op.scope {
            Scope::Control => {
                on(filter, handler).layer::<_, Infallible>(middleware::from_fn_with_state(self.state.clone(), control_guard))
            }
            _ => on(filter, handler).layer::<_, Infallible>(middleware::from_fn_with_state(self.state.clone(), gateway)),
        }
        .layer(Extension(op));
        for path in op.mounted_paths() {
            self.router = std::mem::take(&mut self.router).route(&path, route.clone());
        }
        self.registered.push(op.id);
        self
    }
}

impl ApiRouter {
    pub fn new(state: AppState) -> ApiRouter {
        ApiRouter { state, router: Router::new(), registered: Vec::new() }
    }

    /// The application: the operations registered, the gateway's 404 for any other path, the
    /// console at `/app`, correlation ids and tracing; and the ids of the operations (for the
    /// route-table check).
    pub fn finish(self) -> (Router, Vec<&'static str>) {
        let ApiRouter { state, router, registered } = self;
        (app_layers(state, router), registered)
    }
}

/// Every `/v1` operation of every area. (The control API registers its own, in `control`.)
pub fn routes(api: &mut ApiRouter) {
    config::routes(api);
    pricing::routes(api);
    identity::routes(api);
    compute::routes(api);
    access::routes(api);
    billing::routes(api);
    payment::routes(api);
    metal::routes(api);
    network::routes(api);
    storage::routes(api);
    services::routes(api);
}

fn app_layers(state: AppState, router: Router<AppState>) -> Router {
    let mut router = router.fallback(|| async { ApiError::no_route() });
    router = match &state.options.web_dir {
        Some(dir) => router
            .nest_service("/app", ServeDir::new(dir).fallback(ServeFile::new(dir.join("index.html"))))
            .route("/", get(|| async { Redirect::temporary("/app/") })),
        #[cfg(feature = "console")]
        None => router
            .route("/app", get(console::serve))
            .route("/app/", get(console::serve))
            .route("/app/{*rest}", get(console::serve))
            .route("/", get(|| async { Redirect::temporary("/app/") })),
        #[cfg(not(feature = "console"))]
        None => router.route("/app", get(console_missing)).route("/app/{*rest}", get(console_missing)),
    };
    router
        .layer(middleware::from_fn_with_state(state.clone(), s3::dispatch))
        .layer(middleware::from_fn_with_state(state.clone(), correlation))
        .layer(TraceLayer::new_for_http())
        .with_state(state)
}

#[cfg(not(feature = "console"))]
async fn console_missing() -> Response {
    (StatusCode::NOT_FOUND, "The console is not built: run `npm run build:web` and start with --web-dir web/dist\n")
        .into_response()
}

/// Every answer carries `X-Warren-Correlation-Id`, as the real gateway's do.
async fn correlation(State(app): State<AppState>, mut request: Request, next: Next) -> Response {
    let id = app.correlation_id();
    request.extensions_mut().insert(CorrelationId(id.clone()));
    let mut response = next.run(request).await;
    if let Ok(value) = HeaderValue::from_str(&id) {
        response.headers_mut().insert(CORRELATION_HEADER, value);
    }
    response
}

/// What the real gateway does before the API sees a request, and what the simulator adds around
/// it: API key → session and user, location slug, faults, the journal.
async fn gateway(State(app): State<AppState>, request: Request, next: Next) -> Response {
    let Some(op) = request.extensions().get::<&'static Operation>().copied() else {
        return ApiError::no_route().into_response();
    };
    let (mut parts, body) = request.into_parts();
    let key = parts.headers.get("apikey").and_then(|v| v.to_str().ok()).map(str::to_owned);
    let resolved = match parts.extensions.get::<ReplayCaller>() {
        Some(ReplayCaller(session, principal)) => app.sessions.get(session).map(|s| (s, *principal)),
        None => app.sessions.resolve_key(key.as_deref().unwrap_or_default()),
    };
    let caller = match (resolved, op.auth) {
        (Some((session, principal)), _) => {
            Caller { session, user: Some(principal.user), acting_user: principal.acting_user, scope: principal.scope }
        }
        (None, Auth::ApiKey) if key.is_none() => {
            return ApiError::gateway(StatusCode::UNAUTHORIZED, gateway::NO_API_KEY).into_response();
        }
        (None, Auth::ApiKey) => {
            return ApiError::gateway(StatusCode::FORBIDDEN, gateway::INVALID_CREDENTIALS).into_response();
        }
        (None, Auth::Public) => {
            let named = parts.headers.get(SESSION_HEADER).and_then(|v| v.to_str().ok());
            match app.sessions.get(named.unwrap_or(DEFAULT_SESSION)) {
                Some(session) => Caller { session, user: None, acting_user: None, scope: None },
                None => return ApiError::no_route().into_response(),
            }
        }
    };
    let slug = match RawPathParams::from_request_parts(&mut parts, &app).await {
        Ok(params) => params.iter().find(|(name, _)| *name == "location").map(|(_, v)| v.to_owned()),
        Err(_) => None,
    };
    if op.scope == Scope::Location {
        let brand = caller.session.lock().brand.clone();
        let location = match slug {
            Some(slug) => brand.config.locations.iter().find(|l| l.slug == slug),
            None => brand.config.locations.iter().find(|l| l.is_default),
        };
        match location {
            Some(location) => parts.extensions.insert(Loc(location.clone())),
            None => return ApiError::no_route().into_response(),
        };
    }
    let body = match to_bytes(body, BODY_LIMIT).await {
        Ok(bytes) => bytes,
        Err(e) if timed_out(&e) => return ApiError::gateway(StatusCode::REQUEST_TIMEOUT, gateway::BODY_TIMEOUT).into_response(),
        Err(_) => return ApiError::gateway(StatusCode::PAYLOAD_TOO_LARGE, gateway::BODY_TOO_LARGE).into_response(),
    };
    let raw = RawRequest {
        method: parts.method.to_string(),
        uri: parts.uri.path_and_query().map_or_else(|| parts.uri.path().to_string(), ToString::to_string),
        content_type: parts.headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).map(str::to_owned),
        body: body.clone(),
    };
    let replaying = parts.extensions.get::<Replay>().is_some();
    let fault = if replaying { None } else { caller.session.lock().faults.hit(&raw.method, parts.uri.path()) };
    let correlation = parts.extensions.get::<CorrelationId>().map(|c| c.0.clone()).unwrap_or_default();
    parts.extensions.insert(caller.clone());
    parts.extensions.insert(raw.clone());

    let response = match fault::answer(fault, op).await {
        Some(answer) => answer,
        None if op.method == Method::Get && !replaying && app.options.answer_cache.enabled() => {
            let key = answer_cache::Key::of(&raw, caller.principal());
            let (revision, kept) = {
                let mut session = caller.session.lock();
                session.catch_up();
                let revision = session.world.revision();
                (revision, session.answers.get(revision, &key))
            };
            match kept {
                Some(kept) => kept,
                None => {
                    let response = next.run(Request::from_parts(parts, Body::from(body))).await;
                    keep(&caller, &app.options.answer_cache, revision, key, response).await
                }
            }
        }
        None => next.run(Request::from_parts(parts, Body::from(body))).await,
    };
    if replaying {
        return response;
    }
    record(&caller, op, raw, correlation, response).await
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

/// Keeps a read's answer in the session's answer cache under the revision read before it ran.
async fn keep(
    caller: &Caller,
    limits: &answer_cache::Limits,
    revision: u64,
    key: answer_cache::Key,
    response: Response,
) -> Response {
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = to_bytes(body, usize::MAX).await else {
        return Response::from_parts(parts, fault::broken_body());
    };
    let recorded = RecordedBody::of(bytes.clone());
    let answer = answer_cache::Answer {
        status: parts.status,
        headers: parts.headers.clone(),
        body: bytes.clone(),
        recorded: recorded.clone(),
    };
    caller.session.lock().answers.put(revision, key, answer, limits);
    parts.extensions.insert(recorded);
    Response::from_parts(parts, Body::from(bytes))
}

/// Adds the exchange to the session's journal and hands the response on unchanged.
async fn record(
    caller: &Caller,
    op: &'static Operation,
    raw: RawRequest,
    correlation_id: String,
    response: Response,
) -> Response {
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = to_bytes(body, usize::MAX).await else {
        // A dropped connection (fault): nothing complete to record, and none to send.
        return Response::from_parts(parts, fault::broken_body());
    };
    // A kept answer brings its body as recorded when it was rendered.
    let recorded = parts.extensions.remove::<RecordedBody>().unwrap_or_else(|| RecordedBody::of(bytes.clone()));
    let mut session = caller.session.lock();
    let user = caller.user.and_then(|id| session.world.user(id)).map(|u| u.email.clone());
    let exchange = Exchange {
        at: session.world.now,
        method: raw.method,
        uri: raw.uri,
        operation: op.id,
        user,
        content_type: raw.content_type,
        request_body: raw.body,
        status: parts.status.as_u16(),
        response_body: Bytes::new(),
        correlation_id,
    };
    session.journal.push_recorded(exchange, recorded);
    drop(session);
    Response::from_parts(parts, Body::from(bytes))
}

/// Under `/__sim` but not control: the stand-in identity provider and payment pages, which the
/// console's users reach from their browsers like the real third parties.
const BROWSER_FACING: [&str; 2] = ["/__sim/idp/", "/__sim/pay/"];

/// The control API is for this machine's tools: no foreign page may drive it (`foreign`), and a
/// token is required when one was configured.
async fn control_guard(State(app): State<AppState>, request: Request, next: Next) -> Response {
    // A replayed request comes from the server's own state log, not from a client.
    let replaying = request.extensions().get::<Replay>().is_some();
    let browser_facing = BROWSER_FACING.iter().any(|prefix| request.uri().path().starts_with(prefix));
    if !replaying
        && let Err(refusal) = foreign::check(request.method(), request.headers(), browser_facing, &app.options.allowed_hosts)
    {
        return ApiError::gateway(refusal.status, &refusal.message).into_response();
    }
    if let (Some(token), false) = (&app.options.control_token, replaying || browser_facing) {
        let given = request.headers().get(header::AUTHORIZATION).and_then(|v| v.to_str().ok());
        if given.and_then(|g| g.strip_prefix("Bearer ")) != Some(token.as_str()) {
            return ApiError::gateway(StatusCode::UNAUTHORIZED, "A valid control token is required").into_response();
        }
    }
    next.run(request).await
}

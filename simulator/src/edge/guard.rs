//! The guard of `/__sim`. The control API is for this machine's tools: no foreign page may drive
//! it ([`super::foreign`]), and a token is required when one was configured. Which session a
//! request may touch is decided on the session the route names, decoded as its handler decodes
//! it ([`reach`]).
//!
//! A service of its own rather than `middleware::from_fn`, which cloned the route, boxed it and
//! boxed its future on every call: a route that names no session (`/__sim/health`) is decided
//! without awaiting anything and runs its handler's own future (issue 39).

use std::convert::Infallible;
use std::task::{Context, Poll};

use axum::extract::Request;
use axum::http::StatusCode;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use futures_util::future::{BoxFuture, Either, Ready, ready};
use spec::routes::Operation;
use tower::{Service, ServiceExt};

use super::error::ApiError;
use super::extract::Replay;
use super::foreign::{self, Exposure};
use super::reach::{self, Standing};
use super::{AppState, visitor};

/// Under `/__sim` but not control: the stand-in identity provider and payment pages, which the
/// console's users reach from their browsers like the real third parties. Told by the matched
/// route's template, not by the path as sent.
const BROWSER_FACING: [&str; 2] = ["/__sim/idp/", "/__sim/pay/"];

/// The guard of `op` around its handler.
#[derive(Clone)]
pub struct Guard<S> {
    app: AppState,
    op: &'static Operation,
    inner: S,
}

impl<S> Guard<S> {
    pub fn new(app: AppState, op: &'static Operation, inner: S) -> Guard<S> {
        Guard { app, op, inner }
    }
}

/// What the guard decided of a request.
enum Verdict {
    /// On to the handler, with a new visitor's cookie to set on its answer.
    Pass(Request, Option<String>),
    Refuse(Response),
}

type Answer = Result<Response, Infallible>;

impl<S> Service<Request> for Guard<S>
where
    S: Service<Request, Response = Response, Error = Infallible> + Clone + Send + 'static,
    S::Future: Send + 'static,
{
    type Response = Response;
    type Error = Infallible;
    type Future = Either<Either<S::Future, Ready<Answer>>, BoxFuture<'static, Answer>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request) -> Self::Future {
        let (app, op) = (&self.app, self.op);
        let (mut parts, body) = request.into_parts();
        parts.extensions.insert(op);
        // A replayed request comes from the server's own state log, not from a client.
        if parts.extensions.get::<Replay>().is_some() {
            parts.extensions.insert(Standing::Operator);
            return self.run(Verdict::Pass(Request::from_parts(parts, body), None));
        }
        let browser_facing = BROWSER_FACING.iter().any(|prefix| op.path.starts_with(prefix));
        let exposure = if app.options.public || app.visitors.is_some() { Exposure::Exposed } else { Exposure::Local };
        let request = (&parts.method, &parts.uri, &parts.headers);
        if let Err(refusal) = foreign::check(request, browser_facing, &app.options.allowed_hosts, exposure) {
            return self.run(Verdict::Refuse(ApiError::gateway(refusal.status, &refusal.message).into_response()));
        }
        // A route without parameters (`/__sim/health`) names no session: nothing to decode.
        if op.path_params().next().is_none() {
            let verdict = admit(app, op, parts, body, None, browser_facing);
            return self.run(verdict);
        }
        let (app, inner) = (self.app.clone(), self.inner.clone());
        Either::Right(Box::pin(async move {
            let named = match reach::named_session(&mut parts, &app).await {
                Ok(named) => named,
                Err(refused) => return Ok(refused.into_response()),
            };
            match admit(&app, op, parts, body, named, browser_facing) {
                Verdict::Pass(request, cookie) => pass(inner, request, cookie).await,
                Verdict::Refuse(response) => Ok(response),
            }
        }))
    }
}

impl<S> Guard<S>
where
    S: Service<Request, Response = Response, Error = Infallible> + Clone + Send + 'static,
    S::Future: Send + 'static,
{
    /// The verdict carried out: the handler's own future when nothing is added to its answer.
    fn run(&mut self, verdict: Verdict) -> <Self as Service<Request>>::Future {
        match verdict {
            Verdict::Pass(request, None) => Either::Left(Either::Left(self.inner.call(request))),
            Verdict::Pass(request, cookie) => Either::Right(Box::pin(pass(self.inner.clone(), request, cookie))),
            Verdict::Refuse(response) => Either::Left(Either::Right(ready(Ok(response)))),
        }
    }
}

async fn pass<S>(inner: S, request: Request, cookie: Option<String>) -> Answer
where
    S: Service<Request, Response = Response, Error = Infallible>,
{
    let mut response = inner.oneshot(request).await?;
    if let Some(cookie) = cookie {
        visitor::set_cookie(&mut response, &cookie);
    }
    Ok(response)
}

/// Who may go on, by the caller's standing and the session the route names.
fn admit(
    app: &AppState,
    op: &'static Operation,
    mut parts: Parts,
    body: axum::body::Body,
    named: Option<String>,
    browser_facing: bool,
) -> Verdict {
    let standing = Standing::of(app, &parts.headers);
    parts.extensions.insert(standing.clone());
    let mut request = Request::from_parts(parts, body);
    match standing {
        Standing::Operator => Verdict::Pass(request, None),
        Standing::Visitor(own) => {
            let Some(visitors) = &app.visitors else { return Verdict::Pass(request, None) };
            let call = visitor::Call { op, named, own, browser_facing };
            match visitor::control(app, visitors, call, &mut request) {
                Ok(cookie) => Verdict::Pass(request, cookie),
                Err(refused) => Verdict::Refuse(*refused),
            }
        }
        Standing::Stranger if browser_facing => Verdict::Pass(request, None),
        Standing::Stranger => {
            Verdict::Refuse(ApiError::gateway(StatusCode::UNAUTHORIZED, "A valid control token is required").into_response())
        }
    }
}

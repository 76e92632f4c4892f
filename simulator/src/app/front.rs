//! What every request passes first, in one layer around the whole application (not around each
//! route, which made every request clone the stack of layers once per layer): the request
//! target's and head's limits, a correlation id on every answer, the S3 endpoint, a polled read's
//! kept answer (before routing: see `gateway::kept`), the last resort
//! for a handler that panics, and the gateway's body on the router's 405.

use std::convert::Infallible;
use std::future::Future;
use std::panic::AssertUnwindSafe;
use std::pin::Pin;
use std::task::{Context, Poll, ready};
use std::time::Instant;

use axum::Router;
use axum::extract::Request;
use axum::http::{Method, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::future::RouteFuture;
use futures_util::FutureExt;
use futures_util::future::{BoxFuture, CatchUnwind, Either, Ready, ready};
use tower::Service;

use crate::edge::{AppState, CORRELATION_HEADER, gateway, last_resort, limits};
use crate::http::s3;
use crate::journal::CorrelationId;

/// The front around the application's routes. A service of its own rather than
/// `middleware::from_fn`: a polled read's kept answer is made here without routing, without a
/// boxed future and without the request's extensions (issue 39: those were most of its cost).
#[derive(Clone)]
pub struct Front {
    app: AppState,
    routes: Router,
}

impl Front {
    pub fn new(app: AppState, routes: Router) -> Front {
        Front { app, routes }
    }
}

/// What the debug log says of an answer (what tower-http's trace layer logged), taken only when
/// debug is on.
struct Traced {
    started: Instant,
    method: Method,
    uri: Uri,
}

impl Service<Request> for Front {
    type Response = Response;
    type Error = Infallible;
    type Future = Either<Ready<Result<Response, Infallible>>, Either<Routed, BoxFuture<'static, Result<Response, Infallible>>>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        // The routes are a `Router`, always ready.
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, mut request: Request) -> Self::Future {
        let id = self.app.correlation_id();
        let traced = tracing::enabled!(tracing::Level::DEBUG).then(|| Traced {
            started: Instant::now(),
            method: request.method().clone(),
            uri: request.uri().clone(),
        });
        if let Err(refused) = limits::head(&request) {
            return Either::Left(ready(Ok(finish(refused.into_response(), &id, traced))));
        }
        let s3 = s3::endpoint(&self.app, &request);
        if s3.is_none() {
            match std::panic::catch_unwind(AssertUnwindSafe(|| gateway::kept(&self.app, &request, &id))) {
                Ok(Some(kept)) => return Either::Left(ready(Ok(finish(kept, &id, traced)))),
                Ok(None) => {}
                Err(panic) => {
                    let answer = last_resort::answer(panic, &id, request.method(), request.uri());
                    return Either::Left(ready(Ok(finish(answer, &id, traced))));
                }
            }
        }
        request.extensions_mut().insert(id.clone());
        let asked = (request.method().clone(), request.uri().clone());
        let Some(target) = s3 else {
            // The router is always ready; its own future, not a boxed one (issue 39).
            let answer = AssertUnwindSafe(self.routes.call(request)).catch_unwind();
            return Either::Right(Either::Left(Routed { answer, id, asked, traced }));
        };
        let app = self.app.clone();
        Either::Right(Either::Right(Box::pin(async move {
            let response = match AssertUnwindSafe(s3::serve(&app, target, request)).catch_unwind().await {
                Ok(response) => response,
                Err(panic) => last_resort::answer(panic, &id, &asked.0, &asked.1),
            };
            Ok(finish(response, &id, traced))
        })))
    }
}

/// A routed request's answer: the router's future, a panic in it answered by the last resort,
/// the router's 405 in the gateway's body, and the correlation id added.
pub struct Routed {
    answer: CatchUnwind<AssertUnwindSafe<RouteFuture<Infallible>>>,
    id: CorrelationId,
    /// The request's method and target, for the last resort's log line.
    asked: (Method, Uri),
    traced: Option<Traced>,
}

impl Future for Routed {
    type Output = Result<Response, Infallible>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let routed = self.get_mut();
        let response = match ready!(Pin::new(&mut routed.answer).poll(cx)) {
            Ok(Ok(response)) => limits::method_not_allowed(response),
            Err(panic) => last_resort::answer(panic, &routed.id, &routed.asked.0, &routed.asked.1),
        };
        Poll::Ready(Ok(finish(response, &routed.id, routed.traced.take())))
    }
}

/// The answer with its correlation id, logged when debug is on.
fn finish(mut response: Response, id: &CorrelationId, traced: Option<Traced>) -> Response {
    if let Some(value) = id.header() {
        response.headers_mut().insert(CORRELATION_HEADER, value);
    }
    if let Some(Traced { started, method, uri }) = traced {
        tracing::debug!(correlation_id = %id, %method, %uri, status = response.status().as_u16(), latency = ?started.elapsed(), "answered");
    }
    response
}

#[cfg(test)]
mod tests {
    use axum::Router;
    use axum::body::{Body, to_bytes};
    use axum::http::StatusCode;
    use axum::routing::get;
    use tower::ServiceExt;

    use super::*;

    async fn boom() -> &'static str {
        panic!("planted")
    }

    #[tokio::test]
    async fn a_panicking_handler_answers_500_with_a_correlation_id() {
        let app = AppState::new(crate::edge::Options::default()).expect("a server state");
        let front = Front::new(app, Router::new().route("/boom", get(boom)));
        let response = front.oneshot(Request::get("/boom").body(Body::empty()).unwrap()).await.unwrap();
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        assert!(response.headers()[CORRELATION_HEADER].to_str().unwrap().starts_with("sim-"));
        let body = to_bytes(response.into_body(), usize::MAX).await.unwrap();
        assert_eq!(&body[..], br#"{"message":"An unexpected error occurred"}"#);
    }
}

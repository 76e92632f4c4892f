//! What every request passes first, in one layer around the whole application (not around each
//! route, which made every request clone the stack of layers once per layer): the request
//! target's and head's limits, a correlation id on every answer, the S3 endpoint, the last resort
//! for a handler that panics, and the gateway's body on the router's 405.

use std::panic::AssertUnwindSafe;
use std::time::Instant;

use axum::extract::{Request, State};
use axum::http::HeaderValue;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use futures_util::FutureExt;

use crate::edge::{AppState, CORRELATION_HEADER, CorrelationId, last_resort, limits};
use crate::http::s3;

pub async fn front(State(app): State<AppState>, mut request: Request, next: Next) -> Response {
    // An id made outside (a test driving a layer alone) is kept.
    let id = match request.extensions().get::<CorrelationId>() {
        Some(id) => id.0.clone(),
        None => {
            let id = app.correlation_id();
            request.extensions_mut().insert(CorrelationId(id.clone()));
            id
        }
    };
    // What tower-http's trace layer logged (at debug level), without its cost when nobody reads it.
    let traced =
        tracing::enabled!(tracing::Level::DEBUG).then(|| (Instant::now(), request.method().clone(), request.uri().clone()));
    let mut response = match limits::head(&request) {
        Err(refused) => refused.into_response(),
        Ok(()) => {
            let (method, uri) = (request.method().clone(), request.uri().clone());
            let served = async {
                match s3::endpoint(&app, &request) {
                    Some(target) => s3::serve(&app, target, request).await,
                    None => next.run(request).await,
                }
            };
            match AssertUnwindSafe(served).catch_unwind().await {
                Ok(response) => limits::method_not_allowed(response),
                Err(panic) => last_resort::answer(panic, &id, &method, &uri),
            }
        }
    };
    if let Ok(value) = HeaderValue::from_str(&id) {
        response.headers_mut().insert(CORRELATION_HEADER, value);
    }
    if let Some((started, method, uri)) = traced {
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
        let router = Router::new().route("/boom", get(boom)).layer(axum::middleware::from_fn_with_state(app, front));
        let response = router.oneshot(Request::get("/boom").body(Body::empty()).unwrap()).await.unwrap();
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        assert!(response.headers()[CORRELATION_HEADER].to_str().unwrap().starts_with("sim-"));
        let body = to_bytes(response.into_body(), usize::MAX).await.unwrap();
        assert_eq!(&body[..], br#"{"message":"An unexpected error occurred"}"#);
    }
}

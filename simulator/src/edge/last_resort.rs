//! The last resort: a handler that panics answers 500 in the gateway's shape with a correlation
//! id, and the panic is logged under that id, instead of the connection being dropped with no
//! answer. Nothing a client sends should get here — every input that once did is refused with a
//! 400 before (`simulator/tests/bad_time.rs`) — so a 500 from it is a bug to report, not a fault.

use std::panic::AssertUnwindSafe;

use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use futures_util::FutureExt;
use spec::error::gateway;

use super::error::ApiError;
use super::{AppState, CORRELATION_HEADER, CorrelationId};

pub async fn catch_panics(State(app): State<AppState>, request: Request, next: Next) -> Response {
    let (method, uri) = (request.method().clone(), request.uri().clone());
    // The correlation layer outside answers with this id too; alone (in a test) one is made here.
    let correlation = request.extensions().get::<CorrelationId>().map_or_else(|| app.correlation_id(), |c| c.0.clone());
    let panic = match AssertUnwindSafe(next.run(request)).catch_unwind().await {
        Ok(response) => return response,
        Err(panic) => panic,
    };
    let what = panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_default();
    tracing::error!(correlation_id = %correlation, %method, %uri, "a handler panicked: {what}");
    let mut response = ApiError::gateway(StatusCode::INTERNAL_SERVER_ERROR, gateway::UNEXPECTED).into_response();
    if let Ok(value) = HeaderValue::from_str(&correlation) {
        response.headers_mut().insert(CORRELATION_HEADER, value);
    }
    response
}

#[cfg(test)]
mod tests {
    use axum::Router;
    use axum::body::{Body, to_bytes};
    use axum::routing::get;
    use tower::ServiceExt;

    use super::*;

    async fn boom() -> &'static str {
        panic!("planted")
    }

    #[tokio::test]
    async fn a_panicking_handler_answers_500_with_a_correlation_id() {
        let app = AppState::new(crate::edge::Options::default()).expect("a server state");
        let router = Router::new().route("/boom", get(boom)).layer(axum::middleware::from_fn_with_state(app, catch_panics));
        let response = router.oneshot(Request::get("/boom").body(Body::empty()).unwrap()).await.unwrap();
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        assert!(response.headers()[CORRELATION_HEADER].to_str().unwrap().starts_with("sim-"));
        let body = to_bytes(response.into_body(), usize::MAX).await.unwrap();
        assert_eq!(&body[..], br#"{"message":"An unexpected error occurred"}"#);
    }
}

//! The last resort: a handler that panics answers 500 in the gateway's shape with a correlation
//! id, and the panic is logged under that id, instead of the connection being dropped with no
//! answer. Nothing a client sends should get here — every input that once did is refused with a
//! 400 before (`simulator/tests/bad_time.rs`) — so a 500 from it is a bug to report, not a fault.

use std::any::Any;

use axum::http::{Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use spec::error::gateway;

use super::error::ApiError;

/// The answer to a request whose handler panicked with `panic` (caught by [`super::front`], which
/// adds the correlation id to it as to every answer); the panic is logged under that id.
pub fn answer(panic: Box<dyn Any + Send>, correlation: &str, method: &Method, uri: &Uri) -> Response {
    let what = panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_default();
    tracing::error!(correlation_id = %correlation, %method, %uri, "a handler panicked: {what}");
    ApiError::gateway(StatusCode::INTERNAL_SERVER_ERROR, gateway::UNEXPECTED).into_response()
}

#[cfg(test)]
mod tests {
    use axum::Router;
    use axum::body::{Body, to_bytes};
    use axum::extract::Request;
    use axum::routing::get;
    use tower::ServiceExt;

    use super::*;
    use crate::edge::{AppState, CORRELATION_HEADER};

    async fn boom() -> &'static str {
        panic!("planted")
    }

    #[tokio::test]
    async fn a_panicking_handler_answers_500_with_a_correlation_id() {
        let app = AppState::new(crate::edge::Options::default()).expect("a server state");
        let router =
            Router::new().route("/boom", get(boom)).layer(axum::middleware::from_fn_with_state(app, crate::edge::front::front));
        let response = router.oneshot(Request::get("/boom").body(Body::empty()).unwrap()).await.unwrap();
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        assert!(response.headers()[CORRELATION_HEADER].to_str().unwrap().starts_with("sim-"));
        let body = to_bytes(response.into_body(), usize::MAX).await.unwrap();
        assert_eq!(&body[..], br#"{"message":"An unexpected error occurred"}"#);
    }
}

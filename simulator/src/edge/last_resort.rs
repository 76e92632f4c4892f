//! The last resort: a handler that panics answers 500 in the gateway's shape with a correlation
//! id, and the panic is logged under that id, instead of the connection being dropped with no
//! answer. Nothing a client sends should get here — every input that once did is refused with a
//! 400 before (`simulator/tests/bad_time.rs`) — so a 500 from it is a bug to report, not a fault.

use std::any::Any;

use axum::http::{Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use spec::error::gateway;

use super::error::ApiError;
use crate::journal::CorrelationId;

/// The answer to a request whose handler panicked with `panic` (caught by composition's front layer, `app/front.rs`, which
/// adds the correlation id to it as to every answer); the panic is logged under that id.
pub fn answer(panic: Box<dyn Any + Send>, correlation: &CorrelationId, method: &Method, uri: &Uri) -> Response {
    let what = panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_default();
    tracing::error!(correlation_id = %correlation, %method, %uri, "a handler panicked: {what}");
    ApiError::gateway(StatusCode::INTERNAL_SERVER_ERROR, gateway::UNEXPECTED).into_response()
}

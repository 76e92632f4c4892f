//! Shapes what a hit fault rule answers: latency, an area-shaped error, a raw body, a proxy's
//! HTML page, a gateway 502/504, or a connection dropped mid-answer.

use std::time::Duration;

use crate::edge::Json;
use axum::body::Body;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use spec::control::FaultCreate;
use spec::error::{ERROR_PERFORMING_ACTION, gateway};
use spec::routes::Operation;

use super::error::ApiError;

/// The answer a fault gives instead of the API's, or `None` to let the request through
/// (after any latency the rule adds).
pub async fn answer(fault: Option<FaultCreate>, op: &Operation) -> Option<Response> {
    answer_with(fault, |status, error| {
        let answer = match (error, status.as_u16()) {
            (Some(message), _) => ApiError::general(op.errors, status, &message),
            (None, 502) => ApiError::gateway(status, gateway::BAD_GATEWAY),
            (None, 504) => ApiError::gateway(status, gateway::GATEWAY_TIMEOUT),
            // A bare 500 is the operation's documented failure (docs/product/conventions.md#failures).
            (None, 500) => ApiError::general(op.errors, status, op.failure),
            (None, _) => ApiError::general(op.errors, status, ERROR_PERFORMING_ACTION),
        };
        answer.into_response()
    })
    .await
}

/// What every endpoint's faults share: the latency, a dropped connection, the rule's raw body or
/// a proxy's page; the rest is the endpoint's own error for the status (`error` is the rule's
/// message, if it gives one).
pub async fn answer_with(
    fault: Option<FaultCreate>,
    error: impl FnOnce(StatusCode, Option<String>) -> Response,
) -> Option<Response> {
    let fault = fault?;
    if fault.latency_ms > 0 {
        tokio::time::sleep(Duration::from_millis(fault.latency_ms)).await;
    }
    if fault.drop {
        return Some(Response::new(broken_body()));
    }
    let passes_through = fault.status.is_none() && fault.error.is_none() && fault.body.is_none() && !fault.html;
    if passes_through {
        return None;
    }
    let status = StatusCode::from_u16(fault.status.unwrap_or(if fault.html { 502 } else { 500 }))
        .unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    if fault.html {
        let page = format!(
            "<html><head><title>{status}</title></head><body><center><h1>{status}</h1></center><hr><center>nginx</center></body></html>\n"
        );
        return Some((status, [(header::CONTENT_TYPE, "text/html; charset=utf-8")], page).into_response());
    }
    if let Some(body) = fault.body {
        return Some((status, Json(body)).into_response());
    }
    Some(error(status, fault.error))
}

/// A body that fails as soon as it is read: the server closes the connection mid-answer.
pub fn broken_body() -> Body {
    Body::from_stream(futures_util::stream::once(async {
        Err::<bytes::Bytes, _>(std::io::Error::other("fault: connection dropped"))
    }))
}

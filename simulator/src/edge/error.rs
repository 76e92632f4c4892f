//! The one place where failures become HTTP answers: a status and the area's error body.

use std::collections::BTreeMap;

use crate::edge::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};
use spec::error::{GENERAL, gateway};
use spec::routes::{ErrorStyle, Operation};

use crate::domain::DomainError;

/// What [`ApiError::not_recorded`] says; our wording.
pub const NOT_RECORDED: &str = "The change could not be recorded (the disk holding the simulator's state is full or failing); nothing changed: try again later";

#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub body: Value,
}

impl ApiError {
    /// The gateway's `{"message": ...}` answers (Kong).
    pub fn gateway(status: StatusCode, message: &str) -> ApiError {
        ApiError { status, body: json!({ "message": message }) }
    }

    /// A change the state file's log could not take (its disk full or failing): refused whole,
    /// nothing changed, so the client may send it again once the disk has room. 503, not 507:
    /// the condition passes, and clients retry a 503.
    pub fn not_recorded() -> ApiError {
        Self::gateway(StatusCode::SERVICE_UNAVAILABLE, NOT_RECORDED)
    }

    pub fn no_route() -> ApiError {
        Self::gateway(StatusCode::NOT_FOUND, gateway::NO_ROUTE)
    }

    /// A general message in the area's shape.
    pub fn general(style: ErrorStyle, status: StatusCode, message: &str) -> ApiError {
        let body = match style {
            ErrorStyle::Errors => json!({ "errors": { GENERAL: message } }),
            ErrorStyle::Message => json!({ "message": message }),
            ErrorStyle::Provider => json!({ "error": "invalid_request", "error_description": message }),
        };
        ApiError { status, body }
    }

    /// Field errors (status 400) in the area's shape.
    pub fn fields(style: ErrorStyle, fields: BTreeMap<String, String>) -> ApiError {
        let body = match style {
            ErrorStyle::Errors => json!({ "errors": fields }),
            ErrorStyle::Message | ErrorStyle::Provider => {
                // A text that already names its field, as the live billing-account one does, is
                // not prefixed again.
                let named =
                    |f: &str, m: &str| if m.starts_with(&format!("'{f}'")) { m.to_string() } else { format!("'{f}': {m}") };
                let text: Vec<String> = fields.iter().map(|(f, m)| named(f, m)).collect();
                Self::general(style, StatusCode::BAD_REQUEST, &text.join("; ")).body
            }
        };
        ApiError { status: StatusCode::BAD_REQUEST, body }
    }

    /// A domain failure as `op` answers it: its area's body, its statuses.
    pub fn from_domain(op: &Operation, error: DomainError) -> ApiError {
        let status = |code: u16| StatusCode::from_u16(code).unwrap_or(StatusCode::BAD_REQUEST);
        match error {
            DomainError::Invalid(fields) => Self::fields(op.errors, fields),
            DomainError::NotFound(m) => Self::general(op.errors, status(op.not_found), &m),
            DomainError::Conflict(m) => Self::general(op.errors, status(op.conflict), &m),
            DomainError::Forbidden(m) => Self::general(op.errors, StatusCode::FORBIDDEN, &m),
            DomainError::ConsumerForbidden => {
                ApiError { status: StatusCode::FORBIDDEN, body: json!(spec::error::ConsumerForbiddenBody::new()) }
            }
            DomainError::Failed => Self::general(op.errors, StatusCode::INTERNAL_SERVER_ERROR, op.failure),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = (self.status, Json(self.body)).into_response();
        if self.status == StatusCode::UNAUTHORIZED {
            response.headers_mut().insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Key realm=\"kong\""));
        }
        response
    }
}

pub type ApiResult<T> = Result<T, ApiError>;

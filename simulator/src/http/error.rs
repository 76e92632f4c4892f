//! The one place where failures become HTTP answers: a status and the area's error body.

use std::collections::BTreeMap;

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};
use spec::error::{GENERAL, gateway};
use spec::routes::ErrorStyle;

use crate::domain::DomainError;

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

    pub fn no_route() -> ApiError {
        Self::gateway(StatusCode::NOT_FOUND, gateway::NO_ROUTE)
    }

    /// A general message in the area's shape.
    pub fn general(style: ErrorStyle, status: StatusCode, message: &str) -> ApiError {
        let body = match style {
            ErrorStyle::Errors => json!({ "errors": { GENERAL: message } }),
            ErrorStyle::Message => json!({ "message": message }),
        };
        ApiError { status, body }
    }

    /// Field errors (status 400) in the area's shape.
    pub fn fields(style: ErrorStyle, fields: BTreeMap<String, String>) -> ApiError {
        let body = match style {
            ErrorStyle::Errors => json!({ "errors": fields }),
            ErrorStyle::Message => {
                let text: Vec<String> = fields.iter().map(|(f, m)| format!("'{f}': {m}")).collect();
                json!({ "message": text.join("; ") })
            }
        };
        ApiError { status: StatusCode::BAD_REQUEST, body }
    }

    pub fn from_domain(style: ErrorStyle, error: DomainError) -> ApiError {
        match error {
            DomainError::Invalid { field, message } => Self::fields(style, BTreeMap::from([(field, message)])),
            DomainError::NotFound(m) => Self::general(style, StatusCode::NOT_FOUND, &m),
            DomainError::Conflict(m) => Self::general(style, StatusCode::CONFLICT, &m),
            DomainError::Forbidden(m) => Self::general(style, StatusCode::FORBIDDEN, &m),
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

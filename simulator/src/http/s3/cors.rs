//! Browsers' cross-origin calls to the S3 endpoint: preflights and the headers of actual
//! requests, both answered from the addressed bucket's CORS rules.

use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::{S3Error, S3Request, S3Result, Target};
use crate::domain::storage::bucket::{self, BucketRecord};
use crate::domain::storage::object::ObjectError;
use crate::session::Session;

/// The bucket addressed, whoever owns it (preflights carry no credentials).
fn addressed<'s>(session: &'s Session, target: &Target) -> Option<&'s BucketRecord> {
    target.bucket.as_deref().and_then(|name| bucket::named(&session.world, name))
}

/// A CORS preflight, answered from the bucket's CORS rules.
pub(super) fn preflight(session: &Session, target: &Target, request: &S3Request) -> S3Result<Response> {
    let forbidden = || S3Error::new(StatusCode::FORBIDDEN, "AccessForbidden", "CORSResponse: This CORS request is not allowed.");
    let bucket = addressed(session, target).ok_or_else(|| S3Error::from(ObjectError::NoSuchBucket))?;
    let origin = request.header("origin").ok_or_else(forbidden)?;
    let method = request.header("access-control-request-method").ok_or_else(forbidden)?;
    let rule = bucket.cors_rule(origin, method).ok_or_else(forbidden)?;
    let requested = request.header("access-control-request-headers").unwrap_or("");
    let allowed = |h: &str| rule.allowed_headers.iter().any(|a| a == "*" || a.eq_ignore_ascii_case(h.trim()));
    if !requested.split(',').filter(|h| !h.trim().is_empty()).all(allowed) {
        return Err(forbidden());
    }
    let mut response = StatusCode::OK.into_response();
    let headers = response.headers_mut();
    let allow_origin = if rule.allowed_origins.iter().any(|o| o == "*") { "*" } else { origin };
    for (name, value) in [
        (header::ACCESS_CONTROL_ALLOW_ORIGIN, allow_origin.to_string()),
        (header::ACCESS_CONTROL_ALLOW_METHODS, rule.allowed_methods.join(", ")),
        (header::ACCESS_CONTROL_ALLOW_HEADERS, requested.to_string()),
        (header::ACCESS_CONTROL_EXPOSE_HEADERS, rule.expose_headers.join(", ")),
        (header::ACCESS_CONTROL_MAX_AGE, rule.max_age_seconds.to_string()),
        (header::VARY, "Origin, Access-Control-Request-Headers, Access-Control-Request-Method".into()),
    ] {
        if let Ok(value) = HeaderValue::from_str(&value) {
            headers.insert(name, value);
        }
    }
    Ok(response)
}

/// The CORS headers of an actual request from a browser whose origin the bucket allows.
pub(super) fn cors_headers(session: &Session, target: &Target, request: &S3Request) -> HeaderMap {
    let mut headers = HeaderMap::new();
    let (Some(bucket), Some(origin)) = (addressed(session, target), request.header("origin")) else { return headers };
    if let Some(rule) = bucket.cors_rule(origin, request.method.as_str()) {
        let allow = if rule.allowed_origins.iter().any(|o| o == "*") { "*" } else { origin };
        if let Ok(value) = HeaderValue::from_str(allow) {
            headers.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, value);
        }
        if let Ok(value) = HeaderValue::from_str(&rule.expose_headers.join(", ")) {
            headers.insert(header::ACCESS_CONTROL_EXPOSE_HEADERS, value);
        }
        headers.insert(header::VARY, HeaderValue::from_static("Origin"));
    }
    headers
}

//! What one request may ask of the server before anything is built from it
//! (docs/reference/security-and-durability.md#limits): parameters are counted by their
//! separators before one is decoded, the request line and head are measured before routing, and
//! every refusal (ours or the router's 405) is the gateway's JSON error body.

use axum::body::Body;
use axum::extract::Request;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use spec::error::gateway;

use super::error::ApiError;

/// Parameters in a query string, and in a form body, at most.
pub const MAX_PARAMS: usize = 1000;
/// Bytes of a request target (path and query) at most.
pub const MAX_URI: usize = 8 * 1024;
/// Header fields of a request at most, and their bytes (names and values) at most.
pub const MAX_HEADERS: usize = 100;
pub const MAX_HEADER_BYTES: usize = 32 * 1024;
/// What the HTTP parser itself accepts (`server::connections`): above ours, so that our answers,
/// with their bodies, come first; past it the parser's own empty 431 is all a client gets.
pub const PARSER_MAX_HEADERS: usize = 500;

/// A query string or form body with more than [`MAX_PARAMS`] parameters: 413, before parsing.
pub fn params(bytes: &[u8]) -> Result<(), ApiError> {
    // n separators make n + 1 parameters.
    match memchr::memchr_iter(b'&', bytes).nth(MAX_PARAMS - 1) {
        Some(_) => Err(ApiError::gateway(StatusCode::PAYLOAD_TOO_LARGE, gateway::TOO_MANY_PARAMETERS)),
        None => Ok(()),
    }
}

/// Whether a request's content type says its body is a form: the only body read as one.
pub fn is_form(content_type: Option<&str>) -> bool {
    content_type.and_then(|t| t.split(';').next()).is_some_and(|t| t.trim().eq_ignore_ascii_case(FORM))
}

const FORM: &str = "application/x-www-form-urlencoded";

/// What a body sent as anything but a form (or JSON) reads when a form was wanted.
pub const NOT_A_FORM: &str = "A body is read as a form only when sent as application/x-www-form-urlencoded";

/// Refuses a request target or head past the limits with 414 or 431.
pub fn head(request: &Request) -> Result<(), ApiError> {
    let target = request.uri().path_and_query().map_or(0, |p| p.as_str().len());
    if target > MAX_URI {
        return Err(ApiError::gateway(StatusCode::URI_TOO_LONG, gateway::URI_TOO_LONG));
    }
    let headers = request.headers();
    let head_bytes: usize = headers.iter().map(|(name, value)| name.as_str().len() + value.len()).sum();
    if headers.len() > MAX_HEADERS || head_bytes > MAX_HEADER_BYTES {
        return Err(ApiError::gateway(StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE, gateway::HEADERS_TOO_LARGE));
    }
    match request.uri().query() {
        Some(query) => params(query.as_bytes()),
        None => Ok(()),
    }
}

/// The router's empty 405 with the gateway's body (its `Allow` header kept); any other answer as it is.
pub fn method_not_allowed(response: Response) -> Response {
    if response.status() != StatusCode::METHOD_NOT_ALLOWED {
        return response;
    }
    let (mut parts, _) = response.into_parts();
    let body = ApiError::gateway(StatusCode::METHOD_NOT_ALLOWED, gateway::METHOD_NOT_ALLOWED).into_response();
    let (body_parts, body) = body.into_parts();
    parts.headers.remove(header::CONTENT_LENGTH);
    if let Some(content_type) = body_parts.headers.get(header::CONTENT_TYPE) {
        parts.headers.insert(header::CONTENT_TYPE, content_type.clone());
    }
    Response::from_parts(parts, Body::new(body))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_are_counted_by_separators_up_to_the_limit() {
        let at_limit = vec!["a=1"; MAX_PARAMS].join("&");
        assert!(params(at_limit.as_bytes()).is_ok());
        let past = format!("{at_limit}&b=2");
        assert_eq!(params(past.as_bytes()).unwrap_err().status, StatusCode::PAYLOAD_TOO_LARGE);
        assert!(params(b"").is_ok());
    }

    #[test]
    fn only_a_form_content_type_is_a_form() {
        for form in ["application/x-www-form-urlencoded", "Application/X-WWW-Form-Urlencoded; charset=UTF-8"] {
            assert!(is_form(Some(form)), "{form}");
        }
        for other in [None, Some("text/plain"), Some("application/x-www-form-urlencodedx"), Some("multipart/form-data")] {
            assert!(!is_form(other), "{other:?}");
        }
    }
}

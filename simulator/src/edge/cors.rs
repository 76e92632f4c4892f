//! Cross-origin calls: a console served elsewhere may call `/v1` (`--cors-origin`).

use std::time::Duration;

use axum::http::{HeaderName, HeaderValue, Method, header};
use tower_http::cors::{AllowOrigin, CorsLayer};

use super::CORRELATION_HEADER;

/// `--cors-origin`: `*`, or an origin as a browser sends it (`scheme://host[:port]`, no path).
pub fn parse_cors_origin(text: &str) -> Result<String, String> {
    if text == "*" {
        return Ok(text.into());
    }
    let rule = "an origin is `*` or `http(s)://host[:port]` without a path, e.g. http://127.0.0.1:5173";
    let (scheme, host) = text.split_once("://").ok_or(rule)?;
    let plain = |c: char| c.is_ascii_alphanumeric() || "-.:[]".contains(c);
    if !matches!(scheme, "http" | "https") || host.is_empty() || !host.chars().all(plain) {
        return Err(rule.into());
    }
    Ok(text.into())
}

/// Lets pages of `origins` call `/v1` from another origin, as a real deployment of the API must
/// for a console served elsewhere; the control API stays same-origin. None when `origins` is empty.
pub fn cors_layer(origins: &[String]) -> Option<CorsLayer> {
    if origins.is_empty() {
        return None;
    }
    let any = origins.iter().any(|o| o == "*");
    let allowed: Vec<HeaderValue> = origins.iter().filter_map(|o| HeaderValue::from_str(o).ok()).collect();
    let origin = AllowOrigin::predicate(move |origin, request| {
        request.uri.path().starts_with("/v1/") && (any || allowed.contains(origin))
    });
    Some(
        CorsLayer::new()
            .allow_origin(origin)
            .allow_methods([Method::GET, Method::POST, Method::PUT, Method::PATCH, Method::DELETE])
            .allow_headers([HeaderName::from_static("apikey"), header::CONTENT_TYPE])
            // The console shows the correlation id of a failed call.
            .expose_headers([CORRELATION_HEADER])
            .max_age(Duration::from_secs(600)),
    )
}

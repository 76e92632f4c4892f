//! JSON answers. axum's own `Json` writes through `BytesMut` a few bytes at a time, which on a
//! long list (100 VMs, 75 KB) cost more than the serialisation itself; this one fills a plain
//! buffer and hands it over whole.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

/// Room for a small answer before the buffer first grows: under glibc's per-thread cache limit
/// (1,032 bytes), since a larger request first consolidates the allocator's free lists (issue 39:
/// 4,096 made `/__sim/health`'s 70 bytes cost more than its guard).
const START_CAPACITY: usize = 1000;

#[derive(Clone, Copy, Debug, Default)]
pub struct Json<T>(pub T);

impl<T: Serialize> IntoResponse for Json<T> {
    fn into_response(self) -> Response {
        let mut body = Vec::with_capacity(START_CAPACITY);
        match serde_json::to_writer(&mut body, &self.0) {
            Ok(()) => rendered(body),
            // Only a type that cannot be JSON (a map with non-string keys) gets here: a bug of ours.
            Err(e) => {
                (StatusCode::INTERNAL_SERVER_ERROR, format!("the answer could not be written as JSON: {e}")).into_response()
            }
        }
    }
}

/// JSON already written (an answer kept between requests) as an answer.
pub fn rendered(body: impl IntoResponse) -> Response {
    ([(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))], body).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn writes_the_value_as_json_with_its_content_type() {
        let response = Json(serde_json::json!({"name": "web-1", "tags": ["a", "ü"]})).into_response();
        assert_eq!(response.headers()[header::CONTENT_TYPE], "application/json");
        let body = axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap();
        assert_eq!(&body[..], r#"{"name":"web-1","tags":["a","ü"]}"#.as_bytes());
    }
}

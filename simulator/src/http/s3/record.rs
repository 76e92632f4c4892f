//! S3 exchanges in the session's journal, as `/v1` calls are, and the session's fault rules over
//! them. Each is named by the path-style path `/s3/{session}/{bucket}/{key}` (virtual-host
//! requests too), which fault rules match (`/s3/**`, `/s3/*/photos/**`), and by an `s3:`
//! operation (`s3:GetObject`). The journal keeps no secret: a presigned query's signature and
//! key are redacted, and an aws-chunked body is kept as its payload, without chunk signatures;
//! of an upload's body (an object's bytes) only the first [`OBJECT_HEAD`] bytes are kept.

use std::sync::Arc;

use axum::body::Body;
use axum::http::{Method, header};
use axum::response::Response;
use bytes::Bytes;
use spec::control::FaultCreate;

use super::{S3Error, Target, auth, sigv4};
use crate::journal::redact::SECRET;
use crate::journal::{self, CorrelationId, Exchange, OBJECT_HEAD, RecordedBody};
use crate::session::Session;

/// Query parameters that carry a signature or a key.
const SECRET_PARAMS: &[&str] = &["X-Amz-Signature", "X-Amz-Credential", "X-Amz-Security-Token", "Signature", "AWSAccessKeyId"];

/// What the journal and the fault rules know of a request before it is served.
pub struct Started {
    pub path: String,
    method: Method,
    uri: String,
    operation: &'static str,
    content_type: Option<String>,
}

impl Started {
    pub fn of(target: &Target, method: &Method, query: &str, headers: &axum::http::HeaderMap) -> Started {
        let mut path = format!("{}{}", super::PATH_PREFIX, target.session);
        for part in [&target.bucket, &target.key].into_iter().flatten() {
            path.push('/');
            path.push_str(part);
        }
        let params = sigv4::query_pairs(query);
        let uri = match query.is_empty() {
            true => path.clone(),
            false => format!("{path}?{}", redacted_query(query)),
        };
        let content_type = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).map(str::to_string);
        let copy = headers.contains_key("x-amz-copy-source");
        Started { operation: operation(method, target, &params, copy), path, method: method.clone(), uri, content_type }
    }

    /// The exchange as the journal keeps it.
    pub fn exchange(self, session: &Session, user: Option<Arc<str>>, request: Bytes, streaming: bool) -> Exchange {
        // Of an upload's body the journal keeps only a head: the rest is not carried to it.
        let kept = match journal::is_upload(self.operation) {
            true => OBJECT_HEAD + 1,
            false => usize::MAX,
        };
        // An aws-chunked body is kept as its payload: its chunk signatures are secrets.
        let request_body = match streaming {
            true => auth::chunks(&request)
                .map_or_else(Bytes::new, |chunks| chunks.iter().flat_map(|c| c.data.iter().copied()).take(kept).collect()),
            false => request.slice(..request.len().min(kept)),
        };
        Exchange {
            at: session.world.now,
            method: self.method,
            uri: journal::Target::of(self.uri),
            operation: self.operation,
            user,
            content_type: self.content_type.map(Arc::from),
            request_body,
            status: 0,
            response_body: Bytes::new(),
            correlation_id: CorrelationId::default(),
        }
    }
}

/// Records the exchange with its answer's status and body, and hands the answer on.
pub async fn record(session: &crate::session::SessionHandle, mut exchange: Exchange, response: Response) -> Response {
    let (parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, usize::MAX).await else {
        return Response::from_parts(parts, crate::edge::fault::broken_body());
    };
    exchange.status = parts.status.as_u16();
    session.lock().journal.push_recorded(exchange, RecordedBody::of(bytes.clone()));
    Response::from_parts(parts, Body::from(bytes))
}

fn redacted_query(query: &str) -> String {
    query
        .split('&')
        .map(|pair| match pair.split_once('=') {
            Some((name, _)) if SECRET_PARAMS.contains(&name) => format!("{name}={SECRET}"),
            _ => pair.to_string(),
        })
        .collect::<Vec<_>>()
        .join("&")
}

/// The S3 operation a request asks for.
fn operation(method: &Method, target: &Target, params: &[(String, String)], copy: bool) -> &'static str {
    let has = |name: &str| params.iter().any(|(n, _)| n == name);
    let (bucket, key) = (target.bucket.is_some(), target.key.is_some());
    match (method.as_str(), bucket, key) {
        ("OPTIONS", _, _) => "s3:PreflightRequest",
        ("GET", false, _) => "s3:ListBuckets",
        ("PUT", true, false) if params.is_empty() => "s3:CreateBucket",
        ("DELETE", true, false) if params.is_empty() => "s3:DeleteBucket",
        ("HEAD", true, false) => "s3:HeadBucket",
        ("GET", true, false) if has("location") => "s3:GetBucketLocation",
        ("GET", true, false) if has("versioning") => "s3:GetBucketVersioning",
        ("GET", true, false) if has("acl") => "s3:GetBucketAcl",
        ("GET", true, false) if has("cors") => "s3:GetBucketCors",
        ("GET", true, false) if params.iter().any(|(n, v)| n == "list-type" && v == "2") => "s3:ListObjectsV2",
        ("GET", true, false) => "s3:ListObjects",
        ("POST", true, false) if has("delete") => "s3:DeleteObjects",
        ("GET", true, true) if has("acl") => "s3:GetObjectAcl",
        ("GET", true, true) => "s3:GetObject",
        ("HEAD", true, true) => "s3:HeadObject",
        ("PUT", true, true) if copy => "s3:CopyObject",
        ("PUT", true, true) if has("uploadId") => "s3:UploadPart",
        ("PUT", true, true) => "s3:PutObject",
        ("POST", true, true) if has("uploads") => "s3:CreateMultipartUpload",
        ("POST", true, true) if has("uploadId") => "s3:CompleteMultipartUpload",
        ("DELETE", true, true) if has("uploadId") => "s3:AbortMultipartUpload",
        ("DELETE", true, true) => "s3:DeleteObject",
        _ => "s3:Other",
    }
}

/// What a hit fault rule answers on the S3 endpoint: after its latency, a dropped connection,
/// its raw body or a proxy's page as on `/v1`, else S3's XML error for its status (500
/// `InternalError` unless told otherwise, 503 `SlowDown`), its `error` as the message; `None`
/// lets the request through.
pub async fn fault_answer(fault: Option<FaultCreate>, resource: &str) -> Option<Response> {
    crate::edge::fault::answer_with(fault, |status, error| {
        let (code, message) = match status.as_u16() {
            503 => ("SlowDown", "Please reduce your request rate."),
            403 => ("AccessDenied", "Access Denied"),
            404 => ("NoSuchKey", "The specified key does not exist."),
            400..=499 => ("InvalidRequest", "Invalid Request"),
            _ => ("InternalError", "We encountered an internal error. Please try again."),
        };
        S3Error::new(status, code, error.unwrap_or_else(|| message.to_string())).answer(resource)
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn target(bucket: Option<&str>, key: Option<&str>) -> Target {
        Target { session: "s1".into(), bucket: bucket.map(Into::into), key: key.map(Into::into) }
    }

    #[test]
    fn presigned_secrets_leave_the_uri_and_the_path_is_path_style() {
        let query = "X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA%2F20261126%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Signature=abc&response-content-type=text%2Fplain";
        let started = Started::of(&target(Some("photos"), Some("a b.txt")), &Method::GET, query, &Default::default());
        assert_eq!(started.path, "/s3/s1/photos/a b.txt");
        assert_eq!(
            started.uri,
            "/s3/s1/photos/a b.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]&response-content-type=text%2Fplain"
        );
        assert_eq!(started.operation, "s3:GetObject");
        let v2 = Started::of(
            &target(Some("photos"), None),
            &Method::GET,
            "AWSAccessKeyId=AKIA&Expires=1&Signature=x%3D",
            &Default::default(),
        );
        assert_eq!(v2.uri, "/s3/s1/photos?AWSAccessKeyId=[redacted]&Expires=1&Signature=[redacted]");
        assert_eq!(v2.operation, "s3:ListObjects");
    }

    #[test]
    fn operations_are_named_as_s3_names_them() {
        let name = |method: Method, bucket, key, query: &str, copy| {
            operation(&method, &target(bucket, key), &sigv4::query_pairs(query), copy)
        };
        assert_eq!(name(Method::GET, None, None, "", false), "s3:ListBuckets");
        assert_eq!(name(Method::PUT, Some("b"), None, "", false), "s3:CreateBucket");
        assert_eq!(name(Method::GET, Some("b"), None, "list-type=2", false), "s3:ListObjectsV2");
        assert_eq!(name(Method::POST, Some("b"), None, "delete", false), "s3:DeleteObjects");
        assert_eq!(name(Method::PUT, Some("b"), Some("k"), "", true), "s3:CopyObject");
        assert_eq!(name(Method::PUT, Some("b"), Some("k"), "partNumber=1&uploadId=u", false), "s3:UploadPart");
        assert_eq!(name(Method::DELETE, Some("b"), Some("k"), "", false), "s3:DeleteObject");
    }
}

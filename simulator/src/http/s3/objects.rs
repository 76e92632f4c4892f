//! Object requests' parts that are S3 protocol, not storage: metadata read from and written to
//! headers, reads with ranges, conditions and `response-*` overrides, a copy's source, and the
//! digest a batch delete must carry.

use axum::body::Body;
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, header};
use axum::response::Response;
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use md5::{Digest, Md5};

use super::conditional::{self, Conditions, Verdict};
use super::{S3Error, S3Request, S3Result, decode, xml};
use crate::domain::storage::object::{ObjectError, ObjectMeta, ObjectRecord};

const META_PREFIX: &str = "x-amz-meta-";

/// The type and metadata a PUT, a multipart start or a replacing copy gives its object.
pub fn meta(request: &S3Request) -> (String, ObjectMeta) {
    let content_type = request.header("content-type").unwrap_or("binary/octet-stream").to_string();
    let user = request
        .headers
        .iter()
        .filter_map(|(name, value)| {
            let name = name.as_str().strip_prefix(META_PREFIX)?;
            Some((name.to_string(), String::from_utf8_lossy(value.as_bytes()).trim().to_string()))
        })
        .collect();
    let meta = ObjectMeta {
        user,
        cache_control: request.header("cache-control").map(str::to_string),
        content_disposition: request.header("content-disposition").map(str::to_string),
    };
    (content_type, meta)
}

fn conditions<'a>(request: &'a S3Request, prefix: &str) -> Conditions<'a> {
    let header = |name: &str| request.header(&format!("{prefix}{name}"));
    Conditions {
        if_match: header("if-match"),
        if_none_match: header("if-none-match"),
        if_modified_since: header("if-modified-since"),
        if_unmodified_since: header("if-unmodified-since"),
    }
}

fn precondition_failed(condition: &str) -> S3Error {
    S3Error::new(
        StatusCode::PRECONDITION_FAILED,
        "PreconditionFailed",
        format!("At least one of the pre-conditions you specified did not hold (condition: {condition})"),
    )
}

/// GetObject and HeadObject: the bytes (or a range of them) with the object's headers, after
/// its conditions.
pub fn read(object: &ObjectRecord, request: &S3Request) -> S3Result<Response> {
    let modified = xml::http_date(object.last_modified);
    match conditional::evaluate(&conditions(request, ""), &object.etag, object.last_modified) {
        Verdict::Proceed => {}
        Verdict::NotModified => {
            let response = Response::builder()
                .status(StatusCode::NOT_MODIFIED)
                .header(header::ETAG, &object.etag)
                .header(header::LAST_MODIFIED, modified);
            return response.body(Body::empty()).map_err(|_| S3Error::from(ObjectError::InvalidArgument));
        }
        Verdict::PreconditionFailed(condition) => return Err(precondition_failed(condition)),
    }
    let total = object.data.len();
    let (status, range) = match request.header("range") {
        Some(range) => {
            let (start, end) = byte_range(range, total).ok_or_else(|| {
                S3Error::new(StatusCode::RANGE_NOT_SATISFIABLE, "InvalidRange", "The requested range is not satisfiable")
            })?;
            (StatusCode::PARTIAL_CONTENT, Some((start, end)))
        }
        None => (StatusCode::OK, None),
    };
    let (start, end) = range.unwrap_or((0, total.saturating_sub(1)));
    let body = if total == 0 { Vec::new() } else { object.data[start..=end].to_vec() };
    let mut response = Response::builder()
        .status(status)
        .header(header::CONTENT_LENGTH, body.len())
        .header(header::ETAG, &object.etag)
        .header(header::LAST_MODIFIED, modified)
        .header(header::ACCEPT_RANGES, "bytes");
    if range.is_some() {
        response = response.header(header::CONTENT_RANGE, format!("bytes {start}-{end}/{total}"));
    }
    let headers = response.headers_mut().expect("the builder holds no error yet");
    let meta = &object.meta;
    let stored = [
        (header::CONTENT_TYPE, Some(&object.content_type)),
        (header::CACHE_CONTROL, meta.cache_control.as_ref()),
        (header::CONTENT_DISPOSITION, meta.content_disposition.as_ref()),
    ];
    for (name, value) in stored {
        if let Some(value) = value.and_then(|v| HeaderValue::from_str(v).ok()) {
            headers.insert(name, value);
        }
    }
    for (name, value) in &meta.user {
        let name = HeaderName::from_bytes(format!("{META_PREFIX}{name}").as_bytes());
        if let (Ok(name), Ok(value)) = (name, HeaderValue::from_str(value)) {
            headers.insert(name, value);
        }
    }
    // A (presigned) GET may ask for other response headers than the stored ones.
    for (param, name) in [
        ("response-content-type", header::CONTENT_TYPE),
        ("response-cache-control", header::CACHE_CONTROL),
        ("response-content-disposition", header::CONTENT_DISPOSITION),
        ("response-content-encoding", header::CONTENT_ENCODING),
        ("response-content-language", header::CONTENT_LANGUAGE),
        ("response-expires", header::EXPIRES),
    ] {
        if let Some(value) = request.param(param).and_then(|v| HeaderValue::from_str(v).ok()) {
            headers.insert(name, value);
        }
    }
    user_content(headers);
    let body = if request.method == Method::HEAD { Body::empty() } else { Body::from(body) };
    response.body(body).map_err(|_| S3Error::from(ObjectError::InvalidArgument))
}

/// Objects are served from the console's own origin, so what a user uploaded must never run
/// there: no sniffing of its type, a sandbox without scripts or sub-resources, and anything a
/// browser would render as a document (HTML, SVG, XML) downloaded instead of shown.
fn user_content(headers: &mut HeaderMap) {
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static("sandbox; default-src 'none'"));
    let content_type = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default();
    let essence = content_type.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    let document = essence.contains("html") || essence.contains("xml") || essence.contains("svg") || essence.is_empty();
    let attached = headers.get(header::CONTENT_DISPOSITION).is_some_and(|v| v.as_bytes().starts_with(b"attachment"));
    if document && !attached {
        headers.insert(header::CONTENT_DISPOSITION, HeaderValue::from_static("attachment"));
    }
}

/// `bytes=a-b`, `bytes=a-` or `bytes=-n` within an object of `total` bytes, inclusive.
pub fn byte_range(range: &str, total: usize) -> Option<(usize, usize)> {
    let (from, to) = range.strip_prefix("bytes=")?.split_once('-')?;
    let (start, end) = match (from.parse::<usize>().ok(), to.parse::<usize>().ok()) {
        (Some(start), Some(end)) => (start, end.min(total.checked_sub(1)?)),
        (Some(start), None) if to.is_empty() => (start, total.checked_sub(1)?),
        (None, Some(suffix)) if from.is_empty() && suffix > 0 => (total.saturating_sub(suffix), total.checked_sub(1)?),
        _ => return None,
    };
    (start <= end).then_some((start, end))
}

/// `x-amz-copy-source`: `[/]bucket/key[?versionId=…]`, URL-encoded.
pub fn copy_source(request: &S3Request) -> S3Result<(String, String)> {
    let invalid = || {
        S3Error::new(
            StatusCode::BAD_REQUEST,
            "InvalidArgument",
            "Copy Source must mention the source bucket and key: sourcebucket/sourcekey",
        )
    };
    let source = request.header("x-amz-copy-source").ok_or_else(invalid)?;
    let source = source.split_once('?').map_or(source, |(path, _)| path);
    let decoded = decode(source.trim_start_matches('/'));
    let (bucket, key) = decoded.split_once('/').filter(|(b, k)| !b.is_empty() && !k.is_empty()).ok_or_else(invalid)?;
    Ok((bucket.to_string(), key.to_string()))
}

/// A copy's source conditions (`x-amz-copy-source-if-*`): any that fails is a 412.
pub fn check_copy_source(source: &ObjectRecord, request: &S3Request) -> S3Result<()> {
    match conditional::evaluate_copy_source(&conditions(request, "x-amz-copy-source-"), &source.etag, source.last_modified) {
        Verdict::PreconditionFailed(condition) => Err(precondition_failed(condition)),
        _ => Ok(()),
    }
}

/// `x-amz-metadata-directive`: the source's type and metadata (`COPY`, the default), or the
/// request's (`REPLACE`).
pub fn copy_replaces(request: &S3Request) -> S3Result<Option<(String, ObjectMeta)>> {
    match request.header("x-amz-metadata-directive") {
        None | Some("COPY") => Ok(None),
        Some("REPLACE") => Ok(Some(meta(request))),
        Some(_) => Err(S3Error::new(StatusCode::BAD_REQUEST, "InvalidArgument", "Unknown metadata directive.")),
    }
}

/// A batch delete carries a digest of its body, as S3 demands: `Content-MD5`, or a checksum
/// header (`x-amz-checksum-crc32` is checked; SDKs send it instead of the MD5 nowadays).
pub fn check_digest(request: &S3Request) -> S3Result<()> {
    let bad_digest =
        || S3Error::new(StatusCode::BAD_REQUEST, "BadDigest", "The Content-MD5 you specified did not match what we received.");
    if let Some(md5) = request.header("content-md5") {
        return match STANDARD.encode(Md5::digest(&request.body)) == md5.trim() {
            true => Ok(()),
            false => Err(bad_digest()),
        };
    }
    if let Some(crc) = request.header("x-amz-checksum-crc32") {
        let actual = STANDARD.encode(crc32fast::hash(&request.body).to_be_bytes());
        return match actual == crc.trim() {
            true => Ok(()),
            false => Err(S3Error::new(
                StatusCode::BAD_REQUEST,
                "BadDigest",
                "The CRC32 you specified did not match the calculated checksum.",
            )),
        };
    }
    let declared = request.headers.keys().any(|n| n.as_str().starts_with("x-amz-checksum-") || n.as_str() == "x-amz-trailer");
    match declared {
        true => Ok(()),
        false => {
            Err(S3Error::new(StatusCode::BAD_REQUEST, "InvalidRequest", "Missing required header for this request: Content-MD5"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_ranges_are_clamped_to_the_object() {
        assert_eq!(byte_range("bytes=0-9", 100), Some((0, 9)));
        assert_eq!(byte_range("bytes=90-200", 100), Some((90, 99)));
        assert_eq!(byte_range("bytes=95-", 100), Some((95, 99)));
        assert_eq!(byte_range("bytes=-10", 100), Some((90, 99)));
        assert_eq!(byte_range("bytes=100-", 100), None);
        assert_eq!(byte_range("bytes=5-1", 100), None);
        assert_eq!(byte_range("items=0-1", 100), None);
    }

    fn get(content_type: &str, query: &str) -> axum::http::HeaderMap {
        let object = ObjectRecord {
            data: b"<script>alert(1)</script>".to_vec().into(),
            etag: "\"e\"".into(),
            content_type: content_type.into(),
            last_modified: "2026-01-05T09:00:00Z".parse().unwrap(),
            meta: ObjectMeta::default(),
        };
        let request = S3Request {
            method: Method::GET,
            path: "/s3/s1/b/k".into(),
            query: query.into(),
            params: super::super::sigv4::query_pairs(query),
            headers: HeaderMap::new(),
            body: Default::default(),
        };
        let Ok(answer) = read(&object, &request) else { panic!("no answer for {content_type}") };
        answer.headers().clone()
    }

    /// Defect: an object uploaded as `text/html` was served from the console's origin with no
    /// `nosniff`, CSP or attachment disposition, so a link to it ran script reading the visitor's key.
    #[test]
    fn an_uploaded_html_or_svg_object_is_sandboxed_and_downloaded_not_rendered() {
        for (content_type, query) in [
            ("text/html; charset=utf-8", ""),
            ("image/svg+xml", ""),
            ("application/xhtml+xml", ""),
            ("image/png", "response-content-type=text%2Fhtml"),
            ("text/html", "response-content-disposition=inline"),
        ] {
            let headers = get(content_type, query);
            assert_eq!(headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff", "{content_type} {query}");
            assert_eq!(headers[header::CONTENT_SECURITY_POLICY], "sandbox; default-src 'none'");
            assert_eq!(headers[header::CONTENT_DISPOSITION], "attachment", "{content_type} {query}");
        }
        let image = get("image/png", "");
        assert_eq!(image[header::CONTENT_SECURITY_POLICY], "sandbox; default-src 'none'");
        assert!(image.get(header::CONTENT_DISPOSITION).is_none(), "an image still shows inline");
    }
}

//! The S3 endpoint: enough of the S3 REST protocol for the console's file browser and ordinary
//! S3 clients — list buckets, ListObjectsV2 with prefixes, delimiters and pages, Put, Get (with
//! a byte range), Head and Delete object, multipart uploads, presigned GET URLs, bucket CORS and
//! CORS preflight, single-request and aws-chunked (SDK) bodies. Requests are signed with AWS Signature V4 by a key pair of the session's
//! storage accounts; the objects live in the session's world.
//!
//! The endpoint names its session, so keys stay AWS-shaped and preflights (which carry no
//! credentials) still find their bucket: path-style `/s3/{session}/{bucket}/{key}`, or
//! virtual-host style `{bucket}.{session}.s3.{host}/{key}` (`{session}.s3.{host}` alone serves
//! path-style too). `GET /v1/storage/api/s3` answers the form the site's `s3ForcePathStyle` asks.

mod auth;
mod cors;
pub mod sigv2;
pub mod sigv4;
mod xml;

use axum::body::{Body, Bytes, to_bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use jiff::Timestamp;
use percent_encoding::percent_decode_str;
use spec::storage::MAX_UPLOAD_BYTES;

use crate::domain::Cx;
use crate::domain::storage::object::{self, Changed, ObjectChange, ObjectError};
use crate::edge::AppState;
use crate::persist::Record;
use crate::session::Session;
use crate::world::UserId;

/// Path-style requests start with this, then the session.
const PATH_PREFIX: &str = "/s3/";
/// ListObjectsV2's page size when the client names none, and its largest.
const MAX_KEYS: usize = 1000;

/// The endpoint's URL for `session` as a client at `host` reaches it: path-style, or the
/// virtual-host form (on `localhost` when the host is an address, since `*.localhost` names
/// resolve to this machine while `*.127.0.0.1` do not).
pub fn endpoint_url(path_style: bool, host: &str, session: &str) -> String {
    if path_style {
        return format!("http://{host}/s3/{session}");
    }
    let (name, port) = match host.rsplit_once(':') {
        Some((name, port)) if port.chars().all(|c| c.is_ascii_digit()) => (name, format!(":{port}")),
        _ => (host, String::new()),
    };
    let name = if name.parse::<std::net::IpAddr>().is_ok() || name == "[::1]" { "localhost" } else { name };
    format!("http://{session}.s3.{name}{port}")
}

/// A bucket's CORS rules as S3's `CORSConfiguration` document.
pub fn cors_xml(rules: &[crate::domain::storage::CorsRule]) -> String {
    xml::cors(rules)
}

/// What an S3 request addresses.
#[derive(Debug, PartialEq, Eq)]
struct Target {
    session: String,
    bucket: Option<String>,
    key: Option<String>,
}

fn decode(text: &str) -> String {
    percent_decode_str(text).decode_utf8_lossy().into_owned()
}

/// The S3 target of a request, or `None` when it is not for the S3 endpoint.
fn target(path: &str, host: Option<&str>) -> Option<Target> {
    let host = host.map(|h| h.rsplit_once(':').map_or(h, |(name, _)| name));
    // `{session}.s3.…` or `{bucket}.{session}.s3.…`
    if let Some((front, _)) = host.and_then(|h| h.split_once(".s3.")) {
        return Some(match front.rsplit_once('.') {
            Some((bucket, session)) => {
                let key = path.trim_start_matches('/');
                Target { session: session.into(), bucket: Some(bucket.into()), key: (!key.is_empty()).then(|| decode(key)) }
            }
            None => path_style(front, path),
        });
    }
    let rest = path.strip_prefix(PATH_PREFIX)?;
    let (session, rest) = rest.split_once('/').unwrap_or((rest, ""));
    (!session.is_empty()).then(|| path_style(session, &format!("/{rest}")))
}

/// `/{bucket}/{key}` under a session's endpoint.
fn path_style(session: &str, path: &str) -> Target {
    let rest = path.trim_start_matches('/');
    let (bucket, key) = match rest.split_once('/') {
        Some((bucket, key)) => (bucket, (!key.is_empty()).then(|| decode(key))),
        None => (rest, None),
    };
    Target { session: session.into(), bucket: (!bucket.is_empty()).then(|| decode(bucket)), key }
}

/// Sends requests for a live session's S3 endpoint there, and everything else on (so a host
/// name that merely contains `.s3.` still reaches the API).
pub async fn dispatch(State(app): State<AppState>, request: Request, next: Next) -> Response {
    let host = request.headers().get(header::HOST).and_then(|h| h.to_str().ok()).map(str::to_owned);
    match target(request.uri().path(), host.as_deref()) {
        Some(target) if app.sessions.get(&target.session).is_some() => serve(&app, target, request).await,
        _ => next.run(request).await,
    }
}

/// An S3 error answer.
struct S3Error {
    status: StatusCode,
    code: &'static str,
    message: String,
}

impl S3Error {
    fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        S3Error { status, code, message: message.into() }
    }

    fn answer(self, resource: &str) -> Response {
        let body = xml::error(self.code, &self.message, resource);
        (self.status, [(header::CONTENT_TYPE, "application/xml")], body).into_response()
    }
}

impl From<ObjectError> for S3Error {
    fn from(error: ObjectError) -> Self {
        use StatusCode as S;
        let (status, code, message) = match error {
            ObjectError::NoSuchBucket => (S::NOT_FOUND, "NoSuchBucket", "The specified bucket does not exist"),
            ObjectError::AccessDenied => (S::FORBIDDEN, "AccessDenied", "Access Denied"),
            ObjectError::Suspended => {
                (S::FORBIDDEN, "AccessDenied", "The bucket is suspended: its billing account is frozen or terminated")
            }
            ObjectError::NoSuchKey => (S::NOT_FOUND, "NoSuchKey", "The specified key does not exist."),
            ObjectError::NoSuchUpload => (S::NOT_FOUND, "NoSuchUpload", "The specified multipart upload does not exist."),
            ObjectError::EntityTooLarge => {
                (S::BAD_REQUEST, "EntityTooLarge", "Your proposed upload exceeds the maximum allowed size")
            }
            ObjectError::QuotaExceeded => (S::FORBIDDEN, "QuotaExceeded", "The session's object storage is full"),
            ObjectError::EntityTooSmall => {
                (S::BAD_REQUEST, "EntityTooSmall", "Your proposed upload is smaller than the minimum allowed object size.")
            }
            ObjectError::InvalidPart => (S::BAD_REQUEST, "InvalidPart", "One or more of the specified parts could not be found."),
            ObjectError::InvalidPartOrder => {
                (S::BAD_REQUEST, "InvalidPartOrder", "The list of parts was not in ascending order.")
            }
            ObjectError::InvalidArgument => (S::BAD_REQUEST, "InvalidArgument", "Invalid Argument"),
        };
        S3Error::new(status, code, message)
    }
}

type S3Result<T> = Result<T, S3Error>;

async fn serve(app: &AppState, target: Target, request: Request) -> Response {
    let resource = request.uri().path().to_string();
    match answer(app, target, request).await {
        Ok(response) => response,
        Err(error) => error.answer(&resource),
    }
}

/// The parts of a request the endpoint reads.
struct S3Request {
    method: Method,
    path: String,
    query: String,
    params: Vec<(String, String)>,
    headers: HeaderMap,
    body: Bytes,
}

impl S3Request {
    fn param(&self, name: &str) -> Option<&str> {
        self.params.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    fn is_write(&self) -> bool {
        matches!(self.method, Method::PUT | Method::POST | Method::DELETE)
    }
}

async fn answer(app: &AppState, target: Target, request: Request) -> S3Result<Response> {
    let (parts, body) = request.into_parts();
    // Room for one largest body plus the XML of a multipart completion.
    let body =
        to_bytes(body, MAX_UPLOAD_BYTES as usize + 1024 * 1024).await.map_err(|_| S3Error::from(ObjectError::EntityTooLarge))?;
    let query = parts.uri.query().unwrap_or("").to_string();
    let mut request = S3Request {
        method: parts.method,
        path: parts.uri.path().to_string(),
        params: sigv4::query_pairs(&query),
        query,
        headers: parts.headers,
        body,
    };
    let handle = app
        .sessions
        .get(&target.session)
        .ok_or_else(|| S3Error::new(StatusCode::NOT_FOUND, "NoSuchBucket", "No session serves this endpoint"))?;
    if request.method == Method::OPTIONS {
        let mut session = handle.lock();
        session.catch_up();
        return cors::preflight(&session, &target, &request);
    }
    // A change holds the state file's gate before the session, as `/v1` writes do.
    let _gate = request.is_write().then(|| app.persist.as_ref().map(|p| p.gate()));
    let mut session = handle.lock();
    session.catch_up();
    // Clients sign with the wall clock: it is read here, at the edge, and nowhere in the domain.
    let signer = auth::authenticate(&session, &target, &request, Timestamp::now())?;
    let user = signer.user;
    if request.header("x-amz-content-sha256").is_some_and(|h| h.starts_with("STREAMING-")) {
        let declared = request.header("x-amz-decoded-content-length");
        request.body = auth::dechunk(&request.body, declared, signer.chunks.as_ref())?.into();
    }
    let cors = cors::cors_headers(&session, &target, &request);
    let mut response = route(app, &mut session, user, &target, &request)?;
    response.headers_mut().extend(cors);
    Ok(response)
}

fn not_implemented(what: &str) -> S3Error {
    S3Error::new(StatusCode::NOT_IMPLEMENTED, "NotImplemented", format!("{what} is not supported by this endpoint"))
}

fn route(app: &AppState, session: &mut Session, user: UserId, target: &Target, request: &S3Request) -> S3Result<Response> {
    let brand = session.brand.clone();
    let cx = Cx::new(session.world.now, Some(user), &brand, None);
    let world = &session.world;
    let Some(bucket) = target.bucket.as_deref() else {
        return match request.method {
            Method::GET => {
                let owner = world.user(user).map(|u| u.email.clone()).unwrap_or_default();
                Ok(xml_answer(StatusCode::OK, xml::buckets(&owner, &object::buckets(world, &cx))))
            }
            _ => Err(not_implemented("This request on the service")),
        };
    };
    let Some(key) = target.key.as_deref() else {
        let record = object::bucket(world, &cx, bucket)?;
        return match request.method {
            Method::HEAD => Ok(StatusCode::OK.into_response()),
            Method::GET if request.param("cors").is_some() => match record.cors.is_empty() {
                true => Err(S3Error::new(
                    StatusCode::NOT_FOUND,
                    "NoSuchCORSConfiguration",
                    "The CORS configuration does not exist",
                )),
                false => Ok(xml_answer(StatusCode::OK, xml::cors(&record.cors))),
            },
            Method::GET if request.param("location").is_some() => Ok(xml_answer(
                StatusCode::OK,
                r#"<?xml version="1.0" encoding="UTF-8"?><LocationConstraint xmlns="http://s3.amazonaws.com/doc/2006-03-01/"></LocationConstraint>"#.into(),
            )),
            Method::GET => list(world, &cx, bucket, request),
            _ => Err(not_implemented("This request on a bucket (buckets are made with PUT /v1/storage/bucket)")),
        };
    };
    match request.method {
        Method::GET | Method::HEAD => read_object(object::get(world, &cx, bucket, key)?, request),
        Method::PUT if request.header("x-amz-copy-source").is_some() => Err(not_implemented("CopyObject")),
        Method::PUT => {
            let change = match (request.param("uploadId"), request.param("partNumber")) {
                (Some(upload_id), Some(number)) => ObjectChange::UploadPart {
                    bucket: bucket.into(),
                    key: key.into(),
                    upload_id: upload_id.into(),
                    number: number.parse().map_err(|_| S3Error::from(ObjectError::InvalidArgument))?,
                    data: request.body.to_vec(),
                },
                _ => ObjectChange::Put {
                    bucket: bucket.into(),
                    key: key.into(),
                    content_type: request.header("content-type").unwrap_or("binary/octet-stream").into(),
                    data: request.body.to_vec(),
                },
            };
            match change_objects(app, session, user, change)? {
                Changed::ETag(etag) => Ok((StatusCode::OK, [(header::ETAG, etag)]).into_response()),
                _ => Ok(StatusCode::OK.into_response()),
            }
        }
        Method::POST if request.param("uploads").is_some() => {
            let content_type = request.header("content-type").unwrap_or("binary/octet-stream").into();
            let change = ObjectChange::UploadStart { bucket: bucket.into(), key: key.into(), content_type };
            match change_objects(app, session, user, change)? {
                Changed::UploadId(id) => Ok(xml_answer(StatusCode::OK, xml::upload_started(bucket, key, &id))),
                _ => Err(S3Error::from(ObjectError::InvalidArgument)),
            }
        }
        Method::POST if request.param("uploadId").is_some() => {
            let parts = xml::completed_parts(&request.body).ok_or_else(|| {
                S3Error::new(StatusCode::BAD_REQUEST, "MalformedXML", "The XML you provided was not well-formed")
            })?;
            let upload_id = request.param("uploadId").unwrap_or_default().into();
            let change = ObjectChange::UploadComplete { bucket: bucket.into(), key: key.into(), upload_id, parts };
            match change_objects(app, session, user, change)? {
                Changed::ETag(etag) => Ok(xml_answer(StatusCode::OK, xml::upload_completed(&request.path, bucket, key, &etag))),
                _ => Err(S3Error::from(ObjectError::InvalidArgument)),
            }
        }
        Method::DELETE => {
            let change = match request.param("uploadId") {
                Some(id) => ObjectChange::UploadAbort { bucket: bucket.into(), key: key.into(), upload_id: id.into() },
                None => ObjectChange::Delete { bucket: bucket.into(), key: key.into() },
            };
            change_objects(app, session, user, change)?;
            Ok(StatusCode::NO_CONTENT.into_response())
        }
        _ => Err(not_implemented("This request on an object")),
    }
}

/// Logs a change in the state file's log (when the server keeps one), then applies it.
fn change_objects(app: &AppState, session: &mut Session, user: UserId, change: ObjectChange) -> S3Result<Changed> {
    if let Some(persist) = &app.persist {
        let record = Record::ObjectChanged { session: session.id.clone(), at: session.world.now, user, change: change.clone() };
        persist.append(&record).map_err(|e| {
            tracing::error!("{e}");
            S3Error::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                "InternalError",
                "We encountered an internal error. Please try again.",
            )
        })?;
    }
    let brand = session.brand.clone();
    let cx = Cx::new(session.world.now, Some(user), &brand, None);
    Ok(object::apply(&mut session.world, &cx, change)?)
}

fn list(world: &crate::world::World, cx: &Cx, bucket: &str, request: &S3Request) -> S3Result<Response> {
    let prefix = request.param("prefix").unwrap_or("");
    let delimiter = request.param("delimiter").filter(|d| !d.is_empty());
    let max_keys = match request.param("max-keys") {
        Some(text) => text.parse::<usize>().map_err(|_| S3Error::from(ObjectError::InvalidArgument))?.min(MAX_KEYS),
        None => MAX_KEYS,
    };
    let token = request.param("continuation-token");
    let start_after = request.param("start-after").or(request.param("marker"));
    let after = match token {
        Some(token) => Some(decode_token(token).ok_or_else(|| {
            S3Error::new(StatusCode::BAD_REQUEST, "InvalidArgument", "The continuation token provided is incorrect")
        })?),
        None => start_after.map(str::to_string),
    };
    let listing = object::list(world, cx, bucket, prefix, delimiter, after.as_deref(), max_keys)?;
    let next = listing.next.as_deref().map(|k| object::hex(k.as_bytes()));
    let echo = xml::ListEcho { bucket, prefix, delimiter, max_keys, continuation_token: token, start_after };
    Ok(xml_answer(StatusCode::OK, xml::objects(&echo, &listing, next)))
}

/// Continuation tokens are the hex of the key the page ended at: opaque to clients.
fn decode_token(token: &str) -> Option<String> {
    let bytes: Option<Vec<u8>> =
        (0..token.len()).step_by(2).map(|i| token.get(i..i + 2).and_then(|h| u8::from_str_radix(h, 16).ok())).collect();
    String::from_utf8(bytes?).ok()
}

fn read_object(object: &object::ObjectRecord, request: &S3Request) -> S3Result<Response> {
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
        .header(header::CONTENT_TYPE, &object.content_type)
        .header(header::CONTENT_LENGTH, body.len())
        .header(header::ETAG, &object.etag)
        .header(header::LAST_MODIFIED, xml::http_date(object.last_modified))
        .header(header::ACCEPT_RANGES, "bytes");
    if range.is_some() {
        response = response.header(header::CONTENT_RANGE, format!("bytes {start}-{end}/{total}"));
    }
    let body = if request.method == Method::HEAD { Body::empty() } else { Body::from(body) };
    response.body(body).map_err(|_| S3Error::from(ObjectError::InvalidArgument))
}

/// `bytes=a-b`, `bytes=a-` or `bytes=-n` within an object of `total` bytes, inclusive.
fn byte_range(range: &str, total: usize) -> Option<(usize, usize)> {
    let (from, to) = range.strip_prefix("bytes=")?.split_once('-')?;
    let (start, end) = match (from.parse::<usize>().ok(), to.parse::<usize>().ok()) {
        (Some(start), Some(end)) => (start, end.min(total.checked_sub(1)?)),
        (Some(start), None) if to.is_empty() => (start, total.checked_sub(1)?),
        (None, Some(suffix)) if from.is_empty() && suffix > 0 => (total.saturating_sub(suffix), total.checked_sub(1)?),
        _ => return None,
    };
    (start <= end).then_some((start, end))
}

fn xml_answer(status: StatusCode, body: String) -> Response {
    (status, [(header::CONTENT_TYPE, "application/xml")], body).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(session: &str, bucket: Option<&str>, key: Option<&str>) -> Option<Target> {
        Some(Target { session: session.into(), bucket: bucket.map(Into::into), key: key.map(Into::into) })
    }

    #[test]
    fn path_style_and_virtual_host_requests_name_session_bucket_and_key() {
        assert_eq!(target("/s3/s1", None), t("s1", None, None));
        assert_eq!(target("/s3/s1/", None), t("s1", None, None));
        assert_eq!(target("/s3/s1/photos", None), t("s1", Some("photos"), None));
        assert_eq!(target("/s3/s1/photos/a%20b/c.txt", None), t("s1", Some("photos"), Some("a b/c.txt")));
        assert_eq!(target("/a/b", Some("photos.s1.s3.localhost:8080")), t("s1", Some("photos"), Some("a/b")));
        assert_eq!(target("/", Some("photos.s1.s3.localhost")), t("s1", Some("photos"), None));
        assert_eq!(target("/photos/x", Some("s1.s3.localhost:8080")), t("s1", Some("photos"), Some("x")));
        assert_eq!(target("/v1/storage/bucket", Some("127.0.0.1:8080")), None);
        assert_eq!(target("/s3", Some("127.0.0.1:8080")), None);
    }

    #[test]
    fn the_url_follows_the_site_style() {
        assert_eq!(endpoint_url(true, "127.0.0.1:8080", "s1"), "http://127.0.0.1:8080/s3/s1");
        assert_eq!(endpoint_url(false, "127.0.0.1:8080", "s1"), "http://s1.s3.localhost:8080");
        assert_eq!(endpoint_url(false, "cloud.example", "default"), "http://default.s3.cloud.example");
    }

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

    #[test]
    fn continuation_tokens_round_trip() {
        let token = object::hex("docs/ä.txt".as_bytes());
        assert_eq!(decode_token(&token).as_deref(), Some("docs/ä.txt"));
        assert_eq!(decode_token("zz"), None);
    }
}

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

mod acl;
mod auth;
mod conditional;
mod cors;
mod list;
mod objects;
mod record;
pub mod sigv2;
pub mod sigv4;
mod xml;

use axum::body::{Bytes, to_bytes};
use axum::extract::Request;
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use jiff::Timestamp;
use percent_encoding::percent_decode_str;
use spec::storage::{MAX_UPLOAD_BYTES, SESSION_STORAGE_CAP_BYTES};

use crate::domain::Cx;
use crate::domain::storage::change::{self, Changed, ObjectChange};
use crate::domain::storage::object::{self, Copy, ObjectError};
use crate::edge::AppState;
use crate::persist::Record;
use crate::session::{Session, SessionHandle};
use crate::world::UserId;

/// Path-style requests start with this, then the session.
const PATH_PREFIX: &str = "/s3/";

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
pub struct Target {
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
    // `windows`, not `split_once(".s3.")`: that built a substring searcher on every request.
    let s3_host = host.and_then(|h| h.as_bytes().windows(4).position(|w| w == b".s3.").map(|at| &h[..at]));
    if let Some(front) = s3_host {
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

/// What a request for a live session's S3 endpoint addresses; nothing for any other request (so a
/// host name that merely contains `.s3.` still reaches the API).
pub fn endpoint(app: &AppState, request: &Request) -> Option<Target> {
    let host = request.headers().get(header::HOST).and_then(|h| h.to_str().ok());
    target(request.uri().path(), host).filter(|target| app.sessions.get(&target.session).is_some())
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
            ObjectError::MetadataTooLarge => {
                (S::BAD_REQUEST, "MetadataTooLarge", "Your metadata headers exceed the maximum allowed metadata size.")
            }
            ObjectError::CopyOntoItself => (
                S::BAD_REQUEST,
                "InvalidRequest",
                "This copy request is illegal because it is trying to copy an object to itself without changing the object's metadata, storage class, website redirect location or encryption attributes.",
            ),
            ObjectError::InvalidBucketName => (S::BAD_REQUEST, "InvalidBucketName", "The specified bucket is not valid."),
            ObjectError::BucketAlreadyExists => (
                S::CONFLICT,
                "BucketAlreadyExists",
                "The requested bucket name is not available. The bucket namespace is shared by all users of the system. Please select a different name and try again.",
            ),
            ObjectError::BucketAlreadyOwnedByYou => (
                S::CONFLICT,
                "BucketAlreadyOwnedByYou",
                "Your previous request to create the named bucket succeeded and you already own it.",
            ),
            ObjectError::BucketNotEmpty => (S::CONFLICT, "BucketNotEmpty", "The bucket you tried to delete is not empty"),
            ObjectError::NoPayingAccount => {
                (S::FORBIDDEN, "AccessDenied", "No active billing account of yours can pay for a new bucket")
            }
        };
        S3Error::new(status, code, message)
    }
}

type S3Result<T> = Result<T, S3Error>;

/// Serves one S3 request: the session's fault rules first, then the request, and the exchange
/// into the session's journal.
pub async fn serve(app: &AppState, target: Target, request: Request) -> Response {
    let resource = request.uri().path().to_string();
    let Some(handle) = app.sessions.get(&target.session) else {
        return S3Error::new(StatusCode::NOT_FOUND, "NoSuchBucket", "No session serves this endpoint").answer(&resource);
    };
    let (parts, body) = request.into_parts();
    let started = record::Started::of(&target, &parts.method, parts.uri.query().unwrap_or(""), &parts.headers);
    let correlation = parts.extensions.get::<crate::journal::CorrelationId>().cloned().unwrap_or_default();
    let cap = storage_cap(app, &target.session);
    if let Err(refused) = before_body(&handle, &target, &parts, cap) {
        let mut exchange = started.exchange(&handle.lock(), None, Bytes::new(), false);
        exchange.correlation_id = correlation;
        return record::record(&handle, exchange, refused.answer(&resource)).await;
    }
    // Room for one largest body the session may keep plus the XML of a multipart completion.
    let body = match to_bytes(body, cap.min(MAX_UPLOAD_BYTES) as usize + 1024 * 1024).await {
        Ok(body) => body,
        Err(_) => return S3Error::from(ObjectError::EntityTooLarge).answer(&resource),
    };
    let streaming = parts.headers.get("x-amz-content-sha256").is_some_and(|h| h.as_bytes().starts_with(b"STREAMING-"));
    let fault = handle.lock().faults.hit(parts.method.as_str(), &started.path);
    let mut user = None;
    let response = match record::fault_answer(fault, &resource).await {
        Some(answer) => answer,
        None => match answer(app, &handle, &target, parts, body.clone(), &mut user).await {
            Ok(response) => response,
            Err(error) => error.answer(&resource),
        },
    };
    let mut exchange = {
        let session = handle.lock();
        let email = user.and_then(|id| session.world.user(id)).map(|u| u.email.as_str().into());
        started.exchange(&session, email, body, streaming)
    };
    exchange.correlation_id = correlation;
    record::record(&handle, exchange, response).await
}

/// What is settled before a request's body is read, so that nobody makes the server hold a body
/// it will refuse: the signature ([`auth::before_body`]), and that an upload's declared length
/// fits one request and the bytes the session may keep.
fn before_body(handle: &SessionHandle, target: &Target, parts: &axum::http::request::Parts, cap: u64) -> S3Result<()> {
    if parts.method == Method::OPTIONS {
        return Ok(());
    }
    let query = parts.uri.query().unwrap_or("").to_string();
    let request = S3Request {
        method: parts.method.clone(),
        path: parts.uri.path().to_string(),
        params: sigv4::query_pairs(&query),
        query,
        headers: parts.headers.clone(),
        body: Bytes::new(),
    };
    {
        let mut session = handle.lock();
        session.catch_up();
        auth::before_body(&session, target, &request, Timestamp::now())?;
    }
    if request.method == Method::PUT {
        let declared = request.header("x-amz-decoded-content-length").or(request.header("content-length"));
        match declared.and_then(|n| n.parse::<u64>().ok()) {
            Some(n) if n > MAX_UPLOAD_BYTES => return Err(ObjectError::EntityTooLarge.into()),
            Some(n) if n > cap => return Err(ObjectError::QuotaExceeded.into()),
            _ => {}
        }
    }
    Ok(())
}

/// Bytes of objects `session` may hold: a demo visitor's quota, else a session's.
fn storage_cap(app: &AppState, session: &str) -> u64 {
    match &app.visitors {
        Some(visitors) if visitors.is_visitor(session) => visitors.limits().storage_bytes,
        _ => SESSION_STORAGE_CAP_BYTES,
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

async fn answer(
    app: &AppState,
    handle: &SessionHandle,
    target: &Target,
    parts: axum::http::request::Parts,
    body: Bytes,
    user: &mut Option<UserId>,
) -> S3Result<Response> {
    let query = parts.uri.query().unwrap_or("").to_string();
    let mut request = S3Request {
        method: parts.method,
        path: parts.uri.path().to_string(),
        params: sigv4::query_pairs(&query),
        query,
        headers: parts.headers,
        body,
    };
    if request.method == Method::OPTIONS {
        let mut session = handle.lock();
        session.catch_up();
        return cors::preflight(&session, target, &request);
    }
    // A change holds the state file's gate before the session, as `/v1` writes do.
    let _gate = request.is_write().then(|| app.persist.as_ref().map(|p| p.gate()));
    let mut session = handle.lock();
    session.catch_up();
    // Clients sign with the wall clock: it is read here, at the edge, and nowhere in the domain.
    let signer = auth::authenticate(&session, target, &request, Timestamp::now())?;
    *user = Some(signer.user);
    // A signed request is the session's use; naming its endpoint is not.
    app.sessions.get_used(&session.id);
    if request.header("x-amz-content-sha256").is_some_and(|h| h.starts_with("STREAMING-")) {
        let declared = request.header("x-amz-decoded-content-length");
        request.body = auth::dechunk(&request.body, declared, signer.chunks.as_ref())?.into();
    }
    if request.is_write() {
        acl::check(&request)?;
    }
    let cors = cors::cors_headers(&session, target, &request);
    let mut response = route(app, &mut session, signer.user, target, &request)?;
    response.headers_mut().extend(cors);
    Ok(response)
}

fn not_implemented(what: &str) -> S3Error {
    S3Error::new(StatusCode::NOT_IMPLEMENTED, "NotImplemented", format!("{what} is not supported by this endpoint"))
}

/// What a bucket's sub-resources that are never configured here answer on GET.
const UNCONFIGURED: &[(&str, &str, &str)] = &[
    ("policy", "NoSuchBucketPolicy", "The bucket policy does not exist"),
    ("lifecycle", "NoSuchLifecycleConfiguration", "The lifecycle configuration does not exist"),
    ("tagging", "NoSuchTagSet", "The TagSet does not exist"),
    ("website", "NoSuchWebsiteConfiguration", "The specified bucket does not have a website configuration"),
    ("encryption", "ServerSideEncryptionConfigurationNotFoundError", "The server side encryption configuration was not found"),
    ("replication", "ReplicationConfigurationNotFoundError", "The replication configuration was not found"),
    ("object-lock", "ObjectLockConfigurationNotFoundError", "Object Lock configuration does not exist for this bucket"),
];

/// Sub-resources this endpoint answers; a request naming any other is `NotImplemented`.
const SERVED: &[&str] = &["cors", "location", "versioning", "acl", "delete", "uploads", "uploadId", "partNumber"];

/// Checks what no S3 request may ask (an unconfigured or unserved sub-resource), then hands the
/// request to the service's, a bucket's or an object's handler.
fn route(app: &AppState, session: &mut Session, user: UserId, target: &Target, request: &S3Request) -> S3Result<Response> {
    let brand = session.brand.clone();
    let cx = Cx::new(session.world.now, Some(user), &brand, None);
    let owner = session.world.user(user).map(|u| u.email.clone()).unwrap_or_default();
    let Some(bucket) = target.bucket.as_deref() else {
        return match request.method {
            Method::GET => Ok(xml_answer(StatusCode::OK, xml::buckets(&owner, &object::buckets(&session.world, &cx)))),
            _ => Err(not_implemented("This request on the service")),
        };
    };
    let sub_resource = |name: &str| request.param(name).is_some();
    if let Some((_, code, message)) = UNCONFIGURED.iter().find(|(name, _, _)| sub_resource(name)) {
        object::bucket(&session.world, &cx, bucket)?;
        return match request.method {
            Method::GET => Err(S3Error::new(StatusCode::NOT_FOUND, code, *message)),
            _ => Err(not_implemented("Configuring this bucket setting")),
        };
    }
    let naming = |name: &&str| !name.starts_with("response-") && sigv2::is_sub_resource(name);
    if let Some((name, _)) = request.params.iter().find(|(n, _)| naming(&n.as_str()) && !SERVED.contains(&n.as_str())) {
        return Err(not_implemented(&format!("The `{name}` sub-resource")));
    }
    match target.key.as_deref() {
        Some(key) => object_request(app, session, user, &cx, (bucket, key), &owner, request),
        None => bucket_request(app, session, user, &cx, bucket, &owner, request),
    }
}

/// Requests on one object: read it or its ACL, put, copy or delete it, and multipart uploads.
fn object_request(
    app: &AppState,
    session: &mut Session,
    user: UserId,
    cx: &Cx,
    (bucket, key): (&str, &str),
    owner: &str,
    request: &S3Request,
) -> S3Result<Response> {
    let sub_resource = |name: &str| request.param(name).is_some();
    let world = &session.world;
    match request.method {
        Method::GET if sub_resource("acl") => {
            object::get(world, cx, bucket, key)?;
            Ok(xml_answer(StatusCode::OK, xml::acl(owner)))
        }
        Method::GET | Method::HEAD if !sub_resource("uploadId") => objects::read(object::get(world, cx, bucket, key)?, request),
        Method::PUT if request.header("x-amz-copy-source").is_some() => {
            if sub_resource("uploadId") {
                return Err(not_implemented("UploadPartCopy"));
            }
            let (from_bucket, from_key) = objects::copy_source(request)?;
            objects::check_copy_source(object::get(world, cx, &from_bucket, &from_key)?, request)?;
            let replace = objects::copy_replaces(request)?;
            let copy = Copy { from_bucket, from_key, bucket: bucket.into(), key: key.into(), replace };
            let etag = etag_of(change_objects(app, session, user, ObjectChange::Copy(copy))?)?;
            Ok(xml_answer(StatusCode::OK, xml::copy_result(&etag, session.world.now)))
        }
        Method::PUT if !sub_resource("acl") => {
            let change = match (request.param("uploadId"), request.param("partNumber")) {
                (Some(upload_id), Some(number)) => ObjectChange::UploadPart {
                    bucket: bucket.into(),
                    key: key.into(),
                    upload_id: upload_id.into(),
                    number: number.parse().map_err(|_| S3Error::from(ObjectError::InvalidArgument))?,
                    data: request.body.to_vec().into(),
                },
                _ => {
                    let (content_type, meta) = objects::meta(request);
                    ObjectChange::Put {
                        bucket: bucket.into(),
                        key: key.into(),
                        content_type,
                        data: request.body.to_vec().into(),
                        meta,
                    }
                }
            };
            let etag = etag_of(change_objects(app, session, user, change)?)?;
            Ok((StatusCode::OK, [(header::ETAG, etag)]).into_response())
        }
        Method::POST if sub_resource("uploads") => {
            let (content_type, meta) = objects::meta(request);
            let change = ObjectChange::UploadStart { bucket: bucket.into(), key: key.into(), content_type, meta };
            match change_objects(app, session, user, change)? {
                Changed::UploadId(id) => Ok(xml_answer(StatusCode::OK, xml::upload_started(bucket, key, &id))),
                _ => Err(S3Error::from(ObjectError::InvalidArgument)),
            }
        }
        Method::POST if sub_resource("uploadId") => {
            let parts = xml::completed_parts(&request.body).ok_or_else(malformed_xml)?;
            let upload_id = request.param("uploadId").unwrap_or_default().into();
            let change = ObjectChange::UploadComplete { bucket: bucket.into(), key: key.into(), upload_id, parts };
            let etag = etag_of(change_objects(app, session, user, change)?)?;
            Ok(xml_answer(StatusCode::OK, xml::upload_completed(&request.path, bucket, key, &etag)))
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

/// Requests on a bucket itself: create and delete it, its settings, its listing, batch deletes.
fn bucket_request(
    app: &AppState,
    session: &mut Session,
    user: UserId,
    cx: &Cx,
    bucket: &str,
    owner: &str,
    request: &S3Request,
) -> S3Result<Response> {
    let sub_resource = |name: &str| request.param(name).is_some();
    if request.method == Method::PUT && request.params.is_empty() {
        change_objects(app, session, user, ObjectChange::BucketCreate { bucket: bucket.into() })?;
        return Ok((StatusCode::OK, [(header::LOCATION, format!("/{bucket}"))]).into_response());
    }
    let record = object::bucket(&session.world, cx, bucket)?;
    match request.method {
        Method::HEAD => Ok(StatusCode::OK.into_response()),
        Method::GET if sub_resource("cors") => match record.cors.is_empty() {
            true => Err(S3Error::new(StatusCode::NOT_FOUND, "NoSuchCORSConfiguration", "The CORS configuration does not exist")),
            false => Ok(xml_answer(StatusCode::OK, xml::cors(&record.cors))),
        },
        Method::GET if sub_resource("location") => Ok(xml_answer(StatusCode::OK, xml::location())),
        Method::GET if sub_resource("versioning") => Ok(xml_answer(StatusCode::OK, xml::versioning())),
        Method::GET if sub_resource("acl") => Ok(xml_answer(StatusCode::OK, xml::acl(owner))),
        Method::GET if request.params.iter().all(|(n, _)| !SERVED.contains(&n.as_str())) => {
            list::list(&session.world, cx, bucket, owner, request)
        }
        Method::POST if sub_resource("delete") => {
            objects::check_digest(request)?;
            let (keys, quiet) = xml::delete_request(&request.body).ok_or_else(malformed_xml)?;
            change_objects(app, session, user, ObjectChange::DeleteMany { bucket: bucket.into(), keys: keys.clone() })?;
            Ok(xml_answer(StatusCode::OK, xml::delete_result(&keys, quiet)))
        }
        Method::DELETE if request.params.is_empty() => {
            change_objects(app, session, user, ObjectChange::BucketDelete { bucket: bucket.into() })?;
            Ok(StatusCode::NO_CONTENT.into_response())
        }
        _ => Err(not_implemented("This request on a bucket")),
    }
}

fn malformed_xml() -> S3Error {
    S3Error::new(
        StatusCode::BAD_REQUEST,
        "MalformedXML",
        "The XML you provided was not well-formed or did not validate against our published schema",
    )
}

fn etag_of(changed: Changed) -> S3Result<String> {
    match changed {
        Changed::ETag(etag) => Ok(etag),
        _ => Err(S3Error::from(ObjectError::InvalidArgument)),
    }
}

/// Logs a change in the state file's log (when the server keeps one), then applies it.
fn change_objects(app: &AppState, session: &mut Session, user: UserId, change: ObjectChange) -> S3Result<Changed> {
    if let Some(persist) = &app.persist {
        let record = Record::ObjectChanged { session: session.id.clone(), at: session.world.now, user, change: change.clone() };
        persist.append(&record).map_err(|e| {
            tracing::error!("{e}");
            // As the gateway's refusal (`ApiError::not_recorded`), in S3's shape: clients retry it.
            S3Error::new(StatusCode::SERVICE_UNAVAILABLE, "ServiceUnavailable", crate::edge::error::NOT_RECORDED)
        })?;
    }
    let brand = session.brand.clone();
    let cx = Cx { storage_cap: storage_cap(app, &session.id), ..Cx::new(session.world.now, Some(user), &brand, None) };
    Ok(change::apply(&mut session.world, &cx, change)?)
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
}

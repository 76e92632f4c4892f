//! Who signed an S3 request, and whether the signature still holds: Signature V2 or V4, in the
//! header or a presigned query, by a key of the session's storage accounts. Clients sign with
//! the wall clock, so signature times are judged against the wall clock moved on by however far
//! the session's clock has been moved by hand since the signing
//! (docs/product/storage.md#signature-time).

use std::collections::{HashMap, VecDeque};

use axum::http::StatusCode;
use jiff::{SignedDuration, Timestamp};
use parking_lot::Mutex;

use super::{S3Error, S3Request, S3Result, Target, sigv2, sigv4};
use crate::domain::storage::account;
use crate::session::Session;
use crate::world::UserId;

/// How far a header signature's date may be from the instant it is judged at.
const SKEW: SignedDuration = SignedDuration::from_secs(15 * 60);
/// A V2 URL names only its end: it is taken as signed this long before, the lifetime SDKs give
/// it unless told otherwise.
const V2_LIFETIME: SignedDuration = SignedDuration::from_secs(3600);
/// The longest a presigned URL lives (S3's limit on `X-Amz-Expires`).
const MAX_LIFETIME: SignedDuration = SignedDuration::from_secs(7 * 24 * 3600);

/// The signer of a request, and what checks the chunks of its `aws-chunked` body.
pub struct Signer {
    pub user: UserId,
    pub chunks: Option<ChunkKey>,
}

/// A V4 header signature's claim and secret: every chunk's signature chains from it.
pub struct ChunkKey {
    claim: sigv4::Claim,
    secret: String,
}

fn denied(code: &'static str, message: &str) -> S3Error {
    S3Error::new(StatusCode::FORBIDDEN, code, message)
}

fn no_such_key() -> S3Error {
    denied("InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records.")
}

fn mismatch() -> S3Error {
    denied(
        "SignatureDoesNotMatch",
        "The request signature we calculated does not match the signature you provided. Check your key and signing method.",
    )
}

fn expired() -> S3Error {
    denied("AccessDenied", "Request has expired")
}

fn skewed() -> S3Error {
    denied("RequestTimeTooSkewed", "The difference between the request time and the current time is too large.")
}

/// The instant a signature dated `signed_at` (by the client's wall clock, in whole seconds) is
/// judged at: the wall clock `wall`, plus every hand move of the session's clock made since it
/// was signed — surely after its second, or after the signature was first presented.
pub fn judged_at(session: &Session, wall: Timestamp, signature: &str, signed_at: Timestamp) -> Timestamp {
    let after_second = signed_at.checked_add(SignedDuration::from_secs(1)).unwrap_or(Timestamp::MAX);
    let since = first_seen(signature, wall).min(after_second);
    wall.checked_add(session.clock.moved_since(since)).unwrap_or(Timestamp::MAX)
}

/// Signatures remembered with the wall instant they were first presented at, at most this many.
const SIGHTINGS: usize = 4096;

/// When each recent signature was first presented: a clock move in the same second as a signing
/// counts for a URL only if the URL was used before the move. Kept beside the sessions, not in
/// them: it holds wall instants, which no world may.
static SEEN: Mutex<Option<Sightings>> = Mutex::new(None);

/// First sightings by signature, and the signatures oldest first.
type Sightings = (HashMap<String, Timestamp>, VecDeque<String>);

fn first_seen(signature: &str, wall: Timestamp) -> Timestamp {
    let mut seen = SEEN.lock();
    let (at, order) = seen.get_or_insert_with(Default::default);
    if let Some(first) = at.get(signature) {
        return *first;
    }
    if order.len() == SIGHTINGS {
        order.pop_front().map(|oldest| at.remove(&oldest));
    }
    at.insert(signature.to_string(), wall);
    order.push_back(signature.to_string());
    wall
}

/// Whether a signature dated `signed_at` is too far from the instant it is judged at.
pub fn too_skewed(signed_at: Timestamp, judged_at: Timestamp) -> bool {
    judged_at.duration_since(signed_at).abs() > SKEW
}

/// Whether a URL valid until `until` has expired at the instant it is judged at.
pub fn past(until: Timestamp, judged_at: Timestamp) -> bool {
    judged_at > until
}

/// The body as far as a signature goes: not read yet, or read.
#[derive(Clone, Copy)]
enum Payload<'a> {
    Unread,
    Read(&'a [u8]),
}

/// The user whose key pair signed the request, checked against the session's keys now, and at
/// the wall instant `wall`.
pub fn authenticate(session: &Session, target: &Target, request: &S3Request, wall: Timestamp) -> S3Result<Signer> {
    signer(session, target, request, wall, Payload::Read(&request.body))
}

/// Refuses, before its body is read, a request that no key of the session signed: every
/// signature is checked whole, a V4 one that covers its body's hash against the hash it names
/// (the body is held to it once read, by [`authenticate`]); only a V4 header signature without
/// `x-amz-content-sha256`, which covers the body itself, waits for it, once its access key is
/// known to be the session's.
pub fn before_body(session: &Session, target: &Target, request: &S3Request, wall: Timestamp) -> S3Result<()> {
    signer(session, target, request, wall, Payload::Unread).map(drop)
}

fn signer(session: &Session, target: &Target, request: &S3Request, wall: Timestamp, payload: Payload) -> S3Result<Signer> {
    let authorization = request.header("authorization");
    let v2 = sigv2::claim(authorization, &request.params)
        .map_err(|m| S3Error::new(StatusCode::BAD_REQUEST, "AuthorizationQueryParametersError", m))?;
    match v2 {
        Some(claim) => v2_signer(session, target, request, claim, wall),
        None => v4_signer(session, target, request, wall, payload),
    }
}

fn v2_signer(session: &Session, target: &Target, request: &S3Request, claim: sigv2::Claim, wall: Timestamp) -> S3Result<Signer> {
    let (user, secret) = account::signer(&session.world, &claim.access_key).ok_or_else(no_such_key)?;
    // Clients sign with the secret as they were given it (`Session::storage_secret`).
    let secret = &session.storage_secret(secret);
    let mut amz: Vec<(String, String)> = request
        .headers
        .iter()
        .map(|(n, v)| (n.as_str().to_string(), String::from_utf8_lossy(v.as_bytes()).into_owned()))
        .collect();
    let expires = claim.expires.map(|e| e.to_string());
    // A presigned URL carries the `x-amz-*` headers it was signed with in its query.
    if claim.expires.is_some() {
        amz.extend(request.params.iter().filter(|(n, _)| n.starts_with("x-amz-")).cloned());
    }
    let query_type = request.param("content-type").filter(|_| claim.expires.is_some());
    let content_type = request.header("content-type").or(query_type).unwrap_or_default();
    let content_md5 = request.header("content-md5").unwrap_or_default();
    // With `x-amz-date`, the Date line may be empty or still carry `Date`: both are accepted.
    let dates: Vec<&str> = match (&expires, request.header("x-amz-date"), request.header("date")) {
        (Some(expires), _, _) => vec![expires.as_str()],
        (None, Some(_), date) => vec!["", date.unwrap_or_default()],
        (None, None, date) => vec![date.unwrap_or_default()],
    };
    let resources = resources(target, &request.path);
    let signed = dates.iter().any(|date| {
        resources.iter().any(|resource| {
            let signable = sigv2::Signable {
                method: request.method.as_str(),
                content_md5,
                content_type,
                date,
                amz_headers: &amz,
                resource,
                query: &request.params,
            };
            sigv2::verify(&claim, secret, &signable)
        })
    });
    if !signed {
        return Err(mismatch());
    }
    match claim.expires {
        Some(until) => {
            let until = Timestamp::from_second(until).map_err(|_| expired())?;
            let signed_at = until.checked_sub(V2_LIFETIME).unwrap_or(until).min(wall);
            let judged = judged_at(session, wall, &claim.signature, signed_at);
            if past(until, judged) {
                return Err(expired());
            }
            // A V2 URL names only its end: one further off than a V4 URL may live is refused.
            if until.duration_since(judged) > MAX_LIFETIME + SKEW {
                return Err(denied("AccessDenied", "Request expiry is too far in the future"));
            }
        }
        None => {
            let date = request.header("x-amz-date").or(request.header("date"));
            let signed_at = date
                .and_then(parse_http_date)
                .ok_or_else(|| denied("AccessDenied", "AWS authentication requires a valid Date or x-amz-date header"))?;
            if too_skewed(signed_at, judged_at(session, wall, &claim.signature, signed_at)) {
                return Err(skewed());
            }
        }
    }
    Ok(Signer { user, chunks: None })
}

/// The resources a V2 signature may name: the path as sent, the path under the session's
/// prefix (`/{bucket}/{key}`), for virtual-host requests the bucket before the path, and for a
/// bucket itself `/{bucket}/` (what SDKs sign for it).
fn resources(target: &Target, path: &str) -> Vec<String> {
    let mut resources = vec![path.to_string()];
    if let Some(rest) = path.strip_prefix(&format!("{}{}", super::PATH_PREFIX, target.session)) {
        resources.push(if rest.is_empty() { "/".into() } else { rest.into() });
    }
    if let Some(bucket) = &target.bucket {
        resources.push(format!("/{bucket}{path}"));
        if target.key.is_none() {
            resources.extend([format!("/{bucket}/"), format!("/{bucket}")]);
        }
    }
    resources.sort();
    resources.dedup();
    resources
}

fn v4_signer(session: &Session, target: &Target, request: &S3Request, wall: Timestamp, payload: Payload) -> S3Result<Signer> {
    use StatusCode as S;
    let claim = sigv4::claim(request.header("authorization"), &request.params)
        .map_err(|m| S3Error::new(S::BAD_REQUEST, "AuthorizationQueryParametersError", m.0))?
        .ok_or_else(|| denied("AccessDenied", "Anonymous access is not allowed"))?;
    let content_sha = request.header("x-amz-content-sha256");
    let streaming = content_sha.filter(|h| h.starts_with("STREAMING-"));
    let payload_hash = match (claim.expires, content_sha) {
        (Some(_), _) | (None, Some(sigv4::UNSIGNED_PAYLOAD)) => sigv4::UNSIGNED_PAYLOAD.to_string(),
        (None, Some(streaming)) if streaming.starts_with("STREAMING-") => streaming.to_string(),
        (None, given) => match (payload, given) {
            // The hash the signature covers; the body is held to it once read.
            (Payload::Unread, Some(given)) => given.to_string(),
            (Payload::Unread, None) => {
                // The signature covers the body itself: it is checked once the body is read.
                let (user, _) = account::signer(&session.world, &claim.access_key).ok_or_else(no_such_key)?;
                return Ok(Signer { user, chunks: None });
            }
            (Payload::Read(body), given) => {
                let actual = sigv4::sha256_hex(body);
                if given.is_some_and(|g| !g.eq_ignore_ascii_case(&actual)) {
                    return Err(S3Error::new(
                        S::BAD_REQUEST,
                        "XAmzContentSHA256Mismatch",
                        "The provided 'x-amz-content-sha256' header does not match what was computed.",
                    ));
                }
                given.map_or(actual, str::to_string)
            }
        },
    };
    let (user, secret) = account::signer(&session.world, &claim.access_key).ok_or_else(no_such_key)?;
    // Clients sign with the secret as they were given it (`Session::storage_secret`).
    let secret = &session.storage_secret(secret);
    let headers: Vec<(String, String)> = request
        .headers
        .iter()
        .map(|(n, v)| (n.as_str().to_string(), String::from_utf8_lossy(v.as_bytes()).into_owned()))
        .collect();
    let amz_date = match claim.expires {
        Some(_) => claim.amz_date.clone(),
        None => request.header("x-amz-date").unwrap_or_default().to_string(),
    };
    let claim = sigv4::Claim { amz_date, ..claim };
    let signable = sigv4::Signable {
        method: request.method.as_str(),
        path: &request.path,
        query: &request.query,
        headers: &headers,
        payload_hash: &payload_hash,
    };
    if !sigv4::verify(&claim, secret, &signable) && !signed_with_prefixed_host(target, &claim, secret, &signable) {
        return Err(mismatch());
    }
    let signed_at = parse_amz_date(&claim.amz_date)
        .ok_or_else(|| S3Error::new(S::BAD_REQUEST, "AuthorizationQueryParametersError", "X-Amz-Date is malformed"))?;
    let judged = judged_at(session, wall, &claim.signature, signed_at);
    match claim.expires {
        // A URL dated later than the skew allows is not valid yet, however long it lives.
        Some(_) if signed_at.duration_since(judged) > SKEW => {
            return Err(denied("AccessDenied", "Request is not valid yet"));
        }
        Some(expires) => {
            let until = signed_at.checked_add(SignedDuration::from_secs(expires as i64)).unwrap_or(Timestamp::MAX);
            if past(until, judged) {
                return Err(expired());
            }
        }
        None if too_skewed(signed_at, judged) => return Err(skewed()),
        None => {}
    }
    let chunks = streaming.filter(|s| s.starts_with("STREAMING-AWS4-HMAC-SHA256-PAYLOAD"));
    Ok(Signer { user, chunks: chunks.map(|_| ChunkKey { claim, secret: secret.to_string() }) })
}

/// Whether a path-style request carries the signature of a client that took the endpoint
/// `HOST/s3/{session}` for its host (s3cmd's `host_base`): it signs that as the `host` header
/// and the path under it (`/{bucket}/{key}`) as the URI, while it sends the bare host and the
/// whole path.
fn signed_with_prefixed_host(target: &Target, claim: &sigv4::Claim, secret: &str, sent: &sigv4::Signable) -> bool {
    let prefix = format!("{}{}", super::PATH_PREFIX, target.session);
    let Some(under) = sent.path.strip_prefix(&prefix).filter(|rest| rest.is_empty() || rest.starts_with('/')) else {
        return false;
    };
    let headers: Vec<(String, String)> = sent
        .headers
        .iter()
        .map(|(name, value)| (name.clone(), if name == "host" { format!("{value}{prefix}") } else { value.clone() }))
        .collect();
    let path = if under.is_empty() { "/" } else { under };
    sigv4::verify(claim, secret, &sigv4::Signable { path, headers: &headers, ..*sent })
}

/// One chunk of an `aws-chunked` body.
#[derive(Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    pub signature: Option<&'a str>,
    pub data: &'a [u8],
}

/// The chunks of an aws-chunked body (`<hex size>[;chunk-signature=…]\r\n<data>\r\n` … up to
/// and with the zero-size chunk; trailers after it are not read).
pub fn chunks(body: &[u8]) -> Option<Vec<Chunk<'_>>> {
    let mut chunks = Vec::new();
    let mut rest = body;
    loop {
        let end = rest.windows(2).position(|w| w == b"\r\n")?;
        let head = std::str::from_utf8(&rest[..end]).ok()?;
        let (size, extension) = head.split_once(';').unwrap_or((head, ""));
        let size = usize::from_str_radix(size.trim(), 16).ok()?;
        let signature = extension.trim().strip_prefix("chunk-signature=");
        rest = &rest[end + 2..];
        let data = rest.get(..size)?;
        chunks.push(Chunk { signature, data });
        if size == 0 {
            return Some(chunks);
        }
        rest = rest.get(size..)?.strip_prefix(b"\r\n")?;
    }
}

/// The payload of an aws-chunked body, checked against the length the client declared and, for
/// a signed stream, each chunk's signature against the chain from the seed signature.
pub fn dechunk(body: &[u8], declared: Option<&str>, key: Option<&ChunkKey>) -> S3Result<Vec<u8>> {
    let malformed = || S3Error::new(StatusCode::BAD_REQUEST, "IncompleteBody", "The aws-chunked body is malformed");
    let chunks = chunks(body).ok_or_else(malformed)?;
    if let Some(key) = key {
        let mut previous = key.claim.signature.clone();
        for chunk in &chunks {
            let expected = sigv4::chunk_signature(&key.claim, &key.secret, &previous, chunk.data);
            if chunk.signature != Some(expected.as_str()) {
                return Err(mismatch());
            }
            previous = expected;
        }
    }
    let data: Vec<u8> = chunks.iter().flat_map(|c| c.data.iter().copied()).collect();
    if declared.is_some_and(|d| d.parse() != Ok(data.len())) {
        return Err(malformed());
    }
    Ok(data)
}

/// `YYYYMMDDTHHMMSSZ`.
fn parse_amz_date(text: &str) -> Option<Timestamp> {
    jiff::fmt::strtime::parse("%Y%m%dT%H%M%SZ", text)
        .ok()?
        .to_datetime()
        .ok()?
        .to_zoned(jiff::tz::TimeZone::UTC)
        .ok()
        .map(|z| z.timestamp())
}

/// An RFC 1123 `Date` (what V2 clients send), or the `YYYYMMDDTHHMMSSZ` form.
fn parse_http_date(text: &str) -> Option<Timestamp> {
    jiff::fmt::rfc2822::parse(text).ok().map(|z| z.timestamp()).or_else(|| parse_amz_date(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> Timestamp {
        text.parse().unwrap()
    }

    /// A request of session `s1`.
    fn target(bucket: Option<&str>, key: Option<&str>) -> Target {
        Target { session: "s1".into(), bucket: bucket.map(Into::into), key: key.map(Into::into) }
    }

    #[test]
    fn skew_is_a_quarter_hour_either_way_and_lifetimes_end_after_their_last_second() {
        let signed = at("2026-11-26T20:00:00Z");
        assert!(!too_skewed(signed, at("2026-11-26T20:15:00Z")));
        assert!(too_skewed(signed, at("2026-11-26T20:15:01Z")));
        assert!(!too_skewed(signed, at("2026-11-26T19:45:00Z")));
        assert!(too_skewed(signed, at("2026-11-26T19:44:59Z")));
        assert!(!past(at("2026-11-26T21:00:00Z"), at("2026-11-26T21:00:00Z")));
        assert!(past(at("2026-11-26T21:00:00Z"), at("2026-11-26T21:00:01Z")));
    }

    #[test]
    fn a_signature_keeps_the_instant_it_was_first_presented_at() {
        let first = at("2026-11-26T20:00:00Z");
        assert_eq!(first_seen("test-signature-seen-twice", first), first);
        assert_eq!(first_seen("test-signature-seen-twice", at("2026-11-26T20:05:00Z")), first);
    }

    #[test]
    fn a_v2_resource_is_the_path_as_sent_or_under_the_session() {
        let object = resources(&target(Some("photos"), Some("a b")), "/s3/s1/photos/a%20b");
        assert_eq!(object, ["/photos/a%20b", "/photos/s3/s1/photos/a%20b", "/s3/s1/photos/a%20b"]);
        let bucket = resources(&target(Some("photos"), None), "/s3/s1/photos");
        assert!(bucket.contains(&"/photos/".to_string()) && bucket.contains(&"/photos".to_string()));
        let virtual_host = resources(&target(Some("photos"), Some("a")), "/a");
        assert!(virtual_host.contains(&"/photos/a".to_string()));
    }

    /// s3cmd 2.3 with `host_base = 127.0.0.1:8080/s3/s1` (Crypto.sign_request_v4): `host` is
    /// signed as that string and the canonical URI is the resource under it, the bucket first.
    #[test]
    fn a_v4_signature_over_the_host_with_the_path_prefix_verifies() {
        let claim = sigv4::Claim {
            access_key: "AKIA".into(),
            amz_date: "20261129T030000Z".into(),
            scope: "20261129/us-east-1/s3/aws4_request".into(),
            signed_headers: vec!["host".into(), "x-amz-content-sha256".into(), "x-amz-date".into()],
            signature: String::new(),
            expires: None,
        };
        let empty = sigv4::sha256_hex(b"");
        let header = |host: &str| {
            vec![
                ("host".to_string(), host.to_string()),
                ("x-amz-content-sha256".into(), empty.clone()),
                ("x-amz-date".into(), "20261129T030000Z".into()),
            ]
        };
        let (signed_headers, sent_headers) = (header("127.0.0.1:8080/s3/s1"), header("127.0.0.1:8080"));
        let signable = |path, headers| sigv4::Signable { method: "GET", path, query: "", headers, payload_hash: &empty };
        let s3cmd = sigv4::Claim {
            signature: sigv4::signature(&claim, "secret", &signable("/photos/a%20b.txt", &signed_headers)),
            ..claim.clone()
        };
        let session = target(Some("photos"), Some("a b.txt"));
        let sent = signable("/s3/s1/photos/a%20b.txt", &sent_headers);
        assert!(!sigv4::verify(&s3cmd, "secret", &sent), "as sent it is not the request signed");
        assert!(signed_with_prefixed_host(&session, &s3cmd, "secret", &sent));
        assert!(!signed_with_prefixed_host(&session, &s3cmd, "another", &sent));
        let listing = sigv4::Claim { signature: sigv4::signature(&claim, "secret", &signable("/", &signed_headers)), ..claim };
        assert!(signed_with_prefixed_host(&target(None, None), &listing, "secret", &signable("/s3/s1", &sent_headers)));
        assert!(!signed_with_prefixed_host(&target(None, None), &listing, "secret", &signable("/s3/s12", &sent_headers)));
    }

    #[test]
    fn dates_parse_in_both_forms() {
        let expected = Some(at("2007-03-27T19:36:42Z"));
        assert_eq!(parse_http_date("Tue, 27 Mar 2007 19:36:42 +0000"), expected);
        assert_eq!(parse_http_date("Tue, 27 Mar 2007 19:36:42 GMT"), expected);
        assert_eq!(parse_http_date("20070327T193642Z"), expected);
        assert_eq!(parse_http_date("yesterday"), None);
    }

    #[test]
    fn chunks_are_read_with_their_signatures() {
        let body = b"5;chunk-signature=abc\r\nhello\r\n6\r\n world\r\n0\r\nx-amz-checksum-crc32:AAAA\r\n\r\n";
        let read = chunks(body).unwrap();
        assert_eq!(read.iter().map(|c| c.signature).collect::<Vec<_>>(), [Some("abc"), None, None]);
        assert_eq!(dechunk(body, Some("11"), None).ok(), Some(b"hello world".to_vec()));
        assert_eq!(dechunk(body, None, None).ok(), Some(b"hello world".to_vec()));
        assert!(dechunk(body, Some("10"), None).is_err());
        assert!(dechunk(b"5\r\nhel", None, None).is_err());
        assert!(dechunk(b"zz\r\n", None, None).is_err());
    }

    /// The documented example's chain (see `sigv4`), cut to its last chunk: a body whose chunk
    /// signature is not the chain's is refused.
    #[test]
    fn a_chunk_off_the_chain_is_refused() {
        let claim = sigv4::Claim {
            access_key: "AKIA".into(),
            amz_date: "20130524T000000Z".into(),
            scope: "20130524/us-east-1/s3/aws4_request".into(),
            signed_headers: vec![],
            signature: "seed".into(),
            expires: None,
        };
        let secret = "secret".to_string();
        let first = sigv4::chunk_signature(&claim, &secret, "seed", b"hello");
        let last = sigv4::chunk_signature(&claim, &secret, &first, b"");
        let key = ChunkKey { claim, secret };
        let good = format!("5;chunk-signature={first}\r\nhello\r\n0;chunk-signature={last}\r\n\r\n");
        assert_eq!(dechunk(good.as_bytes(), Some("5"), Some(&key)).ok(), Some(b"hello".to_vec()));
        let swapped = format!("5;chunk-signature={last}\r\nhello\r\n0;chunk-signature={first}\r\n\r\n");
        assert_eq!(dechunk(swapped.as_bytes(), Some("5"), Some(&key)).err().map(|e| e.code), Some("SignatureDoesNotMatch"));
        let tampered = format!("5;chunk-signature={first}\r\nhellO\r\n0;chunk-signature={last}\r\n\r\n");
        assert!(dechunk(tampered.as_bytes(), Some("5"), Some(&key)).is_err());
    }
}

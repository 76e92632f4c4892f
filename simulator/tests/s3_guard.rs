//! The S3 endpoint reads nothing before it is authorised and holds every visitor to a budget
//! (docs/reference/security-and-durability.md#limits): an unsigned or mis-signed upload is refused
//! before its body is polled; a demo visitor's objects stop at its quota with S3's error and no
//! change; a presigned URL dated in the future, or living longer than a week, opens nothing.

use crate::browser;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use axum::body::Body;
use axum::http::{Request, header};
use browser::{Browser, Server};
use bytes::Bytes;
use http_body_util::BodyExt;
use jiff::{SignedDuration, Timestamp};
use simulator::Options;
use simulator::http::s3::sigv4::{Claim, Signable, UNSIGNED_PAYLOAD, sha256_hex, signature};
use simulator::session::visitors::VisitorLimits;
use tower::ServiceExt;

/// A request body of `len` zero bytes that notes whether anyone asked it for bytes.
fn watched(polled: Arc<AtomicBool>, len: usize) -> Body {
    let mut left = len;
    Body::from_stream(futures_util::stream::poll_fn(move |_| {
        polled.store(true, Ordering::SeqCst);
        let n = left.min(1 << 20);
        left -= n;
        std::task::Poll::Ready((n > 0).then(|| Ok::<_, std::io::Error>(Bytes::from(vec![0u8; n]))))
    }))
}

/// A session's owner with a storage key pair and a bucket `photos`.
struct Place {
    session: String,
    access: String,
    secret: String,
}

async fn place(server: &Server, browser: &mut Browser, key: &str, session: &str) -> Place {
    let user = server.call(browser, "GET", "/v1/storage/user", &[("apikey", key)], "").await;
    assert_eq!(user.status, 200, "{}", user.body);
    let pair = &user.body["s3Credentials"][0];
    let form = [("apikey", key), ("content-type", "application/x-www-form-urlencoded")];
    let made = server.call(browser, "PUT", "/v1/storage/bucket", &form, "name=photos").await;
    assert_eq!(made.status, 200, "{}", made.body);
    Place {
        session: session.into(),
        access: pair["accessKey"].as_str().unwrap().into(),
        secret: pair["secretKey"].as_str().unwrap().into(),
    }
}

fn amz_date(at: Timestamp) -> String {
    at.to_zoned(jiff::tz::TimeZone::UTC).strftime("%Y%m%dT%H%M%SZ").to_string()
}

impl Place {
    fn path(&self, key: &str) -> String {
        format!("/s3/{}/photos/{key}", self.session)
    }

    /// Header-signed V4 headers for `method` on `key` with the body hash `payload` (signed with
    /// `secret`, the place's own unless told).
    fn v4(&self, method: &str, key: &str, payload: &str, secret: Option<&str>) -> Vec<(String, String)> {
        let date = amz_date(Timestamp::now());
        let headers: Vec<(String, String)> = [("host", "127.0.0.1"), ("x-amz-content-sha256", payload), ("x-amz-date", &date)]
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .to_vec();
        let claim = Claim {
            access_key: self.access.clone(),
            amz_date: date.clone(),
            scope: format!("{}/us-east-1/s3/aws4_request", &date[..8]),
            signed_headers: headers.iter().map(|(n, _)| n.clone()).collect(),
            signature: String::new(),
            expires: None,
        };
        let path = self.path(key);
        let signable = Signable { method, path: &path, query: "", headers: &headers, payload_hash: payload };
        let signature = signature(&claim, secret.unwrap_or(&self.secret), &signable);
        let authorization = format!(
            "AWS4-HMAC-SHA256 Credential={}/{},SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature={signature}",
            self.access, claim.scope
        );
        let mut signed = headers;
        signed.push(("authorization".into(), authorization));
        signed
    }

    /// A presigned V4 GET of `key` dated `at`, living `expires` seconds.
    fn presigned(&self, key: &str, at: Timestamp, expires: u64) -> String {
        let date = amz_date(at);
        let scope = format!("{}/us-east-1/s3/aws4_request", &date[..8]);
        let credential: String = form_urlencoded::byte_serialize(format!("{}/{scope}", self.access).as_bytes()).collect();
        let query = format!(
            "X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={credential}&X-Amz-Date={date}&X-Amz-Expires={expires}&X-Amz-SignedHeaders=host"
        );
        let claim = Claim {
            access_key: self.access.clone(),
            amz_date: date,
            scope,
            signed_headers: vec!["host".into()],
            signature: String::new(),
            expires: Some(expires),
        };
        let path = self.path(key);
        let headers = [("host".to_string(), "127.0.0.1".to_string())];
        let signable = Signable { method: "GET", path: &path, query: &query, headers: &headers, payload_hash: UNSIGNED_PAYLOAD };
        format!("{path}?{query}&X-Amz-Signature={}", signature(&claim, &self.secret, &signable))
    }
}

/// Sends `method path` with `headers` and a body of `len` zero bytes that notes whether it was
/// read: (status, S3 error code or body text, whether the body was polled).
async fn send(server: &Server, method: &str, path: &str, headers: &[(String, String)], len: usize) -> (u16, String, bool) {
    let polled = Arc::new(AtomicBool::new(false));
    let mut request = Request::builder().method(method).uri(path).header(header::HOST, "127.0.0.1");
    for (name, value) in headers.iter().filter(|(n, _)| n != "host") {
        request = request.header(name, value);
    }
    let body = watched(polled.clone(), len);
    let request = request.header(header::CONTENT_LENGTH, len).body(body).unwrap();
    let response = server.router.clone().oneshot(request).await.unwrap();
    let status = response.status().as_u16();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let code = text.split_once("<Code>").and_then(|(_, rest)| rest.split_once("</Code>")).map_or(text.clone(), |(c, _)| c.into());
    (status, code, polled.load(Ordering::SeqCst))
}

/// Objects in `photos` as the control API lists them to the presenter.
fn object_count(server: &Server, session: &str) -> usize {
    let handle = server.app.sessions.get(session).unwrap();
    let session = handle.lock();
    session.world.storage.buckets.get("photos").map_or(0, |b| b.objects.len())
}

async fn owner_place() -> (Server, Place) {
    let server = browser::serve(Options::default()).await;
    let mut tool = Browser::default();
    let key = simulator_owner_key(&server);
    let place = place(&server, &mut tool, &key, "default").await;
    (server, place)
}

fn simulator_owner_key(server: &Server) -> String {
    let info = server.app.sessions.get("default").unwrap().lock().info();
    info.users.iter().find(|u| u.role == spec::control::Role::Owner).unwrap().api_key.clone()
}

const HUNDRED_MIB: usize = 100 * 1024 * 1024;

#[tokio::test]
async fn an_unsigned_or_mis_signed_upload_is_refused_before_its_body_is_read() {
    let (server, place) = owner_place().await;
    let path = place.path("big.bin");
    let declared = sha256_hex(b"what the client says it sends");
    for (what, headers) in [
        ("unsigned", vec![]),
        ("signed with a wrong secret", place.v4("PUT", "big.bin", UNSIGNED_PAYLOAD, Some("not-the-secret"))),
        ("a signed body hash, wrong secret", place.v4("PUT", "big.bin", &declared, Some("not-the-secret"))),
        (
            "an unknown key, no body hash",
            vec![(
                "authorization".to_string(),
                "AWS4-HMAC-SHA256 Credential=NOSUCHKEY/20261129/us-east-1/s3/aws4_request,SignedHeaders=host,Signature=00"
                    .to_string(),
            )],
        ),
        (
            "V2, wrong secret",
            vec![
                ("authorization".to_string(), format!("AWS {}:c2lnbmF0dXJl", place.access)),
                ("date".to_string(), jiff::fmt::rfc2822::to_string(&Timestamp::now().to_zoned(jiff::tz::TimeZone::UTC)).unwrap()),
            ],
        ),
    ] {
        let (status, code, polled) = send(&server, "PUT", &path, &headers, HUNDRED_MIB).await;
        assert_eq!(status, 403, "{what}: {code}");
        assert!(!polled, "{what}: the body was read before the refusal ({code})");
    }
    assert_eq!(object_count(&server, "default"), 0);
    // A good signature still uploads.
    let (status, code, polled) = send(&server, "PUT", &path, &place.v4("PUT", "big.bin", UNSIGNED_PAYLOAD, None), 1024).await;
    assert_eq!((status, polled), (200, true), "{code}");
    assert_eq!(object_count(&server, "default"), 1);
}

#[tokio::test]
async fn a_visitors_objects_stop_at_its_quota_and_nothing_changes() {
    let limits = VisitorLimits { storage_bytes: 1024 * 1024, ..VisitorLimits::default() };
    let server = browser::serve(Options { visitors: Some(limits), random_secrets: true, ..Options::default() }).await;
    let mut visitor = Browser::default();
    let (session, key) = server.sign_in(&mut visitor).await;
    let place = place(&server, &mut visitor, &key, &session).await;
    let put = |key: &str| place.v4("PUT", key, UNSIGNED_PAYLOAD, None);
    assert_eq!(send(&server, "PUT", &place.path("a.bin"), &put("a.bin"), 700 * 1024).await.0, 200);
    // Past the quota: refused with S3's error, before a declared body past it is read.
    let (status, code, _) = send(&server, "PUT", &place.path("b.bin"), &put("b.bin"), 400 * 1024).await;
    assert_eq!((status, code.as_str()), (403, "QuotaExceeded"));
    let (status, code, polled) = send(&server, "PUT", &place.path("c.bin"), &put("c.bin"), HUNDRED_MIB).await;
    assert_eq!((status, code.as_str(), polled), (403, "QuotaExceeded", false));
    assert_eq!(object_count(&server, &session), 1, "nothing stored past the quota");
    // Replacing an object within the quota is fine.
    assert_eq!(send(&server, "PUT", &place.path("a.bin"), &put("a.bin"), 900 * 1024).await.0, 200);
}

#[tokio::test]
async fn a_presigned_url_dated_in_the_future_or_living_past_a_week_opens_nothing() {
    let (server, place) = owner_place().await;
    let path = place.path("a.txt");
    let (status, code, _) = send(&server, "PUT", &path, &place.v4("PUT", "a.txt", UNSIGNED_PAYLOAD, None), 5).await;
    assert_eq!(status, 200, "{code}");
    let now = Timestamp::now();
    assert_eq!(send(&server, "GET", &place.presigned("a.txt", now, 600), &[], 0).await.0, 200);
    let soon = now + SignedDuration::from_mins(10);
    assert_eq!(send(&server, "GET", &place.presigned("a.txt", soon, 600), &[], 0).await.0, 200, "within the skew");
    for (what, url) in [
        ("dated 2099", place.presigned("a.txt", "2099-01-01T00:00:00Z".parse().unwrap(), 3600)),
        ("dated an hour ahead", place.presigned("a.txt", now + SignedDuration::from_hours(1), 600)),
        ("living 8 days", place.presigned("a.txt", now, 8 * 24 * 3600)),
    ] {
        let (status, code, _) = send(&server, "GET", &url, &[], 0).await;
        assert_eq!(status / 100, 4, "{what}: {status} {code}");
        assert_ne!(status, 404, "{what}");
    }
}

/// Defect: export → import of a session with a 1.6 MB object answered 413 in plain text.
#[tokio::test]
async fn a_session_with_a_large_object_exports_and_imports_again() {
    let (server, place) = owner_place().await;
    let put = place.v4("PUT", "big.bin", UNSIGNED_PAYLOAD, None);
    assert_eq!(send(&server, "PUT", &place.path("big.bin"), &put, 1_600_000).await.0, 200);
    let mut tool = Browser::default();
    let exported = server.call(&mut tool, "GET", "/__sim/sessions/default/state", &[], "").await;
    assert_eq!(exported.status, 200);
    let json = [("content-type", "application/json")];
    let imported = server.call(&mut tool, "PUT", "/__sim/sessions/default/state", &json, &exported.body.to_string()).await;
    assert_eq!(imported.status, 200, "{}", imported.body);
    let handle = server.app.sessions.get("default").unwrap();
    let size = handle.lock().world.storage.buckets["photos"].objects["big.bin"].data.len();
    assert_eq!(size, 1_600_000);
}

/// Defect: the journal kept an upload's first 16 KiB (the journal's body limit) beside the object
/// itself, so each visitor's quota of objects cost the server its size again in the journal.
#[tokio::test]
async fn the_journal_keeps_only_the_head_of_an_uploaded_object() {
    let (server, place) = owner_place().await;
    let put = place.v4("PUT", "big.bin", UNSIGNED_PAYLOAD, None);
    assert_eq!(send(&server, "PUT", &place.path("big.bin"), &put, 100_000).await.0, 200);
    let mut tool = Browser::default();
    let journal = server.call(&mut tool, "GET", "/__sim/sessions/default/journal", &[], "").await;
    let entries = journal.body["entries"].as_array().unwrap();
    let upload = entries.iter().find(|e| e["operation"] == "s3:PutObject").unwrap();
    let kept = upload["request_body"].as_str().unwrap();
    // The head (zero bytes, as text) and the mark of a cut body.
    assert_eq!(kept, format!("{}…", "\0".repeat(simulator::journal::OBJECT_HEAD)));
    let handle = server.app.sessions.get("default").unwrap();
    assert_eq!(handle.lock().world.storage.buckets["photos"].objects["big.bin"].data.len(), 100_000, "the object is whole");
}

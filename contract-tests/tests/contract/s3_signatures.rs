//! Signatures on the S3 endpoint as clients make them, by the wall clock: V2 beside V4, in the
//! header and presigned, judged against the wall clock moved on by the session's hand moves
//! (docs/product/storage.md#signature-time), in sessions ahead of and behind the wall clock.

use std::time::Duration;

use jiff::{SignedDuration, Timestamp};
use rusty_s3::{Bucket, Credentials, S3Action, UrlStyle};
use serde_json::{Value, json};
use simulator::http::s3::{sigv2, sigv4};
use spec::storage::ops::*;

use crate::harness::{FORM, TestApp};
use crate::s3_client::{Reply, S3, code, serve};

/// A bucket `photos` in a new session made from `body`, reached path-style on `port`.
pub(crate) struct Place {
    pub(crate) session: String,
    pub(crate) bucket: Bucket,
    pub(crate) credentials: Credentials,
    pub(crate) port: u16,
}

impl Place {
    pub(crate) async fn new(app: &TestApp, port: u16, body: Value) -> Place {
        let (session, key) = app.owner_in(body).await;
        let user = app.call(&STORAGE_USER, "/v1/storage/user", Some(&key), None).await.json();
        let pair = &user["s3Credentials"][0];
        let created = app.call(&BUCKET_CREATE, "/v1/storage/bucket", Some(&key), Some((FORM, "name=photos"))).await;
        assert!(created.status.is_success(), "{}", created.text);
        let endpoint: url::Url = format!("http://127.0.0.1:{port}/s3/{session}/").parse().unwrap();
        let bucket = Bucket::new(endpoint, UrlStyle::Path, "photos", "us-east-1").unwrap();
        let credentials = Credentials::new(pair["accessKey"].as_str().unwrap(), pair["secretKey"].as_str().unwrap());
        Place { session, bucket, credentials, port }
    }

    pub(crate) fn path(&self, key: &str) -> String {
        format!("/s3/{}/photos/{key}", self.session)
    }

    pub(crate) fn url(&self, path_and_query: &str) -> url::Url {
        format!("http://127.0.0.1:{}{path_and_query}", self.port).parse().unwrap()
    }

    pub(crate) async fn advance(&self, app: &TestApp, seconds: i64) {
        let advance = format!("/__sim/sessions/{}/clock/advance", self.session);
        assert_eq!(app.control("POST", &advance, json!({ "seconds": seconds })).await.status, 200);
    }

    /// A V2 presigned URL for `method` on `key`, valid until `expires` (Unix seconds).
    pub(crate) fn v2_url(&self, method: &str, key: &str, expires: i64) -> url::Url {
        let path = self.path(key);
        let expires_text = expires.to_string();
        let signable = sigv2::Signable {
            method,
            content_md5: "",
            content_type: "",
            date: &expires_text,
            amz_headers: &[],
            resource: &path,
            query: &[],
        };
        let signature = sigv2::signature(self.credentials.secret(), &signable);
        let signature: String = url::form_urlencoded::byte_serialize(signature.as_bytes()).collect();
        self.url(&format!("{path}?AWSAccessKeyId={}&Expires={expires}&Signature={signature}", self.credentials.key()))
    }

    /// A V2 header-signed request's headers, dated `date` (RFC 1123).
    pub(crate) fn v2_headers(&self, method: &str, key: &str, content_type: &str, date: &str) -> Vec<(String, String)> {
        let path = self.path(key);
        let signable =
            sigv2::Signable { method, content_md5: "", content_type, date, amz_headers: &[], resource: &path, query: &[] };
        let signature = sigv2::signature(self.credentials.secret(), &signable);
        let mut headers = vec![
            ("date".to_string(), date.to_string()),
            ("authorization".to_string(), format!("AWS {}:{signature}", self.credentials.key())),
        ];
        if !content_type.is_empty() {
            headers.push(("content-type".into(), content_type.into()));
        }
        headers
    }

    /// A V4 header-signed request's headers for a body-less `method` on `key`, dated `at`.
    pub(crate) fn v4_headers(&self, method: &str, key: &str, at: Timestamp) -> Vec<(String, String)> {
        let path = self.path(key);
        let amz_date = at.to_zoned(jiff::tz::TimeZone::UTC).strftime("%Y%m%dT%H%M%SZ").to_string();
        let headers: Vec<(String, String)> = [
            ("host", format!("127.0.0.1:{}", self.port)),
            ("x-amz-content-sha256", sigv4::UNSIGNED_PAYLOAD.to_string()),
            ("x-amz-date", amz_date.clone()),
        ]
        .map(|(n, v)| (n.to_string(), v))
        .to_vec();
        let claim = sigv4::Claim {
            access_key: self.credentials.key().into(),
            amz_date: amz_date.clone(),
            scope: format!("{}/us-east-1/s3/aws4_request", &amz_date[..8]),
            signed_headers: headers.iter().map(|(n, _)| n.clone()).collect(),
            signature: String::new(),
            expires: None,
        };
        let signable =
            sigv4::Signable { method, path: &path, query: "", headers: &headers, payload_hash: sigv4::UNSIGNED_PAYLOAD };
        let signature = sigv4::signature(&claim, self.credentials.secret(), &signable);
        let authorization = format!(
            "AWS4-HMAC-SHA256 Credential={}/{},SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature={signature}",
            self.credentials.key(),
            claim.scope
        );
        vec![
            ("authorization".into(), authorization),
            ("x-amz-content-sha256".into(), sigv4::UNSIGNED_PAYLOAD.into()),
            ("x-amz-date".into(), amz_date),
        ]
    }

    pub(crate) async fn put(&self, s3: &S3, key: &str, body: &[u8]) {
        let put = self.bucket.put_object(Some(&self.credentials), key).sign(Duration::from_secs(3600));
        let reply = s3.send("PUT", put, body.to_vec()).await;
        assert_eq!(reply.status, 200, "{}", String::from_utf8_lossy(&reply.body));
    }
}

pub(crate) async fn send_headers(s3: &S3, method: &str, url: url::Url, headers: &[(String, String)], body: &[u8]) -> Reply {
    let headers: Vec<(&str, &str)> = headers.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect();
    s3.send_with(method, url, &headers, body.to_vec()).await
}

fn rfc1123(at: Timestamp) -> String {
    at.to_zoned(jiff::tz::TimeZone::UTC).strftime("%a, %d %b %Y %H:%M:%S GMT").to_string()
}

#[tokio::test]
async fn v2_header_and_presigned_requests_are_served_beside_v4() {
    let app = TestApp::new();
    let port = serve(&app).await;
    let place = Place::new(&app, port, json!({ "world": "empty" })).await;
    let s3 = S3::new();
    let now = Timestamp::now();

    let headers = place.v2_headers("PUT", "v2.txt", "text/plain", &rfc1123(now));
    let reply = send_headers(&s3, "PUT", place.url(&place.path("v2.txt")), &headers, b"by v2").await;
    assert_eq!(reply.status, 200, "{}", String::from_utf8_lossy(&reply.body));
    let get = place.bucket.get_object(Some(&place.credentials), "v2.txt").sign(Duration::from_secs(60));
    assert_eq!(s3.send("GET", get, Vec::new()).await.body.as_ref(), b"by v2");

    let url = place.v2_url("GET", "v2.txt", now.as_second() + 3600);
    assert_eq!(s3.send("GET", url.clone(), Vec::new()).await.body.as_ref(), b"by v2");
    // Another method, another key, another secret: each signature is its own.
    let reply = s3.send("DELETE", url, Vec::new()).await;
    assert_eq!((reply.status, code(&reply)), (403, "SignatureDoesNotMatch".into()));
    let wrong = place.v2_headers("GET", "other.txt", "", &rfc1123(now));
    let reply = send_headers(&s3, "GET", place.url(&place.path("v2.txt")), &wrong, b"").await;
    assert_eq!((reply.status, code(&reply)), (403, "SignatureDoesNotMatch".into()));
    let unknown = [("authorization".to_string(), "AWS NOSUCHKEY:c2lnbmF0dXJl".to_string()), ("date".into(), rfc1123(now))];
    let reply = send_headers(&s3, "GET", place.url(&place.path("v2.txt")), &unknown, b"").await;
    assert_eq!((reply.status, code(&reply)), (403, "InvalidAccessKeyId".into()));
    // Nothing changed on the refusals.
    assert_eq!(s3.send("GET", place.v2_url("GET", "v2.txt", now.as_second() + 60), Vec::new()).await.status, 200);
}

/// An hour ahead in realtime, a day behind on a manual clock: a URL presigned now works for its
/// lifetime and expires after it, and moving the clock past it expires it at once.
#[tokio::test]
async fn presigned_urls_live_their_stated_lifetime_in_sessions_ahead_and_behind() {
    let app = TestApp::new();
    let port = serve(&app).await;
    let s3 = S3::new();
    let now = Timestamp::now();
    let ahead = (now + SignedDuration::from_hours(1)).to_string();
    let behind = (now - SignedDuration::from_hours(24)).to_string();
    for body in [
        json!({ "world": "empty", "start": ahead, "clock": "realtime" }),
        json!({ "world": "empty", "start": behind }),
        json!({ "world": "empty", "start": behind, "clock": "realtime:60" }),
    ] {
        let place = Place::new(&app, port, body.clone()).await;
        place.put(&s3, "a.txt", b"hello").await;
        let v4 = place.bucket.get_object(Some(&place.credentials), "a.txt").sign(Duration::from_secs(600));
        let v2 = place.v2_url("GET", "a.txt", now.as_second() + 600);
        // (Used once before the moves below, so they count even within the second they were signed in.)
        assert_eq!(s3.send("GET", v4.clone(), Vec::new()).await.status, 200, "{body}");
        assert_eq!(s3.send("GET", v2.clone(), Vec::new()).await.status, 200, "{body}");
        // Signed long enough ago by the wall clock, a URL has expired whatever the session's clock says.
        let old = now - SignedDuration::from_secs(700);
        let stale = place.bucket.get_object(Some(&place.credentials), "a.txt").sign_with_time(Duration::from_secs(600), &old);
        let reply = s3.send("GET", stale, Vec::new()).await;
        assert_eq!((reply.status, code(&reply)), (403, "AccessDenied".into()), "{body}");
        let reply = s3.send("GET", place.v2_url("GET", "a.txt", now.as_second() - 100), Vec::new()).await;
        assert_eq!((reply.status, code(&reply)), (403, "AccessDenied".into()), "{body}");
        // Moving the clock by hand moves the URLs' time with it.
        place.advance(&app, 300).await;
        assert_eq!(s3.send("GET", v4.clone(), Vec::new()).await.status, 200, "{body}");
        place.advance(&app, 400).await;
        for url in [v4, v2] {
            let reply = s3.send("GET", url, Vec::new()).await;
            assert_eq!((reply.status, code(&reply)), (403, "AccessDenied".into()), "{body}");
        }
        // A URL presigned after the moves lives its whole lifetime again (another lifetime, so
        // not the same URL as one signed in the same second before them).
        let fresh = place.bucket.get_object(Some(&place.credentials), "a.txt").sign(Duration::from_secs(900));
        assert_eq!(s3.send("GET", fresh, Vec::new()).await.status, 200, "{body}");
    }
}

/// Header signatures dated more than 15 minutes from the wall clock (moved by hand moves made
/// since) are refused, V2 and V4 alike, whatever the session's clock says.
#[tokio::test]
async fn header_signatures_far_from_the_wall_clock_are_too_skewed() {
    let app = TestApp::new();
    let port = serve(&app).await;
    let s3 = S3::new();
    let now = Timestamp::now();
    let behind = (now - SignedDuration::from_hours(24)).to_string();
    let place = Place::new(&app, port, json!({ "world": "empty", "start": behind })).await;
    place.put(&s3, "a.txt", b"hello").await;
    let url = place.url(&place.path("a.txt"));
    for at in [now, now - SignedDuration::from_mins(14), now + SignedDuration::from_mins(14)] {
        let reply = send_headers(&s3, "GET", url.clone(), &place.v4_headers("GET", "a.txt", at), b"").await;
        assert_eq!(reply.status, 200, "{at}: {}", String::from_utf8_lossy(&reply.body));
        let reply = send_headers(&s3, "GET", url.clone(), &place.v2_headers("GET", "a.txt", "", &rfc1123(at)), b"").await;
        assert_eq!(reply.status, 200, "{at}: {}", String::from_utf8_lossy(&reply.body));
    }
    for at in [now - SignedDuration::from_mins(16), now + SignedDuration::from_mins(16), now - SignedDuration::from_hours(24)] {
        let reply = send_headers(&s3, "GET", url.clone(), &place.v4_headers("GET", "a.txt", at), b"").await;
        assert_eq!((reply.status, code(&reply)), (403, "RequestTimeTooSkewed".into()), "{at}");
        let reply = send_headers(&s3, "GET", url.clone(), &place.v2_headers("GET", "a.txt", "", &rfc1123(at)), b"").await;
        assert_eq!((reply.status, code(&reply)), (403, "RequestTimeTooSkewed".into()), "{at}");
    }
    // A signature made now, sent, and sent again after the clock is moved an hour is an hour old.
    let headers = place.v4_headers("GET", "a.txt", now);
    assert_eq!(send_headers(&s3, "GET", url.clone(), &headers, b"").await.status, 200);
    place.advance(&app, 3600).await;
    let reply = send_headers(&s3, "GET", url, &headers, b"").await;
    assert_eq!((reply.status, code(&reply)), (403, "RequestTimeTooSkewed".into()));
}

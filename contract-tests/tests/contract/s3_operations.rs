//! The S3 operations one by one over HTTP, with their refusals leaving the objects as they were:
//! metadata, conditions, copies, batch deletes, listings v1, bucket settings, chunk signatures;
//! and S3 exchanges in the session's journal (secrets redacted) and under its fault rules.

use std::time::Duration;

use jiff::Timestamp;
use rusty_s3::S3Action;
use serde_json::json;
use simulator::http::s3::sigv4;

use crate::harness::TestApp;
use crate::s3_client::{S3, code, serve};
use crate::s3_signatures::{Place, send_headers};

const HOUR: Duration = Duration::from_secs(3600);

async fn place(app: &TestApp) -> Place {
    let port = serve(app).await;
    Place::new(app, port, json!({ "world": "empty" })).await
}

fn text(body: &[u8]) -> String {
    String::from_utf8_lossy(body).into_owned()
}

fn headers(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect()
}

impl Place {
    /// A presigned V4 URL for `method` on `key` (extra headers go unsigned, as S3 allows).
    fn object(&self, method: &str, key: &str) -> url::Url {
        let credentials = Some(&self.credentials);
        match method {
            "GET" | "HEAD" => self.bucket.get_object(credentials, key).sign(HOUR),
            "DELETE" => self.bucket.delete_object(credentials, key).sign(HOUR),
            _ => self.bucket.put_object(credentials, key).sign(HOUR),
        }
    }

    /// A bucket request signed with a V4 header at the wall clock now, `query` included.
    fn bucket_signed(&self, method: &str, query: &str, body: &[u8], extra: &[(&str, &str)]) -> (url::Url, Vec<(String, String)>) {
        let path = format!("/s3/{}/photos", self.session);
        let amz_date = Timestamp::now().to_zoned(jiff::tz::TimeZone::UTC).strftime("%Y%m%dT%H%M%SZ").to_string();
        let payload = sigv4::sha256_hex(body);
        let signed = headers(&[
            ("host", &format!("127.0.0.1:{}", self.port)),
            ("x-amz-content-sha256", &payload),
            ("x-amz-date", &amz_date),
        ]);
        let claim = sigv4::Claim {
            access_key: self.credentials.key().into(),
            amz_date: amz_date.clone(),
            scope: format!("{}/us-east-1/s3/aws4_request", &amz_date[..8]),
            signed_headers: signed.iter().map(|(n, _)| n.clone()).collect(),
            signature: String::new(),
            expires: None,
        };
        let signable = sigv4::Signable { method, path: &path, query, headers: &signed, payload_hash: &payload };
        let signature = sigv4::signature(&claim, self.credentials.secret(), &signable);
        let authorization = format!(
            "AWS4-HMAC-SHA256 Credential={}/{},SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature={signature}",
            self.credentials.key(),
            claim.scope
        );
        let mut sent =
            headers(&[("authorization", &authorization), ("x-amz-content-sha256", &payload), ("x-amz-date", &amz_date)]);
        sent.extend(headers(extra));
        (self.url(&format!("{path}?{query}")), sent)
    }
}

#[tokio::test]
async fn metadata_is_kept_and_conditions_answer_304_and_412() {
    let app = TestApp::new();
    let place = place(&app).await;
    let s3 = S3::new();
    let put = [
        ("content-type", "text/plain"),
        ("cache-control", "max-age=60"),
        ("content-disposition", "attachment"),
        ("x-amz-meta-owner", "mari"),
    ];
    let reply = s3.send_with("PUT", place.object("PUT", "a.txt"), &put, b"hello".to_vec()).await;
    assert_eq!(reply.etag.as_deref(), Some("\"5d41402abc4b2a76b9719d911017c592\""));
    let request = hyper::Request::get(place.object("GET", "a.txt").as_str()).body(http_body_util::Full::new(bytes::Bytes::new()));
    let response = s3.client.request(request.unwrap()).await.unwrap();
    let got = response.headers();
    assert_eq!((got["content-type"].to_str().unwrap(), got["cache-control"].to_str().unwrap()), ("text/plain", "max-age=60"));
    assert_eq!((got["content-disposition"].to_str().unwrap(), got["x-amz-meta-owner"].to_str().unwrap()), ("attachment", "mari"));
    let modified = got["last-modified"].to_str().unwrap().to_string();
    let etag = reply.etag.unwrap();
    let get = |conditions: Vec<(&'static str, String)>| {
        let (s3, url) = (&s3, place.object("GET", "a.txt"));
        async move {
            let list: Vec<(&str, &str)> = conditions.iter().map(|(n, v)| (*n, v.as_str())).collect();
            s3.send_with("GET", url, &list, Vec::new()).await
        }
    };
    assert_eq!(get(vec![("if-match", etag.clone())]).await.status, 200);
    let failed = get(vec![("if-match", "\"0\"".into())]).await;
    assert_eq!((failed.status, code(&failed)), (412, "PreconditionFailed".into()));
    let not_modified = get(vec![("if-none-match", etag.clone())]).await;
    assert_eq!((not_modified.status, not_modified.body.len()), (304, 0));
    assert_eq!(get(vec![("if-modified-since", modified.clone())]).await.status, 304);
    assert_eq!(get(vec![("if-unmodified-since", modified)]).await.status, 200);
    let unmodified = get(vec![("if-unmodified-since", "Sun, 04 Jan 2026 09:00:00 GMT".into())]).await;
    assert_eq!(unmodified.status, 412);
}

#[tokio::test]
async fn copies_keep_or_replace_metadata_and_refuse_a_copy_onto_itself() {
    let app = TestApp::new();
    let place = place(&app).await;
    let s3 = S3::new();
    let put = [("content-type", "text/plain"), ("x-amz-meta-a", "1")];
    s3.send_with("PUT", place.object("PUT", "a.txt"), &put, b"original".to_vec()).await;
    let source = "photos/a.txt".to_string();
    let reply = s3.send_with("PUT", place.object("PUT", "b.txt"), &[("x-amz-copy-source", &source)], Vec::new()).await;
    assert_eq!(reply.status, 200, "{}", text(&reply.body));
    let copied = text(&reply.body);
    assert!(
        copied.contains("<CopyObjectResult") && copied.contains("<ETag>&quot;919c8b643b7133116b02fc0d9bb7df3f&quot;</ETag>"),
        "{copied}"
    );
    let replace = [("x-amz-copy-source", source.as_str()), ("x-amz-metadata-directive", "REPLACE"), ("x-amz-meta-b", "2")];
    assert_eq!(s3.send_with("PUT", place.object("PUT", "c.txt"), &replace, Vec::new()).await.status, 200);
    let state = app.world(&place.session).await;
    let objects = &state["storage"]["buckets"]["photos"]["objects"];
    assert_eq!(objects["b.txt"]["meta"], json!({ "user": { "a": "1" } }));
    assert_eq!(
        (objects["c.txt"]["meta"].clone(), objects["c.txt"]["content_type"].clone()),
        (json!({ "user": { "b": "2" } }), json!("binary/octet-stream"))
    );
    assert_eq!(objects["c.txt"]["data"], objects["a.txt"]["data"]);

    let before = app.world(&place.session).await;
    let onto_itself = s3.send_with("PUT", place.object("PUT", "a.txt"), &[("x-amz-copy-source", &source)], Vec::new()).await;
    assert_eq!((onto_itself.status, code(&onto_itself)), (400, "InvalidRequest".into()));
    let missing = [("x-amz-copy-source", "photos/nope")];
    let reply = s3.send_with("PUT", place.object("PUT", "d.txt"), &missing, Vec::new()).await;
    assert_eq!((reply.status, code(&reply)), (404, "NoSuchKey".into()));
    let failing = [("x-amz-copy-source", source.as_str()), ("x-amz-copy-source-if-match", "\"0\"")];
    let reply = s3.send_with("PUT", place.object("PUT", "d.txt"), &failing, Vec::new()).await;
    assert_eq!((reply.status, code(&reply)), (412, "PreconditionFailed".into()));
    let directive = [("x-amz-copy-source", source.as_str()), ("x-amz-metadata-directive", "MERGE")];
    let reply = s3.send_with("PUT", place.object("PUT", "d.txt"), &directive, Vec::new()).await;
    assert_eq!((reply.status, code(&reply)), (400, "InvalidArgument".into()));
    assert_eq!(app.world(&place.session).await, before);
}

#[tokio::test]
async fn delete_objects_checks_its_digest_and_reports_verbose_or_quiet() {
    let app = TestApp::new();
    let place = place(&app).await;
    let s3 = S3::new();
    for key in ["a", "b", "c"] {
        place.put(&s3, key, b"x").await;
    }
    let body = b"<Delete><Object><Key>a</Key></Object><Object><Key>gone</Key></Object></Delete>";
    // Their digests, as a client computes them: base64 MD5, base64 big-endian CRC32.
    let md5 = "nmAHS59TWHDr0RdldrWW+A==";
    let before = app.world(&place.session).await;
    for (extra, expected) in [(vec![("content-md5", "AAAAAAAAAAAAAAAAAAAAAA==")], "BadDigest"), (vec![], "InvalidRequest")] {
        let (url, sent) = place.bucket_signed("POST", "delete=", body, &extra);
        let reply = send_headers(&s3, "POST", url, &sent, body).await;
        assert_eq!((reply.status, code(&reply)), (400, expected.into()), "{}", text(&reply.body));
    }
    let (url, sent) =
        place.bucket_signed("POST", "delete=", b"<Delete></Delete>", &[("content-md5", "R2cEG0GhQVRNiyXR3QnSyw==")]);
    let reply = send_headers(&s3, "POST", url, &sent, b"<Delete></Delete>").await;
    assert_eq!((reply.status, code(&reply)), (400, "MalformedXML".into()));
    assert_eq!(app.world(&place.session).await, before);

    let (url, sent) = place.bucket_signed("POST", "delete=", body, &[("content-md5", md5)]);
    let reply = send_headers(&s3, "POST", url, &sent, body).await;
    assert_eq!(reply.status, 200, "{}", text(&reply.body));
    assert!(text(&reply.body).contains("<Deleted><Key>a</Key></Deleted><Deleted><Key>gone</Key></Deleted>"));
    let quiet = b"<Delete><Quiet>true</Quiet><Object><Key>b</Key></Object></Delete>";
    let (url, sent) = place.bucket_signed("POST", "delete=", quiet, &[("x-amz-checksum-crc32", "uJ/QXw==")]);
    let reply = send_headers(&s3, "POST", url, &sent, quiet).await;
    assert!(reply.status == 200 && !text(&reply.body).contains("<Deleted>"), "{}", text(&reply.body));
    let left = app.world(&place.session).await["storage"]["buckets"]["photos"]["objects"]
        .as_object()
        .unwrap()
        .keys()
        .cloned()
        .collect::<Vec<_>>();
    assert_eq!(left, ["c"]);
}

#[tokio::test]
async fn list_v1_settings_and_the_rest_answer_as_s3() {
    let app = TestApp::new();
    let place = place(&app).await;
    let s3 = S3::new();
    for key in ["a b.txt", "d/1.txt", "d/2.txt", "x+y.txt"] {
        place.put(&s3, key, b"x").await;
    }
    let list = |query: &'static str| {
        let (s3, place) = (&s3, &place);
        async move {
            let (url, sent) = place.bucket_signed("GET", query, b"", &[]);
            send_headers(s3, "GET", url, &sent, b"").await
        }
    };
    let page = text(&list("delimiter=%2F&encoding-type=url&max-keys=2").await.body);
    assert!(
        page.contains("<Marker></Marker><NextMarker>d%2F</NextMarker><IsTruncated>true</IsTruncated>")
            || page.contains("<NextMarker>d/</NextMarker>"),
        "{page}"
    );
    assert!(
        page.contains("<Key>a%20b.txt</Key>")
            && page.contains("<Prefix>d/</Prefix>")
            && page.contains("<EncodingType>url</EncodingType>"),
        "{page}"
    );
    let next = text(&list("delimiter=%2F&marker=d%2F").await.body);
    assert!(next.contains("<Key>x+y.txt</Key>") && !next.contains("d/1.txt") && !next.contains("<NextMarker>"), "{next}");
    assert!(text(&list("location=").await.body).contains("<LocationConstraint"));
    assert!(text(&list("versioning=").await.body).contains("<VersioningConfiguration"));
    assert!(text(&list("acl=").await.body).contains("<Permission>FULL_CONTROL</Permission>"));
    let policy = list("policy=").await;
    assert_eq!((policy.status, code(&policy)), (404, "NoSuchBucketPolicy".into()));
    let logging = list("logging=").await;
    assert_eq!((logging.status, code(&logging)), (501, "NotImplemented".into()));
    let bad = list("encoding-type=base64").await;
    assert_eq!((bad.status, code(&bad)), (400, "InvalidArgument".into()));
}

/// An aws-chunked upload whose chunks carry the chain of signatures from the request's is
/// stored; one chunk off the chain and nothing is.
#[tokio::test]
async fn chunk_signatures_are_checked_along_their_chain() {
    let app = TestApp::new();
    let place = place(&app).await;
    let s3 = S3::new();
    let path = format!("/s3/{}/photos/chunked.txt", place.session);
    let send = |forged: bool| {
        let (s3, place, path) = (&s3, &place, path.clone());
        async move {
            let amz_date = Timestamp::now().to_zoned(jiff::tz::TimeZone::UTC).strftime("%Y%m%dT%H%M%SZ").to_string();
            let streaming = "STREAMING-AWS4-HMAC-SHA256-PAYLOAD";
            let signed = headers(&[
                ("host", &format!("127.0.0.1:{}", place.port)),
                ("x-amz-content-sha256", streaming),
                ("x-amz-date", &amz_date),
                ("x-amz-decoded-content-length", "11"),
            ]);
            let mut claim = sigv4::Claim {
                access_key: place.credentials.key().into(),
                amz_date: amz_date.clone(),
                scope: format!("{}/us-east-1/s3/aws4_request", &amz_date[..8]),
                signed_headers: signed.iter().map(|(n, _)| n.clone()).collect(),
                signature: String::new(),
                expires: None,
            };
            let signable = sigv4::Signable { method: "PUT", path: &path, query: "", headers: &signed, payload_hash: streaming };
            claim.signature = sigv4::signature(&claim, place.credentials.secret(), &signable);
            let secret = place.credentials.secret();
            let first = sigv4::chunk_signature(&claim, secret, &claim.signature, b"hello");
            let second = sigv4::chunk_signature(&claim, secret, &first, b" world");
            let second = if forged { first.clone() } else { second };
            let last = sigv4::chunk_signature(&claim, secret, &second, b"");
            let body = format!(
                "5;chunk-signature={first}\r\nhello\r\n6;chunk-signature={second}\r\n world\r\n0;chunk-signature={last}\r\n\r\n"
            );
            let authorization = format!(
                "AWS4-HMAC-SHA256 Credential={}/{},SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-decoded-content-length,Signature={}",
                claim.access_key, claim.scope, claim.signature
            );
            let mut sent = signed[1..].to_vec();
            sent.push(("authorization".into(), authorization));
            sent.push(("content-encoding".into(), "aws-chunked".into()));
            send_headers(s3, "PUT", place.url(&path), &sent, body.as_bytes()).await
        }
    };
    let reply = send(true).await;
    assert_eq!((reply.status, code(&reply)), (403, "SignatureDoesNotMatch".into()));
    assert!(app.world(&place.session).await["storage"]["buckets"]["photos"]["objects"].get("chunked.txt").is_none());
    let reply = send(false).await;
    assert_eq!(reply.status, 200, "{}", text(&reply.body));
    let got = s3.send("GET", place.object("GET", "chunked.txt"), Vec::new()).await;
    assert_eq!(got.body.as_ref(), b"hello world");
}

#[tokio::test]
async fn s3_exchanges_are_journaled_without_secrets_and_fault_rules_reach_them() {
    let app = TestApp::new();
    let place = place(&app).await;
    let s3 = S3::new();
    place.put(&s3, "a.txt", b"hello").await;
    let journal = app.get(&format!("/__sim/sessions/{}/journal", place.session)).await.json();
    let entry = journal["entries"].as_array().unwrap().iter().find(|e| e["operation"] == "s3:PutObject").cloned().unwrap();
    assert_eq!((entry["status"].clone(), entry["request_body"].clone()), (json!(200), json!("hello")));
    let uri = entry["uri"].as_str().unwrap();
    assert!(uri.starts_with(&format!("/s3/{}/photos/a.txt?", place.session)), "{uri}");
    assert!(uri.contains("X-Amz-Signature=[redacted]") && !uri.contains(place.credentials.key()), "{uri}");
    assert!(entry["user"].as_str().is_some_and(|u| u.contains('@')), "{entry}");
    let scenario = app.get(&format!("/__sim/sessions/{}/journal?format=scenario", place.session)).await.text;
    assert!(!scenario.contains("/s3/"), "{scenario}");

    let faults = format!("/__sim/sessions/{}/faults", place.session);
    let rule = json!({ "path": "/s3/*/photos/**", "method": "PUT", "status": 503, "times": 1 });
    assert_eq!(app.control("POST", &faults, rule).await.status, 200);
    let reply = s3.send("PUT", place.object("PUT", "b.txt"), b"x".to_vec()).await;
    assert_eq!((reply.status, code(&reply)), (503, "SlowDown".into()));
    assert_eq!(s3.send("GET", place.object("GET", "a.txt"), Vec::new()).await.status, 200, "a GET is not the rule's");
    assert_eq!(s3.send("PUT", place.object("PUT", "b.txt"), b"x".to_vec()).await.status, 200, "used up");
    let message = json!({ "path": "/s3/**", "status": 500, "error": "disk on fire" });
    app.control("POST", &faults, message).await;
    let reply = s3.send("GET", place.object("GET", "a.txt"), Vec::new()).await;
    assert_eq!((reply.status, code(&reply)), (500, "InternalError".into()));
    assert!(text(&reply.body).contains("disk on fire"));
    let journal = app.get(&format!("/__sim/sessions/{}/journal", place.session)).await.json();
    let statuses: Vec<u64> = journal["entries"].as_array().unwrap().iter().filter_map(|e| e["status"].as_u64()).collect();
    assert!(statuses.ends_with(&[503, 200, 200, 500]), "{statuses:?}");
}

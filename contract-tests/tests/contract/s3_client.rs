//! An ordinary S3 client library (`rusty-s3`, signing presigned URLs, sent with hyper over TCP)
//! against the simulator's S3 endpoint, with keys from `/storage/user/keys`: it lists, uploads
//! (in one request and in parts), downloads and deletes, and is refused with a wrong or deleted
//! key.

use std::time::Duration;

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::rt::TokioExecutor;
use rusty_s3::actions::{CompleteMultipartUpload, CreateMultipartUpload, ListObjectsV2, S3Action};
use rusty_s3::{Bucket, Credentials, UrlStyle};
use serde_json::json;
use spec::storage::ops::*;

use crate::harness::TestApp;
use crate::storage::Store;

const HOUR: Duration = Duration::from_secs(3600);

/// The simulator on a free port, sharing `app`'s sessions.
pub(crate) async fn serve(app: &TestApp) -> u16 {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let router = simulator::app(app.state.clone());
    tokio::spawn(async move { axum::serve(listener, router).await });
    port
}

pub(crate) struct S3 {
    pub(crate) client: Client<hyper_util::client::legacy::connect::HttpConnector, Full<Bytes>>,
}

pub(crate) struct Reply {
    pub(crate) status: u16,
    pub(crate) etag: Option<String>,
    pub(crate) body: Bytes,
}

impl S3 {
    pub(crate) fn new() -> S3 {
        S3 { client: Client::builder(TokioExecutor::new()).build_http() }
    }

    pub(crate) async fn send(&self, method: &str, url: url::Url, body: Vec<u8>) -> Reply {
        self.send_with(method, url, &[], body).await
    }

    /// Sends to the URL's path on `127.0.0.1` at its port, with the URL's host in `Host` (so
    /// virtual-host names need no resolver) and any extra headers.
    pub(crate) async fn send_with(&self, method: &str, url: url::Url, headers: &[(&str, &str)], body: Vec<u8>) -> Reply {
        let host = format!("{}:{}", url.host_str().unwrap(), url.port().unwrap());
        let target = format!("http://127.0.0.1:{}{}", url.port().unwrap(), &url[url::Position::BeforePath..]);
        let mut request = hyper::Request::builder().method(method).uri(target).header("host", host);
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let request = request.body(Full::new(Bytes::from(body))).unwrap();
        let response = self.client.request(request).await.expect("the endpoint answers");
        let status = response.status().as_u16();
        let etag = response.headers().get("etag").map(|v| v.to_str().unwrap().to_string());
        let body = response.into_body().collect().await.unwrap().to_bytes();
        Reply { status, etag, body }
    }

    async fn keys(&self, bucket: &Bucket, credentials: &Credentials, prefix: &str) -> (Vec<String>, Vec<String>) {
        let mut list = ListObjectsV2::new(bucket, Some(credentials));
        list.with_prefix(prefix);
        list.with_delimiter("/");
        let reply = self.send("GET", list.sign(HOUR), Vec::new()).await;
        assert_eq!(reply.status, 200, "{}", String::from_utf8_lossy(&reply.body));
        let parsed = ListObjectsV2::parse_response(std::str::from_utf8(&reply.body).unwrap()).unwrap();
        (parsed.contents.into_iter().map(|c| c.key).collect(), parsed.common_prefixes.into_iter().map(|p| p.prefix).collect())
    }
}

pub(crate) fn code(reply: &Reply) -> String {
    let text = String::from_utf8_lossy(&reply.body);
    text.split("<Code>").nth(1).and_then(|rest| rest.split("</Code>").next()).unwrap_or_default().to_string()
}

#[tokio::test]
async fn an_s3_client_lists_uploads_downloads_and_deletes_with_the_accounts_keys() {
    let app = TestApp::new();
    let store = Store::new(&app).await;
    let port = serve(&app).await;
    let key = store.ok(&STORAGE_USER, "", "").await["s3Credentials"][0].clone();
    store.ok(&BUCKET_CREATE, "", "name=photos").await;
    let endpoint: url::Url = format!("http://127.0.0.1:{port}/s3/{}/", store.vms.session).parse().unwrap();
    let bucket = Bucket::new(endpoint, UrlStyle::Path, "photos", "us-east-1").unwrap();
    let credentials = Credentials::new(key["accessKey"].as_str().unwrap(), key["secretKey"].as_str().unwrap());
    let s3 = S3::new();

    for (name, text) in [("notes.txt", "hello"), ("docs/a.txt", "first"), ("docs/b.txt", "second")] {
        let put = bucket.put_object(Some(&credentials), name);
        let reply = s3.send("PUT", put.sign(HOUR), text.as_bytes().to_vec()).await;
        assert_eq!(reply.status, 200, "{}", String::from_utf8_lossy(&reply.body));
        assert!(reply.etag.is_some());
    }
    assert_eq!(s3.keys(&bucket, &credentials, "").await, (vec!["notes.txt".into()], vec!["docs/".into()]));
    assert_eq!(s3.keys(&bucket, &credentials, "docs/").await, (vec!["docs/a.txt".into(), "docs/b.txt".into()], vec![]));

    // Multipart: a 5 MiB part and a tail, assembled in order.
    let upload = CreateMultipartUpload::new(&bucket, Some(&credentials), "big.bin");
    let reply = s3.send("POST", upload.sign(HOUR), Vec::new()).await;
    let started = CreateMultipartUpload::parse_response(std::str::from_utf8(&reply.body).unwrap()).unwrap();
    let parts = [vec![1u8; 5 * 1024 * 1024], b"tail".to_vec()];
    let mut etags = Vec::new();
    for (index, data) in parts.iter().enumerate() {
        let part = bucket.upload_part(Some(&credentials), "big.bin", index as u16 + 1, started.upload_id());
        let reply = s3.send("PUT", part.sign(HOUR), data.clone()).await;
        assert_eq!(reply.status, 200, "{}", String::from_utf8_lossy(&reply.body));
        etags.push(reply.etag.unwrap());
    }
    let complete = CompleteMultipartUpload::new(
        &bucket,
        Some(&credentials),
        "big.bin",
        started.upload_id(),
        etags.iter().map(String::as_str),
    );
    let url = complete.sign(HOUR);
    let reply = s3.send("POST", url, complete.body().into_bytes()).await;
    assert_eq!(reply.status, 200, "{}", String::from_utf8_lossy(&reply.body));

    let get = bucket.get_object(Some(&credentials), "big.bin");
    let reply = s3.send("GET", get.sign(HOUR), Vec::new()).await;
    assert_eq!(reply.body.len(), 5 * 1024 * 1024 + 4);
    assert!(reply.body.ends_with(b"tail"));
    let get = bucket.get_object(Some(&credentials), "docs/b.txt");
    assert_eq!(s3.send("GET", get.sign(HOUR), Vec::new()).await.body, Bytes::from_static(b"second"));

    // The bucket's size and count follow the objects.
    let listed = store.ok(&BUCKET_GET, "?name=photos", "").await;
    assert_eq!((listed["num_objects"].clone(), listed["size_bytes"].clone()), (json!(4), json!(5 + 5 + 6 + 5 * 1024 * 1024 + 4)));

    for name in ["notes.txt", "docs/a.txt", "docs/b.txt", "big.bin"] {
        let delete = bucket.delete_object(Some(&credentials), name);
        assert_eq!(s3.send("DELETE", delete.sign(HOUR), Vec::new()).await.status, 204);
    }
    assert_eq!(s3.keys(&bucket, &credentials, "").await, (vec![], vec![]));
    assert_eq!(store.call(&BUCKET_DELETE, "", "name=photos").await.status.as_u16(), 204);
}

#[tokio::test]
async fn a_wrong_or_deleted_key_is_refused() {
    let app = TestApp::new();
    let store = Store::new(&app).await;
    let port = serve(&app).await;
    let key = store.ok(&STORAGE_USER, "", "").await["s3Credentials"][0].clone();
    store.ok(&BUCKET_CREATE, "", "name=photos").await;
    let endpoint: url::Url = format!("http://127.0.0.1:{port}/s3/{}/", store.vms.session).parse().unwrap();
    let bucket = Bucket::new(endpoint, UrlStyle::Path, "photos", "us-east-1").unwrap();
    let access = key["accessKey"].as_str().unwrap();
    let s3 = S3::new();

    let wrong = Credentials::new(access, "not-the-secret");
    let reply = s3.send("PUT", bucket.put_object(Some(&wrong), "x").sign(HOUR), b"x".to_vec()).await;
    assert_eq!((reply.status, code(&reply)), (403, "SignatureDoesNotMatch".into()));
    let reply = s3.send("GET", ListObjectsV2::new(&bucket, None).sign(HOUR), Vec::new()).await;
    assert_eq!((reply.status, code(&reply)), (403, "AccessDenied".into()));

    let right = Credentials::new(access, key["secretKey"].as_str().unwrap());
    let presigned = bucket.put_object(Some(&right), "x").sign(HOUR);
    store.ok(&KEY_DELETE, "", &format!("access_key={access}")).await;
    let reply = s3.send("PUT", presigned, b"x".to_vec()).await;
    assert_eq!((reply.status, code(&reply)), (403, "InvalidAccessKeyId".into()));
    assert_eq!(store.ok(&BUCKET_GET, "?name=photos", "").await["num_objects"], 0);
}

#[tokio::test]
async fn virtual_host_requests_pages_ranges_expiry_and_cors_preflight() {
    let app = TestApp::new();
    let store = Store::new(&app).await;
    let port = serve(&app).await;
    let key = store.ok(&STORAGE_USER, "", "").await["s3Credentials"][0].clone();
    store.ok(&BUCKET_CREATE, "", "name=photos").await;
    let credentials = Credentials::new(key["accessKey"].as_str().unwrap(), key["secretKey"].as_str().unwrap());
    let s3 = S3::new();
    // Virtual-host style: the bucket and the session in the host name.
    let endpoint: url::Url = format!("http://{}.s3.localhost:{port}", store.vms.session).parse().unwrap();
    let bucket = Bucket::new(endpoint, UrlStyle::VirtualHost, "photos", "us-east-1").unwrap();
    for name in ["a", "b", "c", "d/1", "d/2"] {
        let reply =
            s3.send_with("PUT", bucket.put_object(Some(&credentials), name).sign(HOUR), &[], b"0123456789".to_vec()).await;
        assert_eq!(reply.status, 200, "{}", String::from_utf8_lossy(&reply.body));
    }

    // Two entries a page; `d/` counts once.
    let mut pages = Vec::new();
    let mut token: Option<String> = None;
    loop {
        let mut list = ListObjectsV2::new(&bucket, Some(&credentials));
        list.with_delimiter("/");
        list.with_max_keys(2);
        if let Some(token) = &token {
            list.with_continuation_token(token.clone());
        }
        let reply = s3.send_with("GET", list.sign(HOUR), &[], Vec::new()).await;
        let page = ListObjectsV2::parse_response(std::str::from_utf8(&reply.body).unwrap()).unwrap();
        let keys: Vec<String> =
            page.contents.iter().map(|c| c.key.clone()).chain(page.common_prefixes.iter().map(|p| p.prefix.clone())).collect();
        pages.push(keys);
        match page.next_continuation_token {
            Some(next) => token = Some(next),
            None => break,
        }
    }
    assert_eq!(pages, vec![vec!["a".to_string(), "b".into()], vec!["c".into(), "d/".into()]]);

    // A byte range.
    let get = bucket.get_object(Some(&credentials), "a").sign(HOUR);
    let reply = s3.send_with("GET", get, &[("range", "bytes=2-4")], Vec::new()).await;
    assert_eq!((reply.status, reply.body), (206, Bytes::from_static(b"234")));

    // A link presigned now (by the wall clock, as clients do) expires once the session's clock is
    // moved past its lifetime, wherever that clock stands.
    let link = bucket.get_object(Some(&credentials), "a").sign(Duration::from_secs(60));
    assert_eq!(s3.send_with("GET", link.clone(), &[], Vec::new()).await.status, 200);
    let advance = format!("/__sim/sessions/{}/clock/advance", store.vms.session);
    app.control("POST", &advance, json!({ "seconds": 61 })).await;
    let reply = s3.send_with("GET", link, &[], Vec::new()).await;
    assert_eq!((reply.status, code(&reply)), (403, "AccessDenied".into()));

    // CORS preflight answers from the bucket's rules: none yet, then one origin.
    let object = bucket.object_url("a").unwrap();
    let preflight = [("origin", "https://shop.example.com"), ("access-control-request-method", "PUT")];
    let reply = s3.send_with("OPTIONS", object.clone(), &preflight, Vec::new()).await;
    assert_eq!((reply.status, code(&reply)), (403, "AccessForbidden".into()));
    store.call(&BUCKET_CORS, "", "name=photos&allowed_origin=https%3A%2F%2Fshop.example.com").await;
    let request = hyper::Request::builder()
        .method("OPTIONS")
        .uri(format!("http://127.0.0.1:{port}/a"))
        .header("host", format!("photos.{}.s3.localhost:{port}", store.vms.session))
        .header("origin", "https://shop.example.com")
        .header("access-control-request-method", "PUT")
        .header("access-control-request-headers", "content-type, x-amz-date")
        .body(Full::new(Bytes::new()))
        .unwrap();
    let response = s3.client.request(request).await.unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["access-control-allow-origin"], "https://shop.example.com");
    assert!(response.headers()["access-control-allow-methods"].to_str().unwrap().contains("PUT"));
    let other = [("origin", "https://evil.example.com"), ("access-control-request-method", "PUT")];
    assert_eq!(s3.send_with("OPTIONS", object, &other, Vec::new()).await.status, 403);
}

#[tokio::test]
async fn a_suspended_bucket_refuses_s3_requests_until_its_account_is_cleared() {
    let app = TestApp::new();
    let store = Store::new(&app).await;
    let port = serve(&app).await;
    let key = store.ok(&STORAGE_USER, "", "").await["s3Credentials"][0].clone();
    let account = store.ok(&BUCKET_CREATE, "", "name=photos").await["billing_account_id"].as_u64().unwrap();
    let endpoint: url::Url = format!("http://127.0.0.1:{port}/s3/{}/", store.vms.session).parse().unwrap();
    let bucket = Bucket::new(endpoint, UrlStyle::Path, "photos", "us-east-1").unwrap();
    let credentials = Credentials::new(key["accessKey"].as_str().unwrap(), key["secretKey"].as_str().unwrap());
    let s3 = S3::new();
    let restrict = |level| {
        let handle = app.state.sessions.get(&store.vms.session).unwrap();
        handle.lock().world.billing.accounts.get_mut(&account).unwrap().restriction_level = level;
    };

    restrict(spec::billing::RestrictionLevel::Frozen);
    assert_eq!(store.ok(&BUCKET_GET, "?name=photos", "").await["is_suspended"], true);
    let reply = s3.send("PUT", bucket.put_object(Some(&credentials), "a").sign(HOUR), b"x".to_vec()).await;
    assert_eq!((reply.status, code(&reply)), (403, "AccessDenied".into()));
    restrict(spec::billing::RestrictionLevel::Clear);
    assert_eq!(store.ok(&BUCKET_GET, "?name=photos", "").await["is_suspended"], false);
    let reply = s3.send("PUT", bucket.put_object(Some(&credentials), "a").sign(HOUR), b"x".to_vec()).await;
    assert_eq!(reply.status, 200);
}

#[tokio::test]
async fn objects_move_with_a_state_export_into_another_session_and_serve_there() {
    let app = TestApp::new();
    let store = Store::new(&app).await;
    let port = serve(&app).await;
    let key = store.ok(&STORAGE_USER, "", "").await["s3Credentials"][0].clone();
    store.ok(&BUCKET_CREATE, "", "name=photos").await;
    let credentials = Credentials::new(key["accessKey"].as_str().unwrap(), key["secretKey"].as_str().unwrap());
    let bucket_in = |session: &str| {
        let endpoint: url::Url = format!("http://127.0.0.1:{port}/s3/{session}/").parse().unwrap();
        Bucket::new(endpoint, UrlStyle::Path, "photos", "us-east-1").unwrap()
    };
    let s3 = S3::new();
    let put = bucket_in(&store.vms.session).put_object(Some(&credentials), "docs/a.bin").sign(HOUR);
    assert_eq!(s3.send("PUT", put, vec![0, 159, 146, 150, 255]).await.status, 200);

    let exported = app.state(&store.vms.session).await;
    let id = &app.new_session(json!({ "world": "empty" })).await;
    assert_eq!(app.control("PUT", &format!("/__sim/sessions/{id}/state"), exported).await.status, 200);

    // The same key pair reaches the copy at the other session's endpoint, bytes intact.
    let get = bucket_in(id).get_object(Some(&credentials), "docs/a.bin").sign(HOUR);
    let reply = s3.send("GET", get, Vec::new()).await;
    assert_eq!((reply.status, reply.body), (200, Bytes::from_static(&[0, 159, 146, 150, 255])));
}

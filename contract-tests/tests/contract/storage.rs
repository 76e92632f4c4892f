//! Object storage: the eleven `/storage…` operations, their happy paths and each refusal with
//! its exact body and the world unchanged.

use axum::http::StatusCode;
use serde_json::{Value, json};
use spec::access::ops::TOKEN_CREATE;
use spec::billing::ops::ACCOUNT_CREATE;
use spec::error::{billing, storage as msg, validation};
use spec::routes::Operation;
use spec::storage::ops::*;

use crate::compute::Vms;
use crate::harness::{Answer, FORM, TestApp, message, quoted};

/// A user of a fresh empty session, calling the global storage operations.
pub(crate) struct Store<'a> {
    pub(crate) vms: Vms<'a>,
}

impl<'a> Store<'a> {
    pub(crate) async fn new(app: &'a TestApp) -> Store<'a> {
        Store { vms: Vms::empty(app, "/v1").await }
    }

    /// Calls `op` with `query` in the path and `form` as its body.
    pub(crate) async fn call(&self, op: &Operation, query: &str, form: &str) -> Answer {
        let path = format!("/v1{}{query}", op.path);
        let body = (!form.is_empty()).then_some((FORM, form));
        self.vms.app.call(op, &path, Some(&self.vms.key), body).await
    }

    pub(crate) async fn ok(&self, op: &Operation, query: &str, form: &str) -> Value {
        let answer = self.call(op, query, form).await;
        assert!(answer.status.is_success(), "{}: {} {}", op.id, answer.status, answer.text);
        if answer.text.is_empty() { Value::Null } else { answer.json() }
    }

    /// A refusal with this status and body that leaves the world as it was.
    async fn refused(&self, op: &Operation, query: &str, form: &str, status: StatusCode, body: Value) {
        let call = self.call(op, query, form);
        self.vms.app.refused(&self.vms.session, call, status, body, &format!("{} {query} {form}", op.id)).await;
    }
}

#[tokio::test]
async fn the_storage_account_is_made_on_the_first_read_and_keys_need_it() {
    let app = TestApp::new();
    let store = Store::new(&app).await;
    let not_found = message(msg::ACCOUNT_NOT_FOUND);
    store.refused(&KEY_LIST, "", "", StatusCode::NOT_FOUND, not_found.clone()).await;
    store.refused(&KEY_CREATE, "", "", StatusCode::NOT_FOUND, not_found.clone()).await;
    store.refused(&KEY_DELETE, "", "access_key=AKIA", StatusCode::NOT_FOUND, not_found).await;
    assert_eq!(store.ok(&S3_URL, "", "").await, json!({ "url": "/" }));
    assert_eq!(store.ok(&BUCKET_LIST, "", "").await, json!([]));

    let user = store.ok(&STORAGE_USER, "", "").await;
    let email = user["email"].clone();
    assert_eq!((user["userId"].clone(), user["suspended"].clone()), (email.clone(), json!(0)));
    let first = user["s3Credentials"].as_array().unwrap().clone();
    assert_eq!(first.len(), 1);
    assert_eq!(store.ok(&STORAGE_USER, "", "").await, user, "a second read is the same account");
    assert_eq!(store.ok(&KEY_LIST, "", "").await, json!(first));
    let both = store.ok(&KEY_CREATE, "", "").await;
    assert_eq!(both.as_array().unwrap().len(), 2, "POST answers every key");
    assert_eq!(both[1]["userId"], email);
    let access = both[0]["accessKey"].as_str().unwrap();
    assert_eq!(store.ok(&KEY_DELETE, "", &format!("access_key={access}")).await, json!({ "success": true }));
    assert_eq!(store.ok(&KEY_LIST, "", "").await, json!([both[1].clone()]));
    let missing = message(msg::KEY_NOT_FOUND);
    store.refused(&KEY_DELETE, "", &format!("access_key={access}"), StatusCode::NOT_FOUND, missing).await;
    let required = quoted("access_key", validation::REQUIRED);
    store.refused(&KEY_DELETE, "", "", StatusCode::BAD_REQUEST, required).await;

    // pilvio answers path-style, under the session.
    let url = format!("http://127.0.0.1:8080/s3/{}", store.vms.session);
    let request = axum::http::Request::get("/v1/storage/api/s3")
        .header("apikey", &store.vms.key)
        .header("host", "127.0.0.1:8080")
        .body(axum::body::Body::empty())
        .unwrap();
    assert_eq!(app.send(request).await.json(), json!({ "url": url }));
}

#[tokio::test]
async fn a_bucket_is_created_listed_moved_to_another_account_and_deleted() {
    let app = TestApp::new();
    let store = Store::new(&app).await;
    let account = store.vms.account().await;
    let bucket = store.ok(&BUCKET_CREATE, "", &format!("name=photos-2026&billing_account_id={account}")).await;
    assert_eq!(
        (bucket["name"].clone(), bucket["size_bytes"].clone(), bucket["num_objects"].clone(), bucket["is_suspended"].clone()),
        (json!("photos-2026"), json!(0), json!(0), json!(false))
    );
    assert_eq!(bucket["billing_account_id"], account);
    assert!(bucket["created_at"].as_str().unwrap().ends_with("+0000"), "ISO with an offset: {bucket}");
    assert!(bucket["owner"].as_str().unwrap().contains('@'));
    assert_eq!(store.ok(&BUCKET_LIST, "", "").await, json!([bucket.clone()]));
    assert_eq!(store.ok(&BUCKET_GET, "?name=photos-2026", "").await, bucket);
    assert_eq!(store.ok(&BUCKET_LIST, &format!("?billing_account_id={}", account + 1), "").await, json!([]));
    // The bucket made the storage account.
    assert_eq!(store.ok(&KEY_LIST, "", "").await.as_array().unwrap().len(), 1);

    let shop = "title=Shop&email=shop%40example.com&customer_phone=%2B372+5555+1234&country=ee&lang=ET";
    let other = store.ok(&ACCOUNT_CREATE, "", shop).await["id"].as_u64().unwrap();
    let moved = store.ok(&BUCKET_UPDATE, "", &format!("name=photos-2026&billing_account_id={other}")).await;
    assert_eq!(moved["billing_account_id"], other);
    assert_eq!(store.ok(&BUCKET_LIST, &format!("?billing_account_id={other}"), "").await.as_array().unwrap().len(), 1);

    let xml = store.call(&BUCKET_CORS, "", "name=photos-2026&allowed_origin=https%3A%2F%2Fapp.example.com").await;
    assert_eq!(xml.status, StatusCode::OK);
    assert_eq!(xml.headers["content-type"], "application/xml");
    assert!(xml.text.contains("<AllowedOrigin>https://app.example.com</AllowedOrigin>"), "{}", xml.text);

    let deleted = store.call(&BUCKET_DELETE, "", "name=photos-2026").await;
    assert_eq!((deleted.status, deleted.text.as_str()), (StatusCode::NO_CONTENT, ""));
    let gone = message(msg::BUCKET_NOT_FOUND);
    store.refused(&BUCKET_GET, "?name=photos-2026", "", StatusCode::NOT_FOUND, gone.clone()).await;
    // The name is free again, and DELETE takes it in the query too.
    store.ok(&BUCKET_CREATE, "", "name=photos-2026").await;
    assert_eq!(store.call(&BUCKET_DELETE, "?name=photos-2026", "").await.status, StatusCode::NO_CONTENT);
}

#[tokio::test]
async fn refused_bucket_calls_answer_the_message_and_change_nothing() {
    let app = TestApp::new();
    let store = Store::new(&app).await;
    store.ok(&BUCKET_CREATE, "", "name=taken").await;
    let colleague = Store { vms: store.vms.with("colleague", "/v1").await };
    let bad = StatusCode::BAD_REQUEST;
    for (name, rule) in [
        ("Photos", msg::NAME_CHARACTERS),
        ("my_bucket", msg::NAME_CHARACTERS),
        ("-abc", msg::NAME_EDGES),
        ("abc-", msg::NAME_EDGES),
        ("xn--abc", msg::NAME_XN),
        ("files-s3alias", msg::NAME_S3ALIAS),
    ] {
        store.refused(&BUCKET_CREATE, "", &format!("name={name}"), bad, quoted("name", rule)).await;
    }
    store.refused(&BUCKET_CREATE, "", "name=ab", bad, quoted("name", &validation::at_least_chars(3))).await;
    let long = "a".repeat(64);
    store.refused(&BUCKET_CREATE, "", &format!("name={long}"), bad, quoted("name", &validation::at_most_chars(63))).await;
    store.refused(&BUCKET_CREATE, "", "", bad, quoted("name", validation::REQUIRED)).await;
    // Names are unique among every user's buckets.
    colleague.refused(&BUCKET_CREATE, "", "name=taken", StatusCode::CONFLICT, message(msg::BUCKET_EXISTS)).await;
    let no_account = quoted("billing_account_id", &billing::no_such_account(42));
    store.refused(&BUCKET_CREATE, "", "name=fresh&billing_account_id=42", bad, no_account.clone()).await;
    store.refused(&BUCKET_UPDATE, "", "name=taken&billing_account_id=42", bad, no_account).await;
    let gone = message(msg::BUCKET_NOT_FOUND);
    colleague.refused(&BUCKET_GET, "?name=taken", "", StatusCode::NOT_FOUND, gone.clone()).await;
    colleague.refused(&BUCKET_DELETE, "", "name=taken", StatusCode::NOT_FOUND, gone.clone()).await;
    colleague.refused(&BUCKET_UPDATE, "", "name=taken&billing_account_id=1", StatusCode::NOT_FOUND, gone.clone()).await;
    colleague.refused(&BUCKET_CORS, "", "name=taken&allowed_origin=*", StatusCode::NOT_FOUND, gone).await;
    for origin in ["ftp%3A%2F%2Fx", "app.example.com", "https%3A%2F%2F"] {
        let form = format!("name=taken&allowed_origin={origin}");
        store.refused(&BUCKET_CORS, "", &form, bad, quoted("allowed_origin", msg::ORIGIN_URL)).await;
    }
}

#[tokio::test]
async fn a_bucket_holding_objects_cannot_be_deleted() {
    let app = TestApp::new();
    let store = Store::new(&app).await;
    store.ok(&BUCKET_CREATE, "", "name=full").await;
    let handle = app.state.sessions.get(&store.vms.session).unwrap();
    {
        let mut session = handle.lock();
        let user = session.world.storage.buckets["full"].user_id;
        let brand = session.brand.clone();
        let cx = simulator::domain::Cx::new(session.world.now, Some(user), &brand, None);
        simulator::domain::storage::object::put(&mut session.world, &cx, "full", "a.txt", b"hello".to_vec(), "text/plain")
            .unwrap();
    }
    let bucket = store.ok(&BUCKET_GET, "?name=full", "").await;
    assert_eq!((bucket["size_bytes"].clone(), bucket["num_objects"].clone()), (json!(5), json!(1)));
    store.refused(&BUCKET_DELETE, "", "name=full", StatusCode::CONFLICT, message(msg::BUCKET_NOT_EMPTY)).await;
}

#[tokio::test]
async fn a_restricted_token_sees_and_makes_only_its_accounts_buckets() {
    let app = TestApp::new();
    let store = Store::new(&app).await;
    let account = store.vms.account().await;
    let shop = "title=Shop&email=shop%40example.com&customer_phone=%2B372+5555+1234&country=ee&lang=ET";
    let other = store.ok(&ACCOUNT_CREATE, "", shop).await["id"].as_u64().unwrap();
    store.ok(&BUCKET_CREATE, "", &format!("name=elsewhere&billing_account_id={other}")).await;
    let form = format!("restricted=true&billing_account_id={account}");
    let tokens = store.vms.app.call(&TOKEN_CREATE, "/v1/user-resource/token", Some(&store.vms.key), Some((FORM, &form))).await;
    let secret = tokens.json().as_array().unwrap().last().unwrap()["token"].as_str().unwrap().to_string();
    let restricted = Store { vms: Vms { key: secret, ..store.vms.with("owner", "/v1").await } };
    let made = restricted.ok(&BUCKET_CREATE, "", "name=mine").await;
    assert_eq!(made["billing_account_id"], account);
    let names: Vec<Value> =
        restricted.ok(&BUCKET_LIST, "", "").await.as_array().unwrap().iter().map(|b| b["name"].clone()).collect();
    assert_eq!(names, vec![json!("mine")]);
    let gone = message(msg::BUCKET_NOT_FOUND);
    restricted.refused(&BUCKET_GET, "?name=elsewhere", "", StatusCode::NOT_FOUND, gone).await;
    assert_eq!(store.ok(&BUCKET_LIST, "", "").await.as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn a_faulted_storage_call_answers_the_documented_io_exception_and_changes_nothing() {
    let app = TestApp::new();
    let store = Store::new(&app).await;
    let rule = json!({ "method": "PUT", "path": "/v1/storage/bucket", "status": 500, "error": msg::IO_EXCEPTION, "times": 1 });
    let faults = format!("/__sim/sessions/{}/faults", store.vms.session);
    assert!(app.control("POST", &faults, rule).await.status.is_success());
    let before = store.vms.world().await;
    let answer = store.vms.app.send(
        axum::http::Request::put("/v1/storage/bucket")
            .header("apikey", &store.vms.key)
            .header("content-type", FORM)
            .body(axum::body::Body::from("name=photos"))
            .unwrap(),
    );
    let answer = answer.await;
    assert_eq!((answer.status, answer.json()), (StatusCode::INTERNAL_SERVER_ERROR, message(msg::IO_EXCEPTION)));
    assert_eq!(store.vms.world().await, before);
    assert_eq!(store.ok(&BUCKET_CREATE, "", "name=photos").await["name"], "photos");
}

//! `cloudsim record` and `cloudsim drift` against an upstream that plays the real API's recorded
//! answers (wiremock), quirks included: `true` as a body, a 200 where we answer 204, a 400 for a
//! missing VM. The proxy must forward every request as sent, answer as the upstream did, write
//! redacted fixtures and a scenario, and reach an HTTPS upstream only through a CA it trusts; the
//! drift report must show the differences planted in the upstream's answers (error shapes and
//! texts included), pass the explained ones and write JUnit.

use crate::binary;

use std::path::PathBuf;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use simulator::fidelity::drift::{self, Explained};
use simulator::fidelity::fixture::Recorded;
use simulator::fidelity::record::{self, Recorder};
use simulator::fidelity::shape::Kind;
use simulator::{AppState, Options, control};
use tower::ServiceExt;
use wiremock::matchers::{body_string, header, method, path, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

const KEY: &str = "real-key.s3cr3t";
const MISSING_VM: &str = "aaaaaaaa-1111-4222-8333-bbbbbbbbbbbb";
const DISK: &str = "11111111-2222-4333-8444-555555555555";
const FORM: &str = "name=web-1&vcpu=2&ram=2048&password=Real-Secret9";

/// A VM as the simulator gives it, with the drift planted: a field left out, one added, one
/// retyped.
async fn drifted_vm() -> Value {
    let state = AppState::new(Options::default()).unwrap();
    control::ensure_default_session(&state).unwrap();
    let app = simulator::app(state);
    let sessions = answer(&app, Request::get("/__sim/sessions").body(Body::empty()).unwrap()).await.2;
    let owner = sessions[0]["users"].as_array().unwrap().iter().find(|u| u["role"] == "owner").unwrap();
    let key = owner["api_key"].as_str().unwrap();
    let list = Request::get("/v1/user-resource/vm/list").header("apikey", key).body(Body::empty()).unwrap();
    let mut vm = answer(&app, list).await.2[0].clone();
    let vm_object = vm.as_object_mut().unwrap();
    vm_object.remove("designated_pool_name");
    vm_object.insert("tags".into(), json!(["web"]));
    vm_object.insert("vcpu".into(), json!("2"));
    vm
}

async fn answer(app: &axum::Router, request: Request<Body>) -> (StatusCode, axum::http::HeaderMap, Value, Vec<u8>) {
    let response = app.clone().oneshot(request).await.unwrap();
    let (parts, body) = response.into_parts();
    let bytes = body.collect().await.unwrap().to_bytes().to_vec();
    (parts.status, parts.headers, serde_json::from_slice(&bytes).unwrap_or(Value::Null), bytes)
}

/// A folder the recorder makes (`out`) and room beside it, all gone with the returned guard.
fn out_dir(name: &str) -> (tempfile::TempDir, PathBuf) {
    let scratch = binary::temp_dir(&format!("fidelity-{name}"));
    let dir = scratch.path().join("out");
    (scratch, dir)
}

fn user() -> Value {
    json!({"id": 8, "name": "mari@pood.ee", "profile": null, "state": {},
        "profile_data": {"email": "mari@pood.ee", "first_name": "Mari", "last_name": "Maasikas", "phone_number": "+3725551234", "id": 22}})
}

/// The upstream: each answer as the real API is seen to give it.
async fn upstream(vm: &Value) -> MockServer {
    let server = MockServer::start().await;
    let ok = |body: &Value| ResponseTemplate::new(200).set_body_json(body).insert_header("x-warren-correlation-id", "up-1");
    Mock::given(method("GET"))
        .and(path("/v1/user-resource/vm/list"))
        .and(header("apikey", KEY))
        .respond_with(ok(&json!([vm])))
        .mount(&server)
        .await;
    Mock::given(method("GET")).and(path("/v1/user-resource/user")).respond_with(ok(&user())).mount(&server).await;
    Mock::given(method("GET"))
        .and(path("/v1/user-resource/vm"))
        .and(query_param("uuid", MISSING_VM))
        .respond_with(
            ResponseTemplate::new(400)
                .set_body_json(json!({"errors": {"Error": format!("No such virtual machine exists: {MISSING_VM}")}})),
        )
        .mount(&server)
        .await;
    Mock::given(method("DELETE"))
        .and(path("/v1/network/ip_addresses/203.0.113.25"))
        .respond_with(ResponseTemplate::new(200).set_body_raw("true", "application/json"))
        .mount(&server)
        .await;
    Mock::given(method("DELETE"))
        .and(path(format!("/v1/storage/disks/{DISK}")))
        .respond_with(ResponseTemplate::new(200))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/user-resource/vm"))
        .and(body_string(FORM))
        .respond_with(ok(vm))
        .mount(&server)
        .await;
    server
}

/// Sends the session through the proxy; each answer as the client saw it.
async fn record_session(
    dir: &std::path::Path,
    upstream: &MockServer,
) -> Vec<(StatusCode, axum::http::HeaderMap, Value, Vec<u8>)> {
    let proxy = record::router(Recorder::new(&upstream.uri(), dir, "pilvio").unwrap());
    let get = |uri: &str| Request::get(uri).header("apikey", KEY).body(Body::empty()).unwrap();
    let delete = |uri: &str| Request::delete(uri).header("apikey", KEY).body(Body::empty()).unwrap();
    let create = Request::post("/v1/user-resource/vm")
        .header("apikey", KEY)
        .header("content-type", "application/x-www-form-urlencoded")
        .header("connection", "keep-alive")
        .body(Body::from(FORM))
        .unwrap();
    let mut answers = Vec::new();
    for request in [
        get("/v1/user-resource/vm/list"),
        get("/v1/user-resource/user"),
        get(&format!("/v1/user-resource/vm?uuid={MISSING_VM}")),
        delete("/v1/network/ip_addresses/203.0.113.25"),
        delete(&format!("/v1/storage/disks/{DISK}")),
        create,
    ] {
        answers.push(answer(&proxy, request).await);
    }
    answers
}

fn read(dir: &std::path::Path, name: &str) -> Recorded {
    let text = std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    serde_json::from_str(&text).unwrap()
}

#[tokio::test]
async fn the_proxy_forwards_as_sent_answers_as_the_upstream_did_and_writes_redacted_fixtures_and_a_scenario() {
    let vm = drifted_vm().await;
    let server = upstream(&vm).await;
    let (_scratch, dir) = out_dir("record");
    let answers = record_session(&dir, &server).await;

    // Answers unchanged: statuses, bodies byte for byte (personal data included), headers.
    let statuses: Vec<u16> = answers.iter().map(|a| a.0.as_u16()).collect();
    assert_eq!(statuses, [200, 200, 400, 200, 200, 200]);
    assert_eq!(answers[0].2, json!([vm]));
    assert_eq!(answers[0].1["x-warren-correlation-id"], "up-1");
    assert_eq!(answers[1].2, user(), "the client gets the real answer; only the files are redacted");
    assert_eq!(answers[3].3, b"true");
    assert!(answers[4].3.is_empty());

    // Forwarded as sent: method, path, query, the API key, the form body; no hop-by-hop header.
    // Besides, once, whether the upstream is a simulator (its control API would name the key's session).
    let (asked, received): (Vec<_>, Vec<_>) =
        server.received_requests().await.unwrap().into_iter().partition(|r| r.url.path().starts_with("/__sim/"));
    assert_eq!(asked.iter().map(|r| r.url.path()).collect::<Vec<_>>(), ["/__sim/sessions"]);
    assert_eq!(received.len(), 6);
    assert!(received.iter().all(|r| r.headers.get("apikey").is_some_and(|k| k == KEY)));
    assert_eq!(received[2].url.query(), Some(format!("uuid={MISSING_VM}").as_str()));
    assert_eq!(received[5].body, FORM.as_bytes());
    assert!(received[5].headers.get("connection").is_none(), "hop-by-hop headers stay with their hop");

    // One file per exchange, named by sequence number and operation.
    let mut names: Vec<String> =
        std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    assert_eq!(
        names,
        [
            "0001-vm_list.json",
            "0002-user_get.json",
            "0003-vm_get.json",
            "0004-ip_address_delete.json",
            "0005-disk_delete.json",
            "0006-vm_create.json",
            "scenario.yaml"
        ]
    );
    let missing = read(&dir, "0003-vm_get.json");
    assert_eq!((missing.request.method.as_str(), missing.request.path.as_str()), ("GET", "/v1/user-resource/vm"));
    assert_eq!(missing.request.query.as_deref(), Some(format!("uuid={MISSING_VM}").as_str()));
    assert_eq!(missing.response.status, 400);
    assert_eq!(read(&dir, "0004-ip_address_delete.json").response.body, Some(json!(true)));
    assert_eq!(read(&dir, "0005-disk_delete.json").response.body, None);

    // Redacted: no API key, password, email, name or phone anywhere in the folder.
    for name in &names {
        let text = std::fs::read_to_string(dir.join(name)).unwrap();
        for secret in [KEY, "Real-Secret9", "mari@pood.ee", "Maasikas", "5551234"] {
            assert!(!text.contains(secret), "{name} holds {secret}");
        }
    }
    let created = read(&dir, "0006-vm_create.json");
    assert_eq!(created.request.body, Some(json!("name=web-1&vcpu=2&ram=2048&password=Redacted-Passw0rd")));
    let profile = &read(&dir, "0002-user_get.json").response.body.unwrap()["profile_data"];
    assert_eq!(
        (&profile["first_name"], &profile["email"], &profile["id"]),
        (&json!("Redacted"), &json!("person@example.com"), &json!(22))
    );

    // The scenario replays the session as the owner, expecting each recorded status.
    let scenario: Value = serde_norway::from_str(&std::fs::read_to_string(dir.join("scenario.yaml")).unwrap()).unwrap();
    assert_eq!(scenario["brand"], "pilvio");
    let calls: Vec<(&str, &Value, &Value)> = scenario["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s.get("call").is_some())
        .map(|s| (s["call"].as_str().unwrap(), &s["as"], &s["expect"]["status"]))
        .collect();
    assert_eq!(calls.len(), 6);
    assert_eq!(calls[2], (format!("GET /v1/user-resource/vm?uuid={MISSING_VM}").as_str(), &json!("owner"), &json!(400)));
    assert_eq!(calls[4].2, &json!(200));
}

#[tokio::test]
async fn cors_preflights_are_answered_and_answers_let_the_origin_read_them() {
    let server = MockServer::start().await;
    Mock::given(method("GET")).respond_with(ResponseTemplate::new(200).set_body_json(json!([]))).mount(&server).await;
    let (_scratch, dir) = out_dir("cors");
    let proxy = record::router(Recorder::new(&server.uri(), &dir, "pilvio").unwrap());
    let preflight = Request::options("/v1/user-resource/vm/list")
        .header("origin", "http://localhost:5173")
        .header("access-control-request-method", "GET")
        .header("access-control-request-headers", "apikey")
        .body(Body::empty())
        .unwrap();
    let (status, headers, ..) = answer(&proxy, preflight).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(headers["access-control-allow-origin"], "http://localhost:5173");
    assert_eq!(headers["access-control-allow-headers"], "apikey");
    assert!(headers["access-control-allow-methods"].to_str().unwrap().contains("PATCH"));
    assert!(server.received_requests().await.unwrap().is_empty(), "a preflight is not the API's business");

    let list = Request::get("/v1/user-resource/vm/list").header("origin", "http://localhost:5173").body(Body::empty()).unwrap();
    let (status, headers, ..) = answer(&proxy, list).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["access-control-allow-origin"], "http://localhost:5173");
    let files = std::fs::read_dir(&dir).unwrap().count();
    assert_eq!(files, 2, "one exchange and the scenario; the preflight is not recorded");
}

#[tokio::test]
async fn drift_reports_each_planted_difference_passes_the_explained_and_writes_junit() {
    let vm = drifted_vm().await;
    let server = upstream(&vm).await;
    let (_scratch, dir) = out_dir("drift");
    record_session(&dir, &server).await;
    let explained: Vec<Explained> = serde_norway::from_str(
        "- {operation: disk_delete, kind: status, against: contract, fields: [\"$\"], reason: a 200 where we say 204 (§2.4)}",
    )
    .unwrap();
    let drift = drift::check(&dir, &explained).await.unwrap();
    let open: Vec<(&str, Kind, &str)> =
        drift.unexplained().map(|f| (f.operation.as_str(), f.difference.kind, f.difference.field.as_str())).collect();
    for planted in [
        ("vm_list", Kind::Missing, "$[].designated_pool_name"),
        ("vm_list", Kind::Extra, "$[].tags"),
        ("vm_list", Kind::Type, "$[].vcpu"),
    ] {
        assert!(open.contains(&planted), "{planted:?} not in {open:?}");
    }
    let status = drift.findings.iter().find(|f| f.operation == "disk_delete" && f.difference.kind == Kind::Status).unwrap();
    assert_eq!(status.difference.detail, "recorded 200, the contract says 204");
    assert!(status.explained.is_some());
    let replayed = drift.unexplained().find(|f| f.operation == "disk_delete").map(|f| f.difference.detail.as_str());
    assert_eq!(replayed, Some("recorded 200, the simulator answers 404"), "explained against the contract only");
    assert_eq!(drift.replayed, 6, "the scenario replayed every call against the simulator");
    assert!(
        !open.iter().any(|(op, kind, _)| *op == "vm_get" && matches!(kind, Kind::Status | Kind::ErrorText)),
        "the simulator's 400 for a missing VM reads as the real one: {open:?}"
    );

    let report = drift::render(&drift);
    assert!(report.contains("DIFF vm_list"), "{report}");
    assert!(report.contains("explained   status"), "{report}");
    let xml = drift::junit(&drift, std::time::Duration::ZERO).unwrap();
    assert!(xml.contains(r#"<testcase name="vm_list" classname="drift">"#) && xml.contains("<failure"), "{xml}");
    assert!(xml.contains(r#"<testcase name="disk_delete" classname="drift">"#), "{xml}");
}

#[tokio::test]
async fn drift_over_the_shared_fixtures_is_fully_explained() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let explained = drift::read_explained(&root.join("scenarios/drift/_explained.yaml")).unwrap();
    let drift = drift::check(&root.join("scenarios/drift/real-api-fixtures"), &explained).await.unwrap();
    assert!(drift.answers > 20);
    assert_eq!(drift.unexplained().count(), 0, "{}", drift::render(&drift));
    assert!(drift.stale.is_empty(), "{:?}", drift.stale);
}

#[tokio::test]
async fn a_recording_of_the_simulator_itself_shows_no_drift() {
    let state = AppState::new(Options::default()).unwrap();
    control::ensure_default_session(&state).unwrap();
    let app = simulator::app(state);
    let sessions = answer(&app, Request::get("/__sim/sessions").body(Body::empty()).unwrap()).await.2;
    let owner = sessions[0]["users"].as_array().unwrap().iter().find(|u| u["role"] == "owner").unwrap();
    let key = owner["api_key"].as_str().unwrap().to_string();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let upstream = format!("http://{}", listener.local_addr().unwrap());
    let server = tokio::spawn(async move { axum::serve(listener, app).await });

    let (_scratch, dir) = out_dir("self");
    let proxy = record::router(Recorder::new(&upstream, &dir, "pilvio").unwrap());
    let call = |method: &str, uri: &str, json: Option<Value>| {
        let request = Request::builder().method(method).uri(uri).header("apikey", key.as_str());
        match json {
            Some(json) => request.header("content-type", "application/json").body(Body::from(json.to_string())).unwrap(),
            None => request.body(Body::empty()).unwrap(),
        }
    };
    for uri in ["/v1/user-resource/vm/list", "/v1/user-resource/user"] {
        assert_eq!(answer(&proxy, call("GET", uri, None)).await.0, StatusCode::OK, "{uri}");
    }
    let accounts = answer(&proxy, call("GET", "/v1/payment/billing_account/list", None)).await.2;
    let account = accounts.as_array().unwrap().iter().find(|a| a["is_default"] == true).unwrap()["id"].clone();
    let missing = answer(&proxy, call("GET", &format!("/v1/user-resource/vm?uuid={MISSING_VM}"), None)).await;
    assert_eq!(missing.0, StatusCode::BAD_REQUEST);
    // A global key names the account, as the real API wants.
    let created =
        answer(&proxy, call("POST", "/v1/network/ip_addresses", Some(json!({"name": "spare", "billing_account_id": account}))))
            .await
            .2;
    let address = created["address"].as_str().unwrap();
    let released = answer(&proxy, call("DELETE", &format!("/v1/network/ip_addresses/{address}"), None)).await;
    assert_eq!((released.0, released.3), (StatusCode::OK, b"true".to_vec()));
    server.abort();

    let drift = drift::check(&dir, &[]).await.unwrap();
    assert_eq!(drift.replayed, 6, "{}", drift::render(&drift));
    assert!(drift.findings.is_empty(), "{}", drift::render(&drift));
}

/// An HTTPS upstream: TLS over a local port, with the certificate the test made.
struct TlsListener {
    tcp: tokio::net::TcpListener,
    tls: tokio_rustls::TlsAcceptor,
}

impl axum::serve::Listener for TlsListener {
    type Io = tokio_rustls::server::TlsStream<tokio::net::TcpStream>;
    type Addr = std::net::SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        loop {
            let Ok((stream, addr)) = self.tcp.accept().await else { continue };
            // A client that refuses the certificate ends its handshake; serve the next one.
            if let Ok(tls) = self.tls.accept(stream).await {
                return (tls, addr);
            }
        }
    }

    fn local_addr(&self) -> std::io::Result<Self::Addr> {
        self.tcp.local_addr()
    }
}

/// A private CA (its PEM) and an HTTPS origin at `localhost` serving `app` with a certificate
/// that CA signed.
async fn https_upstream(app: axum::Router) -> (String, String, tokio::task::JoinHandle<()>) {
    let ca_key = rcgen::KeyPair::generate().unwrap();
    let mut ca_params = rcgen::CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Unconstrained);
    let ca = rcgen::CertifiedIssuer::self_signed(ca_params, ca_key).unwrap();
    let key = rcgen::KeyPair::generate().unwrap();
    let certificate = rcgen::CertificateParams::new(vec!["localhost".to_string()]).unwrap().signed_by(&key, &ca).unwrap();
    let provider = std::sync::Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(
            vec![certificate.der().clone()],
            rustls::pki_types::PrivatePkcs8KeyDer::from(key.serialize_der()).into(),
        )
        .unwrap();
    let tcp = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let origin = format!("https://localhost:{}", tcp.local_addr().unwrap().port());
    let listener = TlsListener { tcp, tls: tokio_rustls::TlsAcceptor::from(std::sync::Arc::new(config)) };
    let server = tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    (origin, ca.pem(), server)
}

#[tokio::test]
async fn the_proxy_reaches_an_https_upstream_signed_by_the_ca_it_is_told_to_trust_and_refuses_it_otherwise() {
    let vm = json!({"uuid": MISSING_VM, "status": "running"});
    let app = axum::Router::new()
        .route("/v1/user-resource/vm/list", axum::routing::get(move || async move { axum::Json(json!([vm])) }));
    let (origin, ca_pem, server) = https_upstream(app).await;
    let (_scratch, dir) = out_dir("https");
    let ca = dir.with_extension("ca.pem");
    std::fs::write(&ca, ca_pem).unwrap();
    let list = || Request::get("/v1/user-resource/vm/list").header("apikey", KEY).body(Body::empty()).unwrap();

    // The public roots alone do not vouch for a private CA: no answer is forwarded, nothing written.
    let untrusting = record::router(Recorder::new(&origin, &dir, "pilvio").unwrap());
    let (status, _, refused, _) = answer(&untrusting, list()).await;
    assert_eq!(status, StatusCode::BAD_GATEWAY);
    assert!(refused["message"].as_str().unwrap().contains("UnknownIssuer"), "{refused}");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);

    let trusting = record::router(Recorder::new(&origin, &dir, "pilvio").unwrap().trusting(&ca).unwrap());
    let (status, _, body, _) = answer(&trusting, list()).await;
    assert_eq!((status, body), (StatusCode::OK, json!([{"uuid": MISSING_VM, "status": "running"}])));
    let recorded = read(&dir, "0001-vm_list.json");
    assert_eq!((recorded.response.status, recorded.request.path.as_str()), (200, "/v1/user-resource/vm/list"));

    // A file without a certificate is refused at start, not at the first request.
    let empty = dir.with_extension("empty.pem");
    std::fs::write(&empty, "").unwrap();
    let refused = Recorder::new(&origin, &dir, "pilvio").unwrap().trusting(&empty).map(|_| ());
    assert!(refused.is_err_and(|e| e.contains("no certificate")));
    server.abort();
}

#[tokio::test]
async fn drift_compares_an_error_answers_shape_and_texts_with_the_simulators_not_only_its_status() {
    let server = MockServer::start().await;
    let refuse = |status: u16, body: Value| ResponseTemplate::new(status).set_body_json(body);
    let missing_vm = json!({"errors": {"Error": format!("No such virtual machine exists: {MISSING_VM}")}});
    // Planted: the live disk text in the VM family's shape, and another network text.
    let planted = [
        (format!("/v1/storage/disks/{DISK}"), refuse(404, json!({"errors": {"Error": "Disk not found"}}))),
        (format!("/v1/network/network/{DISK}"), refuse(400, json!({"message": "Network UUID is not valid."}))),
        ("/v1/user-resource/vm".to_string(), refuse(400, missing_vm)),
    ];
    for (at, answer) in planted {
        Mock::given(method("GET")).and(path(at)).respond_with(answer).mount(&server).await;
    }
    let (_scratch, dir) = out_dir("error-shapes");
    let proxy = record::router(Recorder::new(&server.uri(), &dir, "pilvio").unwrap());
    for uri in [
        format!("/v1/storage/disks/{DISK}"),
        format!("/v1/network/network/{DISK}"),
        format!("/v1/user-resource/vm?uuid={MISSING_VM}"),
    ] {
        answer(&proxy, Request::get(uri).header("apikey", KEY).body(Body::empty()).unwrap()).await;
    }
    let drift = drift::check(&dir, &[]).await.unwrap();
    assert_eq!(drift.replayed, 3, "{}", drift::render(&drift));
    let found: Vec<(&str, Kind, &str)> = drift
        .unexplained()
        .filter(|f| f.against == drift::Against::Simulator)
        .map(|f| (f.operation.as_str(), f.difference.kind, f.difference.field.as_str()))
        .collect();
    assert_eq!(
        found,
        [("disk_get", Kind::Missing, "$.message"), ("disk_get", Kind::Extra, "$.errors"), ("network_get", Kind::ErrorText, "$"),],
        "the same text in another shape, the same shape with another text; the VM's 400 reads as ours\n{}",
        drift::render(&drift)
    );
}

/// Issue 42: `cloudsim record` in front of a simulator replays as recorded against it — no
/// `strict` unless asked, the session's clock (not the wall's) — and its replay checks the fields
/// of the answers, so a simulator whose VM read answers another `status` fails it.
#[tokio::test]
async fn a_recording_through_record_replays_unchanged_and_fails_when_a_field_it_read_changes() {
    use simulator::scenario::mutants::{Change, Mutant};
    use simulator::scenario::runner::{Target, run_file};
    use std::sync::Arc;
    let state = AppState::new(Options::default()).unwrap();
    let app = simulator::app(state);
    let created = Request::post("/__sim/sessions")
        .header("content-type", "application/json")
        .body(Body::from(r#"{"clock":"manual","start":"2026-03-02T08:00:00Z"}"#))
        .unwrap();
    let info = answer(&app, created).await.2;
    let session = info["session"].as_str().unwrap().to_string();
    let key =
        info["users"].as_array().unwrap().iter().find(|u| u["role"] == "owner").unwrap()["api_key"].as_str().unwrap().to_string();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let upstream = format!("http://{}", listener.local_addr().unwrap());
    let served = app.clone();
    let server = tokio::spawn(async move { axum::serve(listener, served).await });

    let (_scratch, dir) = out_dir("session-clock");
    let proxy = record::router(Recorder::new(&upstream, &dir, "pilvio").unwrap());
    let form = "name=recorded-1&os_name=ubuntu&os_version=24.04&username=admin&password=Correct1horse&vcpu=1&ram=1024&disks=20";
    let create = Request::post("/v1/tll/user-resource/vm")
        .header("apikey", key.as_str())
        .header("content-type", "application/x-www-form-urlencoded")
        .body(Body::from(form))
        .unwrap();
    let vm = answer(&proxy, create).await.2;
    let uuid = vm["uuid"].as_str().unwrap_or_else(|| panic!("{vm}")).to_string();
    let advance = Request::post(format!("/__sim/sessions/{session}/clock/advance"))
        .header("content-type", "application/json")
        .body(Body::from(r#"{"seconds":120}"#))
        .unwrap();
    assert_eq!(answer(&app, advance).await.0, StatusCode::OK);
    let read = Request::get(format!("/v1/tll/user-resource/vm?uuid={uuid}")).header("apikey", key.as_str()).body(Body::empty());
    assert_eq!(answer(&proxy, read.unwrap()).await.2["status"], "running");
    // Asked for, the replay is strict (a real API's recording).
    let (_strict_scratch, strict_dir) = out_dir("strict");
    let strict = record::router(Recorder::new(&upstream, &strict_dir, "pilvio").unwrap().strict(true));
    let list = Request::get("/v1/user-resource/vm/list").header("apikey", key.as_str()).body(Body::empty()).unwrap();
    assert_eq!(answer(&strict, list).await.0, StatusCode::OK);
    server.abort();
    let strict: Value = serde_norway::from_str(&std::fs::read_to_string(strict_dir.join("scenario.yaml")).unwrap()).unwrap();
    assert_eq!(strict["strict"], true);

    let file = dir.join("scenario.yaml");
    let recorded = std::fs::read_to_string(&file).unwrap();
    let scenario: Value = serde_norway::from_str(&recorded).unwrap();
    assert_eq!(scenario.get("strict"), None, "lenient, as the simulator it was recorded from:\n{recorded}");
    assert_eq!(scenario["start"], "2026-03-02T08:00:00Z", "the session's clock, not the wall's:\n{recorded}");
    assert_eq!(scenario["steps"][1]["advance"], 120, "{recorded}");
    assert_eq!(scenario["steps"][2]["expect"]["body"]["status"], "running", "{recorded}");
    let target =
        |mutant| Target::InProcess { timeout: std::time::Duration::from_secs(10), local: &simulator::app::Local, mutant };
    let replayed = run_file(&target(None), &file).await;
    assert!(replayed.passed(), "{}\n{recorded}", simulator::scenario::report::render(&[replayed]));
    let operation = spec::routes::OPERATIONS.iter().position(|op| op.id == "vm_get").unwrap();
    let mutant = Mutant {
        operation,
        reads: vec![operation],
        change: Change::Value { path: vec!["status".into()], to: Default::default() },
        description: String::new(),
    };
    let mutated = run_file(&target(Some(Arc::new(mutant))), &file).await;
    assert!(!mutated.passed(), "a changed `status` of the VM read fails the replay");
}

//! `cloudsim record`: a proxy between a client (the console in real mode, a script, the property
//! tests) and a real API. It forwards every request as sent (hop-by-hop headers aside), answers
//! with the upstream's answer unchanged, and writes each exchange to a file of its own
//! ([`super::fixture`]), redacted as fixtures are ([`crate::journal::redact::fixture`]), plus
//! `scenario.yaml`, which replays the session against the simulator ([`crate::journal::replay`]),
//! rewritten after every exchange so a stopped proxy leaves a complete one.
//!
//! When the upstream is itself a simulator (its control API names the session the caller's key
//! belongs to), the scenario replays as recorded against it: in a session of that brand, seed and
//! world (strict if it was), on that session's clock (not the wall's), each call expecting the fields of its answer
//! as a journal's replay does. A real API's recording expects statuses only, its times are the
//! wall's, and neither is strict unless `--strict` asks.
//!
//! It answers CORS preflights itself (the real API is not known to), so a console served from
//! another origin can use it; the answers it forwards get the origin allowed as well.

use std::collections::BTreeMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper_rustls::HttpsConnector;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use parking_lot::Mutex;
use serde_json::json;

use super::fixture::{self, Recorded, RecordedRequest, RecordedResponse};
use super::operation;
use crate::journal::redact::{self, Direction};
use crate::journal::replay::{self, Recording};
use crate::journal::{CorrelationId, Exchange, Target};

/// Bodies beyond this are refused (the API's largest answers are far smaller).
const BODY_LIMIT: usize = 32 * 1024 * 1024;
/// The user every recorded call is made as, and the scenario's role for it.
const RECORDED_USER: &str = "recorded";
const ROLE: &str = "owner";

#[derive(clap::Args)]
pub struct RecordArgs {
    /// The real API's origin (and path prefix, if any), e.g. https://api.pilvio.com.
    #[arg(long, value_name = "URL")]
    pub upstream: String,
    /// Folder the exchanges and `scenario.yaml` are written to (created if missing).
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// Port to listen on (0 picks a free one).
    #[arg(long, default_value_t = 8090)]
    pub port: u16,
    /// Listen on every interface instead of 127.0.0.1.
    #[arg(long)]
    pub public: bool,
    /// The brand the scenario replays in.
    #[arg(long, default_value = crate::brands::DEFAULT_BRAND)]
    pub brand: String,
    /// Also trust the certificate authorities in this PEM file for the upstream (a deployment
    /// with a private CA); the public web roots stay trusted, and certificates are always checked.
    #[arg(long, value_name = "FILE")]
    pub upstream_ca: Option<PathBuf>,
    /// The scenario replays in a strict session (docs/reference/strict-mode.md), for a real API's
    /// recording; by default it replays in the lenient session a simulator gives.
    #[arg(long)]
    pub strict: bool,
}

/// Records until interrupted (Ctrl-C).
pub async fn run(args: RecordArgs) -> Result<(), String> {
    let mut recorder = Recorder::new(&args.upstream, &args.out, &args.brand)?.strict(args.strict);
    if let Some(ca) = &args.upstream_ca {
        recorder = recorder.trusting(ca)?;
    }
    let ip = if args.public { IpAddr::V4(Ipv4Addr::UNSPECIFIED) } else { IpAddr::V4(Ipv4Addr::LOCALHOST) };
    let listener =
        tokio::net::TcpListener::bind(SocketAddr::new(ip, args.port)).await.map_err(|e| format!("port {}: {e}", args.port))?;
    let local = listener.local_addr().map_err(|e| e.to_string())?;
    eprintln!("cloudsim record: http://{local} → {} (writing to {})", args.upstream, args.out.display());
    axum::serve(listener, router(recorder))
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await
        .map_err(|e| e.to_string())
}

/// The proxy as an application (what [`run`] serves; tests drive it in-process).
pub fn router(recorder: Recorder) -> axum::Router {
    axum::Router::new().fallback(forward).with_state(Arc::new(recorder))
}

/// Where requests go and where exchanges are written.
pub struct Recorder {
    /// Scheme and authority, and the path prefix without its trailing `/`.
    upstream: Uri,
    prefix: String,
    out: PathBuf,
    brand: String,
    strict: bool,
    client: Client<HttpsConnector<HttpConnector>, Full<Bytes>>,
    session: Mutex<Session>,
}

#[derive(Default)]
struct Session {
    exchanges: Vec<Exchange>,
    /// The simulator session the calls are made in, once a key has been looked up; `Some(None)`
    /// when the upstream is no simulator.
    simulated: Option<Option<Simulated>>,
}

/// The simulator session a recording's API key belongs to.
#[derive(Clone)]
struct Simulated {
    id: String,
    brand: String,
    seed: u64,
    world: String,
    strict: bool,
    /// The key's user's role, which the scenario signs in as.
    role: String,
}

impl Recorder {
    pub fn new(upstream: &str, out: &Path, brand: &str) -> Result<Recorder, String> {
        let uri: Uri = upstream.parse().map_err(|e| format!("--upstream {upstream}: {e}"))?;
        if !matches!(uri.scheme_str(), Some("http" | "https")) || uri.authority().is_none() {
            return Err(format!("--upstream {upstream}: give an origin such as https://api.example.com"));
        }
        std::fs::create_dir_all(out).map_err(|e| format!("--out {}: {e}", out.display()))?;
        Ok(Recorder {
            prefix: uri.path().trim_end_matches('/').to_string(),
            upstream: uri,
            out: out.to_path_buf(),
            brand: brand.to_string(),
            strict: false,
            client: client(public_roots())?,
            session: Mutex::default(),
        })
    }

    /// Whether the scenario replays in a strict session (`--strict`).
    pub fn strict(mut self, strict: bool) -> Recorder {
        self.strict = strict;
        self
    }

    /// Also trusts the certificate authorities of the PEM file `ca` (`--upstream-ca`).
    pub fn trusting(mut self, ca: &Path) -> Result<Recorder, String> {
        use rustls::pki_types::CertificateDer;
        use rustls::pki_types::pem::PemObject;
        let named = |e: &dyn std::fmt::Display| format!("--upstream-ca {}: {e}", ca.display());
        let mut roots = public_roots();
        let before = roots.len();
        for certificate in CertificateDer::pem_file_iter(ca).map_err(|e| named(&e))? {
            roots.add(certificate.map_err(|e| named(&e))?).map_err(|e| named(&e))?;
        }
        if roots.len() == before {
            return Err(named(&"no certificate in the file"));
        }
        self.client = client(roots)?;
        Ok(self)
    }

    fn target(&self, uri: &Uri) -> Result<Uri, String> {
        let path_and_query = uri.path_and_query().map_or("/", |p| p.as_str());
        let mut parts = self.upstream.clone().into_parts();
        parts.path_and_query = Some(format!("{}{path_and_query}", self.prefix).parse().map_err(|e| format!("{e}"))?);
        Uri::from_parts(parts).map_err(|e| e.to_string())
    }

    /// Writes the exchange's file and the scenario so far.
    fn write(&self, exchange: Exchange, query: Option<String>, response_type: Option<String>) -> Result<(), String> {
        let mut session = self.session.lock();
        let seq = session.exchanges.len() as u64 + 1;
        let path = exchange.uri.as_str().split('?').next().unwrap_or_default().to_string();
        let recorded = Recorded {
            seq,
            operation: exchange.operation.to_string(),
            at: exchange.at,
            request: RecordedRequest {
                method: exchange.method.to_string(),
                path,
                query,
                content_type: exchange.content_type.as_deref().map(str::to_owned),
                body: fixture::body_value(&exchange.request_body),
            },
            response: RecordedResponse {
                status: exchange.status,
                content_type: response_type,
                body: fixture::body_value(&exchange.response_body),
            },
        };
        let text = serde_json::to_string_pretty(&recorded).map_err(|e| e.to_string())? + "\n";
        write_whole(&self.out.join(fixture::file_name(seq, exchange.operation)), text)?;
        session.exchanges.push(exchange);
        let simulated = session.simulated.clone().flatten();
        let role = simulated.as_ref().map_or(ROLE, |s| s.role.as_str());
        let roles = BTreeMap::from([(RECORDED_USER.to_string(), role.to_string())]);
        let start = session.exchanges[0].at;
        let name = self.out.file_name().map_or_else(|| "recorded".into(), |n| n.to_string_lossy().into_owned());
        let recording = Recording {
            name: &name,
            brand: simulated.as_ref().map_or(&self.brand, |s| &s.brand),
            seed: simulated.as_ref().map_or(1, |s| s.seed),
            world: simulated.as_ref().map_or("demo", |s| &s.world),
            // A strict simulator session replays in a strict one: as recorded.
            strict: self.strict || simulated.as_ref().is_some_and(|s| s.strict),
            start,
            roles: &roles,
            dropped: 0,
            // A simulator answers its replay field for field; a real API's answers it does not.
            body_checks: simulated.is_some(),
        };
        let yaml = replay::scenario(&recording, (1..).zip(session.exchanges.iter()), &Default::default());
        write_whole(&self.out.join("scenario.yaml"), yaml)
    }

    /// The upstream's answer to a GET of its control API, when it has one.
    async fn control(&self, path: &str) -> Option<serde_json::Value> {
        let request = hyper::Request::get(self.target(&path.parse().ok()?).ok()?).body(Full::new(Bytes::new())).ok()?;
        let answer = self.client.request(request).await.ok()?;
        if !answer.status().is_success() {
            return None;
        }
        serde_json::from_slice(&answer.into_body().collect().await.ok()?.to_bytes()).ok()
    }

    /// The simulator session `key` belongs to, asked of the upstream the first time a key is sent.
    async fn simulated(&self, key: Option<&str>) -> Option<Simulated> {
        if let Some(known) = self.session.lock().simulated.clone() {
            return known;
        }
        let key = key?;
        let sessions: Vec<spec::control::SessionInfo> =
            self.control("/__sim/sessions").await.and_then(|v| serde_json::from_value(v).ok()).unwrap_or_default();
        let found = sessions.into_iter().find_map(|s| {
            let user = s.users.iter().find(|u| u.api_key == key)?;
            Some(Simulated {
                role: format!("{:?}", user.role).to_lowercase(),
                id: s.session,
                brand: s.brand,
                seed: s.seed,
                world: format!("{:?}", s.world).to_lowercase(),
                strict: s.strict,
            })
        });
        self.session.lock().simulated = Some(found.clone());
        found
    }

    /// When the exchange happened: on the simulator session's clock when there is one, else now.
    async fn now(&self, key: Option<&str>) -> jiff::Timestamp {
        let session = match self.simulated(key).await {
            Some(simulated) => self.control(&format!("/__sim/sessions/{}/clock", simulated.id)).await,
            None => None,
        };
        let now = session.and_then(|clock| clock["now"].as_str()?.parse::<jiff::Timestamp>().ok());
        // Wall-clock time is right for a real API: it is when it answered.
        let now = now.unwrap_or_else(jiff::Timestamp::now);
        jiff::Timestamp::from_second(now.as_second()).unwrap_or_default()
    }
}

/// Writes beside the file and renames, so a proxy stopped mid-write leaves the previous whole
/// file, never a cut one.
fn write_whole(file: &std::path::Path, text: String) -> Result<(), String> {
    let tmp = file.with_extension("part");
    std::fs::write(&tmp, text).and_then(|()| std::fs::rename(&tmp, file)).map_err(|e| format!("{}: {e}", file.display()))
}

/// The public web's certificate authorities, which every upstream is checked against.
fn public_roots() -> rustls::RootCertStore {
    rustls::RootCertStore::from_iter(webpki_roots::TLS_SERVER_ROOTS.iter().cloned())
}

/// An HTTP/1.1 client for plain and TLS upstreams, trusting `roots`.
fn client(roots: rustls::RootCertStore) -> Result<Client<HttpsConnector<HttpConnector>, Full<Bytes>>, String> {
    let tls = rustls::ClientConfig::builder_with_provider(Arc::new(rustls::crypto::ring::default_provider()))
        .with_safe_default_protocol_versions()
        .map_err(|e| e.to_string())?
        .with_root_certificates(roots)
        .with_no_client_auth();
    let https = hyper_rustls::HttpsConnectorBuilder::new().with_tls_config(tls).https_or_http().enable_http1().build();
    Ok(Client::builder(TokioExecutor::new()).build(https))
}

async fn forward(State(recorder): State<Arc<Recorder>>, request: Request) -> Response {
    let origin = request.headers().get(header::ORIGIN).cloned();
    let mut response = if is_preflight(&request) {
        preflight(request.headers())
    } else {
        match exchange(&recorder, request).await {
            Ok(response) => response,
            Err(message) => {
                tracing::warn!("cloudsim record: {message}");
                let body = json!({ "message": format!("cloudsim record: {message}") });
                (StatusCode::BAD_GATEWAY, axum::Json(body)).into_response()
            }
        }
    };
    if let Some(origin) = origin {
        allow_origin(response.headers_mut(), origin);
    }
    response
}

/// Forwards the request, writes the exchange, gives back the upstream's answer.
async fn exchange(recorder: &Recorder, request: Request) -> Result<Response, String> {
    let (parts, body) = request.into_parts();
    let body = axum::body::to_bytes(body, BODY_LIMIT).await.map_err(|e| format!("request body: {e}"))?;
    let mut upstream = hyper::Request::builder().method(parts.method.clone()).uri(recorder.target(&parts.uri)?);
    for (name, value) in parts.headers.iter().filter(|(name, _)| forwarded(name)) {
        upstream = upstream.header(name, value);
    }
    let upstream = upstream.body(Full::new(body.clone())).map_err(|e| e.to_string())?;
    let answer = recorder.client.request(upstream).await.map_err(|e| format!("upstream: {e:?}"))?;
    let (answer_parts, answer_body) = answer.into_parts();
    let answer_body = answer_body.collect().await.map_err(|e| format!("upstream body: {e}"))?.to_bytes();

    let path = parts.uri.path();
    let operation = operation::find(parts.method.as_str(), path).map_or("unknown", |op| op.id);
    let content_type = text_header(&parts.headers, header::CONTENT_TYPE);
    let response_type = text_header(&answer_parts.headers, header::CONTENT_TYPE);
    let query = parts.uri.query().map(|q| redact::query(q, Direction::Request).unwrap_or_else(|| q.to_string()));
    let key = text_header(&parts.headers, "apikey").or_else(|| {
        form_urlencoded::parse(parts.uri.query()?.as_bytes()).find(|(k, _)| k == "apikey").map(|(_, v)| v.into_owned())
    });
    let at = recorder.now(key.as_deref()).await;
    let exchange = Exchange {
        at,
        method: parts.method.clone(),
        uri: Target::of(match &query {
            Some(query) => format!("{path}?{query}"),
            None => path.to_string(),
        }),
        operation,
        user: key.is_some().then(|| RECORDED_USER.into()),
        content_type: content_type.as_deref().map(Arc::from),
        request_body: redact::fixture(body, content_type.as_deref(), Direction::Request),
        status: answer_parts.status.as_u16(),
        response_body: redact::fixture(answer_body.clone(), response_type.as_deref(), Direction::Response),
        correlation_id: CorrelationId::Given(
            text_header(&answer_parts.headers, HeaderName::from_static("x-warren-correlation-id")).unwrap_or_default().into(),
        ),
    };
    recorder.write(exchange, query, response_type)?;

    let mut response = Response::new(Body::from(answer_body));
    *response.status_mut() = answer_parts.status;
    for (name, value) in answer_parts.headers.iter().filter(|(name, _)| forwarded(name)) {
        response.headers_mut().append(name, value.clone());
    }
    Ok(response)
}

/// Whether a header goes through: not hop-by-hop (RFC 9110 §7.6.1), not `host` and
/// `content-length` (set again for the new connection and body), not `accept-encoding` (so the
/// recorded body is the JSON itself, not its gzip).
fn forwarded(name: &HeaderName) -> bool {
    !matches!(
        name.as_str(),
        "connection"
            | "keep-alive"
            | "proxy-authenticate"
            | "proxy-authorization"
            | "proxy-connection"
            | "te"
            | "trailer"
            | "transfer-encoding"
            | "upgrade"
            | "host"
            | "content-length"
            | "accept-encoding"
    )
}

fn text_header(headers: &HeaderMap, name: impl header::AsHeaderName) -> Option<String> {
    headers.get(name).and_then(|v| v.to_str().ok()).map(str::to_owned)
}

fn is_preflight(request: &Request) -> bool {
    request.method() == Method::OPTIONS && request.headers().contains_key(header::ACCESS_CONTROL_REQUEST_METHOD)
}

/// A CORS preflight's answer: the methods the API uses and whatever headers the browser asks for.
fn preflight(headers: &HeaderMap) -> Response {
    let mut response = StatusCode::NO_CONTENT.into_response();
    let out = response.headers_mut();
    out.insert(header::ACCESS_CONTROL_ALLOW_METHODS, HeaderValue::from_static("GET, POST, PUT, PATCH, DELETE, OPTIONS"));
    let asked = headers.get(header::ACCESS_CONTROL_REQUEST_HEADERS).cloned();
    out.insert(header::ACCESS_CONTROL_ALLOW_HEADERS, asked.unwrap_or(HeaderValue::from_static("apikey, content-type")));
    out.insert(header::ACCESS_CONTROL_MAX_AGE, HeaderValue::from_static("600"));
    response
}

/// Lets `origin` read the answer, unless the upstream already said who may.
fn allow_origin(headers: &mut HeaderMap, origin: HeaderValue) {
    if headers.contains_key(header::ACCESS_CONTROL_ALLOW_ORIGIN) {
        return;
    }
    headers.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, origin);
    headers.append(header::VARY, HeaderValue::from_static("origin"));
    headers.insert(header::ACCESS_CONTROL_EXPOSE_HEADERS, HeaderValue::from_static("x-warren-correlation-id"));
}

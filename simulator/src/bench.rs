//! `cloudsim bench`: prints the performance figures of DESIGN §9 (never asserts on them, since
//! wall-clock figures depend on the machine). Everything runs on 127.0.0.1 with bounded counts.

use std::net::{Ipv4Addr, SocketAddr};
use std::num::NonZeroUsize;
use std::process::Stdio;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use axum::Router;
use axum::http::{Request, StatusCode, header};
use axum::routing::get;
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::client::conn::http1::{SendRequest, handshake};
use hyper_util::rt::TokioIo;
use tokio::net::{TcpListener, TcpStream};
use tower::ServiceExt;

use crate::answer_cache;
use crate::app::{self, demo};
use crate::brands::Brands;
use crate::edge::{AppState, Options};
use crate::scenario::runner::{Target, run_file};
use crate::{control, session};

const PATH: &str = "/v1/config/ui/config";
const VM_LIST_PATH: &str = "/v1/user-resource/vm/list";
/// Every list the console polls, measured in the session with `VMS` VMs; `{account}` is the
/// owner's billing account.
const POLLED: &[(&str, &str)] = &[
    ("vm/list", VM_LIST_PATH),
    ("disks", "/v1/storage/disks"),
    ("interfaces", "/v1/network/virtual-machines/interfaces"),
    ("billing accounts", "/v1/payment/billing_account/list"),
    ("ledger", "/v1/payment/credit/list?billing_account_id={account}"),
    ("invoices", "/v1/payment/invoice/list?billing_account_id={account}"),
    ("floating IPs", "/v1/network/ip_addresses"),
    ("networks", "/v1/network/networks"),
    ("load balancers", "/v1/network/load_balancers"),
    ("firewalls", "/v1/network/firewalls"),
    ("buckets", "/v1/storage/bucket/list"),
    ("service packages", "/v1/user-resource/service/packages"),
    ("bare metal leases", "/v1/metal/leases"),
];
/// DESIGN §9: the VM list is measured with this many VMs in the session.
const VMS: usize = 100;
const WARM_UP: usize = 1_000;
const START_RUNS: usize = 5;
const MIN_RATIO: f64 = 0.5;
const MAX_P99_MS: f64 = 10.0;
const MAX_START_MS: f64 = 100.0;
const MAX_IDLE_MB: f64 = 20.0;
/// DESIGN §9 / issue 22: resident memory with this many resources in one session stays below
/// `MAX_RESOURCES_MB`.
const RESOURCES: usize = 10_000;
const MAX_RESOURCES_MB: f64 = 100.0;
/// The many-sessions run: this many sessions share `--many-requests` polling requests; resident
/// memory may grow by at most `MAX_GROWTH` once the journal and the answer caches are full.
const SESSIONS: usize = 50;
const VMS_PER_SESSION: usize = 20;
const MAX_GROWTH: f64 = 0.10;
const SCENARIO_STEPS: u32 = 1_000;
const MAX_SCENARIO_MS: f64 = 2_000.0;
const MAX_DEMO_MS: f64 = 1_000.0;

#[derive(clap::Args)]
pub struct BenchArgs {
    /// Measured requests per server (after a 1,000-request warm-up).
    #[arg(long, default_value = "20000")]
    requests: NonZeroUsize,
    /// Concurrent keep-alive HTTP/1.1 connections.
    #[arg(long, default_value = "32")]
    connections: NonZeroUsize,
    /// Requests of the many-sessions memory run, spread over 50 sessions.
    #[arg(long, default_value = "1000000")]
    many_requests: NonZeroUsize,
}

type Sender = SendRequest<Full<Bytes>>;

/// What a measurement asks for: `GET path`, with the API key the path needs, if any.
#[derive(Clone)]
struct Probe {
    path: Arc<str>,
    key: Option<Arc<str>>,
}

/// One measured run against one server.
struct Run {
    elapsed: Duration,
    /// Per-request latencies, sorted.
    latencies: Vec<Duration>,
    body_bytes: usize,
}

impl Run {
    fn requests_per_second(&self) -> f64 {
        self.latencies.len() as f64 / self.elapsed.as_secs_f64()
    }

    fn bytes_per_second(&self) -> f64 {
        self.body_bytes as f64 / self.elapsed.as_secs_f64()
    }

    fn print(&self, label: &str, name: &str, target: &str) {
        println!(
            "{label}  {name}  {:>6.0} req/s  {:>6.1} MB/s  p50 {:>5.2} ms  p99 {:>5.2} ms{target}",
            self.requests_per_second(),
            self.bytes_per_second() / 1e6,
            ms(percentile(&self.latencies, 50.0)),
            ms(percentile(&self.latencies, 99.0)),
        );
    }
}

pub async fn run(args: BenchArgs) -> Result<(), String> {
    let (requests, connections) = (args.requests.get(), args.connections.get());
    let mut checks: Vec<(String, bool)> = Vec::new();

    let app = AppState::new(Options::default())?;
    control::ensure_default_session(&app).map_err(|e| format!("default session: {e:?}"))?;
    let router = app::app(app);
    let simulator = serve(router.clone()).await?;

    let config = Probe { path: PATH.into(), key: None };
    let (ratio, p99) = compare("config/ui/config", simulator, &config, requests, connections).await?;
    checks.push(("config ratio".into(), ratio >= MIN_RATIO));
    checks.push(("config p99".into(), p99 < MAX_P99_MS));

    let key = session_with_vms(&router, VMS, "manual").await?;
    let account = first_account(&router, &key).await?;
    for (name, path) in POLLED {
        let probe = Probe { path: path.replace("{account}", &account.to_string()).into(), key: Some(key.clone().into()) };
        let (ratio, p99) = compare(&format!("{name} ({VMS} VMs)"), simulator, &probe, requests, connections).await?;
        checks.push((format!("{name} ratio"), ratio >= MIN_RATIO));
        checks.push((format!("{name} p99"), p99 < MAX_P99_MS));
    }
    // A realtime clock moves the world once a simulated second: the list is rendered again then.
    let realtime = Probe { path: VM_LIST_PATH.into(), key: Some(session_with_vms(&router, VMS, "realtime").await?.into()) };
    let (ratio, p99) =
        compare(&format!("vm/list ({VMS} VMs), realtime clock"), simulator, &realtime, requests, connections).await?;
    checks.push(("vm/list realtime ratio".into(), ratio >= MIN_RATIO));
    checks.push(("vm/list realtime p99".into(), p99 < MAX_P99_MS));
    // The same list without the answer cache: what every read cost before it (not a target).
    let uncached = AppState::new(Options { answer_cache: answer_cache::Limits::OFF, ..Options::default() })?;
    control::ensure_default_session(&uncached).map_err(|e| format!("default session: {e:?}"))?;
    let uncached_router = app::app(uncached);
    let uncached_key = session_with_vms(&uncached_router, VMS, "manual").await?;
    let probe = Probe { path: VM_LIST_PATH.into(), key: Some(uncached_key.into()) };
    let label = format!("vm/list ({VMS} VMs), answer cache off");
    compare(&label, serve(uncached_router).await?, &probe, requests, connections).await?;

    let (start, rss) = start_and_memory().await?;
    println!("start to first answer: {start:.1} ms  (median of {START_RUNS}; target < {MAX_START_MS} ms)");
    println!("resident memory idle: {}  (target < {MAX_IDLE_MB} MB)", mb_text(rss));
    checks.push(("start".into(), start < MAX_START_MS));
    checks.push(("idle memory".into(), rss.is_some_and(|mb| mb < MAX_IDLE_MB)));

    let (made, rss) = memory_with_resources(connections).await?;
    println!("resident memory with {made} resources in one session: {}  (target < {MAX_RESOURCES_MB} MB)", mb_text(rss));
    checks.push(("memory with resources".into(), made >= RESOURCES && rss.is_some_and(|mb| mb < MAX_RESOURCES_MB)));

    let many = args.many_requests.get();
    let growth = memory_over_many_sessions(many, connections).await?;
    checks.push(("memory growth".into(), growth.is_some_and(|g| g <= MAX_GROWTH)));

    let (steps, scenario_ms) = scenario_steps().await?;
    println!("scenario runner in process: {steps} steps in {scenario_ms:.0} ms  (target < {MAX_SCENARIO_MS} ms)");
    checks.push(("scenario steps".into(), scenario_ms < MAX_SCENARIO_MS));

    let (slowest, demo_ms) = demo_builds()?;
    println!("demo world build: slowest {demo_ms:.0} ms ({slowest}; each brand once)  (target < {MAX_DEMO_MS} ms)");
    checks.push(("demo world build".into(), demo_ms < MAX_DEMO_MS));

    let missed: Vec<&str> = checks.iter().filter(|(_, met)| !met).map(|(name, _)| name.as_str()).collect();
    match missed.as_slice() {
        [] => println!("summary: all {} targets met", checks.len()),
        _ => println!("summary: {} of {} targets missed: {}", missed.len(), checks.len(), missed.join(", ")),
    }
    Ok(())
}

fn mb_text(mb: Option<f64>) -> String {
    mb.map_or_else(|| "unavailable (no /proc)".to_owned(), |mb| format!("{mb:.1} MB"))
}

/// Measures `probe` on the simulator and on a bare axum handler serving the same bytes; prints
/// both and their ratio, and gives the ratio (bytes per second) and the simulator's p99 in ms.
async fn compare(
    label: &str,
    simulator: SocketAddr,
    probe: &Probe,
    requests: usize,
    connections: usize,
) -> Result<(f64, f64), String> {
    let body = fetch(&mut connect(simulator).await?, probe).await?;
    // The same bytes from a handler that does nothing else: the ceiling the simulator is held to.
    let path = probe.path.split('?').next().unwrap_or_default();
    let bare = serve(Router::new().route(
        path,
        get(move || {
            let body = body.clone();
            async move { ([(header::CONTENT_TYPE, "application/json")], body) }
        }),
    ))
    .await?;
    let sim_run = measure(simulator, probe, requests, connections).await?;
    let bare_run = measure(bare, probe, requests, connections).await?;
    // Both answer the same bytes, so requests and bytes per second give the same ratio.
    let ratio = sim_run.requests_per_second() / bare_run.requests_per_second();
    let p99 = ms(percentile(&sim_run.latencies, 99.0));
    sim_run.print(label, "simulator", &format!("  (target p99 < {MAX_P99_MS} ms)"));
    bare_run.print(label, "bare axum", "");
    println!("{label} ratio (simulator / bare, requests per second): {ratio:.2}  (target ≥ {MIN_RATIO})");
    Ok((ratio, p99))
}

/// A new empty session on `clock` (`manual` or `realtime`) whose owner has `vms` running VMs in
/// the default location, made through the API in-process; the owner's API key.
async fn session_with_vms(router: &Router, vms: usize, clock: &str) -> Result<String, String> {
    let create = format!(r#"{{"world":"empty","clock":"{clock}"}}"#);
    let session = call(router, "POST", "/__sim/sessions", None, "application/json", &create).await?;
    let id = session["session"].as_str().ok_or("a session id")?.to_string();
    let owner = session["users"].as_array().and_then(|users| users.iter().find(|u| u["role"] == "owner"));
    let key = owner.and_then(|u| u["api_key"].as_str()).ok_or("the session's owner")?.to_string();
    for i in 0..vms {
        call(router, "POST", "/v1/user-resource/vm", Some(&key), FORM, &vm_form(i)).await?;
    }
    // Long enough for every VM to run.
    call(router, "POST", &format!("/__sim/sessions/{id}/clock/advance"), None, "application/json", r#"{"seconds":600}"#).await?;
    Ok(key)
}

const FORM: &str = "application/x-www-form-urlencoded";

fn vm_form(i: usize) -> String {
    format!("name=bench-{i}&os_name=ubuntu&os_version=24.04&username=bench&password=Secret123&vcpu=1&ram=1024&disks=20")
}

/// The id of the first billing account `key` reaches.
async fn first_account(router: &Router, key: &str) -> Result<u64, String> {
    let accounts = call(router, "GET", "/v1/payment/billing_account/list", Some(key), FORM, "").await?;
    accounts[0]["id"].as_u64().ok_or_else(|| "the owner's billing account".to_string())
}

/// One in-process request (setup only, not measured); the JSON answer of a 2xx.
async fn call(
    router: &Router,
    method: &str,
    path: &str,
    key: Option<&str>,
    content_type: &str,
    body: &str,
) -> Result<serde_json::Value, String> {
    let mut request = Request::builder().method(method).uri(path).header(header::CONTENT_TYPE, content_type);
    if let Some(key) = key {
        request = request.header("apikey", key);
    }
    let request = request.body(axum::body::Body::from(body.to_string())).map_err(|e| e.to_string())?;
    let response = router.clone().oneshot(request).await.map_err(|e| e.to_string())?;
    let status = response.status();
    let bytes = response.into_body().collect().await.map_err(|e| e.to_string())?.to_bytes();
    if !status.is_success() {
        return Err(format!("{method} {path}: {status} {}", String::from_utf8_lossy(&bytes)));
    }
    serde_json::from_slice(&bytes).map_err(|e| format!("{method} {path}: {e}"))
}

const BENCH_SCENARIO: &str = r#"name: bench
steps:
  - call: GET /v1/user-resource/user
    as: owner
    save: {user_id: id}
  - repeat:
      times: TIMES
      steps:
        - call: GET /v1/user-resource/user
          as: owner
          expect:
            status: 200
            paths: {id: "{{user_id}}"}
"#;

/// Runs a scenario of `SCENARIO_STEPS` calls (each with its assertions) in a fresh in-process
/// simulator, as `cloudsim run` would; gives the steps run and the milliseconds taken.
async fn scenario_steps() -> Result<(usize, f64), String> {
    let file = std::env::temp_dir().join(format!("cloudsim-bench-{}.yaml", std::process::id()));
    // One call saves the user's id and a repeat (itself a step) runs the rest, each asserting
    // its status and that id.
    let script = BENCH_SCENARIO.replace("TIMES", &(SCENARIO_STEPS - 2).to_string());
    std::fs::write(&file, script).map_err(|e| format!("{}: {e}", file.display()))?;
    let target = Target::InProcess { timeout: Duration::from_secs(60), local: &app::Local };
    let outcome = run_file(&target, &file).await;
    let _ = std::fs::remove_file(&file);
    match outcome.failure {
        None => Ok((outcome.steps, ms(outcome.elapsed))),
        Some(failure) => Err(format!("the bench scenario failed: {}", failure.message)),
    }
}

/// Serves `router` in-process on a free loopback port.
async fn serve(router: Router) -> Result<SocketAddr, String> {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).await.map_err(|e| e.to_string())?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    tokio::spawn(async move { axum::serve(listener, router).await });
    Ok(addr)
}

/// A keep-alive HTTP/1.1 connection through hyper's low-level client: no pool, no extra work.
async fn connect(addr: SocketAddr) -> Result<Sender, String> {
    let stream = TcpStream::connect(addr).await.map_err(|e| format!("connect {addr}: {e}"))?;
    stream.set_nodelay(true).map_err(|e| e.to_string())?;
    let (sender, connection) = handshake(TokioIo::new(stream)).await.map_err(|e| e.to_string())?;
    // The connection ends when its sender is dropped; a failure shows in the next request.
    tokio::spawn(connection);
    Ok(sender)
}

/// `GET path` (with the probe's API key), expecting 200; returns the body.
async fn fetch(sender: &mut Sender, probe: &Probe) -> Result<Bytes, String> {
    let (status, body) = send(sender, "GET", &probe.path, probe.key.as_deref(), "").await?;
    match status {
        StatusCode::OK => Ok(body),
        _ => Err(format!("GET {}: {status}", probe.path)),
    }
}

/// One request over a kept-alive connection (a form body when `body` is not empty).
async fn send(
    sender: &mut Sender,
    method: &str,
    path: &str,
    key: Option<&str>,
    body: &str,
) -> Result<(StatusCode, Bytes), String> {
    sender.ready().await.map_err(|e| e.to_string())?;
    let mut request = Request::builder().method(method).uri(path).header(header::HOST, "127.0.0.1");
    if let Some(key) = key {
        request = request.header("apikey", key);
    }
    if !body.is_empty() {
        let content_type = if body.starts_with('{') { "application/json" } else { FORM };
        request = request.header(header::CONTENT_TYPE, content_type);
    }
    let request = request.body(Full::new(Bytes::from(body.to_owned()))).map_err(|e| e.to_string())?;
    let response = sender.send_request(request).await.map_err(|e| e.to_string())?;
    let status = response.status();
    let body = response.into_body().collect().await.map_err(|e| e.to_string())?.to_bytes();
    Ok((status, body))
}

/// A `cloudsim serve --world empty` child on a free port, and its address.
async fn spawn_empty_server() -> Result<(tokio::process::Child, SocketAddr), String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let port = free_port()?;
    let started = Instant::now();
    let child = tokio::process::Command::new(&exe)
        .args(["serve", "--world", "empty", "--port", &port.to_string()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| format!("spawn {}: {e}", exe.display()))?;
    let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    wait_for_health(addr, started).await?;
    Ok((child, addr))
}

/// A new manual-clock empty session on a served simulator: its owner's API key.
async fn remote_session(sender: &mut Sender) -> Result<String, String> {
    let (status, body) = send(sender, "POST", "/__sim/sessions", None, r#"{"world":"empty","clock":"manual"}"#).await?;
    let info: serde_json::Value = serde_json::from_slice(&body).map_err(|e| format!("session create {status}: {e}"))?;
    let owner = info["users"].as_array().and_then(|users| users.iter().find(|u| u["role"] == "owner"));
    owner.and_then(|u| u["api_key"].as_str()).map(str::to_owned).ok_or_else(|| format!("session create: {status}"))
}

/// Resident memory of a served simulator once one session holds `RESOURCES` resources (VMs, each
/// with its disk and interface, floating IPs and buckets in turn), every list read once; gives the
/// resources made and the MB (None without /proc).
async fn memory_with_resources(connections: usize) -> Result<(usize, Option<f64>), String> {
    let (mut child, addr) = spawn_empty_server().await?;
    let mut first = connect(addr).await?;
    let key: Arc<str> = remote_session(&mut first).await?.into();
    let made = Arc::new(AtomicUsize::new(0));
    let next = Arc::new(AtomicUsize::new(0));
    let mut tasks = Vec::new();
    for _ in 0..connections {
        let (mut sender, key, made, next) = (connect(addr).await?, key.clone(), made.clone(), next.clone());
        tasks.push(tokio::spawn(async move {
            let mut refused = None;
            while made.load(Ordering::Relaxed) < RESOURCES {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= 3 * RESOURCES {
                    break;
                }
                let (method, path, body) = match i % 3 {
                    0 => ("POST", "/v1/user-resource/vm", vm_form(i)),
                    1 => ("POST", "/v1/network/ip_addresses", format!("name=ip-{i}")),
                    _ => ("PUT", "/v1/storage/bucket", format!("name=bench-bucket-{i}")),
                };
                let (status, answer) = send(&mut sender, method, path, Some(&key), &body).await?;
                if status.is_success() {
                    made.fetch_add(1, Ordering::Relaxed);
                } else {
                    refused = Some(format!("{method} {path}: {status} {}", String::from_utf8_lossy(&answer)));
                }
            }
            Ok::<_, String>(refused)
        }));
    }
    let mut refused = None;
    for task in tasks {
        refused = task.await.map_err(|e| e.to_string())??.or(refused);
    }
    if let Some(refused) = refused {
        // The host pools run out of room for VMs long before 10,000: the rest are other resources.
        println!("  (creates refused once a kind ran out, e.g. {refused})");
    }
    let account = {
        let (_, body) = send(&mut first, "GET", "/v1/payment/billing_account/list", Some(&key), "").await?;
        let accounts: serde_json::Value = serde_json::from_slice(&body).map_err(|e| e.to_string())?;
        accounts[0]["id"].as_u64().unwrap_or_default()
    };
    for (_, path) in POLLED {
        send(&mut first, "GET", &path.replace("{account}", &account.to_string()), Some(&key), "").await?;
    }
    let rss = child.id().and_then(resident_kib).map(kib_to_mb);
    child.kill().await.map_err(|e| e.to_string())?;
    Ok((made.load(Ordering::Relaxed), rss))
}

/// `requests` polling reads spread over `SESSIONS` sessions of a served simulator (each with
/// `VMS_PER_SESSION` VMs; the lists rotate, and so do the sessions), printing resident memory after
/// setup, after the first tenth (when the journals and answer caches have filled to their
/// budgets) and at the end; gives the growth over the last nine tenths.
async fn memory_over_many_sessions(requests: usize, connections: usize) -> Result<Option<f64>, String> {
    let (mut child, addr) = spawn_empty_server().await?;
    let mut setup = connect(addr).await?;
    let mut keys = Vec::with_capacity(SESSIONS);
    for _ in 0..SESSIONS {
        let key = remote_session(&mut setup).await?;
        for i in 0..VMS_PER_SESSION {
            send(&mut setup, "POST", "/v1/user-resource/vm", Some(&key), &vm_form(i)).await?;
        }
        keys.push(key);
    }
    let lists: Vec<&str> = POLLED.iter().map(|(_, path)| *path).filter(|path| !path.contains('{')).collect();
    let rss = || child.id().and_then(resident_kib).map(kib_to_mb);
    let after_setup = rss();
    let tenth = requests / 10;
    let started = Instant::now();
    many_session_reads(addr, &keys, &lists, 0, tenth, connections).await?;
    let filled = rss();
    many_session_reads(addr, &keys, &lists, tenth, requests, connections).await?;
    let took = started.elapsed().as_secs_f64();
    let end = rss();
    child.kill().await.map_err(|e| e.to_string())?;
    let growth = filled.zip(end).map(|(filled, end)| (end - filled) / filled);
    println!(
        "resident memory over {requests} requests in {SESSIONS} sessions ({took:.0} s, {:.0} req/s): {} after setup, {} after the first tenth, {} at the end: growth {}  (target ≤ {:.0} %)",
        requests as f64 / took,
        mb_text(after_setup),
        mb_text(filled),
        mb_text(end),
        growth.map_or_else(|| "unavailable".to_owned(), |g| format!("{:.1} %", g * 100.0)),
        MAX_GROWTH * 100.0,
    );
    Ok(growth)
}

/// Requests `from..to` of the many-sessions run: request `i` reads a list as session `i % SESSIONS`.
async fn many_session_reads(
    addr: SocketAddr,
    keys: &[String],
    lists: &[&str],
    from: usize,
    to: usize,
    connections: usize,
) -> Result<(), String> {
    let next = Arc::new(AtomicUsize::new(from));
    let (keys, lists): (Arc<[String]>, Arc<[String]>) =
        (keys.to_vec().into(), lists.iter().map(|l| l.to_string()).collect::<Vec<_>>().into());
    let mut tasks = Vec::new();
    for _ in 0..connections {
        let (mut sender, next, keys, lists) = (connect(addr).await?, next.clone(), keys.clone(), lists.clone());
        tasks.push(tokio::spawn(async move {
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= to {
                    return Ok::<_, String>(());
                }
                let path = &lists[(i / keys.len()) % lists.len()];
                let (status, _) = send(&mut sender, "GET", path, Some(&keys[i % keys.len()]), "").await?;
                if !status.is_success() {
                    return Err(format!("GET {path}: {status}"));
                }
            }
        }));
    }
    for task in tasks {
        task.await.map_err(|e| e.to_string())??;
    }
    Ok(())
}

fn kib_to_mb(kib: u64) -> f64 {
    kib as f64 * 1024.0 / 1e6
}

/// Warms `addr` up, then times `requests` requests over `connections` connections.
async fn measure(addr: SocketAddr, probe: &Probe, requests: usize, connections: usize) -> Result<Run, String> {
    let mut senders = Vec::with_capacity(connections);
    for _ in 0..connections {
        senders.push(connect(addr).await?);
    }
    let (senders, _) = drive(senders, probe, WARM_UP).await?;
    let started = Instant::now();
    let (_, mut run) = drive(senders, probe, requests).await?;
    run.elapsed = started.elapsed();
    Ok(run)
}

/// Sends `total` requests, each connection taking the next one as soon as it is free.
async fn drive(senders: Vec<Sender>, probe: &Probe, total: usize) -> Result<(Vec<Sender>, Run), String> {
    let next = Arc::new(AtomicUsize::new(0));
    let tasks: Vec<_> = senders
        .into_iter()
        .map(|mut sender| {
            let (next, probe) = (next.clone(), probe.clone());
            tokio::spawn(async move {
                let (mut latencies, mut bytes) = (Vec::new(), 0);
                while next.fetch_add(1, Ordering::Relaxed) < total {
                    let sent = Instant::now();
                    bytes += fetch(&mut sender, &probe).await?.len();
                    latencies.push(sent.elapsed());
                }
                Ok::<_, String>((sender, latencies, bytes))
            })
        })
        .collect();
    let mut run = Run { elapsed: Duration::ZERO, latencies: Vec::with_capacity(total), body_bytes: 0 };
    let mut senders = Vec::with_capacity(tasks.len());
    for task in tasks {
        let (sender, latencies, bytes) = task.await.map_err(|e| e.to_string())??;
        senders.push(sender);
        run.latencies.extend(latencies);
        run.body_bytes += bytes;
    }
    run.latencies.sort_unstable();
    Ok((senders, run))
}

/// Builds every brand's demo world once, bypassing the cache (the private simulator they are
/// built in already exists: the default session was built first); the slowest brand and its ms.
fn demo_builds() -> Result<(String, f64), String> {
    let brands = Brands::embedded()?;
    let start = session::DEFAULT_START.parse().map_err(|e| format!("{e}"))?;
    let mut slowest = (String::new(), 0.0);
    for name in brands.names() {
        let brand = brands.get(name).ok_or("a listed brand")?;
        let started = Instant::now();
        demo::build_afresh(brand, 1, start)?;
        let took = ms(started.elapsed());
        if took > slowest.1 {
            slowest = (name.to_string(), took);
        }
    }
    Ok(slowest)
}

/// Starts this very binary `START_RUNS` times; returns the median start-to-first-answer in ms
/// and the median resident memory in MB once it answered (None without /proc).
async fn start_and_memory() -> Result<(f64, Option<f64>), String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let (mut starts, mut rss) = (Vec::new(), Vec::new());
    for _ in 0..START_RUNS {
        let port = free_port()?;
        let started = Instant::now();
        let mut child = tokio::process::Command::new(&exe)
            .args(["serve", "--port", &port.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .map_err(|e| format!("spawn {}: {e}", exe.display()))?;
        wait_for_health(SocketAddr::from((Ipv4Addr::LOCALHOST, port)), started).await?;
        starts.push(started.elapsed());
        rss.extend(child.id().and_then(resident_kib));
        child.kill().await.map_err(|e| e.to_string())?;
    }
    starts.sort_unstable();
    rss.sort_unstable();
    let rss_mb = (!rss.is_empty()).then(|| kib_to_mb(percentile(&rss, 50.0)));
    Ok((ms(percentile(&starts, 50.0)), rss_mb))
}

/// A port nothing listens on right now (the OS picks it; released for the child to take).
fn free_port() -> Result<u16, String> {
    let listener = std::net::TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).map_err(|e| e.to_string())?;
    listener.local_addr().map(|a| a.port()).map_err(|e| e.to_string())
}

/// Polls `/__sim/health` every 2 ms until it answers 200 (or 10 s pass).
async fn wait_for_health(addr: SocketAddr, started: Instant) -> Result<(), String> {
    loop {
        let health = Probe { path: "/__sim/health".into(), key: None };
        if let Ok(mut sender) = connect(addr).await
            && fetch(&mut sender, &health).await.is_ok()
        {
            return Ok(());
        }
        if started.elapsed() > Duration::from_secs(10) {
            return Err(format!("the spawned server on {addr} did not answer within 10 s"));
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
}

/// `VmRSS` of a process in KiB, from /proc (Linux only).
fn resident_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find_map(|l| l.strip_prefix("VmRSS:"))?;
    line.trim().trim_end_matches("kB").trim().parse().ok()
}

/// Nearest-rank percentile of a sorted, non-empty slice.
fn percentile<T: Copy>(sorted: &[T], p: f64) -> T {
    let rank = (p / 100.0 * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentile_is_nearest_rank() {
        let hundred: Vec<u32> = (1..=100).collect();
        assert_eq!(percentile(&hundred, 50.0), 50);
        assert_eq!(percentile(&hundred, 99.0), 99);
        assert_eq!(percentile(&hundred, 100.0), 100);
        assert_eq!(percentile(&hundred, 0.0), 1);
        // The median of five runs is the third.
        assert_eq!(percentile(&[1, 2, 3, 4, 5], 50.0), 3);
        assert_eq!(percentile(&[7], 99.0), 7);
    }
}

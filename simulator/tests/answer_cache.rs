//! The answer cache never serves a stale answer: two servers run in lockstep, one caching reads
//! (with the default limits, and with a session budget small enough that answers are refused)
//! and one not, get the same random mix of creates, actions, clock moves and control changes
//! (faults, reset, state import) interleaved with reads of every list the console polls, as
//! several users and at an explicit location. Every answer of the caching server must equal the
//! other's, status and body.
//!
//! A realtime clock cannot run in lockstep (two servers never share a wall clock), so there one
//! caching server's every read is checked against a fresh rendering of the same read made while
//! the session's time stood still (see `Lockstep::read_realtime`).

use std::sync::atomic::{AtomicUsize, Ordering};

use axum::Router;
use axum::body::Body;
use axum::http::{Request, header};
use http_body_util::BodyExt;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use serde_json::Value;
use simulator::answer_cache::Limits;
use simulator::{AppState, Options};
use tower::ServiceExt;

/// Lists the console polls; `{account}` is the session's first billing account.
const LISTS: &[&str] = &[
    "/v1/user-resource/vm/list",
    "/v1/tll/user-resource/vm/list",
    "/v1/storage/disks",
    "/v1/network/virtual-machines/interfaces",
    "/v1/payment/billing_account/list",
    "/v1/payment/credit/list?billing_account_id={account}",
    "/v1/payment/invoice/list?billing_account_id={account}",
    "/v1/charging/usage?billing_account_id={account}",
    "/v1/network/ip_addresses",
    "/v1/network/networks",
    "/v1/network/load_balancers",
    "/v1/network/firewalls",
    "/v1/storage/bucket/list",
    "/v1/user-resource/service/packages",
    "/v1/metal/leases",
];

#[derive(Clone, Debug)]
enum Step {
    /// A list, as the session's `user`-th user.
    Read {
        list: usize,
        user: usize,
    },
    CreateVm,
    /// Stop, start or delete the `vm`-th VM of the owner's list.
    VmAction {
        vm: usize,
        action: usize,
    },
    CreateIp,
    CreateNetwork,
    CreateBucket,
    Advance(u32),
    /// A one-time fault on a list's path.
    Fault {
        list: usize,
    },
    ClearFaults,
    Reset,
    /// Exports the session and imports it back, advanced by an hour in between.
    Import,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        12 => (0..LISTS.len(), 0..3usize).prop_map(|(list, user)| Step::Read { list, user }),
        2 => Just(Step::CreateVm),
        3 => (0..8usize, 0..3usize).prop_map(|(vm, action)| Step::VmAction { vm, action }),
        1 => Just(Step::CreateIp),
        1 => Just(Step::CreateNetwork),
        1 => Just(Step::CreateBucket),
        3 => prop_oneof![Just(0u32), 1..120u32, Just(3600u32), Just(86_400u32)].prop_map(Step::Advance),
        1 => (0..LISTS.len()).prop_map(|list| Step::Fault { list }),
        1 => Just(Step::ClearFaults),
        1 => Just(Step::Reset),
        1 => Just(Step::Import),
    ]
}

struct Server {
    router: Router,
}

/// What a request gave: status and body.
type Answer = (u16, String);

impl Server {
    fn new(answer_cache: Limits) -> Server {
        let app = AppState::new(Options { answer_cache, ..Options::default() }).expect("a server");
        Server { router: simulator::app(app) }
    }

    async fn call(&self, method: &str, path: &str, key: Option<&str>, content_type: &str, body: &str) -> Answer {
        let mut request = Request::builder().method(method).uri(path).header(header::CONTENT_TYPE, content_type);
        if let Some(key) = key {
            request = request.header("apikey", key);
        }
        let request = request.body(Body::from(body.to_string())).expect("a request");
        let response = self.router.clone().oneshot(request).await.expect("an answer");
        let status = response.status().as_u16();
        let bytes = response.into_body().collect().await.map(|b| b.to_bytes()).unwrap_or_default();
        (status, String::from_utf8_lossy(&bytes).into_owned())
    }
}

/// The servers under test and the reference, and what the steps need to know of the session.
struct Lockstep {
    reference: Server,
    cached: Vec<Server>,
    /// Realtime: `reference` itself caches, and reads are checked as [`Lockstep::read_realtime`] says.
    realtime: bool,
    keys: Vec<String>,
    account: u64,
    made: u32,
}

/// Realtime reads whose check was conclusive (time stood still around them), over every case.
static COMPARED: AtomicUsize = AtomicUsize::new(0);

impl Lockstep {
    /// A manual-clock session on a server without the cache and two with it.
    async fn new() -> Lockstep {
        let tight = Limits { session_bytes: 24 * 1024, total_bytes: usize::MAX };
        let servers = vec![Server::new(Limits::default()), Server::new(tight)];
        Lockstep::with(Server::new(Limits::OFF), servers, "manual").await
    }

    /// A session on a realtime clock (ten simulated seconds a second, so VMs boot and charges run
    /// during a case) on one caching server.
    async fn realtime() -> Lockstep {
        Lockstep::with(Server::new(Limits::default()), Vec::new(), "realtime:10").await
    }

    async fn with(reference: Server, cached: Vec<Server>, clock: &str) -> Lockstep {
        let realtime = cached.is_empty();
        let mut lockstep = Lockstep { reference, cached, realtime, keys: Vec::new(), account: 0, made: 0 };
        let create = format!(r#"{{"world":"demo","clock":"{clock}"}}"#);
        let (status, session) = lockstep.send("POST", "/__sim/sessions", None, "application/json", &create).await;
        assert_eq!(status, 200, "{session}");
        let session: Value = serde_json::from_str(&session).expect("session info");
        let users = session["users"].as_array().expect("users");
        lockstep.keys = users.iter().filter_map(|u| u["api_key"].as_str().map(str::to_owned)).collect();
        assert!(!lockstep.keys.is_empty(), "the demo world has users");
        let (_, accounts) = lockstep.send("GET", "/v1/payment/billing_account/list", Some(0), "", "").await;
        let accounts: Value = serde_json::from_str(&accounts).expect("accounts");
        lockstep.account = accounts[0]["id"].as_u64().expect("an account");
        lockstep
    }

    /// Sends the same request to every server; asserts they answer alike and gives the answer.
    async fn send(&self, method: &str, path: &str, user: Option<usize>, content_type: &str, body: &str) -> Answer {
        let key = user.map(|u| self.keys[u % self.keys.len()].as_str());
        let expected = self.reference.call(method, path, key, content_type, body).await;
        for (i, server) in self.cached.iter().enumerate() {
            let got = server.call(method, path, key, content_type, body).await;
            assert_eq!(got, expected, "caching server {i} differs on {method} {path} as user {user:?}");
        }
        expected
    }

    async fn form(&self, method: &str, path: &str, form: &str) -> Answer {
        self.send(method, path, Some(0), "application/x-www-form-urlencoded", form).await
    }

    async fn control(&self, method: &str, path: &str, json: &str) -> Answer {
        self.send(method, &format!("/__sim/sessions/s1{path}"), None, "application/json", json).await
    }

    async fn run(&mut self, step: &Step) {
        self.made += 1;
        let n = self.made;
        match step {
            Step::Read { list, user } => {
                let path = LISTS[*list].replace("{account}", &self.account.to_string());
                if self.realtime {
                    self.read_realtime(&path, *user).await;
                } else {
                    self.send("GET", &path, Some(*user), "", "").await;
                }
            }
            Step::CreateVm => {
                let form = format!(
                    "name=prop-{n}&os_name=ubuntu&os_version=24.04&username=prop&password=Secret123&vcpu=1&ram=1024&disks=20"
                );
                self.form("POST", "/v1/user-resource/vm", &form).await;
            }
            Step::VmAction { vm, action } => {
                let (_, list) = self.send("GET", "/v1/user-resource/vm/list", Some(0), "", "").await;
                let list: Value = serde_json::from_str(&list).unwrap_or_default();
                let uuids: Vec<&str> = list.as_array().into_iter().flatten().filter_map(|v| v["uuid"].as_str()).collect();
                if let Some(uuid) = (!uuids.is_empty()).then(|| uuids[vm % uuids.len()]) {
                    let form = format!("uuid={uuid}");
                    match action {
                        0 => self.form("POST", "/v1/user-resource/vm/stop", &form).await,
                        1 => self.form("POST", "/v1/user-resource/vm/start", &form).await,
                        _ => self.form("DELETE", "/v1/user-resource/vm", &form).await,
                    };
                }
            }
            Step::CreateIp => {
                self.form("POST", "/v1/network/ip_addresses", &format!("name=ip-{n}")).await;
            }
            Step::CreateNetwork => {
                self.form("POST", "/v1/network/network", &format!("name=net-{n}")).await;
            }
            Step::CreateBucket => {
                self.form("PUT", "/v1/storage/bucket", &format!("name=bucket-{n}")).await;
            }
            Step::Advance(seconds) => {
                self.control("POST", "/clock/advance", &format!(r#"{{"seconds":{seconds}}}"#)).await;
            }
            Step::Fault { list } => {
                let path = LISTS[*list].split('?').next().unwrap_or_default();
                let rule = format!(r#"{{"method":"GET","path":"{path}","status":503,"error":"down","times":1}}"#);
                self.control("POST", "/faults", &rule).await;
            }
            Step::ClearFaults => {
                self.control("DELETE", "/faults", "").await;
            }
            Step::Reset => {
                self.control("POST", "/reset", "").await;
            }
            Step::Import => {
                let (status, state) = self.reference.call("GET", "/__sim/sessions/s1/state", None, "", "").await;
                assert_eq!(status, 200);
                self.control("POST", "/clock/advance", r#"{"seconds":3600}"#).await;
                self.control("PUT", "/state", &state).await;
            }
        }
    }

    /// A realtime read (served from the cache when its answer was kept), then the same read made
    /// another cache key by a content type a read ignores, so rendered afresh, between two looks
    /// at the session's clock. If time did not move between the looks, the world did not change
    /// and the kept answer must be the fresh one; if it moved, the pair proves nothing.
    async fn read_realtime(&self, path: &str, user: usize) {
        let before = self.now().await;
        let kept = self.send("GET", path, Some(user), "", "").await;
        let fresh = self.send("GET", path, Some(user), &format!("text/plain; fresh={}", self.made), "").await;
        if self.now().await == before {
            assert_eq!(kept, fresh, "a kept answer differs from a fresh one at {before} on GET {path} as user {user}");
            COMPARED.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// The session's simulated instant.
    async fn now(&self) -> String {
        let (status, clock) = self.reference.call("GET", "/__sim/sessions/s1/clock", None, "", "").await;
        assert_eq!(status, 200, "{clock}");
        let clock: Value = serde_json::from_str(&clock).expect("the clock");
        clock["now"].as_str().expect("now").to_owned()
    }
}

/// Runs `steps` in `lockstep`, each followed by the console's poll of the VM list (the same read
/// twice in a row is where a kept answer is served).
async fn run_steps(mut lockstep: Lockstep, steps: &[Step]) {
    for step in steps {
        lockstep.run(step).await;
        lockstep.run(&Step::Read { list: 0, user: 0 }).await;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn a_cached_answer_is_the_answer_of_a_server_without_the_cache(steps in prop::collection::vec(step(), 1..40)) {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
        runtime.block_on(async { run_steps(Lockstep::new().await, &steps).await });
    }
}

#[test]
fn a_cached_answer_on_a_realtime_clock_is_a_fresh_answer_of_the_same_instant() {
    let mut runner = TestRunner::new(Config { cases: 12, ..Config::default() });
    // No faults: a one-time fault would answer only the first read of a pair (faults come before
    // the cache either way, which the lockstep test covers).
    let steps = prop::collection::vec(step().prop_filter("no faults", |s| !matches!(s, Step::Fault { .. })), 1..40);
    let outcome = runner.run(&steps, |steps| {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
        runtime.block_on(async { run_steps(Lockstep::realtime().await, &steps).await });
        Ok(())
    });
    if let Err(failure) = outcome {
        panic!("{failure}");
    }
    // Each case checks about forty reads, and simulated time moves ten times a second.
    assert!(COMPARED.load(Ordering::Relaxed) > 0, "no read was checked: time moved around every one");
}

/// The cache is really used: a repeated read is served from it, and any change empties it.
#[tokio::test]
async fn a_repeated_read_is_kept_until_the_world_changes() {
    let app = AppState::new(Options::default()).expect("a server");
    let router = simulator::app(app.clone());
    let server = Server { router };
    let (_, session) =
        server.call("POST", "/__sim/sessions", None, "application/json", r#"{"world":"demo","clock":"manual"}"#).await;
    let session: Value = serde_json::from_str(&session).expect("session info");
    let key = session["users"][0]["api_key"].as_str().expect("a key").to_owned();
    let handle = app.sessions.get("s1").expect("the session");
    let kept = || handle.lock().answers.bytes();
    assert_eq!(kept(), 0);
    let first = server.call("GET", "/v1/user-resource/vm/list", Some(&key), "", "").await;
    assert!(kept() > 0, "the answer is kept");
    let second = server.call("GET", "/v1/user-resource/vm/list", Some(&key), "", "").await;
    assert_eq!(first, second);
    server.call("POST", "/__sim/sessions/s1/clock/advance", None, "application/json", r#"{"seconds":60}"#).await;
    server.call("GET", "/v1/storage/disks", Some(&key), "", "").await;
    let vm_list_only = handle.lock().answers.bytes();
    server.call("GET", "/v1/user-resource/vm/list", Some(&key), "", "").await;
    assert!(handle.lock().answers.bytes() > vm_list_only, "the clock moved: the list was rendered again and kept anew");
    let journal = server.call("GET", "/__sim/sessions/s1/journal", None, "", "").await;
    let journal: Value = serde_json::from_str(&journal.1).expect("the journal");
    let recorded =
        journal["entries"].as_array().map_or(0, |e| e.iter().filter(|x| x["uri"] == "/v1/user-resource/vm/list").count());
    assert_eq!(recorded, 3, "the journal records kept answers too");
}

/// A kept answer is served before routing only to a key that proves good: the same read with the
/// session's prefix and a wrong secret, with no key, or through a fault rule gets what the whole
/// way answers (403, 401, the fault), and the kept answer still serves its owner afterwards.
#[tokio::test]
async fn a_kept_answer_is_served_only_to_the_key_it_was_kept_for() {
    let app = AppState::new(Options::default()).expect("a server");
    let server = Server { router: simulator::app(app) };
    let (_, session) =
        server.call("POST", "/__sim/sessions", None, "application/json", r#"{"world":"demo","clock":"manual"}"#).await;
    let session: Value = serde_json::from_str(&session).expect("session info");
    let key = session["users"][0]["api_key"].as_str().expect("a key").to_owned();
    let list = "/v1/user-resource/vm/list";
    let first = server.call("GET", list, Some(&key), "", "").await;
    assert_eq!(first.0, 200);
    assert_eq!(server.call("GET", list, Some(&key), "", "").await, first, "kept");
    let (prefix, _) = key.split_once('.').expect("a prefixed key");
    assert_eq!(server.call("GET", list, Some(&format!("{prefix}.wrong")), "", "").await.0, 403);
    assert_eq!(server.call("GET", list, None, "", "").await.0, 401);
    let rule = format!(r#"{{"method":"GET","path":"{list}","status":503,"error":"down","times":1}}"#);
    server.call("POST", "/__sim/sessions/s1/faults", None, "application/json", &rule).await;
    assert_eq!(server.call("GET", list, Some(&key), "", "").await.0, 503, "the fault fires before the cache");
    assert_eq!(server.call("GET", list, Some(&key), "", "").await, first, "then the answer again");
}

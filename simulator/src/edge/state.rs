//! The state both edges extract: the server's options and everything a request may need.
//! Composition builds it (`app`): which brands, which request validators, which worlds.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use bytes::Bytes;
use parking_lot::Mutex;

use crate::answer_cache::Limits;
use crate::brands::Brands;
use crate::journal::CorrelationId;
use crate::persist::Persistence;
use crate::session::states::States;
use crate::session::visitors::{VisitorLimits, Visitors};
use crate::session::{BuildWorld, SessionDefaults, Sessions};

#[derive(Clone, Debug, Default)]
pub struct Options {
    /// New sessions behave as the live API is evidenced to (docs/reference/strict-mode.md); each
    /// session may switch (`PUT /__sim/sessions/{id}/strict`).
    pub strict: bool,
    /// Required as `Authorization: Bearer <token>` on `/__sim` when set.
    pub control_token: Option<String>,
    /// The built console, served at `/app`.
    pub web_dir: Option<PathBuf>,
    pub defaults: SessionDefaults,
    /// A demo world that cannot be built is an error (`--world demo-strict`, what CI runs)
    /// instead of a logged fallback to the empty world.
    pub demo_strict: bool,
    /// Origins whose pages may call `/v1` (`--cors-origin`, `*` for any); none when empty.
    pub cors_origins: Vec<String>,
    /// How many rendered answers of reads are kept (`Limits::OFF` for none).
    pub answer_cache: Limits,
    /// Host names the control API answers besides loopback ones (`--allowed-host`).
    pub allowed_hosts: super::foreign::AllowedHosts,
    /// Listening on every interface (`--public`): without a control token, health warns.
    pub public: bool,
    /// New sessions seal their secrets with a key from the operating system (what `serve` does
    /// unless `--deterministic-secrets`); otherwise with one derived from seed and session id,
    /// what in-process users (tests, the scenario runner, demo builds) get by default.
    pub random_secrets: bool,
    /// Every browser gets its own session of the demo world (`--demo-visitors`), dropped when idle.
    pub visitors: Option<VisitorLimits>,
}

/// Everything a request may need, shared by all handlers.
#[derive(Clone)]
pub struct AppState(pub(crate) Arc<AppInner>);

pub struct AppInner {
    pub options: Options,
    pub brands: Brands,
    pub sessions: Sessions,
    pub persist: Option<Persistence>,
    /// How a new or reset session's world is built (the seeds, handed in by composition).
    pub worlds: BuildWorld,
    /// The named states a session can load (`scenarios/states/`, handed in by composition).
    pub states: &'static dyn States,
    /// Why demo worlds could not be built (`/__sim/health` reports them).
    pub demo_failures: DemoFailures,
    /// The visitors' sessions, while visitors are served (`Options::visitors`).
    pub visitors: Option<Visitors>,
    pub(crate) correlation: AtomicU64,
}

/// Brand → why its demo world could not be built, and the health answer's body as last rendered
/// from them: health is polled, and its answer changes only when a failure is added (issue 39:
/// rendering it on every request cost more than its guard).
#[derive(Default)]
pub struct DemoFailures(Mutex<Failures>);

#[derive(Default)]
struct Failures {
    by_brand: BTreeMap<String, String>,
    health: Option<Bytes>,
}

impl DemoFailures {
    pub fn add(&self, brand: String, message: String) {
        let mut failures = self.0.lock();
        failures.by_brand.insert(brand, message);
        failures.health = None;
    }

    /// The health answer's body: as last rendered, or `render`ed from the failures by brand
    /// when one was added since.
    pub fn health(&self, render: impl FnOnce(&BTreeMap<String, String>) -> Bytes) -> Bytes {
        let mut failures = self.0.lock();
        let Failures { by_brand, health } = &mut *failures;
        health.get_or_insert_with(|| render(by_brand)).clone()
    }
}

impl std::ops::Deref for AppState {
    type Target = AppInner;
    fn deref(&self) -> &AppInner {
        &self.0
    }
}

impl AppState {
    /// A fresh correlation id for one exchange.
    pub fn correlation_id(&self) -> CorrelationId {
        CorrelationId::Counted(self.correlation.fetch_add(1, Ordering::Relaxed))
    }
}

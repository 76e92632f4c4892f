//! cloudsim: a stateful simulator of the provider's `/v1` API with a control API (`/__sim`).
//! `main.rs` is only the command line; everything else starts from [`AppState`] and [`app`].

pub mod bench;
pub mod brands;
pub mod clock;
pub mod control;
pub mod domain;
pub mod faults;
pub mod fidelity;
pub mod http;
pub mod journal;
pub mod persist;
pub mod scenario;
pub mod seed;
pub mod server;
pub mod session;
pub mod world;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use jiff::Timestamp;
use parking_lot::Mutex;
use spec::control::{ClockMode, WorldKind};

use crate::brands::Brands;
use crate::http::validate::Validators;
use crate::persist::Persistence;
use crate::session::Sessions;

/// What a new session gets unless its creator says otherwise.
#[derive(Clone, Debug)]
pub struct SessionDefaults {
    pub brand: String,
    pub seed: u64,
    pub world: WorldKind,
    pub clock: ClockMode,
    pub speed: f64,
    pub start: Timestamp,
}

impl Default for SessionDefaults {
    fn default() -> Self {
        SessionDefaults {
            brand: brands::DEFAULT_BRAND.into(),
            seed: 1,
            world: WorldKind::Demo,
            clock: ClockMode::Manual,
            speed: 1.0,
            start: seed::DEFAULT_START.parse().expect("the default start is a valid instant"),
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct Options {
    /// New sessions behave as the live API is evidenced to (README "Strict and lenient"); each
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
    pub answer_cache: http::answer_cache::Limits,
    /// Host names the control API answers besides loopback ones (`--allowed-host`).
    pub allowed_hosts: http::foreign::AllowedHosts,
    /// Listening on every interface (`--public`): without a control token, health warns.
    pub public: bool,
}

/// Everything a request may need, shared by all handlers.
#[derive(Clone)]
pub struct AppState(Arc<AppInner>);

pub struct AppInner {
    pub options: Options,
    pub brands: Brands,
    pub sessions: Sessions,
    pub validators: Arc<Validators>,
    pub persist: Option<Persistence>,
    /// Brand → why its demo world could not be built (`/__sim/health` reports them).
    pub demo_failures: Mutex<BTreeMap<String, String>>,
    correlation: AtomicU64,
}

impl std::ops::Deref for AppState {
    type Target = AppInner;
    fn deref(&self) -> &AppInner {
        &self.0
    }
}

impl AppState {
    /// A server state with its `default` session, without persistence.
    pub fn new(options: Options) -> Result<AppState, String> {
        Self::build(options, None)
    }

    pub fn build(options: Options, persist: Option<Persistence>) -> Result<AppState, String> {
        let brands = Brands::embedded()?;
        if brands.get(&options.defaults.brand).is_none() {
            let known: Vec<&str> = brands.names().collect();
            return Err(format!("unknown brand '{}'; brands: {}", options.defaults.brand, known.join(", ")));
        }
        let inner = AppInner {
            options,
            brands,
            sessions: Sessions::default(),
            validators: Validators::shared(),
            persist,
            demo_failures: Mutex::default(),
            correlation: AtomicU64::new(1),
        };
        Ok(AppState(Arc::new(inner)))
    }

    /// A fresh correlation id for one exchange.
    pub fn correlation_id(&self) -> String {
        format!("sim-{:010x}", self.correlation.fetch_add(1, Ordering::Relaxed))
    }
}

/// The whole HTTP application: `/v1`, `/__sim` and the console at `/app`.
pub fn app(state: AppState) -> axum::Router {
    router(state).0
}

/// The application and the ids of the operations it registered (for the route-table check).
/// Assembled here so the layers read one way: `control` builds on `http`, `http` knows nothing
/// of `control`.
pub fn router(state: AppState) -> (axum::Router, Vec<&'static str>) {
    let cors = server::cors_layer(&state.options.cors_origins);
    let mut api = http::ApiRouter::new(state.clone());
    http::routes(&mut api);
    control::routes(&mut api);
    let (router, operations) = api.finish();
    let router = router.layer(axum::middleware::from_fn_with_state(state, http::last_resort::catch_panics));
    let router = match cors {
        Some(layer) => router.layer(layer),
        None => router,
    };
    (router, operations)
}

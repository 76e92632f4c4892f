//! Composition, the top of the house: builds the state the edges share (brands, request
//! validators, persistence, and the worlds new sessions start from), and assembles the
//! application from the `/v1` routes, the control API and the layers around them.

pub mod demo;
pub mod front;
mod states;

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicU64;

use axum::Router;
use serde_json::Value;
use spec::config::Brand;
use spec::control::{SessionCreate, SessionInfo, WorldKind};
use tower::ServiceBuilder;

use crate::brands::Brands;
use crate::edge::error::ApiError;
use crate::edge::state::AppInner;
use crate::edge::{ApiRouter, AppState, Options};
use crate::persist::Persistence;
use crate::scenario::mutants::data::Vary;
use crate::scenario::report::Failure;
use crate::scenario::runner;
use crate::session::visitors::Visitors;
use crate::session::{BuildWorld, DEFAULT_SESSION, Origin, Revised, Sessions};
use crate::world::World;
use crate::{control, http, seed};

impl AppState {
    /// A server state with its `default` session, without persistence.
    pub fn new(options: Options) -> Result<AppState, String> {
        Self::build(options, None)
    }

    pub fn build(options: Options, persist: Option<Persistence>) -> Result<AppState, String> {
        Self::build_with(options, persist, worlds)
    }

    /// A server state whose sessions start from `worlds` instead of the seeds' (a test that needs
    /// a demo world to fail, which no in-range start of the shipped files can make it do).
    pub fn build_with(options: Options, persist: Option<Persistence>, worlds: BuildWorld) -> Result<AppState, String> {
        Self::build_from(options, persist, worlds, Brands::embedded()?)
    }

    /// A server state without persistence whose brands `vary` changed (a data mutant of `cloudsim
    /// run --mutants`); a demo world is still the shipped brand's, so the change shows from the
    /// session's start on and no changed world enters the demo cache.
    pub fn varied(options: Options, vary: Vary) -> Result<AppState, String> {
        Self::build_from(options, None, shipped_worlds, Brands::embedded()?.varied(vary))
    }

    fn build_from(
        options: Options,
        persist: Option<Persistence>,
        worlds: BuildWorld,
        brands: Brands,
    ) -> Result<AppState, String> {
        if brands.get(&options.defaults.brand).is_none() {
            let known: Vec<&str> = brands.names().collect();
            return Err(format!("unknown brand '{}'; brands: {}", options.defaults.brand, known.join(", ")));
        }
        // An empty token would lock everyone out of the control API, the presenter included.
        if options.control_token.as_deref().is_some_and(|token| token.trim().is_empty()) {
            return Err("--control-token is empty: give a token, or leave the option out".into());
        }
        let visitors = options.visitors.map(Visitors::new);
        let inner = AppInner {
            options,
            visitors,
            brands,
            sessions: Sessions::default(),
            persist,
            worlds,
            states: &states::Named,
            demo_failures: Default::default(),
            correlation: AtomicU64::new(1),
        };
        Ok(AppState(Arc::new(inner)))
    }
}

/// A session's starting world from the seeds: an empty world of its own, or the brand's demo
/// world, which stays the cache's own until the session first changes it.
pub fn worlds(brand: &Arc<Brand>, origin: &Origin) -> Result<Revised<World>, String> {
    Ok(match origin.world {
        WorldKind::Empty => Revised::new(seed::world(brand, origin.seed, origin.world, origin.start)),
        WorldKind::Demo => Revised::shared(demo::world(brand, origin.seed, origin.start)?),
    })
}

/// [`worlds`] for a brand changed by a mutant: a demo world from the shipped brand of its name.
fn shipped_worlds(brand: &Arc<Brand>, origin: &Origin) -> Result<Revised<World>, String> {
    match origin.world {
        WorldKind::Empty => worlds(brand, origin),
        WorldKind::Demo => {
            let brands = Brands::embedded()?;
            let shipped = brands.get(&brand.name).ok_or_else(|| format!("unknown brand '{}'", brand.name))?;
            worlds(shipped, origin)
        }
    }
}

/// The whole HTTP application (`/v1`, `/__sim` and the console at `/app`) as a `Router`, for
/// callers in this process (tests, the scenario runner, replay at start).
pub fn app(state: AppState) -> Router {
    router(state).0
}

/// The application as the server serves it: CORS, when configured, around the front.
pub type Served = tower::util::Either<tower_http::cors::Cors<front::Front>, front::Front>;

/// [`Served`] for the listener. Not inside a `Router`: its catch-all route cost every request a
/// second routing pass, an extensions map and a boxed route (issue 39: 3 % of a polled list's
/// rate, and of `/__sim/health`'s).
pub fn served(state: AppState) -> Served {
    build(state).0
}

/// The application and the ids of the operations it registered (for the route-table check).
pub fn router(state: AppState) -> (Router, Vec<&'static str>) {
    let (served, operations) = build(state);
    (Router::new().fallback_service(served), operations)
}

/// The operations of both edges, the gateway's 404 for any other path, the console, and around
/// them all, once, CORS and the front (limits, correlation ids, the S3 endpoint, the last resort).
/// `Router::layer` would wrap each route on its own, and a request would clone every layer of its
/// route's stack once per layer (issue 39: that was most of what the guards cost per request).
fn build(state: AppState) -> (Served, Vec<&'static str>) {
    let cors = crate::edge::cors::cors_layer(&state.options.cors_origins);
    let mut api = ApiRouter::new(state);
    http::routes(&mut api);
    control::routes(&mut api);
    let (state, router, operations) = api.finish();
    let router = router.fallback(|| async { ApiError::no_route() });
    let routes = http::console(router, state.options.web_dir.as_deref()).with_state(state.clone());
    (ServiceBuilder::new().option_layer(cors).service(front::Front::new(state, routes)), operations)
}

/// How the scenario runner (`cloudsim run`, `cloudsim drift`, the demo files) makes simulators in
/// this process.
pub struct Local;

impl runner::Local for Local {
    /// A simulator of the file's own whose `default` session is made from the file's settings (by
    /// the function behind `POST /__sim/sessions`).
    fn simulator(&self, setup: &SessionCreate, vary: Option<Vary>) -> Result<(Router, SessionInfo), String> {
        let mut options = Options::default();
        // An unknown brand is refused here with the list of brands.
        options.defaults.brand = setup.brand.clone().unwrap_or(options.defaults.brand);
        let state = match vary {
            Some(vary) => AppState::varied(options, vary)?,
            None => AppState::new(options)?,
        };
        let info = control::create_session(&state, DEFAULT_SESSION.into(), setup.clone()).map_err(|e| {
            let message = e.body.get("message").and_then(Value::as_str).map_or_else(|| e.body.to_string(), str::to_owned);
            format!("could not create the session: {message}")
        })?;
        Ok((app(state), info))
    }

    fn check_demo(&self, file: &Path) -> (usize, Result<(), Failure>) {
        demo::check(file)
    }
}

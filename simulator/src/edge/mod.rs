//! The edge kit both edges (`http` for `/v1`, `control` for `/__sim`) are built on: the state
//! they share, registering handlers against the route table, the gateway, extractors, error
//! rendering, request validation and the JSON and wire helpers. No business rules here.

pub mod cors;
pub mod error;
pub mod extract;
pub mod fault;
pub mod foreign;
pub mod gateway;
pub mod guard;
mod json;
pub mod last_resort;
pub mod limits;
pub mod reach;
pub mod state;
pub mod validate;
pub mod visitor;
pub mod wire;

pub use json::{Json, rendered};
pub use state::{AppState, Options};

use std::convert::Infallible;

use axum::Router;
use axum::handler::Handler;
use axum::http::HeaderName;
use axum::middleware;
use axum::routing::{MethodFilter, on, on_service};
use spec::routes::{Method, Operation, Scope};

pub const CORRELATION_HEADER: HeaderName = HeaderName::from_static("x-warren-correlation-id");
/// Request bodies above this are refused (document uploads fit well within it).
pub const BODY_LIMIT: usize = 16 * 1024 * 1024;

/// Registers handlers against the route table's operations.
pub struct ApiRouter {
    state: AppState,
    router: Router<AppState>,
    registered: Vec<&'static str>,
}

impl ApiRouter {
    /// Mounts `handler` at every path of `op`, behind the gateway (or the control guard).
    pub fn op<H, T>(&mut self, op: &'static Operation, handler: H) -> &mut Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        let filter = match op.method {
            Method::Get => MethodFilter::GET,
            Method::Post => MethodFilter::POST,
            Method::Put => MethodFilter::PUT,
            Method::Patch => MethodFilter::PATCH,
            Method::Delete => MethodFilter::DELETE,
        };
        // The operation rides in the guard's or gateway's state (one layer, not an `Extension`
        // layer more); they hand it to the handler's extractors. The guard holds the handler
        // itself rather than wrapping its boxed route, which cost a control request a second
        // boxed service (issue 39).
        let route = match op.scope {
            Scope::Control => {
                on_service(filter, guard::Guard::new(self.state.clone(), op, handler.with_state(self.state.clone())))
            }
            _ => on(filter, handler)
                .layer::<_, Infallible>(middleware::from_fn_with_state((self.state.clone(), op), gateway::gateway)),
        };
        for path in op.mounted_paths() {
            self.router = std::mem::take(&mut self.router).route(&path, route.clone());
        }
        self.registered.push(op.id);
        self
    }
}

impl ApiRouter {
    pub fn new(state: AppState) -> ApiRouter {
        ApiRouter { state, router: Router::new(), registered: Vec::new() }
    }

    /// The operations registered and their ids (for the route-table check); composition adds
    /// the layers around them (`app::router`).
    pub fn finish(self) -> (AppState, Router<AppState>, Vec<&'static str>) {
        let ApiRouter { state, router, registered } = self;
        (state, router, registered)
    }
}

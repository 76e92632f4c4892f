//! What the server says about itself: health, the OpenAPI document and the brands.

use crate::edge::{AppState, Json, rendered};
use axum::extract::State;
use axum::response::Response;
use serde_json::Value;
use spec::config::Brand;
use spec::control::{DemoFailure, Health};

/// Rendered again only when a demo world failed since ([`crate::edge::state::DemoFailures`]).
pub(super) async fn health(State(app): State<AppState>) -> Response {
    let body = app.demo_failures.health(|failures| {
        let demo_failures: Vec<DemoFailure> =
            failures.iter().map(|(brand, error)| DemoFailure { brand: brand.clone(), error: error.clone() }).collect();
        let status = if demo_failures.is_empty() { "ok" } else { "degraded" };
        let warnings = exposure_warning(&app.options).into_iter().collect();
        let health = Health { status: status.into(), version: env!("CARGO_PKG_VERSION").into(), demo_failures, warnings };
        serde_json::to_vec(&health).expect("health is plain JSON").into()
    });
    rendered(body)
}

/// `--public` without `--control-token`: anyone who reaches the port may drive every session.
/// Not with `--demo-visitors`, where the control API without the token is closed to everyone and
/// a visitor reaches only its own session (docs/reference/demo-visitors.md).
pub fn exposure_warning(options: &crate::edge::Options) -> Option<String> {
    (options.public && options.control_token.is_none() && options.visitors.is_none()).then(|| {
        "listening on every interface without a control token: anyone who reaches this port can read every \
         session's API keys and drive the control API (set --control-token or CLOUDSIM_CONTROL_TOKEN)"
            .to_string()
    })
}

pub(super) async fn openapi() -> Json<Value> {
    Json(spec::openapi::Contract::build().document)
}

pub(super) async fn brands(State(app): State<AppState>) -> Json<Vec<Brand>> {
    Json(app.brands.all().cloned().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn health_of(app: &AppState) -> Value {
        let body = axum::body::to_bytes(health(State(app.clone())).await.into_body(), usize::MAX).await;
        serde_json::from_slice(&body.unwrap()).unwrap()
    }

    /// The body is kept between requests: a failure added after health was read must still show.
    #[tokio::test]
    async fn health_turns_degraded_when_a_demo_world_fails_after_it_was_read() {
        let app = AppState::new(Options::default()).unwrap();
        let before = health_of(&app).await;
        assert_eq!((before["status"].as_str(), before["demo_failures"].as_array().map(Vec::len)), (Some("ok"), Some(0)));
        app.demo_failures.add("pilvio".into(), "a step failed".into());
        let after = health_of(&app).await;
        assert_eq!(after["status"], "degraded");
        assert_eq!(after["demo_failures"], serde_json::json!([{ "brand": "pilvio", "error": "a step failed" }]));
    }

    use crate::edge::Options;
    use crate::session::visitors::VisitorLimits;

    #[test]
    fn only_an_open_control_api_on_every_interface_is_warned_about() {
        let open = Options { public: true, ..Options::default() };
        assert!(exposure_warning(&open).is_some());
        let token = Options { control_token: Some("t".into()), ..open.clone() };
        assert!(exposure_warning(&token).is_none());
        let limits = VisitorLimits { idle: std::time::Duration::from_secs(60), max: 10, ..VisitorLimits::default() };
        let visitors = Options { visitors: Some(limits), ..open.clone() };
        assert!(exposure_warning(&visitors).is_none(), "visitor mode closes the control API without a token");
        assert!(exposure_warning(&Options::default()).is_none());
    }
}

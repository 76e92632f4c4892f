//! The HTTP edge: the `/v1` handlers of every area, registered against the contract's route
//! table (the gateway they pass is the edge kit's, `edge::gateway`), the S3 endpoint and the
//! console at `/app`. No business rules here.

mod access;
mod billing;
mod compute;
mod config;
#[cfg(feature = "console")]
mod console;
mod identity;
pub mod metal;
mod network;
mod payment;
mod pricing;
pub mod s3;
pub mod services;
mod storage;
pub mod web;

use std::path::Path;
use std::sync::Arc;

use axum::Router;
use axum::http::Uri;
use axum::response::Redirect;
use axum::routing::get;

use crate::edge::{ApiRouter, AppState};

/// Every `/v1` operation of every area. (The control API registers its own, in `control`.)
pub fn routes(api: &mut ApiRouter) {
    config::routes(api);
    pricing::routes(api);
    identity::routes(api);
    compute::routes(api);
    access::routes(api);
    billing::routes(api);
    payment::routes(api);
    metal::routes(api);
    network::routes(api);
    storage::routes(api);
    services::routes(api);
}

/// The console at `/app`: the built files of `--web-dir`, else the copy inside the binary, with
/// the console's security headers either way (`web`).
pub fn console(router: Router<AppState>, web_dir: Option<&Path>) -> Router<AppState> {
    let files: Router<AppState> = match web_dir {
        Some(dir) => {
            let dir = Arc::new(dir.to_path_buf());
            let serve = get(move |uri: Uri| web::from_dir(dir.clone(), uri));
            Router::new().route("/app", serve.clone()).route("/app/", serve.clone()).route("/app/{*rest}", serve)
        }
        #[cfg(feature = "console")]
        None => Router::new()
            .route("/app", get(console::serve))
            .route("/app/", get(console::serve))
            .route("/app/{*rest}", get(console::serve)),
        #[cfg(not(feature = "console"))]
        None => return router.route("/app", get(console_missing)).route("/app/{*rest}", get(console_missing)),
    };
    let files = files.route("/", get(|| async { Redirect::temporary("/app/") }));
    router.merge(files.layer(axum::middleware::map_response(web::security_headers)))
}

#[cfg(not(feature = "console"))]
async fn console_missing() -> axum::response::Response {
    use axum::response::IntoResponse;
    (axum::http::StatusCode::NOT_FOUND, "The console is not built: run `npm run build:web` and start with --web-dir web/dist\n")
        .into_response()
}

//! The console built into the binary (`--features console`, as the container image is built):
//! `web/dist` as it was at build time, served at `/app` as `--web-dir` serves it from disk. A
//! path that is no file is one of the single-page app's routes and gets `index.html`.

use axum::http::{StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;

#[derive(RustEmbed)]
#[folder = "../web/dist/"]
struct Console;

pub async fn serve(uri: Uri) -> Response {
    let path = uri.path().trim_start_matches("/app").trim_start_matches('/');
    let file = Console::get(path).map(|file| (path, file));
    match file.or_else(|| Console::get("index.html").map(|file| ("index.html", file))) {
        Some((path, file)) => ([(header::CONTENT_TYPE, super::web::content_type(path))], file.data).into_response(),
        None => (StatusCode::NOT_FOUND, "The console was built without web/dist\n").into_response(),
    }
}

//! How the console's files are served, from the binary or from `--web-dir`
//! (docs/reference/security-and-durability.md#the-console): with headers that keep another site
//! from framing the console and browsers from sniffing a file or leaking its address, under a
//! Content-Security-Policy the built console passes (its page has no inline script; the support
//! chat loads its provider's script over https); and from `--web-dir` only regular files inside
//! the folder, never a dotfile (`.env`, `.git/config`) nor a symlink that leads out of it.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::http::{HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use percent_encoding::percent_decode_str;

/// What the console's page may load: its own scripts and those of the chat providers (https),
/// calls to the API wherever it is (real mode, the S3 endpoint's virtual hosts), no plugin, no
/// inline script, and no page may frame it.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self' https:; \
     style-src 'self' 'unsafe-inline' https:; img-src 'self' data: blob: http: https:; font-src 'self' data: https:; \
     connect-src 'self' blob: http: https: ws: wss:; frame-src 'self' https:; object-src 'none'; base-uri 'self'; \
     frame-ancestors 'none'";

/// Adds the console's security headers to one of its answers.
pub async fn security_headers(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CONTENT_SECURITY_POLICY));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("same-origin"));
    response
}

/// The console's file at `/app/…` from `dir`: the file when it is a regular file inside the
/// folder (through symlinks that stay inside), `index.html` for a path that names nothing (one
/// of the single-page app's routes), and 404 for a dotfile or anything leading out of it.
pub async fn from_dir(dir: Arc<PathBuf>, uri: Uri) -> Response {
    let rest = uri.path().strip_prefix("/app").unwrap_or(uri.path());
    let Ok(decoded) = percent_decode_str(rest).decode_utf8() else { return not_found() };
    let segments: Vec<&str> = decoded.split('/').filter(|s| !s.is_empty()).collect();
    // `.`, `..` and every dotfile or dot-folder alike; a backslash or NUL names nothing here.
    if segments.iter().any(|s| s.starts_with('.') || s.contains(['\\', '\0'])) {
        return not_found();
    }
    let Ok(root) = tokio::fs::canonicalize(dir.as_path()).await else { return not_found() };
    let wanted = segments.iter().fold(root.clone(), |path, segment| path.join(segment));
    match inside(&root, &wanted).await {
        Found::File(path) => file(&path).await,
        Found::Nothing => file(&root.join("index.html")).await,
        Found::Refused => not_found(),
    }
}

enum Found {
    File(PathBuf),
    /// Nothing there, or a folder: a route of the app.
    Nothing,
    /// Out of the folder, or no regular file.
    Refused,
}

async fn inside(root: &Path, wanted: &Path) -> Found {
    let Ok(real) = tokio::fs::canonicalize(wanted).await else { return Found::Nothing };
    if !real.starts_with(root) {
        return Found::Refused;
    }
    match tokio::fs::metadata(&real).await {
        Ok(meta) if meta.is_file() => Found::File(real),
        Ok(meta) if meta.is_dir() => Found::Nothing,
        _ => Found::Refused,
    }
}

async fn file(path: &Path) -> Response {
    match tokio::fs::read(path).await {
        Ok(bytes) => {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            ([(header::CONTENT_TYPE, content_type(name))], bytes).into_response()
        }
        Err(_) => not_found(),
    }
}

fn not_found() -> Response {
    (StatusCode::NOT_FOUND, "Not found\n").into_response()
}

/// The media type of one of the console's files, by its extension.
pub fn content_type(path: &str) -> &'static str {
    match path.rsplit_once('.').map_or("", |(_, extension)| extension) {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" | "webmanifest" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

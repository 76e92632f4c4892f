//! The console's files (docs/reference/security-and-durability.md#the-console): served with
//! headers that keep other sites from framing it and browsers from sniffing or leaking it, under
//! a Content-Security-Policy the built console passes; `--web-dir` serves only regular files
//! inside its folder, never a dotfile nor a symlink that leads out of it.

use crate::browser;

use std::path::Path;

use browser::Browser;
use simulator::Options;

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

#[tokio::test]
async fn web_dir_serves_no_dotfile_nor_a_symlink_leading_out_of_it() {
    let outside = tempfile::tempdir().unwrap();
    write(&outside.path().join("secret.txt"), "the machine's secret");
    let dir = tempfile::tempdir().unwrap();
    let web = dir.path();
    write(&web.join("index.html"), "<!doctype html><title>Console</title>");
    write(&web.join("assets/app.js"), "console.log(1)");
    write(&web.join(".env"), "TOKEN=hunter2");
    write(&web.join(".git/config"), "[remote] url = secret");
    write(&web.join("assets/.hidden.js"), "hidden");
    std::os::unix::fs::symlink(outside.path().join("secret.txt"), web.join("assets/leak.txt")).unwrap();
    std::os::unix::fs::symlink(outside.path(), web.join("out")).unwrap();
    std::os::unix::fs::symlink(web.join("assets/app.js"), web.join("assets/alias.js")).unwrap();
    let server = browser::serve(Options { web_dir: Some(web.to_path_buf()), ..Options::default() }).await;
    let mut browser = Browser::default();
    for path in [
        "/app/.env",
        "/app/.git/config",
        "/app/%2eenv",
        "/app/%2Egit/config",
        "/app/assets/.hidden.js",
        "/app/assets/leak.txt",
        "/app/out/secret.txt",
        "/app/assets/../.env",
        "/app/assets/%2e%2e/.env",
    ] {
        let answer = server.call(&mut browser, "GET", path, &[], "").await;
        assert_eq!(answer.status, 404, "{path}: {}", answer.body);
        let text = answer.body.to_string();
        assert!(!text.contains("hunter2") && !text.contains("secret"), "{path}: {text}");
    }
    let js = server.call(&mut browser, "GET", "/app/assets/app.js", &[], "").await;
    assert_eq!((js.status, js.body.as_str()), (200, Some("console.log(1)")));
    let alias = server.call(&mut browser, "GET", "/app/assets/alias.js", &[], "").await;
    assert_eq!(alias.status, 200, "a symlink inside the folder is its target");
    for route in ["/app/", "/app", "/app/compute/vms"] {
        let page = server.call(&mut browser, "GET", route, &[], "").await;
        assert_eq!(page.status, 200, "{route}");
        assert!(page.body.as_str().is_some_and(|html| html.contains("<title>Console")), "{route}: {}", page.body);
    }
}

#[tokio::test]
async fn the_console_is_served_with_security_headers() {
    let dir = tempfile::tempdir().unwrap();
    write(&dir.path().join("index.html"), "<!doctype html><title>Console</title>");
    write(&dir.path().join("assets/app.js"), "console.log(1)");
    let server = browser::serve(Options { web_dir: Some(dir.path().to_path_buf()), ..Options::default() }).await;
    for path in ["/app/", "/app/assets/app.js", "/app/some/route"] {
        let request = axum::http::Request::get(path).body(axum::body::Body::empty()).unwrap();
        let response = tower::ServiceExt::oneshot(server.router.clone(), request).await.unwrap();
        let header = |name: &str| response.headers().get(name).map(|v| v.to_str().unwrap().to_owned()).unwrap_or_default();
        assert_eq!(header("x-frame-options"), "DENY", "{path}");
        assert_eq!(header("x-content-type-options"), "nosniff", "{path}");
        assert!(!header("referrer-policy").is_empty(), "{path}");
        let csp = header("content-security-policy");
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert!(csp.contains("script-src 'self'") && !csp.contains("'unsafe-inline' 'unsafe-eval'"), "{path}: {csp}");
        let scripts = csp.split(';').find(|d| d.trim().starts_with("script-src")).unwrap();
        assert!(!scripts.contains("unsafe-inline") && !scripts.contains("unsafe-eval"), "{csp}");
    }
}

/// The CSP allows no inline script: the console's page must have none (Vite adds only
/// `<script src>` tags to this template).
#[test]
fn the_console_page_has_no_inline_script() {
    let page = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/index.html")).unwrap();
    for tag in page.split("<script").skip(1) {
        let open = tag.split('>').next().unwrap();
        assert!(open.contains("src="), "an inline script: <script{open}>");
    }
    let lower = page.to_ascii_lowercase();
    for handler in [" onload=", " onerror=", " onclick=", "javascript:"] {
        assert!(!lower.contains(handler), "{handler}");
    }
}

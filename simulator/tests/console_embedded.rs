//! `--features console` (how the container image is built): the binary serves the console that
//! was in `web/dist` at build time, with no `--web-dir`; the app's own routes get `index.html`.

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use simulator::{AppState, Options};
use tower::ServiceExt;

async fn get(path: &str) -> (StatusCode, String, String) {
    let (router, _) = simulator::router(AppState::new(Options::default()).unwrap());
    let answer = router.oneshot(Request::get(path).body(Body::empty()).unwrap()).await.unwrap();
    let content_type = answer.headers()[header::CONTENT_TYPE].to_str().unwrap().to_string();
    let status = answer.status();
    let body = answer.into_body().collect().await.unwrap().to_bytes();
    (status, content_type, String::from_utf8_lossy(&body).into_owned())
}

#[tokio::test]
async fn the_built_console_is_served_from_the_binary() {
    let index = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../web/dist/index.html")).unwrap();
    for path in ["/app/", "/app", "/app/billing/invoices"] {
        assert_eq!(get(path).await, (StatusCode::OK, "text/html; charset=utf-8".into(), index.clone()), "{path}");
    }
    let script = index.split("src=\"").nth(1).and_then(|rest| rest.split('"').next()).expect("index.html loads a script");
    let (status, content_type, _) = get(script).await;
    assert_eq!((status, content_type.as_str()), (StatusCode::OK, "text/javascript; charset=utf-8"), "{script}");
}

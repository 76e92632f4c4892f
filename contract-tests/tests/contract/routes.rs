//! The router and the route table agree: every operation is served, nothing else is.

use axum::body::Body;
use axum::http::Request;
use simulator::{AppState, Options};
use spec::OPERATIONS;

use crate::harness::TestApp;

#[test]
fn every_operation_in_the_table_is_registered_once_and_nothing_else() {
    let (_, mut registered) = simulator::router(AppState::new(Options::default()).unwrap());
    registered.sort();
    let mut table: Vec<&str> = OPERATIONS.iter().map(|op| op.id).collect();
    table.sort();
    assert_eq!(registered, table);
}

#[tokio::test]
async fn every_mounted_path_answers_its_method_without_a_500() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    for op in OPERATIONS {
        for path in op.mounted_paths() {
            let path = path.replace("{location}", "tll").replace("{id}", "default").replace("{session}", "default");
            let path = path.replace("{ticket}", "no-such-ticket");
            let request = Request::builder().method(op.method.as_str()).uri(&path).header("apikey", &key);
            let answer = app.send(request.body(Body::empty()).unwrap()).await;
            let body: &str = &answer.text;
            assert_ne!(answer.status, 405, "{} {path} is not routed", op.id);
            assert!(!body.contains("no route and no API found"), "{} {path} answered the gateway's 404", op.id);
            assert!(answer.status.as_u16() < 500, "{} {path}: {} {body}", op.id, answer.status);
        }
    }
}

//! `TestApp`: the simulator in-process (tower `oneshot`), with every answer checked against the
//! contract's schema for the operation it addresses.

use std::sync::OnceLock;

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use serde_json::Value;
use simulator::{AppState, Options, control};
use spec::openapi::Contract;
use spec::routes::{Operation, ResponseBody};
use tower::ServiceExt;

pub fn contract() -> &'static Contract {
    static CONTRACT: OnceLock<Contract> = OnceLock::new();
    CONTRACT.get_or_init(Contract::build)
}

pub struct TestApp {
    pub router: Router,
    pub state: AppState,
}

pub struct Answer {
    pub status: StatusCode,
    pub headers: axum::http::HeaderMap,
    pub text: String,
}

impl Answer {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.text).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.text))
    }
}

impl TestApp {
    pub fn new() -> TestApp {
        Self::with(Options::default())
    }

    pub fn strict() -> TestApp {
        Self::with(Options { strict: true, ..Options::default() })
    }

    pub fn with(options: Options) -> TestApp {
        Self::of(AppState::new(options).expect("the simulator starts"))
    }

    /// An app over a state the test built itself (e.g. with its own world builder).
    pub fn of(state: AppState) -> TestApp {
        control::ensure_default_session(&state).expect("the default session is created");
        TestApp { router: simulator::app(state.clone()), state }
    }

    /// The API key of the default session's user with this role.
    pub async fn key(&self, role: &str) -> String {
        self.key_in("default", role).await
    }

    pub async fn key_in(&self, session: &str, role: &str) -> String {
        let sessions = self.get("/__sim/sessions").await.json();
        let session = sessions.as_array().unwrap().iter().find(|s| s["session"] == session).expect("session exists");
        let user = session["users"].as_array().unwrap().iter().find(|u| u["role"] == role).expect("role exists");
        user["api_key"].as_str().unwrap().to_string()
    }

    pub async fn send(&self, request: Request<Body>) -> Answer {
        let response = self.router.clone().oneshot(request).await.expect("the router is infallible");
        let status = response.status();
        let headers = response.headers().clone();
        let bytes = response.into_body().collect().await.expect("a complete body").to_bytes();
        Answer { status, headers, text: String::from_utf8_lossy(&bytes).into_owned() }
    }

    /// Calls `op` at `path` and checks the answer against the op's schema (success or error).
    pub async fn call(&self, op: &Operation, path: &str, key: Option<&str>, body: Option<(&str, &str)>) -> Answer {
        let mut request = Request::builder().method(op.method.as_str()).uri(path);
        if let Some(key) = key {
            request = request.header("apikey", key);
        }
        let request = match body {
            Some((content_type, text)) => {
                request.header("content-type", content_type).body(Body::from(text.to_string())).unwrap()
            }
            None => request.body(Body::empty()).unwrap(),
        };
        let answer = self.send(request).await;
        check_against_contract(op, &answer);
        answer
    }
}

/// The answer must match the operation's success schema, or its error schema; never a 500.
pub fn check_against_contract(op: &Operation, answer: &Answer) {
    assert!(answer.status.as_u16() < 500, "{} answered {}: {}", op.id, answer.status, answer.text);
    assert!(answer.headers.contains_key("x-warren-correlation-id"), "{} lacks the correlation id", op.id);
    let schema = if answer.status.is_success() {
        match op.response {
            ResponseBody::Json(_) => contract().response_schema(op),
            ResponseBody::Text(_) | ResponseBody::Empty => None,
        }
    } else {
        // As documented for that status, so a gateway 403 and an operation's own 403 both count.
        contract().documented_error_schema(op, answer.status.as_u16())
    };
    if let Some(schema) = schema {
        let validator = jsonschema::validator_for(&schema).expect("contract schemas compile");
        let body = answer.json();
        let errors: Vec<String> = validator.iter_errors(&body).map(|e| format!("{} at {}", e, e.instance_path())).collect();
        assert!(errors.is_empty(), "{} answer breaks its schema: {errors:?}\n{}", op.id, answer.text);
    }
}

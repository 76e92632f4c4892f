//! The control API (`/__sim`) as tests use it: sessions of a test's own, their worlds read and
//! changed through state export and import, their clocks, and refusals that must change nothing.

use std::future::Future;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::{Value, json};
use spec::config::Durations;

use super::JSON;
use super::app::{Answer, TestApp};

impl TestApp {
    /// A control call with a JSON body; not checked against the contract, so refusals the
    /// contract does not list can be asserted.
    pub async fn control(&self, method: &str, path: &str, body: Value) -> Answer {
        let request = Request::builder().method(method).uri(path).header("content-type", JSON);
        self.send(request.body(Body::from(body.to_string())).unwrap()).await
    }

    /// A keyless GET, not checked against the contract: control reads and the sandbox's pages.
    pub async fn get(&self, path: &str) -> Answer {
        self.send(Request::get(path).body(Body::empty()).unwrap()).await
    }

    pub async fn post(&self, path: &str, body: Value) -> Answer {
        self.control("POST", path, body).await
    }

    /// A new session (`body` as `POST /__sim/sessions` takes it, e.g. `{"world": "empty"}`): its id.
    pub async fn new_session(&self, body: Value) -> String {
        let created = self.post("/__sim/sessions", body).await;
        assert_eq!(created.status, StatusCode::OK, "{}", created.text);
        created.json()["session"].as_str().expect("a session id").to_string()
    }

    /// A new session's id and its owner's API key.
    pub async fn owner_in(&self, body: Value) -> (String, String) {
        let session = self.new_session(body).await;
        let key = self.key_in(&session, "owner").await;
        (session, key)
    }

    /// The session's exported state (`world` and what surrounds it).
    pub async fn state(&self, session: &str) -> Value {
        self.get(&format!("/__sim/sessions/{session}/state")).await.json()
    }

    /// The session's world, to show that a refusal changed nothing.
    pub async fn world(&self, session: &str) -> Value {
        self.state(session).await["world"].clone()
    }

    /// Changes the session's world through state export and import (`copy_account` is one edit).
    pub async fn edit_world(&self, session: &str, edit: impl FnOnce(&mut Value)) {
        let mut state = self.state(session).await;
        edit(&mut state["world"]);
        let answer = self.control("PUT", &format!("/__sim/sessions/{session}/state"), state).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.text);
    }

    /// Runs the session's clock forward, applying what falls due.
    pub async fn advance(&self, session: &str, seconds: i64) {
        let path = format!("/__sim/sessions/{session}/clock/advance");
        let answer = self.post(&path, json!({ "seconds": seconds })).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.text);
    }

    /// The default brand's durations of the slow steps (VM creation and the like).
    pub fn durations(&self) -> Durations {
        self.state.brands.default_brand().simulation.durations.clone()
    }

    /// `call` answers exactly `status` and `body`, and the session's world is as it was before.
    pub async fn refused(&self, session: &str, call: impl Future<Output = Answer>, status: StatusCode, body: Value, what: &str) {
        let before = self.world(session).await;
        let answer = call.await;
        assert_eq!((answer.status, answer.json()), (status, body), "{what}");
        assert_eq!(self.world(session).await, before, "{what} changed the world while refusing");
    }
}

/// An edit of an exported world: a second active account of the same owner, a copy of `first`
/// under the id `second` and not the default.
pub fn copy_account(world: &mut Value, first: u64, second: u64) {
    let mut copy = world["billing_accounts"][first.to_string()].clone();
    copy["id"] = json!(second);
    copy["is_default"] = json!(false);
    world["billing_accounts"][second.to_string()] = copy;
}

//! An in-process server as browsers and tools reach it: calls through the router with the
//! cookie a browser was handed sent back, the answer's status, new cookie and body. Used by the
//! demo-visitor and session-reach tests.

use std::net::SocketAddr;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, header};
use http_body_util::BodyExt;
use serde_json::Value;
use simulator::{AppState, Options};
use tower::ServiceExt;

pub struct Server {
    pub app: AppState,
    pub router: Router,
}

/// What a call gave: status, the cookie handed out (if any), `Location`, and the body as JSON (or
/// text).
pub struct Answer {
    pub status: u16,
    pub retry_after: Option<String>,
    pub cookie: Option<String>,
    pub location: Option<String>,
    pub body: Value,
}

/// A browser: the cookie it was handed, sent back on every call, and the address it calls from
/// (what the server's connection would tell; none for a caller inside the process).
#[derive(Clone, Default)]
pub struct Browser {
    pub cookie: Option<String>,
    pub peer: Option<SocketAddr>,
}

impl Browser {
    /// A browser calling from `ip`.
    pub fn at(ip: &str) -> Browser {
        Browser { cookie: None, peer: Some(SocketAddr::new(ip.parse().unwrap(), 50_000)) }
    }
}

pub async fn serve(options: Options) -> Server {
    let app = simulator::server::prepare(options, None).await.expect("a server");
    Server { router: simulator::app(app.clone()), app }
}

impl Server {
    pub async fn call(&self, browser: &mut Browser, method: &str, path: &str, headers: &[(&str, &str)], body: &str) -> Answer {
        let mut request = Request::builder().method(method).uri(path);
        // A browser always names the host it calls (a request without one is refused once exposed).
        if !headers.iter().any(|(name, _)| name.eq_ignore_ascii_case("host")) {
            request = request.header(header::HOST, "127.0.0.1");
        }
        if let Some(cookie) = &browser.cookie {
            request = request.header(header::COOKIE, format!("theme=dark; cloudsim_visitor={cookie}"));
        }
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let mut request = request.body(Body::from(body.to_owned())).unwrap();
        if let Some(peer) = browser.peer {
            request.extensions_mut().insert(ConnectInfo(peer));
        }
        let response = self.router.clone().oneshot(request).await.unwrap();
        let status = response.status().as_u16();
        let retry_after = response.headers().get(header::RETRY_AFTER).map(|v| v.to_str().unwrap().to_owned());
        let cookie = response.headers().get(header::SET_COOKIE).map(|v| {
            let text = v.to_str().unwrap();
            assert!(text.contains("HttpOnly") && text.contains("SameSite=Strict") && text.contains("Path=/"), "{text}");
            text.split(';').next().unwrap().trim_start_matches("cloudsim_visitor=").to_owned()
        });
        if let Some(cookie) = &cookie {
            browser.cookie = Some(cookie.clone());
        }
        let location = response.headers().get(header::LOCATION).map(|v| v.to_str().unwrap().to_owned());
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        let body = serde_json::from_slice(&bytes).unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into()));
        Answer { status, retry_after, cookie, location, body }
    }

    /// What the console does on a mock-mode sign-in: its session and the owner's key there.
    pub async fn sign_in(&self, browser: &mut Browser) -> (String, String) {
        let answer = self.call(browser, "GET", "/__sim/sessions", &[], "").await;
        assert_eq!(answer.status, 200, "{}", answer.body);
        let listed = answer.body.as_array().unwrap();
        assert_eq!(listed.len(), 1, "a visitor sees its own session alone: {listed:?}");
        assert_eq!(listed[0]["visitor"], true);
        let owner = listed[0]["users"].as_array().unwrap().iter().find(|u| u["role"] == "owner").unwrap();
        (listed[0]["session"].as_str().unwrap().to_owned(), owner["api_key"].as_str().unwrap().to_owned())
    }
}

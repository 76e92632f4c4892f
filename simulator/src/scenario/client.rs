//! Sends a scenario's requests: in-process to a simulator of its own (`tower::ServiceExt::oneshot`
//! on [`crate::app`]), or over HTTP/1.1 to `--target` (hyper-util's client). Both give an [`Answer`].

use std::time::Duration;

use axum::body::Body;
use axum::http::{self, HeaderName, HeaderValue, Uri};
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client as HttpClient;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde_json::Value;
use tower::ServiceExt;

/// A request as a step sends it.
#[derive(Clone, Debug, Default)]
pub struct Request {
    pub method: String,
    /// Path and query.
    pub uri: String,
    pub headers: Vec<(String, String)>,
    /// Content type and body.
    pub body: Option<(&'static str, String)>,
}

/// A response, read whole.
#[derive(Clone, Debug)]
pub struct Answer {
    pub status: u16,
    /// The answer's headers, names in lower case, in the order they came.
    pub headers: Vec<(String, String)>,
    pub text: String,
    /// The body, when it is JSON.
    pub json: Option<Value>,
}

impl Answer {
    /// The value of the header `name` (any case), the first when it came more than once.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
}

pub struct Client {
    transport: Transport,
    timeout: Duration,
    /// Sent as `Authorization: Bearer …` on `/__sim` requests.
    control_token: Option<String>,
}

enum Transport {
    InProcess(axum::Router),
    /// Boxed: hyper-util's client is large (with the features `cloudsim record` and wiremock
    /// turn on), and clients and targets are passed around by value.
    Remote {
        base: String,
        http: Box<HttpClient<HttpConnector, Full<Bytes>>>,
    },
}

impl Client {
    pub fn in_process(router: axum::Router, timeout: Duration) -> Client {
        Client { transport: Transport::InProcess(router), timeout, control_token: None }
    }

    /// A client for `url` (`http://host:port`, optionally with a path prefix).
    pub fn remote(url: &str, timeout: Duration, control_token: Option<String>) -> Result<Client, String> {
        let uri: Uri = url.parse().map_err(|e| format!("--target {url}: {e}"))?;
        match (uri.scheme_str(), uri.authority()) {
            (Some("http"), Some(_)) => {}
            (Some("https"), _) => return Err(format!("--target {url}: only http:// targets are supported")),
            _ => return Err(format!("--target {url}: give a URL such as http://127.0.0.1:8080")),
        }
        let http = Box::new(HttpClient::builder(TokioExecutor::new()).build_http());
        let transport = Transport::Remote { base: url.trim_end_matches('/').to_string(), http };
        Ok(Client { transport, timeout, control_token })
    }

    pub async fn send(&self, request: &Request) -> Result<Answer, String> {
        match tokio::time::timeout(self.timeout, self.exchange(request)).await {
            Ok(answer) => answer,
            Err(_) => Err(format!("no answer within {} s", self.timeout.as_secs())),
        }
    }

    async fn exchange(&self, request: &Request) -> Result<Answer, String> {
        let (status, headers, body) = match &self.transport {
            Transport::InProcess(router) => {
                let built = self.build(&request.uri, request, Body::from)?;
                let response = router.clone().oneshot(built).await.map_err(|e| e.to_string())?;
                let (status, headers) = (response.status().as_u16(), header_list(response.headers()));
                (status, headers, response.into_body().collect().await.map(|b| b.to_bytes()).map_err(dropped))
            }
            Transport::Remote { base, http } => {
                let built = self.build(&format!("{base}{}", request.uri), request, Full::new)?;
                // A target that is down is named, so the reader knows which server to start.
                let response =
                    http.request(built).await.map_err(|e| format!("the target {base} did not answer: {}", causes(&e)))?;
                let (status, headers) = (response.status().as_u16(), header_list(response.headers()));
                (status, headers, response.into_body().collect().await.map(|b| b.to_bytes()).map_err(dropped))
            }
        };
        let body = body?;
        let text = String::from_utf8_lossy(&body).into_owned();
        let json = serde_json::from_slice(&body).ok();
        Ok(Answer { status, headers, text, json })
    }

    fn build<B>(&self, uri: &str, request: &Request, body: impl FnOnce(Bytes) -> B) -> Result<http::Request<B>, String> {
        let mut builder = http::Request::builder().method(request.method.as_str()).uri(uri);
        for (name, value) in &request.headers {
            let name = HeaderName::try_from(name.as_str()).map_err(|_| format!("bad header name `{name}`"))?;
            let value = HeaderValue::try_from(value.as_str()).map_err(|_| format!("bad value for header `{name}`"))?;
            builder = builder.header(name, value);
        }
        if let (Some(token), true) = (&self.control_token, request.uri.starts_with("/__sim")) {
            builder = builder.header(http::header::AUTHORIZATION, format!("Bearer {token}"));
        }
        let bytes = match &request.body {
            Some((content_type, text)) => {
                builder = builder.header(http::header::CONTENT_TYPE, *content_type);
                Bytes::from(text.clone())
            }
            None => Bytes::new(),
        };
        builder.body(body(bytes)).map_err(|e| format!("cannot send `{} {}`: {e}", request.method, request.uri))
    }
}

/// The headers as text (a value that is not text read lossily).
fn header_list(headers: &http::HeaderMap) -> Vec<(String, String)> {
    headers
        .iter()
        .map(|(name, value)| (name.as_str().to_string(), String::from_utf8_lossy(value.as_bytes()).into_owned()))
        .collect()
}

fn dropped(e: impl std::fmt::Display) -> String {
    format!("the connection was dropped before the answer was complete ({e})")
}

/// An error and what caused it, outermost first (`client error (Connect): tcp connect error: Connection refused`).
fn causes(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        text.push_str(&format!(": {cause}"));
        source = cause.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_http_targets() {
        let t = Duration::from_secs(1);
        assert!(Client::remote("http://127.0.0.1:8080/", t, None).is_ok());
        let err = |url: &str| Client::remote(url, t, None).err().unwrap_or_default();
        assert!(err("https://api.example.com").contains("only http://"));
        assert!(err("127.0.0.1:8080").contains("give a URL"));
    }
}

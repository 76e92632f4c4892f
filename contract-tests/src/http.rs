//! A blocking HTTP/1.1 client over hyper-util with rustls, for plain `http://` (the simulator,
//! wiremock) and `https://` (a real deployment) alike. Blocking because the property tests drive
//! one request at a time from proptest's synchronous runner.

use std::time::Duration;

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::Request;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde_json::Value;

pub const FORM: &str = "application/x-www-form-urlencoded";
pub const JSON: &str = "application/json";

/// A request body, encoded as the operation's endpoint reads it.
#[derive(Clone, Debug, Default)]
pub enum Body {
    #[default]
    None,
    Form(Vec<(String, String)>),
    Json(Value),
}

impl Body {
    pub fn form<K: ToString, V: ToString>(pairs: impl IntoIterator<Item = (K, V)>) -> Body {
        Body::Form(pairs.into_iter().map(|(k, v)| (k.to_string(), v.to_string())).collect())
    }

    fn encoded(&self) -> Option<(&'static str, String)> {
        match self {
            Body::None => None,
            Body::Form(pairs) => Some((FORM, serde_html_form::to_string(pairs).unwrap_or_default())),
            Body::Json(value) => Some((JSON, value.to_string())),
        }
    }
}

/// An answer, read whole.
#[derive(Clone, Debug)]
pub struct Answer {
    pub status: u16,
    pub text: String,
    /// The body when it is JSON (`true` included: the floating-IP delete answers just that).
    pub json: Option<Value>,
}

impl Answer {
    pub fn ok(&self) -> bool {
        (200..300).contains(&self.status)
    }

    /// The message of an error body in any of the real API's shapes (docs/product/conventions.md#error-shapes):
    /// `{"message"}`, `{"error"}`, `{"errors":{"Error"|field: text|{msg}}}`, else the raw text
    /// (a proxy's HTML page).
    pub fn message(&self) -> String {
        let json = self.json.as_ref();
        let text =
            |v: &Value| v.as_str().map(str::to_string).or_else(|| v.get("msg").and_then(Value::as_str).map(str::to_string));
        json.and_then(|j| j.get("message"))
            .and_then(text)
            .or_else(|| json.and_then(|j| j.get("error")).and_then(text))
            .or_else(|| {
                let errors = json?.get("errors")?.as_object()?;
                errors.get("Error").or_else(|| errors.values().next()).and_then(text)
            })
            .unwrap_or_else(|| self.text.trim().chars().take(200).collect())
    }
}

pub struct Http {
    origin: String,
    runtime: tokio::runtime::Runtime,
    client: Client<hyper_rustls::HttpsConnector<HttpConnector>, Full<Bytes>>,
    timeout: Duration,
}

impl Http {
    /// A client for `origin` (`http://host:port` or `https://host`, no trailing slash).
    pub fn new(origin: &str, timeout: Duration) -> Result<Http, String> {
        let origin = origin.trim_end_matches('/').to_string();
        if !(origin.starts_with("http://") || origin.starts_with("https://")) {
            return Err(format!("{origin}: give an origin such as https://api.example.com"));
        }
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().map_err(|e| e.to_string())?;
        let connector = hyper_rustls::HttpsConnectorBuilder::new().with_webpki_roots().https_or_http().enable_http1().build();
        let client = Client::builder(TokioExecutor::new()).build(connector);
        Ok(Http { origin, runtime, client, timeout })
    }

    pub fn origin(&self) -> &str {
        &self.origin
    }

    /// Sends `method target` (path and query) with `headers` and `body`. Transport failures and
    /// timeouts are errors; every HTTP status is an answer.
    pub fn send(&self, method: &str, target: &str, headers: &[(&str, &str)], body: &Body) -> Result<Answer, String> {
        let mut request = Request::builder().method(method).uri(format!("{}{target}", self.origin));
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let bytes = match body.encoded() {
            Some((content_type, text)) => {
                request = request.header("content-type", content_type);
                Bytes::from(text)
            }
            None => Bytes::new(),
        };
        let request = request.body(Full::new(bytes)).map_err(|e| format!("{method} {target}: {e}"))?;
        self.runtime.block_on(async {
            let exchange = async {
                let response = self.client.request(request).await.map_err(|e| format!("{method} {target}: {e}"))?;
                let status = response.status().as_u16();
                let body = response.into_body().collect().await.map_err(|e| format!("{method} {target}: {e}"))?.to_bytes();
                let text = String::from_utf8_lossy(&body).into_owned();
                let json = serde_json::from_str(&text).ok();
                Ok(Answer { status, text, json })
            };
            tokio::time::timeout(self.timeout, exchange)
                .await
                .map_err(|_| format!("{method} {target}: no answer within {}s", self.timeout.as_secs()))?
        })
    }
}

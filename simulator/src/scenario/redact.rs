//! What a run keeps of a call for its report: the journal's redaction (passwords, API keys,
//! tokens, in form and JSON bodies and in queries), plus the headers that carry a key.

use bytes::Bytes;

use super::client::{Answer, Request};
use super::coverage::Seen;
use crate::journal::redact::{self, Direction, SECRET};

/// Headers whose value is a credential.
const SECRET_HEADERS: [&str; 2] = ["apikey", "authorization"];
/// Answer headers that may carry one (a cookie that holds a session).
const SECRET_ANSWER_HEADERS: [&str; 1] = ["set-cookie"];

/// The call as coverage and `--report` keep it, with nothing secret left in it.
pub fn seen(request: &Request, answer: &Answer) -> Seen {
    let mut seen = Seen::new(&request.method, &uri(&request.uri), answer.status, answer.json.as_ref());
    seen.headers = request
        .headers
        .iter()
        .map(|(name, value)| {
            let secret = SECRET_HEADERS.contains(&name.to_ascii_lowercase().as_str());
            (name.clone(), if secret { SECRET.to_string() } else { value.clone() })
        })
        .collect();
    seen.body = request.body.as_ref().map(|(content_type, text)| body(text, Some(content_type), Direction::Request));
    let content_type = answer.json.is_some().then_some("application/json");
    seen.answer = body(&answer.text, content_type, Direction::Response);
    seen.answer_headers =
        answer.headers.iter().filter(|(name, _)| !SECRET_ANSWER_HEADERS.contains(&name.as_str())).cloned().collect();
    seen
}

fn body(text: &str, content_type: Option<&str>, direction: Direction) -> String {
    let redacted = redact::body(Bytes::from(text.to_string()), content_type, direction);
    String::from_utf8_lossy(&redacted).into_owned()
}

fn uri(uri: &str) -> String {
    match uri.split_once('?') {
        Some((path, query)) => match redact::query(query, Direction::Request) {
            Some(query) => format!("{path}?{query}"),
            None => uri.to_string(),
        },
        None => uri.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn keys_passwords_and_tokens_are_redacted() {
        let request = Request {
            method: "POST".into(),
            uri: "/v1/user-resource/vm?password=Hunter22x".into(),
            headers: vec![("apikey".into(), "k3y".into()), ("X-Trace".into(), "qa".into())],
            body: Some(("application/x-www-form-urlencoded", "name=web&password=Secret123".into())),
        };
        let json = json!({"token": "t0ken", "name": "web"});
        let headers = vec![("set-cookie".into(), "sid=c00k1e".into()), ("etag".into(), "\"e\"".into())];
        let answer = Answer { status: 200, headers, text: json.to_string(), json: Some(json) };
        let seen = seen(&request, &answer);
        assert_eq!(seen.answer_headers, [("etag".to_string(), "\"e\"".to_string())]);
        let all = format!("{} {:?} {:?} {} {:?}", seen.uri, seen.headers, seen.body, seen.answer, seen.answer_headers);
        for secret in ["Hunter22x", "k3y", "Secret123", "t0ken", "c00k1e"] {
            assert!(!all.contains(secret), "{secret} in {all}");
        }
        assert!(all.contains("qa") && all.contains("web"), "{all}");
    }
}

//! Rendered answers of reads, kept per session so a polled list is served as bytes instead of
//! being rebuilt and re-serialised on every request.
//!
//! Why a kept answer is never stale: an answer is stored under the world's revision read (under
//! the session lock, after due events were applied) *before* the handler ran, and served only
//! while the world still has exactly that revision. Every `&mut` access to a session's world takes
//! a new, never-repeated revision ([`crate::session::Revised`]): API writes, control changes,
//! applied events and every move of the clock alike, and a reset or imported world starts from a
//! fresh number. So if anything changed between the read of the revision and the handler (or the
//! handler itself wrote), the stored answer's revision is already past and it is never served.
//! The key holds everything else an answer depends on: method, path with query (which names the
//! location), content type, body and whom the API key resolved to (user, acting user, key scope). Faults are
//! decided before the cache is asked and the journal records every answer, kept or not.
//!
//! Bounded in bytes per session and for the whole process; an answer that does not fit is simply
//! not kept. A new revision empties the session's cache, so it only ever holds answers it can serve.

use std::hash::{Hash, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use axum::body::Body;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use bytes::Bytes;

use crate::domain::access::Principal;
use crate::journal::{Exchange, RawRequest, RecordedBody};

/// How much the answer caches keep (`cloudsim serve --answer-cache-*`); zero turns caching off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// One session's kept answers, bodies and all.
    pub session_bytes: usize,
    /// Every session's together (within this process).
    pub total_bytes: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { session_bytes: 1024 * 1024, total_bytes: 32 * 1024 * 1024 }
    }
}

impl Limits {
    pub const OFF: Limits = Limits { session_bytes: 0, total_bytes: 0 };

    pub fn enabled(&self) -> bool {
        self.session_bytes > 0 && self.total_bytes > 0
    }
}

/// Bytes held by every answer cache of the process.
static HELD: AtomicUsize = AtomicUsize::new(0);

/// Bytes every answer cache of the process holds now.
pub fn held() -> usize {
    HELD.load(Ordering::Relaxed)
}

/// Everything about a request an answer may depend on, besides the world.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Key {
    method: String,
    uri: String,
    content_type: Option<String>,
    body: Bytes,
    /// Who asks (user, acting user, key scope): what an answer depends on of the API key.
    principal: Option<Principal>,
}

impl Key {
    pub fn of(raw: &RawRequest, principal: Option<Principal>) -> Key {
        Key {
            method: raw.method.clone(),
            uri: raw.uri.clone(),
            content_type: raw.content_type.clone(),
            body: raw.body.clone(),
            principal,
        }
    }

    fn asked(&self) -> Asked<'_> {
        Asked {
            method: &self.method,
            uri: &self.uri,
            content_type: self.content_type.as_deref(),
            body: &self.body,
            principal: self.principal,
        }
    }

    fn size(&self) -> usize {
        size_of::<Key>()
            + self.method.len()
            + self.uri.len()
            + self.content_type.as_ref().map_or(0, String::len)
            + self.body.len()
    }
}

/// A key as a request asks it, borrowed from the request: what a kept answer is looked up by,
/// without copying the request first. Hashes as the [`Key`] holding the same.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Asked<'r> {
    pub method: &'r str,
    pub uri: &'r str,
    pub content_type: Option<&'r str>,
    pub body: &'r [u8],
    pub principal: Option<Principal>,
}

impl Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.asked().hash(state);
    }
}

impl hashbrown::Equivalent<Key> for Asked<'_> {
    fn equivalent(&self, key: &Key) -> bool {
        *self == key.asked()
    }
}

/// A successful answer as sent: status, headers and body, and the exchange as the journal records
/// it (redacting a long list, or copying the request's texts, on every request it is served for
/// cost more than serving it).
#[derive(Clone, Debug)]
pub struct Answer {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Bytes,
    pub recorded: RecordedBody,
    /// The journal's entry for it, whose time and correlation id each serving replaces.
    pub exchange: Exchange,
}

impl Answer {
    fn size(&self) -> usize {
        let headers: usize = self.headers.iter().map(|(name, value)| name.as_str().len() + value.len() + 16).sum();
        // The recorded body is counted even where it shares the body's bytes: a bound, not a tally.
        size_of::<Answer>() + headers + self.body.len() + self.recorded.len() + self.exchange.size()
    }

    /// The answer again, as sent (made outside the session's lock: the answer is shared). Its
    /// headers have room for the correlation id the front adds: a map cloned to its length grew,
    /// and was hashed again, on every kept answer (issue 39).
    pub fn to_response(&self) -> Response {
        let mut headers = HeaderMap::with_capacity(self.headers.len() + 1);
        for (name, value) in &self.headers {
            headers.append(name, value.clone());
        }
        let mut response = Response::new(Body::from(self.body.clone()));
        *response.status_mut() = self.status;
        *response.headers_mut() = headers;
        response
    }
}

/// One session's kept answers, all of one world revision.
#[derive(Debug, Default)]
pub struct Answers {
    revision: u64,
    /// foldhash, not SipHash: the keys are the server's own (a visitor can only fill its own
    /// session's cache, within its budget), and hashing them was a polled read's largest cost.
    entries: hashbrown::HashMap<Key, Arc<Answer>, foldhash::fast::RandomState>,
    bytes: usize,
}

impl Drop for Answers {
    fn drop(&mut self) {
        HELD.fetch_sub(self.bytes, Ordering::Relaxed);
    }
}

impl Answers {
    /// The answer kept for `key` at `revision`, if any. Answers of another revision are dropped.
    pub fn get(&mut self, revision: u64, key: &Asked<'_>) -> Option<Arc<Answer>> {
        self.at(revision);
        self.entries.get(key).cloned()
    }

    /// Keeps a successful answer rendered at `revision` (read before the handler ran), with its
    /// body as the journal records it, if it fits the limits.
    pub fn put(&mut self, revision: u64, key: Key, answer: Answer, limits: &Limits) {
        if !answer.status.is_success() {
            return;
        }
        self.at(revision);
        let size = key.size() + answer.size();
        let fits = self.bytes + size <= limits.session_bytes && held() + size <= limits.total_bytes;
        if fits && !self.entries.contains_key(&key) {
            self.entries.insert(key, Arc::new(answer));
            self.bytes += size;
            HELD.fetch_add(size, Ordering::Relaxed);
        }
    }

    /// What this session's cache holds, as the limits count it.
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    fn at(&mut self, revision: u64) {
        if revision != self.revision {
            self.entries.clear();
            HELD.fetch_sub(self.bytes, Ordering::Relaxed);
            self.bytes = 0;
            self.revision = revision;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PRINCIPAL: Principal = Principal { user: 1, acting_user: None, scope: None };

    fn key(uri: &str) -> Key {
        let raw = RawRequest { method: "GET".into(), uri: uri.into(), content_type: None, body: Bytes::new() };
        Key::of(&raw, Some(PRINCIPAL))
    }

    fn asked(uri: &str) -> Asked<'_> {
        Asked { method: "GET", uri, content_type: None, body: &[], principal: Some(PRINCIPAL) }
    }

    fn answer(status: StatusCode, body: &'static str) -> Answer {
        let body = Bytes::from_static(body.as_bytes());
        let exchange = Exchange {
            at: jiff::Timestamp::UNIX_EPOCH,
            method: axum::http::Method::GET,
            uri: crate::journal::Target::of("/v1/a".into()),
            operation: spec::metal::ops::OS_LIST.id,
            user: None,
            content_type: None,
            request_body: Bytes::new(),
            status: status.as_u16(),
            response_body: Bytes::new(),
            correlation_id: Default::default(),
        };
        Answer { status, headers: HeaderMap::new(), recorded: RecordedBody::of(body.clone()), body, exchange }
    }

    fn put(answers: &mut Answers, revision: u64, uri: &str, body: &'static str, limits: &Limits) {
        answers.put(revision, key(uri), answer(StatusCode::OK, body), limits);
    }

    async fn body(response: Response) -> Bytes {
        axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap()
    }

    #[tokio::test]
    async fn serves_an_answer_only_at_the_revision_it_was_rendered_at() {
        let mut answers = Answers::default();
        put(&mut answers, 7, "/v1/a", "[1]", &Limits::default());
        assert_eq!(body(answers.get(7, &asked("/v1/a")).unwrap().to_response()).await, "[1]");
        assert!(answers.get(7, &asked("/v1/b")).is_none(), "another key");
        assert!(answers.get(8, &asked("/v1/a")).is_none(), "a newer world");
        assert_eq!(answers.bytes(), 0, "the old revision's answers are dropped");
        assert!(answers.get(7, &asked("/v1/a")).is_none(), "and never come back");
    }

    #[test]
    fn keeps_within_the_session_budget_and_never_an_error() {
        let mut answers = Answers::default();
        let one = key("/v1/a").size() + answer(StatusCode::OK, "[1]").size();
        let limits = Limits { session_bytes: one, total_bytes: usize::MAX };
        put(&mut answers, 1, "/v1/a", "[1]", &limits);
        put(&mut answers, 1, "/v1/b", "[2]", &limits);
        assert_eq!(answers.bytes(), one);
        assert!(answers.get(1, &asked("/v1/b")).is_none(), "the second did not fit");
        answers.put(2, key("/v1/c"), answer(StatusCode::NOT_FOUND, ""), &limits);
        assert!(answers.get(2, &asked("/v1/c")).is_none());
    }

    /// A kept answer is found by the request as asked, borrowed: the two must hash and compare
    /// alike for every field, or a polled read would never be served from the cache (or be
    /// served another request's answer).
    #[test]
    fn a_request_asked_borrowed_finds_the_key_made_of_it_and_no_other() {
        let raw = RawRequest {
            method: "GET".into(),
            uri: "/v1/x?a=1".into(),
            content_type: Some("text/plain".into()),
            body: Bytes::from_static(b"b"),
        };
        let mut answers = Answers::default();
        answers.put(1, Key::of(&raw, None), answer(StatusCode::OK, "[1]"), &Limits::default());
        let same = Asked { method: "GET", uri: "/v1/x?a=1", content_type: Some("text/plain"), body: b"b", principal: None };
        assert!(answers.get(1, &same).is_some());
        let others = [
            Asked { method: "HEAD", ..same },
            Asked { uri: "/v1/x?a=2", ..same },
            Asked { content_type: None, ..same },
            Asked { body: b"", ..same },
            Asked { principal: Some(PRINCIPAL), ..same },
        ];
        for other in others {
            assert!(answers.get(1, &other).is_none(), "{other:?}");
        }
    }
}

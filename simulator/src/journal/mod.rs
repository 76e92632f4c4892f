//! A bounded per-session log of `/v1` and S3 exchanges, readable as JSON or as a scenario that
//! replays it (S3 exchanges left out).
//! Bounded in bytes, not only in entries, so busy sessions cannot grow the server without end: each
//! body is cut when it is recorded, and the oldest exchanges go once a session's journal, or all
//! sessions' together, hold more than their budget ([`Limits`]). Secrets never enter it
//! ([`redact`]).

pub mod redact;
pub mod replay;

use std::collections::VecDeque;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use bytes::Bytes;
use jiff::Timestamp;
use spec::control::{FaultCreate, Journal as JournalView, JournalEntry};

use self::redact::Direction;

/// How the operations of S3 exchanges begin (`s3:GetObject`).
pub const S3_OPERATION: &str = "s3:";

/// How much of an S3 upload's body (an object's bytes) the journal keeps: enough to tell what
/// was sent. The bytes are the world's; kept up to the body limit, they would cost a visitor's
/// quota of objects again (docs/reference/demo-visitors.md#memory-and-speed).
pub const OBJECT_HEAD: usize = 256;

/// Whether `operation` uploads an object's bytes (a whole object or a part).
pub fn is_upload(operation: &str) -> bool {
    matches!(operation, "s3:PutObject" | "s3:UploadPart")
}

/// Entries kept per session at the most; older ones are dropped (and counted).
pub const CAPACITY: usize = 1000;

/// How much the journals keep, set once at start (`cloudsim serve --journal-*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// A body longer than this is cut when recorded (marked with `…`).
    pub body_bytes: usize,
    /// One session's exchanges, bodies and all.
    pub session_bytes: usize,
    /// Every session's together.
    pub total_bytes: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { body_bytes: 16 * 1024, session_bytes: 2 * 1024 * 1024, total_bytes: 64 * 1024 * 1024 }
    }
}

static LIMITS: OnceLock<Limits> = OnceLock::new();
/// Bytes held by every journal of the process.
static HELD: AtomicUsize = AtomicUsize::new(0);

/// Sets the limits for the life of the process; the defaults hold until then.
pub fn configure(limits: Limits) -> Result<(), String> {
    LIMITS.set(limits).map_err(|_| "the journal's limits are set once, at start".to_string())
}

fn limits() -> Limits {
    LIMITS.get().copied().unwrap_or_default()
}

/// One exchange as recorded: bodies cut to the limit and redacted. A body within the limit stays
/// the response's own bytes (shared, not copied): recording is on every request's path.
/// The request as received, kept for the write-ahead log and the journal (and
/// what the answer cache keys on).
#[derive(Clone)]
pub struct RawRequest {
    pub method: String,
    pub uri: String,
    pub content_type: Option<String>,
    pub body: Bytes,
}

#[derive(Clone, Debug)]
pub struct Exchange {
    pub at: Timestamp,
    pub method: String,
    pub uri: String,
    pub operation: &'static str,
    pub user: Option<String>,
    pub content_type: Option<String>,
    pub request_body: Bytes,
    pub status: u16,
    pub response_body: Bytes,
    pub correlation_id: String,
}

/// A change to the session's fault rules made through the control API, kept so a scenario made
/// from the journal injects the same faults before the same exchanges.
#[derive(Clone, Debug)]
pub enum FaultChange {
    Added(FaultCreate),
    Cleared,
}

impl Exchange {
    /// What the exchange holds in memory, roughly: what the byte budgets count.
    fn size(&self) -> usize {
        let texts =
            [Some(&self.method), Some(&self.uri), self.user.as_ref(), self.content_type.as_ref(), Some(&self.correlation_id)];
        size_of::<Exchange>()
            + texts.iter().flatten().map(|t| t.len()).sum::<usize>()
            + self.request_body.len()
            + self.response_body.len()
    }
}

#[derive(Debug, Default)]
pub struct Journal {
    entries: VecDeque<(u64, Exchange)>,
    /// Each with the sequence number of the exchange that came after it.
    faults: VecDeque<(u64, FaultChange)>,
    next_seq: u64,
    dropped: u64,
    /// What `entries` hold, as [`Exchange::size`] counts.
    bytes: usize,
}

impl Clone for Journal {
    fn clone(&self) -> Self {
        HELD.fetch_add(self.bytes, Ordering::Relaxed);
        Journal {
            entries: self.entries.clone(),
            faults: self.faults.clone(),
            next_seq: self.next_seq,
            dropped: self.dropped,
            bytes: self.bytes,
        }
    }
}

impl Drop for Journal {
    fn drop(&mut self) {
        HELD.fetch_sub(self.bytes, Ordering::Relaxed);
    }
}

/// An answer's body as the journal keeps it: redacted and cut. Made once per rendered answer, so
/// an answer the answer cache serves again is recorded without being scanned again.
#[derive(Clone, Debug)]
pub struct RecordedBody(Bytes);

impl RecordedBody {
    pub fn of(body: Bytes) -> RecordedBody {
        RecordedBody(cut(redact::body(body, None, Direction::Response), limits().body_bytes))
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl Journal {
    /// Records an exchange under the next sequence number, its bodies redacted and cut, then drops
    /// the oldest while over a budget (the newest always stays).
    pub fn push(&mut self, mut exchange: Exchange) {
        let response = RecordedBody::of(std::mem::take(&mut exchange.response_body));
        self.push_recorded(exchange, response);
    }

    /// [`Journal::push`] with the answer's body already as recorded: `response`, not the
    /// exchange's own `response_body`.
    pub fn push_recorded(&mut self, mut exchange: Exchange, response: RecordedBody) {
        let limits = limits();
        let content_type = exchange.content_type.as_deref();
        let limit = match is_upload(exchange.operation) {
            true => OBJECT_HEAD.min(limits.body_bytes),
            false => limits.body_bytes,
        };
        exchange.request_body = kept(redact::body(exchange.request_body, content_type, Direction::Request), limit);
        exchange.uri = redact::target(exchange.uri);
        exchange.response_body = response.0;
        let size = exchange.size();
        self.bytes += size;
        HELD.fetch_add(size, Ordering::Relaxed);
        self.entries.push_back((self.next_seq, exchange));
        self.next_seq += 1;
        while self.entries.len() > 1
            && (self.entries.len() > CAPACITY
                || self.bytes > limits.session_bytes
                || HELD.load(Ordering::Relaxed) > limits.total_bytes)
        {
            self.drop_oldest();
        }
    }

    fn drop_oldest(&mut self) {
        if let Some((_, oldest)) = self.entries.pop_front() {
            let size = oldest.size();
            self.bytes -= size;
            HELD.fetch_sub(size, Ordering::Relaxed);
            self.dropped += 1;
        }
    }

    /// What this journal holds, in the bytes its budget counts.
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    /// Records a change to the fault rules, before the next exchange.
    pub fn fault_changed(&mut self, change: FaultChange) {
        if self.faults.len() == CAPACITY {
            self.faults.pop_front();
        }
        self.faults.push_back((self.next_seq, change));
    }

    pub fn view(&self) -> JournalView {
        JournalView { entries: self.entries().collect(), dropped: self.dropped }
    }

    fn entries(&self) -> impl Iterator<Item = JournalEntry> + '_ {
        self.entries.iter().map(|(seq, e)| JournalEntry {
            seq: *seq,
            at: e.at.to_string(),
            method: e.method.clone(),
            uri: e.uri.clone(),
            operation: e.operation.into(),
            user: e.user.clone(),
            content_type: e.content_type.clone(),
            request_body: text(&e.request_body),
            status: e.status,
            response_body: text(&e.response_body),
            correlation_id: e.correlation_id.clone(),
        })
    }

    /// The log as a scenario that replays it (see [`replay`]). S3 exchanges stay out: their
    /// signatures bind a key pair and an instant that a replay cannot have.
    pub fn to_scenario(&self, recording: &replay::Recording) -> String {
        let recording = replay::Recording { dropped: self.dropped, ..*recording };
        let exchanges = self.entries.iter().filter(|(_, e)| !e.operation.starts_with(S3_OPERATION)).map(|(seq, e)| (*seq, e));
        replay::scenario(&recording, exchanges, &self.faults)
    }
}

/// A request's body as the journal keeps it: cut, and in an allocation of its own. A body as
/// received is a slice of the connection's read buffer, which grows to the largest upload the
/// connection carried: a kept slice would hold that whole buffer for the entry's life (an upload
/// then cost the server about twice its size, docs/reference/demo-visitors.md#memory-and-speed).
fn kept(body: Bytes, limit: usize) -> Bytes {
    match body.len() <= limit {
        true => Bytes::copy_from_slice(&body),
        false => cut(body, limit),
    }
}

/// A body longer than `limit` as its first `limit` bytes (a copy, so the rest is freed) and `…`.
fn cut(body: Bytes, limit: usize) -> Bytes {
    if body.len() <= limit {
        return body;
    }
    // Back to the start of a character where the body is text.
    let end = match std::str::from_utf8(&body[..limit]) {
        Ok(_) => limit,
        Err(e) if e.error_len().is_none() => e.valid_up_to(),
        Err(_) => limit,
    };
    let mut kept = Vec::with_capacity(end + '…'.len_utf8());
    kept.extend_from_slice(&body[..end]);
    kept.extend_from_slice("…".as_bytes());
    Bytes::from(kept)
}

/// A recorded body as text.
fn text(body: &Bytes) -> String {
    String::from_utf8_lossy(body).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(uri: &str, body: &str) -> Exchange {
        Exchange {
            at: "2026-01-05T09:00:00Z".parse().unwrap(),
            method: "PATCH".into(),
            uri: uri.into(),
            operation: "profile_update",
            user: Some("a@example.com".into()),
            content_type: Some("application/x-www-form-urlencoded".into()),
            request_body: Bytes::from(body.to_string()),
            status: 200,
            response_body: Bytes::from_static(b"{}"),
            correlation_id: "c".into(),
        }
    }

    /// Defect: a kept request body was a slice of the connection's read buffer, which holds the
    /// largest upload the connection carried: an object upload then cost the server about twice
    /// its size once a small body (the next visitor's bucket name) was kept from the same buffer.
    #[test]
    fn a_kept_request_body_holds_its_own_bytes_not_the_read_buffer() {
        let read_buffer = Bytes::from(vec![b'x'; 256 * 1024]);
        let mut exchange = entry("/v1/storage/bucket", "");
        exchange.request_body = read_buffer.slice(1000..1010);
        let mut journal = Journal::default();
        journal.push(exchange);
        let kept = &journal.entries[0].1.request_body;
        assert_eq!(kept.as_ref(), b"xxxxxxxxxx");
        let buffer = read_buffer.as_ptr_range();
        assert!(!buffer.contains(&kept.as_ptr()), "the kept body is a copy, not a slice of the buffer");
    }

    #[test]
    fn keeps_the_newest_entries_and_counts_the_dropped() {
        let mut journal = Journal::default();
        for i in 0..CAPACITY + 5 {
            journal.push(entry(&format!("/v1/x?i={i}"), ""));
        }
        let view = journal.view();
        assert_eq!(view.entries.len(), CAPACITY);
        assert_eq!(view.dropped, 5);
        assert_eq!(view.entries[0].seq, 5);
    }

    #[test]
    fn long_bodies_are_cut_when_recorded_at_a_character() {
        let mut journal = Journal::default();
        let limit = limits().body_bytes;
        journal.push(entry("/v1/x", &"é".repeat(limit)));
        let (_, kept) = &journal.entries[0];
        assert!(kept.request_body.len() <= limit + 3, "the rest is not held");
        assert!(journal.view().entries[0].request_body.ends_with("é…"));
        assert!(journal.bytes() < 2 * limit);
    }

    #[test]
    fn a_session_keeps_the_newest_exchanges_within_its_byte_budget() {
        let limits = limits();
        let body = "x".repeat(limits.body_bytes);
        let mut journal = Journal::default();
        let fit = limits.session_bytes / (limits.body_bytes + size_of::<Exchange>() + 64);
        for i in 0..fit * 3 {
            journal.push(entry(&format!("/v1/x?i={i}"), &body));
            assert!(journal.bytes() <= limits.session_bytes, "within the budget after every push");
        }
        let view = journal.view();
        assert!(view.entries.len() >= fit / 2 && view.entries.len() < fit * 3, "{} kept", view.entries.len());
        assert_eq!(view.dropped as usize + view.entries.len(), fit * 3, "the oldest go, counted");
        assert_eq!(view.entries.last().unwrap().uri, format!("/v1/x?i={}", fit * 3 - 1));
    }

    #[test]
    fn a_dropped_journal_gives_its_bytes_back() {
        let mut journal = Journal::default();
        journal.push(entry("/v1/x", &"y".repeat(4096)));
        let copy = journal.clone();
        assert_eq!(copy.bytes(), journal.bytes());
        let held = HELD.load(Ordering::Relaxed);
        let bytes = journal.bytes();
        drop(journal);
        // Other tests record in parallel: only what this one held is certain to have gone.
        assert!(HELD.load(Ordering::Relaxed) <= held - bytes + 64 * 1024);
        drop(copy);
    }
}

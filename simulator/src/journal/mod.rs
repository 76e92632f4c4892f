//! A bounded per-session log of `/v1` and S3 exchanges, readable as JSON or as a scenario that
//! replays it (S3 exchanges left out).
//! Bounded in bytes, not only in entries, so busy sessions cannot grow the server without end: each
//! body is cut when it is recorded, and the oldest exchanges go once a session's journal, or all
//! sessions' together, hold more than their budget ([`Limits`]). Secrets never enter it
//! ([`redact`]).

pub mod redact;
pub mod replay;

use std::collections::VecDeque;
use std::fmt;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use axum::http::{HeaderValue, Method};
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

/// Its texts are shared, not owned: a polled read's kept answer carries its exchange's texts, so
/// recording it again copies none of them (issue 39).
#[derive(Clone, Debug)]
pub struct Exchange {
    pub at: Timestamp,
    pub method: Method,
    pub uri: Target,
    pub operation: &'static str,
    pub user: Option<Arc<str>>,
    pub content_type: Option<Arc<str>>,
    pub request_body: Bytes,
    pub status: u16,
    pub response_body: Bytes,
    pub correlation_id: CorrelationId,
}

/// A request's target as the journal keeps it: its query's secrets replaced ([`redact::target`]).
/// Only made by redacting, so an exchange cannot hold a target that was not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target(Arc<str>);

impl Target {
    pub fn of(uri: String) -> Target {
        Target(redact::target(uri).into())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// An exchange's correlation id. The simulator's own are numbers, rendered `sim-` and ten hex
/// digits, kept as numbers so that recording one copies no text; a real API's (a recorded
/// fixture's) are its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CorrelationId {
    Counted(u64),
    Given(Arc<str>),
}

impl CorrelationId {
    /// The id as a header's value. A counted one is written by hand: through `fmt` it cost more
    /// than the rest of a kept answer's headers (issue 39).
    pub fn header(&self) -> Option<HeaderValue> {
        match self {
            CorrelationId::Counted(n) => HeaderValue::from_bytes(counted(*n, &mut [0; COUNTED])).ok(),
            CorrelationId::Given(text) => HeaderValue::from_str(text).ok(),
        }
    }
}

/// The longest counted id: `sim-` and sixteen hex digits.
const COUNTED: usize = 20;

/// `sim-` and `n` in lowercase hex, ten digits at least.
fn counted(mut n: u64, buffer: &mut [u8; COUNTED]) -> &[u8] {
    let mut start = COUNTED;
    while n > 0 || COUNTED - start < 10 {
        start -= 1;
        buffer[start] = b"0123456789abcdef"[(n & 0xf) as usize];
        n >>= 4;
    }
    start -= 4;
    buffer[start..start + 4].copy_from_slice(b"sim-");
    &buffer[start..]
}

/// An exchange that came in without one (a test driving the gateway without the front).
impl Default for CorrelationId {
    fn default() -> Self {
        CorrelationId::Given(Arc::from(""))
    }
}

impl fmt::Display for CorrelationId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CorrelationId::Counted(n) => {
                f.write_str(std::str::from_utf8(counted(*n, &mut [0; COUNTED])).map_err(|_| fmt::Error)?)
            }
            CorrelationId::Given(text) => f.write_str(text),
        }
    }
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
    /// Shared texts count in full: a bound, not a tally.
    pub(crate) fn size(&self) -> usize {
        let texts = [Some(self.uri.as_str()), self.user.as_deref(), self.content_type.as_deref()];
        let id = match &self.correlation_id {
            CorrelationId::Counted(_) => 0,
            CorrelationId::Given(text) => text.len(),
        };
        size_of::<Exchange>()
            + texts.iter().flatten().map(|t| t.len()).sum::<usize>()
            + id
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
        exchange.response_body = response.0;
        let size = exchange.size();
        self.bytes += size;
        self.entries.push_back((self.next_seq, exchange));
        self.next_seq += 1;
        // The process-wide count moves once, by the difference (nothing, when a full journal takes
        // one entry in and drops one alike): written twice per exchange, its cache line went back
        // and forth between the worker threads (issue 39).
        let (mut held, mut freed) = (HELD.load(Ordering::Relaxed) + size, 0);
        while self.entries.len() > 1
            && (self.entries.len() > CAPACITY || self.bytes > limits.session_bytes || held > limits.total_bytes)
        {
            let Some((_, oldest)) = self.entries.pop_front() else { break };
            let oldest = oldest.size();
            self.bytes -= oldest;
            held -= oldest;
            freed += oldest;
            self.dropped += 1;
        }
        match size.cmp(&freed) {
            std::cmp::Ordering::Greater => HELD.fetch_add(size - freed, Ordering::Relaxed),
            std::cmp::Ordering::Less => HELD.fetch_sub(freed - size, Ordering::Relaxed),
            std::cmp::Ordering::Equal => 0,
        };
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
            method: e.method.to_string(),
            uri: e.uri.as_str().into(),
            operation: e.operation.into(),
            user: e.user.as_deref().map(str::to_owned),
            content_type: e.content_type.as_deref().map(str::to_owned),
            request_body: text(&e.request_body),
            status: e.status,
            response_body: text(&e.response_body),
            correlation_id: e.correlation_id.to_string(),
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
            method: Method::PATCH,
            uri: Target::of(uri.into()),
            operation: "profile_update",
            user: Some("a@example.com".into()),
            content_type: Some("application/x-www-form-urlencoded".into()),
            request_body: Bytes::from(body.to_string()),
            status: 200,
            response_body: Bytes::from_static(b"{}"),
            correlation_id: CorrelationId::Given("c".into()),
        }
    }

    #[test]
    fn a_counted_correlation_id_reads_sim_and_ten_hex_digits_at_least() {
        for (n, text) in [(1, "sim-0000000001"), (0xabc, "sim-0000000abc"), (u64::MAX, "sim-ffffffffffffffff")] {
            let id = CorrelationId::Counted(n);
            assert_eq!(id.to_string(), text);
            assert_eq!(id.header().unwrap(), text);
        }
        assert_eq!(CorrelationId::Given("up-1".into()).header().unwrap(), "up-1");
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

//! A bounded per-session log of `/v1` exchanges, readable as JSON or as a scenario that replays it.

pub mod replay;

use std::collections::VecDeque;

use bytes::Bytes;
use jiff::Timestamp;
use spec::control::{FaultCreate, Journal as JournalView, JournalEntry};

/// Entries kept per session; older ones are dropped (and counted).
pub const CAPACITY: usize = 1000;
/// Bodies longer than this are cut in the log.
pub const BODY_LIMIT: usize = 16 * 1024;

/// One exchange as recorded. Bodies stay bytes (shared with the response, not copied) until
/// someone reads the journal: recording is on every request's path.
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

#[derive(Clone, Debug, Default)]
pub struct Journal {
    entries: VecDeque<(u64, Exchange)>,
    /// Each with the sequence number of the exchange that came after it.
    faults: VecDeque<(u64, FaultChange)>,
    next_seq: u64,
    dropped: u64,
}

impl Journal {
    /// Records an exchange under the next sequence number.
    pub fn push(&mut self, exchange: Exchange) {
        if self.entries.len() == CAPACITY {
            self.entries.pop_front();
            self.dropped += 1;
        }
        self.entries.push_back((self.next_seq, exchange));
        self.next_seq += 1;
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

    /// The log as a scenario that replays it (see [`replay`]).
    pub fn to_scenario(&self, recording: &replay::Recording) -> String {
        let recording = replay::Recording { dropped: self.dropped, ..*recording };
        replay::scenario(&recording, self.entries.iter().map(|(seq, e)| (*seq, e)), &self.faults)
    }
}

/// The body as text, cut at `BODY_LIMIT`.
fn text(body: &Bytes) -> String {
    let mut text = String::from_utf8_lossy(body).into_owned();
    if text.len() > BODY_LIMIT {
        let mut end = BODY_LIMIT;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        text.truncate(end);
        text.push('…');
    }
    text
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
    fn long_bodies_are_cut() {
        let mut journal = Journal::default();
        journal.push(entry("/v1/x", &"é".repeat(BODY_LIMIT)));
        assert!(journal.view().entries[0].request_body.len() <= BODY_LIMIT + 3);
    }
}

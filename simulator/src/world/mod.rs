//! The data layer: one session's state, per-area tables (BTreeMap, for a stable order), its RNG,
//! its id counters and the schedule of pending transitions. Records only, no rules (those are in
//! `domain`, which reads and writes these). Everything here serialises: it is what state export,
//! import and the state file hold.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use jiff::Timestamp;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

pub mod access;
pub mod billing;
pub mod body;
pub mod compute;
pub mod event;
mod file;
pub mod identity;
pub mod idp;
pub mod metal;
pub mod network;
pub mod outbox;
pub mod payment;
pub mod services;
pub mod storage;

use self::access::Access;
use self::billing::Billing;
pub use self::compute::{Compute, HostPoolRecord, PoolCapacity};
pub use self::event::Event;
pub use self::identity::{Identity, MfaTicket, ProfileRecord, UserRecord};
use self::idp::Idp;
use self::metal::Metal;
use self::network::NetworkTables;
use self::outbox::MailRecord;
use self::payment::Payment;
use self::services::Services;
use self::storage::Storage;

pub type UserId = u64;

/// One session's state, grouped by area. It is written and read in the layout state files have
/// always had (`file.rs`), so files and exports from before the grouping still load.
#[derive(Clone, Debug, Deserialize)]
#[serde(from = "file::WorldFile")]
pub struct World {
    pub now: Timestamp,
    pub rng: ChaCha8Rng,
    pub schedule: Schedule,
    pub next_id: u64,
    pub identity: Identity,
    pub compute: Compute,
    pub billing: Billing,
    pub payment: Payment,
    /// API tokens, access groups, invitations and the grants of keys that are not a user's own.
    pub access: Access,
    /// The session's stand-in identity provider.
    pub idp: Idp,
    /// Mail the simulator "sent", oldest first.
    pub outbox: Vec<MailRecord>,
    /// Bare metal: the machine pool, its specs, leases and state history.
    pub metal: Metal,
    /// Floating IPs, private networks, load balancers and firewalls.
    pub network: NetworkTables,
    /// Storage accounts, buckets and their objects.
    pub storage: Storage,
    /// Managed service packages, deleted ones included (tombstones).
    pub services: Services,
    /// Behave as the live API is evidenced to (docs/product/README.md#evidence LIVE): slow steps answer their
    /// settled state, a global token must name the billing account. Set per session from its
    /// origin; the strict table (docs/reference/strict-mode.md) lists every difference.
    pub strict: bool,
}

impl World {
    pub fn new(seed: u64, now: Timestamp) -> World {
        World {
            now,
            rng: ChaCha8Rng::seed_from_u64(seed),
            schedule: Schedule::default(),
            next_id: 1,
            identity: Identity::default(),
            compute: Compute::default(),
            billing: Billing::default(),
            payment: Payment::default(),
            access: Access::default(),
            idp: Idp::default(),
            outbox: Vec::new(),
            metal: Metal::default(),
            network: NetworkTables::default(),
            storage: Storage::default(),
            services: Services::default(),
            strict: false,
        }
    }

    /// The next numeric id (shared by every table, so ids never repeat within a world).
    pub fn next_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// A UUID v4 drawn from the session RNG.
    pub fn uuid(&mut self) -> String {
        uuid::Builder::from_random_bytes(self.rng.random()).into_uuid().to_string()
    }

    /// `bytes` random bytes as lower-case hex.
    pub fn hex(&mut self, bytes: usize) -> String {
        (0..bytes).map(|_| format!("{:02x}", self.rng.random::<u8>())).collect()
    }

    /// Queue `event` to happen `after_seconds` from `now`.
    pub fn schedule(&mut self, now: Timestamp, after_seconds: u32, event: impl Into<Event>) {
        let at = now + jiff::SignedDuration::from_secs(i64::from(after_seconds));
        self.schedule.push(at, event);
    }

    pub fn user(&self, id: UserId) -> Option<&UserRecord> {
        self.identity.users.get(&id)
    }
}

/// Pending transitions ordered by due instant, then by the order they were scheduled in.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Schedule {
    heap: BinaryHeap<Reverse<Scheduled>>,
    next_seq: u64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scheduled {
    pub at: Timestamp,
    pub seq: u64,
    pub event: Event,
}

impl Ord for Scheduled {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (self.at, self.seq).cmp(&(other.at, other.seq))
    }
}

impl PartialOrd for Scheduled {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Schedule {
    pub fn push(&mut self, at: Timestamp, event: impl Into<Event>) {
        let seq = self.next_seq;
        self.next_seq += 1;
        self.heap.push(Reverse(Scheduled { at, seq, event: event.into() }));
    }

    /// The earliest pending event if it is due at or before `until`.
    pub fn pop_due(&mut self, until: Timestamp) -> Option<Scheduled> {
        if self.heap.peek()?.0.at <= until { self.heap.pop().map(|r| r.0) } else { None }
    }

    pub fn len(&self) -> usize {
        self.heap.len()
    }

    pub fn is_empty(&self) -> bool {
        self.heap.is_empty()
    }

    pub fn next_at(&self) -> Option<Timestamp> {
        self.heap.peek().map(|r| r.0.at)
    }
}

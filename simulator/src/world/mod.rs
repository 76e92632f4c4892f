//! The data layer: one session's state, per-area tables (BTreeMap, for a stable order), its RNG,
//! its id counters and the schedule of pending transitions. Records only, no rules (those are in
//! `domain`, which reads and writes these). Everything here serialises: it is what state export,
//! import and the state file hold.

use std::cmp::Reverse;
use std::collections::{BTreeMap, BinaryHeap};

use jiff::Timestamp;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use spec::control::Role;

pub mod access;
pub mod billing;
pub mod compute;
pub mod event;
pub mod idp;
pub mod metal;
pub mod network;
pub mod outbox;
pub mod payment;
pub mod services;
pub mod storage;

use self::access::Access;
use self::billing::BillingAccountRecord;
use self::compute::{DiskRecord, VmRecord};
pub use self::event::Event;
use self::idp::Idp;
use self::outbox::MailRecord;
use self::storage::Storage;

pub type UserId = u64;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct World {
    pub now: Timestamp,
    pub rng: ChaCha8Rng,
    pub schedule: Schedule,
    pub next_id: u64,
    pub users: BTreeMap<UserId, UserRecord>,
    /// API key secret → the user it acts as. The key a client sends is `<session>.<secret>` (see
    /// `session.rs`); tokens and impersonation keys have a grant in `access` too.
    pub api_keys: BTreeMap<String, UserId>,
    pub mfa_tickets: BTreeMap<String, MfaTicket>,
    /// Host pools by uuid; each belongs to one location.
    pub host_pools: BTreeMap<String, HostPoolRecord>,
    /// Billing accounts by id. Defaults keep exports from before a table existed importable.
    #[serde(default)]
    pub billing_accounts: BTreeMap<u64, BillingAccountRecord>,
    /// VMs by uuid, deleted ones included (tombstones).
    #[serde(default)]
    pub vms: BTreeMap<String, VmRecord>,
    /// API tokens, access groups, invitations and the grants of keys that are not a user's own.
    #[serde(default)]
    pub access: Access,
    /// The top-up that returns a restricted billing account to CLEAR, as an administrator set
    /// it; `None` means the site's minimum top-up.
    #[serde(default)]
    pub restriction_clear_topup_threshold: Option<rust_decimal::Decimal>,
    /// PayPal vault setup tokens of the session (`domain::payment::paypal`).
    #[serde(default)]
    pub paypal_setups: Vec<payment::VaultSetup>,
    /// Standalone disks by uuid, deleted ones included (tombstones).
    #[serde(default)]
    pub disks: BTreeMap<String, DiskRecord>,
    /// The session's stand-in identity provider.
    #[serde(default)]
    pub idp: Idp,
    /// Mail the simulator "sent", oldest first.
    #[serde(default)]
    pub outbox: Vec<MailRecord>,
    /// Bare metal: the machine pool, its specs, leases and state history.
    #[serde(default)]
    pub metal: metal::Metal,
    /// Floating IPs, private networks, load balancers and firewalls.
    #[serde(default)]
    pub network: network::NetworkTables,
    /// Storage accounts, buckets and their objects.
    #[serde(default)]
    pub storage: Storage,
    /// Managed service packages, deleted ones included (tombstones).
    #[serde(default)]
    pub services: services::Services,
    /// Behave as the live API is evidenced to (`real-api.md` LIVE): slow steps answer their
    /// settled state, a global token must name the billing account. Set per session from its
    /// origin; the README's "Strict and lenient" table lists every difference.
    #[serde(default)]
    pub strict: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HostPoolRecord {
    pub uuid: String,
    pub location: String,
    pub name: String,
    pub description: String,
    pub is_default_designated: bool,
    pub is_visible: bool,
    pub storage_pool_uuid: String,
    pub ui_position: u32,
    pub cpu: (u32, u32),
    pub ram_mb: (u32, u32),
    pub disk_gb: (u32, u32),
    pub created_at: Timestamp,
    /// What the pool's hosts can hold in all; a create beyond it is refused for high demand.
    #[serde(default)]
    pub capacity: PoolCapacity,
}

/// Total guest resources of a pool (not on the wire).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PoolCapacity {
    pub vcpu: u32,
    pub ram_mb: u64,
}

impl Default for PoolCapacity {
    fn default() -> Self {
        PoolCapacity { vcpu: 1024, ram_mb: 4 * 1024 * 1024 }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserRecord {
    pub id: UserId,
    pub cookie_id: String,
    pub email: String,
    pub role: Role,
    pub is_admin: bool,
    pub signup_site: Option<String>,
    pub last_activity: Option<Timestamp>,
    pub profile: ProfileRecord,
    pub mfa_active: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProfileRecord {
    pub id: u64,
    pub first_name: String,
    pub last_name: String,
    pub personal_id_number: String,
    pub phone_number: String,
    pub lang: String,
    pub avatar: String,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MfaTicket {
    pub id: String,
    pub user_id: UserId,
    pub expires_at: Timestamp,
}

impl World {
    pub fn new(seed: u64, now: Timestamp) -> World {
        World {
            now,
            rng: ChaCha8Rng::seed_from_u64(seed),
            schedule: Schedule::default(),
            next_id: 1,
            users: BTreeMap::new(),
            api_keys: BTreeMap::new(),
            mfa_tickets: BTreeMap::new(),
            host_pools: BTreeMap::new(),
            billing_accounts: BTreeMap::new(),
            vms: BTreeMap::new(),
            access: Access::default(),
            restriction_clear_topup_threshold: None,
            paypal_setups: Vec::new(),
            disks: BTreeMap::new(),
            idp: Idp::default(),
            outbox: Vec::new(),
            metal: Default::default(),
            network: Default::default(),
            storage: Storage::default(),
            services: Default::default(),
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
    pub fn schedule(&mut self, now: Timestamp, after_seconds: u32, event: Event) {
        let at = now + jiff::SignedDuration::from_secs(i64::from(after_seconds));
        self.schedule.push(at, event);
    }

    pub fn user(&self, id: UserId) -> Option<&UserRecord> {
        self.users.get(&id)
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
    pub fn push(&mut self, at: Timestamp, event: Event) {
        let seq = self.next_seq;
        self.next_seq += 1;
        self.heap.push(Reverse(Scheduled { at, seq, event }));
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

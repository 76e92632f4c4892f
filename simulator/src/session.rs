//! The registry of isolated sessions. An API key is `<session>.<secret><tag>`: the session part
//! finds the world, the secret part the user in it, so worlds stay independent of the id they run
//! under, and the tag (the session's own key, [`keys`]) makes the key valid only whole, only there.

use std::collections::BTreeMap;
use std::ops::{Deref, DerefMut};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use jiff::Timestamp;
use parking_lot::{Mutex, RwLock};
use serde::{Deserialize, Serialize};
use spec::config::Brand;
use spec::control::{ClockMode, SessionInfo, SessionUser, WorldKind};

use crate::answer_cache::Answers;
use crate::brands;
use crate::clock::{self, SimClock};
use crate::domain::access::{self, Principal};
use crate::faults::Faults;
use crate::journal::Journal;
use crate::world::World;

pub mod admission;
pub mod keys;
pub mod states;
pub mod visitors;

use keys::SessionKey;

/// Where simulated time starts unless told otherwise (a Monday morning).
pub const DEFAULT_START: &str = "2026-01-05T09:00:00Z";

/// What a new session gets unless its creator says otherwise.
#[derive(Clone, Debug)]
pub struct SessionDefaults {
    pub brand: String,
    pub seed: u64,
    pub world: WorldKind,
    pub clock: ClockMode,
    pub speed: f64,
    pub start: Timestamp,
}

impl Default for SessionDefaults {
    fn default() -> Self {
        SessionDefaults {
            brand: brands::DEFAULT_BRAND.into(),
            seed: 1,
            world: WorldKind::Demo,
            clock: ClockMode::Manual,
            speed: 1.0,
            start: DEFAULT_START.parse().expect("the default start is a valid instant"),
        }
    }
}

/// Builds the world a session starts from (and returns to on reset): the seeds, which sit above
/// the engine, are handed in by composition (`app::worlds`). An error names the demo file at fault.
pub type BuildWorld = fn(&Arc<Brand>, &Origin) -> Result<Revised<World>, String>;

/// What a session was created from; `reset` rebuilds the world from it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Origin {
    pub brand: String,
    pub seed: u64,
    pub world: WorldKind,
    pub start: Timestamp,
    pub clock: ClockMode,
    pub speed: f64,
    /// Strict (the live API as evidenced) or lenient; the world carries it for the domain.
    #[serde(default)]
    pub strict: bool,
    /// The key sealing the secrets clients hold, drawn from the operating system; none means
    /// derived from seed and session id (deterministic secrets, and state files from before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secrets: Option<SessionKey>,
}

pub struct Session {
    pub id: String,
    pub origin: Origin,
    pub brand: Arc<Brand>,
    pub world: Revised<World>,
    pub clock: SimClock,
    pub faults: Faults,
    pub journal: Journal,
    /// Rendered answers of reads at the world's current revision.
    pub answers: Answers,
    /// Keys this session's key opened already (checked once, not on every request).
    opened: keys::Opened,
    /// How `reset` builds the world again.
    pub build: BuildWorld,
    /// When it was last reached; the registry holds it too, to read it without this lock.
    last_use: Arc<LastUse>,
}

/// Revision numbers, unique in the process: a rebuilt world never repeats one.
static NEXT_REVISION: AtomicU64 = AtomicU64::new(1);

/// A value numbered by revision: every mutable access takes a new number, so whoever saw a number
/// knows the value has not changed while it still has it (what the answer cache relies on).
/// The value may start shared (a cached demo world): the first mutable access copies it.
pub struct Revised<T> {
    value: Arc<T>,
    revision: u64,
}

impl<T: Clone> Revised<T> {
    pub fn new(value: T) -> Revised<T> {
        Revised::shared(Arc::new(value))
    }

    /// A value shared with others until it is first changed.
    pub fn shared(value: Arc<T>) -> Revised<T> {
        Revised { value, revision: NEXT_REVISION.fetch_add(1, Ordering::Relaxed) }
    }

    pub fn revision(&self) -> u64 {
        self.revision
    }
}

impl<T: Clone> Deref for Revised<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.value
    }
}

impl<T: Clone> DerefMut for Revised<T> {
    fn deref_mut(&mut self) -> &mut T {
        self.revision = NEXT_REVISION.fetch_add(1, Ordering::Relaxed);
        Arc::make_mut(&mut self.value)
    }
}

/// A session as the state file and the state export hold it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Snapshot {
    pub id: String,
    pub origin: Origin,
    pub clock: ClockMode,
    pub speed: f64,
    pub world: World,
    pub faults: Faults,
}

impl Snapshot {
    /// An imported export's clock and instants pass the same checks as a new session's.
    pub fn check_clock(&self) -> Result<(), String> {
        clock::check_speed(self.speed)?;
        clock::check_speed(self.origin.speed)?;
        clock::check_instant("start", self.origin.start)?;
        clock::check_instant("now", self.world.now)?;
        Ok(())
    }
}

impl Session {
    /// A session at its seeded start; only a broken demo file (named in the error) can fail it.
    pub fn new(id: String, origin: Origin, brand: Arc<Brand>, build: BuildWorld) -> Result<Session, String> {
        // Demo worlds are built leniently (their files wait for slow steps); the session's
        // own mode applies from its start on.
        let mut world = build(&brand, &origin)?;
        if world.strict != origin.strict {
            world.strict = origin.strict;
        }
        let clock = SimClock::new(origin.clock, origin.speed, origin.start);
        let faults = Faults::new(origin.seed);
        let (journal, answers, opened, last_use) = Default::default();
        Ok(Session { id, origin, brand, world, clock, faults, journal, answers, opened, build, last_use })
    }

    pub fn from_snapshot(snapshot: Snapshot, brand: Arc<Brand>, build: BuildWorld) -> Session {
        let clock = SimClock::new(snapshot.clock, snapshot.speed, snapshot.world.now);
        Session {
            id: snapshot.id,
            origin: snapshot.origin,
            brand,
            world: Revised::new(snapshot.world),
            clock,
            faults: snapshot.faults,
            journal: Journal::default(),
            answers: Answers::default(),
            opened: keys::Opened::default(),
            build,
            last_use: Arc::default(),
        }
    }

    /// Marks the session as used now: only once the caller proved it may act here (its key's
    /// secret opened), so that a stranger naming a session does not keep it from idle eviction.
    pub fn mark_used(&self) {
        self.last_use.mark();
    }

    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            id: self.id.clone(),
            origin: self.origin.clone(),
            clock: self.clock.mode,
            speed: self.clock.speed,
            world: World::clone(&self.world),
            faults: self.faults.clone(),
        }
    }

    /// Brings simulated time up to where the clock says it is, applying due events. Leaves the
    /// world (and its revision) alone when time has not moved and nothing is due.
    pub fn catch_up(&mut self) {
        let target = self.clock.target(self.world.now);
        let due = self.world.schedule.next_at().is_some_and(|at| at <= target);
        if target > self.world.now || due {
            clock::run_until(&mut self.world, &self.brand, target);
        }
    }

    /// Moves simulated time to `to` (never backwards), applying due events in order.
    pub fn advance_to(&mut self, to: Timestamp) {
        clock::run_until(&mut self.world, &self.brand, to);
        self.clock.jumped(self.world.now);
    }

    /// A move of the clock by hand (the control API's advance): as `advance_to`, and noted with
    /// the wall instant it was made at, for judging S3 signature times.
    pub fn move_clock(&mut self, to: Timestamp) {
        let before = self.world.now;
        self.advance_to(to);
        self.clock.moved(Timestamp::now(), self.world.now.duration_since(before));
    }

    /// Back to the seeded start: same world, clock and no faults or journal.
    /// Strict or lenient from now on; a reset keeps the choice.
    pub fn set_strict(&mut self, strict: bool) {
        self.origin.strict = strict;
        self.world.strict = strict;
    }

    pub fn reset(&mut self) -> Result<(), String> {
        *self = Session::new(self.id.clone(), self.origin.clone(), self.brand.clone(), self.build)?;
        Ok(())
    }

    /// The key sealing this session's secrets.
    pub fn key(&self) -> SessionKey {
        self.origin.secrets.clone().unwrap_or_else(|| SessionKey::seeded(self.origin.seed, &self.id))
    }

    /// The full API key (or token) a client is given for a secret of this world.
    pub fn api_key(&self, secret: &str) -> String {
        self.key().seal(&self.id, secret)
    }

    /// The S3 secret key a client is given for (and signs with) the world's `secret`: the seeded
    /// value itself with deterministic secrets, otherwise a stand-in of the same shape under the
    /// session's key from the OS (docs/reference/security-and-durability.md#secrets).
    pub fn storage_secret(&self, secret: &str) -> String {
        keys::storage_secret(self.origin.secrets.as_ref(), &self.id, secret)
    }

    /// The one-shot identifier (MFA ticket, payment page, 3-D Secure step, the identity
    /// provider's links and login tickets) a client is given for the world's `id` (as `storage_secret`).
    pub fn one_shot(&self, id: &str) -> String {
        keys::one_shot(self.origin.secrets.as_ref(), &self.id, id)
    }

    /// `make` (`keys::storage_secret`, `keys::one_shot`) for this session, without holding it:
    /// for handlers that find the world's value while they change the world.
    pub fn stand_in(&self, make: keys::StandIn) -> impl Fn(&str) -> String + use<> {
        let (id, key) = (self.id.clone(), self.origin.secrets.clone());
        move |secret| make(key.as_ref(), &id, secret)
    }

    /// The world's open MFA ticket a client's ticket id stands for, if any.
    pub fn mfa_ticket_id(&self, given: &str) -> Option<String> {
        self.world.identity.mfa_tickets.keys().find(|id| self.one_shot(id) == given).cloned()
    }

    /// The world's secret in what a client sent after `<session>.`, if it was sealed here.
    pub fn open<'a>(&self, sealed: &'a str) -> Option<&'a str> {
        self.key().open(&self.id, sealed)
    }

    /// Who a sealed key signs in as, with its reach; `None` once revoked or when not this session's.
    pub fn principal(&mut self, sealed: &str) -> Option<Principal> {
        let secret = match self.opened.get(sealed) {
            Some(secret) => secret,
            None => {
                let secret = self.open(sealed)?;
                self.opened.insert(sealed);
                secret
            }
        };
        access::principal(&self.world, secret)
    }

    pub fn info(&self) -> SessionInfo {
        let mut users: Vec<SessionUser> = self
            .world
            .identity
            .api_keys
            .iter()
            // Tokens and impersonation keys are not the users' own keys.
            .filter(|(secret, _)| access::is_own_key(&self.world, secret))
            .filter_map(|(secret, id)| {
                let user = self.world.user(*id)?;
                let name = format!("{} {}", user.profile.first_name, user.profile.last_name);
                Some(SessionUser { email: user.email.clone(), name, api_key: self.api_key(secret), role: user.role })
            })
            .collect();
        users.sort_by(|a, b| (a.role, &a.email).cmp(&(b.role, &b.email)));
        users.dedup_by(|a, b| a.email == b.email);
        SessionInfo {
            session: self.id.clone(),
            brand: self.origin.brand.clone(),
            seed: self.origin.seed,
            world: self.origin.world,
            strict: self.world.strict,
            users,
            visitor: false,
        }
    }
}

pub type SessionHandle = Arc<Mutex<Session>>;

/// A session named by an API key ([`Sessions::keyed`]), and the key's secret part.
pub struct Keyed<'k> {
    pub session: SessionHandle,
    pub secret: &'k str,
}

/// When a session was last reached (the machine's clock: only eviction reads it), to the
/// millisecond. Written only when that moved: every request marks its session, and a mark
/// written every time was a cache line the worker threads took from each other (issue 39).
struct LastUse {
    since: Instant,
    millis: AtomicU64,
}

impl Default for LastUse {
    fn default() -> LastUse {
        LastUse { since: Instant::now(), millis: AtomicU64::new(0) }
    }
}

impl LastUse {
    fn mark(&self) {
        let now = u64::try_from(self.since.elapsed().as_millis()).unwrap_or(u64::MAX);
        if self.millis.load(Ordering::Relaxed) < now {
            self.millis.store(now, Ordering::Relaxed);
        }
    }

    fn at(&self) -> Instant {
        self.since + Duration::from_millis(self.millis.load(Ordering::Relaxed))
    }
}

/// Every live session by id. `default` always exists once the server has started.
#[derive(Default)]
pub struct Sessions {
    inner: RwLock<Registry>,
}

#[derive(Default)]
struct Registry {
    sessions: BTreeMap<String, SessionHandle>,
    /// When each session was last reached (the machine's clock: only eviction reads it).
    used: BTreeMap<String, Arc<LastUse>>,
    next: u64,
}

pub const DEFAULT_SESSION: &str = "default";

/// Names the session of a call without an API key (public operations), which otherwise reaches
/// `default`: how `cloudsim run --target` keeps a file's keyless calls in the file's own session.
pub const SESSION_HEADER: &str = "x-cloudsim-session";

impl Sessions {
    /// The session, not marked as used: naming a session is no sign anyone is using it.
    pub fn get(&self, id: &str) -> Option<SessionHandle> {
        self.inner.read().sessions.get(id).cloned()
    }

    /// The session, marked as used now: for a caller who showed it may act there (one of its
    /// keys, a visitor's cookie, an S3 signature, a control call it was let through to), so that
    /// only that keeps a session from idle eviction.
    pub fn get_used(&self, id: &str) -> Option<SessionHandle> {
        let registry = self.inner.read();
        if let Some(used) = registry.used.get(id) {
            used.mark();
        }
        registry.sessions.get(id).cloned()
    }

    /// A fresh id for a new session: `s1`, `s2`, …
    pub fn next_id(&self) -> String {
        let mut registry = self.inner.write();
        loop {
            registry.next += 1;
            let id = format!("s{}", registry.next);
            if !registry.sessions.contains_key(&id) {
                return id;
            }
        }
    }

    /// Adds `session`; an `s<n>` id (created now or replayed from the log) moves the counter
    /// past `n`, so a deleted session's id is never issued again, not even after a crash.
    pub fn insert(&self, session: Session) -> SessionHandle {
        let (id, used) = (session.id.clone(), session.last_use.clone());
        let handle = Arc::new(Mutex::new(session));
        let mut registry = self.inner.write();
        if let Some(n) = id.strip_prefix('s').and_then(|n| n.parse::<u64>().ok()) {
            registry.next = registry.next.max(n);
        }
        registry.used.insert(id.clone(), used);
        registry.sessions.insert(id, handle.clone());
        handle
    }

    /// When the session was last reached (`None` for no such session).
    pub fn last_used(&self, id: &str) -> Option<Instant> {
        self.inner.read().used.get(id).map(|used| used.at())
    }

    pub fn remove(&self, id: &str) -> Option<SessionHandle> {
        let mut registry = self.inner.write();
        registry.used.remove(id);
        registry.sessions.remove(id)
    }

    /// Drops every session but `default` that nobody reached for `idle` before `now`
    /// (`serve --evict-idle`); gives their ids.
    pub fn evict_idle(&self, now: Instant, idle: Duration) -> Vec<String> {
        let mut registry = self.inner.write();
        let idle_ids: Vec<String> = registry
            .used
            .iter()
            .filter(|(id, used)| id.as_str() != DEFAULT_SESSION && now.saturating_duration_since(used.at()) >= idle)
            .map(|(id, _)| id.clone())
            .collect();
        for id in &idle_ids {
            registry.used.remove(id);
            registry.sessions.remove(id);
        }
        idle_ids
    }

    pub fn all(&self) -> Vec<SessionHandle> {
        self.inner.read().sessions.values().cloned().collect()
    }

    /// The session and principal (user, acting user, scope) an API key signs in as.
    pub fn resolve_key(&self, key: &str) -> Option<(SessionHandle, Principal)> {
        let keyed = self.keyed(key)?;
        let mut session = keyed.session.lock();
        let principal = session.principal(keyed.secret)?;
        session.mark_used();
        drop(session);
        Some((keyed.session, principal))
    }

    /// The session an API key names, its secret not yet checked: for a caller that checks it in
    /// the same lock as the rest of its work ([`Session::mark_used`] once it proved good).
    pub fn keyed<'k>(&self, key: &'k str) -> Option<Keyed<'k>> {
        let (id, secret) = key.trim().split_once('.')?;
        Some(Keyed { session: self.inner.read().sessions.get(id)?.clone(), secret })
    }

    pub fn next_counter(&self) -> u64 {
        self.inner.read().next
    }

    /// The counter a snapshot kept; never lowered below an id already seen.
    pub fn set_next_counter(&self, next: u64) {
        let mut registry = self.inner.write();
        registry.next = registry.next.max(next);
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::brands::Brands;

    pub(crate) fn session(id: &str) -> Session {
        let brand = Brands::embedded().unwrap().default_brand().clone();
        let origin = Origin {
            brand: brand.name.clone(),
            seed: 1,
            world: WorldKind::Empty,
            start: DEFAULT_START.parse().unwrap(),
            clock: ClockMode::Manual,
            speed: 1.0,
            strict: false,
            secrets: None,
        };
        Session::new(id.into(), origin, brand, |brand, origin| {
            Ok(Revised::new(crate::seed::world(brand, origin.seed, origin.world, origin.start)))
        })
        .unwrap()
    }

    #[test]
    fn idle_sessions_are_evicted_but_never_default_nor_one_in_use() {
        let sessions = Sessions::default();
        for id in [DEFAULT_SESSION, "s1", "s2"] {
            sessions.insert(session(id));
        }
        let hour = Duration::from_secs(3600);
        assert!(sessions.evict_idle(Instant::now(), hour).is_empty(), "nobody has been idle for an hour yet");
        let later = Instant::now() + hour;
        // s2 is reached just before the check: an hour later it has been idle for less.
        std::thread::sleep(Duration::from_millis(5));
        sessions.get_used("s2");
        let evicted = sessions.evict_idle(later, hour - Duration::from_millis(1));
        assert_eq!(evicted, ["s1"]);
        assert!(sessions.get("s1").is_none() && sessions.get("s2").is_some() && sessions.get(DEFAULT_SESSION).is_some());
    }
}

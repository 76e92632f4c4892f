//! The registry of isolated sessions. An API key is `<session>.<secret>`: the session part finds
//! the world, the secret part the user in it, so worlds stay independent of the id they run under
//! and a key from one session never reaches another.

use std::collections::BTreeMap;
use std::sync::Arc;

use jiff::Timestamp;
use parking_lot::{Mutex, RwLock};
use serde::{Deserialize, Serialize};
use spec::config::Brand;
use spec::control::{ClockMode, SessionInfo, SessionUser, WorldKind};

use crate::clock::{self, SimClock};
use crate::domain::access::{self, Principal};
use crate::faults::Faults;
use crate::journal::Journal;
use crate::seed;
use crate::world::World;

/// What a session was created from; `reset` rebuilds the world from it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Origin {
    pub brand: String,
    pub seed: u64,
    pub world: WorldKind,
    pub start: Timestamp,
    pub clock: ClockMode,
    pub speed: f64,
}

pub struct Session {
    pub id: String,
    pub origin: Origin,
    pub brand: Arc<Brand>,
    pub world: World,
    pub clock: SimClock,
    pub faults: Faults,
    pub journal: Journal,
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

impl Session {
    /// A session at its seeded start; only a broken demo file (named in the error) can fail it.
    pub fn new(id: String, origin: Origin, brand: Arc<Brand>) -> Result<Session, String> {
        let world = match origin.world {
            WorldKind::Empty => seed::world(&brand, origin.seed, origin.world, origin.start),
            WorldKind::Demo => seed::demo::world(&brand, origin.seed, origin.start)?,
        };
        let clock = SimClock::new(origin.clock, origin.speed, origin.start);
        let faults = Faults::new(origin.seed);
        Ok(Session { id, origin, brand, world, clock, faults, journal: Journal::default() })
    }

    pub fn from_snapshot(snapshot: Snapshot, brand: Arc<Brand>) -> Session {
        let clock = SimClock::new(snapshot.clock, snapshot.speed, snapshot.world.now);
        Session {
            id: snapshot.id,
            origin: snapshot.origin,
            brand,
            world: snapshot.world,
            clock,
            faults: snapshot.faults,
            journal: Journal::default(),
        }
    }

    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            id: self.id.clone(),
            origin: self.origin.clone(),
            clock: self.clock.mode,
            speed: self.clock.speed,
            world: self.world.clone(),
            faults: self.faults.clone(),
        }
    }

    /// Brings simulated time up to where the clock says it is, applying due events.
    pub fn catch_up(&mut self) {
        let target = self.clock.target(self.world.now);
        clock::run_until(&mut self.world, &self.brand, target);
    }

    /// Moves simulated time to `to` (never backwards), applying due events in order.
    pub fn advance_to(&mut self, to: Timestamp) {
        clock::run_until(&mut self.world, &self.brand, to);
        self.clock.jumped(self.world.now);
    }

    /// Back to the seeded start: same world, clock and no faults or journal.
    pub fn reset(&mut self) -> Result<(), String> {
        *self = Session::new(self.id.clone(), self.origin.clone(), self.brand.clone())?;
        Ok(())
    }

    /// The full API key a client sends for a key secret of this world.
    pub fn api_key(&self, secret: &str) -> String {
        format!("{}.{secret}", self.id)
    }

    /// Who a key secret signs in as, with its reach; `None` once revoked.
    pub fn principal(&self, secret: &str) -> Option<Principal> {
        access::principal(&self.world, secret)
    }

    pub fn info(&self) -> SessionInfo {
        let mut users: Vec<SessionUser> = self
            .world
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
            users,
        }
    }
}

pub type SessionHandle = Arc<Mutex<Session>>;

/// Every live session by id. `default` always exists once the server has started.
#[derive(Default)]
pub struct Sessions {
    inner: RwLock<Registry>,
}

#[derive(Default)]
struct Registry {
    sessions: BTreeMap<String, SessionHandle>,
    next: u64,
}

pub const DEFAULT_SESSION: &str = "default";

impl Sessions {
    pub fn get(&self, id: &str) -> Option<SessionHandle> {
        self.inner.read().sessions.get(id).cloned()
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

    pub fn insert(&self, session: Session) -> SessionHandle {
        let id = session.id.clone();
        let handle = Arc::new(Mutex::new(session));
        self.inner.write().sessions.insert(id, handle.clone());
        handle
    }

    pub fn remove(&self, id: &str) -> Option<SessionHandle> {
        self.inner.write().sessions.remove(id)
    }

    pub fn all(&self) -> Vec<SessionHandle> {
        self.inner.read().sessions.values().cloned().collect()
    }

    /// The session and principal (user, acting user, scope) an API key signs in as.
    pub fn resolve_key(&self, key: &str) -> Option<(SessionHandle, Principal)> {
        let (id, secret) = key.trim().split_once('.')?;
        let handle = self.get(id)?;
        let principal = handle.lock().principal(secret)?;
        Some((handle, principal))
    }

    pub fn next_counter(&self) -> u64 {
        self.inner.read().next
    }

    pub fn set_next_counter(&self, next: u64) {
        self.inner.write().next = next;
    }
}

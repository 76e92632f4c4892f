//! Demo visitors (`serve --demo-visitors`, docs/reference/demo-visitors.md): every browser gets a
//! session of its own, named by an unguessable cookie; a visitor idle for `idle` is dropped, and at
//! most `max` are held at once. Which session a cookie names is kept here; the sessions themselves
//! live in [`Sessions`] like any other, so keys, the journal and the answer cache work unchanged.

use std::collections::{BTreeMap, BTreeSet};
use std::net::IpAddr;
use std::time::{Duration, Instant};

use parking_lot::Mutex;

use super::admission::{Admission, Rate};
use super::{SessionHandle, Sessions};

/// The cookie a visitor's browser sends back.
pub const COOKIE: &str = "cloudsim_visitor";

/// Hex digits of a visitor's cookie (128 bits from the operating system).
const TOKEN_HEX: usize = 32;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VisitorLimits {
    /// A visitor nobody has reached for this long is dropped.
    pub idle: Duration,
    /// Visitors held at once; one more is refused until one leaves.
    pub max: usize,
    /// New visitors one client address may bring at once, then per minute.
    pub burst: u32,
    pub per_minute: u32,
    /// Bytes of objects a visitor's session may hold (S3 `QuotaExceeded` past them).
    pub storage_bytes: u64,
}

impl Default for VisitorLimits {
    /// The quota is sized with the cap so that a server full of visitors at their quota takes
    /// about 1 GB (docs/reference/demo-visitors.md#memory-and-speed): a visitor's changed world
    /// takes about 270 KB, its objects at most 128 KiB more (about 240 KB as the server holds them).
    fn default() -> Self {
        VisitorLimits { idle: Duration::from_secs(30 * 60), max: 2_000, burst: 10, per_minute: 10, storage_bytes: 128 * 1024 }
    }
}

/// Why a new visitor was not given a session.
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    /// `max` visitors are here and none has been idle long enough to drop.
    Full,
    /// The client brought its allowance of new visitors: another is possible after this long.
    TooFast(Duration),
    /// The operating system gave no randomness for the cookie, or the world could not be built.
    Failed(String),
}

#[derive(Default)]
struct Registry {
    /// Cookie → session id.
    by_cookie: BTreeMap<String, String>,
    sessions: BTreeSet<String>,
}

pub struct Visitors {
    limits: VisitorLimits,
    inner: Mutex<Registry>,
    admission: Mutex<Admission>,
}

impl Visitors {
    pub fn new(limits: VisitorLimits) -> Visitors {
        let rate = Rate { burst: limits.burst, per_minute: limits.per_minute };
        Visitors { limits, inner: Mutex::default(), admission: Mutex::new(Admission::new(rate)) }
    }

    pub fn limits(&self) -> VisitorLimits {
        self.limits
    }

    /// The live session a visitor's cookie names (marked as used now: the cookie is the
    /// visitor's own), if any.
    pub fn session_of(&self, sessions: &Sessions, cookie: &str) -> Option<SessionHandle> {
        let id = self.inner.lock().by_cookie.get(cookie).cloned()?;
        sessions.get_used(&id)
    }

    /// Whether `session` is a visitor's (reached only with its cookie or its keys).
    pub fn is_visitor(&self, session: &str) -> bool {
        self.inner.lock().sessions.contains(session)
    }

    pub fn count(&self) -> usize {
        self.inner.lock().sessions.len()
    }

    /// A new visitor brought by `client` (when its address is known): a cookie and the session
    /// `make` builds under a fresh id, added to `sessions`. A client past its allowance is
    /// refused; when `max` are here, those idle at `now` are dropped first; if none is, the
    /// visitor is refused.
    pub fn admit(
        &self,
        sessions: &Sessions,
        now: Instant,
        client: Option<IpAddr>,
        make: impl FnOnce(String) -> Result<super::Session, String>,
    ) -> Result<(String, SessionHandle), Refused> {
        if let Some(client) = client {
            self.admission.lock().take(client, now).map_err(Refused::TooFast)?;
        }
        if self.count() >= self.limits.max {
            self.evict_idle(sessions, now);
            if self.count() >= self.limits.max {
                return Err(Refused::Full);
            }
        }
        let cookie = token().map_err(Refused::Failed)?;
        let session = make(sessions.next_id()).map_err(Refused::Failed)?;
        let id = session.id.clone();
        let handle = sessions.insert(session);
        let mut registry = self.inner.lock();
        registry.by_cookie.insert(cookie.clone(), id.clone());
        registry.sessions.insert(id);
        Ok((cookie, handle))
    }

    /// Drops every visitor nobody has reached for `idle` before `now`, and forgets those whose
    /// session is gone (deleted by the presenter); gives the dropped sessions' ids.
    pub fn evict_idle(&self, sessions: &Sessions, now: Instant) -> Vec<String> {
        let mut registry = self.inner.lock();
        let gone: Vec<String> = registry
            .sessions
            .iter()
            .filter(|id| sessions.last_used(id).is_none_or(|used| now.saturating_duration_since(used) >= self.limits.idle))
            .cloned()
            .collect();
        for id in &gone {
            registry.sessions.remove(id);
            sessions.remove(id);
        }
        registry.by_cookie.retain(|_, id| !gone.contains(id));
        gone
    }
}

/// A cookie value: 128 bits from the operating system, hex.
fn token() -> Result<String, String> {
    let mut bytes = [0u8; TOKEN_HEX / 2];
    getrandom::fill(&mut bytes).map_err(|e| format!("no randomness from the operating system: {e}"))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Whether `text` could be a cookie [`Visitors::admit`] hands out (what a request's cookie is
/// checked against before it is looked up).
pub fn well_formed(text: &str) -> bool {
    text.len() == TOKEN_HEX && text.bytes().all(|b| b.is_ascii_hexdigit())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::tests::session;

    fn visitors(max: usize) -> Visitors {
        Visitors::new(VisitorLimits { idle: Duration::from_secs(600), max, ..VisitorLimits::default() })
    }

    #[test]
    fn each_visitor_gets_a_session_of_its_own_named_by_an_unguessable_cookie() {
        let (sessions, visitors) = (Sessions::default(), visitors(10));
        let now = Instant::now();
        let (a, session_a) = visitors.admit(&sessions, now, None, |id| Ok(session(&id))).unwrap();
        let (b, session_b) = visitors.admit(&sessions, now, None, |id| Ok(session(&id))).unwrap();
        assert_ne!(a, b);
        assert!(well_formed(&a) && well_formed(&b));
        let (id_a, id_b) = (session_a.lock().id.clone(), session_b.lock().id.clone());
        assert_ne!(id_a, id_b);
        assert_eq!(visitors.session_of(&sessions, &a).unwrap().lock().id, id_a);
        assert_eq!(visitors.session_of(&sessions, &b).unwrap().lock().id, id_b);
        assert!(visitors.session_of(&sessions, &id_a).is_none(), "a session id is not a cookie");
        assert!(visitors.is_visitor(&id_a) && !visitors.is_visitor("default"));
    }

    #[test]
    fn idle_visitors_are_dropped_at_the_idle_time_and_not_before() {
        let (sessions, visitors) = (Sessions::default(), visitors(10));
        sessions.insert(session("default"));
        let (cookie, handle) = visitors.admit(&sessions, Instant::now(), None, |id| Ok(session(&id))).unwrap();
        let id = handle.lock().id.clone();
        let used = sessions.last_used(&id).unwrap();
        assert!(visitors.evict_idle(&sessions, used + Duration::from_secs(599)).is_empty());
        assert_eq!(visitors.evict_idle(&sessions, used + Duration::from_secs(600)), std::slice::from_ref(&id));
        assert!(sessions.get(&id).is_none() && visitors.session_of(&sessions, &cookie).is_none());
        assert!(sessions.get("default").is_some(), "only visitors are dropped");
        assert_eq!(visitors.count(), 0);
    }

    #[test]
    fn a_full_house_drops_an_idle_visitor_for_a_new_one_or_refuses_it() {
        let (sessions, visitors) = (Sessions::default(), visitors(2));
        let now = Instant::now();
        for _ in 0..2 {
            visitors.admit(&sessions, now, None, |id| Ok(session(&id))).unwrap();
        }
        let refused = visitors.admit(&sessions, now, None, |id| Ok(session(&id)));
        assert_eq!(refused.err(), Some(Refused::Full));
        assert_eq!(sessions.all().len(), 2, "nothing was built for the refused visitor");
        let later = now + Duration::from_secs(3600);
        assert!(visitors.admit(&sessions, later, None, |id| Ok(session(&id))).is_ok(), "the idle ones made room");
        assert_eq!(visitors.count(), 1);
    }

    #[test]
    fn a_session_the_presenter_deleted_is_forgotten() {
        let (sessions, visitors) = (Sessions::default(), visitors(10));
        let now = Instant::now();
        let (cookie, handle) = visitors.admit(&sessions, now, None, |id| Ok(session(&id))).unwrap();
        let id = handle.lock().id.clone();
        sessions.remove(&id);
        assert!(visitors.session_of(&sessions, &cookie).is_none());
        assert_eq!(visitors.evict_idle(&sessions, now), [id]);
        assert_eq!(visitors.count(), 0);
    }

    #[test]
    fn only_hex_of_the_right_length_is_a_cookie() {
        for bad in ["", "abc", &"g".repeat(32), &"a".repeat(33), "é".repeat(16).as_str()] {
            assert!(!well_formed(bad), "{bad}");
        }
        assert!(well_formed(&token().unwrap()));
    }
}

//! *When* things happen: the session's simulated clock (manual, or realtime × speed) and the
//! applying of due events in time order. *What* an event does is `domain::apply`'s business.

use std::time::{Duration, Instant};

use jiff::{SignedDuration, Timestamp};
use spec::config::Brand;
use spec::control::{ClockMode, ClockState};

use crate::domain::{self, Cx};
use crate::world::World;

/// How a session's simulated time relates to the wall clock. The simulated instant itself lives
/// in `World::now`; this only says how far it should have moved.
#[derive(Clone, Debug)]
pub struct SimClock {
    pub mode: ClockMode,
    pub speed: f64,
    /// Realtime only: the wall instant and the simulated instant that correspond.
    anchor: Option<(Instant, Timestamp)>,
    /// Hand moves of simulated time (wall instant, how far), oldest first: the S3 endpoint
    /// judges signature times by them (docs/product/storage.md#signature-time).
    moves: Vec<(Timestamp, SignedDuration)>,
}

impl SimClock {
    pub fn manual() -> SimClock {
        SimClock { mode: ClockMode::Manual, speed: 1.0, anchor: None, moves: Vec::new() }
    }

    pub fn new(mode: ClockMode, speed: f64, now: Timestamp) -> SimClock {
        let mut clock = SimClock::manual();
        clock.set(mode, speed, now);
        clock
    }

    /// Parses `manual`, `realtime` or `realtime:<speed>`, the speed within `SPEEDS`.
    pub fn parse(text: &str) -> Result<(ClockMode, f64), String> {
        match text.split_once(':') {
            None if text == "manual" => Ok((ClockMode::Manual, 1.0)),
            None if text == "realtime" => Ok((ClockMode::Realtime, 1.0)),
            Some(("realtime", speed)) => match speed.parse::<f64>() {
                Ok(s) => Ok((ClockMode::Realtime, check_speed(s)?)),
                _ => Err(format!("clock speed must be a number, got '{speed}'")),
            },
            _ => Err(format!("clock must be manual, realtime or realtime:<speed>, got '{text}'")),
        }
    }

    /// Switches mode or speed from the simulated instant `now` on.
    pub fn set(&mut self, mode: ClockMode, speed: f64, now: Timestamp) {
        self.mode = mode;
        self.speed = speed;
        self.anchor = (mode == ClockMode::Realtime).then(|| (Instant::now(), now));
    }

    /// Where simulated time should be now: unchanged in manual mode, moved on with the wall clock
    /// in realtime mode. Never earlier than `now`.
    pub fn target(&self, now: Timestamp) -> Timestamp {
        match self.anchor {
            Some((wall, sim)) if self.mode == ClockMode::Realtime => realtime_target(sim, wall.elapsed(), self.speed, now),
            _ => now,
        }
    }

    /// Moving time by hand in realtime mode shifts the anchor so the jump is kept.
    pub fn jumped(&mut self, now: Timestamp) {
        if self.mode == ClockMode::Realtime {
            self.anchor = Some((Instant::now(), now));
        }
    }

    /// Notes a hand move of `by` made at the wall instant `wall`; moves older than the longest
    /// a signature lives (a week and its quarter hour of skew) are forgotten.
    pub fn moved(&mut self, wall: Timestamp, by: SignedDuration) {
        let horizon = wall - SignedDuration::from_hours(7 * 24 + 1);
        self.moves.retain(|(at, _)| *at > horizon);
        self.moves.push((wall, by));
    }

    /// How far simulated time has been moved by hand since the wall instant `wall`.
    pub fn moved_since(&self, wall: Timestamp) -> SignedDuration {
        self.moves.iter().filter(|(at, _)| *at >= wall).map(|(_, by)| *by).sum()
    }

    pub fn state(&self, world: &World) -> ClockState {
        ClockState {
            mode: self.mode,
            speed: self.speed,
            now: world.now.to_string(),
            pending_events: world.schedule.len(),
            next_event_at: world.schedule.next_at().map(|t| t.to_string()),
        }
    }
}

/// The slowest and the fastest realtime clock: at the fastest a simulated year passes in about
/// five wall minutes, and a world's hourly events still keep up.
pub const SPEEDS: std::ops::RangeInclusive<f64> = 0.01..=100_000.0;

/// Simulated time stays between these instants (1900 and 9000), far inside what timestamps can
/// hold, so that whatever a world schedules ahead of its clock (a year at most) still fits.
pub const EARLIEST: Timestamp = Timestamp::constant(-2_208_988_800, 0);
pub const LATEST: Timestamp = Timestamp::constant(221_845_392_000, 0);

/// Every way a clock speed arrives (`serve --clock`, a new session, `PUT …/clock`, a scenario
/// file, a state import) goes through here.
pub fn check_speed(speed: f64) -> Result<f64, String> {
    if SPEEDS.contains(&speed) {
        Ok(speed)
    } else {
        Err(format!("clock speed must be between {} and {}, got {speed}", SPEEDS.start(), SPEEDS.end()))
    }
}

/// Every simulated instant a client names (`serve --start`, a new session's start, a clock
/// advance, a state import) goes through here.
pub fn check_instant(what: &str, at: Timestamp) -> Result<Timestamp, String> {
    if (EARLIEST..=LATEST).contains(&at) {
        Ok(at)
    } else {
        Err(format!("{what} must be between {EARLIEST} and {LATEST}, got {at}"))
    }
}

/// Realtime's simulated instant `elapsed` wall time after the anchor `sim`, at `speed`, in whole
/// seconds: every move of the world's time is a change of the world (a new revision, so every
/// kept answer goes), and moving only on whole seconds lets a polled answer be served again
/// within the second instead of being rendered afresh for each request. Most of the API's
/// timestamps have whole seconds anyway; the few with milliseconds (disks, buckets) show `.000`
/// for what is made in realtime. Never earlier than `now`.
fn realtime_target(sim: Timestamp, elapsed: Duration, speed: f64, now: Timestamp) -> Timestamp {
    let moved = SignedDuration::try_from_secs_f64(elapsed.as_secs_f64() * speed).unwrap_or(SignedDuration::MAX);
    let target = sim.saturating_add(moved).unwrap_or(sim).min(LATEST.max(now));
    let second = target.as_second() - i64::from(target.subsec_nanosecond() < 0);
    Timestamp::from_second(second).unwrap_or(target).max(now)
}

/// Applies every event due at or before `until`, in (instant, scheduling order), then sets the
/// world's time to `until`. Calling it again for the same instant changes nothing.
pub fn run_until(world: &mut World, brand: &Brand, until: Timestamp) {
    while let Some(due) = world.schedule.pop_due(until) {
        world.now = world.now.max(due.at);
        let cx = Cx::new(due.at, None, brand, None);
        domain::apply::apply(world, &cx, due.event);
    }
    world.now = world.now.max(until);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::world::MfaTicket;
    use crate::world::identity::IdentityEvent;

    fn brand() -> Brand {
        crate::brands::Brands::embedded().expect("brands load").default_brand().as_ref().clone()
    }

    fn start() -> Timestamp {
        "2026-01-05T09:00:00Z".parse().unwrap()
    }

    fn ticket(world: &mut World, id: &str, after: u32) {
        let expires_at = start() + SignedDuration::from_secs(i64::from(after));
        world.identity.mfa_tickets.insert(id.into(), MfaTicket { id: id.into(), user_id: 1, expires_at });
        world.schedule(start(), after, IdentityEvent::MfaTicketExpired { ticket_id: id.into() });
    }

    #[test]
    fn events_apply_in_time_order_and_only_when_due() {
        let brand = brand();
        let mut world = World::new(1, start());
        ticket(&mut world, "late", 300);
        ticket(&mut world, "early", 60);
        run_until(&mut world, &brand, start() + SignedDuration::from_secs(59));
        assert_eq!(world.identity.mfa_tickets.len(), 2, "nothing is due before 60 s");
        run_until(&mut world, &brand, start() + SignedDuration::from_secs(60));
        assert!(!world.identity.mfa_tickets.contains_key("early"));
        assert!(world.identity.mfa_tickets.contains_key("late"));
        run_until(&mut world, &brand, start() + SignedDuration::from_secs(1000));
        assert!(world.identity.mfa_tickets.is_empty());
        assert_eq!(world.now, start() + SignedDuration::from_secs(1000));
    }

    #[test]
    fn advancing_to_the_same_instant_twice_is_idempotent() {
        let brand = brand();
        let mut world = World::new(1, start());
        ticket(&mut world, "a", 60);
        ticket(&mut world, "b", 120);
        let t = start() + SignedDuration::from_secs(60);
        run_until(&mut world, &brand, t);
        let once = serde_json::to_string(&world).unwrap();
        run_until(&mut world, &brand, t);
        assert_eq!(once, serde_json::to_string(&world).unwrap());
    }

    #[test]
    fn events_due_at_the_same_instant_apply_in_scheduling_order() {
        let mut world = World::new(1, start());
        world.schedule(start(), 10, IdentityEvent::MfaTicketExpired { ticket_id: "first".into() });
        world.schedule(start(), 10, IdentityEvent::MfaTicketExpired { ticket_id: "second".into() });
        let until = start() + SignedDuration::from_secs(10);
        let order: Vec<_> = std::iter::from_fn(|| world.schedule.pop_due(until)).map(|s| s.event).collect();
        assert_eq!(
            order,
            [
                IdentityEvent::MfaTicketExpired { ticket_id: "first".into() }.into(),
                IdentityEvent::MfaTicketExpired { ticket_id: "second".into() }.into()
            ]
        );
    }

    #[test]
    fn time_never_runs_backwards() {
        let brand = brand();
        let mut world = World::new(1, start());
        run_until(&mut world, &brand, start() - SignedDuration::from_secs(5));
        assert_eq!(world.now, start());
        let clock = SimClock::manual();
        assert_eq!(clock.target(world.now), world.now);
    }

    #[test]
    fn realtime_moves_in_whole_seconds_and_never_back() {
        let sim: Timestamp = "2026-01-05T09:00:00.250Z".parse().unwrap();
        let at = |ms: u64, speed: f64, now: Timestamp| realtime_target(sim, Duration::from_millis(ms), speed, now);
        assert_eq!(at(0, 1.0, sim), sim, "the anchor's own fraction stays until the next whole second");
        assert_eq!(at(740, 1.0, sim), sim);
        assert_eq!(at(750, 1.0, sim), "2026-01-05T09:00:01Z".parse().unwrap());
        assert_eq!(at(1_749, 1.0, sim), "2026-01-05T09:00:01Z".parse().unwrap(), "one move per second");
        assert_eq!(at(1_000, 60.0, sim), "2026-01-05T09:01:00Z".parse().unwrap(), "speed counts in simulated seconds");
        let later = sim + SignedDuration::from_secs(3600);
        assert_eq!(at(5_000, 1.0, later), later, "a jump ahead is kept");
        let before_1970: Timestamp = "1969-12-31T23:59:58.5Z".parse().unwrap();
        let target = realtime_target(before_1970, Duration::from_millis(600), 1.0, before_1970);
        assert_eq!(target, "1969-12-31T23:59:59Z".parse().unwrap(), "whole seconds round down before the epoch too");
    }

    #[test]
    fn hand_moves_count_from_a_wall_instant_and_are_forgotten_after_a_week() {
        let mut clock = SimClock::manual();
        let wall = start();
        clock.moved(wall, SignedDuration::from_hours(2));
        clock.moved(wall + SignedDuration::from_secs(60), SignedDuration::from_hours(1));
        assert_eq!(clock.moved_since(wall), SignedDuration::from_hours(3));
        assert_eq!(clock.moved_since(wall + SignedDuration::from_secs(1)), SignedDuration::from_hours(1));
        assert_eq!(clock.moved_since(wall + SignedDuration::from_secs(61)), SignedDuration::ZERO);
        clock.moved(wall + SignedDuration::from_hours(8 * 24), SignedDuration::from_secs(5));
        assert_eq!(clock.moved_since(wall), SignedDuration::from_secs(5));
    }

    #[test]
    fn clock_text_parses_within_the_speeds() {
        assert_eq!(SimClock::parse("manual"), Ok((ClockMode::Manual, 1.0)));
        assert_eq!(SimClock::parse("realtime:60"), Ok((ClockMode::Realtime, 60.0)));
        assert_eq!(SimClock::parse("realtime:100000"), Ok((ClockMode::Realtime, 100_000.0)));
        for bad in ["realtime:-1", "realtime:0", "realtime:1e300", "realtime:NaN", "realtime:inf", "sometimes"] {
            assert!(SimClock::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn realtime_stops_at_the_latest_instant_however_long_it_runs() {
        let sim: Timestamp = "8999-12-31T00:00:00Z".parse().unwrap();
        assert_eq!(realtime_target(sim, Duration::from_secs(u64::MAX / 4), 100_000.0, sim), LATEST);
        assert_eq!(realtime_target(sim, Duration::from_secs(3600), f64::MAX, sim), LATEST);
    }

    #[test]
    fn instants_outside_the_years_are_refused() {
        assert!(check_instant("start", "9999-01-01T00:00:00Z".parse().unwrap()).is_err());
        assert!(check_instant("start", "1899-12-31T23:59:59Z".parse().unwrap()).is_err());
        assert!(check_instant("start", start()).is_ok());
    }
}

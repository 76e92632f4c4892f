//! Plain Rust over plain data: records, validation, state machines. No axum, no tokio, no wall
//! clock, no global randomness: time is `cx.now`, randomness is `world.rng`.

pub mod compute;
pub mod config;
pub mod error;
pub mod identity;
pub mod pricing;

use jiff::Timestamp;
use serde::{Deserialize, Serialize};
use spec::config::Brand;

pub use error::{DomainError, DomainResult};

use crate::world::{UserId, World};

/// What an operation knows besides the world: when, who, on which site.
#[derive(Clone, Copy, Debug)]
pub struct Cx<'a> {
    pub now: Timestamp,
    /// The calling user; `None` on public operations called without a key.
    pub actor: Option<UserId>,
    pub brand: &'a Brand,
}

impl Cx<'_> {
    /// The calling user, for operations that need one (the gateway guarantees it).
    pub fn actor(&self) -> DomainResult<UserId> {
        self.actor.ok_or_else(|| DomainError::Forbidden(spec::error::gateway::NO_API_KEY.into()))
    }
}

/// A time-driven transition, scheduled by an operation and applied by the clock in time order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// An MFA enrolment ticket nobody completed runs out.
    MfaTicketExpired { ticket_id: String },
}

/// Applies one due event. `cx.now` is the instant the event was due.
pub fn apply(world: &mut World, cx: &Cx, event: Event) {
    match event {
        Event::MfaTicketExpired { ticket_id } => identity::mfa_ticket_expired(world, cx, &ticket_id),
    }
}

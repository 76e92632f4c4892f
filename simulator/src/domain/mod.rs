//! Plain Rust over plain data: records, validation, state machines. No axum, no tokio, no wall
//! clock, no global randomness: time is `cx.now`, randomness is `world.rng`.

pub mod access;
pub mod apply;
pub mod billing;
pub mod billing_cycle;
pub mod compute;
pub mod config;
pub mod encode;
pub mod error;
pub mod feature;
pub mod identity;
pub mod idp;
pub mod machines;
pub mod metal;
pub mod network;
pub mod outbox;
pub mod payment;
pub mod pricing;
pub mod services;
pub mod storage;
pub mod usage;

use jiff::Timestamp;
use spec::config::{Brand, Location};
use spec::storage::SESSION_STORAGE_CAP_BYTES;

pub use error::{DomainError, DomainResult};

use crate::world::UserId;

/// What an operation knows besides the world: when, who, on which site.
#[derive(Clone, Copy, Debug)]
pub struct Cx<'a> {
    pub now: Timestamp,
    /// The calling user; `None` on public operations called without a key.
    pub actor: Option<UserId>,
    pub brand: &'a Brand,
    /// The location a location-scoped call addresses; `None` on global calls and events.
    pub location: Option<&'a Location>,
    /// Who really acts when a delegate or an administrator impersonates `actor`; every change
    /// records it as `acting_user_id`. `None` when users act for themselves.
    pub acting_user: Option<UserId>,
    /// The one billing account a restricted API token (or a restricted delegation) reaches;
    /// `None` reaches all of the actor's accounts.
    pub scope: Option<u64>,
    /// Bytes of objects (and parts in progress) the session may hold: a demo visitor's are fewer
    /// than a session's (`spec::storage::SESSION_STORAGE_CAP_BYTES`).
    pub storage_cap: u64,
}

impl<'a> Cx<'a> {
    /// A context acting for `actor` themselves, unrestricted.
    pub fn new(now: Timestamp, actor: Option<UserId>, brand: &'a Brand, location: Option<&'a Location>) -> Self {
        Cx { now, actor, brand, location, acting_user: None, scope: None, storage_cap: SESSION_STORAGE_CAP_BYTES }
    }

    /// Whether a resource paid from `billing_account_id` is within the caller's reach (a
    /// restricted token sees only its own account's resources).
    pub fn sees(&self, billing_account_id: u64) -> bool {
        self.scope.is_none_or(|scope| scope == billing_account_id)
    }

    /// The calling user, for operations that need one (the gateway guarantees it).
    pub fn actor(&self) -> DomainResult<UserId> {
        self.actor.ok_or_else(|| DomainError::Forbidden(spec::error::gateway::NO_API_KEY.into()))
    }

    /// The addressed location, for location-scoped operations (the gateway guarantees it).
    pub fn location(&self) -> DomainResult<&'a Location> {
        self.location.ok_or_else(|| DomainError::NotFound(spec::error::gateway::NO_ROUTE.into()))
    }
}

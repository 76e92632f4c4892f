//! Named states (`scenarios/states/`, docs/reference/states.md): worlds a session can load in
//! place of its own. Building one runs a script against the application, which sits above the
//! engine, so composition hands the catalogue in ([`States`]) as it hands in `BuildWorld`.

use std::sync::Arc;

use jiff::Timestamp;
use spec::config::Brand;
use spec::control::NamedState;

use crate::brands::Brands;
use crate::faults::Faults;
use crate::world::World;

/// Why a session may not load a state.
pub enum Refused {
    /// No state has this name; the names there are.
    Unknown(Vec<String>),
    /// The session's brand lacks what the state needs (`feature `bareMetalEnabled` is off …`).
    NotForBrand(String),
}

pub trait States: Send + Sync {
    /// Every state, with the brands it applies to.
    fn list(&self, brands: &Brands) -> Vec<NamedState>;
    /// Why `brand` may not load state `name`, or `None` when it may.
    fn refused(&self, name: &str, brand: &Brand) -> Option<Refused>;
    /// State `name`'s world for `brand` and `seed` at `at`, with the fault rules it sets; the same
    /// every time. An error is a broken state file (its `file:line`).
    fn build(&self, name: &str, brand: &Arc<Brand>, seed: u64, at: Timestamp) -> Result<(World, Faults), String>;
}

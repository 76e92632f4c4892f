//! What every way of charging a card shares: a top-up's price through a processor and whether
//! the card lets a charge through. Below `card.rs` (adding and buying) and `purchase.rs` (the
//! 3-D Secure step), which both use them.

use rust_decimal::Decimal;
use spec::error::billing;

use crate::domain::{DomainError, DomainResult};
use crate::world::payment::Behaviour;

/// Whether the card lets a charge through; `declined` is the text of a refusal.
pub(super) fn charge_check(behaviour: Behaviour, declined: &str) -> DomainResult<()> {
    match behaviour {
        Behaviour::Succeeds | Behaviour::Requires3ds => Ok(()),
        Behaviour::Declined | Behaviour::ChargeFails => Err(DomainError::Conflict(declined.into())),
        Behaviour::InsufficientFunds => Err(DomainError::Conflict(billing::INSUFFICIENT_FUNDS.into())),
    }
}

/// A top-up's price through a processor (docs/product/payment.md#top-up fees).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quote {
    pub final_amount: Decimal,
    pub currency: String,
    pub fee: Decimal,
    pub exchange_rate: Decimal,
}

//! Credit top-ups: the credit lands in the ledger, a paid credit-top-up invoice records it (docs/product/payment.md#top-up
//! invoice types), a large enough top-up lifts a restriction, and promotions waiting for
//! top-ups may pay out.

use rust_decimal::Decimal;
use spec::error::payment as msg;

use crate::domain::Cx;
use crate::domain::billing::{invoice, ledger, promotion, restriction};
use crate::world::World;

/// Credits `amount` to an account that exists (callers have checked it); returns the top-up
/// invoice's number. `reference` names what paid for it.
pub fn credit(world: &mut World, cx: &Cx, account_id: u64, amount: Decimal, reference: &str) -> u64 {
    credit_as(world, cx, account_id, amount, msg::TOP_UP, reference)
}

/// [`credit`] with the ledger's description.
pub fn credit_as(world: &mut World, cx: &Cx, account_id: u64, amount: Decimal, description: &str, reference: &str) -> u64 {
    ledger::post(world, cx, account_id, amount, description, reference);
    let number = invoice::record_topup(world, cx, account_id, amount);
    restriction::topped_up(world, cx, account_id, amount);
    promotion::settle(world, cx, account_id);
    number
}

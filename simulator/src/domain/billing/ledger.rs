//! The credit ledger: every movement of an account's credit is an entry, and the balance is
//! their sum, never a second stored number.

use rust_decimal::Decimal;

use super::BillingAccountRecord;
use crate::domain::Cx;
use crate::world::World;
pub use crate::world::billing::LedgerEntry;

/// Records a movement on an account that exists (callers have checked it).
pub fn post(world: &mut World, cx: &Cx, account_id: u64, amount: Decimal, description: &str, reference: &str) {
    let id = world.next_id();
    let entry = LedgerEntry {
        id,
        amount,
        description: description.into(),
        reference: reference.into(),
        created: cx.now,
        acting_user_id: cx.acting_user.or(cx.actor),
    };
    if let Some(account) = world.billing.accounts.get_mut(&account_id) {
        account.ledger.push(entry);
    }
}

/// The account's credit: the sum of its ledger (negative when it owes).
pub fn balance(account: &BillingAccountRecord) -> Decimal {
    account.ledger.iter().map(|e| e.amount).sum()
}

/// The entries newest first, as the credit history lists them.
pub fn history(account: &BillingAccountRecord) -> impl Iterator<Item = &LedgerEntry> {
    account.ledger.iter().rev()
}

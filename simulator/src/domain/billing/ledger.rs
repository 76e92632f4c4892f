//! The credit ledger: every movement of an account's credit is an entry, and the balance is
//! their sum, never a second stored number.

use jiff::Timestamp;
use rust_decimal::Decimal;
use spec::billing::RunningTotals;
use spec::common::Money;

use super::{BillingAccountRecord, invoice};
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

/// What the account owes: the part of a negative balance, and closed invoices not yet paid.
pub fn unpaid(account: &BillingAccountRecord) -> Decimal {
    (-balance(account)).max(Decimal::ZERO) + invoice::outstanding(account)
}

/// The month so far at `now`, as its `current` invoice prints it: each line in cents, the
/// discount and VAT rounded to cents (`invoice::cents`), against the credit less what closed
/// invoices still ask for. One rounding rule for every amount an account shows, so what the
/// account owes, its invoice and its month's total agree to the cent.
pub fn running_totals(account: &BillingAccountRecord, now: Timestamp) -> RunningTotals {
    let credit = balance(account);
    let month = invoice::current(account, now).totals();
    let before_tax = month.subtotal - month.discount;
    RunningTotals {
        credit_amount: Money(credit),
        credit_available: Money(credit - month.total - invoice::outstanding(account)),
        discount_amount: Money(month.discount),
        ongoing: Money(month.total),
        ongoing_negative_since: negative_since(account).map(|t| t.as_second()),
        subtotal: Money(month.subtotal),
        subtotal_resource_usage: Money(month.subtotal),
        total_before_tax: Money(before_tax),
        total: Money(month.total),
        vat_tax: Money(month.vat),
    }
}

/// When the balance last went below zero and has stayed there.
fn negative_since(account: &BillingAccountRecord) -> Option<Timestamp> {
    let mut running = Decimal::ZERO;
    let mut since = None;
    for entry in &account.ledger {
        let was_negative = running < Decimal::ZERO;
        running += entry.amount;
        since = match (was_negative, running < Decimal::ZERO) {
            (_, false) => None,
            (false, true) => Some(entry.created),
            (true, true) => since,
        };
    }
    since
}

//! An account's standing: what it owes and its month so far, read from its credit ledger and its
//! invoices together (both of which stand below this file).

use jiff::Timestamp;
use rust_decimal::Decimal;
use spec::billing::RunningTotals;
use spec::common::Money;

use super::{BillingAccountRecord, invoice, ledger};

/// What the account owes: the part of a negative balance, and closed invoices not yet paid.
pub fn unpaid(account: &BillingAccountRecord) -> Decimal {
    (-ledger::balance(account)).max(Decimal::ZERO) + invoice::outstanding(account)
}

/// The month so far at `now`, as its `current` invoice prints it: each line in cents, the
/// discount and VAT rounded to cents (`invoice::cents`), against the credit less what closed
/// invoices still ask for. One rounding rule for every amount an account shows, so what the
/// account owes, its invoice and its month's total agree to the cent.
pub fn running_totals(account: &BillingAccountRecord, now: Timestamp) -> RunningTotals {
    let credit = ledger::balance(account);
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

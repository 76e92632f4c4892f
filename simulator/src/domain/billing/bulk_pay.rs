//! Paying closed invoices from credit in bulk (docs/product/billing.md#paying-in-bulk):
//! `pay_all` pays every unpaid invoice the credit covers in full, oldest first, by the same rule
//! as `pay_invoice`; `pay_amount` spends up to an amount, oldest first, the last invoice in part.
//! What the account owes is `unpaid_amount`.

use rust_decimal::Decimal;
use spec::billing::InvoiceStatus;
use spec::error::{billing as msg, payment as pay_msg};

use super::{BillingAccountRecord, invoice, ledger, own_account, standing};
use crate::domain::{Cx, DomainError, DomainResult};
use crate::world::World;

/// What a bulk payment did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Paid {
    pub used: Decimal,
    /// The credit left (`pay_all`) or the part of the amount not spent (`pay_amount`).
    pub left: Decimal,
    /// Invoices now PAID, oldest first.
    pub invoices: Vec<u64>,
    /// One line per invoice the credit could not pay.
    pub errors: Vec<String>,
}

impl Paid {
    pub fn message(&self) -> &'static str {
        match (self.errors.is_empty(), self.used > Decimal::ZERO) {
            (false, _) => msg::SOME_INVOICES_UNPAID,
            (true, true) => msg::INVOICES_PAID,
            (true, false) => msg::NOTHING_TO_PAY,
        }
    }
}

/// `GET /payment/billing_account/unpaid_amount`: a negative credit and the unpaid invoices.
pub fn unpaid_amount(world: &World, cx: &Cx, account_id: u64) -> DomainResult<Decimal> {
    own_account(world, cx, account_id).map(standing::unpaid)
}

/// `POST /payment/pay_all`.
pub fn pay_all(world: &mut World, cx: &Cx, account_id: u64) -> DomainResult<Paid> {
    let account = live(world, cx, account_id)?;
    let allow_debt = account.allow_debt;
    let mut paid = Paid::default();
    for index in unpaid(account) {
        let invoice = &world.billing.accounts[&account_id].invoices[index];
        let (id, due) = (invoice.id, invoice::due(invoice));
        if due > ledger::balance(&world.billing.accounts[&account_id]) && !allow_debt {
            paid.errors.push(msg::invoice_not_covered(id));
            continue;
        }
        invoice::spend(world, cx, account_id, index, due);
        paid.used += due;
        paid.invoices.push(id);
    }
    paid.left = ledger::balance(&world.billing.accounts[&account_id]).max(Decimal::ZERO);
    Ok(paid)
}

/// `POST /payment/pay_amount`: a positive amount the credit holds (or any, with debt allowed).
pub fn pay_amount(world: &mut World, cx: &Cx, account_id: u64, amount: Decimal) -> DomainResult<Paid> {
    let account = live(world, cx, account_id)?;
    if amount <= Decimal::ZERO {
        return Err(DomainError::invalid("amount", pay_msg::AMOUNT_POSITIVE));
    }
    if amount > ledger::balance(account) && !account.allow_debt {
        return Err(DomainError::Conflict(msg::INSUFFICIENT_FUNDS.into()));
    }
    let mut paid = Paid { left: amount, ..Paid::default() };
    for index in unpaid(account) {
        if paid.left <= Decimal::ZERO {
            break;
        }
        let invoice = &world.billing.accounts[&account_id].invoices[index];
        let (id, part) = (invoice.id, invoice::due(invoice).min(paid.left));
        invoice::spend(world, cx, account_id, index, part);
        paid.used += part;
        paid.left -= part;
        if world.billing.accounts[&account_id].invoices[index].status == InvoiceStatus::Paid {
            paid.invoices.push(id);
        }
    }
    Ok(paid)
}

/// An account of the caller that is not deleted: a deleted one can only be read.
fn live<'w>(world: &'w World, cx: &Cx, account_id: u64) -> DomainResult<&'w BillingAccountRecord> {
    let account = own_account(world, cx, account_id)?;
    if account.is_deleted { Err(DomainError::NotFound(msg::no_such_account(account_id))) } else { Ok(account) }
}

/// The indices of the account's UNPAID invoices, oldest first (invoices are kept in closing order).
fn unpaid(account: &BillingAccountRecord) -> Vec<usize> {
    account.invoices.iter().enumerate().filter(|(_, i)| i.status == InvoiceStatus::Unpaid).map(|(n, _)| n).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;
    use jiff::SignedDuration;

    /// A fixture whose owner's account owes two closed months, its credit spent elsewhere: the
    /// account and the two invoices' ids and dues.
    fn two_unpaid_months() -> (Fixture, u64, Vec<(u64, Decimal)>) {
        let mut fx = Fixture::new();
        let uuid = fx.running_vm();
        let account_id = fx.world.compute.vms[&uuid].billing_account;
        let credit = ledger::balance(&fx.world.billing.accounts[&account_id]);
        fx.run(|w, cx| ledger::post(w, cx, account_id, -credit, "Spent elsewhere", "test"));
        fx.world.billing.accounts.get_mut(&account_id).unwrap().allow_debt = false;
        for _ in 0..2 {
            let month = crate::domain::billing::charging::month_of(fx.world.now);
            let (_, end) = invoice::month_period(&month);
            let seconds = end.as_second() - fx.world.now.as_second() + 1;
            fx.advance(u32::try_from(seconds).unwrap());
        }
        let account = &fx.world.billing.accounts[&account_id];
        let dues: Vec<(u64, Decimal)> =
            unpaid(account).iter().map(|&n| &account.invoices[n]).map(|i| (i.id, invoice::due(i))).collect();
        assert_eq!(dues.len(), 2, "two months closed unpaid");
        (fx, account_id, dues)
    }

    fn top_up(fx: &mut Fixture, account_id: u64, amount: Decimal) {
        fx.run(|w, cx| ledger::post(w, cx, account_id, amount, "Top up", "test"));
    }

    #[test]
    fn unpaid_amount_is_the_negative_credit_and_the_unpaid_invoices() {
        let (mut fx, account_id, dues) = two_unpaid_months();
        let owed: Decimal = dues.iter().map(|(_, d)| d).sum();
        let negative = -ledger::balance(&fx.world.billing.accounts[&account_id]).min(Decimal::ZERO);
        assert_eq!(fx.run(|w, cx| unpaid_amount(w, cx, account_id)), Ok(owed + negative));
        assert_eq!(fx.run(|w, cx| unpaid_amount(w, cx, 9)), Err(DomainError::NotFound(msg::no_such_account(9))));
    }

    #[test]
    fn pay_all_pays_what_the_credit_covers_oldest_first_and_logs_the_rest() {
        let (mut fx, account_id, dues) = two_unpaid_months();
        let before = ledger::balance(&fx.world.billing.accounts[&account_id]);
        top_up(&mut fx, account_id, dues[0].1 - before);
        let paid = fx.run(|w, cx| pay_all(w, cx, account_id)).unwrap();
        assert_eq!(paid.invoices, vec![dues[0].0]);
        assert_eq!(paid.used, dues[0].1);
        assert_eq!(paid.errors, vec![msg::invoice_not_covered(dues[1].0)]);
        assert_eq!(paid.message(), msg::SOME_INVOICES_UNPAID);
        let account = &fx.world.billing.accounts[&account_id];
        assert_eq!(ledger::balance(account), Decimal::ZERO);
        assert_eq!(invoice::outstanding(account), dues[1].1);
        // Nothing left to pay: a second call pays nothing and says so.
        top_up(&mut fx, account_id, dues[1].1);
        let paid = fx.run(|w, cx| pay_all(w, cx, account_id)).unwrap();
        assert_eq!((paid.invoices, paid.errors.len(), paid.left), (vec![dues[1].0], 0, Decimal::ZERO));
        let again = fx.run(|w, cx| pay_all(w, cx, account_id)).unwrap();
        assert_eq!((again.used, again.message()), (Decimal::ZERO, msg::NOTHING_TO_PAY));
    }

    #[test]
    fn pay_amount_spends_up_to_the_amount_the_last_invoice_in_part() {
        let (mut fx, account_id, dues) = two_unpaid_months();
        let before = ledger::balance(&fx.world.billing.accounts[&account_id]);
        let part = Decimal::new(1, 2);
        let amount = dues[0].1 + part;
        top_up(&mut fx, account_id, amount - before + Decimal::ONE);
        fx.world.now += SignedDuration::from_secs(60);
        let paid = fx.run(|w, cx| pay_amount(w, cx, account_id, amount)).unwrap();
        assert_eq!((paid.invoices, paid.used, paid.left), (vec![dues[0].0], amount, Decimal::ZERO));
        let account = &fx.world.billing.accounts[&account_id];
        assert_eq!(invoice::outstanding(account), dues[1].1 - part);
        assert_eq!(ledger::balance(account), Decimal::ONE);
    }

    #[test]
    fn pay_amount_refuses_a_non_positive_amount_or_more_than_the_credit_and_changes_nothing() {
        let (mut fx, account_id, _) = two_unpaid_months();
        let before = serde_json::to_value(&fx.world).unwrap();
        let zero = fx.run(|w, cx| pay_amount(w, cx, account_id, Decimal::ZERO));
        assert_eq!(zero, Err(DomainError::invalid("amount", pay_msg::AMOUNT_POSITIVE)));
        let much = fx.run(|w, cx| pay_amount(w, cx, account_id, Decimal::from(1_000_000)));
        assert_eq!(much, Err(DomainError::Conflict(msg::INSUFFICIENT_FUNDS.into())));
        assert_eq!(serde_json::to_value(&fx.world).unwrap(), before);
    }
}

//! Invoices (docs/product/billing.md#invoices *Invoice*, docs/product/billing.md#invoices statuses, docs/product/billing.md#invoices *Billing*). The month in progress is
//! the `current` invoice, built from its usage on every read; when the clock's billing hour
//! crosses into a new month the month is closed into a numbered cloud-services invoice, paid
//! from credit at once when the credit covers it (the recorded history shows "Invoice payment"
//! hours after a period ends), otherwise left UNPAID until the customer pays it.

use jiff::civil::Date;
use jiff::tz::TimeZone;
use jiff::{SignedDuration, Span, Timestamp};
use rand::Rng;
use rust_decimal::{Decimal, RoundingStrategy};
use spec::billing::{InvoiceStatus, InvoiceType};
use spec::error::billing as msg;

use super::{BillingAccountRecord, charging, ledger};
use crate::domain::{Cx, DomainError, DomainResult};
use crate::world::World;
pub use crate::world::billing::{InvoiceLine, InvoiceRecord, Transaction};

/// Days between closing an invoice and its due date (ours: the seeds name none).
pub const PAYMENT_TERM_DAYS: i64 = 14;

/// An invoice's sums, each rounded to cents as printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Totals {
    pub subtotal: Decimal,
    pub discount: Decimal,
    pub vat: Decimal,
    pub total: Decimal,
    /// Paid so far.
    pub paid: Decimal,
}

pub fn cents(amount: Decimal) -> Decimal {
    amount.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
}

impl InvoiceRecord {
    pub fn totals(&self) -> Totals {
        let subtotal: Decimal = self.lines.iter().map(|l| l.amount).sum();
        let discount = cents(subtotal * self.discount_percentage / Decimal::ONE_HUNDRED);
        let vat = cents((subtotal - discount) * self.vat_percentage / Decimal::ONE_HUNDRED);
        let paid = self.transactions.iter().map(|t| t.amount).sum();
        Totals { subtotal, discount, vat, total: subtotal - discount + vat, paid }
    }

    /// A line's VAT after the invoice's discount, rounded to cents.
    pub fn line_vat(&self, line: &InvoiceLine) -> Decimal {
        let hundred = Decimal::ONE_HUNDRED;
        cents(line.amount * (hundred - self.discount_percentage) / hundred * self.vat_percentage / hundred)
    }
}

/// The first instant of the month `YYYY-MM` and its last second.
pub fn month_period(month: &str) -> (Timestamp, Timestamp) {
    let start: Date = format!("{month}-01").parse().expect("month keys are YYYY-MM");
    let next = start.checked_add(Span::new().months(1)).expect("within jiff's range");
    let at = |d: Date| d.to_zoned(TimeZone::UTC).expect("UTC midnight exists").timestamp();
    (at(start), at(next) - SignedDuration::from_secs(1))
}

/// The month in progress as an invoice: its usage so far at the account's rates.
pub fn current(account: &BillingAccountRecord, now: Timestamp) -> InvoiceRecord {
    let month = charging::month_of(now);
    draft(account, &month, now)
}

fn draft(account: &BillingAccountRecord, month: &str, created: Timestamp) -> InvoiceRecord {
    let (period_start, period_end) = month_period(month);
    let lines = account
        .usage
        .get(month)
        .into_iter()
        .flatten()
        .map(|(_, r)| {
            let hours = Decimal::from(r.hours);
            InvoiceLine {
                name: r.description.clone(),
                descr: r.resource_type.clone(),
                qty: hours,
                qty_unit: "h".into(),
                item_price: (r.cost / hours).round_dp(6),
                amount: cents(r.cost),
                location: r.location.clone(),
            }
        })
        .collect();
    InvoiceRecord {
        id: 0,
        kind: InvoiceType::CloudServices,
        status: InvoiceStatus::InProgress,
        created,
        due_date: None,
        period_start,
        period_end,
        discount_percentage: account.discount_percentage,
        vat_percentage: account.vat_percentage,
        lines,
        transactions: Vec::new(),
    }
}

/// Closes `month` (which has just ended at `cx.now`) for every account that used anything in
/// it and has no invoice for it yet.
/// Every status change an invoice makes: the month in progress closes into an unpaid invoice,
/// which is paid (at once, when the credit covers it). The tests walk it; `cloudsim run --coverage`
/// counts a run's against it, keyed by account and period (closing gives the invoice its number).
pub const TRANSITIONS: &[(InvoiceStatus, InvoiceStatus)] =
    &[(InvoiceStatus::InProgress, InvoiceStatus::Unpaid), (InvoiceStatus::Unpaid, InvoiceStatus::Paid)];

pub fn close_month(world: &mut World, cx: &Cx, month: &str) {
    let (period_start, _) = month_period(month);
    let due: Vec<u64> = world
        .billing
        .accounts
        .values()
        .filter(|a| a.usage.get(month).is_some_and(|m| !m.is_empty()))
        .filter(|a| !a.invoices.iter().any(|i| i.kind == InvoiceType::CloudServices && i.period_start == period_start))
        .map(|a| a.id)
        .collect();
    for account_id in due {
        let id = fresh_invoice_id(world);
        let account = world.billing.accounts.get_mut(&account_id).expect("listed above");
        let mut invoice = draft(account, month, cx.now);
        invoice.id = id;
        invoice.status = InvoiceStatus::Unpaid;
        invoice.due_date = Some(cx.now + SignedDuration::from_hours(24 * PAYMENT_TERM_DAYS));
        let total = invoice.totals().total;
        account.invoices.push(invoice);
        let index = account.invoices.len() - 1;
        if total <= ledger::balance(account) {
            settle(world, cx, account_id, index);
        }
    }
}

/// Records a credit top-up that has just been credited (the ledger's last entry) as a paid
/// credit-top-up invoice; returns its number. Prepaid credit carries no VAT here: it is charged
/// on the services invoices the credit later pays.
pub fn record_topup(world: &mut World, cx: &Cx, account_id: u64, amount: Decimal) -> u64 {
    record_credit(world, cx, account_id, InvoiceType::CreditTopup, spec::error::payment::TOP_UP, amount)
}

/// Records credit the provider gave (a promotion, the ledger's last entry) as a credit note
/// (docs/product/billing.md#invoices invoice types): the document beside the credit, so top-up invoices and credit notes
/// less the services invoices paid add up to the ledger. Its amounts are positive: the type says
/// they are credit.
pub fn record_credit_note(world: &mut World, cx: &Cx, account_id: u64, name: &str, amount: Decimal) -> u64 {
    record_credit(world, cx, account_id, InvoiceType::CreditNote, name, amount)
}

fn record_credit(world: &mut World, cx: &Cx, account_id: u64, kind: InvoiceType, name: &str, amount: Decimal) -> u64 {
    let id = fresh_invoice_id(world);
    let account = world.billing.accounts.get_mut(&account_id).expect("the caller checked it");
    let entry = account.ledger.last().map(|e| e.id.to_string()).unwrap_or_default();
    let line = InvoiceLine {
        name: name.into(),
        descr: "credit".into(),
        qty: Decimal::ONE,
        qty_unit: "pcs".into(),
        item_price: amount,
        amount,
        location: String::new(),
    };
    account.invoices.push(InvoiceRecord {
        id,
        kind,
        status: InvoiceStatus::Paid,
        created: cx.now,
        due_date: Some(cx.now),
        period_start: cx.now,
        period_end: cx.now,
        discount_percentage: Decimal::ZERO,
        vat_percentage: Decimal::ZERO,
        lines: vec![line],
        transactions: vec![Transaction { amount, identifier: entry, created: cx.now }],
    });
    id
}

/// Pays the caller's unpaid invoice from the account's credit; without credit enough only an
/// account allowed into debt may.
pub fn pay(world: &mut World, cx: &Cx, invoice_id: u64) -> DomainResult<()> {
    let (account_id, index) = find(world, cx, invoice_id)?;
    let account = &world.billing.accounts[&account_id];
    let invoice = &account.invoices[index];
    if invoice.status == InvoiceStatus::Paid {
        return Err(DomainError::Conflict(msg::INVOICE_ALREADY_PAID.into()));
    }
    let totals = invoice.totals();
    if totals.total - totals.paid > ledger::balance(account) && !account.allow_debt {
        return Err(DomainError::Conflict(msg::INSUFFICIENT_FUNDS.into()));
    }
    settle(world, cx, account_id, index);
    Ok(())
}

/// Spends the rest of the invoice from credit (one ledger entry) and marks it PAID.
fn settle(world: &mut World, cx: &Cx, account_id: u64, index: usize) {
    let due = due(&world.billing.accounts[&account_id].invoices[index]);
    spend(world, cx, account_id, index, due);
}

/// What an invoice still asks for.
pub fn due(invoice: &InvoiceRecord) -> Decimal {
    let totals = invoice.totals();
    totals.total - totals.paid
}

/// Spends `amount` (at most what the invoice still asks for, checked by the caller) from credit on
/// the account's invoice at `index`, one ledger entry and one transaction; the invoice is PAID
/// once nothing is left to pay.
pub fn spend(world: &mut World, cx: &Cx, account_id: u64, index: usize, amount: Decimal) {
    let invoice = &world.billing.accounts[&account_id].invoices[index];
    let rest = due(invoice) - amount;
    let reference = format!("invoice:{}", invoice.id);
    if amount > Decimal::ZERO {
        ledger::post(world, cx, account_id, -amount, msg::INVOICE_PAYMENT, &reference);
    }
    let account = world.billing.accounts.get_mut(&account_id).expect("the caller checked it");
    let entry = account.ledger.last().map(|e| e.id.to_string()).unwrap_or_default();
    let invoice = &mut account.invoices[index];
    if amount > Decimal::ZERO {
        invoice.transactions.push(Transaction { amount, identifier: entry, created: cx.now });
    }
    if rest <= Decimal::ZERO {
        invoice.status = InvoiceStatus::Paid;
    }
}

/// The caller's closed invoice by number: (account id, index in its invoices).
pub fn find(world: &World, cx: &Cx, invoice_id: u64) -> DomainResult<(u64, usize)> {
    super::reachable(world, cx)?
        .find_map(|a| a.invoices.iter().position(|i| i.id == invoice_id).map(|index| (a.id, index)))
        .ok_or_else(|| DomainError::NotFound(msg::no_such_invoice(invoice_id)))
}

/// The caller's closed invoice by number, with its account.
pub fn get<'w>(world: &'w World, cx: &Cx, invoice_id: u64) -> DomainResult<(&'w BillingAccountRecord, &'w InvoiceRecord)> {
    let (account, index) = find(world, cx, invoice_id)?;
    let account = &world.billing.accounts[&account];
    Ok((account, &account.invoices[index]))
}

/// What the account's closed invoices still ask for.
pub fn outstanding(account: &BillingAccountRecord) -> Decimal {
    account.invoices.iter().filter(|i| i.status == InvoiceStatus::Unpaid).map(due).sum()
}

/// The account's invoices as listed: the month in progress first, then the closed ones,
/// newest first.
pub fn list(account: &BillingAccountRecord, now: Timestamp) -> Vec<InvoiceRecord> {
    std::iter::once(current(account, now)).chain(account.invoices.iter().rev().cloned()).collect()
}

fn fresh_invoice_id(world: &mut World) -> u64 {
    loop {
        let id = 1_205_000_000 + world.rng.random_range(0..1_000_000);
        if !world.billing.accounts.values().any(|a| a.invoices.iter().any(|i| i.id == id)) {
            return id;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;

    #[test]
    fn a_month_is_its_first_instant_to_its_last_second() {
        let (start, end) = month_period("2026-02");
        assert_eq!(start.to_string(), "2026-02-01T00:00:00Z");
        assert_eq!(end.to_string(), "2026-02-28T23:59:59Z");
        assert_eq!(month_period("2026-12").1.to_string(), "2026-12-31T23:59:59Z");
    }

    #[test]
    fn totals_round_to_cents_after_discount_and_vat() {
        let line = |amount: i64| InvoiceLine {
            name: "web".into(),
            descr: "vm".into(),
            qty: Decimal::ONE,
            qty_unit: "h".into(),
            item_price: Decimal::new(amount, 2),
            amount: Decimal::new(amount, 2),
            location: "tll".into(),
        };
        let invoice = InvoiceRecord {
            id: 1,
            kind: InvoiceType::CloudServices,
            status: InvoiceStatus::Unpaid,
            created: Timestamp::UNIX_EPOCH,
            due_date: None,
            period_start: Timestamp::UNIX_EPOCH,
            period_end: Timestamp::UNIX_EPOCH,
            discount_percentage: Decimal::from(10),
            vat_percentage: Decimal::from(22),
            lines: vec![line(1005), line(995)],
            transactions: Vec::new(),
        };
        let totals = invoice.totals();
        assert_eq!((totals.subtotal, totals.discount), (Decimal::from(20), Decimal::from(2)));
        assert_eq!((totals.vat, totals.total), (Decimal::new(396, 2), Decimal::new(2196, 2)));
        assert_eq!(invoice.line_vat(&invoice.lines[0]), Decimal::new(199, 2));
    }

    /// Runs the clock to the first hour of the next month.
    fn to_next_month(fx: &mut Fixture) -> String {
        let month = charging::month_of(fx.world.now);
        let (_, end) = month_period(&month);
        let seconds = end.as_second() - fx.world.now.as_second() + 1;
        fx.advance(u32::try_from(seconds).unwrap());
        month
    }

    #[test]
    fn the_month_end_closes_usage_into_one_invoice_paid_from_credit_when_it_covers_it() {
        let mut fx = Fixture::new();
        let uuid = fx.running_vm();
        let account_id = fx.world.compute.vms[&uuid].billing_account;
        fx.run(|w, cx| ledger::post(w, cx, account_id, Decimal::from(10_000), "Top up", "test"));
        let month = to_next_month(&mut fx);
        let account = &fx.world.billing.accounts[&account_id];
        assert_eq!(services(account).len(), 1);
        let invoice = services(account)[0];
        assert_eq!((invoice.status, invoice.period_start), (InvoiceStatus::Paid, month_period(&month).0));
        let usage: Decimal = account.usage[&month].values().map(|r| cents(r.cost)).sum();
        assert_eq!(invoice.totals().subtotal, usage);
        assert_eq!(invoice.transactions[0].amount, invoice.totals().total);
        let payment = account.ledger.last().unwrap();
        assert_eq!((payment.amount, payment.description.as_str()), (-invoice.totals().total, msg::INVOICE_PAYMENT));
        assert_eq!(invoice.transactions[0].identifier, payment.id.to_string());
        assert!(current(account, fx.world.now).lines.iter().all(|l| l.qty <= Decimal::ONE), "a new month begins");
        // The next month end closes the next month only.
        to_next_month(&mut fx);
        assert_eq!(services(&fx.world.billing.accounts[&account_id]).len(), 2);
    }

    /// The services invoices, leaving out the first-account credit's note.
    fn services(account: &BillingAccountRecord) -> Vec<&InvoiceRecord> {
        account.invoices.iter().filter(|i| i.kind == InvoiceType::CloudServices).collect()
    }

    #[test]
    fn an_invoice_the_credit_does_not_cover_waits_and_without_debt_cannot_be_paid() {
        let mut fx = Fixture::new();
        let uuid = fx.running_vm();
        let account_id = fx.world.compute.vms[&uuid].billing_account;
        let credit = ledger::balance(&fx.world.billing.accounts[&account_id]);
        fx.run(|w, cx| ledger::post(w, cx, account_id, -credit, "Spent elsewhere", "test"));
        to_next_month(&mut fx);
        let invoice = services(&fx.world.billing.accounts[&account_id])[0].clone();
        assert_eq!(invoice.status, InvoiceStatus::Unpaid);
        assert!(TRANSITIONS.contains(&(InvoiceStatus::InProgress, invoice.status)));
        assert_eq!(outstanding(&fx.world.billing.accounts[&account_id]), invoice.totals().total);
        fx.world.billing.accounts.get_mut(&account_id).unwrap().allow_debt = false;
        let before = serde_json::to_value(&fx.world).unwrap();
        assert_eq!(fx.run(|w, cx| pay(w, cx, invoice.id)), Err(DomainError::Conflict(msg::INSUFFICIENT_FUNDS.into())));
        assert_eq!(fx.run(|w, cx| pay(w, cx, 7)), Err(DomainError::NotFound(msg::no_such_invoice(7))));
        let refused = fx.run(|w, cx| crate::domain::billing_cycle::delete_account(w, cx, account_id));
        assert_eq!(refused, Err(DomainError::Conflict(msg::DELETE_UNPAID.into())));
        assert_eq!(serde_json::to_value(&fx.world).unwrap(), before);
        fx.world.billing.accounts.get_mut(&account_id).unwrap().allow_debt = true;
        fx.run(|w, cx| pay(w, cx, invoice.id)).unwrap();
        let account = &fx.world.billing.accounts[&account_id];
        assert_eq!(account.invoices[0].status, InvoiceStatus::Paid);
        assert!(TRANSITIONS.contains(&(invoice.status, account.invoices[0].status)));
        assert_eq!(ledger::balance(account), -invoice.totals().total);
        assert_eq!(fx.run(|w, cx| pay(w, cx, invoice.id)), Err(DomainError::Conflict(msg::INVOICE_ALREADY_PAID.into())));
    }
}

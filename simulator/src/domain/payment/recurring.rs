//! Automatic top-up (docs/product/payment.md#top-up `is_recurring_payment_enabled`, `recurring_payment_amount`,
//! `recurring_payment_threshold`; docs/product/payment.md#cards `recurring_payment`): while it is on, each billing hour an
//! account whose available credit is below the threshold buys the amount with its verified
//! primary card. A refused charge switches it off and mails the account, as a card product does
//! rather than retrying a dead card every hour.

use std::collections::BTreeMap;

use spec::billing::RecurringPaymentUpdate;
use spec::error::{billing, payment as msg, validation};
use spec::idp::MailKind;

use super::card::{auto_topup_card, check_amount};
use super::charge::charge_check;
use super::topup;
use crate::domain::billing::{own_account, restriction};
use crate::domain::{Cx, DomainError, DomainResult, outbox};
use crate::world::World;
pub use crate::world::payment::Recurring;

/// Switches the automatic top-up on or off. Switched on below the threshold, it tops up at once:
/// returns whether it did, and why that charge failed.
pub fn set(world: &mut World, cx: &Cx, account_id: u64, input: RecurringPaymentUpdate) -> DomainResult<(bool, Option<String>)> {
    let account = own_account(world, cx, account_id)?;
    if account.is_deleted {
        return Err(DomainError::NotFound(billing::no_such_account(account_id)));
    }
    if !input.is_recurring_payment_enabled {
        world.billing.accounts.get_mut(&account_id).expect("checked above").recurring = None;
        return Ok((false, None));
    }
    let recurring = checked(cx, &input)?;
    if auto_topup_card(cx.brand, account).is_none() {
        return Err(DomainError::Conflict(msg::VERIFIED_METHOD_MISSING.into()));
    }
    let due = restriction::available(account, cx.now) < recurring.threshold;
    world.billing.accounts.get_mut(&account_id).expect("checked above").recurring = Some(recurring);
    Ok((due, due.then(|| top_up(world, cx, account_id)).flatten()))
}

/// Every rule the enabling form breaks, at once.
fn checked(cx: &Cx, input: &RecurringPaymentUpdate) -> DomainResult<Recurring> {
    let mut broken = BTreeMap::new();
    if !cx.brand.config.features.recurring_payments_enabled {
        broken.insert("is_recurring_payment_enabled".to_string(), msg::RECURRING_UNAVAILABLE.to_string());
    }
    let amount = input.recurring_payment_amount.map(|m| m.0);
    match amount.map(|a| check_amount(cx.brand, "recurring_payment_amount", a)) {
        None => {
            broken.insert("recurring_payment_amount".into(), validation::REQUIRED.into());
        }
        Some(Err(DomainError::Invalid(errors))) => broken.extend(errors),
        Some(_) => {}
    }
    if input.recurring_payment_threshold.is_none() {
        broken.insert("recurring_payment_threshold".into(), validation::REQUIRED.into());
    }
    DomainError::check(broken)?;
    Ok(Recurring { amount: amount.unwrap_or_default(), threshold: input.recurring_payment_threshold.unwrap_or_default().0 })
}

/// The billing hour's round: every account with the top-up on and its available credit below
/// the threshold tops up once.
pub fn review(world: &mut World, cx: &Cx) {
    let due: Vec<u64> = world
        .billing
        .accounts
        .values()
        .filter(|a| !a.is_deleted && a.recurring.as_ref().is_some_and(|r| restriction::available(a, cx.now) < r.threshold))
        .map(|a| a.id)
        .collect();
    for account_id in due {
        top_up(world, cx, account_id);
    }
}

/// Charges the card for the amount; a refusal switches the top-up off and mails why, which it
/// returns. Nobody acts: the clock (or the setting) did it.
fn top_up(world: &mut World, cx: &Cx, account_id: u64) -> Option<String> {
    let system = Cx { actor: None, acting_user: None, ..*cx };
    let account = world.billing.accounts.get(&account_id)?;
    let amount = account.recurring.as_ref()?.amount;
    let charged = match auto_topup_card(cx.brand, account) {
        Some(card) => charge_check(card.behaviour, msg::TOP_UP_ERROR).map(|()| format!("recurring:{}", card.identifier)),
        None => Err(DomainError::Conflict(msg::VERIFIED_METHOD_MISSING.into())),
    };
    match charged {
        Ok(reference) => {
            topup::credit_as(world, &system, account_id, amount, msg::AUTO_TOP_UP, &reference);
            None
        }
        Err(error) => {
            let reason = error.to_string();
            fail(world, &system, account_id, &reason);
            Some(reason)
        }
    }
}

fn fail(world: &mut World, cx: &Cx, account_id: u64, reason: &str) {
    let Some(account) = world.billing.accounts.get_mut(&account_id) else { return };
    account.recurring = None;
    let account = &world.billing.accounts[&account_id];
    let text = format!(
        "The automatic top-up of billing account \"{}\" ({}) failed: {reason}. It has been switched off; \
         top up by hand or add a working card and switch it on again.",
        account.title, account.id
    );
    let (to, link) = (account.mail_to(world), format!("/app/billing/account/{account_id}"));
    outbox::send(world, cx, MailKind::TopUpFailed, &to, msg::TOP_UP_FAILED_SUBJECT.into(), &text, vec![link]);
}

#[cfg(test)]
mod tests {
    use rust_decimal::Decimal;

    use super::*;
    use crate::domain::billing::ledger;
    use crate::domain::compute::fixture::Fixture;
    use spec::common::Money;

    /// The owner's account with a verified primary `token` card and a running VM using credit.
    fn with_card(token: &str) -> (Fixture, u64) {
        let mut fx = Fixture::new();
        let uuid = fx.running_vm();
        let account = fx.world.compute.vms[&uuid].billing_account;
        fx.add_card(account, token);
        let card = &mut fx.world.billing.accounts.get_mut(&account).unwrap().cards[0];
        (card.is_verified, card.is_primary) = (true, true);
        (fx, account)
    }

    fn on(amount: i64, threshold: i64) -> RecurringPaymentUpdate {
        RecurringPaymentUpdate {
            is_recurring_payment_enabled: true,
            recurring_payment_amount: Some(Money(Decimal::from(amount))),
            recurring_payment_threshold: Some(Money(Decimal::from(threshold))),
        }
    }

    #[test]
    fn below_the_threshold_the_card_tops_up_at_once_and_then_each_hour_the_credit_falls_short() {
        let (mut fx, account) = with_card("tok_visa");
        let before = ledger::balance(&fx.world.billing.accounts[&account]);
        let huge = 1_000_000;
        assert_eq!(fx.run(|w, cx| set(w, cx, account, on(20, huge))), Ok((true, None)));
        assert_eq!(ledger::balance(&fx.world.billing.accounts[&account]), before + Decimal::from(20));
        fx.advance(2 * 3600);
        let entries = fx.world.billing.accounts[&account].ledger.clone();
        let auto = entries.iter().filter(|e| e.description == msg::AUTO_TOP_UP).count();
        assert_eq!(auto, 3, "once when switched on, then once per billing hour");
        assert!(entries.iter().all(|e| e.description != msg::AUTO_TOP_UP || e.reference.starts_with("recurring:card_")));
        let off = RecurringPaymentUpdate {
            is_recurring_payment_enabled: false,
            recurring_payment_amount: None,
            recurring_payment_threshold: None,
        };
        assert_eq!(fx.run(|w, cx| set(w, cx, account, off)), Ok((false, None)));
        fx.advance(3600);
        assert_eq!(fx.world.billing.accounts[&account].ledger.len(), entries.len(), "off means off");
    }

    #[test]
    fn a_refused_charge_switches_the_top_up_off_and_mails_the_account_once() {
        let (mut fx, account) = with_card("tok_insufficient_funds");
        let before = fx.world.billing.accounts[&account].ledger.len();
        let (triggered, error) = fx.run(|w, cx| set(w, cx, account, on(20, 1_000_000))).unwrap();
        assert_eq!((triggered, error.as_deref()), (true, Some(billing::INSUFFICIENT_FUNDS)));
        fx.advance(3 * 3600);
        let record = &fx.world.billing.accounts[&account];
        assert_eq!((record.recurring.clone(), record.ledger.len()), (None, before));
        let mails: Vec<_> = fx.world.outbox.iter().filter(|m| m.kind == MailKind::TopUpFailed).collect();
        assert_eq!(mails.len(), 1);
        assert!(mails[0].body.contains(billing::INSUFFICIENT_FUNDS));
    }

    #[test]
    fn enabling_asks_for_an_amount_a_threshold_and_a_verified_card_and_changes_nothing_when_refused() {
        let mut fx = Fixture::new();
        let account = fx.owner_account();
        let bare = RecurringPaymentUpdate {
            is_recurring_payment_enabled: true,
            recurring_payment_amount: Some(Money(Decimal::ONE)),
            recurring_payment_threshold: None,
        };
        let expected = DomainError::Invalid(BTreeMap::from([
            ("recurring_payment_amount".to_string(), msg::AMOUNT_BELOW_MINIMUM.to_string()),
            ("recurring_payment_threshold".to_string(), validation::REQUIRED.to_string()),
        ]));
        assert_eq!(fx.run(|w, cx| set(w, cx, account, bare)), Err(expected));
        let no_card = fx.run(|w, cx| set(w, cx, account, on(20, 5)));
        assert_eq!(no_card, Err(DomainError::Conflict(msg::VERIFIED_METHOD_MISSING.into())));
        assert_eq!(fx.world.billing.accounts[&account].recurring, None);
    }
}

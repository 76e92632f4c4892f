//! Cards and credit purchases through the site's card processors, played as a sandbox: the token
//! a processor's form makes names a test card, and the card decides every outcome (docs/reference/payment-sandbox.md
//! lists them). A card pays once verified: verification charges the
//! processor's verification amount (refunded at once, so the ledger never sees it), through a
//! 3-D Secure step where the processor, the caller or the card asks for one.

use rust_decimal::Decimal;
use spec::config::{Brand, PaymentProcessor, PaymentProcessorType};
use spec::error::{billing, payment as msg};
use spec::payment::{CardCreate, CardVerify, CreditBuy};

use super::charge::{Quote, charge_check};
use super::purchase::ChargeStatus;
use super::{paypal, purchase, topup};
use crate::domain::billing::invoice::cents;
use crate::domain::billing::own_account;
use crate::domain::{Cx, DomainError, DomainResult};
use crate::world::World;
pub use crate::world::payment::{Behaviour, CardRecord};

/// The sandbox's test cards by token: brand, last four digits, behaviour.
pub const TEST_CARDS: &[(&str, &str, &str, Behaviour)] = &[
    ("tok_visa", "visa", "4242", Behaviour::Succeeds),
    ("tok_mastercard", "mastercard", "4444", Behaviour::Succeeds),
    ("tok_amex", "amex", "8431", Behaviour::Succeeds),
    ("tok_3ds", "visa", "3155", Behaviour::Requires3ds),
    ("tok_declined", "visa", "0002", Behaviour::Declined),
    ("tok_insufficient_funds", "visa", "9995", Behaviour::InsufficientFunds),
    ("tok_chargeCustomerFail", "visa", "0341", Behaviour::ChargeFails),
];

/// A card's state as the card list shows it (`is_deleted`, `is_verified`, `is_verification_pending`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CardState {
    Unverified,
    /// A 3-D Secure step waits on the issuer's page.
    Verifying,
    Verified,
    Deleted,
}

impl CardState {
    pub const fn of(is_deleted: bool, is_verified: bool, is_verification_pending: bool) -> CardState {
        match (is_deleted, is_verified, is_verification_pending) {
            (true, _, _) => CardState::Deleted,
            (false, true, _) => CardState::Verified,
            (false, false, true) => CardState::Verifying,
            (false, false, false) => CardState::Unverified,
        }
    }
}

impl CardRecord {
    pub fn state(&self) -> CardState {
        CardState::of(self.is_deleted, self.is_verified, self.pending_3ds.is_some())
    }
}

/// Every state change a card makes: [`verify`] (at once, or through a 3-D Secure step),
/// [`authorize`] (approved, or declined back to unverified), [`delete`] in any state. The tests
/// walk it; `cloudsim run --coverage` counts a run's against it.
pub const TRANSITIONS: &[(CardState, CardState)] = {
    use CardState::*;
    &[
        (Unverified, Verified),
        (Unverified, Verifying),
        (Verifying, Verified),
        (Verifying, Unverified),
        (Unverified, Deleted),
        (Verifying, Deleted),
        (Verified, Deleted),
    ]
};

/// A site processor of `kind` by keyword.
fn processor<'b>(brand: &'b Brand, keyword: &str, kind: Option<PaymentProcessorType>) -> Option<&'b PaymentProcessor> {
    brand.config.payment_processors.iter().find(|p| p.keyword == keyword && kind.is_none_or(|k| p.kind == k))
}

/// Before the card form opens: the processor's public key and a fresh setup reference for the
/// caller's live account.
pub fn prehook(world: &mut World, cx: &Cx, account_id: u64, keyword: &str) -> DomainResult<(String, String)> {
    let account = own_account(world, cx, account_id)?;
    if account.is_deleted {
        return Err(DomainError::NotFound(billing::no_such_account(account.id)));
    }
    let processor = processor(cx.brand, keyword, Some(PaymentProcessorType::Creditcard))
        .ok_or_else(|| DomainError::invalid("processor_keyword", msg::PAYMENT_CHANNEL_UNAVAILABLE))?;
    Ok((processor.public_key.clone(), format!("seti_{}", world.hex(12))))
}

/// The caller's live account's cards, deleted ones left out.
pub fn list<'w>(world: &'w World, cx: &Cx, account_id: u64) -> DomainResult<Vec<&'w CardRecord>> {
    Ok(own_account(world, cx, account_id)?.cards.iter().filter(|c| !c.is_deleted).collect())
}

pub fn add(world: &mut World, cx: &Cx, input: CardCreate) -> DomainResult<(u64, CardRecord)> {
    let account = own_account(world, cx, input.billing_account_id)?;
    if account.is_deleted {
        return Err(DomainError::NotFound(billing::no_such_account(account.id)));
    }
    let holder = account.title.clone();
    if processor(cx.brand, &input.processor_keyword, Some(PaymentProcessorType::Creditcard)).is_none() {
        return Err(DomainError::invalid("processor_keyword", msg::PAYMENT_CHANNEL_UNAVAILABLE));
    }
    // A PayPal payment token stands for the buyer's PayPal account, which pays.
    let vaulted = if input.processor_keyword == paypal::VAULT {
        Some(paypal::redeemable(world, account.user_id, &input.token, input.session_id.as_deref())?)
    } else {
        None
    };
    let found = TEST_CARDS
        .iter()
        .find(|(token, ..)| *token == input.token)
        .map(|&(_, brand, last4, behaviour)| (brand, last4, behaviour));
    let Some((brand, last4, behaviour)) = vaulted.map(|_| ("paypal", "", Behaviour::Succeeds)).or(found) else {
        return Err(DomainError::invalid("token", msg::ERROR_ADDING_CARD));
    };
    if let Some(index) = vaulted {
        world.payment.paypal_setups[index].saved = true;
    }
    let expires = cx.now.to_zoned(jiff::tz::TimeZone::UTC);
    let card = CardRecord {
        id: world.next_id(),
        identifier: format!("card_{}", world.hex(12)),
        processor_id: processor_number(cx, &input.processor_keyword),
        processor: input.processor_keyword,
        brand: brand.into(),
        last4: last4.into(),
        expiry: format!("{:02}/{:02}", expires.month(), (expires.year() + 3) % 100),
        holder,
        behaviour,
        is_primary: false,
        is_verified: false,
        is_deleted: false,
        pending_3ds: None,
        created: cx.now,
    };
    let account = world.billing.accounts.get_mut(&input.billing_account_id).expect("checked above");
    account.cards.push(card.clone());
    Ok((account.id, card))
}

/// A processor's number on the site (docs/product/payment.md#cards): its place in the site's
/// `paymentProcessors`, from 1, as the configuration gives processors no id of their own.
fn processor_number(cx: &Cx, keyword: &str) -> u64 {
    let place = cx.brand.config.payment_processors.iter().position(|p| p.keyword == keyword);
    place.map_or(0, |i| i as u64 + 1)
}

/// docs/product/payment.md#processors: the invoice payment method is a payment object of brand `invoice` on the site's
/// `invoice` processor. The sandbox grants it at once; it buys no credit (invoices are paid by
/// bank transfer) and never tops up automatically.
pub const INVOICE_BRAND: &str = "invoice";

/// `apply_for_invoice_payment`: the account's invoice payment method, once.
pub fn apply_for_invoice(world: &mut World, cx: &Cx, account_id: u64) -> DomainResult<(u64, CardRecord)> {
    let account = own_account(world, cx, account_id)?;
    if account.is_deleted {
        return Err(DomainError::NotFound(billing::no_such_account(account.id)));
    }
    let invoice = cx.brand.config.payment_processors.iter().find(|p| p.kind == PaymentProcessorType::Invoice);
    let Some(invoice) = invoice else { return Err(DomainError::Conflict(msg::PAYMENT_CHANNEL_UNAVAILABLE.into())) };
    if pays_by_invoice(account) {
        return Err(DomainError::Conflict(msg::INVOICE_PAYMENT_APPLIED.into()));
    }
    let (holder, processor) = (account.title.clone(), invoice.keyword.clone());
    let card = CardRecord {
        id: world.next_id(),
        identifier: format!("inv_{}", world.hex(12)),
        processor_id: processor_number(cx, &processor),
        processor,
        brand: INVOICE_BRAND.into(),
        last4: String::new(),
        expiry: String::new(),
        holder,
        behaviour: Behaviour::Succeeds,
        is_primary: false,
        is_verified: true,
        is_deleted: false,
        pending_3ds: None,
        created: cx.now,
    };
    world.billing.accounts.get_mut(&account_id).expect("checked above").cards.push(card.clone());
    Ok((account_id, card))
}

pub fn pays_by_invoice(account: &crate::domain::billing::BillingAccountRecord) -> bool {
    account.cards.iter().any(|c| c.brand == INVOICE_BRAND && !c.is_deleted)
}

/// The caller's card by id: (account id, index among its cards).
pub fn find(world: &World, cx: &Cx, card_id: u64) -> DomainResult<(u64, usize)> {
    crate::domain::billing::reachable(world, cx)?
        .find_map(|a| a.cards.iter().position(|c| c.id == card_id && !c.is_deleted).map(|i| (a.id, i)))
        .ok_or_else(|| DomainError::NotFound(msg::no_such_card(card_id)))
}

fn card_mut(world: &mut World, (account, index): (u64, usize)) -> &mut CardRecord {
    &mut world.billing.accounts.get_mut(&account).expect("found above").cards[index]
}

pub fn delete(world: &mut World, cx: &Cx, card_id: u64) -> DomainResult<()> {
    let at = find(world, cx, card_id)?;
    let card = card_mut(world, at);
    card.is_deleted = true;
    card.is_primary = false;
    Ok(())
}

pub fn set_primary(world: &mut World, cx: &Cx, card_id: u64) -> DomainResult<(u64, CardRecord)> {
    let (account_id, index) = find(world, cx, card_id)?;
    let account = world.billing.accounts.get_mut(&account_id).expect("found above");
    if !account.cards[index].is_verified {
        return Err(DomainError::Conflict(msg::VERIFIED_METHOD_MISSING.into()));
    }
    for (i, card) in account.cards.iter_mut().enumerate() {
        card.is_primary = i == index;
    }
    Ok((account_id, account.cards[index].clone()))
}

/// Verifies a card. Returns the card and, when a 3-D Secure step now waits, its reference.
pub fn verify(world: &mut World, cx: &Cx, input: CardVerify) -> DomainResult<(u64, CardRecord, Option<String>)> {
    let at = find(world, cx, input.payment_object_id)?;
    let card = &world.billing.accounts[&at.0].cards[at.1];
    if card.is_verified {
        return Err(DomainError::Conflict(msg::CARD_ALREADY_VERIFIED.into()));
    }
    let processor_3ds = processor(cx.brand, &card.processor, None).is_some_and(|p| p.use_3ds_verification);
    let wants_3ds = processor_3ds || input.force_3ds == Some(true) || card.behaviour == Behaviour::Requires3ds;
    if wants_3ds {
        let reference = format!("3ds_{}", world.hex(12));
        card_mut(world, at).pending_3ds = Some(reference.clone());
        return Ok((at.0, card_mut(world, at).clone(), Some(reference)));
    }
    verification_check(card.behaviour)?;
    mark_verified(world, at);
    Ok((at.0, card_mut(world, at).clone(), None))
}

/// The 3-D Secure step waiting for the customer (a card's verification, a purchase or a PayPal
/// setup) that clients know as `given`: its reference in the world. `shown` gives what clients
/// see of a reference (as `link::get`).
pub fn waiting(world: &World, given: &str, shown: impl Fn(&str) -> String) -> Option<String> {
    let accounts = || world.billing.accounts.values();
    let verifications = accounts().flat_map(|a| a.cards.iter().filter_map(|c| c.pending_3ds.as_deref()));
    let purchases = accounts().flat_map(|a| a.charges.iter().filter(|c| c.status == ChargeStatus::Authenticating));
    verifications
        .chain(purchases.map(|c| c.id.as_str()))
        .chain(paypal::waiting(world))
        .find(|reference| shown(reference) == given)
        .map(str::to_owned)
}

fn verifying(world: &World, reference: &str) -> Option<(u64, usize)> {
    world
        .billing
        .accounts
        .values()
        .find_map(|a| a.cards.iter().position(|c| c.pending_3ds.as_deref() == Some(reference)).map(|i| (a.id, i)))
}

/// What the issuer's page asks the customer to confirm for the waiting step `reference` (a
/// reference in the world): the amount charged and its currency, the processor's verification
/// amount for a card being verified, or a purchase's final amount; none for a PayPal setup.
pub fn step_amount(world: &World, brand: &Brand, reference: &str) -> Option<(Decimal, String)> {
    world.billing.accounts.values().find_map(|account| {
        if let Some(card) = account.cards.iter().find(|c| c.pending_3ds.as_deref() == Some(reference)) {
            let processor = processor(brand, &card.processor, None)?;
            return Some((processor.verification_amount.0, brand.config.site_currency.clone()));
        }
        let charge = account.charges.iter().find(|c| c.id == reference)?;
        let card = account.cards.iter().find(|c| c.id == charge.card_id)?;
        let currency =
            quote(brand, &card.processor, charge.amount).map_or_else(|_| brand.config.site_currency.clone(), |q| q.currency);
        Some((charge.final_amount, currency))
    })
}

/// The customer approved or declined the step `reference` on the issuer's page (or PayPal's).
/// Returns whether the card is now verified, the purchase authorized, or the PayPal setup approved.
pub fn authorize(world: &mut World, reference: &str, approve: bool) -> DomainResult<bool> {
    if let Some(approved) = paypal::answer(world, reference, approve) {
        return Ok(approved);
    }
    if let Some((account_id, index)) = purchase::authenticating(world, reference) {
        let card_id = world.billing.accounts[&account_id].charges[index].card_id;
        let behaviour = world.billing.accounts[&account_id].cards.iter().find(|c| c.id == card_id).map(|c| c.behaviour);
        return Ok(purchase::authorize(world, (account_id, index), approve, behaviour.unwrap_or(Behaviour::Declined)));
    }
    let at = verifying(world, reference).ok_or_else(|| DomainError::NotFound(msg::no_such_authorization(reference)))?;
    let card = card_mut(world, at);
    card.pending_3ds = None;
    // Past 3-D Secure the card itself may still refuse the verification charge.
    let verified = approve && verification_check(card.behaviour).is_ok();
    if verified {
        mark_verified(world, at);
    }
    Ok(verified)
}

/// A verified card becomes the primary one when the account has none.
fn mark_verified(world: &mut World, (account_id, index): (u64, usize)) {
    let account = world.billing.accounts.get_mut(&account_id).expect("found above");
    let has_primary = account.cards.iter().any(|c| c.is_primary && !c.is_deleted);
    let card = &mut account.cards[index];
    card.is_verified = true;
    card.is_primary = !has_primary;
}

/// Whether the card lets the verification charge through.
fn verification_check(behaviour: Behaviour) -> DomainResult<()> {
    match behaviour {
        Behaviour::ChargeFails => Ok(()),
        other => charge_check(other, msg::ADDING_CARD_FAILED),
    }
}

/// What topping up `amount` costs through `keyword`: the flat and percentage fee on top, then
/// converted at the site's display rate where the processor charges another currency.
pub fn quote(brand: &Brand, keyword: &str, amount: Decimal) -> DomainResult<Quote> {
    check_amount(brand, "amount", amount)?;
    let processor = processor(brand, keyword, None)
        .filter(|p| p.kind != PaymentProcessorType::Invoice)
        .ok_or_else(|| DomainError::invalid("processor", msg::PAYMENT_CHANNEL_UNAVAILABLE))?;
    let fee = cents(processor.service_fee.flat_rate.0 + amount * processor.service_fee.percentage.0 / Decimal::ONE_HUNDRED);
    let (currency, exchange_rate) = match &processor.charge_currency_conversion {
        Some(conversion) => {
            let rate = brand.config.display_currencies.iter().find(|c| c.code == conversion.to_currency).map(|c| c.rate.0);
            (
                conversion.to_currency.clone(),
                rate.ok_or_else(|| DomainError::invalid("processor", msg::PAYMENT_CHANNEL_UNAVAILABLE))?,
            )
        }
        None => (brand.config.site_currency.clone(), Decimal::ONE),
    };
    Ok(Quote { final_amount: cents((amount + fee) * exchange_rate), currency, fee, exchange_rate })
}

/// docs/product/payment.md#top-up: a top-up `field` is positive, and not below the site's minimum top-up.
pub(super) fn check_amount(brand: &Brand, field: &str, amount: Decimal) -> DomainResult<()> {
    if amount <= Decimal::ZERO {
        return Err(DomainError::invalid(field, msg::AMOUNT_POSITIVE));
    }
    if amount < brand.config.minimum_topup_amount.0 {
        return Err(DomainError::invalid(field, msg::AMOUNT_BELOW_MINIMUM));
    }
    Ok(())
}

/// The card automatic top-ups charge: the verified primary one, on a processor of the site that
/// supports them.
pub fn auto_topup_card<'a>(brand: &Brand, account: &'a crate::domain::billing::BillingAccountRecord) -> Option<&'a CardRecord> {
    account.cards.iter().find(|c| {
        c.is_primary
            && c.is_verified
            && !c.is_deleted
            && processor(brand, &c.processor, None).is_some_and(|p| p.supports_auto_topup)
    })
}

/// What a purchase came to: credit at once, or a charge held for 3-D Secure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Bought {
    /// The top-up invoice's number.
    Credited(u64),
    /// The held charge's id, also its 3-D Secure reference.
    Held(String),
}

/// Buys `amount` of credit with one of the account's verified cards; returns what it came to and
/// what the card is charged. `force_3ds` (or an on-session purchase with a card that asks for it)
/// holds the charge for the customer's 3-D Secure answer.
pub fn buy(world: &mut World, cx: &Cx, input: CreditBuy) -> DomainResult<(Bought, Quote)> {
    let account = own_account(world, cx, input.billing_account_id)?;
    if account.is_deleted {
        return Err(DomainError::NotFound(billing::no_such_account(account.id)));
    }
    let card = account
        .cards
        .iter()
        .find(|c| c.id == input.payment_object_id && !c.is_deleted)
        .ok_or_else(|| DomainError::NotFound(msg::no_such_card(input.payment_object_id)))?;
    if card.brand == INVOICE_BRAND {
        return Err(DomainError::invalid("payment_object_id", msg::PAYMENT_CHANNEL_UNAVAILABLE));
    }
    let quote = quote(cx.brand, &card.processor, input.amount.0)?;
    if !card.is_verified {
        return Err(DomainError::Conflict(msg::VERIFIED_METHOD_MISSING.into()));
    }
    // Like Stripe's 3155 card, `tok_3ds` asks for 3-D Secure on every on-session purchase; saved
    // and verified, it pays off-session (automatic top-ups) without.
    let on_session_3ds = card.behaviour == Behaviour::Requires3ds && input.on_session == Some(true);
    if input.force_3ds == Some(true) || on_session_3ds {
        let card_id = card.id;
        let charge = purchase::hold(world, cx, input.billing_account_id, card_id, input.amount.0, &quote);
        return Ok((Bought::Held(charge), quote));
    }
    charge_check(card.behaviour, msg::TOP_UP_ERROR)?;
    let reference = format!("card:{}", card.identifier);
    let invoice = topup::credit(world, cx, input.billing_account_id, input.amount.0, &reference);
    Ok((Bought::Credited(invoice), quote))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::billing::ledger;
    use crate::domain::compute::fixture::Fixture;

    fn add_card(fx: &mut Fixture, token: &str) -> (u64, u64) {
        let account = fx.owner_account();
        (account, fx.add_card(account, token))
    }

    fn verify_input(card: u64) -> CardVerify {
        CardVerify { payment_object_id: card, front_base_url: None, force_3ds: None }
    }

    fn buy_input(account: u64, card: u64, amount: i64) -> CreditBuy {
        CreditBuy {
            billing_account_id: account,
            payment_object_id: card,
            amount: spec::common::Money(Decimal::from(amount)),
            on_session: None,
            front_base_url: None,
            force_3ds: None,
            session_id: None,
        }
    }

    #[test]
    fn a_card_pays_only_once_verified_through_3ds_and_the_credit_lands_in_the_ledger() {
        let mut fx = Fixture::new();
        let (account, card) = add_card(&mut fx, "tok_visa");
        let before = ledger::balance(&fx.world.billing.accounts[&account]);
        let missing = fx.run(|w, cx| buy(w, cx, buy_input(account, card, 20)));
        assert_eq!(missing, Err(DomainError::Conflict(msg::VERIFIED_METHOD_MISSING.into())));
        // The default brand's card processor verifies through 3-D Secure.
        let (_, pending, reference) = fx.run(|w, cx| verify(w, cx, verify_input(card))).unwrap();
        assert!(!pending.is_verified);
        assert!(TRANSITIONS.contains(&(CardState::Unverified, pending.state())));
        let reference = reference.expect("a 3-D Secure step");
        assert_eq!(authorize(&mut fx.world, &reference, true), Ok(true));
        assert_eq!(
            authorize(&mut fx.world, &reference, true),
            Err(DomainError::NotFound(msg::no_such_authorization(&reference)))
        );
        let verified = &fx.world.billing.accounts[&account].cards[0];
        assert!(verified.is_verified && verified.is_primary);
        assert!(TRANSITIONS.contains(&(pending.state(), verified.state())));
        assert_eq!((pending.state(), verified.state()), (CardState::Verifying, CardState::Verified));
        let (_, quote) = fx.run(|w, cx| buy(w, cx, buy_input(account, card, 20))).unwrap();
        assert!(quote.final_amount > Decimal::from(20), "the fee comes on top");
        assert_eq!(ledger::balance(&fx.world.billing.accounts[&account]), before + Decimal::from(20));
    }

    #[test]
    fn declined_and_insufficient_cards_fail_with_the_products_texts() {
        let mut fx = Fixture::new();
        let (_, declined) = add_card(&mut fx, "tok_declined");
        let (_, reference) = fx.run(|w, cx| verify(w, cx, verify_input(declined))).map(|(_, c, r)| (c, r)).unwrap();
        assert_eq!(authorize(&mut fx.world, &reference.unwrap(), true), Ok(false), "3-D Secure passes, the charge does not");
        let (account, poor) = add_card(&mut fx, "tok_insufficient_funds");
        fx.world.billing.accounts.get_mut(&account).unwrap().cards[1].is_verified = true;
        let refused = fx.run(|w, cx| buy(w, cx, buy_input(account, poor, 20)));
        assert_eq!(refused, Err(DomainError::Conflict(billing::INSUFFICIENT_FUNDS.into())));
        let low = fx.run(|w, cx| buy(w, cx, buy_input(account, poor, 1)));
        assert_eq!(low, Err(DomainError::invalid("amount", msg::AMOUNT_BELOW_MINIMUM)));
        let unknown = CardCreate {
            billing_account_id: account,
            token: "tok_nope".into(),
            processor_keyword: "stripe_creditcard".into(),
            session_id: None,
        };
        assert_eq!(fx.run(|w, cx| add(w, cx, unknown)), Err(DomainError::invalid("token", msg::ERROR_ADDING_CARD)));
    }

    #[test]
    fn an_account_applies_for_invoice_payment_once_and_the_method_buys_no_credit() {
        let mut fx = Fixture::new();
        let account = fx.owner_account();
        let (_, method) = fx.run(|w, cx| apply_for_invoice(w, cx, account)).unwrap();
        assert!(method.is_verified && !method.is_primary && pays_by_invoice(&fx.world.billing.accounts[&account]));
        let again = fx.run(|w, cx| apply_for_invoice(w, cx, account));
        assert_eq!(again, Err(DomainError::Conflict(msg::INVOICE_PAYMENT_APPLIED.into())));
        let buy = fx.run(|w, cx| buy(w, cx, buy_input(account, method.id, 20)));
        assert_eq!(buy, Err(DomainError::invalid("payment_object_id", msg::PAYMENT_CHANNEL_UNAVAILABLE)));
        fx.brand.config.payment_processors.retain(|p| p.kind != PaymentProcessorType::Invoice);
        fx.run(|w, cx| delete(w, cx, method.id)).unwrap();
        let closed = fx.run(|w, cx| apply_for_invoice(w, cx, account));
        assert_eq!(closed, Err(DomainError::Conflict(msg::PAYMENT_CHANNEL_UNAVAILABLE.into())));
    }

    #[test]
    fn a_quote_adds_the_flat_and_percentage_fee_and_converts_the_currency() {
        let fx = Fixture::new();
        let brand = &fx.brand;
        let wallet = brand
            .config
            .payment_processors
            .iter()
            .find(|p| p.charge_currency_conversion.is_some())
            .expect("a converting processor");
        let rate = brand
            .config
            .display_currencies
            .iter()
            .find(|c| Some(&c.code) == wallet.charge_currency_conversion.as_ref().map(|c| &c.to_currency))
            .unwrap()
            .rate
            .0;
        let amount = Decimal::from(100);
        let fee = cents(wallet.service_fee.flat_rate.0 + wallet.service_fee.percentage.0);
        let quote = quote(brand, &wallet.keyword, amount).unwrap();
        assert_eq!((quote.fee, quote.exchange_rate), (fee, rate));
        assert_eq!(quote.final_amount, cents((amount + fee) * rate));
        assert_eq!(
            super::quote(brand, &wallet.keyword, Decimal::ZERO),
            Err(DomainError::invalid("amount", msg::AMOUNT_POSITIVE))
        );
        assert_eq!(super::quote(brand, "nope", amount), Err(DomainError::invalid("processor", msg::PAYMENT_CHANNEL_UNAVAILABLE)));
    }
}

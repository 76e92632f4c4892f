//! Card purchases through 3-D Secure: `credit/buy` with `force_3ds` holds the charge until the
//! customer answers the sandbox issuer's page (the same page card verification uses), then the
//! console's `credit/buy/posthook` captures an approved charge and the credit lands. Capturing
//! twice answers the same top-up, so a retried posthook credits nothing more.

use rust_decimal::Decimal;
use spec::error::payment as msg;
use spec::payment::CreditBuyPosthook;

use super::charge::{Quote, charge_check};
use super::topup;
use crate::domain::billing::own_account;
use crate::domain::{Cx, DomainError, DomainResult};
use crate::world::World;
use crate::world::payment::Behaviour;
pub use crate::world::payment::{Charge, ChargeStatus};

/// Holds a charge of `quote` on a verified card for 3-D Secure; returns its id.
pub fn hold(world: &mut World, cx: &Cx, account_id: u64, card_id: u64, amount: Decimal, quote: &Quote) -> String {
    let id = format!("ch_{}", world.hex(12));
    let charge = Charge {
        id: id.clone(),
        card_id,
        amount,
        final_amount: quote.final_amount,
        status: ChargeStatus::Authenticating,
        created: cx.now,
    };
    if let Some(account) = world.billing.accounts.get_mut(&account_id) {
        account.charges.push(charge);
    }
    id
}

/// The charge waiting on the issuer's page as `reference`: (account id, index).
pub fn authenticating(world: &World, reference: &str) -> Option<(u64, usize)> {
    world.billing.accounts.values().find_map(|a| {
        a.charges.iter().position(|c| c.id == reference && c.status == ChargeStatus::Authenticating).map(|i| (a.id, i))
    })
}

/// The customer's answer on the issuer's page; past it the card itself may still refuse.
/// Returns whether the charge is authorized.
pub fn authorize(world: &mut World, (account_id, index): (u64, usize), approve: bool, behaviour: Behaviour) -> bool {
    let authorized = approve && charge_check(behaviour, msg::TOP_UP_ERROR).is_ok();
    let charge = &mut world.billing.accounts.get_mut(&account_id).expect("found above").charges[index];
    charge.status = if authorized { ChargeStatus::Authorized } else { ChargeStatus::Declined };
    authorized
}

/// Captures an authorized charge: the credit lands as a top-up. Returns the charge and its
/// top-up invoice's number. `shown` gives what clients see of a charge's id (as `link::get`).
pub fn posthook(
    world: &mut World,
    cx: &Cx,
    input: CreditBuyPosthook,
    shown: impl Fn(&str) -> String,
) -> DomainResult<(Charge, u64)> {
    let account = own_account(world, cx, input.billing_account_id)?;
    let unknown = || DomainError::NotFound(msg::no_such_payment(&input.charge_id));
    let index = account.charges.iter().position(|c| shown(&c.id) == input.charge_id).ok_or_else(unknown)?;
    let charge = account.charges[index].clone();
    if charge.card_id != input.payment_object_id {
        return Err(unknown());
    }
    let reference = account.cards.iter().find(|c| c.id == charge.card_id).map(|c| format!("card:{}", c.identifier));
    let invoice = match charge.status {
        ChargeStatus::Authenticating => return Err(DomainError::Conflict(msg::PAYMENT_PENDING.into())),
        ChargeStatus::Declined => return Err(DomainError::Conflict(msg::TOP_UP_CANCELLED.into())),
        ChargeStatus::Captured(invoice) => invoice,
        ChargeStatus::Authorized => {
            let invoice = topup::credit(world, cx, input.billing_account_id, charge.amount, &reference.unwrap_or_default());
            let account = world.billing.accounts.get_mut(&input.billing_account_id).expect("checked above");
            account.charges[index].status = ChargeStatus::Captured(invoice);
            invoice
        }
    };
    Ok((world.billing.accounts[&input.billing_account_id].charges[index].clone(), invoice))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::billing::ledger;
    use crate::domain::compute::fixture::Fixture;
    use crate::domain::payment::card::{self, Bought};
    use spec::common::Money;
    use spec::payment::CreditBuy;

    /// The owner's account, a verified `token` card, and a purchase of 20 held for 3-D Secure.
    fn held(token: &str) -> (Fixture, u64, u64, String) {
        let mut fx = Fixture::new();
        let account = fx.owner_account();
        let card = fx.add_card(account, token);
        fx.world.billing.accounts.get_mut(&account).unwrap().cards[0].is_verified = true;
        let buy = CreditBuy {
            billing_account_id: account,
            payment_object_id: card,
            amount: Money(Decimal::from(20)),
            on_session: Some(true),
            front_base_url: None,
            force_3ds: Some(true),
            session_id: None,
        };
        let (bought, _) = fx.run(|w, cx| card::buy(w, cx, buy)).unwrap();
        let Bought::Held(charge) = bought else { panic!("held for 3-D Secure") };
        (fx, account, card, charge)
    }

    fn hook(account: u64, card: u64, charge: &str) -> CreditBuyPosthook {
        CreditBuyPosthook { billing_account_id: account, charge_id: charge.into(), payment_object_id: card }
    }

    #[test]
    fn an_approved_purchase_is_credited_once_by_the_posthook_and_not_before() {
        let (mut fx, account, card, charge) = held("tok_visa");
        let before = ledger::balance(&fx.world.billing.accounts[&account]);
        assert_eq!(
            fx.run(|w, cx| posthook(w, cx, hook(account, card, &charge), str::to_owned)),
            Err(DomainError::Conflict(msg::PAYMENT_PENDING.into()))
        );
        assert_eq!(card::waiting(&fx.world, &charge, str::to_owned), Some(charge.clone()));
        assert_eq!(card::authorize(&mut fx.world, &charge, true), Ok(true));
        let (_, invoice) = fx.run(|w, cx| posthook(w, cx, hook(account, card, &charge), str::to_owned)).unwrap();
        let (_, again) = fx.run(|w, cx| posthook(w, cx, hook(account, card, &charge), str::to_owned)).unwrap();
        assert_eq!(invoice, again, "a retried posthook answers the same top-up");
        assert_eq!(ledger::balance(&fx.world.billing.accounts[&account]), before + Decimal::from(20));
        let other = fx.run(|w, cx| posthook(w, cx, hook(account, card + 1, &charge), str::to_owned));
        assert_eq!(other, Err(DomainError::NotFound(msg::no_such_payment(&charge))));
    }

    #[test]
    fn a_3ds_card_asks_for_it_on_session_and_not_off_session() {
        let mut fx = Fixture::new();
        let account = fx.owner_account();
        let card = fx.add_card(account, "tok_3ds");
        fx.world.billing.accounts.get_mut(&account).unwrap().cards[0].is_verified = true;
        let buy = |on_session| CreditBuy {
            billing_account_id: account,
            payment_object_id: card,
            amount: Money(Decimal::from(20)),
            on_session: Some(on_session),
            front_base_url: None,
            force_3ds: None,
            session_id: None,
        };
        assert!(matches!(fx.run(|w, cx| card::buy(w, cx, buy(true))), Ok((Bought::Held(_), _))));
        assert!(matches!(fx.run(|w, cx| card::buy(w, cx, buy(false))), Ok((Bought::Credited(_), _))));
    }

    #[test]
    fn a_declined_step_or_a_card_refusing_past_it_credits_nothing() {
        for (token, approve) in [("tok_visa", false), ("tok_chargeCustomerFail", true)] {
            let (mut fx, account, card, charge) = held(token);
            let before = ledger::balance(&fx.world.billing.accounts[&account]);
            assert_eq!(card::authorize(&mut fx.world, &charge, approve), Ok(false));
            let refused = fx.run(|w, cx| posthook(w, cx, hook(account, card, &charge), str::to_owned));
            assert_eq!(refused, Err(DomainError::Conflict(msg::TOP_UP_CANCELLED.into())));
            assert_eq!(ledger::balance(&fx.world.billing.accounts[&account]), before);
        }
    }
}

//! Promotions (docs/product/billing.md#promotions `eligible_promotions`, docs/product/billing.md#promotions credit types and sample amounts): the
//! user's first account gets the site's first-account credit, an account opened with another
//! user's share code (`referral_share_code`, the console's `/referral/{code}` link) is a referral,
//! and campaign codes add credit. A promotion's credit lands, as a ledger entry, once the
//! account's top-ups add up to its `top_up_requirement` (at once when that is 0), with a credit
//! note (invoice type `credit_note`) beside it; a referral then pays the promoter's account too.

use rust_decimal::Decimal;
use spec::billing::{CreditType, InvoiceType, Promotion};
use spec::common::Money;
use spec::error::billing as msg;

use super::{BillingAccountRecord, invoice, ledger, own_account};
use crate::domain::{Cx, DomainError, DomainResult};
pub use crate::world::billing::Granted;
use crate::world::{UserId, World};

/// What the account's top-ups add up to.
pub fn topped_up(account: &BillingAccountRecord) -> Decimal {
    account.invoices.iter().filter(|i| i.kind == InvoiceType::CreditTopup).map(|i| i.totals().total).sum()
}

/// The first-account credit, on the user's first account.
pub fn first_free(world: &mut World, cx: &Cx, account_id: u64) {
    let amount = cx.brand.config.first_account_credit;
    if amount.0 > Decimal::ZERO {
        grant(world, cx, account_id, CreditType::FirstFree, amount, Money::ZERO, String::new());
    }
}

/// The promoter's account for a referral of `user`'s account by `code`: referrals must be on,
/// the code another user's live account's on this site, and the referred account (when it
/// exists yet) neither referred nor topped up before.
pub fn referral_promoter(world: &World, cx: &Cx, user: UserId, account: Option<u64>, code: &str) -> DomainResult<u64> {
    let invalid = || DomainError::invalid("referral_code", msg::INVALID_REFERRAL);
    if !cx.brand.config.features.referral_code_enabled {
        return Err(invalid());
    }
    if let Some(account) = account.and_then(|id| world.billing.accounts.get(&id))
        && (is_referred(account) || topped_up(account) > Decimal::ZERO)
    {
        return Err(invalid());
    }
    world
        .billing
        .accounts
        .values()
        .find(|a| {
            !a.is_deleted
                && a.user_id != user
                && a.site == cx.brand.name
                && a.referral_share_code().eq_ignore_ascii_case(code.trim())
        })
        .map(|a| a.id)
        .ok_or_else(invalid)
}

pub fn is_referred(account: &BillingAccountRecord) -> bool {
    account.promotions.iter().any(|g| g.promotion.credit_type == CreditType::ReferralReceiver)
}

/// Makes `account_id` a referral of `promoter` (checked by [`referral_promoter`]).
pub fn refer(world: &mut World, cx: &Cx, account_id: u64, promoter: u64) {
    let amounts = &cx.brand.config.referral_credit_amounts;
    let (credit, requirement) = (amounts.receiver_credit, amounts.referral_credit_receiver_precondition_topup_sum);
    grant(world, cx, account_id, CreditType::ReferralReceiver, credit, requirement, promoter.to_string());
}

/// `campaign_activate`: a campaign code of the site the user has not used on any account, or
/// a share code for an account not yet referred; anything else is "Invalid campaign.".
pub fn activate(world: &mut World, cx: &Cx, account_id: u64, code: &str) -> DomainResult<&'static str> {
    let account = own_account(world, cx, account_id)?;
    if account.is_deleted {
        return Err(DomainError::NotFound(msg::no_such_account(account_id)));
    }
    let user = account.user_id;
    let invalid = || DomainError::invalid("campaign_code", msg::INVALID_CAMPAIGN);
    if let Some(campaign) = cx.brand.simulation.campaigns.iter().find(|c| c.code.eq_ignore_ascii_case(code.trim())) {
        let used = world
            .billing
            .accounts
            .values()
            .filter(|a| a.user_id == user)
            .flat_map(|a| &a.promotions)
            .any(|g| g.promotion.credit_type == CreditType::SignupCampaign && g.source == campaign.code);
        if used {
            return Err(invalid());
        }
        let (amount, requirement, source) = (campaign.amount, campaign.top_up_requirement, campaign.code.clone());
        grant(world, cx, account_id, CreditType::SignupCampaign, amount, requirement, source);
        return Ok(msg::CAMPAIGN_ACTIVATED);
    }
    let promoter = referral_promoter(world, cx, user, Some(account_id), code).map_err(|_| invalid())?;
    let account = world.billing.accounts.get_mut(&account_id).expect("checked above");
    account.details.insert("referral_code".into(), code.trim().to_string());
    refer(world, cx, account_id, promoter);
    Ok(msg::REFERRAL_ACTIVATED)
}

/// `GET /payment/has_active_campaigns`: the site has a campaign code none of the caller's
/// accounts has activated yet.
pub fn has_active_campaigns(world: &World, cx: &Cx) -> DomainResult<bool> {
    let user = cx.actor()?;
    let used = |code: &str| {
        world
            .billing
            .accounts
            .values()
            .filter(|a| a.user_id == user)
            .flat_map(|a| &a.promotions)
            .any(|g| g.promotion.credit_type == CreditType::SignupCampaign && g.source == code)
    };
    Ok(cx.brand.simulation.campaigns.iter().any(|c| !used(&c.code)))
}

fn grant(
    world: &mut World,
    cx: &Cx,
    account_id: u64,
    credit_type: CreditType,
    amount: Money,
    requirement: Money,
    source: String,
) {
    let Some(account) = world.billing.accounts.get_mut(&account_id) else { return };
    let promotion = Promotion { credit_type, amount, top_up_requirement: requirement, top_up_done: false };
    account.promotions.push(Granted { promotion, source });
    settle(world, cx, account_id);
}

/// Pays every promotion whose top-up requirement the account's top-ups now reach: called when
/// one is granted and after every top-up.
pub fn settle(world: &mut World, cx: &Cx, account_id: u64) {
    let Some(account) = world.billing.accounts.get_mut(&account_id) else { return };
    let topped = topped_up(account);
    let mut due = Vec::new();
    for granted in account.promotions.iter_mut().filter(|g| !g.promotion.top_up_done) {
        if topped >= granted.promotion.top_up_requirement.0 {
            granted.promotion.top_up_done = true;
            due.push(granted.clone());
        }
    }
    for Granted { promotion, source } in due {
        let amount = promotion.amount.0;
        match promotion.credit_type {
            CreditType::FirstFree => give(world, cx, account_id, amount, msg::FIRST_ACCOUNT_CREDIT, "first_free"),
            CreditType::SignupCampaign => {
                give(world, cx, account_id, amount, msg::CAMPAIGN_CREDIT, &format!("signup_campaign:{source}"));
            }
            CreditType::ReferralReceiver => {
                give(world, cx, account_id, amount, msg::REFERRAL_CREDIT, &format!("referral_receiver:{source}"));
                pay_promoter(world, cx, account_id, &source);
            }
        }
    }
}

/// Promotion credit: a ledger entry and its credit note.
fn give(world: &mut World, cx: &Cx, account_id: u64, amount: Decimal, description: &str, reference: &str) {
    ledger::post(world, cx, account_id, amount, description, reference);
    invoice::record_credit_note(world, cx, account_id, description, amount);
}

/// The promoter's share, unless its account has been closed since. Nobody acted on it: the
/// receiver's top-up earned it.
fn pay_promoter(world: &mut World, cx: &Cx, receiver: u64, source: &str) {
    let Some(promoter) = source.parse().ok().filter(|id| world.billing.accounts.get(id).is_some_and(|a| !a.is_deleted)) else {
        return;
    };
    let amount = cx.brand.config.referral_credit_amounts.promoter_credit.0;
    let system = Cx { actor: None, acting_user: None, ..*cx };
    give(world, &system, promoter, amount, msg::REFERRAL_PROMOTER_CREDIT, &format!("referral_promoter:{receiver}"));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::billing::account;
    use crate::domain::compute::fixture::Fixture;
    use crate::domain::payment::topup;
    use spec::billing::BillingFields;

    fn fields(referral: Option<String>) -> BillingFields {
        BillingFields {
            title: Some("Friend".into()),
            email: Some("friend@example.com".into()),
            customer_phone: Some("+372 5555 1234".into()),
            referral_code: referral,
            ..BillingFields::default()
        }
    }

    /// A fixture with a second user whose first account was opened with the owner's share code.
    fn referred() -> (Fixture, u64, u64) {
        let mut fx = Fixture::new();
        let promoter = fx.owner_account();
        let code = fx.world.billing.accounts[&promoter].referral_share_code();
        let friend = fx.world.identity.users.keys().copied().find(|u| *u != fx.owner).unwrap();
        fx.world.billing.accounts.retain(|_, a| a.user_id != friend);
        let owner = fx.owner;
        fx.owner = friend;
        let receiver = fx.run(|w, cx| account::create(w, cx, fields(Some(code.to_lowercase())))).unwrap().id;
        fx.owner = owner;
        (fx, promoter, receiver)
    }

    fn balance(fx: &Fixture, id: u64) -> Decimal {
        ledger::balance(&fx.world.billing.accounts[&id])
    }

    #[test]
    fn referral_credit_lands_on_both_accounts_only_once_the_precondition_top_up_sum_is_reached() {
        let (mut fx, promoter, receiver) = referred();
        let amounts = fx.brand.config.referral_credit_amounts.clone();
        let first = fx.brand.config.first_account_credit.0;
        let promoter_before = balance(&fx, promoter);
        assert_eq!(balance(&fx, receiver), first, "no referral credit before a top-up");
        let short = amounts.referral_credit_receiver_precondition_topup_sum.0 - Decimal::new(1, 2);
        fx.run(|w, cx| topup::credit(w, cx, receiver, short, "test"));
        assert_eq!(balance(&fx, receiver), first + short);
        fx.run(|w, cx| topup::credit(w, cx, receiver, Decimal::new(1, 2), "test"));
        let topped = first + short + Decimal::new(1, 2);
        assert_eq!(balance(&fx, receiver), topped + amounts.receiver_credit.0);
        assert_eq!(balance(&fx, promoter), promoter_before + amounts.promoter_credit.0);
        fx.run(|w, cx| topup::credit(w, cx, receiver, Decimal::from(50), "test"));
        assert_eq!(balance(&fx, promoter), promoter_before + amounts.promoter_credit.0, "paid once");
        let entry = fx.world.billing.accounts[&promoter].ledger.last().unwrap().clone();
        assert_eq!((entry.reference, entry.acting_user_id), (format!("referral_promoter:{receiver}"), None));
        assert!(fx.world.billing.accounts[&receiver].promotions.iter().all(|g| g.promotion.top_up_done));
        let notes =
            |id: u64| fx.world.billing.accounts[&id].invoices.iter().filter(|i| i.kind == InvoiceType::CreditNote).count();
        assert_eq!((notes(receiver), notes(promoter)), (2, 2), "the first-account and the referral credit, each with its note");
    }

    #[test]
    fn a_code_of_ones_own_an_unknown_one_or_a_second_referral_is_refused() {
        let (mut fx, promoter, receiver) = referred();
        let own = fx.world.billing.accounts[&promoter].referral_share_code();
        let refused = fx.run(|w, cx| account::create(w, cx, fields(Some(own.clone()))));
        assert_eq!(refused, Err(DomainError::invalid("referral_code", msg::INVALID_REFERRAL)));
        let before = fx.world.billing.accounts.len();
        let unknown = fx.run(|w, cx| account::create(w, cx, fields(Some("NOPE".into()))));
        assert_eq!(unknown, Err(DomainError::invalid("referral_code", msg::INVALID_REFERRAL)));
        assert_eq!(fx.world.billing.accounts.len(), before);
        let friend = fx.world.billing.accounts[&receiver].user_id;
        fx.owner = friend;
        let again = fx.run(|w, cx| referral_promoter(w, cx, friend, Some(receiver), &own));
        assert_eq!(again, Err(DomainError::invalid("referral_code", msg::INVALID_REFERRAL)), "referred once only");
    }

    #[test]
    fn campaigns_are_active_until_the_user_has_used_every_one() {
        let mut fx = Fixture::new();
        let account = fx.owner_account();
        let codes: Vec<String> = fx.brand.simulation.campaigns.iter().map(|c| c.code.clone()).collect();
        assert!(!codes.is_empty(), "the default brand has campaigns");
        for code in &codes {
            assert_eq!(fx.run(|w, cx| has_active_campaigns(w, cx)), Ok(true));
            assert_eq!(fx.run(|w, cx| activate(w, cx, account, code)), Ok(msg::CAMPAIGN_ACTIVATED));
        }
        assert_eq!(fx.run(|w, cx| has_active_campaigns(w, cx)), Ok(false));
    }

    #[test]
    fn a_campaign_code_is_used_once_per_user_and_pays_after_its_top_up_requirement() {
        let mut fx = Fixture::new();
        let account = fx.owner_account();
        let campaign = fx
            .brand
            .simulation
            .campaigns
            .iter()
            .find(|c| c.top_up_requirement.0 > Decimal::ZERO)
            .expect("a campaign asking for a top-up")
            .clone();
        let before = balance(&fx, account);
        assert_eq!(fx.run(|w, cx| activate(w, cx, account, &campaign.code)), Ok(msg::CAMPAIGN_ACTIVATED));
        assert_eq!(balance(&fx, account), before);
        let again = fx.run(|w, cx| activate(w, cx, account, &campaign.code));
        assert_eq!(again, Err(DomainError::invalid("campaign_code", msg::INVALID_CAMPAIGN)));
        assert_eq!(
            fx.run(|w, cx| activate(w, cx, account, "NO-SUCH-CODE")),
            Err(DomainError::invalid("campaign_code", msg::INVALID_CAMPAIGN))
        );
        let top_up = campaign.top_up_requirement.0;
        fx.run(|w, cx| topup::credit(w, cx, account, top_up, "test"));
        assert_eq!(balance(&fx, account), before + top_up + campaign.amount.0);
    }
}

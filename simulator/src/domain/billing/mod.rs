//! Billing accounts: the record, which account pays for a new resource and whether it may
//! (`account.rs` opens, edits and closes accounts; `ledger.rs` holds their credit movements;
//! `charging.rs` adds up what their resources use, hour by hour; `invoice.rs` closes each month
//! into an invoice, `invoice_pdf.rs` prints it with the writer in `pdf.rs`; `restriction.rs`
//! restricts accounts out of credit, `topup.rs` credits them, `payment.rs` holds their cards and
//! buys credit with them (`purchase.rs` through 3-D Secure; `paypal.rs` vaults PayPal), `link.rs` takes payments on link processors' pages; `promotion.rs`
//! grants first-account, referral and campaign credit, `recurring.rs` tops accounts up
//! automatically, `notice.rs` mails low-balance notices).

pub mod account;
pub mod bulk_pay;
pub mod charging;
pub mod invoice;
pub mod invoice_pdf;
pub mod ledger;
pub mod notice;
pub mod opening;
pub mod pdf;
pub mod promotion;
pub mod restriction;
pub mod standing;

use std::collections::BTreeMap;

use rand::Rng;
use rust_decimal::Decimal;
use spec::billing::{AccountStatus, RestrictionLevel};
use spec::error::billing as msg;

use super::{Cx, DomainError, DomainResult};
pub use crate::world::billing::BillingAccountRecord;
use crate::world::{UserId, World};

impl BillingAccountRecord {
    /// A new, empty account of `user` opened on `cx`'s site, with no credit.
    pub fn new(id: u64, user_id: UserId, title: String, cx: &Cx) -> Self {
        let manual = cx.brand.config.manual_billing_account_validation;
        BillingAccountRecord {
            id,
            user_id,
            title,
            status: if manual { AccountStatus::PendingValidation } else { AccountStatus::Active },
            is_default: false,
            details: BTreeMap::new(),
            site: cx.brand.name.clone(),
            restriction_level: RestrictionLevel::Clear,
            is_deleted: false,
            discount_percentage: Decimal::ZERO,
            vat_percentage: Decimal::ZERO,
            allow_debt: cx.brand.config.allow_debt,
            promotions: Vec::new(),
            ledger: Vec::new(),
            usage: BTreeMap::new(),
            created: cx.now,
            invoices: Vec::new(),
            restricted_since: None,
            cards: Vec::new(),
            link_payments: Vec::new(),
            recurring: None,
            low_balance_notice: notice::LowBalanceNotice::default(),
            link_methods: Vec::new(),
            charges: Vec::new(),
        }
    }

    /// docs/product/billing.md#restriction: only an ACTIVE account may pay for new resources.
    pub fn is_active(&self) -> bool {
        self.status == AccountStatus::Active && !self.is_deleted
    }

    /// Whether the account may pay: active, and in credit unless it may run into debt.
    pub fn can_pay(&self) -> bool {
        self.is_active() && (self.allow_debt || ledger::balance(self) > Decimal::ZERO)
    }

    /// The code others sign up with to refer to this account, derived from its id.
    pub fn referral_share_code(&self) -> String {
        format!("{:X}", self.id)
    }

    pub fn detail(&self, field: &str) -> &str {
        self.details.get(field).map(String::as_str).unwrap_or("")
    }

    /// Where the account's mail goes: its billing email, else its user's.
    pub fn mail_to(&self, world: &World) -> String {
        match self.detail("email") {
            "" => world.user(self.user_id).map(|u| u.email.clone()).unwrap_or_default(),
            email => email.to_string(),
        }
    }
}

/// A fresh account id around 1.2e9, drawn from the world's RNG as the seed's are.
pub fn fresh_account_id(world: &mut World) -> u64 {
    loop {
        let id = 1_200_000_000 + world.rng.random_range(0..1_000_000);
        if !world.billing.accounts.contains_key(&id) {
            return id;
        }
    }
}

/// The caller's accounts within its reach (a restricted token reaches one), deleted ones included.
pub fn reachable<'w>(world: &'w World, cx: &Cx) -> DomainResult<impl Iterator<Item = &'w BillingAccountRecord>> {
    let user = cx.actor()?;
    Ok(world.billing.accounts.values().filter(move |a| a.user_id == user && cx.sees(a.id)))
}

/// An account of the caller within its reach, deleted ones included; any other is unknown, or
/// in a strict session, when it exists, forbidden in the payment area's own shape (as live).
pub fn own_account<'w>(world: &'w World, cx: &Cx, id: u64) -> DomainResult<&'w BillingAccountRecord> {
    let user = cx.actor()?;
    match world.billing.accounts.get(&id) {
        Some(a) if a.user_id == user && cx.sees(a.id) => Ok(a),
        Some(_) if world.strict => Err(DomainError::ConsumerForbidden),
        _ => Err(DomainError::NotFound(msg::no_such_account(id))),
    }
}

/// The account a new resource of the caller is paid from: the one named, else the restricted
/// token's account, else the user's default (lenient only: a strict session, like the live API,
/// wants a global key's creates to name it). It must be the user's, within the caller's reach,
/// active and not restricted.
pub fn paying_account(world: &World, cx: &Cx, requested: Option<u64>) -> DomainResult<u64> {
    let account = chosen_account(world, cx, requested)?;
    restriction::check_unrestricted(account)?;
    Ok(account.id)
}

/// [`paying_account`] for a new VM of `vcpu` and `ram_mb`: a LIMITED account may also pay, while
/// its VMs stay within the site's allowance (`limitedBillingAccountConfig`, docs/product/billing.md#accounts).
pub fn paying_account_for_vm(world: &World, cx: &Cx, requested: Option<u64>, vcpu: u32, ram_mb: u32) -> DomainResult<u64> {
    let account = chosen_account(world, cx, requested)?;
    restriction::check_may_add_vm(world, cx, account, vcpu, ram_mb)?;
    Ok(account.id)
}

/// A deleted account is named as a missing one is (400 naming `billing_account_id`) in every area,
/// as tokens and access groups refuse it (docs/product/billing.md#accounts).
fn chosen_account<'w>(world: &'w World, cx: &Cx, requested: Option<u64>) -> DomainResult<&'w BillingAccountRecord> {
    let user = cx.actor()?;
    let account = match requested.or(cx.scope) {
        Some(id) => world
            .billing
            .accounts
            .get(&id)
            .filter(|a| a.user_id == user && cx.sees(a.id) && !a.is_deleted)
            .ok_or_else(|| DomainError::invalid("billing_account_id", msg::no_such_account(id)))?,
        None if world.strict => {
            return Err(DomainError::invalid("billing_account_id", spec::error::compute::BILLING_ACCOUNT_REQUIRED));
        }
        None => world
            .billing
            .accounts
            .values()
            .find(|a| a.user_id == user && a.is_default && !a.is_deleted)
            .ok_or_else(|| DomainError::Conflict(msg::ACCOUNT_INACTIVE.into()))?,
    };
    if !account.is_active() {
        return Err(DomainError::Conflict(msg::ACCOUNT_INACTIVE.into()));
    }
    Ok(account)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_strict_session_forbids_an_account_out_of_reach_and_a_lenient_one_does_not_know_it() {
        let mut fx = crate::domain::compute::fixture::Fixture::new();
        let own = fx.owner_account();
        let other =
            fx.world.billing.accounts.values().find(|a| a.user_id != fx.owner).map(|a| a.id).expect("another user's account");
        assert_eq!(fx.run(|w, cx| own_account(w, cx, other).map(drop)), Err(DomainError::NotFound(msg::no_such_account(other))));
        fx.world.strict = true;
        assert_eq!(fx.run(|w, cx| own_account(w, cx, other).map(drop)), Err(DomainError::ConsumerForbidden));
        let scoped = fx.run(|w, cx| own_account(w, &Cx { scope: Some(own + 1_000_000), ..*cx }, own).map(drop));
        assert_eq!(scoped, Err(DomainError::ConsumerForbidden), "out of a restricted key's reach");
        assert_eq!(
            fx.run(|w, cx| own_account(w, cx, 999_999_999).map(drop)),
            Err(DomainError::NotFound(msg::no_such_account(999_999_999)))
        );
    }

    #[test]
    fn a_deleted_account_was_409_inactive_for_balancers_buckets_and_leases_but_400_for_vms() {
        let mut fx = crate::domain::compute::fixture::Fixture::new();
        let own = fx.owner_account();
        fx.world.billing.accounts.get_mut(&own).expect("the account").is_deleted = true;
        let missing = Err(DomainError::invalid("billing_account_id", msg::no_such_account(own)));
        assert_eq!(pay(&fx.world, fx.owner, None, Some(own)), missing, "named as a missing account is");
        assert_eq!(pay(&fx.world, fx.owner, Some(own), None), missing, "a restricted key's deleted account too");
    }

    fn pay(world: &World, user: UserId, scope: Option<u64>, requested: Option<u64>) -> DomainResult<u64> {
        let brands = crate::brands::Brands::embedded().unwrap();
        let brand = brands.default_brand();
        let cx = Cx { scope, ..Cx::new(world.now, Some(user), brand, None) };
        paying_account(world, &cx, requested)
    }

    fn account(id: u64, user_id: UserId, is_default: bool) -> BillingAccountRecord {
        let brands = crate::brands::Brands::embedded().unwrap();
        let cx = Cx::new("2026-01-05T09:00:00Z".parse().unwrap(), Some(user_id), brands.default_brand(), None);
        BillingAccountRecord {
            is_default,
            status: AccountStatus::Active,
            ..BillingAccountRecord::new(id, user_id, format!("Account {id}"), &cx)
        }
    }

    fn world() -> World {
        let mut world = World::new(1, "2026-01-05T09:00:00Z".parse().unwrap());
        for (id, user_id, is_default) in [(1_200_000_001, 1, true), (1_200_000_002, 1, false), (1_200_000_003, 2, true)] {
            world.billing.accounts.insert(id, account(id, user_id, is_default));
        }
        world
    }

    #[test]
    fn no_account_named_means_the_default_one() {
        assert_eq!(pay(&world(), 1, None, None), Ok(1_200_000_001));
        assert_eq!(pay(&world(), 1, None, Some(1_200_000_002)), Ok(1_200_000_002));
    }

    #[test]
    fn another_users_account_does_not_exist_for_the_caller() {
        let err = pay(&world(), 1, None, Some(1_200_000_003)).unwrap_err();
        assert_eq!(err, DomainError::invalid("billing_account_id", msg::no_such_account(1_200_000_003)));
    }

    #[test]
    fn a_restricted_caller_pays_from_its_account_and_reaches_no_other() {
        assert_eq!(pay(&world(), 1, Some(1_200_000_002), None), Ok(1_200_000_002));
        let err = pay(&world(), 1, Some(1_200_000_002), Some(1_200_000_001)).unwrap_err();
        assert_eq!(err, DomainError::invalid("billing_account_id", msg::no_such_account(1_200_000_001)));
    }

    #[test]
    fn an_inactive_account_pays_for_nothing() {
        let mut world = world();
        world.billing.accounts.values_mut().for_each(|a| a.status = AccountStatus::Suspended);
        assert_eq!(pay(&world, 1, None, None), Err(DomainError::Conflict(msg::ACCOUNT_INACTIVE.into())));
        assert_eq!(pay(&world, 7, None, None), Err(DomainError::Conflict(msg::ACCOUNT_INACTIVE.into())));
    }
}

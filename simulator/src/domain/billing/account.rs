//! Opening, editing and closing billing accounts (docs/product/billing.md#accounts *Billing*).

use std::collections::BTreeMap;

use rust_decimal::Decimal;
use spec::billing::BillingFields;
use spec::config::Brand;
use spec::error::{billing as msg, validation};

use super::{BillingAccountRecord, charging, fresh_account_id, invoice, ledger, own_account, promotion, reachable};
use crate::domain::usage::Meter;
use crate::domain::{Cx, DomainError, DomainResult};
use crate::world::World;

/// The caller's accounts within its reach, by id; deleted ones only with `shadow`.
pub fn list<'w>(world: &'w World, cx: &Cx, shadow: bool) -> DomainResult<Vec<&'w BillingAccountRecord>> {
    Ok(reachable(world, cx)?.filter(|a| shadow || !a.is_deleted).collect())
}

pub fn get<'w>(world: &'w World, cx: &Cx, id: u64) -> DomainResult<&'w BillingAccountRecord> {
    own_account(world, cx, id)
}

/// An account's title, whoever owns it (a shared account is shown to its guests by name).
pub fn title(world: &World, id: u64) -> Option<&str> {
    world.billing.accounts.get(&id).map(|a| a.title.as_str())
}

/// Opens an account. The user's first becomes the default and gets the site's first-account
/// credit as a `first_free` promotion; one opened with another user's share code as
/// `referral_code` is a referral (`promotion.rs`); on sites with manual validation it waits for
/// validation.
pub fn create(world: &mut World, cx: &Cx, fields: BillingFields) -> DomainResult<BillingAccountRecord> {
    let user = cx.actor()?;
    let promoter = match fields.referral_code.as_deref().map(str::trim).filter(|c| !c.is_empty()) {
        Some(code) => Some(promotion::referral_promoter(world, cx, user, None, code)?),
        None => None,
    };
    let (title, details) = checked(cx.brand, fields)?;
    let first = !world.billing.accounts.values().any(|a| a.user_id == user);
    let needs_default = !world.billing.accounts.values().any(|a| a.user_id == user && a.is_default && !a.is_deleted);
    let id = fresh_account_id(world);
    let mut account = BillingAccountRecord::new(id, user, title, cx);
    account.details = details;
    account.is_default = needs_default;
    world.billing.accounts.insert(id, account);
    if first {
        promotion::first_free(world, cx, id);
    }
    if let Some(promoter) = promoter {
        promotion::refer(world, cx, id, promoter);
    }
    Ok(world.billing.accounts[&id].clone())
}

/// Replaces the editable fields: one left out is cleared, so required ones must come again.
/// A referral, once made, keeps its code; an account not referred yet may become one here.
pub fn update(world: &mut World, cx: &Cx, id: u64, fields: BillingFields) -> DomainResult<BillingAccountRecord> {
    let account = live(own_account(world, cx, id)?)?;
    let (user, kept) = (account.user_id, promotion::is_referred(account).then(|| account.detail("referral_code").to_string()));
    let new_code = fields.referral_code.as_deref().map(str::trim).filter(|c| !c.is_empty() && kept.is_none());
    let promoter = match new_code {
        Some(code) => Some(promotion::referral_promoter(world, cx, user, Some(id), code)?),
        None => None,
    };
    let (title, mut details) = checked(cx.brand, fields)?;
    if let Some(code) = kept.filter(|c| !c.is_empty()) {
        details.insert("referral_code".into(), code);
    }
    let account = world.billing.accounts.get_mut(&id).expect("checked above");
    account.title = title;
    account.details = details;
    if let Some(promoter) = promoter {
        promotion::refer(world, cx, id, promoter);
    }
    Ok(world.billing.accounts[&id].clone())
}

/// docs/product/billing.md#usage: unpaid resources (a debt, this month's usage, or resources still paid from it) or
/// unspent credit block deletion; the default account stays while the user has it, so
/// resources always have a payer. `meters` are every live resource's (`billing_cycle::delete_account`
/// gathers them).
pub fn delete(world: &mut World, cx: &Cx, id: u64, meters: &[Meter]) -> DomainResult<()> {
    let account = live(own_account(world, cx, id)?)?;
    let balance = ledger::balance(account);
    let owed = invoice::outstanding(account) > Decimal::ZERO;
    let month_used = charging::month_usage(&account.usage, cx.now).next().is_some();
    let still_paying = meters.iter().any(|m| m.billing_account_id == id);
    if balance < Decimal::ZERO || owed || month_used || still_paying {
        return Err(DomainError::Conflict(msg::DELETE_UNPAID.into()));
    }
    if balance > Decimal::ZERO {
        return Err(DomainError::Conflict(msg::DELETE_CREDIT.into()));
    }
    if account.is_default {
        return Err(DomainError::Conflict(msg::DELETE_DEFAULT.into()));
    }
    world.billing.accounts.get_mut(&id).expect("checked above").is_deleted = true;
    Ok(())
}

pub fn set_default(world: &mut World, cx: &Cx, id: u64) -> DomainResult<()> {
    let user = live(own_account(world, cx, id)?)?.user_id;
    for account in world.billing.accounts.values_mut().filter(|a| a.user_id == user) {
        account.is_default = account.id == id;
    }
    Ok(())
}

/// A deleted account can only be read.
fn live(account: &BillingAccountRecord) -> DomainResult<&BillingAccountRecord> {
    if account.is_deleted { Err(DomainError::NotFound(msg::no_such_account(account.id))) } else { Ok(account) }
}

/// The title and the other fields by name, checked against the site's `billingAccountFields`:
/// a required field must be given, a hidden one must not be. Country and language are
/// normalised to the case the product stores.
fn checked(brand: &Brand, fields: BillingFields) -> DomainResult<(String, BTreeMap<String, String>)> {
    let given = match serde_json::to_value(fields) {
        Ok(serde_json::Value::Object(given)) => given,
        _ => serde_json::Map::new(),
    };
    let mut details: BTreeMap<String, String> = given
        .into_iter()
        .filter_map(|(name, value)| Some((name, value.as_str()?.trim().to_string())))
        .filter(|(_, value)| !value.is_empty())
        .collect();
    let mut broken = BTreeMap::new();
    let title = details.remove("title");
    if title.is_none() {
        broken.insert("title".to_string(), validation::REQUIRED.to_string());
    }
    for rule in &brand.config.billing_account_fields {
        let given = details.contains_key(&rule.field);
        if !rule.visible && given {
            broken.insert(rule.field.clone(), msg::FIELD_HIDDEN.to_string());
        } else if rule.visible && rule.required && !given {
            broken.insert(rule.field.clone(), validation::REQUIRED.to_string());
        }
    }
    DomainError::check(broken)?;
    if let Some(country) = details.get_mut("country") {
        *country = country.to_ascii_uppercase();
    }
    if let Some(lang) = details.get_mut("lang") {
        *lang = lang.to_ascii_lowercase();
    }
    Ok((title.unwrap_or_default(), details))
}

#[cfg(test)]
mod tests {
    use jiff::Timestamp;

    use super::*;
    use crate::brands::Brands;
    use crate::domain::billing::standing;

    fn shop() -> BillingFields {
        BillingFields {
            title: Some("Shop".into()),
            email: Some("shop@example.com".into()),
            customer_phone: Some("+372 5555 1234".into()),
            ..BillingFields::default()
        }
    }

    fn now() -> Timestamp {
        "2026-01-05T09:00:00Z".parse().unwrap()
    }

    #[test]
    fn the_first_account_is_credited_once_and_its_balance_is_the_ledger_sum() {
        let brands = Brands::embedded().unwrap();
        let cx = Cx::new(now(), Some(1), brands.default_brand(), None);
        let mut world = World::new(1, now());
        let first = create(&mut world, &cx, shop()).unwrap();
        let second = create(&mut world, &cx, shop()).unwrap();
        assert_eq!(ledger::balance(&first), brands.default_brand().config.first_account_credit.0);
        assert!(first.is_default && !second.is_default);
        assert_eq!(ledger::balance(&second), Decimal::ZERO);
        let later = Cx { now: now() + jiff::SignedDuration::from_hours(1), acting_user: Some(9), ..cx };
        ledger::post(&mut world, &later, first.id, Decimal::new(-2550, 2), "Usage", "usage");
        let first = &world.billing.accounts[&first.id];
        assert_eq!(ledger::balance(first), first.ledger.iter().map(|e| e.amount).sum::<Decimal>());
        assert_eq!(ledger::balance(first), Decimal::new(-350, 2));
        assert_eq!(standing::unpaid(first), Decimal::new(350, 2));
        assert_eq!(first.ledger[1].acting_user_id, Some(9), "the delegate who really acted");
        assert_eq!(standing::running_totals(first, later.now).ongoing_negative_since, Some(later.now.as_second()));
    }

    #[test]
    fn a_refused_create_or_delete_leaves_the_world_as_it_was() {
        let brands = Brands::embedded().unwrap();
        let cx = Cx::new(now(), Some(1), brands.default_brand(), None);
        let mut world = World::new(1, now());
        let first = create(&mut world, &cx, shop()).unwrap();
        let before = serde_json::to_value(&world).unwrap();
        let missing = create(&mut world, &cx, BillingFields { customer_phone: None, ..shop() }).unwrap_err();
        assert_eq!(missing, DomainError::invalid("customer_phone", validation::REQUIRED));
        assert_eq!(delete(&mut world, &cx, first.id, &[]), Err(DomainError::Conflict(msg::DELETE_CREDIT.into())));
        assert_eq!(serde_json::to_value(&world).unwrap(), before);
    }
}

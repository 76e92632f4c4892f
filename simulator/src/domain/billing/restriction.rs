//! Debt and restriction levels (docs/product/billing.md#restriction: CLEAR, LIMITED, FROZEN, TERMINATED). An account
//! whose available credit (credit less the month so far and unpaid invoices) is below zero
//! either runs into debt, when it may (`allow_debt`, from the site's `allowDebt`), or is
//! restricted: LIMITED at once (no new resources), FROZEN after the brand's
//! `restriction_frozen_after` (its VMs are stopped), TERMINATED after
//! `restriction_terminated_after` (its VMs are deleted, and meanwhile may not start); the billing
//! cycle (`billing_cycle.rs`) holds the resources back. The hourly charge reviews every account;
//! levels only rise there. A top-up of at least the threshold returns the account to CLEAR.

use jiff::{SignedDuration, Timestamp};
use rust_decimal::Decimal;
use spec::billing::RestrictionLevel;
use spec::compute::VmStatus;
use spec::config::Durations;

use super::{BillingAccountRecord, standing};
use crate::domain::{Cx, DomainError, DomainResult, identity};
use crate::world::World;

/// Credit left once the month so far and the unpaid invoices are paid.
pub fn available(account: &BillingAccountRecord, now: Timestamp) -> Decimal {
    standing::running_totals(account, now).credit_available.0
}

/// The level an account short of credit since `since` has reached at `now`.
pub fn level_after(durations: &Durations, since: Timestamp, now: Timestamp) -> RestrictionLevel {
    let after = |seconds: u32| since + SignedDuration::from_secs(i64::from(seconds));
    if now >= after(durations.restriction_terminated_after) {
        RestrictionLevel::Terminated
    } else if now >= after(durations.restriction_frozen_after) {
        RestrictionLevel::Frozen
    } else {
        RestrictionLevel::Limited
    }
}

/// Every level change an account makes: [`review`] raises a short account one level at a time
/// (each takes the brand's days), [`topped_up`] clears any. The tests walk it; `cloudsim run
/// --coverage` counts a run's against it.
pub const TRANSITIONS: &[(RestrictionLevel, RestrictionLevel)] = {
    use RestrictionLevel::*;
    &[(Clear, Limited), (Limited, Frozen), (Frozen, Terminated), (Limited, Clear), (Frozen, Clear), (Terminated, Clear)]
};

fn rank(level: RestrictionLevel) -> u8 {
    match level {
        RestrictionLevel::Clear => 0,
        RestrictionLevel::Limited => 1,
        RestrictionLevel::Frozen => 2,
        RestrictionLevel::Terminated => 3,
    }
}

/// The hourly review: accounts short of credit without debt rise to their level (the billing
/// cycle then holds back the resources of frozen and terminated ones, `billing_cycle.rs`).
pub fn review(world: &mut World, cx: &Cx) {
    let durations = &cx.brand.simulation.durations;
    for account in world.billing.accounts.values_mut().filter(|a| !a.is_deleted && !a.allow_debt) {
        if available(account, cx.now) >= Decimal::ZERO {
            continue;
        }
        let since = *account.restricted_since.get_or_insert(cx.now);
        let reached = level_after(durations, since, cx.now);
        if rank(reached) > rank(account.restriction_level) {
            account.restriction_level = reached;
        }
    }
}

/// The accounts whose resources are held back, with their level: FROZEN and TERMINATED ones.
pub fn held_back(world: &World) -> Vec<(u64, RestrictionLevel)> {
    world
        .billing
        .accounts
        .values()
        .filter(|a| rank(a.restriction_level) >= rank(RestrictionLevel::Frozen))
        .map(|a| (a.id, a.restriction_level))
        .collect()
}

/// A top-up of `amount` just landed: at or above the threshold it clears the restriction.
pub fn topped_up(world: &mut World, cx: &Cx, account_id: u64, amount: Decimal) {
    let threshold = threshold(world, cx);
    if let Some(account) = world.billing.accounts.get_mut(&account_id)
        && amount >= threshold
    {
        account.restriction_level = RestrictionLevel::Clear;
        account.restricted_since = None;
    }
}

/// The top-up that clears a restriction: the administrator's setting, else the site's minimum
/// top-up.
pub fn threshold(world: &World, cx: &Cx) -> Decimal {
    world.billing.restriction_clear_topup_threshold.unwrap_or(cx.brand.config.minimum_topup_amount.0)
}

/// Administrators set the threshold for the whole site.
pub fn set_threshold(world: &mut World, cx: &Cx, amount: Decimal) -> DomainResult<Decimal> {
    identity::privileges(world, cx)?;
    world.billing.restriction_clear_topup_threshold = Some(amount);
    Ok(amount)
}

/// A frozen or terminated account's VMs may not start again until it is cleared.
pub fn check_may_run(world: &World, account_id: u64) -> DomainResult<()> {
    match world.billing.accounts.get(&account_id).map(|a| a.restriction_level) {
        Some(level @ (RestrictionLevel::Frozen | RestrictionLevel::Terminated)) => {
            Err(DomainError::Conflict(spec::error::billing::frozen(wire_name(level))))
        }
        _ => Ok(()),
    }
}

fn wire_name(level: RestrictionLevel) -> &'static str {
    match level {
        RestrictionLevel::Clear => "CLEAR",
        RestrictionLevel::Limited => "LIMITED",
        RestrictionLevel::Frozen => "FROZEN",
        RestrictionLevel::Terminated => "TERMINATED",
    }
}

/// docs/product/billing.md#restriction: a restricted account pays for no new resources.
pub fn check_unrestricted(account: &BillingAccountRecord) -> DomainResult<()> {
    if account.restriction_level == RestrictionLevel::Clear {
        Ok(())
    } else {
        Err(DomainError::Conflict(spec::error::billing::restricted(wire_name(account.restriction_level))))
    }
}

/// A new VM of `vcpu` and `ram_mb` on `account`: any size while CLEAR; while LIMITED only if the
/// account's VMs (in every location) stay within the site's `limitedBillingAccountConfig`.
pub fn check_may_add_vm(world: &World, cx: &Cx, account: &BillingAccountRecord, vcpu: u32, ram_mb: u32) -> DomainResult<()> {
    if account.restriction_level != RestrictionLevel::Limited {
        return check_unrestricted(account);
    }
    let allowance = &cx.brand.config.limited_billing_account_config;
    let (used_vcpu, used_ram) = world
        .compute
        .vms
        .values()
        .filter(|vm| vm.billing_account == account.id && vm.status != VmStatus::Deleted)
        .fold((0u64, 0u64), |(c, r), vm| (c + u64::from(vm.vcpu), r + u64::from(vm.memory_mb)));
    if used_vcpu + u64::from(vcpu) > u64::from(allowance.vcpu) || used_ram + u64::from(ram_mb) > u64::from(allowance.ram_mb) {
        return Err(DomainError::Conflict(spec::error::billing::limited_allowance(allowance.vcpu, allowance.ram_mb)));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::billing::ledger;
    use crate::domain::compute::fixture::Fixture;
    use crate::domain::compute::power;
    use crate::domain::payment::topup;

    /// A fixture whose VM's account may not run into debt and has spent all but `left`.
    fn short_of_credit(left: i64) -> (Fixture, String, u64) {
        let mut fx = Fixture::new();
        let uuid = fx.running_vm();
        let account_id = fx.world.compute.vms[&uuid].billing_account;
        let account = fx.world.billing.accounts.get_mut(&account_id).unwrap();
        account.allow_debt = false;
        let spend = Decimal::from(left) - ledger::balance(account);
        fx.run(|w, cx| ledger::post(w, cx, account_id, spend, "Spent elsewhere", "test"));
        (fx, uuid, account_id)
    }

    #[test]
    fn out_of_credit_without_debt_an_account_is_limited_then_frozen_then_terminated() {
        let (mut fx, uuid, account_id) = short_of_credit(0);
        let d = fx.brand.simulation.durations.clone();
        fx.advance(3600);
        let level = |fx: &Fixture| fx.world.billing.accounts[&account_id].restriction_level;
        assert_eq!(level(&fx), RestrictionLevel::Limited);
        let since = fx.world.billing.accounts[&account_id].restricted_since.unwrap();
        let refused = fx.run(|w, cx| crate::domain::billing::paying_account(w, cx, Some(account_id)));
        assert_eq!(refused, Err(DomainError::Conflict(spec::error::billing::restricted("LIMITED"))));
        fx.advance(d.restriction_frozen_after);
        assert_eq!(level(&fx), RestrictionLevel::Frozen);
        assert_eq!(level_after(&d, since, fx.world.now), RestrictionLevel::Frozen);
        assert_ne!(fx.world.compute.vms[&uuid].status, VmStatus::Running, "a frozen account's VM is stopped");
        let start = fx.run(|w, cx| power::vm_start(w, cx, &uuid).map(drop));
        assert_eq!(start, Err(DomainError::Conflict(spec::error::billing::frozen("FROZEN"))));
        fx.advance(d.restriction_terminated_after - d.restriction_frozen_after);
        assert_eq!(level(&fx), RestrictionLevel::Terminated);
        assert_eq!(fx.world.compute.vms[&uuid].status, VmStatus::Deleted);
        use RestrictionLevel::*;
        assert!([Clear, Limited, Frozen, Terminated].windows(2).all(|w| TRANSITIONS.contains(&(w[0], w[1]))));
        fx.run(|w, cx| topup::credit(w, cx, account_id, Decimal::from(1_000_000), "test"));
        assert_eq!(level(&fx), Clear);
        assert!(TRANSITIONS.contains(&(Terminated, Clear)));
    }

    #[test]
    fn a_limited_account_may_add_vms_within_the_sites_allowance() {
        use spec::compute::VmCreate;
        let (mut fx, _, account_id) = short_of_credit(0);
        fx.advance(3600);
        assert_eq!(fx.world.billing.accounts[&account_id].restriction_level, RestrictionLevel::Limited);
        // The running VM already uses the fixture's 2 vCPU: make the allowance hold it and one more.
        let existing: u32 = fx.world.compute.vms.values().filter(|vm| vm.billing_account == account_id).map(|vm| vm.vcpu).sum();
        let ram: u32 = fx.world.compute.vms.values().filter(|vm| vm.billing_account == account_id).map(|vm| vm.memory_mb).sum();
        fx.brand.config.limited_billing_account_config.vcpu = existing + 1;
        fx.brand.config.limited_billing_account_config.ram_mb = ram + 1024;
        let small = VmCreate { name: "small".into(), vcpu: 1, ram: 1024, ..Fixture::create_input() };
        let created = fx.run(|w, cx| crate::domain::compute::vm_create(w, cx, small.clone()).map(|vm| vm.billing_account));
        assert_eq!(created, Ok(account_id));
        let before = fx.snapshot();
        let refused = fx.run(|w, cx| crate::domain::compute::vm_create(w, cx, small).map(drop));
        let allowance = &fx.brand.config.limited_billing_account_config;
        let expected = spec::error::billing::limited_allowance(allowance.vcpu, allowance.ram_mb);
        assert_eq!(refused, Err(DomainError::Conflict(expected)));
        assert_eq!(fx.snapshot(), before, "a refused create changes nothing");
        // Other resources are still refused while LIMITED.
        let other = fx.run(|w, cx| crate::domain::billing::paying_account(w, cx, Some(account_id)));
        assert_eq!(other, Err(DomainError::Conflict(spec::error::billing::restricted("LIMITED"))));
    }

    #[test]
    fn a_top_up_at_the_threshold_clears_and_one_below_does_not() {
        let (mut fx, _, account_id) = short_of_credit(0);
        fx.advance(3600);
        let threshold = fx.brand.config.minimum_topup_amount.0;
        fx.run(|w, cx| topup::credit(w, cx, account_id, threshold - Decimal::new(1, 2), "test"));
        assert_eq!(fx.world.billing.accounts[&account_id].restriction_level, RestrictionLevel::Limited);
        fx.run(|w, cx| topup::credit(w, cx, account_id, threshold, "test"));
        let account = &fx.world.billing.accounts[&account_id];
        assert_eq!((account.restriction_level, account.restricted_since), (RestrictionLevel::Clear, None));
    }

    #[test]
    fn an_account_allowed_into_debt_is_never_restricted() {
        let (mut fx, uuid, account_id) = short_of_credit(-100);
        fx.world.billing.accounts.get_mut(&account_id).unwrap().allow_debt = true;
        fx.advance(40 * 86_400);
        assert_eq!(fx.world.billing.accounts[&account_id].restriction_level, RestrictionLevel::Clear);
        assert_eq!(fx.world.compute.vms[&uuid].status, VmStatus::Running);
    }

    #[test]
    fn only_an_administrator_sets_the_threshold() {
        let mut fx = Fixture::new();
        let refused = fx.run(|w, cx| set_threshold(w, cx, Decimal::from(5)));
        assert_eq!(refused, Err(DomainError::Forbidden(spec::error::identity::NOT_ADMIN.into())));
        assert_eq!(fx.world.billing.restriction_clear_topup_threshold, None);
    }
}

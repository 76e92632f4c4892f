//! Hourly charging by the clock: each simulated hour every meter (gathered by the billing cycle,
//! `billing_cycle.rs`) is priced at the brand's unit prices and added to its account's usage for
//! the month. The month's usage is what running totals (and, later, invoices) are made of; it is
//! not credit spent until invoiced.

use std::collections::BTreeMap;

use jiff::tz::TimeZone;
use jiff::{SignedDuration, Timestamp};
use rust_decimal::Decimal;
use spec::config::{BasePrice, Brand};
use spec::pricing::PriceResourceType;

use crate::domain::usage::Meter;
use crate::world::World;
use crate::world::billing::BillingEvent;
pub use crate::world::billing::UsageRecord;

/// `YYYY-MM` of an instant, in UTC: the month usage belongs to.
pub fn month_of(at: Timestamp) -> String {
    at.to_zoned(TimeZone::UTC).strftime("%Y-%m").to_string()
}

/// The first charge falls on the first full hour after `now`.
pub fn schedule_first_hour(world: &mut World, now: Timestamp) {
    let into_hour = now.as_second().rem_euclid(3600) as u32;
    world.schedule(now, 3600 - into_hour, BillingEvent::BillingHour);
}

/// The month the hour that ended at `now` belongs to.
pub fn hour_month(now: Timestamp) -> String {
    month_of(now - SignedDuration::from_secs(1))
}

/// Adds one hour of every meter to its account's usage for `month`.
pub fn charge(world: &mut World, brand: &Brand, month: &str, meters: Vec<Meter>) {
    for meter in meters {
        let price = hourly_price(brand, &meter);
        let Some(account) = world.billing.accounts.get_mut(&meter.billing_account_id) else { continue };
        let record =
            account.usage.entry(month.to_string()).or_default().entry(meter.resource_uuid.clone()).or_insert_with(|| {
                UsageRecord {
                    resource_type: meter.resource_type.to_string(),
                    description: meter.description.clone(),
                    hours: 0,
                    price: Decimal::ZERO,
                    cost: Decimal::ZERO,
                    quantities: Vec::new(),
                    location: meter.location.clone(),
                }
            });
        record.hours += 1;
        record.price = price;
        record.cost += price;
        record.quantities = meter.quantities;
    }
}

/// The month's usage of an account by resource uuid.
pub fn month_usage(
    usage: &BTreeMap<String, BTreeMap<String, UsageRecord>>,
    at: Timestamp,
) -> impl Iterator<Item = (&String, &UsageRecord)> {
    usage.get(&month_of(at)).into_iter().flatten()
}

/// One hour of a meter at the brand's unit prices.
fn hourly_price(brand: &Brand, meter: &Meter) -> Decimal {
    meter.quantities.iter().map(|(kind, quantity)| unit_price(&brand.simulation.prices, *kind, *quantity) * quantity).sum()
}

/// The price of one unit: the tier with the highest threshold the quantity reaches.
fn unit_price(prices: &[BasePrice], kind: PriceResourceType, quantity: Decimal) -> Decimal {
    prices
        .iter()
        .filter(|p| p.resource_type == kind)
        .map(|p| (p.num_cpus_from.or(p.gigabytes_from).unwrap_or(0), p.price_per_unit.0))
        .filter(|(from, _)| Decimal::from(*from) <= quantity)
        .max_by_key(|(from, _)| *from)
        .map_or(Decimal::ZERO, |(_, price)| price)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::billing::ledger;
    use crate::domain::compute::fixture::Fixture;
    use spec::compute::VmStatus;

    fn unit(fx: &Fixture, kind: PriceResourceType) -> Decimal {
        unit_price(&fx.brand.simulation.prices, kind, Decimal::ONE)
    }

    #[test]
    fn each_hour_charges_a_running_vm_in_full_and_a_stopped_one_only_for_storage() {
        let mut fx = Fixture::new();
        let uuid = fx.running_vm();
        let account = fx.world.compute.vms[&uuid].billing_account;
        let month = month_of(fx.world.now);
        let before = fx.world.billing.accounts[&account].usage.get(&month).and_then(|m| m.get(&uuid)).map_or(0, |r| r.hours);
        fx.advance(3600);
        let full = unit(&fx, PriceResourceType::Cpu) * Decimal::from(2)
            + unit(&fx, PriceResourceType::Ram) * Decimal::from(4)
            + unit(&fx, PriceResourceType::Storage) * Decimal::from(20);
        let record = fx.world.billing.accounts[&account].usage[&month][&uuid].clone();
        assert_eq!((record.hours, record.price), (before + 1, full));
        fx.world.compute.vms.get_mut(&uuid).unwrap().status = VmStatus::Stopped;
        fx.advance(3600);
        let record = &fx.world.billing.accounts[&account].usage[&month][&uuid];
        assert_eq!(record.price, unit(&fx, PriceResourceType::Storage) * Decimal::from(20));
        assert_eq!(record.hours, before + 2);
        // An account with resources and usage this month cannot be deleted.
        let refused = fx.run(|w, cx| crate::domain::billing_cycle::delete_account(w, cx, account));
        let unpaid = crate::domain::DomainError::Conflict(spec::error::billing::DELETE_UNPAID.into());
        assert_eq!(refused, Err(unpaid));
        // Usage is not credit spent: the balance is still the ledger's sum.
        let balance = ledger::balance(&fx.world.billing.accounts[&account]);
        assert_eq!(balance, fx.world.billing.accounts[&account].ledger.iter().map(|e| e.amount).sum::<Decimal>());
    }
}

//! The current price list: the brand's hourly base prices in the site currency, converted into
//! every display currency and listed for every published location.

use rust_decimal::{Decimal, RoundingStrategy};
use spec::common::Money;
use spec::config::Brand;
use spec::pricing::{Price, PriceList, PricePolicy, PriceResourceType, PricingPolicy};

/// Hours in the month the product bills by.
pub const HOURS_PER_MONTH: u32 = 730;

/// RAM is priced per 512 MB (the live price list: "RAM/512 MB", docs/product/README.md#evidence `pricing/policy`);
/// every brand's RAM price and every meter use this one unit.
pub const RAM_UNIT_MB: u32 = 512;

/// How many RAM price units `memory_mb` of memory is.
pub fn ram_units(memory_mb: u32) -> rust_decimal::Decimal {
    Decimal::from(memory_mb) / Decimal::from(RAM_UNIT_MB)
}

pub fn price_list(brand: &Brand) -> PriceList {
    let config = &brand.config;
    let mut currencies = vec![(config.site_currency.clone(), Decimal::ONE)];
    for dc in &config.display_currencies {
        if !currencies.iter().any(|(code, _)| *code == dc.code) {
            currencies.push((dc.code.clone(), dc.rate.0));
        }
    }
    currencies
        .into_iter()
        .map(|(code, rate)| {
            let prices: Vec<Price> = brand.simulation.prices.iter().map(|base| convert(base, rate)).collect();
            let by_location =
                config.locations.iter().filter(|l| l.is_published).map(|l| (l.slug.clone(), prices.clone())).collect();
            (code, by_location)
        })
        .collect()
}

/// `GET /pricing/policy` (docs/product/pricing.md#policy): the brand's hourly prices in the site
/// currency, one policy per price, numbered in the list's order.
pub fn policy(brand: &Brand) -> PricingPolicy {
    let policy = brand
        .simulation
        .prices
        .iter()
        .zip(1..)
        .map(|(base, policy_id)| PricePolicy {
            policy_id,
            resource_type: base.resource_type,
            price: Money(round(base.price_per_unit.0, 6)),
            num_cpus: base.num_cpus_from.filter(|_| base.resource_type == PriceResourceType::Cpu),
            megs_ram: (base.resource_type == PriceResourceType::Ram).then_some(RAM_UNIT_MB),
            service_name_user_friendly: base.description.clone(),
        })
        .collect();
    PricingPolicy { policy }
}

fn convert(base: &spec::config::BasePrice, rate: Decimal) -> Price {
    let hourly = round(base.price_per_unit.0 * rate, 6);
    Price {
        resource_type: base.resource_type,
        price_per_unit: Money(hourly),
        price_per_unit_month: Money(round(base.price_per_unit.0 * rate * Decimal::from(HOURS_PER_MONTH), 4)),
        description: base.description.clone(),
        num_cpus_from: base.num_cpus_from,
        gigabytes_from: base.gigabytes_from,
    }
}

fn round(value: Decimal, dp: u32) -> Decimal {
    value.round_dp_with_strategy(dp, RoundingStrategy::MidpointAwayFromZero).normalize()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brands::Brands;

    #[test]
    fn lists_site_and_display_currencies_for_every_published_location() {
        let brand = Brands::embedded().unwrap().default_brand().as_ref().clone();
        let list = price_list(&brand);
        assert!(list.contains_key(&brand.config.site_currency));
        for dc in &brand.config.display_currencies {
            let by_location = &list[&dc.code];
            let published = brand.config.locations.iter().filter(|l| l.is_published).count();
            assert_eq!(by_location.len(), published);
        }
    }

    #[test]
    fn the_policy_lists_every_base_price_hourly_with_ram_per_512_mb() {
        let brand = Brands::embedded().unwrap().default_brand().as_ref().clone();
        let policy = policy(&brand).policy;
        assert_eq!(policy.len(), brand.simulation.prices.len());
        for (row, base) in policy.iter().zip(&brand.simulation.prices) {
            assert_eq!((row.resource_type, row.price.0), (base.resource_type, round(base.price_per_unit.0, 6)));
        }
        let ram = policy.iter().find(|r| r.resource_type == PriceResourceType::Ram).expect("a RAM price");
        assert_eq!(ram.megs_ram, Some(RAM_UNIT_MB));
        let ids: Vec<u64> = policy.iter().map(|r| r.policy_id).collect();
        assert_eq!(ids, (1..=policy.len() as u64).collect::<Vec<_>>());
    }

    #[test]
    fn monthly_price_is_730_hours_and_conversion_uses_the_rate() {
        let brand = Brands::embedded().unwrap().default_brand().as_ref().clone();
        let base = &brand.simulation.prices[0];
        let usd = brand.config.display_currencies.iter().find(|c| c.code == "USD").unwrap();
        let converted = convert(base, usd.rate.0);
        assert_eq!(converted.price_per_unit.0, round(base.price_per_unit.0 * usd.rate.0, 6));
        assert_eq!(converted.price_per_unit_month.0, round(base.price_per_unit.0 * usd.rate.0 * Decimal::from(730), 4));
    }
}

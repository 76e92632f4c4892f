//! Mutants of behaviour rather than of an answer: each changes, in every brand, one piece of the
//! data the domain reads — how long a time-driven transition takes, a price, a limit, a
//! validation rule — so the simulator stays consistent with itself (the price list and the usage
//! it charges agree) and only a step that knows what the product promises notices. The simulator
//! is made from the changed brands (`runner::Local::simulator`), not wrapped.

use rust_decimal::Decimal;
use spec::config::{Brand, Durations};
use spec::pricing::PriceResourceType;

/// What kind of behaviour a data mutant changes (the score's operators).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Timing,
    Price,
    Limit,
    Rule,
}

impl Kind {
    pub fn tag(self) -> &'static str {
        match self {
            Kind::Timing => "timing",
            Kind::Price => "price",
            Kind::Limit => "limit",
            Kind::Rule => "validation rule",
        }
    }
}

/// A change to every brand's data.
pub type Vary = fn(&mut Brand);

/// One data mutant: reported under `operations[0]`; rerun on the files that call any of
/// `operations` (where what it changes shows); `what` says what changed, `value` reads the
/// changed datum on a brand (for the line a person reads: the default brand's before and after).
pub struct Datum {
    pub kind: Kind,
    pub operations: &'static [&'static str],
    pub what: &'static str,
    pub vary: Vary,
    pub value: fn(&Brand) -> String,
}

/// Twice as long: a regression that slows a transition, or a step that waits "long enough" and
/// so cannot tell.
macro_rules! slower {
    ($field:ident, $ops:expr, $what:expr) => {
        Datum {
            kind: Kind::Timing,
            operations: $ops,
            what: $what,
            vary: |b| b.simulation.durations.$field *= 2,
            value: |b| seconds(&b.simulation.durations, |d| d.$field),
        }
    };
}

/// The price of one resource type 10 % higher (rounded to the price list's 6 places).
macro_rules! dearer {
    ($kind:ident, $what:expr) => {
        Datum {
            kind: Kind::Price,
            operations: &["price_list_current", "pricing_policy", "charging_usage", "invoice_get"],
            what: $what,
            vary: |b| raise(b, PriceResourceType::$kind),
            value: |b| price(b, PriceResourceType::$kind),
        }
    };
}

fn seconds(d: &Durations, pick: fn(&Durations) -> u32) -> String {
    format!("{} s", pick(d))
}

fn raise(brand: &mut Brand, kind: PriceResourceType) {
    for price in brand.simulation.prices.iter_mut().filter(|p| p.resource_type == kind) {
        price.price_per_unit.0 = (price.price_per_unit.0 * Decimal::new(11, 1)).round_dp(6);
    }
}

fn price(brand: &Brand, kind: PriceResourceType) -> String {
    brand.simulation.prices.iter().find(|p| p.resource_type == kind).map_or("none".into(), |p| p.price_per_unit.0.to_string())
}

/// Every data mutant, in the order they are picked.
pub const DATA: &[Datum] = &[
    slower!(vm_create, &["vm_create"], "a VM's creation takes twice as long"),
    dearer!(Cpu, "the vCPU price is 10 % higher"),
    Datum {
        kind: Kind::Limit,
        operations: &["vm_create"],
        what: "a LIMITED account may create one vCPU more",
        vary: |b| b.config.limited_billing_account_config.vcpu += 1,
        value: |b| format!("{} vCPU", b.config.limited_billing_account_config.vcpu),
    },
    Datum {
        kind: Kind::Rule,
        operations: &["credit_buy", "final_topup_amount"],
        what: "a top-up one unit below the site's minimum is accepted",
        vary: |b| b.config.minimum_topup_amount.0 -= Decimal::ONE,
        value: |b| format!("minimum {}", b.config.minimum_topup_amount.0),
    },
    slower!(vm_start, &["vm_start"], "a VM's start takes twice as long"),
    dearer!(Ram, "the RAM price is 10 % higher"),
    Datum {
        kind: Kind::Limit,
        operations: &["vm_create"],
        what: "a LIMITED account may create 512 MB of RAM more",
        vary: |b| b.config.limited_billing_account_config.ram_mb += 512,
        value: |b| format!("{} MB", b.config.limited_billing_account_config.ram_mb),
    },
    Datum {
        kind: Kind::Rule,
        operations: &["campaign_activate"],
        what: "a campaign code credits without the top-ups it requires",
        vary: |b| b.simulation.campaigns.iter_mut().for_each(|c| c.top_up_requirement.0 = Decimal::ZERO),
        value: |b| {
            let most = b.simulation.campaigns.iter().map(|c| c.top_up_requirement.0).max().unwrap_or_default();
            format!("top-ups required up to {most}")
        },
    },
    slower!(vm_stop, &["vm_stop"], "a VM's graceful stop takes twice as long"),
    dearer!(Storage, "the storage price is 10 % higher"),
    Datum {
        kind: Kind::Limit,
        operations: &["metal_lease_delete"],
        what: "a bare metal lease's shortest time is twice as long",
        vary: |b| b.simulation.durations.metal_min_lease *= 2,
        value: |b| seconds(&b.simulation.durations, |d| d.metal_min_lease),
    },
    Datum {
        kind: Kind::Rule,
        operations: &["campaign_activate", "credit_buy"],
        what: "a referral receiver is credited before the precondition top-ups",
        vary: |b| b.config.referral_credit_amounts.referral_credit_receiver_precondition_topup_sum.0 = Decimal::ZERO,
        value: |b| format!("after {}", b.config.referral_credit_amounts.referral_credit_receiver_precondition_topup_sum.0),
    },
    slower!(vm_forced_stop_after, &["vm_stop"], "a graceful stop is forced twice as late"),
    dearer!(UnassignedFloatingIp, "an unassigned floating IP's price is 10 % higher"),
    slower!(metal_provision, &["metal_lease_create"], "a bare metal lease's provisioning takes twice as long"),
    dearer!(LoadBalancer, "the load balancer price is 10 % higher"),
    slower!(metal_cleaning, &["metal_lease_delete"], "a released machine's cleaning takes twice as long"),
    dearer!(ObjectStorage, "the object storage price is 10 % higher"),
    slower!(service_provision, &["service_package_create"], "a service package's provisioning takes twice as long"),
    dearer!(WindowsLicense, "the Windows licence price is 10 % higher"),
    slower!(mfa_ticket_valid, &["mfa_activate"], "an MFA enrolment ticket stays valid twice as long"),
    dearer!(BareMetalServer, "the bare metal server price is 10 % higher"),
    slower!(
        restriction_frozen_after,
        &["billing_account_get", "billing_account_list"],
        "an account out of credit is FROZEN twice as late"
    ),
    slower!(
        restriction_terminated_after,
        &["billing_account_get", "billing_account_list"],
        "an account out of credit is TERMINATED twice as late"
    ),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brands::Brands;

    #[test]
    fn each_datum_changes_what_it_reads_on_some_brand_and_names_operations_that_exist() {
        let brands = Brands::embedded().unwrap();
        for datum in DATA {
            let changes = |brand: &Brand| {
                let mut changed = brand.clone();
                (datum.vary)(&mut changed);
                (datum.value)(brand) != (datum.value)(&changed)
            };
            assert!(brands.all().any(changes), "{}", datum.what);
            for id in datum.operations {
                assert!(spec::routes::OPERATIONS.iter().any(|op| op.id == *id), "{id}");
            }
        }
    }
}

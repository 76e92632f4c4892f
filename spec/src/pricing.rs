//! The price list (docs/product/pricing.md#price-list *Pricing*, docs/product/pricing.md#price-types price resource types).

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::common::Money;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PriceResourceType {
    Cpu,
    Ram,
    Storage,
    BlockStorage,
    BlockStorageBackup,
    BlockStorageSnapshot,
    WindowsLicense,
    ObjectStorage,
    UnassignedFloatingIp,
    AssignedFloatingIp,
    LoadBalancer,
    BareMetalServer,
    /// Managed-service licences only.
    License,
}

/// One resource type's price in one currency and location.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Price {
    pub resource_type: PriceResourceType,
    /// Per unit per hour.
    pub price_per_unit: Money,
    /// Per unit per month of 730 hours.
    pub price_per_unit_month: Money,
    pub description: String,
    /// Tiered CPU prices apply from this many vCPUs on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub num_cpus_from: Option<u32>,
    /// Tiered storage prices apply from this many GiB on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gigabytes_from: Option<u32>,
}

/// `GET /pricing/list/current`: currency code → location slug → prices.
/// The site currency and every display currency are listed.
pub type PriceList = BTreeMap<String, BTreeMap<String, Vec<Price>>>;

/// One row of `GET /pricing/policy` (docs/product/pricing.md#policy): the documented camelCase
/// names, one row per price of the brand's list, hourly in the site currency.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PricePolicy {
    pub policy_id: u64,
    pub resource_type: PriceResourceType,
    pub price: Money,
    /// CPU rows: the tier's first vCPU count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub num_cpus: Option<u32>,
    /// RAM rows: the megabytes one unit of `price` buys.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub megs_ram: Option<u32>,
    pub service_name_user_friendly: String,
}

/// `GET /pricing/policy` (docs/product/pricing.md#policy).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct PricingPolicy {
    pub policy: Vec<PricePolicy>,
}

pub mod ops {
    use super::*;
    use crate::routes::{Area, Operation};

    pub const PRICE_LIST: Operation = Operation::get("price_list_current", "/pricing/list/current", Area::Pricing)
        .summary("Current prices by currency and location")
        .public()
        .response::<PriceList>();

    pub const POLICY: Operation = Operation::get("pricing_policy", "/pricing/policy", Area::Pricing)
        .summary("The site's hourly prices as pricing policies (the live API's older price view)")
        .response::<PricingPolicy>();

    /// The area's operations, in the order the OpenAPI document lists them.
    pub const ALL: &[&Operation] = &[&PRICE_LIST, &POLICY];
}

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

pub mod ops {
    use super::*;
    use crate::routes::{Area, Operation};

    pub const PRICE_LIST: Operation = Operation::get("price_list_current", "/pricing/list/current", Area::Pricing)
        .summary("Current prices by currency and location")
        .public()
        .response::<PriceList>();

    /// The area's operations, in the order the OpenAPI document lists them.
    pub const ALL: &[&Operation] = &[&PRICE_LIST];
}

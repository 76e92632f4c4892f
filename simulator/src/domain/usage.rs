//! What resources consume, as the billing engine reads it: what is common to every area's meters.
//! Each resource area keeps its own (`compute/meter.rs`, `storage/meter.rs`, `metal/lease.rs`,
//! `network/ip.rs`, `network/lb.rs`, `services/meter.rs`) and they are chained here; billing
//! charges them hourly against the price list and never looks inside resource records.

use rust_decimal::Decimal;
use spec::pricing::PriceResourceType;

use crate::domain::{compute, metal, network, services, storage};
use crate::world::World;

/// One resource's billable quantities at this instant, per price resource type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meter {
    pub resource_uuid: String,
    /// The resource type as the usage list names it (`vm`, `disk`, `ip`, …).
    pub resource_type: &'static str,
    /// What the usage list calls the resource: its name.
    pub description: String,
    pub billing_account_id: u64,
    pub location: String,
    /// Pool prices override location prices where the price list has them.
    pub host_pool_uuid: Option<String>,
    /// Units per hour: vCPUs, RAM units (`pricing::RAM_UNIT_MB`), GiB of storage, licences.
    pub quantities: Vec<(PriceResourceType, Decimal)>,
}

/// Every live resource's meter, in a stable order (resource area, then creation order).
pub fn meters(world: &World) -> Vec<Meter> {
    compute::meter::meters(world)
        .chain(metal::lease::meters(world))
        .chain(network::ip::meters(world))
        .chain(network::lb::meters(world))
        .chain(storage::meter::meters(world))
        .chain(services::meter::meters(world))
        .collect()
}

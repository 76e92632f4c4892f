//! What resources consume, as billing reads it, and the one face every resource area shows the
//! billing cycle (`billing_cycle.rs`): [`Billed`]. Each resource area keeps its own meters
//! (`compute/meter.rs`, `storage/meter.rs`, `metal/lease.rs`, `network/ip.rs`, `network/lb.rs`,
//! `services/meter.rs`) and implements `Billed` once, in its `mod.rs`; billing charges the meters
//! hourly against the price list and never looks inside resource records.

use rust_decimal::Decimal;
use spec::billing::RestrictionLevel;
use spec::pricing::PriceResourceType;

use crate::domain::Cx;
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

/// A resource area as the billing cycle reaches it, which lies above every area: the areas know
/// nothing of the cycle, the cycle knows each area only through this.
pub trait Billed {
    /// Every live resource's meter, in creation order.
    fn meters<'w>(&self, world: &'w World) -> Box<dyn Iterator<Item = Meter> + 'w>;

    /// Holds back the resources of an account restricted to `level` (FROZEN or TERMINATED,
    /// docs/product/billing.md#restriction); an area whose resources run on does nothing.
    fn hold_back(&self, _world: &mut World, _cx: &Cx, _account_id: u64, _level: RestrictionLevel) {}
}

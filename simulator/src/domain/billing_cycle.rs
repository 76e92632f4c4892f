//! The billing cycle: where billing reaches every resource area, above them all. Each area shows
//! it one face, `usage::Billed` (its meters, and how it holds back a restricted account's
//! resources); the areas below know nothing of the cycle, so billing, payment and the resource
//! areas depend one way (docs/architecture.md, "The domain's floors").

use crate::domain::billing::{account, charging, invoice, notice, restriction};
use crate::domain::payment::recurring;
use crate::domain::usage::{Billed, Meter};
use crate::domain::{Cx, DomainResult, compute, metal, network, services, storage};
use crate::world::World;
use crate::world::billing::BillingEvent;

/// Every resource area, in the order a restricted account's resources are held back: a
/// terminated account's machines end first, then its packages, then its VMs.
const AREAS: [&dyn Billed; 5] = [&metal::Area, &services::Area, &compute::Area, &network::Area, &storage::Area];

/// Every live resource's meter, area by area, each in creation order.
pub fn meters(world: &World) -> Vec<Meter> {
    AREAS.iter().flat_map(|area| area.meters(world)).collect()
}

/// The billing hour: charges the hour that ended at `cx.now`, closes the month when that hour
/// was its last, makes automatic top-ups and low-balance notices, reviews restrictions (after the
/// top-ups, which may spare them) and holds back the resources of frozen and terminated
/// accounts, then schedules the next.
pub fn charge_hour(world: &mut World, cx: &Cx) {
    let month = charging::hour_month(cx.now);
    let meters = meters(world);
    charging::charge(world, cx.brand, &month, meters);
    if charging::month_of(cx.now) != month {
        invoice::close_month(world, cx, &month);
    }
    recurring::review(world, cx);
    notice::review(world, cx);
    restriction::review(world, cx);
    hold_back(world, cx);
    world.schedule(cx.now, 3600, BillingEvent::BillingHour);
}

/// Holds back, area by area, the resources of every frozen and terminated account.
fn hold_back(world: &mut World, cx: &Cx) {
    for (account_id, level) in restriction::held_back(world) {
        for area in AREAS {
            area.hold_back(world, cx, account_id, level);
        }
    }
}

/// Closes an account (`billing::account::delete`), which no live resource may still be paid from.
pub fn delete_account(world: &mut World, cx: &Cx, id: u64) -> DomainResult<()> {
    let meters = meters(world);
    account::delete(world, cx, id, &meters)
}

//! What each due `Event` does: each area's events go to that area's rules.

use super::{Cx, access, billing_cycle, compute, identity, metal, services};
use crate::world::World;
use crate::world::access::AccessEvent;
use crate::world::billing::BillingEvent;
use crate::world::compute::ComputeEvent;
use crate::world::event::Event;
use crate::world::identity::IdentityEvent;
use crate::world::metal::MetalEvent;
use crate::world::services::ServicesEvent;

/// Applies one due event. `cx.now` is the instant the event was due.
pub fn apply(world: &mut World, cx: &Cx, event: Event) {
    match event {
        Event::Identity(event) => apply_identity(world, cx, event),
        Event::Access(event) => apply_access(world, event),
        Event::Billing(event) => apply_billing(world, cx, event),
        Event::Compute(event) => apply_compute(world, cx, event),
        Event::Metal(event) => apply_metal(world, cx, event),
        Event::Services(event) => apply_services(world, cx, event),
    }
}

fn apply_identity(world: &mut World, cx: &Cx, event: IdentityEvent) {
    match event {
        IdentityEvent::MfaTicketExpired { ticket_id } => identity::mfa_ticket_expired(world, cx, &ticket_id),
    }
}

fn apply_access(world: &mut World, event: AccessEvent) {
    match event {
        AccessEvent::ShareExpired { uuid } => access::share_expired(world, &uuid),
    }
}

fn apply_billing(world: &mut World, cx: &Cx, event: BillingEvent) {
    match event {
        BillingEvent::BillingHour => billing_cycle::charge_hour(world, cx),
    }
}

fn apply_compute(world: &mut World, cx: &Cx, event: ComputeEvent) {
    match event {
        ComputeEvent::VmSettled { uuid, transition } => compute::lifecycle::settled(world, cx, &uuid, transition),
        ComputeEvent::VmStopForced { uuid, transition } => compute::lifecycle::stop_forced(world, cx, &uuid, transition),
        ComputeEvent::VmBackupDue { uuid, round } => compute::replica::backup_due(world, cx, &uuid, round),
    }
}

fn apply_metal(world: &mut World, cx: &Cx, event: MetalEvent) {
    match event {
        MetalEvent::MetalProvisioned { lease } => metal::lease::provisioned(world, cx, &lease),
        MetalEvent::MetalCleaned { machine, state_id } => metal::pool::cleaned(world, cx, &machine, state_id),
    }
}

fn apply_services(world: &mut World, cx: &Cx, event: ServicesEvent) {
    match event {
        ServicesEvent::ServiceStep { uuid, round } => services::schedule::step(world, cx, &uuid, round),
        ServicesEvent::ServiceBackupDue { uuid } => services::schedule::backup_due(world, cx, &uuid),
        ServicesEvent::ServiceMaintenanceDue { uuid, round } => services::schedule::maintenance_due(world, cx, &uuid, round),
    }
}

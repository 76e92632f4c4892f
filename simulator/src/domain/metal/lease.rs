//! What a customer does with bare metal: lease a machine of a spec (pending until provisioned on
//! the clock, then in use and charged), rename the lease, release it (not before the brand's
//! minimum lease time; the machine is then cleaned and available again).

use jiff::{SignedDuration, Timestamp};
use rust_decimal::Decimal;
use spec::error::{compute as compute_msg, metal as msg};
use spec::metal::{HistoryAction, LeaseCreate, LeaseStatus, LeaseUpdate, MachineStatus};
use spec::pricing::PriceResourceType;

use super::pool::{self, Change};
use super::{LeaseRecord, MachineRecord, StateRecord, catalogue};
use crate::domain::usage::Meter;
use crate::domain::{Cx, DomainError, DomainResult, billing};
use crate::world::metal::MetalEvent;
use crate::world::{UserId, World};

/// The caller's leases in the location within its reach, released ones included, oldest first.
pub fn lease_list<'w>(world: &'w World, cx: &Cx, billing_account_id: Option<u64>) -> DomainResult<Vec<&'w LeaseRecord>> {
    let (user, location) = (cx.actor()?, cx.location()?);
    let mut leases: Vec<&LeaseRecord> = world
        .metal
        .leases
        .values()
        .filter(|l| l.user_id == user && l.location == location.slug && cx.sees(l.billing_account_id))
        .filter(|l| billing_account_id.is_none_or(|id| l.billing_account_id == id))
        .collect();
    leases.sort_by_key(|l| l.seq);
    Ok(leases)
}

/// One of the caller's leases in the location; foreign, out-of-scope and unknown ones alike are
/// not found.
pub fn lease_get<'w>(world: &'w World, cx: &Cx, uuid: &str) -> DomainResult<&'w LeaseRecord> {
    let (user, location) = (cx.actor()?, cx.location()?);
    world
        .metal
        .leases
        .get(uuid)
        .filter(|l| l.user_id == user && l.location == location.slug && cx.sees(l.billing_account_id))
        .ok_or_else(|| DomainError::NotFound(msg::no_such_lease(uuid)))
}

/// Who acts: the delegate when one acts for the owner, else the caller.
fn acting(cx: &Cx) -> DomainResult<UserId> {
    Ok(cx.acting_user.unwrap_or(cx.actor()?))
}

/// Leases the first available machine of the spec for the paying account; it is pending until
/// the brand's `metal_provision` has passed. Everything is checked before anything changes.
pub fn lease_create<'w>(world: &'w mut World, cx: &Cx, input: LeaseCreate) -> DomainResult<&'w LeaseRecord> {
    let (user, location) = (cx.actor()?, cx.location()?);
    let spec = world
        .metal
        .specs
        .get(&input.spec_uuid)
        .filter(|s| s.location == location.slug)
        .ok_or_else(|| DomainError::invalid("spec_uuid", msg::no_such_spec(&input.spec_uuid)))?;
    let os = input.requested_os_id;
    if !spec.model().ready_os_ids.contains(&os.as_str()) || !catalogue::installable(&os) {
        return Err(DomainError::invalid("requested_os_id", msg::os_not_ready(&os)));
    }
    if location.create_resource_disabled {
        return Err(DomainError::Conflict(compute_msg::CREATE_DISABLED.into()));
    }
    let billing_account_id = billing::paying_account(world, cx, input.billing_account_id)?;
    let machine = pool::available_machines(world, &spec.uuid)
        .first()
        .map(|m| m.uuid.clone())
        .ok_or_else(|| DomainError::Conflict(msg::NO_AVAILABLE_MACHINES.into()))?;
    let actor = acting(cx)?;
    let (spec_uuid, uuid, seq) = (spec.uuid.clone(), world.uuid(), world.metal.next_id());
    let provision = cx.brand.simulation.durations.metal_provision;
    let lease = LeaseRecord {
        uuid: uuid.clone(),
        seq,
        location: location.slug.clone(),
        user_id: user,
        billing_account_id,
        spec_uuid,
        machine_uuid: machine.clone(),
        display_name: input.display_name,
        requested_os_id: os.clone(),
        created_at: cx.now,
        ready_at: cx.now + SignedDuration::from_secs(provision.into()),
        released_at: None,
        release_state_id: None,
    };
    world.metal.leases.insert(uuid.clone(), lease);
    let change = Change {
        status: MachineStatus::Pending,
        lease: Some((uuid.clone(), billing_account_id)),
        os_id: Some(os),
        action: HistoryAction::UserRequest,
        acting_user_id: Some(actor),
    };
    pool::enter(world, &machine, change, cx.now);
    world.schedule(cx.now, provision, MetalEvent::MetalProvisioned { lease: uuid.clone() });
    world.metal.leases.get(&uuid).ok_or_else(|| DomainError::NotFound(msg::no_such_lease(&uuid)))
}

/// Provisioning is done: a lease still pending gets its machine in use, with fresh credentials.
pub fn provisioned(world: &mut World, cx: &Cx, lease_uuid: &str) {
    let Some(lease) = world.metal.leases.get(lease_uuid).filter(|l| l.released_at.is_none()) else { return };
    let (machine, account, os) = (lease.machine_uuid.clone(), lease.billing_account_id, lease.requested_os_id.clone());
    if !pool::holds(world, &machine, lease_uuid) || world.metal.status_of(&machine) != Some(MachineStatus::Pending) {
        return;
    }
    let password = format!("Mx{}", world.hex(8));
    if let Some(record) = world.metal.machines.get_mut(&machine) {
        record.ssh_password = Some(password);
    }
    let change = Change {
        status: MachineStatus::InUse,
        lease: Some((lease_uuid.to_string(), account)),
        os_id: Some(os),
        action: HistoryAction::AdminLeaseCreate,
        acting_user_id: None,
    };
    pool::enter(world, &machine, change, cx.now);
}

/// Renames a lease the caller holds.
pub fn lease_update<'w>(world: &'w mut World, cx: &Cx, uuid: &str, input: LeaseUpdate) -> DomainResult<&'w LeaseRecord> {
    if lease_get(world, cx, uuid)?.released_at.is_some() {
        return Err(DomainError::Conflict(msg::ALREADY_RELEASED.into()));
    }
    let lease = world.metal.leases.get_mut(uuid).ok_or_else(|| DomainError::NotFound(msg::no_such_lease(uuid)))?;
    lease.display_name = input.display_name;
    Ok(lease)
}

/// When the lease may be released: its minimum lease time after it was requested.
pub fn releasable_at(cx: &Cx, lease: &LeaseRecord) -> Timestamp {
    lease.created_at + SignedDuration::from_secs(cx.brand.simulation.durations.metal_min_lease.into())
}

/// Releases a lease the caller holds, pending or in use, once its minimum time has passed.
pub fn lease_release(world: &mut World, cx: &Cx, uuid: &str) -> DomainResult<()> {
    let lease = lease_get(world, cx, uuid)?;
    if lease.released_at.is_some() {
        return Err(DomainError::Conflict(msg::ALREADY_RELEASED.into()));
    }
    if cx.now < releasable_at(cx, lease) {
        return Err(DomainError::Conflict(msg::TOO_SOON_TO_RELEASE.into()));
    }
    let actor = acting(cx)?;
    end(world, cx, uuid, HistoryAction::UserRelease, Some(actor));
    Ok(())
}

/// Ends a live lease: its machine goes to cleaning, unleased, and the lease keeps that state as
/// the last of its history.
pub fn end(world: &mut World, cx: &Cx, uuid: &str, action: HistoryAction, actor: Option<UserId>) {
    let Some(machine) = world.metal.leases.get(uuid).filter(|l| l.released_at.is_none()).map(|l| l.machine_uuid.clone()) else {
        return;
    };
    if let Some(record) = world.metal.machines.get_mut(&machine) {
        record.ssh_password = None;
    }
    let state_id = pool::start_cleaning(world, cx, &machine, action, actor);
    if let Some(lease) = world.metal.leases.get_mut(uuid) {
        lease.released_at = Some(cx.now);
        lease.release_state_id = Some(state_id);
    }
}

/// Every machine leased on `account_id`, released by the provider (a terminated account).
pub fn release_account(world: &mut World, cx: &Cx, account_id: u64) {
    let leases: Vec<String> = world
        .metal
        .leases
        .values()
        .filter(|l| l.billing_account_id == account_id && l.released_at.is_none())
        .map(|l| l.uuid.clone())
        .collect();
    for uuid in leases {
        end(world, cx, &uuid, HistoryAction::AdminUpdate, None);
    }
}

/// The lease's state: its machine's while it holds it.
pub fn status(world: &World, lease: &LeaseRecord) -> LeaseStatus {
    lease.status(&world.metal)
}

/// The machine the lease was given, if the pool still has it.
pub fn machine<'w>(world: &'w World, lease: &LeaseRecord) -> Option<&'w MachineRecord> {
    world.metal.machines.get(&lease.machine_uuid)
}

/// The machine's states during the lease and the release that ended it, oldest first.
pub fn history<'w>(world: &'w World, lease: &LeaseRecord) -> Vec<&'w StateRecord> {
    world
        .metal
        .history
        .values()
        .filter(|s| s.lease_id.as_deref() == Some(lease.uuid.as_str()) || Some(s.id) == lease.release_state_id)
        .collect()
}

/// A machine in use is charged by the hour at its spec's `BARE_METAL_SERVER` units, on the
/// lease's account; pending, it is not yet.
pub fn meters(world: &World) -> impl Iterator<Item = Meter> + '_ {
    let mut leases: Vec<&LeaseRecord> = world
        .metal
        .leases
        .values()
        .filter(|l| l.released_at.is_none() && world.metal.status_of(&l.machine_uuid) == Some(MachineStatus::InUse))
        .collect();
    leases.sort_by_key(|l| l.seq);
    leases.into_iter().map(|lease| {
        let units = world.metal.specs.get(&lease.spec_uuid).map_or(1, |s| s.model().price_units);
        Meter {
            resource_uuid: lease.uuid.clone(),
            resource_type: "bare_metal",
            description: lease.display_name.clone(),
            billing_account_id: lease.billing_account_id,
            location: lease.location.clone(),
            host_pool_uuid: None,
            quantities: vec![(PriceResourceType::BareMetalServer, Decimal::from(units))],
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;

    /// The default location's first spec.
    fn spec(fx: &Fixture) -> String {
        let mut specs: Vec<_> = fx.world.metal.specs.values().filter(|s| s.location == fx.location.slug).collect();
        specs.sort_by_key(|s| s.seq);
        specs[0].uuid.clone()
    }

    fn input(spec_uuid: &str) -> LeaseCreate {
        LeaseCreate {
            spec_uuid: spec_uuid.into(),
            display_name: "db-metal".into(),
            requested_os_id: "debian-12".into(),
            billing_account_id: None,
        }
    }

    fn lease(fx: &mut Fixture) -> String {
        let spec = spec(fx);
        fx.run(|w, cx| lease_create(w, cx, input(&spec)).map(|l| l.uuid.clone())).unwrap()
    }

    #[test]
    fn a_lease_is_pending_then_in_use_after_provisioning_then_cleaned_back_to_available() {
        let mut fx = Fixture::new();
        let d = fx.brand.simulation.durations.clone();
        let uuid = lease(&mut fx);
        let machine = fx.world.metal.leases[&uuid].machine_uuid.clone();
        assert_eq!(fx.world.metal.leases[&uuid].status(&fx.world.metal), LeaseStatus::Pending);
        fx.advance(d.metal_provision - 1);
        assert_eq!(fx.world.metal.status_of(&machine), Some(MachineStatus::Pending));
        fx.advance(1);
        assert_eq!(fx.world.metal.status_of(&machine), Some(MachineStatus::InUse));
        assert_eq!(fx.world.metal.leases[&uuid].status(&fx.world.metal), LeaseStatus::InUse);
        let moves = [(LeaseStatus::Pending, LeaseStatus::InUse), (LeaseStatus::InUse, LeaseStatus::Released)];
        assert!(moves.iter().all(|m| super::super::LEASE_TRANSITIONS.contains(m)));
        assert!(fx.world.metal.machines[&machine].ssh_password.is_some());
        fx.advance(d.metal_min_lease.saturating_sub(d.metal_provision));
        fx.run(|w, cx| lease_release(w, cx, &uuid)).unwrap();
        assert_eq!(fx.world.metal.status_of(&machine), Some(MachineStatus::Cleaning));
        assert_eq!(fx.world.metal.machines[&machine].ssh_password, None);
        fx.advance(d.metal_cleaning);
        assert_eq!(fx.world.metal.status_of(&machine), Some(MachineStatus::Available));
        assert_eq!(fx.world.metal.leases[&uuid].status(&fx.world.metal), LeaseStatus::Released);
        let lease = fx.world.metal.leases[&uuid].clone();
        let actions: Vec<_> = history(&fx.world, &lease).iter().map(|s| (s.status, s.action)).collect();
        use HistoryAction::*;
        use MachineStatus::*;
        assert_eq!(actions, [(Pending, UserRequest), (InUse, AdminLeaseCreate), (Cleaning, UserRelease)]);
        pool::check_invariants(&fx.world).unwrap();
    }

    #[test]
    fn releasing_before_the_minimum_lease_time_is_too_soon_and_changes_nothing() {
        let mut fx = Fixture::new();
        let uuid = lease(&mut fx);
        fx.advance(fx.brand.simulation.durations.metal_min_lease - 1);
        let before = fx.world.metal.clone();
        let refused = fx.run(|w, cx| lease_release(w, cx, &uuid));
        assert_eq!(refused, Err(DomainError::Conflict(msg::TOO_SOON_TO_RELEASE.into())));
        assert_eq!(fx.world.metal, before);
        fx.advance(1);
        fx.run(|w, cx| lease_release(w, cx, &uuid)).unwrap();
        let again = fx.run(|w, cx| lease_release(w, cx, &uuid));
        assert_eq!(again, Err(DomainError::Conflict(msg::ALREADY_RELEASED.into())));
    }

    #[test]
    fn when_every_machine_of_the_spec_is_leased_or_offline_there_are_none_available() {
        let mut fx = Fixture::new();
        let spec = spec(&fx);
        while !pool::available_machines(&fx.world, &spec).is_empty() {
            lease(&mut fx);
        }
        let before = fx.world.metal.clone();
        let refused = fx.run(|w, cx| lease_create(w, cx, input(&spec)).map(drop));
        assert_eq!(refused, Err(DomainError::Conflict(msg::NO_AVAILABLE_MACHINES.into())));
        assert_eq!(fx.world.metal, before);
        pool::check_invariants(&fx.world).unwrap();
    }

    #[test]
    fn a_spec_of_another_location_or_an_os_it_does_not_install_is_refused_by_field() {
        let mut fx = Fixture::new();
        let spec = spec(&fx);
        let other = fx.world.metal.specs.values().find(|s| s.location != fx.location.slug).unwrap().uuid.clone();
        let refused = fx.run(|w, cx| lease_create(w, cx, input(&other)).map(drop));
        assert_eq!(refused, Err(DomainError::invalid("spec_uuid", msg::no_such_spec(&other))));
        for os in ["talos-1-8", "centos-7", "freebsd-14"] {
            let refused =
                fx.run(|w, cx| lease_create(w, cx, LeaseCreate { requested_os_id: os.into(), ..input(&spec) }).map(drop));
            assert_eq!(refused, Err(DomainError::invalid("requested_os_id", msg::os_not_ready(os))));
        }
        assert!(fx.world.metal.leases.is_empty());
    }

    #[test]
    fn only_an_in_use_machine_is_metered_at_its_specs_units() {
        let mut fx = Fixture::new();
        let uuid = lease(&mut fx);
        assert_eq!(meters(&fx.world).count(), 0, "pending is not charged");
        fx.advance(fx.brand.simulation.durations.metal_provision);
        let meter = meters(&fx.world).next().unwrap();
        assert_eq!((meter.resource_uuid.as_str(), meter.resource_type), (uuid.as_str(), "bare_metal"));
        assert_eq!(meter.quantities, vec![(PriceResourceType::BareMetalServer, Decimal::ONE)]);
    }

    #[test]
    fn a_frozen_account_leases_nothing_and_keeps_its_machine_a_terminated_ones_are_released() {
        use spec::billing::RestrictionLevel;
        let mut fx = Fixture::new();
        let uuid = lease(&mut fx);
        fx.advance(fx.brand.simulation.durations.metal_provision);
        let account = fx.owner_account();
        fx.world.billing.accounts.get_mut(&account).unwrap().restriction_level = RestrictionLevel::Frozen;
        let spec = spec(&fx);
        let refused = fx.run(|w, cx| lease_create(w, cx, input(&spec)).map(drop));
        assert_eq!(refused, Err(DomainError::Conflict(spec::error::billing::restricted("FROZEN"))));
        fx.advance(3600);
        assert_eq!(fx.world.metal.leases[&uuid].status(&fx.world.metal), LeaseStatus::InUse, "a machine cannot be stopped");
        fx.world.billing.accounts.get_mut(&account).unwrap().restriction_level = RestrictionLevel::Terminated;
        fx.advance(3600);
        let lease = fx.world.metal.leases[&uuid].clone();
        assert_eq!(lease.status(&fx.world.metal), LeaseStatus::Released);
        let last = history(&fx.world, &lease).last().map(|s| (s.status, s.action, s.acting_user_id));
        assert_eq!(last, Some((MachineStatus::Cleaning, HistoryAction::AdminUpdate, None)));
        pool::check_invariants(&fx.world).unwrap();
    }

    #[test]
    fn a_delegate_acting_for_the_owner_is_recorded_as_the_acting_user() {
        let mut fx = Fixture::new();
        let colleague = fx.world.identity.users.values().find(|u| u.role == spec::control::Role::Colleague).unwrap().id;
        let spec = spec(&fx);
        let location = fx.location.clone();
        let cx = Cx { acting_user: Some(colleague), ..Cx::new(fx.world.now, Some(fx.owner), &fx.brand, Some(&location)) };
        let uuid = lease_create(&mut fx.world, &cx, input(&spec)).map(|l| l.uuid.clone()).unwrap();
        let lease = &fx.world.metal.leases[&uuid];
        assert_eq!(lease.user_id, fx.owner, "the lease is the owner's");
        assert_eq!(history(&fx.world, lease)[0].acting_user_id, Some(colleague));
    }
}

//! Floating IPs: reserved per location and billing account, assigned to at most one VM, load
//! balancer or service at a time, and kept as tombstones once released. Addresses are unique
//! across every record of the session, released ones included, since paths name them.

use std::collections::BTreeSet;

use rand::Rng;
use rust_decimal::Decimal;
use spec::compute::VmStatus;
use spec::error::network as msg;
use spec::network::{AssignmentType, IpAssign, IpCreate, IpListQuery, IpUnassign, IpUpdate};
use spec::pricing::PriceResourceType;

use super::{callers, live_vm};
use crate::domain::usage::Meter;
use crate::domain::{Cx, DomainError, DomainResult, billing};
pub use crate::world::network::{Assignee, Assignment, IpRecord};
use crate::world::services::PackageRecord;
use crate::world::{UserId, World};

impl Assignee {
    pub fn uuid(&self) -> &str {
        match self {
            Assignee::VirtualMachine(uuid) | Assignee::LoadBalancer(uuid) | Assignee::Service(uuid) => uuid,
        }
    }

    pub fn kind(&self) -> AssignmentType {
        match self {
            Assignee::VirtualMachine(_) => AssignmentType::VirtualMachine,
            Assignee::LoadBalancer(_) => AssignmentType::LoadBalancer,
            Assignee::Service(_) => AssignmentType::Service,
        }
    }
}

fn mine(ip: &IpRecord, cx: &Cx) -> bool {
    super::callers(cx, ip.user_id, &ip.location, ip.billing_account_id)
}

/// The caller's floating IPs in the location, released ones included, oldest first.
pub fn ip_list<'w>(world: &'w World, cx: &Cx, query: &IpListQuery) -> DomainResult<Vec<&'w IpRecord>> {
    cx.actor()?;
    let mut ips: Vec<&IpRecord> = world
        .network
        .ips
        .values()
        .filter(|ip| mine(ip, cx))
        .filter(|ip| query.billing_account_id.is_none_or(|id| ip.billing_account_id == id))
        .filter(|ip| {
            query
                .vm_uuid
                .as_deref()
                .is_none_or(|vm| ip.assignment.as_ref().is_some_and(|a| a.to == Assignee::VirtualMachine(vm.to_string())))
        })
        .collect();
    ips.sort_by_key(|ip| ip.id);
    Ok(ips)
}

/// One of the caller's floating IPs by address; a released one too.
pub fn ip_get<'w>(world: &'w World, cx: &Cx, address: &str) -> DomainResult<&'w IpRecord> {
    cx.actor()?;
    world
        .network
        .ips
        .values()
        .find(|ip| ip.address == address && mine(ip, cx))
        .ok_or_else(|| DomainError::NotFound(msg::ip_not_found(address)))
}

/// The caller's reserved (not released) floating IP's uuid.
fn find_live(world: &World, cx: &Cx, address: &str) -> DomainResult<String> {
    let ip = ip_get(world, cx, address)?;
    if ip.deleted_at.is_some() {
        return Err(DomainError::NotFound(msg::ip_not_found(address)));
    }
    Ok(ip.uuid.clone())
}

/// Reserves a fresh public IPv4 address, unassigned.
pub fn ip_create<'w>(world: &'w mut World, cx: &Cx, input: IpCreate) -> DomainResult<&'w IpRecord> {
    crate::domain::feature::check_offered(cx, crate::domain::feature::Resource::IpAddress)?;
    let (user, location) = (cx.actor()?, super::open_location(cx)?);
    let account = billing::paying_account(world, cx, input.billing_account_id)?;
    let address = fresh_address(world);
    let uuid = insert(world, cx, &location.slug, user, account, address, input.name.unwrap_or_default());
    Ok(&world.network.ips[&uuid])
}

pub fn ip_update<'w>(world: &'w mut World, cx: &Cx, address: &str, input: IpUpdate) -> DomainResult<&'w IpRecord> {
    let uuid = find_live(world, cx, address)?;
    if input.billing_account_id.is_some() {
        not_held(&world.network.ips[&uuid])?;
    }
    let account = match input.billing_account_id {
        Some(id) => Some(billing::paying_account(world, cx, Some(id))?),
        None => None,
    };
    let ip = world.network.ips.get_mut(&uuid).ok_or_else(|| DomainError::NotFound(msg::ip_not_found(address)))?;
    if let Some(name) = input.name {
        ip.name = name;
    }
    if let Some(account) = account {
        ip.billing_account_id = account;
    }
    ip.updated_at = cx.now;
    Ok(ip)
}

/// Releases an unassigned address; it stays listed as deleted.
pub fn ip_delete(world: &mut World, cx: &Cx, address: &str) -> DomainResult<()> {
    let uuid = find_live(world, cx, address)?;
    let ip = world.network.ips.get_mut(&uuid).ok_or_else(|| DomainError::NotFound(msg::ip_not_found(address)))?;
    not_held(ip)?;
    if ip.assignment.is_some() {
        return Err(DomainError::Conflict(msg::IP_ASSIGNED.into()));
    }
    ip.deleted_at = Some(cx.now);
    ip.updated_at = cx.now;
    Ok(())
}

/// Assigns the address to a VM, load balancer or service of the caller, moving it from where it
/// was. The assignee must not hold another address.
pub fn ip_assign<'w>(world: &'w mut World, cx: &Cx, address: &str, input: IpAssign) -> DomainResult<&'w IpRecord> {
    let uuid = find_live(world, cx, address)?;
    let to = assignee(world, cx, &input)?;
    let current = world.network.ips[&uuid].assignment.as_ref().map(|a| a.to.clone());
    if current.as_ref() == Some(&to) {
        return Ok(&world.network.ips[&uuid]);
    }
    not_held(&world.network.ips[&uuid])?;
    if assigned_to(world, &to).is_some() {
        return Err(DomainError::Conflict(msg::TARGET_HAS_IP.into()));
    }
    if current.is_some() {
        detach(world, cx, &uuid);
    }
    attach(world, cx, &uuid, to, true);
    Ok(&world.network.ips[&uuid])
}

pub fn ip_unassign<'w>(world: &'w mut World, cx: &Cx, address: &str, input: IpUnassign) -> DomainResult<&'w IpRecord> {
    let uuid = find_live(world, cx, address)?;
    let ip = &world.network.ips[&uuid];
    let Some(assignment) = &ip.assignment else {
        return Err(DomainError::Conflict(msg::IP_NOT_ASSIGNED.into()));
    };
    not_held(ip)?;
    if let Some(vm) = input.vm_uuid.filter(|vm| assignment.to != Assignee::VirtualMachine(vm.clone())) {
        return Err(DomainError::invalid("vm_uuid", msg::not_assigned_to(&vm)));
    }
    detach(world, cx, &uuid);
    Ok(&world.network.ips[&uuid])
}

/// The package holding the address as the public IP it was created with, if any.
pub fn held_by(ip: &IpRecord) -> Option<&str> {
    match &ip.assignment {
        Some(Assignment { to: Assignee::Service(package), by_user: false, .. }) => Some(package),
        _ => None,
    }
}

/// A package's virtual IP is neither moved, let go, released nor paid apart through this API.
fn not_held(ip: &IpRecord) -> DomainResult<()> {
    match held_by(ip) {
        Some(package) => Err(DomainError::Conflict(msg::held_by_service(package))),
        None => Ok(()),
    }
}

/// The assignee the call names, one way only, checked to exist and be the caller's.
fn assignee(world: &World, cx: &Cx, input: &IpAssign) -> DomainResult<Assignee> {
    let ways = [input.assigned_to.is_some(), input.vm_uuid.is_some(), input.private_ip.is_some()];
    if ways.iter().filter(|&&w| w).count() != 1 || (input.assigned_to.is_none() && input.assigned_to_resource_type.is_some()) {
        return Err(DomainError::invalid("assigned_to", msg::ASSIGN_HOW));
    }
    let (field, to) = if let Some(target) = &input.assigned_to {
        let to = match input.assigned_to_resource_type.unwrap_or(AssignmentType::VirtualMachine) {
            AssignmentType::VirtualMachine => Assignee::VirtualMachine(target.clone()),
            AssignmentType::LoadBalancer => Assignee::LoadBalancer(target.clone()),
            AssignmentType::Service => Assignee::Service(target.clone()),
        };
        ("assigned_to", to)
    } else if let Some(vm) = &input.vm_uuid {
        ("vm_uuid", Assignee::VirtualMachine(vm.clone()))
    } else {
        let ip = input.private_ip.clone().unwrap_or_default();
        let location = cx.location()?.slug.as_str();
        let vm = world
            .compute
            .vms
            .values()
            .find(|vm| vm.private_ipv4 == ip && vm.location == location && vm.status != VmStatus::Deleted);
        let lb = super::live_lbs(world, cx).find(|lb| lb.private_address == ip);
        let to = match (vm, lb) {
            (Some(vm), _) => Assignee::VirtualMachine(vm.uuid.clone()),
            (None, Some(lb)) => Assignee::LoadBalancer(lb.uuid.clone()),
            (None, None) => return Err(DomainError::invalid("private_ip", msg::no_such_assignee(&ip))),
        };
        ("private_ip", to)
    };
    if private_ip_of(world, cx, &to).is_none() {
        let named = input.private_ip.as_deref().unwrap_or(to.uuid());
        return Err(DomainError::invalid(field, msg::no_such_assignee(named)));
    }
    Ok(to)
}

/// The assignee's private address, if it is a live resource the caller reaches in the location.
fn private_ip_of(world: &World, cx: &Cx, to: &Assignee) -> Option<String> {
    match to {
        Assignee::VirtualMachine(uuid) => live_vm(world, cx, uuid).map(|vm| vm.private_ipv4.clone()),
        Assignee::LoadBalancer(uuid) => {
            super::live_lbs(world, cx).find(|lb| &lb.uuid == uuid).map(|lb| lb.private_address.clone())
        }
        Assignee::Service(uuid) => world
            .services
            .packages
            .get(uuid)
            .filter(|p| callers(cx, p.user_id, &p.location, p.billing_account_id) && p.deleted_at.is_none())
            .map(service_private_ip),
    }
}

/// A service is reached inside its network at its first VM's address (the database's primary,
/// the cluster's first control-plane node).
fn service_private_ip(package: &PackageRecord) -> String {
    package.vms().find_map(|vm| vm.address.clone()).unwrap_or_default()
}

/// The reserved address assigned to `to`, if any.
pub fn assigned_to<'w>(world: &'w World, to: &Assignee) -> Option<&'w IpRecord> {
    world.network.ips.values().find(|ip| ip.deleted_at.is_none() && ip.assignment.as_ref().is_some_and(|a| &a.to == to))
}

/// A new reserved address record; its uuid.
pub(crate) fn insert(
    world: &mut World,
    cx: &Cx,
    location: &str,
    user_id: UserId,
    billing_account_id: u64,
    address: String,
    name: String,
) -> String {
    let uuid = world.uuid();
    let id = world.next_id();
    let record = IpRecord {
        uuid: uuid.clone(),
        id,
        address,
        location: location.to_string(),
        user_id,
        billing_account_id,
        name,
        assignment: None,
        created_at: cx.now,
        updated_at: cx.now,
        unassigned_at: None,
        deleted_at: None,
    };
    world.network.ips.insert(uuid.clone(), record);
    uuid
}

/// Points the record at `to` (checked by the caller), and a VM's `public_ipv4` at the address;
/// `by_user` when the assignment call made it, not the assignee's own create.
pub(crate) fn attach(world: &mut World, cx: &Cx, uuid: &str, to: Assignee, by_user: bool) {
    let private_ip = match &to {
        Assignee::VirtualMachine(vm) => world.compute.vms.get(vm).map(|vm| vm.private_ipv4.clone()),
        Assignee::LoadBalancer(lb) => world.network.load_balancers.get(lb).map(|lb| lb.private_address.clone()),
        Assignee::Service(package) => world.services.packages.get(package).map(service_private_ip),
    };
    let Some(ip) = world.network.ips.get_mut(uuid) else { return };
    if let Assignee::VirtualMachine(vm) = &to
        && let Some(vm) = world.compute.vms.get_mut(vm)
    {
        vm.public_ipv4 = Some(ip.address.clone());
    }
    ip.assignment = Some(Assignment { to, private_ip: private_ip.unwrap_or_default(), since: cx.now, by_user });
    ip.updated_at = cx.now;
}

/// Lets the address go from its assignee; it stays reserved.
pub(crate) fn detach(world: &mut World, cx: &Cx, uuid: &str) {
    let Some(ip) = world.network.ips.get_mut(uuid) else { return };
    if let Some(Assignment { to: Assignee::VirtualMachine(vm), .. }) = ip.assignment.take()
        && let Some(vm) = world.compute.vms.get_mut(&vm)
    {
        vm.public_ipv4 = None;
    }
    ip.unassigned_at = Some(cx.now);
    ip.updated_at = cx.now;
}

/// Lets the address go from its assignee and releases it: it stays listed as deleted.
pub(crate) fn release(world: &mut World, cx: &Cx, uuid: &str) {
    detach(world, cx, uuid);
    if let Some(ip) = world.network.ips.get_mut(uuid) {
        ip.deleted_at = Some(cx.now);
    }
}

/// A public address in 198.18/15 (reserved for tests, so never someone's real host) that no
/// record or live VM has had.
pub fn fresh_address(world: &mut World) -> String {
    let taken: BTreeSet<String> = taken_addresses(world);
    loop {
        let candidate = format!(
            "198.{}.{}.{}",
            world.rng.random_range(18..=19u8),
            world.rng.random::<u8>(),
            world.rng.random_range(1..=254u8)
        );
        if !taken.contains(&candidate) {
            return candidate;
        }
    }
}

/// Every public address of the session: floating IPs (released ones too) and VMs'.
pub fn taken_addresses(world: &World) -> BTreeSet<String> {
    let vms = world.compute.vms.values().filter(|vm| vm.status != VmStatus::Deleted).filter_map(|vm| vm.public_ipv4.clone());
    world.network.ips.values().map(|ip| ip.address.clone()).chain(vms).collect()
}

/// A reserved address pays the assigned price while assigned and the unassigned one otherwise
/// (docs/product/network.md#charging: a reserved unassigned IPv4 is charged monthly, i.e. its hours add up to the
/// monthly price over a month). A package's virtual IP is charged on the package's meter, with the
/// rest of what the package runs (`services::meter`), so not here again.
pub fn meters(world: &World) -> impl Iterator<Item = Meter> + '_ {
    let mut ips: Vec<&IpRecord> =
        world.network.ips.values().filter(|ip| ip.deleted_at.is_none() && held_by(ip).is_none()).collect();
    ips.sort_by_key(|ip| ip.id);
    ips.into_iter().map(|ip| {
        let kind =
            if ip.assignment.is_some() { PriceResourceType::AssignedFloatingIp } else { PriceResourceType::UnassignedFloatingIp };
        Meter {
            resource_uuid: ip.uuid.clone(),
            resource_type: "ip",
            description: if ip.name.is_empty() { ip.address.clone() } else { format!("{} ({})", ip.name, ip.address) },
            billing_account_id: ip.billing_account_id,
            location: ip.location.clone(),
            host_pool_uuid: None,
            quantities: vec![(kind, Decimal::ONE)],
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::network::fixture::Fixture;

    #[test]
    fn a_vm_with_a_public_ip_gets_a_record_that_outlives_it_unassigned() {
        let mut fx = Fixture::new();
        let vm = fx.running_vm();
        let address = fx.world.compute.vms[&vm].public_ipv4.clone().expect("reserve_public_ip defaults to true");
        let ip = fx.run(|w, cx| ip_get(w, cx, &address).cloned()).unwrap();
        let assignment = ip.assignment.expect("assigned");
        assert_eq!(
            (assignment.to, assignment.private_ip),
            (Assignee::VirtualMachine(vm.clone()), fx.world.compute.vms[&vm].private_ipv4.clone())
        );
        fx.run(|w, cx| crate::domain::compute::vm_delete(w, cx, &vm)).unwrap();
        let ip = fx.run(|w, cx| ip_get(w, cx, &address).cloned()).unwrap();
        assert_eq!((ip.assignment, ip.unassigned_at, ip.deleted_at), (None, Some(fx.world.now), None));
    }

    #[test]
    fn assigning_moves_an_address_and_refusals_change_nothing() {
        let mut fx = Fixture::new();
        let (a, b) = (fx.running_vm(), fx.running_vm_without_ip());
        let address = fx.world.compute.vms[&a].public_ipv4.clone().unwrap();
        let before = fx.snapshot();
        let to_service = IpAssign {
            assigned_to: Some(b.clone()),
            assigned_to_resource_type: Some(AssignmentType::Service),
            ..IpAssign::default()
        };
        assert_eq!(
            fx.run(|w, cx| ip_assign(w, cx, &address, to_service).map(drop)),
            Err(DomainError::invalid("assigned_to", msg::no_such_assignee(&b)))
        );
        let two_ways = IpAssign { vm_uuid: Some(b.clone()), private_ip: Some("10.0.0.1".into()), ..IpAssign::default() };
        assert_eq!(
            fx.run(|w, cx| ip_assign(w, cx, &address, two_ways).map(drop)),
            Err(DomainError::invalid("assigned_to", msg::ASSIGN_HOW))
        );
        assert_eq!(fx.run(|w, cx| ip_delete(w, cx, &address)), Err(DomainError::Conflict(msg::IP_ASSIGNED.into())));
        assert_eq!(fx.snapshot(), before);
        let legacy = IpAssign { vm_uuid: Some(b.clone()), ..IpAssign::default() };
        fx.run(|w, cx| ip_assign(w, cx, &address, legacy).map(drop)).unwrap();
        assert_eq!(
            (fx.world.compute.vms[&a].public_ipv4.clone(), fx.world.compute.vms[&b].public_ipv4.clone()),
            (None, Some(address.clone()))
        );
        fx.run(|w, cx| ip_unassign(w, cx, &address, IpUnassign::default()).map(drop)).unwrap();
        fx.run(|w, cx| ip_delete(w, cx, &address)).unwrap();
        assert_eq!(fx.run(|w, cx| ip_delete(w, cx, &address)), Err(DomainError::NotFound(msg::ip_not_found(&address))));
        assert!(fx.run(|w, cx| ip_get(w, cx, &address).map(|ip| ip.deleted_at.is_some())).unwrap(), "a tombstone");
    }

    /// Hours are charged as they end, each to the month it belongs to: across a month's end, a
    /// leap day and a year's end alike.
    #[test]
    fn an_unassigned_address_is_charged_every_hour_into_the_month_the_hour_belongs_to() {
        use crate::domain::billing::charging::month_of;
        use jiff::SignedDuration;
        let price = |fx: &Fixture| {
            fx.brand
                .simulation
                .prices
                .iter()
                .find(|p| p.resource_type == PriceResourceType::UnassignedFloatingIp)
                .unwrap()
                .price_per_unit
                .0
        };
        for start in ["2026-01-31T22:30:00Z", "2028-02-29T22:00:00Z", "2026-12-31T23:00:00Z", "2026-06-15T10:00:00Z"] {
            let mut fx = Fixture::at(start);
            let begin = fx.world.now;
            let ip = fx.run(|w, cx| ip_create(w, cx, IpCreate::default()).map(|ip| ip.uuid.clone())).unwrap();
            fx.advance(3 * 3600);
            let mut expected = std::collections::BTreeMap::new();
            let first = begin.as_second().div_euclid(3600) + 1;
            for hour in first..=(begin.as_second() + 3 * 3600).div_euclid(3600) {
                let end = jiff::Timestamp::from_second(hour * 3600).unwrap();
                *expected.entry(month_of(end - SignedDuration::from_secs(1))).or_insert(0u32) += 1;
            }
            let account = &fx.world.billing.accounts[&fx.world.network.ips[&ip].billing_account_id];
            let charged: std::collections::BTreeMap<String, u32> =
                account.usage.iter().filter_map(|(month, rows)| rows.get(&ip).map(|r| (month.clone(), r.hours))).collect();
            assert_eq!(charged, expected, "from {start}");
            for (month, hours) in charged {
                assert_eq!(account.usage[&month][&ip].cost, price(&fx) * Decimal::from(hours), "from {start}");
            }
        }
    }

    #[test]
    fn fresh_addresses_never_repeat_a_released_one() {
        let mut fx = Fixture::new();
        let first = fx.run(|w, cx| ip_create(w, cx, IpCreate::default()).map(|ip| ip.address.clone())).unwrap();
        fx.run(|w, cx| ip_delete(w, cx, &first)).unwrap();
        assert!(taken_addresses(&fx.world).contains(&first));
    }
}

//! Private networks: one /24 each, per user and location. The first network of a user in a
//! location is the default; VMs created without a network join it (it is made on demand).
//! Membership lives on the VM (`network_uuid`) and on the service package (its network
//! resource), so `vm_uuids` and `resources_count` are always read from the VMs, load balancers
//! and packages themselves. A package's VMs count as the network's VMs.

use std::collections::BTreeSet;

use rand::Rng;
use spec::compute::VmStatus;
use spec::error::network as msg;
use spec::network::{NetworkCreate, NetworkUpdate};

use crate::domain::{Cx, DomainError, DomainResult};
pub use crate::world::network::NetworkRecord;
use crate::world::services::PackageRecord;
use crate::world::{UserId, World};

/// The name of a default network made on demand (the IS contract literal's).
pub const DEFAULT_NAME: &str = "Private network";

impl NetworkRecord {
    /// `10.a.b.` of the /24.
    fn prefix(&self) -> &str {
        self.subnet.trim_end_matches("0/24")
    }
}

/// The network's `vlan_id` (docs/product/network.md#vpc): the platform's VLAN, 1 to 4094, from
/// its sequence number, so it is fixed for the network's life and differs between the networks
/// of a session (until 4094 of them).
pub fn vlan_id(network: &NetworkRecord) -> u16 {
    (network.seq % 4094) as u16 + 1
}

/// What a network holds, read from its members.
pub struct Members {
    /// Live VMs on it within the caller's scope, oldest first, then the service packages' VMs.
    pub vm_uuids: Vec<String>,
    /// Every live VM (a package's too) and load balancer in it (whatever the scope: it is why it
    /// cannot go).
    pub resources_count: u32,
}

pub fn members(world: &World, cx: &Cx, uuid: &str) -> Members {
    let mut vms: Vec<_> = world
        .compute
        .vms
        .values()
        .filter(|vm| vm.status != VmStatus::Deleted && vm.network_uuid.as_deref() == Some(uuid))
        .collect();
    vms.sort_by_key(|vm| vm.seq);
    let lbs = world.network.load_balancers.values().filter(|lb| lb.deleted_at.is_none() && lb.network_uuid == uuid).count();
    let mut packages: Vec<_> = packages_in(world, uuid).collect();
    packages.sort_by_key(|p| p.id);
    let package_vms: usize = packages.iter().map(|p| p.vms().count()).sum();
    let seen_package_vms = packages.iter().filter(|p| cx.sees(p.billing_account_id)).flat_map(|p| p.vms());
    Members {
        vm_uuids: vms
            .iter()
            .filter(|vm| cx.sees(vm.billing_account))
            .map(|vm| vm.uuid.clone())
            .chain(seen_package_vms.map(|vm| vm.uuid.clone()))
            .collect(),
        resources_count: (vms.len() + package_vms + lbs) as u32,
    }
}

/// The live service packages whose network is `uuid`.
fn packages_in<'w>(world: &'w World, uuid: &'w str) -> impl Iterator<Item = &'w PackageRecord> {
    world.services.packages.values().filter(move |p| p.deleted_at.is_none() && p.network_uuid() == Some(uuid))
}

fn mine(network: &NetworkRecord, cx: &Cx) -> bool {
    Some(network.user_id) == cx.actor && cx.location.is_some_and(|l| l.slug == network.location)
}

pub fn network_list<'w>(world: &'w World, cx: &Cx) -> DomainResult<Vec<&'w NetworkRecord>> {
    cx.actor()?;
    let mut networks: Vec<_> = world.network.networks.values().filter(|n| mine(n, cx)).collect();
    networks.sort_by_key(|n| n.seq);
    Ok(networks)
}

pub fn network_get<'w>(world: &'w World, cx: &Cx, uuid: &str) -> DomainResult<&'w NetworkRecord> {
    cx.actor()?;
    world.network.networks.get(uuid).filter(|n| mine(n, cx)).ok_or_else(|| DomainError::NotFound(msg::NETWORK_INVALID.into()))
}

/// A new network, with the IPv6 subnet given, if any; the user's first in the location becomes the
/// default (docs/product/network.md#vpc, live).
pub fn network_create<'w>(world: &'w mut World, cx: &Cx, input: NetworkCreate) -> DomainResult<&'w NetworkRecord> {
    crate::domain::feature::check_offered(cx, crate::domain::feature::Resource::Vpc)?;
    let (user, location) = (cx.actor()?, super::open_location(cx)?);
    let uuid = insert(world, cx, user, &location.slug, input.name);
    let network = world.network.networks.get_mut(&uuid).ok_or_else(|| DomainError::NotFound(msg::NETWORK_INVALID.into()))?;
    if let Some(subnet) = input.subnet_ipv6 {
        network.subnet_ipv6 = subnet;
    }
    Ok(&*network)
}

pub fn network_update<'w>(world: &'w mut World, cx: &Cx, uuid: &str, input: NetworkUpdate) -> DomainResult<&'w NetworkRecord> {
    network_get(world, cx, uuid)?;
    let network = world.network.networks.get_mut(uuid).ok_or_else(|| DomainError::NotFound(msg::NETWORK_INVALID.into()))?;
    if let Some(name) = input.name {
        network.name = name;
    }
    if let Some(subnet) = input.subnet_ipv6 {
        network.subnet_ipv6 = subnet;
    }
    network.updated_at = cx.now;
    Ok(network)
}

/// Makes the network the default of its user's location; the former default is no longer one.
pub fn network_set_default<'w>(world: &'w mut World, cx: &Cx, uuid: &str) -> DomainResult<&'w NetworkRecord> {
    let network = network_get(world, cx, uuid)?;
    let (user, location) = (network.user_id, network.location.clone());
    for other in world.network.networks.values_mut().filter(|n| n.user_id == user && n.location == location) {
        let is_default = other.uuid == uuid;
        if other.is_default != is_default {
            other.is_default = is_default;
            other.updated_at = cx.now;
        }
    }
    Ok(&world.network.networks[uuid])
}

/// Deletes a network that is neither the default nor holds any VM or load balancer.
pub fn network_delete(world: &mut World, cx: &Cx, uuid: &str) -> DomainResult<()> {
    let network = network_get(world, cx, uuid)?;
    if network.is_default {
        return Err(DomainError::Conflict(msg::DEFAULT_NETWORK_STAYS.into()));
    }
    if members(world, cx, uuid).resources_count > 0 {
        return Err(DomainError::Conflict(msg::NETWORK_NOT_EMPTY.into()));
    }
    world.network.networks.remove(uuid);
    Ok(())
}

/// Whether a VM or load balancer of the caller may join `uuid`.
pub fn check_joinable(world: &World, cx: &Cx, uuid: &str) -> DomainResult<()> {
    network_get(world, cx, uuid).map(drop)
}

/// The default network of `user` in `location`, if there is one.
pub fn default_of<'w>(world: &'w World, user: UserId, location: &str) -> Option<&'w NetworkRecord> {
    world.network.networks.values().find(|n| n.user_id == user && n.location == location && n.is_default)
}

/// The default network of `user` in `location`, made now if there is none.
pub(super) fn default_or_new(world: &mut World, cx: &Cx, user: UserId, location: &str) -> String {
    match default_of(world, user, location) {
        Some(network) => network.uuid.clone(),
        None => insert(world, cx, user, location, DEFAULT_NAME.into()),
    }
}

/// A network a service package makes for itself. It is never made the default, so VMs created
/// without a network do not land in a package's network.
pub(crate) fn insert_for_package(world: &mut World, cx: &Cx, user: UserId, location: &str, name: String) -> String {
    insert_as(world, cx, user, location, name, false)
}

fn insert(world: &mut World, cx: &Cx, user: UserId, location: &str, name: String) -> String {
    let is_default = default_of(world, user, location).is_none();
    insert_as(world, cx, user, location, name, is_default)
}

fn insert_as(world: &mut World, cx: &Cx, user: UserId, location: &str, name: String, is_default: bool) -> String {
    let subnet = fresh_subnet(world);
    let uuid = world.uuid();
    let seq = world.next_id();
    let record = NetworkRecord {
        uuid: uuid.clone(),
        seq,
        location: location.to_string(),
        user_id: user,
        name,
        subnet,
        subnet_ipv6: String::new(),
        is_default,
        created_at: cx.now,
        updated_at: cx.now,
    };
    world.network.networks.insert(uuid.clone(), record);
    uuid
}

/// A /24 in 10/8 no network of the session has.
fn fresh_subnet(world: &mut World) -> String {
    let taken: BTreeSet<String> = world.network.networks.values().map(|n| n.subnet.clone()).collect();
    loop {
        let candidate = format!("10.{}.{}.0/24", world.rng.random::<u8>(), world.rng.random::<u8>());
        if !taken.contains(&candidate) {
            return candidate;
        }
    }
}

/// A free host address in the network (.2–.254; .1 is the gateway), drawn with the session RNG;
/// `None` when the network is full or gone.
pub fn free_address(world: &mut World, uuid: &str) -> Option<String> {
    free_address_besides(world, uuid, &BTreeSet::new())
}

/// A free host address that is not `held` either (addresses of a package not yet stored).
pub(crate) fn free_address_besides(world: &mut World, uuid: &str, held: &BTreeSet<String>) -> Option<String> {
    let free: Vec<String> = free_hosts(world, uuid).into_iter().filter(|ip| !held.contains(ip)).collect();
    if free.is_empty() {
        return None;
    }
    let pick = world.rng.random_range(0..free.len());
    Some(free[pick].clone())
}

/// Every host address of the network no VM, load balancer or service package has; none when
/// the network is gone.
pub(crate) fn free_hosts(world: &World, uuid: &str) -> Vec<String> {
    let Some(network) = world.network.networks.get(uuid) else { return Vec::new() };
    let prefix = network.prefix();
    let vms = world.compute.vms.values().filter(|vm| vm.status != VmStatus::Deleted && vm.network_uuid.as_deref() == Some(uuid));
    let lbs = world.network.load_balancers.values().filter(|lb| lb.deleted_at.is_none() && lb.network_uuid == uuid);
    let packages = packages_in(world, uuid).flat_map(|p| p.resources.iter().filter_map(|r| r.address.clone()));
    let taken: BTreeSet<String> =
        vms.map(|vm| vm.private_ipv4.clone()).chain(lbs.map(|lb| lb.private_address.clone())).chain(packages).collect();
    (2..=254u8).map(|host| format!("{prefix}{host}")).filter(|ip| !taken.contains(ip)).collect()
}

/// A VM's public IPv6 address in its network's IPv6 subnet, if the network has one: the prefix
/// with the VM's private IPv4 address as the host part.
pub fn public_ipv6(network: &NetworkRecord, private_ipv4: &str) -> Option<String> {
    let prefix = network.subnet_ipv6.split('/').next().filter(|p| !p.is_empty())?;
    let octets: Vec<u16> = private_ipv4.split('.').filter_map(|o| o.parse().ok()).collect();
    let [a, b, c, d] = octets[..] else { return None };
    let base = prefix.trim_end_matches(':');
    Some(format!("{base}::{:x}:{:x}", (a << 8) | b, (c << 8) | d))
}

#[cfg(test)]
mod tests {
    use jiff::Timestamp;

    use super::*;
    use crate::domain::network::fixture::Fixture;

    #[test]
    fn the_first_network_is_the_default_and_vms_join_it_with_an_address_in_it() {
        let mut fx = Fixture::new();
        let vm = fx.running_vm();
        let networks = fx.run(|w, cx| network_list(w, cx).map(|n| n.into_iter().cloned().collect::<Vec<_>>())).unwrap();
        assert_eq!(networks.len(), 1, "made on demand");
        assert!(networks[0].is_default);
        assert_eq!(fx.world.compute.vms[&vm].network_uuid.as_deref(), Some(networks[0].uuid.as_str()));
        assert!(fx.world.compute.vms[&vm].private_ipv4.starts_with(networks[0].prefix()));
        let second = fx
            .run(|w, cx| {
                network_create(w, cx, NetworkCreate { name: "db".into(), ..Default::default() })
                    .map(|n| (n.uuid.clone(), n.is_default))
            })
            .unwrap();
        assert!(!second.1);
    }

    #[test]
    fn a_default_or_occupied_network_stays_and_refusals_change_nothing() {
        let mut fx = Fixture::new();
        let vm = fx.running_vm();
        let default = fx.world.compute.vms[&vm].network_uuid.clone().unwrap();
        let other = fx
            .run(|w, cx| network_create(w, cx, NetworkCreate { name: "db".into(), ..Default::default() }).map(|n| n.uuid.clone()))
            .unwrap();
        let before = fx.snapshot();
        assert_eq!(
            fx.run(|w, cx| network_delete(w, cx, &default)),
            Err(DomainError::Conflict(msg::DEFAULT_NETWORK_STAYS.into()))
        );
        assert_eq!(fx.snapshot(), before);
        fx.run(|w, cx| network_set_default(w, cx, &other).map(drop)).unwrap();
        assert!(!fx.world.network.networks[&default].is_default);
        assert_eq!(fx.run(|w, cx| network_delete(w, cx, &default)), Err(DomainError::Conflict(msg::NETWORK_NOT_EMPTY.into())));
        fx.run(|w, cx| crate::domain::compute::vm_delete(w, cx, &vm)).unwrap();
        fx.run(|w, cx| network_delete(w, cx, &default)).unwrap();
        assert_eq!(
            fx.run(|w, cx| network_get(w, cx, &default).map(drop)),
            Err(DomainError::NotFound(msg::NETWORK_INVALID.into()))
        );
    }

    #[test]
    fn an_ipv6_subnet_gives_vms_an_address_in_it() {
        let network = NetworkRecord {
            uuid: "n".into(),
            seq: 1,
            location: "tll".into(),
            user_id: 1,
            name: "n".into(),
            subnet: "10.1.2.0/24".into(),
            subnet_ipv6: "2001:db8:10::/64".into(),
            is_default: true,
            created_at: Timestamp::UNIX_EPOCH,
            updated_at: Timestamp::UNIX_EPOCH,
        };
        assert_eq!(public_ipv6(&network, "10.1.2.7").as_deref(), Some("2001:db8:10::a01:207"));
        assert_eq!(public_ipv6(&NetworkRecord { subnet_ipv6: String::new(), ..network }, "10.1.2.7"), None);
    }
}

//! Where a VM runs and how it is reached: its host pool (and the pool's size limits and
//! capacity) and its addresses, all drawn from the world's RNG.

use std::collections::{BTreeMap, BTreeSet};

use rand::Rng;
use spec::compute::VmStatus;
use spec::error::{compute as msg, validation};

use crate::domain::{DomainError, DomainResult};
use crate::world::{HostPoolRecord, World};

/// The visible pools of a location, in display order.
pub fn host_pools<'w>(world: &'w World, location: &str) -> Vec<&'w HostPoolRecord> {
    let mut pools: Vec<_> = world.compute.host_pools.values().filter(|p| p.location == location && p.is_visible).collect();
    pools.sort_by_key(|p| p.ui_position);
    pools
}

/// The pool a new VM goes to: the one named, if it is a visible pool of the location, or the
/// location's default pool. A location without one has no room at all.
pub fn pool<'w>(world: &'w World, location: &str, requested: Option<&str>) -> DomainResult<&'w HostPoolRecord> {
    let mut pools = host_pools(world, location).into_iter();
    match requested {
        Some(uuid) => pools
            .find(|p| p.uuid == uuid)
            .ok_or_else(|| DomainError::invalid("designated_pool_uuid", msg::no_such_host_pool(uuid))),
        None => pools.find(|p| p.is_default_designated).ok_or_else(|| DomainError::Conflict(msg::HIGH_DEMAND.into())),
    }
}

/// A guest size; `None` where the call leaves a dimension as it is.
#[derive(Clone, Copy, Debug, Default)]
pub struct Size {
    pub vcpu: Option<u32>,
    pub ram_mb: Option<u32>,
    pub disk_gb: Option<u32>,
}

/// The pool's `guest_limits` the size breaks, keyed by the call's field names.
pub fn size_errors(pool: &HostPoolRecord, size: Size) -> BTreeMap<String, String> {
    [("vcpu", size.vcpu, pool.cpu), ("ram", size.ram_mb, pool.ram_mb), ("disks", size.disk_gb, pool.disk_gb)]
        .into_iter()
        .filter_map(|(field, value, (min, max))| {
            let value = value?;
            let message = if value < min {
                validation::at_least(min)
            } else if value > max {
                validation::at_most(max)
            } else {
                return None;
            };
            Some((field.to_string(), message))
        })
        .collect()
}

/// Refuses growth the pool's hosts cannot hold. Every VM that is not deleted keeps its share.
pub fn ensure_capacity(world: &World, pool: &HostPoolRecord, more_vcpu: u32, more_ram_mb: u32) -> DomainResult<()> {
    let (vcpu, ram_mb) = world
        .compute
        .vms
        .values()
        .filter(|vm| vm.pool_uuid == pool.uuid && vm.status != VmStatus::Deleted)
        .fold((0u64, 0u64), |(c, r), vm| (c + u64::from(vm.vcpu), r + u64::from(vm.memory_mb)));
    let fits =
        vcpu + u64::from(more_vcpu) <= u64::from(pool.capacity.vcpu) && ram_mb + u64::from(more_ram_mb) <= pool.capacity.ram_mb;
    if fits { Ok(()) } else { Err(DomainError::Conflict(msg::HIGH_DEMAND.into())) }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Addresses {
    pub mac: String,
    pub private_ipv4: String,
    pub public_ipv4: Option<String>,
}

/// Fresh addresses, unique among the VMs that are not deleted: a MAC with the KVM prefix, a
/// private address in 10/8 and, when asked for, a public one in 198.18/15 (reserved for tests,
/// so it is never someone's real host).
pub fn addresses(world: &mut World, public: bool) -> Addresses {
    let live = world.compute.vms.values().filter(|vm| vm.status != VmStatus::Deleted);
    let mut taken: BTreeSet<String> =
        live.flat_map(|vm| [Some(vm.mac.clone()), Some(vm.private_ipv4.clone()), vm.public_ipv4.clone()]).flatten().collect();
    // Floating IPs keep their addresses, released ones too: paths name them.
    taken.extend(crate::domain::network::ip::taken_addresses(world));
    let mut fresh = |draw: &mut dyn FnMut(&mut World) -> String| loop {
        let candidate = draw(world);
        if !taken.contains(&candidate) {
            return candidate;
        }
    };
    let mac = fresh(&mut |w| format!("52:54:00:{}:{}:{}", w.hex(1), w.hex(1), w.hex(1)));
    let private_ipv4 =
        fresh(&mut |w| format!("10.{}.{}.{}", w.rng.random::<u8>(), w.rng.random::<u8>(), w.rng.random_range(2..=254u8)));
    let public_ipv4 = public.then(|| {
        fresh(&mut |w| {
            format!("198.{}.{}.{}", w.rng.random_range(18..=19u8), w.rng.random::<u8>(), w.rng.random_range(1..=254u8))
        })
    });
    Addresses { mac, private_ipv4, public_ipv4 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::world::PoolCapacity;

    fn pool() -> HostPoolRecord {
        HostPoolRecord {
            uuid: "p".into(),
            location: "tll".into(),
            name: "Intel Scalable".into(),
            description: String::new(),
            is_default_designated: true,
            is_visible: true,
            storage_pool_uuid: "s".into(),
            ui_position: 1,
            cpu: (1, 16),
            ram_mb: (512, 65536),
            disk_gb: (20, 1024),
            created_at: "2026-01-05T09:00:00Z".parse().unwrap(),
            capacity: PoolCapacity { vcpu: 4, ram_mb: 4096 },
        }
    }

    #[test]
    fn sizes_outside_the_guest_limits_are_named_by_field() {
        let size = Size { vcpu: Some(17), ram_mb: Some(256), disk_gb: Some(20) };
        let errors: Vec<(String, String)> = size_errors(&pool(), size).into_iter().collect();
        assert_eq!(errors, [("ram".into(), validation::at_least(512)), ("vcpu".into(), validation::at_most(16))]);
    }

    #[test]
    fn growth_beyond_capacity_is_high_demand() {
        let world = World::new(1, "2026-01-05T09:00:00Z".parse().unwrap());
        assert_eq!(ensure_capacity(&world, &pool(), 4, 4096), Ok(()));
        assert_eq!(ensure_capacity(&world, &pool(), 5, 0), Err(DomainError::Conflict(msg::HIGH_DEMAND.into())));
    }

    #[test]
    fn addresses_come_from_the_world_rng() {
        let mut a = World::new(3, "2026-01-05T09:00:00Z".parse().unwrap());
        let mut b = World::new(3, "2026-01-05T09:00:00Z".parse().unwrap());
        let first = addresses(&mut a, true);
        assert_eq!(first, addresses(&mut b, true));
        assert!(first.mac.starts_with("52:54:00:"));
        assert!(first.public_ipv4.is_some_and(|ip| ip.starts_with("198.1")));
        assert_eq!(addresses(&mut a, false).public_ipv4, None);
    }
}

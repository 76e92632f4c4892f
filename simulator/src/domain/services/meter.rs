//! What billing charges for a package (docs/product/services.md#charging: its resources plus `LICENSE`): from the moment it
//! is active, each running VM its vCPUs, RAM and a licence per node, every VM its storage, and the
//! virtual IP as an assigned floating IP. A requested package is not charged yet, a deleted one
//! no more. The restriction levels reach packages too: a frozen account's VMs are stopped, a
//! terminated account's packages deleted.

use std::collections::BTreeMap;

use rust_decimal::Decimal;
use spec::billing::RestrictionLevel;
use spec::pricing::PriceResourceType;
use spec::services::{PackageStatus, ResourceStatus, ResourceType};

use super::PackageRecord;
use crate::domain::Cx;
use crate::domain::usage::Meter;
use crate::world::World;

/// A package's billable units per hour, per price type, in the order of the price list: what it
/// is charged while active (a VM still being created counts as it will run).
pub fn units(package: &PackageRecord) -> Vec<(PriceResourceType, Decimal)> {
    let mut units: BTreeMap<u8, (PriceResourceType, Decimal)> = BTreeMap::new();
    let mut add = |rank: u8, kind, quantity: Decimal| units.entry(rank).or_insert((kind, Decimal::ZERO)).1 += quantity;
    for resource in &package.resources {
        match resource.kind {
            ResourceType::Vm => {
                if resource.status != Some(ResourceStatus::Stopped) {
                    add(0, PriceResourceType::Cpu, Decimal::from(resource.vcpu));
                    add(1, PriceResourceType::Ram, crate::domain::pricing::ram_units(resource.memory_mb));
                    add(4, PriceResourceType::License, Decimal::ONE);
                }
                add(2, PriceResourceType::Storage, Decimal::from(resource.disk_gb));
            }
            // A private virtual IP is an address in the package's network, not a floating IP.
            ResourceType::VirtualIp if package.reserve_public_ip => add(3, PriceResourceType::AssignedFloatingIp, Decimal::ONE),
            ResourceType::VirtualIp => {}
            ResourceType::Network | ResourceType::KongToken => {}
        }
    }
    units.into_values().filter(|(_, q)| !q.is_zero()).collect()
}

pub fn meters(world: &World) -> impl Iterator<Item = Meter> + '_ {
    let mut packages: Vec<&PackageRecord> =
        world.services.packages.values().filter(|p| p.status() == PackageStatus::Active).collect();
    packages.sort_by_key(|p| p.id);
    packages.into_iter().map(|package| Meter {
        resource_uuid: package.uuid.clone(),
        resource_type: "service",
        description: package.display_name.clone(),
        billing_account_id: package.billing_account_id,
        location: package.location.clone(),
        host_pool_uuid: None,
        quantities: units(package),
    })
}

/// The hourly restriction review reached `account_id`: frozen stops its package VMs, terminated
/// deletes its packages.
pub fn restrict(world: &mut World, cx: &Cx, account_id: u64, level: RestrictionLevel) {
    let reached: Vec<String> = world
        .services
        .packages
        .values()
        .filter(|p| p.billing_account_id == account_id && p.deleted_at.is_none())
        .map(|p| p.uuid.clone())
        .collect();
    for uuid in reached {
        match level {
            RestrictionLevel::Terminated => super::package::teardown(world, cx, &uuid),
            RestrictionLevel::Frozen => {
                let Some(package) = world.services.packages.get_mut(&uuid) else { continue };
                for vm in package.resources.iter_mut().filter(|r| r.status == Some(ResourceStatus::Running)) {
                    vm.status = Some(ResourceStatus::Stopped);
                }
                package.updated_at = cx.now;
            }
            _ => {}
        }
    }
}

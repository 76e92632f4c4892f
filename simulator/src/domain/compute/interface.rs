//! A VM's network interface and the VLAN sub-interfaces on it (docs/product/compute.md#interfaces *VM interface*,
//! docs/product/compute.md#vm-create). Each VM has one interface, the NIC of its MAC and private address; sub-interfaces live on
//! the VM's record, so they go when they are deleted or the VM is.

use std::collections::BTreeSet;

use rand::Rng;
use spec::compute::{SubInterfaceCreate, VmStatus};
use spec::error::compute as msg;

use super::lifecycle::{self, Action};
use super::lookup;
use crate::domain::{Cx, DomainError, DomainResult, network};
use crate::world::World;
use crate::world::compute::VmRecord;
pub use crate::world::compute::{InterfaceRecord, SubInterfaceRecord};

/// The caller's VMs in the location, whose interfaces the location's list shows.
pub fn interface_list<'w>(world: &'w World, cx: &Cx) -> DomainResult<Vec<&'w VmRecord>> {
    lookup::vm_list(world, cx, None)
}

/// Adds a VLAN sub-interface to one of a running or stopped VM's interfaces; one per VLAN ID. Its
/// network, when named, is one the VM's owner may join, as for a VM or load balancer create
/// (another customer's, a deleted or a missing one is 400 `Network UUID is invalid.`).
pub fn subinterface_create<'w>(
    world: &'w mut World,
    cx: &Cx,
    vm_uuid: &str,
    if_uuid: &str,
    input: SubInterfaceCreate,
) -> DomainResult<(&'w VmRecord, &'w SubInterfaceRecord)> {
    let vm = lookup::find(world, cx, vm_uuid)?;
    let interface = interface_of(vm, if_uuid)?;
    if let Some(network) = &input.network_uuid
        && network::vpc::check_joinable(world, cx, network).is_err()
    {
        return Err(DomainError::invalid("network_uuid", spec::error::network::NETWORK_INVALID));
    }
    if interface.subinterfaces.iter().any(|s| s.vlan_tag == input.vlan_tag) {
        return Err(DomainError::Conflict(msg::vlan_in_use(input.vlan_tag)));
    }
    lifecycle::next(vm.status, Action::ChangeNetwork)?;
    let ip = vlan_address(world, input.vlan_tag)?;
    let sub = SubInterfaceRecord {
        uuid: world.uuid(),
        vlan_tag: input.vlan_tag,
        ip,
        network_uuid: input.network_uuid,
        created_at: cx.now,
    };
    let vm = lookup::find_mut(world, cx, vm_uuid)?;
    vm.interface.subinterfaces.push(sub);
    vm.updated_at = cx.now;
    let vm = lookup::find(world, cx, vm_uuid)?;
    let sub = vm.interface.subinterfaces.last().ok_or_else(|| DomainError::NotFound(msg::no_such_interface(if_uuid)))?;
    Ok((vm, sub))
}

/// Removes a sub-interface of a running or stopped VM.
pub fn subinterface_delete(world: &mut World, cx: &Cx, vm_uuid: &str, sub_uuid: &str) -> DomainResult<()> {
    let vm = lookup::find(world, cx, vm_uuid)?;
    if !vm.interface.subinterfaces.iter().any(|s| s.uuid == sub_uuid) {
        return Err(DomainError::NotFound(msg::no_such_subinterface(sub_uuid)));
    }
    lifecycle::next(vm.status, Action::ChangeNetwork)?;
    let vm = lookup::find_mut(world, cx, vm_uuid)?;
    vm.interface.subinterfaces.retain(|s| s.uuid != sub_uuid);
    vm.updated_at = cx.now;
    Ok(())
}

fn interface_of<'v>(vm: &'v VmRecord, uuid: &str) -> DomainResult<&'v InterfaceRecord> {
    Some(&vm.interface)
        .filter(|i| i.uuid == uuid && !uuid.is_empty())
        .ok_or_else(|| DomainError::NotFound(msg::no_such_interface(uuid)))
}

/// An address on the VLAN's own /24 in 172.16/12 (VLAN 1–4094 fits exactly), a free host drawn
/// with the session RNG: unique on that VLAN among live VMs.
fn vlan_address(world: &mut World, vlan_tag: u16) -> DomainResult<String> {
    let prefix = format!("172.{}.{}.", 16 + (vlan_tag >> 8), vlan_tag & 0xff);
    let taken: BTreeSet<&str> = world
        .compute
        .vms
        .values()
        .filter(|vm| vm.status != VmStatus::Deleted)
        .flat_map(|vm| &vm.interface.subinterfaces)
        .filter(|s| s.vlan_tag == vlan_tag)
        .map(|s| s.ip.as_str())
        .collect();
    let free: Vec<String> = (2..=254u8).map(|host| format!("{prefix}{host}")).filter(|ip| !taken.contains(ip.as_str())).collect();
    if free.is_empty() {
        return Err(DomainError::Conflict(msg::vlan_full(vlan_tag)));
    }
    let pick = world.rng.random_range(0..free.len());
    Ok(free[pick].clone())
}

/// The VM's public IPv6 address: one in its private network's IPv6 subnet, when that network has
/// one.
pub fn public_ipv6(world: &World, vm: &VmRecord) -> Option<String> {
    let network = world.network.networks.get(vm.network_uuid.as_ref()?)?;
    crate::domain::network::vpc::public_ipv6(network, &vm.private_ipv4)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;
    use crate::domain::compute::{vm_delete, vm_stop};

    fn add(fx: &mut Fixture, vm: &str, if_uuid: &str, vlan_tag: u16) -> DomainResult<String> {
        let input = SubInterfaceCreate { vlan_tag, network_uuid: None };
        fx.run(|w, cx| subinterface_create(w, cx, vm, if_uuid, input).map(|(_, s)| s.uuid.clone()))
    }

    #[test]
    fn a_vlan_is_used_once_per_interface_and_its_address_is_on_the_vlan() {
        let mut fx = Fixture::new();
        let vm = fx.running_vm();
        let nic = fx.world.compute.vms[&vm].interface.uuid.clone();
        let sub = add(&mut fx, &vm, &nic, 300).unwrap();
        let ip = &fx.world.compute.vms[&vm].interface.subinterfaces[0].ip;
        assert!(ip.starts_with("172.17.44."), "VLAN 300 is 1·256 + 44: {ip}");
        let before = fx.snapshot();
        assert_eq!(add(&mut fx, &vm, &nic, 300), Err(DomainError::Conflict(msg::vlan_in_use(300))));
        assert_eq!(add(&mut fx, &vm, "other", 301), Err(DomainError::NotFound(msg::no_such_interface("other"))));
        assert_eq!(fx.snapshot(), before);
        fx.run(|w, cx| subinterface_delete(w, cx, &vm, &sub)).unwrap();
        assert!(fx.world.compute.vms[&vm].interface.subinterfaces.is_empty());
        assert_eq!(
            fx.run(|w, cx| subinterface_delete(w, cx, &vm, &sub)),
            Err(DomainError::NotFound(msg::no_such_subinterface(&sub)))
        );
    }

    #[test]
    fn a_sub_interface_joined_another_customers_a_deleted_or_a_missing_network() {
        let mut fx = Fixture::new();
        let vm = fx.running_vm();
        let nic = fx.world.compute.vms[&vm].interface.uuid.clone();
        let other = fx.world.identity.users.values().find(|u| u.id != fx.owner).expect("another user").id;
        let location = fx.location.slug.clone();
        let cx = Cx::new(fx.world.now, Some(other), &fx.brand, None);
        let theirs = network::vpc::insert_for_package(&mut fx.world, &cx, other, &location, "theirs".into());
        let gone = fx
            .run(|w, cx| {
                network::vpc::network_create(w, cx, spec::network::NetworkCreate { name: "gone".into(), ..Default::default() })
                    .map(|n| n.uuid.clone())
            })
            .unwrap();
        fx.run(|w, cx| network::vpc::network_delete(w, cx, &gone)).unwrap();
        let before = fx.snapshot();
        for network in [theirs, gone, "00000000-0000-4000-8000-000000000000".into()] {
            let input = SubInterfaceCreate { vlan_tag: 100, network_uuid: Some(network.clone()) };
            let refused = fx.run(|w, cx| subinterface_create(w, cx, &vm, &nic, input).map(drop));
            assert_eq!(refused, Err(DomainError::invalid("network_uuid", spec::error::network::NETWORK_INVALID)), "{network}");
        }
        assert_eq!(fx.snapshot(), before, "nothing changed");
    }

    #[test]
    fn a_busy_vm_keeps_its_sub_interfaces_and_a_deleted_one_lists_none() {
        let mut fx = Fixture::new();
        let vm = fx.running_vm();
        let nic = fx.world.compute.vms[&vm].interface.uuid.clone();
        add(&mut fx, &vm, &nic, 10).unwrap();
        fx.run(|w, cx| vm_stop(w, cx, &vm, false).map(drop)).unwrap();
        assert_eq!(add(&mut fx, &vm, &nic, 11), Err(DomainError::Conflict(msg::busy("stopping"))));
        fx.advance(fx.brand.simulation.durations.vm_stop);
        fx.run(|w, cx| vm_delete(w, cx, &vm)).unwrap();
        assert_eq!(fx.run(|w, cx| interface_list(w, cx).map(|vms| vms.len())), Ok(0));
    }
}

//! Networking: floating IPs (`ip`), private networks (`vpc`), load balancers (`lb`) and
//! firewalls (`firewall`), joined to the VMs of `compute` through the hooks at the bottom: a new
//! VM joins a network and may get a floating IP; a deleted one lets its IP, targets and firewalls
//! go.

pub mod firewall;
#[cfg(test)]
pub(crate) mod fixture;
pub mod ip;
pub mod lb;
pub mod public_ip;
pub mod vpc;

use spec::compute::VmStatus;

pub use firewall::FirewallRecord;
pub use ip::{Assignee, Assignment, IpRecord};
pub use lb::LbRecord;
pub use vpc::NetworkRecord;

use crate::domain::Cx;
use crate::domain::usage::{Billed, Meter};
use crate::world::compute::VmRecord;
pub use crate::world::network::NetworkTables;
use crate::world::{UserId, World};

/// Networking as billing reaches it: floating IPs' meters, then load balancers'; they run on
/// whatever the account's restriction (its VMs are what stop).
pub struct Area;

impl Billed for Area {
    fn meters<'w>(&self, world: &'w World) -> Box<dyn Iterator<Item = Meter> + 'w> {
        Box::new(ip::meters(world).chain(lb::meters(world)))
    }
}

/// The addressed location, if it takes new resources (the VM area's rule, for every network type).
pub(crate) fn open_location<'a>(cx: &Cx<'a>) -> crate::domain::DomainResult<&'a spec::config::Location> {
    let location = cx.location()?;
    if location.create_resource_disabled {
        return Err(crate::domain::DomainError::Conflict(spec::error::compute::CREATE_DISABLED.into()));
    }
    Ok(location)
}

/// The caller's balancers that are not deleted: the floating IPs assigned to them look them up
/// here, below both `ip` and `lb`.
pub(crate) fn live_lbs<'w, 'c>(world: &'w World, cx: &'c Cx) -> impl Iterator<Item = &'w LbRecord> + use<'w, 'c> {
    world
        .network
        .load_balancers
        .values()
        .filter(move |lb| lb.deleted_at.is_none() && callers(cx, lb.user_id, &lb.location, lb.billing_account_id))
}

/// The caller's live VM in the addressed location within its scope, if any.
pub(crate) fn live_vm<'w>(world: &'w World, cx: &Cx, uuid: &str) -> Option<&'w VmRecord> {
    let (user, location) = (cx.actor.unwrap_or_default(), cx.location.map(|l| l.slug.as_str()).unwrap_or_default());
    world.compute.vms.get(uuid).filter(|vm| {
        vm.user_id == user && vm.location == location && vm.status != VmStatus::Deleted && cx.sees(vm.billing_account)
    })
}

/// Hook of VM create and clone, after every check passed: the VM joins `network` (or the
/// default network of its owner's location, made now if there is none), takes an address in it
/// and, when it reserved a public IP, gets a floating-IP record for it.
pub fn vm_created(world: &mut World, cx: &Cx, vm_uuid: &str, network: Option<&str>) {
    let Some(vm) = world.compute.vms.get(vm_uuid) else { return };
    let (user, location, public) = (vm.user_id, vm.location.clone(), vm.public_ipv4.clone());
    let network = match network {
        Some(uuid) => uuid.to_string(),
        None => vpc::default_or_new(world, cx, user, &location),
    };
    let private_ip = vpc::free_address(world, &network).unwrap_or_else(|| world.compute.vms[vm_uuid].private_ipv4.clone());
    if let Some(vm) = world.compute.vms.get_mut(vm_uuid) {
        vm.network_uuid = Some(network);
        vm.private_ipv4 = private_ip;
    }
    if let Some(address) = public {
        let account = world.compute.vms[vm_uuid].billing_account;
        let uuid = ip::insert(world, cx, &location, user, account, address, String::new());
        ip::attach(world, cx, &uuid, Assignee::VirtualMachine(vm_uuid.to_string()), false);
    }
}

/// Hook of VM delete: its floating IP stays reserved, unassigned and charged (live, docs/product/network.md#ip-addresses); it
/// stops being a load-balancer target and loses its firewalls.
pub fn vm_deleted(world: &mut World, cx: &Cx, vm_uuid: &str) {
    let assigned: Vec<String> = world
        .network
        .ips
        .values()
        .filter(|ip| ip.assignment.as_ref().is_some_and(|a| a.to == Assignee::VirtualMachine(vm_uuid.to_string())))
        .map(|ip| ip.uuid.clone())
        .collect();
    for uuid in assigned {
        ip::detach(world, cx, &uuid);
    }
    for lb in world.network.load_balancers.values_mut() {
        lb.targets.retain(|t| t.vm_uuid != vm_uuid);
    }
    for firewall in world.network.firewalls.values_mut() {
        firewall.vms.retain(|vm| vm != vm_uuid);
    }
}

/// Whether a resource of a location, paid from an account, is the caller's to see: theirs, in
/// the call's location, and paid from an account their key reaches.
fn callers(cx: &Cx, user_id: UserId, location: &str, billing_account_id: u64) -> bool {
    Some(user_id) == cx.actor && cx.location.is_some_and(|l| l.slug == location) && cx.sees(billing_account_id)
}

//! The deprecated `vm/ip/public` calls older clients still make (docs/product/network.md#floating-ips):
//! a VM reserves a floating IP of its own and lets it go, through the same records as the
//! floating-IP calls.

use spec::error::{compute as compute_msg, network as msg};

use super::ip::{self, Assignee};
use super::live_vm;
use crate::domain::feature::{Resource, check_offered};
use crate::domain::{Cx, DomainError, DomainResult, billing};
use crate::world::World;
use crate::world::compute::VmRecord;

/// `POST vm/ip/public`: a new floating IP on the VM's account, assigned to the VM; a VM that has
/// one already is refused.
pub fn reserve<'w>(world: &'w mut World, cx: &Cx, vm_uuid: &str) -> DomainResult<&'w VmRecord> {
    check_offered(cx, Resource::IpAddress)?;
    let vm = live_vm(world, cx, vm_uuid).ok_or_else(|| DomainError::NotFound(compute_msg::no_such_vm(vm_uuid)))?;
    let (user, location, account) = (vm.user_id, vm.location.clone(), vm.billing_account);
    super::open_location(cx)?;
    let account = billing::paying_account(world, cx, Some(account))?;
    let to = Assignee::VirtualMachine(vm_uuid.to_string());
    if ip::assigned_to(world, &to).is_some() {
        return Err(DomainError::Conflict(msg::TARGET_HAS_IP.into()));
    }
    let address = ip::fresh_address(world);
    let uuid = ip::insert(world, cx, &location, user, account, address, String::new());
    ip::attach(world, cx, &uuid, to, true);
    Ok(&world.compute.vms[vm_uuid])
}

/// `DELETE vm/ip/public`: the VM's floating IP is let go and released (listed as deleted).
pub fn release<'w>(world: &'w mut World, cx: &Cx, vm_uuid: &str) -> DomainResult<&'w VmRecord> {
    live_vm(world, cx, vm_uuid).ok_or_else(|| DomainError::NotFound(compute_msg::no_such_vm(vm_uuid)))?;
    let ip = ip::assigned_to(world, &Assignee::VirtualMachine(vm_uuid.to_string()))
        .map(|ip| ip.uuid.clone())
        .ok_or_else(|| DomainError::Conflict(compute_msg::NO_PUBLIC_IP.into()))?;
    ip::release(world, cx, &ip);
    Ok(&world.compute.vms[vm_uuid])
}

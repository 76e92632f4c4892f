//! Finding the caller's VMs: one by uuid or all in the location, as every compute operation
//! starts. Below every file that acts on a VM, so none of them needs the others to find one.

use spec::compute::VmStatus;
use spec::error::compute as msg;

use crate::domain::{Cx, DomainError, DomainResult};
use crate::world::World;
use crate::world::compute::VmRecord;

/// The caller's VM in the addressed location; deleted, foreign, out-of-scope and unknown ones
/// alike are missing.
pub fn find<'w>(world: &'w World, cx: &Cx, uuid: &str) -> DomainResult<&'w VmRecord> {
    let (user, location) = (cx.actor()?, cx.location()?);
    world
        .compute
        .vms
        .get(uuid)
        .filter(|vm| vm.user_id == user && vm.location == location.slug && vm.status != VmStatus::Deleted)
        .filter(|vm| cx.sees(vm.billing_account))
        .ok_or_else(|| DomainError::NotFound(msg::no_such_vm(uuid)))
}

pub(super) fn find_mut<'w>(world: &'w mut World, cx: &Cx, uuid: &str) -> DomainResult<&'w mut VmRecord> {
    find(world, cx, uuid)?;
    world.compute.vms.get_mut(uuid).ok_or_else(|| DomainError::NotFound(msg::no_such_vm(uuid)))
}

/// The caller's VMs in the addressed location within its scope, oldest first, optionally of one
/// billing account.
pub fn vm_list<'w>(world: &'w World, cx: &Cx, billing_account: Option<u64>) -> DomainResult<Vec<&'w VmRecord>> {
    let (user, location) = (cx.actor()?, cx.location()?);
    let mut vms: Vec<&VmRecord> = world
        .compute
        .vms
        .values()
        .filter(|vm| vm.user_id == user && vm.location == location.slug && vm.status != VmStatus::Deleted)
        .filter(|vm| billing_account.is_none_or(|id| vm.billing_account == id) && cx.sees(vm.billing_account))
        .collect();
    vms.sort_by_key(|vm| vm.seq);
    Ok(vms)
}

/// A VM by its uuid, whoever owns it: for viewing the one a change just left (the caller has
/// checked ownership through the change).
pub fn by_uuid<'w>(world: &'w World, uuid: &str) -> Option<&'w VmRecord> {
    world.compute.vms.get(uuid)
}

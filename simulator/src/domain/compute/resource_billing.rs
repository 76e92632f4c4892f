//! `resource_billing`: a VM, with the standalone disks attached to it, changes the account that
//! pays for it. Its snapshots and backups are part of the VM and move with it.

use spec::compute::ResourceBillingMove;

use super::vm::{self, VmRecord};
use crate::domain::billing;
use crate::domain::{Cx, DomainResult};
use crate::world::World;

/// The target must be an active account of the caller within its reach (a restricted token
/// reaches only its own); the next hourly charge goes there.
pub fn resource_billing_move<'w>(world: &'w mut World, cx: &Cx, input: ResourceBillingMove) -> DomainResult<&'w VmRecord> {
    vm::find(world, cx, &input.uuid)?;
    let account = billing::paying_account(world, cx, Some(input.billing_account_id))?;
    for disk in world.compute.disks.values_mut().filter(|d| d.attached_to.as_deref() == Some(input.uuid.as_str())) {
        disk.billing_account_id = account;
        disk.updated_at = cx.now;
    }
    let vm = vm::find_mut(world, cx, &input.uuid)?;
    vm.billing_account = account;
    vm.updated_at = cx.now;
    Ok(vm)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::DomainError;
    use crate::domain::billing::BillingAccountRecord;
    use crate::domain::compute::fixture::Fixture;
    use crate::domain::compute::{disk_attach, disk_create};
    use spec::compute::{DiskCreate, VmStorageAttach};
    use spec::error::billing as billing_msg;

    /// A running VM with a disk attached, and a second active account of the owner.
    fn setup(fx: &mut Fixture) -> (String, String, u64) {
        let vm = fx.running_vm();
        let first = fx.world.compute.vms[&vm].billing_account;
        let input = DiskCreate { size_gb: 10, billing_account_id: Some(first), ..DiskCreate::default() };
        let disk = fx.run(|w, cx| disk_create(w, cx, input).map(|d| d.uuid.clone())).unwrap();
        let attach = VmStorageAttach { uuid: vm.clone(), storage_uuid: disk.clone() };
        fx.run(|w, cx| disk_attach(w, cx, attach).map(drop)).unwrap();
        let second = first + 1;
        let record = BillingAccountRecord { id: second, is_default: false, ..fx.world.billing.accounts[&first].clone() };
        fx.world.billing.accounts.insert(second, record);
        (vm, disk, second)
    }

    #[test]
    fn the_vm_and_its_attached_disks_move_together() {
        let mut fx = Fixture::new();
        let (vm, disk, second) = setup(&mut fx);
        let input = ResourceBillingMove { uuid: vm.clone(), billing_account_id: second, resource_type: Default::default() };
        fx.run(|w, cx| resource_billing_move(w, cx, input).map(drop)).unwrap();
        assert_eq!(
            (fx.world.compute.vms[&vm].billing_account, fx.world.compute.disks[&disk].billing_account_id),
            (second, second)
        );
    }

    #[test]
    fn out_of_scope_and_inactive_accounts_are_refused_and_change_nothing() {
        let mut fx = Fixture::new();
        let (vm, _, second) = setup(&mut fx);
        let first = fx.world.compute.vms[&vm].billing_account;
        let before = fx.snapshot();
        let input = ResourceBillingMove { uuid: vm.clone(), billing_account_id: second, resource_type: Default::default() };
        let scoped = fx.run(|w, cx| resource_billing_move(w, &Cx { scope: Some(first), ..*cx }, input.clone()).map(drop));
        assert_eq!(scoped, Err(DomainError::invalid("billing_account_id", billing_msg::no_such_account(second))));
        assert_eq!(fx.snapshot(), before);
        fx.world.billing.accounts.get_mut(&second).unwrap().status = spec::billing::AccountStatus::Suspended;
        let suspended = fx.snapshot();
        let inactive = fx.run(|w, cx| resource_billing_move(w, cx, input).map(drop));
        assert_eq!(inactive, Err(DomainError::Conflict(billing_msg::ACCOUNT_INACTIVE.into())));
        assert_eq!(fx.snapshot(), suspended);
    }
}

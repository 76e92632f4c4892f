//! `resource_billing`: a VM, with the standalone disks attached to it, changes the account that
//! pays for it. Its snapshots and backups are part of the VM and move with it.
//! `billing_resources`: what one account pays for in the location.

use spec::compute::ResourceBillingMove;

use super::lookup;
use crate::domain::billing;
use crate::domain::{Cx, DomainResult};
use crate::world::World;
use crate::world::compute::VmRecord;

/// The target must be an active account of the caller within its reach (a restricted token
/// reaches only its own); the next hourly charge goes there.
pub fn resource_billing_move<'w>(world: &'w mut World, cx: &Cx, input: ResourceBillingMove) -> DomainResult<&'w VmRecord> {
    lookup::find(world, cx, &input.uuid)?;
    let account = billing::paying_account(world, cx, Some(input.billing_account_id))?;
    for disk in world.compute.disks.values_mut().filter(|d| d.attached_to.as_deref() == Some(input.uuid.as_str())) {
        disk.billing_account_id = account;
        disk.updated_at = cx.now;
    }
    let vm = lookup::find_mut(world, cx, &input.uuid)?;
    vm.billing_account = account;
    vm.updated_at = cx.now;
    Ok(vm)
}

/// `GET billing_resources`: the location's VMs paid from `account`, an account of the caller
/// within its reach (another's is unknown, or forbidden in strict sessions, as every billing call).
pub fn billing_resources<'w>(world: &'w World, cx: &Cx, account: u64) -> DomainResult<Vec<&'w VmRecord>> {
    billing::own_account(world, cx, account)?;
    lookup::vm_list(world, cx, Some(account))
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
    fn billing_resources_lists_the_vms_an_account_pays_for_and_follows_a_move() {
        let mut fx = Fixture::new();
        let (vm, _, second) = setup(&mut fx);
        let first = fx.world.compute.vms[&vm].billing_account;
        let uuids = |fx: &mut Fixture, account| {
            fx.run(|w, cx| billing_resources(w, cx, account).map(|vms| vms.iter().map(|v| v.uuid.clone()).collect::<Vec<_>>()))
        };
        assert_eq!(uuids(&mut fx, first), Ok(vec![vm.clone()]));
        assert_eq!(uuids(&mut fx, second), Ok(vec![]));
        let input = ResourceBillingMove { uuid: vm.clone(), billing_account_id: second, resource_type: Default::default() };
        fx.run(|w, cx| resource_billing_move(w, cx, input).map(drop)).unwrap();
        assert_eq!(uuids(&mut fx, second), Ok(vec![vm]));
        assert_eq!(uuids(&mut fx, 7), Err(DomainError::NotFound(billing_msg::no_such_account(7))));
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

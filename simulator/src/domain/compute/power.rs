//! Moving a VM by hand: start, stop, boot from ISO media, delete; and the billing cycle's hold on
//! a restricted account's VMs. Each is a step of the status machine in `lifecycle.rs`.

use spec::billing::RestrictionLevel;
use spec::compute::VmStatus::*;
use spec::compute::{BootImageRepository, VmBootIso};
use spec::error::compute as msg;

use super::catalogue::boot_images;
use super::disk;
use super::lifecycle::{Action, enter, next};
use super::lookup;
use crate::domain::billing::restriction;
use crate::domain::{Cx, DomainError, DomainResult, network};
use crate::world::World;
use crate::world::compute::VmRecord;

pub fn vm_start<'w>(world: &'w mut World, cx: &Cx, uuid: &str) -> DomainResult<&'w VmRecord> {
    restriction::check_may_run(world, lookup::find(world, cx, uuid)?.billing_account)?;
    act(world, cx, uuid, Action::Start)
}

/// Boots a running (so restarted) or stopped VM from published ISO media of the platform's
/// catalogue, for this launch only: the media is let go when the VM next stops.
pub fn vm_boot_iso<'w>(world: &'w mut World, cx: &Cx, input: VmBootIso) -> DomainResult<&'w VmRecord> {
    let vm = lookup::find(world, cx, &input.uuid)?;
    // The simulator keeps no private uploads: only the platform's published media exist.
    let known = input.boot_image_repository == BootImageRepository::Platform
        && boot_images().iter().any(|image| image.is_published && image.uuid == input.boot_image_uuid);
    if !known {
        return Err(DomainError::invalid("boot_image_uuid", msg::no_such_boot_image(&input.boot_image_uuid)));
    }
    let status = next(vm.status, Action::BootIso)?;
    restriction::check_may_run(world, vm.billing_account)?;
    lookup::find_mut(world, cx, &input.uuid)?.boot_image = Some(input.boot_image_uuid);
    enter(world, cx, &input.uuid, status)
}

pub fn vm_stop<'w>(world: &'w mut World, cx: &Cx, uuid: &str, force: bool) -> DomainResult<&'w VmRecord> {
    act(world, cx, uuid, if force { Action::ForceStop } else { Action::Stop })
}

pub fn vm_delete(world: &mut World, cx: &Cx, uuid: &str) -> DomainResult<()> {
    act(world, cx, uuid, Action::Delete)?;
    disk::release_all(world, uuid, cx.now);
    network::vm_deleted(world, cx, uuid);
    Ok(())
}

/// A restricted account's VMs (docs/product/billing.md#restriction): FROZEN stops the running
/// ones, TERMINATED stops them and deletes the stopped. A VM in a transition refuses both: the
/// next hour tries again.
pub fn hold_back(world: &mut World, cx: &Cx, account_id: u64, level: RestrictionLevel) {
    let vms: Vec<_> = world
        .compute
        .vms
        .values()
        .filter(|vm| vm.billing_account == account_id && vm.status != Deleted)
        .map(|vm| (vm.uuid.clone(), vm.user_id, vm.location.clone(), vm.status))
        .collect();
    for (uuid, owner, slug, status) in vms {
        let Some(location) = cx.brand.config.locations.iter().find(|l| l.slug == slug) else { continue };
        // The billing system acts as the owner would, in the VM's location.
        let as_owner = Cx { actor: Some(owner), location: Some(location), acting_user: None, scope: None, ..*cx };
        let _ = match (level, status) {
            (RestrictionLevel::Terminated, Stopped) => vm_delete(world, &as_owner, &uuid),
            (_, Running) => vm_stop(world, &as_owner, &uuid, true).map(|_| ()),
            _ => Ok(()),
        };
    }
}

fn act<'w>(world: &'w mut World, cx: &Cx, uuid: &str, action: Action) -> DomainResult<&'w VmRecord> {
    let status = next(lookup::find(world, cx, uuid)?.status, action)?;
    enter(world, cx, uuid, status)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;

    #[test]
    fn iso_media_serve_one_launch_only() {
        let mut fx = Fixture::new();
        let uuid = fx.running_vm();
        let rescue = boot_images().into_iter().find(|i| i.is_published).unwrap().uuid;
        let boot = |fx: &mut Fixture, image: &str| {
            let input = VmBootIso {
                uuid: uuid.clone(),
                boot_image_uuid: image.into(),
                boot_image_repository: BootImageRepository::Platform,
            };
            fx.run(|w, cx| vm_boot_iso(w, cx, input).map(|vm| (vm.status, vm.boot_image.clone())))
        };
        let before = fx.snapshot();
        let unpublished = boot_images().into_iter().find(|i| !i.is_published).unwrap().uuid;
        assert_eq!(
            boot(&mut fx, &unpublished),
            Err(DomainError::invalid("boot_image_uuid", msg::no_such_boot_image(&unpublished)))
        );
        assert_eq!(fx.snapshot(), before);
        assert_eq!(boot(&mut fx, &rescue), Ok((Starting, Some(rescue.clone()))));
        fx.advance(fx.brand.simulation.durations.vm_start);
        assert_eq!(fx.world.compute.vms[&uuid].boot_image, Some(rescue));
        fx.run(|w, cx| vm_stop(w, cx, &uuid, true).map(drop)).unwrap();
        assert_eq!(fx.world.compute.vms[&uuid].boot_image, None, "the next launch boots from the disk");
    }

    #[test]
    fn a_strict_session_answers_every_slow_step_settled() {
        use spec::compute::{VmCreate, VmReinstall};
        let mut fx = Fixture::new();
        fx.world.strict = true;
        let pending = fx.world.schedule.len();
        let input = VmCreate { billing_account_id: Some(fx.owner_account()), ..Fixture::create_input() };
        let uuid = fx.run(|w, cx| super::super::vm_create(w, cx, input).map(|vm| vm.uuid.clone())).unwrap();
        assert_eq!(fx.world.compute.vms[&uuid].status, Running, "created running");
        fx.world.compute.vms.get_mut(&uuid).unwrap().guest.ignores_shutdown = true;
        assert_eq!(fx.run(|w, cx| vm_stop(w, cx, &uuid, false).map(|vm| vm.status)), Ok(Stopped), "even an ignoring guest");
        assert_eq!(fx.run(|w, cx| vm_start(w, cx, &uuid).map(|vm| vm.status)), Ok(Running));
        let reinstall = VmReinstall { uuid: uuid.clone(), os_name: None, os_version: None };
        assert_eq!(fx.run(|w, cx| super::super::vm_reinstall(w, cx, reinstall).map(|vm| vm.status)), Ok(Running));
        assert_eq!(fx.world.schedule.len(), pending, "nothing is left to settle");
        // Lenient again: the observable intermediate states return.
        fx.world.strict = false;
        assert_eq!(fx.run(|w, cx| vm_stop(w, cx, &uuid, false).map(|vm| vm.status)), Ok(Stopping));
    }
}

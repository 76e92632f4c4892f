//! The owner's resources in a demo world, made through the same domain operations a client
//! calls, back-dated so that by the start instant they have settled and nothing is pending.

use jiff::{SignedDuration, Timestamp};
use spec::compute::VmCreate;
use spec::config::Brand;

use crate::clock::run_until;
use crate::domain::Cx;
use crate::domain::compute::{vm_create, vm_stop};
use crate::world::{UserId, World};

/// `(name, os_name, os_version, vcpu, ram MiB, disk GB, public IP, backup, running)`.
type DemoVm = (&'static str, &'static str, &'static str, u32, u32, u32, bool, bool, bool);

const DEMO_VMS: &[DemoVm] = &[
    ("web-1", "ubuntu", "24.04", 2, 4096, 40, true, true, true),
    ("db-1", "debian", "12", 4, 8192, 80, false, true, true),
    ("build-runner", "rocky", "9", 2, 2048, 30, true, false, false),
];

/// A few VMs in every location open for new resources: most running, one stopped.
pub fn demo_vms(world: &mut World, brand: &Brand, owner: UserId, start: Timestamp) {
    for location in brand.config.locations.iter().filter(|l| !l.create_resource_disabled) {
        for (age, &(name, os_name, os_version, vcpu, ram, disks, public_ip, backup, running)) in DEMO_VMS.iter().enumerate() {
            let created = start - SignedDuration::from_hours(24 * (30 - 7 * age as i64));
            let cx = Cx::new(created, Some(owner), brand, Some(location));
            let input = VmCreate {
                name: name.into(),
                os_name: Some(os_name.into()),
                os_version: Some(os_version.into()),
                username: Some("admin".into()),
                password: Some("Demo-Passw0rd".into()),
                vcpu,
                ram,
                disks: Some(disks),
                reserve_public_ip: Some(public_ip),
                backup: Some(backup),
                ..VmCreate::default()
            };
            let Ok(uuid) = vm_create(world, &cx, input).map(|vm| vm.uuid.clone()) else { continue };
            let settled = created + SignedDuration::from_hours(1);
            run_until(world, brand, settled);
            if !running {
                // A VM that has just settled as running can always be forced off.
                let _ = vm_stop(world, &Cx { now: settled, ..cx }, &uuid, true);
            }
        }
    }
    run_until(world, brand, start);
}

#[cfg(test)]
mod tests {
    use spec::compute::VmStatus;
    use spec::control::WorldKind;

    use crate::brands::Brands;

    #[test]
    fn a_demo_world_has_settled_vms_in_every_open_location_and_only_backups_pending() {
        let brands = Brands::embedded().unwrap();
        let brand = brands.get("denvr").unwrap();
        let start = super::super::DEFAULT_START.parse().unwrap();
        let world = super::super::world(brand, 3, WorldKind::Demo, start);
        let open = brand.config.locations.iter().filter(|l| !l.create_resource_disabled).count();
        assert_eq!(world.vms.len(), open * super::DEMO_VMS.len());
        let stopped = world.vms.values().filter(|vm| vm.status == VmStatus::Stopped).count();
        assert_eq!(stopped, open);
        assert!(world.vms.values().all(|vm| matches!(vm.status, VmStatus::Running | VmStatus::Stopped)));
        let with_backup = world.vms.values().filter(|vm| vm.backup).count();
        assert_eq!(world.schedule.len(), with_backup + 1, "the billing hour, and each VM with backups on waiting for its next one");
        let backups: Vec<usize> = world.vms.values().filter(|vm| vm.name == "web-1").map(|vm| vm.replicas.len()).collect();
        assert!(backups.iter().all(|&n| n == 4), "a month old: the latest four weekly backups, {backups:?}");
        assert_eq!(world.now, start);
        let empty = super::super::world(brand, 3, WorldKind::Empty, start);
        assert!(empty.vms.is_empty());
    }
}

//! What the compute area's resources consume, for billing's hourly charge (`billing_cycle::meters`):
//! VMs and standalone disks, each in creation order.

use rust_decimal::Decimal;
use spec::compute::{ReplicaType, VmStatus};
use spec::pricing::PriceResourceType;

use crate::domain::usage::Meter;
use crate::world::World;

/// Every live VM's meter, then every live standalone disk's.
pub fn meters(world: &World) -> impl Iterator<Item = Meter> + '_ {
    vm_meters(world).chain(disk_meters(world))
}

/// A VM pays for vCPU and RAM while it holds them on a host (anything but stopped or deleted),
/// for its storage and the copies in its snapshots and backups as long as it exists, and for a Windows licence per vCPU while it runs.
fn vm_meters(world: &World) -> impl Iterator<Item = Meter> + '_ {
    let mut vms: Vec<_> = world.compute.vms.values().filter(|vm| vm.status != VmStatus::Deleted).collect();
    vms.sort_by_key(|vm| vm.seq);
    vms.into_iter().map(|vm| {
        let on_host = vm.status != VmStatus::Stopped;
        // Attached standalone disks are metered as disks, on their own account.
        let storage_gb: u32 = vm.storage.iter().filter(|s| !world.compute.disks.contains_key(&s.uuid)).map(|s| s.size_gb).sum();
        let mut quantities = Vec::new();
        if on_host {
            quantities.push((PriceResourceType::Cpu, Decimal::from(vm.vcpu)));
            quantities.push((PriceResourceType::Ram, crate::domain::pricing::ram_units(vm.memory_mb)));
        }
        quantities.push((PriceResourceType::Storage, Decimal::from(storage_gb)));
        for (kind, price) in [
            (ReplicaType::Snapshot, PriceResourceType::BlockStorageSnapshot),
            (ReplicaType::Backup, PriceResourceType::BlockStorageBackup),
        ] {
            let gb: u32 = vm.replicas.iter().filter(|r| r.kind == kind).flat_map(|r| &r.disks).map(|d| d.size_gb).sum();
            if gb > 0 {
                quantities.push((price, Decimal::from(gb)));
            }
        }
        if on_host && vm.license_type.is_some() {
            quantities.push((PriceResourceType::WindowsLicense, Decimal::from(vm.vcpu)));
        }
        Meter {
            resource_uuid: vm.uuid.clone(),
            resource_type: "vm",
            description: vm.name.clone(),
            billing_account_id: vm.billing_account,
            location: vm.location.clone(),
            host_pool_uuid: Some(vm.pool_uuid.clone()),
            quantities,
        }
    })
}

/// A standalone disk pays for block storage from creation to deletion, attached or not.
fn disk_meters(world: &World) -> impl Iterator<Item = Meter> + '_ {
    let mut disks: Vec<_> = world.compute.disks.values().filter(|d| d.deleted_at.is_none()).collect();
    disks.sort_by_key(|d| d.seq);
    disks.into_iter().map(|disk| Meter {
        resource_uuid: disk.uuid.clone(),
        resource_type: "disk",
        description: disk.display_name.clone().unwrap_or_else(|| disk.uuid.clone()),
        billing_account_id: disk.billing_account_id,
        location: disk.location.clone(),
        host_pool_uuid: None,
        quantities: vec![(PriceResourceType::BlockStorage, Decimal::from(disk.size_gb))],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;

    fn meters(world: &World) -> Vec<Meter> {
        super::meters(world).collect()
    }

    fn types(meter: &Meter) -> Vec<PriceResourceType> {
        meter.quantities.iter().map(|(t, _)| *t).collect()
    }

    #[test]
    fn a_running_vm_pays_for_cpu_ram_and_storage_a_stopped_one_only_for_storage() {
        let mut fx = Fixture::new();
        let uuid = fx.running_vm();
        let running = &meters(&fx.world)[0];
        assert_eq!(running.resource_uuid, uuid);
        assert_eq!(
            running.quantities,
            vec![
                (PriceResourceType::Cpu, Decimal::from(2)),
                // 2048 MB in 512 MB price units.
                (PriceResourceType::Ram, Decimal::from(4)),
                (PriceResourceType::Storage, Decimal::from(20)),
            ]
        );
        fx.world.compute.vms.get_mut(&uuid).unwrap().status = VmStatus::Stopped;
        assert_eq!(types(&meters(&fx.world)[0]), vec![PriceResourceType::Storage]);
        fx.world.compute.vms.get_mut(&uuid).unwrap().status = VmStatus::Deleted;
        assert!(meters(&fx.world).is_empty());
    }

    #[test]
    fn a_disk_is_metered_on_its_own_account_and_not_again_in_its_vms_storage() {
        use crate::domain::compute::{disk_attach, disk_create};
        use spec::compute::{DiskCreate, VmStorageAttach};
        let mut fx = Fixture::new();
        let vm = fx.running_vm();
        let account = fx.world.compute.vms[&vm].billing_account;
        let input = DiskCreate { size_gb: 30, billing_account_id: Some(account), ..DiskCreate::default() };
        let disk = fx.run(|w, cx| disk_create(w, cx, input).map(|d| d.uuid.clone())).unwrap();
        let attach = VmStorageAttach { uuid: vm.clone(), storage_uuid: disk.clone() };
        fx.run(|w, cx| disk_attach(w, cx, attach).map(drop)).unwrap();
        let all = meters(&fx.world);
        assert_eq!(all[0].quantities[2], (PriceResourceType::Storage, Decimal::from(20)), "the boot disk only");
        assert_eq!((all[1].resource_type, all[1].resource_uuid.as_str()), ("disk", disk.as_str()));
        assert_eq!(all[1].quantities, vec![(PriceResourceType::BlockStorage, Decimal::from(30))]);
    }
}

//! What resources consume, as the billing engine reads it. Every resource area contributes its
//! meters here; billing charges them hourly against the price list (one place that knows how a
//! resource turns into billable units, so billing never looks inside resource records).

use rust_decimal::Decimal;
use spec::compute::{ReplicaType, VmStatus};
use spec::pricing::PriceResourceType;

use crate::world::World;

/// One resource's billable quantities at this instant, per price resource type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meter {
    pub resource_uuid: String,
    /// The resource type as the usage list names it (`vm`, `disk`, `ip`, …).
    pub resource_type: &'static str,
    /// What the usage list calls the resource: its name.
    pub description: String,
    pub billing_account_id: u64,
    pub location: String,
    /// Pool prices override location prices where the price list has them.
    pub host_pool_uuid: Option<String>,
    /// Units per hour: vCPUs, GiB of RAM, GiB of storage, licences.
    pub quantities: Vec<(PriceResourceType, Decimal)>,
}

/// Every live resource's meter, in a stable order (resource area, then creation order).
pub fn meters(world: &World) -> Vec<Meter> {
    vm_meters(world)
        .chain(disk_meters(world))
        .chain(crate::domain::metal::lease::meters(world))
        .chain(crate::domain::services::meter::meters(world))
        .collect()
}

/// A VM pays for vCPU and RAM while it holds them on a host (anything but stopped or deleted),
/// for its storage and the copies in its snapshots and backups as long as it exists, and for a Windows licence while it runs.
fn vm_meters(world: &World) -> impl Iterator<Item = Meter> + '_ {
    let mut vms: Vec<_> = world.vms.values().filter(|vm| vm.status != VmStatus::Deleted).collect();
    vms.sort_by_key(|vm| vm.seq);
    vms.into_iter().map(|vm| {
        let on_host = vm.status != VmStatus::Stopped;
        // Attached standalone disks are metered as disks, on their own account.
        let storage_gb: u32 = vm.storage.iter().filter(|s| !world.disks.contains_key(&s.uuid)).map(|s| s.size_gb).sum();
        let mut quantities = Vec::new();
        if on_host {
            quantities.push((PriceResourceType::Cpu, Decimal::from(vm.vcpu)));
            quantities.push((PriceResourceType::Ram, Decimal::from(vm.memory_mb) / Decimal::from(1024)));
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
            quantities.push((PriceResourceType::WindowsLicense, Decimal::ONE));
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
    let mut disks: Vec<_> = world.disks.values().filter(|d| d.deleted_at.is_none()).collect();
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
                (PriceResourceType::Ram, Decimal::from(2)),
                (PriceResourceType::Storage, Decimal::from(20)),
            ]
        );
        fx.world.vms.get_mut(&uuid).unwrap().status = VmStatus::Stopped;
        assert_eq!(types(&meters(&fx.world)[0]), vec![PriceResourceType::Storage]);
        fx.world.vms.get_mut(&uuid).unwrap().status = VmStatus::Deleted;
        assert!(meters(&fx.world).is_empty());
    }

    #[test]
    fn a_disk_is_metered_on_its_own_account_and_not_again_in_its_vms_storage() {
        use crate::domain::compute::{disk_attach, disk_create};
        use spec::compute::{DiskCreate, VmStorageAttach};
        let mut fx = Fixture::new();
        let vm = fx.running_vm();
        let account = fx.world.vms[&vm].billing_account;
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

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
    /// Units per hour: vCPUs, RAM units (`pricing::RAM_UNIT_MB`), GiB of storage, licences.
    pub quantities: Vec<(PriceResourceType, Decimal)>,
}

/// Every live resource's meter, in a stable order (resource area, then creation order).
pub fn meters(world: &World) -> Vec<Meter> {
    vm_meters(world)
        .chain(disk_meters(world))
        .chain(crate::domain::metal::lease::meters(world))
        .chain(crate::domain::network::ip::meters(world))
        .chain(crate::domain::network::lb::meters(world))
        .chain(bucket_meters(world))
        .chain(crate::domain::services::meter::meters(world))
        .collect()
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

/// A bucket pays for the gigabytes its objects hold, each hour (OBJECT_STORAGE, per GiB-hour),
/// from its creation to its deletion. Storage is global: the meter has no location.
fn bucket_meters(world: &World) -> impl Iterator<Item = Meter> + '_ {
    let mut buckets: Vec<_> = world.storage.buckets.values().collect();
    buckets.sort_by_key(|b| b.seq);
    buckets.into_iter().map(|bucket| Meter {
        resource_uuid: bucket.name.clone(),
        resource_type: "bucket",
        description: bucket.name.clone(),
        billing_account_id: bucket.billing_account_id,
        location: String::new(),
        host_pool_uuid: None,
        quantities: vec![(PriceResourceType::ObjectStorage, Decimal::from(bucket.size_bytes()) / Decimal::from(GIB))],
    })
}

const GIB: u64 = 1024 * 1024 * 1024;

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
                // 2048 MB in 512 MB price units.
                (PriceResourceType::Ram, Decimal::from(4)),
                (PriceResourceType::Storage, Decimal::from(20)),
            ]
        );
        fx.world.compute.vms.get_mut(&uuid).unwrap().status = VmStatus::Stopped;
        assert_eq!(types(&meters(&fx.world)[0]), vec![PriceResourceType::Storage]);
        fx.world.compute.vms.get_mut(&uuid).unwrap().status = VmStatus::Deleted;
        assert!(meters(&fx.world).iter().all(|m| m.resource_type != "vm"), "its floating IP is metered on its own");
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

    #[test]
    fn a_bucket_pays_for_the_gibibytes_its_objects_hold() {
        use crate::domain::storage::{bucket, object};
        let mut fx = Fixture::new();
        let input = spec::storage::BucketCreate { name: "photos".into(), billing_account_id: None };
        fx.run(|w, cx| bucket::create(w, cx, input).map(drop)).unwrap();
        assert_eq!(meters(&fx.world)[0].quantities, vec![(PriceResourceType::ObjectStorage, Decimal::ZERO)]);
        let half = vec![0u8; (GIB / 2048) as usize];
        fx.run(|w, cx| object::put(w, cx, "photos", "a", half, "x")).unwrap();
        let meter = &meters(&fx.world)[0];
        assert_eq!((meter.resource_type, meter.billing_account_id), ("bucket", fx.owner_account()));
        assert_eq!(meter.quantities, vec![(PriceResourceType::ObjectStorage, Decimal::new(48828125, 11))]);
    }
}

//! `[/{location}]/user-resource/vm…`: thin handlers over `domain::compute` and the VM's wire view.

use crate::edge::Json;
use spec::common::Success;
use spec::compute::{
    BillingResourcesQuery, Replica, ResourceBillingMove, Vm, VmBootIso, VmClone, VmCreate, VmListQuery, VmRef, VmReinstall,
    VmStop, VmStorage, VmStorageAdd, VmStorageRemove, VmStorageResize, VmUpdate, VmUserUpdate, ops,
};

use crate::domain::compute::{self as domain, ReplicaRecord, StorageRecord, VmRecord};
use crate::domain::{DomainError, DomainResult};
use crate::edge::ApiRouter;
use crate::edge::error::ApiResult;
use crate::edge::extract::{Api, Input};
use crate::edge::wire::sql_time;
use crate::world::World;
use spec::error::compute as msg;

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::VM_LIST, vm_list)
        .op(&ops::VM_GET, vm_get)
        .op(&ops::VM_CREATE, vm_create)
        .op(&ops::VM_UPDATE, vm_update)
        .op(&ops::VM_DELETE, vm_delete)
        .op(&ops::VM_START, vm_start)
        .op(&ops::VM_STOP, vm_stop)
        .op(&ops::VM_REINSTALL, vm_reinstall)
        .op(&ops::VM_CLONE, vm_clone)
        .op(&ops::VM_BACKUP, vm_backup)
        .op(&ops::VM_BOOT_ISO, vm_boot_iso)
        .op(&ops::VM_USER_UPDATE, vm_user_update)
        .op(&ops::VM_PUBLIC_IP_RESERVE, vm_public_ip_reserve)
        .op(&ops::VM_PUBLIC_IP_RELEASE, vm_public_ip_release)
        .op(&ops::VM_STORAGE_ADD, vm_storage_add)
        .op(&ops::VM_STORAGE_RESIZE, vm_storage_resize)
        .op(&ops::VM_STORAGE_REMOVE, vm_storage_remove)
        .op(&ops::RESOURCE_BILLING, resource_billing_move)
        .op(&ops::BILLING_RESOURCES, billing_resources);
}

async fn vm_list(api: Api, Input(query): Input<VmListQuery>) -> ApiResult<Json<Vec<Vm>>> {
    api.read(|w, cx| Ok(domain::vm_list(w, cx, query.billing_account_id)?.into_iter().map(|vm| view(w, vm)).collect())).map(Json)
}

async fn vm_get(api: Api, Input(vm): Input<VmRef>) -> ApiResult<Json<Vm>> {
    api.read(|w, cx| domain::vm_get(w, cx, &vm.uuid).map(|vm| view(w, vm))).map(Json)
}

async fn vm_create(api: Api, Input(input): Input<VmCreate>) -> ApiResult<Json<Vm>> {
    api.write(|w, cx| changed(w, |w| domain::vm_create(w, cx, input))).map(Json)
}

async fn vm_update(api: Api, Input(input): Input<VmUpdate>) -> ApiResult<Json<Vm>> {
    api.write(|w, cx| changed(w, |w| domain::vm_update(w, cx, input))).map(Json)
}

async fn vm_delete(api: Api, Input(vm): Input<VmRef>) -> ApiResult<Json<Success>> {
    api.write(|w, cx| domain::vm_delete(w, cx, &vm.uuid)).map(|()| Json(Success::TRUE))
}

async fn vm_start(api: Api, Input(vm): Input<VmRef>) -> ApiResult<Json<Vm>> {
    api.write(|w, cx| changed(w, |w| domain::vm_start(w, cx, &vm.uuid))).map(Json)
}

async fn vm_stop(api: Api, Input(stop): Input<VmStop>) -> ApiResult<Json<Vm>> {
    api.write(|w, cx| changed(w, |w| domain::vm_stop(w, cx, &stop.uuid, stop.force.unwrap_or(false)))).map(Json)
}

async fn vm_reinstall(api: Api, Input(input): Input<VmReinstall>) -> ApiResult<Json<Vm>> {
    api.write(|w, cx| changed(w, |w| domain::vm_reinstall(w, cx, input))).map(Json)
}

async fn vm_clone(api: Api, Input(input): Input<VmClone>) -> ApiResult<Json<Vm>> {
    api.write(|w, cx| changed(w, |w| domain::vm_clone(w, cx, input))).map(Json)
}

async fn vm_backup(api: Api, Input(vm): Input<VmRef>) -> ApiResult<Json<Vm>> {
    api.write(|w, cx| changed(w, |w| domain::vm_backup_toggle(w, cx, &vm.uuid))).map(Json)
}

async fn vm_boot_iso(api: Api, Input(input): Input<VmBootIso>) -> ApiResult<Json<Vm>> {
    api.write(|w, cx| changed(w, |w| domain::vm_boot_iso(w, cx, input))).map(Json)
}

async fn vm_user_update(api: Api, Input(input): Input<VmUserUpdate>) -> ApiResult<Json<Success>> {
    api.write(|w, cx| domain::vm_user_update(w, cx, input)).map(|()| Json(Success::TRUE))
}

async fn vm_public_ip_reserve(api: Api, Input(vm): Input<VmRef>) -> ApiResult<Json<Vm>> {
    api.write(|w, cx| changed(w, |w| crate::domain::network::public_ip::reserve(w, cx, &vm.uuid))).map(Json)
}

async fn vm_public_ip_release(api: Api, Input(vm): Input<VmRef>) -> ApiResult<Json<Vm>> {
    api.write(|w, cx| changed(w, |w| crate::domain::network::public_ip::release(w, cx, &vm.uuid))).map(Json)
}

async fn vm_storage_add(api: Api, Input(input): Input<VmStorageAdd>) -> ApiResult<Json<VmStorage>> {
    api.write(|w, cx| domain::vm_storage_add(w, cx, input).map(|(vm, disk)| storage_view(vm, disk))).map(Json)
}

async fn vm_storage_resize(api: Api, Input(input): Input<VmStorageResize>) -> ApiResult<Json<VmStorage>> {
    api.write(|w, cx| domain::vm_storage_resize(w, cx, input).map(|(vm, disk)| storage_view(vm, disk))).map(Json)
}

async fn vm_storage_remove(api: Api, Input(input): Input<VmStorageRemove>) -> ApiResult<Json<Success>> {
    api.write(|w, cx| domain::vm_storage_remove(w, cx, input)).map(|()| Json(Success::TRUE))
}

async fn billing_resources(api: Api, Input(query): Input<BillingResourcesQuery>) -> ApiResult<Json<Vec<Vm>>> {
    api.read(|w, cx| Ok(domain::billing_resources(w, cx, query.id)?.into_iter().map(|vm| view(w, vm)).collect())).map(Json)
}

async fn resource_billing_move(api: Api, Input(input): Input<ResourceBillingMove>) -> ApiResult<Json<Vm>> {
    api.write(|w, cx| changed(w, |w| domain::resource_billing_move(w, cx, input))).map(Json)
}

/// Live storage rows say `n/a` for pool and type (docs/product/compute.md#vm-fields).
pub(super) const NOT_APPLICABLE: &str = "n/a";

/// The VM a change left, viewed once the change is done (the view reads the world too).
pub(super) fn changed(w: &mut World, change: impl FnOnce(&mut World) -> DomainResult<&VmRecord>) -> DomainResult<Vm> {
    let uuid = change(w)?.uuid.clone();
    domain::vm_by_uuid(w, &uuid).map(|vm| view(w, vm)).ok_or_else(|| DomainError::NotFound(msg::no_such_vm(&uuid)))
}

/// A replica as its VM and the replica calls show it.
pub(super) fn replica_view(replica: &ReplicaRecord) -> Replica {
    let master = replica.master();
    let created_at = sql_time(replica.created_at);
    Replica {
        created_at: created_at.clone(),
        id: replica.id,
        master_id: master.map_or(0, |disk| disk.id),
        master_uuid: master.map(|disk| disk.uuid.clone()).unwrap_or_default(),
        pool: NOT_APPLICABLE.into(),
        size: master.map_or(0, |disk| disk.size_gb),
        kind: replica.kind,
        // A replica changes only when converted to the other type.
        updated_at: replica.converted_at.map_or(created_at, sql_time),
        uuid: replica.uuid.clone(),
    }
}

/// `public_ipv6` is the address in the VM's private network's IPv6 subnet, shown (as live) only
/// while a public address is reserved.
pub(super) fn view(w: &World, vm: &VmRecord) -> Vm {
    Vm {
        backup: vm.backup,
        billing_account: vm.billing_account,
        created_at: sql_time(vm.created_at),
        description: vm.description.clone(),
        designated_pool_name: vm.pool_name.clone(),
        designated_pool_uuid: vm.pool_uuid.clone(),
        hostname: vm.hostname.clone(),
        license_type: vm.license_type.clone(),
        mac: vm.mac.clone(),
        memory: vm.memory_mb,
        name: vm.name.clone(),
        os_name: vm.os_name.clone(),
        os_version: vm.os_version.clone(),
        private_ipv4: vm.private_ipv4.clone(),
        public_ipv4: vm.public_ipv4.clone(),
        public_ipv6: vm.public_ipv4.as_ref().and_then(|_| domain::interface::public_ipv6(w, vm)),
        status: vm.status,
        boot_image_uuid: vm.boot_image.clone(),
        storage: vm.storage.iter().map(|disk| storage_view(vm, disk)).collect(),
        updated_at: Some(sql_time(vm.updated_at)),
        user_id: vm.user_id,
        username: vm.username.clone(),
        uuid: vm.uuid.clone(),
        vcpu: vm.vcpu,
    }
}

pub(super) fn storage_view(vm: &VmRecord, disk: &StorageRecord) -> VmStorage {
    VmStorage {
        created_at: sql_time(disk.created_at),
        name: disk.name.clone(),
        pool: NOT_APPLICABLE.into(),
        primary: disk.primary,
        replica: vm.replicas.iter().filter(|r| r.master().is_some_and(|m| m.uuid == disk.uuid)).map(replica_view).collect(),
        shared: false,
        size: disk.size_gb,
        kind: NOT_APPLICABLE.into(),
        updated_at: Some(sql_time(disk.updated_at)),
        user_id: vm.user_id,
        uuid: disk.uuid.clone(),
    }
}

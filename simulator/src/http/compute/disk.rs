//! `[/{location}]/storage/disks…` and `vm/storage/attach|detach`: thin handlers over
//! `domain::compute::disk` and the disk's wire view.

use crate::edge::Json;
use axum::extract::Path;
use axum::http::StatusCode;
use serde::Deserialize;
use spec::common::{NoParams, Success};
use spec::compute::{Disk, DiskCreate, DiskListQuery, DiskSnapshot, DiskUpdate, VmStorage, VmStorageAttach, ops};

use super::vm::storage_view;
use crate::domain::compute::{self as domain, DiskRecord, DiskRow, ReplicaRecord};
use crate::edge::ApiRouter;
use crate::edge::error::ApiResult;
use crate::edge::extract::{Api, Input};
use crate::edge::wire::iso_offset_time;

/// The disk's uuid in the path (beside the location, when it is given).
#[derive(Deserialize)]
struct DiskPath {
    uuid: String,
}

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::DISK_LIST, disk_list)
        .op(&ops::DISK_GET, disk_get)
        .op(&ops::DISK_CREATE, disk_create)
        .op(&ops::DISK_UPDATE, disk_update)
        .op(&ops::DISK_DELETE, disk_delete)
        .op(&ops::VM_STORAGE_ATTACH, vm_storage_attach)
        .op(&ops::VM_STORAGE_DETACH, vm_storage_detach);
}

async fn disk_list(api: Api, Input(query): Input<DiskListQuery>) -> ApiResult<Json<Vec<Disk>>> {
    api.read(|w, cx| Ok(domain::disk_list(w, cx, query.read_only_bootable)?.iter().map(row_view).collect())).map(Json)
}

async fn disk_get(api: Api, Path(DiskPath { uuid }): Path<DiskPath>, _: Input<NoParams>) -> ApiResult<Json<Disk>> {
    api.read(|w, cx| domain::disk_get(w, cx, &uuid).map(|row| row_view(&row))).map(Json)
}

async fn disk_create(api: Api, Input(input): Input<DiskCreate>) -> ApiResult<(StatusCode, Json<Disk>)> {
    api.write(|w, cx| domain::disk_create(w, cx, input).map(view)).map(|disk| (StatusCode::CREATED, Json(disk)))
}

async fn disk_update(
    api: Api,
    Path(DiskPath { uuid }): Path<DiskPath>,
    Input(input): Input<DiskUpdate>,
) -> ApiResult<Json<Disk>> {
    api.write(|w, cx| domain::disk_update(w, cx, &uuid, input).map(view)).map(Json)
}

async fn disk_delete(api: Api, Path(DiskPath { uuid }): Path<DiskPath>, _: Input<NoParams>) -> ApiResult<StatusCode> {
    api.write(|w, cx| domain::disk_delete(w, cx, &uuid)).map(|()| StatusCode::NO_CONTENT)
}

async fn vm_storage_attach(api: Api, Input(input): Input<VmStorageAttach>) -> ApiResult<Json<VmStorage>> {
    api.write(|w, cx| domain::disk_attach(w, cx, input).map(|(vm, row)| storage_view(vm, row))).map(Json)
}

async fn vm_storage_detach(api: Api, Input(input): Input<VmStorageAttach>) -> ApiResult<Json<Success>> {
    api.write(|w, cx| domain::disk_detach(w, cx, input)).map(|()| Json(Success::TRUE))
}

fn view(disk: &DiskRecord) -> Disk {
    row_view(&disk.into())
}

fn row_view(row: &DiskRow) -> Disk {
    let disk = &row.disk;
    let snapshot = |replica: &&ReplicaRecord| DiskSnapshot {
        uuid: replica.uuid.clone(),
        disk_uuid: disk.uuid.clone(),
        display_name: None,
        size_gb: replica.master().map_or(disk.size_gb, |m| m.size_gb),
        created_at: iso_offset_time(replica.created_at),
    };
    Disk {
        uuid: disk.uuid.clone(),
        user_id: disk.user_id,
        billing_account_id: disk.billing_account_id,
        status: disk.status(),
        size_gb: disk.size_gb,
        source_image_type: disk.source_image_type,
        source_image: disk.source_image.clone(),
        display_name: disk.display_name.clone(),
        read_only_bootable: disk.read_only_bootable,
        snapshots: row.snapshots.iter().map(snapshot).collect(),
        storage_pool_uuid: disk.storage_pool_uuid.clone(),
        attached_to: disk.attached_to.clone(),
        created_at: iso_offset_time(disk.created_at),
        updated_at: iso_offset_time(disk.updated_at),
        deleted_at: disk.deleted_at.map(iso_offset_time),
    }
}

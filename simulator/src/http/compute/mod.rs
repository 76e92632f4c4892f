//! Compute: the VM catalogues (`/config/vm_images`, `/config/boot_images`,
//! `/api/parameters/vm`), `[/{location}]/user-resource/host_pool/list` and the VMs (`vm.rs`).

mod disk;
mod interface;
mod replica;
mod vm;

use crate::edge::Json;
use spec::common::NoParams;
use spec::compute::{BootImage, GuestLimits, HostPool, Limit, VmImage, VmParameter, ops};

use crate::domain::compute::{self as domain, catalogue};
use crate::edge::ApiRouter;
use crate::edge::error::ApiResult;
use crate::edge::extract::{Api, Input};
use crate::edge::wire::sql_time;
use crate::world::HostPoolRecord;

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::VM_IMAGES, vm_images_list)
        .op(&ops::BOOT_IMAGES, boot_images_list)
        .op(&ops::VM_PARAMETERS, vm_parameters_list)
        .op(&ops::HOST_POOLS, host_pool_list);
    vm::routes(api);
    replica::routes(api);
    disk::routes(api);
    interface::routes(api);
}

async fn vm_images_list(api: Api) -> ApiResult<Json<Vec<VmImage>>> {
    api.read(|_, cx| Ok(catalogue::vm_images(cx.brand))).map(Json)
}

async fn boot_images_list(api: Api) -> ApiResult<Json<Vec<BootImage>>> {
    api.read(|_, _| Ok(catalogue::boot_images())).map(Json)
}

async fn vm_parameters_list(api: Api) -> ApiResult<Json<Vec<VmParameter>>> {
    api.read(|w, cx| Ok(catalogue::vm_parameters(cx.brand, w.strict))).map(Json)
}

async fn host_pool_list(api: Api, _: Input<NoParams>) -> ApiResult<Json<Vec<HostPool>>> {
    api.read(|w, cx| Ok(domain::host_pools(w, &cx.location()?.slug).into_iter().map(view).collect())).map(Json)
}

fn view(pool: &HostPoolRecord) -> HostPool {
    let limit = |(min, max): (u32, u32)| Limit { min, max };
    HostPool {
        uuid: pool.uuid.clone(),
        name: pool.name.clone(),
        description: pool.description.clone(),
        is_default_designated: pool.is_default_designated,
        is_visible: pool.is_visible,
        storage_pool_uuid: pool.storage_pool_uuid.clone(),
        ui_position: pool.ui_position,
        guest_limits: GuestLimits { cpu: limit(pool.cpu), ram_mb: limit(pool.ram_mb), disk_gb: limit(pool.disk_gb) },
        created_at: sql_time(pool.created_at),
        updated_at: sql_time(pool.created_at),
    }
}

//! `[/{location}]/user-resource/host_pool/list`.

use axum::Json;
use spec::common::NoParams;
use spec::compute::{GuestLimits, HostPool, Limit, ops};

use super::ApiRouter;
use super::error::ApiResult;
use super::extract::{Api, Input};
use super::wire::sql_time;
use crate::domain::compute as domain;
use crate::world::HostPoolRecord;

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::HOST_POOLS, host_pool_list);
}

async fn host_pool_list(api: Api, _: Input<NoParams>) -> ApiResult<Json<Vec<HostPool>>> {
    let slug = api.location.as_ref().map(|l| l.slug.clone()).unwrap_or_default();
    api.read(|w, _| Ok(domain::host_pools(w, &slug).into_iter().map(view).collect())).map(Json)
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

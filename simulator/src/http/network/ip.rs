//! `network/ip_addresses…`: floating IPs, addressed by their address.

use axum::extract::Path;
use serde::Deserialize;
use spec::common::NoParams;
use spec::network::{FloatingIp, IpAssign, IpCreate, IpListQuery, IpType, IpUnassign, IpUpdate, ops};

use crate::domain::network::{IpRecord, ip as domain};
use crate::edge::error::ApiResult;
use crate::edge::extract::{Api, Input};
use crate::edge::wire::sql_time;
use crate::edge::{ApiRouter, Json};

#[derive(Deserialize)]
struct IpPath {
    address: String,
}

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::IP_LIST, ip_list)
        .op(&ops::IP_GET, ip_get)
        .op(&ops::IP_CREATE, ip_create)
        .op(&ops::IP_UPDATE, ip_update)
        .op(&ops::IP_DELETE, ip_delete)
        .op(&ops::IP_ASSIGN, ip_assign)
        .op(&ops::IP_UNASSIGN, ip_unassign);
}

async fn ip_list(api: Api, Input(query): Input<IpListQuery>) -> ApiResult<Json<Vec<FloatingIp>>> {
    api.read(|w, cx| Ok(domain::ip_list(w, cx, &query)?.into_iter().map(view).collect())).map(Json)
}

async fn ip_get(api: Api, Path(IpPath { address }): Path<IpPath>, _: Input<NoParams>) -> ApiResult<Json<FloatingIp>> {
    api.read(|w, cx| domain::ip_get(w, cx, &address).map(view)).map(Json)
}

async fn ip_create(api: Api, Input(input): Input<IpCreate>) -> ApiResult<Json<FloatingIp>> {
    api.write(|w, cx| domain::ip_create(w, cx, input).map(view)).map(Json)
}

async fn ip_update(
    api: Api,
    Path(IpPath { address }): Path<IpPath>,
    Input(input): Input<IpUpdate>,
) -> ApiResult<Json<FloatingIp>> {
    api.write(|w, cx| domain::ip_update(w, cx, &address, input).map(view)).map(Json)
}

/// Live answers the bare body `true` (IS client.go).
async fn ip_delete(api: Api, Path(IpPath { address }): Path<IpPath>, _: Input<NoParams>) -> ApiResult<Json<bool>> {
    api.write(|w, cx| domain::ip_delete(w, cx, &address)).map(|()| Json(true))
}

async fn ip_assign(
    api: Api,
    Path(IpPath { address }): Path<IpPath>,
    Input(input): Input<IpAssign>,
) -> ApiResult<Json<FloatingIp>> {
    api.write(|w, cx| domain::ip_assign(w, cx, &address, input).map(view)).map(Json)
}

async fn ip_unassign(
    api: Api,
    Path(IpPath { address }): Path<IpPath>,
    Input(input): Input<IpUnassign>,
) -> ApiResult<Json<FloatingIp>> {
    api.write(|w, cx| domain::ip_unassign(w, cx, &address, input).map(view)).map(Json)
}

pub(super) fn view(ip: &IpRecord) -> FloatingIp {
    FloatingIp {
        uuid: ip.uuid.clone(),
        id: ip.id,
        address: ip.address.clone(),
        user_id: ip.user_id,
        billing_account_id: ip.billing_account_id,
        kind: IpType::Public,
        name: ip.name.clone(),
        enabled: true,
        is_deleted: ip.deleted_at.is_some(),
        is_ipv6: false,
        is_virtual: false,
        created_at: sql_time(ip.created_at),
        updated_at: sql_time(ip.updated_at),
        assigned_to: ip.assignment.as_ref().map(|a| a.to.uuid().to_string()),
        assigned_to_resource_type: ip.assignment.as_ref().map(|a| a.to.kind()),
        assigned_to_private_ip: ip.assignment.as_ref().map(|a| a.private_ip.clone()).filter(|ip| !ip.is_empty()),
        unassigned_at: ip.unassigned_at.map(sql_time),
    }
}

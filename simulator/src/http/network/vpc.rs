//! `network/networks`, `network/network…`: private networks.

use axum::extract::Path;
use serde::Deserialize;
use spec::common::{NoParams, Success};
use spec::network::{Network, NetworkCreate, NetworkType, NetworkUpdate, ops};

use crate::domain::Cx;
use crate::domain::network::{NetworkRecord, vpc as domain};
use crate::edge::error::ApiResult;
use crate::edge::extract::{Api, Input};
use crate::edge::wire::sql_time;
use crate::edge::{ApiRouter, Json};
use crate::world::World;

#[derive(Deserialize)]
struct NetworkPath {
    uuid: String,
}

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::NETWORK_LIST, network_list)
        .op(&ops::NETWORK_GET, network_get)
        .op(&ops::NETWORK_CREATE, network_create)
        .op(&ops::NETWORK_UPDATE, network_update)
        .op(&ops::NETWORK_SET_DEFAULT, network_set_default)
        .op(&ops::NETWORK_DELETE, network_delete);
}

async fn network_list(api: Api, _: Input<NoParams>) -> ApiResult<Json<Vec<Network>>> {
    api.read(|w, cx| Ok(domain::network_list(w, cx)?.into_iter().map(|n| view(w, cx, n)).collect())).map(Json)
}

async fn network_get(api: Api, Path(NetworkPath { uuid }): Path<NetworkPath>, _: Input<NoParams>) -> ApiResult<Json<Network>> {
    api.read(|w, cx| domain::network_get(w, cx, &uuid).map(|n| view(w, cx, n))).map(Json)
}

async fn network_create(api: Api, Input(input): Input<NetworkCreate>) -> ApiResult<Json<Network>> {
    api.write(|w, cx| domain::network_create(w, cx, input).cloned().map(|n| view(w, cx, &n))).map(Json)
}

async fn network_update(
    api: Api,
    Path(NetworkPath { uuid }): Path<NetworkPath>,
    Input(input): Input<NetworkUpdate>,
) -> ApiResult<Json<Network>> {
    api.write(|w, cx| domain::network_update(w, cx, &uuid, input).cloned().map(|n| view(w, cx, &n))).map(Json)
}

async fn network_set_default(
    api: Api,
    Path(NetworkPath { uuid }): Path<NetworkPath>,
    _: Input<NoParams>,
) -> ApiResult<Json<Network>> {
    api.write(|w, cx| domain::network_set_default(w, cx, &uuid).cloned().map(|n| view(w, cx, &n))).map(Json)
}

async fn network_delete(api: Api, Path(NetworkPath { uuid }): Path<NetworkPath>, _: Input<NoParams>) -> ApiResult<Json<Success>> {
    api.write(|w, cx| domain::network_delete(w, cx, &uuid)).map(|()| Json(Success::TRUE))
}

fn view(world: &World, cx: &Cx, network: &NetworkRecord) -> Network {
    let members = domain::members(world, cx, &network.uuid);
    Network {
        uuid: network.uuid.clone(),
        name: network.name.clone(),
        kind: NetworkType::Private,
        subnet: network.subnet.clone(),
        subnet_ipv6: network.subnet_ipv6.clone(),
        is_default: network.is_default,
        // Live never returns it: strict sessions leave it out (docs/product/network.md#vpc).
        vlan_id: (!world.strict).then(|| domain::vlan_id(network)),
        vm_uuids: members.vm_uuids,
        resources_count: members.resources_count,
        created_at: sql_time(network.created_at),
        updated_at: sql_time(network.updated_at),
    }
}

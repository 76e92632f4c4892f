//! `[/{location}]/network/virtual-machines/…`: thin handlers over `domain::compute::interface`
//! and the interface's wire view.

use crate::edge::Json;
use axum::extract::Path;
use axum::http::StatusCode;
use serde::Deserialize;
use spec::common::NoParams;
use spec::compute::{SubInterface, SubInterfaceCreate, VmInterface, ops};

use crate::domain::compute::{self as domain, SubInterfaceRecord, VmRecord};
use crate::edge::ApiRouter;
use crate::edge::error::ApiResult;
use crate::edge::extract::{Api, Input};
use crate::edge::wire::sql_time;
use crate::world::World;

/// The VM's uuid in the path (beside the location, when it is given).
#[derive(Deserialize)]
struct VmPath {
    uuid: String,
}

/// The VM's uuid and an interface's or a sub-interface's (`if_uuid`, as the seed names both).
#[derive(Deserialize)]
struct InterfacePath {
    uuid: String,
    if_uuid: String,
}

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::INTERFACE_LIST, interface_list)
        .op(&ops::VM_INTERFACE_LIST, vm_interface_list)
        .op(&ops::SUBINTERFACE_CREATE, subinterface_create)
        .op(&ops::SUBINTERFACE_DELETE, subinterface_delete);
}

async fn interface_list(api: Api, _: Input<NoParams>) -> ApiResult<Json<Vec<VmInterface>>> {
    api.read(|w, cx| Ok(domain::interface_list(w, cx)?.into_iter().map(|vm| view(w, vm)).collect())).map(Json)
}

async fn vm_interface_list(
    api: Api,
    Path(VmPath { uuid }): Path<VmPath>,
    _: Input<NoParams>,
) -> ApiResult<Json<Vec<VmInterface>>> {
    api.read(|w, cx| domain::vm_get(w, cx, &uuid).map(|vm| vec![view(w, vm)])).map(Json)
}

async fn subinterface_create(
    api: Api,
    Path(InterfacePath { uuid, if_uuid }): Path<InterfacePath>,
    Input(input): Input<SubInterfaceCreate>,
) -> ApiResult<Json<SubInterface>> {
    api.write(|w, cx| domain::subinterface_create(w, cx, &uuid, &if_uuid, input).map(|(vm, sub)| sub_view(vm, sub))).map(Json)
}

async fn subinterface_delete(
    api: Api,
    Path(InterfacePath { uuid, if_uuid }): Path<InterfacePath>,
    _: Input<NoParams>,
) -> ApiResult<StatusCode> {
    api.write(|w, cx| domain::subinterface_delete(w, cx, &uuid, &if_uuid)).map(|()| StatusCode::NO_CONTENT)
}

/// The interface is on the VM's private network, and has a public IPv6 address when that network
/// has an IPv6 subnet.
fn view(world: &World, vm: &VmRecord) -> VmInterface {
    VmInterface {
        uuid: vm.interface.uuid.clone(),
        vm_uuid: vm.uuid.clone(),
        network_uuid: vm.network_uuid.clone(),
        mac: vm.mac.clone(),
        private_ipv4: vm.private_ipv4.clone(),
        public_ipv6: domain::interface::public_ipv6(world, vm),
        subinterfaces: vm.interface.subinterfaces.iter().map(|sub| sub_view(vm, sub)).collect(),
    }
}

fn sub_view(vm: &VmRecord, sub: &SubInterfaceRecord) -> SubInterface {
    SubInterface {
        uuid: sub.uuid.clone(),
        interface_uuid: vm.interface.uuid.clone(),
        vlan_tag: sub.vlan_tag,
        mac: vm.mac.clone(),
        ip: sub.ip.clone(),
        network_uuid: sub.network_uuid.clone(),
        created_at: sql_time(sub.created_at),
    }
}

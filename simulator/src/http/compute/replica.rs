//! `[/{location}]/user-resource/vm/replica` and `vm/rebuild`: thin handlers over
//! `domain::compute::replica` and the replica's wire view.

use crate::edge::Json;
use spec::common::Success;
use spec::compute::{Replica, Vm, VmRebuild, VmRef, VmReplicaConvert, VmReplicaDelete, VmReplicaQuery, ops};

use super::vm::{changed, replica_view};
use crate::domain::compute as domain;
use crate::edge::ApiRouter;
use crate::edge::error::ApiResult;
use crate::edge::extract::{Api, Input};

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::VM_REPLICA_LIST, replica_list)
        .op(&ops::VM_REPLICA_CREATE, replica_create)
        .op(&ops::VM_REPLICA_DELETE, replica_delete)
        .op(&ops::VM_REPLICA_CONVERT, replica_convert)
        .op(&ops::VM_REBUILD, vm_rebuild);
}

async fn replica_list(api: Api, Input(query): Input<VmReplicaQuery>) -> ApiResult<Json<Vec<Replica>>> {
    api.read(|w, cx| Ok(domain::replica_list(w, cx, &query.uuid, query.r_type)?.into_iter().map(replica_view).collect()))
        .map(Json)
}

async fn replica_create(api: Api, Input(vm): Input<VmRef>) -> ApiResult<Json<Replica>> {
    api.write(|w, cx| domain::replica_create(w, cx, &vm.uuid).map(replica_view)).map(Json)
}

async fn replica_delete(api: Api, Input(input): Input<VmReplicaDelete>) -> ApiResult<Json<Success>> {
    api.write(|w, cx| domain::replica_delete(w, cx, input)).map(|()| Json(Success::TRUE))
}

async fn replica_convert(api: Api, Input(input): Input<VmReplicaConvert>) -> ApiResult<Json<Replica>> {
    api.write(|w, cx| domain::replica_convert(w, cx, input).map(replica_view)).map(Json)
}

async fn vm_rebuild(api: Api, Input(input): Input<VmRebuild>) -> ApiResult<Json<Vm>> {
    api.write(|w, cx| changed(w, |w| domain::vm_rebuild(w, cx, input))).map(Json)
}

//! `network/firewalls…`: firewalls and the VMs they apply to.

use axum::extract::Path;
use axum::http::StatusCode;
use serde::Deserialize;
use spec::common::NoParams;
use spec::network::{AssignedResource, Firewall, FirewallCreate, FirewallResourceType, FirewallUpdate, FirewallVmQuery, ops};

use crate::domain::network::{FirewallRecord, firewall as domain};
use crate::edge::error::ApiResult;
use crate::edge::extract::{Api, Input};
use crate::edge::wire::sql_time;
use crate::edge::{ApiRouter, Json};

#[derive(Deserialize)]
struct FirewallPath {
    uuid: String,
}

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::FIREWALL_LIST, firewall_list)
        .op(&ops::FIREWALL_CREATE, firewall_create)
        .op(&ops::FIREWALL_UPDATE, firewall_update)
        .op(&ops::FIREWALL_DELETE, firewall_delete)
        .op(&ops::FIREWALL_VM_ADD, firewall_vm_add)
        .op(&ops::FIREWALL_VM_REMOVE, firewall_vm_remove);
}

async fn firewall_list(api: Api, _: Input<NoParams>) -> ApiResult<Json<Vec<Firewall>>> {
    api.read(|w, cx| Ok(domain::firewall_list(w, cx)?.into_iter().map(view).collect())).map(Json)
}

async fn firewall_create(api: Api, Input(input): Input<FirewallCreate>) -> ApiResult<Json<Firewall>> {
    api.write(|w, cx| domain::firewall_create(w, cx, input).map(view)).map(Json)
}

async fn firewall_update(
    api: Api,
    Path(FirewallPath { uuid }): Path<FirewallPath>,
    Input(input): Input<FirewallUpdate>,
) -> ApiResult<Json<Firewall>> {
    api.write(|w, cx| domain::firewall_update(w, cx, &uuid, input).map(view)).map(Json)
}

async fn firewall_delete(api: Api, Path(FirewallPath { uuid }): Path<FirewallPath>, _: Input<NoParams>) -> ApiResult<StatusCode> {
    api.write(|w, cx| domain::firewall_delete(w, cx, &uuid)).map(|()| StatusCode::NO_CONTENT)
}

/// Answers every assignment of the firewall (IS contract).
async fn firewall_vm_add(
    api: Api,
    Path(FirewallPath { uuid }): Path<FirewallPath>,
    Input(query): Input<FirewallVmQuery>,
) -> ApiResult<Json<Vec<AssignedResource>>> {
    api.write(|w, cx| domain::firewall_vm_add(w, cx, &uuid, &query.vm_uuid).map(assigned)).map(Json)
}

async fn firewall_vm_remove(
    api: Api,
    Path(FirewallPath { uuid }): Path<FirewallPath>,
    Input(query): Input<FirewallVmQuery>,
) -> ApiResult<StatusCode> {
    api.write(|w, cx| domain::firewall_vm_remove(w, cx, &uuid, &query.vm_uuid)).map(|()| StatusCode::NO_CONTENT)
}

fn assigned(firewall: &FirewallRecord) -> Vec<AssignedResource> {
    firewall
        .vms
        .iter()
        .map(|vm| AssignedResource { resource_type: FirewallResourceType::Vm, resource_uuid: vm.clone() })
        .collect()
}

fn view(firewall: &FirewallRecord) -> Firewall {
    Firewall {
        uuid: firewall.uuid.clone(),
        display_name: firewall.display_name.clone(),
        description: firewall.description.clone(),
        billing_account_id: firewall.billing_account_id,
        user_id: firewall.user_id,
        rules: firewall.rules.clone(),
        resources_assigned: assigned(firewall),
        created_at: sql_time(firewall.created_at),
    }
}

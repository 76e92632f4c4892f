//! `GET /metal/os` and `[/{location}]/metal/specs|leases…`: thin handlers over `domain::metal`
//! and the lease's wire view.

use axum::extract::Path;
use serde::Deserialize;
use spec::common::{NoParams, Success};
use spec::metal::{
    LeaseCreate, LeaseListQuery, LeaseStatus, LeaseUpdate, MetalLease, MetalMachine, MetalOs, MetalSpec, MetalStateHistory,
    SshCredentials, ops,
};

use crate::domain::metal::{self as domain, LeaseRecord, StateRecord, catalogue, lease, pool};
use crate::domain::{Cx, DomainResult};
use crate::edge::ApiRouter;
use crate::edge::Json;
use crate::edge::error::ApiResult;
use crate::edge::extract::{Api, Input};
use crate::edge::wire::sql_time;
use crate::world::World;

/// The lease's uuid in the path (beside the location, when it is given).
#[derive(Deserialize)]
struct LeasePath {
    uuid: String,
}

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::OS_LIST, os_list)
        .op(&ops::SPEC_LIST, spec_list)
        .op(&ops::LEASE_LIST, lease_list)
        .op(&ops::LEASE_CREATE, lease_create)
        .op(&ops::LEASE_UPDATE, lease_update)
        .op(&ops::LEASE_DELETE, lease_delete);
}

async fn os_list(api: Api, _: Input<NoParams>) -> ApiResult<Json<Vec<MetalOs>>> {
    api.read(|_, _| Ok(catalogue::os_list())).map(Json)
}

async fn spec_list(api: Api, _: Input<NoParams>) -> ApiResult<Json<Vec<MetalSpec>>> {
    api.read(domain::spec_list).map(Json)
}

async fn lease_list(api: Api, Input(query): Input<LeaseListQuery>) -> ApiResult<Json<Vec<MetalLease>>> {
    api.read(|w, cx| Ok(domain::lease_list(w, cx, query.billing_account_id)?.into_iter().map(|l| view(w, cx, l)).collect()))
        .map(Json)
}

async fn lease_create(api: Api, Input(input): Input<LeaseCreate>) -> ApiResult<Json<MetalLease>> {
    api.write(|w, cx| {
        let uuid = domain::lease_create(w, cx, input)?.uuid.clone();
        render(w, cx, &uuid)
    })
    .map(Json)
}

async fn lease_update(
    api: Api,
    Path(LeasePath { uuid }): Path<LeasePath>,
    Input(input): Input<LeaseUpdate>,
) -> ApiResult<Json<MetalLease>> {
    api.write(|w, cx| {
        domain::lease_update(w, cx, &uuid, input)?;
        render(w, cx, &uuid)
    })
    .map(Json)
}

async fn lease_delete(api: Api, Path(LeasePath { uuid }): Path<LeasePath>, _: Input<NoParams>) -> ApiResult<Json<Success>> {
    api.write(|w, cx| domain::lease_release(w, cx, &uuid)).map(|()| Json(Success::TRUE))
}

fn render(world: &World, cx: &Cx, uuid: &str) -> DomainResult<MetalLease> {
    domain::lease_get(world, cx, uuid).map(|l| view(world, cx, l))
}

/// The lease with its machine as the tenant sees it: addresses, MACs and credentials only while
/// the machine is in use for this lease.
fn view(world: &World, cx: &Cx, lease: &LeaseRecord) -> MetalLease {
    let status = lease::status(world, lease);
    let machine = lease::machine(world, lease);
    let in_use = status == LeaseStatus::InUse;
    let shown = |value: Option<String>| value.filter(|_| in_use);
    MetalLease {
        uuid: lease.uuid.clone(),
        display_name: lease.display_name.clone(),
        requested_os_id: lease.requested_os_id.clone(),
        machine_uuid: lease.machine_uuid.clone(),
        user_id: lease.user_id,
        billing_account_id: lease.billing_account_id,
        spec_uuid: lease.spec_uuid.clone(),
        location: lease.location.clone(),
        status,
        created_at: sql_time(lease.created_at),
        ready_at: (status == LeaseStatus::Pending).then(|| sql_time(lease.ready_at)),
        ready_in: (status == LeaseStatus::Pending)
            .then(|| u32::try_from(lease.ready_at.duration_since(cx.now).as_secs().max(0)).unwrap_or(u32::MAX)),
        releasable_at: sql_time(lease::releasable_at(cx, lease)),
        released_at: lease.released_at.map(sql_time),
        machine: MetalMachine {
            uuid: lease.machine_uuid.clone(),
            label: machine.map(|m| m.label.clone()).unwrap_or_default(),
            mac_addresses: machine.filter(|_| in_use).map(|m| m.mac_addresses.clone()).unwrap_or_default(),
            ip_public_v4: shown(machine.map(|m| m.ip_public_v4.clone())),
            ip_public_v6: shown(machine.map(|m| m.ip_public_v6.clone())),
            ssh_credentials: shown(machine.and_then(|m| m.ssh_password.clone()))
                .map(|password| SshCredentials { username: ssh_user(&lease.requested_os_id).into(), password }),
            admin_notes: machine.and_then(|m| m.admin_notes.clone()),
            current_state_id: machine.map_or(0, |m| m.current_state_id),
        },
        history: lease::history(world, lease).into_iter().map(history_view).collect(),
    }
}

/// Windows machines are handed over with an administrator login, the rest with root.
fn ssh_user(os_id: &str) -> &'static str {
    if os_id.starts_with("windows") { "Administrator" } else { "root" }
}

pub fn history_view(state: &StateRecord) -> MetalStateHistory {
    MetalStateHistory {
        id: state.id,
        status: state.status,
        lease_id: state.lease_id.clone(),
        billing_account_id: state.billing_account_id,
        os_id: state.os_id.clone(),
        action: state.action,
        acting_user_id: state.acting_user_id,
        changed_at: sql_time(state.changed_at),
        ended_at: state.ended_at.map(sql_time),
    }
}

/// The pool row of the control API's operator view.
pub fn machine_view(world: &World, machine: &crate::domain::metal::MachineRecord) -> spec::metal::PoolMachine {
    let state = pool::state(world, machine);
    spec::metal::PoolMachine {
        uuid: machine.uuid.clone(),
        location: machine.location.clone(),
        spec_uuid: machine.spec_uuid.clone(),
        label: machine.label.clone(),
        status: state.status,
        lease_id: state.lease_id.clone(),
        billing_account_id: state.billing_account_id,
        admin_notes: machine.admin_notes.clone(),
        history: pool::history(world, machine).into_iter().map(history_view).collect(),
    }
}

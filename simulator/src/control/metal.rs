//! The operator's view of the bare metal pool: list every machine with its history, and take an
//! unleased one offline, back to available, or delete it (so QA can run a pool dry or repair it).

use axum::extract::{Path, State};
use spec::metal::{MachineSet, PoolMachine, ops};

use super::{bad, session, submit};
use crate::domain::metal::pool;
use crate::edge::AppState;
use crate::edge::error::{ApiError, ApiResult};
use crate::edge::{ApiRouter, Json};
use crate::http::metal::machine_view;
use crate::persist::Record;

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::SIM_MACHINES, machines).op(&ops::SIM_MACHINE_SET, machine_set);
}

async fn machines(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<Json<Vec<PoolMachine>>> {
    let handle = session(&app, &id)?;
    let mut s = handle.lock();
    s.catch_up();
    Ok(Json(pool::machines(&s.world).into_iter().map(|m| machine_view(&s.world, m)).collect()))
}

async fn machine_set(
    State(app): State<AppState>,
    Path((id, machine)): Path<(String, String)>,
    body: bytes::Bytes,
) -> ApiResult<Json<PoolMachine>> {
    let set: MachineSet = serde_json::from_slice(&body).map_err(|e| bad(format!("Invalid request body: {e}")))?;
    submit(&app, Record::MetalMachineSet { session: id.clone(), machine: machine.clone(), set })?;
    let handle = session(&app, &id)?;
    let s = handle.lock();
    let record = s
        .world
        .metal
        .machines
        .get(&machine)
        .ok_or_else(|| ApiError::from_domain(&ops::SIM_MACHINE_SET, crate::domain::DomainError::NotFound(machine.clone())))?;
    Ok(Json(machine_view(&s.world, record)))
}

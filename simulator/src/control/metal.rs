//! The operator's view of the bare metal pool: list every machine with its history, and take an
//! unleased one offline, back to available, or delete it (so QA can run a pool dry or repair it).

use axum::extract::{Path, State};
use serde::{Deserialize, Serialize};
use spec::metal::{MachineSet, PoolMachine, ops};

use super::change::InSession;
use super::{session, submit};
use crate::domain::Cx;
use crate::domain::metal::pool;
use crate::edge::AppState;
use crate::edge::error::{ApiError, ApiResult};
use crate::edge::extract::Checked;
use crate::edge::{ApiRouter, Json};
use crate::http::metal::machine_view;
use crate::session::Session;

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Change {
    /// An operator changed a bare metal machine (offline, available, deleted).
    MetalMachineSet { machine: String, set: MachineSet },
}

impl InSession for Change {
    fn apply(&self, _: &AppState, s: &mut Session) -> ApiResult<()> {
        let Change::MetalMachineSet { machine, set } = self;
        // Events due before the change see the machine as it was.
        s.catch_up();
        let brand = s.brand.clone();
        let cx = Cx::new(s.world.now, None, &brand, None);
        crate::domain::metal::machine_set(&mut s.world, &cx, machine, set.clone())
            .map_err(|e| ApiError::from_domain(&ops::SIM_MACHINE_SET, e))
    }
}

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
    Checked(set): Checked<MachineSet>,
) -> ApiResult<Json<PoolMachine>> {
    submit(&app, &id, Change::MetalMachineSet { machine: machine.clone(), set })?;
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

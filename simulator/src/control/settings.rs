//! Per-session switches: strict mode and a VM guest's behaviour.

use axum::extract::{Path, State};
use serde::{Deserialize, Serialize};
use spec::control::{SessionInfo, StrictSet, VmGuest, ops};

use super::change::InSession;
use super::{session, submit};
use crate::domain::compute::{Guest, guest_set};
use crate::edge::error::{ApiError, ApiResult};
use crate::edge::extract::Checked;
use crate::edge::{AppState, Json};
use crate::session::Session;

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Change {
    /// The session was switched to strict or lenient behaviour.
    StrictSet {
        strict: bool,
    },
    VmGuestSet {
        vm: String,
        guest: VmGuest,
    },
}

impl InSession for Change {
    fn apply(&self, _: &AppState, s: &mut Session) -> ApiResult<()> {
        match self {
            Change::StrictSet { strict } => {
                // Steps already under way finish as they were scheduled.
                s.catch_up();
                s.set_strict(*strict);
            }
            Change::VmGuestSet { vm, guest } => {
                // Events due before the change see the guest as it was.
                s.catch_up();
                let guest = Guest { ignores_shutdown: guest.ignores_shutdown };
                guest_set(&mut s.world, vm, guest).map_err(|e| ApiError::from_domain(&ops::VM_GUEST_SET, e))?;
            }
        }
        Ok(())
    }
}

/// No default: an empty body must not switch a strict session to lenient (the schema requires
/// `strict`).
pub(super) async fn strict_set(
    State(app): State<AppState>,
    Path(id): Path<String>,
    Checked(StrictSet { strict }): Checked<StrictSet>,
) -> ApiResult<Json<SessionInfo>> {
    submit(&app, &id, Change::StrictSet { strict })?;
    Ok(Json(session(&app, &id)?.lock().info()))
}

pub(super) async fn vm_guest_set(
    State(app): State<AppState>,
    Path((id, vm)): Path<(String, String)>,
    Checked(guest): Checked<VmGuest>,
) -> ApiResult<Json<VmGuest>> {
    submit(&app, &id, Change::VmGuestSet { vm, guest: guest.clone() })?;
    Ok(Json(guest))
}

//! Named states (docs/reference/states.md): the list, and loading one into a session in place of
//! its world, as a reset does; logged with the instant it was built for, so a state file's replay
//! builds the same world.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use jiff::Timestamp;
use serde::{Deserialize, Serialize};
use spec::control::{NamedState, SessionInfo, StateLoad};
use spec::routes::ErrorStyle;

use super::change::InSession;
use super::{session, submit};
use crate::edge::error::{ApiError, ApiResult};
use crate::edge::extract::Checked;
use crate::edge::{AppState, Json};
use crate::session::states::Refused;
use crate::session::{Session, Snapshot};

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Change {
    /// The session's world replaced by state `name` built for the instant `at`.
    StateLoaded { name: String, at: Timestamp },
}

impl InSession for Change {
    fn apply(&self, app: &AppState, s: &mut Session) -> ApiResult<()> {
        let Change::StateLoaded { name, at } = self;
        let (mut world, faults) = app.states.build(name, &s.brand, s.origin.seed, *at).map_err(|message| {
            tracing::error!("{message}");
            ApiError::general(ErrorStyle::Message, StatusCode::INTERNAL_SERVER_ERROR, &message)
        })?;
        // The session's own mode holds, as after a reset.
        world.strict = s.origin.strict;
        let snapshot =
            Snapshot { id: s.id.clone(), origin: s.origin.clone(), clock: s.clock.mode, speed: s.clock.speed, world, faults };
        *s = Session::from_snapshot(snapshot, s.brand.clone(), s.build);
        Ok(())
    }
}

pub(super) async fn states_list(State(app): State<AppState>) -> Json<Vec<NamedState>> {
    Json(app.states.list(&app.brands))
}

pub(super) async fn state_load(
    State(app): State<AppState>,
    Path(id): Path<String>,
    Checked(StateLoad { name }): Checked<StateLoad>,
) -> ApiResult<Json<SessionInfo>> {
    let at = {
        let handle = session(&app, &id)?;
        let mut s = handle.lock();
        if let Some(refused) = app.states.refused(&name, &s.brand) {
            return Err(refusal(&name, &s.brand.name, refused));
        }
        // Built for now: the clock goes on from where it was.
        s.catch_up();
        s.world.now
    };
    submit(&app, &id, Change::StateLoaded { name, at })?;
    Ok(Json(session(&app, &id)?.lock().info()))
}

fn refusal(name: &str, brand: &str, refused: Refused) -> ApiError {
    let (status, message) = match refused {
        Refused::Unknown(known) => (StatusCode::NOT_FOUND, format!("No state '{name}': the states are {}", known.join(", "))),
        Refused::NotForBrand(why) => (StatusCode::CONFLICT, format!("State '{name}' does not apply to brand '{brand}': {why}")),
    };
    ApiError::general(ErrorStyle::Message, status, &message)
}

//! A session's journal, as JSON or as a replayable scenario file.

use super::{bad, session};
use crate::edge::error::ApiResult;
use crate::edge::{AppState, Json};
use crate::journal::replay::Recording;
use axum::extract::{Path, RawQuery, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use spec::control::{Journal, JournalQuery};

pub(super) async fn journal_get(
    State(app): State<AppState>,
    Path(id): Path<String>,
    RawQuery(query): RawQuery,
) -> ApiResult<Response> {
    // Parsed here, so a bad query is the control API's JSON error like every other.
    let query: JournalQuery =
        serde_html_form::from_str(query.as_deref().unwrap_or_default()).map_err(|e| bad(format!("Invalid query: {e}")))?;
    let handle = session(&app, &id)?;
    let s = handle.lock();
    match query.format.as_deref() {
        None | Some("json") => Ok(Json::<Journal>(s.journal.view()).into_response()),
        Some("scenario") => {
            let roles = crate::domain::identity::users(&s.world)
                .map(|u| (u.email.clone(), format!("{:?}", u.role).to_lowercase()))
                .collect();
            let world = format!("{:?}", s.origin.world).to_lowercase();
            let recording = Recording {
                name: &format!("recorded in session {id}"),
                brand: &s.origin.brand,
                seed: s.origin.seed,
                world: &world,
                start: s.origin.start,
                strict: s.world.strict,
                roles: &roles,
                dropped: 0,
                body_checks: true,
            };
            let yaml = s.journal.to_scenario(&recording);
            Ok(([(header::CONTENT_TYPE, "application/yaml")], yaml).into_response())
        }
        Some(other) => Err(bad(format!("format must be json or scenario, not '{other}'"))),
    }
}

//! A session's journal, as JSON or as a replayable scenario file.

use super::session;
use crate::edge::error::ApiResult;
use crate::edge::extract::Checked;
use crate::edge::{AppState, Json};
use crate::journal::replay::Recording;
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use spec::control::{Journal, JournalQuery};

pub(super) async fn journal_get(
    State(app): State<AppState>,
    Path(id): Path<String>,
    Checked(query): Checked<JournalQuery>,
) -> ApiResult<Response> {
    let handle = session(&app, &id)?;
    let s = handle.lock();
    // The schema lets `format` be `json` (the default) or `scenario` only.
    match query.format.as_deref() {
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
        _ => Ok(Json::<Journal>(s.journal.view()).into_response()),
    }
}

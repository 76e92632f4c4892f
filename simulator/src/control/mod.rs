//! `/__sim`: the control API (docs/product/control.md), in the `/v1` style: bodies and queries
//! extracted by `edge::extract::Checked` against their `spec::control` schemas; every change its
//! area's typed `Change` (beside its handlers, a `change::ControlChange`), logged to the state
//! file (when there is one) and made by `change::submit`; [`apply`] (`records`) replays the log
//! at start.

use axum::http::StatusCode;
use spec::control::ops;
use spec::routes::ErrorStyle;

mod branded_page;
mod change;
mod clock;
mod faults;
mod idp;
mod info;
mod journal;
mod metal;
mod objects;
mod pages;
mod records;
mod sessions;
mod settings;
mod state;
mod states;

use change::submit;
pub use info::exposure_warning;
pub use records::apply;
pub use sessions::{create_session, ensure_default_session};

use crate::edge::ApiRouter;
use crate::edge::AppState;
use crate::edge::error::{ApiError, ApiResult};
use crate::session::SessionHandle;

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::HEALTH, info::health)
        .op(&ops::OPENAPI, info::openapi)
        .op(&ops::BRANDS, info::brands)
        .op(&ops::SESSIONS_LIST, sessions::sessions_list)
        .op(&ops::SESSION_CREATE, sessions::session_create)
        .op(&ops::SESSION_DELETE, sessions::session_delete)
        .op(&ops::SESSION_RESET, sessions::session_reset)
        .op(&ops::CLOCK_GET, clock::clock_get)
        .op(&ops::CLOCK_SET, clock::clock_set)
        .op(&ops::CLOCK_ADVANCE, clock::clock_advance)
        .op(&ops::FAULTS_LIST, faults::faults_list)
        .op(&ops::FAULTS_ADD, faults::faults_add)
        .op(&ops::FAULTS_CLEAR, faults::faults_clear)
        .op(&ops::JOURNAL_GET, journal::journal_get)
        .op(&ops::STATE_GET, state::state_get)
        .op(&ops::STATE_PUT, state::state_put)
        .op(&spec::idp::ops::IDP_MFA_PAGE, pages::idp_mfa_page)
        .op(&spec::idp::ops::IDP_MFA_ENROL, pages::idp_mfa_enrol)
        .op(&ops::VM_GUEST_SET, settings::vm_guest_set)
        .op(&ops::STRICT_SET, settings::strict_set)
        .op(&ops::STATES_LIST, states::states_list)
        .op(&ops::STATE_LOAD, states::state_load)
        .op(&spec::payment::ops::PAYMENT_AUTHORIZE_PAGE, pages::payment_authorize_page)
        .op(&spec::payment::ops::PAYMENT_AUTHORIZE, pages::payment_authorize)
        .op(&spec::payment::ops::PAYMENT_LINK_PAGE, pages::payment_link_page)
        .op(&spec::payment::ops::PAYMENT_LINK_DECIDE, pages::payment_link_decide)
        .op(&spec::storage::ops::SIM_OBJECT_PUT, objects::object_put);
    metal::routes(api);
    idp::routes(api);
}

fn bad(message: impl AsRef<str>) -> ApiError {
    ApiError::general(ErrorStyle::Message, StatusCode::BAD_REQUEST, message.as_ref())
}

fn not_found(id: &str) -> ApiError {
    ApiError::general(ErrorStyle::Message, StatusCode::NOT_FOUND, &format!("No session '{id}'"))
}

/// The session a control call was let through to (`edge::reach`): the call counts as its use.
fn session(app: &AppState, id: &str) -> ApiResult<SessionHandle> {
    app.sessions.get_used(id).ok_or_else(|| not_found(id))
}

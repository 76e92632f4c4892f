//! `/user-resource/user` and `/user-resource/mfa`: the signed-in user, profile, privileges, MFA;
//! saved SSH keys in `ssh_key`.

mod ssh_key;

use crate::edge::Json;
use axum::http::HeaderMap;
use spec::common::{NoParams, Success};
use spec::config::Brand;
use spec::identity::{AuthCallback, AuthCallbackResult, MfaActivation, MfaStatus, Privileges, Profile, ProfileUpdate, User, ops};

use crate::domain::identity as domain;
use crate::domain::{DomainError, idp};
use crate::edge::ApiRouter;
use crate::edge::error::{ApiError, ApiResult};
use crate::edge::extract::{Api, Input};
use crate::edge::visitor;
use crate::edge::wire::sql_time;
use crate::world::{UserRecord, World};

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::USER_GET, user_get)
        .op(&ops::PROFILE_UPDATE, profile_update)
        .op(&ops::PRIVILEGES_GET, privileges_get)
        .op(&ops::MFA_STATUS, mfa_status)
        .op(&ops::MFA_ACTIVATE, mfa_activate)
        .op(&ops::MFA_DEACTIVATE, mfa_deactivate)
        .op(&ops::AUTH_CALLBACK, auth_callback);
    ssh_key::routes(api);
}

async fn user_get(api: Api, _: Input<NoParams>) -> ApiResult<Json<User>> {
    api.read(|w, cx| domain::current_user(w, cx).map(|user| user_view(w, user, cx.brand))).map(Json)
}

async fn profile_update(api: Api, Input(input): Input<ProfileUpdate>) -> ApiResult<Json<Profile>> {
    api.write(|w, cx| domain::profile_update(w, cx, input).map(profile_view)).map(Json)
}

async fn privileges_get(api: Api, _: Input<NoParams>) -> ApiResult<Json<Privileges>> {
    api.read(|w, cx| {
        domain::privileges(w, cx).map(|_| Privileges { is_admin: true, privileges: vec!["admin".into(), "impersonate".into()] })
    })
    .map(Json)
}

async fn mfa_status(api: Api, _: Input<NoParams>) -> ApiResult<Json<MfaStatus>> {
    api.read(|w, cx| domain::current_user(w, cx).map(|u| MfaStatus { is_active: u.mfa_active })).map(Json)
}

/// The ticket URL points at the simulator's stand-in identity provider on the host the client used.
async fn mfa_activate(api: Api, headers: HeaderMap, _: Input<NoParams>) -> ApiResult<Json<MfaActivation>> {
    let host = headers.get("host").and_then(|h| h.to_str().ok()).unwrap_or("127.0.0.1").to_string();
    let session = api.session_id();
    let ticket = api.write(domain::mfa_activate)?;
    // The ticket's id as the client gets it: not the seed's (docs/reference/security-and-durability.md#secrets).
    let id = api.one_shot_sealer()(&ticket.id);
    Ok(Json(MfaActivation { ticket_url: format!("http://{host}/__sim/idp/{session}/mfa/{id}"), ticket_id: id }))
}

async fn mfa_deactivate(api: Api, _: Input<NoParams>) -> ApiResult<Json<Success>> {
    api.write(domain::mfa_deactivate).map(|()| Json(Success::TRUE))
}

/// The access token is sealed like an API key (`<session>.<secret><tag>`): the call carries no key, so the
/// token names the session whose provider issued it. It counts only when that session's key opens
/// it and that session's world recorded it, and only for a caller who may reach that session
/// (a visitor, its own: `edge::reach`).
async fn auth_callback(api: Api, Input(input): Input<AuthCallback>) -> ApiResult<Json<AuthCallbackResult>> {
    let invalid = || ApiError::from_domain(api.op, DomainError::Forbidden(spec::error::idp::INVALID_ACCESS_TOKEN.into()));
    let (session_id, sealed) = input.access_token.split_once('.').ok_or_else(invalid)?;
    if !visitor::reachable(api.app.visitors.as_ref(), Some(&api.session_id()), session_id) {
        return Err(invalid());
    }
    let session = api.app.sessions.get(session_id).ok_or_else(invalid)?;
    let secret = session.lock().open(sealed).ok_or_else(invalid)?.to_owned();
    let api = api.in_session(session);
    let seal = api.sealer();
    let (user, key, created) = api.write(|w, cx| {
        let (id, key, created) = idp::exchange(w, cx, &secret)?;
        let user = domain::user(w, id)?;
        Ok((user_view(w, user, cx.brand), key, created))
    })?;
    Ok(Json(AuthCallbackResult { apikey: seal(&key), is_sign_up: Some(created), user }))
}

fn user_view(world: &World, user: &UserRecord, brand: &Brand) -> User {
    User {
        cookie_id: user.cookie_id.clone(),
        id: user.id,
        last_activity: user.last_activity.map(sql_time),
        name: user.email.clone(),
        profile: None,
        profile_data: profile_view(user),
        state: serde_json::Map::new(),
        signup_site: user.signup_site.clone(),
        intercom_user_hash: domain::intercom_user_hash(brand, user.id),
        // The answer on record has none: strict sessions leave it out (docs/product/identity.md#user).
        kong_key: domain::kong_key(world, user.id).filter(|_| !world.strict),
    }
}

fn profile_view(user: &UserRecord) -> Profile {
    let p = &user.profile;
    Profile {
        avatar: p.avatar.clone(),
        created_at: sql_time(p.created_at),
        email: user.email.clone(),
        first_name: p.first_name.clone(),
        id: p.id,
        last_name: p.last_name.clone(),
        personal_id_number: p.personal_id_number.clone(),
        phone_number: p.phone_number.clone(),
        updated_at: sql_time(p.updated_at),
        user_id: user.id,
        lang: p.lang.clone(),
    }
}

//! The signed-in user, profile, privileges and MFA (docs/product/identity.md#mfa *User*, *User profile*,
//! *MFA activation response*; docs/product/identity.md#mfa *Identity and profile*). Shapes follow the docs example in
//! `real-api-fixtures/user-resource_user.GET.docs.json`.

pub mod errors;
pub mod ssh_key;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// `GET /user-resource/user`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct User {
    pub cookie_id: String,
    pub id: u64,
    /// `YYYY-MM-DD HH:MM:SS`; null before the first sign-in.
    pub last_activity: Option<String>,
    /// The user's email (the docs example and live clients agree).
    pub name: String,
    /// Always null in the real API; the profile is in `profile_data`.
    pub profile: Option<serde_json::Value>,
    pub profile_data: Profile,
    pub state: serde_json::Map<String, serde_json::Value>,
    /// The site the user signed up on (live IDCloudHost adds it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signup_site: Option<String>,
    /// The Intercom-style chat's identity check: HMAC-SHA256 (hex) of the user id with the brand's
    /// chat secret. Only on brands whose chat widget is Intercom-style (docs/product/identity.md#user).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = r"^[0-9a-f]{64}$"))]
    pub intercom_user_hash: Option<String>,
    /// The id of the user's own key at the API gateway (Kong key-auth), as a token's `kong_id` is
    /// its key's: never the key itself. Lenient sessions only; the live answer on record has none
    /// (docs/product/identity.md#user).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"))]
    pub kong_key: Option<String>,
}

/// The user's profile (`profile_data`), also the answer to a profile update.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Profile {
    /// Empty or a URL.
    pub avatar: String,
    pub created_at: String,
    pub email: String,
    pub first_name: String,
    pub id: u64,
    pub last_name: String,
    pub personal_id_number: String,
    pub phone_number: String,
    pub updated_at: String,
    pub user_id: u64,
    /// Interface language (`en`, `et`, `es`), or empty for the site default.
    pub lang: String,
}

/// `PATCH /user-resource/user/profile` (form). Only the fields sent change.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProfileUpdate {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 100))]
    pub first_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 100))]
    pub last_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 50))]
    pub personal_id_number: Option<String>,
    /// Digits with an optional leading `+`, spaces, dashes and parentheses; or empty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = r"^$|^\+?[0-9][0-9 ()-]{3,22}$"))]
    pub phone_number: Option<String>,
    /// One of the interface languages `en`, `et`, `es`, or empty for the site default
    /// (docs/product/identity.md#profile).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = r"^(en|et|es)?$"))]
    pub lang: Option<String>,
}

/// `GET /user-resource/user/privileges`: answered only for administrators (403 otherwise).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Privileges {
    pub is_admin: bool,
    pub privileges: Vec<String>,
}

/// `GET /user-resource/mfa/is_active`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct MfaStatus {
    pub is_active: bool,
}

/// `POST /user-resource/mfa/activate`: the enrolment ticket the user completes at `ticket_url`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct MfaActivation {
    pub ticket_id: String,
    pub ticket_url: String,
}

/// `POST /user-resource/auth0_callback`: the tokens the identity provider put in the callback
/// fragment, exchanged for an API key (docs/product/identity.md#user *Auth callback body*).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AuthCallback {
    #[schemars(length(min = 1))]
    pub access_token: String,
    #[serde(default)]
    pub id_token: String,
    #[serde(default)]
    pub scope: String,
    #[serde(default)]
    pub expires_in: Option<u64>,
    #[serde(default)]
    pub token_type: String,
    #[serde(default)]
    pub state: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct AuthCallbackResult {
    pub apikey: String,
    /// True on the first sign-in, when the user was created.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_sign_up: Option<bool>,
    pub user: User,
}

pub mod ops {
    use super::*;
    use crate::common::{NoParams, Success};
    use crate::routes::{Area, Operation};

    pub const USER_GET: Operation = Operation::get("user_get", "/user-resource/user", Area::Identity)
        .summary("The signed-in user")
        .request::<NoParams>()
        .response::<User>();
    pub const PROFILE_UPDATE: Operation = Operation::patch("profile_update", "/user-resource/user/profile", Area::Identity)
        .summary("Change the signed-in user's profile")
        .request::<ProfileUpdate>()
        .response::<Profile>();
    pub const PRIVILEGES_GET: Operation = Operation::get("privileges_get", "/user-resource/user/privileges", Area::Identity)
        .summary("Administrator privileges (403 for everyone else)")
        .request::<NoParams>()
        .response::<Privileges>();
    pub const MFA_STATUS: Operation = Operation::get("mfa_status", "/user-resource/mfa/is_active", Area::Identity)
        .summary("Whether MFA is active")
        .request::<NoParams>()
        .response::<MfaStatus>();
    pub const MFA_ACTIVATE: Operation = Operation::post("mfa_activate", "/user-resource/mfa/activate", Area::Identity)
        .summary("Start MFA enrolment: a ticket to complete at its URL")
        .request::<NoParams>()
        .response::<MfaActivation>();
    pub const MFA_DEACTIVATE: Operation = Operation::post("mfa_deactivate", "/user-resource/mfa/deactivate", Area::Identity)
        .summary("Turn MFA off (deprecated in the product)")
        .request::<NoParams>()
        .response::<Success>();
    pub const AUTH_CALLBACK: Operation = Operation::post("auth0_callback", "/user-resource/auth0_callback", Area::Identity)
        .summary("Exchange the identity provider's tokens for an API key (first sign-in creates the user)")
        .public()
        .request::<AuthCallback>()
        .response::<AuthCallbackResult>();

    /// The area's operations, in the order the OpenAPI document lists them.
    pub const ALL: &[&Operation] = &[
        &USER_GET,
        &PROFILE_UPDATE,
        &PRIVILEGES_GET,
        &MFA_STATUS,
        &MFA_ACTIVATE,
        &MFA_DEACTIVATE,
        &AUTH_CALLBACK,
        &super::ssh_key::ops::LIST,
        &super::ssh_key::ops::CREATE,
        &super::ssh_key::ops::UPDATE,
        &super::ssh_key::ops::DELETE,
    ];
}

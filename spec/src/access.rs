//! API tokens, access delegation and impersonation (docs/product/access.md#impersonation *ApiToken*,
//! *AccessDelegation*, *Impersonation*; docs/product/access.md#delegation; docs/product/access.md#impersonation *Tokens and delegation*; docs/product/access.md#api-tokens).

pub mod errors;

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// An API key of the user. `billing_account_id` 0 means unrestricted (global).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ApiToken {
    pub id: u64,
    pub billing_account_id: u64,
    pub consumer_id: String,
    pub kong_id: String,
    pub description: String,
    /// Reaches only the resources of `billing_account_id`.
    pub restricted: bool,
    /// The key itself: the real API returns it in lists too.
    pub token: String,
    pub created_at: String,
    pub updated_at: String,
    pub user_id: u64,
    /// Who created it when acting for the owner (impersonation); null otherwise.
    pub acting_user_id: Option<u64>,
}

/// `POST /user-resource/token` (form). A restricted token needs a billing account of the user.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TokenCreate {
    /// 0 or absent: global.
    #[serde(default)]
    pub billing_account_id: u64,
    #[serde(default)]
    #[schemars(length(max = 255))]
    pub description: String,
    #[serde(default)]
    pub restricted: bool,
}

/// `PATCH /user-resource/token` (form): only the fields sent change.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TokenUpdate {
    pub token_id: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 255))]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restricted: Option<bool>,
}

/// `DELETE /user-resource/token` (form).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TokenDelete {
    pub token_id: u64,
}

/// An access group: what an owner shares, globally (`billing_account_id` 0) or for one account.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct AccessGroup {
    pub id: u64,
    pub billing_account_id: u64,
    pub name: String,
    pub owner_id: u64,
    pub impersonations: Vec<Impersonation>,
    pub created_at: String,
    pub updated_at: String,
}

/// An invitation to act for the owner. The grantee may not have an account yet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Impersonation {
    pub uuid: String,
    pub grantee_id: Option<u64>,
    /// The grantee's email.
    pub grantee_username: String,
    pub is_accepted: bool,
    pub accepted_at: Option<String>,
    pub created_at: String,
    /// When a temporary share ends; null for a lasting one.
    pub expires_at: Option<String>,
}

/// What was shared with the caller, as `GET /user-resource/impersonation` lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SharedAccess {
    #[serde(flatten)]
    pub impersonation: Impersonation,
    pub access_group_id: u64,
    pub access_group_name: String,
    /// The owner's name and email, as the impersonation banner shows them.
    pub access_owner: String,
    /// Null for a global share.
    pub billing_account_name: Option<String>,
}

/// `GET /user-resource/impersonation`: keyed by impersonation uuid.
pub type SharedAccessList = BTreeMap<String, SharedAccess>;

/// `POST /user-resource/access_group` (form).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AccessGroupCreate {
    /// 0 or absent: every resource of the owner.
    #[serde(default)]
    pub billing_account_id: u64,
    #[schemars(length(min = 1, max = 100))]
    pub name: String,
}

/// `POST /user-resource/access_group/{id}/impersonation` (form).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ImpersonationCreate {
    #[schemars(length(min = 3, max = 254), regex(pattern = r"^[^@\s]+@[^@\s]+\.[^@\s]+$"))]
    pub grantee_username: String,
    /// A temporary share, in seconds: the console's 1 hour, 6 hours, 1 day, 3 days or 7 days
    /// (docs/product/access.md#delegation). Absent: lasting.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(extend("enum" = [3600, 21600, 86400, 259200, 604800]))]
    pub duration: Option<u32>,
}

/// `POST /user-resource/impersonation/{uuid}/start` and `POST /user-resource/admin/token`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ImpersonationToken {
    /// Use as the API key: it acts as the owner, within the share's scope.
    pub token: String,
}

/// `POST /user-resource/admin/token` (form): the user to act as, by id or email.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AdminTokenCreate {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user_id: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
}

pub mod ops {
    use super::*;
    use crate::common::{NoParams, Success};
    use crate::routes::{Area, Operation};

    pub const TOKEN_LIST: Operation = Operation::get("token_list", "/user-resource/token/list", Area::Access)
        .summary("The user's API tokens")
        .request::<NoParams>()
        .response::<Vec<ApiToken>>();
    pub const TOKEN_CREATE: Operation = Operation::post("token_create", "/user-resource/token", Area::Access)
        .summary("Create an API token; answers every token of the user")
        .request::<TokenCreate>()
        .response::<Vec<ApiToken>>();
    pub const TOKEN_UPDATE: Operation = Operation::patch("token_update", "/user-resource/token", Area::Access)
        .summary("Change a token's description or restriction; answers every token")
        .request::<TokenUpdate>()
        .response::<Vec<ApiToken>>();
    pub const TOKEN_DELETE: Operation = Operation::delete("token_delete", "/user-resource/token", Area::Access)
        .summary("Delete a token; it stops working at once")
        .request::<TokenDelete>()
        .response::<Success>();
    pub const GROUP_LIST: Operation = Operation::get("access_group_list", "/user-resource/access_group", Area::Access)
        .summary("The caller's access groups with their invitations")
        .request::<NoParams>()
        .response::<Vec<AccessGroup>>();
    pub const GROUP_CREATE: Operation = Operation::post("access_group_create", "/user-resource/access_group", Area::Access)
        .summary("Create an access group (global or for one billing account)")
        .request::<AccessGroupCreate>()
        .response::<AccessGroup>();
    pub const GROUP_DELETE: Operation =
        Operation::delete("access_group_delete", "/user-resource/access_group/{id}", Area::Access)
            .summary("Delete an access group; its impersonation tokens stop working at once")
            .request::<NoParams>()
            .response::<Success>();
    pub const INVITE: Operation =
        Operation::post("impersonation_create", "/user-resource/access_group/{id}/impersonation", Area::Access)
            .summary("Invite a grantee by email")
            .request::<ImpersonationCreate>()
            .response::<AccessGroup>();
    pub const INVITE_DELETE: Operation = Operation::delete(
        "impersonation_delete",
        "/user-resource/access_group/{id}/impersonation/{impersonation_id}",
        Area::Access,
    )
    .summary("Withdraw an invitation; its tokens stop working at once")
    .request::<NoParams>()
    .response::<Success>();
    pub const SHARED_LIST: Operation = Operation::get("impersonation_list", "/user-resource/impersonation", Area::Access)
        .summary("What was shared with the caller, keyed by uuid")
        .request::<NoParams>()
        .response::<SharedAccessList>();
    pub const ACCEPT: Operation =
        Operation::put("impersonation_accept", "/user-resource/impersonation/{uuid}/accept", Area::Access)
            .summary("Accept an invitation")
            .request::<NoParams>()
            .response::<SharedAccess>();
    pub const START: Operation =
        Operation::post("impersonation_start", "/user-resource/impersonation/{uuid}/start", Area::Access)
            .summary("Start acting for the owner: a token to use as the API key")
            .request::<NoParams>()
            .response::<ImpersonationToken>();
    pub const ADMIN_TOKEN: Operation = Operation::post("admin_token", "/user-resource/admin/token", Area::Access)
        .summary("Administrators: a token acting as any user")
        .request::<AdminTokenCreate>()
        .response::<ImpersonationToken>();

    /// The area's operations, in the order the OpenAPI document lists them.
    pub const ALL: &[&Operation] = &[
        &TOKEN_LIST,
        &TOKEN_CREATE,
        &TOKEN_UPDATE,
        &TOKEN_DELETE,
        &GROUP_LIST,
        &GROUP_CREATE,
        &GROUP_DELETE,
        &INVITE,
        &INVITE_DELETE,
        &SHARED_LIST,
        &ACCEPT,
        &START,
        &ADMIN_TOKEN,
    ];
}

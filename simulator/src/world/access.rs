//! API tokens, access groups, invitations and the grants of keys that are not a user's own.

use std::collections::BTreeMap;

use jiff::Timestamp;
use serde::{Deserialize, Serialize};

use super::UserId;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum KeyGrant {
    /// An API token; its restriction lives on the token.
    Token { token_id: u64 },
    /// Acting for the group's owner through an accepted invitation.
    Impersonation { invitation: String, acting_user_id: UserId },
    /// An administrator acting for any user.
    Admin { acting_user_id: UserId },
}

/// The calling identity a key resolves to: the fields of `Cx` the gateway fills. The state file's
/// log keeps this in place of the key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Principal {
    pub user: UserId,
    /// The person actually acting, when not `user` (impersonation, admin).
    pub acting_user: Option<UserId>,
    /// Only this billing account's resources are reachable.
    pub scope: Option<u64>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenRecord {
    pub id: u64,
    pub user_id: UserId,
    pub billing_account_id: u64,
    pub description: String,
    pub restricted: bool,
    pub secret: String,
    pub consumer_id: String,
    pub kong_id: String,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    pub acting_user_id: Option<UserId>,
    /// The invitations a delegate could have minted it through (its accepted ones from this
    /// owner): it ends when any of them does, so no revocation leaves it working.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub through: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GroupRecord {
    pub id: u64,
    pub owner_id: UserId,
    /// 0: every resource of the owner.
    pub billing_account_id: u64,
    pub name: String,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InvitationRecord {
    pub uuid: String,
    pub group_id: u64,
    /// Lower-case email; the grantee may sign up later.
    pub grantee_username: String,
    pub grantee_id: Option<UserId>,
    pub is_accepted: bool,
    pub accepted_at: Option<Timestamp>,
    pub created_at: Timestamp,
    /// A temporary share ends then (`AccessEvent::ShareExpired`).
    #[serde(default)]
    pub expires_at: Option<Timestamp>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Access {
    pub tokens: BTreeMap<u64, TokenRecord>,
    pub groups: BTreeMap<u64, GroupRecord>,
    pub invitations: BTreeMap<String, InvitationRecord>,
    /// Key secret → why the key exists, for every key that is not a user's own.
    pub grants: BTreeMap<String, KeyGrant>,
}

/// The access area's time-driven transitions (`domain::apply` runs them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum AccessEvent {
    /// A temporary share ends: the invitation goes, and its keys with it.
    ShareExpired { uuid: String },
}

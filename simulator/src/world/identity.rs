//! Users, their profiles, API keys, MFA enrolment tickets and saved SSH keys.

use std::collections::BTreeMap;

use jiff::Timestamp;
use serde::{Deserialize, Serialize};
use spec::control::Role;

use super::UserId;

/// The identity area's tables.
#[derive(Clone, Debug, Default)]
pub struct Identity {
    pub users: BTreeMap<UserId, UserRecord>,
    /// API key secret → the user it acts as. The key a client sends is `<session>.<secret>` (see
    /// `session.rs`); tokens and impersonation keys have a grant in `access` too.
    pub api_keys: BTreeMap<String, UserId>,
    pub mfa_tickets: BTreeMap<String, MfaTicket>,
    /// Saved SSH public keys by uuid (the user's own; docs/product/identity.md#ssh-keys).
    pub ssh_keys: BTreeMap<String, SshKeyRecord>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserRecord {
    pub id: UserId,
    pub cookie_id: String,
    pub email: String,
    pub role: Role,
    pub is_admin: bool,
    pub signup_site: Option<String>,
    pub last_activity: Option<Timestamp>,
    pub profile: ProfileRecord,
    pub mfa_active: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProfileRecord {
    pub id: u64,
    pub first_name: String,
    pub last_name: String,
    pub personal_id_number: String,
    pub phone_number: String,
    pub lang: String,
    pub avatar: String,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MfaTicket {
    pub id: String,
    pub user_id: UserId,
    pub expires_at: Timestamp,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SshKeyRecord {
    pub uuid: String,
    pub user_id: UserId,
    pub name: String,
    pub public_key: String,
    pub created_at: Timestamp,
}

/// The identity area's time-driven transitions (`domain::apply` runs them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum IdentityEvent {
    /// An MFA enrolment ticket nobody completed runs out.
    MfaTicketExpired { ticket_id: String },
}

//! The session's stand-in identity provider: its identities and pending links.

use std::collections::BTreeMap;

use jiff::Timestamp;
use serde::{Deserialize, Serialize};

use super::UserId;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Identity {
    pub id: String,
    pub email: String,
    pub name: String,
    /// A salted digest; `None` for an identity made by a Google consent.
    pub password_digest: Option<String>,
    pub email_verified: bool,
    /// Set at the first exchange of an access token (the console's first sign-in).
    pub user_id: Option<UserId>,
    pub created_at: Timestamp,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LinkKind {
    VerifyEmail,
    ResetPassword,
}

/// A pending one-shot thing (mailed link, login ticket, access token) for an email.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub email: String,
    pub expires_at: Timestamp,
}

/// The provider's tables, keyed by lower-case email or by secret.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Idp {
    pub identities: BTreeMap<String, Identity>,
    pub links: BTreeMap<String, (LinkKind, Pending)>,
    pub login_tickets: BTreeMap<String, Pending>,
    pub access_tokens: BTreeMap<String, Pending>,
    /// Failed login instants by email (known or not), pruned to the window.
    pub failures: BTreeMap<String, Vec<Timestamp>>,
}

//! What the client reads answers into, the error a call ends in, who it goes as, and the ledger of
//! what a run made.

use std::sync::{Arc, Mutex};

use jiff::Timestamp;

#[derive(Debug, Clone, PartialEq)]
pub enum Error {
    /// The API refused (4xx), saying why.
    Refused { status: u16, message: String },
    /// Anything a correct API would not do: 5xx, no answer, an answer of the wrong shape.
    Broken(String),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Error::Refused { status, message } => write!(f, "refused with {status}: {message}"),
            Error::Broken(why) => f.write_str(why),
        }
    }
}

pub type Result<T> = std::result::Result<T, Error>;

/// Who a call goes as.
#[derive(Clone, Debug)]
pub enum As {
    Owner,
    /// The second user (access is shared with them).
    Grantee,
    /// A key an answer handed out (a restricted token, an impersonation key).
    Key(String),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Vm {
    pub uuid: String,
    pub status: String,
    pub vcpu: u64,
    pub billing_account: u64,
    pub created_at: Option<Timestamp>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Disk {
    pub uuid: String,
    pub deleted: bool,
    /// `None` where the API does not say (older deployments).
    pub attached_to: Option<Option<String>>,
    pub billing_account_id: u64,
    pub boot: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Ip {
    pub address: String,
    pub deleted: bool,
    pub billing_account_id: u64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Account {
    pub id: u64,
    pub is_default: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub id: u64,
    pub token: String,
    pub billing_account_id: u64,
}

/// Something a run made and must delete.
#[derive(Clone, Debug, PartialEq)]
pub enum Made {
    Vm(String),
    Disk(String),
    Ip(String),
    Token(u64),
    Account(u64),
    Group(u64),
}

/// What a run has made and not yet deleted; shared with the Ctrl-C handler.
#[derive(Clone, Default)]
pub struct Ledger(Arc<Mutex<Vec<Made>>>);

impl Ledger {
    pub(super) fn add(&self, made: Made) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).push(made);
    }

    pub(super) fn remove(&self, made: &Made) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).retain(|m| m != made);
    }

    pub fn take(&self) -> Vec<Made> {
        std::mem::take(&mut *self.0.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

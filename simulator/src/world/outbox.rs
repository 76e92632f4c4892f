//! Mail the simulator "sent".

use jiff::Timestamp;
use serde::{Deserialize, Serialize};
use spec::idp::MailKind;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MailRecord {
    pub id: u64,
    pub kind: MailKind,
    pub to: String,
    pub subject: String,
    pub body: String,
    /// Paths on the simulator the mail asks to open.
    pub links: Vec<String>,
    pub sent_at: Timestamp,
}

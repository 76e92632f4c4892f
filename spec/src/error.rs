//! Error bodies as the real API gives them (`real-api.md` §4) and the catalogue of documented
//! message texts (seeds' error catalogues). Handlers never spell a message twice: they use these.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// `{"errors":{"Error": "..."}}` (VM family, billing, identity) or `{"errors":{"<field>": "..."}}`
/// (validation), keyed by field name or `Error`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ErrorsBody {
    pub errors: BTreeMap<String, String>,
}

/// `{"message": "..."}`: the gateway, network, disks, IPs and storage.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct MessageBody {
    pub message: String,
}

/// Key of the general message in [`ErrorsBody`].
pub const GENERAL: &str = "Error";

/// Texts answered by the gateway in front of the API (Kong).
pub mod gateway {
    pub const NO_API_KEY: &str = "No API key found in request";
    pub const INVALID_CREDENTIALS: &str = "Invalid authentication credentials";
    pub const NO_ROUTE: &str = "no route and no API found with those values";
    pub const BAD_GATEWAY: &str = "An invalid response was received from the upstream server";
    pub const GATEWAY_TIMEOUT: &str = "The upstream server is timing out";
    pub const BODY_TOO_LARGE: &str = "Request size limit exceeded";
}

/// Validation texts. The real API's phrasing where it is known (`real-api.md` §3.5).
pub mod validation {
    pub const REQUIRED: &str = "This field is required";
    pub const WHOLE_NUMBER: &str = "Invalid whole number provided";
    pub const NUMBER: &str = "Invalid number provided";
    pub const BOOLEAN: &str = "Invalid boolean value provided";
    pub const STRING: &str = "Invalid string provided";
    pub const LIST: &str = "Invalid list provided";
    pub const OBJECT: &str = "Invalid object provided";
    pub const PATTERN: &str = "Value does not match the required pattern";
    pub const UNKNOWN_FIELD: &str = "Unknown field";
    pub const INVALID_JSON: &str = "Request body is not valid JSON";
    pub const INVALID_FORM: &str = "Request body is not a valid form";
}

/// Identity and profile (platform seed §8; texts the simulator needs beyond them are ours).
pub mod identity {
    pub const NOT_ADMIN: &str = "You do not have permission to perform this action";
    pub const MFA_NOT_AVAILABLE: &str = "MFA is not available on this site";
    pub const MFA_ALREADY_ACTIVE: &str = "MFA is already active";
    pub const MFA_NOT_ACTIVE: &str = "MFA is not active";
}

/// The catch-all text every endpoint may answer with status 500 (both seeds §8).
pub const ERROR_PERFORMING_ACTION: &str = "Error performing action";

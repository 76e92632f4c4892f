//! SSH keys saved on the account (`/user-resource/ssh_keys`, docs/product/identity.md#ssh-keys).
//! Global (no location); bodies are JSON; create answers 200 with the key and no fingerprint, as
//! live does (docs/product/identity.md#ssh-keys, LIVE).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// An SSH public key as `GET /api/parameters/vm` lists its rule live: the type, the base64 body,
/// an optional comment (docs/product/compute.md#catalogues).
pub const PUBLIC_KEY_PATTERN: &str = r"^(ssh-(rsa|dsa|ecdsa|ed25519)|ecdsa-sha2-nistp[0-9]+) [A-Za-z0-9+/]+[=]{0,3}(\s.*)?$";

/// A saved key, as every SSH key call answers it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SshKey {
    pub uuid: String,
    pub name: String,
    pub public_key: String,
    pub user_id: u64,
    /// `YYYY-MM-DD HH:MM:SS`.
    pub created_at: String,
}

/// `POST /user-resource/ssh_keys` (JSON).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SshKeyCreate {
    #[schemars(length(min = 1, max = 255))]
    pub name: String,
    /// 16 KiB holds the longest RSA key with a comment; a key off the pattern gets the documented text.
    #[schemars(
        length(max = 16384),
        regex(pattern = PUBLIC_KEY_PATTERN),
        // The key is `validation::PATTERN_TEXT_KEY` (the attribute takes only a literal).
        extend("x-pattern-text" = crate::error::compute::SSH_KEY_PATTERN)
    )]
    pub public_key: String,
}

/// `PATCH /user-resource/ssh_keys/{uuid}` (JSON): rename.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SshKeyUpdate {
    #[schemars(length(min = 1, max = 255))]
    pub name: String,
}

pub mod ops {
    use super::*;
    use crate::common::{NoParams, Success};
    use crate::routes::{Area, Operation};

    pub const LIST: Operation = Operation::get("ssh_key_list", "/user-resource/ssh_keys", Area::Identity)
        .summary("The signed-in user's saved SSH keys, oldest first")
        .request::<NoParams>()
        .response::<Vec<SshKey>>();
    /// 200, not the docs' 201 (live).
    pub const CREATE: Operation = Operation::post("ssh_key_create", "/user-resource/ssh_keys", Area::Identity)
        .summary("Save an SSH public key to offer on VM create")
        .json()
        .request::<SshKeyCreate>()
        .response::<SshKey>();
    pub const UPDATE: Operation = Operation::patch("ssh_key_update", "/user-resource/ssh_keys/{uuid}", Area::Identity)
        .summary("Rename a saved SSH key")
        .json()
        .request::<SshKeyUpdate>()
        .response::<SshKey>();
    /// 200 (live); the body is not recorded, so it is the API's usual `{"success": true}`.
    pub const DELETE: Operation = Operation::delete("ssh_key_delete", "/user-resource/ssh_keys/{uuid}", Area::Identity)
        .summary("Delete a saved SSH key (VMs made with it keep it)")
        .request::<NoParams>()
        .response::<Success>();
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_public_key_off_its_pattern_is_told_the_documented_text_by_its_schema() {
        let schema = serde_json::to_value(schemars::schema_for!(super::SshKeyCreate)).unwrap();
        let field = &schema["properties"]["public_key"];
        assert_eq!(field["pattern"], super::PUBLIC_KEY_PATTERN);
        assert_eq!(field[crate::error::validation::PATTERN_TEXT_KEY], "SSH key does not match required pattern");
    }
}

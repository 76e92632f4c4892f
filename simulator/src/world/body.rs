//! An object's (or an upload part's) bytes. Shared, never copied, when a world is copied (each
//! snapshot copies every world), and known by their SHA-256, which the state file names them by:
//! it keeps them as files of their own beside the snapshot (`persist::objects`), so a snapshot
//! writes only what changed. Exports carry them whole, as base64.

use std::fmt;
use std::ops::Deref;
use std::sync::{Arc, OnceLock};

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use sha2::{Digest, Sha256};

/// A SHA-256.
pub type Sha256Digest = [u8; 32];

/// How a serialised body names its bytes instead of holding them.
const NAMED: &str = "sha256:";

#[derive(Clone)]
pub enum Body {
    Held(Arc<Held>),
    /// As a state file names it: the bytes are in the file's object store until persistence
    /// reads them in (`persist::objects`). Nothing else makes one, and an import refuses one.
    Named(Sha256Digest),
}

pub struct Held {
    bytes: Vec<u8>,
    /// Worked out once, when persistence first asks.
    sha256: OnceLock<Sha256Digest>,
}

impl Body {
    pub fn new(bytes: Vec<u8>) -> Body {
        Body::Held(Arc::new(Held { bytes, sha256: OnceLock::new() }))
    }

    /// Bytes read back under `sha256` (already checked against it).
    pub fn known(bytes: Vec<u8>, sha256: Sha256Digest) -> Body {
        Body::Held(Arc::new(Held { bytes, sha256: OnceLock::from(sha256) }))
    }

    pub fn sha256(&self) -> Sha256Digest {
        match self {
            Body::Held(held) => *held.sha256.get_or_init(|| digest(&held.bytes)),
            Body::Named(sha256) => *sha256,
        }
    }

    pub fn is_named(&self) -> bool {
        matches!(self, Body::Named(_))
    }
}

/// The SHA-256 of `bytes`.
pub fn digest(bytes: &[u8]) -> Sha256Digest {
    Sha256::digest(bytes).into()
}

pub fn hex(sha256: &Sha256Digest) -> String {
    sha256.iter().map(|b| format!("{b:02x}")).collect()
}

/// `hex` read back: 64 lower-case hexadecimal digits.
pub fn parse_hex(text: &str) -> Option<Sha256Digest> {
    if text.len() != 64 || !text.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)) {
        return None;
    }
    let mut sha256 = [0u8; 32];
    for (i, byte) in sha256.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(sha256)
}

impl Deref for Body {
    type Target = [u8];
    /// A named body holds no bytes until persistence reads them in.
    fn deref(&self) -> &[u8] {
        match self {
            Body::Held(held) => &held.bytes,
            Body::Named(_) => &[],
        }
    }
}

impl AsRef<[u8]> for Body {
    fn as_ref(&self) -> &[u8] {
        self
    }
}

impl From<Vec<u8>> for Body {
    fn from(bytes: Vec<u8>) -> Body {
        Body::new(bytes)
    }
}

impl PartialEq for Body {
    fn eq(&self, other: &Body) -> bool {
        match (self, other) {
            (Body::Held(a), Body::Held(b)) => Arc::ptr_eq(a, b) || a.bytes == b.bytes,
            _ => self.sha256() == other.sha256(),
        }
    }
}

impl Eq for Body {}

impl fmt::Debug for Body {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Body::Held(held) => write!(f, "Body({} bytes)", held.bytes.len()),
            Body::Named(sha256) => write!(f, "Body({NAMED}{})", hex(sha256)),
        }
    }
}

/// Base64 (a JSON array of numbers would be four times larger), or `sha256:<hex>` when named.
impl Serialize for Body {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Body::Held(held) => serializer.serialize_str(&STANDARD.encode(&held.bytes)),
            Body::Named(sha256) => serializer.serialize_str(&format!("{NAMED}{}", hex(sha256))),
        }
    }
}

impl<'de> Deserialize<'de> for Body {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Body, D::Error> {
        let text = String::deserialize(deserializer)?;
        // `:` is not a base64 character, so the two cannot be mistaken for each other.
        match text.strip_prefix(NAMED) {
            Some(name) => parse_hex(name).map(Body::Named).ok_or_else(|| serde::de::Error::custom("a malformed sha256 name")),
            None => STANDARD.decode(text).map(Body::new).map_err(serde::de::Error::custom),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_body_is_base64_unless_named_and_reads_back_either_way() {
        let body = Body::new(b"hello".to_vec());
        let json = serde_json::to_string(&body).unwrap();
        assert_eq!(json, "\"aGVsbG8=\"");
        assert_eq!(serde_json::from_str::<Body>(&json).unwrap(), body);
        let named = Body::Named(body.sha256());
        let json = serde_json::to_string(&named).unwrap();
        assert_eq!(json, "\"sha256:2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824\"");
        let back: Body = serde_json::from_str(&json).unwrap();
        assert!(back.is_named() && back == body);
        assert!(serde_json::from_str::<Body>("\"sha256:xyz\"").is_err());
    }
}

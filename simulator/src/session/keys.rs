//! What a client holds for a world's secret (API key, token, impersonation token, sign-in access
//! token): `<session>.<secret><tag>`, the tag an HMAC of session and secret under the session's
//! own key. The world and its secrets stay seeded and byte-identical; the key comes from the
//! operating system's CSPRNG, so nobody who knows the seed can guess what a client holds, and a
//! key under another session's prefix fails its tag (docs/reference/security-and-durability.md#secrets).
//! Secrets whose shape clients depend on (S3 secret keys, one-shot ids in URLs) get a stand-in of
//! the same shape instead of a tag.

use std::collections::HashSet;

use hmac::{Hmac, KeyInit, Mac};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// Hex digits of the tag a sealed secret ends with (128 bits).
const TAG_HEX: usize = 32;

/// The digits of the hex identifiers given stand-ins.
const HEX: &[u8] = b"0123456789abcdef";

/// A session's sealing key, hex. Kept in the session's origin, so the state file and a reset
/// keep the keys clients were given.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SessionKey(String);

impl SessionKey {
    /// 256 bits from the operating system.
    pub fn random() -> Result<SessionKey, String> {
        let mut bytes = [0u8; 32];
        getrandom::fill(&mut bytes).map_err(|e| format!("no randomness from the operating system: {e}"))?;
        Ok(SessionKey(hex(&bytes)))
    }

    /// Derived from the seed and the session id (`serve --deterministic-secrets`, tests, the
    /// scenario runner): the same on every server, still different per session.
    pub fn seeded(seed: u64, session: &str) -> SessionKey {
        let mut digest = Sha256::new();
        digest.update(b"cloudsim seeded session key\0");
        digest.update(seed.to_le_bytes());
        digest.update(session.as_bytes());
        SessionKey(hex(&digest.finalize()))
    }

    fn mac(&self, session: &str, secret: &str) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(self.0.as_bytes()).expect("HMAC takes a key of any length");
        mac.update(session.as_bytes());
        mac.update(b"\0");
        mac.update(secret.as_bytes());
        mac
    }

    /// What the client is given for `secret` of `session`'s world.
    pub fn seal(&self, session: &str, secret: &str) -> String {
        let tag = self.mac(session, secret).finalize().into_bytes();
        format!("{session}.{secret}{}", &hex(&tag)[..TAG_HEX])
    }

    /// A stand-in for `secret` of the same shape: each character of `alphabet` replaced by one
    /// drawn by an HMAC under this key, the others (a UUID's dashes) kept. For secrets whose shape
    /// clients depend on (an S3 secret key, a ticket id), which cannot carry a tag.
    pub fn disguise(&self, session: &str, secret: &str, alphabet: &[u8]) -> String {
        let mut drawn = Vec::with_capacity(secret.len());
        for block in 0u8..=u8::MAX {
            if drawn.len() >= secret.len() {
                break;
            }
            let mut mac = self.mac(session, secret);
            mac.update(&[block]);
            drawn.extend(mac.finalize().into_bytes().iter().map(|b| alphabet[usize::from(*b) % alphabet.len()]));
        }
        let mut drawn = drawn.into_iter();
        secret
            .bytes()
            .map(|c| if alphabet.contains(&c) { char::from(drawn.next().unwrap_or(c)) } else { char::from(c) })
            .collect()
    }

    /// The world's secret inside what a client sent after `<session>.`, if its tag is this
    /// session's (compared in constant time).
    pub fn open<'a>(&self, session: &str, sealed: &'a str) -> Option<&'a str> {
        let cut = sealed.len().checked_sub(TAG_HEX)?;
        let (secret, tag) = (sealed.get(..cut)?, sealed.get(cut..)?);
        let tag = unhex(tag)?;
        self.mac(session, secret).verify_truncated_left(&tag).ok()?;
        Some(secret)
    }
}

/// Sealed secrets a session's key has opened, so the key a client sends with every request is
/// checked by HMAC once, not on each request: what opened once opens again (its tag depends only
/// on the session's key, its id and the string itself). A session's key never changes (a reset
/// keeps it; an import makes a new session). Bounded; emptied when full.
#[derive(Debug, Default)]
pub struct Opened(HashSet<Box<str>>);

impl Opened {
    /// Keys remembered per session, at most.
    const MAX: usize = 64;

    /// The secret inside `sealed`, if it opened before.
    pub fn get<'a>(&self, sealed: &'a str) -> Option<&'a str> {
        if self.0.contains(sealed) { sealed.get(..sealed.len() - TAG_HEX) } else { None }
    }

    /// Remembers that `sealed` opened.
    pub fn insert(&mut self, sealed: &str) {
        if self.0.len() >= Self::MAX {
            self.0.clear();
        }
        self.0.insert(sealed.into());
    }
}

/// How a secret of one kind is shown to clients: [`storage_secret`] or [`one_shot`].
pub type StandIn = fn(Option<&SessionKey>, &str, &str) -> String;

/// An S3 secret key as clients get it: the world's own with deterministic secrets (`key` is
/// `None`), otherwise its stand-in under the session's key (same length and alphabet).
pub fn storage_secret(key: Option<&SessionKey>, session: &str, secret: &str) -> String {
    stand_in(key, session, secret, crate::domain::storage::account::SECRET_ALPHABET)
}

/// A one-shot identifier as clients get it, likewise: an MFA ticket (a UUID), a payment link
/// (`pay_<hex>`), a 3-D Secure step (`3ds_`, `ch_`, `vst_`), the identity provider's mailed links
/// and login tickets (hex). Whoever holds one acts once for its owner, so it is a secret too: a
/// `prefix_` is kept, the rest a stand-in of its shape.
pub fn one_shot(key: Option<&SessionKey>, session: &str, id: &str) -> String {
    match id.split_once('_') {
        Some((prefix, rest)) => format!("{prefix}_{}", stand_in(key, session, rest, HEX)),
        None => stand_in(key, session, id, HEX),
    }
}

fn stand_in(key: Option<&SessionKey>, session: &str, secret: &str, alphabet: &[u8]) -> String {
    match key {
        None => secret.to_owned(),
        Some(key) => key.disguise(session, secret, alphabet),
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    (0..text.len()).step_by(2).map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sealed_secret_opens_only_in_its_own_session_and_whole() {
        let key = SessionKey::random().unwrap();
        let sealed = key.seal("s1", "abc123");
        let (session, rest) = sealed.split_once('.').unwrap();
        assert_eq!(session, "s1");
        assert_eq!(key.open("s1", rest), Some("abc123"));
        assert_eq!(key.open("s2", rest), None, "the tag binds the session id");
        assert_eq!(key.open("s1", &rest[..rest.len() - 1]), None, "a truncated key");
        assert_eq!(key.open("s1", "abc123"), None, "the world's secret alone");
        let other = SessionKey::random().unwrap();
        assert_ne!(key, other, "two draws from the operating system");
        assert_eq!(other.open("s1", rest), None);
    }

    #[test]
    fn a_key_that_opened_is_remembered_and_no_other() {
        let key = SessionKey::random().unwrap();
        let sealed = key.seal("s1", "abc123");
        let rest = sealed.split_once('.').unwrap().1;
        let mut opened = Opened::default();
        assert_eq!(opened.get(rest), None);
        opened.insert(rest);
        assert_eq!(opened.get(rest), Some("abc123"));
        assert_eq!(opened.get(&rest[..rest.len() - 1]), None, "only the whole string");
        for i in 0..Opened::MAX {
            opened.insert(&format!("{i:0>40}"));
        }
        assert!(opened.0.len() <= Opened::MAX, "bounded");
    }

    #[test]
    fn seeded_keys_are_the_same_everywhere_and_differ_per_session() {
        assert_eq!(SessionKey::seeded(7, "s1"), SessionKey::seeded(7, "s1"));
        assert_ne!(SessionKey::seeded(7, "s1"), SessionKey::seeded(7, "s2"));
        assert_ne!(SessionKey::seeded(7, "s1"), SessionKey::seeded(8, "s1"));
    }

    #[test]
    fn a_one_shot_id_keeps_its_prefix_and_shape_and_hides_its_hex() {
        let key = SessionKey::random().unwrap();
        let shown = one_shot(Some(&key), "s1", "pay_0123456789abcdef01234567");
        assert!(shown.starts_with("pay_") && shown.len() == 28, "{shown}");
        assert!(shown[4..].bytes().all(|b| HEX.contains(&b)), "{shown}");
        assert_ne!(shown, "pay_0123456789abcdef01234567");
        assert_ne!(shown, one_shot(Some(&key), "s2", "pay_0123456789abcdef01234567"), "per session");
        assert_eq!(one_shot(None, "s1", "pay_0a"), "pay_0a", "deterministic secrets keep the world's");
        let uuid = one_shot(Some(&key), "s1", "0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b");
        assert_eq!(uuid.match_indices('-').map(|(i, _)| i).collect::<Vec<_>>(), [8, 13, 18, 23], "{uuid}");
        let ticket = one_shot(Some(&key), "s1", "3ds_0a1b2c3d4e5f");
        assert!(ticket.starts_with("3ds_") && ticket != "3ds_0a1b2c3d4e5f", "the prefix is kept, not drawn: {ticket}");
    }

    #[test]
    fn odd_input_is_refused_not_panicked_on() {
        let key = SessionKey::seeded(1, "default");
        for sent in ["", "x", "é".repeat(20).as_str(), &"z".repeat(40), &"ab".repeat(16)] {
            assert_eq!(key.open("default", sent), None, "{sent}");
        }
    }
}

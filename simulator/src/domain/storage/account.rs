//! A user's storage (S3) account and its key pairs (`GET /storage/user`, `/storage/user/keys`).
//! The account is made, with one key pair, on the first `GET /storage/user` or the first bucket;
//! before that the key calls answer "Storage account not found." (docs/product/storage.md#keys, live).

use jiff::Timestamp;
use spec::error::storage as msg;

use super::random_text;
use crate::domain::{Cx, DomainError, DomainResult};
pub use crate::world::storage::{KeyRecord, StorageAccount};
use crate::world::{UserId, World};

const ACCESS_ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
pub const SECRET_ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/+";

/// The caller's storage account, made with one key pair if it does not exist yet.
pub fn provision<'w>(world: &'w mut World, cx: &Cx) -> DomainResult<&'w StorageAccount> {
    let user = cx.actor()?;
    if !world.storage.accounts.contains_key(&user) {
        let key = new_key(world, cx.now);
        let account = StorageAccount { user_id: user, created_at: cx.now, keys: vec![key] };
        world.storage.accounts.insert(user, account);
    }
    Ok(&world.storage.accounts[&user])
}

/// The caller's storage account, which must exist.
pub fn account<'w>(world: &'w World, cx: &Cx) -> DomainResult<&'w StorageAccount> {
    let user = cx.actor()?;
    world.storage.accounts.get(&user).ok_or_else(|| DomainError::NotFound(msg::ACCOUNT_NOT_FOUND.into()))
}

/// Adds a key pair to the caller's account.
pub fn key_create<'w>(world: &'w mut World, cx: &Cx) -> DomainResult<&'w StorageAccount> {
    let user = account(world, cx)?.user_id;
    let key = new_key(world, cx.now);
    let account = world.storage.accounts.get_mut(&user).ok_or_else(|| DomainError::NotFound(msg::ACCOUNT_NOT_FOUND.into()))?;
    account.keys.push(key);
    Ok(account)
}

/// Deletes one of the caller's key pairs; requests signed with it are refused from now on.
pub fn key_delete(world: &mut World, cx: &Cx, access_key: &str) -> DomainResult<()> {
    let user = account(world, cx)?.user_id;
    let keys = &mut world.storage.accounts.get_mut(&user).expect("checked above").keys;
    let before = keys.len();
    keys.retain(|k| k.access_key != access_key);
    if keys.len() == before {
        return Err(DomainError::NotFound(msg::KEY_NOT_FOUND.into()));
    }
    Ok(())
}

/// The user a key pair belongs to and its secret, for checking a signature.
pub fn signer<'w>(world: &'w World, access_key: &str) -> Option<(UserId, &'w str)> {
    world.storage.accounts.values().find_map(|account| {
        account.keys.iter().find(|k| k.access_key == access_key).map(|k| (account.user_id, k.secret_key.as_str()))
    })
}

/// A fresh key pair: a 20-character access key ID and a 40-character secret, as AWS and RGW
/// make them.
fn new_key(world: &mut World, now: Timestamp) -> KeyRecord {
    loop {
        let access_key = random_text(world, 20, ACCESS_ALPHABET);
        if signer(world, &access_key).is_none() {
            let secret_key = random_text(world, 40, SECRET_ALPHABET);
            return KeyRecord { access_key, secret_key, created_at: now };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;

    #[test]
    fn keys_need_the_account_which_the_first_read_makes_with_one_key() {
        let mut fx = Fixture::new();
        let missing = DomainError::NotFound(msg::ACCOUNT_NOT_FOUND.into());
        assert_eq!(fx.run(|w, cx| account(w, cx).map(|_| ())), Err(missing.clone()));
        assert_eq!(fx.run(|w, cx| key_create(w, cx).map(|_| ())), Err(missing.clone()));
        assert_eq!(fx.run(|w, cx| key_delete(w, cx, "AKIA")), Err(missing));
        let first = fx.run(|w, cx| provision(w, cx).map(|a| a.keys.clone())).unwrap();
        assert_eq!(first.len(), 1);
        assert_eq!((first[0].access_key.len(), first[0].secret_key.len()), (20, 40));
        // A second read is the same account.
        assert_eq!(fx.run(|w, cx| provision(w, cx).map(|a| a.keys.clone())).unwrap(), first);
        let both = fx.run(|w, cx| key_create(w, cx).map(|a| a.keys.clone())).unwrap();
        assert_eq!(both.len(), 2);
        assert_eq!(signer(&fx.world, &both[1].access_key), Some((fx.owner, both[1].secret_key.as_str())));
        let before = fx.snapshot();
        assert_eq!(fx.run(|w, cx| key_delete(w, cx, "NOPE")), Err(DomainError::NotFound(msg::KEY_NOT_FOUND.into())));
        assert_eq!(fx.snapshot(), before);
        fx.run(|w, cx| key_delete(w, cx, &both[0].access_key)).unwrap();
        assert_eq!(signer(&fx.world, &both[0].access_key), None);
    }
}

//! Saved SSH keys (docs/product/identity.md#ssh-keys): the user's own, offered on VM create. The
//! key's pattern and field lengths were checked against the contract before these are called.

use spec::error::identity as msg;
use spec::identity::ssh_key::{SshKeyCreate, SshKeyUpdate};

use crate::domain::{Cx, DomainError, DomainResult};
use crate::world::World;
use crate::world::identity::SshKeyRecord;

/// A user's keys are bounded: every list answers all of them.
pub const MAX_PER_USER: usize = 100;

/// The caller's keys, oldest first (creation order; a uuid breaks a tie of the same second).
pub fn list<'w>(world: &'w World, cx: &Cx) -> DomainResult<Vec<&'w SshKeyRecord>> {
    let user = cx.actor()?;
    let mut keys: Vec<&SshKeyRecord> = world.identity.ssh_keys.values().filter(|k| k.user_id == user).collect();
    keys.sort_by(|a, b| (a.created_at, &a.uuid).cmp(&(b.created_at, &b.uuid)));
    Ok(keys)
}

/// Saves a key. The same key material (type and body, whatever the comment) is refused a second
/// time: a VM would get it twice.
pub fn create(world: &mut World, cx: &Cx, input: SshKeyCreate) -> DomainResult<SshKeyRecord> {
    let user_id = cx.actor()?;
    let name = required_name(&input.name)?;
    let public_key = input.public_key.trim().to_string();
    let owned = list(world, cx)?;
    if owned.iter().any(|k| material(&k.public_key) == material(&public_key)) {
        return Err(DomainError::Conflict(msg::SSH_KEY_EXISTS.into()));
    }
    if owned.len() >= MAX_PER_USER {
        return Err(DomainError::Conflict(msg::TOO_MANY_SSH_KEYS.into()));
    }
    let uuid = world.uuid();
    let key = SshKeyRecord { uuid: uuid.clone(), user_id, name, public_key, created_at: cx.now };
    world.identity.ssh_keys.insert(uuid, key.clone());
    Ok(key)
}

pub fn rename<'w>(world: &'w mut World, cx: &Cx, uuid: &str, input: SshKeyUpdate) -> DomainResult<&'w SshKeyRecord> {
    let name = required_name(&input.name)?;
    let key = owned_mut(world, cx, uuid)?;
    key.name = name;
    Ok(key)
}

pub fn delete(world: &mut World, cx: &Cx, uuid: &str) -> DomainResult<()> {
    owned_mut(world, cx, uuid)?;
    world.identity.ssh_keys.remove(uuid);
    Ok(())
}

/// Another user's key is as unknown as a missing one.
fn owned_mut<'w>(world: &'w mut World, cx: &Cx, uuid: &str) -> DomainResult<&'w mut SshKeyRecord> {
    let user = cx.actor()?;
    let not_found = || DomainError::NotFound(msg::no_such_ssh_key(uuid));
    world.identity.ssh_keys.get_mut(uuid).filter(|k| k.user_id == user).ok_or_else(not_found)
}

/// A name of spaces is no name.
fn required_name(name: &str) -> DomainResult<String> {
    let name = name.trim();
    if name.is_empty() { Err(DomainError::invalid("name", spec::error::validation::REQUIRED)) } else { Ok(name.to_string()) }
}

/// The key's type and body, without its comment.
fn material(public_key: &str) -> (&str, &str) {
    let mut parts = public_key.split_whitespace();
    (parts.next().unwrap_or_default(), parts.next().unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;

    const KEY: &str = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHJ0ZXN0a2V5 mari@laptop";

    fn cx(f: &Fixture, user: u64) -> Cx<'_> {
        Cx::new(f.world.now, Some(user), &f.brand, None)
    }

    /// Saves a key as the fixture's owner.
    fn create_as(f: &mut Fixture, name: &str, key: &str) -> DomainResult<SshKeyRecord> {
        let (brand, now) = (f.brand.clone(), f.world.now);
        let cx = Cx::new(now, Some(f.owner), &brand, None);
        create(&mut f.world, &cx, SshKeyCreate { name: name.into(), public_key: key.into() })
    }

    #[test]
    fn a_key_is_saved_with_a_seeded_uuid_and_the_clock_s_time_and_listed_only_to_its_owner() {
        let mut f = Fixture::new();
        let key = create_as(&mut f, " laptop ", KEY).unwrap();
        assert_eq!((key.name.as_str(), key.created_at, key.user_id), ("laptop", f.world.now, f.owner));
        assert_eq!(list(&f.world, &cx(&f, f.owner)).unwrap(), [&key]);
        let stranger = f.owner + 10_000;
        assert!(list(&f.world, &cx(&f, stranger)).unwrap().is_empty());
        let (brand, now) = (f.brand.clone(), f.world.now);
        let refused = delete(&mut f.world, &Cx::new(now, Some(stranger), &brand, None), &key.uuid);
        assert_eq!(refused.unwrap_err(), DomainError::NotFound(msg::no_such_ssh_key(&key.uuid)));
    }

    #[test]
    fn the_same_key_material_is_refused_twice_whatever_its_comment_and_nothing_changes() {
        let mut f = Fixture::new();
        create_as(&mut f, "laptop", KEY).unwrap();
        let before = serde_json::to_string(&f.world).unwrap();
        let again = create_as(&mut f, "other", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHJ0ZXN0a2V5 other comment");
        assert_eq!(again.unwrap_err(), DomainError::Conflict(msg::SSH_KEY_EXISTS.into()));
        assert_eq!(before, serde_json::to_string(&f.world).unwrap());
    }

    #[test]
    fn a_blank_name_is_refused_on_create_and_rename() {
        let mut f = Fixture::new();
        let blank = DomainError::invalid("name", spec::error::validation::REQUIRED);
        assert_eq!(create_as(&mut f, "  ", KEY).unwrap_err(), blank);
        let key = create_as(&mut f, "laptop", KEY).unwrap();
        let (brand, now) = (f.brand.clone(), f.world.now);
        let cx = Cx::new(now, Some(f.owner), &brand, None);
        assert_eq!(rename(&mut f.world, &cx, &key.uuid, SshKeyUpdate { name: " ".into() }).unwrap_err(), blank);
        assert_eq!(rename(&mut f.world, &cx, &key.uuid, SshKeyUpdate { name: "desk".into() }).unwrap().name, "desk");
    }

    #[test]
    fn the_hundred_and_first_key_is_refused() {
        let mut f = Fixture::new();
        for i in 0..MAX_PER_USER {
            create_as(&mut f, "k", &format!("ssh-rsa AAAA{i} n")).unwrap();
        }
        let over = create_as(&mut f, "k", "ssh-rsa BBBB n").unwrap_err();
        assert_eq!(over, DomainError::Conflict(msg::TOO_MANY_SSH_KEYS.into()));
    }

    #[test]
    fn a_deleted_key_is_gone() {
        let mut f = Fixture::new();
        let key = create_as(&mut f, "laptop", KEY).unwrap();
        let (brand, now) = (f.brand.clone(), f.world.now);
        let cx = Cx::new(now, Some(f.owner), &brand, None);
        delete(&mut f.world, &cx, &key.uuid).unwrap();
        assert!(list(&f.world, &cx).unwrap().is_empty());
        assert!(delete(&mut f.world, &cx, &key.uuid).is_err());
    }
}

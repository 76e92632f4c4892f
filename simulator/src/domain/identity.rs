//! The signed-in user, profile, privileges and MFA (docs/product/identity.md#mfa); saved SSH keys
//! in `ssh_key`.

pub mod ssh_key;

use spec::error::identity as msg;
use spec::identity::ProfileUpdate;

use hmac::{Hmac, KeyInit, Mac};
use jiff::Timestamp;
use sha2::Sha256;
use spec::config::{Brand, ChatProvider};
use spec::control::Role;

use super::encode::hex;
use super::{Cx, DomainError, DomainResult, access};
use crate::world::identity::IdentityEvent;
use crate::world::{MfaTicket, ProfileRecord, UserId, UserRecord, World};

/// A new user with an API key of their own. Seeding and a first sign-in both make users here.
pub fn add_user(
    world: &mut World,
    now: Timestamp,
    email: &str,
    first: &str,
    last: &str,
    role: Role,
    signup_site: Option<String>,
) -> UserId {
    let id = world.next_id();
    let profile_id = world.next_id();
    let cookie_id = world.hex(16);
    let secret = world.hex(16);
    let profile = ProfileRecord {
        id: profile_id,
        first_name: first.to_string(),
        last_name: last.to_string(),
        personal_id_number: String::new(),
        phone_number: String::new(),
        lang: String::new(),
        avatar: String::new(),
        created_at: now,
        updated_at: now,
    };
    let user = UserRecord {
        id,
        cookie_id,
        email: email.to_string(),
        role,
        is_admin: role == Role::Admin,
        signup_site,
        last_activity: None,
        profile,
        mfa_active: false,
    };
    world.identity.users.insert(id, user);
    world.identity.api_keys.insert(secret, id);
    id
}

/// The secret of the user's own API key (not a token's or an impersonation key).
pub fn own_key(world: &World, user: UserId) -> Option<String> {
    world.identity.api_keys.iter().find(|(secret, id)| **id == user && access::is_own_key(world, secret)).map(|(s, _)| s.clone())
}

pub fn current_user<'w>(world: &'w World, cx: &Cx) -> DomainResult<&'w UserRecord> {
    let id = cx.actor()?;
    world.user(id).ok_or_else(|| DomainError::Forbidden(spec::error::gateway::INVALID_CREDENTIALS.into()))
}

/// A user by id (one an operation just resolved, e.g. at sign-in).
pub fn user(world: &World, id: UserId) -> DomainResult<&UserRecord> {
    world.user(id).ok_or_else(|| DomainError::NotFound(format!("No such user: {id}")))
}

fn current_user_mut<'w>(world: &'w mut World, cx: &Cx) -> DomainResult<&'w mut UserRecord> {
    let id = cx.actor()?;
    world.identity.users.get_mut(&id).ok_or_else(|| DomainError::Forbidden(spec::error::gateway::INVALID_CREDENTIALS.into()))
}

/// Changes only the fields given. Field rules (lengths, phone and language patterns) were
/// checked against the contract's schema before this is called.
pub fn profile_update<'w>(world: &'w mut World, cx: &Cx, input: ProfileUpdate) -> DomainResult<&'w UserRecord> {
    let user = current_user_mut(world, cx)?;
    let p = &mut user.profile;
    let fields = [
        (&mut p.first_name, input.first_name),
        (&mut p.last_name, input.last_name),
        (&mut p.personal_id_number, input.personal_id_number),
        (&mut p.phone_number, input.phone_number),
        (&mut p.lang, input.lang),
    ];
    for (slot, value) in fields {
        if let Some(value) = value {
            *slot = value.trim().to_string();
        }
    }
    p.updated_at = cx.now;
    Ok(user)
}

/// Administrators only: everyone else is refused (the console reads 403 as "not an admin").
pub fn privileges<'w>(world: &'w World, cx: &Cx) -> DomainResult<&'w UserRecord> {
    let user = current_user(world, cx)?;
    if user.is_admin { Ok(user) } else { Err(DomainError::Forbidden(msg::NOT_ADMIN.into())) }
}

/// Starts MFA enrolment: a ticket the user completes at the identity provider before it expires.
/// A new activation replaces any ticket still open.
pub fn mfa_activate(world: &mut World, cx: &Cx) -> DomainResult<MfaTicket> {
    if !cx.brand.config.features.mfa_available {
        return Err(DomainError::Conflict(msg::MFA_NOT_AVAILABLE.into()));
    }
    let user = current_user(world, cx)?;
    if user.mfa_active {
        return Err(DomainError::Conflict(msg::MFA_ALREADY_ACTIVE.into()));
    }
    let user_id = user.id;
    world.identity.mfa_tickets.retain(|_, t| t.user_id != user_id);
    let id = world.uuid();
    let valid = cx.brand.simulation.durations.mfa_ticket_valid;
    let ticket = MfaTicket { id: id.clone(), user_id, expires_at: cx.now + jiff::SignedDuration::from_secs(valid.into()) };
    world.identity.mfa_tickets.insert(id.clone(), ticket.clone());
    world.schedule(cx.now, valid, IdentityEvent::MfaTicketExpired { ticket_id: id });
    Ok(ticket)
}

/// Completes enrolment with an open ticket (what the identity provider's page does).
/// No open MFA ticket has this id.
pub fn unknown_ticket(ticket_id: &str) -> DomainError {
    DomainError::NotFound(format!("Unknown MFA ticket {ticket_id}"))
}

pub fn mfa_enrol(world: &mut World, ticket_id: &str) -> DomainResult<()> {
    let ticket = world.identity.mfa_tickets.remove(ticket_id).ok_or_else(|| unknown_ticket(ticket_id))?;
    if let Some(user) = world.identity.users.get_mut(&ticket.user_id) {
        user.mfa_active = true;
    }
    Ok(())
}

/// Deactivation is deprecated and currently unavailable (docs/product/identity.md#mfa): an active
/// MFA stays active, 409 naming why.
pub fn mfa_deactivate(world: &mut World, cx: &Cx) -> DomainResult<()> {
    let user = current_user_mut(world, cx)?;
    if !user.mfa_active {
        return Err(DomainError::Conflict(msg::MFA_NOT_ACTIVE.into()));
    }
    Err(DomainError::Conflict(msg::MFA_DEACTIVATION_UNAVAILABLE.into()))
}

pub(super) fn mfa_ticket_expired(world: &mut World, _cx: &Cx, ticket_id: &str) {
    world.identity.mfa_tickets.remove(ticket_id);
}

/// The user's `intercom_user_hash` (docs/product/identity.md#user): HMAC-SHA256 (hex) of the user id
/// with the brand's chat secret, only where the brand's chat is Intercom-style. The same brand and
/// user always give the same hash, so the chat provider can check who the console says is chatting.
pub fn intercom_user_hash(brand: &Brand, user: UserId) -> Option<String> {
    let intercom = brand.config.chat_config.as_ref().is_some_and(|chat| chat.kind == ChatProvider::Intercom);
    let secret = brand.simulation.chat_secret.as_deref().filter(|_| intercom)?;
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes a key of any length");
    mac.update(user.to_string().as_bytes());
    Some(hex(&mac.finalize().into_bytes()))
}

/// The user's `kong_key` (docs/product/identity.md#user): the id of their own API key at the
/// gateway, as a token's `kong_id` is its key's. Derived one way from the key, so it names the key
/// without revealing it, and stays the same for the key's life; `None` for a user without one.
pub fn kong_key(world: &World, user: UserId) -> Option<String> {
    use sha2::Digest;
    let digest = Sha256::new_with_prefix(b"kong_key\0").chain_update(own_key(world, user)?.as_bytes()).finalize();
    let h = hex(&digest[..16]);
    Some(format!("{}-{}-{}-{}-{}", &h[..8], &h[8..12], &h[12..16], &h[16..20], &h[20..32]))
}

/// Every user of the world, by id.
pub fn users(world: &World) -> impl Iterator<Item = &UserRecord> {
    world.identity.users.values()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{seed, session};
    use spec::control::WorldKind;

    fn setup() -> (World, spec::config::Brand) {
        let brand = crate::brands::Brands::embedded().unwrap().default_brand().as_ref().clone();
        let world = seed::world(&brand, 7, WorldKind::Empty, session::DEFAULT_START.parse().unwrap());
        (world, brand)
    }

    fn owner(world: &World) -> u64 {
        world.identity.users.values().find(|u| u.role == spec::control::Role::Owner).unwrap().id
    }

    #[test]
    fn profile_update_changes_only_the_given_fields() {
        let (mut world, brand) = setup();
        let cx = Cx::new(world.now, Some(owner(&world)), &brand, None);
        let before = world.user(owner(&world)).unwrap().profile.clone();
        let input = ProfileUpdate { first_name: Some(" Mari ".into()), ..Default::default() };
        let user = profile_update(&mut world, &cx, input).unwrap();
        assert_eq!(user.profile.first_name, "Mari");
        assert_eq!(user.profile.last_name, before.last_name);
    }

    #[test]
    fn a_normal_user_has_no_privileges() {
        let (world, brand) = setup();
        let cx = Cx::new(world.now, Some(owner(&world)), &brand, None);
        assert_eq!(privileges(&world, &cx).unwrap_err(), DomainError::Forbidden(msg::NOT_ADMIN.into()));
    }

    #[test]
    fn mfa_deactivation_was_accepted_though_the_spec_calls_it_unavailable() {
        let (mut world, mut brand) = setup();
        brand.config.features.mfa_available = true;
        let cx = Cx::new(world.now, Some(owner(&world)), &brand, None);
        let ticket = mfa_activate(&mut world, &cx).unwrap();
        mfa_enrol(&mut world, &ticket.id).unwrap();
        assert!(mfa_enrol(&mut world, &ticket.id).is_err(), "a ticket works once");
        assert_eq!(mfa_activate(&mut world, &cx).unwrap_err(), DomainError::Conflict(msg::MFA_ALREADY_ACTIVE.into()));
        let refused = DomainError::Conflict(msg::MFA_DEACTIVATION_UNAVAILABLE.into());
        assert_eq!(mfa_deactivate(&mut world, &cx).unwrap_err(), refused);
        assert!(world.user(owner(&world)).unwrap().mfa_active, "an active MFA stays active");
    }

    #[test]
    fn the_intercom_hash_is_the_users_id_signed_with_the_brands_chat_secret() {
        let (_, mut brand) = setup();
        brand.simulation.chat_secret = Some("key".into());
        let hash = intercom_user_hash(&brand, 42).unwrap();
        // HMAC-SHA256("key", "42"), as `printf 42 | openssl dgst -sha256 -hmac key` gives it.
        assert_eq!(hash, "f2991b7ce981d0b5adc5e6a0f31acaeb407bfc21354bbcc31a0c43eaffa83d65");
        assert_eq!(intercom_user_hash(&brand, 42).as_deref(), Some(hash.as_str()), "the same brand and user, the same hash");
        assert_ne!(intercom_user_hash(&brand, 43).as_deref(), Some(hash.as_str()));
        brand.simulation.chat_secret = Some("other".into());
        assert_ne!(intercom_user_hash(&brand, 42).as_deref(), Some(hash.as_str()), "each brand signs with its own secret");
    }

    #[test]
    fn only_an_intercom_style_chat_gets_a_user_hash() {
        let (_, mut brand) = setup();
        assert!(intercom_user_hash(&brand, 42).is_some(), "the default brand's chat is Intercom-style");
        let chat = brand.config.chat_config.as_mut().unwrap();
        chat.kind = ChatProvider::Tawk;
        assert_eq!(intercom_user_hash(&brand, 42), None);
        brand.config.chat_config = None;
        assert_eq!(intercom_user_hash(&brand, 42), None);
    }

    #[test]
    fn mfa_is_refused_where_the_site_does_not_offer_it() {
        let (mut world, mut brand) = setup();
        brand.config.features.mfa_available = false;
        let cx = Cx::new(world.now, Some(owner(&world)), &brand, None);
        let before = serde_json::to_string(&world).unwrap();
        assert!(mfa_activate(&mut world, &cx).is_err());
        assert_eq!(before, serde_json::to_string(&world).unwrap(), "a refusal changes nothing");
    }
}

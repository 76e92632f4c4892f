//! API keys and what they may do: the user's own keys, API tokens (global or restricted to one
//! billing account), access groups with invitations, and impersonation keys that act as the owner
//! within the group's scope (docs/product/access.md#impersonation, docs/product/access.md#delegation). Revoking a token, an invitation or a group
//! removes its keys at once, so the next request with them is refused by the gateway.
//!
//! `world.api_keys` keeps mapping every key secret to the user it acts as; a key that is more
//! than the user's own has a [`KeyGrant`] here saying why it exists and how far it reaches.

use jiff::SignedDuration;
use spec::access::{AccessGroupCreate, ImpersonationCreate, TokenCreate, TokenUpdate};
use spec::error::access as msg;

use super::{Cx, DomainError, DomainResult};
use crate::world::access::AccessEvent;
pub use crate::world::access::{Access, GroupRecord, InvitationRecord, KeyGrant, Principal, TokenRecord};
use crate::world::{UserId, World};

/// What a key secret signs in as right now, or `None` when it is unknown or was revoked.
pub fn principal(world: &World, secret: &str) -> Option<Principal> {
    let user = *world.identity.api_keys.get(secret)?;
    world.identity.users.get(&user)?;
    let Some(grant) = world.access.grants.get(secret) else {
        return Some(Principal { user, acting_user: None, scope: None });
    };
    match grant {
        KeyGrant::Token { token_id } => {
            let token = world.access.tokens.get(token_id)?;
            // Revocation removes such a token; an invitation gone by any other way ends it too.
            if token.through.iter().any(|uuid| !world.access.invitations.contains_key(uuid)) {
                return None;
            }
            Some(Principal { user, acting_user: None, scope: token.restricted.then_some(token.billing_account_id) })
        }
        KeyGrant::Impersonation { invitation, acting_user_id } => {
            let invitation = world.access.invitations.get(invitation).filter(|i| i.is_accepted)?;
            let group = world.access.groups.get(&invitation.group_id)?;
            let scope = (group.billing_account_id != 0).then_some(group.billing_account_id);
            Some(Principal { user, acting_user: Some(*acting_user_id), scope })
        }
        KeyGrant::Admin { acting_user_id } => {
            world.identity.users.get(acting_user_id).filter(|u| u.is_admin)?;
            Some(Principal { user, acting_user: Some(*acting_user_id), scope: None })
        }
    }
}

/// Whether `secret` is a user's own key (not a token or an impersonation key).
pub fn is_own_key(world: &World, secret: &str) -> bool {
    world.identity.api_keys.contains_key(secret) && !world.access.grants.contains_key(secret)
}

fn issue_key(world: &mut World, user: UserId, grant: KeyGrant) -> String {
    let secret = world.hex(16);
    world.identity.api_keys.insert(secret.clone(), user);
    world.access.grants.insert(secret.clone(), grant);
    secret
}

fn revoke_keys(world: &mut World, revoked: impl Fn(&KeyGrant) -> bool) {
    let gone: Vec<String> = world.access.grants.iter().filter(|(_, g)| revoked(g)).map(|(s, _)| s.clone()).collect();
    for secret in gone {
        world.access.grants.remove(&secret);
        world.identity.api_keys.remove(&secret);
    }
}

/// A billing account id the caller may name: 0 (none) or one of the user's live accounts, and
/// within the caller's scope; a deleted account scopes nothing (docs/product/access.md#api-tokens).
fn check_account(world: &World, cx: &Cx, user: UserId, id: u64) -> DomainResult<()> {
    if cx.scope.is_some_and(|scope| scope != id) {
        return Err(DomainError::invalid("billing_account_id", msg::OUTSIDE_SCOPE));
    }
    if id != 0 && world.billing.accounts.get(&id).is_none_or(|a| a.user_id != user || a.is_deleted) {
        return Err(DomainError::invalid("billing_account_id", msg::UNKNOWN_BILLING_ACCOUNT));
    }
    Ok(())
}

pub fn tokens(world: &World, cx: &Cx) -> DomainResult<Vec<TokenRecord>> {
    let user = cx.actor()?;
    let visible = |t: &&TokenRecord| t.user_id == user && cx.scope.is_none_or(|scope| t.billing_account_id == scope);
    Ok(world.access.tokens.values().filter(visible).cloned().collect())
}

/// Tokens a user may hold: each answer lists them all with their secrets (as the API's
/// does), so their number bounds its size (docs/product/access.md#api-tokens).
pub const MAX_TOKENS: usize = 100;

pub fn token_create(world: &mut World, cx: &Cx, input: TokenCreate) -> DomainResult<Vec<TokenRecord>> {
    let user = cx.actor()?;
    // A restricted caller's tokens are restricted to its account too; it need not name it.
    let (account, restricted) = match cx.scope {
        Some(scope) => (if input.billing_account_id == 0 { scope } else { input.billing_account_id }, true),
        None => (input.billing_account_id, input.restricted),
    };
    check_account(world, cx, user, account)?;
    if restricted && account == 0 {
        return Err(DomainError::invalid("billing_account_id", msg::RESTRICTED_NEEDS_ACCOUNT));
    }
    if world.access.tokens.values().filter(|t| t.user_id == user).count() >= MAX_TOKENS {
        return Err(DomainError::Conflict(msg::TOO_MANY_TOKENS.into()));
    }
    let id = world.next_id();
    let secret = issue_key(world, user, KeyGrant::Token { token_id: id });
    let (consumer_id, kong_id) = (world.uuid(), world.uuid());
    let token = TokenRecord {
        id,
        user_id: user,
        billing_account_id: account,
        description: input.description.trim().to_string(),
        restricted,
        secret,
        consumer_id,
        kong_id,
        created_at: cx.now,
        updated_at: cx.now,
        acting_user_id: cx.acting_user,
        through: cx.acting_user.map(|delegate| delegations(world, user, delegate)).unwrap_or_default(),
    };
    world.access.tokens.insert(id, token);
    tokens(world, cx)
}

/// The caller's token `id` within its scope; anything else answers the server's `failure` text.
fn own_token<'w>(world: &'w World, cx: &Cx, id: u64, failure: &str) -> DomainResult<&'w TokenRecord> {
    let user = cx.actor()?;
    world
        .access
        .tokens
        .get(&id)
        .filter(|t| t.user_id == user && cx.scope.is_none_or(|scope| t.billing_account_id == scope))
        .ok_or_else(|| DomainError::NotFound(failure.into()))
}

pub fn token_update(world: &mut World, cx: &Cx, input: TokenUpdate) -> DomainResult<Vec<TokenRecord>> {
    let current = own_token(world, cx, input.token_id, msg::UPDATE_TOKEN_FAILED)?;
    let user = current.user_id;
    let account = input.billing_account_id.unwrap_or(current.billing_account_id);
    let restricted = input.restricted.unwrap_or(current.restricted) || cx.scope.is_some();
    check_account(world, cx, user, account)?;
    if restricted && account == 0 {
        return Err(DomainError::invalid("billing_account_id", msg::RESTRICTED_NEEDS_ACCOUNT));
    }
    let token =
        world.access.tokens.get_mut(&input.token_id).ok_or_else(|| DomainError::NotFound(msg::UPDATE_TOKEN_FAILED.into()))?;
    token.billing_account_id = account;
    token.restricted = restricted;
    if let Some(description) = input.description {
        token.description = description.trim().to_string();
    }
    token.updated_at = cx.now;
    tokens(world, cx)
}

pub fn token_delete(world: &mut World, cx: &Cx, token_id: u64) -> DomainResult<()> {
    own_token(world, cx, token_id, msg::DELETE_TOKEN_FAILED)?;
    world.access.tokens.remove(&token_id);
    revoke_keys(world, |g| *g == KeyGrant::Token { token_id });
    Ok(())
}

/// The caller's groups within its scope.
pub fn groups(world: &World, cx: &Cx) -> DomainResult<Vec<GroupRecord>> {
    let user = cx.actor()?;
    let visible = |g: &&GroupRecord| g.owner_id == user && cx.scope.is_none_or(|scope| g.billing_account_id == scope);
    Ok(world.access.groups.values().filter(visible).cloned().collect())
}

pub fn invitations_of(world: &World, group: u64) -> Vec<&InvitationRecord> {
    world.access.invitations.values().filter(|i| i.group_id == group).collect()
}

/// The access group an invitation is to, if it still exists.
pub fn group_of<'w>(world: &'w World, invitation: &InvitationRecord) -> Option<&'w GroupRecord> {
    world.access.groups.get(&invitation.group_id)
}

pub fn group_create(world: &mut World, cx: &Cx, input: AccessGroupCreate) -> DomainResult<GroupRecord> {
    let user = cx.actor()?;
    not_while_acting(cx)?;
    let name = input.name.trim().to_string();
    if name.is_empty() {
        return Err(DomainError::invalid("name", spec::error::validation::REQUIRED));
    }
    check_account(world, cx, user, input.billing_account_id)?;
    let id = world.next_id();
    let group = GroupRecord {
        id,
        owner_id: user,
        billing_account_id: input.billing_account_id,
        name,
        created_at: cx.now,
        updated_at: cx.now,
    };
    world.access.groups.insert(id, group.clone());
    Ok(group)
}

/// The caller's group `id` (as the path gives it) within its scope, with its owner; anything
/// else, a malformed id included, answers the server's `failure` text.
fn own_group(world: &World, cx: &Cx, id: &str, failure: &str) -> DomainResult<(u64, UserId)> {
    let user = cx.actor()?;
    let group = id.parse::<u64>().ok().and_then(|id| world.access.groups.get(&id));
    match group {
        Some(g) if g.owner_id == user && cx.scope.is_none_or(|scope| g.billing_account_id == scope) => Ok((g.id, user)),
        _ => Err(DomainError::NotFound(failure.into())),
    }
}

pub fn group_delete(world: &mut World, cx: &Cx, id: &str) -> DomainResult<()> {
    let (id, _) = own_group(world, cx, id, msg::DELETE_GROUP_FAILED)?;
    world.access.groups.remove(&id);
    let gone: Vec<String> = invitations_of(world, id).iter().map(|i| i.uuid.clone()).collect();
    remove_invitations(world, &gone);
    Ok(())
}

/// Removes invitations and ends everything started through them: the delegates' impersonation
/// keys and the tokens they minted while delegated (docs/product/access.md#impersonation).
fn remove_invitations(world: &mut World, gone: &[String]) {
    for uuid in gone {
        world.access.invitations.remove(uuid);
    }
    let minted: Vec<u64> =
        world.access.tokens.values().filter(|t| t.through.iter().any(|u| gone.contains(u))).map(|t| t.id).collect();
    for id in &minted {
        world.access.tokens.remove(id);
    }
    revoke_keys(world, |g| match g {
        KeyGrant::Impersonation { invitation, .. } => gone.contains(invitation),
        KeyGrant::Token { token_id } => minted.contains(token_id),
        KeyGrant::Admin { .. } => false,
    });
}

/// The accepted invitations through which `delegate` may act for `owner` (none for an
/// administrator's key).
fn delegations(world: &World, owner: UserId, delegate: UserId) -> Vec<String> {
    world
        .access
        .invitations
        .values()
        .filter(|i| i.is_accepted && i.grantee_id == Some(delegate))
        .filter(|i| world.access.groups.get(&i.group_id).is_some_and(|g| g.owner_id == owner))
        .map(|i| i.uuid.clone())
        .collect()
}

/// Sharing the owner's access is the owner's own act: a delegate acting for them could otherwise
/// grant itself a new share that outlives the one it was given.
fn not_while_acting(cx: &Cx) -> DomainResult<()> {
    match cx.acting_user {
        Some(_) => Err(DomainError::Forbidden(msg::NO_REGRANT.into())),
        None => Ok(()),
    }
}

/// A temporary share's time is up (already withdrawn ones are gone and stay gone).
pub fn share_expired(world: &mut World, uuid: &str) {
    remove_invitations(world, &[uuid.to_string()]);
}

pub fn invite(world: &mut World, cx: &Cx, group: &str, input: ImpersonationCreate) -> DomainResult<GroupRecord> {
    not_while_acting(cx)?;
    let (group, owner) = own_group(world, cx, group, msg::CREATE_INVITATION_FAILED)?;
    let email = input.grantee_username.trim().to_ascii_lowercase();
    if world.identity.users.get(&owner).is_some_and(|u| u.email.eq_ignore_ascii_case(&email)) {
        return Err(DomainError::invalid("grantee_username", msg::SHARE_WITH_YOURSELF));
    }
    if invitations_of(world, group).iter().any(|i| i.grantee_username == email) {
        return Err(DomainError::invalid("grantee_username", msg::ALREADY_INVITED));
    }
    let uuid = world.uuid();
    let grantee_id = world.identity.users.values().find(|u| u.email.eq_ignore_ascii_case(&email)).map(|u| u.id);
    let invitation = InvitationRecord {
        uuid: uuid.clone(),
        group_id: group,
        grantee_username: email,
        grantee_id,
        is_accepted: false,
        accepted_at: None,
        created_at: cx.now,
        expires_at: input.duration.map(|d| cx.now + SignedDuration::from_secs(i64::from(d))),
    };
    let record =
        world.access.groups.get_mut(&group).ok_or_else(|| DomainError::NotFound(msg::CREATE_INVITATION_FAILED.into()))?;
    record.updated_at = cx.now;
    let record = record.clone();
    if let Some(duration) = input.duration {
        world.schedule(cx.now, duration, AccessEvent::ShareExpired { uuid: uuid.clone() });
    }
    world.access.invitations.insert(uuid, invitation);
    Ok(record)
}

pub fn invite_delete(world: &mut World, cx: &Cx, group: &str, uuid: &str) -> DomainResult<()> {
    let (group, _) = own_group(world, cx, group, msg::DELETE_INVITATION_FAILED)?;
    if world.access.invitations.get(uuid).is_none_or(|i| i.group_id != group) {
        return Err(DomainError::NotFound(msg::DELETE_INVITATION_FAILED.into()));
    }
    remove_invitations(world, &[uuid.to_string()]);
    Ok(())
}

fn caller_email(world: &World, user: UserId) -> String {
    world.identity.users.get(&user).map(|u| u.email.to_ascii_lowercase()).unwrap_or_default()
}

/// Invitations addressed to the caller's email.
pub fn shared_with(world: &World, cx: &Cx) -> DomainResult<Vec<InvitationRecord>> {
    let me = caller_email(world, cx.actor()?);
    Ok(world.access.invitations.values().filter(|i| i.grantee_username == me).cloned().collect())
}

/// The caller, when invitation `uuid` is addressed to them and they act for themselves.
fn addressed_to_caller(world: &World, cx: &Cx, uuid: &str) -> DomainResult<UserId> {
    let me = cx.actor()?;
    if cx.acting_user.is_some() {
        // Acting for someone else is not the place to take up invitations of one's own.
        return Err(DomainError::Forbidden(msg::NOT_WHILE_ACTING.into()));
    }
    match world.access.invitations.get(uuid) {
        Some(i) if i.grantee_username == caller_email(world, me) => Ok(me),
        _ => Err(DomainError::NotFound(msg::NO_SUCH_INVITATION.into())),
    }
}

/// An invitation's state as its grantee and owner see it (`is_accepted`); a withdrawn or expired
/// one is gone, not a state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum InvitationState {
    Invited,
    Accepted,
}

impl InvitationState {
    pub const fn of(is_accepted: bool) -> InvitationState {
        if is_accepted { InvitationState::Accepted } else { InvitationState::Invited }
    }
}

/// Every state change an invitation makes: [`accept`], once (its test walks it); `cloudsim run
/// --coverage` counts a run's against it.
pub const TRANSITIONS: &[(InvitationState, InvitationState)] = &[(InvitationState::Invited, InvitationState::Accepted)];

pub fn accept(world: &mut World, cx: &Cx, uuid: &str) -> DomainResult<InvitationRecord> {
    let me = addressed_to_caller(world, cx, uuid)?;
    let invitation =
        world.access.invitations.get_mut(uuid).ok_or_else(|| DomainError::NotFound(msg::NO_SUCH_INVITATION.into()))?;
    let moves = (InvitationState::of(invitation.is_accepted), InvitationState::Accepted);
    if !TRANSITIONS.contains(&moves) {
        return Err(DomainError::Conflict(msg::ALREADY_ACCEPTED.into()));
    }
    invitation.is_accepted = true;
    invitation.accepted_at = Some(cx.now);
    invitation.grantee_id = Some(me);
    Ok(invitation.clone())
}

/// A key acting as the owner, for an accepted invitation of the caller.
pub fn start(world: &mut World, cx: &Cx, uuid: &str) -> DomainResult<String> {
    let me = addressed_to_caller(world, cx, uuid)?;
    let invitation = world.access.invitations.get(uuid).ok_or_else(|| DomainError::NotFound(msg::NO_SUCH_INVITATION.into()))?;
    if !invitation.is_accepted {
        return Err(DomainError::Conflict(msg::NOT_ACCEPTED.into()));
    }
    let owner = world
        .access
        .groups
        .get(&invitation.group_id)
        .map(|g| g.owner_id)
        .ok_or_else(|| DomainError::NotFound(msg::NO_SUCH_INVITATION.into()))?;
    Ok(issue_key(world, owner, KeyGrant::Impersonation { invitation: uuid.to_string(), acting_user_id: me }))
}

/// Administrators only: a key acting as the user given by id or email.
pub fn admin_token(world: &mut World, cx: &Cx, user_id: Option<u64>, email: Option<&str>) -> DomainResult<String> {
    let admin = cx.acting_user.unwrap_or(cx.actor()?);
    if !world.identity.users.get(&admin).is_some_and(|u| u.is_admin) {
        return Err(DomainError::Forbidden(spec::error::identity::NOT_ADMIN.into()));
    }
    if user_id.is_none() && email.is_none() {
        return Err(DomainError::invalid("user_id", msg::USER_REQUIRED));
    }
    let target = world
        .identity
        .users
        .values()
        .find(|u| Some(u.id) == user_id || email.is_some_and(|e| u.email.eq_ignore_ascii_case(e.trim())))
        .map(|u| u.id)
        .ok_or_else(|| DomainError::NotFound(msg::NO_SUCH_USER.into()))?;
    Ok(issue_key(world, target, KeyGrant::Admin { acting_user_id: admin }))
}

#[cfg(test)]
mod tests {
    use spec::control::{Role, WorldKind};

    use super::*;
    use crate::brands::Brands;

    /// The default brand's empty world: the brand, the world, its owner and the owner's account.
    fn empty_world() -> (spec::config::Brand, World, UserId, u64) {
        let brand = Brands::embedded().unwrap().default_brand().as_ref().clone();
        let world = crate::seed::world(&brand, 3, WorldKind::Empty, crate::session::DEFAULT_START.parse().unwrap());
        let owner = world.identity.users.values().find(|u| u.role == Role::Owner).unwrap().id;
        let account = world.billing.accounts.values().find(|a| a.user_id == owner).unwrap().id;
        (brand, world, owner, account)
    }

    #[test]
    fn keys_reach_as_far_as_their_grant_and_no_further_once_revoked() {
        let (brand, mut world, owner, account) = empty_world();
        let own = world.identity.api_keys.iter().find(|(_, u)| **u == owner).map(|(s, _)| s.clone()).unwrap();
        assert_eq!(principal(&world, &own), Some(Principal { user: owner, acting_user: None, scope: None }));

        let cx = Cx::new(world.now, Some(owner), &brand, None);
        let input = TokenCreate { billing_account_id: account, description: "ci".into(), restricted: true };
        let token = token_create(&mut world, &cx, input).unwrap().pop().unwrap();
        assert!(!is_own_key(&world, &token.secret));
        assert_eq!(principal(&world, &token.secret).unwrap().scope, Some(account));
        token_delete(&mut world, &cx, token.id).unwrap();
        assert_eq!(principal(&world, &token.secret), None);
        assert!(!world.identity.api_keys.contains_key(&token.secret) && world.access.grants.is_empty());
    }

    #[test]
    fn a_token_or_an_access_group_took_a_deleted_billing_account() {
        let (brand, mut world, owner, account) = empty_world();
        world.billing.accounts.get_mut(&account).unwrap().is_deleted = true;
        let cx = Cx::new(world.now, Some(owner), &brand, None);
        let refused = Err(DomainError::invalid("billing_account_id", msg::UNKNOWN_BILLING_ACCOUNT));
        let token = TokenCreate { billing_account_id: account, description: "t".into(), restricted: true };
        assert_eq!(token_create(&mut world, &cx, token).map(drop), refused);
        let group = AccessGroupCreate { billing_account_id: account, name: "g".into() };
        assert_eq!(group_create(&mut world, &cx, group).map(drop), refused);
    }
}

//! The stand-in identity provider of a session: identities with a password or a Google account,
//! email verification and password reset through mailed links, login with the provider's error
//! texts and rate limiting on the simulated clock, and the one-shot access tokens the console
//! exchanges for an API key (docs/product/identity.md#sign-in-screens, docs/product/identity.md#auth-callback, docs/product/idp.md#rules, docs/product/idp.md#operations).

use std::collections::BTreeMap;

use jiff::SignedDuration;
use serde::{Deserialize, Serialize};
use spec::control::Role;
use spec::error::idp as msg;
use spec::idp::MailKind;

use super::{Cx, DomainError, DomainResult, identity, outbox};
pub use crate::world::idp::{Identity, Idp, LinkKind, Pending};
use crate::world::{UserId, World};

/// Failed logins within this window count towards the limit; once it is reached every attempt
/// is refused until the oldest failure leaves the window.
pub const FAILURE_WINDOW: SignedDuration = SignedDuration::from_mins(15);
pub const MAX_FAILURES: usize = 5;
/// Mailed links stay valid this long.
pub const LINK_VALID: SignedDuration = SignedDuration::from_hours(24);
/// The browser goes from `/co/authenticate` to `/authorize` at once.
pub const LOGIN_TICKET_VALID: SignedDuration = SignedDuration::from_mins(5);
/// The `expires_in` of an access token, in seconds.
pub const ACCESS_TOKEN_SECONDS: i64 = 7200;
/// Disposable-mail domains the provider refuses (docs/product/idp.md#rules "prohibited email domain").
pub const PROHIBITED_DOMAINS: [&str; 4] = ["mailinator.com", "guerrillamail.com", "yopmail.com", "10minutemail.com"];

/// Why the provider refuses; `code` and `description` are its error body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    InvalidEmail,
    WeakPassword,
    PasswordsDiffer,
    ProhibitedDomain,
    AccountExists,
    WrongCredentials,
    TooManyRequests,
    UnknownLink,
}

impl Refusal {
    pub fn code(self) -> &'static str {
        match self {
            Refusal::InvalidEmail => "invalid_body",
            Refusal::WeakPassword | Refusal::PasswordsDiffer => "invalid_password",
            Refusal::ProhibitedDomain => "extensibility_error",
            Refusal::AccountExists => "invalid_signup",
            Refusal::WrongCredentials => "access_denied",
            Refusal::TooManyRequests => "too_many_attempts",
            Refusal::UnknownLink => "invalid_grant",
        }
    }

    pub fn description(self) -> &'static str {
        match self {
            Refusal::InvalidEmail => msg::INVALID_EMAIL,
            Refusal::WeakPassword => msg::WEAK_PASSWORD,
            Refusal::PasswordsDiffer => msg::PASSWORDS_DIFFER,
            Refusal::ProhibitedDomain => msg::PROHIBITED_DOMAIN,
            Refusal::AccountExists => msg::INVALID_SIGNUP,
            Refusal::WrongCredentials => msg::WRONG_CREDENTIALS,
            Refusal::TooManyRequests => msg::TOO_MANY_REQUESTS,
            Refusal::UnknownLink => msg::LINK_EXPIRED,
        }
    }
}

/// What the callback fragment carries on success. The access token is a secret of this world;
/// the HTTP layer prefixes the session, as it does for API keys.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tokens {
    pub access_token: String,
    pub id_token: String,
    pub expires_in: i64,
}

/// Emails compare without case or surrounding blanks.
pub fn normalise(email: &str) -> String {
    email.trim().to_ascii_lowercase()
}

/// The password rule of docs/product/idp.md#rules.
pub fn password_is_strong(password: &str) -> bool {
    password.chars().count() >= 8
        && password.bytes().any(|b| b.is_ascii_lowercase())
        && password.bytes().any(|b| b.is_ascii_uppercase())
        && password.bytes().any(|b| b.is_ascii_digit())
}

/// A password as the provider's steps take it: its digest and what the rules said of it. Made
/// from the typed password at the edge; the state file's log keeps it in the password's place,
/// and replay runs the step on it, so no password is ever written down.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Credential {
    digest: String,
    strong: bool,
    /// The confirmation (where the form asks for one) repeated the password.
    confirmed: bool,
}

impl Credential {
    /// `email` is the identity's address the password is for (normalised here).
    pub fn typed(email: &str, password: &str, confirm: &str) -> Credential {
        Credential {
            digest: digest(&normalise(email), password),
            strong: password_is_strong(password),
            confirmed: password == confirm,
        }
    }
}

/// FNV-1a over email and password: keeps passwords out of plain sight in state exports.
fn digest(email: &str, password: &str) -> String {
    let hash = email
        .bytes()
        .chain([0])
        .chain(password.bytes())
        .fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3));
    format!("{hash:016x}")
}

fn check_email(email: &str) -> Result<(), Refusal> {
    if is_email(email) { Ok(()) } else { Err(Refusal::InvalidEmail) }
}

/// `local@domain.tld` within 254 characters, no space: what the provider takes as an address.
pub fn is_email(email: &str) -> bool {
    email.len() <= 254
        && !email.contains(char::is_whitespace)
        && email.split_once('@').is_some_and(|(local, domain)| {
            !local.is_empty()
                && !domain.contains('@')
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
        })
}

/// `base` is the provider's path on the simulator, for the links in mails.
pub fn signup(world: &mut World, cx: &Cx, base: &str, email: &str, password: &Credential) -> Result<Identity, Refusal> {
    let email = normalise(email);
    check_email(&email)?;
    if email.rsplit_once('@').is_some_and(|(_, domain)| PROHIBITED_DOMAINS.contains(&domain)) {
        return Err(Refusal::ProhibitedDomain);
    }
    if !password.strong {
        return Err(Refusal::WeakPassword);
    }
    if world.idp.identities.contains_key(&email) {
        return Err(Refusal::AccountExists);
    }
    let identity = Identity {
        id: world.hex(12),
        email: email.clone(),
        name: String::new(),
        password_digest: Some(password.digest.clone()),
        email_verified: false,
        user_id: None,
        created_at: cx.now,
    };
    world.idp.identities.insert(email.clone(), identity.clone());
    mail_link(world, cx, base, &email, LinkKind::VerifyEmail);
    Ok(identity)
}

/// Checks the password and hands out a login ticket. An unverified identity gets one too: the
/// provider refuses it at `/authorize`, where the callback can ask to verify the email.
pub fn authenticate(world: &mut World, cx: &Cx, username: &str, password: &Credential) -> Result<String, Refusal> {
    let email = normalise(username);
    check_password(world, cx, &email, password)?;
    let ticket = world.hex(16);
    world.idp.login_tickets.insert(ticket.clone(), Pending { email, expires_at: cx.now + LOGIN_TICKET_VALID });
    Ok(ticket)
}

/// The password of the identity `email` (normalised), with the failures counted towards the
/// rate limit and forgotten on a success.
fn check_password(world: &mut World, cx: &Cx, email: &str, password: &Credential) -> Result<(), Refusal> {
    let since = cx.now - FAILURE_WINDOW;
    let recent = world.idp.failures.get(email).map_or(0, |f| f.iter().filter(|at| **at > since).count());
    if recent >= MAX_FAILURES {
        return Err(Refusal::TooManyRequests);
    }
    let known = world.idp.identities.get(email).and_then(|i| i.password_digest.as_deref());
    if known != Some(password.digest.as_str()) {
        let failures = world.idp.failures.entry(email.to_string()).or_default();
        failures.retain(|at| *at > since);
        failures.push(cx.now);
        return Err(Refusal::WrongCredentials);
    }
    world.idp.failures.remove(email);
    Ok(())
}

/// `/authorize` with a login ticket (used once): tokens, or the `access_denied` description.
pub fn redeem(world: &mut World, cx: &Cx, ticket: &str) -> Result<Tokens, &'static str> {
    let pending = match world.idp.login_tickets.remove(ticket) {
        Some(p) if p.expires_at > cx.now => p,
        _ => return Err(msg::INVALID_LOGIN_TICKET),
    };
    match world.idp.identities.get(&pending.email) {
        Some(identity) if identity.email_verified => Ok(issue(world, cx, &pending.email)),
        Some(_) => Err(msg::VERIFY_EMAIL),
        None => Err(msg::INVALID_LOGIN_TICKET),
    }
}

/// Google-style consent. `password` is `None` when the caller holds the session anyway (the
/// control token, or a visitor in its own): the first time makes a verified identity (Google
/// vouches for the address); an existing one is verified by it too. Anyone else gives the
/// password of an identity whose address is verified already, as the real provider would ask
/// for the account's password: nobody signs in as another without it.
pub fn consent(world: &mut World, cx: &Cx, email: &str, name: &str, password: Option<&Credential>) -> Result<Tokens, Refusal> {
    let email = normalise(email);
    check_email(&email)?;
    if let Some(password) = password {
        check_password(world, cx, &email, password)?;
        // An identity signed up but never verified proves only that its password was chosen.
        return match world.idp.identities.get(&email) {
            Some(identity) if identity.email_verified => Ok(issue(world, cx, &email)),
            _ => Err(Refusal::WrongCredentials),
        };
    }
    if !world.idp.identities.contains_key(&email) {
        let id = world.hex(12);
        let identity = Identity {
            id,
            email: email.clone(),
            name: name.trim().to_string(),
            password_digest: None,
            email_verified: true,
            user_id: None,
            created_at: cx.now,
        };
        world.idp.identities.insert(email.clone(), identity);
    }
    if let Some(identity) = world.idp.identities.get_mut(&email) {
        identity.email_verified = true;
    }
    Ok(issue(world, cx, &email))
}

/// The Google accounts the consent page offers: the session's users and earlier consents.
pub fn social_accounts(world: &World) -> Vec<(String, String)> {
    let users =
        world.identity.users.values().map(|u| (normalise(&u.email), format!("{} {}", u.profile.first_name, u.profile.last_name)));
    let google = world.idp.identities.values().filter(|i| i.password_digest.is_none()).map(|i| (i.email.clone(), i.name.clone()));
    let mut accounts: BTreeMap<String, String> = BTreeMap::new();
    for (email, name) in users.chain(google) {
        accounts.entry(email).or_insert(name);
    }
    accounts.into_iter().collect()
}

/// Mails a reset link when a password identity has the address; the answer is the same either
/// way, so the form does not reveal who has an account.
pub fn change_password(world: &mut World, cx: &Cx, base: &str, email: &str) -> Result<(), Refusal> {
    let email = normalise(email);
    check_email(&email)?;
    // The answer is the same for every address (it tells nobody which ones have an account); the
    // mail it promises always lands, so the outbox shows what happened: a link to choose a
    // password for an identity or a session's user (a demo user signs in by key and has none
    // yet), or word that no account uses the address.
    if world.idp.identities.contains_key(&email) || user_by_email(world, &email).is_some() {
        mail_link(world, cx, base, &email, LinkKind::ResetPassword);
    } else {
        let site = &cx.brand.config.site_name;
        let text = "Someone asked to reset the password of this address, but no account uses it. If it was you, sign up instead; otherwise ignore this mail.";
        outbox::send(world, cx, MailKind::ResetPassword, &email, format!("Reset your {site} password"), text, Vec::new());
    }
    Ok(())
}

/// The session's user whose address `email` (normalised) is.
fn user_by_email<'w>(world: &'w World, email: &str) -> Option<&'w crate::world::identity::UserRecord> {
    world.identity.users.values().find(|u| normalise(&u.email) == email)
}

/// The mailed link clients know as `given`: its id in the world. `shown` gives what clients see
/// of an id (as `payment::link::get`); never `given` itself, the world's id being seeded.
pub fn link_known_as(world: &World, given: &str, shown: impl Fn(&str) -> String) -> Option<String> {
    world.idp.links.keys().find(|id| shown(id) == given).cloned()
}

/// The login ticket clients know as `given`: its id in the world (as [`link_known_as`]).
pub fn login_ticket_known_as(world: &World, given: &str, shown: impl Fn(&str) -> String) -> Option<String> {
    world.idp.login_tickets.keys().find(|id| shown(id) == given).cloned()
}

fn open_link(world: &World, cx: &Cx, id: &str, kind: LinkKind) -> Result<String, Refusal> {
    match world.idp.links.get(id) {
        Some((k, p)) if *k == kind && p.expires_at > cx.now => Ok(p.email.clone()),
        _ => Err(Refusal::UnknownLink),
    }
}

/// The verification link (once): the identity's email is verified. Returns the email.
pub fn verify(world: &mut World, cx: &Cx, link: &str) -> Result<String, Refusal> {
    let email = open_link(world, cx, link, LinkKind::VerifyEmail)?;
    world.idp.links.remove(link);
    if let Some(identity) = world.idp.identities.get_mut(&email) {
        identity.email_verified = true;
    }
    Ok(email)
}

/// The address a reset link is for, while it is open (while it opens its page).
pub fn reset_link_email(world: &World, cx: &Cx, link: &str) -> Option<String> {
    open_link(world, cx, link, LinkKind::ResetPassword).ok()
}

/// The reset page's form (the link works once): a new password by the seed's rule.
/// `password` is made for the link's address ([`reset_link_email`]).
pub fn reset(world: &mut World, cx: &Cx, link: &str, password: &Credential) -> Result<String, Refusal> {
    let email = open_link(world, cx, link, LinkKind::ResetPassword)?;
    if !password.strong {
        return Err(Refusal::WeakPassword);
    }
    if !password.confirmed {
        return Err(Refusal::PasswordsDiffer);
    }
    world.idp.links.remove(link);
    world.idp.failures.remove(&email);
    // A session's user without an identity yet (mailed by `change_password`) gets one now.
    if !world.idp.identities.contains_key(&email) {
        let name =
            user_by_email(world, &email).map(|u| format!("{} {}", u.profile.first_name, u.profile.last_name).trim().to_string());
        let identity = Identity {
            id: world.hex(12),
            email: email.clone(),
            name: name.unwrap_or_default(),
            password_digest: None,
            email_verified: true,
            user_id: None,
            created_at: cx.now,
        };
        world.idp.identities.insert(email.clone(), identity);
    }
    if let Some(identity) = world.idp.identities.get_mut(&email) {
        identity.password_digest = Some(password.digest.clone());
        // Following a mailed link proves the address too.
        identity.email_verified = true;
    }
    Ok(email)
}

/// `POST /user-resource/auth0_callback`: exchanges an access token (once, before it expires)
/// for its user, creating the user with a first billing account at the first sign-in. Returns
/// the user, the secret of their own API key and whether they were just created.
pub fn exchange(world: &mut World, cx: &Cx, access_token: &str) -> DomainResult<(UserId, String, bool)> {
    let invalid = || DomainError::Forbidden(msg::INVALID_ACCESS_TOKEN.into());
    let email = match world.idp.access_tokens.get(access_token) {
        Some(p) if p.expires_at > cx.now && world.idp.identities.contains_key(&p.email) => p.email.clone(),
        _ => return Err(invalid()),
    };
    world.idp.access_tokens.remove(access_token);
    let linked = world.idp.identities[&email].user_id.filter(|id| world.identity.users.contains_key(id));
    let existing = linked.or_else(|| world.identity.users.values().find(|u| normalise(&u.email) == email).map(|u| u.id));
    let (user, created) = match existing {
        Some(user) => (user, false),
        None => {
            let name = world.idp.identities[&email].name.clone();
            let (first, last) = name.split_once(' ').unwrap_or((name.as_str(), ""));
            let site = Some(cx.brand.name.clone());
            let user = identity::add_user(world, cx.now, &email, first, last, Role::Owner, site);
            super::billing::opening::add_account(world, cx.brand, user, cx.now, false);
            (user, true)
        }
    };
    if let Some(identity) = world.idp.identities.get_mut(&email) {
        identity.user_id = Some(user);
    }
    if let Some(record) = world.identity.users.get_mut(&user) {
        record.last_activity = Some(cx.now);
    }
    let secret = identity::own_key(world, user).ok_or_else(invalid)?;
    Ok((user, secret, created))
}

fn issue(world: &mut World, cx: &Cx, email: &str) -> Tokens {
    let access_token = world.hex(24);
    let id_token = world.hex(24);
    let expires_at = cx.now + SignedDuration::from_secs(ACCESS_TOKEN_SECONDS);
    world.idp.access_tokens.insert(access_token.clone(), Pending { email: email.to_string(), expires_at });
    Tokens { access_token, id_token, expires_in: ACCESS_TOKEN_SECONDS }
}

fn mail_link(world: &mut World, cx: &Cx, base: &str, email: &str, kind: LinkKind) {
    let id = world.hex(16);
    world.idp.links.insert(id.clone(), (kind, Pending { email: email.to_string(), expires_at: cx.now + LINK_VALID }));
    let site = &cx.brand.config.site_name;
    let (mail, subject, text, link) = match kind {
        LinkKind::VerifyEmail => (
            MailKind::VerifyEmail,
            format!("Verify your email for {site}"),
            "Welcome! Open the link below to confirm your email address and finish signing up.",
            format!("{base}/verify/{id}"),
        ),
        LinkKind::ResetPassword => (
            MailKind::ResetPassword,
            format!("Reset your {site} password"),
            "Someone asked to reset your password. If it was you, open the link below to choose a new one.",
            format!("{base}/reset/{id}"),
        ),
    };
    outbox::send(world, cx, mail, email, subject, text, vec![link]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{seed, session};
    use spec::control::WorldKind;

    const BASE: &str = "/__sim/idp/t";

    fn setup() -> (World, spec::config::Brand) {
        let brand = crate::brands::Brands::embedded().unwrap().default_brand().as_ref().clone();
        let world = seed::world(&brand, 3, WorldKind::Empty, session::DEFAULT_START.parse().unwrap());
        (world, brand)
    }

    fn typed(email: &str, password: &str) -> Credential {
        Credential::typed(email, password, password)
    }

    /// The reset form's password and confirmation, for the one identity these tests reset.
    fn new_password(password: &str, confirm: &str) -> Credential {
        Credential::typed("r@example.org", password, confirm)
    }

    fn link(world: &World, kind: LinkKind) -> String {
        world.idp.links.iter().find(|(_, (k, _))| *k == kind).map(|(id, _)| id.clone()).unwrap()
    }

    #[test]
    fn the_password_rule_of_the_seed() {
        assert!(password_is_strong("Secret12"));
        for weak in ["Secret1", "secret12", "SECRET12", "Secretxx", ""] {
            assert!(!password_is_strong(weak), "{weak}");
        }
    }

    #[test]
    fn signup_verify_login_exchange_creates_the_user_once() {
        let (mut world, brand) = setup();
        let cx = Cx::new(world.now, None, &brand, None);
        signup(&mut world, &cx, BASE, " New@Example.org ", &typed(" New@Example.org ", "Secret123")).unwrap();
        assert_eq!(world.outbox.len(), 1);
        assert_eq!(world.outbox[0].links[0], format!("{BASE}/verify/{}", link(&world, LinkKind::VerifyEmail)));
        let ticket = authenticate(&mut world, &cx, "new@example.org", &typed("new@example.org", "Secret123")).unwrap();
        assert_eq!(redeem(&mut world, &cx, &ticket), Err(msg::VERIFY_EMAIL));
        assert_eq!(redeem(&mut world, &cx, &ticket), Err(msg::INVALID_LOGIN_TICKET), "a ticket works once");
        let verification = link(&world, LinkKind::VerifyEmail);
        assert_eq!(verify(&mut world, &cx, &verification).unwrap(), "new@example.org");
        assert_eq!(verify(&mut world, &cx, &verification), Err(Refusal::UnknownLink));
        let ticket = authenticate(&mut world, &cx, "new@example.org", &typed("new@example.org", "Secret123")).unwrap();
        let tokens = redeem(&mut world, &cx, &ticket).unwrap();
        let users = world.identity.users.len();
        let (user, key, created) = exchange(&mut world, &cx, &tokens.access_token).unwrap();
        assert!(created);
        assert_eq!(world.identity.users.len(), users + 1);
        assert_eq!(world.identity.api_keys[&key], user);
        assert_eq!(world.identity.users[&user].signup_site.as_deref(), Some(brand.name.as_str()));
        assert!(world.billing.accounts.values().any(|a| a.user_id == user && a.is_default));
        assert!(exchange(&mut world, &cx, &tokens.access_token).is_err(), "a token is exchanged once");
    }

    #[test]
    fn links_and_login_tickets_are_found_by_what_clients_were_shown_only() {
        let (mut world, brand) = setup();
        let cx = Cx::new(world.now, None, &brand, None);
        signup(&mut world, &cx, BASE, "s@example.org", &typed("s@example.org", "Secret123")).unwrap();
        let ticket = authenticate(&mut world, &cx, "s@example.org", &typed("s@example.org", "Secret123")).unwrap();
        let link = link(&world, LinkKind::VerifyEmail);
        let shown = |id: &str| format!("shown-{id}");
        assert_eq!(link_known_as(&world, &shown(&link), shown), Some(link.clone()));
        assert_eq!(login_ticket_known_as(&world, &shown(&ticket), shown), Some(ticket.clone()));
        assert_eq!(link_known_as(&world, &link, shown), None, "the world's own id");
        assert_eq!(login_ticket_known_as(&world, &ticket, shown), None, "the world's own id");
        assert_eq!(link_known_as(&world, &shown(&ticket), shown), None, "a ticket is no link");
    }

    #[test]
    fn refusals_change_nothing() {
        let (mut world, brand) = setup();
        let cx = Cx::new(world.now, None, &brand, None);
        signup(&mut world, &cx, BASE, "a@example.org", &typed("a@example.org", "Secret123")).unwrap();
        let before = serde_json::to_string(&world).unwrap();
        for (email, password, refusal) in [
            ("a@example.org", "Secret123", Refusal::AccountExists),
            ("b@yopmail.com", "Secret123", Refusal::ProhibitedDomain),
            ("c@example.org", "weakpass", Refusal::WeakPassword),
            ("c@example", "Secret123", Refusal::InvalidEmail),
        ] {
            assert_eq!(signup(&mut world, &cx, BASE, email, &typed(email, password)).unwrap_err(), refusal, "{email}");
        }
        assert_eq!(change_password(&mut world, &cx, BASE, "@x.org"), Err(Refusal::InvalidEmail));
        assert_eq!(consent(&mut world, &cx, "nope", "x", None).unwrap_err(), Refusal::InvalidEmail);
        assert!(exchange(&mut world, &cx, "unknown").is_err());
        assert_eq!(before, serde_json::to_string(&world).unwrap());
    }

    #[test]
    fn failures_within_the_window_are_rate_limited() {
        let (mut world, brand) = setup();
        let start = world.now;
        let cx = Cx::new(start, None, &brand, None);
        signup(&mut world, &cx, BASE, "m@example.org", &typed("m@example.org", "Secret123")).unwrap();
        for _ in 0..MAX_FAILURES {
            assert_eq!(
                authenticate(&mut world, &cx, "m@example.org", &typed("m@example.org", "nope")),
                Err(Refusal::WrongCredentials)
            );
        }
        assert_eq!(
            authenticate(&mut world, &cx, "m@example.org", &typed("m@example.org", "Secret123")),
            Err(Refusal::TooManyRequests)
        );
        let later = Cx::new(start + FAILURE_WINDOW, None, &brand, None);
        assert!(authenticate(&mut world, &later, "m@example.org", &typed("m@example.org", "Secret123")).is_ok());
        assert!(!world.idp.failures.contains_key("m@example.org"), "a success forgets the failures");
    }

    #[test]
    fn a_reset_link_sets_a_strong_matching_password_before_it_expires() {
        let (mut world, brand) = setup();
        let cx = Cx::new(world.now, None, &brand, None);
        signup(&mut world, &cx, BASE, "r@example.org", &typed("r@example.org", "Secret123")).unwrap();
        change_password(&mut world, &cx, BASE, "r@example.org").unwrap();
        change_password(&mut world, &cx, BASE, "nobody@example.org").unwrap();
        assert_eq!(world.outbox.len(), 3, "the unknown address is told no account uses it");
        assert!(world.outbox[2].links.is_empty());
        let id = link(&world, LinkKind::ResetPassword);
        assert_eq!(reset(&mut world, &cx, &id, &new_password("weak", "weak")), Err(Refusal::WeakPassword));
        assert_eq!(reset(&mut world, &cx, &id, &new_password("Better456", "Better455")), Err(Refusal::PasswordsDiffer));
        let late = Cx::new(world.now + LINK_VALID, None, &brand, None);
        assert_eq!(reset_link_email(&world, &late, &id), None);
        assert_eq!(reset(&mut world, &late, &id, &new_password("Better456", "Better456")), Err(Refusal::UnknownLink));
        reset(&mut world, &cx, &id, &new_password("Better456", "Better456")).unwrap();
        assert!(world.idp.identities["r@example.org"].email_verified, "the mailed link proves the address");
        assert!(authenticate(&mut world, &cx, "r@example.org", &typed("r@example.org", "Better456")).is_ok());
    }

    #[test]
    fn consent_lists_users_and_makes_a_verified_identity_once() {
        let (mut world, brand) = setup();
        let cx = Cx::new(world.now, None, &brand, None);
        assert_eq!(social_accounts(&world).len(), world.identity.users.len());
        consent(&mut world, &cx, "G@Example.org", "Gert Kask", None).unwrap();
        consent(&mut world, &cx, "g@example.org", "Gert Kask", None).unwrap();
        assert_eq!(world.idp.identities.len(), 1);
        assert!(world.idp.identities["g@example.org"].email_verified);
        assert_eq!(social_accounts(&world).len(), world.identity.users.len() + 1);
    }

    /// Defect: consent signed in as any address, the session owner's included, for whoever
    /// reached the page. Without the session in hand, only a verified identity's password does.
    #[test]
    fn consent_without_the_session_in_hand_needs_a_verified_identitys_password() {
        let (mut world, brand) = setup();
        let cx = Cx::new(world.now, None, &brand, None);
        let owner = world.identity.users.values().next().map(|u| u.email.clone()).unwrap();
        let before = serde_json::to_string(&world.idp.identities).unwrap();
        for (email, password) in [(owner.as_str(), ""), (owner.as_str(), "Secret123"), ("new@example.org", "Secret123")] {
            let given = typed(email, password);
            assert_eq!(consent(&mut world, &cx, email, "x", Some(&given)), Err(Refusal::WrongCredentials), "{email}");
        }
        assert_eq!(before, serde_json::to_string(&world.idp.identities).unwrap(), "no identity made or verified");
        assert!(world.idp.access_tokens.is_empty());
        // Signed up but not verified: the password alone does not verify the address.
        signup(&mut world, &cx, BASE, &owner, &typed(&owner, "Secret123")).unwrap();
        assert_eq!(consent(&mut world, &cx, &owner, "x", Some(&typed(&owner, "Secret123"))), Err(Refusal::WrongCredentials));
        assert!(!world.idp.identities[&normalise(&owner)].email_verified);
        let verification = link(&world, LinkKind::VerifyEmail);
        verify(&mut world, &cx, &verification).unwrap();
        assert!(consent(&mut world, &cx, &owner, "x", Some(&typed(&owner, "Secret123"))).is_ok());
        // Wrong passwords count towards the rate limit like the login form's.
        for _ in 0..MAX_FAILURES {
            assert_eq!(consent(&mut world, &cx, &owner, "x", Some(&typed(&owner, "nope"))), Err(Refusal::WrongCredentials));
        }
        assert_eq!(consent(&mut world, &cx, &owner, "x", Some(&typed(&owner, "Secret123"))), Err(Refusal::TooManyRequests));
    }
}

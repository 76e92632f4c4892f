//! Which session a request may touch (docs/reference/security-and-durability.md#who-may-call-what):
//! decided on the session id as the router decodes it, however it is spelled, so a visitor reaches
//! its own session alone; and the identity provider's consent gives nobody a key of a session they
//! do not hold without the account's password.

use crate::browser;

use std::sync::LazyLock;
use std::time::Duration;

use browser::{Browser, Server};
use proptest::prelude::*;
use serde_json::{Value, json};
use simulator::Options;
use simulator::session::visitors::VisitorLimits;
use spec::routes::{Method, OPERATIONS};

const TOKEN: &str = "presenter-s3cret";
const CALLBACK: &str = "/app/auth0_callback";
const PASSWORD: &str = "Secret123";
const FORM: (&str, &str) = ("content-type", "application/x-www-form-urlencoded");
const JSON: (&str, &str) = ("content-type", "application/json");
const BEARER: (&str, &str) = ("authorization", "Bearer presenter-s3cret");

fn limits() -> VisitorLimits {
    VisitorLimits { idle: Duration::from_secs(600), max: 50, ..VisitorLimits::default() }
}

async fn server(visitors: bool, token: Option<&str>) -> Server {
    let options = Options {
        visitors: visitors.then(limits),
        control_token: token.map(str::to_owned),
        random_secrets: true,
        ..Options::default()
    };
    browser::serve(options).await
}

/// Every `%XX` of `text`, in upper or lower case hex.
fn encoded(text: &str, upper: bool) -> String {
    text.bytes().map(|b| if upper { format!("%{b:02X}") } else { format!("%{b:02x}") }).collect()
}

/// The consent form's body for `email`, with `password` when given.
fn consent_form(email: &str, password: Option<&str>) -> String {
    let mut fields = vec![("email", email), ("name", "Mallory"), ("redirect_uri", CALLBACK), ("state", "s")];
    fields.extend(password.map(|p| ("password", p)));
    serde_html_form::to_string(fields).unwrap()
}

/// A session's users as the control API would list them to the presenter: (email, api key), the
/// owner first.
fn users(server: &Server, session: &str) -> Vec<(String, String)> {
    let info = server.app.sessions.get(session).unwrap_or_else(|| panic!("no {session}")).lock().info();
    let mut users: Vec<_> =
        info.users.iter().map(|u| (u.role != spec::control::Role::Owner, u.email.clone(), u.api_key.clone())).collect();
    users.sort();
    users.into_iter().map(|(_, email, key)| (email, key)).collect()
}

fn owner_email(users: &[(String, String)]) -> &str {
    &users[0].0
}

/// A session the presenter makes with the token.
async fn presenters_session(server: &Server) -> String {
    let made = server.call(&mut Browser::default(), "POST", "/__sim/sessions", &[BEARER, JSON], "{}").await;
    assert_eq!(made.status, 200, "{}", made.body);
    made.body["session"].as_str().unwrap().to_owned()
}

/// The access token a consent's redirect carries, if it carries one.
fn access_token(answer: &browser::Answer) -> Option<String> {
    let (_, fragment) = answer.location.as_deref()?.split_once('#')?;
    let fields: Vec<(String, String)> = serde_html_form::from_str(fragment).ok()?;
    fields.into_iter().find(|(name, _)| name == "access_token").map(|(_, token)| token)
}

async fn exchange(server: &Server, browser: &mut Browser, token: &str) -> browser::Answer {
    let body = json!({"access_token": token}).to_string();
    server.call(browser, "POST", "/v1/user-resource/auth0_callback", &[JSON], &body).await
}

/// Defect: `/__sim/idp/%73%32/consent` passed the visitor guard, which read the raw path, while the
/// router decoded it; the consent issued a token for that visitor's owner, exchanged for its key.
#[tokio::test]
async fn a_percent_encoded_session_id_opens_no_other_visitors_pages() {
    let server = server(true, Some(TOKEN)).await;
    let (mut a, mut b) = (Browser::default(), Browser::default());
    let (own, _) = server.sign_in(&mut a).await;
    let (other, _) = server.sign_in(&mut b).await;
    let victim = users(&server, &other);
    for upper in [false, true] {
        let path = format!("/__sim/idp/{}/consent", encoded(&other, upper));
        let answer = server.call(&mut a, "POST", &path, &[FORM], &consent_form(owner_email(&victim), None)).await;
        assert_eq!(answer.status, 404, "{path}: {}", answer.body);
        assert_eq!(access_token(&answer), None);
        let page =
            format!("/__sim/idp/{}/authorize?connection=google-oauth2&redirect_uri=%2Fapp%2F&state=s", encoded(&other, upper));
        assert_eq!(server.call(&mut a, "GET", &page, &[], "").await.status, 404, "{page}");
    }
    // Its own session, spelled the same way, is its own.
    let page = format!("/__sim/idp/{}/authorize?connection=google-oauth2&redirect_uri=%2Fapp%2F&state=s", encoded(&own, true));
    assert_eq!(server.call(&mut a, "GET", &page, &[], "").await.status, 200, "{page}");
}

/// Defect: the callback picked the session from the token's prefix for anyone. A token of another
/// visitor's session (here made by the presenter on it) is no token to this visitor.
#[tokio::test]
async fn a_visitor_cannot_exchange_another_visitors_access_token() {
    let server = server(true, Some(TOKEN)).await;
    let (mut a, mut b) = (Browser::default(), Browser::default());
    server.sign_in(&mut a).await;
    let (other, _) = server.sign_in(&mut b).await;
    let victim = users(&server, &other);
    let path = format!("/__sim/idp/{other}/consent");
    let consent =
        server.call(&mut Browser::default(), "POST", &path, &[FORM, BEARER], &consent_form(owner_email(&victim), None)).await;
    let token = access_token(&consent).unwrap_or_else(|| panic!("{:?} {}", consent.location, consent.body));
    let refused = exchange(&server, &mut a, &token).await;
    assert_eq!(refused.status, 403, "{}", refused.body);
    let own = exchange(&server, &mut b, &token).await;
    assert_eq!(own.status, 200, "{}", own.body);
    assert_eq!(own.body["apikey"], victim[0].1.as_str());
}

/// Defect: `/__sim/idp/default/consent` with the owner's email gave a visitor the presenter's
/// key, with or without a control token; and so for a session the presenter made.
#[tokio::test]
async fn consent_gives_a_visitor_no_key_of_the_presenters_sessions() {
    for token in [Some(TOKEN), None] {
        let server = server(true, token).await;
        let mut visitor = Browser::default();
        server.sign_in(&mut visitor).await;
        let mut targets = vec!["default".to_owned()];
        if token.is_some() {
            targets.push(presenters_session(&server).await);
        }
        for session in targets {
            let keys = users(&server, &session);
            let page = format!("/__sim/idp/{session}/authorize?connection=google-oauth2&redirect_uri=%2Fapp%2F&state=s");
            let shown = server.call(&mut visitor, "GET", &page, &[], "").await;
            assert_eq!(shown.status, 200, "{}", shown.body);
            assert!(!shown.body.as_str().unwrap().contains(owner_email(&keys)), "the page lists no account: {}", shown.body);
            assert!(shown.body.as_str().unwrap().contains("name=\"password\""), "it asks for the password");
            let path = format!("/__sim/idp/{session}/consent");
            for password in [None, Some(""), Some(PASSWORD)] {
                let answer = server.call(&mut visitor, "POST", &path, &[FORM], &consent_form(owner_email(&keys), password)).await;
                assert_eq!(answer.status, 403, "{session} {password:?}: {}", answer.body);
                assert_eq!(answer.body["error"], "access_denied");
                assert_eq!(access_token(&answer), None);
            }
        }
    }
}

/// Defect: under `--control-token` alone the consent page gave anyone the key of `default`'s
/// owner, and of the owners of sessions the presenter made. Now it takes the token, or the
/// password of a verified identity (which signs in as that identity, not as the owner).
#[tokio::test]
async fn consent_under_a_control_token_takes_the_token_or_a_verified_password() {
    let server = server(false, Some(TOKEN)).await;
    let made = presenters_session(&server).await;
    let mut stranger = Browser::default();
    for session in ["default", made.as_str()] {
        let keys = users(&server, session);
        let path = format!("/__sim/idp/{session}/consent");
        let refused = server.call(&mut stranger, "POST", &path, &[FORM], &consent_form(owner_email(&keys), None)).await;
        assert_eq!((refused.status, access_token(&refused)), (403, None), "{session}: {}", refused.body);
        let presenter = server.call(&mut stranger, "POST", &path, &[FORM, BEARER], &consent_form(owner_email(&keys), None)).await;
        let token = access_token(&presenter).unwrap_or_else(|| panic!("{session}: {}", presenter.body));
        assert_eq!(exchange(&server, &mut stranger, &token).await.body["apikey"], keys[0].1.as_str());
    }
    // A verified identity's own password signs in as that identity.
    let signup = json!({"email": "kadri@example.org", "password": PASSWORD}).to_string();
    let made = server.call(&mut stranger, "POST", "/__sim/idp/default/dbconnections/signup", &[JSON], &signup).await;
    assert_eq!(made.status, 200, "{}", made.body);
    let path = "/__sim/idp/default/consent";
    let unverified = server.call(&mut stranger, "POST", path, &[FORM], &consent_form("kadri@example.org", Some(PASSWORD))).await;
    assert_eq!(unverified.status, 403, "an unverified address is not proved: {}", unverified.body);
    let outbox = server.call(&mut stranger, "GET", "/__sim/sessions/default/outbox", &[BEARER], "").await;
    let link = outbox.body.as_array().unwrap().last().unwrap()["links"][0].as_str().unwrap().to_owned();
    assert_eq!(server.call(&mut stranger, "GET", &link, &[], "").await.status, 302);
    let wrong = server.call(&mut stranger, "POST", path, &[FORM], &consent_form("kadri@example.org", Some("Wrong1234"))).await;
    assert_eq!(wrong.status, 403, "{}", wrong.body);
    let right = server.call(&mut stranger, "POST", path, &[FORM], &consent_form("kadri@example.org", Some(PASSWORD))).await;
    let token = access_token(&right).unwrap_or_else(|| panic!("{}", right.body));
    let signed_in = exchange(&server, &mut stranger, &token).await;
    assert_eq!(signed_in.body["user"]["name"], "kadri@example.org", "{}", signed_in.body);
}

/// How a session id is spelled in a path: as is, percent-encoded (either case), double-encoded,
/// with its letters' case flipped, or between dot segments, encoded or not.
#[derive(Clone, Debug)]
enum Spelling {
    Plain,
    Encoded { upper: bool },
    Double,
    CaseFlipped,
    AfterOwnAndDotDot,
    EncodedSlashes,
    DotBefore,
    DotAfter,
    EncodedDotDot,
}

fn spell(spelling: &Spelling, id: &str, own: &str) -> String {
    match spelling {
        Spelling::Plain => id.to_owned(),
        Spelling::Encoded { upper } => encoded(id, *upper),
        Spelling::Double => encoded(id, false).replace('%', "%25"),
        Spelling::CaseFlipped => id.chars().map(|c| if c.is_ascii_lowercase() { c.to_ascii_uppercase() } else { c }).collect(),
        Spelling::AfterOwnAndDotDot => format!("{own}/../{id}"),
        Spelling::EncodedSlashes => format!("{own}%2F..%2F{id}"),
        Spelling::DotBefore => format!("./{id}"),
        Spelling::DotAfter => format!("{id}/."),
        Spelling::EncodedDotDot => format!("{own}/%2e%2e/{}", encoded(id, false)),
    }
}

fn any_spelling() -> impl Strategy<Value = Spelling> {
    prop_oneof![
        Just(Spelling::Plain),
        any::<bool>().prop_map(|upper| Spelling::Encoded { upper }),
        Just(Spelling::Double),
        Just(Spelling::CaseFlipped),
        Just(Spelling::AfterOwnAndDotDot),
        Just(Spelling::EncodedSlashes),
        Just(Spelling::DotBefore),
        Just(Spelling::DotAfter),
        Just(Spelling::EncodedDotDot),
    ]
}

/// Every route template that names a session, as (method, template, browser-facing), plus the S3
/// endpoint's path style.
fn templates() -> Vec<(&'static str, String, bool)> {
    let mut templates: Vec<(&'static str, String, bool)> = OPERATIONS
        .iter()
        .filter(|op| op.path_params().any(|p| p == "id" || p == "session"))
        .map(|op| {
            let browser_facing = op.path.starts_with("/__sim/idp/") || op.path.starts_with("/__sim/pay/");
            let method = match op.method {
                Method::Get => "GET",
                Method::Post => "POST",
                Method::Put => "PUT",
                Method::Patch => "PATCH",
                Method::Delete => "DELETE",
            };
            (method, op.path.to_owned(), browser_facing)
        })
        .collect();
    for method in ["GET", "PUT", "DELETE"] {
        templates.push((method, "/s3/{session}/bucket/key".to_owned(), false));
    }
    templates
}

/// Two visitors and two sessions of the presenter's, on one server kept for every case.
struct World {
    runtime: tokio::runtime::Runtime,
    server: Server,
    visitor: Browser,
    own: String,
    targets: Vec<Target>,
}

/// A session the visitor must not get into: its users (email, key) and whether it is another
/// visitor's (else the presenter's).
struct Target {
    session: String,
    users: Vec<(String, String)>,
    visitor: bool,
}

static WORLD: LazyLock<World> = LazyLock::new(|| {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let (server, visitor, own, targets) = runtime.block_on(async {
        let server = server(true, Some(TOKEN)).await;
        let (mut a, mut b) = (Browser::default(), Browser::default());
        let (own, _) = server.sign_in(&mut a).await;
        let (other, _) = server.sign_in(&mut b).await;
        let made = presenters_session(&server).await;
        let mut targets = Vec::new();
        for (session, visitor) in [(other, true), ("default".to_owned(), false), (made, false)] {
            targets.push(Target { users: users(&server, &session), session, visitor });
        }
        (server, a, own, targets)
    });
    World { runtime, server, visitor, own, targets }
});

fn world_of(server: &Server, session: &str) -> Value {
    let handle = server.app.sessions.get(session).unwrap();
    let session = handle.lock();
    serde_json::to_value(&*session.world).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Whatever the spelling, a visitor's call that names another visitor's session is refused
    /// (a 4xx: not found, the control token required, or the request's own fault) and changes
    /// nothing there; one naming the presenter's sessions reaches at most their
    /// browser-facing pages; and no answer carries a key or an access token of any of them.
    #[test]
    fn no_spelling_of_a_session_id_reaches_another_visitors_or_the_presenters_session(
        spelling in any_spelling(),
        target in 0..3usize,
        form in any::<bool>(),
    ) {
        let world = &*WORLD;
        let Target { session, users: keys, visitor: visitors } = &world.targets[target];
        world.runtime.block_on(async {
            let before = world_of(&world.server, session);
            let spelled = spell(&spelling, session, &world.own);
            let owner = owner_email(keys);
            for (method, template, browser_facing) in templates() {
                let mut path = template.replace("{id}", &spelled).replace("{session}", &spelled);
                while let Some(start) = path.find('{') {
                    let end = path[start..].find('}').unwrap() + start;
                    path.replace_range(start..=end, "x");
                }
                let (headers, body) = match (method, form) {
                    ("GET", _) => {
                        path.push_str("?connection=google-oauth2&redirect_uri=%2Fapp%2F&state=s&client_id=c");
                        (vec![], String::new())
                    }
                    (_, true) => (vec![FORM], consent_form(owner, Some(""))),
                    (_, false) => (vec![JSON], json!({"email": owner, "password": PASSWORD, "seconds": 60}).to_string()),
                };
                let answer = world.server.call(&mut world.visitor.clone(), method, &path, &headers, &body).await;
                let text = format!("{} {}", answer.location.as_deref().unwrap_or_default(), answer.body);
                for (_, key) in keys {
                    prop_assert!(!text.contains(key.as_str()), "{method} {path} gave a key: {text}");
                }
                prop_assert!(!text.contains("access_token="), "{method} {path} gave a token: {text}");
                if *visitors || !browser_facing {
                    prop_assert!(
                        (400..500).contains(&answer.status),
                        "{method} {path} reached {session}: {} {}", answer.status, answer.body
                    );
                }
            }
            if *visitors {
                prop_assert_eq!(world_of(&world.server, session), before, "{:?} changed {}", spelling, session);
            }
            Ok::<(), TestCaseError>(())
        })?;
    }
}

/// Defect: `--control-token ""` started without a word and locked everyone out of the control
/// API, the presenter included.
#[tokio::test]
async fn an_empty_control_token_is_refused_at_start() {
    for token in ["", "  "] {
        let options = Options { control_token: Some(token.into()), ..Options::default() };
        let refused = simulator::server::prepare(options, None).await.err().expect("no server");
        assert!(refused.contains("--control-token is empty"), "{refused}");
    }
}

//! The simulated identity provider (`/__sim/idp/{session}`), the outbox, and the auth callback
//! that turns the provider's tokens into an API key.

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::{Value, json};
use spec::access::ops::{ACCEPT, GROUP_CREATE, INVITE, SHARED_LIST};
use spec::billing::ops::ACCOUNT_LIST;
use spec::config::ops::UI_CONFIG;
use spec::error::idp as msg;
use spec::identity::ops::{AUTH_CALLBACK, USER_GET};
use spec::idp::ops::{AUTHENTICATE, CHANGE_PASSWORD, CONSENT, OUTBOX, RESET, SIGNUP};

use crate::harness::{Answer, FORM, JSON, TestApp, error};

const IDP: &str = "/__sim/idp/default";
const CALLBACK: &str = "http://127.0.0.1:8080/app/auth0_callback";
const PASSWORD: &str = "Secret123";

fn provider_error(error: &str, description: &str) -> Value {
    json!({"error": error, "error_description": description})
}

async fn signup(app: &TestApp, email: &str, password: &str) -> Answer {
    let body = json!({"client_id": "c", "email": email, "password": password, "connection": "Username-Password-Authentication"});
    app.call(&SIGNUP, &format!("{IDP}/dbconnections/signup"), None, Some((JSON, &body.to_string()))).await
}

async fn authenticate(app: &TestApp, email: &str, password: &str) -> Answer {
    let body = json!({"client_id": "c", "username": email, "password": password, "realm": "Username-Password-Authentication",
        "credential_type": "http://auth0.com/oauth/grant-type/password-realm"});
    app.call(&AUTHENTICATE, &format!("{IDP}/co/authenticate"), None, Some((JSON, &body.to_string()))).await
}

async fn post_form(app: &TestApp, path: &str, form: &str) -> Answer {
    let request = Request::post(path).header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
    app.send(request.body(Body::from(form.to_string())).unwrap()).await
}

fn location(answer: &Answer) -> String {
    assert_eq!(answer.status, StatusCode::FOUND, "{}", answer.text);
    answer.headers[header::LOCATION].to_str().unwrap().to_string()
}

/// The fragment of a callback address as pairs.
fn fragment(location: &str) -> Value {
    let (_, fragment) = location.split_once('#').expect("a fragment");
    let pairs: Vec<(String, String)> = serde_html_form::from_str(fragment).unwrap();
    pairs.into_iter().map(|(k, v)| (k, Value::String(v))).collect::<serde_json::Map<_, _>>().into()
}

/// Logs in through `/co/authenticate` and `/authorize` as the console does: the callback fragment.
async fn login(app: &TestApp, email: &str, password: &str) -> Value {
    let ticket = authenticate(app, email, password).await;
    assert_eq!(ticket.status, StatusCode::OK, "{}", ticket.text);
    let ticket = ticket.json()["login_ticket"].as_str().unwrap().to_string();
    let query = serde_html_form::to_string([
        ("client_id", "c"),
        ("response_type", "token id_token"),
        ("redirect_uri", CALLBACK),
        ("scope", "openid profile email"),
        ("state", "st4te"),
        ("nonce", "n"),
        ("realm", "Username-Password-Authentication"),
        ("login_ticket", &ticket),
    ])
    .unwrap();
    let location = location(&app.get(&format!("{IDP}/authorize?{query}")).await);
    assert!(location.starts_with(&format!("{CALLBACK}#")), "{location}");
    fragment(&location)
}

async fn exchange(app: &TestApp, tokens: &Value) -> Answer {
    let form = serde_html_form::to_string([
        ("access_token", tokens["access_token"].as_str().unwrap()),
        ("id_token", tokens["id_token"].as_str().unwrap_or_default()),
        ("token_type", "Bearer"),
        ("state", "st4te"),
    ])
    .unwrap();
    app.call(&AUTH_CALLBACK, "/v1/user-resource/auth0_callback", None, Some((FORM, &form))).await
}

async fn outbox(app: &TestApp) -> Vec<Value> {
    app.call(&OUTBOX, "/__sim/sessions/default/outbox", None, None).await.json().as_array().unwrap().clone()
}

/// Signs up and opens the verification link: a verified identity.
async fn verified(app: &TestApp, email: &str) {
    assert_eq!(signup(app, email, PASSWORD).await.status, StatusCode::OK);
    let mail = outbox(app).await.into_iter().rev().find(|m| m["to"] == email).unwrap();
    location(&app.get(mail["links"][0].as_str().unwrap()).await);
}

#[tokio::test]
async fn sign_up_verify_log_in_and_exchange_the_tokens_for_a_new_user() {
    let app = TestApp::new();
    let answer = signup(&app, "New.User@Example.org", PASSWORD).await;
    assert_eq!(answer.status, StatusCode::OK);
    let identity = answer.json();
    assert_eq!(identity["email"], "new.user@example.org");
    assert_eq!(identity["email_verified"], false);

    let mails = outbox(&app).await;
    assert_eq!(mails.len(), 1);
    let mail = &mails[0];
    assert_eq!(mail["kind"], "verify_email");
    assert_eq!(mail["to"], "new.user@example.org");
    assert_eq!(mail["subject"], "Verify your email for Pilvio");
    assert_eq!(mail["sent_at"], "2026-01-05T09:00:00Z");
    let link = mail["links"][0].as_str().unwrap().to_string();
    assert!(link.starts_with(&format!("{IDP}/verify/")), "{link}");
    assert!(mail["body"].as_str().unwrap().contains(&link));

    // Unverified: the password is right, but /authorize answers access_denied asking to verify.
    let denied = login(&app, "new.user@example.org", PASSWORD).await;
    assert_eq!(denied, json!({"error": "access_denied", "error_description": msg::VERIFY_EMAIL, "state": "st4te"}));

    assert_eq!(location(&app.get(&link).await), "/app/email_verification?success=true&email=new.user%40example.org");
    let again = location(&app.get(&link).await);
    assert!(again.starts_with("/app/email_verification?success=false"), "a link works once: {again}");

    let tokens = login(&app, "NEW.user@example.org", PASSWORD).await;
    assert_eq!(tokens["token_type"], "Bearer");
    assert_eq!(tokens["expires_in"], "7200");
    assert_eq!(tokens["state"], "st4te");
    assert!(tokens["access_token"].as_str().unwrap().starts_with("default."));

    let first = exchange(&app, &tokens).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text);
    let first = first.json();
    assert_eq!(first["is_sign_up"], true);
    assert_eq!(first["user"]["name"], "new.user@example.org");
    assert_eq!(first["user"]["signup_site"], "pilvio");
    assert_eq!(first["user"]["last_activity"], "2026-01-05 09:00:00");
    let key = first["apikey"].as_str().unwrap();
    let user = app.call(&USER_GET, "/v1/user-resource/user", Some(key), None).await.json();
    assert_eq!(user["id"], first["user"]["id"]);
    let accounts = app.call(&ACCOUNT_LIST, "/v1/payment/billing_account/list", Some(key), None).await.json();
    assert_eq!(accounts.as_array().unwrap().len(), 1, "the first sign-in opens a first billing account");
    assert_eq!(accounts[0]["is_default"], true);

    // A token works once; the next login is the same user with the same key.
    let before = app.state("default").await;
    let reused = exchange(&app, &tokens).await;
    assert_eq!(reused.status, StatusCode::FORBIDDEN);
    assert_eq!(reused.json(), error(msg::INVALID_ACCESS_TOKEN));
    assert_eq!(app.state("default").await, before, "a refused exchange changes nothing");
    let second = exchange(&app, &login(&app, "new.user@example.org", PASSWORD).await).await.json();
    assert_eq!(second["is_sign_up"], false);
    assert_eq!(second["apikey"], first["apikey"]);
}

#[tokio::test]
async fn sign_up_refusals_carry_the_providers_texts_and_change_nothing() {
    let app = TestApp::new();
    assert_eq!(signup(&app, "taken@example.org", PASSWORD).await.status, StatusCode::OK);
    let before = app.state("default").await;
    for (email, password, error, description) in [
        ("not-an-email", PASSWORD, "invalid_body", msg::INVALID_EMAIL),
        ("a b@example.org", PASSWORD, "invalid_body", msg::INVALID_EMAIL),
        ("weak@example.org", "secret123", "invalid_password", msg::WEAK_PASSWORD),
        ("weak@example.org", "Sec1", "invalid_password", msg::WEAK_PASSWORD),
        ("spam@mailinator.com", PASSWORD, "extensibility_error", msg::PROHIBITED_DOMAIN),
        ("Taken@Example.org", PASSWORD, "invalid_signup", msg::INVALID_SIGNUP),
    ] {
        let answer = signup(&app, email, password).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{email}");
        assert_eq!(answer.json(), provider_error(error, description), "{email}");
    }
    let malformed =
        app.call(&SIGNUP, &format!("{IDP}/dbconnections/signup"), None, Some((JSON, "{\"email\":\"x@example.org\"}"))).await;
    assert_eq!(malformed.status, StatusCode::BAD_REQUEST);
    assert_eq!(malformed.json()["error"], "invalid_request");
    assert_eq!(app.state("default").await, before);
    assert_eq!(outbox(&app).await.len(), 1);
}

#[tokio::test]
async fn wrong_passwords_are_refused_then_rate_limited_on_the_simulated_clock() {
    let app = TestApp::new();
    verified(&app, "mari@example.org").await;
    let unknown = authenticate(&app, "nobody@example.org", PASSWORD).await;
    assert_eq!(unknown.status, StatusCode::FORBIDDEN);
    assert_eq!(unknown.json(), provider_error("access_denied", msg::WRONG_CREDENTIALS));
    for _ in 0..5 {
        let wrong = authenticate(&app, "mari@example.org", "Wrong1234").await;
        assert_eq!(wrong.status, StatusCode::FORBIDDEN);
        assert_eq!(wrong.json(), provider_error("access_denied", msg::WRONG_CREDENTIALS));
    }
    let limited = authenticate(&app, "mari@example.org", PASSWORD).await;
    assert_eq!(limited.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(limited.json(), provider_error("too_many_attempts", msg::TOO_MANY_REQUESTS));
    app.advance("default", 14 * 60).await;
    assert_eq!(authenticate(&app, "mari@example.org", PASSWORD).await.status, StatusCode::TOO_MANY_REQUESTS);
    app.advance("default", 60).await;
    assert_eq!(authenticate(&app, "mari@example.org", PASSWORD).await.status, StatusCode::OK);
}

#[tokio::test]
async fn login_tickets_and_access_tokens_expire_on_the_simulated_clock() {
    let app = TestApp::new();
    verified(&app, "late@example.org").await;
    let ticket = authenticate(&app, "late@example.org", PASSWORD).await.json()["login_ticket"].as_str().unwrap().to_string();
    app.advance("default", 5 * 60).await;
    let query = serde_html_form::to_string([("redirect_uri", CALLBACK), ("state", "s"), ("login_ticket", &ticket)]).unwrap();
    let expired = fragment(&location(&app.get(&format!("{IDP}/authorize?{query}")).await));
    assert_eq!(expired, json!({"error": "access_denied", "error_description": msg::INVALID_LOGIN_TICKET, "state": "s"}));

    let tokens = login(&app, "late@example.org", PASSWORD).await;
    app.advance("default", 7200).await;
    let answer = exchange(&app, &tokens).await;
    assert_eq!(answer.status, StatusCode::FORBIDDEN);
    assert_eq!(answer.json(), error(msg::INVALID_ACCESS_TOKEN));
    for token in ["nope", "default.nope", "s99.nope"] {
        let answer = exchange(&app, &json!({"access_token": token})).await;
        assert_eq!(answer.json(), error(msg::INVALID_ACCESS_TOKEN), "{token}");
    }
}

#[tokio::test]
async fn forgot_password_mails_a_reset_link_whose_page_sets_the_password() {
    let app = TestApp::new();
    verified(&app, "forgetful@example.org").await;
    let ask =
        |email: &str| json!({"client_id": "c", "email": email, "connection": "Username-Password-Authentication"}).to_string();
    let path = format!("{IDP}/dbconnections/change_password");
    for email in ["forgetful@example.org", "nobody@example.org"] {
        let answer = app.call(&CHANGE_PASSWORD, &path, None, Some((JSON, &ask(email)))).await;
        assert_eq!(answer.status, StatusCode::OK);
        assert_eq!(answer.text, "We've just sent you an email to reset your password.");
    }
    let bad = app.call(&CHANGE_PASSWORD, &path, None, Some((JSON, &ask("nope")))).await;
    assert_eq!(bad.json(), provider_error("invalid_body", msg::INVALID_EMAIL));
    let mails = outbox(&app).await;
    // Issue 43: every mail the provider promises lands in the outbox; an unknown address gets
    // word that no account uses it, and no link.
    assert_eq!(mails.len(), 3, "the verification, the reset link and the unknown address's notice");
    assert_eq!((mails[2]["to"].clone(), mails[2]["kind"].clone()), (json!("nobody@example.org"), json!("reset_password")));
    assert!(mails[2]["body"].as_str().unwrap().contains("no account uses it"), "{}", mails[2]["body"]);
    assert_eq!(mails[2]["links"], json!([]));
    assert_eq!(mails[1]["kind"], "reset_password");
    assert_eq!(mails[1]["subject"], "Reset your Pilvio password");
    let link = mails[1]["links"][0].as_str().unwrap().to_string();

    assert!(app.get(&link).await.text.contains("Set password"));
    for (form, text) in [
        ("password=short&password_confirm=short", msg::WEAK_PASSWORD),
        ("password=Better456&password_confirm=Better457", msg::PASSWORDS_DIFFER),
    ] {
        let answer = app.call(&RESET, &link, None, Some((FORM, form))).await;
        assert!(answer.text.contains(text) && answer.text.contains("Set password"), "{}", answer.text);
    }
    let done = post_form(&app, &link, "password=Better456&password_confirm=Better456").await;
    assert!(done.text.contains("Your password is changed"), "{}", done.text);
    assert!(app.get(&link).await.text.contains("This link has expired"), "a link works once");
    assert_eq!(authenticate(&app, "forgetful@example.org", PASSWORD).await.status, StatusCode::FORBIDDEN);
    assert!(login(&app, "forgetful@example.org", "Better456").await["access_token"].is_string());
}

/// Issue 43: "Forgot password says a link was sent but the mail outbox stays empty" — for a demo
/// user, who signs in by key and has no identity at the provider yet. The mail lands; its link
/// sets a password, and the user logs in with it.
#[tokio::test]
async fn forgot_password_of_a_sessions_user_without_an_identity_mails_a_link_that_gives_them_one() {
    let app = TestApp::new();
    let owner = app.call(&USER_GET, "/v1/user-resource/user", Some(&app.key("owner").await), None).await.json();
    let email = owner["name"].as_str().unwrap().to_string();
    let ask =
        json!({"client_id": "c", "email": email.to_uppercase(), "connection": "Username-Password-Authentication"}).to_string();
    let path = format!("{IDP}/dbconnections/change_password");
    let answer = app.call(&CHANGE_PASSWORD, &path, None, Some((JSON, &ask))).await;
    assert_eq!(answer.status, StatusCode::OK);
    let mails = outbox(&app).await;
    let mail = mails.last().expect("the promised mail");
    assert_eq!((mail["to"].as_str().unwrap(), mail["kind"].as_str().unwrap()), (email.as_str(), "reset_password"));
    let link = mail["links"][0].as_str().unwrap().to_string();
    let done = post_form(&app, &link, "password=Better456&password_confirm=Better456").await;
    assert!(done.text.contains("Your password is changed"), "{}", done.text);
    assert!(login(&app, &email, "Better456").await["access_token"].is_string());
}

#[tokio::test]
async fn social_login_offers_the_sessions_google_accounts_and_creates_a_verified_identity() {
    let app = TestApp::new();
    let owner = app.call(&USER_GET, "/v1/user-resource/user", Some(&app.key("owner").await), None).await.json();
    let query =
        serde_html_form::to_string([("connection", "google-oauth2"), ("redirect_uri", CALLBACK), ("state", "g")]).unwrap();
    let page = app.get(&format!("{IDP}/authorize?{query}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.text.contains(owner["name"].as_str().unwrap()), "{}", page.text);
    assert!(page.text.contains("Use another account"));

    let consent = |email: &str| {
        serde_html_form::to_string([("email", email), ("name", "Kadri Tamm"), ("redirect_uri", CALLBACK), ("state", "g")])
            .unwrap()
    };
    let path = format!("{IDP}/consent");
    let tokens = fragment(&location(&post_form(&app, &path, &consent("kadri@example.org")).await));
    assert_eq!(tokens["state"], "g");
    let first = exchange(&app, &tokens).await.json();
    assert_eq!(first["is_sign_up"], true);
    assert_eq!(first["user"]["profile_data"]["first_name"], "Kadri");
    assert_eq!(first["user"]["profile_data"]["last_name"], "Tamm");

    // A seeded user consenting signs in as themselves.
    let tokens = fragment(&location(&post_form(&app, &path, &consent(owner["name"].as_str().unwrap())).await));
    let existing = exchange(&app, &tokens).await.json();
    assert_eq!((existing["is_sign_up"].clone(), existing["user"]["id"].clone()), (json!(false), owner["id"].clone()));

    let before = app.state("default").await;
    let bad = app.call(&CONSENT, &path, None, Some((FORM, &consent("nope")))).await;
    assert_eq!(bad.json(), provider_error("invalid_body", msg::INVALID_EMAIL));
    let evil = consent("x@example.org").replace("http%3A%2F%2F127.0.0.1%3A8080", "javascript%3A");
    assert_eq!(app.call(&CONSENT, &path, None, Some((FORM, &evil))).await.status, StatusCode::BAD_REQUEST);
    assert_eq!(app.state("default").await, before);
}

#[tokio::test]
async fn the_site_configuration_points_the_console_at_its_sessions_provider() {
    let app = TestApp::new();
    let config = app.call(&UI_CONFIG, "/v1/config/ui/config", None, None).await.json();
    assert_eq!(config["authDomain"], "/__sim/idp/default");
    let session = app.post("/__sim/sessions", json!({})).await.json();
    let id = session["session"].as_str().unwrap();
    let key = session["users"][0]["api_key"].as_str().unwrap();
    let config = app.call(&UI_CONFIG, "/v1/config/ui/config", Some(key), None).await.json();
    assert_eq!(config["authDomain"], format!("/__sim/idp/{id}"));
}

#[tokio::test]
async fn logout_returns_to_the_console_and_unknown_sessions_are_404() {
    let app = TestApp::new();
    let out = app.get(&format!("{IDP}/v2/logout?client_id=c&returnTo=http%3A%2F%2F127.0.0.1%2Fapp%2F")).await;
    assert_eq!(location(&out), "http://127.0.0.1/app/");
    let bad = app.get(&format!("{IDP}/v2/logout?returnTo=javascript%3Aalert(1)")).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert_eq!(bad.json(), provider_error("invalid_request", "returnTo must be a web address without a fragment"));
    let missing = signup_in(&app, "nowhere").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(missing.json(), provider_error("invalid_request", "No session 'nowhere'"));
}

async fn signup_in(app: &TestApp, session: &str) -> Answer {
    let body = json!({"email": "a@example.org", "password": PASSWORD}).to_string();
    app.call(&SIGNUP, &format!("/__sim/idp/{session}/dbconnections/signup"), None, Some((JSON, &body))).await
}

#[tokio::test]
async fn an_invitation_waits_for_its_grantee_to_sign_up() {
    let app = TestApp::new();
    let owner = app.key("owner").await;
    let form = |text: &str| Some((FORM, text.to_string()));
    let call = |op, path: String, key: String, body: Option<(&'static str, String)>| {
        let app = &app;
        async move { app.call(op, &path, Some(&key), body.as_ref().map(|(c, t)| (*c, t.as_str()))).await }
    };
    let group = call(&GROUP_CREATE, "/v1/user-resource/access_group".into(), owner.clone(), form("name=ops")).await.json();
    let path = format!("/v1/user-resource/access_group/{}/impersonation", group["id"]);
    let invited = call(&INVITE, path, owner.clone(), form("grantee_username=Newcomer@Example.org")).await.json();
    let uuid = invited["impersonations"][0]["uuid"].as_str().unwrap().to_string();

    verified(&app, "newcomer@example.org").await;
    let signed_in = exchange(&app, &login(&app, "newcomer@example.org", PASSWORD).await).await.json();
    let key = signed_in["apikey"].as_str().unwrap().to_string();
    let shared = call(&SHARED_LIST, "/v1/user-resource/impersonation".into(), key.clone(), None).await.json();
    assert_eq!(shared[&uuid]["is_accepted"], false, "{shared}");
    let accepted = call(&ACCEPT, format!("/v1/user-resource/impersonation/{uuid}/accept"), key, None).await.json();
    assert_eq!(accepted["is_accepted"], true);
    assert_eq!(accepted["grantee_id"], signed_in["user"]["id"]);
}

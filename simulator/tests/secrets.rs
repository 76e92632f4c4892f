//! Keys nobody can guess (docs/reference/security-and-durability.md#secrets): the real binary
//! seals every key with a session key from the operating system, `--deterministic-secrets`
//! derives it from the seed (S3 secret keys and the one-shot ids too: MFA tickets, payment links,
//! 3-D Secure references, the identity provider's mailed links and login tickets), a key only works whole and in
//! its own session, and a session id is never issued twice by one state file, not even after
//! `kill -9`.

use crate::binary;

use binary::{Server, call, json, start, temp_dir};

const JSON: (&str, &str) = ("content-type", "application/json");

fn default_key(server: &Server) -> String {
    let (status, body) = call(server.port, "GET", "/__sim/sessions", &[], "").unwrap();
    assert_eq!(status, 200, "{body}");
    let sessions = json(&body);
    let default = sessions.as_array().unwrap().iter().find(|s| s["session"] == "default").unwrap();
    default["users"][0]["api_key"].as_str().unwrap().to_string()
}

fn user_status(server: &Server, key: &str) -> u16 {
    call(server.port, "GET", "/v1/user-resource/user", &[("apikey", key)], "").unwrap().0
}

#[test]
fn two_servers_with_the_same_seed_hand_out_different_keys() {
    let (a, b) = (start(&["--seed", "9"]), start(&["--seed", "9"]));
    let (key_a, key_b) = (default_key(&a), default_key(&b));
    assert_ne!(key_a, key_b);
    assert_eq!(user_status(&a, &key_a), 200);
    assert_eq!(user_status(&b, &key_b), 200);
    assert_eq!(user_status(&b, &key_a), 403, "a key of one server is nothing to another");
}

#[test]
fn deterministic_secrets_give_the_same_keys_on_every_server() {
    let (a, b) = (start(&["--seed", "9", "--deterministic-secrets"]), start(&["--seed", "9", "--deterministic-secrets"]));
    let key = default_key(&a);
    assert_eq!(key, default_key(&b));
    assert_eq!(user_status(&b, &key), 200);
    // A scenario file's setting asks the same of one session on a random server.
    let random = start(&["--seed", "9"]);
    let create = |server: &Server| {
        let (status, body) =
            call(server.port, "POST", "/__sim/sessions", &[JSON], r#"{"seed":4,"deterministic_secrets":true}"#).unwrap();
        assert_eq!(status, 200, "{body}");
        json(&body)["users"][0]["api_key"].as_str().unwrap().to_string()
    };
    assert_eq!(create(&random), create(&a), "both are the servers' first new session, s1");
}

#[test]
fn a_key_under_another_sessions_prefix_is_refused() {
    let server = start(&["--deterministic-secrets"]);
    let new_key = |seed: u32| {
        let (_, body) = call(server.port, "POST", "/__sim/sessions", &[JSON], &format!(r#"{{"seed":{seed}}}"#)).unwrap();
        json(&body)["users"][0]["api_key"].as_str().unwrap().to_string()
    };
    // Same seed: the same world, the same secrets inside it; only the seal tells them apart.
    let (a, b) = (new_key(7), new_key(7));
    let (_, rest_a) = a.split_once('.').unwrap();
    let (session_b, _) = b.split_once('.').unwrap();
    assert_eq!(user_status(&server, &a), 200);
    assert_eq!(user_status(&server, &format!("{session_b}.{rest_a}")), 403);
    assert_eq!(user_status(&server, &a[..a.len() - 1]), 403, "a key resolves only whole");
}

#[test]
fn a_deleted_sessions_id_is_not_issued_again_after_kill_9() {
    let dir = temp_dir("secrets-ids");
    let state = dir.path().join("world.state");
    let state_arg = state.to_str().unwrap();
    // Snapshots far apart: the creation and deletion live only in the log when the process dies.
    let args = ["--state-file", state_arg, "--snapshot-interval-ms", "600000", "--deterministic-secrets"];
    let mut server = start(&args);
    let (_, body) = call(server.port, "POST", "/__sim/sessions", &[JSON], "{}").unwrap();
    let first = json(&body);
    let (id, key) = (first["session"].as_str().unwrap().to_string(), first["users"][0]["api_key"].as_str().unwrap().to_string());
    let (status, _) = call(server.port, "DELETE", &format!("/__sim/sessions/{id}"), &[], "").unwrap();
    assert_eq!(status, 204);
    server.child.kill().unwrap();
    server.child.wait().unwrap();

    let server = start(&args);
    let (_, body) = call(server.port, "POST", "/__sim/sessions", &[JSON], "{}").unwrap();
    let second = json(&body);
    assert_ne!(second["session"].as_str().unwrap(), id, "the deleted session's id came back");
    assert_eq!(user_status(&server, &key), 403, "the deleted session's key works again");
}

/// The default owner's first S3 secret key, its storage account made on the way.
fn s3_secret(server: &Server) -> String {
    let (status, body) = call(server.port, "GET", "/v1/storage/user", &[("apikey", &default_key(server))], "").unwrap();
    assert_eq!(status, 200, "{body}");
    json(&body)["s3Credentials"][0]["secretKey"].as_str().unwrap_or_else(|| panic!("no secret in {body}")).to_string()
}

#[test]
fn s3_secret_keys_differ_between_servers_with_the_same_seed_and_keep_their_shape() {
    let (a, b) = (start(&["--seed", "9"]), start(&["--seed", "9"]));
    let (secret_a, secret_b) = (s3_secret(&a), s3_secret(&b));
    assert_ne!(secret_a, secret_b, "the seed alone gives the S3 secret away");
    for secret in [&secret_a, &secret_b] {
        assert_eq!(secret.len(), 40, "{secret}");
        assert!(secret.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'/' || c == b'+'), "{secret}");
    }
    let deterministic = || start(&["--seed", "9", "--deterministic-secrets"]);
    assert_eq!(s3_secret(&deterministic()), s3_secret(&deterministic()), "known values when asked for");
}

/// A new session's MFA ticket as `/v1` hands it out: (ticket id, the key that asked).
fn mfa_ticket(server: &Server) -> (String, String) {
    let (_, body) = call(server.port, "POST", "/__sim/sessions", &[JSON], r#"{"seed":3,"world":"empty"}"#).unwrap();
    let key = json(&body)["users"][0]["api_key"].as_str().unwrap().to_string();
    let (status, body) = call(server.port, "POST", "/v1/user-resource/mfa/activate", &[("apikey", &key)], "").unwrap();
    assert_eq!(status, 200, "{body}");
    (json(&body)["ticket_id"].as_str().unwrap().to_string(), key)
}

#[test]
fn mfa_ticket_ids_differ_between_servers_with_the_same_seed_and_still_enrol() {
    let (a, b) = (start(&["--seed", "9"]), start(&["--seed", "9"]));
    let ((ticket, key), (other, _)) = (mfa_ticket(&a), mfa_ticket(&b));
    assert_ne!(ticket, other, "the seed alone gives the ticket away");
    assert_eq!(ticket.len(), 36, "a UUID's shape: {ticket}");
    let page =
        |server: &Server, ticket: &str| call(server.port, "GET", &format!("/__sim/idp/s1/mfa/{ticket}"), &[], "").unwrap().1;
    assert!(page(&a, &other).contains("expired"), "another server's ticket opens nothing here");
    assert!(page(&a, &ticket).contains("Set up"), "the ticket as given opens the page");
    let seeded = mfa_ticket(&start(&["--seed", "9", "--deterministic-secrets"])).0;
    let (status, body) = call(a.port, "POST", &format!("/__sim/idp/s1/mfa/{seeded}"), &[], "").unwrap();
    assert_eq!(status, 404, "the world's own (seeded) ticket id enrols nothing: {body}");
    let (status, body) = call(a.port, "POST", &format!("/__sim/idp/s1/mfa/{ticket}"), &[], "").unwrap();
    assert_eq!(status, 200, "{body}");
    let (_, active) = call(a.port, "GET", "/v1/user-resource/mfa/is_active", &[("apikey", &key)], "").unwrap();
    assert_eq!(json(&active)["is_active"], true);

    let deterministic = || start(&["--seed", "9", "--deterministic-secrets"]);
    assert_eq!(mfa_ticket(&deterministic()).0, mfa_ticket(&deterministic()).0, "known values when asked for");
}

const FORM: (&str, &str) = ("content-type", "application/x-www-form-urlencoded");

/// A link payment started in a new session as `/v1` hands it out: (identifier, key, account).
fn link_payment(server: &Server) -> (String, String, String) {
    let (_, body) = call(server.port, "POST", "/__sim/sessions", &[JSON], r#"{"seed":3,"world":"empty"}"#).unwrap();
    let key = json(&body)["users"][0]["api_key"].as_str().unwrap().to_string();
    let (_, body) = call(server.port, "GET", "/v1/payment/billing_account/list", &[("apikey", &key)], "").unwrap();
    let account = json(&body)[0]["id"].to_string();
    let form = format!("billing_account_id={account}&processor=stripe&amount=50&params=%7B%22method%22%3A%22ideal%22%7D");
    let (status, body) = call(server.port, "POST", "/v1/payment/link/send_data", &[("apikey", &key), FORM], &form).unwrap();
    assert_eq!(status, 200, "{body}");
    let data = &json(&body)["data"];
    let identifier = data["identifier"].as_str().unwrap().to_string();
    assert_eq!(data["redirect_url"], format!("/__sim/pay/s1/link/{identifier}"), "the page is reached by the identifier given");
    (identifier, key, account)
}

#[test]
fn payment_link_ids_differ_between_servers_with_the_same_seed_and_still_pay() {
    let (a, b) = (start(&["--seed", "9"]), start(&["--seed", "9"]));
    let ((identifier, key, account), (other, ..)) = (link_payment(&a), link_payment(&b));
    assert_ne!(identifier, other, "the seed alone gives the payment page away");
    let deterministic = || start(&["--seed", "9", "--deterministic-secrets"]);
    let seeded = link_payment(&deterministic()).0;
    assert_eq!(seeded, link_payment(&deterministic()).0, "known values when asked for");
    for id in [&identifier, &other] {
        assert!(id.starts_with("pay_") && id.len() == seeded.len(), "the seeded identifier's shape: {id}");
    }
    let page = |id: &str| call(a.port, "GET", &format!("/__sim/pay/s1/link/{id}"), &[], "").unwrap().1;
    for guess in [&other, &seeded] {
        assert!(page(guess.as_str()).contains("Nothing to pay"), "another server's or the seed's identifier: {guess}");
        let (status, body) = call(a.port, "POST", &format!("/__sim/pay/s1/link/{guess}/approve"), &[], "").unwrap();
        assert_eq!(status, 404, "{guess} pays nothing: {body}");
    }
    assert!(page(&identifier).contains("Complete your payment"), "the identifier as given opens the page");
    let (status, body) = call(a.port, "POST", &format!("/__sim/pay/s1/link/{identifier}/approve"), &[], "").unwrap();
    assert_eq!(status, 303, "{body}");
    let lookup = format!("billing_account_id={account}&identifier={identifier}");
    let (_, body) = call(a.port, "GET", &format!("/v1/payment/persistent_data?{lookup}"), &[("apikey", &key)], "").unwrap();
    assert_eq!(
        (json(&body)["status"].as_str(), json(&body)["identifier"].as_str()),
        (Some("success"), Some(identifier.as_str()))
    );
    let (_, body) =
        call(a.port, "GET", &format!("/v1/payment/credit/list?billing_account_id={account}"), &[("apikey", &key)], "").unwrap();
    assert!(body.contains(&format!("link:{identifier}")), "the credit names the identifier as given: {body}");
}

/// A new pilvio session on `server` as `/v1` hands it out: (session, owner's key, first billing account).
fn new_session(server: &Server) -> (String, String, String) {
    let body = r#"{"seed":3,"world":"empty","brand":"pilvio"}"#;
    let (status, body) = call(server.port, "POST", "/__sim/sessions", &[JSON], body).unwrap();
    assert_eq!(status, 200, "{body}");
    let (session, key) =
        (json(&body)["session"].as_str().unwrap().to_string(), json(&body)["users"][0]["api_key"].as_str().unwrap().to_string());
    let (_, body) = call(server.port, "GET", "/v1/payment/billing_account/list", &[("apikey", &key)], "").unwrap();
    (session, key, json(&body)[0]["id"].to_string())
}

/// `form` posted to `/v1` as `key`: the answer's status and body.
fn post_form(server: &Server, key: &str, path: &str, form: &str) -> (u16, serde_json::Value) {
    let (status, body) = call(server.port, "POST", path, &[("apikey", key), FORM], form).unwrap();
    (status, serde_json::from_str(&body).unwrap_or_default())
}

/// The session's 3-D Secure steps as clients are given them, in the order a console meets them.
struct ThreeDSecure {
    session: String,
    key: String,
    account: String,
    card: String,
    /// The card's verification (`data_ref`), then, once `verified`, a purchase's held charge and
    /// a PayPal setup token.
    verification: String,
}

impl ThreeDSecure {
    /// A `tok_3ds` card added in a new session, its verification waiting on the issuer's page.
    fn start(server: &Server) -> ThreeDSecure {
        let (session, key, account) = new_session(server);
        let (_, config) = call(server.port, "GET", "/v1/config/ui/config", &[], "").unwrap();
        let processor = json(&config)["paymentProcessors"][0]["keyword"].as_str().unwrap().to_string();
        let form = format!("billing_account_id={account}&token=tok_3ds&processor_keyword={processor}");
        let (status, card) = post_form(server, &key, "/v1/payment/card", &form);
        assert_eq!(status, 200, "{card}");
        let card = card["id"].to_string();
        let (status, verify) = post_form(server, &key, "/v1/payment/card/verify", &format!("payment_object_id={card}"));
        assert_eq!(status, 200, "{verify}");
        let verification = verify["data_ref"].as_str().unwrap().to_string();
        assert_eq!(
            verify["authorize_uri"],
            format!("/__sim/pay/{session}/3ds/{verification}"),
            "the page is reached by the reference given"
        );
        ThreeDSecure { session, key, account, card, verification }
    }

    /// A purchase held for 3-D Secure on the verified card: its `charge_id`.
    fn hold(&self, server: &Server) -> String {
        let form = format!("billing_account_id={}&payment_object_id={}&amount=50&force_3ds=true", self.account, self.card);
        let (status, bought) = post_form(server, &self.key, "/v1/payment/credit/buy", &form);
        assert_eq!(status, 200, "{bought}");
        let charge = bought["charge_id"].as_str().unwrap().to_string();
        assert_eq!(bought["authorize_uri"], format!("/__sim/pay/{}/3ds/{charge}", self.session));
        charge
    }

    /// A PayPal vault setup token waiting for the buyer: its `id`.
    fn setup(&self, server: &Server) -> String {
        let path = "/v1/payment/paypal/setup_token?session_id=buttons-1&return_url=http://localhost/app/payment_return";
        let (status, body) = call(server.port, "GET", path, &[("apikey", &self.key)], "").unwrap();
        assert_eq!(status, 200, "{body}");
        let setup = json(&body)["id"].as_str().unwrap().to_string();
        assert_eq!(json(&body)["approve_url"], format!("/__sim/pay/{}/3ds/{setup}", self.session));
        setup
    }

    fn capture(&self, server: &Server, charge: &str) -> (u16, serde_json::Value) {
        let form = format!("billing_account_id={}&charge_id={charge}&payment_object_id={}", self.account, self.card);
        post_form(server, &self.key, "/v1/payment/credit/buy/posthook", &form)
    }

    fn payment_token(&self, server: &Server, setup: &str) -> u16 {
        let path = format!("/v1/payment/paypal/payment_token?session_id=buttons-1&setup_token={setup}");
        call(server.port, "GET", &path, &[("apikey", &self.key)], "").unwrap().0
    }

    /// The issuer's page for `reference` on `server`, and its approve button's answer.
    fn issuer(&self, server: &Server, reference: &str) -> (String, u16) {
        let page = format!("/__sim/pay/{}/3ds/{reference}", self.session);
        let shown = call(server.port, "GET", &page, &[], "").unwrap().1;
        (shown, call(server.port, "POST", &format!("{page}/approve"), &[], "").unwrap().0)
    }
}

/// The seeded references (`--deterministic-secrets`) of a verification, a held charge and a
/// PayPal setup token, the same on every such server.
fn seeded_references() -> [String; 3] {
    let server = start(&["--seed", "9", "--deterministic-secrets"]);
    let flow = ThreeDSecure::start(&server);
    assert_eq!(flow.verification, ThreeDSecure::start(&start(&["--seed", "9", "--deterministic-secrets"])).verification);
    assert_eq!(flow.issuer(&server, &flow.verification).1, 200, "the seeded value is the page's with deterministic secrets");
    [flow.verification.clone(), flow.hold(&server), flow.setup(&server)]
}

#[test]
fn three_d_secure_references_differ_between_servers_with_the_same_seed_and_still_answer() {
    let (a, b) = (start(&["--seed", "9"]), start(&["--seed", "9"]));
    let seeded = seeded_references();
    let (flow, other) = (ThreeDSecure::start(&a), ThreeDSecure::start(&b));
    assert_ne!(flow.verification, other.verification, "the seed alone gives the verification away");
    let refused = |given: &str, what: &str| {
        let (page, status) = flow.issuer(&a, given);
        assert!(page.contains("Nothing to confirm"), "{what} {given} opens the issuer's page: {page}");
        assert_eq!(status, 404, "{what} {given} answers for the owner");
    };
    refused(&other.verification, "another server's verification");
    refused(&seeded[0], "the seeded verification");
    assert!(flow.verification.starts_with("3ds_") && flow.verification.len() == seeded[0].len(), "{}", flow.verification);
    let (page, status) = flow.issuer(&a, &flow.verification);
    assert!(page.contains("Approve") && page.contains(&flow.verification), "the reference as given opens the page: {page}");
    assert_eq!(status, 200);

    assert_eq!(other.issuer(&b, &other.verification).1, 200);
    other.hold(&b);
    let charge = flow.hold(&a);
    assert_ne!(charge, seeded[1]);
    assert!(charge.starts_with("ch_") && charge.len() == seeded[1].len(), "{charge}");
    refused(&seeded[1], "the seeded charge");
    assert_eq!(flow.capture(&a, &seeded[1]).0, 404, "the seeded charge is captured");
    assert_eq!(flow.issuer(&a, &charge).1, 200);
    let (status, captured) = flow.capture(&a, &charge);
    assert_eq!((status, captured["charge_id"].as_str()), (200, Some(charge.as_str())), "{captured}");

    let setup = flow.setup(&a);
    assert_ne!(setup, other.setup(&b));
    assert!(setup.starts_with("vst_") && setup != seeded[2] && setup.len() == seeded[2].len(), "{setup}");
    refused(&seeded[2], "the seeded PayPal setup");
    assert_eq!(flow.issuer(&a, &setup).1, 200);
    assert_eq!(flow.payment_token(&a, &seeded[2]), 404, "the seeded setup token is swapped");
    assert_eq!(flow.payment_token(&a, &setup), 200);
}

/// What the identity provider of session `s1` answers `method path` with a JSON body.
fn idp(server: &Server, method: &str, path: &str, body: &str) -> (u16, serde_json::Value) {
    let (status, body) = call(server.port, method, &format!("/__sim/idp/s1/{path}"), &[JSON], body).unwrap();
    (status, serde_json::from_str(&body).unwrap_or(serde_json::Value::String(body)))
}

/// A new session on `server` where kai@example.org signed up with Secret123: the link of the
/// last mail the outbox shows, and that mail's text.
fn sign_up(server: &Server, reset: bool) -> (String, String) {
    new_session(server);
    let signup = r#"{"client_id":"console","email":"kai@example.org","password":"Secret123"}"#;
    assert_eq!(idp(server, "POST", "dbconnections/signup", signup).0, 200);
    if reset {
        let ask = r#"{"client_id":"console","email":"kai@example.org"}"#;
        assert_eq!(idp(server, "POST", "dbconnections/change_password", ask).0, 200);
    }
    last_mail(server)
}

fn last_mail(server: &Server) -> (String, String) {
    let (_, outbox) = call(server.port, "GET", "/__sim/sessions/s1/outbox", &[], "").unwrap();
    let mail = json(&outbox).as_array().unwrap().last().cloned().unwrap();
    let link = mail["links"][0].as_str().unwrap().to_string();
    let body = mail["body"].as_str().unwrap().to_string();
    assert!(body.contains(&link), "the mail's text carries the link as given: {body}");
    (link, body)
}

/// A login of kai@example.org: the ticket `/co/authenticate` hands out.
fn login_ticket(server: &Server, password: &str) -> (u16, String) {
    let login = format!(r#"{{"client_id":"console","username":"kai@example.org","password":"{password}"}}"#);
    let (status, answer) = idp(server, "POST", "co/authenticate", &login);
    (status, answer["login_ticket"].as_str().unwrap_or_default().to_string())
}

/// `/authorize` with `ticket`: the callback's parameters.
fn redeem(server: &Server, ticket: &str) -> serde_json::Value {
    let path = format!("authorize?redirect_uri=http://127.0.0.1/app/auth0_callback&state=st&login_ticket={ticket}");
    let (status, answer) = idp(server, "GET", &path, "");
    assert_eq!(status, 302, "{answer}");
    answer["params"].clone()
}

#[test]
fn verification_links_and_login_tickets_differ_between_servers_with_the_same_seed_and_still_sign_in() {
    let (a, b) = (start(&["--seed", "9"]), start(&["--seed", "9"]));
    let deterministic = || start(&["--seed", "9", "--deterministic-secrets"]);
    let (link, other) = (sign_up(&a, false).0, sign_up(&b, false).0);
    let seeded_server = deterministic();
    let seeded = sign_up(&seeded_server, false).0;
    assert_eq!(seeded, sign_up(&deterministic(), false).0, "known values when asked for");
    assert!(link != other && link != seeded && link.len() == seeded.len(), "{link} {other} {seeded}");
    let verify = |link: &str| {
        let (status, answer) = call(a.port, "GET", link, &[], "").unwrap();
        assert_eq!(status, 302, "{answer}");
        json(&answer)["params"]["success"].clone()
    };
    assert_eq!(verify(&other), "false", "another server's link verifies nothing");
    assert_eq!(verify(&seeded), "false", "the seeded link verifies nothing");
    assert_eq!(redeem(&a, &login_ticket(&a, "Secret123").1)["error"], "access_denied", "not verified yet");
    assert_eq!(verify(&link), "true", "the link as given verifies");

    let (status, ticket) = login_ticket(&a, "Secret123");
    assert_eq!(status, 200);
    assert_ne!(ticket, login_ticket(&b, "Secret123").1);
    assert_eq!(call(seeded_server.port, "GET", &seeded, &[], "").unwrap().0, 302);
    let seeded_ticket = login_ticket(&seeded_server, "Secret123").1;
    assert_eq!(seeded_ticket, {
        let again = deterministic();
        let link = sign_up(&again, false).0;
        call(again.port, "GET", &link, &[], "").unwrap();
        login_ticket(&again, "Secret123").1
    });
    assert_eq!(ticket.len(), seeded_ticket.len(), "{ticket}");
    // The seeded ticket names an open login on this server too (the same seed, the same calls).
    let refused = redeem(&a, &seeded_ticket);
    assert_eq!(refused["error_description"], "The login ticket is unknown, used or expired", "{refused}");
    let tokens = redeem(&a, &ticket);
    assert_eq!(tokens["token_type"], "Bearer", "the ticket as given signs in: {tokens}");
}

#[test]
fn password_reset_links_differ_between_servers_with_the_same_seed_and_still_reset() {
    let (a, b) = (start(&["--seed", "9"]), start(&["--seed", "9"]));
    let deterministic = || start(&["--seed", "9", "--deterministic-secrets"]);
    let ((link, body), (other, _)) = (sign_up(&a, true), sign_up(&b, true));
    let seeded = sign_up(&deterministic(), true).0;
    assert_eq!(seeded, sign_up(&deterministic(), true).0, "known values when asked for");
    assert!(link.contains("/reset/") && !body.contains(&seeded), "{body}");
    assert!(link != other && link != seeded && link.len() == seeded.len(), "{link} {other} {seeded}");
    let new_password = "password=Better456&password_confirm=Better456";
    for guess in [&other, &seeded] {
        let page = call(a.port, "GET", guess, &[], "").unwrap().1;
        assert!(page.contains("This link has expired"), "{guess} opens the reset page: {page}");
        let (status, page) = call(a.port, "POST", guess, &[FORM], new_password).unwrap();
        assert!(status == 200 && page.contains("This link has expired"), "{guess} resets: {page}");
    }
    assert_eq!(login_ticket(&a, "Secret123").0, 200, "the password is unchanged");
    assert!(call(a.port, "GET", &link, &[], "").unwrap().1.contains("Choose a new password"));
    let (status, page) = call(a.port, "POST", &link, &[FORM], new_password).unwrap();
    assert!(status == 200 && page.contains("Your password is changed"), "{page}");
    assert_eq!(login_ticket(&a, "Secret123").0, 403);
    assert_eq!(login_ticket(&a, "Better456").0, 200);
}

#[test]
fn one_shot_references_given_before_a_kill_9_still_work_after_it() {
    let dir = temp_dir("secrets-one-shot");
    let state = dir.path().join("world.state");
    let args = ["--state-file", state.to_str().unwrap(), "--snapshot-interval-ms", "600000"];
    let mut server = start(&args);
    // The verification and the card live only in the log when the process dies.
    let (link, _) = sign_up(&server, false);
    assert_eq!(call(server.port, "GET", &link, &[], "").unwrap().0, 302);
    let flow = ThreeDSecure::start(&server);
    let (ticket_status, ticket) = login_ticket(&server, "Secret123");
    assert_eq!(ticket_status, 200);
    server.child.kill().unwrap();
    server.child.wait().unwrap();

    let server = start(&args);
    assert_eq!(redeem(&server, &ticket)["token_type"], "Bearer", "the ticket given before the crash signs in");
    assert_eq!(flow.issuer(&server, &flow.verification).1, 200, "the reference given before the crash answers");
    let (_, cards) = call(
        server.port,
        "GET",
        &format!("/v1/payment/card/list?billing_account_id={}", flow.account),
        &[("apikey", &flow.key)],
        "",
    )
    .unwrap();
    assert_eq!(json(&cards)[0]["is_verified"], true, "{cards}");
}

/// Issue 43: the issuer's page showed unbranded HTML with the raw `3ds_…` reference. It now names
/// the merchant (the site) and the amount (the processor's verification amount, a purchase's
/// final amount) in the brand's look, and its text never shows the reference.
#[test]
fn the_issuer_page_names_merchant_and_amount_in_the_brands_look_without_the_reference() {
    let server = start(&["--seed", "9", "--deterministic-secrets"]);
    let flow = ThreeDSecure::start(&server);
    let (_, config) = call(server.port, "GET", "/v1/config/ui/config", &[], "").unwrap();
    let config = json(&config);
    let site = config["siteName"].as_str().unwrap();
    let amount = format!(
        "{:.2} {}",
        config["paymentProcessors"][0]["verification_amount"].as_f64().unwrap(),
        config["siteCurrency"].as_str().unwrap()
    );
    let page = format!("/__sim/pay/{}/3ds/{}", flow.session, flow.verification);
    let html = call(server.port, "GET", &page, &[], "").unwrap().1;
    // What a person reads: the markup's text outside tags.
    let text: String = html.split('<').map(|part| part.split_once('>').map_or(part, |(_, after)| after)).collect();
    assert!(html.contains("<div class=\"logo\""), "the brand's logo: {html}");
    assert!(text.contains(&format!("Merchant{site}")), "the merchant: {text}");
    assert!(text.contains(&format!("Amount{amount}")), "the amount {amount}: {text}");
    assert!(!text.contains(&flow.verification) && !text.contains("3ds_"), "no reference in the text: {text}");
    let answer = call(server.port, "POST", &format!("{page}/approve"), &[], "").unwrap().1;
    assert!(answer.contains("You approved the payment") && answer.contains(site), "{answer}");
}

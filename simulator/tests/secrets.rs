//! Keys nobody can guess (docs/reference/security-and-durability.md#secrets): the real binary
//! seals every key with a session key from the operating system, `--deterministic-secrets`
//! derives it from the seed (S3 secret keys, MFA ticket ids and payment link ids too), a key only works whole and in
//! its own session, and a session id is never issued twice by one state file, not even after
//! `kill -9`.

mod binary;

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

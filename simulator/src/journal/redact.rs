//! Secrets kept out of the journal, and so out of the scenarios made from it: passwords, API keys
//! and tokens, and card tokens that are not the sandbox's published test cards. Applied when an
//! exchange is recorded, to form and JSON bodies alike; a body naming none of them is kept as it
//! is, without being parsed. The state file's log has its own, narrower rule ([`state_log_body`]).

use bytes::Bytes;
use memchr::memmem;
use serde_json::Value;

use crate::domain::compute::catalogue::password_follows_rule;

/// Every password becomes this one stand-in. It meets the password rule (platform seed §5), so a
/// journal replayed as a scenario still signs up, logs in and creates machines; a recorded wrong
/// password replays as the right one.
pub const PASSWORD: &str = "Redacted-Passw0rd";
/// In the state file's log, a password that broke the rule becomes this one, which breaks it too.
pub const WEAK_PASSWORD: &str = "redacted";
/// Every other secret becomes this.
pub const SECRET: &str = "[redacted]";

/// Substrings of every key [`replacement`] redacts: a body holding none is left alone.
const TELLTALES: [&str; 4] = ["password", "token", "apikey", "secret"];

/// Which way an exchange's body went: a request's `token` is a card processor's token, an
/// answer's is an API key.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Request,
    Response,
}

/// What a value under a key becomes, if it is a secret.
type Replace<'a> = &'a dyn Fn(&str, &str) -> Option<&'static str>;

/// `body` with its secrets replaced; the same bytes when it holds none.
pub fn body(body: Bytes, content_type: Option<&str>, direction: Direction) -> Bytes {
    rewrite(body, content_type, &TELLTALES, &|key, value| replacement(key, value, direction))
}

/// A request body as the state file's log keeps it, for replay through the same handler: each
/// password becomes a stand-in the password rule judges as it judged the password, so a refused
/// request replays refused and an accepted one accepted (the world never keeps VM passwords, and
/// the identity provider's steps replay from their logged `Credential`). Tokens and keys stay:
/// replay needs them, they are the sandbox's published test cards or secrets the world itself
/// holds (and so the state file's snapshot), and the caller's API key is not in the body.
pub fn state_log_body(body: Bytes, content_type: Option<&str>) -> Bytes {
    rewrite(body, content_type, &["password"], &|key, value| {
        let stand_in = if password_follows_rule(value) { PASSWORD } else { WEAK_PASSWORD };
        key.to_ascii_lowercase().contains("password").then_some(stand_in)
    })
}

/// `body` with `replace` applied to every form field or JSON member at any depth, when it names
/// one of `telltales` (else the same bytes, not parsed).
fn rewrite(body: Bytes, content_type: Option<&str>, telltales: &[&str], replace: Replace) -> Bytes {
    if !telltales.iter().any(|t| memmem::find(&body, t.as_bytes()).is_some()) {
        return body;
    }
    let redacted = if content_type.is_some_and(|t| t.starts_with("application/x-www-form-urlencoded")) {
        form(&body, replace)
    } else {
        json(&body, replace)
    };
    redacted.map_or(body, Bytes::from)
}

/// What a value under `key` becomes in the journal, if it is a secret.
fn replacement(key: &str, value: &str, direction: Direction) -> Option<&'static str> {
    let key = key.to_ascii_lowercase();
    if key.contains("password") {
        return Some(PASSWORD);
    }
    let sandbox_card = direction == Direction::Request && key == "token" && value.starts_with("tok_");
    let secret = matches!(key.as_str(), "apikey" | "api_key" | "token" | "access_token" | "id_token" | "kong_key")
        || key.contains("secret");
    (secret && !sandbox_card && value != SECRET).then_some(SECRET)
}

fn form(body: &[u8], replace: Replace) -> Option<Vec<u8>> {
    let mut changed = false;
    let mut out = form_urlencoded::Serializer::new(String::new());
    for (key, value) in form_urlencoded::parse(body) {
        let value = match replace(&key, &value) {
            Some(stand_in) => {
                changed = true;
                stand_in.into()
            }
            None => value,
        };
        out.append_pair(&key, &value);
    }
    changed.then(|| out.finish().into_bytes())
}

fn json(body: &[u8], replace: Replace) -> Option<Vec<u8>> {
    let mut value: Value = serde_json::from_slice(body).ok()?;
    redact_value(&mut value, replace).then(|| serde_json::to_vec(&value).unwrap_or_default())
}

/// Replaces the secrets anywhere in `value`; whether any were.
fn redact_value(value: &mut Value, replace: Replace) -> bool {
    match value {
        Value::Object(map) => map.iter_mut().fold(false, |changed, (key, value)| {
            let stand_in = value.as_str().and_then(|text| replace(key, text));
            match stand_in {
                Some(stand_in) => {
                    *value = Value::String(stand_in.into());
                    true
                }
                None => redact_value(value, replace) || changed,
            }
        }),
        // Every item, not only up to the first with a secret.
        Value::Array(items) => items.iter_mut().map(|item| redact_value(item, replace)).fold(false, |a, b| a | b),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FORM: Option<&str> = Some("application/x-www-form-urlencoded");
    const JSON: Option<&str> = Some("application/json");

    fn text(bytes: Bytes) -> String {
        String::from_utf8(bytes.to_vec()).unwrap()
    }

    #[test]
    fn passwords_become_one_stand_in_that_meets_the_password_rule() {
        let form = body(Bytes::from("name=web&password=S3cret-one&x=1"), FORM, Direction::Request);
        assert_eq!(text(form), "name=web&password=Redacted-Passw0rd&x=1");
        let json = body(Bytes::from(r#"{"password":"S3cret","password_confirm":"S3cret"}"#), JSON, Direction::Request);
        assert_eq!(text(json), r#"{"password":"Redacted-Passw0rd","password_confirm":"Redacted-Passw0rd"}"#);
        assert!(crate::domain::idp::password_is_strong(PASSWORD));
    }

    #[test]
    fn api_keys_and_tokens_in_answers_are_hidden_at_any_depth() {
        let answer = r#"[{"id":1,"token":"s1.abcdef","user":{"apikey":"s1.k","name":"Mari"}},{"secretKey":"xyz"}]"#;
        let redacted = text(body(Bytes::from(answer), JSON, Direction::Response));
        assert_eq!(
            redacted,
            r#"[{"id":1,"token":"[redacted]","user":{"apikey":"[redacted]","name":"Mari"}},{"secretKey":"[redacted]"}]"#
        );
    }

    #[test]
    fn sandbox_test_cards_stay_so_a_recorded_journal_replays_and_other_card_tokens_go() {
        let sandbox = body(Bytes::from("billing_account_id=1&token=tok_visa"), FORM, Direction::Request);
        assert_eq!(text(sandbox), "billing_account_id=1&token=tok_visa");
        let real = body(Bytes::from("billing_account_id=1&token=pm_1Nabc"), FORM, Direction::Request);
        assert_eq!(text(real), "billing_account_id=1&token=%5Bredacted%5D");
    }

    #[test]
    fn the_state_log_keeps_each_password_s_verdict_and_every_token() {
        let create = text(state_log_body(Bytes::from("name=web&password=Secret123&token=tok_visa"), FORM));
        assert_eq!(create, "name=web&password=Redacted-Passw0rd&token=tok_visa");
        let weak = r#"{"nested":{"password_confirm":"Secret123"},"password":"secret","setup_token":"s1.x"}"#;
        let weak = text(state_log_body(Bytes::from(weak), JSON));
        assert_eq!(weak, r#"{"nested":{"password_confirm":"Redacted-Passw0rd"},"password":"redacted","setup_token":"s1.x"}"#);
        assert!(password_follows_rule(PASSWORD) && !password_follows_rule(WEAK_PASSWORD));
        assert!(!crate::domain::idp::password_is_strong(WEAK_PASSWORD));
    }

    #[test]
    fn a_body_without_secrets_is_the_same_bytes() {
        let list = Bytes::from(r#"[{"uuid":"a","name":"web-1"}]"#);
        let kept = body(list.clone(), JSON, Direction::Response);
        assert_eq!(kept.as_ptr(), list.as_ptr(), "not parsed, not copied");
        let not_json = Bytes::from("<html>token</html>");
        assert_eq!(body(not_json.clone(), None, Direction::Response), not_json);
    }
}

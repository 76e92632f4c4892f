//! Bad input gets a clear error and costs nothing (docs/reference/security-and-durability.md#limits):
//! each request here once answered 500, an empty body, the wrong data or a success, or cost
//! hundreds of megabytes; the real binary must now refuse it with the gateway's JSON error body.

use crate::binary;

use binary::{Server, call, json, start};

const JSON: (&str, &str) = ("content-type", "application/json");
const FORM: (&str, &str) = ("content-type", "application/x-www-form-urlencoded");

fn owner_key(server: &Server) -> String {
    let (_, body) = call(server.port, "GET", "/__sim/sessions", &[], "").unwrap();
    let sessions = json(&body);
    let default = sessions.as_array().unwrap().iter().find(|s| s["session"] == "default").unwrap();
    default["users"][0]["api_key"].as_str().unwrap().to_string()
}

/// The status and the gateway's `message`; panics when the body is not its JSON error.
fn refused(answer: Option<(u16, String)>) -> (u16, String) {
    let (status, body) = answer.expect("an answer");
    let message = json(&body)["message"].as_str().unwrap_or_else(|| panic!("no message in {body}")).to_string();
    (status, message)
}

#[test]
fn too_many_form_or_query_parameters_are_refused_before_parsing() {
    let server = start(&[]);
    let key = owner_key(&server);
    let form = vec!["first_name=x"; 5000].join("&");
    let (status, message) =
        refused(call(server.port, "PATCH", "/v1/user-resource/user/profile", &[("apikey", &key), FORM], &form));
    assert_eq!((status, message.as_str()), (413, spec::error::gateway::TOO_MANY_PARAMETERS));
    let query = vec!["a=1"; 1500].join("&");
    let (status, _) = refused(call(server.port, "GET", &format!("/v1/user-resource/user?{query}"), &[("apikey", &key)], ""));
    assert_eq!(status, 413);
    let (status, user) = call(server.port, "GET", "/v1/user-resource/user", &[("apikey", &key)], "").unwrap();
    assert_eq!(status, 200);
    assert_ne!(json(&user)["profile_data"]["first_name"], "x", "the refused form changed nothing");
}

/// Defect: a 2 M-parameter form sent as `text/plain` or without a content type was parsed as a
/// form all the same (+140 MB each).
#[test]
fn a_body_is_read_as_a_form_only_when_sent_as_one() {
    let server = start(&[]);
    let key = owner_key(&server);
    let huge = vec!["first_name=Mallory"; 200_000].join("&");
    for content_type in [Some("text/plain"), None, Some("application/octet-stream")] {
        for body in ["first_name=Mallory", huge.as_str()] {
            let mut headers = vec![("apikey", key.as_str())];
            headers.extend(content_type.map(|t| ("content-type", t)));
            let (status, answer) = call(server.port, "PATCH", "/v1/user-resource/user/profile", &headers, body).unwrap();
            assert!(matches!(status, 400 | 413 | 415), "{content_type:?}: {status} {}", &answer[..answer.len().min(200)]);
            let answer = json(&answer);
            assert!(answer.get("message").or(answer.get("errors")).is_some(), "the API's error body: {answer}");
        }
    }
    let page = "/__sim/idp/default/consent";
    let (status, _) = call(server.port, "POST", page, &[("content-type", "text/plain")], "email=a@b.c&password=x").unwrap();
    assert!(matches!(status, 400 | 415), "the identity provider's forms too: {status}");
    let (_, user) = call(server.port, "GET", "/v1/user-resource/user", &[("apikey", &key)], "").unwrap();
    assert_ne!(json(&user)["profile_data"]["first_name"], "Mallory", "nothing read from a body that is no form");
    let form = [("apikey", key.as_str()), FORM];
    let (status, answer) = call(server.port, "PATCH", "/v1/user-resource/user/profile", &form, "first_name=Mallory").unwrap();
    assert_eq!(status, 200, "{answer}");
}

#[test]
fn a_return_address_with_cr_lf_or_undecodable_bytes_is_a_400_not_a_500() {
    let server = start(&[]);
    for to in ["/app%0d%0aSet-Cookie:%20x=1", "/app%FF", "/app%20x", "http://x/%0a"] {
        let path = format!("/__sim/idp/default/v2/logout?returnTo={to}");
        let (status, body) = call(server.port, "GET", &path, &[], "").unwrap();
        assert_eq!(status, 400, "{to}: {body}");
        assert!(body.contains("returnTo"), "{to}: {body}");
    }
    let (status, _) = call(server.port, "GET", "/__sim/idp/default/authorize?redirect_uri=/app%0d%0a&state=s", &[], "").unwrap();
    assert_eq!(status, 400);
    let (status, _) = call(server.port, "GET", "/__sim/idp/default/v2/logout?returnTo=/app/login", &[], "").unwrap();
    assert_eq!(status, 302, "a plain return address still works");
}

#[test]
fn an_undecodable_location_is_not_found_not_the_default_location() {
    let server = start(&[]);
    let key = owner_key(&server);
    let (status, message) = refused(call(server.port, "GET", "/v1/%FF/user-resource/vm/list", &[("apikey", &key)], ""));
    assert_eq!((status, message.as_str()), (404, spec::error::gateway::NO_ROUTE));
}

#[test]
fn a_session_is_created_only_from_a_json_object() {
    let server = start(&[]);
    for body in ["[]", "1", "\"x\"", "null", "[1,2]"] {
        let (status, message) = refused(call(server.port, "POST", "/__sim/sessions", &[JSON], body));
        assert_eq!(status, 400, "{body}");
        assert_eq!(message, format!("'body': {}", spec::error::validation::INVALID_JSON), "{body}");
    }
    let (_, sessions) = call(server.port, "GET", "/__sim/sessions", &[], "").unwrap();
    assert_eq!(json(&sessions).as_array().unwrap().len(), 1, "only default");
    let (status, _) = call(server.port, "POST", "/__sim/sessions", &[JSON], "").unwrap();
    assert_eq!(status, 200, "an empty body is the defaults");
}

#[test]
fn the_default_session_cannot_be_deleted() {
    let server = start(&[]);
    let (status, message) = refused(call(server.port, "DELETE", "/__sim/sessions/default", &[], ""));
    assert_eq!((status, message.as_str()), (409, spec::error::gateway::DEFAULT_SESSION_STAYS));
    let (status, _) = call(server.port, "GET", "/v1/config/ui/config", &[], "").unwrap();
    assert_eq!(status, 200, "keyless calls still reach default");
}

#[test]
fn method_not_allowed_uri_too_long_and_headers_too_large_carry_the_gateway_body() {
    let server = start(&[]);
    let (status, message) = refused(call(server.port, "DELETE", "/__sim/brands", &[], ""));
    assert_eq!((status, message.as_str()), (405, spec::error::gateway::METHOD_NOT_ALLOWED));
    let long = format!("/v1/user-resource/user?a={}", "x".repeat(9000));
    let (status, message) = refused(call(server.port, "GET", &long, &[], ""));
    assert_eq!((status, message.as_str()), (414, spec::error::gateway::URI_TOO_LONG));
    let names: Vec<String> = (0..150).map(|i| format!("x-filler-{i}")).collect();
    let many: Vec<(&str, &str)> = names.iter().map(|n| (n.as_str(), "1")).collect();
    let (status, message) = refused(call(server.port, "GET", "/v1/user-resource/user", &many, ""));
    assert_eq!((status, message.as_str()), (431, spec::error::gateway::HEADERS_TOO_LARGE));
    let big = "y".repeat(40 * 1024);
    let (status, _) = refused(call(server.port, "GET", "/v1/user-resource/user", &[("x-big", &big)], ""));
    assert_eq!(status, 431);
}

#[test]
fn a_user_s_tokens_are_capped_so_no_answer_grows_without_bound() {
    let server = start(&[]);
    let key = owner_key(&server);
    let key = key.as_str();
    let existing = json(&call(server.port, "GET", "/v1/user-resource/token/list", &[("apikey", key)], "").unwrap().1);
    let have = existing.as_array().unwrap().len();
    let max = simulator::domain::access::MAX_TOKENS;
    let mut last = String::new();
    for i in have..max {
        let (status, body) =
            call(server.port, "POST", "/v1/user-resource/token", &[("apikey", key), FORM], &format!("description=t{i}")).unwrap();
        assert_eq!(status, 200, "token {i}: {body}");
        last = body;
    }
    assert_eq!(json(&last).as_array().unwrap().len(), max);
    let (status, body) =
        call(server.port, "POST", "/v1/user-resource/token", &[("apikey", key), FORM], "description=over").unwrap();
    assert_eq!(status, 409, "{body}");
    assert_eq!(json(&body)["errors"]["Error"], spec::error::access::TOO_MANY_TOKENS);
}

//! Tokens, access delegation and impersonation: every operation's happy path and its errors,
//! and that what a key may reach follows its token, group and invitation at once. Every answer is
//! checked against the contract by `TestApp::call`.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::{Value, json};
use spec::access::ops::*;
use spec::compute::ops::{VM_CREATE, VM_GET, VM_LIST};
use spec::error::{access as msg, gateway, identity, validation};
use spec::identity::ops::USER_GET as USER;
use spec::routes::Operation;

use crate::harness::{Answer, FORM, TestApp, error, field, message};

const WEB: &str = "os_name=ubuntu&os_version=24.04&username=mari&password=Secret123&vcpu=1&ram=1024&disks=20";
/// The second billing account the tests give the owner.
const SECOND: u64 = 1_299_999_999;

/// A fresh empty session: owner, admin and colleague, the owner with a second account.
struct World<'a> {
    app: &'a TestApp,
    session: String,
    owner: String,
    admin: String,
    colleague: String,
}

impl<'a> World<'a> {
    async fn new(app: &'a TestApp) -> World<'a> {
        let session = app.new_session(json!({ "world": "empty" })).await;
        let (owner, admin, colleague) =
            (app.key_in(&session, "owner").await, app.key_in(&session, "admin").await, app.key_in(&session, "colleague").await);
        let world = World { app, session, owner, admin, colleague };
        let owner_account = world.account(&world.owner.clone()).await;
        world
            .edit(|w| {
                let mut second = w["billing_accounts"][owner_account.to_string()].clone();
                second["id"] = json!(SECOND);
                second["is_default"] = json!(false);
                w["billing_accounts"][SECOND.to_string()] = second;
            })
            .await;
        world
    }

    async fn call(&self, op: &Operation, key: &str, suffix: &str, form: &str) -> Answer {
        let path = format!("/v1{}{suffix}", op.path);
        self.call_at(op, key, &path, form).await
    }

    /// `op` at `path` with its `{…}` segments already filled in.
    async fn call_at(&self, op: &Operation, key: &str, path: &str, form: &str) -> Answer {
        let body = (!form.is_empty()).then_some((FORM, form));
        self.app.call(op, path, Some(key), body).await
    }

    async fn ok(&self, op: &Operation, key: &str, suffix: &str, form: &str) -> Value {
        let answer = self.call(op, key, suffix, form).await;
        assert_eq!(answer.status, StatusCode::OK, "{}: {}", op.id, answer.text);
        answer.json()
    }

    async fn email(&self, key: &str) -> String {
        self.ok(&USER, key, "", "").await["name"].as_str().unwrap().to_string()
    }

    async fn user_id(&self, key: &str) -> u64 {
        self.ok(&USER, key, "", "").await["id"].as_u64().unwrap()
    }

    /// The user's seeded (default) billing account.
    async fn account(&self, key: &str) -> u64 {
        let id = self.user_id(key).await;
        let state = self.state().await;
        let accounts = state["world"]["billing_accounts"].as_object().unwrap();
        accounts.values().find(|a| a["user_id"] == id && a["is_default"] == true).unwrap()["id"].as_u64().unwrap()
    }

    async fn state(&self) -> Value {
        self.app.state(&self.session).await
    }

    /// What identity operations may change: keys and the access tables.
    async fn access_state(&self) -> Value {
        let world = self.state().await["world"].clone();
        json!({ "api_keys": world["api_keys"], "access": world["access"], "next_id": world["next_id"] })
    }

    async fn edit(&self, edit: impl FnOnce(&mut Value)) {
        self.app.edit_world(&self.session, edit).await;
    }

    async fn advance(&self, seconds: u32) {
        self.app.advance(&self.session, seconds.into()).await;
    }

    /// Creates a token and answers its key.
    async fn token(&self, key: &str, form: &str) -> String {
        let list = self.ok(&TOKEN_CREATE, key, "", form).await;
        list.as_array().unwrap().last().unwrap()["token"].as_str().unwrap().to_string()
    }

    async fn vm(&self, key: &str, name: &str, account: u64) -> String {
        let form = format!("name={name}&billing_account_id={account}&{WEB}");
        self.ok(&VM_CREATE, key, "", &form).await["uuid"].as_str().unwrap().to_string()
    }

    async fn vm_names(&self, key: &str) -> Vec<String> {
        let list = self.ok(&VM_LIST, key, "", "").await;
        list.as_array().unwrap().iter().map(|vm| vm["name"].as_str().unwrap().to_string()).collect()
    }

    async fn group(&self, key: &str, form: &str) -> u64 {
        self.ok(&GROUP_CREATE, key, "", form).await["id"].as_u64().unwrap()
    }

    /// Invites `grantee` to group `group` and answers the invitation's uuid.
    async fn invite(&self, key: &str, group: u64, grantee: &str) -> String {
        let path = format!("/v1/user-resource/access_group/{group}/impersonation");
        let answer = self.call_at(&INVITE, key, &path, &format!("grantee_username={grantee}")).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.text);
        let invitations = answer.json()["impersonations"].as_array().unwrap().clone();
        let invitation = invitations.iter().find(|i| i["grantee_username"] == grantee.to_ascii_lowercase()).unwrap();
        invitation["uuid"].as_str().unwrap().to_string()
    }

    async fn accept(&self, key: &str, uuid: &str) -> Answer {
        self.call_at(&ACCEPT, key, &format!("/v1/user-resource/impersonation/{uuid}/accept"), "").await
    }

    async fn start(&self, key: &str, uuid: &str) -> Answer {
        self.call_at(&START, key, &format!("/v1/user-resource/impersonation/{uuid}/start"), "").await
    }

    /// Owner shares `form`'s group with the colleague, who accepts and starts: the started key.
    async fn delegate(&self, form: &str) -> (u64, String, String) {
        let group = self.group(&self.owner, form).await;
        let email = self.email(&self.colleague).await;
        let uuid = self.invite(&self.owner, group, &email).await;
        assert_eq!(self.accept(&self.colleague, &uuid).await.status, StatusCode::OK);
        let started = self.start(&self.colleague, &uuid).await;
        assert_eq!(started.status, StatusCode::OK, "{}", started.text);
        (group, uuid, started.json()["token"].as_str().unwrap().to_string())
    }
}

fn forbidden(answer: &Answer) {
    assert_eq!((answer.status, answer.json()), (StatusCode::FORBIDDEN, message(gateway::INVALID_CREDENTIALS)));
}

#[tokio::test]
async fn a_token_is_a_working_key_of_its_user_until_deleted() {
    let app = TestApp::new();
    let w = World::new(&app).await;
    assert_eq!(w.ok(&TOKEN_LIST, &w.owner, "", "").await, json!([]));
    let list = w.ok(&TOKEN_CREATE, &w.owner, "", "description=+ci+&restricted=false").await;
    let token = &list.as_array().unwrap()[0];
    assert_eq!((token["description"].clone(), token["restricted"].clone()), (json!("ci"), json!(false)));
    assert_eq!((token["billing_account_id"].clone(), token["acting_user_id"].clone()), (json!(0), Value::Null));
    assert_eq!(token["user_id"], json!(w.user_id(&w.owner).await));
    let key = token["token"].as_str().unwrap().to_string();
    assert!(key.starts_with(&format!("{}.", w.session)), "{key}");
    assert_eq!(w.ok(&USER, &key, "", "").await["id"], json!(w.user_id(&w.owner).await));
    assert_eq!(w.ok(&TOKEN_LIST, &key, "", "").await, list, "the token lists its user's tokens");

    // A second token: POST answers every token of the user.
    let both = w.ok(&TOKEN_CREATE, &w.owner, "", "description=two").await;
    assert_eq!(both.as_array().unwrap().len(), 2);
    assert_eq!(w.ok(&TOKEN_LIST, &w.colleague, "", "").await, json!([]), "tokens are per user");

    let id = token["id"].as_u64().unwrap();
    let deleted = w.ok(&TOKEN_DELETE, &w.owner, "", &format!("token_id={id}")).await;
    assert_eq!(deleted, json!({ "success": true }));
    forbidden(&w.call(&USER, &key, "", "").await);
    assert_eq!(w.ok(&TOKEN_LIST, &w.owner, "", "").await.as_array().unwrap().len(), 1);
    // The sessions listing still hands out the users' own keys, never tokens.
    assert_eq!(app.key_in(&w.session, "owner").await, w.owner);
}

#[tokio::test]
async fn token_updates_change_only_what_is_sent() {
    let app = TestApp::new();
    let w = World::new(&app).await;
    let list = w.ok(&TOKEN_CREATE, &w.owner, "", "description=ci").await;
    let id = list[0]["id"].as_u64().unwrap();
    let updated = w.ok(&TOKEN_UPDATE, &w.owner, "", &format!("token_id={id}&restricted=true&billing_account_id={SECOND}")).await;
    assert_eq!((updated[0]["restricted"].clone(), updated[0]["billing_account_id"].clone()), (json!(true), json!(SECOND)));
    assert_eq!(updated[0]["description"], json!("ci"));
    let renamed = w.ok(&TOKEN_UPDATE, &w.owner, "", &format!("token_id={id}&description=deploy")).await;
    assert_eq!((renamed[0]["description"].clone(), renamed[0]["restricted"].clone()), (json!("deploy"), json!(true)));
}

#[tokio::test]
async fn bad_token_requests_are_refused_and_change_nothing() {
    let app = TestApp::new();
    let w = World::new(&app).await;
    let list = w.ok(&TOKEN_CREATE, &w.owner, "", "description=ci").await;
    let id = list[0]["id"].as_u64().unwrap();
    let foreign = w.account(&w.colleague).await;
    let before = w.access_state().await;
    let cases: [(&Operation, &str, String, StatusCode, Value); 8] = [
        (
            &TOKEN_CREATE,
            &w.owner,
            "restricted=true".into(),
            StatusCode::BAD_REQUEST,
            field("billing_account_id", msg::RESTRICTED_NEEDS_ACCOUNT),
        ),
        (
            &TOKEN_CREATE,
            &w.owner,
            format!("billing_account_id={foreign}"),
            StatusCode::BAD_REQUEST,
            field("billing_account_id", msg::UNKNOWN_BILLING_ACCOUNT),
        ),
        (&TOKEN_CREATE, &w.owner, "restricted=maybe".into(), StatusCode::BAD_REQUEST, field("restricted", validation::BOOLEAN)),
        (
            &TOKEN_UPDATE,
            &w.colleague,
            format!("token_id={id}&description=x"),
            StatusCode::NOT_FOUND,
            error(msg::UPDATE_TOKEN_FAILED),
        ),
        (
            &TOKEN_UPDATE,
            &w.owner,
            format!("token_id={id}&restricted=true"),
            StatusCode::BAD_REQUEST,
            field("billing_account_id", msg::RESTRICTED_NEEDS_ACCOUNT),
        ),
        (&TOKEN_UPDATE, &w.owner, "token_id=999999".into(), StatusCode::NOT_FOUND, error(msg::UPDATE_TOKEN_FAILED)),
        (&TOKEN_DELETE, &w.colleague, format!("token_id={id}"), StatusCode::NOT_FOUND, error(msg::DELETE_TOKEN_FAILED)),
        (&TOKEN_DELETE, &w.owner, "token_id=abc".into(), StatusCode::BAD_REQUEST, field("token_id", validation::WHOLE_NUMBER)),
    ];
    for (op, key, form, status, body) in cases {
        let answer = w.call(op, key, "", &form).await;
        assert_eq!((answer.status, answer.json()), (status, body), "{} {form}", op.id);
    }
    assert_eq!(w.access_state().await, before, "rejected requests leave the world unchanged");
}

#[tokio::test]
async fn a_restricted_token_reaches_only_its_billing_account() {
    let app = TestApp::new();
    let w = World::new(&app).await;
    let first = w.account(&w.owner).await;
    let a = w.vm(&w.owner, "in-first", first).await;
    let b = w.vm(&w.owner, "in-second", SECOND).await;
    let key = w.token(&w.owner, &format!("restricted=true&billing_account_id={SECOND}")).await;
    assert_eq!(w.vm_names(&key).await, ["in-second"]);
    assert_eq!(w.vm_names(&w.owner).await, ["in-first", "in-second"]);
    assert_eq!(w.call(&VM_GET, &key, &format!("?uuid={b}"), "").await.status, StatusCode::OK);
    let hidden = w.call(&VM_GET, &key, &format!("?uuid={a}"), "").await;
    assert_eq!(hidden.status, StatusCode::BAD_REQUEST, "out of scope reads as missing: {}", hidden.text);
    // Creates need no billing account with a restricted token, and land in its account.
    let made = w.ok(&VM_CREATE, &key, "", &format!("name=made&{WEB}")).await;
    assert_eq!(made["billing_account"], json!(SECOND));
    // Tokens it makes are restricted to its account too; it cannot name another.
    let list = w.ok(&TOKEN_CREATE, &key, "", "description=child").await;
    assert!(list.as_array().unwrap().iter().all(|t| t["billing_account_id"] == SECOND && t["restricted"] == true));
    let outside = w.call(&TOKEN_CREATE, &key, "", &format!("billing_account_id={first}")).await;
    assert_eq!((outside.status, outside.json()), (StatusCode::BAD_REQUEST, field("billing_account_id", msg::OUTSIDE_SCOPE)));
}

#[tokio::test]
async fn a_delegate_acts_as_the_owner_within_the_group_until_revoked() {
    let app = TestApp::new();
    let w = World::new(&app).await;
    let first = w.account(&w.owner).await;
    w.vm(&w.owner, "in-first", first).await;
    w.vm(&w.owner, "in-second", SECOND).await;
    let (group, uuid, key) = w.delegate(&format!("name=ops&billing_account_id={SECOND}")).await;
    assert_eq!(w.ok(&USER, &key, "", "").await["id"], json!(w.user_id(&w.owner).await), "acts as the owner");
    assert_eq!(w.vm_names(&key).await, ["in-second"], "within the group's billing account");
    // What the delegate does is recorded as theirs.
    let tokens = w.ok(&TOKEN_CREATE, &key, "", "description=by-delegate").await;
    assert_eq!(tokens[0]["acting_user_id"], json!(w.user_id(&w.colleague).await));
    assert_eq!(tokens[0]["user_id"], json!(w.user_id(&w.owner).await));

    // The owner sees the acceptance; the grantee sees the share keyed by uuid.
    let groups = w.ok(&GROUP_LIST, &w.owner, "", "").await;
    assert_eq!(groups[0]["impersonations"][0]["is_accepted"], json!(true));
    assert_eq!(groups[0]["impersonations"][0]["grantee_id"], json!(w.user_id(&w.colleague).await));
    let shared = w.ok(&SHARED_LIST, &w.colleague, "", "").await;
    assert_eq!(shared[&uuid]["access_group_id"], json!(group));
    assert!(shared[&uuid]["access_owner"].as_str().unwrap().contains(&w.email(&w.owner).await));
    assert!(shared[&uuid]["billing_account_name"].is_string());

    let path = format!("/v1/user-resource/access_group/{group}/impersonation/{uuid}");
    let withdrawn = w.call_at(&INVITE_DELETE, &w.owner, &path, "").await;
    assert_eq!((withdrawn.status, withdrawn.json()), (StatusCode::OK, json!({ "success": true })));
    forbidden(&w.call(&VM_LIST, &key, "", "").await);
    assert_eq!(w.ok(&SHARED_LIST, &w.colleague, "", "").await, json!({}));
}

#[tokio::test]
async fn deleting_a_group_revokes_its_keys_at_once() {
    let app = TestApp::new();
    let w = World::new(&app).await;
    let (group, _, key) = w.delegate("name=everything").await;
    assert_eq!(w.call(&VM_LIST, &key, "", "").await.status, StatusCode::OK, "a global share reaches every account");
    let path = format!("/v1/user-resource/access_group/{group}");
    assert_eq!(w.call_at(&GROUP_DELETE, &w.owner, &path, "").await.json(), json!({ "success": true }));
    forbidden(&w.call(&VM_LIST, &key, "", "").await);
    assert_eq!(w.ok(&GROUP_LIST, &w.owner, "", "").await, json!([]));
}

#[tokio::test]
async fn an_invitation_may_name_someone_without_an_account_and_must_be_accepted_before_start() {
    let app = TestApp::new();
    let w = World::new(&app).await;
    let group = w.group(&w.owner, "name=later").await;
    let uuid = w.invite(&w.owner, group, "New.Person@Example.org").await;
    let groups = w.ok(&GROUP_LIST, &w.owner, "", "").await;
    let invitation = &groups[0]["impersonations"][0];
    assert_eq!(
        (invitation["grantee_username"].clone(), invitation["grantee_id"].clone()),
        (json!("new.person@example.org"), Value::Null)
    );
    assert_eq!(invitation["is_accepted"], json!(false));
    // Nobody else can take it up.
    let other = w.accept(&w.colleague, &uuid).await;
    assert_eq!((other.status, other.json()), (StatusCode::NOT_FOUND, error(msg::NO_SUCH_INVITATION)));

    let email = w.email(&w.colleague).await;
    let uuid = w.invite(&w.owner, group, &email).await;
    let before = w.access_state().await;
    let early = w.start(&w.colleague, &uuid).await;
    assert_eq!((early.status, early.json()), (StatusCode::CONFLICT, error(msg::NOT_ACCEPTED)));
    assert_eq!(w.access_state().await, before);
    let accepted = w.accept(&w.colleague, &uuid).await;
    assert_eq!(accepted.status, StatusCode::OK, "{}", accepted.text);
    assert_eq!(
        (accepted.json()["is_accepted"].clone(), accepted.json()["billing_account_name"].clone()),
        (json!(true), Value::Null)
    );
    let before = w.access_state().await;
    let twice = w.accept(&w.colleague, &uuid).await;
    assert_eq!((twice.status, twice.json()), (StatusCode::CONFLICT, error(msg::ALREADY_ACCEPTED)));
    assert_eq!(w.access_state().await, before, "a second accept changes nothing");
}

#[tokio::test]
async fn bad_delegation_requests_are_refused_and_change_nothing() {
    let app = TestApp::new();
    let w = World::new(&app).await;
    let group = w.group(&w.owner, "name=ops").await;
    let colleague_group = w.group(&w.colleague, "name=theirs").await;
    let foreign = w.account(&w.colleague).await;
    let email = w.email(&w.colleague).await;
    let uuid = w.invite(&w.owner, group, &email).await;
    let own = w.email(&w.owner).await;
    let before = w.access_state().await;
    let invite_path = |g: &str| format!("/v1/user-resource/access_group/{g}/impersonation");
    let cases: Vec<(&Operation, &str, String, String, StatusCode, Value)> = vec![
        (
            &GROUP_CREATE,
            &w.owner,
            "/v1/user-resource/access_group".into(),
            "name=".into(),
            StatusCode::BAD_REQUEST,
            field("name", &validation::at_least_chars(1)),
        ),
        (
            &GROUP_CREATE,
            &w.owner,
            "/v1/user-resource/access_group".into(),
            "name=+".into(),
            StatusCode::BAD_REQUEST,
            field("name", validation::REQUIRED),
        ),
        (
            &GROUP_CREATE,
            &w.owner,
            "/v1/user-resource/access_group".into(),
            format!("name=x&billing_account_id={foreign}"),
            StatusCode::BAD_REQUEST,
            field("billing_account_id", msg::UNKNOWN_BILLING_ACCOUNT),
        ),
        (
            &INVITE,
            &w.owner,
            invite_path(&group.to_string()),
            "grantee_username=not-an-email".into(),
            StatusCode::BAD_REQUEST,
            field("grantee_username", validation::PATTERN),
        ),
        (
            &INVITE,
            &w.owner,
            invite_path(&group.to_string()),
            format!("grantee_username={own}"),
            StatusCode::BAD_REQUEST,
            field("grantee_username", msg::SHARE_WITH_YOURSELF),
        ),
        (
            &INVITE,
            &w.owner,
            invite_path(&group.to_string()),
            format!("grantee_username={}", email.to_uppercase()),
            StatusCode::BAD_REQUEST,
            field("grantee_username", msg::ALREADY_INVITED),
        ),
        (
            &INVITE,
            &w.owner,
            invite_path(&colleague_group.to_string()),
            "grantee_username=a@b.org".into(),
            StatusCode::NOT_FOUND,
            error(msg::CREATE_INVITATION_FAILED),
        ),
        (
            &INVITE,
            &w.owner,
            invite_path("nope"),
            "grantee_username=a@b.org".into(),
            StatusCode::NOT_FOUND,
            error(msg::CREATE_INVITATION_FAILED),
        ),
        (
            &INVITE_DELETE,
            &w.owner,
            format!("{}/{}", invite_path(&group.to_string()), "no-such-uuid"),
            String::new(),
            StatusCode::NOT_FOUND,
            error(msg::DELETE_INVITATION_FAILED),
        ),
        (
            &INVITE_DELETE,
            &w.colleague,
            format!("{}/{uuid}", invite_path(&group.to_string())),
            String::new(),
            StatusCode::NOT_FOUND,
            error(msg::DELETE_INVITATION_FAILED),
        ),
        (
            &GROUP_DELETE,
            &w.colleague,
            format!("/v1/user-resource/access_group/{group}"),
            String::new(),
            StatusCode::NOT_FOUND,
            error(msg::DELETE_GROUP_FAILED),
        ),
        (
            &GROUP_DELETE,
            &w.owner,
            "/v1/user-resource/access_group/999999".into(),
            String::new(),
            StatusCode::NOT_FOUND,
            error(msg::DELETE_GROUP_FAILED),
        ),
        (
            &ACCEPT,
            &w.colleague,
            "/v1/user-resource/impersonation/no-such-uuid/accept".into(),
            String::new(),
            StatusCode::NOT_FOUND,
            error(msg::NO_SUCH_INVITATION),
        ),
        (
            &START,
            &w.owner,
            format!("/v1/user-resource/impersonation/{uuid}/start"),
            String::new(),
            StatusCode::NOT_FOUND,
            error(msg::NO_SUCH_INVITATION),
        ),
    ];
    for (op, key, path, form, status, body) in cases {
        let answer = w.call_at(op, key, &path, &form).await;
        assert_eq!((answer.status, answer.json()), (status, body), "{} {path} {form}", op.id);
    }
    assert_eq!(w.access_state().await, before, "rejected requests leave the world unchanged");
}

#[tokio::test]
async fn a_delegate_cannot_take_up_invitations_while_acting() {
    let app = TestApp::new();
    let w = World::new(&app).await;
    let (_, uuid, key) = w.delegate("name=ops").await;
    let answer = w.start(&key, &uuid).await;
    assert_eq!((answer.status, answer.json()), (StatusCode::FORBIDDEN, error(msg::NOT_WHILE_ACTING)));
}

#[tokio::test]
async fn administrators_get_impersonation_tokens_for_any_user() {
    let app = TestApp::new();
    let w = World::new(&app).await;
    let colleague = w.user_id(&w.colleague).await;
    let answer = w.ok(&ADMIN_TOKEN, &w.admin, "", &format!("user_id={colleague}")).await;
    let key = answer["token"].as_str().unwrap();
    assert_eq!(w.ok(&USER, key, "", "").await["id"], json!(colleague));
    let email = w.email(&w.owner).await;
    let by_email = w.ok(&ADMIN_TOKEN, &w.admin, "", &format!("email={}", email.to_uppercase())).await;
    assert_eq!(w.ok(&USER, by_email["token"].as_str().unwrap(), "", "").await["name"], json!(email));

    let before = w.access_state().await;
    let denied = w.call(&ADMIN_TOKEN, &w.owner, "", &format!("user_id={colleague}")).await;
    assert_eq!((denied.status, denied.json()), (StatusCode::FORBIDDEN, error(identity::NOT_ADMIN)));
    let unknown = w.call(&ADMIN_TOKEN, &w.admin, "", "user_id=999999").await;
    assert_eq!((unknown.status, unknown.json()), (StatusCode::NOT_FOUND, error(msg::NO_SUCH_USER)));
    let neither = w.call(&ADMIN_TOKEN, &w.admin, "", "").await;
    assert_eq!((neither.status, neither.json()), (StatusCode::BAD_REQUEST, field("user_id", msg::USER_REQUIRED)));
    assert_eq!(w.access_state().await, before);
}

#[tokio::test]
async fn faults_answer_the_servers_documented_500s_and_change_nothing() {
    let app = TestApp::new();
    let w = World::new(&app).await;
    let before = w.access_state().await;
    let faults = format!("/__sim/sessions/{}/faults", w.session);
    for (op, path, message, form) in [
        (&TOKEN_CREATE, "/v1/user-resource/token", msg::CREATE_TOKEN_FAILED, "description=ci"),
        (&GROUP_CREATE, "/v1/user-resource/access_group", msg::CREATE_GROUP_FAILED, "name=ops"),
    ] {
        let rule = json!({ "method": "POST", "path": path, "status": 500, "error": message, "times": 1 });
        assert_eq!(app.control("POST", &faults, rule).await.status, StatusCode::OK);
        let request = Request::post(path).header("apikey", &w.owner).header("content-type", FORM);
        let failed = app.send(request.body(Body::from(form)).unwrap()).await;
        assert_eq!((failed.status.as_u16(), failed.json()), (500, error(message)), "{}", op.id);
    }
    assert_eq!(w.access_state().await, before, "the faults stood in for the API");
    assert_eq!(w.call(&TOKEN_CREATE, &w.owner, "", "description=ci").await.status, StatusCode::OK, "once only");
}

#[tokio::test]
async fn a_temporary_share_ends_on_the_clock_with_its_keys() {
    let app = TestApp::new();
    let w = World::new(&app).await;
    let group = w.group(&w.owner, "name=for-an-hour").await;
    let email = w.email(&w.colleague).await;
    let path = format!("/v1/user-resource/access_group/{group}/impersonation");
    let before = w.access_state().await;
    let odd = w.call_at(&INVITE, &w.owner, &path, &format!("grantee_username={email}&duration=100")).await;
    assert_eq!(odd.status, StatusCode::BAD_REQUEST, "{}", odd.text);
    assert!(odd.json()["errors"]["duration"].is_string(), "{}", odd.text);
    assert_eq!(w.access_state().await, before);

    let invited = w.call_at(&INVITE, &w.owner, &path, &format!("grantee_username={email}&duration=3600")).await;
    assert_eq!(invited.status, StatusCode::OK, "{}", invited.text);
    let invitation = invited.json()["impersonations"][0].clone();
    assert_eq!(invitation["expires_at"], json!("2026-01-05 10:00:00"), "{invitation}");
    let uuid = invitation["uuid"].as_str().unwrap().to_string();
    assert_eq!(w.accept(&w.colleague, &uuid).await.status, StatusCode::OK);
    let key = w.start(&w.colleague, &uuid).await.json()["token"].as_str().unwrap().to_string();
    w.advance(3599).await;
    assert_eq!(w.call(&VM_LIST, &key, "", "").await.status, StatusCode::OK, "still shared a second before");
    w.advance(1).await;
    forbidden(&w.call(&VM_LIST, &key, "", "").await);
    assert_eq!(w.ok(&SHARED_LIST, &w.colleague, "", "").await, json!({}));
    assert_eq!(w.ok(&GROUP_LIST, &w.owner, "", "").await[0]["impersonations"], json!([]));
}

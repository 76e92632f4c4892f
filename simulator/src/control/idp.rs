//! `/__sim/idp/{session}/…`: each session's stand-in identity provider, speaking the hosted
//! provider's public API as `web/src/api/identity-provider.ts` calls it, and its pages (social
//! consent, password reset). Every step that changes the world is logged like a `/v1` request,
//! so a state file replays it through this same handler at the same simulated instant.

use std::collections::HashMap;

use crate::edge::Json;
use axum::extract::{FromRequest, FromRequestParts, Path, Request, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::de::DeserializeOwned;
use spec::idp::{
    Authenticate, Authorize, ChangePassword, Consent, LoginTicket, Logout, Mail, MailKind, NewPassword, ProviderErrorBody,
    Redirect, Signup, SignupAnswer, ops,
};
use spec::routes::ErrorStyle;

use super::branded_page::branded_page;
use crate::domain::Cx;
use crate::domain::idp::{self, Credential, Refusal, Tokens};
use crate::edge::ApiRouter;
use crate::edge::AppState;
use crate::edge::error::{ApiError, ApiResult};
use crate::edge::extract::{Logged, Replay, ReplayCredential, log_request};
use crate::edge::reach::Standing;
use crate::journal::RawRequest;
use crate::session::SessionHandle;
use crate::world::World;

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::SIGNUP, signup)
        .op(&ops::AUTHENTICATE, authenticate)
        .op(&ops::AUTHORIZE, authorize)
        .op(&ops::CONSENT, consent)
        .op(&ops::CHANGE_PASSWORD, change_password)
        .op(&ops::VERIFY, verify)
        .op(&ops::RESET_PAGE, reset_page)
        .op(&ops::RESET, reset)
        .op(&ops::LOGOUT, logout)
        .op(&ops::OUTBOX, outbox);
}

/// Where the console's callback and result pages live on the simulator.
const EMAIL_VERIFICATION_PAGE: &str = "/app/email_verification";
const GOOGLE: &str = "google-oauth2";

/// The provider's error answer.
fn refusal(status: StatusCode, error: &str, description: &str) -> ApiError {
    let body = ProviderErrorBody { error: error.into(), error_description: description.into() };
    ApiError { status, body: serde_json::to_value(body).unwrap_or_default() }
}

fn refused(r: Refusal) -> ApiError {
    let status = match r {
        Refusal::WrongCredentials => StatusCode::FORBIDDEN,
        Refusal::TooManyRequests => StatusCode::TOO_MANY_REQUESTS,
        _ => StatusCode::BAD_REQUEST,
    };
    refusal(status, r.code(), r.description())
}

fn invalid_request(description: &str) -> ApiError {
    ApiError::general(ErrorStyle::Provider, StatusCode::BAD_REQUEST, description)
}

/// One request to a session's provider: the session, the request as received (for the log) and,
/// while a state file is replayed, the instant it was first served at.
struct Step {
    app: AppState,
    id: String,
    session: SessionHandle,
    raw: RawRequest,
    query: String,
    replay: Option<Replay>,
    /// While replaying a step that took a password: what the log kept of it.
    logged_credential: Option<Credential>,
    /// Who asks (`edge::reach`): whether it may sign in as the session's users without a password.
    standing: Standing,
}

impl FromRequest<AppState> for Step {
    type Rejection = ApiError;

    async fn from_request(request: Request, app: &AppState) -> ApiResult<Step> {
        let (mut parts, body) = request.into_parts();
        let Path(params) =
            Path::<HashMap<String, String>>::from_request_parts(&mut parts, app).await.map_err(|_| ApiError::no_route())?;
        let id = params.get("session").cloned().ok_or_else(ApiError::no_route)?;
        let session = app
            .sessions
            .get(&id)
            .ok_or_else(|| ApiError::general(ErrorStyle::Provider, StatusCode::NOT_FOUND, &format!("No session '{id}'")))?;
        let body =
            axum::body::to_bytes(body, crate::edge::BODY_LIMIT).await.map_err(|_| invalid_request("The body is too large"))?;
        let raw = RawRequest {
            method: parts.method.to_string(),
            uri: parts.uri.path_and_query().map_or_else(|| parts.uri.path().to_string(), ToString::to_string),
            content_type: parts.headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).map(str::to_owned),
            body,
        };
        let query = parts.uri.query().unwrap_or_default().to_string();
        let replay = parts.extensions.get::<Replay>().copied();
        let logged_credential = parts.extensions.get::<ReplayCredential>().map(|c| c.0.clone());
        let standing = parts.extensions.get::<Standing>().cloned().unwrap_or(Standing::Stranger);
        Ok(Step { app: app.clone(), id, session, raw, query, replay, logged_credential, standing })
    }
}

impl Step {
    /// The provider's path on the simulator (the site's `authDomain` in this session).
    fn base(&self) -> String {
        format!("/__sim/idp/{}", self.id)
    }

    /// The caller holds this session anyway (`Standing::vouches_for`), so it may sign in as any of
    /// its users without a password.
    fn vouched(&self) -> bool {
        self.standing.vouches_for(&self.id)
    }

    /// What the client is given for a secret of the session's world, sealed like an API key.
    fn sealed(&self, secret: &str) -> String {
        self.session.lock().api_key(secret)
    }

    /// What the client is given for a mailed link's or a login ticket's id: a stand-in under the
    /// session's key (docs/reference/security-and-durability.md#secrets).
    fn shown(&self) -> impl Fn(&str) -> String + use<> {
        self.session.lock().stand_in(crate::session::keys::one_shot)
    }

    fn json<T: DeserializeOwned>(&self) -> ApiResult<T> {
        serde_json::from_slice(&self.raw.body).map_err(|e| invalid_request(&format!("Invalid request body: {e}")))
    }

    fn form<T: DeserializeOwned>(&self) -> ApiResult<T> {
        if !crate::edge::limits::is_form(self.raw.content_type.as_deref()) {
            return Err(invalid_request(crate::edge::limits::NOT_A_FORM));
        }
        crate::edge::limits::params(&self.raw.body)?;
        serde_html_form::from_bytes(&self.raw.body).map_err(|e| invalid_request(&format!("Invalid form: {e}")))
    }

    fn query<T: DeserializeOwned>(&self) -> ApiResult<T> {
        serde_html_form::from_str(&self.query).map_err(|e| invalid_request(&format!("Invalid query: {e}")))
    }

    /// A page of the provider's, in the session's brand.
    fn page(&self, title: &str, body: &str) -> Response {
        branded_page(&self.session.lock().brand, title, body)
    }

    fn read<R>(&self, f: impl FnOnce(&World, &Cx) -> R) -> R {
        let mut session = self.session.lock();
        session.catch_up();
        let cx = Cx::new(session.world.now, None, &session.brand, None);
        f(&session.world, &cx)
    }

    /// Runs a changing step on the caught-up world, logged first when there is a state file.
    fn write<R>(&self, f: impl FnOnce(&mut World, &Cx) -> R) -> ApiResult<R> {
        self.write_logged(|_, _| None, |world, cx, _| f(world, cx))
    }

    /// Runs a changing step that takes a password, typed for the address `email` names. The
    /// state file's log keeps the password's `Credential`, never the password, and replay runs
    /// the step on that.
    fn write_password<R>(
        &self,
        email: impl FnOnce(&World, &Cx) -> String,
        password: &str,
        confirm: &str,
        f: impl FnOnce(&mut World, &Cx, &Credential) -> R,
    ) -> ApiResult<R> {
        let typed = |world: &World, cx: &Cx| Some(Credential::typed(&email(world, cx), password, confirm));
        self.write_logged(typed, |world, cx, credential| match credential {
            Some(credential) => Ok(f(world, cx, &credential)),
            None => Err(invalid_request("No password was given")),
        })?
    }

    /// `credential` makes what the log keeps in place of a typed password; while replaying, the
    /// logged one is used.
    fn write_logged<R>(
        &self,
        credential: impl FnOnce(&World, &Cx) -> Option<Credential>,
        f: impl FnOnce(&mut World, &Cx, Option<Credential>) -> R,
    ) -> ApiResult<R> {
        let _gate = self.app.persist.as_ref().map(|p| p.gate());
        let mut session = self.session.lock();
        let credential = match self.replay {
            Some(Replay(at)) => {
                session.advance_to(at);
                // Logs from before credentials were logged hold the typed password itself.
                let cx = Cx::new(session.world.now, None, &session.brand, None);
                self.logged_credential.clone().or_else(|| credential(&session.world, &cx))
            }
            None => {
                session.catch_up();
                let cx = Cx::new(session.world.now, None, &session.brand, None);
                let credential = credential(&session.world, &cx);
                let logged = Logged { session: &session.id, at: session.world.now, caller: None, credential: credential.clone() };
                log_request(&self.app, logged, &self.raw)?;
                credential
            }
        };
        let crate::session::Session { world, brand, .. } = &mut *session;
        let cx = Cx::new(world.now, None, brand, None);
        Ok(f(world, &cx, credential))
    }

    /// The callback address with the answer in its fragment (tokens, or `error`).
    fn to_callback(&self, redirect_uri: &str, state: &str, answer: Result<Tokens, &str>) -> Response {
        let mut fragment: Vec<(&str, String)> = match answer {
            Ok(t) => vec![
                ("access_token", self.sealed(&t.access_token)),
                ("id_token", t.id_token),
                ("scope", "openid profile email".into()),
                ("expires_in", t.expires_in.to_string()),
                ("token_type", "Bearer".into()),
            ],
            Err(description) => vec![("error", "access_denied".into()), ("error_description", description.into())],
        };
        fragment.push(("state", state.to_string()));
        let fragment = serde_html_form::to_string(&fragment).unwrap_or_default();
        found(&format!("{redirect_uri}#{fragment}"))
    }
}

fn found(location: &str) -> Response {
    let (_, params) = location.split_once('#').or_else(|| location.split_once('?')).unwrap_or_default();
    let params = serde_html_form::from_str(params).unwrap_or_default();
    let body = Redirect { location: location.to_string(), params };
    (StatusCode::FOUND, [(header::LOCATION, location.to_string())], Json(body)).into_response()
}

/// The provider sends browsers back only to a web address or a path on this host.
fn check_return(uri: &str, name: &str) -> ApiResult<()> {
    let web = uri.starts_with("http://") || uri.starts_with("https://") || (uri.starts_with('/') && !uri.starts_with("//"));
    if !web || uri.contains('#') {
        return Err(invalid_request(&format!("{name} must be a web address without a fragment")));
    }
    // It becomes a `Location` header: no CR/LF, spaces, other controls or undecodable bytes
    // (which the form decoder turns into U+FFFD) may reach it.
    if !uri.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(invalid_request(&format!("{name} must be printable ASCII: percent-encode spaces and other characters")));
    }
    Ok(())
}

async fn signup(step: Step) -> ApiResult<Json<SignupAnswer>> {
    let input: Signup = step.json()?;
    let base = step.base();
    let email = |_: &World, _: &Cx| input.email.clone();
    let identity = step
        .write_password(email, &input.password, &input.password, |w, cx, password| {
            idp::signup(w, cx, &base, &input.email, password)
        })?
        .map_err(refused)?;
    Ok(Json(SignupAnswer { _id: identity.id, email: identity.email, email_verified: identity.email_verified }))
}

async fn authenticate(step: Step) -> ApiResult<Json<LoginTicket>> {
    let input: Authenticate = step.json()?;
    let email = |_: &World, _: &Cx| input.username.clone();
    let ticket = step
        .write_password(email, &input.password, &input.password, |w, cx, password| {
            idp::authenticate(w, cx, &input.username, password)
        })?
        .map_err(refused)?;
    Ok(Json(LoginTicket { login_ticket: step.shown()(&ticket) }))
}

async fn authorize(step: Step) -> ApiResult<Response> {
    let input: Authorize = step.query()?;
    check_return(&input.redirect_uri, "redirect_uri")?;
    match (&input.login_ticket, input.connection.as_deref()) {
        (Some(given), _) => {
            let shown = step.shown();
            let answer = step.write(|w, cx| match idp::login_ticket_known_as(w, given, &shown) {
                Some(ticket) => idp::redeem(w, cx, &ticket),
                None => Err(spec::error::idp::INVALID_LOGIN_TICKET),
            })?;
            Ok(step.to_callback(&input.redirect_uri, &input.state, answer))
        }
        (None, Some(GOOGLE)) => Ok(consent_page(&step, &input)),
        (None, _) => Err(invalid_request(&format!("Give a login_ticket or connection={GOOGLE}"))),
    }
}

/// The accounts to choose from, for a caller who holds the session; for anyone else, the form
/// alone, with the account's password.
fn consent_page(step: &Step, input: &Authorize) -> Response {
    let vouched = step.vouched();
    let accounts = if vouched { step.read(|w, _| idp::social_accounts(w)) } else { Vec::new() };
    let action = format!("{}/consent", step.base());
    let hidden = format!(
        "<input type=\"hidden\" name=\"redirect_uri\" value=\"{}\"><input type=\"hidden\" name=\"state\" value=\"{}\">",
        escape(&input.redirect_uri),
        escape(&input.state)
    );
    let choices: String = accounts
        .iter()
        .map(|(email, name)| {
            format!(
                "<li><form method=\"post\" action=\"{action}\">{hidden}<input type=\"hidden\" name=\"email\" value=\"{e}\">\
                 <input type=\"hidden\" name=\"name\" value=\"{n}\"><button type=\"submit\">{n} &lt;{e}&gt;</button></form></li>",
                e = escape(email),
                n = escape(name.trim()),
            )
        })
        .collect();
    let password = if vouched {
        ""
    } else {
        "<label>Password <input type=\"password\" name=\"password\" autocomplete=\"current-password\" required></label> "
    };
    let another = format!(
        "<h2>Use another account</h2><form method=\"post\" action=\"{action}\">{hidden}\
         <label>Email <input type=\"email\" name=\"email\" required></label> \
         <label>Name <input type=\"text\" name=\"name\"></label> {password}<button type=\"submit\">Continue</button></form>"
    );
    let site = step.read(|_, cx| escape(&cx.brand.config.site_name));
    step.page("Choose an account", &format!("<p>to continue to {site}</p><ul>{choices}</ul>{another}"))
}

/// A caller who does not hold the session gives the account's password; the log keeps its
/// `Credential` (one of the empty password when none was given), and replay checks that again.
async fn consent(step: Step) -> ApiResult<Response> {
    let input: Consent = step.form()?;
    check_return(&input.redirect_uri, "redirect_uri")?;
    let password = input.password.as_deref().unwrap_or_default();
    let proof = |_: &World, _: &Cx| (!step.vouched()).then(|| Credential::typed(&input.email, password, password));
    let tokens = step
        .write_logged(proof, |w, cx, proof| idp::consent(w, cx, &input.email, &input.name, proof.as_ref()))?
        .map_err(refused)?;
    Ok(step.to_callback(&input.redirect_uri, &input.state, Ok(tokens)))
}

async fn change_password(step: Step) -> ApiResult<Response> {
    let input: ChangePassword = step.json()?;
    let base = step.base();
    step.write(|w, cx| idp::change_password(w, cx, &base, &input.email))?.map_err(refused)?;
    let text = "We've just sent you an email to reset your password.";
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

async fn verify(Path((_, given)): Path<(String, String)>, step: Step) -> ApiResult<Response> {
    let shown = step.shown();
    let verified = step.write(|w, cx| match idp::link_known_as(w, &given, &shown) {
        Some(link) => idp::verify(w, cx, &link),
        None => Err(Refusal::UnknownLink),
    })?;
    let query = match verified {
        Ok(email) => serde_html_form::to_string([("success", "true"), ("email", email.as_str())]),
        Err(r) => serde_html_form::to_string([("success", "false"), ("message", r.description())]),
    }
    .unwrap_or_default();
    Ok(found(&format!("{EMAIL_VERIFICATION_PAGE}?{query}")))
}

fn reset_form(step: &Step, error: Option<&str>) -> Response {
    let alert = error.map(|e| format!("<p role=\"alert\">{}</p>", escape(e))).unwrap_or_default();
    step.page(
        "Choose a new password",
        &format!(
            "{alert}<p>At least 8 characters with a lower-case letter, an upper-case letter and a digit.</p>\
             <form method=\"post\"><label>New password <input type=\"password\" name=\"password\" required></label><br>\
             <label>Confirm password <input type=\"password\" name=\"password_confirm\" required></label><br>\
             <button type=\"submit\">Set password</button></form>"
        ),
    )
}

fn link_expired(step: &Step) -> Response {
    step.page(
        "This link has expired",
        &format!("<p>{}. Ask for a new one from the sign-in page.</p>", spec::error::idp::LINK_EXPIRED),
    )
}

/// The world's open reset link a client's `given` stands for, with its address.
fn reset_link(world: &World, cx: &Cx, given: &str, shown: &impl Fn(&str) -> String) -> Option<(String, String)> {
    let link = idp::link_known_as(world, given, shown)?;
    idp::reset_link_email(world, cx, &link).map(|email| (link, email))
}

async fn reset_page(Path((_, given)): Path<(String, String)>, step: Step) -> Response {
    let shown = step.shown();
    if step.read(|w, cx| reset_link(w, cx, &given, &shown).is_some()) { reset_form(&step, None) } else { link_expired(&step) }
}

/// A refused form comes back with the reason, as a web form does.
async fn reset(Path((_, given)): Path<(String, String)>, step: Step) -> ApiResult<Response> {
    let input: NewPassword = step.form()?;
    let shown = step.shown();
    let email = |w: &World, cx: &Cx| reset_link(w, cx, &given, &shown).map(|(_, email)| email).unwrap_or_default();
    let reset = step.write_password(email, &input.password, &input.password_confirm, |w, cx, password| {
        match reset_link(w, cx, &given, &shown) {
            Some((link, _)) => idp::reset(w, cx, &link, password),
            None => Err(Refusal::UnknownLink),
        }
    })?;
    Ok(match reset {
        Ok(_) => step.page("Your password is changed", "<p>You can now log in with your new password.</p>"),
        Err(Refusal::UnknownLink) => link_expired(&step),
        Err(r) => reset_form(&step, Some(r.description())),
    })
}

async fn logout(step: Step) -> ApiResult<Response> {
    let input: Logout = step.query()?;
    check_return(&input.return_to, "returnTo")?;
    Ok(found(&input.return_to))
}

async fn outbox(State(app): State<AppState>, Path(id): Path<String>) -> ApiResult<Json<Vec<Mail>>> {
    let handle = super::session(&app, &id)?;
    let s = handle.lock();
    let mails = crate::domain::outbox::mails(&s.world).iter().map(|m| {
        // A verification or reset link's last segment is its id: the reader gets a stand-in.
        let mailed = matches!(m.kind, MailKind::VerifyEmail | MailKind::ResetPassword);
        let shown = |link: &String| match link.rsplit_once('/') {
            Some((page, id)) if mailed => format!("{page}/{}", s.one_shot(id)),
            _ => link.clone(),
        };
        let links: Vec<String> = m.links.iter().map(shown).collect();
        let body = m.links.iter().zip(&links).fold(m.body.clone(), |body, (world, given)| body.replace(world, given));
        Mail { id: m.id, kind: m.kind, to: m.to.clone(), subject: m.subject.clone(), body, links, sent_at: m.sent_at.to_string() }
    });
    Ok(Json(mails.collect()))
}

/// Text made safe for HTML content and attribute values.
fn escape(text: &str) -> String {
    text.chars().fold(String::with_capacity(text.len()), |mut out, c| {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
        out
    })
}

#[cfg(test)]
mod tests {
    use super::{check_return, escape};

    #[test]
    fn escape_makes_markup_inert() {
        assert_eq!(escape("<a href=\"x\">O'Neil & co</a>"), "&lt;a href=&quot;x&quot;&gt;O&#39;Neil &amp; co&lt;/a&gt;");
    }

    #[test]
    fn only_web_addresses_are_returned_to() {
        assert!(check_return("http://127.0.0.1:8080/app/auth0_callback", "r").is_ok());
        assert!(check_return("/app/", "r").is_ok());
        for bad in ["javascript:alert(1)", "//evil.example/", "https://x/#frag", ""] {
            assert!(check_return(bad, "r").is_err(), "{bad}");
        }
    }
}

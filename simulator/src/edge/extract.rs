//! What handlers extract: the calling context ([`Api`]: session, user, location, the operation)
//! and the checked parameters ([`Input`]). The gateway middleware in `mod.rs` fills the request
//! extensions these read.

use std::sync::Arc;

use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::StatusCode;
use axum::http::request::Parts;
use jiff::Timestamp;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};
use spec::config::{Brand, Location};
use spec::routes::Operation;

use super::error::{ApiError, ApiResult};
use super::validate::{RawParams, Validators, read};
use crate::domain::access::Principal;
use crate::domain::idp::Credential;
use crate::domain::{Cx, DomainResult};
use crate::edge::AppState;
use crate::journal::RawRequest;
use crate::journal::redact::{state_log_body, state_log_target};
use crate::persist::Record;
use crate::session::{Session, SessionHandle};
use crate::world::{UserId, World};

/// The session and user the request acts for (set by the gateway).
#[derive(Clone)]
pub struct Caller {
    pub session: SessionHandle,
    /// What the gateway read of the session when it resolved it, for the steps before the handler.
    pub view: SessionView,
    pub user: Option<UserId>,
    /// Who really acts for `user` (impersonation keys), and the one billing account a restricted
    /// key reaches: what the domain reads as `cx.acting_user` and `cx.scope`.
    pub acting_user: Option<UserId>,
    pub scope: Option<u64>,
}

impl Caller {
    /// The caller of `session`, read once: the gateway and the extractors ask `view`, not the session.
    pub fn of(session: SessionHandle, principal: Option<Principal>) -> Caller {
        let view = SessionView::of(&session.lock());
        Caller {
            session,
            view,
            user: principal.map(|p| p.user),
            acting_user: principal.and_then(|p| p.acting_user),
            scope: principal.and_then(|p| p.scope),
        }
    }

    /// Who the API key signed in as (`None` for a keyless call).
    pub fn principal(&self) -> Option<Principal> {
        self.user.map(|user| Principal { user, acting_user: self.acting_user, scope: self.scope })
    }
}

/// The parts of a session the gateway's checks read (its id, its brand for the location, strict
/// or lenient for the parameters), taken in one lock when the caller is resolved. A request sees
/// the session as it was when it arrived; the handler locks it once more to act.
#[derive(Clone)]
pub struct SessionView {
    pub id: String,
    pub brand: Arc<Brand>,
    pub strict: bool,
}

impl SessionView {
    pub fn of(session: &Session) -> SessionView {
        SessionView { id: session.id.clone(), brand: session.brand.clone(), strict: session.world.strict }
    }
}

/// The location a location-scoped request addresses.
#[derive(Clone)]
pub struct Loc(pub Location);

/// Present while the state file's log is replayed: the instant the request was first served at.
#[derive(Clone, Copy)]
pub struct Replay(pub Timestamp);

/// While replaying: the session and the user the request's API key resolved to when it was
/// served (the log keeps these, not the key).
#[derive(Clone)]
pub struct ReplayCaller(pub String, pub Principal);

/// While replaying an identity-provider step that took a password: what the log kept of it.
#[derive(Clone)]
pub struct ReplayCredential(pub Credential);

/// The calling context of a `/v1` handler.
pub struct Api {
    pub app: AppState,
    pub op: &'static Operation,
    pub caller: Caller,
    pub location: Option<Location>,
    raw: RawRequest,
    replay: Option<Replay>,
}

impl FromRequestParts<AppState> for Api {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &AppState) -> ApiResult<Self> {
        let ext = &parts.extensions;
        let missing = || ApiError::no_route();
        Ok(Api {
            app: app.clone(),
            op: ext.get::<&'static Operation>().copied().ok_or_else(missing)?,
            caller: ext.get::<Caller>().cloned().ok_or_else(missing)?,
            location: ext.get::<Loc>().map(|l| l.0.clone()),
            raw: ext.get::<RawRequest>().cloned().ok_or_else(missing)?,
            replay: ext.get::<Replay>().copied(),
        })
    }
}

impl Api {
    /// Runs a read-only domain operation on the caught-up world.
    pub fn read<R>(&self, f: impl FnOnce(&World, &Cx) -> DomainResult<R>) -> ApiResult<R> {
        let mut session = self.caller.session.lock();
        self.catch_up(&mut session);
        let cx = self.context(session.world.now, &session.brand);
        f(&session.world, &cx).map_err(|e| ApiError::from_domain(self.op, e))
    }

    /// Runs a changing domain operation. The request is in the state file's log before the
    /// operation runs, so a change the client saw acknowledged survives a crash. A rejected
    /// operation leaves the world as it was: domain operations check before they change.
    pub fn write<R>(&self, f: impl FnOnce(&mut World, &Cx) -> DomainResult<R>) -> ApiResult<R> {
        let _gate = self.app.persist.as_ref().map(|p| p.gate());
        let mut session = self.caller.session.lock();
        self.catch_up(&mut session);
        if self.replay.is_none() {
            let logged =
                Logged { session: &session.id, at: session.world.now, caller: self.caller.principal(), credential: None };
            log_request(&self.app, logged, &self.raw)?;
        }
        let Session { world, brand, .. } = &mut *session;
        let cx = self.context(world.now, brand);
        f(world, &cx).map_err(|e| ApiError::from_domain(self.op, e))
    }

    fn context<'a>(&'a self, now: Timestamp, brand: &'a Brand) -> Cx<'a> {
        let mut cx = Cx::new(now, self.caller.user, brand, self.location.as_ref());
        cx.acting_user = self.caller.acting_user;
        cx.scope = self.caller.scope;
        cx
    }

    fn catch_up(&self, session: &mut Session) {
        match self.replay {
            Some(Replay(at)) => session.advance_to(at),
            None => session.catch_up(),
        }
    }

    /// The same call acting in another session (a public call whose token names its session).
    pub fn in_session(mut self, session: SessionHandle) -> Api {
        self.caller.view = SessionView::of(&session.lock());
        self.caller.session = session;
        self
    }

    /// The session's id (the prefix of its API keys).
    pub fn session_id(&self) -> String {
        self.caller.view.id.clone()
    }

    /// What a client is given for a secret of this session's world (`session::keys`).
    pub fn sealer(&self) -> impl Fn(&str) -> String + use<> {
        let session = self.caller.session.lock();
        let (id, key) = (session.id.clone(), session.key());
        move |secret| key.seal(&id, secret)
    }

    /// What a client is given for an S3 secret key of this session's world (`Session::storage_secret`).
    pub fn storage_sealer(&self) -> impl Fn(&str) -> String + use<> {
        self.caller.session.lock().stand_in(crate::session::keys::storage_secret)
    }

    /// What a client is given for a one-shot identifier of this session's world (`Session::one_shot`).
    pub fn one_shot_sealer(&self) -> impl Fn(&str) -> String + use<> {
        self.caller.session.lock().stand_in(crate::session::keys::one_shot)
    }
}

/// What the state file's log keeps of a request besides the request itself.
pub struct Logged<'a> {
    pub session: &'a str,
    /// The simulated instant it is served at.
    pub at: Timestamp,
    pub caller: Option<Principal>,
    pub credential: Option<Credential>,
}

/// Logs a changing request before it runs, when the server keeps a state file: replay sends it
/// through the router again at `at`. Hold the persistence gate around the log and the change.
/// A change the log cannot take is refused (`ApiError::not_recorded`) before it runs.
pub fn log_request(app: &AppState, logged: Logged, raw: &RawRequest) -> ApiResult<()> {
    let Some(persist) = &app.persist else { return Ok(()) };
    let body = state_log_body(raw.body.clone(), raw.content_type.as_deref());
    let record = Record::Request {
        session: logged.session.to_string(),
        at: logged.at,
        method: raw.method.clone(),
        uri: state_log_target(raw.uri.clone()),
        caller: logged.caller,
        api_key: None,
        credential: logged.credential,
        content_type: raw.content_type.clone(),
        body: String::from_utf8_lossy(&body).into_owned(),
    };
    persist.append(&record).map_err(|e| {
        tracing::error!("{e}");
        ApiError::not_recorded()
    })
}

/// A strict call with a global key to an operation that checks its billing account first
/// (`Operation::account_first`, the disk create) names one, or is refused for that alone.
fn account_first(op: &Operation, params: &Map<String, Value>) -> ApiResult<()> {
    if !op.account_first || params.contains_key("billing_account_id") {
        return Ok(());
    }
    let text = spec::error::compute::BILLING_ACCOUNT_REQUIRED;
    Err(ApiError::general(op.errors, StatusCode::BAD_REQUEST, text))
}

/// The operation's parameters, checked against its schema and deserialised.
pub struct Input<T>(pub T);

impl<T: DeserializeOwned> FromRequestParts<AppState> for Input<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &AppState) -> ApiResult<Self> {
        let op = parts.extensions.get::<&'static Operation>().copied().ok_or_else(ApiError::no_route)?;
        let raw = parts.extensions.get::<RawRequest>().ok_or_else(ApiError::no_route)?;
        let sent = RawParams {
            query: parts.uri.query().map(String::from),
            content_type: raw.content_type.clone(),
            body: raw.body.clone(),
        };
        // The session's choice; `/__sim` calls have no session and follow the server's.
        let caller = parts.extensions.get::<Caller>();
        let strict = caller.map_or(app.options.strict, |c| c.view.strict);
        let params = read(op, strict, &sent)?;
        if strict && caller.is_some_and(|c| c.user.is_some() && c.scope.is_none()) {
            account_first(op, &params)?;
        }
        let value = Validators::shared().parameters(op, params)?;
        serde_json::from_value(value)
            .map(Input)
            .map_err(|e| ApiError::general(op.errors, StatusCode::BAD_REQUEST, &e.to_string()))
    }
}

/// A control call's parameters (its query and JSON body), checked against its operation's schema
/// as [`Input`] checks a `/v1` call's. The control guard, unlike the gateway, leaves the body
/// unread, so this reads it. The body is JSON whatever its type says (`curl -d` sends a form's).
pub struct Checked<T>(pub T);

impl<T: DeserializeOwned> FromRequest<AppState> for Checked<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, _: &AppState) -> ApiResult<Self> {
        let (parts, body) = request.into_parts();
        let op = parts.extensions.get::<&'static Operation>().copied().ok_or_else(ApiError::no_route)?;
        let body = axum::body::to_bytes(body, super::BODY_LIMIT)
            .await
            .map_err(|_| ApiError::gateway(StatusCode::PAYLOAD_TOO_LARGE, spec::error::gateway::BODY_TOO_LARGE))?;
        let sent = RawParams { query: parts.uri.query().map(String::from), content_type: Some("application/json".into()), body };
        let value = Validators::shared().exact_parameters(op, read(op, false, &sent)?)?;
        serde_json::from_value(value)
            .map(Checked)
            .map_err(|e| ApiError::general(op.errors, StatusCode::BAD_REQUEST, &e.to_string()))
    }
}

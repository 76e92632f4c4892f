//! Which session a request may touch, decided in one place for every route that names one (the
//! control API's `/__sim/sessions/{id}/…`, the identity provider's and payment pages'
//! `/__sim/idp|pay/{session}/…`, the session an access token names): who the caller is
//! ([`Standing`]), read from the request once, and the session as the router decoded it
//! ([`named_session`]), never the raw path, so `%73%32` is `s2` here as it is to the handler.

use std::collections::HashMap;

use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use axum::http::{HeaderMap, header};
use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

use super::AppState;
use super::error::ApiError;
use super::visitor::reachable;
use crate::session::visitors::Visitors;

/// Who is asking, as far as sessions go. Set by the control guard on every `/__sim` request, for
/// the handlers that give out more to callers who could read it anyway.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Holds the whole control API: the control token was given, or none is required and no
    /// visitors are served (this machine's tools), or the server replays its own log.
    Operator,
    /// While visitors are served, a caller without the token: its own session when its cookie
    /// names a live one.
    Visitor(Option<String>),
    /// Without the control token a server requires (and no visitors served).
    Stranger,
}

impl Standing {
    /// The standing of a request that is not the server's own replay.
    pub fn of(app: &AppState, headers: &HeaderMap) -> Standing {
        let given = headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).and_then(|v| v.strip_prefix("Bearer "));
        let token_given = match (&app.options.control_token, given) {
            (Some(token), Some(given)) => same_token(given, token),
            _ => false,
        };
        match (&app.visitors, &app.options.control_token) {
            _ if token_given => Standing::Operator,
            (Some(visitors), _) => Standing::Visitor(super::visitor::own(app, visitors, headers).map(|(_, id)| id)),
            (None, Some(_)) => Standing::Stranger,
            (None, None) => Standing::Operator,
        }
    }

    /// Whether the caller may touch `session` at all: a visitor's session is its visitor's alone.
    pub fn reaches(&self, visitors: Option<&Visitors>, session: &str) -> bool {
        match self {
            Standing::Visitor(own) => reachable(visitors, own.as_deref(), session),
            // No visitors are served to a stranger; the operator reaches every session.
            Standing::Operator | Standing::Stranger => true,
        }
    }

    /// Whether the caller answers for everyone in `session`: it could read their keys from the
    /// control API (or, a visitor, its own session's), so signing in as one of them without a
    /// password gives it nothing new. Anyone else proves who they are as the real provider asks.
    pub fn vouches_for(&self, session: &str) -> bool {
        match self {
            Standing::Operator => true,
            Standing::Visitor(own) => own.as_deref() == Some(session),
            Standing::Stranger => false,
        }
    }
}

/// The session the matched route names (`{id}` under `/__sim/sessions`, `{session}` under the
/// pages), percent-decoded exactly as the handlers' `Path` decodes it. A segment that does not
/// decode names nothing: the no-route answer, as the handler would give.
pub async fn named_session(parts: &mut Parts, app: &AppState) -> Result<Option<String>, ApiError> {
    let Path(params) = Path::<HashMap<String, String>>::from_request_parts(parts, app).await.map_err(|_| ApiError::no_route())?;
    Ok(params.get("id").or_else(|| params.get("session")).cloned())
}

/// Compares the given control token with the configured one in time that depends on neither
/// (an HMAC of each, compared in constant time), so timing tells nothing of the token.
fn same_token(given: &str, token: &str) -> bool {
    let mac = |text: &str| {
        let mut mac = Hmac::<Sha256>::new_from_slice(b"cloudsim control token").expect("HMAC takes a key of any length");
        mac.update(text.as_bytes());
        mac
    };
    mac(given).verify(&mac(token).finalize().into_bytes()).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_control_token_is_compared_through_a_mac_whole() {
        assert!(same_token("presenter-s3cret", "presenter-s3cret"));
        for wrong in ["", "presenter-s3cre", "presenter-s3cret ", "Presenter-s3cret"] {
            assert!(!same_token(wrong, "presenter-s3cret"), "{wrong:?}");
        }
    }
}

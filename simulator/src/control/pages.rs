//! The browser-facing pages under `/__sim`: the identity provider's MFA enrolment page and the
//! payment pages (3-D Secure and payment links) a customer's browser is sent to, as the real
//! third parties' would be.

use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use spec::error::payment::{no_such_authorization, no_such_payment};

use super::branded_page::{branded_page, escape};
use super::change::InSession;
use super::{bad, session, submit};
use crate::domain::payment::{card, link};
use crate::domain::{Cx, DomainError};
use crate::edge::AppState;
use crate::edge::error::{ApiError, ApiResult};
use crate::session::Session;

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Change {
    MfaEnrolled {
        ticket: String,
    },
    /// The customer approved or declined a 3-D Secure step on the sandbox issuer's page.
    PaymentAuthorized {
        reference: String,
        approve: bool,
    },
    /// The customer paid or cancelled on the sandbox link processor's page.
    LinkPaymentDecided {
        identifier: String,
        approve: bool,
    },
}

impl InSession for Change {
    fn apply(&self, _: &AppState, s: &mut Session) -> ApiResult<()> {
        if let Change::MfaEnrolled { ticket } = self {
            return crate::domain::identity::mfa_enrol(&mut s.world, ticket)
                .map_err(|e| ApiError::from_domain(&spec::idp::ops::IDP_MFA_ENROL, e));
        }
        s.catch_up();
        let brand = s.brand.clone();
        let cx = Cx::new(s.world.now, None, &brand, None);
        match self {
            Change::PaymentAuthorized { reference, approve } => card::authorize(&mut s.world, reference, *approve)
                .map(drop)
                .map_err(|e| ApiError::from_domain(&spec::payment::ops::PAYMENT_AUTHORIZE, e)),
            Change::LinkPaymentDecided { identifier, approve } => link::decide(&mut s.world, &cx, identifier, *approve)
                .map(drop)
                .map_err(|e| ApiError::from_domain(&spec::payment::ops::PAYMENT_LINK_DECIDE, e)),
            Change::MfaEnrolled { .. } => Ok(()),
        }
    }
}

/// The answer a page's button posts: `approve` or `decline`.
fn approves(outcome: &str) -> ApiResult<bool> {
    match outcome {
        "approve" => Ok(true),
        "decline" => Ok(false),
        _ => Err(bad("outcome must be approve or decline")),
    }
}

pub(super) fn page(title: &str, body: &str) -> Response {
    let html = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{title}</title></head>\
         <body style=\"font-family:sans-serif;max-width:32rem;margin:4rem auto\"><h1>{title}</h1>{body}</body></html>"
    );
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], html).into_response()
}

pub(super) async fn idp_mfa_page(
    State(app): State<AppState>,
    Path((sid, ticket)): Path<(String, String)>,
) -> ApiResult<Response> {
    let handle = session(&app, &sid)?;
    let s = handle.lock();
    Ok(if s.mfa_ticket_id(&ticket).is_some() {
        branded_page(
            &s.brand,
            "Set up two-factor authentication",
            "<p>Scan the code with your authenticator app, then confirm.</p>\
             <form method=\"post\"><button type=\"submit\">I have added it: enable MFA</button></form>",
        )
    } else {
        branded_page(&s.brand, "This enrolment link has expired", "<p>Start MFA activation again from your profile.</p>")
    })
}

pub(super) async fn idp_mfa_enrol(
    State(app): State<AppState>,
    Path((sid, ticket)): Path<(String, String)>,
) -> ApiResult<Response> {
    // The log keeps the world's ticket id. An id no ticket stands for is refused here: passed on,
    // the world's own (seeded, so guessable) id would enrol.
    let found = session(&app, &sid)?.lock().mfa_ticket_id(&ticket);
    let ticket = found
        .ok_or_else(|| ApiError::from_domain(&spec::idp::ops::IDP_MFA_ENROL, crate::domain::identity::unknown_ticket(&ticket)))?;
    submit(&app, &sid, Change::MfaEnrolled { ticket })?;
    let brand = session(&app, &sid)?.lock().brand.clone();
    Ok(branded_page(&brand, "Two-factor authentication is on", "<p>You can close this window and return to the console.</p>"))
}

/// The sandbox card issuer's 3-D Secure page: approve or decline the waiting step. In the brand's
/// look, it names the merchant (the site) and the amount, as a bank's page does; never the
/// step's reference, which only the form's address carries.
pub(super) async fn payment_authorize_page(
    State(app): State<AppState>,
    Path((sid, reference)): Path<(String, String)>,
) -> ApiResult<Response> {
    let handle = session(&app, &sid)?;
    let s = handle.lock();
    let Some(waiting) = card::waiting(&s.world, &reference, |r| s.one_shot(r)) else {
        return Ok(branded_page(&s.brand, "Nothing to confirm", "<p>This card confirmation is no longer waiting.</p>"));
    };
    let merchant = escape(&s.brand.config.site_name);
    let what = match card::step_amount(&s.world, &s.brand, &waiting) {
        Some((amount, currency)) => format!(
            "<dl><dt class=\"muted\">Merchant</dt><dd>{merchant}</dd>\
             <dt class=\"muted\">Amount</dt><dd><strong>{amount:.2} {currency}</strong></dd></dl>",
            currency = escape(&currency)
        ),
        None => format!("<dl><dt class=\"muted\">Merchant</dt><dd>{merchant}</dd></dl>"),
    };
    Ok(branded_page(
        &s.brand,
        "Confirm your card",
        &format!(
            "<p>3-D Secure: your bank asks you to confirm this card payment.</p>{what}\
             <form method=\"post\" action=\"{reference}/approve\"><button type=\"submit\">Approve</button></form>\
             <form method=\"post\" action=\"{reference}/decline\"><button type=\"submit\">Decline</button></form>",
            reference = escape(&reference)
        ),
    ))
}

pub(super) async fn payment_authorize(
    State(app): State<AppState>,
    Path((sid, reference, outcome)): Path<(String, String, String)>,
) -> ApiResult<Response> {
    let approve = approves(&outcome)?;
    // The log keeps the world's reference. One no step stands for is refused here: passed on, the
    // world's own (seeded, so guessable) reference would answer.
    let found = {
        let handle = session(&app, &sid)?;
        let s = handle.lock();
        card::waiting(&s.world, &reference, |r| s.one_shot(r))
    };
    let reference = found.ok_or_else(|| {
        ApiError::from_domain(&spec::payment::ops::PAYMENT_AUTHORIZE, DomainError::NotFound(no_such_authorization(&reference)))
    })?;
    submit(&app, &sid, Change::PaymentAuthorized { reference, approve })?;
    let answer = if approve { "approved" } else { "declined" };
    let brand = session(&app, &sid)?.lock().brand.clone();
    Ok(branded_page(
        &brand,
        &format!("You {answer} the payment"),
        "<p>Your answer has gone back to the shop. You can close this window and return to the console.</p>",
    ))
}

/// The sandbox link processor's payment page: pay or cancel.
pub(super) async fn payment_link_page(
    State(app): State<AppState>,
    Path((sid, identifier)): Path<(String, String)>,
) -> ApiResult<Response> {
    let handle = session(&app, &sid)?;
    let s = handle.lock();
    let payment = link::pending_payment(&s.world, &identifier, |id| s.one_shot(id));
    Ok(match payment {
        Some((_, p)) => page(
            "Complete your payment",
            &format!(
                "<p>Pay {} {} by {} ({}).</p>\
                 <form method=\"post\" action=\"{identifier}/approve\"><button type=\"submit\">Pay</button></form>\
                 <form method=\"post\" action=\"{identifier}/decline\"><button type=\"submit\">Cancel</button></form>",
                p.charged, p.currency, p.method, p.processor
            ),
        ),
        None => page("Nothing to pay", "<p>This payment is no longer waiting.</p>"),
    })
}

/// Pays or cancels, then sends the customer back to the console's payment return.
pub(super) async fn payment_link_decide(
    State(app): State<AppState>,
    Path((sid, identifier, outcome)): Path<(String, String, String)>,
) -> ApiResult<Response> {
    let approve = approves(&outcome)?;
    // The log keeps the world's identifier; the client's goes back to the console.
    let found = {
        let handle = session(&app, &sid)?;
        let s = handle.lock();
        link::pending_payment(&s.world, &identifier, |id| s.one_shot(id)).map(|(account, p)| (account, p.identifier.clone()))
    };
    let (account, world_identifier) = found.ok_or_else(|| {
        ApiError::from_domain(&spec::payment::ops::PAYMENT_LINK_DECIDE, DomainError::NotFound(no_such_payment(&identifier)))
    })?;
    submit(&app, &sid, Change::LinkPaymentDecided { identifier: world_identifier, approve })?;
    let back = format!("/app/payment_return?identifier={identifier}&billing_account_id={account}");
    Ok(axum::response::Redirect::to(&back).into_response())
}

//! The browser-facing pages under `/__sim`: the identity provider's MFA enrolment page and the
//! payment pages (3-D Secure and payment links) a customer's browser is sent to, as the real
//! third parties' would be.

use super::*;

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
    // The log keeps the world's ticket id; an unknown one is refused as the domain words it.
    let ticket = session(&app, &sid)?.lock().mfa_ticket_id(&ticket).unwrap_or(ticket);
    submit(&app, Record::MfaEnrolled { session: sid.clone(), ticket })?;
    let brand = session(&app, &sid)?.lock().brand.clone();
    Ok(branded_page(&brand, "Two-factor authentication is on", "<p>You can close this window and return to the console.</p>"))
}

/// The sandbox card issuer's 3-D Secure page: approve or decline the waiting step.
pub(super) async fn payment_authorize_page(
    State(app): State<AppState>,
    Path((sid, reference)): Path<(String, String)>,
) -> ApiResult<Response> {
    let handle = session(&app, &sid)?;
    let s = handle.lock();
    let waiting = crate::domain::payment::card::waiting(&s.world, &reference);
    Ok(if waiting {
        page(
            "Confirm your card",
            &format!(
                "<p>Your bank asks you to confirm this card payment ({reference}).</p>\
                 <form method=\"post\" action=\"{reference}/approve\"><button type=\"submit\">Approve</button></form>\
                 <form method=\"post\" action=\"{reference}/decline\"><button type=\"submit\">Decline</button></form>"
            ),
        )
    } else {
        page("Nothing to confirm", "<p>This card confirmation is no longer waiting.</p>")
    })
}

pub(super) async fn payment_authorize(
    State(app): State<AppState>,
    Path((sid, reference, outcome)): Path<(String, String, String)>,
) -> ApiResult<Response> {
    let approve = match outcome.as_str() {
        "approve" => true,
        "decline" => false,
        _ => return Err(bad("outcome must be approve or decline")),
    };
    submit(&app, Record::PaymentAuthorized { session: sid, reference, approve })?;
    let answer = if approve { "approved" } else { "declined" };
    Ok(page(
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
    let payment = crate::domain::payment::link::pending_payment(&s.world, &identifier).cloned();
    Ok(match payment {
        Some(p) => page(
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
    let approve = match outcome.as_str() {
        "approve" => true,
        "decline" => false,
        _ => return Err(bad("outcome must be approve or decline")),
    };
    let account = session(&app, &sid)?
        .lock()
        .world
        .billing
        .accounts
        .values()
        .find(|a| a.link_payments.iter().any(|p| p.identifier == identifier))
        .map(|a| a.id);
    submit(&app, Record::LinkPaymentDecided { session: sid, identifier: identifier.clone(), approve })?;
    let back = format!("/app/payment_return?identifier={identifier}&billing_account_id={}", account.unwrap_or_default());
    Ok(axum::response::Redirect::to(&back).into_response())
}

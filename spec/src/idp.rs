//! The simulator's stand-in identity provider, one per session at `/__sim/idp/{session}`, and the
//! session's mail outbox. The provider speaks the hosted provider's public authentication API as
//! the console calls it (`web/src/api/identity-provider.ts`; docs/product/identity.md#sign-in-screens, docs/product/idp.md#rules, docs/product/idp.md#operations): signup and
//! change password under `/dbconnections`, cross-origin authentication (`/co/authenticate`) then
//! `/authorize`, `/v2/logout`. Errors are `{"error", "error_description"}`; the console sorts them
//! by their text (docs/product/idp.md#rules: "Wrong…" login errors, "Password…"/"error in email"/"Invalid signup"
//! signup errors, "too many requests", a prohibited domain).

pub mod errors;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// `POST /dbconnections/signup` (JSON).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Signup {
    #[serde(default)]
    pub client_id: String,
    pub email: String,
    pub password: String,
    #[serde(default)]
    pub connection: String,
}

/// The new identity: unverified until the mailed link is opened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SignupAnswer {
    pub _id: String,
    pub email: String,
    pub email_verified: bool,
}

/// `POST /co/authenticate` (JSON): the password-realm grant the console's login sends.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Authenticate {
    #[serde(default)]
    pub client_id: String,
    pub username: String,
    pub password: String,
    #[serde(default)]
    pub realm: String,
    #[serde(default)]
    pub credential_type: String,
}

/// A one-shot ticket the browser carries to `/authorize`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct LoginTicket {
    pub login_ticket: String,
}

/// `GET /authorize` query. With `login_ticket` it redirects to `redirect_uri` with the tokens (or
/// the error) in the fragment; with `connection=google-oauth2` it shows the consent page.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Authorize {
    pub redirect_uri: String,
    #[serde(default)]
    pub state: String,
    #[serde(default)]
    pub login_ticket: Option<String>,
    #[serde(default)]
    pub connection: Option<String>,
    #[serde(default)]
    pub client_id: String,
    #[serde(default)]
    pub response_type: String,
    #[serde(default)]
    pub scope: String,
    #[serde(default)]
    pub nonce: String,
    #[serde(default)]
    pub realm: String,
}

/// `POST /consent` (the consent page's form): the chosen Google account.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Consent {
    pub email: String,
    #[serde(default)]
    pub name: String,
    /// The account's password, asked of a caller who does not hold the session (neither the
    /// control token, nor the visitor whose session it is): it must be a verified identity's.
    #[serde(default)]
    pub password: Option<String>,
    pub redirect_uri: String,
    #[serde(default)]
    pub state: String,
}

/// `POST /dbconnections/change_password` (JSON). Answered in plain text, as the real provider does.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ChangePassword {
    #[serde(default)]
    pub client_id: String,
    pub email: String,
    #[serde(default)]
    pub connection: String,
}

/// `POST /reset/{ticket}` (the reset page's form).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct NewPassword {
    pub password: String,
    pub password_confirm: String,
}

/// `GET /v2/logout` query.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Logout {
    #[serde(default)]
    pub client_id: String,
    #[serde(rename = "returnTo")]
    pub return_to: String,
}

/// The body of the provider's 302 answers: where the browser goes and the parameters that
/// address carries (its fragment, else its query), for clients that do not follow redirects
/// (QA scenarios). Browsers follow the `Location` header.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Redirect {
    pub location: String,
    pub params: std::collections::BTreeMap<String, String>,
}

/// The provider's error body.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ProviderErrorBody {
    pub error: String,
    pub error_description: String,
}

/// What a mail is about. Other areas add their kind (invitations, low-balance notices, invoices).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum MailKind {
    VerifyEmail,
    ResetPassword,
    /// Billing: the available credit fell below the account's low-balance threshold.
    LowBalance,
    /// Billing: the automatic top-up's card charge failed and the top-up was switched off.
    TopUpFailed,
}

/// A mail the simulator "sent": `GET /__sim/sessions/{id}/outbox`, oldest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Mail {
    pub id: u64,
    pub kind: MailKind,
    pub to: String,
    pub subject: String,
    /// The body text; it names every link.
    pub body: String,
    /// Links to open, as paths on the simulator.
    pub links: Vec<String>,
    /// Simulated instant, RFC 3339.
    pub sent_at: String,
}

pub mod ops {
    use super::*;
    use crate::routes::{Area, Operation};

    const HTML: &str = "text/html; charset=utf-8";

    pub const SIGNUP: Operation = Operation::post("sim_idp_signup", "/__sim/idp/{session}/dbconnections/signup", Area::Idp)
        .summary("Sign up with email and password: an unverified identity and a verification mail")
        .json()
        .provider_errors()
        .request::<Signup>()
        .response::<SignupAnswer>();
    pub const AUTHENTICATE: Operation =
        Operation::post("sim_idp_authenticate", "/__sim/idp/{session}/co/authenticate", Area::Idp)
            .summary("Check email and password (rate limited on the simulated clock): a login ticket")
            .json()
            .provider_errors()
            .request::<Authenticate>()
            .response::<LoginTicket>();
    pub const AUTHORIZE: Operation = Operation::get("sim_idp_authorize", "/__sim/idp/{session}/authorize", Area::Idp)
        .summary(
            "Redeem a login ticket (302 to the callback with tokens or error in the fragment), or the Google-style consent page",
        )
        .provider_errors()
        .request::<Authorize>()
        .text(HTML);
    pub const CONSENT: Operation = Operation::post("sim_idp_consent", "/__sim/idp/{session}/consent", Area::Idp)
        .summary("Consent as a Google account (the first time creates a verified identity; a caller who does not hold the session gives a verified identity's password): 302 to the callback")
        .provider_errors()
        .request::<Consent>()
        .response::<Redirect>()
        .status(302);
    pub const CHANGE_PASSWORD: Operation =
        Operation::post("sim_idp_change_password", "/__sim/idp/{session}/dbconnections/change_password", Area::Idp)
            .summary("Mail a password-reset link (the same answer whether the account exists or not)")
            .json()
            .provider_errors()
            .request::<ChangePassword>()
            .text("text/plain; charset=utf-8");
    pub const VERIFY: Operation = Operation::get("sim_idp_verify", "/__sim/idp/{session}/verify/{ticket}", Area::Idp)
        .summary("The verification mail's link: 302 to the console's email-verification result page")
        .provider_errors()
        .response::<Redirect>()
        .status(302);
    pub const RESET_PAGE: Operation = Operation::get("sim_idp_reset_page", "/__sim/idp/{session}/reset/{ticket}", Area::Idp)
        .summary("The reset mail's link: a page to set a new password")
        .provider_errors()
        .text(HTML);
    pub const RESET: Operation = Operation::post("sim_idp_reset", "/__sim/idp/{session}/reset/{ticket}", Area::Idp)
        .summary("Set the new password (the password rule, docs/product/identity.md#password-rule; the confirmation must match)")
        .provider_errors()
        .request::<NewPassword>()
        .text(HTML);
    pub const LOGOUT: Operation = Operation::get("sim_idp_logout", "/__sim/idp/{session}/v2/logout", Area::Idp)
        .summary("Sign out of the provider: 302 to returnTo")
        .provider_errors()
        .request::<Logout>()
        .response::<Redirect>()
        .status(302);
    pub const OUTBOX: Operation = Operation::get("sim_outbox", "/__sim/sessions/{id}/outbox", Area::Idp)
        .summary("Every mail the session sent (verification, password reset, …), oldest first")
        .response::<Vec<Mail>>();
    pub const IDP_MFA_PAGE: Operation = Operation::get("sim_idp_mfa_page", "/__sim/idp/{session}/mfa/{ticket}", Area::Idp)
        .summary("The stand-in identity provider's MFA enrolment page (the ticket URL)")
        .text("text/html; charset=utf-8");
    pub const IDP_MFA_ENROL: Operation = Operation::post("sim_idp_mfa_enrol", "/__sim/idp/{session}/mfa/{ticket}", Area::Idp)
        .summary("Complete MFA enrolment with the ticket")
        .text("text/html; charset=utf-8");

    /// The area's operations, in the order the OpenAPI document lists them.
    pub const ALL: &[&Operation] = &[
        &IDP_MFA_PAGE,
        &IDP_MFA_ENROL,
        &SIGNUP,
        &AUTHENTICATE,
        &AUTHORIZE,
        &CONSENT,
        &CHANGE_PASSWORD,
        &VERIFY,
        &RESET_PAGE,
        &RESET,
        &LOGOUT,
        &OUTBOX,
    ];
}

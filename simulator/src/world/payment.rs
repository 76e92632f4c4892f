//! Cards, PayPal vault setups, payment links, charges and automatic top-up settings.

use jiff::Timestamp;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use spec::payment::PaymentStatus;

use super::UserId;

/// The payment area's tables besides what billing accounts hold (cards, charges, link payments,
/// automatic top-up).
#[derive(Clone, Debug, Default)]
pub struct Payment {
    /// PayPal vault setup tokens of the session (`domain::payment::paypal`).
    pub paypal_setups: Vec<VaultSetup>,
}

/// How a sandbox card behaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Behaviour {
    Succeeds,
    Declined,
    /// Verification always goes through 3-D Secure; once verified, charges succeed.
    Requires3ds,
    InsufficientFunds,
    /// Verification succeeds, every later charge is declined (Stripe's `tok_chargeCustomerFail`).
    ChargeFails,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardRecord {
    pub id: u64,
    pub identifier: String,
    pub processor: String,
    /// The processor's number on its site: its place in the site's `paymentProcessors`, from 1
    /// (0 in a world saved before cards carried it).
    #[serde(default)]
    pub processor_id: u64,
    pub brand: String,
    pub last4: String,
    /// `MM/YY`.
    pub expiry: String,
    pub holder: String,
    pub behaviour: Behaviour,
    pub is_primary: bool,
    pub is_verified: bool,
    pub is_deleted: bool,
    /// The 3-D Secure step waiting for the customer: its reference.
    pub pending_3ds: Option<String>,
    pub created: Timestamp,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinkPayment {
    pub id: u64,
    pub identifier: String,
    pub processor: String,
    /// The processor's method the customer picked, or the processor itself when it has none.
    pub method: String,
    /// Credit to add.
    pub amount: Decimal,
    /// What the customer pays, fee and conversion included, and in which currency.
    pub charged: Decimal,
    pub currency: String,
    pub status: PaymentStatus,
    pub created: Timestamp,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChargeStatus {
    /// Waiting for the customer on the issuer's page.
    Authenticating,
    Authorized,
    Declined,
    /// Captured into this top-up invoice.
    Captured(u64),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Charge {
    /// Also the reference of its 3-D Secure step.
    pub id: String,
    pub card_id: u64,
    /// Credit to add, and what the card is charged for it.
    pub amount: Decimal,
    pub final_amount: Decimal,
    pub status: ChargeStatus,
    pub created: Timestamp,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SetupStatus {
    /// Waiting for the buyer on PayPal's page.
    PayerActionRequired,
    Approved,
    Declined,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VaultSetup {
    pub id: String,
    pub session_id: String,
    pub user: UserId,
    pub status: SetupStatus,
    /// Made once the approved setup token is swapped.
    pub payment_token: Option<String>,
    /// Saved as a payment method.
    pub saved: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Recurring {
    /// Credit each top-up buys.
    pub amount: Decimal,
    /// Available credit below which it tops up.
    pub threshold: Decimal,
}

//! Payment methods and top-ups (docs/product/payment.md#top-up *BillingAccountCard*, *Payment processor*, docs/product/payment.md#top-up
//! *Payment methods and top-up*, docs/product/payment.md#top-up failure texts, docs/product/payment.md#top-up fees; card shape from docs/product/payment.md#cards).
//! The simulator plays each site's card processors as a sandbox: the card a token stands for
//! decides the outcome (docs/reference/payment-sandbox.md).

pub mod errors;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::common::Money;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct CardProcessor {
    /// The processor's number on its site: its place in the site configuration's
    /// `paymentProcessors`, from 1.
    pub id: u64,
    pub keyword: String,
    pub is_active: bool,
}

/// docs/product/payment.md#cards: card details in `additional_data`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct CardDetails {
    /// docs/product/payment.md#processors brands: visa, mastercard, discover, amex, jcb, …
    pub brand: String,
    pub last4: String,
    /// `MM/YY`.
    pub expiry: String,
    pub holder: String,
    /// docs/product/payment.md#processors card type: `creditcard`, or `paying_by_invoice` for the invoice payment method.
    #[serde(rename = "type")]
    pub kind: String,
}

/// A billing account's card (docs/product/payment.md#cards *BillingAccountCard*).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Card {
    pub id: u64,
    pub billing_account_id: u64,
    /// The processor's id for the card.
    pub identifier: String,
    pub is_primary: bool,
    pub is_verified: bool,
    pub is_verification_pending: bool,
    pub is_deleted: bool,
    /// `MM/YY`.
    pub valid_thru: String,
    /// Unix seconds.
    pub created: i64,
    pub processor: CardProcessor,
    pub additional_data: CardDetails,
}

/// `POST /payment/card`: the token the processor's form made of the card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CardCreate {
    pub billing_account_id: u64,
    #[schemars(length(min = 1, max = 255))]
    pub token: String,
    #[schemars(length(min = 1, max = 64))]
    pub processor_keyword: String,
    /// The vault processor's session; others send none.
    #[schemars(length(max = 255))]
    pub session_id: Option<String>,
}

/// `GET /payment/paypal/id_token`: the buyer's session in PayPal's buttons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PaypalSession {
    #[schemars(length(min = 1, max = 255))]
    pub session_id: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct PaypalIdToken {
    pub id_token: String,
}

/// `GET /payment/paypal/setup_token`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PaypalSetupQuery {
    #[schemars(length(min = 1, max = 255))]
    pub session_id: String,
    /// Where PayPal sends the buyer back to.
    #[schemars(length(min = 1, max = 2048))]
    pub return_url: String,
}

/// A vault setup token waiting for the buyer on `approve_url` (PayPal's `PAYER_ACTION_REQUIRED`
/// with its `approve` link).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct PaypalSetupToken {
    pub id: String,
    pub status: String,
    pub approve_url: String,
}

/// `GET /payment/paypal/payment_token`: the approved setup token to swap.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PaypalPaymentQuery {
    #[schemars(length(min = 1, max = 255))]
    pub session_id: String,
    #[schemars(length(min = 1, max = 64))]
    pub setup_token: String,
}

/// The token `POST /payment/card` saves with `processor_keyword=paypal_vault`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct PaypalPaymentToken {
    pub id: String,
}

/// `POST /payment/apply_for_invoice_payment`: ask to pay by invoice (bank transfer) instead of
/// by card; the answer is the payment-method object (docs/product/payment.md#cards), of type
/// `paying_by_invoice` on the site's `invoice` processor.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct InvoicePaymentApply {
    pub billing_account_id: u64,
}

/// `POST /payment/card/prehook`: before the processor's card form opens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CardPrehook {
    pub billing_account_id: u64,
    #[schemars(length(min = 1, max = 64))]
    pub processor_keyword: String,
}

/// What the processor's card form needs: its public key and the setup it tokenises the card
/// for (the seed shows no body; this is a setup-intent shape).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct CardPrehookResult {
    pub success: bool,
    pub public_key: String,
    pub setup_id: String,
}

/// `DELETE /payment/card`, `PUT /payment/card/set_primary`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CardRef {
    pub payment_object_id: u64,
}

/// `POST /payment/card/verify`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CardVerify {
    pub payment_object_id: u64,
    /// Where the 3-D Secure page sends the customer back to.
    #[schemars(length(max = 2048))]
    pub front_base_url: Option<String>,
    pub force_3ds: Option<bool>,
}

/// docs/product/payment.md#three-d-secure: "returns card, authorize_uri, data_ref"; both `null` when no 3-D Secure step waits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct CardVerifyResult {
    pub card: Card,
    pub authorize_uri: Option<String>,
    pub data_ref: Option<String>,
}

/// `GET /payment/final_topup_amount`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TopupAmountQuery {
    pub billing_account_id: u64,
    #[schemars(length(min = 1, max = 64))]
    pub processor: String,
    pub amount: Money,
}

/// What a top-up of `amount` costs through a processor: its flat and percentage fee added, then
/// converted where the processor charges in another currency (docs/product/payment.md#processors).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct FinalTopupAmount {
    pub final_amount: Money,
    pub currency: String,
    pub transaction_fee: Money,
    pub exchange_rate: Money,
}

/// `POST /payment/credit/buy`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CreditBuy {
    pub billing_account_id: u64,
    pub payment_object_id: u64,
    pub amount: Money,
    pub on_session: Option<bool>,
    #[schemars(length(max = 2048))]
    pub front_base_url: Option<String>,
    pub force_3ds: Option<bool>,
    #[schemars(length(max = 255))]
    pub session_id: Option<String>,
}

/// The credit bought and the top-up invoice that records it; or, with `force_3ds`, the charge
/// held for 3-D Secure: the customer answers on `authorize_uri`, then `credit/buy/posthook`
/// captures it (`invoice_id` is `null` until then).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct CreditBuyResult {
    pub success: bool,
    pub invoice_id: Option<u64>,
    pub final_amount: Money,
    pub charge_id: Option<String>,
    pub authorize_uri: Option<String>,
}

/// `POST /payment/credit/buy/posthook` (docs/product/payment.md#three-d-secure): after the 3-D Secure step of a purchase.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CreditBuyPosthook {
    pub billing_account_id: u64,
    #[schemars(length(min = 1, max = 64))]
    pub charge_id: String,
    pub payment_object_id: u64,
}

/// `POST /payment/link/send_data`: start a payment on a link processor's page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LinkSendData {
    pub amount: Money,
    pub billing_account_id: u64,
    /// A JSON object; `method` picks one of the processor's methods where it has any.
    #[schemars(length(max = 4096))]
    pub params: Option<String>,
    #[schemars(length(min = 1, max = 64))]
    pub processor: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct LinkRedirect {
    /// The processor's payment page; it returns the customer to `/app/payment_return`.
    pub redirect_url: String,
    pub identifier: String,
}

/// docs/product/payment.md#cards: "returns success, error_msg, data".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct LinkSendDataResult {
    pub success: bool,
    pub error_msg: Option<String>,
    pub data: LinkRedirect,
}

/// `POST /payment/link/save_methods` (docs/product/payment.md#payment-links): the link processors' methods the account keeps
/// offered (its `additional_data.link_methods`); the form repeats `method_ids`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LinkSaveMethods {
    pub billing_account_id: u64,
    #[serde(default)]
    #[schemars(length(max = 100))]
    pub method_ids: Vec<String>,
}

/// `GET /payment/link/process_result`, `GET /payment/persistent_data`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PaymentLookup {
    pub billing_account_id: u64,
    #[schemars(length(min = 1, max = 64))]
    pub identifier: String,
}

/// docs/product/payment.md#payment-links: persistent payment data is pending, then success or failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum PaymentStatus {
    Pending,
    Success,
    Failed,
}

/// docs/product/payment.md#cards: "returns status, message".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ProcessResult {
    pub status: PaymentStatus,
    pub message: String,
}

/// docs/product/payment.md#payment-links *Payment persistent data*.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct PersistentData {
    pub id: u64,
    pub identifier: String,
    pub processor_method: String,
    pub status: PaymentStatus,
    /// What the payment is for: amount, what was charged, the processor.
    pub data: serde_json::Value,
    /// Unix seconds.
    pub created: i64,
}

pub mod ops {
    use super::*;
    use crate::billing::BillingAccountRef;
    use crate::common::Success;
    use crate::routes::{Area, Operation};

    pub const CARD_LIST: Operation = Operation::get("card_list", "/payment/card/list", Area::Payment)
        .summary("A billing account's cards")
        .request::<BillingAccountRef>()
        .response::<Vec<Card>>();
    pub const CARD_CREATE: Operation = Operation::post("card_create", "/payment/card", Area::Payment)
        .summary("Add a card from its processor token; it pays once verified")
        .request::<CardCreate>()
        .response::<Card>();
    pub const CARD_DELETE: Operation = Operation::delete("card_delete", "/payment/card", Area::Payment)
        .summary("Remove a card")
        .request::<CardRef>()
        .response::<Success>();
    pub const CARD_SET_PRIMARY: Operation = Operation::put("card_set_primary", "/payment/card/set_primary", Area::Payment)
        .summary("Make a verified card the one top-ups use by default")
        .request::<CardRef>()
        .response::<Card>();
    pub const CARD_VERIFY: Operation = Operation::post("card_verify", "/payment/card/verify", Area::Payment)
        .summary("Verify a card with the processor's verification amount, through 3-D Secure where configured")
        .request::<CardVerify>()
        .response::<CardVerifyResult>();
    pub const FINAL_TOPUP_AMOUNT: Operation = Operation::get("final_topup_amount", "/payment/final_topup_amount", Area::Payment)
        .summary("What a top-up costs through a processor, fees and currency conversion included")
        .request::<TopupAmountQuery>()
        .response::<FinalTopupAmount>();
    pub const CREDIT_BUY: Operation = Operation::post("credit_buy", "/payment/credit/buy", Area::Payment)
        .summary("Buy credit with a verified card (through 3-D Secure with `force_3ds`)")
        .request::<CreditBuy>()
        .response::<CreditBuyResult>();
    pub const LINK_SEND_DATA: Operation = Operation::post("link_send_data", "/payment/link/send_data", Area::Payment)
        .summary("Start a top-up on a link processor's payment page")
        .request::<LinkSendData>()
        .response::<LinkSendDataResult>();
    pub const LINK_PROCESS_RESULT: Operation =
        Operation::get("link_process_result", "/payment/link/process_result", Area::Payment)
            .summary("How a link payment ended (pending, success, failed)")
            .request::<PaymentLookup>()
            .response::<ProcessResult>();
    pub const PERSISTENT_DATA: Operation = Operation::get("persistent_data", "/payment/persistent_data", Area::Payment)
        .summary("A link payment's stored record")
        .request::<PaymentLookup>()
        .response::<PersistentData>();
    pub const CARD_PREHOOK: Operation = Operation::post("card_prehook", "/payment/card/prehook", Area::Payment)
        .summary("Prepare the processor's card form for an account")
        .request::<CardPrehook>()
        .response::<CardPrehookResult>();
    pub const APPLY_FOR_INVOICE_PAYMENT: Operation =
        Operation::post("apply_for_invoice_payment", "/payment/apply_for_invoice_payment", Area::Payment)
            .summary("Pay by invoice: adds the account's invoice payment method where the site offers one")
            .request::<InvoicePaymentApply>()
            .response::<Card>();
    pub const CREDIT_BUY_POSTHOOK: Operation =
        Operation::post("credit_buy_posthook", "/payment/credit/buy/posthook", Area::Payment)
            .summary("Capture a purchase the customer approved through 3-D Secure: the credit lands")
            .request::<CreditBuyPosthook>()
            .response::<CreditBuyResult>();
    pub const LINK_SAVE_METHODS: Operation = Operation::post("link_save_methods", "/payment/link/save_methods", Area::Payment)
        .summary("Keep the chosen link payment methods on the account (`additional_data.link_methods`)")
        .request::<LinkSaveMethods>()
        .response::<crate::billing::BillingAccount>();
    pub const PAYPAL_ID_TOKEN: Operation = Operation::get("paypal_id_token", "/payment/paypal/id_token", Area::Payment)
        .summary("An id token that starts PayPal's buttons for the vault processor")
        .request::<PaypalSession>()
        .response::<PaypalIdToken>();
    pub const PAYPAL_SETUP_TOKEN: Operation = Operation::get("paypal_setup_token", "/payment/paypal/setup_token", Area::Payment)
        .summary("A vault setup token the buyer approves on PayPal's page")
        .request::<PaypalSetupQuery>()
        .response::<PaypalSetupToken>();
    pub const PAYPAL_PAYMENT_TOKEN: Operation =
        Operation::get("paypal_payment_token", "/payment/paypal/payment_token", Area::Payment)
            .summary("Swap an approved setup token for the payment token a card save takes")
            .request::<PaypalPaymentQuery>()
            .response::<PaypalPaymentToken>();
    pub const PAYMENT_AUTHORIZE_PAGE: Operation =
        Operation::get("sim_payment_authorize_page", "/__sim/pay/{session}/3ds/{data_ref}", Area::Payment)
            .summary("The sandbox card issuer's 3-D Secure page (the `authorize_uri` of a card verification or a purchase)")
            .text("text/html; charset=utf-8");
    pub const PAYMENT_AUTHORIZE: Operation =
        Operation::post("sim_payment_authorize", "/__sim/pay/{session}/3ds/{data_ref}/{outcome}", Area::Payment)
            .summary("Approve or decline a 3-D Secure step (`outcome`: approve or decline)")
            .text("text/html; charset=utf-8");
    pub const PAYMENT_LINK_PAGE: Operation =
        Operation::get("sim_payment_link_page", "/__sim/pay/{session}/link/{identifier}", Area::Payment)
            .summary("The sandbox link processor's payment page (a link payment's `redirect_url`)")
            .text("text/html; charset=utf-8");
    pub const PAYMENT_LINK_DECIDE: Operation =
        Operation::post("sim_payment_link_decide", "/__sim/pay/{session}/link/{identifier}/{outcome}", Area::Payment)
            .summary("Pay or cancel a link payment (`outcome`: approve or decline); redirects to the console's payment return")
            .text("text/html; charset=utf-8");

    /// The area's operations, in the order the OpenAPI document lists them.
    pub const ALL: &[&Operation] = &[
        &PAYPAL_ID_TOKEN,
        &PAYPAL_SETUP_TOKEN,
        &PAYPAL_PAYMENT_TOKEN,
        &CARD_LIST,
        &CARD_CREATE,
        &CARD_DELETE,
        &CARD_SET_PRIMARY,
        &CARD_VERIFY,
        &FINAL_TOPUP_AMOUNT,
        &CREDIT_BUY,
        &CREDIT_BUY_POSTHOOK,
        &PAYMENT_AUTHORIZE_PAGE,
        &PAYMENT_AUTHORIZE,
        &LINK_SEND_DATA,
        &LINK_SAVE_METHODS,
        &LINK_PROCESS_RESULT,
        &PERSISTENT_DATA,
        &PAYMENT_LINK_PAGE,
        &PAYMENT_LINK_DECIDE,
        &CARD_PREHOOK,
        &APPLY_FOR_INVOICE_PAYMENT,
    ];
}

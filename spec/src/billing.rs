//! Billing accounts and their credit history (docs/product/billing.md#ledger *BillingAccount*, *Credit history
//! entry*, docs/product/billing.md#restriction statuses, docs/product/billing.md#accounts rules, docs/product/billing.md#accounts *Billing*; shape from docs/product/billing.md#accounts). Payment objects
//! carry unix-seconds timestamps (docs/product/conventions.md#timestamps).

pub mod errors;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::common::Money;

/// docs/product/billing.md#restriction: a billing account must be ACTIVE to create resources.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum AccountStatus {
    Active,
    Suspended,
    PendingValidation,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum RestrictionLevel {
    Clear,
    Limited,
    Frozen,
    Terminated,
}

/// docs/product/billing.md#promotions promotion credit types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CreditType {
    FirstFree,
    ReferralReceiver,
    SignupCampaign,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Promotion {
    pub credit_type: CreditType,
    pub amount: Money,
    pub top_up_requirement: Money,
    pub top_up_done: bool,
}

/// The month so far, derived from the credit history and the month's usage.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct RunningTotals {
    pub credit_amount: Money,
    /// Credit left once the month so far is paid.
    pub credit_available: Money,
    pub discount_amount: Money,
    pub ongoing: Money,
    /// Unix seconds since when `credit_available` has been negative; `null` while it is not.
    pub ongoing_negative_since: Option<i64>,
    pub subtotal: Money,
    pub subtotal_resource_usage: Money,
    pub total_before_tax: Money,
    pub total: Money,
    pub vat_tax: Money,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct LowBalanceNoticeSettings {
    pub threshold: Money,
    pub is_enabled: bool,
}

/// docs/product/billing.md#accounts: "additional_data (JSON holding link_methods)".
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct AdditionalData {
    pub link_methods: Vec<String>,
}

/// A billing account as `GET /payment/billing_account[/list]` gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct BillingAccount {
    pub id: u64,
    pub user_id: u64,
    pub email: String,
    pub title: String,
    /// The brand (site) the account was opened on.
    pub site: String,
    pub address_line1: String,
    pub address_line2: String,
    pub city: String,
    pub county: String,
    pub country: String,
    pub post_index: String,
    pub company_name: String,
    pub company_reg_code: String,
    pub company_vat_number: String,
    pub customer_name: String,
    pub customer_phone: String,
    pub customer_id_number: String,
    pub lang: String,
    pub integration_id: String,
    pub referral_code: String,
    pub referral_share_code: String,
    pub document: String,
    pub document_name: String,
    pub credit_amount: Money,
    pub discount_percentage: Money,
    pub vat_percentage: Money,
    pub allow_debt: bool,
    pub can_pay: bool,
    pub is_active: bool,
    pub is_default: bool,
    pub is_deleted: bool,
    pub paying_by_invoice: bool,
    pub send_invoice_email: bool,
    pub is_recurring_payment_enabled: bool,
    pub recurring_payment_amount: Money,
    pub recurring_payment_threshold: Money,
    pub reseller: bool,
    pub restriction_level: RestrictionLevel,
    pub status: AccountStatus,
    pub suspend_reason: Option<String>,
    pub unpaid_amount: Money,
    /// The month's usage so far (live extra `precalc_ongoing`, docs/product/billing.md#accounts).
    pub precalc_ongoing: Money,
    pub eligible_promotions: Vec<Promotion>,
    /// The primary card as the card list shows it (`spec::payment::Card`); `null` without one.
    pub primary_card: Option<serde_json::Value>,
    pub running_totals: RunningTotals,
    pub low_balance_notice_settings: LowBalanceNoticeSettings,
    pub additional_data: AdditionalData,
    /// Unix seconds.
    pub created: i64,
}

/// The editable billing fields (docs/product/billing.md#accounts): the body of `POST /payment/billing_account`, and of an
/// update beside the account's id. Which of them a site
/// shows and requires is its `billingAccountFields`; the domain checks that.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BillingFields {
    #[schemars(length(min = 1, max = 255))]
    pub title: Option<String>,
    #[schemars(length(max = 254), regex(pattern = r"^[^@\s]+@[^@\s]+\.[^@\s]+$"))]
    pub email: Option<String>,
    #[schemars(length(max = 255))]
    pub address_line1: Option<String>,
    #[schemars(length(max = 255))]
    pub address_line2: Option<String>,
    #[schemars(length(max = 128))]
    pub city: Option<String>,
    #[schemars(length(max = 128))]
    pub county: Option<String>,
    /// docs/product/billing.md#accounts: exactly 2 letters.
    #[schemars(length(equal = 2), regex(pattern = r"^[A-Za-z]{2}$"))]
    pub country: Option<String>,
    #[schemars(length(max = 32))]
    pub post_index: Option<String>,
    #[schemars(length(max = 255))]
    pub company_name: Option<String>,
    #[schemars(length(max = 64))]
    pub company_reg_code: Option<String>,
    #[schemars(length(max = 64))]
    pub company_vat_number: Option<String>,
    #[schemars(length(max = 255))]
    pub customer_name: Option<String>,
    #[schemars(length(max = 32))]
    pub customer_phone: Option<String>,
    #[schemars(length(max = 64))]
    pub customer_id_number: Option<String>,
    /// docs/product/billing.md#accounts: 2–3 letters or empty.
    #[schemars(regex(pattern = r"^([A-Za-z]{2,3})?$"))]
    pub lang: Option<String>,
    #[schemars(length(max = 128))]
    pub integration_id: Option<String>,
    #[schemars(length(max = 64))]
    pub referral_code: Option<String>,
    #[schemars(length(max = 2048))]
    pub document: Option<String>,
    #[schemars(length(max = 255))]
    pub document_name: Option<String>,
}

/// `PUT /payment/billing_account?id=`: every editable field; one left out is cleared
/// (docs/product/billing.md#accounts), so a required one must be sent again.
/// (serde cannot deny unknown fields beside a flattened struct; the schema does it.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[schemars(extend("additionalProperties" = false))]
pub struct BillingAccountUpdate {
    pub id: u64,
    #[serde(flatten)]
    pub fields: BillingFields,
}

/// `DELETE /payment/billing_account?id=`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BillingAccountId {
    pub id: u64,
}

/// `GET /payment/billing_account`, `POST …/set_default`, `GET /payment/credit/list`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BillingAccountRef {
    pub billing_account_id: u64,
}

/// `GET /payment/billing_account/list`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BillingAccountListQuery {
    /// `1` includes deleted accounts.
    #[schemars(range(min = 0, max = 1))]
    pub show_shadow: Option<u8>,
}

/// One credit movement (docs/product/billing.md#ledger *Credit history entry*; `real-api-fixtures/payment_credit_list`):
/// negative amounts are spending.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct CreditEntry {
    pub id: u64,
    pub billing_account_id: u64,
    pub amount: Money,
    pub description: String,
    pub reference: String,
    /// Unix seconds.
    pub created: i64,
    /// Who really made the movement (the delegate while impersonating).
    pub acting_user_id: Option<u64>,
}

/// One VM's shape in a usage row (docs/product/billing.md#accounts; live key case).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[allow(non_snake_case)]
pub struct UsageConfiguration {
    pub vm_name: String,
    pub cpus: Money,
    pub ram_MB: Money,
    pub disk_size_GB: Money,
}

/// `GET /charging/usage` rows (docs/product/billing.md#usage *Usage item*): one resource's month so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct UsageItem {
    pub uuid: String,
    pub billing_account_id: u64,
    pub description: String,
    pub hours: u32,
    /// The last hour's price of the whole resource.
    pub price: Money,
    /// The month's charges, before discount and VAT.
    pub cost: Money,
    pub price_unit: String,
    pub configurations: Vec<UsageConfiguration>,
}

/// docs/product/billing.md#restriction: IN_PROGRESS=0, UNPAID=5, PAID=10, sent as the number (docs/product/billing.md#accounts; the
/// recorded invoice list has `"status": 10`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InvoiceStatus {
    InProgress,
    Unpaid,
    Paid,
}

impl InvoiceStatus {
    pub const fn code(self) -> u8 {
        match self {
            InvoiceStatus::InProgress => 0,
            InvoiceStatus::Unpaid => 5,
            InvoiceStatus::Paid => 10,
        }
    }
}

impl Serialize for InvoiceStatus {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.code())
    }
}

impl<'de> Deserialize<'de> for InvoiceStatus {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match u8::deserialize(d)? {
            0 => Ok(InvoiceStatus::InProgress),
            5 => Ok(InvoiceStatus::Unpaid),
            10 => Ok(InvoiceStatus::Paid),
            other => Err(serde::de::Error::custom(format!("no invoice status {other}"))),
        }
    }
}

impl JsonSchema for InvoiceStatus {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "InvoiceStatus".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "integer",
            "enum": [0, 5, 10],
            "description": "0 in progress (the current month), 5 unpaid, 10 paid."
        })
    }
}

/// docs/product/billing.md#invoices invoice types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum InvoiceType {
    CloudServices,
    CreditTopup,
    CreditNote,
}

/// docs/product/billing.md#invoices: an invoice's id is a number, or `current` for the month in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum InvoiceId {
    Number(u64),
    Current(CurrentInvoice),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum CurrentInvoice {
    Current,
}

/// One line of an invoice (docs/product/billing.md#invoices `records_list`; docs/product/billing.md#accounts).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct InvoiceLine {
    pub name: String,
    pub descr: String,
    pub qty: Money,
    pub qty_unit: String,
    pub item_price: Money,
    /// `qty` × `item_price`, before discount and VAT.
    pub amount: Money,
    pub vat_amount: Money,
    pub location_slug: String,
    /// Lines the product adds for bookkeeping rather than for a service.
    pub is_technical: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct InvoiceTotals {
    pub subtotal: Money,
    pub discount_amount: Money,
    /// What was paid from credit.
    pub credit: Money,
    pub vat_tax: Money,
    pub total: Money,
}

/// A payment towards an invoice (docs/product/billing.md#invoices `transaction_list`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct InvoiceTransaction {
    pub amount: Money,
    pub is_success: bool,
    /// The credit-history entry (or payment) that paid it.
    pub identifier: String,
    /// Unix seconds.
    pub created: i64,
}

/// An invoice (docs/product/billing.md#invoices *Invoice*; docs/product/billing.md#accounts). Timestamps are unix seconds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Invoice {
    pub id: InvoiceId,
    /// The number as printed: ten digits.
    pub padded_id: String,
    pub billing_account_id: u64,
    pub created: i64,
    /// `null` while the month is in progress.
    pub due_date: Option<i64>,
    pub period_start: i64,
    pub period_end: i64,
    pub status: InvoiceStatus,
    #[serde(rename = "type")]
    pub kind: InvoiceType,
    pub discount_percentage: Money,
    pub vat_percentage: Money,
    pub totals: InvoiceTotals,
    pub records_list: Vec<InvoiceLine>,
    pub transaction_list: Vec<InvoiceTransaction>,
}

/// `GET /payment/invoice`, `GET /payment/invoice/pdf`, `POST /payment/pay_invoice`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct InvoiceRef {
    pub invoice_id: u64,
}

/// `POST /payment/pay_invoice` (docs/product/billing.md#invoices: "returns success, message").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct PayInvoiceResult {
    pub success: bool,
    pub message: String,
}

/// `GET /payment/billing_account/unpaid_amount` (docs/product/billing.md#paying-in-bulk): what the
/// account owes, under the documented key `message`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct UnpaidAmount {
    pub message: Money,
}

/// `POST /payment/pay_amount` (docs/product/billing.md#paying-in-bulk).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PayAmount {
    pub billing_account_id: u64,
    pub amount: Money,
}

/// `POST /payment/pay_all` and `/payment/pay_amount` (docs/product/billing.md#paying-in-bulk): the
/// documented fields. `amount_left` is the credit left (`pay_all`) or the part of the amount not
/// spent (`pay_amount`); `error_log` names each invoice the credit could not pay.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct PayResult {
    pub amount_left: Money,
    pub amount_used: Money,
    pub error_log: Vec<String>,
    pub message: String,
    pub paid_invoices: Vec<u64>,
    pub success: bool,
}

/// `GET` and `PUT /config/payment/restriction_level_clear_topup_threshold` (docs/product/billing.md#restriction): a top-up of
/// at least this much returns a restricted account to CLEAR. The seed shows neither body; this
/// one names the amount.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RestrictionThreshold {
    #[schemars(range(min = 0))]
    pub threshold: Money,
}

/// `PUT /payment/billing_account/{id}/recurring_payment` (docs/product/billing.md#accounts): the automatic top-up with
/// the account's verified primary card whenever the available credit falls below the threshold.
/// Threshold and amount are required when enabling.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RecurringPaymentUpdate {
    pub is_recurring_payment_enabled: bool,
    pub recurring_payment_amount: Option<Money>,
    #[schemars(range(min = 0))]
    pub recurring_payment_threshold: Option<Money>,
}

/// Whether setting the automatic top-up charged the card at once (the credit was already below
/// the threshold), and why that charge failed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct PaymentReport {
    pub triggered: bool,
    pub errors: Vec<String>,
}

/// docs/product/billing.md#accounts: "returns account and payment_report" (docs/product/billing.md#accounts).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct RecurringPaymentResult {
    pub payment_report: PaymentReport,
    pub account: BillingAccount,
}

/// `PUT /payment/low_balance_notice_settings` (docs/product/billing.md#accounts): a mail once the available credit falls
/// below the threshold, once per fall.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LowBalanceNoticeUpdate {
    pub billing_account_id: u64,
    #[schemars(range(min = 0))]
    pub threshold: Money,
    pub is_enabled: bool,
}

/// `POST /payment/billing_account/{id}/campaign_activate/{campaign_code}` (docs/product/billing.md#promotions: "returns
/// message").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct CampaignActivateResult {
    pub message: String,
}

pub mod ops {
    use super::*;
    use crate::common::{NoParams, Success};
    use crate::routes::{Area, Operation};

    pub const ACCOUNT_LIST: Operation = Operation::get("billing_account_list", "/payment/billing_account/list", Area::Billing)
        .summary("The caller's billing accounts (deleted ones with `show_shadow=1`)")
        .request::<BillingAccountListQuery>()
        .response::<Vec<BillingAccount>>();
    pub const ACCOUNT_GET: Operation = Operation::get("billing_account_get", "/payment/billing_account", Area::Billing)
        .summary("One billing account")
        .request::<BillingAccountRef>()
        .response::<BillingAccount>();
    pub const ACCOUNT_CREATE: Operation = Operation::post("billing_account_create", "/payment/billing_account", Area::Billing)
        .summary("Open a billing account; the user's first gets the site's first-account credit")
        .request::<BillingFields>()
        .response::<BillingAccount>();
    pub const ACCOUNT_UPDATE: Operation = Operation::put("billing_account_update", "/payment/billing_account", Area::Billing)
        .summary("Replace a billing account's editable fields")
        .request::<BillingAccountUpdate>()
        .response::<BillingAccount>();
    pub const ACCOUNT_DELETE: Operation = Operation::delete("billing_account_delete", "/payment/billing_account", Area::Billing)
        .summary("Delete a billing account with nothing unpaid and no credit left")
        .request::<BillingAccountId>()
        .response::<Success>();
    pub const ACCOUNT_SET_DEFAULT: Operation =
        Operation::post("billing_account_set_default", "/payment/billing_account/set_default", Area::Billing)
            .summary("Make an account the one resources are paid from by default")
            .request::<BillingAccountRef>()
            .response::<Success>();
    pub const USAGE: Operation = Operation::get("charging_usage", "/charging/usage", Area::Billing)
        .summary("A billing account's usage this month, per resource, charged hourly by the clock")
        .request::<BillingAccountRef>()
        .response::<Vec<UsageItem>>();
    pub const CREDIT_LIST: Operation = Operation::get("credit_list", "/payment/credit/list", Area::Billing)
        .summary("A billing account's credit history, newest first")
        .request::<BillingAccountRef>()
        .response::<Vec<CreditEntry>>();
    pub const INVOICE_LIST: Operation = Operation::get("invoice_list", "/payment/invoice/list", Area::Billing)
        .summary("A billing account's invoices: the month in progress (`current`) first, then the closed ones, newest first")
        .request::<BillingAccountRef>()
        .response::<Vec<Invoice>>();
    pub const INVOICE_GET: Operation = Operation::get("invoice_get", "/payment/invoice", Area::Billing)
        .summary("One closed invoice")
        .request::<InvoiceRef>()
        .response::<Invoice>();
    pub const INVOICE_PDF: Operation = Operation::get("invoice_pdf", "/payment/invoice/pdf", Area::Billing)
        .summary("A closed invoice as a PDF document")
        .request::<InvoiceRef>()
        .text("application/pdf");
    pub const PAY_INVOICE: Operation = Operation::post("pay_invoice", "/payment/pay_invoice", Area::Billing)
        .summary("Pay an unpaid invoice from the account's credit")
        .request::<InvoiceRef>()
        .response::<PayInvoiceResult>();
    pub const UNPAID_AMOUNT: Operation =
        Operation::get("billing_account_unpaid_amount", "/payment/billing_account/unpaid_amount", Area::Billing)
            .summary("What a billing account owes: a negative credit and its unpaid invoices")
            .request::<BillingAccountRef>()
            .response::<UnpaidAmount>();
    pub const PAY_ALL: Operation = Operation::post("pay_all", "/payment/pay_all", Area::Billing)
        .summary("Pay every unpaid invoice of the account the credit covers, oldest first")
        .request::<BillingAccountRef>()
        .response::<PayResult>();
    pub const PAY_AMOUNT: Operation = Operation::post("pay_amount", "/payment/pay_amount", Area::Billing)
        .summary("Spend up to this much credit on the account's unpaid invoices, oldest first")
        .request::<PayAmount>()
        .response::<PayResult>();
    pub const HAS_ACTIVE_CAMPAIGNS: Operation =
        Operation::get("has_active_campaigns", "/payment/has_active_campaigns", Area::Billing)
            .summary("Whether the site has a campaign code the caller has not used yet")
            .response::<Success>();
    pub const RESTRICTION_THRESHOLD_GET: Operation =
        Operation::get("restriction_threshold_get", "/config/payment/restriction_level_clear_topup_threshold", Area::Billing)
            .summary("The top-up that returns a restricted billing account to CLEAR")
            .response::<RestrictionThreshold>();
    pub const RESTRICTION_THRESHOLD_SET: Operation =
        Operation::put("restriction_threshold_set", "/config/payment/restriction_level_clear_topup_threshold", Area::Billing)
            .summary("Set the top-up that returns a restricted billing account to CLEAR (administrators)")
            .request::<RestrictionThreshold>()
            .response::<RestrictionThreshold>();
    pub const RECURRING_PAYMENT: Operation =
        Operation::put("recurring_payment", "/payment/billing_account/{id}/recurring_payment", Area::Billing)
            .summary("Switch the automatic top-up with the verified primary card on or off")
            .request::<RecurringPaymentUpdate>()
            .response::<RecurringPaymentResult>();
    pub const LOW_BALANCE_NOTICE: Operation =
        Operation::put("low_balance_notice_settings", "/payment/low_balance_notice_settings", Area::Billing)
            .summary("Mail the account's email once its available credit falls below a threshold")
            .request::<LowBalanceNoticeUpdate>()
            .response::<LowBalanceNoticeSettings>();
    pub const CAMPAIGN_ACTIVATE: Operation =
        Operation::post("campaign_activate", "/payment/billing_account/{id}/campaign_activate/{campaign_code}", Area::Billing)
            .summary("Activate a campaign (or referral) code: its credit lands once the top-ups it asks for are made")
            .request::<NoParams>()
            .response::<CampaignActivateResult>();

    /// The area's operations, in the order the OpenAPI document lists them.
    pub const ALL: &[&Operation] = &[
        &ACCOUNT_LIST,
        &ACCOUNT_GET,
        &ACCOUNT_CREATE,
        &ACCOUNT_UPDATE,
        &ACCOUNT_DELETE,
        &ACCOUNT_SET_DEFAULT,
        &CREDIT_LIST,
        &USAGE,
        &INVOICE_LIST,
        &INVOICE_GET,
        &INVOICE_PDF,
        &PAY_INVOICE,
        &UNPAID_AMOUNT,
        &PAY_ALL,
        &PAY_AMOUNT,
        &HAS_ACTIVE_CAMPAIGNS,
        &RESTRICTION_THRESHOLD_GET,
        &RESTRICTION_THRESHOLD_SET,
        &CAMPAIGN_ACTIVATE,
        &RECURRING_PAYMENT,
        &LOW_BALANCE_NOTICE,
    ];
}

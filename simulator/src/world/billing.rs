//! Billing accounts and what they hold: ledger, invoices, usage, notices, promotions granted.

use std::collections::BTreeMap;

use jiff::Timestamp;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use spec::billing::{AccountStatus, InvoiceStatus, InvoiceType, Promotion, RestrictionLevel};
use spec::pricing::PriceResourceType;

use super::UserId;
use super::payment::{CardRecord, Charge, LinkPayment, Recurring};

/// The billing area's tables.
#[derive(Clone, Debug, Default)]
pub struct Billing {
    /// Billing accounts by id.
    pub accounts: BTreeMap<u64, BillingAccountRecord>,
    /// The top-up that returns a restricted billing account to CLEAR, as an administrator set
    /// it; `None` means the site's minimum top-up.
    pub restriction_clear_topup_threshold: Option<Decimal>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LowBalanceNotice {
    pub threshold: Decimal,
    pub is_enabled: bool,
    /// Mailed for the current fall below the threshold.
    pub sent: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LedgerEntry {
    pub id: u64,
    /// Positive adds credit, negative spends it.
    pub amount: Decimal,
    pub description: String,
    /// What the movement is for: a promotion type, a payment, an invoice.
    pub reference: String,
    pub created: Timestamp,
    /// Who really moved the credit: the delegate while impersonating, else the user.
    pub acting_user_id: Option<UserId>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InvoiceRecord {
    /// Around 1.205e9, as the real numbers are (`1205001337`); 0 for the month in progress.
    pub id: u64,
    pub kind: InvoiceType,
    pub status: InvoiceStatus,
    pub created: Timestamp,
    pub due_date: Option<Timestamp>,
    pub period_start: Timestamp,
    /// The period's last second.
    pub period_end: Timestamp,
    pub discount_percentage: Decimal,
    pub vat_percentage: Decimal,
    pub lines: Vec<InvoiceLine>,
    pub transactions: Vec<Transaction>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InvoiceLine {
    pub name: String,
    /// The kind of resource the line is for.
    pub descr: String,
    pub qty: Decimal,
    pub qty_unit: String,
    pub item_price: Decimal,
    /// Rounded to cents: what the line adds to the subtotal.
    pub amount: Decimal,
    pub location: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Transaction {
    pub amount: Decimal,
    /// The ledger entry that paid it.
    pub identifier: String,
    pub created: Timestamp,
}

/// A promotion with what granted it. (Flattened, so exports from before `source` still load.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Granted {
    #[serde(flatten)]
    pub promotion: Promotion,
    /// The promoter's account id for a referral, the code for a campaign, else empty.
    #[serde(default)]
    pub source: String,
}

/// One resource's usage within one month.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UsageRecord {
    pub resource_type: String,
    pub description: String,
    pub hours: u32,
    /// The last hour's price of the resource, all its units together.
    pub price: Decimal,
    /// The month's charges so far, before discount and VAT.
    pub cost: Decimal,
    /// The last hour's quantities (vCPUs, RAM units, GiB of storage, licences).
    pub quantities: Vec<(PriceResourceType, Decimal)>,
    /// The location slug the resource runs in.
    #[serde(default)]
    pub location: String,
}

/// Later fields default so exports from before them stay importable.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BillingAccountRecord {
    /// Around 1.2e9, as the real ids are (`1200132376`).
    pub id: u64,
    pub user_id: UserId,
    pub title: String,
    #[serde(default = "active")]
    pub status: AccountStatus,
    /// The account a resource is paid from when the call names none.
    pub is_default: bool,
    /// The other editable billing fields (docs/product/billing.md#accounts) by name; absent means empty.
    #[serde(default)]
    pub details: BTreeMap<String, String>,
    /// The brand the account was opened on.
    #[serde(default)]
    pub site: String,
    #[serde(default = "clear")]
    pub restriction_level: RestrictionLevel,
    #[serde(default)]
    pub is_deleted: bool,
    #[serde(default)]
    pub discount_percentage: Decimal,
    /// The site configuration carries no VAT rate: it is set per account (by the seed or an
    /// administrator), 0 until then.
    #[serde(default)]
    pub vat_percentage: Decimal,
    #[serde(default)]
    pub allow_debt: bool,
    #[serde(default)]
    pub promotions: Vec<Granted>,
    #[serde(default)]
    pub ledger: Vec<LedgerEntry>,
    /// Month (`YYYY-MM`) → resource uuid → what it used (`charging.rs`).
    #[serde(default)]
    pub usage: BTreeMap<String, BTreeMap<String, UsageRecord>>,
    #[serde(default)]
    pub created: Timestamp,
    /// Closed invoices, oldest first (`invoice.rs`).
    #[serde(default)]
    pub invoices: Vec<InvoiceRecord>,
    /// Since when the account has been restricted for want of credit (`restriction.rs`).
    #[serde(default)]
    pub restricted_since: Option<Timestamp>,
    /// Payment cards, deleted ones included (`payment.rs`).
    #[serde(default)]
    pub cards: Vec<CardRecord>,
    /// Payments started on link processors (`link.rs`).
    #[serde(default)]
    pub link_payments: Vec<LinkPayment>,
    /// The automatic top-up, while it is on (`recurring.rs`).
    #[serde(default)]
    pub recurring: Option<Recurring>,
    #[serde(default)]
    pub low_balance_notice: LowBalanceNotice,
    /// The link methods the account keeps offered (`link.rs`).
    #[serde(default)]
    pub link_methods: Vec<String>,
    /// Card charges held for 3-D Secure (`purchase.rs`).
    #[serde(default)]
    pub charges: Vec<Charge>,
}

pub(crate) fn active() -> AccountStatus {
    AccountStatus::Active
}

pub(crate) fn clear() -> RestrictionLevel {
    RestrictionLevel::Clear
}

/// The billing area's time-driven transitions (`domain::apply` runs them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum BillingEvent {
    /// An hour has passed: every meter is charged to its account's month (and the next hour
    /// scheduled).
    BillingHour,
}

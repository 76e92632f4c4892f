//! `/payment/billing_account…` and `/payment/credit/list`: thin handlers over `domain::billing`
//! and the account's wire view (docs/product/billing.md#accounts).

use crate::edge::Json;
use axum::extract::Path;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use spec::billing::{
    AdditionalData, BillingAccount, BillingAccountId, BillingAccountListQuery, BillingAccountRef, BillingAccountUpdate,
    BillingFields, CreditEntry, LowBalanceNoticeSettings, UsageConfiguration, UsageItem, ops,
};
use spec::billing::{
    CampaignActivateResult, LowBalanceNoticeUpdate, PaymentReport, RecurringPaymentResult, RecurringPaymentUpdate,
};
use spec::billing::{
    CurrentInvoice, Invoice, InvoiceId, InvoiceLine, InvoiceRef, InvoiceStatus, InvoiceTotals, InvoiceTransaction, PayAmount,
    PayInvoiceResult, PayResult, RestrictionThreshold, UnpaidAmount,
};
use spec::common::{Money, NoParams, Success};
use spec::error::{billing as msg, validation};

use crate::edge::ApiRouter;
use crate::edge::error::ApiResult;
use crate::edge::extract::{Api, Input};
use jiff::Timestamp;
use rust_decimal::Decimal;
use spec::pricing::PriceResourceType;

use crate::domain::billing::charging::{self, UsageRecord};
use crate::domain::billing::invoice::{self, InvoiceRecord};
use crate::domain::billing::{
    BillingAccountRecord, account, bulk_pay, invoice_pdf, ledger, notice, own_account, promotion, restriction, standing,
};
use crate::domain::payment::{card, link, recurring};
use crate::domain::{DomainError, billing_cycle};
use crate::world::payment::CardRecord;
use spec::payment::{Card, CardDetails, CardProcessor};

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::ACCOUNT_LIST, account_list)
        .op(&ops::ACCOUNT_GET, account_get)
        .op(&ops::ACCOUNT_CREATE, account_create)
        .op(&ops::ACCOUNT_UPDATE, account_update)
        .op(&ops::ACCOUNT_DELETE, account_delete)
        .op(&ops::ACCOUNT_SET_DEFAULT, account_set_default)
        .op(&ops::CREDIT_LIST, credit_list)
        .op(&ops::USAGE, usage)
        .op(&ops::INVOICE_LIST, invoice_list)
        .op(&ops::INVOICE_GET, invoice_get)
        .op(&ops::INVOICE_PDF, invoice_pdf)
        .op(&ops::PAY_INVOICE, pay_invoice)
        .op(&ops::UNPAID_AMOUNT, unpaid_amount)
        .op(&ops::PAY_ALL, pay_all)
        .op(&ops::PAY_AMOUNT, pay_amount)
        .op(&ops::HAS_ACTIVE_CAMPAIGNS, has_active_campaigns)
        .op(&ops::RESTRICTION_THRESHOLD_GET, threshold_get)
        .op(&ops::RESTRICTION_THRESHOLD_SET, threshold_set)
        .op(&ops::CAMPAIGN_ACTIVATE, campaign_activate)
        .op(&ops::RECURRING_PAYMENT, recurring_payment)
        .op(&ops::LOW_BALANCE_NOTICE, low_balance_notice);
}

/// The account id in a path: a whole number, else a 400 naming `id`.
fn path_account(id: &str) -> Result<u64, DomainError> {
    id.parse().map_err(|_| DomainError::invalid("id", validation::WHOLE_NUMBER))
}

async fn campaign_activate(
    api: Api,
    Path((id, code)): Path<(String, String)>,
    _: Input<NoParams>,
) -> ApiResult<Json<CampaignActivateResult>> {
    api.write(|w, cx| promotion::activate(w, cx, path_account(&id)?, &code))
        .map(|message| Json(CampaignActivateResult { message: message.into() }))
}

async fn recurring_payment(
    api: Api,
    Path(id): Path<String>,
    Input(input): Input<RecurringPaymentUpdate>,
) -> ApiResult<Json<RecurringPaymentResult>> {
    api.write(|w, cx| {
        let id = path_account(&id)?;
        let (triggered, error) = recurring::set(w, cx, id, input)?;
        let payment_report = PaymentReport { triggered, errors: error.into_iter().collect() };
        Ok(RecurringPaymentResult { payment_report, account: view(account::get(w, cx, id)?, cx.now) })
    })
    .map(Json)
}

async fn low_balance_notice(api: Api, Input(input): Input<LowBalanceNoticeUpdate>) -> ApiResult<Json<LowBalanceNoticeSettings>> {
    api.write(|w, cx| notice::set(w, cx, input)).map(|n| Json(notice_view(&n)))
}

fn notice_view(n: &notice::LowBalanceNotice) -> LowBalanceNoticeSettings {
    LowBalanceNoticeSettings { threshold: Money(n.threshold), is_enabled: n.is_enabled }
}

async fn account_list(api: Api, Input(query): Input<BillingAccountListQuery>) -> ApiResult<Json<Vec<BillingAccount>>> {
    let shadow = query.show_shadow == Some(1);
    api.read(|w, cx| Ok(account::list(w, cx, shadow)?.into_iter().map(|a| view(a, cx.now)).collect())).map(Json)
}

async fn account_get(api: Api, Input(account): Input<BillingAccountRef>) -> ApiResult<Json<BillingAccount>> {
    api.read(|w, cx| account::get(w, cx, account.billing_account_id).map(|a| view(a, cx.now))).map(Json)
}

async fn account_create(api: Api, Input(fields): Input<BillingFields>) -> ApiResult<Json<BillingAccount>> {
    api.write(|w, cx| account::create(w, cx, fields).map(|a| view(&a, cx.now))).map(Json)
}

async fn account_update(api: Api, Input(input): Input<BillingAccountUpdate>) -> ApiResult<Json<BillingAccount>> {
    api.write(|w, cx| account::update(w, cx, input.id, input.fields).map(|a| view(&a, cx.now))).map(Json)
}

async fn account_delete(api: Api, Input(account): Input<BillingAccountId>) -> ApiResult<Json<Success>> {
    api.write(|w, cx| billing_cycle::delete_account(w, cx, account.id)).map(|()| Json(Success::TRUE))
}

async fn account_set_default(api: Api, Input(account): Input<BillingAccountRef>) -> ApiResult<Json<Success>> {
    api.write(|w, cx| account::set_default(w, cx, account.billing_account_id)).map(|()| Json(Success::TRUE))
}

async fn credit_list(api: Api, Input(account): Input<BillingAccountRef>) -> ApiResult<Json<Vec<CreditEntry>>> {
    let shown = api.one_shot_sealer();
    api.read(|w, cx| {
        let account = own_account(w, cx, account.billing_account_id)?;
        Ok(ledger::history(account).map(|e| credit_view(account.id, e, &shown)).collect())
    })
    .map(Json)
}

async fn usage(api: Api, Input(account): Input<BillingAccountRef>) -> ApiResult<Json<Vec<UsageItem>>> {
    api.read(|w, cx| {
        let account = own_account(w, cx, account.billing_account_id)?;
        Ok(charging::month_usage(&account.usage, cx.now).map(|(uuid, r)| usage_view(account.id, uuid, r)).collect())
    })
    .map(Json)
}

fn usage_view(billing_account_id: u64, uuid: &str, r: &UsageRecord) -> UsageItem {
    let quantity = |kind| r.quantities.iter().find(|(k, _)| *k == kind).map_or(Decimal::ZERO, |(_, q)| *q);
    let configuration = UsageConfiguration {
        vm_name: r.description.clone(),
        cpus: Money(quantity(PriceResourceType::Cpu)),
        ram_MB: Money(quantity(PriceResourceType::Ram) * Decimal::from(crate::domain::pricing::RAM_UNIT_MB)),
        disk_size_GB: Money(quantity(PriceResourceType::Storage)),
    };
    UsageItem {
        uuid: uuid.to_string(),
        billing_account_id,
        description: r.description.clone(),
        hours: r.hours,
        price: Money(r.price),
        // In cents, as the `current` invoice's line for it (one rounding rule for every amount).
        cost: Money(invoice::cents(r.cost)),
        price_unit: "hour".into(),
        configurations: vec![configuration],
    }
}

/// `shown` gives a link payment's identifier as its client was given it (`link:<identifier>`).
fn credit_view(billing_account_id: u64, entry: &ledger::LedgerEntry, shown: impl Fn(&str) -> String) -> CreditEntry {
    let reference = match entry.reference.strip_prefix(link::REFERENCE_PREFIX) {
        Some(identifier) => format!("{}{}", link::REFERENCE_PREFIX, shown(identifier)),
        None => entry.reference.clone(),
    };
    CreditEntry {
        id: entry.id,
        billing_account_id,
        amount: Money(entry.amount),
        description: entry.description.clone(),
        reference,
        created: entry.created.as_second(),
        acting_user_id: entry.acting_user_id,
    }
}

pub(super) fn view(a: &BillingAccountRecord, now: Timestamp) -> BillingAccount {
    let field = |name: &str| a.detail(name).to_string();
    let credit = ledger::balance(a);
    let running_totals = standing::running_totals(a, now);
    BillingAccount {
        id: a.id,
        user_id: a.user_id,
        email: field("email"),
        title: a.title.clone(),
        site: a.site.clone(),
        address_line1: field("address_line1"),
        address_line2: field("address_line2"),
        city: field("city"),
        county: field("county"),
        country: field("country"),
        post_index: field("post_index"),
        company_name: field("company_name"),
        company_reg_code: field("company_reg_code"),
        company_vat_number: field("company_vat_number"),
        customer_name: field("customer_name"),
        customer_phone: field("customer_phone"),
        customer_id_number: field("customer_id_number"),
        lang: field("lang"),
        integration_id: field("integration_id"),
        referral_code: field("referral_code"),
        referral_share_code: a.referral_share_code(),
        document: field("document"),
        document_name: field("document_name"),
        credit_amount: Money(credit),
        discount_percentage: Money(a.discount_percentage),
        vat_percentage: Money(a.vat_percentage),
        allow_debt: a.allow_debt,
        can_pay: a.can_pay(),
        is_active: a.is_active(),
        is_default: a.is_default,
        is_deleted: a.is_deleted,
        paying_by_invoice: card::pays_by_invoice(a),
        send_invoice_email: true,
        is_recurring_payment_enabled: a.recurring.is_some(),
        recurring_payment_amount: Money(a.recurring.as_ref().map_or(Decimal::ZERO, |r| r.amount)),
        recurring_payment_threshold: Money(a.recurring.as_ref().map_or(Decimal::ZERO, |r| r.threshold)),
        reseller: false,
        restriction_level: a.restriction_level,
        status: a.status,
        suspend_reason: None,
        unpaid_amount: Money(standing::unpaid(a)),
        precalc_ongoing: running_totals.ongoing,
        eligible_promotions: a.promotions.iter().map(|g| g.promotion.clone()).collect(),
        primary_card: a
            .cards
            .iter()
            .find(|c| c.is_primary && !c.is_deleted)
            .and_then(|c| serde_json::to_value(card_view(a.id, c)).ok()),
        running_totals,
        low_balance_notice_settings: notice_view(&a.low_balance_notice),
        additional_data: AdditionalData { link_methods: a.link_methods.clone() },
        created: a.created.as_second(),
    }
}

async fn invoice_list(api: Api, Input(account): Input<BillingAccountRef>) -> ApiResult<Json<Vec<Invoice>>> {
    api.read(|w, cx| {
        let account = own_account(w, cx, account.billing_account_id)?;
        Ok(invoice::list(account, cx.now).iter().map(|i| invoice_view(account.id, i)).collect())
    })
    .map(Json)
}

async fn invoice_get(api: Api, Input(input): Input<InvoiceRef>) -> ApiResult<Json<Invoice>> {
    api.read(|w, cx| {
        let (account, invoice) = invoice::get(w, cx, input.invoice_id)?;
        Ok(invoice_view(account.id, invoice))
    })
    .map(Json)
}

async fn invoice_pdf(api: Api, Input(input): Input<InvoiceRef>) -> ApiResult<Response> {
    let bytes = api.read(|w, cx| {
        let (account, invoice) = invoice::get(w, cx, input.invoice_id)?;
        Ok(invoice_pdf::render(cx.brand, account, invoice))
    })?;
    let disposition = format!("inline; filename=\"invoice-{}.pdf\"", invoice_pdf::padded(input.invoice_id));
    Ok(([(header::CONTENT_TYPE, "application/pdf".to_string()), (header::CONTENT_DISPOSITION, disposition)], bytes)
        .into_response())
}

async fn pay_invoice(api: Api, Input(input): Input<InvoiceRef>) -> ApiResult<Json<PayInvoiceResult>> {
    api.write(|w, cx| invoice::pay(w, cx, input.invoice_id))?;
    Ok(Json(PayInvoiceResult { success: true, message: msg::INVOICE_PAID.into() }))
}

async fn unpaid_amount(api: Api, Input(input): Input<BillingAccountRef>) -> ApiResult<Json<UnpaidAmount>> {
    api.read(|w, cx| bulk_pay::unpaid_amount(w, cx, input.billing_account_id))
        .map(|amount| Json(UnpaidAmount { message: Money(amount) }))
}

async fn pay_all(api: Api, Input(input): Input<BillingAccountRef>) -> ApiResult<Json<PayResult>> {
    api.write(|w, cx| bulk_pay::pay_all(w, cx, input.billing_account_id)).map(pay_result)
}

async fn pay_amount(api: Api, Input(input): Input<PayAmount>) -> ApiResult<Json<PayResult>> {
    api.write(|w, cx| bulk_pay::pay_amount(w, cx, input.billing_account_id, input.amount.0)).map(pay_result)
}

fn pay_result(paid: bulk_pay::Paid) -> Json<PayResult> {
    Json(PayResult {
        amount_left: Money(paid.left),
        amount_used: Money(paid.used),
        message: paid.message().into(),
        success: paid.errors.is_empty(),
        error_log: paid.errors,
        paid_invoices: paid.invoices,
    })
}

async fn has_active_campaigns(api: Api) -> ApiResult<Json<Success>> {
    api.read(promotion::has_active_campaigns).map(|success| Json(Success { success }))
}

fn invoice_view(billing_account_id: u64, i: &InvoiceRecord) -> Invoice {
    let totals = i.totals();
    let id = match i.status {
        InvoiceStatus::InProgress => InvoiceId::Current(CurrentInvoice::Current),
        InvoiceStatus::Unpaid | InvoiceStatus::Paid => InvoiceId::Number(i.id),
    };
    Invoice {
        id,
        padded_id: invoice_pdf::padded(i.id),
        billing_account_id,
        created: i.created.as_second(),
        due_date: i.due_date.map(|t| t.as_second()),
        period_start: i.period_start.as_second(),
        period_end: i.period_end.as_second(),
        status: i.status,
        kind: i.kind,
        discount_percentage: Money(i.discount_percentage),
        vat_percentage: Money(i.vat_percentage),
        totals: InvoiceTotals {
            subtotal: Money(totals.subtotal),
            discount_amount: Money(totals.discount),
            credit: Money(totals.paid),
            vat_tax: Money(totals.vat),
            total: Money(totals.total),
        },
        records_list: i
            .lines
            .iter()
            .map(|l| InvoiceLine {
                name: l.name.clone(),
                descr: l.descr.clone(),
                qty: Money(l.qty),
                qty_unit: l.qty_unit.clone(),
                item_price: Money(l.item_price),
                amount: Money(l.amount),
                vat_amount: Money(i.line_vat(l)),
                location_slug: l.location.clone(),
                is_technical: false,
            })
            .collect(),
        transaction_list: i
            .transactions
            .iter()
            .map(|t| InvoiceTransaction {
                amount: Money(t.amount),
                is_success: true,
                identifier: t.identifier.clone(),
                created: t.created.as_second(),
            })
            .collect(),
    }
}

async fn threshold_get(api: Api) -> ApiResult<Json<RestrictionThreshold>> {
    api.read(|w, cx| Ok(RestrictionThreshold { threshold: Money(restriction::threshold(w, cx)) })).map(Json)
}

async fn threshold_set(api: Api, Input(input): Input<RestrictionThreshold>) -> ApiResult<Json<RestrictionThreshold>> {
    api.write(|w, cx| restriction::set_threshold(w, cx, input.threshold.0))
        .map(|t| Json(RestrictionThreshold { threshold: Money(t) }))
}

/// A card as the billing account it pays for shows it (and the payment calls answer it).
pub(super) fn card_view(billing_account_id: u64, c: &CardRecord) -> Card {
    Card {
        id: c.id,
        billing_account_id,
        identifier: c.identifier.clone(),
        is_primary: c.is_primary,
        is_verified: c.is_verified,
        is_verification_pending: c.pending_3ds.is_some(),
        is_deleted: c.is_deleted,
        valid_thru: c.expiry.clone(),
        created: c.created.as_second(),
        processor: CardProcessor { id: c.processor_id, keyword: c.processor.clone(), is_active: true },
        additional_data: CardDetails {
            brand: c.brand.clone(),
            last4: c.last4.clone(),
            expiry: c.expiry.clone(),
            holder: c.holder.clone(),
            kind: if c.brand == card::INVOICE_BRAND { "paying_by_invoice" } else { "creditcard" }.into(),
        },
    }
}

//! `/payment/card…`, `/payment/final_topup_amount` and `/payment/credit/buy`: thin handlers over
//! `domain::payment::card` and the card's wire view.

use crate::edge::Json;
use spec::billing::{BillingAccount, BillingAccountRef};
use spec::common::{Money, Success};
use spec::payment::{
    Card, CardCreate, CardPrehook, CardPrehookResult, CardRef, CardVerify, CardVerifyResult, CreditBuy, CreditBuyPosthook,
    CreditBuyResult, FinalTopupAmount, InvoicePaymentApply, LinkRedirect, LinkSaveMethods, LinkSendData, LinkSendDataResult,
    PaymentLookup, PaypalIdToken, PaypalPaymentQuery, PaypalPaymentToken, PaypalSession, PaypalSetupQuery, PaypalSetupToken,
    PersistentData, ProcessResult, TopupAmountQuery, ops,
};

use super::billing::card_view;
use crate::domain::billing::account;
use crate::domain::payment::card::{self, Bought};
use crate::domain::payment::{link, paypal, purchase};
use crate::edge::ApiRouter;
use crate::edge::error::ApiResult;
use crate::edge::extract::{Api, Input};

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::CARD_LIST, card_list)
        .op(&ops::CARD_CREATE, card_create)
        .op(&ops::CARD_DELETE, card_delete)
        .op(&ops::CARD_SET_PRIMARY, card_set_primary)
        .op(&ops::CARD_VERIFY, card_verify)
        .op(&ops::FINAL_TOPUP_AMOUNT, final_topup_amount)
        .op(&ops::CREDIT_BUY, credit_buy)
        .op(&ops::CREDIT_BUY_POSTHOOK, credit_buy_posthook)
        .op(&ops::LINK_SEND_DATA, link_send_data)
        .op(&ops::LINK_SAVE_METHODS, link_save_methods)
        .op(&ops::LINK_PROCESS_RESULT, link_process_result)
        .op(&ops::PERSISTENT_DATA, persistent_data)
        .op(&ops::CARD_PREHOOK, card_prehook)
        .op(&ops::APPLY_FOR_INVOICE_PAYMENT, apply_for_invoice_payment)
        .op(&ops::PAYPAL_ID_TOKEN, paypal_id_token)
        .op(&ops::PAYPAL_SETUP_TOKEN, paypal_setup_token)
        .op(&ops::PAYPAL_PAYMENT_TOKEN, paypal_payment_token);
}

async fn card_list(api: Api, Input(account): Input<BillingAccountRef>) -> ApiResult<Json<Vec<Card>>> {
    let id = account.billing_account_id;
    api.read(|w, cx| Ok(card::list(w, cx, id)?.into_iter().map(|c| card_view(id, c)).collect())).map(Json)
}

async fn card_create(api: Api, Input(input): Input<CardCreate>) -> ApiResult<Json<Card>> {
    api.write(|w, cx| card::add(w, cx, input)).map(|(account, card)| Json(card_view(account, &card)))
}

async fn card_delete(api: Api, Input(card): Input<CardRef>) -> ApiResult<Json<Success>> {
    api.write(|w, cx| card::delete(w, cx, card.payment_object_id)).map(|()| Json(Success::TRUE))
}

async fn card_set_primary(api: Api, Input(card): Input<CardRef>) -> ApiResult<Json<Card>> {
    api.write(|w, cx| card::set_primary(w, cx, card.payment_object_id)).map(|(account, card)| Json(card_view(account, &card)))
}

/// The sandbox issuer's (or PayPal's) page for a 3-D Secure step the client knows as `reference`.
fn issuer_page(api: &Api, reference: &str) -> String {
    format!("/__sim/pay/{}/3ds/{reference}", api.session_id())
}

async fn card_verify(api: Api, Input(input): Input<CardVerify>) -> ApiResult<Json<CardVerifyResult>> {
    let (account, card, reference) = api.write(|w, cx| card::verify(w, cx, input))?;
    // Whoever holds a 3-D Secure reference answers for the owner: not the seed's
    // (docs/reference/security-and-durability.md#secrets).
    let reference = reference.as_deref().map(api.one_shot_sealer());
    Ok(Json(CardVerifyResult {
        card: card_view(account, &card),
        authorize_uri: reference.as_ref().map(|r| issuer_page(&api, r)),
        data_ref: reference,
    }))
}

async fn final_topup_amount(api: Api, Input(input): Input<TopupAmountQuery>) -> ApiResult<Json<FinalTopupAmount>> {
    api.read(|w, cx| {
        crate::domain::billing::own_account(w, cx, input.billing_account_id)?;
        card::quote(cx.brand, &input.processor, input.amount.0)
    })
    .map(|q| {
        Json(FinalTopupAmount {
            final_amount: Money(q.final_amount),
            currency: q.currency,
            transaction_fee: Money(q.fee),
            exchange_rate: Money(q.exchange_rate),
        })
    })
}

async fn credit_buy(api: Api, Input(input): Input<CreditBuy>) -> ApiResult<Json<CreditBuyResult>> {
    let (bought, quote) = api.write(|w, cx| card::buy(w, cx, input))?;
    let final_amount = Money(quote.final_amount);
    Ok(Json(match bought {
        Bought::Credited(invoice) => {
            CreditBuyResult { success: true, invoice_id: Some(invoice), final_amount, charge_id: None, authorize_uri: None }
        }
        Bought::Held(charge) => {
            let charge = api.one_shot_sealer()(&charge);
            CreditBuyResult {
                success: true,
                invoice_id: None,
                final_amount,
                authorize_uri: Some(issuer_page(&api, &charge)),
                charge_id: Some(charge),
            }
        }
    }))
}

async fn credit_buy_posthook(api: Api, Input(input): Input<CreditBuyPosthook>) -> ApiResult<Json<CreditBuyResult>> {
    let shown = api.one_shot_sealer();
    let (charge, invoice) = api.write(|w, cx| purchase::posthook(w, cx, input, &shown))?;
    Ok(Json(CreditBuyResult {
        success: true,
        invoice_id: Some(invoice),
        final_amount: Money(charge.final_amount),
        charge_id: Some(shown(&charge.id)),
        authorize_uri: None,
    }))
}

async fn link_send_data(api: Api, Input(input): Input<LinkSendData>) -> ApiResult<Json<LinkSendDataResult>> {
    let payment = api.write(|w, cx| link::send_data(w, cx, input))?;
    // Whoever holds the identifier pays: not the seed's (docs/reference/security-and-durability.md#secrets).
    let identifier = api.one_shot_sealer()(&payment.identifier);
    let redirect_url = format!("/__sim/pay/{}/link/{identifier}", api.session_id());
    Ok(Json(LinkSendDataResult { success: true, error_msg: None, data: LinkRedirect { redirect_url, identifier } }))
}

async fn link_save_methods(api: Api, Input(input): Input<LinkSaveMethods>) -> ApiResult<Json<BillingAccount>> {
    let id = input.billing_account_id;
    api.write(|w, cx| {
        link::save_methods(w, cx, id, input.method_ids)?;
        Ok(super::billing::view(account::get(w, cx, id)?, cx.now))
    })
    .map(Json)
}

async fn link_process_result(api: Api, Input(input): Input<PaymentLookup>) -> ApiResult<Json<ProcessResult>> {
    let shown = api.one_shot_sealer();
    api.read(|w, cx| link::get(w, cx, input.billing_account_id, &input.identifier, shown).map(|p| p.status))
        .map(|status| Json(ProcessResult { status, message: link::message(status).into() }))
}

async fn persistent_data(api: Api, Input(input): Input<PaymentLookup>) -> ApiResult<Json<PersistentData>> {
    let shown = api.one_shot_sealer();
    api.read(|w, cx| {
        let p = link::get(w, cx, input.billing_account_id, &input.identifier, &shown)?;
        Ok(PersistentData {
            id: p.id,
            identifier: shown(&p.identifier),
            processor_method: p.method.clone(),
            status: p.status,
            data: serde_json::json!({
                "processor": p.processor,
                "amount": Money(p.amount),
                "charged_amount": Money(p.charged),
                "currency": p.currency,
            }),
            created: p.created.as_second(),
        })
    })
    .map(Json)
}

async fn card_prehook(api: Api, Input(input): Input<CardPrehook>) -> ApiResult<Json<CardPrehookResult>> {
    api.write(|w, cx| card::prehook(w, cx, input.billing_account_id, &input.processor_keyword))
        .map(|(public_key, setup_id)| Json(CardPrehookResult { success: true, public_key, setup_id }))
}

async fn apply_for_invoice_payment(api: Api, Input(input): Input<InvoicePaymentApply>) -> ApiResult<Json<Card>> {
    api.write(|w, cx| card::apply_for_invoice(w, cx, input.billing_account_id))
        .map(|(account, card)| Json(card_view(account, &card)))
}

// The id and setup tokens are made on GET, as PayPal's client calls them.
async fn paypal_id_token(api: Api, Input(_): Input<PaypalSession>) -> ApiResult<Json<PaypalIdToken>> {
    api.write(paypal::id_token).map(|id_token| Json(PaypalIdToken { id_token }))
}

async fn paypal_setup_token(api: Api, Input(input): Input<PaypalSetupQuery>) -> ApiResult<Json<PaypalSetupToken>> {
    let setup = api.write(|w, cx| paypal::setup_token(w, cx, &input.session_id))?;
    let id = api.one_shot_sealer()(&setup.id);
    Ok(Json(PaypalSetupToken { approve_url: issuer_page(&api, &id), status: "PAYER_ACTION_REQUIRED".into(), id }))
}

async fn paypal_payment_token(api: Api, Input(input): Input<PaypalPaymentQuery>) -> ApiResult<Json<PaypalPaymentToken>> {
    let shown = api.one_shot_sealer();
    api.write(|w, cx| paypal::payment_token(w, cx, &input.session_id, &input.setup_token, shown))
        .map(|id| Json(PaypalPaymentToken { id }))
}

//! What an account owes and paying it in bulk: `unpaid_amount`, `pay_all`, `pay_amount`, and
//! whether a campaign is still open to the caller (docs/product/billing.md#paying-in-bulk).

use axum::http::StatusCode;
use rust_decimal::Decimal;
use serde_json::{Value, json};
use spec::billing::ops::*;
use spec::compute::ops::VM_CREATE;
use spec::error::{billing as msg, payment as pay_msg};

use crate::billing::{Billing, id, money};
use crate::harness::{FORM, TestApp, error, field};

/// An owner whose month closed into an invoice beyond the first 22 of credit, debt not allowed:
/// the account, the invoice's number and total.
async fn owing(app: &TestApp) -> (Billing<'_>, u64, u64, Decimal) {
    let owner = Billing::new(app, "pilvio", "empty").await;
    let account = id(&owner.default_account().await);
    let form = "name=big-1&os_name=ubuntu&os_version=24.04&username=mari&password=Secret123&vcpu=8&ram=16384&disks=200&reserve_public_ip=false";
    app.call(&VM_CREATE, "/v1/user-resource/vm", Some(&owner.key), Some((FORM, form))).await;
    owner.to_next_month(account).await;
    let closed = owner.ok(&INVOICE_LIST, &format!("?billing_account_id={account}"), "").await[1].clone();
    owner.edit_world(|w| w["billing_accounts"][account.to_string()]["allow_debt"] = json!(false)).await;
    (owner, account, closed["id"].as_u64().unwrap(), money(&closed["totals"]["total"]))
}

async fn unpaid(owner: &Billing<'_>, account: u64) -> Decimal {
    money(&owner.ok(&UNPAID_AMOUNT, &format!("?billing_account_id={account}"), "").await["message"])
}

#[tokio::test]
async fn pay_all_logs_what_the_credit_cannot_cover_and_pay_amount_pays_in_part() {
    let app = TestApp::new();
    let (owner, account, number, total) = owing(&app).await;
    assert_eq!(unpaid(&owner, account).await, total);
    let form = format!("billing_account_id={account}");
    let all = owner.ok(&PAY_ALL, "", &form).await;
    let expected = json!({ "amount_left": 22.0, "amount_used": 0.0, "error_log": [msg::invoice_not_covered(number)],
        "message": msg::SOME_INVOICES_UNPAID, "paid_invoices": [], "success": false });
    assert_eq!(all, expected);

    let part = owner.ok(&PAY_AMOUNT, "", &format!("{form}&amount=10")).await;
    assert_eq!((part["amount_used"].clone(), part["amount_left"].clone()), (json!(10.0), json!(0.0)));
    assert_eq!((part["paid_invoices"].clone(), part["success"].clone()), (json!([]), json!(true)));
    assert_eq!(unpaid(&owner, account).await, total - Decimal::from(10));
    let history = owner.ok(&CREDIT_LIST, &format!("?billing_account_id={account}"), "").await;
    assert_eq!((history[0]["description"].clone(), history[0]["amount"].clone()), (json!(msg::INVOICE_PAYMENT), json!(-10.0)));
    let invoice = owner.ok(&INVOICE_GET, &format!("?invoice_id={number}"), "").await;
    assert_eq!((invoice["status"].clone(), money(&invoice["totals"]["credit"])), (json!(5), Decimal::from(10)));

    // With debt allowed, pay_all pays the rest into a negative credit.
    owner.edit_world(|w| w["billing_accounts"][account.to_string()]["allow_debt"] = json!(true)).await;
    let all = owner.ok(&PAY_ALL, "", &form).await;
    assert_eq!((all["paid_invoices"].clone(), all["success"].clone()), (json!([number]), json!(true)));
    assert_eq!(money(&all["amount_used"]), total - Decimal::from(10));
    assert_eq!(owner.ok(&INVOICE_GET, &format!("?invoice_id={number}"), "").await["status"], json!(10));
    assert_eq!(unpaid(&owner, account).await, total - Decimal::from(22), "the debt is what is owed now");
    assert_eq!(owner.ok(&PAY_ALL, "", &form).await["message"], json!(msg::NOTHING_TO_PAY));
}

#[tokio::test]
async fn bulk_payments_refuse_bad_amounts_and_other_peoples_accounts_changing_nothing() {
    let app = TestApp::new();
    let (owner, account, _, _) = owing(&app).await;
    let form = format!("billing_account_id={account}");
    let zero = field("amount", pay_msg::AMOUNT_POSITIVE);
    owner.refused(&PAY_AMOUNT, "", &format!("{form}&amount=0"), StatusCode::BAD_REQUEST, zero).await;
    let funds = error(msg::INSUFFICIENT_FUNDS);
    owner.refused(&PAY_AMOUNT, "", &format!("{form}&amount=1000"), StatusCode::CONFLICT, funds).await;
    let required = field("amount", spec::error::validation::REQUIRED);
    owner.refused(&PAY_AMOUNT, "", &form, StatusCode::BAD_REQUEST, required).await;
    let other = owner.as_role("colleague").await;
    let missing = error(&msg::no_such_account(account));
    other.refused(&PAY_ALL, "", &form, StatusCode::NOT_FOUND, missing.clone()).await;
    let query = format!("?billing_account_id={account}");
    other.refused(&UNPAID_AMOUNT, &query, "", StatusCode::NOT_FOUND, missing).await;
}

#[tokio::test]
async fn campaigns_stay_active_until_the_caller_has_used_every_code() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    assert_eq!(owner.ok(&HAS_ACTIVE_CAMPAIGNS, "", "").await, json!({ "success": true }));
    let account = id(&owner.default_account().await);
    let codes: Vec<String> = app.state.brands.default_brand().simulation.campaigns.iter().map(|c| c.code.clone()).collect();
    for code in codes {
        let path = format!("/payment/billing_account/{account}/campaign_activate/{code}");
        let answer: Value = owner.call_at(&CAMPAIGN_ACTIVATE, &path, "").await.json();
        assert_eq!(answer["message"], json!(msg::CAMPAIGN_ACTIVATED));
    }
    assert_eq!(owner.ok(&HAS_ACTIVE_CAMPAIGNS, "", "").await, json!({ "success": false }));
}

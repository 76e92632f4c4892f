//! Other ways to pay: invoice payment, the site's saved link methods, PayPal vault tokens and payment
//! links.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::json;
use spec::billing::ops::*;
use spec::error::{billing, payment as msg, validation};
use spec::payment::ops::*;

use crate::billing::{Billing, id};
use crate::harness::{TestApp, error, field};

#[tokio::test]
async fn an_account_applies_for_invoice_payment_once_on_a_site_with_an_invoice_processor() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let account = id(&owner.default_account().await);
    let form = format!("billing_account_id={account}");
    let method = owner.ok(&APPLY_FOR_INVOICE_PAYMENT, "", &form).await;
    let shape =
        (method["processor"]["keyword"].clone(), method["additional_data"]["type"].clone(), method["is_verified"].clone());
    assert_eq!(shape, (json!("invoice"), json!("paying_by_invoice"), json!(true)));
    assert_eq!(owner.ok(&ACCOUNT_GET, &format!("?billing_account_id={account}"), "").await["paying_by_invoice"], json!(true));
    owner.refused(&APPLY_FOR_INVOICE_PAYMENT, "", &form, StatusCode::CONFLICT, error(msg::INVOICE_PAYMENT_APPLIED)).await;
    let colleague = owner.as_role("colleague").await;
    colleague
        .refused(&APPLY_FOR_INVOICE_PAYMENT, "", &form, StatusCode::NOT_FOUND, error(&billing::no_such_account(account)))
        .await;
    let required = field("billing_account_id", validation::REQUIRED);
    owner.refused(&APPLY_FOR_INVOICE_PAYMENT, "", "", StatusCode::BAD_REQUEST, required).await;
    // hostnic offers no invoice processor.
    let other = Billing::new(&app, "hostnic", "empty").await;
    let theirs = format!("billing_account_id={}", id(&other.default_account().await));
    other.refused(&APPLY_FOR_INVOICE_PAYMENT, "", &theirs, StatusCode::CONFLICT, error(msg::PAYMENT_CHANNEL_UNAVAILABLE)).await;
}

#[tokio::test]
async fn saved_link_methods_are_the_sites_and_show_in_the_accounts_additional_data() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let account = id(&owner.default_account().await);
    let saved =
        owner.ok(&LINK_SAVE_METHODS, "", &format!("billing_account_id={account}&method_ids=ideal&method_ids=apple_pay")).await;
    assert_eq!(saved["additional_data"], json!({ "link_methods": ["ideal", "apple_pay"] }));
    let one = owner.ok(&LINK_SAVE_METHODS, "", &format!("billing_account_id={account}&method_ids=eps")).await;
    assert_eq!(one["additional_data"], json!({ "link_methods": ["eps"] }));
    let cash = field("method_ids", &format!("{}: cash", msg::PAYMENT_CHANNEL_UNAVAILABLE));
    owner
        .refused(&LINK_SAVE_METHODS, "", &format!("billing_account_id={account}&method_ids=cash"), StatusCode::BAD_REQUEST, cash)
        .await;
    let colleague = owner.as_role("colleague").await;
    let theirs = error(&billing::no_such_account(account));
    colleague
        .refused(&LINK_SAVE_METHODS, "", &format!("billing_account_id={account}&method_ids=eps"), StatusCode::NOT_FOUND, theirs)
        .await;
    let none = owner.ok(&LINK_SAVE_METHODS, "", &format!("billing_account_id={account}")).await;
    assert_eq!(none["additional_data"], json!({ "link_methods": [] }));
}

#[tokio::test]
async fn paypal_vault_tokens_go_from_setup_to_approval_to_a_saved_payment_method() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let account = id(&owner.default_account().await);
    assert!(owner.ok(&PAYPAL_ID_TOKEN, "?session_id=s1", "").await["id_token"].as_str().unwrap().starts_with("idt_"));
    let setup = owner.ok(&PAYPAL_SETUP_TOKEN, "?session_id=s1&return_url=http%3A%2F%2Flocalhost%2Fapp", "").await;
    let token_query = format!("?session_id=s1&setup_token={}", setup["id"].as_str().unwrap());
    owner.refused(&PAYPAL_PAYMENT_TOKEN, &token_query, "", StatusCode::CONFLICT, error(msg::PAYMENT_PENDING)).await;
    let colleague = owner.as_role("colleague").await;
    let unknown = error(&msg::no_such_payment(setup["id"].as_str().unwrap()));
    colleague.refused(&PAYPAL_PAYMENT_TOKEN, &token_query, "", StatusCode::NOT_FOUND, unknown).await;
    let required = field("return_url", validation::REQUIRED);
    owner.refused(&PAYPAL_SETUP_TOKEN, "?session_id=s1", "", StatusCode::BAD_REQUEST, required).await;
    let approve = format!("{}/approve", setup["approve_url"].as_str().unwrap());
    assert_eq!(app.send(Request::post(approve).body(Body::empty()).unwrap()).await.status, StatusCode::OK);
    let token = owner.ok(&PAYPAL_PAYMENT_TOKEN, &token_query, "").await["id"].as_str().unwrap().to_string();
    let save = format!("billing_account_id={account}&token={token}&processor_keyword=paypal_vault&session_id=s1");
    let card = owner.ok(&CARD_CREATE, "", &save).await;
    assert_eq!(
        (card["additional_data"]["brand"].clone(), card["processor"]["keyword"].clone()),
        (json!("paypal"), json!("paypal_vault"))
    );
    owner.refused(&CARD_CREATE, "", &save, StatusCode::BAD_REQUEST, field("token", msg::ERROR_ADDING_CARD)).await;
    // hostnic offers no PayPal.
    let other = Billing::new(&app, "hostnic", "empty").await;
    other.refused(&PAYPAL_ID_TOKEN, "?session_id=s1", "", StatusCode::CONFLICT, error(msg::PAYMENT_CHANNEL_UNAVAILABLE)).await;
}

#[tokio::test]
async fn a_link_payment_goes_pending_then_failed_when_cancelled_and_success_when_paid() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let account = id(&owner.default_account().await);
    let send = |processor: &str, amount: &str, method: &str| {
        format!("billing_account_id={account}&processor={processor}&amount={amount}&params=%7B%22method%22%3A%22{method}%22%7D")
    };
    let channel = |name: &str| field(name, msg::PAYMENT_CHANNEL_UNAVAILABLE);
    owner
        .refused(&LINK_SEND_DATA, "", &send("stripe_creditcard", "50", "ideal"), StatusCode::BAD_REQUEST, channel("processor"))
        .await;
    owner.refused(&LINK_SEND_DATA, "", &send("stripe", "50", "cash"), StatusCode::BAD_REQUEST, channel("params")).await;
    let low = field("amount", msg::AMOUNT_BELOW_MINIMUM);
    owner.refused(&LINK_SEND_DATA, "", &send("stripe", "5", "ideal"), StatusCode::BAD_REQUEST, low).await;

    let started = owner.ok(&LINK_SEND_DATA, "", &send("stripe", "50", "ideal")).await;
    let identifier = started["data"]["identifier"].as_str().unwrap().to_string();
    let page_url = format!("/__sim/pay/{}/link/{identifier}", owner.session);
    assert_eq!((started["success"].clone(), started["data"]["redirect_url"].clone()), (json!(true), json!(page_url)));
    let lookup = format!("?billing_account_id={account}&identifier={identifier}");
    let pending = json!({ "status": "pending", "message": msg::PAYMENT_PENDING });
    assert_eq!(owner.ok(&LINK_PROCESS_RESULT, &lookup, "").await, pending);
    let data = owner.ok(&PERSISTENT_DATA, &lookup, "").await;
    assert_eq!((data["status"].clone(), data["processor_method"].clone()), (json!("pending"), json!("ideal")));
    // pilvio's bank link: no flat fee, 1.5 %.
    assert_eq!((data["data"]["charged_amount"].clone(), data["data"]["amount"].clone()), (json!(50.75), json!(50.0)));
    let page = app.get(&page_url).await;
    assert!(page.text.contains("Pay 50.75 EUR by ideal"), "{}", page.text);

    let cancelled = app.send(Request::post(format!("{page_url}/decline")).body(Body::empty()).unwrap()).await;
    assert_eq!(cancelled.status, StatusCode::SEE_OTHER);
    let back = format!("/app/payment_return?identifier={identifier}&billing_account_id={account}");
    assert_eq!(cancelled.headers["location"], back.as_str());
    let failed = json!({ "status": "failed", "message": msg::TOP_UP_CANCELLED });
    assert_eq!(owner.ok(&LINK_PROCESS_RESULT, &lookup, "").await, failed);
    let query = format!("?billing_account_id={account}");
    assert_eq!(owner.ok(&ACCOUNT_GET, &query, "").await["credit_amount"], json!(22.0));

    let paid = owner.ok(&LINK_SEND_DATA, "", &send("stripe", "50", "ideal")).await;
    let identifier = paid["data"]["identifier"].as_str().unwrap().to_string();
    let url = paid["data"]["redirect_url"].as_str().unwrap().to_string();
    assert_eq!(
        app.send(Request::post(format!("{url}/approve")).body(Body::empty()).unwrap()).await.status,
        StatusCode::SEE_OTHER
    );
    let lookup = format!("?billing_account_id={account}&identifier={identifier}");
    let success = json!({ "status": "success", "message": msg::TOP_UP_DONE });
    assert_eq!(owner.ok(&LINK_PROCESS_RESULT, &lookup, "").await, success);
    assert_eq!(owner.ok(&ACCOUNT_GET, &query, "").await["credit_amount"], json!(72.0));

    let unknown = error(&msg::no_such_payment("pay_nope"));
    owner.refused(&LINK_PROCESS_RESULT, &format!("{query}&identifier=pay_nope"), "", StatusCode::NOT_FOUND, unknown).await;
    let colleague = owner.as_role("colleague").await;
    let theirs = error(&billing::no_such_account(account));
    colleague.refused(&PERSISTENT_DATA, &lookup, "", StatusCode::NOT_FOUND, theirs).await;
}

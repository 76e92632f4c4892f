//! Cards: verified through 3-D Secure, buying credit, a purchase captured by the posthook, a declined
//! step, and automatic top-up with a verified card.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::json;
use spec::billing::ops::*;
use spec::error::{billing, payment as msg, validation};
use spec::payment::ops::*;

use crate::billing::{Billing, id};
use crate::harness::{TestApp, error, field};

#[tokio::test]
async fn a_card_verified_through_3ds_buys_credit_with_the_processors_fee_and_a_top_up_invoice() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let account = id(&owner.default_account().await);
    let query = format!("?billing_account_id={account}");
    assert_eq!(owner.ok(&CARD_LIST, &query, "").await, json!([]));
    let prehook = owner.ok(&CARD_PREHOOK, "", &format!("billing_account_id={account}&processor_keyword=stripe_creditcard")).await;
    assert_eq!((prehook["success"].clone(), prehook["public_key"].clone()), (json!(true), json!("pk_test_cloudsim_pilvio_card")));
    assert!(prehook["setup_id"].as_str().unwrap().starts_with("seti_"));
    let wallet = format!("billing_account_id={account}&processor_keyword=stripe_wallet");
    let channel = field("processor_keyword", msg::PAYMENT_CHANNEL_UNAVAILABLE);
    owner.refused(&CARD_PREHOOK, "", &wallet, StatusCode::BAD_REQUEST, channel).await;
    let add = |token: &str, processor: &str| format!("billing_account_id={account}&token={token}&processor_keyword={processor}");
    let link = field("processor_keyword", msg::PAYMENT_CHANNEL_UNAVAILABLE);
    owner.refused(&CARD_CREATE, "", &add("tok_3ds", "stripe"), StatusCode::BAD_REQUEST, link).await;
    let unknown = field("token", msg::ERROR_ADDING_CARD);
    owner.refused(&CARD_CREATE, "", &add("tok_nope", "stripe_creditcard"), StatusCode::BAD_REQUEST, unknown).await;
    let card = owner.ok(&CARD_CREATE, "", &add("tok_3ds", "stripe_creditcard")).await;
    assert_eq!((card["is_verified"].clone(), card["is_primary"].clone()), (json!(false), json!(false)));
    assert_eq!(
        (card["additional_data"]["brand"].clone(), card["additional_data"]["last4"].clone()),
        (json!("visa"), json!("3155"))
    );
    let card_id = card["id"].as_u64().unwrap();

    let buy = |amount: &str| format!("billing_account_id={account}&payment_object_id={card_id}&amount={amount}");
    let missing = error(msg::VERIFIED_METHOD_MISSING);
    owner.refused(&CREDIT_BUY, "", &buy("20"), StatusCode::CONFLICT, missing.clone()).await;
    owner.refused(&CARD_SET_PRIMARY, "", &format!("payment_object_id={card_id}"), StatusCode::CONFLICT, missing).await;
    owner.refused(&CREDIT_BUY, "", &buy("0"), StatusCode::BAD_REQUEST, field("amount", msg::AMOUNT_POSITIVE)).await;
    owner.refused(&CREDIT_BUY, "", &buy("12.99"), StatusCode::BAD_REQUEST, field("amount", msg::AMOUNT_BELOW_MINIMUM)).await;

    let verify =
        owner.ok(&CARD_VERIFY, "", &format!("payment_object_id={card_id}&front_base_url=http%3A%2F%2Flocalhost%2Fapp")).await;
    let reference = verify["data_ref"].as_str().expect("a 3-D Secure step").to_string();
    let uri = format!("/__sim/pay/{}/3ds/{reference}", owner.session);
    assert_eq!((verify["authorize_uri"].clone(), verify["card"]["is_verification_pending"].clone()), (json!(uri), json!(true)));
    let page = app.get(&uri).await;
    assert!(page.status == StatusCode::OK && page.text.contains("Approve") && page.text.contains("Decline"), "{}", page.text);
    let approved = app.send(Request::post(format!("{uri}/approve")).body(Body::empty()).unwrap()).await;
    assert_eq!(approved.status, StatusCode::OK, "{}", approved.text);
    let cards = owner.ok(&CARD_LIST, &query, "").await;
    let card = &cards[0];
    assert_eq!(
        (card["is_verified"].clone(), card["is_primary"].clone(), card["is_verification_pending"].clone()),
        (json!(true), json!(true), json!(false))
    );
    let primary = owner.ok(&ACCOUNT_GET, &query, "").await["primary_card"].clone();
    assert_eq!(&primary, card, "the account shows its primary card");
    let again = error(msg::CARD_ALREADY_VERIFIED);
    owner.refused(&CARD_VERIFY, "", &format!("payment_object_id={card_id}"), StatusCode::CONFLICT, again).await;

    // pilvio's card processor: 0.25 flat plus 2.9 %; its wallet: 0.42 plus 3.4 %, charged in SGD at 1.47.
    let quote = |processor: &str| format!("{query}&processor={processor}&amount=100");
    let card_quote = owner.ok(&FINAL_TOPUP_AMOUNT, &quote("stripe_creditcard"), "").await;
    assert_eq!(card_quote, json!({ "final_amount": 103.15, "currency": "EUR", "transaction_fee": 3.15, "exchange_rate": 1.0 }));
    let wallet = owner.ok(&FINAL_TOPUP_AMOUNT, &quote("stripe_wallet"), "").await;
    assert_eq!(wallet, json!({ "final_amount": 152.62, "currency": "SGD", "transaction_fee": 3.82, "exchange_rate": 1.47 }));
    let channel = field("processor", msg::PAYMENT_CHANNEL_UNAVAILABLE);
    owner.refused(&FINAL_TOPUP_AMOUNT, &quote("invoice"), "", StatusCode::BAD_REQUEST, channel).await;

    let bought = owner.ok(&CREDIT_BUY, "", &buy("20")).await;
    assert_eq!((bought["success"].clone(), bought["final_amount"].clone()), (json!(true), json!(20.83)));
    let account_now = owner.ok(&ACCOUNT_GET, &query, "").await;
    assert_eq!(account_now["credit_amount"], json!(42.0));
    let history = owner.ok(&CREDIT_LIST, &query, "").await;
    assert_eq!((history[0]["description"].clone(), history[0]["amount"].clone()), (json!(msg::TOP_UP), json!(20.0)));
    let topup = owner.ok(&INVOICE_GET, &format!("?invoice_id={}", bought["invoice_id"]), "").await;
    assert_eq!(
        (topup["type"].clone(), topup["status"].clone(), topup["totals"]["total"].clone()),
        (json!("credit_topup"), json!(10), json!(20.0))
    );

    assert_eq!(owner.ok(&CARD_DELETE, "", &format!("payment_object_id={card_id}")).await, json!({ "success": true }));
    assert_eq!(owner.ok(&CARD_LIST, &query, "").await, json!([]));
    let gone = error(&msg::no_such_card(card_id));
    owner.refused(&CARD_DELETE, "", &format!("payment_object_id={card_id}"), StatusCode::NOT_FOUND, gone).await;
}

#[tokio::test]
async fn a_purchase_through_3ds_is_captured_by_the_posthook_once_approved() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let account = id(&owner.default_account().await);
    let form = format!("billing_account_id={account}&token=tok_visa&processor_keyword=stripe_creditcard");
    let card = owner.ok(&CARD_CREATE, "", &form).await["id"].as_u64().unwrap();
    let verify = owner.ok(&CARD_VERIFY, "", &format!("payment_object_id={card}")).await;
    app.send(Request::post(format!("{}/approve", verify["authorize_uri"].as_str().unwrap())).body(Body::empty()).unwrap()).await;
    let buy = format!("billing_account_id={account}&payment_object_id={card}&amount=20&force_3ds=true");
    let held = owner.ok(&CREDIT_BUY, "", &buy).await;
    let charge = held["charge_id"].as_str().unwrap().to_string();
    assert_eq!(
        (held["invoice_id"].clone(), held["authorize_uri"].clone()),
        (json!(null), json!(format!("/__sim/pay/{}/3ds/{charge}", owner.session)))
    );
    let hook = format!("billing_account_id={account}&charge_id={charge}&payment_object_id={card}");
    owner.refused(&CREDIT_BUY_POSTHOOK, "", &hook, StatusCode::CONFLICT, error(msg::PAYMENT_PENDING)).await;
    let required = field("charge_id", validation::REQUIRED);
    owner
        .refused(
            &CREDIT_BUY_POSTHOOK,
            "",
            &format!("billing_account_id={account}&payment_object_id={card}"),
            StatusCode::BAD_REQUEST,
            required,
        )
        .await;
    let colleague = owner.as_role("colleague").await;
    colleague.refused(&CREDIT_BUY_POSTHOOK, "", &hook, StatusCode::NOT_FOUND, error(&billing::no_such_account(account))).await;
    app.send(Request::post(format!("{}/approve", held["authorize_uri"].as_str().unwrap())).body(Body::empty()).unwrap()).await;
    let captured = owner.ok(&CREDIT_BUY_POSTHOOK, "", &hook).await;
    assert!(captured["invoice_id"].is_u64(), "{captured}");
    assert_eq!(owner.ok(&CREDIT_BUY_POSTHOOK, "", &hook).await, captured, "a retry answers the same top-up");
    assert_eq!(owner.ok(&ACCOUNT_GET, &format!("?billing_account_id={account}"), "").await["credit_amount"], json!(42.0));
}

#[tokio::test]
async fn a_declined_3ds_step_leaves_the_card_unverified_and_a_poor_card_cannot_buy() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let account = id(&owner.default_account().await);
    let form = format!("billing_account_id={account}&token=tok_insufficient_funds&processor_keyword=stripe_creditcard");
    let card_id = owner.ok(&CARD_CREATE, "", &form).await["id"].as_u64().unwrap();
    let verify = owner.ok(&CARD_VERIFY, "", &format!("payment_object_id={card_id}")).await;
    let uri = verify["authorize_uri"].as_str().unwrap().to_string();
    let declined = app.send(Request::post(format!("{uri}/decline")).body(Body::empty()).unwrap()).await;
    assert_eq!(declined.status, StatusCode::OK);
    let card = &owner.ok(&CARD_LIST, &format!("?billing_account_id={account}"), "").await[0];
    assert_eq!((card["is_verified"].clone(), card["is_verification_pending"].clone()), (json!(false), json!(false)));
    let gone = app.get(&uri).await;
    assert!(gone.text.contains("no longer waiting"));
    // Approved this time: past 3-D Secure the card still has no money for the verification.
    let verify = owner.ok(&CARD_VERIFY, "", &format!("payment_object_id={card_id}")).await;
    let uri = verify["authorize_uri"].as_str().unwrap().to_string();
    app.send(Request::post(format!("{uri}/approve")).body(Body::empty()).unwrap()).await;
    let card = &owner.ok(&CARD_LIST, &format!("?billing_account_id={account}"), "").await[0];
    assert_eq!(card["is_verified"], json!(false));
    let buy = format!("billing_account_id={account}&payment_object_id={card_id}&amount=20");
    owner.refused(&CREDIT_BUY, "", &buy, StatusCode::CONFLICT, error(msg::VERIFIED_METHOD_MISSING)).await;
    let colleague = owner.as_role("colleague").await;
    let theirs = error(&msg::no_such_card(card_id));
    colleague.refused(&CARD_DELETE, "", &format!("payment_object_id={card_id}"), StatusCode::NOT_FOUND, theirs).await;
}

#[tokio::test]
async fn the_automatic_top_up_needs_a_verified_card_and_its_fields_and_tops_up_below_the_threshold() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let account = id(&owner.default_account().await);
    let path = format!("/payment/billing_account/{account}/recurring_payment");
    let on = "is_recurring_payment_enabled=true&recurring_payment_amount=20&recurring_payment_threshold=30";
    let missing = error(msg::VERIFIED_METHOD_MISSING);
    owner.refused_at(&RECURRING_PAYMENT, &path, on, StatusCode::CONFLICT, missing).await;
    owner.verified_card(account, "tok_visa").await;
    let fields = json!({ "errors": {
        "recurring_payment_amount": validation::REQUIRED,
        "recurring_payment_threshold": validation::REQUIRED,
    } });
    owner.refused_at(&RECURRING_PAYMENT, &path, "is_recurring_payment_enabled=true", StatusCode::BAD_REQUEST, fields).await;
    let negative = "is_recurring_payment_enabled=true&recurring_payment_amount=20&recurring_payment_threshold=-1";
    let below = field("recurring_payment_threshold", &validation::at_least(0));
    owner.refused_at(&RECURRING_PAYMENT, &path, negative, StatusCode::BAD_REQUEST, below).await;
    let colleague = owner.as_role("colleague").await;
    colleague.refused_at(&RECURRING_PAYMENT, &path, on, StatusCode::NOT_FOUND, error(&billing::no_such_account(account))).await;
    let answer = owner.call_at(&RECURRING_PAYMENT, &path, on).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text);
    let body = answer.json();
    assert_eq!(body["payment_report"], json!({ "triggered": true, "errors": [] }));
    let account_view = &body["account"];
    assert_eq!(
        (account_view["credit_amount"].clone(), account_view["is_recurring_payment_enabled"].clone()),
        (json!(42.0), json!(true))
    );
    assert_eq!(
        (account_view["recurring_payment_amount"].clone(), account_view["recurring_payment_threshold"].clone()),
        (json!(20.0), json!(30.0))
    );
    let off = owner.call_at(&RECURRING_PAYMENT, &path, "is_recurring_payment_enabled=false").await.json();
    assert_eq!(
        (off["payment_report"]["triggered"].clone(), off["account"]["is_recurring_payment_enabled"].clone()),
        (json!(false), json!(false))
    );
}

//! Credit beyond top-ups: referrals and campaigns; and the account's low-balance notices.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::json;
use spec::billing::ops::*;
use spec::error::{billing as msg, validation};

use crate::billing::{Billing, id};
use crate::harness::{TestApp, error, field, message};

#[tokio::test]
async fn a_referral_is_credited_on_both_sides_after_the_precondition_top_up_and_bad_codes_change_nothing() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let promoter = owner.default_account().await;
    let code = promoter["referral_share_code"].as_str().unwrap().to_string();
    let friend = owner.as_role("colleague").await;
    let form = |code: &str| format!("title=Friend&email=f%40example.com&customer_phone=5551234&referral_code={code}");
    let bad = field("referral_code", msg::INVALID_REFERRAL);
    friend.refused(&ACCOUNT_CREATE, "", &form("NOPE"), StatusCode::BAD_REQUEST, bad.clone()).await;
    owner.refused(&ACCOUNT_CREATE, "", &form(&code), StatusCode::BAD_REQUEST, bad).await;
    let created = friend.ok(&ACCOUNT_CREATE, "", &form(&code.to_lowercase())).await;
    let promotion =
        json!([{ "credit_type": "referral_receiver", "amount": 5.44, "top_up_requirement": 11.33, "top_up_done": false }]);
    assert_eq!((created["eligible_promotions"].clone(), created["credit_amount"].clone()), (promotion, json!(0.0)));
    let receiver = id(&created);
    // A second referral of the same account, through the top-up screen's code field.
    let again = format!("/payment/billing_account/{receiver}/campaign_activate/{code}");
    friend
        .refused_at(&CAMPAIGN_ACTIVATE, &again, "", StatusCode::BAD_REQUEST, field("campaign_code", msg::INVALID_CAMPAIGN))
        .await;
    let state = friend.world().await;
    assert_eq!(state["billing_accounts"][receiver.to_string()]["ledger"], json!([]), "nothing before a top-up");
    use spec::payment::ops::LINK_SEND_DATA;
    let top_up = format!("billing_account_id={receiver}&processor=stripe&amount=13&params=%7B%22method%22%3A%22ideal%22%7D");
    let url = friend.ok(&LINK_SEND_DATA, "", &top_up).await["data"]["redirect_url"].as_str().unwrap().to_string();
    app.send(Request::post(format!("{url}/approve")).body(Body::empty()).unwrap()).await;
    let credits = |account: u64| format!("?billing_account_id={account}");
    let received = friend.ok(&CREDIT_LIST, &credits(receiver), "").await[0].clone();
    let expected = (json!(5.44), json!(msg::REFERRAL_CREDIT), json!(format!("referral_receiver:{}", id(&promoter))));
    assert_eq!((received["amount"].clone(), received["description"].clone(), received["reference"].clone()), expected);
    let paid = owner.ok(&CREDIT_LIST, &credits(id(&promoter)), "").await[0].clone();
    let expected = (json!(4.93), json!(msg::REFERRAL_PROMOTER_CREDIT), json!(format!("referral_promoter:{receiver}")));
    assert_eq!((paid["amount"].clone(), paid["description"].clone(), paid["reference"].clone()), expected);
}

#[tokio::test]
async fn campaign_activate_credits_a_campaign_once_and_refuses_unknown_accounts_and_codes() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let account = id(&owner.default_account().await);
    let path = |account: &str, code: &str| format!("/payment/billing_account/{account}/campaign_activate/{code}");
    let activated = owner.call_at(&CAMPAIGN_ACTIVATE, &path(&account.to_string(), "PILVIO-WELCOME"), "").await;
    assert_eq!((activated.status, activated.json()), (StatusCode::OK, message(msg::CAMPAIGN_ACTIVATED)));
    let query = format!("?billing_account_id={account}");
    assert_eq!(owner.ok(&ACCOUNT_GET, &query, "").await["credit_amount"], json!(35.0));
    let used = field("campaign_code", msg::INVALID_CAMPAIGN);
    owner
        .refused_at(&CAMPAIGN_ACTIVATE, &path(&account.to_string(), "PILVIO-WELCOME"), "", StatusCode::BAD_REQUEST, used.clone())
        .await;
    owner.refused_at(&CAMPAIGN_ACTIVATE, &path(&account.to_string(), "NOPE"), "", StatusCode::BAD_REQUEST, used).await;
    let number = field("id", validation::WHOLE_NUMBER);
    owner.refused_at(&CAMPAIGN_ACTIVATE, &path("abc", "PILVIO-BOOST"), "", StatusCode::BAD_REQUEST, number).await;
    let colleague = owner.as_role("colleague").await;
    let theirs = error(&msg::no_such_account(account));
    colleague
        .refused_at(&CAMPAIGN_ACTIVATE, &path(&account.to_string(), "PILVIO-BOOST"), "", StatusCode::NOT_FOUND, theirs)
        .await;
}

#[tokio::test]
async fn low_balance_notice_settings_are_the_accounts_and_checked() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let account = id(&owner.default_account().await);
    let negative = field("threshold", &validation::at_least(0));
    let form = |threshold: &str| format!("billing_account_id={account}&threshold={threshold}&is_enabled=true");
    owner.refused(&LOW_BALANCE_NOTICE, "", &form("-1"), StatusCode::BAD_REQUEST, negative).await;
    let required = field("is_enabled", validation::REQUIRED);
    owner
        .refused(&LOW_BALANCE_NOTICE, "", &format!("billing_account_id={account}&threshold=5"), StatusCode::BAD_REQUEST, required)
        .await;
    let colleague = owner.as_role("colleague").await;
    colleague.refused(&LOW_BALANCE_NOTICE, "", &form("5"), StatusCode::NOT_FOUND, error(&msg::no_such_account(account))).await;
    assert_eq!(owner.ok(&LOW_BALANCE_NOTICE, "", &form("5.5")).await, json!({ "threshold": 5.5, "is_enabled": true }));
    let view = owner.ok(&ACCOUNT_GET, &format!("?billing_account_id={account}"), "").await;
    assert_eq!(view["low_balance_notice_settings"], json!({ "threshold": 5.5, "is_enabled": true }));
}

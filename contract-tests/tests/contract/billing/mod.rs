//! Billing accounts and their credit history: every operation's happy path and documented
//! errors, with exact bodies; a rejected call leaves the world as it was. Every answer is checked
//! against the contract by `TestApp::call`. `Billing`, a user of a session of their own, serves
//! the payment tests too.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use rust_decimal::Decimal;
use serde_json::{Value, json};
use spec::billing::ops::*;
use spec::routes::Operation;

use crate::harness::{Answer, FORM, TestApp};

mod accounts;
mod bulk_pay;
mod invoices;
mod promotions;
mod restriction;

/// A complete create form for the default brand (pilvio requires email and phone).
pub(crate) const SHOP: &str = "title=Shop&email=shop%40example.com&customer_phone=%2B372+5555+1234&country=ee&lang=ET";

/// A user of a fresh session of `brand` (`world`: `empty` or `demo`).
pub(crate) struct Billing<'a> {
    pub(crate) app: &'a TestApp,
    pub(crate) session: String,
    pub(crate) key: String,
}

impl<'a> Billing<'a> {
    pub(crate) async fn new(app: &'a TestApp, brand: &str, world: &str) -> Billing<'a> {
        let session = app.new_session(json!({ "brand": brand, "world": world })).await;
        let key = app.key_in(&session, "owner").await;
        Billing { app, session, key }
    }

    pub(crate) async fn as_role(&self, role: &str) -> Billing<'a> {
        Billing { app: self.app, session: self.session.clone(), key: self.app.key_in(&self.session, role).await }
    }

    pub(crate) async fn call(&self, op: &Operation, query: &str, form: &str) -> Answer {
        let path = format!("/v1{}{query}", op.path);
        let body = (!form.is_empty()).then_some((FORM, form));
        self.app.call(op, &path, Some(&self.key), body).await
    }

    pub(crate) async fn ok(&self, op: &Operation, query: &str, form: &str) -> Value {
        let answer = self.call(op, query, form).await;
        assert_eq!(answer.status, StatusCode::OK, "{}: {}", op.id, answer.text);
        answer.json()
    }

    pub(crate) async fn list(&self) -> Vec<Value> {
        self.ok(&ACCOUNT_LIST, "", "").await.as_array().cloned().unwrap_or_default()
    }

    pub(crate) async fn default_account(&self) -> Value {
        self.list().await.into_iter().find(|a| a["is_default"] == true).expect("a default account")
    }

    pub(crate) async fn world(&self) -> Value {
        self.app.world(&self.session).await
    }

    pub(crate) async fn edit_world(&self, edit: impl FnOnce(&mut Value)) {
        self.app.edit_world(&self.session, edit).await;
    }

    pub(crate) async fn advance(&self, seconds: i64) {
        self.app.advance(&self.session, seconds).await;
    }

    /// `op` refuses with `status` and `body`, and the world is exactly as before.
    pub(crate) async fn refused(&self, op: &Operation, query: &str, form: &str, status: StatusCode, body: Value) {
        let call = self.call(op, query, form);
        self.app.refused(&self.session, call, status, body, &format!("{} {query} {form}", op.id)).await;
    }
}

pub(crate) fn id(account: &Value) -> u64 {
    account["id"].as_u64().expect("an account has a numeric id")
}

impl Billing<'_> {
    /// `op` at a path with its parameters filled in.
    pub(crate) async fn call_at(&self, op: &Operation, path: &str, form: &str) -> Answer {
        let body = (!form.is_empty()).then_some((FORM, form));
        self.app.call(op, &format!("/v1{path}"), Some(&self.key), body).await
    }

    pub(crate) async fn refused_at(&self, op: &Operation, path: &str, form: &str, status: StatusCode, body: Value) {
        let call = self.call_at(op, path, form);
        self.app.refused(&self.session, call, status, body, &format!("{} {path} {form}", op.id)).await;
    }

    /// A verified primary `token` card on the account, through the sandbox's 3-D Secure page.
    pub(crate) async fn verified_card(&self, account: u64, token: &str) {
        use spec::payment::ops::{CARD_CREATE, CARD_VERIFY};
        let form = format!("billing_account_id={account}&token={token}&processor_keyword=stripe_creditcard");
        let card = self.ok(&CARD_CREATE, "", &form).await["id"].as_u64().unwrap();
        let verify = self.ok(&CARD_VERIFY, "", &format!("payment_object_id={card}")).await;
        let uri = verify["authorize_uri"].as_str().unwrap().to_string();
        self.app.send(Request::post(format!("{uri}/approve")).body(Body::empty()).unwrap()).await;
    }
}

impl Billing<'_> {
    /// Runs the session's clock into the first hour of the next month.
    pub(crate) async fn to_next_month(&self, account: u64) {
        let invoices = self.ok(&INVOICE_LIST, &format!("?billing_account_id={account}"), "").await;
        let current = &invoices[0];
        let seconds = current["period_end"].as_i64().unwrap() + 1 - current["created"].as_i64().unwrap();
        self.advance(seconds).await;
    }
}

pub(crate) fn money(value: &Value) -> Decimal {
    serde_json::from_value(value.clone()).expect("a number")
}

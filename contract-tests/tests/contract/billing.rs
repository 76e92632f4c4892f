//! Billing accounts and their credit history: every operation's happy path and documented
//! errors, with exact bodies; a rejected call leaves the world as it was. Every answer is checked
//! against the contract by `TestApp::call`.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use rust_decimal::Decimal;
use serde_json::{Value, json};
use spec::billing::ops::*;
use spec::compute::ops::VM_CREATE;
use spec::error::{billing as msg, validation};
use spec::routes::Operation;

use crate::harness::{Answer, FORM, TestApp, error, field, message};

/// A complete create form for the default brand (pilvio requires email and phone).
const SHOP: &str = "title=Shop&email=shop%40example.com&customer_phone=%2B372+5555+1234&country=ee&lang=ET";

/// A user of a fresh session of `brand` (`world`: `empty` or `demo`).
struct Billing<'a> {
    app: &'a TestApp,
    session: String,
    key: String,
}

impl<'a> Billing<'a> {
    async fn new(app: &'a TestApp, brand: &str, world: &str) -> Billing<'a> {
        let session = app.new_session(json!({ "brand": brand, "world": world })).await;
        let key = app.key_in(&session, "owner").await;
        Billing { app, session, key }
    }

    async fn as_role(&self, role: &str) -> Billing<'a> {
        Billing { app: self.app, session: self.session.clone(), key: self.app.key_in(&self.session, role).await }
    }

    async fn call(&self, op: &Operation, query: &str, form: &str) -> Answer {
        let path = format!("/v1{}{query}", op.path);
        let body = (!form.is_empty()).then_some((FORM, form));
        self.app.call(op, &path, Some(&self.key), body).await
    }

    async fn ok(&self, op: &Operation, query: &str, form: &str) -> Value {
        let answer = self.call(op, query, form).await;
        assert_eq!(answer.status, StatusCode::OK, "{}: {}", op.id, answer.text);
        answer.json()
    }

    async fn list(&self) -> Vec<Value> {
        self.ok(&ACCOUNT_LIST, "", "").await.as_array().cloned().unwrap_or_default()
    }

    async fn default_account(&self) -> Value {
        self.list().await.into_iter().find(|a| a["is_default"] == true).expect("a default account")
    }

    async fn world(&self) -> Value {
        self.app.world(&self.session).await
    }

    async fn edit_world(&self, edit: impl FnOnce(&mut Value)) {
        self.app.edit_world(&self.session, edit).await;
    }

    async fn advance(&self, seconds: i64) {
        self.app.advance(&self.session, seconds).await;
    }

    /// `op` refuses with `status` and `body`, and the world is exactly as before.
    async fn refused(&self, op: &Operation, query: &str, form: &str, status: StatusCode, body: Value) {
        let call = self.call(op, query, form);
        self.app.refused(&self.session, call, status, body, &format!("{} {query} {form}", op.id)).await;
    }
}

fn id(account: &Value) -> u64 {
    account["id"].as_u64().expect("an account has a numeric id")
}

// ---- reading ------------------------------------------------------------------------------------

#[tokio::test]
async fn every_user_starts_with_one_complete_active_default_account_holding_the_first_credit() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let accounts = owner.list().await;
    assert_eq!(accounts.len(), 1);
    let account = &accounts[0];
    assert_eq!((account["status"].clone(), account["is_active"].clone()), (json!("ACTIVE"), json!(true)));
    assert_eq!((account["is_default"].clone(), account["site"].clone()), (json!(true), json!("pilvio")));
    assert_eq!(account["credit_amount"], json!(22.0));
    assert_eq!(account["running_totals"]["credit_available"], json!(22.0));
    assert_eq!(account["eligible_promotions"][0]["credit_type"], "first_free");
    assert_eq!(account["country"], "EE");
    for field in ["email", "customer_phone", "customer_name", "address_line1", "city", "post_index"] {
        assert_ne!(account[field], "", "{field} is filled in");
    }
    let same = owner.ok(&ACCOUNT_GET, &format!("?billing_account_id={}", id(account)), "").await;
    assert_eq!(&same, account);
}

#[tokio::test]
async fn a_demo_owner_has_months_of_top_ups_a_referral_and_every_invoice_paid_newest_first() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "demo").await;
    let account = owner.default_account().await;
    let query = format!("?billing_account_id={}", id(&account));
    let history = owner.ok(&CREDIT_LIST, &query, "").await;
    let history = history.as_array().unwrap();
    let described: Vec<&str> = history.iter().map(|e| e["description"].as_str().unwrap()).collect();
    // Two months from the default start cross two month ends, each invoice paid from credit.
    let expected =
        [msg::INVOICE_PAYMENT, msg::TOP_UP, msg::INVOICE_PAYMENT, msg::REFERRAL_CREDIT, msg::TOP_UP, msg::FIRST_ACCOUNT_CREDIT];
    assert_eq!(described, expected);
    assert_eq!(history[5]["reference"], "first_free");
    assert!(history.windows(2).all(|w| w[0]["created"].as_i64() >= w[1]["created"].as_i64()), "newest first");
    let sum: f64 = history.iter().map(|e| e["amount"].as_f64().unwrap()).sum();
    assert!((account["credit_amount"].as_f64().unwrap() - sum).abs() < 1e-9, "the balance is the ledger's sum");
    assert_eq!(history[5]["acting_user_id"], account["user_id"]);
    assert!(account["running_totals"]["credit_available"].as_f64().unwrap() > 0.0, "a healthy account");
    let card = &account["primary_card"];
    assert_eq!((card["is_verified"].clone(), card["additional_data"]["brand"].clone()), (json!(true), json!("visa")));
    let statuses: Vec<(Value, Value)> = owner
        .ok(&INVOICE_LIST, &query, "")
        .await
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["type"].clone(), i["status"].clone()))
        .collect();
    // The month in progress first (status 0), then the two closed months, paid.
    let services: Vec<_> = statuses.iter().filter(|(kind, _)| kind == "cloud_services").map(|(_, s)| s.clone()).collect();
    assert_eq!(services, [json!(0), json!(10), json!(10)], "{statuses:?}");
    assert_eq!(account["eligible_promotions"][1]["credit_type"], "referral_receiver");
}

#[tokio::test]
async fn another_users_account_and_an_unknown_one_do_not_exist_for_the_caller() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let colleague = owner.as_role("colleague").await;
    let theirs = id(&colleague.default_account().await);
    let missing = error(&msg::no_such_account(theirs));
    for (op, query) in [(&ACCOUNT_GET, "billing_account_id"), (&CREDIT_LIST, "billing_account_id")] {
        owner.refused(op, &format!("?{query}={theirs}"), "", StatusCode::NOT_FOUND, missing.clone()).await;
    }
    owner.refused(&ACCOUNT_UPDATE, &format!("?id={theirs}"), SHOP, StatusCode::NOT_FOUND, missing.clone()).await;
    owner.refused(&ACCOUNT_DELETE, &format!("?id={theirs}"), "", StatusCode::NOT_FOUND, missing.clone()).await;
    let set = format!("billing_account_id={theirs}");
    owner.refused(&ACCOUNT_SET_DEFAULT, "", &set, StatusCode::NOT_FOUND, missing).await;
    let bad = field("billing_account_id", validation::WHOLE_NUMBER);
    owner.refused(&ACCOUNT_GET, "?billing_account_id=abc", "", StatusCode::BAD_REQUEST, bad).await;
    let required = field("billing_account_id", validation::REQUIRED);
    owner.refused(&CREDIT_LIST, "", "", StatusCode::BAD_REQUEST, required).await;
}

// ---- creating -----------------------------------------------------------------------------------

#[tokio::test]
async fn a_second_account_is_active_but_neither_default_nor_credited() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let created = owner.ok(&ACCOUNT_CREATE, "", SHOP).await;
    assert_eq!((created["status"].clone(), created["is_default"].clone()), (json!("ACTIVE"), json!(false)));
    assert_eq!((created["credit_amount"].clone(), created["eligible_promotions"].clone()), (json!(0.0), json!([])));
    assert_eq!((created["country"].clone(), created["lang"].clone()), (json!("EE"), json!("et")));
    assert_eq!(created["email"], "shop@example.com");
    assert_eq!(owner.list().await.len(), 2);
    let history = owner.ok(&CREDIT_LIST, &format!("?billing_account_id={}", id(&created)), "").await;
    assert_eq!(history, json!([]));
}

#[tokio::test]
async fn a_users_first_account_is_the_default_and_gets_the_sites_first_credit() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let user = owner.default_account().await["user_id"].clone();
    owner.edit_world(|world| world["billing_accounts"].as_object_mut().unwrap().retain(|_, a| a["user_id"] != user)).await;
    let created = owner.ok(&ACCOUNT_CREATE, "", SHOP).await;
    assert_eq!((created["is_default"].clone(), created["credit_amount"].clone()), (json!(true), json!(22.0)));
    let promotion = json!({ "credit_type": "first_free", "amount": 22.0, "top_up_requirement": 0.0, "top_up_done": true });
    assert_eq!(created["eligible_promotions"], json!([promotion]));
}

#[tokio::test]
async fn a_create_breaking_the_sites_field_rules_names_every_field_and_changes_nothing() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let required = json!({ "errors": {
        "title": validation::REQUIRED, "email": validation::REQUIRED, "customer_phone": validation::REQUIRED,
    } });
    owner.refused(&ACCOUNT_CREATE, "", "city=Tartu", StatusCode::BAD_REQUEST, required).await;
    let shapes = json!({ "errors": {
        "country": validation::at_most_chars(2), "lang": validation::PATTERN, "email": validation::PATTERN,
    } });
    let form = "title=T&email=nobody&customer_phone=1&country=EST&lang=english";
    owner.refused(&ACCOUNT_CREATE, "", form, StatusCode::BAD_REQUEST, shapes).await;
    let blank = field("title", validation::REQUIRED);
    owner.refused(&ACCOUNT_CREATE, "", &SHOP.replace("title=Shop", "title=+"), StatusCode::BAD_REQUEST, blank).await;
}

#[tokio::test]
async fn a_site_with_manual_validation_hides_fields_and_opens_accounts_pending() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "metal", "empty").await;
    let hidden = field("customer_id_number", msg::FIELD_HIDDEN);
    let form = "title=Rack&email=ops%40example.com&customer_id_number=123";
    owner.refused(&ACCOUNT_CREATE, "", form, StatusCode::BAD_REQUEST, hidden).await;
    // Metal requires only the email: no phone needed.
    let created = owner.ok(&ACCOUNT_CREATE, "", "title=Rack&email=ops%40example.com").await;
    assert_eq!((created["status"].clone(), created["is_active"].clone()), (json!("PENDING_VALIDATION"), json!(false)));
    assert_eq!((created["allow_debt"].clone(), created["can_pay"].clone()), (json!(false), json!(false)));
}

// ---- updating -----------------------------------------------------------------------------------

#[tokio::test]
async fn an_update_replaces_the_fields_and_clears_those_left_out() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let account = owner.default_account().await;
    let query = format!("?id={}", id(&account));
    let form = "title=Renamed&email=new%40example.com&customer_phone=123&company_name=Acme";
    let updated = owner.ok(&ACCOUNT_UPDATE, &query, form).await;
    assert_eq!((updated["title"].clone(), updated["company_name"].clone()), (json!("Renamed"), json!("Acme")));
    assert_eq!((updated["city"].clone(), updated["address_line1"].clone()), (json!(""), json!("")));
    assert_eq!(owner.ok(&ACCOUNT_GET, &format!("?billing_account_id={}", id(&account)), "").await, updated);

    let required = field("customer_phone", validation::REQUIRED);
    let form = "title=Renamed&email=new%40example.com";
    owner.refused(&ACCOUNT_UPDATE, &query, form, StatusCode::BAD_REQUEST, required).await;
    // The boundary drops parameters it does not know, as the real API ignores them.
    let ignored = owner.ok(&ACCOUNT_UPDATE, &query, &format!("{SHOP}&credit_amount=1000")).await;
    assert_eq!(ignored["credit_amount"], account["credit_amount"]);
    let no_id = field("id", validation::REQUIRED);
    owner.refused(&ACCOUNT_UPDATE, "", SHOP, StatusCode::BAD_REQUEST, no_id).await;
}

// ---- default and deleting -----------------------------------------------------------------------

#[tokio::test]
async fn set_default_moves_the_default_to_the_named_account() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let first = id(&owner.default_account().await);
    let second = id(&owner.ok(&ACCOUNT_CREATE, "", SHOP).await);
    let answer = owner.ok(&ACCOUNT_SET_DEFAULT, "", &format!("billing_account_id={second}")).await;
    assert_eq!(answer, json!({ "success": true }));
    let defaults: Vec<u64> = owner.list().await.iter().filter(|a| a["is_default"] == true).map(id).collect();
    assert_eq!(defaults, vec![second]);
    assert_ne!(first, second);
}

#[tokio::test]
async fn credit_unpaid_amounts_and_the_default_block_deletion_and_a_deleted_account_is_a_shadow() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let first = id(&owner.default_account().await);
    owner.refused(&ACCOUNT_DELETE, &format!("?id={first}"), "", StatusCode::CONFLICT, error(msg::DELETE_CREDIT)).await;

    let second = id(&owner.ok(&ACCOUNT_CREATE, "", SHOP).await);
    owner.ok(&ACCOUNT_SET_DEFAULT, "", &format!("billing_account_id={second}")).await;
    owner.refused(&ACCOUNT_DELETE, &format!("?id={second}"), "", StatusCode::CONFLICT, error(msg::DELETE_DEFAULT)).await;
    owner.ok(&ACCOUNT_SET_DEFAULT, "", &format!("billing_account_id={first}")).await;

    // A spend beyond the credit leaves the account owing.
    owner
        .edit_world(|world| {
            let entry = json!({ "id": 9_999, "amount": "-3.5", "description": "Usage", "reference": "usage",
                "created": "2026-01-05T10:00:00Z", "acting_user_id": null });
            world["billing_accounts"][second.to_string()]["ledger"].as_array_mut().unwrap().push(entry);
        })
        .await;
    let owing = owner.ok(&ACCOUNT_GET, &format!("?billing_account_id={second}"), "").await;
    assert_eq!((owing["unpaid_amount"].clone(), owing["credit_amount"].clone()), (json!(3.5), json!(-3.5)));
    assert_eq!(owing["running_totals"]["ongoing_negative_since"], json!(1_767_607_200));
    owner.refused(&ACCOUNT_DELETE, &format!("?id={second}"), "", StatusCode::CONFLICT, error(msg::DELETE_UNPAID)).await;

    let third = id(&owner.ok(&ACCOUNT_CREATE, "", SHOP).await);
    assert_eq!(owner.ok(&ACCOUNT_DELETE, &format!("?id={third}"), "").await, json!({ "success": true }));
    assert!(owner.list().await.iter().all(|a| id(a) != third));
    let shadows = owner.ok(&ACCOUNT_LIST, "?show_shadow=1", "").await;
    let shadow = shadows.as_array().unwrap().iter().find(|a| id(a) == third).expect("listed with show_shadow");
    assert_eq!((shadow["is_deleted"].clone(), shadow["is_active"].clone()), (json!(true), json!(false)));
    let gone = error(&msg::no_such_account(third));
    owner.refused(&ACCOUNT_DELETE, &format!("?id={third}"), "", StatusCode::NOT_FOUND, gone.clone()).await;
    owner.refused(&ACCOUNT_UPDATE, &format!("?id={third}"), SHOP, StatusCode::NOT_FOUND, gone).await;
}

// ---- usage --------------------------------------------------------------------------------------

#[tokio::test]
async fn each_simulated_hour_charges_a_vm_into_the_months_usage_and_the_running_totals() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let account = id(&owner.default_account().await);
    let query = format!("?billing_account_id={account}");
    assert_eq!(owner.ok(&USAGE, &query, "").await, json!([]));
    // Without a floating IP, whose hours are a usage row of their own.
    let form = "name=web-1&os_name=ubuntu&os_version=24.04&username=mari&password=Secret123&vcpu=2&ram=2048&disks=40&reserve_public_ip=false";
    let vm = app.call(&VM_CREATE, "/v1/user-resource/vm", Some(&owner.key), Some((FORM, form))).await.json();
    // The session starts at 09:00; after three hours the VM has been charged three times.
    owner.advance(3 * 3600).await;
    let rows = owner.ok(&USAGE, &query, "").await;
    let row = &rows.as_array().unwrap()[0];
    assert_eq!((row["uuid"].clone(), row["hours"].clone()), (vm["uuid"].clone(), json!(3)));
    assert_eq!((row["description"].clone(), row["price_unit"].clone()), (json!("web-1"), json!("hour")));
    let config = json!([{ "vm_name": "web-1", "cpus": 2.0, "ram_MB": 2048.0, "disk_size_GB": 40.0 }]);
    assert_eq!(row["configurations"], config);
    let prices = &app.state.brands.default_brand().simulation.prices;
    let unit = |kind: &str| {
        let price = prices.iter().find(|p| serde_json::to_value(p.resource_type).unwrap() == kind).unwrap();
        price.price_per_unit.0
    };
    // RAM is priced per 512 MB: 2048 MB is four units.
    let hourly = unit("CPU") * Decimal::from(2) + unit("RAM") * Decimal::from(4) + unit("STORAGE") * Decimal::from(40);
    let cost: Decimal = serde_json::from_value(row["cost"].clone()).unwrap();
    assert_eq!(cost, hourly * Decimal::from(3));
    let totals = owner.ok(&ACCOUNT_GET, &query, "").await["running_totals"].clone();
    assert_eq!(totals["subtotal"], row["cost"]);
    assert_eq!(totals["credit_amount"], json!(22.0), "usage is not spent credit until invoiced");
    let other = owner.as_role("colleague").await;
    let missing = error(&msg::no_such_account(account));
    other.refused(&USAGE, &query, "", StatusCode::NOT_FOUND, missing).await;
}

// ---- invoices -----------------------------------------------------------------------------------

impl Billing<'_> {
    /// Runs the session's clock into the first hour of the next month.
    async fn to_next_month(&self, account: u64) {
        let invoices = self.ok(&INVOICE_LIST, &format!("?billing_account_id={account}"), "").await;
        let current = &invoices[0];
        let seconds = current["period_end"].as_i64().unwrap() + 1 - current["created"].as_i64().unwrap();
        self.advance(seconds).await;
    }
}

fn money(value: &Value) -> Decimal {
    serde_json::from_value(value.clone()).expect("a number")
}

#[tokio::test]
async fn a_month_of_usage_beyond_the_credit_closes_into_an_unpaid_invoice_that_is_paid_into_debt() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let account = id(&owner.default_account().await);
    let query = format!("?billing_account_id={account}");
    let form = "name=big-1&os_name=ubuntu&os_version=24.04&username=mari&password=Secret123&vcpu=8&ram=16384&disks=200&reserve_public_ip=false";
    let vm = app.call(&VM_CREATE, "/v1/user-resource/vm", Some(&owner.key), Some((FORM, form))).await;
    assert_eq!(vm.status, StatusCode::OK, "{}", vm.text);
    let current = owner.ok(&INVOICE_LIST, &query, "").await[0].clone();
    assert_eq!(
        (current["id"].clone(), current["status"].clone(), current["due_date"].clone()),
        (json!("current"), json!(0), Value::Null)
    );
    owner.to_next_month(account).await;

    let invoices = owner.ok(&INVOICE_LIST, &query, "").await;
    let invoices = invoices.as_array().unwrap();
    assert_eq!(invoices.len(), 3, "the new month in progress, the closed one and the first-account credit's note");
    assert_eq!((invoices[2]["type"].clone(), invoices[2]["totals"]["total"].clone()), (json!("credit_note"), json!(22.0)));
    assert_eq!(invoices[0]["id"], "current");
    assert_eq!(invoices[0]["period_start"], json!(current["period_end"].as_i64().unwrap() + 1));
    let closed = &invoices[1];
    let number = closed["id"].as_u64().expect("a closed invoice has a number");
    assert_eq!((closed["status"].clone(), closed["type"].clone()), (json!(5), json!("cloud_services")));
    assert_eq!(
        (closed["period_start"].clone(), closed["period_end"].clone()),
        (current["period_start"].clone(), current["period_end"].clone())
    );
    assert_eq!(closed["due_date"].as_i64(), Some(closed["created"].as_i64().unwrap() + 14 * 86_400));
    assert_eq!(closed["padded_id"], json!(format!("{number:010}")));
    let line = &closed["records_list"][0];
    assert_eq!(
        (line["name"].clone(), line["descr"].clone(), line["location_slug"].clone()),
        (json!("big-1"), json!("vm"), json!("tll"))
    );
    let total = money(&closed["totals"]["total"]);
    assert_eq!(money(&closed["totals"]["subtotal"]), money(&line["amount"]));
    assert!(total > Decimal::from(22), "more than the first credit: {total}");
    let before = owner.ok(&ACCOUNT_GET, &query, "").await;
    assert_eq!(money(&before["unpaid_amount"]), total);
    assert_eq!(before["credit_amount"], json!(22.0), "nothing was paid");
    let by_number = format!("?invoice_id={number}");
    assert_eq!(&owner.ok(&INVOICE_GET, &by_number, "").await, closed);

    // Without debt the credit must cover it.
    let no_debt =
        |allow: bool| move |world: &mut Value| world["billing_accounts"][account.to_string()]["allow_debt"] = json!(allow);
    owner.edit_world(no_debt(false)).await;
    let pay = format!("invoice_id={number}");
    owner.refused(&PAY_INVOICE, "", &pay, StatusCode::CONFLICT, error(msg::INSUFFICIENT_FUNDS)).await;
    owner.edit_world(no_debt(true)).await;
    assert_eq!(owner.ok(&PAY_INVOICE, "", &pay).await, json!({ "success": true, "message": msg::INVOICE_PAID }));

    let paid = owner.ok(&INVOICE_GET, &by_number, "").await;
    assert_eq!(paid["status"], json!(10));
    assert_eq!(money(&paid["totals"]["credit"]), total);
    let history = owner.ok(&CREDIT_LIST, &query, "").await;
    assert_eq!((history[0]["description"].clone(), money(&history[0]["amount"])), (json!(msg::INVOICE_PAYMENT), -total));
    assert_eq!(
        paid["transaction_list"],
        json!([{ "amount": paid["totals"]["total"], "is_success": true,
        "identifier": history[0]["id"].as_u64().unwrap().to_string(), "created": history[0]["created"] }])
    );
    let after = owner.ok(&ACCOUNT_GET, &query, "").await;
    assert_eq!(money(&after["credit_amount"]), Decimal::from(22) - total, "the debt is the ledger's sum");
    assert_eq!(money(&after["unpaid_amount"]), total - Decimal::from(22));
    owner.refused(&PAY_INVOICE, "", &pay, StatusCode::CONFLICT, error(msg::INVOICE_ALREADY_PAID)).await;
}

#[tokio::test]
async fn a_closed_invoice_downloads_as_a_pdf_and_is_nobody_elses() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    let account = id(&owner.default_account().await);
    let form = "name=web-1&os_name=ubuntu&os_version=24.04&username=mari&password=Secret123&vcpu=1&ram=1024&disks=20";
    app.call(&VM_CREATE, "/v1/user-resource/vm", Some(&owner.key), Some((FORM, form))).await;
    owner.to_next_month(account).await;
    let closed = owner.ok(&INVOICE_LIST, &format!("?billing_account_id={account}"), "").await[1].clone();
    let number = closed["id"].as_u64().unwrap();
    let pdf = owner.call(&INVOICE_PDF, &format!("?invoice_id={number}"), "").await;
    assert_eq!(pdf.status, StatusCode::OK);
    assert_eq!(pdf.headers["content-type"], "application/pdf");
    assert!(pdf.text.starts_with("%PDF-1.4\n") && pdf.text.ends_with("%%EOF\n"));
    let site = &app.state.brands.default_brand().config.site_name;
    for text in [format!("({site}) Tj"), format!("(Invoice {number:010}) Tj"), "(web-1 \\(vm, tll\\)) Tj".to_string()] {
        assert!(pdf.text.contains(&text), "{text} in the PDF");
    }
    let total = format!("({:.2} EUR) Tj", money(&closed["totals"]["total"]));
    assert!(pdf.text.contains(&total), "{total} in the PDF");

    let other = owner.as_role("colleague").await;
    let missing = error(&msg::no_such_invoice(number));
    let query = format!("?invoice_id={number}");
    other.refused(&INVOICE_GET, &query, "", StatusCode::NOT_FOUND, missing.clone()).await;
    other.refused(&INVOICE_PDF, &query, "", StatusCode::NOT_FOUND, missing.clone()).await;
    other.refused(&PAY_INVOICE, "", &format!("invoice_id={number}"), StatusCode::NOT_FOUND, missing).await;
    let theirs = error(&msg::no_such_account(account));
    other.refused(&INVOICE_LIST, &format!("?billing_account_id={account}"), "", StatusCode::NOT_FOUND, theirs).await;
    let bad = field("invoice_id", validation::WHOLE_NUMBER);
    owner.refused(&INVOICE_GET, "?invoice_id=current", "", StatusCode::BAD_REQUEST, bad).await;
    let required = field("invoice_id", validation::REQUIRED);
    owner.refused(&PAY_INVOICE, "", "", StatusCode::BAD_REQUEST, required).await;
}

// ---- debt and restriction -----------------------------------------------------------------------

#[tokio::test]
async fn out_of_credit_on_a_site_without_debt_an_account_is_limited_then_frozen_with_its_vm_stopped() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "vdc", "empty").await;
    let account = owner.default_account().await;
    assert_eq!((account["allow_debt"].clone(), account["restriction_level"].clone()), (json!(false), json!("CLEAR")));
    let query = format!("?billing_account_id={}", id(&account));
    let form = "name=big-1&os_name=ubuntu&os_version=24.04&username=mari&password=Secret123&vcpu=8&ram=16384&disks=200";
    let vm = app.call(&VM_CREATE, "/v1/user-resource/vm", Some(&owner.key), Some((FORM, form))).await;
    assert_eq!(vm.status, StatusCode::OK, "{}", vm.text);
    owner.advance(3 * 86_400).await;
    let limited = owner.ok(&ACCOUNT_GET, &query, "").await;
    assert_eq!(limited["restriction_level"], "LIMITED");
    assert!(money(&limited["running_totals"]["credit_available"]) < Decimal::ZERO);
    let refused = app.call(&VM_CREATE, "/v1/user-resource/vm", Some(&owner.key), Some((FORM, form))).await;
    // Beyond the site's LIMITED allowance; the VM family answers refusals with 400.
    let allowance = &app.state.brands.get("vdc").expect("vdc").config.limited_billing_account_config;
    let beyond = msg::limited_allowance(allowance.vcpu, allowance.ram_mb);
    assert_eq!((refused.status, refused.json()), (StatusCode::BAD_REQUEST, error(&beyond)));
    owner.advance(7 * 86_400).await;
    assert_eq!(owner.ok(&ACCOUNT_GET, &query, "").await["restriction_level"], "FROZEN");
    let uuid = vm.json()["uuid"].as_str().unwrap().to_string();
    let path = format!("/v1/user-resource/vm?uuid={uuid}");
    let stopped = app.call(&spec::compute::ops::VM_GET, &path, Some(&owner.key), None).await.json();
    assert_eq!(stopped["status"], "stopped");
}

#[tokio::test]
async fn the_restriction_clearing_top_up_defaults_to_the_minimum_top_up_and_only_an_administrator_sets_it() {
    let app = TestApp::new();
    let owner = Billing::new(&app, "pilvio", "empty").await;
    assert_eq!(owner.ok(&RESTRICTION_THRESHOLD_GET, "", "").await, json!({ "threshold": 13.0 }));
    let forbidden = error(spec::error::identity::NOT_ADMIN);
    owner.refused(&RESTRICTION_THRESHOLD_SET, "", "threshold=50", StatusCode::FORBIDDEN, forbidden).await;
    let admin = owner.as_role("admin").await;
    let negative = field("threshold", &validation::at_least(0));
    admin.refused(&RESTRICTION_THRESHOLD_SET, "", "threshold=-1", StatusCode::BAD_REQUEST, negative).await;
    assert_eq!(admin.ok(&RESTRICTION_THRESHOLD_SET, "", "threshold=50").await, json!({ "threshold": 50.0 }));
    assert_eq!(owner.ok(&RESTRICTION_THRESHOLD_GET, "", "").await, json!({ "threshold": 50.0 }));
}

// ---- payment methods and top-ups ----------------------------------------------------------------

mod payment {
    use spec::payment::ops::*;

    use super::*;

    #[tokio::test]
    async fn a_card_verified_through_3ds_buys_credit_with_the_processors_fee_and_a_top_up_invoice() {
        let app = TestApp::new();
        let owner = Billing::new(&app, "pilvio", "empty").await;
        let account = id(&owner.default_account().await);
        let query = format!("?billing_account_id={account}");
        assert_eq!(owner.ok(&CARD_LIST, &query, "").await, json!([]));
        let prehook =
            owner.ok(&CARD_PREHOOK, "", &format!("billing_account_id={account}&processor_keyword=stripe_creditcard")).await;
        assert_eq!(
            (prehook["success"].clone(), prehook["public_key"].clone()),
            (json!(true), json!("pk_test_cloudsim_pilvio_card"))
        );
        assert!(prehook["setup_id"].as_str().unwrap().starts_with("seti_"));
        let wallet = format!("billing_account_id={account}&processor_keyword=stripe_wallet");
        let channel = field("processor_keyword", msg::PAYMENT_CHANNEL_UNAVAILABLE);
        owner.refused(&CARD_PREHOOK, "", &wallet, StatusCode::BAD_REQUEST, channel).await;
        let add =
            |token: &str, processor: &str| format!("billing_account_id={account}&token={token}&processor_keyword={processor}");
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
        assert_eq!(
            (verify["authorize_uri"].clone(), verify["card"]["is_verification_pending"].clone()),
            (json!(uri), json!(true))
        );
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
        assert_eq!(
            card_quote,
            json!({ "final_amount": 103.15, "currency": "EUR", "transaction_fee": 3.15, "exchange_rate": 1.0 })
        );
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
            .refused(&APPLY_FOR_INVOICE_PAYMENT, "", &form, StatusCode::NOT_FOUND, error(&msg::no_such_account(account)))
            .await;
        let required = field("billing_account_id", validation::REQUIRED);
        owner.refused(&APPLY_FOR_INVOICE_PAYMENT, "", "", StatusCode::BAD_REQUEST, required).await;
        // hostnic offers no invoice processor.
        let other = Billing::new(&app, "hostnic", "empty").await;
        let theirs = format!("billing_account_id={}", id(&other.default_account().await));
        other
            .refused(&APPLY_FOR_INVOICE_PAYMENT, "", &theirs, StatusCode::CONFLICT, error(msg::PAYMENT_CHANNEL_UNAVAILABLE))
            .await;
    }

    #[tokio::test]
    async fn a_purchase_through_3ds_is_captured_by_the_posthook_once_approved() {
        let app = TestApp::new();
        let owner = Billing::new(&app, "pilvio", "empty").await;
        let account = id(&owner.default_account().await);
        let form = format!("billing_account_id={account}&token=tok_visa&processor_keyword=stripe_creditcard");
        let card = owner.ok(&CARD_CREATE, "", &form).await["id"].as_u64().unwrap();
        let verify = owner.ok(&CARD_VERIFY, "", &format!("payment_object_id={card}")).await;
        app.send(Request::post(format!("{}/approve", verify["authorize_uri"].as_str().unwrap())).body(Body::empty()).unwrap())
            .await;
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
        colleague.refused(&CREDIT_BUY_POSTHOOK, "", &hook, StatusCode::NOT_FOUND, error(&msg::no_such_account(account))).await;
        app.send(Request::post(format!("{}/approve", held["authorize_uri"].as_str().unwrap())).body(Body::empty()).unwrap())
            .await;
        let captured = owner.ok(&CREDIT_BUY_POSTHOOK, "", &hook).await;
        assert!(captured["invoice_id"].is_u64(), "{captured}");
        assert_eq!(owner.ok(&CREDIT_BUY_POSTHOOK, "", &hook).await, captured, "a retry answers the same top-up");
        assert_eq!(owner.ok(&ACCOUNT_GET, &format!("?billing_account_id={account}"), "").await["credit_amount"], json!(42.0));
    }

    #[tokio::test]
    async fn saved_link_methods_are_the_sites_and_show_in_the_accounts_additional_data() {
        let app = TestApp::new();
        let owner = Billing::new(&app, "pilvio", "empty").await;
        let account = id(&owner.default_account().await);
        let saved = owner
            .ok(&LINK_SAVE_METHODS, "", &format!("billing_account_id={account}&method_ids=ideal&method_ids=apple_pay"))
            .await;
        assert_eq!(saved["additional_data"], json!({ "link_methods": ["ideal", "apple_pay"] }));
        let one = owner.ok(&LINK_SAVE_METHODS, "", &format!("billing_account_id={account}&method_ids=eps")).await;
        assert_eq!(one["additional_data"], json!({ "link_methods": ["eps"] }));
        let cash = field("method_ids", &format!("{}: cash", msg::PAYMENT_CHANNEL_UNAVAILABLE));
        owner
            .refused(
                &LINK_SAVE_METHODS,
                "",
                &format!("billing_account_id={account}&method_ids=cash"),
                StatusCode::BAD_REQUEST,
                cash,
            )
            .await;
        let colleague = owner.as_role("colleague").await;
        let theirs = error(&msg::no_such_account(account));
        colleague
            .refused(
                &LINK_SAVE_METHODS,
                "",
                &format!("billing_account_id={account}&method_ids=eps"),
                StatusCode::NOT_FOUND,
                theirs,
            )
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
        other
            .refused(&PAYPAL_ID_TOKEN, "?session_id=s1", "", StatusCode::CONFLICT, error(msg::PAYMENT_CHANNEL_UNAVAILABLE))
            .await;
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
    async fn a_link_payment_goes_pending_then_failed_when_cancelled_and_success_when_paid() {
        let app = TestApp::new();
        let owner = Billing::new(&app, "pilvio", "empty").await;
        let account = id(&owner.default_account().await);
        let send = |processor: &str, amount: &str, method: &str| {
            format!(
                "billing_account_id={account}&processor={processor}&amount={amount}&params=%7B%22method%22%3A%22{method}%22%7D"
            )
        };
        let channel = |name: &str| field(name, msg::PAYMENT_CHANNEL_UNAVAILABLE);
        owner
            .refused(
                &LINK_SEND_DATA,
                "",
                &send("stripe_creditcard", "50", "ideal"),
                StatusCode::BAD_REQUEST,
                channel("processor"),
            )
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
        let theirs = error(&msg::no_such_account(account));
        colleague.refused(&PERSISTENT_DATA, &lookup, "", StatusCode::NOT_FOUND, theirs).await;
    }
}

// ---- promotions, automatic top-up, low-balance notices -------------------------------------------

mod promotions {
    use super::*;

    impl Billing<'_> {
        /// `op` at a path with its parameters filled in.
        async fn call_at(&self, op: &Operation, path: &str, form: &str) -> Answer {
            let body = (!form.is_empty()).then_some((FORM, form));
            self.app.call(op, &format!("/v1{path}"), Some(&self.key), body).await
        }

        async fn refused_at(&self, op: &Operation, path: &str, form: &str, status: StatusCode, body: Value) {
            let call = self.call_at(op, path, form);
            self.app.refused(&self.session, call, status, body, &format!("{} {path} {form}", op.id)).await;
        }

        /// A verified primary `token` card on the account, through the sandbox's 3-D Secure page.
        async fn verified_card(&self, account: u64, token: &str) {
            use spec::payment::ops::{CARD_CREATE, CARD_VERIFY};
            let form = format!("billing_account_id={account}&token={token}&processor_keyword=stripe_creditcard");
            let card = self.ok(&CARD_CREATE, "", &form).await["id"].as_u64().unwrap();
            let verify = self.ok(&CARD_VERIFY, "", &format!("payment_object_id={card}")).await;
            let uri = verify["authorize_uri"].as_str().unwrap().to_string();
            self.app.send(Request::post(format!("{uri}/approve")).body(Body::empty()).unwrap()).await;
        }
    }

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
            .refused_at(
                &CAMPAIGN_ACTIVATE,
                &path(&account.to_string(), "PILVIO-WELCOME"),
                "",
                StatusCode::BAD_REQUEST,
                used.clone(),
            )
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
        colleague.refused_at(&RECURRING_PAYMENT, &path, on, StatusCode::NOT_FOUND, error(&msg::no_such_account(account))).await;
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
            .refused(
                &LOW_BALANCE_NOTICE,
                "",
                &format!("billing_account_id={account}&threshold=5"),
                StatusCode::BAD_REQUEST,
                required,
            )
            .await;
        let colleague = owner.as_role("colleague").await;
        colleague
            .refused(&LOW_BALANCE_NOTICE, "", &form("5"), StatusCode::NOT_FOUND, error(&msg::no_such_account(account)))
            .await;
        assert_eq!(owner.ok(&LOW_BALANCE_NOTICE, "", &form("5.5")).await, json!({ "threshold": 5.5, "is_enabled": true }));
        let view = owner.ok(&ACCOUNT_GET, &format!("?billing_account_id={account}"), "").await;
        assert_eq!(view["low_balance_notice_settings"], json!({ "threshold": 5.5, "is_enabled": true }));
    }
}

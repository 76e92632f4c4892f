//! Usage charged by the simulated hour, and the invoices a month closes into: paid, into debt,
//! downloaded.

use axum::http::StatusCode;
use rust_decimal::Decimal;
use serde_json::{Value, json};
use spec::billing::ops::*;
use spec::compute::ops::VM_CREATE;
use spec::error::{billing as msg, validation};

use crate::billing::{Billing, id, money};
use crate::harness::{FORM, TestApp, error, field};

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
    // In cents, half away from zero (docs/product/billing.md#accounts, the one rounding rule).
    assert_eq!(cost, (hourly * Decimal::from(3)).round_dp_with_strategy(2, rust_decimal::RoundingStrategy::MidpointAwayFromZero));
    let totals = owner.ok(&ACCOUNT_GET, &query, "").await["running_totals"].clone();
    assert_eq!(totals["subtotal"], row["cost"]);
    assert_eq!(totals["credit_amount"], json!(22.0), "usage is not spent credit until invoiced");
    let other = owner.as_role("colleague").await;
    let missing = error(&msg::no_such_account(account));
    other.refused(&USAGE, &query, "", StatusCode::NOT_FOUND, missing).await;
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

//! `/config` and `/pricing`: public, per brand.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::json;
use simulator::{Options, SessionDefaults};
use spec::config::ops::{LOCATIONS, UI_CONFIG};
use spec::pricing::ops::PRICE_LIST;

use crate::harness::TestApp;

#[tokio::test]
async fn the_site_configuration_needs_no_key_and_carries_the_default_samples() {
    let app = TestApp::new();
    let config = app.call(&UI_CONFIG, "/v1/config/ui/config", None, None).await.json();
    assert_eq!(config["siteTheme"], "pilvio");
    assert_eq!(config["siteCurrency"], "EUR");
    assert_eq!(config["firstAccountCredit"], json!(22.0));
    assert_eq!(config["minimumTopupAmount"], json!(13.0));
    assert_eq!(config["allowDebt"], true);
    let codes: Vec<_> = config["displayCurrencies"].as_array().unwrap().iter().map(|c| c["code"].clone()).collect();
    assert_eq!(codes, json!(["EUR", "IDR", "USD", "SGD", "THB"]).as_array().unwrap().clone());
}

#[tokio::test]
async fn a_keys_session_decides_the_brand() {
    let metal = TestApp::with(Options {
        defaults: SessionDefaults { brand: "metal".into(), ..Default::default() },
        ..Default::default()
    });
    let key = metal.key("owner").await;
    let config = metal.call(&UI_CONFIG, "/v1/config/ui/config", Some(&key), None).await.json();
    assert_eq!(config["siteTheme"], "metal");
    assert_eq!(config["bareMetalEnabled"], true);
    assert_eq!(config["vmsEnabled"], false);
    assert_eq!(config["minimumTopupAmount"], json!(500.0));
    assert_eq!(config["allowDebt"], false);
}

#[tokio::test]
async fn a_keyless_call_reaches_the_session_its_header_names_else_default() {
    let app = TestApp::new();
    let session = &app.new_session(json!({ "brand": "metal" })).await;
    let keyless = |named: Option<&str>| {
        let request = Request::get("/v1/config/ui/config");
        let request = match named {
            Some(id) => request.header(simulator::session::SESSION_HEADER, id),
            None => request,
        };
        request.body(Body::empty()).unwrap()
    };
    assert_eq!(app.send(keyless(Some(session))).await.json()["siteTheme"], "metal");
    assert_eq!(app.send(keyless(None)).await.json()["siteTheme"], "pilvio");
    assert_eq!(app.send(keyless(Some("nobody"))).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn locations_list_the_sample_slugs_in_order_with_one_default() {
    let app = TestApp::new();
    let answer = app.call(&LOCATIONS, "/v1/config/locations", None, None).await;
    assert_eq!(answer.status, StatusCode::OK);
    let locations = answer.json();
    let slugs: Vec<&str> = locations.as_array().unwrap().iter().map(|l| l["slug"].as_str().unwrap()).collect();
    for sample in ["tll", "jhv", "jkt01", "trtu"] {
        assert!(slugs.contains(&sample), "{sample} missing from {slugs:?}");
    }
    let orders: Vec<i64> = locations.as_array().unwrap().iter().map(|l| l["order_nr"].as_i64().unwrap()).collect();
    assert!(orders.windows(2).all(|w| w[0] <= w[1]));
    assert_eq!(locations.as_array().unwrap().iter().filter(|l| l["is_default"] == true).count(), 1);
}

#[tokio::test]
async fn the_price_list_is_by_currency_then_location() {
    let app = TestApp::new();
    let prices = app.call(&PRICE_LIST, "/v1/pricing/list/current", None, None).await.json();
    let eur_cpu = &prices["EUR"]["tll"].as_array().unwrap().iter().find(|p| p["resource_type"] == "CPU").unwrap().clone();
    let usd_cpu = &prices["USD"]["tll"].as_array().unwrap().iter().find(|p| p["resource_type"] == "CPU").unwrap().clone();
    let eur = eur_cpu["price_per_unit"].as_f64().unwrap();
    assert!((usd_cpu["price_per_unit"].as_f64().unwrap() - eur * 1.14).abs() < 1e-6);
    assert!((eur_cpu["price_per_unit_month"].as_f64().unwrap() - eur * 730.0).abs() < 1e-3);
}

#[tokio::test]
async fn the_pricing_policy_lists_the_site_currencys_hourly_prices_behind_a_key() {
    use spec::pricing::ops::POLICY;
    let app = TestApp::new();
    let refused = app.call(&POLICY, "/v1/pricing/policy", None, None).await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED);
    let key = app.key("owner").await;
    let answer = app.call(&POLICY, "/v1/pricing/policy", Some(&key), None).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text);
    let policy = answer.json()["policy"].as_array().unwrap().clone();
    let prices = app.call(&PRICE_LIST, "/v1/pricing/list/current", None, None).await.json();
    let eur = prices["EUR"]["tll"].as_array().unwrap();
    assert_eq!(policy.len(), eur.len());
    for (row, price) in policy.iter().zip(eur) {
        assert_eq!((&row["resourceType"], &row["price"]), (&price["resource_type"], &price["price_per_unit"]));
        assert_eq!(row["serviceNameUserFriendly"], price["description"]);
    }
    let ram = policy.iter().find(|r| r["resourceType"] == "RAM").unwrap();
    assert_eq!(ram["megsRam"], json!(512));
    assert_eq!(policy[0]["policyId"], json!(1));
}

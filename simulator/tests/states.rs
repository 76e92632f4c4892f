//! Named states (docs/reference/states.md, issue 43 item 9): each loads into a session of every
//! brand it applies to, and what its screen is about holds by the API's own answers; a state that
//! is unknown, not for the session's brand, or asked for with a bad body is refused and leaves the
//! session as it was; a loaded state survives a restart on the state file that logged it.

use crate::binary;
use crate::browser;

use browser::{Browser, Server};
use serde_json::{Value, json};
use simulator::Options;

const JSON: (&str, &str) = ("content-type", "application/json");
const FORM: (&str, &str) = ("content-type", "application/x-www-form-urlencoded");

/// A session of `brand` with state `state` loaded: its id and its owner's key.
async fn loaded(server: &Server, brand: &str, state: &str) -> (String, String) {
    loaded_at(server, brand, state, None).await
}

/// As [`loaded`], the session starting at `start` (the server's default start when `None`).
async fn loaded_at(server: &Server, brand: &str, state: &str, start: Option<&str>) -> (String, String) {
    let mut browser = Browser::default();
    let mut body = json!({"brand": brand, "world": "empty"});
    if let Some(start) = start {
        body["start"] = json!(start);
    }
    let body = body.to_string();
    let created = server.call(&mut browser, "POST", "/__sim/sessions", &[JSON], &body).await;
    assert_eq!(created.status, 200, "{}", created.body);
    let session = created.body["session"].as_str().unwrap().to_owned();
    let path = format!("/__sim/sessions/{session}/states");
    let answer = server.call(&mut browser, "POST", &path, &[JSON], &json!({"name": state}).to_string()).await;
    assert_eq!(answer.status, 200, "{state} on {brand}: {}", answer.body);
    (session, owner_key(&answer.body))
}

fn owner_key(info: &Value) -> String {
    let owner = with(&info["users"], "role", &json!("owner"));
    owner["api_key"].as_str().unwrap().to_owned()
}

async fn get(server: &Server, key: &str, path: &str) -> Value {
    let answer = server.call(&mut Browser::default(), "GET", path, &[("apikey", key)], "").await;
    assert_eq!(answer.status, 200, "GET {path}: {}", answer.body);
    answer.body
}

/// The owner's default billing account.
async fn account(server: &Server, key: &str) -> Value {
    let accounts = get(server, key, "/v1/payment/billing_account/list").await;
    with(&accounts, "is_default", &json!(true)).clone()
}

/// The brands `state` applies to, as the list says.
async fn brands_of(server: &Server, state: &str) -> Vec<String> {
    let listed = server.call(&mut Browser::default(), "GET", "/__sim/states", &[], "").await;
    assert_eq!(listed.status, 200, "{}", listed.body);
    let entry = with(&listed.body, "name", &json!(state));
    let brands: Vec<String> = entry["brands"].as_array().unwrap().iter().map(|b| b.as_str().unwrap().to_owned()).collect();
    assert!(!brands.is_empty(), "{state} applies to some brand");
    brands
}

/// The element of the JSON list `list` whose `field` is `value`; the list in the panic otherwise.
fn with<'a>(list: &'a Value, field: &str, value: &Value) -> &'a Value {
    list.as_array().unwrap().iter().find(|item| &item[field] == value).unwrap_or_else(|| panic!("no {field} {value} in {list}"))
}

async fn server() -> Server {
    browser::serve(Options::default()).await
}

/// Each brand's site configuration, by name.
async fn site(server: &Server, brand: &str) -> Value {
    let brands = server.call(&mut Browser::default(), "GET", "/__sim/brands", &[], "").await;
    with(&brands.body, "name", &json!(brand))["config"].clone()
}

#[tokio::test]
async fn the_list_gives_every_state_a_title_a_description_and_the_brands_with_what_it_needs() {
    let server = server().await;
    let listed = server.call(&mut Browser::default(), "GET", "/__sim/states", &[], "").await;
    let names: Vec<&str> = listed.body.as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap()).collect();
    for name in
        ["card-awaiting-3ds", "degraded-cluster", "empty", "lease-cleaning", "restricted", "unpaid-invoice", "vm-start-failed"]
    {
        assert!(names.contains(&name), "{name} in {names:?}");
    }
    for state in listed.body.as_array().unwrap() {
        assert!(!state["title"].as_str().unwrap().is_empty() && !state["description"].as_str().unwrap().is_empty());
    }
    // A lease is cleaned only where bare metal is sold; an empty account is every brand's.
    let all = server.call(&mut Browser::default(), "GET", "/__sim/brands", &[], "").await;
    let all = all.body.as_array().unwrap();
    let metal: Vec<&str> =
        all.iter().filter(|b| b["config"]["bareMetalEnabled"] == true).map(|b| b["name"].as_str().unwrap()).collect();
    assert_eq!(brands_of(&server, "lease-cleaning").await, metal);
    assert_eq!(brands_of(&server, "empty").await.len(), all.len());
}

#[tokio::test]
async fn an_empty_account_has_its_first_billing_account_and_nothing_made() {
    let server = server().await;
    for brand in brands_of(&server, "empty").await {
        let (_, key) = loaded(&server, &brand, "empty").await;
        let accounts = get(&server, &key, "/v1/payment/billing_account/list").await;
        assert_eq!(accounts.as_array().unwrap().len(), 1, "{brand}: {accounts}");
        if site(&server, &brand).await["vmsEnabled"] == true {
            assert_eq!(get(&server, &key, "/v1/user-resource/vm/list").await, json!([]), "{brand}");
        }
    }
}

#[tokio::test]
async fn a_restricted_account_is_limited_by_the_api_s_answer() {
    let server = server().await;
    for brand in brands_of(&server, "restricted").await {
        let (_, key) = loaded(&server, &brand, "restricted").await;
        let account = account(&server, &key).await;
        assert_eq!(account["restriction_level"], "LIMITED", "{brand}: {account}");
    }
}

#[tokio::test]
async fn an_unpaid_invoice_is_unpaid_and_owed() {
    let server = server().await;
    for brand in brands_of(&server, "unpaid-invoice").await {
        let (_, key) = loaded(&server, &brand, "unpaid-invoice").await;
        let id = account(&server, &key).await["id"].clone();
        let invoices = get(&server, &key, &format!("/v1/payment/invoice/list?billing_account_id={id}")).await;
        let unpaid = invoices.as_array().unwrap().iter().any(|i| i["status"] == 5);
        assert!(unpaid, "{brand}: an UNPAID invoice in {invoices}");
        let owed = get(&server, &key, &format!("/v1/payment/billing_account/unpaid_amount?billing_account_id={id}")).await;
        assert!(owed["message"].as_f64().unwrap() > 0.0, "{brand}: {owed}");
    }
}

#[tokio::test]
async fn a_vm_that_failed_to_start_is_stopped_and_its_start_fails() {
    let server = server().await;
    for brand in brands_of(&server, "vm-start-failed").await {
        let (_, key) = loaded(&server, &brand, "vm-start-failed").await;
        let vms = get(&server, &key, "/v1/user-resource/vm/list").await;
        let vm = with(&vms, "name", &json!("web-1"));
        assert_eq!(vm["status"], "stopped", "{brand}");
        let form = format!("uuid={}", vm["uuid"].as_str().unwrap());
        let start =
            server.call(&mut Browser::default(), "POST", "/v1/user-resource/vm/start", &[("apikey", &key), FORM], &form).await;
        assert_eq!(start.status, 500, "{brand}: {}", start.body);
        assert!(start.body.to_string().contains("Failed to start virtual machine"), "{brand}: {}", start.body);
    }
}

#[tokio::test]
async fn a_released_lease_s_machine_is_being_cleaned() {
    let server = server().await;
    for brand in brands_of(&server, "lease-cleaning").await {
        let (session, key) = loaded(&server, &brand, "lease-cleaning").await;
        let leases = get(&server, &key, "/v1/metal/leases").await;
        let lease = with(&leases, "display_name", &json!("build-box"));
        assert_eq!(lease["status"], "released", "{brand}: {lease}");
        let machines = get(&server, &key, &format!("/__sim/sessions/{session}/metal/machines")).await;
        let machine = with(&machines, "uuid", &lease["machine_uuid"]);
        assert_eq!(machine["status"], "cleaning", "{brand}: {machine}");
    }
}

#[tokio::test]
async fn a_degraded_cluster_is_active_with_a_node_not_ready() {
    let server = server().await;
    for brand in brands_of(&server, "degraded-cluster").await {
        let (_, key) = loaded(&server, &brand, "degraded-cluster").await;
        let packages = get(&server, &key, "/v1/user-resource/service/packages").await;
        let cluster = with(&packages, "display_name", &json!("shop-cluster"));
        assert_eq!(cluster["status"], "active", "{brand}");
        let conditions = cluster["properties"]["status"]["conditions"].as_array().unwrap();
        let nodes = conditions.iter().find(|c| c["type"] == "EveryNodeReady").unwrap();
        assert_eq!((&nodes["status"], &nodes["reason"]), (&json!("False"), &json!("WorkerNodeStopped")), "{brand}");
    }
}

#[tokio::test]
async fn a_card_awaiting_3_d_secure_is_pending_and_unverified() {
    let server = server().await;
    for brand in brands_of(&server, "card-awaiting-3ds").await {
        let (_, key) = loaded(&server, &brand, "card-awaiting-3ds").await;
        let id = account(&server, &key).await["id"].clone();
        let cards = get(&server, &key, &format!("/v1/payment/card/list?billing_account_id={id}")).await;
        let card = &cards.as_array().unwrap()[0];
        assert_eq!((&card["is_verification_pending"], &card["is_verified"]), (&json!(true), &json!(false)), "{brand}: {card}");
    }
}

/// A state holds whichever instant it is loaded at: a month's end falls anywhere in its history.
#[tokio::test]
async fn every_state_loads_at_a_month_s_edges() {
    let server = server().await;
    for start in ["2026-03-01T00:30:00Z", "2026-02-28T23:59:59Z", "2028-02-29T12:00:00Z", "2026-12-31T23:00:00Z"] {
        for (brand, state) in [
            ("pilvio", "empty"),
            ("vdc", "restricted"),
            ("pilvio", "unpaid-invoice"),
            ("pilvio", "vm-start-failed"),
            ("denvr", "lease-cleaning"),
            ("pilvio", "degraded-cluster"),
            ("pilvio", "card-awaiting-3ds"),
        ] {
            let (_, key) = loaded_at(&server, brand, state, Some(start)).await;
            let account = account(&server, &key).await;
            match state {
                "restricted" => assert_eq!(account["restriction_level"], "LIMITED", "{start}"),
                "unpaid-invoice" => {
                    let invoices =
                        get(&server, &key, &format!("/v1/payment/invoice/list?billing_account_id={}", account["id"])).await;
                    assert!(invoices.as_array().unwrap().iter().any(|i| i["status"] == 5), "{start}: {invoices}");
                }
                _ => {}
            }
        }
    }
}

#[tokio::test]
async fn an_unknown_state_another_brand_s_state_or_a_bad_body_is_refused_and_changes_nothing() {
    let server = server().await;
    let mut browser = Browser::default();
    let created = server.call(&mut browser, "POST", "/__sim/sessions", &[JSON], r#"{"brand":"pilvio"}"#).await;
    let session = created.body["session"].as_str().unwrap().to_owned();
    let key = owner_key(&created.body);
    let before = get(&server, &key, "/v1/user-resource/vm/list").await;
    let path = format!("/__sim/sessions/{session}/states");
    let not_metal = server.call(&mut browser, "GET", "/__sim/brands", &[], "").await;
    let no_metal = not_metal.body.as_array().unwrap().iter().find(|b| b["config"]["bareMetalEnabled"] != true).unwrap();
    let other =
        server.call(&mut browser, "POST", "/__sim/sessions", &[JSON], &json!({"brand": no_metal["name"]}).to_string()).await;
    let other_path = format!("/__sim/sessions/{}/states", other.body["session"].as_str().unwrap());
    for (path, body, status, says) in [
        (&path, r#"{"name":"nope"}"#, 404, "No state 'nope': the states are card-awaiting-3ds, degraded-cluster, empty"),
        (&other_path, r#"{"name":"lease-cleaning"}"#, 409, "feature `bareMetalEnabled` is off for this brand"),
        (&path, r#"{"name":"Restricted!"}"#, 400, "'name'"),
        (&path, r#"{}"#, 400, "name"),
        (&path, r#"{"name":"empty","world":"demo"}"#, 400, "world"),
        (&path, "name=empty", 400, ""),
    ] {
        let answer = server.call(&mut browser, "POST", path, &[JSON], body).await;
        assert_eq!(answer.status, status, "{body}: {}", answer.body);
        let message = answer.body["message"].as_str().unwrap_or_else(|| panic!("{body}: {}", answer.body));
        assert!(message.contains(says), "{body}: {message}");
    }
    assert_eq!(get(&server, &key, "/v1/user-resource/vm/list").await, before, "the refusals changed nothing");
    let missing = server.call(&mut browser, "POST", "/__sim/sessions/nobody/states", &[JSON], r#"{"name":"empty"}"#).await;
    assert_eq!(missing.status, 404);
}

/// The load is logged with the instant it was built for: a restart on the state file replays it
/// into the same world.
#[test]
fn a_loaded_state_comes_back_the_same_after_a_restart() {
    use binary::{TempState, call, json, start};
    let state = TempState::new("states-replay");
    let world = |port: u16, session: &str| {
        let (status, body) = call(port, "GET", &format!("/__sim/sessions/{session}/state"), &[], "").unwrap();
        assert_eq!(status, 200);
        json(&body)["world"].clone()
    };
    let (session, before) = {
        let server = start(&["--state-file", state.to_str().unwrap(), "--brand", "vdc"]);
        let (_, created) = call(server.port, "POST", "/__sim/sessions", &[JSON], r#"{"world":"empty"}"#).unwrap();
        let session = json(&created)["session"].as_str().unwrap().to_owned();
        let path = format!("/__sim/sessions/{session}/states");
        let (status, body) = call(server.port, "POST", &path, &[JSON], r#"{"name":"restricted"}"#).unwrap();
        assert_eq!(status, 200, "{body}");
        (session.clone(), world(server.port, &session))
    };
    let server = start(&["--state-file", state.to_str().unwrap(), "--brand", "vdc"]);
    assert_eq!(world(server.port, &session), before);
}

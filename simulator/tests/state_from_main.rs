//! A state file written by `main` at 6ee42a9 (before issue 28 regrouped the world) still loads:
//! its snapshot (the default demo session and an empty one, `s1`) and its write-ahead log (a VM
//! made, the clock advanced an hour, an API token made in `s1`). Written with that commit's
//! `cloudsim serve --state-file`; the files are copied first because loading compacts them.

use crate::binary;

use std::path::{Path, PathBuf};

use axum::body::Body;
use axum::http::{Request, header};
use http_body_util::BodyExt;
use serde_json::Value;
use simulator::Options;
use simulator::persist::OpenRules;
use simulator::server::prepare;
use tower::ServiceExt;

const FIXTURE: &str = "state-main-6ee42a9.json";
/// The owner of `s1`, as the session's creation answered.
/// What main handed out for s1's owner: keys are sealed now, so the session's users get new ones.
const S1_OWNER_ON_MAIN: &str = "s1.33fe202d51ae284c3770e17bae257742";

/// The fixture's files copied into a directory of their own (gone with the returned guard).
fn copied() -> (tempfile::TempDir, PathBuf) {
    let from = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let dir = binary::temp_dir("state-from-main");
    for name in [FIXTURE.to_string(), format!("{FIXTURE}.wal")] {
        std::fs::copy(from.join(&name), dir.path().join(&name)).unwrap();
    }
    let state = dir.path().join(FIXTURE);
    (dir, state)
}

async fn get(router: &axum::Router, path: &str, key: Option<&str>) -> Value {
    let mut request = Request::builder().uri(path).header(header::ACCEPT, "application/json");
    if let Some(key) = key {
        request = request.header("apikey", key);
    }
    let response = router.clone().oneshot(request.body(Body::empty()).unwrap()).await.unwrap();
    assert_eq!(response.status(), 200, "GET {path}");
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    serde_json::from_slice(&bytes).unwrap()
}

#[tokio::test]
async fn a_state_file_written_by_main_loads_with_its_log() {
    let (_dir, state) = copied();
    let app = prepare(Options::default(), Some((state, OpenRules::default()))).await.expect("the state file loads");
    let router = simulator::app(app);

    // The log's requests and clock change were replayed in s1.
    let sessions = get(&router, "/__sim/sessions", None).await;
    let s1 = sessions.as_array().unwrap().iter().find(|s| s["session"] == "s1").expect("s1");
    let s1_owner = s1["users"][0]["api_key"].as_str().unwrap().to_string();
    assert!(s1_owner.starts_with(S1_OWNER_ON_MAIN), "the same user, the same secret inside the seal");
    let refused = router
        .clone()
        .oneshot(
            Request::builder().uri("/v1/user-resource/vm/list").header("apikey", S1_OWNER_ON_MAIN).body(Body::empty()).unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(refused.status(), 403, "an unsealed key from before works no more");
    let vms = get(&router, "/v1/user-resource/vm/list", Some(&s1_owner)).await;
    let names: Vec<&str> = vms.as_array().unwrap().iter().filter_map(|vm| vm["name"].as_str()).collect();
    assert_eq!(names, ["fixture-vm"]);
    let clock = get(&router, "/__sim/sessions/s1/clock", None).await;
    assert_eq!(clock["now"], "2026-01-05T10:00:00Z");
    let tokens = get(&router, "/v1/user-resource/token/list", Some(&s1_owner)).await;
    assert!(tokens.as_array().unwrap().iter().any(|t| t["description"] == "fixture token"), "{tokens}");

    // The snapshot's demo world kept every area's records.
    let sessions = get(&router, "/__sim/sessions", None).await;
    let default = sessions.as_array().unwrap().iter().find(|s| s["session"] == "default").expect("the default session");
    let owner = default["users"][0]["api_key"].as_str().unwrap().to_string();
    let demo_vms = get(&router, "/v1/user-resource/vm/list", Some(&owner)).await;
    assert!(demo_vms.as_array().unwrap().len() >= 3, "{demo_vms}");
    let accounts = get(&router, "/v1/payment/billing_account/list", Some(&owner)).await;
    assert!(!accounts.as_array().unwrap().is_empty(), "{accounts}");
    let state = get(&router, "/__sim/sessions/default/state", None).await;
    let world = state["world"].to_string();
    for kept in ["\"network\"", "\"storage\"", "\"metal\"", "\"services\"", "\"billing_accounts\"", "\"idp\""] {
        assert!(world.contains(kept), "the default session's world lost {kept}");
    }
    // Its cluster's pools were written `minimum`/`maximum`; they answer the specification's names.
    let packages = get(&router, "/v1/user-resource/service/packages", Some(&owner)).await;
    let cluster = packages.as_array().unwrap().iter().find(|p| p["service"] == "kubernetes").expect("the demo cluster");
    let system = &cluster["properties"]["spec"]["provider"]["workers"][0];
    assert_eq!((system["name"].as_str(), system["min"].as_u64(), system["max"].as_u64()), (Some("system"), Some(1), Some(1)));
}

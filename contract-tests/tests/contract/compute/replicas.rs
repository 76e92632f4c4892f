//! Snapshots and backups: listed under the boot disk, rebuilt from, kept weekly.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::{Value, json};
use spec::compute::ops::*;
use spec::error::{compute as msg, validation};

use crate::compute::{Vms, WEB1};
use crate::harness::{TestApp, error, field, uuid};

/// One week, the backup cadence (docs/product/compute.md#vm-replicas).
const WEEK: u32 = 7 * 24 * 3600;

impl Vms<'_> {
    async fn replicas(&self, id: &str, r_type: &str) -> Vec<Value> {
        let answer = self.call(&VM_REPLICA_LIST, &format!("?uuid={id}&r_type={r_type}"), "").await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.text);
        answer.json().as_array().cloned().unwrap_or_default()
    }
}

#[tokio::test]
async fn a_snapshot_is_listed_under_the_boot_disk_and_deleted_by_type() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let vm = vms.running().await;
    let id = uuid(&vm);
    let taken = vms.act(&VM_REPLICA_CREATE, &format!("uuid={id}")).await;
    assert_eq!(taken.status, StatusCode::OK, "{}", taken.text);
    let snapshot = taken.json();
    let boot = &vm["storage"][0];
    assert_eq!(
        (&snapshot["type"], &snapshot["master_uuid"], &snapshot["size"], &snapshot["pool"]),
        (&json!("snapshot"), &boot["uuid"], &json!(40), &json!("n/a"))
    );
    assert_eq!(vms.replicas(&id, "snapshot").await, std::slice::from_ref(&snapshot));
    assert!(vms.replicas(&id, "backup").await.is_empty());
    assert_eq!(vms.get(&id).await.json()["storage"][0]["replica"], json!([snapshot.clone()]));

    let replica = uuid(&snapshot);
    let wrong_type = vms.act(&VM_REPLICA_DELETE, &format!("replica_uuid={replica}&type=backup")).await;
    assert_eq!((wrong_type.status, wrong_type.json()), (StatusCode::BAD_REQUEST, error(&msg::no_such_replica(&replica))));
    let deleted = vms.act(&VM_REPLICA_DELETE, &format!("replica_uuid={replica}&type=snapshot")).await;
    assert_eq!(deleted.json(), json!({ "success": true }));
    assert!(vms.replicas(&id, "snapshot").await.is_empty());
    let again = vms.act(&VM_REPLICA_DELETE, &format!("replica_uuid={replica}&type=snapshot")).await;
    assert_eq!(again.json(), error(&msg::no_such_replica(&replica)));
}

#[tokio::test]
async fn replica_calls_name_the_vm_the_status_and_the_type() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let id = uuid(&vms.create(WEB1).await);
    let busy = vms.act(&VM_REPLICA_CREATE, &format!("uuid={id}")).await;
    assert_eq!((busy.status, busy.json()), (StatusCode::BAD_REQUEST, error(&msg::busy("creating"))));
    let unknown = vms.act(&VM_REPLICA_CREATE, "uuid=nope").await;
    assert_eq!(unknown.json(), error(&msg::no_such_vm("nope")));
    let listed = vms.call(&VM_REPLICA_LIST, "?uuid=nope&r_type=snapshot", "").await;
    assert_eq!(listed.json(), error(&msg::no_such_vm("nope")));
    let bad_type = vms.call(&VM_REPLICA_LIST, &format!("?uuid={id}&r_type=weekly"), "").await;
    assert_eq!(bad_type.status, StatusCode::BAD_REQUEST);
    assert!(bad_type.json()["errors"]["r_type"].is_string(), "{}", bad_type.text);
    let missing = vms.act(&VM_REBUILD, &format!("uuid={id}&type=snapshot")).await;
    assert_eq!(missing.json(), field("replica_uuid", validation::REQUIRED));
}

#[tokio::test]
async fn a_rebuild_restores_the_disks_and_runs_again() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let vm = vms.running().await;
    let id = uuid(&vm);
    let snapshot = uuid(&vms.act(&VM_REPLICA_CREATE, &format!("uuid={id}")).await.json());
    vms.act(&VM_STORAGE_ADD, &format!("uuid={id}&size_gb=10")).await;
    let form = format!("uuid={id}&replica_uuid={snapshot}&type=snapshot");
    let rebuilt = vms.act(&VM_REBUILD, &form).await.json();
    assert_eq!(rebuilt["status"], "reinstalling");
    assert_eq!(rebuilt["storage"].as_array().unwrap().len(), 1, "the disk added since is gone");
    assert_eq!(rebuilt["storage"][0]["uuid"], vm["storage"][0]["uuid"]);
    let busy = vms.act(&VM_REBUILD, &form).await;
    assert_eq!(busy.json(), error(&msg::busy("reinstalling")));
    vms.advance(app.durations().vm_create).await;
    assert_eq!(vms.status(&id).await, "running");
    let wrong_type = vms.act(&VM_REBUILD, &format!("uuid={id}&replica_uuid={snapshot}&type=backup")).await;
    assert_eq!((wrong_type.status, wrong_type.json()), (StatusCode::BAD_REQUEST, error(&msg::no_such_replica(&snapshot))));
}

#[tokio::test]
async fn backups_are_weekly_the_latest_four_kept_and_stop_when_switched_off() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let id = uuid(&vms.running().await);
    vms.act(&VM_BACKUP, &format!("uuid={id}")).await;
    vms.advance(WEEK - 1).await;
    assert!(vms.replicas(&id, "backup").await.is_empty());
    vms.advance(1).await;
    assert_eq!(vms.replicas(&id, "backup").await.len(), 1);
    vms.advance(5 * WEEK).await;
    let kept = vms.replicas(&id, "backup").await;
    assert_eq!(kept.len(), 4);
    assert!(vms.replicas(&id, "snapshot").await.is_empty());
    assert_eq!(vms.act(&VM_BACKUP, &format!("uuid={id}")).await.json()["backup"], false);
    vms.advance(3 * WEEK).await;
    assert_eq!(vms.replicas(&id, "backup").await, kept, "switched off: none taken, none dropped");
}

#[tokio::test]
async fn a_fault_on_snapshot_answers_the_documented_500_and_takes_none() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let id = uuid(&vms.running().await);
    let rule = json!({ "path": "/v1/*/user-resource/vm/replica", "method": "POST", "status": 500, "error": msg::FAILED_TO_SNAPSHOT, "times": 1 });
    let set = app.control("POST", &format!("/__sim/sessions/{}/faults", vms.session), rule).await;
    assert!(set.status.is_success(), "{}", set.text);
    let request = Request::post(format!("/v1/tll/user-resource/vm/replica?uuid={id}")).header("apikey", &vms.key);
    let failed = app.send(request.body(Body::empty()).unwrap()).await;
    assert_eq!((failed.status.as_u16(), failed.json()), (500, error(msg::FAILED_TO_SNAPSHOT)));
    assert!(vms.replicas(&id, "snapshot").await.is_empty());
}

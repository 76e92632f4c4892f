//! A VM from create to delete: its states on the clock, the operations each state allows, who may
//! see it, a fault on start, and determinism.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::json;
use spec::compute::ops::*;
use spec::control::ops::VM_GUEST_SET;
use spec::error::{compute as msg, validation};

use crate::compute::{Vms, WEB1};
use crate::harness::{JSON, TestApp, error, field, message, uuid};

#[tokio::test]
async fn a_created_vm_is_creating_then_running_with_the_live_shape() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let vm = vms.create(&format!("{WEB1}&description=Front%20end")).await;
    assert_eq!(vm["status"], "creating");
    assert_eq!(vm["memory"], 2048);
    assert_eq!(vm["hostname"], "web-1");
    assert_eq!(vm["description"], "Front end");
    assert_eq!(vm["backup"], false);
    assert!(vm["public_ipv4"].is_string(), "reserve_public_ip defaults to true");
    assert!(vm.get("password").is_none() && vm.get("id").is_none());
    assert!(vm["mac"].as_str().unwrap().starts_with("52:54:00:"));
    assert!(vm["created_at"].as_str().unwrap().contains(' '), "YYYY-MM-DD HH:MM:SS");
    let storage = vm["storage"].as_array().unwrap();
    assert_eq!(storage.len(), 1);
    assert_eq!(
        (storage[0]["name"].clone(), storage[0]["primary"].clone(), storage[0]["size"].clone()),
        (json!("sda"), json!(true), json!(40))
    );
    let pools = app.call(&HOST_POOLS, "/v1/tll/user-resource/host_pool/list", Some(&vms.key), None).await.json();
    assert_eq!(vm["designated_pool_uuid"], pools[0]["uuid"], "the location's default pool");

    vms.advance(app.durations().vm_create - 1).await;
    assert_eq!(vms.status(&uuid(&vm)).await, "creating");
    vms.advance(1).await;
    assert_eq!(vms.status(&uuid(&vm)).await, "running");
}

#[tokio::test]
async fn the_default_location_is_the_slugless_path_and_locations_do_not_mix() {
    let app = TestApp::new();
    let tll = Vms::empty(&app, "/v1/tll").await;
    let default = tll.with("owner", "/v1").await;
    let jhv = tll.with("owner", "/v1/jhv").await;
    let vm = default.create(WEB1).await;
    assert_eq!(tll.list().await, default.list().await);
    assert_eq!(tll.list().await.len(), 1);
    assert!(jhv.list().await.is_empty());
    let elsewhere = jhv.get(&uuid(&vm)).await;
    assert_eq!(elsewhere.status, StatusCode::BAD_REQUEST);
    assert_eq!(elsewhere.json(), error(&msg::no_such_vm(&uuid(&vm))));
}

#[tokio::test]
async fn no_public_ip_key_without_a_reserved_address() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1").await;
    let vm = vms.create(&format!("{WEB1}&reserve_public_ip=false")).await;
    assert!(vm.get("public_ipv4").is_none());
}

#[tokio::test]
async fn stop_start_and_force_stop_move_on_the_clock() {
    let app = TestApp::new();
    let d = app.durations();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let id = uuid(&vms.create(WEB1).await);
    vms.advance(d.vm_create).await;

    let stopping = vms.act(&VM_STOP, &format!("uuid={id}")).await;
    assert_eq!(stopping.json()["status"], "stopping");
    vms.advance(d.vm_stop).await;
    assert_eq!(vms.status(&id).await, "stopped");

    let starting = vms.act(&VM_START, &format!("uuid={id}")).await;
    assert_eq!(starting.json()["status"], "starting");
    vms.advance(d.vm_start).await;
    assert_eq!(vms.status(&id).await, "running");

    let forced = vms.act(&VM_STOP, &format!("uuid={id}&force=true")).await;
    assert_eq!(forced.json()["status"], "stopped", "a forced stop pulls the plug at once");
}

#[tokio::test]
async fn a_guest_that_ignores_shutdown_is_forced_off_at_the_timeout() {
    let app = TestApp::new();
    let d = app.durations();
    let vms = Vms::empty(&app, "/v1").await;
    let id = uuid(&vms.create(WEB1).await);
    vms.advance(d.vm_create).await;
    let path = format!("/__sim/sessions/{}/vms/{id}/guest", vms.session);
    let set = app.call(&VM_GUEST_SET, &path, None, Some((JSON, r#"{"ignores_shutdown": true}"#))).await;
    assert_eq!(set.json(), json!({ "ignores_shutdown": true }));

    vms.act(&VM_STOP, &format!("uuid={id}")).await;
    vms.advance(d.vm_stop).await;
    assert_eq!(vms.status(&id).await, "stopping", "the guest ignored the ACPI shutdown");
    vms.advance(d.vm_forced_stop_after - d.vm_stop - 1).await;
    assert_eq!(vms.status(&id).await, "stopping");
    vms.advance(1).await;
    assert_eq!(vms.status(&id).await, "stopped", "forced at {} s", d.vm_forced_stop_after);

    let nope = format!("/__sim/sessions/{}/vms/nope/guest", vms.session);
    let unknown = app.call(&VM_GUEST_SET, &nope, None, Some((JSON, "{}"))).await;
    assert_eq!(unknown.status, StatusCode::BAD_REQUEST, "ignores_shutdown is required");
    let missing = app.call(&VM_GUEST_SET, &nope, None, Some((JSON, r#"{"ignores_shutdown": false}"#))).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(missing.json(), message(&msg::no_such_vm("nope")));
}

#[tokio::test]
async fn illegal_transitions_are_400s_that_change_nothing() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let id = uuid(&vms.create(WEB1).await);
    let before = vms.get(&id).await.text;
    let busy = vms.act(&VM_START, &format!("uuid={id}")).await;
    assert_eq!((busy.status, busy.json()), (StatusCode::BAD_REQUEST, error(&msg::busy("creating"))));
    assert_eq!(vms.get(&id).await.text, before);

    vms.advance(app.durations().vm_create).await;
    let running = vms.act(&VM_START, &format!("uuid={id}")).await;
    assert_eq!((running.status, running.json()), (StatusCode::BAD_REQUEST, error(msg::ALREADY_RUNNING)));
    vms.act(&VM_STOP, &format!("uuid={id}&force=1")).await;
    let stopped = vms.act(&VM_STOP, &format!("uuid={id}")).await;
    assert_eq!((stopped.status, stopped.json()), (StatusCode::BAD_REQUEST, error(msg::ALREADY_STOPPED)));
}

#[tokio::test]
async fn vcpu_and_ram_change_only_while_stopped_names_at_any_time() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1").await;
    let id = uuid(&vms.create(WEB1).await);
    vms.advance(app.durations().vm_create).await;
    let renamed = vms.act(&VM_UPDATE, &format!("uuid={id}&name=Web%20Two&description=new")).await.json();
    assert_eq!((renamed["name"].clone(), renamed["hostname"].clone()), (json!("Web Two"), json!("web-two")));
    let refused = vms.act(&VM_UPDATE, &format!("uuid={id}&vcpu=4")).await;
    assert_eq!((refused.status, refused.json()), (StatusCode::BAD_REQUEST, error(msg::RESIZE_NEEDS_STOPPED)));
    let unchanged = vms.act(&VM_UPDATE, &format!("uuid={id}&vcpu=2&ram=2048")).await;
    assert_eq!(unchanged.status, StatusCode::OK, "the same size is no resize");

    vms.act(&VM_STOP, &format!("uuid={id}&force=true")).await;
    let resized = vms.act(&VM_UPDATE, &format!("uuid={id}&vcpu=4&ram=4096")).await.json();
    assert_eq!((resized["vcpu"].clone(), resized["memory"].clone()), (json!(4), json!(4096)));
    let too_big = vms.act(&VM_UPDATE, &format!("uuid={id}&vcpu=99")).await;
    assert_eq!(too_big.json(), field("vcpu", &validation::at_most(16)));
}

#[tokio::test]
async fn the_login_changes_only_while_running() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let id = uuid(&vms.create(WEB1).await);
    let early = vms.act(&VM_USER_UPDATE, &format!("uuid={id}&password=NewSecret1")).await;
    assert_eq!((early.status, early.json()), (StatusCode::BAD_REQUEST, error(msg::PASSWORD_NEEDS_RUNNING)));
    vms.advance(app.durations().vm_create).await;
    let weak = vms.act(&VM_USER_UPDATE, &format!("uuid={id}&password=short")).await;
    assert_eq!(weak.json(), field("password", msg::PASSWORD_RULE));
    let done = vms.act(&VM_USER_UPDATE, &format!("uuid={id}&username=admin2&password=NewSecret1")).await;
    assert_eq!(done.json(), json!({ "success": true }));
    assert_eq!(vms.get(&id).await.json()["username"], "admin2");
}

#[tokio::test]
async fn a_deleted_vm_is_gone_from_lists_and_reads() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1").await;
    let id = uuid(&vms.create(WEB1).await);
    vms.advance(app.durations().vm_create).await;
    let deleted = vms.act(&VM_DELETE, &format!("uuid={id}")).await;
    assert_eq!(deleted.json(), json!({ "success": true }));
    assert!(vms.list().await.is_empty());
    let gone = vms.get(&id).await;
    assert_eq!((gone.status, gone.json()), (StatusCode::BAD_REQUEST, error(&msg::no_such_vm(&id))));
    let again = vms.act(&VM_DELETE, &format!("uuid={id}")).await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn reinstall_keeps_or_changes_the_os_and_runs_again() {
    let app = TestApp::new();
    let d = app.durations();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let id = uuid(&vms.create(WEB1).await);
    vms.advance(d.vm_create).await;
    let same = vms.act(&VM_REINSTALL, &format!("uuid={id}")).await.json();
    assert_eq!((same["status"].clone(), same["os_version"].clone()), (json!("reinstalling"), json!("24.04")));
    vms.advance(d.vm_create).await;
    let wrong = vms.act(&VM_REINSTALL, &format!("uuid={id}&os_name=debian&os_version=24.04")).await;
    assert_eq!(wrong.json(), json!({ "errors": { "os_version": validation::one_of_if("os_name", "debian", &["11", "12"]) } }));
    let windows = vms.act(&VM_REINSTALL, &format!("uuid={id}&os_name=windows&os_version=2022")).await.json();
    assert_eq!((windows["os_name"].clone(), windows["license_type"].clone()), (json!("windows"), json!("windows")));
    vms.advance(d.vm_create).await;
    assert_eq!(vms.status(&id).await, "running");
}

#[tokio::test]
async fn a_clone_is_a_new_vm_of_the_same_size_and_image() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1").await;
    let source = vms.create(WEB1).await;
    let busy = vms.act(&VM_CLONE, &format!("uuid={}&name=copy", uuid(&source))).await;
    assert_eq!(busy.json(), error(&msg::busy("creating")));
    vms.advance(app.durations().vm_create).await;
    let copy = vms.act(&VM_CLONE, &format!("uuid={}&name=copy", uuid(&source))).await.json();
    assert_eq!(copy["status"], "creating");
    assert_eq!(copy["name"], "copy");
    for field in ["vcpu", "memory", "os_name", "os_version", "designated_pool_uuid", "billing_account"] {
        assert_eq!(copy[field], source[field], "{field}");
    }
    assert_ne!(copy["uuid"], source["uuid"]);
    assert_ne!(copy["mac"], source["mac"]);
    assert_eq!(copy["storage"][0]["size"], source["storage"][0]["size"]);
    assert_eq!(vms.list().await.len(), 2);
}

#[tokio::test]
async fn backup_toggles() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let id = uuid(&vms.create(WEB1).await);
    assert_eq!(vms.act(&VM_BACKUP, &format!("uuid={id}")).await.json()["backup"], true);
    assert_eq!(vms.act(&VM_BACKUP, &format!("uuid={id}")).await.json()["backup"], false);
}

#[tokio::test]
async fn the_list_filters_by_billing_account() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1").await;
    let vm = vms.create(WEB1).await;
    let account = vm["billing_account"].as_u64().unwrap();
    let mine = vms.call(&VM_LIST, &format!("?billing_account_id={account}"), "").await.json();
    assert_eq!(mine.as_array().unwrap().len(), 1);
    let other = vms.call(&VM_LIST, "?billing_account_id=1", "").await.json();
    assert_eq!(other, json!([]));
}

#[tokio::test]
async fn the_demo_world_has_running_and_stopped_vms_in_every_open_location() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    for slug in ["tll", "jhv", "trtu", "jkt01"] {
        let list = app.call(&VM_LIST, &format!("/v1/{slug}/user-resource/vm/list"), Some(&key), None).await.json();
        // The second account's machine (the restriction story) runs in the default location.
        let main = list.as_array().unwrap().iter().filter(|vm| vm["name"] != "client-staging");
        let statuses: Vec<&str> = main.filter_map(|vm| vm["status"].as_str()).collect();
        // Web, database and a CI runner resting at the start; the first location's history
        // (`_history.yaml`) added a queue worker in the last month.
        let expected: &[&str] =
            if slug == "tll" { &["running", "running", "stopped", "running"] } else { &["running", "running", "stopped"] };
        assert_eq!(statuses, expected, "{slug}");
        let client = list.as_array().unwrap().iter().filter(|vm| vm["name"] == "client-staging").count();
        assert_eq!(client, usize::from(slug == "tll"), "{slug}");
    }
    let clock = app.get("/__sim/sessions/default/clock").await.json();
    // The next billing hour, and the next backup of the 2 VMs with backups on in each location;
    // and the next backup and maintenance of the demo's database and cluster.
    assert_eq!(clock["pending_events"], 9 + 2 * 2, "the demo VMs have settled before the start");
}

#[tokio::test]
async fn disks_are_added_grown_and_removed_but_never_shrink() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let vm = vms.create(WEB1).await;
    let id = uuid(&vm);
    let busy = vms.act(&VM_STORAGE_ADD, &format!("uuid={id}&size_gb=10")).await;
    assert_eq!(busy.json(), error(&msg::busy("creating")));
    vms.advance(app.durations().vm_create).await;

    let added = vms.act(&VM_STORAGE_ADD, &format!("uuid={id}&size_gb=10")).await.json();
    assert_eq!((added["name"].clone(), added["primary"].clone(), added["size"].clone()), (json!("sdb"), json!(false), json!(10)));
    let disk = uuid(&added);
    let grown = vms.act(&VM_STORAGE_RESIZE, &format!("uuid={id}&disk_uuid={disk}&size_gb=50")).await.json();
    assert_eq!(grown["size"], 50);
    let shrunk = vms.act(&VM_STORAGE_RESIZE, &format!("uuid={id}&disk_uuid={disk}&size_gb=20")).await;
    assert_eq!((shrunk.status, shrunk.json()), (StatusCode::BAD_REQUEST, field("size_gb", msg::DISK_ONLY_GROWS)));
    let huge = vms.act(&VM_STORAGE_ADD, &format!("uuid={id}&size_gb=5000")).await;
    assert_eq!(huge.json(), field("size_gb", &validation::at_most(1024)));
    assert_eq!(vms.get(&id).await.json()["storage"].as_array().unwrap().len(), 2);

    let boot = vm["storage"][0]["uuid"].as_str().unwrap();
    let kept = vms.act(&VM_STORAGE_REMOVE, &format!("uuid={id}&storage_uuid={boot}")).await;
    assert_eq!(kept.json(), error(msg::BOOT_DISK_STAYS));
    let removed = vms.act(&VM_STORAGE_REMOVE, &format!("uuid={id}&storage_uuid={disk}")).await;
    assert_eq!(removed.json(), json!({ "success": true }));
    let unknown = vms.act(&VM_STORAGE_REMOVE, &format!("uuid={id}&storage_uuid={disk}")).await;
    assert_eq!((unknown.status, unknown.json()), (StatusCode::BAD_REQUEST, error(&msg::no_such_disk(&disk))));
    let again = vms.act(&VM_STORAGE_ADD, &format!("uuid={id}&size_gb=5")).await.json();
    assert_eq!(again["name"], "sdb", "a removed disk's device name is free again");
}

#[tokio::test]
async fn unknown_and_foreign_vms_do_not_exist() {
    let app = TestApp::new();
    let owner = Vms::empty(&app, "/v1/tll").await;
    let colleague = owner.with("colleague", "/v1/tll").await;
    let id = uuid(&owner.create(WEB1).await);
    for (op, form) in [
        (&VM_START, format!("uuid={id}")),
        (&VM_STOP, format!("uuid={id}")),
        (&VM_DELETE, format!("uuid={id}")),
        (&VM_BACKUP, format!("uuid={id}")),
        (&VM_UPDATE, format!("uuid={id}&name=mine")),
    ] {
        let answer = colleague.act(op, &form).await;
        assert_eq!((answer.status, answer.json()), (StatusCode::BAD_REQUEST, error(&msg::no_such_vm(&id))), "{}", op.id);
    }
    assert!(colleague.list().await.is_empty());
    let unknown = owner.get("aaaaaaaa-1111-4222-8333-bbbbbbbbbbbb").await;
    assert_eq!(unknown.json(), error("No such virtual machine exists: aaaaaaaa-1111-4222-8333-bbbbbbbbbbbb"));
    let no_uuid = owner.call(&VM_GET, "", "").await;
    assert_eq!(no_uuid.json(), field("uuid", validation::REQUIRED));
}

#[tokio::test]
async fn a_fault_on_start_answers_the_documented_500_once() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let id = uuid(&vms.create(WEB1).await);
    vms.advance(app.durations().vm_create).await;
    vms.act(&VM_STOP, &format!("uuid={id}&force=true")).await;
    let rule = json!({ "path": "/v1/*/user-resource/vm/start", "status": 500, "error": msg::FAILED_TO_START, "times": 1 });
    app.control("POST", &format!("/__sim/sessions/{}/faults", vms.session), rule).await;
    let request = Request::post(format!("/v1/tll/user-resource/vm/start?uuid={id}")).header("apikey", &vms.key);
    let failed = app.send(request.body(Body::empty()).unwrap()).await;
    assert_eq!((failed.status.as_u16(), failed.json()), (500, error(msg::FAILED_TO_START)));
    assert_eq!(vms.status(&id).await, "stopped", "the fault stood in for the API");
    assert_eq!(vms.act(&VM_START, &format!("uuid={id}")).await.json()["status"], "starting");
}

#[tokio::test]
async fn the_same_seed_and_calls_give_the_same_vms() {
    async fn run() -> Vec<String> {
        let app = TestApp::new();
        let vms = Vms::empty(&app, "/v1/tll").await;
        let id = uuid(&vms.create(WEB1).await);
        vms.advance(app.durations().vm_create).await;
        vms.act(&VM_CLONE, &format!("uuid={id}&name=copy")).await;
        vec![vms.call(&VM_LIST, "", "").await.text]
    }
    assert_eq!(run().await, run().await);
}

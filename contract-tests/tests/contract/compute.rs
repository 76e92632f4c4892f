//! Compute: the VM catalogues, and every VM operation's happy path and documented errors, at
//! `/v1/tll/…` and at `/v1/…` (the default location). Every answer is checked against the
//! contract by `TestApp::call`.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::{Value, json};
use spec::compute::ops::*;
use spec::control::ops::VM_GUEST_SET;
use spec::error::{billing, compute as msg, validation};
use spec::routes::Operation;

use crate::harness::{Answer, FORM, JSON, TestApp, error, field, message, uuid};

/// A complete create form for the default brand.
pub(crate) const WEB1: &str =
    "name=web-1&os_name=ubuntu&os_version=24.04&username=mari&password=Secret123&vcpu=2&ram=2048&disks=40";

/// A caller of the VM routes in a session of its own, under one location prefix (`/v1/tll` or
/// `/v1`).
pub(crate) struct Vms<'a> {
    pub(crate) app: &'a TestApp,
    pub(crate) session: String,
    pub(crate) key: String,
    pub(crate) prefix: &'a str,
}

impl<'a> Vms<'a> {
    /// The owner of a fresh empty session: no demo VMs, a clock of its own.
    pub(crate) async fn empty(app: &'a TestApp, prefix: &'a str) -> Vms<'a> {
        let (session, key) = app.owner_in(json!({ "world": "empty" })).await;
        Vms { app, session, key, prefix }
    }

    /// Another user of the same session, or the same one under another prefix.
    pub(crate) async fn with(&self, role: &str, prefix: &'a str) -> Vms<'a> {
        let key = self.app.key_in(&self.session, role).await;
        Vms { app: self.app, session: self.session.clone(), key, prefix }
    }

    pub(crate) async fn call(&self, op: &Operation, suffix: &str, form: &str) -> Answer {
        let path = format!("{}{}{suffix}", self.prefix, op.path);
        let body = (!form.is_empty()).then_some((FORM, form));
        self.app.call(op, &path, Some(&self.key), body).await
    }

    pub(crate) async fn create(&self, form: &str) -> Value {
        let answer = self.call(&VM_CREATE, "", form).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.text);
        answer.json()
    }

    pub(crate) async fn get(&self, uuid: &str) -> Answer {
        self.call(&VM_GET, &format!("?uuid={uuid}"), "").await
    }

    pub(crate) async fn status(&self, uuid: &str) -> Value {
        self.get(uuid).await.json()["status"].clone()
    }

    pub(crate) async fn list(&self) -> Vec<Value> {
        self.call(&VM_LIST, "", "").await.json().as_array().cloned().unwrap_or_default()
    }

    pub(crate) async fn act(&self, op: &Operation, form: &str) -> Answer {
        self.call(op, "", form).await
    }

    pub(crate) async fn advance(&self, seconds: u32) {
        self.app.advance(&self.session, seconds.into()).await;
    }

    pub(crate) async fn edit_world(&self, edit: impl FnOnce(&mut Value)) {
        self.app.edit_world(&self.session, edit).await;
    }

    pub(crate) async fn world(&self) -> Value {
        self.app.world(&self.session).await
    }
}

// ---- catalogues -------------------------------------------------------------------------------

#[tokio::test]
async fn vm_images_are_public_with_one_default_apps_and_a_licensed_windows() {
    let app = TestApp::new();
    let images = app.call(&VM_IMAGES, "/v1/config/vm_images", None, None).await.json();
    let images = images.as_array().unwrap();
    let defaults: Vec<&Value> = images.iter().filter(|i| i["is_default"] == true).collect();
    assert_eq!(defaults.len(), 1);
    assert_eq!(defaults[0]["os_name"], "ubuntu");
    assert!(images.iter().any(|i| i["is_app_catalog"] == true), "pilvio enables the application catalogue");
    let windows = images.iter().find(|i| i["os_name"] == "windows").unwrap();
    assert_eq!(windows["license_type"], "windows");
    assert!(images.iter().filter(|i| i["os_name"] != "windows").all(|i| i.get("license_type").is_none()));
}

#[tokio::test]
async fn a_site_without_vm_apps_lists_and_accepts_no_app_images() {
    let app = TestApp::new();
    let (_, key) = app.owner_in(json!({ "brand": "rackdog" })).await;
    let images = app.call(&VM_IMAGES, "/v1/config/vm_images", Some(&key), None).await.json();
    assert!(images.as_array().unwrap().iter().all(|i| i["is_app_catalog"] == false));
    let form = WEB1.replace("os_name=ubuntu&os_version=24.04", "os_name=docker&os_version=27");
    let refused = app.call(&VM_CREATE, "/v1/user-resource/vm", Some(&key), Some((FORM, &form))).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    assert!(refused.json()["errors"]["os_name"].as_str().unwrap().starts_with("value must be one from the list ['ubuntu'"));
}

#[tokio::test]
async fn boot_images_list_installers_and_tools() {
    let app = TestApp::new();
    let media = app.call(&BOOT_IMAGES, "/v1/config/boot_images", None, None).await.json();
    let media = media.as_array().unwrap();
    assert!(media.iter().any(|m| m["is_installation_media"] == true));
    assert!(media.iter().any(|m| m["is_installation_media"] == false));
    assert!(media.iter().any(|m| m["is_published"] == false), "retired media stay listed");
}

#[tokio::test]
async fn vm_parameters_carry_the_os_limits_and_the_live_ssh_pattern() {
    let app = TestApp::new();
    let params = app.call(&VM_PARAMETERS, "/v1/api/parameters/vm", None, None).await.json();
    let by_name = |name: &str| params.as_array().unwrap().iter().find(|p| p["parameter"] == name).cloned().unwrap();
    let os_version = by_name("os_version");
    assert_eq!(os_version["limited_by"], "os_name");
    let ubuntu = os_version["limits"].as_array().unwrap().iter().find(|l| l["os_name"] == "ubuntu").unwrap();
    assert_eq!(ubuntu["values"], json!(["20.04", "22.04", "24.04"]));
    assert_eq!(os_version["ignore_for"], json!(["disk_uuid", "source_uuid"]), "as the live list has it");
    let key = by_name("public_key");
    assert_eq!(key["constraint"], "regexp");
    assert_eq!(key["mandatory"], false);
    assert_eq!(key["expression"], r"^(ssh-(rsa|dsa|ecdsa|ed25519)|ecdsa-sha2-nistp[0-9]+) [A-Za-z0-9+/]+[=]{0,3}(\s.*)?$");
    assert!(params.as_array().unwrap().iter().all(|p| !["vcpu", "ram", "disks"].contains(&p["parameter"].as_str().unwrap())));
}

// ---- the lifecycle ----------------------------------------------------------------------------

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
        assert_eq!(statuses, ["running", "running", "stopped"], "{slug}");
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

// ---- snapshots and backups --------------------------------------------------------------------

/// One week, the backup cadence (resource seed §9).
const WEEK: u32 = 7 * 24 * 3600;

impl Vms<'_> {
    /// A running VM from `WEB1`.
    pub(crate) async fn running(&self) -> Value {
        let vm = self.create(WEB1).await;
        self.advance(self.app.durations().vm_create).await;
        vm
    }

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

// ---- who may see what -------------------------------------------------------------------------

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

// ---- create rules -----------------------------------------------------------------------------

async fn refused(form: &str) -> Value {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let answer = vms.act(&VM_CREATE, form).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{}", answer.text);
    assert!(vms.list().await.is_empty(), "a refused create leaves nothing behind");
    answer.json()
}

#[tokio::test]
async fn create_requires_the_os_login_size_and_disk() {
    let body = refused("name=bare&vcpu=1&ram=1024").await;
    let required = validation::REQUIRED;
    assert_eq!(
        body,
        json!({ "errors": { "disks": required, "os_name": required, "os_version": required, "password": required, "username": required } })
    );
    let schema = refused("os_name=ubuntu").await;
    assert_eq!(schema, json!({ "errors": { "name": required, "ram": required, "vcpu": required } }));
}

#[tokio::test]
async fn create_names_the_versions_of_the_chosen_os() {
    let body = refused(&WEB1.replace("os_version=24.04", "os_version=24.04-lts")).await;
    assert_eq!(
        body,
        json!({ "errors": { "os_version": "if 'os_name=ubuntu' then value must be one from the list ['20.04', '22.04', '24.04']" } })
    );
}

#[tokio::test]
async fn create_checks_keys_logins_and_cloud_init() {
    let body =
        refused(&format!("{WEB1}&public_key=ssh-rsa%20AAAA!!public_key=ssh-rsa%20not%20base64!&cloud_init=runcmd:%20[ls]")).await;
    assert_eq!(body, json!({ "errors": { "cloud_init": msg::CLOUD_INIT_JSON, "public_key": msg::SSH_KEY_PATTERN } }));
    let root = refused(&WEB1.replace("username=mari", "username=root")).await;
    assert_eq!(root, field("username", msg::USERNAME_RULE));
    let weak = refused(&WEB1.replace("Secret123", "secret123")).await;
    assert_eq!(weak, field("password", msg::PASSWORD_RULE));
}

#[tokio::test]
async fn create_accepts_repeated_keys_and_a_json_cloud_init() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1").await;
    let keys = "public_keys=ssh-ed25519%20AAAAC3NzaC1lZDI1NTE5AAAAIG%20a@b&public_keys=ssh-rsa%20AAAAB3NzaC1yc2E%3D";
    let cloud_init = "cloud_init=%7B%22runcmd%22%3A%5B%22ls%22%5D%7D";
    vms.create(&format!("{WEB1}&{keys}&{cloud_init}")).await;
}

#[tokio::test]
async fn create_reads_a_json_body_too() {
    let app = TestApp::new();
    let key = app.key("owner").await;
    let body = json!({"name": "api-1", "os_name": "debian", "os_version": "12", "username": "deploy", "password": "Secret123",
                      "vcpu": 1, "ram": 1024, "disks": 20, "reserve_public_ip": false, "backup": true});
    let vm = app.call(&VM_CREATE, "/v1/user-resource/vm", Some(&key), Some((JSON, &body.to_string()))).await.json();
    assert_eq!((vm["os_name"].clone(), vm["backup"].clone()), (json!("debian"), json!(true)));
}

#[tokio::test]
async fn create_keeps_to_the_pools_guest_limits() {
    let body = refused(&WEB1.replace("vcpu=2", "vcpu=17").replace("ram=2048", "ram=256").replace("disks=40", "disks=10")).await;
    assert_eq!(
        body,
        json!({ "errors": { "disks": validation::at_least(20), "ram": validation::at_least(512), "vcpu": validation::at_most(16) } })
    );
}

#[tokio::test]
async fn create_places_the_vm_in_a_pool_of_the_location() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let pools = app.call(&HOST_POOLS, "/v1/tll/user-resource/host_pool/list", Some(&vms.key), None).await.json();
    let foreign = app.call(&HOST_POOLS, "/v1/jhv/user-resource/host_pool/list", Some(&vms.key), None).await.json();
    let other = pools.as_array().unwrap().last().unwrap();
    let vm = vms.create(&format!("{WEB1}&designated_pool_uuid={}", other["uuid"].as_str().unwrap())).await;
    assert_eq!(vm["designated_pool_name"], other["name"]);
    let jhv_pool = foreign[0]["uuid"].as_str().unwrap();
    let answer = vms.act(&VM_CREATE, &format!("{WEB1}&designated_pool_uuid={jhv_pool}")).await;
    assert_eq!(answer.json(), field("designated_pool_uuid", &msg::no_such_host_pool(jhv_pool)));
}

#[tokio::test]
async fn create_needs_an_active_billing_account_of_the_caller() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1").await;
    let whole = vms.act(&VM_CREATE, &format!("{WEB1}&billing_account_id=abc")).await;
    assert_eq!(whole.json(), field("billing_account_id", validation::WHOLE_NUMBER));
    let unknown = vms.act(&VM_CREATE, &format!("{WEB1}&billing_account_id=42")).await;
    assert_eq!(unknown.json(), field("billing_account_id", &billing::no_such_account(42)));
    vms.edit_world(|world| {
        for account in world["billing_accounts"].as_object_mut().unwrap().values_mut() {
            account["status"] = json!("SUSPENDED");
        }
    })
    .await;
    let inactive = vms.act(&VM_CREATE, WEB1).await;
    assert_eq!((inactive.status, inactive.json()), (StatusCode::BAD_REQUEST, error(billing::ACCOUNT_INACTIVE)));
}

#[tokio::test]
async fn a_full_pool_answers_high_demand() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    vms.create(WEB1).await;
    vms.edit_world(|world| {
        for pool in world["host_pools"].as_object_mut().unwrap().values_mut() {
            pool["capacity"]["vcpu"] = json!(3);
        }
    })
    .await;
    let full = vms.act(&VM_CREATE, &WEB1.replace("web-1", "web-2")).await;
    assert_eq!((full.status, full.json()), (StatusCode::BAD_REQUEST, error(msg::HIGH_DEMAND)));
    vms.create(&WEB1.replace("vcpu=2", "vcpu=1")).await;
}

#[tokio::test]
async fn a_location_closed_for_new_resources_refuses_creates() {
    let app = TestApp::new();
    let (_, key) = app.owner_in(json!({ "brand": "denvr" })).await;
    let answer = app.call(&VM_CREATE, "/v1/phx01/user-resource/vm", Some(&key), Some((FORM, WEB1))).await;
    assert_eq!((answer.status, answer.json()), (StatusCode::BAD_REQUEST, error(msg::CREATE_DISABLED)));
    let open = app.call(&VM_CREATE, "/v1/hou01/user-resource/vm", Some(&key), Some((FORM, WEB1))).await;
    assert_eq!(open.status, StatusCode::OK);
}

// ---- faults and determinism -------------------------------------------------------------------

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

//! Standalone disks (`storage/disks`) and attaching them to VMs: every operation's happy path
//! and documented errors, with the world unchanged by each refusal.

use axum::http::StatusCode;
use serde_json::{Value, json};
use spec::access::ops::TOKEN_CREATE;
use spec::billing::ops::ACCOUNT_LIST;
use spec::compute::ops::*;
use spec::error::{compute as msg, validation};
use spec::routes::Operation;

use crate::compute::{Vms, WEB1};
use crate::harness::{Answer, FORM, error, message, uuid};

impl Vms<'_> {
    /// Calls a disk operation; `{uuid}` in its path becomes `disk`.
    pub(crate) async fn disk(&self, op: &Operation, disk: &str, form: &str) -> Answer {
        let path = format!("{}{}", self.prefix, op.path.replace("{uuid}", disk));
        let body = (!form.is_empty()).then_some((FORM, form));
        self.app.call(op, &path, Some(&self.key), body).await
    }

    pub(crate) async fn account(&self) -> u64 {
        let accounts = self.app.call(&ACCOUNT_LIST, "/v1/payment/billing_account/list", Some(&self.key), None).await.json();
        accounts[0]["id"].as_u64().expect("the owner has an account")
    }

    /// A new disk of the owner's account.
    pub(crate) async fn new_disk(&self, form: &str) -> Value {
        let account = self.account().await;
        let answer = self.disk(&DISK_CREATE, "", &format!("billing_account_id={account}&{form}")).await;
        assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.text);
        answer.json()
    }
}

#[tokio::test]
async fn a_disk_is_created_listed_renamed_grown_and_deleted_to_a_tombstone() {
    let app = crate::harness::TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let disk = vms.new_disk("size_gb=20&display_name=data").await;
    assert_eq!(
        (disk["status"].clone(), disk["size_gb"].clone(), disk["source_image_type"].clone(), disk["attached_to"].clone()),
        (json!("Active"), json!(20), json!("EMPTY"), Value::Null)
    );
    assert!(disk["created_at"].as_str().unwrap().ends_with("+0000"), "ISO with an offset: {disk}");
    let id = uuid(&disk);
    let listed = vms.disk(&DISK_LIST, "", "").await.json();
    assert_eq!(listed.as_array().unwrap().len(), 1);
    assert_eq!(vms.disk(&DISK_GET, &id, "").await.json(), disk);
    let changed = vms.disk(&DISK_UPDATE, &id, "display_name=logs&size_gb=30").await.json();
    assert_eq!((changed["display_name"].clone(), changed["size_gb"].clone()), (json!("logs"), json!(30)));
    let deleted = vms.disk(&DISK_DELETE, &id, "").await;
    assert_eq!((deleted.status, deleted.text.as_str()), (StatusCode::NO_CONTENT, ""));
    let tombstone = vms.disk(&DISK_GET, &id, "").await.json();
    assert_eq!(tombstone["status"], "Deleted");
    assert!(tombstone["deleted_at"].is_string());
    let again = vms.disk(&DISK_DELETE, &id, "").await;
    assert_eq!((again.status, again.json()), (StatusCode::NOT_FOUND, message(msg::DISK_NOT_FOUND)));
}

#[tokio::test]
async fn disks_copy_images_disks_and_snapshots_at_least_as_large() {
    let app = crate::harness::TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let os = vms.new_disk("size_gb=20&source_image_type=OS_BASE&source_image=ubuntu_24.04").await;
    assert_eq!(os["source_image"], "ubuntu_24.04");
    let copy = vms.new_disk(&format!("size_gb=20&source_image_type=DISK&source_image={}", uuid(&os))).await;
    assert_eq!(copy["source_image_type"], "DISK");
    let vm = vms.running().await;
    let snapshot = vms.act(&VM_REPLICA_CREATE, &format!("uuid={}", uuid(&vm))).await.json();
    let restored = vms.new_disk(&format!("size_gb=40&source_image_type=SNAPSHOT&source_image={}", uuid(&snapshot))).await;
    assert_eq!(restored["source_image"], snapshot["uuid"]);
}

#[tokio::test]
async fn refused_disk_calls_answer_the_message_and_change_nothing() {
    let app = crate::harness::TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let id = uuid(&vms.new_disk("size_gb=20").await);
    let account = vms.account().await;
    let before = vms.world().await;
    let field = |f: &str, m: &str| message(&format!("'{f}': {m}"));
    for (op, disk, form, status, body) in [
        (&DISK_CREATE, "", "size_gb=10".to_string(), StatusCode::BAD_REQUEST, message(msg::BILLING_ACCOUNT_REQUIRED)),
        (
            &DISK_CREATE,
            "",
            format!("billing_account_id={account}&size_gb=0"),
            StatusCode::BAD_REQUEST,
            field("size_gb", &validation::at_least(1)),
        ),
        (
            &DISK_CREATE,
            "",
            format!("billing_account_id={account}&size_gb=5000"),
            StatusCode::BAD_REQUEST,
            field("size_gb", &validation::at_most(1024)),
        ),
        (
            &DISK_CREATE,
            "",
            format!("billing_account_id={account}&size_gb=10&source_image_type=DISK"),
            StatusCode::BAD_REQUEST,
            field("source_image", validation::REQUIRED),
        ),
        (
            &DISK_CREATE,
            "",
            format!("billing_account_id={account}&size_gb=10&source_image_type=OS_BASE&source_image=beos_5"),
            StatusCode::BAD_REQUEST,
            field("source_image", &msg::no_such_image("beos_5")),
        ),
        (
            &DISK_CREATE,
            "",
            format!("billing_account_id={account}&size_gb=10&source_image_type=DISK&source_image={id}"),
            StatusCode::BAD_REQUEST,
            field("size_gb", &validation::at_least(20)),
        ),
        (&DISK_UPDATE, id.as_str(), "size_gb=20".to_string(), StatusCode::BAD_REQUEST, field("size_gb", msg::DISK_ONLY_GROWS)),
        (
            &DISK_UPDATE,
            id.as_str(),
            "billing_account_id=42".to_string(),
            StatusCode::BAD_REQUEST,
            field("billing_account_id", &spec::error::billing::no_such_account(42)),
        ),
        (&DISK_GET, "aaaaaaaa-1111-4222-8333-bbbbbbbbbbbb", String::new(), StatusCode::NOT_FOUND, message(msg::DISK_NOT_FOUND)),
        (
            &DISK_DELETE,
            "aaaaaaaa-1111-4222-8333-bbbbbbbbbbbb",
            String::new(),
            StatusCode::NOT_FOUND,
            message(msg::DISK_NOT_FOUND),
        ),
    ] {
        let answer = vms.disk(op, disk, &form).await;
        assert_eq!((answer.status, answer.json()), (status, body), "{} {form}", op.id);
    }
    assert_eq!(vms.world().await, before);
}

#[tokio::test]
async fn a_restricted_token_creates_without_naming_its_account_and_sees_only_its_disks() {
    let app = crate::harness::TestApp::new();
    let owner = Vms::empty(&app, "/v1/tll").await;
    let account = owner.account().await;
    let tokens = owner
        .app
        .call(
            &TOKEN_CREATE,
            "/v1/user-resource/token",
            Some(&owner.key),
            Some((FORM, &format!("restricted=true&billing_account_id={account}"))),
        )
        .await
        .json();
    let secret = tokens.as_array().unwrap().last().unwrap()["token"].as_str().unwrap().to_string();
    let restricted = Vms { app: &app, session: owner.session.clone(), key: secret, prefix: "/v1/tll" };
    let created = restricted.disk(&DISK_CREATE, "", "size_gb=10").await;
    assert_eq!((created.status, created.json()["billing_account_id"].clone()), (StatusCode::CREATED, json!(account)));
    let colleague = owner.with("colleague", "/v1/tll").await;
    let foreign = colleague.disk(&DISK_GET, &uuid(&created.json()), "").await;
    assert_eq!((foreign.status, foreign.json()), (StatusCode::NOT_FOUND, message(msg::DISK_NOT_FOUND)));
    assert_eq!(colleague.disk(&DISK_LIST, "", "").await.json(), json!([]));
}

#[tokio::test]
async fn attach_and_detach_keep_the_vm_rows_and_the_disk_record_in_agreement() {
    let app = crate::harness::TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let vm = vms.create(WEB1).await;
    let (vm_id, disk_id) = (uuid(&vm), uuid(&vms.new_disk("size_gb=30").await));
    let form = format!("uuid={vm_id}&storage_uuid={disk_id}");
    let busy = vms.act(&VM_STORAGE_ATTACH, &form).await;
    assert_eq!((busy.status, busy.json()), (StatusCode::BAD_REQUEST, error(&msg::busy("creating"))));
    vms.advance(app.durations().vm_create).await;

    let row = vms.act(&VM_STORAGE_ATTACH, &form).await.json();
    assert_eq!(
        (row["uuid"].clone(), row["name"].clone(), row["size"].clone(), row["primary"].clone()),
        (json!(disk_id), json!("sdb"), json!(30), json!(false))
    );
    let disk = vms.disk(&DISK_GET, &disk_id, "").await.json();
    assert_eq!((disk["status"].clone(), disk["attached_to"].clone()), (json!("Reserved"), json!(vm_id)));
    vms.disk(&DISK_UPDATE, &disk_id, "size_gb=40").await;
    assert_eq!(vms.get(&vm_id).await.json()["storage"][1]["size"], 40, "the VM's row grows with the disk");

    let before = vms.world().await;
    let boot = vm["storage"][0]["uuid"].as_str().unwrap();
    for (op, form, status, body) in [
        (&VM_STORAGE_ATTACH, form.clone(), StatusCode::BAD_REQUEST, error(msg::DISK_ALREADY_ATTACHED)),
        (
            &VM_STORAGE_ATTACH,
            format!("uuid={vm_id}&storage_uuid={boot}"),
            StatusCode::BAD_REQUEST,
            error(&msg::no_such_disk(boot)),
        ),
        (
            &VM_STORAGE_DETACH,
            format!("uuid={vm_id}&storage_uuid={boot}"),
            StatusCode::BAD_REQUEST,
            error(msg::DISK_NOT_DETACHABLE),
        ),
    ] {
        let answer = vms.act(op, &form).await;
        assert_eq!((answer.status, answer.json()), (status, body), "{} {form}", op.id);
    }
    let attached = vms.disk(&DISK_DELETE, &disk_id, "").await;
    assert_eq!((attached.status, attached.json()), (StatusCode::CONFLICT, message(msg::DISK_ATTACHED)));
    assert_eq!(vms.world().await, before);

    assert_eq!(vms.act(&VM_STORAGE_DETACH, &form).await.json(), json!({ "success": true }));
    assert_eq!(vms.disk(&DISK_GET, &disk_id, "").await.json()["status"], "Active");
    assert_eq!(vms.get(&vm_id).await.json()["storage"].as_array().unwrap().len(), 1);
    vms.act(&VM_STORAGE_ATTACH, &form).await;
    vms.act(&VM_DELETE, &format!("uuid={vm_id}")).await;
    let freed = vms.disk(&DISK_GET, &disk_id, "").await.json();
    assert_eq!(
        (freed["status"].clone(), freed["attached_to"].clone()),
        (json!("Active"), Value::Null),
        "a deleted VM lets its disks go"
    );
}

#[tokio::test]
async fn an_unknown_source_type_names_the_four_kinds() {
    let app = crate::harness::TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let answer = vms.disk(&DISK_CREATE, "", "billing_account_id=1&size_gb=1&source_image_type=ISO").await;
    let kinds = validation::one_of(&["OS_BASE", "DISK", "SNAPSHOT", "EMPTY"]);
    assert_eq!((answer.status, answer.json()), (StatusCode::BAD_REQUEST, message(&format!("'source_image_type': {kinds}"))));
}

#[tokio::test]
async fn a_vms_boot_disk_is_listed_as_os_base_with_its_snapshots_and_changes_only_with_the_vm() {
    let app = crate::harness::TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let vm = vms.running().await;
    let (vm_id, boot) = (uuid(&vm), vm["storage"][0]["uuid"].as_str().unwrap().to_string());
    let snapshot = uuid(&vms.act(&VM_REPLICA_CREATE, &format!("uuid={vm_id}")).await.json());
    let data = vms.new_disk("size_gb=10").await;
    let listed = vms.disk(&DISK_LIST, "", "").await.json();
    let rows = listed.as_array().unwrap();
    assert_eq!(rows.iter().map(uuid).collect::<Vec<_>>(), [boot.clone(), uuid(&data)], "oldest first");
    let row = &rows[0];
    assert_eq!(
        (
            row["status"].clone(),
            row["source_image_type"].clone(),
            row["source_image"].clone(),
            row["attached_to"].clone(),
            row["size_gb"].clone()
        ),
        (json!("Reserved"), json!("OS_BASE"), json!("ubuntu_24.04"), json!(vm_id), json!(40))
    );
    assert!(row.get("display_name").is_none(), "live boot disks have no display name: {row}");
    assert_eq!((row["snapshots"][0]["uuid"].clone(), row["snapshots"][0]["disk_uuid"].clone()), (json!(snapshot), json!(boot)));
    assert_eq!(rows[1]["snapshots"], json!([]));
    assert_eq!(&vms.disk(&DISK_GET, &boot, "").await.json(), row);

    let before = vms.world().await;
    for (op, form) in [(&DISK_UPDATE, "size_gb=60"), (&DISK_DELETE, "")] {
        let answer = vms.disk(op, &boot, form).await;
        assert_eq!((answer.status, answer.json()), (StatusCode::CONFLICT, message(msg::BOOT_DISK_OF_VM)), "{}", op.id);
    }
    assert_eq!(vms.world().await, before);
    vms.act(&VM_STORAGE_RESIZE, &format!("uuid={vm_id}&disk_uuid={boot}&size_gb=60")).await;
    vms.act(&VM_REPLICA_DELETE, &format!("replica_uuid={snapshot}&type=snapshot")).await;
    let grown = vms.disk(&DISK_GET, &boot, "").await.json();
    assert_eq!((grown["size_gb"].clone(), grown["snapshots"].clone()), (json!(60), json!([])), "the row follows the VM");

    vms.act(&VM_DELETE, &format!("uuid={vm_id}")).await;
    let tombstone = vms.disk(&DISK_GET, &boot, "").await.json();
    assert_eq!((tombstone["status"].clone(), tombstone["attached_to"].clone()), (json!("Deleted"), Value::Null));
    assert!(tombstone["deleted_at"].is_string());
}

#[tokio::test]
async fn a_vm_boots_from_a_free_disk_which_becomes_its_boot_disk() {
    let app = crate::harness::TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let disk_id = uuid(&vms.new_disk("size_gb=30&display_name=golden").await);
    let form = WEB1.replace("&disks=40", &format!("&disk_uuid={disk_id}"));

    // An unknown disk is refused at the field, and nothing changes.
    let before = vms.world().await;
    let refused = vms.act(&VM_CREATE, &WEB1.replace("&disks=40", "&disk_uuid=no-such-disk")).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.text);
    assert_eq!(refused.json()["errors"]["disk_uuid"], json!(msg::no_such_disk("no-such-disk")));
    assert_eq!(vms.world().await, before);

    let vm = vms.create(&form).await;
    assert_eq!(
        (vm["storage"][0]["uuid"].clone(), vm["storage"][0]["size"].clone(), vm["storage"][0]["primary"].clone()),
        (json!(disk_id), json!(30), json!(true))
    );
    let listed = vms.disk(&DISK_GET, &disk_id, "").await.json();
    assert_eq!(listed["attached_to"], json!(uuid(&vm)), "listed as the VM's boot disk: {listed}");
    let again = vms.act(&VM_CREATE, &form.replace("web-1", "web-2")).await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST, "a disk boots one VM: {}", again.text);
}

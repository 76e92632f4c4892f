//! `vm/boot_iso_media`: a VM boots from ISO media for one launch, then from its disk again; and
//! every documented refusal, with the world unchanged.

use axum::http::StatusCode;
use serde_json::{Value, json};
use spec::compute::ops::*;
use spec::error::{billing, compute as msg, validation};

use crate::compute::{Vms, WEB1};
use crate::harness::{TestApp, error, field, uuid};

/// Published media of the platform's catalogue, and the retired installer it still lists.
async fn media(vms: &Vms<'_>) -> (String, String) {
    let images = vms.app.call(&BOOT_IMAGES, "/v1/config/boot_images", None, None).await.json();
    let pick = |published: bool| {
        let images = images.as_array().unwrap().iter();
        uuid(images.clone().find(|i| i["is_published"] == published).expect("the catalogue has both kinds"))
    };
    (pick(true), pick(false))
}

#[tokio::test]
async fn iso_media_boot_one_launch_and_the_next_boots_from_disk() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let id = uuid(&vms.running().await);
    let (rescue, _) = media(&vms).await;
    let d = app.durations();

    let booted = vms.act(&VM_BOOT_ISO, &format!("uuid={id}&boot_image_uuid={rescue}")).await.json();
    assert_eq!((booted["status"].clone(), booted["boot_image_uuid"].clone()), (json!("starting"), json!(rescue)));
    vms.advance(d.vm_start).await;
    let running = vms.get(&id).await.json();
    assert_eq!((running["status"].clone(), running["boot_image_uuid"].clone()), (json!("running"), json!(rescue)));

    vms.act(&VM_STOP, &format!("uuid={id}&force=true")).await;
    assert!(vms.get(&id).await.json().get("boot_image_uuid").is_none(), "the launch is over");
    vms.act(&VM_START, &format!("uuid={id}")).await;
    vms.advance(d.vm_start).await;
    let again = vms.get(&id).await.json();
    assert_eq!((again["status"].clone(), again.get("boot_image_uuid")), (json!("running"), None), "from the disk");

    // A stopped VM is started from the media.
    vms.act(&VM_STOP, &format!("uuid={id}&force=true")).await;
    let started = vms.act(&VM_BOOT_ISO, &format!("uuid={id}&boot_image_uuid={rescue}&boot_image_repository=platform")).await;
    assert_eq!(started.json()["status"], "starting");
}

#[tokio::test]
async fn refused_iso_boots_name_the_field_or_the_status_and_change_nothing() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let (rescue, retired) = media(&vms).await;
    let creating = uuid(&vms.create(WEB1).await);
    let missing = "aaaaaaaa-1111-4222-8333-bbbbbbbbbbbb";
    let before = vms.world().await;
    for (form, body) in [
        (format!("uuid={missing}&boot_image_uuid={rescue}"), error(&msg::no_such_vm(missing))),
        (format!("uuid={creating}"), field("boot_image_uuid", validation::REQUIRED)),
        (format!("uuid={creating}&boot_image_uuid={missing}"), field("boot_image_uuid", &msg::no_such_boot_image(missing))),
        (format!("uuid={creating}&boot_image_uuid={retired}"), field("boot_image_uuid", &msg::no_such_boot_image(&retired))),
        (
            format!("uuid={creating}&boot_image_uuid={rescue}&boot_image_repository=private"),
            field("boot_image_uuid", &msg::no_such_boot_image(&rescue)),
        ),
        (
            format!("uuid={creating}&boot_image_uuid={rescue}&boot_image_repository=usb"),
            field("boot_image_repository", &validation::one_of(&["platform", "private"])),
        ),
        (format!("uuid={creating}&boot_image_uuid={rescue}"), error(&msg::busy("creating"))),
    ] {
        let answer = vms.act(&VM_BOOT_ISO, &form).await;
        assert_eq!((answer.status, answer.json()), (StatusCode::BAD_REQUEST, body), "{form}");
    }
    assert_eq!(vms.world().await, before);
}

#[tokio::test]
async fn a_frozen_account_cannot_boot_its_vm_from_media() {
    let app = TestApp::new();
    let vms = Vms::empty(&app, "/v1/tll").await;
    let id = uuid(&vms.running().await);
    let (rescue, _) = media(&vms).await;
    vms.edit_world(|world| {
        for account in world["billing_accounts"].as_object_mut().unwrap().values_mut() {
            account["restriction_level"] = Value::from("FROZEN");
        }
    })
    .await;
    let answer = vms.act(&VM_BOOT_ISO, &format!("uuid={id}&boot_image_uuid={rescue}")).await;
    assert_eq!((answer.status, answer.json()), (StatusCode::BAD_REQUEST, error(&billing::frozen("FROZEN"))));
}

//! Compute: the VM catalogues, and every VM operation's happy path and documented errors, at
//! `/v1/tll/…` and at `/v1/…` (the default location), with the VM's disks, interfaces, replicas,
//! boot media and moves between accounts. Every answer is checked against the contract by
//! `TestApp::call`. `Vms`, the caller of a session of its own, serves the other areas' tests too.

use axum::http::StatusCode;
use serde_json::{Value, json};
use spec::compute::ops::*;
use spec::routes::Operation;

use crate::harness::{Answer, FORM, TestApp};

mod boot_iso;
mod catalogues;
mod create;
mod disk;
mod interface;
mod lifecycle;
mod moves;
mod replicas;

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

    /// A running VM from `WEB1`.
    pub(crate) async fn running(&self) -> Value {
        let vm = self.create(WEB1).await;
        self.advance(self.app.durations().vm_create).await;
        vm
    }
}

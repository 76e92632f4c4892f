//! One walk: steps the model says are possible, chosen with a seeded RNG and steered toward what
//! the walks so far have not reached, each written as a scenario step whose `expect` is the
//! model's prediction. Time passes by `until` (polling a VM until the status the model says it
//! settles in) or by `advance` followed by a read of every VM the model says changed.

use std::collections::BTreeSet;
use std::fmt::Write;

use rand::Rng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};
use spec::compute::DiskStatus;
use spec::compute::VmStatus::{self, Deleted, Running, Stopped};
use spec::routes::OPERATIONS;

use super::super::coverage::operation_of;
use super::vm::{DISK_GB, Model, Step};
use crate::domain::machines::wire;

/// How often an `until` polls a VM (seconds of the session's clock).
const EVERY: i64 = 5;

/// A step the walk may take: one of the model's, or a wait for VM `i` to settle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Move {
    Model(Step),
    Settle(usize),
}

/// A walk being written: the model's state, the YAML so far, and what it predicts it reaches.
pub struct Walk {
    pub model: Model,
    location: String,
    yaml: String,
    /// Per VM, the statuses it went through (the model's), for transition pairs.
    pub paths: Vec<Vec<VmStatus>>,
    /// Moves taken.
    pub steps: usize,
    /// Each operation tried on a VM with the status it had (`vm_start when stopping`).
    pub tried: BTreeSet<String>,
}

/// What a call is: method, path (with `{{vars}}`), who calls, its body.
struct Call {
    method: &'static str,
    path: String,
    user: bool,
    form: Option<Value>,
    json: Option<Value>,
}

impl Call {
    fn vm(method: &'static str, tail: &str, location: &str, form: Value) -> Call {
        Call { method, path: format!("/v1/{location}/user-resource/vm{tail}"), user: true, form: Some(form), json: None }
    }

    /// The contract's operation for this call and the status it answers when accepted.
    fn operation(&self) -> Option<(&'static str, u16)> {
        let concrete: String =
            self.path.split('/').map(|s| if s.starts_with("{{") { "x" } else { s }).collect::<Vec<_>>().join("/");
        operation_of(self.method, &concrete).map(|i| (OPERATIONS[i].id, OPERATIONS[i].status))
    }
}

impl Walk {
    /// A walk of `count` VMs created at once on the brand's default location, with the disk
    /// beside them; `header` is the file's settings.
    pub fn new(model: Model, location: &str, header: &str) -> Walk {
        let mut walk = Walk {
            location: location.to_string(),
            yaml: header.to_string(),
            paths: Vec::new(),
            model,
            steps: 0,
            tried: BTreeSet::new(),
        };
        walk.yaml.push_str("steps:\n");
        walk.comment("the owner's account pays for the disk");
        walk.call(
            &Call { method: "GET", path: "/v1/payment/billing_account/list".into(), user: true, form: None, json: None },
            json!({}),
            &[("account", "[0].id")],
        );
        for i in 0..walk.model.vms.len() {
            walk.comment(&format!("vm{i} is created"));
            let form = json!({"name": format!("vm-{i}"), "os_name": "ubuntu", "os_version": "24.04", "username": "mari",
                "password": "Secret123", "vcpu": 2, "ram": 2048, "disks": 20});
            let expect = json!({"status": 200, "body": {"status": "creating", "vcpu": 2}});
            walk.call(&Call::vm("POST", "", location, form), expect, &[(&format!("vm{i}"), "uuid")]);
            walk.paths.push(vec![VmStatus::Creating]);
        }
        walk.comment("a standalone disk, free");
        let form = json!({"billing_account_id": "{{account}}", "size_gb": DISK_GB, "display_name": "data"});
        let disk = Call { method: "POST", path: "/v1/storage/disks".into(), user: true, form: Some(form), json: None };
        walk.call(&disk, json!({"status": 201, "body": {"status": "Active", "size_gb": DISK_GB}}), &[("disk", "uuid")]);
        walk
    }

    /// Every move the model allows now (a refused call is a move too: its 400 is predicted).
    pub fn moves(&self) -> Vec<Move> {
        let m = &self.model;
        let mut moves = Vec::new();
        for i in 0..m.vms.len() {
            let mut steps = vec![
                Step::Start(i),
                Step::Stop(i),
                Step::ForceStop(i),
                Step::Resize(i, 1 + (m.vms[i].vcpu % 4)),
                Step::Resize(i, m.vms[i].vcpu),
                Step::Password(i),
                Step::Delete(i),
                Step::ToggleBackup(i),
                Step::Attach(i),
                Step::Detach(i),
                Step::BootIso(i),
                Step::Copy(i),
            ];
            if m.vms[i].status != Deleted {
                // The control API's guest switch has no refusal to predict.
                steps.push(Step::IgnoreShutdown(i, !m.vms[i].ignores_shutdown));
            }
            moves.extend(steps.into_iter().map(Move::Model));
            if m.next_change(i, EVERY).is_some() {
                moves.push(Move::Settle(i));
            }
        }
        // Growing past a busy VM's disk has no answer the model names; shrinking does.
        let vm_allows = m.disk_on.is_none_or(|i| matches!(m.vms[i].status, Running | Stopped));
        if vm_allows {
            moves.extend([Step::GrowDisk(m.disk_gb + 10), Step::GrowDisk(m.disk_gb)].map(Move::Model));
        }
        moves.extend([Step::Advance(1), Step::Advance(30)].map(Move::Model));
        moves
    }

    /// What `mv` would reach: the operation and status it calls for, and the transitions the
    /// model predicts (`vm running → stopping`), as coverage names them.
    pub fn reaches(&self, mv: Move) -> Vec<String> {
        let mut ahead = self.model.clone();
        let mut keys = Vec::new();
        match mv {
            Move::Model(step) => {
                ahead.apply(&step);
                if let Some((id, ok)) = self.call_of(step).and_then(|c| c.operation()) {
                    keys.push(format!("{id} {}", if ahead.accepted { ok } else { 400 }));
                }
                keys.extend(self.tries(step));
            }
            Move::Settle(i) => {
                let (wait, _) = self.model.next_change(i, EVERY).unwrap_or((0, VmStatus::Running));
                ahead.apply(&Step::Advance(wait));
            }
        }
        for (before, after) in self.model.vms.iter().zip(&ahead.vms) {
            if before.status != after.status {
                keys.push(format!("vm {} → {}", wire(before.status), wire(after.status)));
            }
        }
        if self.model.disk_on.is_some() != ahead.disk_on.is_some() {
            keys.push(format!("disk {} → {}", wire(disk(self.model.disk_on)), wire(disk(ahead.disk_on))));
        }
        keys
    }

    /// Picks the next move: one that reaches something not in `known` most of the time, when there
    /// is one, else any.
    pub fn choose(&self, rng: &mut ChaCha8Rng, known: &BTreeSet<String>) -> Move {
        let moves = self.moves();
        let fresh: Vec<Move> = moves.iter().copied().filter(|mv| self.reaches(*mv).iter().any(|k| !known.contains(k))).collect();
        let pool = if !fresh.is_empty() && rng.random_bool(0.8) { &fresh } else { &moves };
        *pool.choose(rng).unwrap_or(&Move::Model(Step::Advance(1)))
    }

    /// Takes `mv`: the model moves on and the file gets the step with its prediction.
    pub fn take(&mut self, mv: Move) {
        self.steps += 1;
        let before = self.model.clone();
        match mv {
            Move::Settle(i) => self.settle(i),
            Move::Model(Step::Advance(seconds)) => {
                self.model.apply(&Step::Advance(seconds));
                self.comment(&format!("{seconds} s pass"));
                let _ = writeln!(self.yaml, "  - advance: {seconds}s");
            }
            Move::Model(step) => {
                let tried = self.tries(step);
                self.tried.extend(tried);
                self.model.apply(&step);
                let Some(call) = self.call_of(step) else { return };
                let expect = self.expect_of(step);
                self.comment(&describe(step, &before, &self.model));
                let save = match step {
                    Step::Copy(_) if self.model.accepted => vec![(format!("vm{}", self.model.vms.len() - 1), "uuid")],
                    _ => Vec::new(),
                };
                let save: Vec<(&str, &str)> = save.iter().map(|(k, v)| (k.as_str(), *v)).collect();
                self.call(&call, expect, &save);
                if matches!(step, Step::Copy(_)) && self.model.accepted {
                    self.paths.push(vec![VmStatus::Creating]);
                }
                // The answer showed the acted-on VM's new status: no read needed for it.
                if let Some(i) = acted_on(step).filter(|&i| before.vms[i].status != self.model.vms[i].status) {
                    self.paths[i].push(self.model.vms[i].status);
                }
            }
        }
        self.read_changes(&before);
    }

    /// `step`'s operation with the status of the VM it acts on, before.
    fn tries(&self, step: Step) -> Option<String> {
        let i = acted_on(step)?;
        let (id, _) = self.call_of(step)?.operation()?;
        Some(format!("{id} when {}", wire(self.model.vms[i].status)))
    }

    /// Waits for VM `i` to leave its status, polling as an `until` does.
    fn settle(&mut self, i: usize) {
        let Some((wait, status)) = self.model.next_change(i, EVERY) else { return };
        self.model.apply(&Step::Advance(wait));
        self.comment(&format!("vm{i} becomes {} within {wait} s", wire(status)));
        let _ = writeln!(self.yaml, "  - until:\n      every: {EVERY}s\n      within: {wait}s\n      steps:");
        let _ = writeln!(
            self.yaml,
            "        - call: GET {}\n          as: owner\n          query: {}",
            self.vm_path(),
            flow(&json!({"uuid": format!("{{{{vm{i}}}}}")}))
        );
        let _ = writeln!(self.yaml, "      expect: {}", flow(&json!({"body": {"status": wire(status)}})));
        self.paths[i].push(status);
    }

    /// After a step, a read of each VM whose status the model says changed on its own (an
    /// `advance`, or the step's own answer showing another), and of the disk when it moved.
    fn read_changes(&mut self, before: &Model) {
        for i in 0..before.vms.len() {
            let (was, now) = (before.vms[i].status, self.model.vms[i].status);
            if was == now || self.paths[i].last() == Some(&now) {
                continue;
            }
            self.paths[i].push(now);
            if now == Deleted {
                continue;
            }
            let _ = writeln!(
                self.yaml,
                "  - call: GET {}\n    as: owner\n    query: {}",
                self.vm_path(),
                flow(&json!({"uuid": format!("{{{{vm{i}}}}}")}))
            );
            let _ = writeln!(self.yaml, "    expect: {}", flow(&json!({"body": {"status": wire(now)}})));
        }
        if before.disk_on != self.model.disk_on {
            let attached = self.model.disk_on.map_or(Value::Null, |i| json!(format!("{{{{vm{i}}}}}")));
            let status = wire(disk(self.model.disk_on));
            let _ = writeln!(self.yaml, "  - call: GET /v1/storage/disks/{{{{disk}}}}\n    as: owner");
            let _ = writeln!(self.yaml, "    expect: {}", flow(&json!({"body": {"status": status, "attached_to": attached}})));
        }
    }

    fn vm_path(&self) -> String {
        format!("/v1/{}/user-resource/vm", self.location)
    }

    /// The call that makes `step` (none for an advance).
    fn call_of(&self, step: Step) -> Option<Call> {
        let loc = self.location.as_str();
        let vm = |i: usize| format!("{{{{vm{i}}}}}");
        Some(match step {
            Step::Start(i) => Call::vm("POST", "/start", loc, json!({"uuid": vm(i)})),
            Step::Stop(i) => Call::vm("POST", "/stop", loc, json!({"uuid": vm(i)})),
            Step::ForceStop(i) => Call::vm("POST", "/stop", loc, json!({"uuid": vm(i), "force": true})),
            Step::Resize(i, vcpu) => Call::vm("PATCH", "", loc, json!({"uuid": vm(i), "vcpu": vcpu})),
            Step::Password(i) => Call::vm("PATCH", "/user", loc, json!({"uuid": vm(i), "password": "Changed123"})),
            Step::Delete(i) => Call::vm("DELETE", "", loc, json!({"uuid": vm(i)})),
            Step::ToggleBackup(i) => Call::vm("POST", "/backup", loc, json!({"uuid": vm(i)})),
            Step::Attach(i) => Call::vm("POST", "/storage/attach", loc, json!({"uuid": vm(i), "storage_uuid": "{{disk}}"})),
            Step::Detach(i) => Call::vm("POST", "/storage/detach", loc, json!({"uuid": vm(i), "storage_uuid": "{{disk}}"})),
            Step::BootIso(i) => {
                let iso = crate::domain::compute::catalogue::boot_images().into_iter().find(|b| b.is_published)?.uuid;
                Call::vm("POST", "/boot_iso_media", loc, json!({"uuid": vm(i), "boot_image_uuid": iso}))
            }
            Step::Copy(i) => {
                // Named after the index it gets (the model may hold it already).
                let name = format!("vm-{}", self.paths.len());
                Call::vm("POST", "", loc, json!({"name": name, "vcpu": 1, "ram": 1024, "source_uuid": vm(i)}))
            }
            Step::GrowDisk(gb) => Call {
                method: "PATCH",
                path: "/v1/storage/disks/{{disk}}".into(),
                user: true,
                form: Some(json!({"size_gb": gb})),
                json: None,
            },
            Step::IgnoreShutdown(i, ignores) => Call {
                method: "POST",
                path: format!("/__sim/sessions/{{{{session}}}}/vms/{}/guest", vm(i)),
                user: false,
                form: None,
                json: Some(json!({"ignores_shutdown": ignores})),
            },
            Step::Advance(_) | Step::AddVlan(..) | Step::RemoveVlan(..) => return None,
        })
    }

    /// The model's prediction of `step`'s answer, once it has taken it.
    fn expect_of(&self, step: Step) -> Value {
        if !self.model.accepted {
            return json!({"status": 400});
        }
        let vm = |i: usize| &self.model.vms[i];
        match step {
            Step::Start(i) | Step::Stop(i) | Step::ForceStop(i) | Step::BootIso(i) => {
                json!({"status": 200, "body": {"status": wire(vm(i).status)}})
            }
            Step::Resize(i, _) => json!({"status": 200, "body": {"status": wire(vm(i).status), "vcpu": vm(i).vcpu}}),
            Step::Password(_) | Step::Delete(_) | Step::Detach(_) => json!({"status": 200, "body": {"success": true}}),
            Step::Attach(_) => json!({"status": 200, "body": {"uuid": "{{disk}}", "size": self.model.disk_gb, "primary": false}}),
            Step::ToggleBackup(i) => json!({"status": 200, "body": {"uuid": format!("{{{{vm{i}}}}}")}}),
            Step::Copy(_) => json!({"status": 200, "body": {"status": "creating", "vcpu": 1}}),
            Step::GrowDisk(gb) => json!({"status": 200, "body": {"size_gb": gb}}),
            Step::IgnoreShutdown(_, ignores) => json!({"status": 200, "body": {"ignores_shutdown": ignores}}),
            Step::Advance(_) | Step::AddVlan(..) | Step::RemoveVlan(..) => json!({}),
        }
    }

    fn comment(&mut self, text: &str) {
        let _ = writeln!(self.yaml, "  # {text}");
    }

    fn call(&mut self, call: &Call, expect: Value, save: &[(&str, &str)]) {
        let _ = writeln!(self.yaml, "  - call: {} {}", call.method, call.path);
        if call.user {
            self.yaml.push_str("    as: owner\n");
        }
        let body = if call.method == "GET" { "query" } else { "form" };
        if let Some(form) = call.form.as_ref().filter(|f| f.as_object().is_some_and(|o| !o.is_empty())) {
            let _ = writeln!(self.yaml, "    {body}: {}", flow(form));
        }
        if let Some(json) = &call.json {
            let _ = writeln!(self.yaml, "    json: {}", flow(json));
        }
        if expect.as_object().is_some_and(|o| !o.is_empty()) {
            let _ = writeln!(self.yaml, "    expect: {}", flow(&expect));
        }
        if !save.is_empty() {
            let pairs: Vec<String> = save.iter().map(|(var, path)| format!("{var}: {}", flow(&json!(path)))).collect();
            let _ = writeln!(self.yaml, "    save: {{{}}}", pairs.join(", "));
        }
    }

    /// The file as written so far.
    pub fn yaml(&self) -> &str {
        &self.yaml
    }
}

/// The disk's status with it attached to a VM or not.
fn disk(on: Option<usize>) -> DiskStatus {
    if on.is_some() { DiskStatus::Reserved } else { DiskStatus::Active }
}

/// A step's comment: what it asks and what the model predicts.
fn describe(step: Step, before: &Model, after: &Model) -> String {
    let what = format!("{step:?}").to_lowercase();
    let verdict = if after.accepted { "accepted" } else { "refused" };
    match acted_on(step) {
        Some(i) if before.vms[i].status != after.vms[i].status => {
            format!("{what}: {verdict}, vm{i} {} → {}", wire(before.vms[i].status), wire(after.vms[i].status))
        }
        Some(i) => format!("{what}: {verdict}, vm{i} {}", wire(after.vms[i].status)),
        None => format!("{what}: {verdict}"),
    }
}

/// The VM a step acts on, if one.
fn acted_on(step: Step) -> Option<usize> {
    match step {
        Step::Start(i)
        | Step::Stop(i)
        | Step::ForceStop(i)
        | Step::Resize(i, _)
        | Step::Password(i)
        | Step::Delete(i)
        | Step::IgnoreShutdown(i, _)
        | Step::ToggleBackup(i)
        | Step::Attach(i)
        | Step::Detach(i)
        | Step::BootIso(i)
        | Step::Copy(i)
        | Step::AddVlan(i, _)
        | Step::RemoveVlan(i, _) => Some(i),
        Step::Advance(_) | Step::GrowDisk(_) => None,
    }
}

/// A JSON value as a YAML flow value: `{key: "text", n: 1}`.
pub fn flow(value: &Value) -> String {
    match value {
        Value::Object(map) => {
            let pairs: Vec<String> = map.iter().map(|(k, v)| format!("{}: {}", key(k), flow(v))).collect();
            format!("{{{}}}", pairs.join(", "))
        }
        Value::Array(items) => format!("[{}]", items.iter().map(flow).collect::<Vec<_>>().join(", ")),
        other => other.to_string(),
    }
}

fn key(text: &str) -> String {
    let plain = text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && !text.is_empty();
    if plain { text.to_string() } else { Value::String(text.to_string()).to_string() }
}

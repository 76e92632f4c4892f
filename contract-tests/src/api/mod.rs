//! The API as a real-API client sees it (docs/product/README.md#evidence): each operation sent the way the live API
//! reads it, and each answer read the way the live API gives it — creates answering 200 or 201,
//! deletes 200 with JSON, `true` or nothing, or 204; a missing VM as 400 `{"errors":{"Error"}}`;
//! tombstones in lists; timestamps in three formats; token creation answering an array or one
//! object; VM changes that are synchronous on a real API and move on the clock in the simulator.
//! Every call is recorded (for a replayable scenario) and every billable thing made is entered in
//! a [`Ledger`] so it is deleted whatever happens.

use std::time::Duration;

use serde_json::{Value, json};

use crate::http::{Answer, Body, Http};
use crate::scenario::{Recorder, Who};
use crate::target::{PREFIX, Pace, Session};

mod cleanup;
mod read;
mod records;

pub use cleanup::{clean_up, leftovers};
pub use read::parse_time;
use read::{account, disk, ip, os, rows, success, token, vm};
pub use records::{Account, As, Disk, Error, Ip, Ledger, Made, Result, Token, Vm};

/// How many waits a slow change may take before it counts as stuck: 40 × 15 simulated seconds,
/// or 40 × 3 s of polling a real API (its VM stop "can block past a minute").
const SETTLE_ROUNDS: usize = 40;

pub struct Api<'a> {
    http: &'a Http,
    session: &'a Session,
    pub recorder: Recorder,
    pub ledger: Ledger,
    /// Names start `cloudsim-pt-<run>-`.
    run: String,
    made: usize,
    /// Billable things this client may still create (VMs, disks, addresses, accounts).
    budget: usize,
}

impl<'a> Api<'a> {
    pub fn new(http: &'a Http, session: &'a Session, run: &str, ledger: Ledger) -> Api<'a> {
        Api { http, session, recorder: Recorder::default(), ledger, run: run.to_string(), made: 0, budget: usize::MAX }
    }

    /// Caps the billable things this client creates, whatever its caller asks for.
    pub fn with_budget(self, budget: usize) -> Api<'a> {
        Api { budget, ..self }
    }

    /// Takes one billable creation from the budget, or refuses before anything is sent.
    fn spend(&mut self) -> Result<()> {
        self.budget = self.budget.checked_sub(1).ok_or(Error::Broken("the run's CLOUDSIM_MAX_RESOURCES is used up".into()))?;
        Ok(())
    }

    /// A recognisable name for the next thing made (the real API's name rule: letters, digits, `-`).
    fn next_name(&mut self) -> String {
        self.made += 1;
        format!("{PREFIX}{}-{}", self.run, self.made)
    }

    /// Sends and records one call; 5xx and transport failures are [`Error::Broken`].
    pub fn call(&mut self, who: &As, method: &str, target: &str, body: Body) -> Result<(usize, Answer)> {
        let (key, recorded) = match who {
            As::Owner => (self.session.owner.clone(), Who::Role("owner".into())),
            As::Grantee => {
                let (key, _) = self.session.grantee.clone().ok_or(Error::Broken("no second user to act as".into()))?;
                (key, Who::Role("colleague".into()))
            }
            As::Key(key) => (key.clone(), Who::Key(key.clone())),
        };
        let answer = self.http.send(method, target, &[("apikey", &key)], &body).map_err(Error::Broken)?;
        let step = self.recorder.call(method, target, &recorded, &body, answer.status);
        if answer.status >= 500 {
            return Err(Error::Broken(format!("{method} {target}: {} {}", answer.status, answer.text.trim())));
        }
        if !answer.ok() {
            return Err(Error::Refused { status: answer.status, message: answer.message() });
        }
        Ok((step, answer))
    }

    fn json(&mut self, who: &As, method: &str, target: &str, body: Body) -> Result<(usize, Value)> {
        let (step, answer) = self.call(who, method, target, body)?;
        let json = answer.json.ok_or_else(|| Error::Broken(format!("{method} {target}: not JSON: {}", answer.text)))?;
        Ok((step, json))
    }

    /// Waits once: the simulator's clock moves on, or a real API is given time.
    pub fn wait(&mut self) -> Result<()> {
        match (self.session.pace, &self.session.id) {
            (Pace::Clock(seconds), Some(id)) => {
                let body = Body::Json(json!({ "seconds": seconds }));
                let answer =
                    self.http.send("POST", &format!("/__sim/sessions/{id}/clock/advance"), &[], &body).map_err(Error::Broken)?;
                if !answer.ok() {
                    return Err(Error::Broken(format!("the clock did not move: {}", answer.text)));
                }
                self.recorder.advance(seconds);
            }
            (Pace::Poll(pause), _) => std::thread::sleep(pause),
            (Pace::Clock(_), None) => std::thread::sleep(Duration::from_secs(1)),
        }
        Ok(())
    }

    // ---- billing accounts ----

    pub fn accounts(&mut self, who: &As) -> Result<Vec<Account>> {
        let (_, list) = self.json(who, "GET", "/v1/payment/billing_account/list", Body::None)?;
        rows(&list)?.iter().map(account).collect()
    }

    pub fn create_account(&mut self) -> Result<Account> {
        self.spend()?;
        let title = self.next_name();
        let form =
            Body::form([("title", title.as_str()), ("email", "cloudsim-pt@example.com"), ("customer_phone", "+372 5555 1234")]);
        let (step, created) = self.json(&As::Owner, "POST", "/v1/payment/billing_account", form)?;
        let created = account(&created)?;
        self.ledger.add(Made::Account(created.id));
        self.recorder.name(step, &format!("account{}", self.made), "id", &created.id.to_string());
        Ok(created)
    }

    /// Names an account the run did not make (the user's own) so replays find theirs.
    pub fn learn_accounts(&mut self) -> Result<Vec<Account>> {
        let (step, list) = self.json(&As::Owner, "GET", "/v1/payment/billing_account/list", Body::None)?;
        let accounts: Vec<Account> = rows(&list)?.iter().map(account).collect::<Result<_>>()?;
        for (i, a) in accounts.iter().enumerate() {
            self.recorder.name(step, &format!("account_{i}"), &format!("[{i}].id"), &a.id.to_string());
        }
        Ok(accounts)
    }

    pub fn set_default(&mut self, id: u64) -> Result<()> {
        self.call(&As::Owner, "POST", "/v1/payment/billing_account/set_default", Body::form([("billing_account_id", id)]))?;
        Ok(())
    }

    pub fn delete_account(&mut self, id: u64) -> Result<()> {
        self.call(
            &As::Owner,
            "DELETE",
            &format!("/v1/payment/billing_account?id={id}"),
            Body::form([("billing_account_id", id)]),
        )?;
        self.ledger.remove(&Made::Account(id));
        Ok(())
    }

    // ---- virtual machines ----

    /// Creates a small VM without a public address (the real API would leak it on delete) and
    /// returns it running: at once on a real API (synchronous), after the clock moves here.
    pub fn create_vm(&mut self, account: u64, vcpu: u64) -> Result<Vm> {
        self.spend()?;
        let name = self.next_name();
        let (os_name, os_version) = os();
        let form = Body::form([
            ("name", name.as_str()),
            ("os_name", os_name.as_str()),
            ("os_version", os_version.as_str()),
            ("username", "cloudsim"),
            ("password", "CloudsimPt1"),
            ("vcpu", &vcpu.to_string()),
            ("ram", "1024"),
            ("disks", "20"),
            ("billing_account_id", &account.to_string()),
            ("reserve_public_ip", "false"),
        ]);
        let (step, created) = self.json(&As::Owner, "POST", "/v1/user-resource/vm", form)?;
        let created = vm(&created)?;
        self.ledger.add(Made::Vm(created.uuid.clone()));
        self.recorder.name(step, &format!("vm{}", self.made), "uuid", &created.uuid);
        if created.status == "running" { Ok(created) } else { self.settle_vm(&created.uuid, "running") }
    }

    /// One VM, or `None` when the API says there is no such VM (400 `No such virtual machine
    /// exists: <uuid>` live, 404 in the docs).
    pub fn vm(&mut self, who: &As, uuid: &str) -> Result<Option<Vm>> {
        match self.json(who, "GET", &format!("/v1/user-resource/vm?uuid={uuid}"), Body::None) {
            Ok((_, found)) => vm(&found).map(Some),
            Err(Error::Refused { status: 400 | 404, message }) if message.starts_with("No such virtual machine exists") => {
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }

    pub fn vms(&mut self, who: &As) -> Result<Vec<Vm>> {
        let (_, list) = self.json(who, "GET", "/v1/user-resource/vm/list", Body::None)?;
        rows(&list)?.iter().map(vm).collect()
    }

    /// Starts or stops (`action`), then waits until the VM has settled.
    pub fn power(&mut self, uuid: &str, action: &str) -> Result<Vm> {
        let (_, answer) =
            self.json(&As::Owner, "POST", &format!("/v1/user-resource/vm/{action}"), Body::form([("uuid", uuid)]))?;
        let now = vm(&answer)?;
        let want = if action == "start" { "running" } else { "stopped" };
        if now.status == want { Ok(now) } else { self.settle_vm(uuid, want) }
    }

    pub fn resize(&mut self, uuid: &str, vcpu: u64) -> Result<Vm> {
        let form = Body::form([("uuid", uuid.to_string()), ("vcpu", vcpu.to_string())]);
        let (_, answer) = self.json(&As::Owner, "PATCH", "/v1/user-resource/vm", form)?;
        vm(&answer)
    }

    /// Deletes a VM; the live API answers 200 with JSON or an empty 204.
    pub fn delete_vm(&mut self, uuid: &str) -> Result<()> {
        self.call(&As::Owner, "DELETE", "/v1/user-resource/vm", Body::form([("uuid", uuid)]))?;
        self.ledger.remove(&Made::Vm(uuid.to_string()));
        Ok(())
    }

    fn settle_vm(&mut self, uuid: &str, want: &str) -> Result<Vm> {
        let mut last = String::new();
        for _ in 0..SETTLE_ROUNDS {
            self.wait()?;
            match self.vm(&As::Owner, uuid)? {
                Some(found) if found.status == want => return Ok(found),
                Some(found) => last = found.status,
                None => return Err(Error::Broken(format!("VM {uuid} vanished while becoming {want}"))),
            }
        }
        Err(Error::Broken(format!("VM {uuid} still {last}, not {want}, after {SETTLE_ROUNDS} waits")))
    }

    // ---- disks (form-only endpoints: a JSON body is ignored live) ----

    pub fn create_disk(&mut self, account: u64, size_gb: u64) -> Result<Disk> {
        self.spend()?;
        let name = self.next_name();
        let form =
            Body::form([("size_gb", size_gb.to_string()), ("billing_account_id", account.to_string()), ("display_name", name)]);
        let (step, created) = self.json(&As::Owner, "POST", "/v1/storage/disks", form)?;
        let created = disk(&created)?;
        self.ledger.add(Made::Disk(created.uuid.clone()));
        self.recorder.name(step, &format!("disk{}", self.made), "uuid", &created.uuid);
        Ok(created)
    }

    /// The caller's standalone disks, tombstones (`status: Deleted`) and VMs' boot disks left out.
    pub fn disks(&mut self) -> Result<Vec<Disk>> {
        let (_, list) = self.json(&As::Owner, "GET", "/v1/storage/disks", Body::None)?;
        let all: Vec<Disk> = rows(&list)?.iter().map(disk).collect::<Result<_>>()?;
        Ok(all.into_iter().filter(|d| !d.deleted && !d.boot).collect())
    }

    /// One disk; a deleted one is a 200 tombstone live, an unknown one 404.
    pub fn disk(&mut self, uuid: &str) -> Result<Option<Disk>> {
        match self.json(&As::Owner, "GET", &format!("/v1/storage/disks/{uuid}"), Body::None) {
            Ok((_, found)) => disk(&found).map(|d| Some(d).filter(|d| !d.deleted)),
            Err(Error::Refused { status: 404, .. }) => Ok(None),
            Err(e) => Err(e),
        }
    }

    pub fn attach(&mut self, disk: &str, vm: &str) -> Result<()> {
        let (_, answer) = self.json(
            &As::Owner,
            "POST",
            "/v1/user-resource/vm/storage/attach",
            Body::form([("uuid", vm), ("storage_uuid", disk)]),
        )?;
        match answer.get("uuid").and_then(Value::as_str) {
            Some(uuid) if uuid == disk => Ok(()),
            _ => Err(Error::Broken(format!("attach answered {answer}, not the attached disk"))),
        }
    }

    pub fn detach(&mut self, disk: &str, vm: &str) -> Result<()> {
        let (_, answer) = self.json(
            &As::Owner,
            "POST",
            "/v1/user-resource/vm/storage/detach",
            Body::form([("uuid", vm), ("storage_uuid", disk)]),
        )?;
        success(&answer, "detach")
    }

    /// Deletes a disk: 204 live, 200 tolerated.
    pub fn delete_disk(&mut self, uuid: &str) -> Result<()> {
        self.call(&As::Owner, "DELETE", &format!("/v1/storage/disks/{uuid}"), Body::None)?;
        self.ledger.remove(&Made::Disk(uuid.to_string()));
        Ok(())
    }

    // ---- floating IPs (JSON endpoints, addressed by address) ----

    pub fn create_ip(&mut self, account: u64) -> Result<Ip> {
        self.spend()?;
        let name = self.next_name();
        let body = Body::Json(json!({ "billing_account_id": account, "name": name }));
        let (step, created) = self.json(&As::Owner, "POST", "/v1/network/ip_addresses", body)?;
        let created = ip(&created)?;
        self.ledger.add(Made::Ip(created.address.clone()));
        self.recorder.name(step, &format!("ip{}", self.made), "address", &created.address);
        Ok(created)
    }

    /// Every address record, deleted ones included (as live).
    pub fn ips(&mut self) -> Result<Vec<Ip>> {
        let (_, list) = self.json(&As::Owner, "GET", "/v1/network/ip_addresses", Body::None)?;
        rows(&list)?.iter().map(ip).collect()
    }

    /// Deletes an address: live answers 200 with the bare body `true`.
    pub fn delete_ip(&mut self, address: &str) -> Result<()> {
        let (_, answer) = self.call(&As::Owner, "DELETE", &format!("/v1/network/ip_addresses/{address}"), Body::None)?;
        if answer.json == Some(json!(false)) {
            return Err(Error::Broken(format!("deleting {address} answered false")));
        }
        self.ledger.remove(&Made::Ip(address.to_string()));
        Ok(())
    }

    // ---- API tokens ----

    /// A token restricted to `account`. The live API answers the list of tokens (some clients
    /// saw one object): the new one is the highest id among them.
    pub fn create_token(&mut self, account: u64) -> Result<Token> {
        let form = Body::form([
            ("description", self.next_name()),
            ("restricted", "true".into()),
            ("billing_account_id", account.to_string()),
        ]);
        let (step, answer) = self.json(&As::Owner, "POST", "/v1/user-resource/token", form)?;
        let list: Vec<&Value> = match &answer {
            Value::Array(items) => items.iter().collect(),
            object => vec![object],
        };
        let (index, newest) = list
            .iter()
            .enumerate()
            .max_by_key(|(_, t)| t["id"].as_u64())
            .ok_or_else(|| Error::Broken("token creation answered no token".into()))?;
        let made = token(newest)?;
        self.ledger.add(Made::Token(made.id));
        let at = if answer.is_array() { format!("[{index}]") } else { "$".into() };
        self.recorder.name(step, &format!("token{}", self.made), &format!("{at}.token"), &made.token);
        self.recorder.name(step, &format!("token{}_id", self.made), &format!("{at}.id"), &made.id.to_string());
        Ok(made)
    }

    pub fn delete_token(&mut self, id: u64) -> Result<()> {
        self.call(&As::Owner, "DELETE", "/v1/user-resource/token", Body::form([("token_id", id)]))?;
        self.ledger.remove(&Made::Token(id));
        Ok(())
    }

    // ---- access sharing ----

    /// Shares the owner's resources (all, or one account's) with the second user, who accepts
    /// and starts impersonating: returns the group and the impersonation key.
    pub fn share(&mut self, account: Option<u64>) -> Result<(u64, String)> {
        let (_, email) = self.session.grantee.clone().ok_or(Error::Broken("no second user to share with".into()))?;
        let mut form = vec![("name".to_string(), self.next_name())];
        if let Some(account) = account {
            form.push(("billing_account_id".into(), account.to_string()));
        }
        let (step, group) = self.json(&As::Owner, "POST", "/v1/user-resource/access_group", Body::Form(form))?;
        let id = group["id"].as_u64().ok_or_else(|| Error::Broken(format!("not an access group: {group}")))?;
        self.ledger.add(Made::Group(id));
        self.recorder.name(step, &format!("group{}", self.made), "id", &id.to_string());
        let target = format!("/v1/user-resource/access_group/{id}/impersonation");
        let (step, group) = self.json(&As::Owner, "POST", &target, Body::form([("grantee_username", email)]))?;
        let invitations = group["impersonations"].as_array().cloned().unwrap_or_default();
        let (index, invitation) = invitations
            .iter()
            .enumerate()
            .find_map(|(i, inv)| inv["uuid"].as_str().map(|u| (i, u.to_string())))
            .ok_or_else(|| Error::Broken(format!("the invitation is not in the group: {group}")))?;
        self.recorder.name(step, &format!("invitation{}", self.made), &format!("impersonations[{index}].uuid"), &invitation);
        self.call(&As::Grantee, "PUT", &format!("/v1/user-resource/impersonation/{invitation}/accept"), Body::None)?;
        let (step, started) =
            self.json(&As::Grantee, "POST", &format!("/v1/user-resource/impersonation/{invitation}/start"), Body::None)?;
        let key = started["token"].as_str().ok_or_else(|| Error::Broken(format!("no impersonation key: {started}")))?.to_string();
        self.recorder.name(step, &format!("impersonation{}", self.made), "token", &key);
        Ok((id, key))
    }

    pub fn unshare(&mut self, group: u64) -> Result<()> {
        self.call(&As::Owner, "DELETE", &format!("/v1/user-resource/access_group/{group}"), Body::None)?;
        self.ledger.remove(&Made::Group(group));
        Ok(())
    }
}

//! The API as a real-API client sees it (`real-api.md`): each operation sent the way the live API
//! reads it, and each answer read the way the live API gives it — creates answering 200 or 201,
//! deletes 200 with JSON, `true` or nothing, or 204; a missing VM as 400 `{"errors":{"Error"}}`;
//! tombstones in lists; timestamps in three formats; token creation answering an array or one
//! object; VM changes that are synchronous on a real API and move on the clock in the simulator.
//! Every call is recorded (for a replayable scenario) and every billable thing made is entered in
//! a [`Ledger`] so it is deleted whatever happens.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use jiff::Timestamp;
use serde_json::{Value, json};

use crate::http::{Answer, Body, Http};
use crate::scenario::{Recorder, Who};
use crate::target::{PREFIX, Pace, Session};

/// How many waits a slow change may take before it counts as stuck: 40 × 15 simulated seconds,
/// or 40 × 3 s of polling a real API (its VM stop "can block past a minute").
const SETTLE_ROUNDS: usize = 40;

#[derive(Debug, Clone, PartialEq)]
pub enum Error {
    /// The API refused (4xx), saying why.
    Refused { status: u16, message: String },
    /// Anything a correct API would not do: 5xx, no answer, an answer of the wrong shape.
    Broken(String),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Error::Refused { status, message } => write!(f, "refused with {status}: {message}"),
            Error::Broken(why) => f.write_str(why),
        }
    }
}

pub type Result<T> = std::result::Result<T, Error>;

/// Who a call goes as.
#[derive(Clone, Debug)]
pub enum As {
    Owner,
    /// The second user (access is shared with them).
    Grantee,
    /// A key an answer handed out (a restricted token, an impersonation key).
    Key(String),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Vm {
    pub uuid: String,
    pub status: String,
    pub vcpu: u64,
    pub billing_account: u64,
    pub created_at: Option<Timestamp>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Disk {
    pub uuid: String,
    pub deleted: bool,
    /// `None` where the API does not say (older deployments).
    pub attached_to: Option<Option<String>>,
    pub billing_account_id: u64,
    pub boot: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Ip {
    pub address: String,
    pub deleted: bool,
    pub billing_account_id: u64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Account {
    pub id: u64,
    pub is_default: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub id: u64,
    pub token: String,
    pub billing_account_id: u64,
}

/// Something a run made and must delete.
#[derive(Clone, Debug, PartialEq)]
pub enum Made {
    Vm(String),
    Disk(String),
    Ip(String),
    Token(u64),
    Account(u64),
    Group(u64),
}

/// What a run has made and not yet deleted; shared with the Ctrl-C handler.
#[derive(Clone, Default)]
pub struct Ledger(Arc<Mutex<Vec<Made>>>);

impl Ledger {
    fn add(&self, made: Made) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).push(made);
    }

    fn remove(&self, made: &Made) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).retain(|m| m != made);
    }

    pub fn take(&self) -> Vec<Made> {
        std::mem::take(&mut *self.0.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

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

/// Deletes what a run made, in an order the API allows (shares and tokens, VMs, then what VMs
/// held, addresses, accounts once another account is the default). Failures are reported, not
/// fatal: the next run's sweep finds what is left by its name.
pub fn clean_up(http: &Http, session: &Session, made: Vec<Made>) -> Vec<String> {
    let mut api = Api::new(http, session, "cleanup", Ledger::default());
    let mut problems = Vec::new();
    let rank = |m: &Made| match m {
        Made::Group(_) | Made::Token(_) => 0,
        Made::Vm(_) => 1,
        Made::Disk(_) => 2,
        Made::Ip(_) => 3,
        Made::Account(_) => 4,
    };
    let mut made = made;
    made.sort_by_key(rank);
    for m in &made {
        let r = match m {
            Made::Group(id) => api.unshare(*id),
            Made::Token(id) => api.delete_token(*id),
            Made::Vm(uuid) => api.delete_vm(uuid),
            Made::Disk(uuid) => match api.disk(uuid) {
                Ok(Some(Disk { attached_to: Some(Some(vm)), .. })) => api.detach(uuid, &vm).and_then(|()| api.delete_disk(uuid)),
                Ok(Some(_)) => api.delete_disk(uuid),
                Ok(None) => Ok(()),
                Err(e) => Err(e),
            },
            Made::Ip(address) => api.delete_ip(address),
            Made::Account(id) => hand_default_on(&mut api, *id, &made).and_then(|()| api.delete_account(*id)),
        };
        if let Err(e) = r {
            problems.push(format!("{m:?}: {e}"));
        }
    }
    problems
}

/// The default account cannot be deleted: makes one the run did not make the default first.
fn hand_default_on(api: &mut Api, id: u64, made: &[Made]) -> Result<()> {
    let accounts = api.accounts(&As::Owner)?;
    if !accounts.iter().any(|a| a.id == id && a.is_default) {
        return Ok(());
    }
    match accounts.iter().find(|a| !made.contains(&Made::Account(a.id))) {
        Some(other) => api.set_default(other.id),
        None => Err(Error::Broken(format!("account {id} is the default and there is no other to hand it to"))),
    }
}

/// What earlier runs left behind on the account, found by the name prefix.
pub fn leftovers(api: &mut Api) -> Result<Vec<Made>> {
    let named = |v: &Value, key: &str| v[key].as_str().is_some_and(|n| n.starts_with(PREFIX));
    let mut found = Vec::new();
    let (_, list) = api.json(&As::Owner, "GET", "/v1/user-resource/vm/list", Body::None)?;
    found.extend(rows(&list)?.iter().filter(|v| named(v, "name")).filter_map(|v| v["uuid"].as_str()).map(|u| Made::Vm(u.into())));
    let (_, list) = api.json(&As::Owner, "GET", "/v1/storage/disks", Body::None)?;
    found.extend(
        rows(&list)?
            .iter()
            .filter(|d| named(d, "display_name") && d["status"].as_str().is_none_or(|s| !s.eq_ignore_ascii_case("deleted")))
            .filter_map(|d| d["uuid"].as_str())
            .map(|u| Made::Disk(u.into())),
    );
    let (_, list) = api.json(&As::Owner, "GET", "/v1/network/ip_addresses", Body::None)?;
    found.extend(
        rows(&list)?
            .iter()
            .filter(|i| named(i, "name") && i["is_deleted"] != json!(true))
            .filter_map(|i| i["address"].as_str())
            .map(|a| Made::Ip(a.into())),
    );
    let (_, list) = api.json(&As::Owner, "GET", "/v1/user-resource/token/list", Body::None)?;
    found.extend(rows(&list)?.iter().filter(|t| named(t, "description")).filter_map(|t| t["id"].as_u64()).map(Made::Token));
    let (_, list) = api.json(&As::Owner, "GET", "/v1/user-resource/access_group", Body::None)?;
    found.extend(rows(&list)?.iter().filter(|g| named(g, "name")).filter_map(|g| g["id"].as_u64()).map(Made::Group));
    let (_, list) = api.json(&As::Owner, "GET", "/v1/payment/billing_account/list", Body::None)?;
    found.extend(
        rows(&list)?
            .iter()
            .filter(|a| named(a, "title") && a["is_default"] != json!(true))
            .filter_map(|a| a["id"].as_u64())
            .map(Made::Account),
    );
    Ok(found)
}

/// The image VMs are made from: `CLOUDSIM_OS=name:version` (deployments spell versions
/// differently, e.g. `24.04-lts`), else Ubuntu 24.04.
fn os() -> (String, String) {
    let chosen = std::env::var("CLOUDSIM_OS").unwrap_or_default();
    match chosen.split_once(':') {
        Some((name, version)) => (name.to_string(), version.to_string()),
        None => ("ubuntu".into(), "24.04".into()),
    }
}

/// An instant in any of the API's formats (`real-api.md` §2.5): `2026-08-26 11:36:03` (UTC, no
/// zone), with microseconds, ISO with `Z` or `+0000`, or unix seconds.
pub fn parse_time(value: &Value) -> Option<Timestamp> {
    if let Some(seconds) = value.as_i64() {
        return Timestamp::from_second(seconds).ok();
    }
    let text = value.as_str()?;
    if let Ok(at) = text.parse::<Timestamp>() {
        return Some(at);
    }
    if let Ok(at) = jiff::fmt::strtime::parse("%Y-%m-%dT%H:%M:%S%.f%z", text).and_then(|t| t.to_timestamp()) {
        return Some(at);
    }
    let civil: jiff::civil::DateTime = text.parse().ok()?;
    civil.to_zoned(jiff::tz::TimeZone::UTC).ok().map(|z| z.timestamp())
}

fn rows(list: &Value) -> Result<&Vec<Value>> {
    list.as_array().ok_or_else(|| Error::Broken(format!("not a list: {}", cut(list))))
}

fn success(answer: &Value, what: &str) -> Result<()> {
    if answer["success"] == json!(true) { Ok(()) } else { Err(Error::Broken(format!("{what} answered {answer}"))) }
}

fn cut(value: &Value) -> String {
    value.to_string().chars().take(300).collect()
}

fn field<'v>(value: &'v Value, key: &str, what: &str) -> Result<&'v Value> {
    value.get(key).filter(|v| !v.is_null()).ok_or_else(|| Error::Broken(format!("{what} without `{key}`: {}", cut(value))))
}

fn number(value: &Value, key: &str, what: &str) -> Result<u64> {
    let v = field(value, key, what)?;
    v.as_u64()
        .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
        .ok_or_else(|| Error::Broken(format!("{what}.{key} is no number: {v}")))
}

fn text(value: &Value, key: &str, what: &str) -> Result<String> {
    field(value, key, what)?.as_str().map(str::to_string).ok_or_else(|| Error::Broken(format!("{what}.{key} is no string")))
}

fn vm(value: &Value) -> Result<Vm> {
    // VMs carry `billing_account`; everything else `billing_account_id` (`real-api.md` §2.5).
    let billing_account = number(value, "billing_account", "VM").or_else(|_| number(value, "billing_account_id", "VM"))?;
    Ok(Vm {
        uuid: text(value, "uuid", "VM")?,
        status: text(value, "status", "VM")?,
        vcpu: number(value, "vcpu", "VM")?,
        billing_account,
        created_at: value.get("created_at").and_then(parse_time),
    })
}

fn disk(value: &Value) -> Result<Disk> {
    let attached_to = value.get("attached_to").map(|a| a.as_str().map(str::to_string));
    Ok(Disk {
        uuid: text(value, "uuid", "disk")?,
        deleted: text(value, "status", "disk")?.eq_ignore_ascii_case("deleted"),
        attached_to,
        billing_account_id: number(value, "billing_account_id", "disk")?,
        boot: value["source_image_type"] == "OS_BASE",
    })
}

fn ip(value: &Value) -> Result<Ip> {
    Ok(Ip {
        address: text(value, "address", "floating IP")?,
        deleted: value["is_deleted"] == json!(true),
        billing_account_id: number(value, "billing_account_id", "floating IP")?,
    })
}

fn account(value: &Value) -> Result<Account> {
    Ok(Account { id: number(value, "id", "billing account")?, is_default: value["is_default"] == json!(true) })
}

fn token(value: &Value) -> Result<Token> {
    Ok(Token {
        id: number(value, "id", "token")?,
        token: text(value, "token", "token")?,
        billing_account_id: number(value, "billing_account_id", "token")?,
    })
}

//! The system under test: the model's steps sent through the real-API client, and after each
//! step the target's answers compared with the model — the VM list and each VM's exact read
//! agree with each other and with the model, disks and their attachments, the default account,
//! addresses (deleted ones gone or tombstoned), and what each token and share reaches.

use std::collections::BTreeSet;

use contract_tests::api::{Api, As, Error};

use crate::model::{Model, Power, Step};

/// The handles the target gave out, index for index with the model's.
#[derive(Default)]
pub struct Handles {
    pub accounts: Vec<u64>,
    pub vms: Vec<String>,
    pub disks: Vec<String>,
    /// Each token's id and key.
    pub tokens: Vec<(u64, String)>,
    pub ips: Vec<String>,
    /// Each share's access group and impersonation key.
    pub shares: Vec<(u64, String)>,
}

/// Sends `step`; `accepts` is the model's verdict. A refusal the model expects is fine (the
/// check after it proves nothing changed); anything else that differs is the failure's text.
pub fn apply(api: &mut Api, h: &mut Handles, model: &Model, step: &Step) -> Result<(), String> {
    let expect_ok = model.accepts(step);
    let result = send(api, h, step);
    match (result, expect_ok) {
        (Ok(()), true) | (Err(Error::Refused { .. }), false) => Ok(()),
        (Ok(()), false) => Err(format!("{step:?} was accepted, but the model says it must be refused")),
        (Err(e), true) => Err(format!("{step:?} failed: {e}")),
        (Err(e), false) => Err(format!("{step:?} must be refused with a 4xx, got: {e}")),
    }
}

fn send(api: &mut Api, h: &mut Handles, step: &Step) -> Result<(), Error> {
    match *step {
        Step::CreateAccount => h.accounts.push(api.create_account()?.id),
        Step::SetDefault(a) => api.set_default(h.accounts[a])?,
        Step::CreateVm { account, vcpu } => {
            let vm = api.create_vm(h.accounts[account], vcpu)?;
            h.vms.push(vm.uuid);
        }
        Step::Start(v) => drop(api.power(&h.vms[v], "start")?),
        Step::Stop(v) => drop(api.power(&h.vms[v], "stop")?),
        Step::Resize(v, vcpu) => {
            let vm = api.resize(&h.vms[v], vcpu)?;
            if vm.vcpu != vcpu {
                return Err(Error::Broken(format!("the resize answered {} vCPUs, not {vcpu}", vm.vcpu)));
            }
        }
        Step::DeleteVm(v) => api.delete_vm(&h.vms[v])?,
        Step::CreateDisk(account) => {
            let disk = api.create_disk(h.accounts[account], 10)?;
            h.disks.push(disk.uuid);
        }
        Step::Attach { disk, vm } => api.attach(&h.disks[disk], &h.vms[vm])?,
        Step::Detach { disk, vm } => api.detach(&h.disks[disk], &h.vms[vm])?,
        Step::DeleteDisk(d) => api.delete_disk(&h.disks[d])?,
        Step::CreateToken(account) => {
            let token = api.create_token(h.accounts[account])?;
            if token.billing_account_id != h.accounts[account] {
                return Err(Error::Broken(format!("the token is for account {}", token.billing_account_id)));
            }
            h.tokens.push((token.id, token.token));
        }
        Step::DeleteToken(i) => api.delete_token(h.tokens[i].0)?,
        Step::CreateIp(account) => h.ips.push(api.create_ip(h.accounts[account])?.address),
        Step::DeleteIp(i) => api.delete_ip(&h.ips[i])?,
        Step::Share(account) => h.shares.push(api.share(account.map(|a| h.accounts[a]))?),
        Step::Unshare(i) => api.unshare(h.shares[i].0)?,
    }
    Ok(())
}

/// Compares what the target shows with the model.
pub fn check(api: &mut Api, h: &Handles, model: &Model) -> Result<(), String> {
    let fail = |e: Error| e.to_string();
    let ours: BTreeSet<&str> = h.vms.iter().map(String::as_str).collect();

    // VMs: the list and each exact read agree, with each other and the model.
    let listed = api.vms(&As::Owner).map_err(fail)?;
    let listed: Vec<_> = listed.into_iter().filter(|vm| ours.contains(vm.uuid.as_str())).collect();
    for (v, expected) in model.vms.iter().enumerate() {
        let uuid = &h.vms[v];
        let exact = api.vm(&As::Owner, uuid).map_err(fail)?;
        let in_list = listed.iter().find(|vm| &vm.uuid == uuid);
        match (expected.power, exact, in_list) {
            (Power::Gone, None, None) => {}
            (Power::Gone, exact, listed) => {
                return Err(format!("VM {v} was deleted, yet exact read {exact:?}, list {listed:?}"));
            }
            (power, Some(exact), Some(listed)) => {
                let status = if power == Power::Running { "running" } else { "stopped" };
                if exact != *listed {
                    return Err(format!("VM {v}: the exact read {exact:?} and the list {listed:?} disagree"));
                }
                if exact.status != status || exact.vcpu != expected.vcpu || exact.billing_account != h.accounts[expected.account]
                {
                    return Err(format!("VM {v} should be {status} with {} vCPUs, is {exact:?}", expected.vcpu));
                }
            }
            (_, exact, listed) => return Err(format!("VM {v} should exist: exact read {exact:?}, list {listed:?}")),
        }
    }

    // Disks: the live ones listed, each attached where the model says.
    let disks = api.disks().map_err(fail)?;
    for (d, expected) in model.disks.iter().enumerate() {
        let found = disks.iter().find(|disk| disk.uuid == h.disks[d]);
        match (expected.gone, found) {
            (true, None) => {}
            (true, Some(_)) => return Err(format!("disk {d} was deleted but is listed")),
            (false, None) => return Err(format!("disk {d} is not listed")),
            (false, Some(disk)) => {
                let on = expected.on.map(|v| h.vms[v].clone());
                if disk.attached_to.as_ref().is_some_and(|at| *at != on)
                    || disk.billing_account_id != h.accounts[expected.account]
                {
                    return Err(format!("disk {d} should be attached to {on:?}, is {disk:?}"));
                }
            }
        }
    }

    // Accounts: all listed, the model's default the only default.
    let accounts = api.accounts(&As::Owner).map_err(fail)?;
    let defaults: Vec<u64> = accounts.iter().filter(|a| a.is_default).map(|a| a.id).collect();
    if defaults != [h.accounts[model.default]] {
        return Err(format!(
            "the default should be account {} ({}), the list says {defaults:?}",
            model.default, h.accounts[model.default]
        ));
    }
    if let Some(missing) = h.accounts.iter().find(|id| !accounts.iter().any(|a| a.id == **id)) {
        return Err(format!("account {missing} is not listed"));
    }

    // Floating IPs: live ones listed as live; deleted ones gone or listed as deleted.
    let ips = api.ips().map_err(fail)?;
    for (i, expected) in model.ips.iter().enumerate() {
        let found = ips.iter().find(|ip| ip.address == h.ips[i] && !ip.deleted);
        if expected.gone == found.is_some() {
            return Err(format!(
                "address {i} ({}) should be {}: {found:?}",
                h.ips[i],
                if expected.gone { "deleted" } else { "live" }
            ));
        }
    }

    // Restricted tokens and shares reach exactly their account's VMs (a global share all).
    let keys = model.tokens.iter().zip(&h.tokens).map(|(m, (_, key))| ("token", m, key));
    let keys = keys.chain(model.shares.iter().zip(&h.shares).map(|(m, (_, key))| ("share", m, key)));
    for (what, expected, key) in keys {
        let who = As::Key(key.clone());
        match api.vms(&who) {
            Ok(_) if expected.gone => return Err(format!("a deleted {what}'s key still works")),
            Err(Error::Refused { status: 401 | 403, .. }) if expected.gone => {}
            Ok(seen) => {
                let seen: BTreeSet<&str> = seen.iter().map(|vm| vm.uuid.as_str()).filter(|u| ours.contains(u)).collect();
                let want: BTreeSet<&str> = model.reachable(expected.account).into_iter().map(|v| h.vms[v].as_str()).collect();
                if seen != want {
                    return Err(format!("a {what} for {:?} sees VMs {seen:?}, should see {want:?}", expected.account));
                }
            }
            Err(e) => return Err(format!("a {what}'s VM list: {e}")),
        }
        if what == "token" && !expected.gone {
            let ids: Vec<u64> = api.accounts(&who).map_err(fail)?.iter().map(|a| a.id).collect();
            let account = expected.account.map(|a| h.accounts[a]);
            if ids != account.into_iter().collect::<Vec<_>>() {
                return Err(format!("a token restricted to {account:?} sees accounts {ids:?}"));
            }
        }
    }
    Ok(())
}

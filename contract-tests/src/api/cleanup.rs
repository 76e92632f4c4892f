//! Deleting what a run made, and finding what earlier runs left behind.

use serde_json::{Value, json};

use super::read::rows;
use super::{Api, As, Disk, Error, Ledger, Made, Result};
use crate::http::{Body, Http};
use crate::target::{PREFIX, Session};

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

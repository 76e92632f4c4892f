//! Reading the live API's answers: its time formats, lists and records, each missing field a
//! `Broken` error naming it.

use jiff::Timestamp;
use serde_json::{Value, json};

use super::{Account, Disk, Error, Ip, Result, Token, Vm};

/// The image VMs are made from: `CLOUDSIM_OS=name:version` (deployments spell versions
/// differently, e.g. `24.04-lts`), else Ubuntu 24.04.
pub(super) fn os() -> (String, String) {
    let chosen = std::env::var("CLOUDSIM_OS").unwrap_or_default();
    match chosen.split_once(':') {
        Some((name, version)) => (name.to_string(), version.to_string()),
        None => ("ubuntu".into(), "24.04".into()),
    }
}

/// An instant in any of the API's formats (docs/product/conventions.md#synchronous-mutations): `2026-08-26 11:36:03` (UTC, no
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

pub(super) fn rows(list: &Value) -> Result<&Vec<Value>> {
    list.as_array().ok_or_else(|| Error::Broken(format!("not a list: {}", cut(list))))
}

pub(super) fn success(answer: &Value, what: &str) -> Result<()> {
    if answer["success"] == json!(true) { Ok(()) } else { Err(Error::Broken(format!("{what} answered {answer}"))) }
}

pub(super) fn cut(value: &Value) -> String {
    value.to_string().chars().take(300).collect()
}

pub(super) fn field<'v>(value: &'v Value, key: &str, what: &str) -> Result<&'v Value> {
    value.get(key).filter(|v| !v.is_null()).ok_or_else(|| Error::Broken(format!("{what} without `{key}`: {}", cut(value))))
}

pub(super) fn number(value: &Value, key: &str, what: &str) -> Result<u64> {
    let v = field(value, key, what)?;
    v.as_u64()
        .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
        .ok_or_else(|| Error::Broken(format!("{what}.{key} is no number: {v}")))
}

pub(super) fn text(value: &Value, key: &str, what: &str) -> Result<String> {
    field(value, key, what)?.as_str().map(str::to_string).ok_or_else(|| Error::Broken(format!("{what}.{key} is no string")))
}

pub(super) fn vm(value: &Value) -> Result<Vm> {
    // VMs carry `billing_account`; everything else `billing_account_id` (docs/product/conventions.md#ids-and-money).
    let billing_account = number(value, "billing_account", "VM").or_else(|_| number(value, "billing_account_id", "VM"))?;
    Ok(Vm {
        uuid: text(value, "uuid", "VM")?,
        status: text(value, "status", "VM")?,
        vcpu: number(value, "vcpu", "VM")?,
        billing_account,
        created_at: value.get("created_at").and_then(parse_time),
    })
}

pub(super) fn disk(value: &Value) -> Result<Disk> {
    let attached_to = value.get("attached_to").map(|a| a.as_str().map(str::to_string));
    Ok(Disk {
        uuid: text(value, "uuid", "disk")?,
        deleted: text(value, "status", "disk")?.eq_ignore_ascii_case("deleted"),
        attached_to,
        billing_account_id: number(value, "billing_account_id", "disk")?,
        boot: value["source_image_type"] == "OS_BASE",
    })
}

pub(super) fn ip(value: &Value) -> Result<Ip> {
    Ok(Ip {
        address: text(value, "address", "floating IP")?,
        deleted: value["is_deleted"] == json!(true),
        billing_account_id: number(value, "billing_account_id", "floating IP")?,
    })
}

pub(super) fn account(value: &Value) -> Result<Account> {
    Ok(Account { id: number(value, "id", "billing account")?, is_default: value["is_default"] == json!(true) })
}

pub(super) fn token(value: &Value) -> Result<Token> {
    Ok(Token {
        id: number(value, "id", "token")?,
        token: text(value, "token", "token")?,
        billing_account_id: number(value, "billing_account_id", "token")?,
    })
}

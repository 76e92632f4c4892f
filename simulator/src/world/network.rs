//! Floating IPs, private networks, load balancers and firewalls.

use std::collections::BTreeMap;

use jiff::Timestamp;
use serde::{Deserialize, Serialize};
use spec::network::FirewallRule;

use super::UserId;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LbRecord {
    pub uuid: String,
    pub seq: u64,
    pub location: String,
    pub user_id: UserId,
    pub billing_account_id: u64,
    pub display_name: String,
    pub network_uuid: String,
    pub private_address: String,
    pub rules: Vec<RuleRecord>,
    /// In the order they were added.
    pub targets: Vec<TargetRecord>,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    pub deleted_at: Option<Timestamp>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleRecord {
    pub uuid: String,
    pub source_port: u16,
    pub target_port: u16,
    pub created_at: Timestamp,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TargetRecord {
    pub vm_uuid: String,
    pub created_at: Timestamp,
}

/// The session's networking tables, each by uuid.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NetworkTables {
    /// Floating IPs, released ones included (tombstones).
    pub ips: BTreeMap<String, IpRecord>,
    pub networks: BTreeMap<String, NetworkRecord>,
    /// Load balancers, deleted ones included (tombstones).
    pub load_balancers: BTreeMap<String, LbRecord>,
    pub firewalls: BTreeMap<String, FirewallRecord>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FirewallRecord {
    pub uuid: String,
    pub seq: u64,
    pub location: String,
    pub user_id: UserId,
    pub billing_account_id: u64,
    pub display_name: String,
    pub description: String,
    /// Normalised and in canonical order.
    pub rules: Vec<FirewallRule>,
    /// The VMs it applies to, in the order they were added.
    pub vms: Vec<String>,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

/// What an address is assigned to. A service is a managed-service package holding the address as
/// its virtual IP (docs/product/services.md#packages: `assigned_to=<package uuid>`, type `service`).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "type", content = "uuid", rename_all = "snake_case")]
pub enum Assignee {
    VirtualMachine(String),
    LoadBalancer(String),
    Service(String),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Assignment {
    pub to: Assignee,
    /// The assignee's private address when it was assigned.
    pub private_ip: String,
    pub since: Timestamp,
    /// Assigned through the API rather than made with a service package: such an address moves,
    /// unassigns and is released like any other, and a package's deletion only unassigns it
    /// (docs/product/network.md#floating-ips). Absent in state files for the others.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub by_user: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IpRecord {
    pub uuid: String,
    /// The numeric id; also the creation order lists come in.
    pub id: u64,
    pub address: String,
    pub location: String,
    pub user_id: UserId,
    pub billing_account_id: u64,
    pub name: String,
    pub assignment: Option<Assignment>,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    pub unassigned_at: Option<Timestamp>,
    pub deleted_at: Option<Timestamp>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NetworkRecord {
    pub uuid: String,
    pub seq: u64,
    pub location: String,
    pub user_id: UserId,
    pub name: String,
    /// `10.a.b.0/24`, unique in the session.
    pub subnet: String,
    pub subnet_ipv6: String,
    pub is_default: bool,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

//! Firewalls (`[/{location}]/network/firewalls…`, docs/product/network.md#firewalls
//! *Firewall*, docs/product/network.md#firewalls protocols, endpoint types and directions, docs/product/network.md#firewalls "Firewall-assignable resource
//! type: vm"). Bodies are JSON except the VM assignment calls (query).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::UUID_PATTERN;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    Inbound,
    Outbound,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FirewallProtocol {
    Tcp,
    Udp,
    Icmp,
    Icmp6,
    Any,
}

impl FirewallProtocol {
    /// Only TCP and UDP have ports.
    pub fn has_ports(self) -> bool {
        matches!(self, FirewallProtocol::Tcp | FirewallProtocol::Udp)
    }
}

/// The seed's rule field `policy_action`; traffic a rule matches is accepted unless it says drop.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PolicyAction {
    #[default]
    Accept,
    Drop,
}

/// docs/product/network.md#firewalls: what the other end of the traffic is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EndpointType {
    /// IPv4 or IPv6 addresses or CIDR blocks.
    IpPrefixes,
    /// Resources carrying a tag.
    GroupTag,
    #[default]
    Any,
    /// VLAN IDs (1–4094).
    Vlan,
}

/// A stored rule. Live: an omitted `port_end` is stored as `port_start`, `port_start` null means
/// every port, `endpoint_spec` is null for `any` (docs/product/network.md#firewalls). The IS literal has no rule uuid
/// or action, hence their defaults.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct FirewallRule {
    #[serde(default)]
    pub uuid: String,
    pub direction: Direction,
    pub protocol: FirewallProtocol,
    #[serde(default)]
    pub policy_action: PolicyAction,
    pub port_start: Option<u16>,
    pub port_end: Option<u16>,
    pub endpoint_spec_type: EndpointType,
    pub endpoint_spec: Option<Vec<String>>,
}

/// docs/product/network.md#firewalls: only VMs take firewalls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FirewallResourceType {
    #[default]
    Vm,
}

/// `resources_assigned` entries (docs/product/network.md#firewalls live).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct AssignedResource {
    pub resource_type: FirewallResourceType,
    pub resource_uuid: String,
}

/// IS types.go's firewall; `description`, `user_id` and `created_at` are left out of the IS
/// contract literal, hence their defaults here.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Firewall {
    pub uuid: String,
    pub display_name: String,
    #[serde(default)]
    pub description: String,
    pub billing_account_id: u64,
    #[serde(default)]
    pub user_id: u64,
    /// In the order sent; a strict session answers an order of its own, as live
    /// (docs/product/network.md#firewalls).
    pub rules: Vec<FirewallRule>,
    pub resources_assigned: Vec<AssignedResource>,
    #[serde(default)]
    pub created_at: String,
}

/// A rule as sent. `port_end` defaults to `port_start`; ports only for tcp and udp;
/// `endpoint_spec` is required unless the type is `any`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FirewallRuleInput {
    /// An existing rule's uuid keeps its identity on update (BP).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uuid: Option<String>,
    pub direction: Direction,
    pub protocol: FirewallProtocol,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub policy_action: Option<PolicyAction>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1, max = 65535))]
    pub port_start: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1, max = 65535))]
    pub port_end: Option<u16>,
    #[serde(default)]
    pub endpoint_spec_type: EndpointType,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub endpoint_spec: Option<Vec<String>>,
}

/// `POST firewalls` (JSON).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FirewallCreate {
    #[schemars(length(min = 1, max = 255))]
    pub display_name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 1024))]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
    #[serde(default)]
    #[schemars(length(max = 200))]
    pub rules: Vec<FirewallRuleInput>,
}

/// `PUT firewalls/{uuid}` (JSON): IS sends `name`, the create's `display_name` is taken too;
/// `rules`, when sent, replace all rules (BP sends only them).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FirewallUpdate {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 255))]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 255))]
    pub display_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 1024))]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 200))]
    pub rules: Option<Vec<FirewallRuleInput>>,
}

/// `POST|DELETE firewalls/{uuid}/vms?vm_uuid=` (query, IS).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FirewallVmQuery {
    #[schemars(regex(pattern = UUID_PATTERN))]
    pub vm_uuid: String,
}

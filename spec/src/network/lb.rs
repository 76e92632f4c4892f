//! Network load balancers (`[/{location}]/network/load_balancers…`, docs/product/network.md#load-balancers;
//! docs/product/network.md#load-balancers *Load balancer*, docs/product/network.md#load-balancers): L4, TCP only, session persistence by source IP, VM
//! targets in the balancer's private network. Bodies are JSON.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::UUID_PATTERN;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum LbProtocol {
    #[default]
    #[serde(rename = "TCP")]
    Tcp,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum SessionPersistence {
    #[default]
    #[serde(rename = "SOURCE_IP")]
    SourceIp,
}

/// docs/product/network.md#load-balancers: the one target type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TargetType {
    #[default]
    Vm,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct RuleSettings {
    pub connection_limit: u32,
    pub session_persistence: SessionPersistence,
}

/// A forwarding rule as BP's recorded fixture shows it. A deleted balancer's tombstone keeps only
/// each rule's `protocol` (IS strict reader), hence the optional rest.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ForwardingRule {
    pub protocol: LbProtocol,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uuid: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created_at: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_port: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target_port: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub settings: Option<RuleSettings>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct LbTarget {
    pub created_at: String,
    pub target_uuid: String,
    pub target_type: TargetType,
    /// The VM's private address in the balancer's network.
    pub target_ip_address: Option<String>,
}

/// BP's recorded list row. Times are `YYYY-MM-DD HH:MM:SS`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct LoadBalancer {
    pub uuid: String,
    pub display_name: String,
    pub user_id: u64,
    pub billing_account_id: u64,
    pub created_at: String,
    pub updated_at: String,
    pub is_deleted: bool,
    pub deleted_at: Option<String>,
    /// Its address in its network.
    pub private_address: String,
    pub network_uuid: String,
    pub forwarding_rules: Vec<ForwardingRule>,
    pub targets: Vec<LbTarget>,
}

/// A forwarding rule to create: only the two ports are accepted (CA).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LbRuleInput {
    #[schemars(range(min = 1, max = 65535))]
    pub source_port: u16,
    #[schemars(range(min = 1, max = 65535))]
    pub target_port: u16,
}

/// A target to add (`POST …/targets`, and each of a create's `targets`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LbTargetInput {
    #[schemars(regex(pattern = UUID_PATTERN))]
    pub target_uuid: String,
    #[serde(default)]
    pub target_type: TargetType,
}

/// `POST load_balancers` (JSON, `network_load_balancers.POST.request.json`). Leaving `targets`
/// out is for the domain to answer (docs/product/network.md#load-balancers): live fails with 500,
/// a lenient session names the field; an empty list is refused with "Add at least one target server.".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LbCreate {
    #[schemars(length(min = 1, max = 255))]
    pub display_name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
    /// The location's default network when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = UUID_PATTERN))]
    pub network_uuid: Option<String>,
    /// Reserve a floating IP and assign it to the balancer; true when left out, as for VMs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reserve_public_ip: Option<bool>,
    #[serde(default)]
    pub rules: Vec<LbRuleInput>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub targets: Option<Vec<LbTargetInput>>,
}

/// `PATCH load_balancers/{uuid}` (JSON, BP live).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LbUpdate {
    #[schemars(length(min = 1, max = 255))]
    pub display_name: String,
}

/// `PUT load_balancers/{uuid}/billing_account?set_id=` (docs/product/network.md#load-balancers, RH docs); BP's
/// `billing_account_id` is accepted as the same thing (docs/product/network.md#load-balancers).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LbBillingMove {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub set_id: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
}

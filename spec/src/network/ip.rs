//! Floating IPs (`[/{location}]/network/ip_addresses…`, docs/product/network.md#ip-addresses
//! *IP address*, docs/product/network.md#ip-addresses assignment types, docs/product/network.md#charging prices). Addressed by their IPv4 address in paths; the
//! list keeps deleted records (WEUSE, live). Bodies are JSON.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::UUID_PATTERN;

/// docs/product/network.md#ip-addresses, docs/product/network.md#charging: what an address can be assigned to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AssignmentType {
    VirtualMachine,
    /// A managed service package (docs/product/services.md#packages).
    Service,
    LoadBalancer,
}

/// `type`: every floating IP is public.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum IpType {
    Public,
}

/// The IS client's canonical live field set (`canonicalFloatingIPResponseFields`). `assigned_to`
/// is always sent (null while unassigned, as the IS unassigned literal has it); the other
/// assignment fields only while assigned, and `unassigned_at` once it has been let go.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct FloatingIp {
    pub uuid: String,
    pub id: u64,
    pub address: String,
    pub user_id: u64,
    pub billing_account_id: u64,
    #[serde(rename = "type")]
    pub kind: IpType,
    /// Empty for the addresses VMs reserve for themselves (AN, IS).
    pub name: String,
    pub enabled: bool,
    pub is_deleted: bool,
    pub is_ipv6: bool,
    pub is_virtual: bool,
    /// `YYYY-MM-DD HH:MM:SS`, as the VM family writes it (docs/product/access.md#api-tokens).
    pub created_at: String,
    pub updated_at: String,
    /// The uuid of the VM, load balancer or service package it is assigned to.
    pub assigned_to: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub assigned_to_resource_type: Option<AssignmentType>,
    /// The private address traffic to it goes to: the VM's or load balancer's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub assigned_to_private_ip: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unassigned_at: Option<String>,
}

/// `GET ip_addresses`: optional filters.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct IpListQuery {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
    /// Only the address assigned to this VM.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = UUID_PATTERN))]
    pub vm_uuid: Option<String>,
}

/// `POST ip_addresses` (JSON). The account may be left out with a restricted token (AN); a global
/// key pays from the user's default account.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct IpCreate {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 255))]
    pub name: Option<String>,
}

/// `PATCH ip_addresses/{address}` (JSON).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct IpUpdate {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = 255))]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
}

/// `POST ip_addresses/{address}/assign` (JSON): `assigned_to` with its type (IS, live), the
/// legacy `{vm_uuid}` (still accepted live, AN 2025) or the seed's `private_ip` of a VM or load
/// balancer. Exactly one way must be used.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct IpAssign {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = UUID_PATTERN))]
    pub assigned_to: Option<String>,
    /// `virtual_machine` when `assigned_to` comes alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub assigned_to_resource_type: Option<AssignmentType>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = UUID_PATTERN))]
    pub vm_uuid: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = r"^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$"))]
    pub private_ip: Option<String>,
}

/// `POST ip_addresses/{address}/unassign`: no body; WG sends the VM it comes off, which must then
/// be the one it is assigned to.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct IpUnassign {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = UUID_PATTERN))]
    pub vm_uuid: Option<String>,
}

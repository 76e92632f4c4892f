//! Private networks (`[/{location}]/network/network…`, docs/product/network.md#vpc
//! *VPC*, docs/product/network.md#vpc IPv6 subnet). Live never returns `vlan_id` and sends `subnet_ipv6` as `""` (docs/product/network.md#vpc):
//! strict sessions leave `vlan_id` out as live, lenient ones carry the seed's; `subnet_ipv6` is
//! empty until a subnet is set.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum NetworkType {
    Private,
}

/// docs/product/network.md#vpc's verified keys. `vm_uuids` are the live VMs on it; `resources_count` counts them and
/// the load balancers in it. The IS contract literal leaves out the times and IPv6 subnet, hence
/// their defaults here.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Network {
    pub uuid: String,
    pub name: String,
    #[serde(rename = "type")]
    pub kind: NetworkType,
    /// The IPv4 /24 the platform allocated, e.g. `10.4.200.0/24`; the gateway is `.1`.
    pub subnet: String,
    /// An IPv6 prefix with its length, or empty.
    #[serde(default)]
    pub subnet_ipv6: String,
    pub is_default: bool,
    /// The platform's VLAN for the network, 1 to 4094, fixed for its life. Lenient sessions only:
    /// live never returns it (docs/product/network.md#vpc).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1, max = 4094))]
    pub vlan_id: Option<u16>,
    pub vm_uuids: Vec<String>,
    pub resources_count: u32,
    #[serde(default)]
    pub created_at: String,
    #[serde(default)]
    pub updated_at: String,
}

/// `POST network/network?name=` (query, docs/product/network.md#vpc live), optionally with the
/// IPv6 subnet a `PATCH` also sets.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NetworkCreate {
    #[schemars(length(min = 1, max = 255))]
    pub name: String,
    /// docs/product/network.md#vpc: "hex-and-colon prefix with length, or empty"; kept as given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = r"^([0-9a-fA-F:]*:[0-9a-fA-F:]*/\d{1,3})?$"))]
    pub subnet_ipv6: Option<String>,
}

/// `PATCH network/network/{uuid}` (JSON): rename (CA live) or set the IPv6 subnet.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NetworkUpdate {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 255))]
    pub name: Option<String>,
    /// docs/product/network.md#vpc: "hex-and-colon prefix with length, or empty" (e.g. `2001:db8:10::/64`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = r"^([0-9a-fA-F:]*:[0-9a-fA-F:]*/\d{1,3})?$"))]
    pub subnet_ipv6: Option<String>,
}

//! VM network interfaces and their VLAN sub-interfaces (`[/{location}]/network/virtual-machines/…`,
//! docs/product/compute.md#interfaces *VM interface*, docs/product/compute.md#vm-create "VLAN ID between 1 and 4094", docs/product/compute.md#interfaces). No public client shows
//! these answers, so the field names are the seed's (`vlan_tag`, `mac`, `ip`) beside the VM's own
//! (`mac`, `private_ipv4`). They sit under `/network/`, so errors are `{"message": …}`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A VM's network interface: the NIC its `mac` and `private_ipv4` belong to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct VmInterface {
    pub uuid: String,
    pub vm_uuid: String,
    /// The private network it is on (`vm_uuids` of that network list the VM).
    pub network_uuid: Option<String>,
    pub mac: String,
    pub private_ipv4: String,
    /// In the network's IPv6 subnet; null while the network has none (live: `subnet_ipv6` is `""`).
    pub public_ipv6: Option<String>,
    /// Oldest first.
    pub subinterfaces: Vec<SubInterface>,
}

/// A VLAN sub-interface on a VM's interface: tagged traffic on the same NIC, so the same MAC.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SubInterface {
    pub uuid: String,
    /// The interface it belongs to.
    pub interface_uuid: String,
    /// The VLAN ID, 1–4094.
    pub vlan_tag: u16,
    pub mac: String,
    /// The private IPv4 address it has on the VLAN.
    pub ip: String,
    /// The network named when it was made, if any.
    pub network_uuid: Option<String>,
    /// `YYYY-MM-DD HH:MM:SS`, as the VM family writes it.
    pub created_at: String,
}

/// `POST …/{uuid}/interfaces/{if_uuid}/subinterfaces` (query): a VLAN on the interface.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SubInterfaceCreate {
    /// docs/product/compute.md#vm-create: 1–4094; one sub-interface per VLAN on an interface.
    #[schemars(range(min = 1, max = 4094))]
    pub vlan_tag: u16,
    /// One of the owner's private networks in the location; another customer's, a deleted or a
    /// missing one is 400 `Network UUID is invalid.` naming this field.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"))]
    pub network_uuid: Option<String>,
}

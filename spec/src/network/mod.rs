//! Networking (docs/product/network.md#ip-addresses *IP address*, *VPC*, *Load balancer*, *Firewall*; docs/product/network.md#ip-addresses
//! *Network*; docs/product/network.md#vpc, docs/product/network.md#ip-addresses, docs/product/network.md#firewalls, docs/product/network.md#load-balancers): floating IPs, private networks, load balancers and
//! firewalls. Every call is location-scoped under `/network/` and answers errors as
//! `{"message": …}` (docs/product/conventions.md#error-shapes).

pub mod errors;
mod firewall;
mod ip;
mod lb;
mod vpc;

pub use firewall::*;
pub use ip::*;
pub use lb::*;
pub use vpc::*;

/// A UUID as the network calls take them.
pub const UUID_PATTERN: &str = r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";

pub mod ops {
    use super::*;
    use crate::common::NoParams;
    use crate::routes::{Area, Method, Operation};

    /// A `/network/…` operation: location-scoped, `{"message": …}` errors.
    const fn net(id: &'static str, method: Method, path: &'static str) -> Operation {
        Operation::new(id, method, path, Area::Network).location_scoped().message_errors()
    }

    // Floating IPs: addressed by their address; not found is 404 (docs/product/conventions.md#status-codes).
    pub const IP_LIST: Operation = net("ip_address_list", Method::Get, "/network/ip_addresses")
        .summary("The caller's floating IPs in a location: assigned, unassigned and deleted ones")
        .request::<IpListQuery>()
        .response::<Vec<FloatingIp>>();
    pub const IP_GET: Operation = net("ip_address_get", Method::Get, "/network/ip_addresses/{address}")
        .summary("One floating IP by its address; a deleted one is a tombstone")
        .request::<NoParams>()
        .response::<FloatingIp>();
    pub const IP_CREATE: Operation = net("ip_address_create", Method::Post, "/network/ip_addresses")
        .summary("Reserve a public IPv4 address, unassigned (charged monthly while unassigned)")
        .json()
        .request::<IpCreate>()
        .response::<FloatingIp>();
    pub const IP_UPDATE: Operation = net("ip_address_update", Method::Patch, "/network/ip_addresses/{address}")
        .summary("Rename a floating IP or move it to another billing account")
        .json()
        .request::<IpUpdate>()
        .response::<FloatingIp>();
    /// Live answers the 4-byte body `true` (IS client.go).
    pub const IP_DELETE: Operation = net("ip_address_delete", Method::Delete, "/network/ip_addresses/{address}")
        .summary("Release an unassigned floating IP; it stays listed as deleted")
        .request::<NoParams>()
        .response::<bool>();
    pub const IP_ASSIGN: Operation = net("ip_address_assign", Method::Post, "/network/ip_addresses/{address}/assign")
        .summary("Assign a floating IP to a VM, load balancer or service (moving it from where it was)")
        .json()
        .request::<IpAssign>()
        .response::<FloatingIp>();
    pub const IP_UNASSIGN: Operation = net("ip_address_unassign", Method::Post, "/network/ip_addresses/{address}/unassign")
        .summary("Unassign a floating IP; it stays reserved")
        .json()
        .request::<IpUnassign>()
        .response::<FloatingIp>();

    // Private networks: not found is 400 `Network UUID is invalid.` (docs/product/conventions.md#status-codes).
    pub const NETWORK_LIST: Operation = net("network_list", Method::Get, "/network/networks")
        .summary("The caller's private networks in a location")
        .request::<NoParams>()
        .response::<Vec<Network>>()
        .not_found_status(400);
    pub const NETWORK_GET: Operation = net("network_get", Method::Get, "/network/network/{uuid}")
        .summary("One private network")
        .request::<NoParams>()
        .response::<Network>()
        .not_found_status(400);
    /// The name comes in the query (docs/product/network.md#vpc, live).
    pub const NETWORK_CREATE: Operation = net("network_create", Method::Post, "/network/network")
        .summary("Create a private network; the first in a location becomes the default")
        .query()
        .request::<NetworkCreate>()
        .response::<Network>()
        .not_found_status(400);
    pub const NETWORK_UPDATE: Operation = net("network_update", Method::Patch, "/network/network/{uuid}")
        .summary("Rename a private network or set its IPv6 subnet")
        .json()
        .request::<NetworkUpdate>()
        .response::<Network>()
        .not_found_status(400);
    pub const NETWORK_SET_DEFAULT: Operation = net("network_set_default", Method::Put, "/network/network/{uuid}/default")
        .summary("Make a private network the location's default for new VMs")
        .request::<NoParams>()
        .response::<Network>()
        .not_found_status(400);
    /// 200 with `{"success": true}` (docs/product/network.md#vpc: 200, not the docs' 204).
    pub const NETWORK_DELETE: Operation = net("network_delete", Method::Delete, "/network/network/{uuid}")
        .summary("Delete an empty private network that is not the default")
        .request::<NoParams>()
        .response::<crate::common::Success>()
        .not_found_status(400);

    // Load balancers.
    pub const LB_LIST: Operation = net("load_balancer_list", Method::Get, "/network/load_balancers")
        .summary("The caller's load balancers in a location, deleted ones included")
        .request::<NoParams>()
        .response::<Vec<LoadBalancer>>();
    pub const LB_GET: Operation = net("load_balancer_get", Method::Get, "/network/load_balancers/{uuid}")
        .summary("One load balancer; a deleted one is a tombstone")
        .request::<NoParams>()
        .response::<LoadBalancer>();
    pub const LB_CREATE: Operation = net("load_balancer_create", Method::Post, "/network/load_balancers")
        .summary("Create a TCP load balancer in a private network, in front of at least one VM")
        .json()
        .request::<LbCreate>()
        .response::<LoadBalancer>();
    pub const LB_UPDATE: Operation = net("load_balancer_update", Method::Patch, "/network/load_balancers/{uuid}")
        .summary("Rename a load balancer")
        .json()
        .request::<LbUpdate>()
        .response::<LoadBalancer>();
    /// Live answers an empty 200.
    pub const LB_DELETE: Operation = net("load_balancer_delete", Method::Delete, "/network/load_balancers/{uuid}")
        .summary("Delete a load balancer (empty 200); its floating IP stays reserved, unassigned")
        .request::<NoParams>();
    pub const LB_BILLING: Operation =
        net("load_balancer_billing_account", Method::Put, "/network/load_balancers/{uuid}/billing_account")
            .summary("Pay for a load balancer from another active billing account")
            .query()
            .request::<LbBillingMove>()
            .response::<LoadBalancer>();
    /// The same move as a client used against production sends it (docs/product/README.md#conflicts).
    pub const LB_BILLING_PATCH: Operation =
        net("load_balancer_billing_account_patch", Method::Patch, "/network/load_balancers/{uuid}/billing_account")
            .summary("Pay for a load balancer from another active billing account (JSON `billing_account_id`)")
            .json()
            .request::<LbBillingMove>()
            .response::<LoadBalancer>();
    pub const LB_TARGET_ADD: Operation = net("load_balancer_target_add", Method::Post, "/network/load_balancers/{uuid}/targets")
        .summary("Add a VM of the load balancer's network as a target")
        .json()
        .request::<LbTargetInput>()
        .response::<LbTarget>();
    pub const LB_TARGET_REMOVE: Operation =
        net("load_balancer_target_remove", Method::Delete, "/network/load_balancers/{uuid}/targets/{target_uuid}")
            .summary("Remove a target (empty 200); the last one stays")
            .request::<NoParams>();
    pub const LB_RULE_ADD: Operation =
        net("load_balancer_rule_add", Method::Post, "/network/load_balancers/{uuid}/forwarding_rules")
            .summary("Forward a TCP port to a port of the targets")
            .json()
            .request::<LbRuleInput>()
            .response::<ForwardingRule>();
    pub const LB_RULE_REMOVE: Operation =
        net("load_balancer_rule_remove", Method::Delete, "/network/load_balancers/{uuid}/forwarding_rules/{rule_uuid}")
            .summary("Remove a forwarding rule (empty 200)")
            .request::<NoParams>();

    // Firewalls.
    pub const FIREWALL_LIST: Operation = net("firewall_list", Method::Get, "/network/firewalls")
        .summary("The caller's firewalls in a location")
        .request::<NoParams>()
        .response::<Vec<Firewall>>();
    pub const FIREWALL_CREATE: Operation = net("firewall_create", Method::Post, "/network/firewalls")
        .summary("Create a firewall with its rules")
        .json()
        .request::<FirewallCreate>()
        .response::<Firewall>();
    pub const FIREWALL_UPDATE: Operation = net("firewall_update", Method::Put, "/network/firewalls/{uuid}")
        .summary("Rename a firewall or replace its rules (a rule's uuid keeps its identity)")
        .json()
        .request::<FirewallUpdate>()
        .response::<Firewall>();
    /// Live answers 204 (docs/product/conventions.md#status-codes).
    pub const FIREWALL_DELETE: Operation = net("firewall_delete", Method::Delete, "/network/firewalls/{uuid}")
        .summary("Delete a firewall (204); its VMs are let go")
        .request::<NoParams>()
        .status(204);
    pub const FIREWALL_VM_ADD: Operation = net("firewall_vm_add", Method::Post, "/network/firewalls/{uuid}/vms")
        .summary("Apply a firewall to a VM; answers every assignment")
        .query()
        .request::<FirewallVmQuery>()
        .response::<Vec<AssignedResource>>();
    /// Live answers a zero-byte 200 or 204 (IS); we answer 204.
    pub const FIREWALL_VM_REMOVE: Operation = net("firewall_vm_remove", Method::Delete, "/network/firewalls/{uuid}/vms")
        .summary("Take a firewall off a VM (204)")
        .query()
        .request::<FirewallVmQuery>()
        .status(204);

    /// The area's operations, in the order the OpenAPI document lists them.
    pub const ALL: &[&Operation] = &[
        &IP_LIST,
        &IP_GET,
        &IP_CREATE,
        &IP_UPDATE,
        &IP_DELETE,
        &IP_ASSIGN,
        &IP_UNASSIGN,
        &NETWORK_LIST,
        &NETWORK_GET,
        &NETWORK_CREATE,
        &NETWORK_UPDATE,
        &NETWORK_SET_DEFAULT,
        &NETWORK_DELETE,
        &LB_LIST,
        &LB_GET,
        &LB_CREATE,
        &LB_UPDATE,
        &LB_DELETE,
        &LB_BILLING,
        &LB_BILLING_PATCH,
        &LB_TARGET_ADD,
        &LB_TARGET_REMOVE,
        &LB_RULE_ADD,
        &LB_RULE_REMOVE,
        &FIREWALL_LIST,
        &FIREWALL_CREATE,
        &FIREWALL_UPDATE,
        &FIREWALL_DELETE,
        &FIREWALL_VM_ADD,
        &FIREWALL_VM_REMOVE,
    ];
}

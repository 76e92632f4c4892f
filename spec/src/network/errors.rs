//! Networking (docs/product/network.md#vpc, docs/product/network.md#ip-addresses, docs/product/network.md#firewalls, docs/product/network.md#load-balancers, docs/product/conventions.md#error-shapes; docs/product/network.md#ip-addresses). The two not-found texts of
//! floating IPs and networks are live (docs/product/conventions.md#status-codes); the seed gives "Add at least one target server.";
//! the rest are ours, in the same voice.
//! The area's error and message texts: handlers and the console's generated catalogue use these.

crate::error::texts! {
    /// 404, live: `Ip address … was not found.`
    fn ip_not_found(address: &str) = "Ip address {address} was not found.";
    /// 400, live, for a missing network.
    const NETWORK_INVALID = "Network UUID is invalid.";
    const LB_NOT_FOUND = "Load balancer not found";
    const FIREWALL_NOT_FOUND = "Firewall not found";
    /// docs/product/config.md#configuration-rules.
    const TARGET_REQUIRED = "Add at least one target server.";
    const IP_ASSIGNED = "Ip address is assigned; unassign it first";
    const IP_NOT_ASSIGNED = "Ip address is not assigned";
    const ASSIGN_HOW = "Give assigned_to (with assigned_to_resource_type), vm_uuid or private_ip";
    const TARGET_HAS_IP = "The resource already has a public IP address";
    fn no_such_assignee(target: &str) = "No resource to assign to: {target}";
    fn not_assigned_to(vm_uuid: &str) = "Ip address is not assigned to {vm_uuid}";
    const DEFAULT_NETWORK_STAYS = "The default network cannot be deleted";
    const NETWORK_NOT_EMPTY = "The network has resources; remove them first";
    const NOT_IN_NETWORK = "The virtual machine is not in the load balancer's network";
    const ALREADY_TARGET = "The virtual machine is already a target";
    fn no_such_target(uuid: &str) = "No such target: {uuid}";
    fn port_forwarded(port: u16) = "Source port {port} is already forwarded";
    const RULE_NOT_FOUND = "Forwarding rule not found";
    const SET_ID_REQUIRED = "set_id is required";
    const PORT_ORDER = "port_end must not be below port_start";
    const PORTS_TCP_UDP = "Ports apply to tcp and udp only";
    const ENDPOINT_REQUIRED = "At least one endpoint is required for this endpoint type";
    const ENDPOINT_FOR_ANY = "No endpoints are given for endpoint type any";
    fn bad_prefix(value: &str) = "Not an IP address or CIDR block: {value}";
    fn bad_vlan(value: &str) = "Not a VLAN ID between 1 and 4094: {value}";
    fn bad_tag(value: &str) = "Not a group tag (1 to 63 letters, digits, dots, dashes or underscores): {value}";
    const FIREWALL_NOT_ON_VM = "The firewall is not applied to this virtual machine";
    const NO_FREE_ADDRESS = "No free address left in the network";
    /// A service package's virtual IP goes with the package: not moved, let go or paid apart.
    fn held_by_service(package_uuid: &str) = "Ip address is the virtual IP of service package {package_uuid}; it goes with the package";
}

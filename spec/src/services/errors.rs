//! Managed services (docs/product/services.md#kubernetes, docs/product/services.md#packages). "Service '…' not found", "IP address
//! must be specified", "Kubernetes service can not be created." and "Error performing action" are
//! the product's; the rest ours.
//! The area's error and message texts: handlers and the console's generated catalogue use these.

crate::error::texts! {
    const KUBERNETES_REFUSED = "Kubernetes service can not be created.";
    const ACTION_FAILED = "Error performing action";
    const IP_REQUIRED = "IP address must be specified";
    const IP_INVALID = "Must be an IPv4 address or CIDR block";
    const ALREADY_WHITELISTED = "The address is already on the whitelist";
    const NOT_WHITELISTED = "The address is not on the whitelist";
    const AUTOSCALER_MINIMUM = "At least one node pool must have autoscaler minimum of 1 or more";
    const MIN_ABOVE_MAX = "The autoscaler minimum cannot exceed its maximum";
    const POOL_NAMES_UNIQUE = "Node pool names must be unique";
    const WORKERS_REQUIRED = "A Kubernetes cluster needs at least one node pool";
    const NOT_KUBERNETES = "Only a Kubernetes cluster has node pools";
    const NO_WORKER_PACKAGE = "Not one of the worker packages offered";
    const PARAMETERS_JSON = "Must be a JSON object with location, optional network_uuid and spec";
    const MULTI_NODE_UNAVAILABLE = "This service is not offered as multi-node";
    const NOTHING_TO_CHANGE = "Nothing to change";
    const REQUESTED = "The package is still being provisioned";
    const DELETED = "The package is deleted";
    fn service_not_found(name: &str) = "Service '{name}' not found";
    fn no_such_version(version: &str) = "No such version of the service: {version}";
    fn no_such_package(uuid: &str) = "No such service package exists: {uuid}";
    fn no_such_resource(uuid: &str) = "No such resource in the package: {uuid}";
    fn no_such_backup(uuid: &str) = "No such backup of the package: {uuid}";
    fn no_such_location(slug: &str) = "No such location: {slug}";
}

//! Managed services: MariaDB, PostgreSQL and Kubernetes packages (docs/product/config.md#feature-flags, docs/product/config.md#console-routes, docs/product/services.md#kubernetes
//! *Managed service*, *ManagedServiceCreateBody*, *ServiceImage*, *ServiceSecrets*, *Whitelist*,
//! *ServiceUpdateBody*, *ServiceRebuildBody*, docs/product/services.md#package-states, docs/product/services.md#kubernetes, docs/product/services.md#packages *Managed services*, docs/product/services.md#packages, docs/product/services.md#charging).
//! docs/product/services.md#packages gives the package object (`properties`, `resources[].resource_allocation`,
//! `prices`), `package_parameters` sent as a JSON *string*, "Service '<name>' not found" and a
//! DELETE that answers the package. Beyond that the shapes are ours: the `{"errors": …}` body of
//! the VM family naming the broken field, 404 for a missing package, 409 for a refusal by state,
//! `YYYY-MM-DD HH:MM:SS` timestamps as the package's VMs have them.

pub mod errors;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::common::Money;

/// docs/product/services.md#charging: the managed services.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ServiceKind {
    Mariadb,
    Postgresql,
    Kubernetes,
}

impl ServiceKind {
    pub const ALL: [ServiceKind; 3] = [ServiceKind::Mariadb, ServiceKind::Postgresql, ServiceKind::Kubernetes];

    pub const fn as_str(self) -> &'static str {
        match self {
            ServiceKind::Mariadb => "mariadb",
            ServiceKind::Postgresql => "postgresql",
            ServiceKind::Kubernetes => "kubernetes",
        }
    }

    pub fn parse(name: &str) -> Option<ServiceKind> {
        Self::ALL.into_iter().find(|k| k.as_str() == name)
    }
}

/// docs/product/services.md#package-states: a package is requested until provisioned, then active; deleted is its tombstone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PackageStatus {
    Requested,
    Active,
    Deleted,
}

/// docs/product/services.md#charging: what a package is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ResourceType {
    Vm,
    VirtualIp,
    Network,
    KongToken,
}

/// A package's VM: created with the package, running once it is active, then started and
/// stopped one by one (docs/product/services.md#package-states).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ResourceStatus {
    Creating,
    Running,
    Stopped,
}

/// docs/product/services.md#package-states, docs/product/services.md#charging: maintenance runs weekly on Wednesday at 02:00 UTC, or every day at 02:00 UTC.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum MaintenanceSchedule {
    Weekly,
    Daily,
}

/// A node pool (docs/product/services.md#kubernetes *workers*: machine, volume, min, max, maxSurge),
/// read and answered by the specification's names only. `minimum`/`maximum` were this simulator's
/// own spelling: no live answer, recording or client on record writes them, so they are not read
/// leniently (a pool sending them lacks `min` and is refused): a client written against them would
/// fail live.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Worker {
    #[schemars(length(min = 1, max = 63), regex(pattern = r"^[a-z0-9]([a-z0-9-]*[a-z0-9])?$"))]
    pub name: String,
    pub machine: WorkerMachine,
    pub volume: WorkerVolume,
    /// The autoscaler's lower bound; the pool runs this many nodes at least.
    #[schemars(range(max = 100))]
    pub min: u32,
    /// The autoscaler's upper bound.
    #[schemars(range(min = 1, max = 100))]
    pub max: u32,
    /// Extra nodes a rolling update may add.
    #[schemars(range(max = 10))]
    pub max_surge: u32,
}

/// One of the configuration's worker packages, by size.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WorkerMachine {
    #[schemars(range(min = 1, max = 64))]
    pub cpu: u32,
    /// GiB.
    #[schemars(range(min = 1, max = 512))]
    pub ram: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WorkerVolume {
    /// GB.
    #[schemars(range(min = 10, max = 2000))]
    pub size: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Provider {
    pub workers: Vec<Worker>,
}

/// `package_parameters.spec` (docs/product/services.md#kubernetes): the Kubernetes cluster's maintenance and node pools.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClusterSpec {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub maintenance: Option<MaintenanceSchedule>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provider: Option<Provider>,
}

/// `package_parameters` once parsed (docs/product/services.md#packages: location, network_uuid, optional spec).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PackageParameters {
    pub location: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub network_uuid: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spec: Option<ClusterSpec>,
}

/// docs/product/services.md#packages: clients send `package_parameters` as a JSON string; the seed's type is an
/// object. Both are read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum PackageParametersWire {
    Text(String),
    Object(PackageParameters),
}

/// `POST /user-resource/service/package` (JSON; docs/product/services.md#packages *ManagedServiceCreateBody*).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PackageCreate {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
    #[schemars(length(min = 1, max = 255))]
    pub display_name: String,
    #[serde(default)]
    pub is_multi_node: bool,
    pub package_parameters: PackageParametersWire,
    /// docs/product/services.md#charging: defaults to true.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reserve_public_ip: Option<bool>,
    #[schemars(length(min = 1, max = 64))]
    pub service: String,
    #[schemars(length(min = 1, max = 32))]
    pub version: String,
    #[schemars(range(min = 1, max = 32))]
    pub vm_cpu: u32,
    /// MB, as a VM's `ram`.
    #[schemars(range(min = 1024, max = 131072))]
    pub vm_ram: u32,
    #[schemars(range(min = 10, max = 2000))]
    pub vm_disk_gb: u32,
}

/// `PATCH /user-resource/service/package/{uuid}` (JSON; docs/product/services.md#packages *ServiceUpdateBody*).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PackageUpdate {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1, max = 255))]
    pub display_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
}

/// `PATCH …/{uuid}/properties`: the maintenance schedule, and a Kubernetes cluster's node pools
/// (the seed names maintenance settings; pools are changed here too, in the create's shape).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PropertiesUpdate {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub maintenance: Option<MaintenanceSchedule>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub workers: Option<Vec<Worker>>,
}

/// `POST|DELETE …/{uuid}/whitelist_addresses` (docs/product/services.md#whitelist *Whitelist*, docs/product/services.md#whitelist; docs/product/services.md#packages).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct WhitelistEntry {
    /// An IPv4 address or CIDR block; checked by the domain so the live text answers a miss.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ip_address: Option<String>,
}

/// `POST /{location}/user-resource/service/package/vm/rebuild` (docs/product/services.md#packages *ServiceRebuildBody*).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PackageRebuild {
    #[schemars(length(min = 1, max = 64))]
    pub replica_uuid: String,
    #[schemars(length(min = 1, max = 64))]
    pub service_package_uuid: String,
}

/// `GET /user-resource/service/packages`: optionally one account's packages only.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PackageListQuery {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
}

/// A disk of a package VM (docs/product/services.md#packages `storage[]`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ResourceStorage {
    pub uuid: String,
    pub primary: bool,
    pub size: u32,
    pub replica: Vec<String>,
}

/// `resources[].resource_allocation`: a VM's size and state, or a virtual IP's address.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ResourceAllocation {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub address: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vcpu: Option<u32>,
    /// MB.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memory: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<ResourceStatus>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage: Option<Vec<ResourceStorage>>,
    /// The node pool a Kubernetes worker belongs to; null for control-plane and database VMs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pool: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct PackageResource {
    pub resource_id: String,
    pub resource_location: String,
    pub resource_type: ResourceType,
    pub resource_allocation: ResourceAllocation,
}

/// `prices[]`: the price resource types a package is charged by, with how many units of each
/// (both key spellings, as docs/product/services.md#packages saw them).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PackagePrice {
    pub price_multiplier: Money,
    pub resource_type: crate::pricing::PriceResourceType,
    pub price_per_unit: Money,
}

/// One of the five readiness conditions (docs/product/services.md#kubernetes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
pub enum ConditionType {
    APIServerAvailable,
    ControlPlaneHealthy,
    EveryNodeReady,
    SystemComponentsHealthy,
    ObservabilityComponentsHealthy,
}

impl ConditionType {
    /// The order a new cluster becomes ready in.
    pub const ALL: [ConditionType; 5] = [
        ConditionType::APIServerAvailable,
        ConditionType::ControlPlaneHealthy,
        ConditionType::EveryNodeReady,
        ConditionType::SystemComponentsHealthy,
        ConditionType::ObservabilityComponentsHealthy,
    ];
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub enum ConditionStatus {
    True,
    False,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Condition {
    #[serde(rename = "type")]
    pub kind: ConditionType,
    pub status: ConditionStatus,
    /// Why a condition is false; empty when true.
    pub reason: String,
}

/// A node pool as it runs: its spec and how many worker VMs it has.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct WorkerStatus {
    pub name: String,
    pub nodes: u32,
    pub ready_nodes: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ClusterStatus {
    pub conditions: Vec<Condition>,
    pub workers: Vec<WorkerStatus>,
}

/// When maintenance runs, and when it last and next does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Maintenance {
    pub schedule: MaintenanceSchedule,
    pub last_run_at: Option<String>,
    pub next_run_at: Option<String>,
}

/// `properties` (docs/product/services.md#packages): the database's connection (service_ip, sql_user, port) or the
/// cluster's name, spec and status; both have their location and maintenance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct PackageProperties {
    pub location: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service_ip: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sql_user: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub port: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cluster_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spec: Option<ClusterSpec>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<ClusterStatus>,
    pub maintenance: Maintenance,
}

/// A daily backup, the replica a package can be rebuilt from (docs/product/services.md#package-states: seven are kept).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ServiceBackup {
    pub uuid: String,
    pub created_at: String,
    pub size_gb: u32,
}

/// The package (docs/product/services.md#packages), with what the console's detail shows besides: its
/// whitelist, backups and provisioning progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ServicePackage {
    pub id: u64,
    pub uuid: String,
    pub service: ServiceKind,
    pub version: String,
    pub display_name: String,
    pub status: PackageStatus,
    pub is_multi_node: bool,
    pub is_deleted: bool,
    pub deleted_at: Option<String>,
    pub billing_account_id: u64,
    pub user_id: u64,
    pub properties: PackageProperties,
    pub resources: Vec<PackageResource>,
    pub prices: Vec<PackagePrice>,
    pub whitelist_addresses: Vec<String>,
    pub backups: Vec<ServiceBackup>,
    /// While requested: when the package is expected active, and simulated seconds until then
    /// (the console's progress, on the session's clock).
    pub ready_at: Option<String>,
    pub ready_in: Option<u32>,
    pub created_at: String,
    pub updated_at: String,
}

/// `GET …/{uuid}/secrets` (docs/product/services.md#kubernetes *ServiceSecrets*); a cluster has no SQL password.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ServiceSecrets {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sql_pass: Option<String>,
}

/// One worker machine a cluster may use (docs/product/services.md#kubernetes *ServiceImage* `specification.provider.workers.packages`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct WorkerPackage {
    pub cpu: u32,
    pub ram: u32,
    pub ssd: u32,
    pub default: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub disabled: Option<bool>,
    /// `win` or `other`.
    pub os: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notice: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct WorkerPackages {
    pub packages: Vec<WorkerPackage>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ImageProvider {
    pub workers: WorkerPackages,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ImageSpecification {
    pub provider: ImageProvider,
}

/// `GET /user-resource/service/configurations` rows (docs/product/services.md#packages *ServiceImage*).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ServiceImage {
    pub uuid: String,
    pub service_name: ServiceKind,
    pub display_name: String,
    pub description: String,
    /// Base64 SVG.
    pub icon: String,
    pub is_external: bool,
    pub is_multi_node_available: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub multi_node_description: Option<String>,
    /// Hourly unit prices of what a package of this service is charged by.
    pub prices: Vec<PackagePrice>,
    #[schemars(url)]
    pub read_more_url: String,
    /// Newest first.
    pub versions: Vec<String>,
    pub created_at: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub updated_at: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub specification: Option<ImageSpecification>,
}

pub mod ops {
    use super::*;
    use crate::common::NoParams;
    use crate::routes::{Area, Operation};

    const PACKAGE: &str = "/user-resource/service/package/{uuid}";

    pub const CONFIGURATIONS: Operation =
        Operation::get("service_configurations", "/user-resource/service/configurations", Area::Services)
            .summary("The services the site offers: versions, multi-node availability, worker packages, prices")
            .request::<NoParams>()
            .response::<Vec<ServiceImage>>();
    pub const PACKAGE_LIST: Operation = Operation::get("service_package_list", "/user-resource/service/packages", Area::Services)
        .summary("The caller's service packages, deleted ones included (tombstones), oldest first")
        .request::<PackageListQuery>()
        .response::<Vec<ServicePackage>>();
    pub const PACKAGE_GET: Operation = Operation::get("service_package_get", PACKAGE, Area::Services)
        .summary("One service package")
        .request::<NoParams>()
        .response::<ServicePackage>();
    pub const PACKAGE_CREATE: Operation =
        Operation::post("service_package_create", "/user-resource/service/package", Area::Services)
            .summary("Order a service package; it is requested until the brand's provisioning time has passed")
            .json()
            .request::<PackageCreate>()
            .response::<ServicePackage>();
    pub const PACKAGE_UPDATE: Operation = Operation::patch("service_package_update", PACKAGE, Area::Services)
        .summary("Rename a package or move it to another billing account")
        .json()
        .request::<PackageUpdate>()
        .response::<ServicePackage>();
    pub const PACKAGE_DELETE: Operation = Operation::delete("service_package_delete", PACKAGE, Area::Services)
        .summary("Delete a package and its resources; it stays listed as a tombstone")
        .request::<NoParams>()
        .response::<ServicePackage>();
    pub const RESOURCE_START: Operation = Operation::post(
        "service_resource_start",
        "/user-resource/service/package/{uuid}/resources/{target_uuid}/start",
        Area::Services,
    )
    .summary("Start one stopped VM of an active package")
    .request::<NoParams>()
    .response::<ServicePackage>();
    pub const RESOURCE_STOP: Operation = Operation::post(
        "service_resource_stop",
        "/user-resource/service/package/{uuid}/resources/{target_uuid}/stop",
        Area::Services,
    )
    .summary("Stop one running VM of an active package")
    .request::<NoParams>()
    .response::<ServicePackage>();
    pub const SECRETS: Operation =
        Operation::get("service_secrets", "/user-resource/service/package/{uuid}/secrets", Area::Services)
            .summary("The package's secrets: the SQL password of a database")
            .request::<NoParams>()
            .response::<ServiceSecrets>();
    pub const WHITELIST_LIST: Operation =
        Operation::get("service_whitelist_list", "/user-resource/service/package/{uuid}/whitelist_addresses", Area::Services)
            .summary("The addresses allowed to connect; empty allows all")
            .request::<NoParams>()
            .response::<Vec<String>>();
    pub const WHITELIST_ADD: Operation =
        Operation::post("service_whitelist_add", "/user-resource/service/package/{uuid}/whitelist_addresses", Area::Services)
            .summary("Allow an IPv4 address or CIDR block")
            .json()
            .request::<WhitelistEntry>()
            .response::<Vec<String>>();
    pub const WHITELIST_REMOVE: Operation = Operation::delete(
        "service_whitelist_remove",
        "/user-resource/service/package/{uuid}/whitelist_addresses",
        Area::Services,
    )
    .summary("Remove an address from the whitelist")
    .json()
    .request::<WhitelistEntry>()
    .response::<Vec<String>>();
    pub const PROPERTIES_UPDATE: Operation =
        Operation::patch("service_properties_update", "/user-resource/service/package/{uuid}/properties", Area::Services)
            .summary("Set the maintenance schedule, and a cluster's node pools")
            .json()
            .request::<PropertiesUpdate>()
            .response::<ServicePackage>();
    pub const PACKAGE_REBUILD: Operation =
        Operation::post("service_package_rebuild", "/user-resource/service/package/vm/rebuild", Area::Services)
            .location_scoped()
            .summary("Rebuild a package from one of its backups; it is requested again until provisioned")
            .json()
            .request::<PackageRebuild>()
            .response::<ServicePackage>();

    /// The area's operations, in the order the OpenAPI document lists them.
    pub const ALL: &[&Operation] = &[
        &CONFIGURATIONS,
        &PACKAGE_LIST,
        &PACKAGE_GET,
        &PACKAGE_CREATE,
        &PACKAGE_UPDATE,
        &PACKAGE_DELETE,
        &RESOURCE_START,
        &RESOURCE_STOP,
        &SECRETS,
        &WHITELIST_LIST,
        &WHITELIST_ADD,
        &WHITELIST_REMOVE,
        &PROPERTIES_UPDATE,
        &PACKAGE_REBUILD,
    ];
}

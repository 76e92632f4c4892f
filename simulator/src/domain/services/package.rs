//! What a customer does with service packages (docs/product/services.md#packages *Managed services*): order one, list and
//! read them, rename or move one to another account, start and stop its VMs one by one, read its
//! secrets, keep its whitelist, set its maintenance (and a cluster's node pools), rebuild it from a
//! backup, delete it. Every operation checks everything before it changes anything.

use std::collections::{BTreeMap, BTreeSet};
use std::net::Ipv4Addr;

use spec::error::{compute as compute_msg, network as network_msg, services as msg};
use spec::services::{
    MaintenanceSchedule, PackageCreate, PackageParameters, PackageParametersWire, PackageRebuild, PackageStatus, PackageUpdate,
    PropertiesUpdate, ResourceStatus, ResourceType, ServiceKind, ServiceSecrets, WhitelistEntry, Worker,
};

use super::{PackageRecord, ResourceRecord, catalogue, cluster, schedule};
use crate::domain::network::{Assignee, ip, vpc};
use crate::domain::{Cx, DomainError, DomainResult, billing};
use crate::world::{UserId, World};

/// The caller's packages within its reach, deleted ones included, oldest first.
pub fn package_list<'w>(world: &'w World, cx: &Cx, billing_account_id: Option<u64>) -> DomainResult<Vec<&'w PackageRecord>> {
    let user = cx.actor()?;
    let mut packages: Vec<&PackageRecord> = world
        .services
        .packages
        .values()
        .filter(|p| p.user_id == user && cx.sees(p.billing_account_id))
        .filter(|p| billing_account_id.is_none_or(|id| p.billing_account_id == id))
        .collect();
    packages.sort_by_key(|p| p.id);
    Ok(packages)
}

/// One of the caller's packages, a deleted one as its tombstone; foreign, out-of-scope and
/// unknown ones alike are not found.
pub fn package_get<'w>(world: &'w World, cx: &Cx, uuid: &str) -> DomainResult<&'w PackageRecord> {
    let user = cx.actor()?;
    world
        .services
        .packages
        .get(uuid)
        .filter(|p| p.user_id == user && cx.sees(p.billing_account_id))
        .ok_or_else(|| DomainError::NotFound(msg::no_such_package(uuid)))
}

/// A package the caller may still change: a deleted one is gone for every action.
fn live<'w>(world: &'w World, cx: &Cx, uuid: &str) -> DomainResult<&'w PackageRecord> {
    package_get(world, cx, uuid).and_then(|p| match p.status() {
        PackageStatus::Deleted => Err(DomainError::NotFound(msg::no_such_package(uuid))),
        _ => Ok(p),
    })
}

fn live_mut<'w>(world: &'w mut World, cx: &Cx, uuid: &str) -> DomainResult<&'w mut PackageRecord> {
    live(world, cx, uuid)?;
    world.services.packages.get_mut(uuid).ok_or_else(|| DomainError::NotFound(msg::no_such_package(uuid)))
}

/// `package_parameters` as a JSON string or an object.
fn parameters(wire: PackageParametersWire) -> DomainResult<PackageParameters> {
    match wire {
        PackageParametersWire::Object(parameters) => Ok(parameters),
        PackageParametersWire::Text(text) => {
            serde_json::from_str(&text).map_err(|_| DomainError::invalid(Field::Parameters.wire(), msg::PARAMETERS_JSON))
        }
    }
}

/// Orders a package: requested now, active after the brand's `service_provision`.
pub fn package_create<'w>(world: &'w mut World, cx: &Cx, input: PackageCreate) -> DomainResult<&'w PackageRecord> {
    let order = checked_order(world, cx, input)?;
    let uuid = insert(world, cx, order)?;
    package_get(world, cx, &uuid)
}

/// The fields of `PackageCreate` its checks name, as the wire spells them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Service,
    Version,
    IsMultiNode,
    Parameters,
    Location,
    Workers,
    NetworkUuid,
}

impl Field {
    const fn wire(self) -> &'static str {
        match self {
            Field::Service => "service",
            Field::Version => "version",
            Field::IsMultiNode => "is_multi_node",
            Field::Parameters => "package_parameters",
            Field::Location => "package_parameters.location",
            Field::Workers => "package_parameters.spec.provider.workers",
            Field::NetworkUuid => "package_parameters.network_uuid",
        }
    }
}

/// A package order once every rule has been checked: what `insert` makes of it.
struct Order {
    kind: ServiceKind,
    user: UserId,
    billing_account_id: u64,
    location: String,
    /// Database or control-plane VMs.
    nodes: u32,
    /// Whether the virtual IP is a floating IP.
    public: bool,
    workers: Vec<Worker>,
    /// The network the package joins; `None` makes one.
    network_uuid: Option<String>,
    maintenance: MaintenanceSchedule,
    input: PackageCreate,
}

/// Every check of an order, each field's refusal told at once, before anything changes.
fn checked_order(world: &World, cx: &Cx, input: PackageCreate) -> DomainResult<Order> {
    let user = cx.actor()?;
    let kind = ServiceKind::parse(&input.service);
    // docs/product/services.md#kubernetes: where the site's configuration forbids a cluster, the product says so.
    if kind == Some(ServiceKind::Kubernetes) && !catalogue::offered(cx.brand, ServiceKind::Kubernetes) {
        return Err(DomainError::Conflict(msg::KUBERNETES_REFUSED.into()));
    }
    // docs/product/config.md#feature-flags: a site without services refuses the type as it refuses
    // every switched-off type (403), not as an unknown service.
    if !cx.brand.config.features.services_enabled {
        return Err(DomainError::Forbidden(spec::error::billing::not_offered("managed_service")));
    }
    let kind = kind
        .filter(|&k| catalogue::offered(cx.brand, k))
        .ok_or_else(|| DomainError::invalid(Field::Service.wire(), msg::service_not_found(&input.service)))?;
    let offer = catalogue::offer(kind);
    let parameters = parameters(input.package_parameters.clone())?;
    let mut broken = BTreeMap::new();
    let mut refuse = |field: Field, message: String| broken.insert(field.wire().to_string(), message);
    if !offer.versions.contains(&input.version.as_str()) {
        refuse(Field::Version, msg::no_such_version(&input.version));
    }
    if input.is_multi_node && offer.multi_node.is_none() {
        refuse(Field::IsMultiNode, msg::MULTI_NODE_UNAVAILABLE.to_string());
    }
    let location = cx.brand.config.locations.iter().find(|l| l.slug == parameters.location && l.is_published);
    if location.is_none() {
        refuse(Field::Location, msg::no_such_location(&parameters.location));
    }
    let spec = parameters.spec.clone().unwrap_or_default();
    let workers = spec.provider.map(|p| p.workers).unwrap_or_default();
    if kind != ServiceKind::Kubernetes && !workers.is_empty() {
        refuse(Field::Workers, msg::NOT_KUBERNETES.to_string());
    }
    if kind == ServiceKind::Kubernetes {
        broken.extend(cluster::check_workers(Field::Workers.wire(), &workers));
    }
    let nodes: u32 = if input.is_multi_node { 3 } else { 1 };
    let public = input.reserve_public_ip.unwrap_or(true);
    if location.is_some() {
        let needed = nodes + workers.iter().map(|w| w.min).sum::<u32>() + u32::from(!public);
        if let Err((field, problem)) = check_network(world, user, &parameters, needed) {
            broken.insert(field.wire().into(), problem);
        }
    }
    DomainError::check(broken)?;
    let location = location.ok_or_else(|| DomainError::invalid(Field::Location.wire(), msg::PARAMETERS_JSON))?;
    if location.create_resource_disabled {
        let refusal = if kind == ServiceKind::Kubernetes { msg::KUBERNETES_REFUSED } else { compute_msg::CREATE_DISABLED };
        return Err(DomainError::Conflict(refusal.into()));
    }
    let billing_account_id = billing::paying_account(world, cx, input.billing_account_id)?;
    let (location, network_uuid) = (location.slug.clone(), parameters.network_uuid);
    let maintenance = spec.maintenance.unwrap_or(MaintenanceSchedule::Weekly);
    Ok(Order { kind, user, billing_account_id, location, nodes, public, workers, network_uuid, maintenance, input })
}

/// Stores an order: its VMs, virtual IP and network, its schedule; returns its uuid.
fn insert(world: &mut World, cx: &Cx, order: Order) -> DomainResult<String> {
    let Order { kind, user, billing_account_id, location, nodes, public, workers, network_uuid, maintenance, input } = order;
    let offer = catalogue::offer(kind);
    let uuid = world.uuid();
    let id = world.next_id();
    let network = match &network_uuid {
        Some(network) => network.clone(),
        None => vpc::insert_for_package(world, cx, user, &location, input.display_name.clone()),
    };
    let mut resources: Vec<ResourceRecord> =
        (0..nodes).map(|_| cluster::vm(world, input.vm_cpu, input.vm_ram, input.vm_disk_gb, None)).collect();
    // docs/product/services.md#package-states, docs/product/services.md#packages: a public virtual IP is a floating IP of the package's, assigned to it with
    // type `service` once the package is stored; a private one an address in its network.
    let floating = public.then(|| {
        let address = ip::fresh_address(world);
        (ip::insert(world, cx, &location, user, billing_account_id, address.clone(), input.display_name.clone()), address)
    });
    let vip = match &floating {
        Some((ip, address)) => resource(ip.clone(), ResourceType::VirtualIp, Some(address.clone())),
        None => resource(world.uuid(), ResourceType::VirtualIp, None),
    };
    resources.push(vip);
    resources.push(resource(network, ResourceType::Network, None));
    let sql_pass = offer.sql_user.map(|_| world.hex(12));
    let cluster_name = (kind == ServiceKind::Kubernetes).then(|| format!("{}-{}", slug(&input.display_name), world.hex(3)));
    let mut package = PackageRecord {
        uuid: uuid.clone(),
        id,
        kind,
        version: input.version,
        display_name: input.display_name,
        user_id: user,
        billing_account_id,
        location,
        is_multi_node: input.is_multi_node,
        vm_cpu: input.vm_cpu,
        vm_ram: input.vm_ram,
        vm_disk_gb: input.vm_disk_gb,
        resources,
        network_made: network_uuid.is_none(),
        reserve_public_ip: public,
        whitelist: Vec::new(),
        sql_user: offer.sql_user.map(Into::into),
        sql_pass,
        port: offer.port,
        cluster_name,
        workers: Vec::new(),
        maintenance,
        maintenance_round: 0,
        maintenance_runs: Vec::new(),
        backups: Vec::new(),
        stage: 0,
        round: 0,
        ready_at: schedule::ready_at(cx),
        restored_from: None,
        created_at: cx.now,
        updated_at: cx.now,
        deleted_at: None,
    };
    if kind == ServiceKind::Kubernetes {
        cluster::set_workers(world, &mut package, workers);
    }
    // Checked above: the network has room for every VM and a private virtual IP.
    place(world, &mut package, Field::NetworkUuid.wire())?;
    schedule::provision(world, cx, &mut package);
    schedule::start(world, cx, &package);
    world.services.packages.insert(uuid.clone(), package);
    if let Some((ip, _)) = floating {
        ip::attach(world, cx, &ip, Assignee::Service(uuid.clone()), false);
    }
    Ok(uuid)
}

/// The public IP the package was created with, if it still has one.
fn held_ip(world: &World, uuid: &str) -> Option<String> {
    ip::assigned_to(world, &Assignee::Service(uuid.to_string())).filter(|ip| ip::held_by(ip).is_some()).map(|ip| ip.uuid.clone())
}

/// A resource without a size: the virtual IP or the network.
fn resource(uuid: String, kind: ResourceType, address: Option<String>) -> ResourceRecord {
    ResourceRecord { uuid, kind, status: None, vcpu: 0, memory_mb: 0, disk_uuid: None, disk_gb: 0, address, pool: None }
}

/// Whether the network the parameters name (or a new one) takes `needed` addresses: the user's
/// own network in the package's location, with room for them.
fn check_network(world: &World, user: UserId, parameters: &PackageParameters, needed: u32) -> Result<(), (Field, String)> {
    const FIELD: Field = Field::NetworkUuid;
    let free = match &parameters.network_uuid {
        Some(uuid) => {
            let mine = world.network.networks.get(uuid).is_some_and(|n| n.user_id == user && n.location == parameters.location);
            if !mine {
                return Err((FIELD, network_msg::NETWORK_INVALID.into()));
            }
            vpc::free_hosts(world, uuid).len()
        }
        None => NEW_NETWORK_HOSTS,
    };
    if (needed as usize) > free { Err((FIELD, network_msg::NO_FREE_ADDRESS.into())) } else { Ok(()) }
}

/// Host addresses of a fresh /24 (.2–.254).
const NEW_NETWORK_HOSTS: usize = 253;

/// Gives each VM without an address, and a private virtual IP, a free address in the package's
/// network.
fn place(world: &mut World, package: &mut PackageRecord, field: &str) -> DomainResult<()> {
    let network = package.network_uuid().unwrap_or_default().to_string();
    let mut held: BTreeSet<String> = package.resources.iter().filter_map(|r| r.address.clone()).collect();
    for resource in package.resources.iter_mut().filter(|r| r.address.is_none() && r.kind != ResourceType::Network) {
        let address = vpc::free_address_besides(world, &network, &held)
            .ok_or_else(|| DomainError::invalid(field, network_msg::NO_FREE_ADDRESS))?;
        held.insert(address.clone());
        resource.address = Some(address);
    }
    Ok(())
}

/// A cluster name from a display name: lower case letters and digits, others as dashes.
fn slug(name: &str) -> String {
    let s: String = name.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect();
    let s = s.trim_matches('-').chars().take(40).collect::<String>();
    if s.is_empty() { "cluster".into() } else { s }
}

/// Renames a package or moves it to another of the caller's accounts.
pub fn package_update<'w>(world: &'w mut World, cx: &Cx, uuid: &str, input: PackageUpdate) -> DomainResult<&'w PackageRecord> {
    live(world, cx, uuid)?;
    if input.display_name.is_none() && input.billing_account_id.is_none() {
        return Err(DomainError::invalid("display_name", msg::NOTHING_TO_CHANGE));
    }
    let account = match input.billing_account_id {
        Some(id) => Some(billing::paying_account(world, cx, Some(id))?),
        None => None,
    };
    if let Some(account) = account
        && let Some(ip) = held_ip(world, uuid)
        && let Some(ip) = world.network.ips.get_mut(&ip)
    {
        // The package's own public IP is paid on its meter; its record names the same account.
        ip.billing_account_id = account;
        ip.updated_at = cx.now;
    }
    let package = live_mut(world, cx, uuid)?;
    if let Some(name) = input.display_name {
        package.display_name = name;
    }
    if let Some(account) = account {
        package.billing_account_id = account;
    }
    package.updated_at = cx.now;
    Ok(package)
}

/// Deletes a package and its resources; the record stays as a tombstone.
pub fn package_delete<'w>(world: &'w mut World, cx: &Cx, uuid: &str) -> DomainResult<&'w PackageRecord> {
    live(world, cx, uuid)?;
    teardown(world, cx, uuid);
    package_get(world, cx, uuid)
}

/// The package goes with its resources: its VMs and backups, its floating IP released (listed as
/// deleted), and the network it made unless something else now sits in it or the user made it
/// the default.
pub(super) fn teardown(world: &mut World, cx: &Cx, uuid: &str) {
    let Some(package) = world.services.packages.get_mut(uuid) else { return };
    package.deleted_at = Some(cx.now);
    package.updated_at = cx.now;
    package.backups.clear();
    package.sql_pass = None;
    let made = package.network_made.then(|| package.network_uuid().map(String::from)).flatten();
    package.resources.clear();
    // Its own public IP goes with it; an address the user assigned to it since stays reserved.
    if let Some(ip) = ip::assigned_to(world, &Assignee::Service(uuid.to_string())) {
        let (ip, held) = (ip.uuid.clone(), ip::held_by(ip).is_some());
        if held { ip::release(world, cx, &ip) } else { ip::detach(world, cx, &ip) }
    }
    if let Some(network) = made
        && vpc::members(world, cx, &network).resources_count == 0
        && world.network.networks.get(&network).is_some_and(|n| !n.is_default)
    {
        world.network.networks.remove(&network);
    }
}

/// Starts (`run`) or stops one VM of an active package.
fn resource_set<'w>(world: &'w mut World, cx: &Cx, uuid: &str, target: &str, run: bool) -> DomainResult<&'w PackageRecord> {
    let package = live(world, cx, uuid)?;
    if package.status() == PackageStatus::Requested {
        return Err(DomainError::Conflict(msg::REQUESTED.into()));
    }
    let resource =
        package.vms().find(|r| r.uuid == target).ok_or_else(|| DomainError::NotFound(msg::no_such_resource(target)))?;
    let (from, to) =
        if run { (ResourceStatus::Stopped, ResourceStatus::Running) } else { (ResourceStatus::Running, ResourceStatus::Stopped) };
    if resource.status != Some(from) {
        return Err(DomainError::Conflict(msg::ACTION_FAILED.into()));
    }
    if run {
        let account = world.billing.accounts.get(&package.billing_account_id);
        if let Some(account) = account {
            billing::restriction::check_unrestricted(account)?;
        }
    }
    let package = live_mut(world, cx, uuid)?;
    if let Some(resource) = package.resources.iter_mut().find(|r| r.uuid == target) {
        resource.status = Some(to);
    }
    package.updated_at = cx.now;
    Ok(package)
}

pub fn resource_start<'w>(world: &'w mut World, cx: &Cx, uuid: &str, target: &str) -> DomainResult<&'w PackageRecord> {
    resource_set(world, cx, uuid, target, true)
}

pub fn resource_stop<'w>(world: &'w mut World, cx: &Cx, uuid: &str, target: &str) -> DomainResult<&'w PackageRecord> {
    resource_set(world, cx, uuid, target, false)
}

/// The database's SQL password; a cluster has none.
pub fn secrets(world: &World, cx: &Cx, uuid: &str) -> DomainResult<ServiceSecrets> {
    Ok(ServiceSecrets { sql_pass: live(world, cx, uuid)?.sql_pass.clone() })
}

pub fn whitelist_list<'w>(world: &'w World, cx: &Cx, uuid: &str) -> DomainResult<&'w [String]> {
    Ok(&live(world, cx, uuid)?.whitelist)
}

/// docs/product/services.md#kubernetes: an IPv4 address or a CIDR block; docs/product/services.md#packages: a missing one is "IP address
/// must be specified".
fn address(entry: WhitelistEntry) -> DomainResult<String> {
    let raw = entry.ip_address.map(|a| a.trim().to_string()).filter(|a| !a.is_empty());
    let raw = raw.ok_or_else(|| DomainError::invalid("ip_address", msg::IP_REQUIRED))?;
    let (ip, prefix) = match raw.split_once('/') {
        Some((ip, prefix)) => (ip, Some(prefix)),
        None => (raw.as_str(), None),
    };
    let valid =
        ip.parse::<Ipv4Addr>().is_ok() && prefix.is_none_or(|p| p.parse::<u8>().is_ok_and(|n| n <= 32) && !p.starts_with('+'));
    if valid { Ok(raw) } else { Err(DomainError::invalid("ip_address", msg::IP_INVALID)) }
}

pub fn whitelist_add<'w>(world: &'w mut World, cx: &Cx, uuid: &str, entry: WhitelistEntry) -> DomainResult<&'w [String]> {
    let address = address(entry)?;
    if live(world, cx, uuid)?.whitelist.contains(&address) {
        return Err(DomainError::invalid("ip_address", msg::ALREADY_WHITELISTED));
    }
    let package = live_mut(world, cx, uuid)?;
    package.whitelist.push(address);
    package.updated_at = cx.now;
    Ok(&package.whitelist)
}

pub fn whitelist_remove<'w>(world: &'w mut World, cx: &Cx, uuid: &str, entry: WhitelistEntry) -> DomainResult<&'w [String]> {
    let address = address(entry)?;
    if !live(world, cx, uuid)?.whitelist.contains(&address) {
        return Err(DomainError::invalid("ip_address", msg::NOT_WHITELISTED));
    }
    let package = live_mut(world, cx, uuid)?;
    package.whitelist.retain(|a| *a != address);
    package.updated_at = cx.now;
    Ok(&package.whitelist)
}

/// Sets the maintenance schedule (the next run follows the new one) and a cluster's node pools.
pub fn properties_update<'w>(
    world: &'w mut World,
    cx: &Cx,
    uuid: &str,
    input: PropertiesUpdate,
) -> DomainResult<&'w PackageRecord> {
    let package = live(world, cx, uuid)?;
    if input.maintenance.is_none() && input.workers.is_none() {
        return Err(DomainError::invalid("maintenance", msg::NOTHING_TO_CHANGE));
    }
    if let Some(workers) = &input.workers {
        if package.kind != ServiceKind::Kubernetes {
            return Err(DomainError::invalid("workers", msg::NOT_KUBERNETES));
        }
        DomainError::check(cluster::check_workers("workers", workers))?;
    }
    let mut package = package.clone();
    if let Some(workers) = input.workers {
        cluster::set_workers(world, &mut package, workers);
        place(world, &mut package, "workers")?;
    }
    if let Some(maintenance) = input.maintenance
        && maintenance != package.maintenance
    {
        package.maintenance = maintenance;
        package.maintenance_round += 1;
        schedule::schedule_maintenance(world, cx.now, &package);
    }
    package.updated_at = cx.now;
    world.services.packages.insert(uuid.to_string(), package);
    package_get(world, cx, uuid)
}

/// Rebuilds an active package in the addressed location from one of its backups: its VMs are
/// created again and it is requested until provisioned.
pub fn package_rebuild<'w>(world: &'w mut World, cx: &Cx, input: PackageRebuild) -> DomainResult<&'w PackageRecord> {
    let location = cx.location()?;
    let uuid = input.service_package_uuid;
    let package = live(world, cx, &uuid)?;
    if package.location != location.slug {
        return Err(DomainError::NotFound(msg::no_such_package(&uuid)));
    }
    if !package.backups.iter().any(|b| b.uuid == input.replica_uuid) {
        return Err(DomainError::invalid("replica_uuid", msg::no_such_backup(&input.replica_uuid)));
    }
    if package.status() == PackageStatus::Requested {
        return Err(DomainError::Conflict(msg::REQUESTED.into()));
    }
    let package = live_mut(world, cx, &uuid)?;
    package.stage = 0;
    package.round += 1;
    package.restored_from = Some(input.replica_uuid);
    package.ready_at = schedule::ready_at(cx);
    package.updated_at = cx.now;
    for vm in package.resources.iter_mut().filter(|r| r.kind == ResourceType::Vm) {
        vm.status = Some(ResourceStatus::Creating);
    }
    let mut package = package.clone();
    schedule::provision(world, cx, &mut package);
    world.services.packages.insert(uuid.clone(), package);
    package_get(world, cx, &uuid)
}

#[cfg(test)]
mod tests;

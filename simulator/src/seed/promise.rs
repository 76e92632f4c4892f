//! What every demo world promises (`scenarios/demo/README.md`), as one check the tests run for
//! every brand at many start instants: a demo must hold on whatever day it is given. Each failed
//! promise is named, so a broken world reads as a list of what a salesperson would see wrong.

use jiff::civil::Date;
use jiff::tz::TimeZone;
use jiff::{SignedDuration, Timestamp};
use rust_decimal::Decimal;
use spec::billing::{AccountStatus, InvoiceStatus, InvoiceType, RestrictionLevel};
use spec::compute::VmStatus;
use spec::config::Brand;
use spec::control::Role;
use spec::metal::{LeaseStatus, MachineStatus};

use crate::domain::billing::{BillingAccountRecord, standing};
use crate::world::World;

/// The machines `_vms.yaml` makes in every open location.
const VMS_PER_LOCATION: usize = 3;
/// The worker `_history.yaml` adds in the last month, as the account grows.
const WORKERS: usize = 1;
/// Weekly backups kept (`_vms.yaml` switches them on two months before the start).
const BACKUPS_KEPT: usize = 4;
/// `_vms.yaml`'s web server in a location: `{project}-web-{location}`.
fn is_web(name: &str) -> bool {
    name.contains("-web-")
}

/// The machine `_client.yaml` puts on the second account.
const CLIENT_VM: &str = "client-staging";

/// Every promise `world`, built for `brand` at `start`, breaks; empty when it keeps them all.
pub fn broken(brand: &Brand, world: &World, start: Timestamp) -> Vec<String> {
    let mut broken = Vec::new();
    let mut expect = |kept: bool, promise: String| {
        if !kept {
            broken.push(promise);
        }
    };
    expect(world.now == start, format!("the clock stands at the start ({} ≠ {start})", world.now));
    let owner = world.identity.users.values().find(|u| u.role == Role::Owner);
    expect(owner.is_some_and(|o| o.last_activity == Some(start)), "the owner is the one signed in now".into());
    expect(world.billing.accounts.len() == 4, "four accounts: each user's first and the owner's second".into());
    let access = &world.access;
    expect(
        (access.groups.len(), access.tokens.len(), access.invitations.len()) == (1, 2, 2),
        "two API tokens and one access group shared twice".into(),
    );
    let with_backup = world.compute.vms.values().filter(|vm| vm.status != VmStatus::Deleted && vm.backup).count();
    let metal = &world.metal;
    let provisioning = metal.leases.values().filter(|l| l.status(metal) == LeaseStatus::Pending).count();
    let cleaning = metal.machines.values().filter(|m| metal.state_of(m).status == MachineStatus::Cleaning).count();
    let packages = world.services.packages.values().filter(|p| p.deleted_at.is_none()).count();
    expect(
        world.schedule.len() == with_backup + provisioning + cleaning + 2 * packages + 1,
        "the schedule holds the billing hour, each VM's next backup, each machine's provisioning or cleaning, each \
         service package's next backup and maintenance"
            .into(),
    );
    if let Err(e) = crate::domain::metal::check_invariants(world) {
        expect(false, format!("the machine pool keeps docs/product/compute.md#vm-lifecycle's rules: {e}"));
    }
    let owned = |default: bool| {
        world.billing.accounts.values().find(|a| owner.is_some_and(|o| a.user_id == o.id) && a.is_default == default)
    };
    let (Some(main), Some(client)) = (owned(true), owned(false)) else {
        broken.push("the owner has a default and a second account".into());
        return broken;
    };
    broken.extend(healthy(main, start, bills(brand)).into_iter().map(|p| format!("main account: {p}")));
    broken.extend(main_vms(brand, world, main.id));
    broken.extend(metal_leases(brand, world));
    broken.extend(networking(brand, world));
    broken.extend(storage(brand, world));
    broken.extend(service_packages(brand, world, main.id));
    broken.extend(restriction_story(brand, world, client, start).into_iter().map(|p| format!("second account: {p}")));
    broken
}

/// Whether the demo runs anything billed (each resource area's fragment adds its condition).
fn bills(brand: &Brand) -> bool {
    let features = &brand.config.features;
    features.vms_enabled || features.bare_metal_enabled || features.services_enabled
}

/// The default account a salesperson opens: positive credit and, where the demo runs anything
/// billed, every past services invoice paid and the month in progress accruing.
fn healthy(account: &BillingAccountRecord, start: Timestamp, billed: bool) -> Vec<String> {
    let totals = standing::running_totals(account, start);
    let mut broken = Vec::new();
    if account.status != AccountStatus::Active || account.restriction_level != RestrictionLevel::Clear {
        broken.push(format!("is ACTIVE and CLEAR ({:?}, {:?})", account.status, account.restriction_level));
    }
    if totals.credit_available.0 <= Decimal::ZERO {
        broken.push(format!("has credit available ({})", totals.credit_available.0));
    }
    let services: Vec<_> = account.invoices.iter().filter(|i| i.kind == InvoiceType::CloudServices).collect();
    if billed && services.is_empty() {
        broken.push("has a closed services invoice (two months of history cross a month's end)".into());
    }
    if let Some(unpaid) = services.iter().find(|i| i.status != InvoiceStatus::Paid) {
        broken.push(format!("has paid every services invoice (invoice {} is {:?})", unpaid.id, unpaid.status));
    }
    // The billing hour charges the hour that ended, so the month's first hour has nothing yet.
    if billed && totals.ongoing.0 <= Decimal::ZERO && start.duration_since(month_start(start)) >= SignedDuration::from_hours(1) {
        broken.push("accrues the month in progress".into());
    }
    broken
}

/// Three machines in every open location, one of them stopped, two months of weekly backups, and
/// a worker in the first; no two named alike.
fn main_vms(brand: &Brand, world: &World, account: u64) -> Vec<String> {
    let open = brand.config.locations.iter().filter(|l| !l.create_resource_disabled).count();
    let vms = brand.config.features.vms_enabled;
    let expected = if vms { open * VMS_PER_LOCATION + WORKERS } else { 0 };
    let live: Vec<_> =
        world.compute.vms.values().filter(|vm| vm.billing_account == account && vm.status != VmStatus::Deleted).collect();
    let mut broken = Vec::new();
    if live.len() != expected {
        broken.push(format!("{expected} VMs on the main account ({})", live.len()));
    }
    let stopped = live.iter().filter(|vm| vm.status == VmStatus::Stopped).count();
    let settled = live.iter().all(|vm| matches!(vm.status, VmStatus::Running | VmStatus::Stopped));
    if !settled || stopped != if vms { open } else { 0 } {
        broken.push("every main-account VM running but the build runners, which are stopped".into());
    }
    for vm in live.iter().filter(|vm| is_web(&vm.name)) {
        if vm.replicas.len() != BACKUPS_KEPT {
            broken.push(format!("{} keeps its latest {BACKUPS_KEPT} weekly backups ({})", vm.name, vm.replicas.len()));
        }
    }
    let mut names: Vec<&str> =
        world.compute.vms.values().filter(|vm| vm.status != VmStatus::Deleted).map(|vm| vm.name.as_str()).collect();
    names.sort_unstable();
    if let Some(twice) = names.windows(2).find(|pair| pair[0] == pair[1]) {
        broken.push(format!("every machine named for its purpose and place, no name twice ({} twice)", twice[0]));
    }
    broken
}

/// `_services.yaml`'s database where the site has managed services and `_kubernetes.yaml`'s cluster
/// where it has Kubernetes: active on the main account, seven daily backups and maintenance run,
/// the cluster's five conditions true.
fn service_packages(brand: &Brand, world: &World, account: u64) -> Vec<String> {
    use crate::domain::network::{Assignee, ip};
    use crate::domain::services::cluster;
    use spec::services::{ConditionStatus, PackageStatus};
    let features = &brand.config.features;
    let expected: &[&str] = match (features.services_enabled, features.kubernetes_enabled) {
        (true, true) => &["orders-db", "shop-cluster"],
        (true, false) => &["orders-db"],
        _ => &[],
    };
    let mut packages: Vec<_> = world.services.packages.values().collect();
    packages.sort_by_key(|p| p.id);
    let names: Vec<&str> = packages.iter().map(|p| p.display_name.as_str()).collect();
    let mut broken = Vec::new();
    if names != expected {
        broken.push(format!("service packages {expected:?} ({names:?})"));
    }
    for package in packages {
        let ready = package.status() == PackageStatus::Active
            && package.billing_account_id == account
            && package.backups.len() == crate::domain::services::schedule::BACKUPS_KEPT
            && !package.maintenance_runs.is_empty()
            && cluster::conditions(package).iter().all(|c| c.status == ConditionStatus::True || package.workers.is_empty());
        if !ready {
            broken.push(format!("{} is active on the main account with 7 backups and maintenance run", package.display_name));
        }
        let ip = ip::assigned_to(world, &Assignee::Service(package.uuid.clone()));
        let network = package.network_uuid().and_then(|uuid| world.network.networks.get(uuid));
        let joined = ip.is_some_and(|ip| Some(ip.address.as_str()) == package.service_ip())
            && network.is_some_and(|n| n.name == package.display_name && n.location == package.location);
        if !joined {
            broken.push(format!(
                "{}'s virtual IP is a floating IP assigned to it and its network is named after it",
                package.display_name
            ));
        }
    }
    broken
}

/// `_metal.yaml`'s server where the site sells bare metal, and on the bare-metal-only site
/// `_metal_fleet.yaml`'s servers in their several states.
fn metal_leases(brand: &Brand, world: &World) -> Vec<String> {
    let expected: &[(&str, LeaseStatus)] = match brand.name.as_str() {
        "metal" => &[
            ("web-primary", LeaseStatus::InUse),
            ("render-node", LeaseStatus::InUse),
            ("build-farm", LeaseStatus::Released),
            ("db-analytics", LeaseStatus::Pending),
        ],
        _ if brand.config.features.bare_metal_enabled => &[("metal-1", LeaseStatus::InUse)],
        _ => &[],
    };
    let metal = &world.metal;
    let mut leases: Vec<_> = metal.leases.values().collect();
    leases.sort_by_key(|l| l.seq);
    let leases: Vec<_> = leases.into_iter().map(|l| (l.display_name.as_str(), l.status(metal))).collect();
    if leases == expected { Vec::new() } else { vec![format!("bare metal leases {expected:?} ({leases:?})")] }
}

/// `_network.yaml`'s: a default network per open location, named for its project, every
/// machine's public address, a spare reserved one and the campaign VM's left unassigned, a
/// balancer in front of the first location's web server and a firewall on it and its database,
/// where the site enables each. Each service package adds its own
/// network and its virtual IP, assigned to it.
fn networking(brand: &Brand, world: &World) -> Vec<String> {
    let features = &brand.config.features;
    let network = &world.network;
    let packages = world.services.packages.values().filter(|p| p.deleted_at.is_none()).count();
    if !features.vms_enabled {
        let services_only = network.networks.len() == packages
            && network.ips.values().all(|ip| crate::domain::network::ip::held_by(ip).is_some())
            && network.ips.len() == packages;
        return if services_only { Vec::new() } else { vec!["no networking without VMs but the packages'".into()] };
    }
    let open = brand.config.locations.iter().filter(|l| !l.create_resource_disabled).count();
    let client = usize::from(world.compute.vms.values().any(|vm| vm.name == CLIENT_VM && vm.status != VmStatus::Deleted));
    let lbs = usize::from(features.load_balancer_enabled);
    let mut broken = Vec::new();
    let defaults = network.networks.values().filter(|n| n.is_default).count();
    if (network.networks.len(), defaults) != (open + packages, open) {
        broken.push(format!(
            "a default network in each of {open} open locations and one per service package ({} networks, {defaults} default)",
            network.networks.len()
        ));
    }
    let ips: Vec<_> = network.ips.values().filter(|ip| ip.deleted_at.is_none()).collect();
    let assigned = ips.iter().filter(|ip| ip.assignment.is_some()).count();
    let expected = (open * 2 + lbs + client + packages, 2);
    if (assigned, ips.len() - assigned) != expected {
        broken.push(format!("{expected:?} addresses assigned and unassigned ({assigned}, {})", ips.len() - assigned));
    }
    let balancers: Vec<_> = network.load_balancers.values().filter(|lb| lb.deleted_at.is_none()).collect();
    let fronted = balancers.iter().all(|lb| lb.targets.len() == 1 && is_web(&world.compute.vms[&lb.targets[0].vm_uuid].name));
    if balancers.len() != lbs || !fronted {
        broken.push(format!("{lbs} load balancer in front of the first location's web server"));
    }
    let unnamed = network.networks.values().filter(|n| n.name == crate::domain::network::vpc::DEFAULT_NAME).count();
    if features.private_networks_enabled && unnamed > 0 {
        broken.push(format!(
            "every network named for its project ({unnamed} called {:?})",
            crate::domain::network::vpc::DEFAULT_NAME
        ));
    }
    let firewalls: Vec<_> = network.firewalls.values().collect();
    let guarding = firewalls.iter().all(|f| f.vms.len() == 2 && f.rules.len() == 5);
    if firewalls.len() != usize::from(features.firewall_enabled) || !guarding {
        broken.push(
            "a firewall of five rules on the first location's web server and database where the site sells firewalls".into(),
        );
    }
    broken
}

/// `_storage.yaml`'s, where the site enables storage: two buckets with folders and files, and
/// one key pair.
fn storage(brand: &Brand, world: &World) -> Vec<String> {
    let buckets: Vec<(&str, u64)> = world.storage.buckets.values().map(|b| (b.name.as_str(), b.num_objects())).collect();
    let keys: usize = world.storage.accounts.values().map(|a| a.keys.len()).sum();
    let expected = match brand.config.features.storage_enabled {
        true => (vec![("db-backups", 3), ("website-assets", 5)], 1),
        false => (vec![], 0),
    };
    if (&buckets, keys) == (&expected.0, expected.1) {
        Vec::new()
    } else {
        vec![format!("buckets and keys {expected:?} ({buckets:?}, {keys})")]
    }
}

/// The second account shows, on purpose, what a short account looks like: awaiting validation
/// where the site validates by hand; otherwise a machine on no credit, so in debt where the site
/// allows it and restricted (its machine stopped once frozen) where it does not.
fn restriction_story(brand: &Brand, world: &World, client: &BillingAccountRecord, start: Timestamp) -> Vec<String> {
    let config = &brand.config;
    let vms: Vec<_> =
        world.compute.vms.values().filter(|vm| vm.billing_account == client.id && vm.status != VmStatus::Deleted).collect();
    let mut broken = Vec::new();
    if config.manual_billing_account_validation {
        if client.status != AccountStatus::PendingValidation || !vms.is_empty() {
            broken.push(format!("awaits validation, with nothing on it ({:?}, {} VMs)", client.status, vms.len()));
        }
        return broken;
    }
    if !config.features.vms_enabled {
        return broken;
    }
    let [vm] = vms.as_slice() else {
        broken.push(format!("holds the one {CLIENT_VM} VM ({} VMs)", vms.len()));
        return broken;
    };
    if standing::running_totals(client, start).credit_available.0 >= Decimal::ZERO {
        broken.push("is short of credit".into());
    }
    let level = client.restriction_level;
    let (level_kept, status) = if client.allow_debt {
        (level == RestrictionLevel::Clear, VmStatus::Running)
    } else {
        (level == RestrictionLevel::Frozen, VmStatus::Stopped)
    };
    if !level_kept || vm.status != status {
        broken.push(format!("{}: restriction {level:?} with its VM {:?}", debt_rule(client), vm.status));
    }
    broken
}

fn debt_rule(account: &BillingAccountRecord) -> &'static str {
    if account.allow_debt { "runs into debt unrestricted" } else { "is FROZEN with its VM stopped" }
}

fn month_start(at: Timestamp) -> Timestamp {
    let date = at.to_zoned(TimeZone::UTC).date();
    let first = Date::new(date.year(), date.month(), 1).expect("the first of a month exists");
    first.to_zoned(TimeZone::UTC).expect("UTC midnight exists").timestamp()
}

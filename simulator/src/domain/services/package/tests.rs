use spec::billing::RestrictionLevel;
use spec::services::{
    ClusterSpec, ConditionStatus, ConditionType, PackageParameters, Provider, Worker, WorkerMachine, WorkerVolume,
};

use super::*;
use crate::domain::compute::fixture::Fixture;
use crate::domain::services::meter;

pub fn postgres(location: &str) -> PackageCreate {
    PackageCreate {
        billing_account_id: None,
        display_name: "orders-db".into(),
        is_multi_node: false,
        package_parameters: PackageParametersWire::Text(format!(r#"{{"location":"{location}"}}"#)),
        reserve_public_ip: None,
        service: "postgresql".into(),
        version: "16.4".into(),
        vm_cpu: 2,
        vm_ram: 4096,
        vm_disk_gb: 40,
    }
}

pub fn pool(name: &str, min: u32, max: u32) -> Worker {
    Worker {
        name: name.into(),
        machine: WorkerMachine { cpu: 2, ram: 4 },
        volume: WorkerVolume { size: 50 },
        min,
        max,
        max_surge: 1,
    }
}

pub fn kubernetes(location: &str, workers: Vec<Worker>) -> PackageCreate {
    PackageCreate {
        service: "kubernetes".into(),
        version: "1.31".into(),
        display_name: "Shop cluster".into(),
        package_parameters: PackageParametersWire::Object(PackageParameters {
            location: location.into(),
            network_uuid: None,
            spec: Some(ClusterSpec { maintenance: None, provider: Some(Provider { workers }) }),
        }),
        ..postgres(location)
    }
}

fn create(fx: &mut Fixture, input: PackageCreate) -> DomainResult<String> {
    fx.run(|w, cx| package_create(w, cx, input).map(|p| p.uuid.clone()))
}

fn active(fx: &mut Fixture, input: PackageCreate) -> String {
    let uuid = create(fx, input).unwrap();
    fx.advance(fx.brand.simulation.durations.service_provision);
    uuid
}

fn vm_ids(fx: &Fixture, uuid: &str) -> Vec<String> {
    fx.world.services.packages[uuid].vms().map(|r| r.uuid.clone()).collect()
}

#[test]
fn a_database_is_requested_then_active_after_the_brands_provisioning_time_with_its_resources_running() {
    let mut fx = Fixture::new();
    let slug = fx.location.slug.clone();
    let uuid = create(&mut fx, postgres(&slug)).unwrap();
    let package = &fx.world.services.packages[&uuid];
    assert_eq!(package.status(), PackageStatus::Requested);
    let kinds: Vec<_> = package.resources.iter().map(|r| r.kind).collect();
    assert_eq!(kinds, [ResourceType::Vm, ResourceType::VirtualIp, ResourceType::Network]);
    assert!(package.vms().all(|r| r.status == Some(ResourceStatus::Creating)));
    assert!(meter::meters(&fx.world).next().is_none(), "a requested package is not charged");
    fx.advance(fx.brand.simulation.durations.service_provision - 1);
    assert_eq!(fx.world.services.packages[&uuid].status(), PackageStatus::Requested);
    fx.advance(1);
    let package = &fx.world.services.packages[&uuid];
    assert_eq!(package.status(), PackageStatus::Active);
    assert!(package.vms().all(|r| r.status == Some(ResourceStatus::Running)));
    let secret = fx.run(|w, cx| secrets(w, cx, &uuid)).unwrap();
    assert_eq!(secret.sql_pass.as_ref().map(String::len), Some(24));
}

#[test]
fn a_strict_session_answers_a_new_or_rebuilt_package_active_with_its_vms_running() {
    let mut fx = Fixture::new();
    fx.world.strict = true;
    let slug = fx.location.slug.clone();
    let input = PackageCreate { billing_account_id: Some(fx.owner_account()), ..kubernetes(&slug, vec![pool("default", 1, 2)]) };
    let uuid = create(&mut fx, input).unwrap();
    let package = &fx.world.services.packages[&uuid];
    assert_eq!(package.status(), PackageStatus::Active, "docs/product/services.md#packages: a live package is active at once");
    assert!(package.vms().all(|r| r.status == Some(ResourceStatus::Running)));
    assert!(cluster::conditions(package).iter().all(|c| c.status == ConditionStatus::True));
    assert_eq!(package.ready_at, fx.world.now);
    fx.advance(86_400);
    let backup = fx.world.services.packages[&uuid].backups[0].uuid.clone();
    let rebuild = PackageRebuild { replica_uuid: backup, service_package_uuid: uuid.clone() };
    let rebuilt = fx.run(|w, cx| package_rebuild(w, cx, rebuild).map(|p| p.status())).unwrap();
    assert_eq!(rebuilt, PackageStatus::Active);
    assert!(fx.world.services.packages[&uuid].vms().all(|r| r.status == Some(ResourceStatus::Running)));
}

#[test]
fn each_refusal_names_its_field_and_changes_nothing() {
    let mut fx = Fixture::new();
    let slug = fx.location.slug.clone();
    let before = fx.world.services.clone();
    let cases: Vec<(PackageCreate, DomainError)> = vec![
        (
            PackageCreate { service: "redis".into(), ..postgres(&slug) },
            DomainError::invalid("service", msg::service_not_found("redis")),
        ),
        (
            PackageCreate { version: "9.6".into(), ..postgres(&slug) },
            DomainError::invalid("version", msg::no_such_version("9.6")),
        ),
        (
            PackageCreate { package_parameters: PackageParametersWire::Text("{".into()), ..postgres(&slug) },
            DomainError::invalid("package_parameters", msg::PARAMETERS_JSON),
        ),
        (postgres("nowhere"), DomainError::invalid("package_parameters.location", msg::no_such_location("nowhere"))),
        (
            PackageCreate { service: "mariadb".into(), version: "11.4".into(), is_multi_node: true, ..postgres(&slug) },
            DomainError::invalid("is_multi_node", msg::MULTI_NODE_UNAVAILABLE),
        ),
        (
            kubernetes(&slug, vec![pool("a", 0, 3)]),
            DomainError::invalid("package_parameters.spec.provider.workers", msg::AUTOSCALER_MINIMUM),
        ),
    ];
    for (input, expected) in cases {
        assert_eq!(create(&mut fx, input), Err(expected));
    }
    assert_eq!(fx.world.services, before);
    assert!(fx.world.network.ips.is_empty() && fx.world.network.networks.is_empty(), "no IP or network made");
}

fn in_network(location: &str, network: &str) -> PackageCreate {
    let parameters = PackageParameters { location: location.into(), network_uuid: Some(network.into()), spec: None };
    PackageCreate { package_parameters: PackageParametersWire::Object(parameters), ..postgres(location) }
}

#[test]
fn the_virtual_ip_is_a_floating_ip_assigned_to_the_package_and_its_network_a_private_network_holding_its_vms() {
    use crate::domain::network::{ip::*, vpc::*};
    use spec::network::{IpAssign, IpListQuery, IpUnassign, IpUpdate};
    let mut fx = Fixture::new();
    let slug = fx.location.slug.clone();
    let uuid = active(&mut fx, PackageCreate { is_multi_node: true, ..postgres(&slug) });
    let package = fx.world.services.packages[&uuid].clone();
    let ips =
        fx.run(|w, cx| ip_list(w, cx, &IpListQuery::default()).map(|l| l.into_iter().cloned().collect::<Vec<_>>())).unwrap();
    let [ip] = ips.as_slice() else { panic!("one floating IP: {ips:?}") };
    assert_eq!(Some(ip.address.as_str()), package.service_ip());
    assert_eq!(ip.assignment.as_ref().map(|a| a.to.clone()), Some(Assignee::Service(uuid.clone())));
    assert_eq!((ip.name.as_str(), ip.billing_account_id), ("orders-db", package.billing_account_id));
    let network = package.network_uuid().unwrap().to_string();
    let record = fx.run(|w, cx| network_get(w, cx, &network).cloned()).unwrap();
    assert_eq!((record.name.as_str(), record.is_default), ("orders-db", false));
    let held = fx.run(|w, cx| members(w, cx, &network));
    assert_eq!(held.vm_uuids, vm_ids(&fx, &uuid));
    assert_eq!(held.resources_count, 3);
    assert!(package.vms().all(|vm| vm.address.as_deref().is_some_and(|a| a.starts_with(record.subnet.trim_end_matches("0/24")))));
    assert_eq!(ip.assignment.as_ref().map(|a| a.private_ip.clone()), package.vms().next().and_then(|vm| vm.address.clone()));

    let before = fx.snapshot();
    let refusal = DomainError::Conflict(spec::error::network::held_by_service(&uuid));
    let address = ip.address.clone();
    assert_eq!(fx.run(|w, cx| ip_delete(w, cx, &address)), Err(refusal.clone()));
    assert_eq!(fx.run(|w, cx| ip_unassign(w, cx, &address, IpUnassign::default()).map(drop)), Err(refusal.clone()));
    let vm = fx.running_vm_without_ip();
    let to_vm = IpAssign { vm_uuid: Some(vm), ..IpAssign::default() };
    let before_vm = fx.snapshot();
    assert_eq!(fx.run(|w, cx| ip_assign(w, cx, &address, to_vm).map(drop)), Err(refusal.clone()));
    let move_account = IpUpdate { billing_account_id: Some(package.billing_account_id), name: None };
    assert_eq!(fx.run(|w, cx| ip_update(w, cx, &address, move_account).map(drop)), Err(refusal));
    assert_eq!(fx.snapshot(), before_vm);
    assert_ne!(before, before_vm, "the VM was made in between");
    assert_eq!(
        fx.run(|w, cx| network_delete(w, cx, &network)),
        Err(DomainError::Conflict(spec::error::network::NETWORK_NOT_EMPTY.into()))
    );
    let spare = fx.run(|w, cx| ip_create(w, cx, spec::network::IpCreate::default()).map(|ip| ip.address.clone())).unwrap();
    let to_service = IpAssign {
        assigned_to: Some(uuid.clone()),
        assigned_to_resource_type: Some(spec::network::AssignmentType::Service),
        ..IpAssign::default()
    };
    assert_eq!(
        fx.run(|w, cx| ip_assign(w, cx, &spare, to_service).map(drop)),
        Err(DomainError::Conflict(spec::error::network::TARGET_HAS_IP.into())),
        "a package created with its public IP holds no second one"
    );

    let billed: Vec<_> = meters(&fx.world).map(|m| m.resource_uuid).collect();
    assert!(!billed.contains(&ip.uuid), "the package's meter charges its virtual IP, not the IP area's");

    fx.run(|w, cx| package_delete(w, cx, &uuid).map(drop)).unwrap();
    let released = &fx.world.network.ips[&ip.uuid];
    assert!(released.deleted_at.is_some() && released.assignment.is_none(), "released, listed as deleted");
    assert!(!fx.world.network.networks.contains_key(&network), "the network it made goes with it");
}

#[test]
fn a_package_joins_a_network_the_user_chose_which_stays_after_it_and_a_private_virtual_ip_is_an_address_there() {
    use crate::domain::network::vpc::*;
    let mut fx = Fixture::new();
    let slug = fx.location.slug.clone();
    let network = fx.run(|w, cx| {
        network_create(w, cx, spec::network::NetworkCreate { name: "db".into(), ..Default::default() }).map(|n| n.uuid.clone())
    });
    let network = network.unwrap();
    let before = fx.snapshot();
    let field = "package_parameters.network_uuid";
    let unknown = create(&mut fx, in_network(&slug, "nope"));
    assert_eq!(unknown, Err(DomainError::invalid(field, spec::error::network::NETWORK_INVALID)));
    assert_eq!(fx.snapshot(), before);
    let private = PackageCreate { reserve_public_ip: Some(false), ..in_network(&slug, &network) };
    let uuid = active(&mut fx, private);
    let package = fx.world.services.packages[&uuid].clone();
    assert_eq!(package.network_uuid(), Some(network.as_str()));
    assert!(fx.world.network.ips.is_empty(), "no floating IP");
    let subnet = fx.world.network.networks[&network].subnet.trim_end_matches("0/24").to_string();
    assert!(package.service_ip().is_some_and(|a| a.starts_with(&subnet)));
    let units = meter::units(&package);
    assert!(units.iter().all(|(kind, _)| *kind != spec::pricing::PriceResourceType::AssignedFloatingIp));
    fx.run(|w, cx| package_delete(w, cx, &uuid).map(drop)).unwrap();
    assert_eq!(fx.run(|w, cx| members(w, cx, &network).resources_count), 0);
    assert!(fx.world.network.networks.contains_key(&network), "the user's network stays");
}

#[test]
fn kubernetes_is_refused_where_the_site_or_the_location_forbids_it() {
    let mut fx = Fixture::new();
    let slug = fx.location.slug.clone();
    fx.brand.config.features.kubernetes_enabled = false;
    let refused = create(&mut fx, kubernetes(&slug, vec![pool("a", 1, 3)]));
    assert_eq!(refused, Err(DomainError::Conflict(msg::KUBERNETES_REFUSED.into())));
    fx.brand.config.features.kubernetes_enabled = true;
    fx.location.create_resource_disabled = true;
    if let Some(l) = fx.brand.config.locations.iter_mut().find(|l| l.slug == slug) {
        l.create_resource_disabled = true;
    }
    let refused = create(&mut fx, kubernetes(&slug, vec![pool("a", 1, 3)]));
    assert_eq!(refused, Err(DomainError::Conflict(msg::KUBERNETES_REFUSED.into())));
    assert!(fx.world.services.packages.is_empty());
}

#[test]
fn a_cluster_becomes_ready_condition_by_condition_and_degrades_when_a_worker_stops() {
    let mut fx = Fixture::new();
    let slug = fx.location.slug.clone();
    let provision = fx.brand.simulation.durations.service_provision;
    let uuid = create(&mut fx, kubernetes(&slug, vec![pool("system", 1, 3), pool("batch", 2, 4)])).unwrap();
    let trues = |fx: &Fixture| {
        cluster::conditions(&fx.world.services.packages[&uuid]).iter().filter(|c| c.status == ConditionStatus::True).count()
    };
    assert_eq!(trues(&fx), 0);
    for step in 1..=5 {
        fx.advance(provision / 5 + u32::from(step == 5) * (provision % 5));
        assert_eq!(trues(&fx), step, "after step {step}");
    }
    assert_eq!(fx.world.services.packages[&uuid].status(), PackageStatus::Active);
    assert_eq!(fx.world.services.packages[&uuid].vms().count(), 1 + 1 + 2);
    let worker = fx.world.services.packages[&uuid].vms().find(|r| r.pool.is_some()).unwrap().uuid.clone();
    fx.run(|w, cx| resource_stop(w, cx, &uuid, &worker).map(drop)).unwrap();
    let conditions = cluster::conditions(&fx.world.services.packages[&uuid]);
    let every = conditions.iter().find(|c| c.kind == ConditionType::EveryNodeReady).unwrap();
    assert_eq!(every.status, ConditionStatus::False);
    assert!(cluster::CONDITION_TRANSITIONS.contains(&(ConditionStatus::True, every.status)));
    let again = fx.run(|w, cx| resource_stop(w, cx, &uuid, &worker).map(drop));
    assert_eq!(again, Err(DomainError::Conflict(msg::ACTION_FAILED.into())));
    fx.run(|w, cx| resource_start(w, cx, &uuid, &worker).map(drop)).unwrap();
    assert_eq!(trues(&fx), 5);
}

#[test]
fn scaling_a_pool_changes_its_worker_vms() {
    let mut fx = Fixture::new();
    let slug = fx.location.slug.clone();
    let uuid = active(&mut fx, kubernetes(&slug, vec![pool("system", 1, 3)]));
    let workers = |fx: &Fixture| fx.world.services.packages[&uuid].vms().filter(|r| r.pool.is_some()).count();
    assert_eq!(workers(&fx), 1);
    let input = PropertiesUpdate { maintenance: None, workers: Some(vec![pool("system", 3, 5), pool("gpu", 1, 1)]) };
    fx.run(|w, cx| properties_update(w, cx, &uuid, input).map(drop)).unwrap();
    assert_eq!(workers(&fx), 4);
    assert!(fx.world.services.packages[&uuid].vms().all(|r| r.status == Some(ResourceStatus::Running)));
    let input = PropertiesUpdate { maintenance: None, workers: Some(vec![pool("system", 1, 2)]) };
    fx.run(|w, cx| properties_update(w, cx, &uuid, input).map(drop)).unwrap();
    assert_eq!(workers(&fx), 2, "three nodes clamp to the new maximum; the gpu pool is gone");
    let before = fx.world.services.clone();
    let refused = fx.run(|w, cx| {
        properties_update(w, cx, &uuid, PropertiesUpdate { maintenance: None, workers: Some(vec![pool("system", 0, 2)]) })
            .map(drop)
    });
    assert_eq!(refused, Err(DomainError::invalid("workers", msg::AUTOSCALER_MINIMUM)));
    assert_eq!(fx.world.services, before);
}

#[test]
fn the_whitelist_takes_ipv4_addresses_and_cidr_blocks_once_each() {
    let mut fx = Fixture::new();
    let slug = fx.location.slug.clone();
    let uuid = create(&mut fx, postgres(&slug)).unwrap();
    let entry = |a: &str| WhitelistEntry { ip_address: Some(a.into()) };
    for address in ["192.0.2.10", "198.51.100.0/24"] {
        fx.run(|w, cx| whitelist_add(w, cx, &uuid, entry(address)).map(drop)).unwrap();
    }
    let before = fx.world.services.clone();
    for (entry, message) in [
        (WhitelistEntry { ip_address: None }, msg::IP_REQUIRED),
        (entry("300.1.1.1"), msg::IP_INVALID),
        (entry("10.0.0.0/33"), msg::IP_INVALID),
        (entry("2001:db8::1"), msg::IP_INVALID),
        (entry("192.0.2.10"), msg::ALREADY_WHITELISTED),
    ] {
        let refused = fx.run(|w, cx| whitelist_add(w, cx, &uuid, entry).map(drop));
        assert_eq!(refused, Err(DomainError::invalid("ip_address", message)));
    }
    assert_eq!(fx.world.services, before);
    fx.run(|w, cx| whitelist_remove(w, cx, &uuid, entry("192.0.2.10")).map(drop)).unwrap();
    assert_eq!(fx.run(|w, cx| whitelist_list(w, cx, &uuid).map(<[String]>::to_vec)).unwrap(), ["198.51.100.0/24"]);
}

#[test]
fn seven_daily_backups_are_kept_and_maintenance_runs_only_in_its_window() {
    let mut fx = Fixture::new();
    let slug = fx.location.slug.clone();
    let uuid = active(&mut fx, postgres(&slug));
    fx.advance(10 * 86_400);
    let package = &fx.world.services.packages[&uuid];
    assert_eq!(package.backups.len(), schedule::BACKUPS_KEPT);
    for pair in package.backups.windows(2) {
        assert_eq!(pair[1].created_at.duration_since(pair[0].created_at).as_secs(), 86_400);
    }
    let weekday = |t: jiff::Timestamp| t.to_zoned(jiff::tz::TimeZone::UTC);
    assert!(!package.maintenance_runs.is_empty());
    for run in &package.maintenance_runs {
        let z = weekday(*run);
        assert_eq!((z.weekday(), z.hour(), z.minute()), (jiff::civil::Weekday::Wednesday, 2, 0));
    }
    let input = PropertiesUpdate { maintenance: Some(MaintenanceSchedule::Daily), workers: None };
    fx.run(|w, cx| properties_update(w, cx, &uuid, input).map(drop)).unwrap();
    let runs = fx.world.services.packages[&uuid].maintenance_runs.len();
    fx.advance(3 * 86_400);
    let package = &fx.world.services.packages[&uuid];
    assert_eq!(package.maintenance_runs.len(), runs + 3, "daily now, the weekly run not doubled");
}

#[test]
fn a_rebuild_from_a_backup_provisions_again_and_a_delete_leaves_a_tombstone() {
    let mut fx = Fixture::new();
    let slug = fx.location.slug.clone();
    let uuid = active(&mut fx, postgres(&slug));
    fx.advance(86_400);
    let backup = fx.world.services.packages[&uuid].backups[0].uuid.clone();
    let rebuild = |replica: &str| PackageRebuild { replica_uuid: replica.into(), service_package_uuid: uuid.clone() };
    let refused = fx.run(|w, cx| package_rebuild(w, cx, rebuild("nope")).map(drop));
    assert_eq!(refused, Err(DomainError::invalid("replica_uuid", msg::no_such_backup("nope"))));
    fx.run(|w, cx| package_rebuild(w, cx, rebuild(&backup)).map(drop)).unwrap();
    assert_eq!(fx.world.services.packages[&uuid].status(), PackageStatus::Requested);
    let again = fx.run(|w, cx| package_rebuild(w, cx, rebuild(&backup)).map(drop));
    assert_eq!(again, Err(DomainError::Conflict(msg::REQUESTED.into())));
    fx.advance(fx.brand.simulation.durations.service_provision);
    assert_eq!(fx.world.services.packages[&uuid].status(), PackageStatus::Active);
    let deleted = fx.run(|w, cx| package_delete(w, cx, &uuid).map(|p| p.status())).unwrap();
    assert_eq!(deleted, PackageStatus::Deleted);
    let walked = [PackageStatus::Active, PackageStatus::Requested, PackageStatus::Active, PackageStatus::Deleted];
    assert!(walked.windows(2).all(|w| crate::domain::services::PACKAGE_TRANSITIONS.contains(&(w[0], w[1]))));
    assert!(fx.run(|w, cx| package_get(w, cx, &uuid).map(drop)).is_ok(), "the tombstone is readable");
    let gone = fx.run(|w, cx| package_delete(w, cx, &uuid).map(drop));
    assert_eq!(gone, Err(DomainError::NotFound(msg::no_such_package(&uuid))));
    let backups_before = fx.world.services.packages[&uuid].backups.len();
    fx.advance(2 * 86_400);
    assert_eq!(fx.world.services.packages[&uuid].backups.len(), backups_before, "no backups of a deleted package");
}

#[test]
fn an_active_package_is_charged_for_running_vms_and_a_licence_per_node() {
    let mut fx = Fixture::new();
    let slug = fx.location.slug.clone();
    let uuid = active(&mut fx, PackageCreate { is_multi_node: true, ..postgres(&slug) });
    let units = meter::units(&fx.world.services.packages[&uuid]);
    use spec::pricing::PriceResourceType::*;
    let d = rust_decimal::Decimal::from;
    // RAM in 512 MB price units: three nodes of 4 GiB are 24.
    assert_eq!(units, vec![(Cpu, d(6)), (Ram, d(24)), (Storage, d(120)), (AssignedFloatingIp, d(1)), (License, d(3))]);
    let vm = vm_ids(&fx, &uuid)[0].clone();
    fx.run(|w, cx| resource_stop(w, cx, &uuid, &vm).map(drop)).unwrap();
    let units = meter::units(&fx.world.services.packages[&uuid]);
    assert_eq!(units, vec![(Cpu, d(4)), (Ram, d(16)), (Storage, d(120)), (AssignedFloatingIp, d(1)), (License, d(2))]);
}

#[test]
fn a_frozen_account_stops_its_package_vms_and_may_not_start_them_a_terminated_one_loses_the_package() {
    let mut fx = Fixture::new();
    let slug = fx.location.slug.clone();
    let uuid = active(&mut fx, postgres(&slug));
    let account = fx.owner_account();
    fx.world.billing.accounts.get_mut(&account).unwrap().restriction_level = RestrictionLevel::Frozen;
    fx.advance(3600);
    assert!(fx.world.services.packages[&uuid].vms().all(|r| r.status == Some(ResourceStatus::Stopped)));
    let vm = vm_ids(&fx, &uuid)[0].clone();
    let refused = fx.run(|w, cx| resource_start(w, cx, &uuid, &vm).map(drop));
    assert_eq!(refused, Err(DomainError::Conflict(spec::error::billing::restricted("FROZEN"))));
    fx.world.billing.accounts.get_mut(&account).unwrap().restriction_level = RestrictionLevel::Terminated;
    fx.advance(3600);
    assert_eq!(fx.world.services.packages[&uuid].status(), PackageStatus::Deleted);
}

#[test]
fn a_restricted_scope_sees_only_its_accounts_packages() {
    let mut fx = Fixture::new();
    let slug = fx.location.slug.clone();
    let uuid = create(&mut fx, postgres(&slug)).unwrap();
    let account = fx.owner_account();
    let location = fx.location.clone();
    let other = Cx { scope: Some(account + 1_000_000), ..Cx::new(fx.world.now, Some(fx.owner), &fx.brand, Some(&location)) };
    assert!(package_list(&fx.world, &other, None).unwrap().is_empty());
    assert_eq!(package_get(&fx.world, &other, &uuid).map(drop), Err(DomainError::NotFound(msg::no_such_package(&uuid))));
    let own = Cx { scope: Some(account), ..other };
    assert_eq!(package_list(&fx.world, &own, None).unwrap().len(), 1);
}

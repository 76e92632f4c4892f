//! `/user-resource/service/…`: thin handlers over `domain::services` and the package's wire view.

use axum::extract::Path;
use serde::Deserialize;
use spec::common::NoParams;
use spec::services::{
    ClusterSpec, ClusterStatus, Maintenance, PackageCreate, PackageListQuery, PackageProperties, PackageRebuild, PackageResource,
    PackageStatus, PackageUpdate, PropertiesUpdate, Provider, ResourceAllocation, ResourceStorage, ResourceType, ServiceBackup,
    ServiceImage, ServiceKind, ServicePackage, ServiceSecrets, WhitelistEntry, ops,
};

use crate::domain::services::{self as domain, PackageRecord, ResourceRecord, catalogue, cluster, meter, schedule};
use crate::domain::{Cx, DomainResult};
use crate::edge::ApiRouter;
use crate::edge::Json;
use crate::edge::error::ApiResult;
use crate::edge::extract::{Api, Input};
use crate::edge::wire::sql_time;
use crate::world::World;

#[derive(Deserialize)]
struct PackagePath {
    uuid: String,
}

#[derive(Deserialize)]
struct ResourcePath {
    uuid: String,
    target_uuid: String,
}

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::CONFIGURATIONS, configurations)
        .op(&ops::PACKAGE_LIST, package_list)
        .op(&ops::PACKAGE_GET, package_get)
        .op(&ops::PACKAGE_CREATE, package_create)
        .op(&ops::PACKAGE_UPDATE, package_update)
        .op(&ops::PACKAGE_DELETE, package_delete)
        .op(&ops::RESOURCE_START, resource_start)
        .op(&ops::RESOURCE_STOP, resource_stop)
        .op(&ops::SECRETS, secrets)
        .op(&ops::WHITELIST_LIST, whitelist_list)
        .op(&ops::WHITELIST_ADD, whitelist_add)
        .op(&ops::WHITELIST_REMOVE, whitelist_remove)
        .op(&ops::PROPERTIES_UPDATE, properties_update)
        .op(&ops::PACKAGE_REBUILD, package_rebuild);
}

async fn configurations(api: Api, _: Input<NoParams>) -> ApiResult<Json<Vec<ServiceImage>>> {
    api.read(|_, cx| Ok(catalogue::configurations(cx.brand))).map(Json)
}

async fn package_list(api: Api, Input(query): Input<PackageListQuery>) -> ApiResult<Json<Vec<ServicePackage>>> {
    api.read(|w, cx| Ok(domain::package_list(w, cx, query.billing_account_id)?.into_iter().map(|p| view(cx, p)).collect()))
        .map(Json)
}

async fn package_get(
    api: Api,
    Path(PackagePath { uuid }): Path<PackagePath>,
    _: Input<NoParams>,
) -> ApiResult<Json<ServicePackage>> {
    api.read(|w, cx| render(w, cx, &uuid)).map(Json)
}

async fn package_create(api: Api, Input(input): Input<PackageCreate>) -> ApiResult<Json<ServicePackage>> {
    api.write(|w, cx| domain::package_create(w, cx, input).map(|p| view(cx, p))).map(Json)
}

async fn package_update(
    api: Api,
    Path(PackagePath { uuid }): Path<PackagePath>,
    Input(input): Input<PackageUpdate>,
) -> ApiResult<Json<ServicePackage>> {
    api.write(|w, cx| domain::package_update(w, cx, &uuid, input).map(|p| view(cx, p))).map(Json)
}

async fn package_delete(
    api: Api,
    Path(PackagePath { uuid }): Path<PackagePath>,
    _: Input<NoParams>,
) -> ApiResult<Json<ServicePackage>> {
    api.write(|w, cx| domain::package_delete(w, cx, &uuid).map(|p| view(cx, p))).map(Json)
}

async fn resource_start(api: Api, Path(path): Path<ResourcePath>, _: Input<NoParams>) -> ApiResult<Json<ServicePackage>> {
    api.write(|w, cx| domain::resource_start(w, cx, &path.uuid, &path.target_uuid).map(|p| view(cx, p))).map(Json)
}

async fn resource_stop(api: Api, Path(path): Path<ResourcePath>, _: Input<NoParams>) -> ApiResult<Json<ServicePackage>> {
    api.write(|w, cx| domain::resource_stop(w, cx, &path.uuid, &path.target_uuid).map(|p| view(cx, p))).map(Json)
}

async fn secrets(api: Api, Path(PackagePath { uuid }): Path<PackagePath>, _: Input<NoParams>) -> ApiResult<Json<ServiceSecrets>> {
    api.read(|w, cx| domain::secrets(w, cx, &uuid)).map(Json)
}

async fn whitelist_list(
    api: Api,
    Path(PackagePath { uuid }): Path<PackagePath>,
    _: Input<NoParams>,
) -> ApiResult<Json<Vec<String>>> {
    api.read(|w, cx| domain::whitelist_list(w, cx, &uuid).map(<[String]>::to_vec)).map(Json)
}

async fn whitelist_add(
    api: Api,
    Path(PackagePath { uuid }): Path<PackagePath>,
    Input(entry): Input<WhitelistEntry>,
) -> ApiResult<Json<Vec<String>>> {
    api.write(|w, cx| domain::whitelist_add(w, cx, &uuid, entry).map(<[String]>::to_vec)).map(Json)
}

async fn whitelist_remove(
    api: Api,
    Path(PackagePath { uuid }): Path<PackagePath>,
    Input(entry): Input<WhitelistEntry>,
) -> ApiResult<Json<Vec<String>>> {
    api.write(|w, cx| domain::whitelist_remove(w, cx, &uuid, entry).map(<[String]>::to_vec)).map(Json)
}

async fn properties_update(
    api: Api,
    Path(PackagePath { uuid }): Path<PackagePath>,
    Input(input): Input<PropertiesUpdate>,
) -> ApiResult<Json<ServicePackage>> {
    api.write(|w, cx| domain::properties_update(w, cx, &uuid, input).map(|p| view(cx, p))).map(Json)
}

async fn package_rebuild(api: Api, Input(input): Input<PackageRebuild>) -> ApiResult<Json<ServicePackage>> {
    api.write(|w, cx| domain::package_rebuild(w, cx, input).map(|p| view(cx, p))).map(Json)
}

fn render(world: &World, cx: &Cx, uuid: &str) -> DomainResult<ServicePackage> {
    domain::package_get(world, cx, uuid).map(|p| view(cx, p))
}

/// The package as docs/product/services.md#packages shows it, with the detail screen's extras.
pub fn view(cx: &Cx, package: &PackageRecord) -> ServicePackage {
    let status = package.status();
    let requested = status == PackageStatus::Requested;
    let kubernetes = package.kind == ServiceKind::Kubernetes;
    let live = status != PackageStatus::Deleted;
    let next_run = live.then(|| sql_time(schedule::next_maintenance(cx.now, package.maintenance)));
    ServicePackage {
        id: package.id,
        uuid: package.uuid.clone(),
        service: package.kind,
        version: package.version.clone(),
        display_name: package.display_name.clone(),
        status,
        is_multi_node: package.is_multi_node,
        is_deleted: !live,
        deleted_at: package.deleted_at.map(sql_time),
        billing_account_id: package.billing_account_id,
        user_id: package.user_id,
        properties: PackageProperties {
            location: package.location.clone(),
            service_ip: package.service_ip().map(Into::into),
            sql_user: package.sql_user.clone(),
            port: live.then_some(package.port),
            cluster_name: package.cluster_name.clone(),
            spec: kubernetes.then(|| ClusterSpec {
                maintenance: Some(package.maintenance),
                provider: Some(Provider { workers: package.workers.clone() }),
            }),
            status: (kubernetes && live)
                .then(|| ClusterStatus { conditions: cluster::conditions(package), workers: cluster::worker_status(package) }),
            maintenance: Maintenance {
                schedule: package.maintenance,
                last_run_at: package.maintenance_runs.last().copied().map(sql_time),
                next_run_at: next_run,
            },
        },
        resources: package.resources.iter().map(|r| resource_view(package, r)).collect(),
        prices: catalogue::prices(cx.brand, &meter::units(package)),
        whitelist_addresses: package.whitelist.clone(),
        backups: package
            .backups
            .iter()
            .rev()
            .map(|b| ServiceBackup { uuid: b.uuid.clone(), created_at: sql_time(b.created_at), size_gb: b.size_gb })
            .collect(),
        ready_at: requested.then(|| sql_time(package.ready_at)),
        ready_in: requested.then(|| u32::try_from(package.ready_at.duration_since(cx.now).as_secs().max(0)).unwrap_or(u32::MAX)),
        created_at: sql_time(package.created_at),
        updated_at: sql_time(package.updated_at),
    }
}

fn resource_view(package: &PackageRecord, resource: &ResourceRecord) -> PackageResource {
    let vm = resource.kind == ResourceType::Vm;
    let backups: Vec<String> = package.backups.iter().map(|b| b.uuid.clone()).collect();
    PackageResource {
        resource_id: resource.uuid.clone(),
        resource_location: package.location.clone(),
        resource_type: resource.kind,
        resource_allocation: ResourceAllocation {
            address: resource.address.clone(),
            vcpu: vm.then_some(resource.vcpu),
            memory: vm.then_some(resource.memory_mb),
            status: resource.status,
            storage: resource.disk_uuid.as_ref().map(|disk| {
                vec![ResourceStorage {
                    uuid: disk.clone(),
                    primary: true,
                    size: resource.disk_gb,
                    replica: if resource.pool.is_none() { backups.clone() } else { Vec::new() },
                }]
            }),
            pool: resource.pool.clone(),
        },
    }
}

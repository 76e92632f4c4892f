//! What the site offers (`GET /user-resource/service/configurations`, docs/product/services.md#packages *ServiceImage*):
//! the services its configuration enables (`servicesEnabled`, and `kubernetesEnabled` for
//! clusters), each service's versions, whether it runs multi-node, the worker machines a cluster
//! may use, and the brand's hourly prices of what a package is charged by.

use rust_decimal::Decimal;
use spec::common::Money;
use spec::config::Brand;
use spec::pricing::PriceResourceType;
use spec::services::{
    ImageProvider, ImageSpecification, PackagePrice, ServiceImage, ServiceKind, WorkerMachine, WorkerPackage, WorkerPackages,
};

const MARIADB_ICON: &str = "PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PGVsbGlwc2UgY3g9IjEyIiBjeT0iNSIgcng9IjgiIHJ5PSIzIiBmaWxsPSIjYzA3NjVhIi8+PHBhdGggZD0iTTQgNXYxNGMwIDEuNyAzLjYgMyA4IDNzOC0xLjMgOC0zVjVjMCAxLjctMy42IDMtOCAzUzQgNi43IDQgNXoiIGZpbGw9IiMwMDJiNjQiLz48L3N2Zz4=";
const POSTGRESQL_ICON: &str = "PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PGVsbGlwc2UgY3g9IjEyIiBjeT0iNSIgcng9IjgiIHJ5PSIzIiBmaWxsPSIjNmI5YmQyIi8+PHBhdGggZD0iTTQgNXYxNGMwIDEuNyAzLjYgMyA4IDNzOC0xLjMgOC0zVjVjMCAxLjctMy42IDMtOCAzUzQgNi43IDQgNXoiIGZpbGw9IiMzMzY3OTEiLz48L3N2Zz4=";
const KUBERNETES_ICON: &str = "PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PHBhdGggZD0iTTEyIDFsOS41IDQuNiAyLjMgMTAuMy02LjYgOC4xSDYuOEwuMiAxNS45IDIuNSA1LjZ6IiBmaWxsPSIjMzI2Y2U1Ii8+PGNpcmNsZSBjeD0iMTIiIGN5PSIxMiIgcj0iNCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjZmZmIiBzdHJva2Utd2lkdGg9IjIiLz48L3N2Zz4=";

/// One service as the catalogue holds it.
pub struct Offer {
    pub kind: ServiceKind,
    pub uuid: &'static str,
    pub display_name: &'static str,
    pub description: &'static str,
    pub icon: &'static str,
    /// Newest first; the first is the console's default.
    pub versions: &'static [&'static str],
    pub multi_node: Option<&'static str>,
    pub read_more_url: &'static str,
    /// The port clients connect on.
    pub port: u16,
    pub sql_user: Option<&'static str>,
}

pub const OFFERS: [Offer; 3] = [
    Offer {
        kind: ServiceKind::Postgresql,
        uuid: "7d3c1a52-6f0e-4c1b-9a5e-2b8f4d6e0a11",
        display_name: "PostgreSQL",
        description: "Managed PostgreSQL with daily backups, maintenance windows and an IP whitelist.",
        icon: POSTGRESQL_ICON,
        versions: &["16.4", "15.8", "14.0"],
        multi_node: Some("A primary and two streaming replicas behind one virtual IP that follows the primary."),
        read_more_url: "https://www.postgresql.org/about/",
        port: 5432,
        sql_user: Some("postgres"),
    },
    Offer {
        kind: ServiceKind::Mariadb,
        uuid: "2a9e5f07-3b4d-4e8a-8c61-5d0f7b3a9c22",
        display_name: "MariaDB",
        description: "Managed MariaDB with daily backups, maintenance windows and an IP whitelist.",
        icon: MARIADB_ICON,
        versions: &["11.4", "10.11"],
        multi_node: None,
        read_more_url: "https://mariadb.org/about/",
        port: 3306,
        sql_user: Some("root"),
    },
    Offer {
        kind: ServiceKind::Kubernetes,
        uuid: "c4f81e39-0d6a-4b72-b5e3-9a1c7f2d8e33",
        display_name: "Kubernetes",
        description: "Managed Kubernetes: the control plane is ours, the node pools yours, scaled within their autoscaler bounds.",
        icon: KUBERNETES_ICON,
        versions: &["1.31", "1.30"],
        multi_node: Some("Three control-plane nodes instead of one, so the API stays up through a node's maintenance."),
        read_more_url: "https://kubernetes.io/docs/concepts/overview/",
        port: 6443,
        sql_user: None,
    },
];

/// The worker machines a cluster may use: `(cpu, ram GiB, ssd GB, default, disabled)`.
const WORKER_PACKAGES: [(u32, u32, u32, bool, bool); 4] =
    [(2, 4, 50, true, false), (4, 8, 80, false, false), (8, 16, 160, false, false), (16, 64, 320, false, true)];

/// Whether the site sells `kind` at all (docs/product/config.md#feature-flags: Kubernetes needs services too).
pub fn offered(brand: &Brand, kind: ServiceKind) -> bool {
    let features = &brand.config.features;
    features.services_enabled && (kind != ServiceKind::Kubernetes || features.kubernetes_enabled)
}

pub fn offer(kind: ServiceKind) -> &'static Offer {
    OFFERS.iter().find(|o| o.kind == kind).unwrap_or(&OFFERS[0])
}

/// Whether a cluster may use workers of this size: one of the packages, not disabled.
pub fn worker_machine_allowed(machine: &WorkerMachine) -> bool {
    WORKER_PACKAGES.iter().any(|&(cpu, ram, _, _, disabled)| cpu == machine.cpu && ram == machine.ram && !disabled)
}

/// The brand's hourly price of one unit (the untiered row of the price list).
pub fn unit_price(brand: &Brand, kind: PriceResourceType) -> Decimal {
    brand
        .simulation
        .prices
        .iter()
        .filter(|p| p.resource_type == kind)
        .min_by_key(|p| p.num_cpus_from.or(p.gigabytes_from).unwrap_or(0))
        .map_or(Decimal::ZERO, |p| p.price_per_unit.0)
}

/// What a package is charged by (docs/product/services.md#charging: its resources plus `LICENSE`), `units` of each.
pub fn prices(brand: &Brand, units: &[(PriceResourceType, Decimal)]) -> Vec<PackagePrice> {
    units
        .iter()
        .map(|&(kind, multiplier)| PackagePrice {
            price_multiplier: Money(multiplier),
            resource_type: kind,
            price_per_unit: Money(unit_price(brand, kind)),
        })
        .collect()
}

/// The price types of a package, one unit each, as the configurations list them.
pub const CHARGED_BY: [PriceResourceType; 5] = [
    PriceResourceType::Cpu,
    PriceResourceType::Ram,
    PriceResourceType::Storage,
    PriceResourceType::AssignedFloatingIp,
    PriceResourceType::License,
];

pub fn configurations(brand: &Brand) -> Vec<ServiceImage> {
    let one: Vec<_> = CHARGED_BY.iter().map(|&kind| (kind, Decimal::ONE)).collect();
    OFFERS
        .iter()
        .filter(|o| offered(brand, o.kind))
        .map(|o| ServiceImage {
            uuid: o.uuid.into(),
            service_name: o.kind,
            display_name: o.display_name.into(),
            description: o.description.into(),
            icon: o.icon.into(),
            is_external: false,
            is_multi_node_available: o.multi_node.is_some(),
            multi_node_description: o.multi_node.map(Into::into),
            prices: prices(brand, &one),
            read_more_url: o.read_more_url.into(),
            versions: o.versions.iter().map(|v| (*v).into()).collect(),
            created_at: "2025-01-06 00:00:00".into(),
            updated_at: None,
            specification: (o.kind == ServiceKind::Kubernetes).then(|| ImageSpecification {
                provider: ImageProvider {
                    workers: WorkerPackages {
                        packages: WORKER_PACKAGES
                            .iter()
                            .map(|&(cpu, ram, ssd, default, disabled)| WorkerPackage {
                                cpu,
                                ram,
                                ssd,
                                default,
                                disabled: disabled.then_some(true),
                                os: "other".into(),
                                notice: disabled.then(|| "Ask support to enable this size".into()),
                            })
                            .collect(),
                    },
                },
            }),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brands::Brands;

    #[test]
    fn a_site_offers_databases_with_services_and_clusters_only_with_kubernetes_too() {
        let brands = Brands::embedded().unwrap();
        let mut brand = brands.default_brand().as_ref().clone();
        let kinds = |b: &Brand| configurations(b).iter().map(|i| i.service_name).collect::<Vec<_>>();
        brand.config.features.services_enabled = true;
        brand.config.features.kubernetes_enabled = true;
        assert_eq!(kinds(&brand), [ServiceKind::Postgresql, ServiceKind::Mariadb, ServiceKind::Kubernetes]);
        brand.config.features.kubernetes_enabled = false;
        assert_eq!(kinds(&brand), [ServiceKind::Postgresql, ServiceKind::Mariadb]);
        brand.config.features.services_enabled = false;
        assert!(kinds(&brand).is_empty());
    }

    #[test]
    fn prices_are_the_brands_and_only_clusters_list_worker_packages() {
        let brand = Brands::embedded().unwrap().default_brand().as_ref().clone();
        for image in configurations(&brand) {
            let license = image.prices.iter().find(|p| p.resource_type == PriceResourceType::License).unwrap();
            assert_eq!(license.price_per_unit.0, unit_price(&brand, PriceResourceType::License));
            assert!(license.price_per_unit.0 > Decimal::ZERO);
            assert_eq!(image.specification.is_some(), image.service_name == ServiceKind::Kubernetes);
        }
        assert!(!worker_machine_allowed(&WorkerMachine { cpu: 16, ram: 64 }), "disabled");
        assert!(worker_machine_allowed(&WorkerMachine { cpu: 2, ram: 4 }));
        assert!(!worker_machine_allowed(&WorkerMachine { cpu: 3, ram: 4 }));
    }
}

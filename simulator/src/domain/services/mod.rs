//! Managed services (docs/product/services.md#kubernetes): MariaDB, PostgreSQL and Kubernetes packages. A package
//! is requested until the brand's `service_provision` has passed (a cluster through its five
//! readiness steps), then active; it owns its resources — VMs that start and stop one by one, a
//! virtual IP and a network — keeps seven daily backups, runs maintenance in its window and is
//! charged for its running resources plus a licence per node. `catalogue.rs` holds what the site
//! offers, `package.rs` the customer's operations, `cluster.rs` node pools and readiness,
//! `schedule.rs` what the clock does, `meter.rs` what billing charges.

pub mod catalogue;
pub mod cluster;
pub mod meter;
pub mod package;
pub mod schedule;

use spec::services::{PackageStatus, ResourceType};

pub use crate::world::services::{BackupRecord, PackageRecord, ResourceRecord, Services};
pub use package::{
    package_create, package_delete, package_get, package_list, package_rebuild, package_update, properties_update,
    resource_start, resource_stop, secrets, whitelist_add, whitelist_list, whitelist_remove,
};

/// Every status change a package makes: provisioned, rebuilt from a backup (requested again), and
/// deleted in either status. Follows from [`PackageRecord::status`]; `package/tests.rs` walks it;
/// `cloudsim run --coverage` counts a run's against it.
pub const PACKAGE_TRANSITIONS: &[(PackageStatus, PackageStatus)] = &[
    (PackageStatus::Requested, PackageStatus::Active),
    (PackageStatus::Active, PackageStatus::Requested),
    (PackageStatus::Requested, PackageStatus::Deleted),
    (PackageStatus::Active, PackageStatus::Deleted),
];

impl PackageRecord {
    /// docs/product/services.md#package-states: deleted is the tombstone; requested until every provisioning step is done.
    pub fn status(&self) -> PackageStatus {
        if self.deleted_at.is_some() {
            PackageStatus::Deleted
        } else if self.stage < cluster::steps(self.kind) {
            PackageStatus::Requested
        } else {
            PackageStatus::Active
        }
    }

    pub fn vms(&self) -> impl Iterator<Item = &ResourceRecord> {
        self.resources.iter().filter(|r| r.kind == ResourceType::Vm)
    }

    /// The private network the package's VMs sit in.
    pub fn network_uuid(&self) -> Option<&str> {
        self.resources.iter().find(|r| r.kind == ResourceType::Network).map(|r| r.uuid.as_str())
    }

    /// The virtual IP's address: the database's `service_ip`, the cluster's API endpoint.
    pub fn service_ip(&self) -> Option<&str> {
        self.resources.iter().find(|r| r.kind == ResourceType::VirtualIp).and_then(|r| r.address.as_deref())
    }
}

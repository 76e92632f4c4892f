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

use spec::billing::RestrictionLevel;
use spec::services::PackageStatus;

use crate::domain::Cx;
use crate::domain::usage::{Billed, Meter};
use crate::world::World;

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

/// Managed services as billing reaches it: active packages' meters; a restricted account's
/// packages stop, then go (`meter::restrict`).
pub struct Area;

impl Billed for Area {
    fn meters<'w>(&self, world: &'w World) -> Box<dyn Iterator<Item = Meter> + 'w> {
        Box::new(meter::meters(world))
    }

    fn hold_back(&self, world: &mut World, cx: &Cx, account_id: u64, level: RestrictionLevel) {
        meter::restrict(world, cx, account_id, level);
    }
}

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
}

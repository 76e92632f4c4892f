//! Compute: the VM catalogues, host pools and virtual machines.

pub mod boot_disk;
pub mod catalogue;
pub mod disk;
#[cfg(test)]
pub(crate) mod fixture;
pub mod image;
pub mod interface;
pub mod lifecycle;
mod lookup;
pub mod meter;
pub mod parameters;
pub mod placement;
pub mod power;
pub mod replica;
pub mod resource_billing;
pub mod storage;
pub mod vm;

pub use boot_disk::DiskRow;
pub use disk::{DiskRecord, disk_attach, disk_create, disk_delete, disk_detach, disk_get, disk_list, disk_update};
pub use interface::{InterfaceRecord, SubInterfaceRecord, interface_list, subinterface_create, subinterface_delete};
pub use lookup::{by_uuid as vm_by_uuid, find as vm_get, vm_list};
pub use placement::host_pools;
pub use power::{vm_boot_iso, vm_delete, vm_start, vm_stop};
pub use replica::{ReplicaRecord, replica_convert, replica_create, replica_delete, replica_list, vm_rebuild};
pub use resource_billing::{billing_resources, resource_billing_move};
pub use storage::{vm_storage_add, vm_storage_remove, vm_storage_resize};
pub use vm::{
    Guest, StorageRecord, VmRecord, guest_set, vm_backup_toggle, vm_clone, vm_create, vm_reinstall, vm_update, vm_user_update,
};

use spec::billing::RestrictionLevel;

use crate::domain::Cx;
use crate::domain::usage::{Billed, Meter};
use crate::world::World;

/// Compute as billing reaches it: VMs' and disks' meters; a restricted account's VMs stop, then go.
pub struct Area;

impl Billed for Area {
    fn meters<'w>(&self, world: &'w World) -> Box<dyn Iterator<Item = Meter> + 'w> {
        Box::new(meter::meters(world))
    }

    fn hold_back(&self, world: &mut World, cx: &Cx, account_id: u64, level: RestrictionLevel) {
        power::hold_back(world, cx, account_id, level);
    }
}

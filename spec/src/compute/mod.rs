//! Compute: the VM catalogues, host pools (docs/product/compute.md#vm-fields *Host pool*; live extras from
//! docs/product/compute.md#catalogues) and virtual machines.

mod catalogue;
mod disk;
pub mod errors;
mod interface;
mod replica;
mod vm;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

pub use catalogue::*;
pub use disk::*;
pub use interface::*;
pub use replica::*;
pub use vm::*;

/// Inclusive bounds of one guest dimension.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Limit {
    pub min: u32,
    pub max: u32,
}

/// The guest sizes a pool accepts: the real sizing limits live here, not in the VM parameters.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct GuestLimits {
    pub cpu: Limit,
    pub ram_mb: Limit,
    pub disk_gb: Limit,
}

/// `GET [/{location}]/user-resource/host_pool/list` rows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct HostPool {
    pub uuid: String,
    pub name: String,
    pub description: String,
    pub is_default_designated: bool,
    pub is_visible: bool,
    pub storage_pool_uuid: String,
    pub ui_position: u32,
    pub guest_limits: GuestLimits,
    /// `YYYY-MM-DD HH:MM:SS`.
    pub created_at: String,
    pub updated_at: String,
}

pub mod ops {
    use super::errors as msg;
    use super::*;
    use crate::common::{NoParams, Success};
    use crate::routes::{Area, Method, Operation};

    pub const VM_IMAGES: Operation = Operation::get("vm_images_list", "/config/vm_images", Area::Compute)
        .summary("The OS and application images VMs are created from")
        .public()
        .response::<Vec<VmImage>>();
    pub const BOOT_IMAGES: Operation = Operation::get("boot_images_list", "/config/boot_images", Area::Compute)
        .summary("ISO media a VM can boot from once")
        .public()
        .response::<Vec<BootImage>>();
    pub const VM_PARAMETERS: Operation = Operation::get("vm_parameters_list", "/api/parameters/vm", Area::Compute)
        .summary("The rules VM creates and updates are checked against")
        .public()
        .response::<Vec<VmParameter>>();

    pub const HOST_POOLS: Operation = Operation::get("host_pool_list", "/user-resource/host_pool/list", Area::Compute)
        .summary("The host pools of a location")
        .location_scoped()
        .request::<NoParams>()
        .response::<Vec<HostPool>>()
        .fails_with(msg::FAILED_TO_LIST_HOST_POOLS);

    /// A `/user-resource/vm…` operation: location-scoped, and answering a missing VM or a
    /// refused transition with 400 `{"errors":{"Error": …}}`, as the real VM family does.
    const fn vm(id: &'static str, method: Method, path: &'static str) -> Operation {
        Operation::new(id, method, path, Area::Compute).location_scoped().not_found_status(400).conflict_status(400)
    }

    pub const VM_LIST: Operation = vm("vm_list", Method::Get, "/user-resource/vm/list")
        .summary("The caller's VMs in a location")
        .request::<VmListQuery>()
        .response::<Vec<Vm>>();
    pub const VM_GET: Operation =
        vm("vm_get", Method::Get, "/user-resource/vm").summary("One VM").request::<VmRef>().response::<Vm>();
    pub const VM_CREATE: Operation = vm("vm_create", Method::Post, "/user-resource/vm")
        .summary("Create a VM; it answers `creating` and runs after the brand's create time")
        .request::<VmCreate>()
        .response::<Vm>()
        .fails_with(msg::CREATE_FAILED);
    pub const VM_UPDATE: Operation = vm("vm_update", Method::Patch, "/user-resource/vm")
        .summary("Rename or describe a VM; change vCPU and RAM while it is stopped")
        .request::<VmUpdate>()
        .response::<Vm>()
        .fails_with(msg::FAILED_TO_UPDATE);
    pub const VM_DELETE: Operation = vm("vm_delete", Method::Delete, "/user-resource/vm")
        .summary("Delete a running or stopped VM")
        .request::<VmRef>()
        .response::<Success>();
    pub const VM_START: Operation = vm("vm_start", Method::Post, "/user-resource/vm/start")
        .summary("Start a stopped VM")
        .request::<VmRef>()
        .response::<Vm>()
        .fails_with(msg::FAILED_TO_START);
    pub const VM_STOP: Operation = vm("vm_stop", Method::Post, "/user-resource/vm/stop")
        .summary("Stop a VM: graceful, forced after the shutdown timeout, or at once with `force`")
        .request::<VmStop>()
        .response::<Vm>()
        .fails_with(msg::FAILED_TO_STOP);
    pub const VM_REINSTALL: Operation = vm("vm_reinstall", Method::Post, "/user-resource/vm/reinstall")
        .summary("Reinstall a VM's OS (the current one unless another is named)")
        .request::<VmReinstall>()
        .response::<Vm>();
    pub const VM_CLONE: Operation = vm("vm_clone", Method::Post, "/user-resource/vm/clone")
        .summary("A new VM copied from a running or stopped one")
        .request::<VmClone>()
        .response::<Vm>()
        .fails_with(msg::FAILED_TO_CLONE);
    pub const VM_BACKUP: Operation = vm("vm_backup", Method::Post, "/user-resource/vm/backup")
        .summary("Switch weekly backups on or off")
        .request::<VmRef>()
        .response::<Vm>()
        .fails_with(msg::FAILED_TO_BACKUP);
    pub const VM_BOOT_ISO: Operation = vm("vm_boot_iso_media", Method::Post, "/user-resource/vm/boot_iso_media")
        .summary("Boot a running or stopped VM from ISO media for this launch only; after a stop it boots from its disk")
        .request::<VmBootIso>()
        .response::<Vm>();
    pub const VM_STORAGE_ADD: Operation = vm("vm_storage_add", Method::Post, "/user-resource/vm/storage")
        .summary("Add an empty disk to a VM")
        .request::<VmStorageAdd>()
        .response::<VmStorage>()
        .fails_with(msg::FAILED_TO_ADD_DISK);
    pub const VM_STORAGE_RESIZE: Operation = vm("vm_storage_resize", Method::Patch, "/user-resource/vm/storage")
        .summary("Grow one of a VM's disks")
        .request::<VmStorageResize>()
        .response::<VmStorage>()
        .fails_with(msg::FAILED_TO_RESIZE_DISK);
    pub const VM_STORAGE_REMOVE: Operation = vm("vm_storage_remove", Method::Delete, "/user-resource/vm/storage")
        .summary("Remove a disk other than the boot disk")
        .request::<VmStorageRemove>()
        .response::<Success>()
        .fails_with(msg::FAILED_TO_REMOVE_DISK);
    pub const VM_USER_UPDATE: Operation = vm("vm_user_update", Method::Patch, "/user-resource/vm/user")
        .summary("Set the login of a running VM")
        .request::<VmUserUpdate>()
        .response::<Success>();
    pub const VM_PUBLIC_IP_RESERVE: Operation = vm("vm_public_ip_reserve", Method::Post, "/user-resource/vm/ip/public")
        .summary("Deprecated (use floating IPs): reserve a floating IP and assign it to the VM")
        .request::<VmRef>()
        .response::<Vm>();
    pub const VM_PUBLIC_IP_RELEASE: Operation = vm("vm_public_ip_release", Method::Delete, "/user-resource/vm/ip/public")
        .summary("Deprecated (use floating IPs): let the VM's floating IP go and release it")
        .request::<VmRef>()
        .response::<Vm>();
    pub const VM_REPLICA_LIST: Operation = vm("vm_replica_list", Method::Get, "/user-resource/vm/replica")
        .summary("A VM's snapshots or backups, oldest first")
        .request::<VmReplicaQuery>()
        .response::<Vec<Replica>>();
    pub const VM_REPLICA_CREATE: Operation = vm("vm_replica_create", Method::Post, "/user-resource/vm/replica")
        .summary("Take a snapshot of a running or stopped VM")
        .request::<VmRef>()
        .response::<Replica>()
        .fails_with(msg::FAILED_TO_SNAPSHOT);
    pub const VM_REPLICA_DELETE: Operation = vm("vm_replica_delete", Method::Delete, "/user-resource/vm/replica")
        .summary("Delete a snapshot or backup")
        .request::<VmReplicaDelete>()
        .response::<Success>()
        .fails_with(msg::FAILED_TO_DELETE_SNAPSHOT);
    pub const VM_REPLICA_CONVERT: Operation = vm("vm_replica_convert", Method::Patch, "/user-resource/vm/replica")
        .summary("Turn a snapshot into a backup, or a backup into a snapshot (it then follows that type's rules)")
        .request::<VmReplicaConvert>()
        .response::<Replica>();
    pub const VM_REBUILD: Operation = vm("vm_rebuild", Method::Post, "/user-resource/vm/rebuild")
        .summary("Restore a running or stopped VM's disks from a snapshot or backup; it runs again after the create time")
        .request::<VmRebuild>()
        .response::<Vm>()
        .fails_with(msg::FAILED_TO_REBUILD);

    /// A `/storage/disks…` operation: location-scoped, `{"message": …}` errors.
    const fn disk(id: &'static str, method: Method, path: &'static str) -> Operation {
        Operation::new(id, method, path, Area::Compute).location_scoped().message_errors()
    }

    pub const DISK_LIST: Operation = disk("disk_list", Method::Get, "/storage/disks")
        .summary("The caller's disks in a location, deleted ones included")
        .request::<DiskListQuery>()
        .response::<Vec<Disk>>();
    pub const DISK_GET: Operation = disk("disk_get", Method::Get, "/storage/disks/{uuid}")
        .summary("One disk; a deleted one is a tombstone")
        .request::<NoParams>()
        .response::<Disk>();
    /// Created 201 per the IS contract; a missing account with a global key is a 400.
    pub const DISK_CREATE: Operation = disk("disk_create", Method::Post, "/storage/disks")
        .summary("Create a disk, empty or from an OS image, another disk or a VM snapshot")
        .request::<DiskCreate>()
        .response::<Disk>()
        .status(201)
        .conflict_status(400)
        .account_first();
    pub const DISK_UPDATE: Operation = disk("disk_update", Method::Patch, "/storage/disks/{uuid}")
        .summary("Rename a disk, move it to another account, or grow it")
        .request::<DiskUpdate>()
        .response::<Disk>();
    pub const DISK_DELETE: Operation = disk("disk_delete", Method::Delete, "/storage/disks/{uuid}")
        .summary("Delete a detached disk (204)")
        .request::<NoParams>()
        .status(204);
    pub const VM_STORAGE_ATTACH: Operation = vm("vm_storage_attach", Method::Post, "/user-resource/vm/storage/attach")
        .summary("Attach a free disk of the same location to a running or stopped VM")
        .request::<VmStorageAttach>()
        .response::<VmStorage>();
    pub const VM_STORAGE_DETACH: Operation = vm("vm_storage_detach", Method::Post, "/user-resource/vm/storage/detach")
        .summary("Detach a disk attached with `vm/storage/attach`; it stays, free")
        .request::<VmStorageAttach>()
        .response::<Success>();
    pub const BILLING_RESOURCES: Operation = vm("billing_resources", Method::Get, "/user-resource/billing_resources")
        .summary("The VMs of the location one billing account pays for")
        .request::<BillingResourcesQuery>()
        .response::<Vec<Vm>>();
    /// The response is not documented; it answers the moved VM, as the other VM actions do.
    pub const RESOURCE_BILLING: Operation = vm("resource_billing_move", Method::Post, "/user-resource/resource_billing")
        .summary("Pay for a VM and the disks attached to it from another active account of the caller")
        .request::<ResourceBillingMove>()
        .response::<Vm>();

    /// A `/network/virtual-machines…` operation: location-scoped, `{"message": …}` errors, and a
    /// missing VM, interface or sub-interface is a 400, as the network family's not-found is
    /// live (docs/product/conventions.md#status-codes).
    const fn interfaces(id: &'static str, method: Method, path: &'static str) -> Operation {
        Operation::new(id, method, path, Area::Compute).location_scoped().message_errors().not_found_status(400)
    }

    pub const INTERFACE_LIST: Operation = interfaces("interface_list", Method::Get, "/network/virtual-machines/interfaces")
        .summary("The interfaces of all the caller's VMs in a location, with their VLAN sub-interfaces")
        .request::<NoParams>()
        .response::<Vec<VmInterface>>();
    pub const VM_INTERFACE_LIST: Operation =
        interfaces("vm_interface_list", Method::Get, "/network/virtual-machines/{uuid}/interfaces")
            .summary("One VM's interfaces, with their VLAN sub-interfaces")
            .request::<NoParams>()
            .response::<Vec<VmInterface>>();
    pub const SUBINTERFACE_CREATE: Operation =
        interfaces("subinterface_create", Method::Post, "/network/virtual-machines/{uuid}/interfaces/{if_uuid}/subinterfaces")
            .summary("Add a VLAN sub-interface (VLAN ID 1–4094, once per interface) to a running or stopped VM")
            .query()
            .request::<SubInterfaceCreate>()
            .response::<SubInterface>();
    pub const SUBINTERFACE_DELETE: Operation =
        interfaces("subinterface_delete", Method::Delete, "/network/virtual-machines/{uuid}/subinterfaces/{if_uuid}")
            .summary("Remove a VLAN sub-interface (204); `if_uuid` is the sub-interface's uuid")
            .request::<NoParams>()
            .status(204);

    /// The area's operations, in the order the OpenAPI document lists them.
    pub const ALL: &[&Operation] = &[
        &VM_IMAGES,
        &BOOT_IMAGES,
        &VM_PARAMETERS,
        &HOST_POOLS,
        &VM_LIST,
        &VM_GET,
        &VM_CREATE,
        &VM_UPDATE,
        &VM_DELETE,
        &VM_START,
        &VM_STOP,
        &VM_REINSTALL,
        &VM_CLONE,
        &VM_BACKUP,
        &VM_BOOT_ISO,
        &VM_USER_UPDATE,
        &VM_STORAGE_ADD,
        &VM_STORAGE_RESIZE,
        &VM_STORAGE_REMOVE,
        &VM_PUBLIC_IP_RESERVE,
        &VM_PUBLIC_IP_RELEASE,
        &VM_REPLICA_LIST,
        &VM_REPLICA_CREATE,
        &VM_REPLICA_DELETE,
        &VM_REPLICA_CONVERT,
        &VM_REBUILD,
        &DISK_LIST,
        &DISK_GET,
        &DISK_CREATE,
        &DISK_UPDATE,
        &DISK_DELETE,
        &VM_STORAGE_ATTACH,
        &VM_STORAGE_DETACH,
        &RESOURCE_BILLING,
        &BILLING_RESOURCES,
        &INTERFACE_LIST,
        &VM_INTERFACE_LIST,
        &SUBINTERFACE_CREATE,
        &SUBINTERFACE_DELETE,
    ];
}

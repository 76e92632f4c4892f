//! Virtual machines (docs/product/compute.md#vm-fields *VirtualMachine*, *VM storage*, docs/product/compute.md#vm-lifecycle, docs/product/compute.md#vm-create).
//! VMs are addressed by `uuid` in the query or form, never in the path.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::Replica;

/// Live only `running` and `stopped` were seen, because the real calls block until done; the
/// simulator shows the steps in between and moves them on its clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum VmStatus {
    Creating,
    Running,
    Stopping,
    Stopped,
    Starting,
    Reinstalling,
    /// A tombstone: listed nowhere, addressed as missing.
    Deleted,
}

impl VmStatus {
    /// The wire name.
    pub const fn as_str(self) -> &'static str {
        match self {
            VmStatus::Creating => "creating",
            VmStatus::Running => "running",
            VmStatus::Stopping => "stopping",
            VmStatus::Stopped => "stopped",
            VmStatus::Starting => "starting",
            VmStatus::Reinstalling => "reinstalling",
            VmStatus::Deleted => "deleted",
        }
    }
}

/// A VM as the live API sends it (docs/product/compute.md#vm-fields): no `id`, `tags` or `network_uuid`; `public_ipv4` only
/// while a public address is reserved; the password never.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Vm {
    pub backup: bool,
    /// The VM family's one `billing_account` (an id); everything else says `billing_account_id`.
    pub billing_account: u64,
    /// `YYYY-MM-DD HH:MM:SS`.
    pub created_at: String,
    pub description: String,
    pub designated_pool_name: String,
    pub designated_pool_uuid: String,
    pub hostname: String,
    /// Licensed images only (Windows).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub license_type: Option<String>,
    pub mac: String,
    /// MiB.
    pub memory: u32,
    pub name: String,
    pub os_name: String,
    pub os_version: String,
    pub private_ipv4: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub public_ipv4: Option<String>,
    /// In the private network's IPv6 subnet, while a public address is reserved and the network
    /// has one (live leaves the key out otherwise, as `public_ipv4`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub public_ipv6: Option<String>,
    pub status: VmStatus,
    /// The ISO media (`GET /config/boot_images`) the current launch booted from; absent when
    /// the VM boots from its disk. The real answer to `vm/boot_iso_media` is undocumented: the
    /// field is the simulator's, named after the call's parameter, so the effect can be seen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub boot_image_uuid: Option<String>,
    pub storage: Vec<VmStorage>,
    /// Null on a VM never changed in the docs sample; the simulator always sets it.
    pub updated_at: Option<String>,
    pub user_id: u64,
    /// The login made on the VM; left out where a strict session's create had a `cloud_init`
    /// defining `users`, as live (docs/product/compute.md#vm-create).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<String>,
    pub uuid: String,
    pub vcpu: u32,
}

/// One disk of a VM; exactly one is `primary` (the boot disk, `sda`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct VmStorage {
    pub created_at: String,
    /// Guest device name: `sda`, `sdb`, …
    pub name: String,
    /// `n/a` live (the docs show a pool name).
    pub pool: String,
    pub primary: bool,
    pub replica: Vec<Replica>,
    pub shared: bool,
    /// GB.
    pub size: u32,
    /// `n/a` live (the docs show `block`).
    #[serde(rename = "type")]
    pub kind: String,
    /// Null on a disk never changed in the docs sample; the simulator always sets it.
    pub updated_at: Option<String>,
    pub user_id: u64,
    pub uuid: String,
}

/// `GET vm/list`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmListQuery {
    /// Only the VMs paid from this account.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
}

/// The VM a call addresses: `GET vm`, `DELETE vm`, `POST vm/start`, `POST vm/backup`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmRef {
    pub uuid: String,
}

/// `POST vm` (form). Name, size and, unless the VM boots from an existing disk or copies a VM or
/// replica, the OS, login and boot-disk size are required; the rules for the string fields are `GET /api/parameters/vm`'s.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmCreate {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub os_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub os_version: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub password: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub public_key: Option<String>,
    /// More keys: the form repeats the key (`public_keys=a&public_keys=b`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub public_keys: Option<Vec<String>>,
    #[schemars(range(min = 1))]
    pub vcpu: u32,
    /// MiB.
    #[schemars(range(min = 1))]
    pub ram: u32,
    /// Boot-disk size in GB; required unless `disk_uuid` is sent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1))]
    pub disks: Option<u32>,
    /// Boot from this existing disk instead of an image (`disks` and the OS are then ignored).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub disk_uuid: Option<String>,
    /// A copy of this VM (running or stopped): its OS, login and disk sizes, with this call's
    /// name and size; `disks` and the OS are then ignored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_uuid: Option<String>,
    /// Restore from this snapshot or backup (of `source_uuid` when that is sent too): its disks'
    /// sizes and its VM's OS and login; `disks` and the OS are then ignored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_replica: Option<String>,
    /// Required with a global API key in a strict session, as on the live API; a lenient one
    /// falls back to the caller's default account.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub billing_account_id: Option<u64>,
    /// A host pool of the location; the location's default pool when omitted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub designated_pool_uuid: Option<String>,
    /// A private network of the caller in the location; its default network when omitted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub network_uuid: Option<String>,
    /// Reserve and assign a public IPv4 address; true when omitted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reserve_public_ip: Option<bool>,
    /// Weekly backups; false when omitted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backup: Option<bool>,
    /// Cloud-init user data as a JSON object in a string.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cloud_init: Option<String>,
}

/// `PATCH vm`: rename or describe at any time; `vcpu`/`ram` only while stopped.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmUpdate {
    pub uuid: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1))]
    pub vcpu: Option<u32>,
    /// MiB.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1))]
    pub ram: Option<u32>,
}

/// `POST vm/stop`: graceful (ACPI) unless `force`; a graceful stop still unfinished after the
/// shutdown timeout (120 s) is forced.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmStop {
    pub uuid: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub force: Option<bool>,
}

/// `POST vm/reinstall`: the OS defaults to the current one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmReinstall {
    pub uuid: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub os_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub os_version: Option<String>,
}

/// `POST vm/clone`: a new VM of the same size and image, named `name`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmClone {
    pub uuid: String,
    pub name: String,
}

/// Where `vm/boot_iso_media` looks for the image (RH docs): the platform's catalogue
/// (`GET /config/boot_images`) or the user's own uploads, of which the simulator has none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum BootImageRepository {
    #[default]
    Platform,
    Private,
}

/// `POST vm/boot_iso_media` (form): boot a running or stopped VM from ISO media, for this launch
/// only; once stopped it boots from its disk again.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmBootIso {
    pub uuid: String,
    pub boot_image_uuid: String,
    /// `platform` when omitted.
    #[serde(default)]
    pub boot_image_repository: BootImageRepository,
}

/// `PATCH vm/user`: new login for a running VM.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmUserUpdate {
    pub uuid: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub username: Option<String>,
    pub password: String,
}

/// `POST vm/storage`: a new empty disk for a running or stopped VM.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmStorageAdd {
    pub uuid: String,
    #[schemars(range(min = 1))]
    pub size_gb: u32,
}

/// `PATCH vm/storage`: grow one of the VM's disks (disks never shrink).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmStorageResize {
    pub uuid: String,
    pub disk_uuid: String,
    #[schemars(range(min = 1))]
    pub size_gb: u32,
    /// Whether the VM's state is checked first (the seed names the field; true when left out):
    /// `false` grows the disk whatever state the VM is in (docs/product/compute.md#vm-disks).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub check_vm_state: Option<bool>,
}

/// `DELETE vm/storage`: remove a disk other than the boot disk.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmStorageRemove {
    pub uuid: String,
    pub storage_uuid: String,
}

/// What `resource_billing` moves: VMs (docs/product/billing.md#accounts; the default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum BilledResourceType {
    #[default]
    Vm,
}

/// `GET [/{location}]/user-resource/billing_resources` (docs/product/compute.md#vm-lifecycle): the
/// resources of the location one billing account (`id`) pays for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BillingResourcesQuery {
    pub id: u64,
    /// `vm` when omitted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resource_type: Option<BilledResourceType>,
}

/// `POST [/{location}]/user-resource/resource_billing` (form, PW/RH): pay for a VM, and the disks
/// attached to it, from another of the caller's accounts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ResourceBillingMove {
    pub uuid: String,
    pub billing_account_id: u64,
    /// `vm` when omitted.
    #[serde(default)]
    pub resource_type: BilledResourceType,
}

//! Virtual machines (docs/product/compute.md#vm-lifecycle, docs/product/compute.md#vm-create; docs/product/compute.md#vm-fields, docs/product/conventions.md#error-shapes). Texts without a source
//! there are ours, worded in the same voice.
//! The area's error and message texts: handlers and the console's generated catalogue use these.

crate::error::texts! {
    /// The VM family's not-found text (400, live).
    fn no_such_vm(uuid: &str) = "No such virtual machine exists: {uuid}";
    fn no_such_host_pool(uuid: &str) = "No such host pool exists: {uuid}";
    fn no_such_disk(uuid: &str) = "No such disk exists: {uuid}";
    fn no_such_replica(uuid: &str) = "No such replica exists: {uuid}";
    /// A transition the VM's current status does not allow.
    fn busy(status: &str) = "Virtual machine is busy: {status}";
    const HIGH_DEMAND = "Compute resources temporarily unavailable due to high demand. If possible, choose a different region or location.";
    const SSH_KEY_PATTERN = "SSH key does not match required pattern";
    const CREATE_DISABLED = "Creating resources is disabled in this location";
    const ALREADY_RUNNING = "Virtual machine is already running";
    const ALREADY_STOPPED = "Virtual machine is already stopped";
    const RESIZE_NEEDS_STOPPED = "Virtual machine must be stopped to change vcpu or ram";
    const PASSWORD_NEEDS_RUNNING = "Virtual machine must be running to change the password";
    const PASSWORD_RULE = "Password must be at least 8 characters and contain an upper-case letter, a lower-case letter and a digit";
    const USERNAME_RULE = "Username must be 2 to 31 letters, digits, underscores or dashes, start with a letter or underscore, and not be root";
    const CLOUD_INIT_JSON = "cloud_init must be a JSON object";
    /// docs/product/compute.md#disk: "Disk size can only increase".
    /// `PATCH vm/replica` naming the type the replica already has (ours).
    const SAME_REPLICA_TYPE = "to_type must differ from from_type";
    /// `DELETE vm/ip/public` on a VM without one (ours).
    const NO_PUBLIC_IP = "The virtual machine has no public IP address";
    const DISK_ONLY_GROWS = "Disk size can only increase";
    const BOOT_DISK_STAYS = "The boot disk cannot be removed";
    const TOO_MANY_DISKS = "A virtual machine can have at most 26 disks";
    // The documented 500s of the VM calls (docs/product/compute.md#vm-lifecycle): what a fault
    // rule without a message of its own answers on each (`Operation::fails_with`).
    const CREATE_FAILED = "There was an error while creating your resource.";
    const FAILED_TO_UPDATE = "Failed to update virtual machine";
    const FAILED_TO_BACKUP = "Failed to enable/disable backup";
    const FAILED_TO_CLONE = "Failed to clone virtual machine";
    const FAILED_TO_REBUILD = "Failed to rebuild virtual machine";
    const FAILED_TO_SNAPSHOT = "Failed to create snapshot of virtual machine";
    const FAILED_TO_DELETE_SNAPSHOT = "Failed to delete snapshot";
    const FAILED_TO_START = "Failed to start virtual machine";
    const FAILED_TO_STOP = "Failed to stop virtual machine";
    const FAILED_TO_REMOVE_DISK = "Failed to delete disk from VM";
    const FAILED_TO_RESIZE_DISK = "Failed to resize disk on VM";
    const FAILED_TO_ADD_DISK = "Failed to add disk to VM";
    const FAILED_TO_LIST_HOST_POOLS = "Failed to list host pools";
    /// Standalone disks (docs/product/compute.md#disk, docs/product/conventions.md#error-shapes): the live not-found text (404).
    const DISK_NOT_FOUND = "Disk not found";
    /// docs/product/compute.md#disk, live: a disk create with a global key and no account.
    const BILLING_ACCOUNT_REQUIRED = "'billing_account_id' is required if using a global API token";
    /// A create names one source for its disks at most (ours).
    const ONE_DISK_SOURCE = "Send either disk_uuid or source_uuid/source_replica, not both";
    const DISK_ATTACHED = "Disk is attached to a virtual machine; detach it first";
    const DISK_ALREADY_ATTACHED = "Disk is already attached to a virtual machine";
    const BOOT_DISK_OF_VM = "A virtual machine's boot disk is changed through the virtual machine";
    const DISK_NOT_DETACHABLE = "Only disks attached from the disk list can be detached";
    fn no_such_image(name: &str) = "No such image exists: {name}";
    fn no_such_boot_image(uuid: &str) = "No such boot image exists: {uuid}";
    fn no_such_interface(uuid: &str) = "No such interface exists: {uuid}";
    fn no_such_subinterface(uuid: &str) = "No such sub-interface exists: {uuid}";
    fn vlan_in_use(vlan_tag: u16) = "VLAN {vlan_tag} is already in use on this interface";
    fn vlan_full(vlan_tag: u16) = "No free address left on VLAN {vlan_tag}";
}

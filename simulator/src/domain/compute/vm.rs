//! VM records and the operations that are not status moves: create, clone, change, reinstall,
//! backups, login. Every operation checks everything before it changes anything.

use std::collections::BTreeMap;

use spec::compute::{VmClone, VmCreate, VmReinstall, VmStatus, VmUpdate, VmUserUpdate};
use spec::error::{compute as msg, validation};

use super::catalogue::{license_type, vm_parameters};
use super::disk;
use super::interface::InterfaceRecord;
use super::lifecycle::{self, Action};
use super::lookup::{find, find_mut, vm_list};
use super::parameters::{self, Mode, Values};
use super::placement::{self, Size};
use super::replica::{self};
use crate::domain::{Cx, DomainError, DomainResult};
use crate::domain::{billing, network};
pub use crate::world::compute::{Guest, StorageRecord, VmRecord};
use crate::world::{HostPoolRecord, UserId, World};

/// Creates a VM in the addressed location: `creating`, running after the brand's create time.
pub fn vm_create<'w>(world: &'w mut World, cx: &Cx, input: VmCreate) -> DomainResult<&'w VmRecord> {
    let (new, pool) = checked_create(world, cx, input)?;
    if let Some(uuid) = &new.boot_disk {
        // The disk is the VM's boot disk from now on, listed through the VM like every boot disk.
        world.compute.disks.remove(uuid);
    }
    insert(world, cx, &pool, new)
}

/// The fields of a VM's operations that their checks name, as the wire spells them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Name,
    Description,
    OsName,
    OsVersion,
    Username,
    Password,
    PublicKey,
    Disks,
    DiskUuid,
    SourceUuid,
    BillingAccountId,
    NetworkUuid,
    CloudInit,
    SourceReplica,
}

impl Field {
    const fn wire(self) -> &'static str {
        match self {
            Field::Name => "name",
            Field::Description => "description",
            Field::OsName => "os_name",
            Field::OsVersion => "os_version",
            Field::Username => "username",
            Field::Password => "password",
            Field::PublicKey => "public_key",
            Field::Disks => "disks",
            Field::DiskUuid => "disk_uuid",
            Field::SourceUuid => "source_uuid",
            Field::BillingAccountId => "billing_account_id",
            Field::NetworkUuid => "network_uuid",
            Field::CloudInit => "cloud_init",
            Field::SourceReplica => "source_replica",
        }
    }
}

/// Every field a create refuses, with why, by wire name: all are told at once, before anything
/// changes.
struct Refusals(BTreeMap<String, String>);

impl Refusals {
    fn add(&mut self, field: Field, message: impl Into<String>) {
        self.0.insert(field.wire().into(), message.into());
    }

    /// The checked value, or `None` with its field refused.
    fn keep<T>(&mut self, checked: Result<T, (Field, String)>) -> Option<T> {
        checked.map_err(|(field, message)| self.add(field, message)).ok()
    }
}

/// Where a new VM's system and disks come from.
enum Origin {
    /// Installed from an image: the default one where a strict create left it out (an unknown
    /// image is the parameter check's to name).
    Image { os_name: String, os_version: String },
    /// Booted from an existing free disk, which becomes its boot disk (`disks` is ignored).
    Disk { uuid: String, size_gb: u32 },
    /// A copy of a VM or one of its replicas: its disks and system, this call's name and size.
    Copy(CopySource),
}

/// Every check of a create, then the VM it asks for and the pool it goes to.
fn checked_create(world: &World, cx: &Cx, input: VmCreate) -> DomainResult<(NewVm, HostPoolRecord)> {
    crate::domain::feature::check_offered(cx, crate::domain::feature::Resource::VirtualMachine)?;
    let (user, location) = (cx.actor()?, cx.location()?);
    if location.create_resource_disabled {
        return Err(DomainError::Conflict(msg::CREATE_DISABLED.into()));
    }
    let rules = vm_parameters(cx.brand, world.strict);
    let mut refusals = Refusals(parameters::check(&rules, &parameter_values(&input), Mode::Create));
    if world.strict && input.billing_account_id.is_none() && cx.scope.is_none() {
        refusals.add(Field::BillingAccountId, msg::BILLING_ACCOUNT_REQUIRED);
    }
    let origin = origin(world, cx, &input, &mut refusals);
    if let Some(network) = &input.network_uuid
        && network::vpc::check_joinable(world, cx, network).is_err()
    {
        refusals.add(Field::NetworkUuid, spec::error::network::NETWORK_INVALID);
    }
    let own_users = refusals.keep(cloud_init_users(input.cloud_init.as_deref())).unwrap_or(false);
    let disks: Vec<u32> = match &origin {
        Some(Origin::Disk { size_gb, .. }) => vec![*size_gb],
        Some(Origin::Copy(copy)) => copy.disks.clone(),
        _ => input.disks.into_iter().collect(),
    };
    let size = Size { vcpu: Some(input.vcpu), ram_mb: Some(input.ram), disk_gb: disks.first().copied() };
    let pool = placement::pool(world, &location.slug, input.designated_pool_uuid.as_deref());
    match &pool {
        Ok(pool) => refusals.0.extend(placement::size_errors(pool, size)),
        Err(DomainError::Invalid(fields)) => refusals.0.extend(fields.clone()),
        Err(_) => {}
    }
    DomainError::check(refusals.0)?;
    let (pool, origin) = (pool?.clone(), origin.expect("a create without an origin is refused above"));
    let billing_account = billing::paying_account_for_vm(world, cx, input.billing_account_id, input.vcpu, input.ram)?;
    placement::ensure_capacity(world, &pool, input.vcpu, input.ram)?;
    // Live, a strict session's VM whose cloud-init makes its own users shows no login.
    let login = (!(world.strict && own_users)).then(|| input.username.unwrap_or_default());
    let (os_name, os_version, username, boot_disk) = match origin {
        Origin::Copy(copy) => (copy.os_name, copy.os_version, copy.username, None),
        Origin::Image { os_name, os_version } => (os_name, os_version, login, None),
        Origin::Disk { uuid, .. } => (input.os_name.unwrap_or_default(), input.os_version.unwrap_or_default(), login, Some(uuid)),
    };
    let new = NewVm {
        location: location.slug.clone(),
        user,
        billing_account,
        name: input.name,
        description: input.description.unwrap_or_default(),
        vcpu: input.vcpu,
        memory_mb: input.ram,
        license_type: license_type(&os_name),
        os_name,
        os_version,
        username,
        public_ip: input.reserve_public_ip.unwrap_or(true),
        network_uuid: input.network_uuid,
        backup: input.backup.unwrap_or(false),
        disks,
        boot_disk,
    };
    Ok((new, pool))
}

/// The values the published parameter list checks, by parameter name; `disk_uuid` and
/// `source_uuid` are marked when sent, for the rules they exempt.
fn parameter_values(input: &VmCreate) -> Values<'_> {
    let mut values = Values::new();
    for (field, value) in [
        (Field::Name, Some(&input.name)),
        (Field::Description, input.description.as_ref()),
        (Field::OsName, input.os_name.as_ref()),
        (Field::OsVersion, input.os_version.as_ref()),
        (Field::Username, input.username.as_ref()),
        (Field::Password, input.password.as_ref()),
    ] {
        if let Some(value) = value {
            values.insert(field.wire(), vec![value.as_str()]);
        }
    }
    let keys = input.public_key.iter().chain(input.public_keys.iter().flatten()).map(String::as_str);
    values.insert(Field::PublicKey.wire(), keys.filter(|k| !k.trim().is_empty()).collect());
    if input.disk_uuid.is_some() {
        values.insert(Field::DiskUuid.wire(), Vec::new());
    }
    if copies(input) {
        values.insert(Field::SourceUuid.wire(), Vec::new());
    }
    values
}

/// Whether the create copies a VM or a replica.
fn copies(input: &VmCreate) -> bool {
    input.source_uuid.is_some() || input.source_replica.is_some()
}

/// Where the VM comes from, or `None` with the fields that name it refused. One source only: a
/// free disk, a copy, else an image.
fn origin(world: &World, cx: &Cx, input: &VmCreate, refusals: &mut Refusals) -> Option<Origin> {
    let copying = copies(input);
    let disk = match &input.disk_uuid {
        Some(_) if copying => {
            refusals.add(Field::DiskUuid, msg::ONE_DISK_SOURCE);
            None
        }
        Some(uuid) => refusals.keep(
            disk::free_to_boot(world, cx, uuid)
                .map(|found| (found.uuid.clone(), found.size_gb))
                .map_err(|m| (Field::DiskUuid, m)),
        ),
        None => {
            if input.disks.is_none() && !copying {
                refusals.add(Field::Disks, validation::REQUIRED);
            }
            None
        }
    };
    if copying {
        let source = copy_source(world, cx, input.source_uuid.as_deref(), input.source_replica.as_deref());
        return refusals.keep(source).map(Origin::Copy);
    }
    if let Some((uuid, size_gb)) = disk {
        return Some(Origin::Disk { uuid, size_gb });
    }
    match super::image::chosen(cx.brand, input.os_name.as_deref(), input.os_version.as_deref()) {
        Ok((os_name, os_version)) => Some(Origin::Image { os_name, os_version }),
        Err(message) => {
            // The parameter check's own refusal of the version, if any, is the one told.
            refusals.0.entry(Field::OsVersion.wire().into()).or_insert(message);
            None
        }
    }
}

/// Whether cloud-init data (a JSON object in a string) makes its own users.
fn cloud_init_users(cloud_init: Option<&str>) -> Result<bool, (Field, String)> {
    match cloud_init.map(serde_json::from_str::<serde_json::Value>) {
        None => Ok(false),
        Some(Ok(object @ serde_json::Value::Object(_))) => Ok(object.get("users").is_some()),
        Some(_) => Err((Field::CloudInit, msg::CLOUD_INIT_JSON.into())),
    }
}

/// What a VM created from `source_uuid`/`source_replica` copies.
#[derive(Debug)]
struct CopySource {
    os_name: String,
    os_version: String,
    username: Option<String>,
    /// GB per disk, the boot disk first.
    disks: Vec<u32>,
}

/// The VM (running or stopped) or replica a create copies, or the field and why not. A replica
/// is looked for among `source`'s when that is named, else among all the caller's VMs in the
/// location. Standalone disks attached to the source are not its own, so not copied.
fn copy_source(world: &World, cx: &Cx, source: Option<&str>, replica: Option<&str>) -> Result<CopySource, (Field, String)> {
    let source = match source {
        Some(uuid) => {
            let vm = find(world, cx, uuid).map_err(|_| (Field::SourceUuid, msg::no_such_vm(uuid)))?;
            lifecycle::next(vm.status, Action::Clone).map_err(|e| (Field::SourceUuid, e.to_string()))?;
            Some(vm)
        }
        None => None,
    };
    let candidates = match source {
        Some(vm) => vec![vm],
        None => vm_list(world, cx, None).unwrap_or_default(),
    };
    let (vm, disks): (&VmRecord, Vec<&StorageRecord>) = match replica {
        Some(uuid) => candidates
            .into_iter()
            .find_map(|vm| Some((vm, vm.replicas.iter().find(|r| r.uuid == uuid)?.disks.iter().collect())))
            .ok_or_else(|| (Field::SourceReplica, msg::no_such_replica(uuid)))?,
        None => {
            let vm = candidates.into_iter().next().ok_or_else(|| (Field::SourceUuid, validation::REQUIRED.to_string()))?;
            (vm, vm.storage.iter().collect())
        }
    };
    let disks = disks.into_iter().filter(|d| !disk::is_standalone(world, &d.uuid)).map(|d| d.size_gb).collect();
    Ok(CopySource { os_name: vm.os_name.clone(), os_version: vm.os_version.clone(), username: vm.username.clone(), disks })
}

/// A new VM of the same size, image, pool and account as a running or stopped one.
pub fn vm_clone<'w>(world: &'w mut World, cx: &Cx, input: VmClone) -> DomainResult<&'w VmRecord> {
    crate::domain::feature::check_offered(cx, crate::domain::feature::Resource::VirtualMachine)?;
    let (user, location) = (cx.actor()?, cx.location()?);
    let source = find(world, cx, &input.uuid)?;
    if location.create_resource_disabled {
        return Err(DomainError::Conflict(msg::CREATE_DISABLED.into()));
    }
    let values = Values::from([(Field::Name.wire(), vec![input.name.as_str()])]);
    let rules = vm_parameters(cx.brand, world.strict);
    DomainError::check(parameters::check(rules.iter().filter(|r| r.parameter == Field::Name.wire()), &values, Mode::Create))?;
    lifecycle::next(source.status, Action::Clone)?;
    let pool =
        world.compute.host_pools.get(&source.pool_uuid).cloned().ok_or_else(|| DomainError::Conflict(msg::HIGH_DEMAND.into()))?;
    billing::paying_account_for_vm(world, cx, Some(source.billing_account), source.vcpu, source.memory_mb)?;
    placement::ensure_capacity(world, &pool, source.vcpu, source.memory_mb)?;
    let new = NewVm {
        location: source.location.clone(),
        user,
        billing_account: source.billing_account,
        name: input.name,
        description: source.description.clone(),
        vcpu: source.vcpu,
        memory_mb: source.memory_mb,
        os_name: source.os_name.clone(),
        os_version: source.os_version.clone(),
        license_type: source.license_type.clone(),
        username: source.username.clone(),
        public_ip: source.public_ipv4.is_some(),
        // The source's network, unless it is gone (then the default, like a create without one).
        network_uuid: source.network_uuid.clone().filter(|n| network::vpc::check_joinable(world, cx, n).is_ok()),
        backup: false,
        disks: source.storage.iter().map(|s| s.size_gb).collect(),
        boot_disk: None,
    };
    insert(world, cx, &pool, new)
}

/// What a new VM is made of, once every rule has been checked.
struct NewVm {
    location: String,
    user: UserId,
    billing_account: u64,
    name: String,
    description: String,
    vcpu: u32,
    memory_mb: u32,
    os_name: String,
    os_version: String,
    license_type: Option<String>,
    username: Option<String>,
    public_ip: bool,
    /// `None`: the default network.
    network_uuid: Option<String>,
    backup: bool,
    /// GB per disk, the boot disk first.
    disks: Vec<u32>,
    /// The uuid of an existing disk the VM boots from (its boot disk keeps it).
    boot_disk: Option<String>,
}

fn insert<'w>(world: &'w mut World, cx: &Cx, pool: &HostPoolRecord, new: NewVm) -> DomainResult<&'w VmRecord> {
    let uuid = world.uuid();
    let seq = world.next_id();
    let addresses = placement::addresses(world, new.public_ip);
    let storage = new
        .disks
        .iter()
        .enumerate()
        .map(|(i, &size_gb)| StorageRecord {
            uuid: match (&new.boot_disk, i) {
                (Some(uuid), 0) => uuid.clone(),
                _ => world.uuid(),
            },
            id: world.next_id(),
            name: format!("sd{}", char::from(b'a' + (i % 26) as u8)),
            size_gb,
            primary: i == 0,
            created_at: cx.now,
            updated_at: cx.now,
        })
        .collect();
    let interface = InterfaceRecord { uuid: world.uuid(), subinterfaces: Vec::new() };
    let vm = VmRecord {
        uuid: uuid.clone(),
        seq,
        location: new.location,
        user_id: new.user,
        billing_account: new.billing_account,
        hostname: hostname(&new.name),
        name: new.name,
        description: new.description,
        status: VmStatus::Creating,
        transition: 0,
        vcpu: new.vcpu,
        memory_mb: new.memory_mb,
        os_name: new.os_name,
        os_version: new.os_version,
        license_type: new.license_type,
        username: new.username,
        mac: addresses.mac,
        private_ipv4: addresses.private_ipv4,
        public_ipv4: addresses.public_ipv4,
        backup: new.backup,
        backup_round: 0,
        replicas: Vec::new(),
        pool_uuid: pool.uuid.clone(),
        pool_name: pool.name.clone(),
        storage,
        boot_image: None,
        interface,
        network_uuid: None,
        guest: Guest::default(),
        created_at: cx.now,
        updated_at: cx.now,
    };
    world.compute.vms.insert(uuid.clone(), vm);
    network::vm_created(world, cx, &uuid, new.network_uuid.as_deref());
    if new.backup {
        replica::schedule_backups(world, cx.now, &uuid, 0);
    }
    lifecycle::enter(world, cx, &uuid, VmStatus::Creating)
}

/// The guest's host name: the VM name in lower case, other characters as dashes.
fn hostname(name: &str) -> String {
    let host: String = name.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect();
    let host = host.trim_matches('-');
    if host.is_empty() { "vm".into() } else { host.chars().take(63).collect() }
}

/// Renames or describes a VM at any time; a different vCPU or RAM only while it is stopped.
pub fn vm_update<'w>(world: &'w mut World, cx: &Cx, input: VmUpdate) -> DomainResult<&'w VmRecord> {
    let vm = find(world, cx, &input.uuid)?;
    let mut values = Values::new();
    if let Some(name) = &input.name {
        values.insert(Field::Name.wire(), vec![name.as_str()]);
    }
    if let Some(description) = &input.description {
        values.insert(Field::Description.wire(), vec![description.as_str()]);
    }
    let vcpu = input.vcpu.filter(|&v| v != vm.vcpu);
    let ram = input.ram.filter(|&r| r != vm.memory_mb);
    let mut broken = parameters::check(&vm_parameters(cx.brand, world.strict), &values, Mode::Update);
    let pool = world.compute.host_pools.get(&vm.pool_uuid);
    if let Some(pool) = pool {
        broken.extend(placement::size_errors(pool, Size { vcpu, ram_mb: ram, disk_gb: None }));
    }
    DomainError::check(broken)?;
    if vcpu.is_some() || ram.is_some() {
        lifecycle::next(vm.status, Action::Resize)?;
        let more_vcpu = vcpu.unwrap_or(vm.vcpu).saturating_sub(vm.vcpu);
        let more_ram = ram.unwrap_or(vm.memory_mb).saturating_sub(vm.memory_mb);
        if let Some(pool) = pool {
            placement::ensure_capacity(world, pool, more_vcpu, more_ram)?;
        }
    }
    let vm = find_mut(world, cx, &input.uuid)?;
    if let Some(name) = input.name {
        vm.hostname = hostname(&name);
        vm.name = name;
    }
    if let Some(description) = input.description {
        vm.description = description;
    }
    vm.vcpu = vcpu.unwrap_or(vm.vcpu);
    vm.memory_mb = ram.unwrap_or(vm.memory_mb);
    vm.updated_at = cx.now;
    Ok(vm)
}

/// Reinstalls a running or stopped VM with its OS or another; it runs again after the brand's
/// create time.
pub fn vm_reinstall<'w>(world: &'w mut World, cx: &Cx, input: VmReinstall) -> DomainResult<&'w VmRecord> {
    let vm = find(world, cx, &input.uuid)?;
    let os_name = input.os_name.unwrap_or_else(|| vm.os_name.clone());
    let os_version = input.os_version.unwrap_or_else(|| vm.os_version.clone());
    let values =
        Values::from([(Field::OsName.wire(), vec![os_name.as_str()]), (Field::OsVersion.wire(), vec![os_version.as_str()])]);
    let rules = vm_parameters(cx.brand, world.strict);
    let os_rules = rules.iter().filter(|r| r.parameter == Field::OsName.wire() || r.parameter == Field::OsVersion.wire());
    DomainError::check(parameters::check(os_rules, &values, Mode::Create))?;
    let status = lifecycle::next(vm.status, Action::Reinstall)?;
    let vm = find_mut(world, cx, &input.uuid)?;
    vm.license_type = license_type(&os_name);
    vm.os_name = os_name;
    vm.os_version = os_version;
    lifecycle::enter(world, cx, &input.uuid, status)
}

/// Switches weekly backups on or off, in any status; the first is due a week after switching on.
pub fn vm_backup_toggle<'w>(world: &'w mut World, cx: &Cx, uuid: &str) -> DomainResult<&'w VmRecord> {
    let vm = find_mut(world, cx, uuid)?;
    vm.backup = !vm.backup;
    vm.updated_at = cx.now;
    if vm.backup {
        vm.backup_round += 1;
        let round = vm.backup_round;
        replica::schedule_backups(world, cx.now, uuid, round);
    }
    find(world, cx, uuid)
}

/// Sets the login of a running VM. The password is checked, passed on to the guest and never
/// kept.
pub fn vm_user_update(world: &mut World, cx: &Cx, input: VmUserUpdate) -> DomainResult<()> {
    let vm = find(world, cx, &input.uuid)?;
    let mut values = Values::from([("password", vec![input.password.as_str()])]);
    if let Some(username) = &input.username {
        values.insert("username", vec![username.as_str()]);
    }
    let rules = vm_parameters(cx.brand, world.strict);
    let login_rules = rules.iter().filter(|r| r.parameter == "username" || r.parameter == "password");
    DomainError::check(parameters::check(login_rules, &values, Mode::Update))?;
    lifecycle::next(vm.status, Action::SetLogin)?;
    let vm = find_mut(world, cx, &input.uuid)?;
    if let Some(username) = input.username {
        vm.username = Some(username);
    }
    vm.updated_at = cx.now;
    Ok(())
}

/// Control API: how a VM's guest behaves. Any VM of the session that is not deleted.
pub fn guest_set(world: &mut World, uuid: &str, guest: Guest) -> DomainResult<Guest> {
    let vm = world
        .compute
        .vms
        .get_mut(uuid)
        .filter(|vm| vm.status != VmStatus::Deleted)
        .ok_or_else(|| DomainError::NotFound(msg::no_such_vm(uuid)))?;
    vm.guest = guest;
    Ok(guest)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;
    use crate::domain::compute::{vm_start, vm_stop};

    #[test]
    fn a_refused_create_changes_nothing() {
        let mut fx = Fixture::new();
        let before = fx.snapshot();
        let weak = VmCreate { password: Some("weak".into()), ..Fixture::create_input() };
        let err = fx.run(|w, cx| vm_create(w, cx, weak).map(drop)).unwrap_err();
        assert_eq!(err, DomainError::invalid("password", msg::PASSWORD_RULE));
        assert_eq!(fx.snapshot(), before);
        // Refused after every rule passed: the pool is full.
        fx.world.compute.host_pools.values_mut().for_each(|p| p.capacity.vcpu = 1);
        let full = fx.snapshot();
        let err = fx.run(|w, cx| vm_create(w, cx, Fixture::create_input()).map(drop)).unwrap_err();
        assert_eq!(err, DomainError::Conflict(msg::HIGH_DEMAND.into()));
        assert_eq!(fx.snapshot(), full);
    }

    #[test]
    fn a_resize_of_a_running_vm_is_refused_and_changes_nothing() {
        let mut fx = Fixture::new();
        let uuid = fx.running_vm();
        let before = fx.snapshot();
        let input = VmUpdate { uuid: uuid.clone(), name: Some("renamed".into()), vcpu: Some(4), ..VmUpdate::default() };
        let err = fx.run(|w, cx| vm_update(w, cx, input).map(drop)).unwrap_err();
        assert_eq!(err, DomainError::Conflict(msg::RESIZE_NEEDS_STOPPED.into()));
        assert_eq!(fx.snapshot(), before, "not even the name changed");
        fx.run(|w, cx| vm_stop(w, cx, &uuid, true).map(drop)).unwrap();
        let input = VmUpdate { uuid: uuid.clone(), vcpu: Some(4), ..VmUpdate::default() };
        assert_eq!(fx.run(|w, cx| vm_update(w, cx, input).map(|vm| vm.vcpu)), Ok(4));
    }

    #[test]
    fn stale_events_of_an_earlier_transition_do_nothing() {
        let mut fx = Fixture::new();
        let uuid = fx.running_vm();
        fx.run(|w, cx| vm_stop(w, cx, &uuid, false).map(drop)).unwrap();
        fx.run(|w, cx| vm_stop(w, cx, &uuid, true).map(drop)).unwrap();
        fx.run(|w, cx| vm_start(w, cx, &uuid).map(drop)).unwrap();
        fx.advance(fx.brand.simulation.durations.vm_start);
        fx.advance(fx.brand.simulation.durations.vm_forced_stop_after);
        assert_eq!(fx.world.compute.vms[&uuid].status, VmStatus::Running, "the first stop's forced stop was stale");
    }

    #[test]
    fn a_strict_session_wants_the_account_of_a_global_key_and_a_lenient_one_picks_the_default() {
        let mut fx = Fixture::new();
        fx.world.strict = true;
        let before = fx.snapshot();
        let refused = fx.run(|w, cx| vm_create(w, cx, Fixture::create_input()).map(drop));
        assert_eq!(refused, Err(DomainError::invalid("billing_account_id", msg::BILLING_ACCOUNT_REQUIRED)));
        assert_eq!(fx.snapshot(), before);
        // A restricted key names its account by itself.
        let account = fx.owner_account();
        let scoped = fx.run(|w, cx| vm_create(w, &Cx { scope: Some(account), ..*cx }, Fixture::create_input()).map(drop));
        assert_eq!(scoped, Ok(()));
        fx.world.strict = false;
        let lenient = fx.run(|w, cx| vm_create(w, cx, Fixture::create_input()).map(|vm| vm.billing_account));
        assert_eq!(lenient, Ok(account));
    }

    #[test]
    fn a_strict_vm_whose_cloud_init_makes_users_shows_no_login_and_a_lenient_one_keeps_it() {
        let mut fx = Fixture::new();
        let account = fx.owner_account();
        let with_users = |cloud_init: &str| VmCreate {
            cloud_init: Some(cloud_init.into()),
            billing_account_id: Some(account),
            ..Fixture::create_input()
        };
        let login = |fx: &mut Fixture, input: VmCreate| fx.run(|w, cx| vm_create(w, cx, input).map(|vm| vm.username.clone()));
        assert_eq!(login(&mut fx, with_users(r#"{"users": [{"name": "ops"}]}"#)), Ok(Some("mari".into())));
        fx.world.strict = true;
        assert_eq!(login(&mut fx, with_users(r#"{"users": [{"name": "ops"}]}"#)), Ok(None));
        assert_eq!(login(&mut fx, with_users(r#"{"runcmd": ["true"]}"#)), Ok(Some("mari".into())));
    }

    #[test]
    fn a_create_from_a_vm_copies_its_system_and_disks_with_its_own_size() {
        let mut fx = Fixture::new();
        let source = fx.running_vm();
        fx.run(|w, cx| {
            super::super::storage::vm_storage_add(w, cx, spec::compute::VmStorageAdd { uuid: source.clone(), size_gb: 50 })
                .map(drop)
        })
        .unwrap();
        let input = VmCreate {
            name: "copy".into(),
            vcpu: 1,
            ram: 1024,
            os_name: None,
            os_version: None,
            username: None,
            password: None,
            disks: None,
            source_uuid: Some(source.clone()),
            ..VmCreate::default()
        };
        let copy = fx.run(|w, cx| vm_create(w, cx, input).cloned()).unwrap();
        let original = &fx.world.compute.vms[&source];
        assert_eq!((copy.vcpu, copy.memory_mb), (1, 1024));
        assert_eq!(
            (&copy.os_name, &copy.os_version, &copy.username),
            (&original.os_name, &original.os_version, &original.username)
        );
        let sizes = |vm: &VmRecord| vm.storage.iter().map(|s| (s.size_gb, s.primary)).collect::<Vec<_>>();
        assert_eq!(sizes(&copy), sizes(original));
        assert!(copy.storage.iter().all(|s| original.storage.iter().all(|o| o.uuid != s.uuid)), "new disks");
    }

    #[test]
    fn a_create_from_a_replica_restores_its_disks_and_wrong_sources_are_named() {
        let mut fx = Fixture::new();
        let source = fx.running_vm();
        let replica = fx.run(|w, cx| super::super::replica::replica_create(w, cx, &source).map(|r| r.uuid.clone())).unwrap();
        let boot = fx.world.compute.vms[&source].storage[0].uuid.clone();
        let grow = spec::compute::VmStorageResize { uuid: source.clone(), disk_uuid: boot, size_gb: 60, check_vm_state: None };
        fx.run(|w, cx| super::super::storage::vm_storage_resize(w, cx, grow).map(drop)).unwrap();
        let from = |source_uuid: Option<&str>, source_replica: Option<&str>| VmCreate {
            name: "restored".into(),
            source_uuid: source_uuid.map(Into::into),
            source_replica: source_replica.map(Into::into),
            disks: None,
            ..Fixture::create_input()
        };
        let restored = fx.run(|w, cx| vm_create(w, cx, from(None, Some(&replica))).map(|vm| vm.storage[0].size_gb));
        assert_eq!(restored, Ok(20), "the replica's size, not the grown disk's");
        let paired = fx.run(|w, cx| vm_create(w, cx, from(Some(&source), Some(&replica))).map(drop));
        assert_eq!(paired, Ok(()));
        let before = fx.snapshot();
        let unknown = fx.run(|w, cx| vm_create(w, cx, from(None, Some("nope"))).map(drop));
        assert_eq!(unknown, Err(DomainError::invalid("source_replica", msg::no_such_replica("nope"))));
        let missing = fx.run(|w, cx| vm_create(w, cx, from(Some("gone"), None)).map(drop));
        assert_eq!(missing, Err(DomainError::invalid("source_uuid", msg::no_such_vm("gone"))));
        let both = VmCreate { disk_uuid: Some("d".into()), ..from(Some(&source), None) };
        let err = fx.run(|w, cx| vm_create(w, cx, both).map(drop)).unwrap_err();
        assert!(
            matches!(&err, DomainError::Invalid(f) if f.get("disk_uuid").map(String::as_str) == Some(msg::ONE_DISK_SOURCE)),
            "{err:?}"
        );
        assert_eq!(fx.snapshot(), before, "refused creates change nothing");
    }

    #[test]
    fn host_names_follow_the_vm_name() {
        assert_eq!(hostname("Web Server #1"), "web-server--1");
        assert_eq!(hostname("--"), "vm");
        assert_eq!(hostname(&"a".repeat(80)).len(), 63);
    }
}

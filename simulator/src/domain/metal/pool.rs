//! The machine pool: seeding it, the one way a machine changes state ([`enter`]), the docs/product/metal.md#machine-states
//! rules every state must keep ([`check_invariants`]), cleaning on the clock, and the operator's
//! changes through the control API.

use jiff::Timestamp;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use spec::config::Brand;
use spec::error::metal as msg;
use spec::metal::{HistoryAction, MachineSet, MachineStatus, MetalSpec};

use super::{MachineRecord, SpecRecord, StateRecord, catalogue};
use crate::domain::{Cx, DomainError, DomainResult};
use crate::world::metal::MetalEvent;
use crate::world::{UserId, World};

/// Keeps the pool's draws apart from the world's RNG, so adding the pool left every other seeded
/// value of existing worlds as it was.
const POOL_STREAM: u64 = 0x6d65_7461_6c00;

/// Seeds every location of a brand that sells bare metal with machines of its models, all
/// available but the second machine of the first model, which waits for repairs.
pub fn seed_pool(world: &mut World, brand: &Brand, seed: u64) {
    if !brand.config.features.bare_metal_enabled {
        return;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ POOL_STREAM);
    let uuid = |rng: &mut ChaCha8Rng| uuid::Builder::from_random_bytes(rng.random()).into_uuid().to_string();
    for (l, location) in brand.config.locations.iter().enumerate() {
        for (model, spec) in catalogue::models_of(&brand.name).iter().enumerate() {
            let spec_uuid = uuid(&mut rng);
            let seq = world.metal.next_id();
            let record = SpecRecord { uuid: spec_uuid.clone(), seq, location: location.slug.clone(), model };
            world.metal.specs.insert(spec_uuid.clone(), record);
            for m in 0..spec.machines {
                let rack = rng.random_range(1..=24);
                let unit = rng.random_range(1..=42);
                let mac = |rng: &mut ChaCha8Rng| {
                    let b: [u8; 3] = rng.random();
                    format!("0c:c4:7a:{:02x}:{:02x}:{:02x}", b[0], b[1], b[2])
                };
                let mac_addresses = vec![mac(&mut rng), mac(&mut rng)];
                let host: u8 = rng.random_range(10..250);
                let machine = MachineRecord {
                    uuid: uuid(&mut rng),
                    seq: world.metal.next_id(),
                    location: location.slug.clone(),
                    spec_uuid: spec_uuid.clone(),
                    label: format!("{}-r{rack:02}-u{unit:02}", location.slug),
                    mac_addresses,
                    ip_public_v4: format!("185.{}.{}.{host}", 100 + l * 8 + model, 16 + m),
                    ip_public_v6: format!("2a0e:{:x}:{:x}::{host:x}", 0x1000 + l, 0x100 + model * 16 + m),
                    admin_notes: None,
                    current_state_id: 0,
                    ssh_password: None,
                };
                let uuid = machine.uuid.clone();
                world.metal.machines.insert(uuid.clone(), machine);
                enter(world, &uuid, Change::admin(MachineStatus::Available, HistoryAction::AdminCreate), world.now);
                if model == 0 && m == 1 {
                    let notes = "Power supply replacement scheduled";
                    world.metal.machines.get_mut(&uuid).expect("just added").admin_notes = Some(notes.into());
                    enter(world, &uuid, Change::admin(MachineStatus::Offline, HistoryAction::AdminUpdate), world.now);
                }
            }
        }
    }
}

/// A state change: where a machine goes, for whom, and why.
pub struct Change {
    pub status: MachineStatus,
    /// The lease and its account, exactly while leased.
    pub lease: Option<(String, u64)>,
    pub os_id: Option<String>,
    pub action: HistoryAction,
    pub acting_user_id: Option<UserId>,
}

impl Change {
    /// A change of the provider's own, for no lease.
    pub fn admin(status: MachineStatus, action: HistoryAction) -> Change {
        Change { status, lease: None, os_id: None, action, acting_user_id: None }
    }
}

/// Every status change a machine makes (docs/product/metal.md#machine-states): leased, provisioned,
/// let go into cleaning (by its tenant, or the provider for a terminated account), cleaned, and
/// the operator's moves of an unleased machine. [`check_invariants`] holds every history to it;
/// `cloudsim run --coverage` counts a run's against it.
pub const TRANSITIONS: &[(MachineStatus, MachineStatus)] = {
    use MachineStatus::*;
    &[
        (Available, Pending),
        (Pending, InUse),
        (Pending, Cleaning),
        (InUse, Cleaning),
        (Cleaning, Available),
        (Available, Offline),
        (Cleaning, Offline),
        (Offline, Available),
        (Available, Deleted),
        (Cleaning, Deleted),
        (Offline, Deleted),
    ]
};

/// Ends the machine's current state at `at` and opens the next: the only way a machine changes.
/// Returns the new state's id.
pub fn enter(world: &mut World, machine_uuid: &str, change: Change, at: Timestamp) -> u64 {
    debug_assert_eq!(
        change.status.is_leased(),
        change.lease.is_some(),
        "docs/product/metal.md#machine-states: leased exactly while pending or in use"
    );
    let id = world.metal.next_id();
    let Some(machine) = world.metal.machines.get_mut(machine_uuid) else { return id };
    if let Some(current) = world.metal.history.get_mut(&machine.current_state_id) {
        current.ended_at = Some(at);
    }
    machine.current_state_id = id;
    let (lease_id, billing_account_id) = change.lease.unzip();
    let row = StateRecord {
        id,
        machine_uuid: machine_uuid.to_string(),
        status: change.status,
        lease_id,
        billing_account_id,
        os_id: change.os_id,
        action: change.action,
        acting_user_id: change.acting_user_id,
        changed_at: at,
        ended_at: None,
    };
    world.metal.history.insert(id, row);
    id
}

/// docs/product/metal.md#machine-states, checked over the whole pool: a leased machine is pending or in use, an
/// unleased one available, cleaning or offline (or deleted); pending and in use need a lease and
/// a lease an account; an unleased machine has no account; a live lease holds exactly its
/// machine; each machine's history is one unbroken line.
pub fn check_invariants(world: &World) -> Result<(), String> {
    let metal = &world.metal;
    for machine in metal.machines.values() {
        let state = metal.history.get(&machine.current_state_id).ok_or(format!("{}: no current state", machine.uuid))?;
        let holder = metal.leases.values().find(|l| l.machine_uuid == machine.uuid && l.released_at.is_none());
        let leased = state.lease_id.is_some();
        if state.status.is_leased() != leased {
            return Err(format!("{} is {:?} with lease {:?}", machine.uuid, state.status, state.lease_id));
        }
        if leased != state.billing_account_id.is_some() {
            return Err(format!("{}: lease {:?} but account {:?}", machine.uuid, state.lease_id, state.billing_account_id));
        }
        if state.lease_id.as_deref() != holder.map(|l| l.uuid.as_str()) {
            return Err(format!(
                "{}: state's lease {:?}, live lease {:?}",
                machine.uuid,
                state.lease_id,
                holder.map(|l| &l.uuid)
            ));
        }
        if let Some(lease) = holder
            && state.billing_account_id != Some(lease.billing_account_id)
        {
            return Err(format!(
                "{}: billed to {:?}, leased on {}",
                machine.uuid, state.billing_account_id, lease.billing_account_id
            ));
        }
        let rows: Vec<&StateRecord> = metal.history.values().filter(|s| s.machine_uuid == machine.uuid).collect();
        let open: Vec<u64> = rows.iter().filter(|s| s.ended_at.is_none()).map(|s| s.id).collect();
        if open != [machine.current_state_id] {
            return Err(format!("{}: open states {open:?}, current {}", machine.uuid, machine.current_state_id));
        }
        if rows.windows(2).any(|w| w[0].ended_at != Some(w[1].changed_at)) {
            return Err(format!("{}: its history has a gap", machine.uuid));
        }
        if let Some(w) = rows.windows(2).find(|w| !TRANSITIONS.contains(&(w[0].status, w[1].status))) {
            return Err(format!("{}: no move from {:?} to {:?}", machine.uuid, w[0].status, w[1].status));
        }
    }
    Ok(())
}

/// The location's specs with what can be leased now.
pub fn spec_list(world: &World, cx: &Cx) -> DomainResult<Vec<MetalSpec>> {
    let location = cx.location()?;
    let mut specs: Vec<&SpecRecord> = world.metal.specs.values().filter(|s| s.location == location.slug).collect();
    specs.sort_by_key(|s| s.seq);
    Ok(specs
        .into_iter()
        .map(|spec| {
            let available = available_machines(world, &spec.uuid).len() as u32;
            let model = spec.model();
            MetalSpec {
                uuid: spec.uuid.clone(),
                title: model.title.into(),
                subtitle: model.subtitle.into(),
                description: model.description.into(),
                is_available: available > 0,
                available_count: available,
                ready_os_ids: model.ready_os_ids.iter().map(|id| id.to_string()).collect(),
                price_units: model.price_units,
            }
        })
        .collect())
}

/// The spec's available machines, in pool order (the first is leased next).
pub fn available_machines<'w>(world: &'w World, spec_uuid: &str) -> Vec<&'w MachineRecord> {
    let mut machines: Vec<&MachineRecord> = world
        .metal
        .machines
        .values()
        .filter(|m| m.spec_uuid == spec_uuid && world.metal.state_of(m).status == MachineStatus::Available)
        .collect();
    machines.sort_by_key(|m| m.seq);
    machines
}

/// A released machine is wiped: `metal_cleaning` later it is available, unless an operator has
/// changed it since (`state_id` is the cleaning state it was released into).
pub fn cleaned(world: &mut World, cx: &Cx, machine_uuid: &str, state_id: u64) {
    let still_cleaning = world.metal.machines.get(machine_uuid).is_some_and(|m| m.current_state_id == state_id);
    if still_cleaning {
        enter(world, machine_uuid, Change::admin(MachineStatus::Available, HistoryAction::AdminUpdate), cx.now);
    }
}

/// Starts cleaning a machine just let go of: available again after the brand's cleaning time.
pub fn start_cleaning(world: &mut World, cx: &Cx, machine_uuid: &str, action: HistoryAction, actor: Option<UserId>) -> u64 {
    let change = Change { acting_user_id: actor, ..Change::admin(MachineStatus::Cleaning, action) };
    let state_id = enter(world, machine_uuid, change, cx.now);
    let event = MetalEvent::MetalCleaned { machine: machine_uuid.to_string(), state_id };
    world.schedule(cx.now, cx.brand.simulation.durations.metal_cleaning, event);
    state_id
}

/// The operator's view of the whole pool, in pool order.
pub fn machines(world: &World) -> Vec<&MachineRecord> {
    let mut machines: Vec<&MachineRecord> = world.metal.machines.values().collect();
    machines.sort_by_key(|m| m.seq);
    machines
}

/// The state the machine is in now.
pub fn state<'w>(world: &'w World, machine: &MachineRecord) -> &'w StateRecord {
    world.metal.state_of(machine)
}

/// Every state the machine has been in, oldest first.
pub fn history<'w>(world: &'w World, machine: &MachineRecord) -> Vec<&'w StateRecord> {
    world.metal.history.values().filter(|s| s.machine_uuid == machine.uuid).collect()
}

/// An operator takes an unleased machine offline, returns it to available (repaired, or cleaned
/// early) or deletes it. A leased machine changes only through its lease; a deleted one is gone.
pub fn machine_set(world: &mut World, cx: &Cx, uuid: &str, input: MachineSet) -> DomainResult<()> {
    let machine = world.metal.machines.get(uuid).ok_or_else(|| DomainError::NotFound(msg::no_such_machine(uuid)))?;
    let current = world.metal.state_of(machine).status;
    let action = match input.status {
        MachineStatus::Available | MachineStatus::Offline => HistoryAction::AdminUpdate,
        MachineStatus::Deleted => HistoryAction::AdminDelete,
        _ => return Err(DomainError::invalid("status", msg::STATUS_NOT_SETTABLE)),
    };
    if current.is_leased() {
        return Err(DomainError::Conflict(msg::LEASED.into()));
    }
    if current == MachineStatus::Deleted {
        return Err(DomainError::NotFound(msg::no_such_machine(uuid)));
    }
    if let Some(notes) = input.admin_notes
        && let Some(machine) = world.metal.machines.get_mut(uuid)
    {
        machine.admin_notes = (!notes.is_empty()).then_some(notes);
    }
    if current != input.status {
        enter(world, uuid, Change::admin(input.status, action), cx.now);
    }
    Ok(())
}

/// Whether the machine's lease (if any) is the one given: for events that may come late.
pub fn holds(world: &World, machine_uuid: &str, lease_uuid: &str) -> bool {
    world.metal.machines.get(machine_uuid).is_some_and(|m| world.metal.state_of(m).lease_id.as_deref() == Some(lease_uuid))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;

    #[test]
    fn every_location_of_a_bare_metal_brand_has_its_models_with_one_machine_offline() {
        let fx = Fixture::new();
        check_invariants(&fx.world).unwrap();
        for location in &fx.brand.config.locations {
            let specs: Vec<_> = fx.world.metal.specs.values().filter(|s| s.location == location.slug).collect();
            assert_eq!(specs.len(), catalogue::models_of(&fx.brand.name).len());
            let offline = fx
                .world
                .metal
                .machines
                .values()
                .filter(|m| m.location == location.slug && fx.world.metal.state_of(m).status == MachineStatus::Offline)
                .count();
            assert_eq!(offline, 1, "{}", location.slug);
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_pool_and_leaves_the_worlds_rng_alone() {
        let brand = &Fixture::new().brand;
        let start = crate::session::DEFAULT_START.parse().unwrap();
        let a = crate::seed::world(brand, 5, spec::control::WorldKind::Empty, start);
        let b = crate::seed::world(brand, 5, spec::control::WorldKind::Empty, start);
        assert_eq!(a.metal, b.metal);
        let mut plain = World::new(5, start);
        let mut seeded = World::new(5, start);
        seed_pool(&mut seeded, brand, 5);
        assert_eq!(plain.uuid(), seeded.uuid(), "the pool draws from its own stream");
    }

    #[test]
    fn an_operator_toggles_unleased_machines_only_and_never_revives_a_deleted_one() {
        let mut fx = Fixture::new();
        let offline = fx.world.metal.machines.values().find(|m| fx.world.metal.state_of(m).status == MachineStatus::Offline);
        let uuid = offline.unwrap().uuid.clone();
        let set = |status| MachineSet { status, admin_notes: Some(String::new()) };
        fx.run(|w, cx| machine_set(w, cx, &uuid, set(MachineStatus::Available))).unwrap();
        assert_eq!(fx.world.metal.status_of(&uuid), Some(MachineStatus::Available));
        assert_eq!(fx.world.metal.machines[&uuid].admin_notes, None);
        let refused = fx.run(|w, cx| machine_set(w, cx, &uuid, set(MachineStatus::InUse)));
        assert_eq!(refused, Err(DomainError::invalid("status", msg::STATUS_NOT_SETTABLE)));
        fx.run(|w, cx| machine_set(w, cx, &uuid, set(MachineStatus::Deleted))).unwrap();
        let gone = fx.run(|w, cx| machine_set(w, cx, &uuid, set(MachineStatus::Available)));
        assert_eq!(gone, Err(DomainError::NotFound(msg::no_such_machine(&uuid))));
        let actions: Vec<HistoryAction> =
            fx.world.metal.history.values().filter(|s| s.machine_uuid == uuid).map(|s| s.action).collect();
        use HistoryAction::*;
        assert_eq!(actions, [AdminCreate, AdminUpdate, AdminUpdate, AdminDelete]);
        check_invariants(&fx.world).unwrap();
    }
}

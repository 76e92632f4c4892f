//! Deterministic world generation: the same brand, seed and kind always give the same world.
//! Everything random comes from the world's own RNG. This is the base every world starts from:
//! users, their first billing accounts, host pools; `app::demo` builds the lived-in rest by
//! running the brand's demo file against the application.

pub mod promise;

use fake::Fake;
use fake::faker::name::en::{FirstName, LastName};
use jiff::Timestamp;
use rand::Rng;
use spec::config::Brand;
use spec::control::{Role, WorldKind};

use crate::domain::billing::opening;
use crate::domain::identity;
use crate::world::{HostPoolRecord, PoolCapacity, UserId, World};

pub fn world(brand: &Brand, seed: u64, kind: WorldKind, start: Timestamp) -> World {
    let mut world = World::new(seed, start);
    let owner = add_user(&mut world, brand, Role::Owner);
    add_user(&mut world, brand, Role::Admin);
    add_user(&mut world, brand, Role::Colleague);
    for location in &brand.config.locations {
        add_host_pools(&mut world, &location.slug);
    }
    // After the pools, so adding accounts left every earlier draw of the RNG as it was.
    let users: Vec<UserId> = world.identity.users.keys().copied().collect();
    for user in users {
        let demo_owner = kind == WorldKind::Demo && user == owner;
        opening::add_account(&mut world, brand, user, start, demo_owner);
    }
    crate::domain::billing::charging::schedule_first_hour(&mut world, start);
    crate::domain::metal::seed_pool(&mut world, brand, seed);
    world
}

fn add_user(world: &mut World, brand: &Brand, role: Role) -> UserId {
    let first: String = FirstName().fake_with_rng(&mut world.rng);
    let last: String = LastName().fake_with_rng(&mut world.rng);
    let domain = match role {
        Role::Admin => brand.config.staff_email_domains.first().map(String::as_str).unwrap_or("example.com"),
        _ => "example.com",
    };
    let email = format!("{}.{}@{domain}", ascii_lower(&first), ascii_lower(&last));
    let id = identity::add_user(world, world.now, &email, &first, &last, role, Some(brand.name.clone()));
    let phone = format!("+372 5{:03} {:04}", world.next_id % 1000, (id * 7919) % 10000);
    if let Some(user) = world.identity.users.get_mut(&id) {
        user.profile.phone_number = phone;
    }
    id
}

fn ascii_lower(name: &str) -> String {
    name.chars().filter(char::is_ascii_alphanumeric).collect::<String>().to_ascii_lowercase()
}

/// Every location has a general-purpose pool (the default) and, in most, a larger one.
fn add_host_pools(world: &mut World, location: &str) {
    let pools = [
        ("Intel Scalable", "General purpose on Intel Xeon Scalable hosts", (1, 16), (512, 65536), (20, 1024), 512),
        ("AMD EPYC", "Compute-heavy workloads on AMD EPYC hosts", (2, 56), (1024, 131072), (20, 2048), 1024),
    ];
    let count = if world.rng.random_bool(0.75) { 2 } else { 1 };
    for (i, (name, description, cpu, ram_mb, disk_gb, vcpus)) in pools.into_iter().take(count).enumerate() {
        let uuid = world.uuid();
        let storage_pool_uuid = world.uuid();
        world.compute.host_pools.insert(
            uuid.clone(),
            HostPoolRecord {
                uuid,
                location: location.to_string(),
                name: name.into(),
                description: description.into(),
                is_default_designated: i == 0,
                is_visible: true,
                storage_pool_uuid,
                ui_position: i as u32 + 1,
                cpu,
                ram_mb,
                disk_gb,
                created_at: world.now,
                // 4 GiB of RAM per vCPU the hosts hold.
                capacity: PoolCapacity { vcpu: vcpus, ram_mb: u64::from(vcpus) * 4096 },
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use spec::control::WorldKind;

    use crate::brands::Brands;

    #[test]
    fn on_every_brand_every_user_has_one_active_default_account_filled_in_as_the_site_requires() {
        let brands = Brands::embedded().unwrap();
        let start = crate::session::DEFAULT_START.parse().unwrap();
        for brand in brands.all() {
            let world = super::world(brand, 5, WorldKind::Demo, start);
            for user in world.identity.users.keys() {
                let accounts: Vec<_> = world.billing.accounts.values().filter(|a| a.user_id == *user).collect();
                assert_eq!(accounts.len(), 1, "{}: user {user}", brand.name);
                let account = accounts[0];
                assert!(account.is_active() && account.is_default, "{}: {account:?}", brand.name);
                for rule in brand.config.billing_account_fields.iter().filter(|r| r.required) {
                    assert_ne!(account.detail(&rule.field), "", "{}: {}", brand.name, rule.field);
                }
                let first: rust_decimal::Decimal =
                    account.ledger.iter().filter(|e| e.reference == "first_free").map(|e| e.amount).sum();
                assert_eq!(first, brand.config.first_account_credit.0, "{}: the first-account credit", brand.name);
            }
        }
    }
}

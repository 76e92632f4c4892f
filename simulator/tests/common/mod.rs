//! What the property tests share: start instants, so that no property holds only on the day the
//! tests happen to run, the brand their worlds are seeded for, and the owner's world they drive
//! with its call helpers (as the owner or another user, located or global, or with a key).

use jiff::civil::Date;
use jiff::tz::TimeZone;
use jiff::{SignedDuration, Timestamp};
use proptest::prelude::*;
use simulator::brands::Brands;
use simulator::domain::Cx;
use simulator::domain::access::Principal;
use simulator::seed;
use simulator::world::World;
use spec::compute::VmCreate;
use spec::config::Brand;
use spec::control::{Role, WorldKind};

/// The default brand, which the state machines seed their worlds for.
/// Whether cell `index` of a matrix that grows with the brands runs in this run: the test
/// command passes its rotation slice as `CLOUDSIM_ROTATION=K/N` (cell `i` is in slice `i mod N +
/// 1`, so N consecutive commits run every cell); unset or `all` runs every cell
/// (docs/reference/commands.md#rotation).
pub fn in_rotation(index: usize) -> bool {
    let slice = std::env::var("CLOUDSIM_ROTATION").unwrap_or_default();
    match slice.split_once('/').and_then(|(k, n)| Some((k.parse::<usize>().ok()?, n.parse::<usize>().ok()?))) {
        Some((k, n)) if n > 0 && (1..=n).contains(&k) => index % n == k - 1,
        _ if slice.is_empty() || slice == "all" => true,
        _ => panic!("CLOUDSIM_ROTATION: expected K/N or all, got {slice}"),
    }
}

pub fn brand() -> Brand {
    Brands::embedded().expect("the embedded brands load").default_brand().as_ref().clone()
}

/// An Ubuntu VM of `vcpu` and `ram` MiB with a 20 GB boot disk and a valid login, as the state
/// machines create them; a test sets the rest (`..` over this).
pub fn ubuntu_vm(name: String, vcpu: u32, ram: u32) -> VmCreate {
    VmCreate {
        name,
        os_name: Some("ubuntu".into()),
        os_version: Some("24.04".into()),
        username: Some("mari".into()),
        password: Some("Secret123".into()),
        vcpu,
        ram,
        disks: Some(20),
        ..VmCreate::default()
    }
}

/// The first year and the year after the last that start instants are drawn from.
const YEARS: (i16, i16) = (2024, 2033);

/// Start instants weighted to the calendar's edges: from two hours before a month's end to three
/// days into the next (the last hour, the last second, a month whose invoice has only just
/// closed), the whole of a leap day, and any second of the years in between.
pub fn any_start() -> impl Strategy<Value = Timestamp> {
    let months = 0..i32::from(YEARS.1 - YEARS.0) * 12;
    let edge = (months, -7_200i64..3 * 86_400).prop_map(|(month, offset)| month_start(month) + seconds(offset));
    let leap_day = (0..86_400i64).prop_map(|second| first_of(2028, 2) + seconds(28 * 86_400 + second));
    let (from, to) = (first_of(YEARS.0, 1).as_second(), first_of(YEARS.1, 1).as_second());
    let anywhere = (from..to).prop_map(|second| Timestamp::from_second(second).expect("within jiff's range"));
    prop_oneof![3 => edge, 1 => leap_day, 2 => anywhere]
}

/// Midnight UTC on the first of the `index`-th month from January of the first year.
fn month_start(index: i32) -> Timestamp {
    let year = YEARS.0 + i16::try_from(index / 12).expect("a few years");
    first_of(year, i8::try_from(index % 12 + 1).expect("a month"))
}

fn first_of(year: i16, month: i8) -> Timestamp {
    Date::new(year, month, 1).and_then(|d| d.to_zoned(TimeZone::UTC)).expect("a calendar date").timestamp()
}

fn seconds(n: i64) -> SignedDuration {
    SignedDuration::from_secs(n)
}

/// A seeded empty world and its owner: the domain every state machine drives, without a server.
pub struct Owner {
    pub world: World,
    pub brand: Brand,
    pub user: u64,
}

impl Owner {
    /// An empty world of `brand` from `seed`, its clock at `start`, acting as the world's owner.
    pub fn new(brand: Brand, seed: u64, start: Timestamp) -> Owner {
        let world = seed::world(&brand, seed, WorldKind::Empty, start);
        let user = world.identity.users.values().find(|u| u.role == Role::Owner).expect("a seeded owner").id;
        Owner { world, brand, user }
    }

    /// Runs a domain operation as the owner, now, in the brand's default location.
    pub fn call<T>(&mut self, op: impl FnOnce(&mut World, &Cx) -> T) -> T {
        self.call_as(self.user, op)
    }

    /// Reads the world as the owner would, now, in the brand's default location.
    pub fn read<'w, T>(&'w self, op: impl FnOnce(&'w World, &Cx) -> T) -> T {
        op(&self.world, &context(&self.world, &self.brand, Who::User(self.user), true))
    }

    /// Runs a global operation (one whose path names no location: billing, storage) as the owner.
    pub fn call_global<T>(&mut self, op: impl FnOnce(&mut World, &Cx) -> T) -> T {
        let cx = context(&self.world, &self.brand, Who::User(self.user), false);
        op(&mut self.world, &cx)
    }

    /// Reads the world as the owner would through a global operation.
    pub fn read_global<'w, T>(&'w self, op: impl FnOnce(&'w World, &Cx) -> T) -> T {
        op(&self.world, &context(&self.world, &self.brand, Who::User(self.user), false))
    }

    /// Runs a domain operation as another user of the world, in the default location.
    pub fn call_as<T>(&mut self, user: u64, op: impl FnOnce(&mut World, &Cx) -> T) -> T {
        let cx = context(&self.world, &self.brand, Who::User(user), true);
        op(&mut self.world, &cx)
    }

    /// Runs a domain operation with a key, as the gateway would: the key's principal (its user,
    /// who really acts, the account it is restricted to) is the context.
    pub fn call_with<T>(&mut self, principal: Principal, op: impl FnOnce(&mut World, &Cx) -> T) -> T {
        let cx = context(&self.world, &self.brand, Who::Key(principal), true);
        op(&mut self.world, &cx)
    }

    /// Reads the world with a key, as the gateway would.
    pub fn read_with<'w, T>(&'w self, principal: Principal, op: impl FnOnce(&'w World, &Cx) -> T) -> T {
        op(&self.world, &context(&self.world, &self.brand, Who::Key(principal), true))
    }
}

/// Whom a call acts for: a user themselves, or a key's principal.
enum Who {
    User(u64),
    Key(Principal),
}

/// The context of a call now, in the brand's default location or (`located` false) in none.
fn context<'b>(world: &World, brand: &'b Brand, who: Who, located: bool) -> Cx<'b> {
    let location = brand.config.locations.iter().find(|l| l.is_default).filter(|_| located);
    match who {
        Who::User(user) => Cx::new(world.now, Some(user), brand, location),
        Who::Key(principal) => {
            let mut cx = Cx::new(world.now, Some(principal.user), brand, location);
            (cx.acting_user, cx.scope) = (principal.acting_user, principal.scope);
            cx
        }
    }
}

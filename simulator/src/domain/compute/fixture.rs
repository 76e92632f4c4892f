//! Unit-test fixture: an empty seeded world, its owner in the brand's default location, and
//! domain calls made as that owner.

use jiff::SignedDuration;
use spec::compute::VmCreate;
use spec::config::{Brand, Location};
use spec::control::{Role, WorldKind};
use spec::payment::CardCreate;

use crate::brands::Brands;
use crate::clock::run_until;
use crate::domain::Cx;
use crate::world::{UserId, World};
use crate::{seed, session};

pub struct Fixture {
    pub world: World,
    pub brand: Brand,
    pub owner: UserId,
    pub location: Location,
}

impl Fixture {
    pub fn new() -> Fixture {
        let brand = Brands::embedded().expect("brands load").default_brand().as_ref().clone();
        let world = seed::world(&brand, 9, WorldKind::Empty, session::DEFAULT_START.parse().expect("a valid instant"));
        let owner = world.identity.users.values().find(|u| u.role == Role::Owner).expect("an owner").id;
        let location = brand.config.locations.iter().find(|l| l.is_default).expect("a default location").clone();
        Fixture { world, brand, owner, location }
    }

    /// The owner's first billing account.
    pub fn owner_account(&self) -> u64 {
        self.world.billing.accounts.values().find(|a| a.user_id == self.owner).expect("the owner's account").id
    }

    /// Adds the sandbox card `token` (on the card processor) to `account`: the card's id.
    pub fn add_card(&mut self, account: u64, token: &str) -> u64 {
        let input = CardCreate {
            billing_account_id: account,
            token: token.into(),
            processor_keyword: "stripe_creditcard".into(),
            session_id: None,
        };
        self.run(|w, cx| crate::domain::payment::card::add(w, cx, input)).map(|(_, card)| card.id).expect("the card is added")
    }

    /// Runs a domain operation as the owner, now, in the default location.
    pub fn run<T>(&mut self, op: impl FnOnce(&mut World, &Cx) -> T) -> T {
        let cx = Cx::new(self.world.now, Some(self.owner), &self.brand, Some(&self.location));
        op(&mut self.world, &cx)
    }

    pub fn advance(&mut self, seconds: u32) {
        let to = self.world.now + SignedDuration::from_secs(seconds.into());
        run_until(&mut self.world, &self.brand, to);
    }

    /// A valid create: Ubuntu 24.04, 2 vCPU, 2 GiB, 20 GB.
    pub fn create_input() -> VmCreate {
        VmCreate {
            name: "web-1".into(),
            os_name: Some("ubuntu".into()),
            os_version: Some("24.04".into()),
            username: Some("mari".into()),
            password: Some("Secret123".into()),
            vcpu: 2,
            ram: 2048,
            disks: Some(20),
            ..VmCreate::default()
        }
    }

    /// A running VM's uuid.
    pub fn running_vm(&mut self) -> String {
        let uuid = self.run(|w, cx| super::vm_create(w, cx, Self::create_input()).map(|vm| vm.uuid.clone())).expect("created");
        self.advance(self.brand.simulation.durations.vm_create);
        uuid
    }

    /// The world as JSON, to show a refused operation changed nothing.
    pub fn snapshot(&self) -> String {
        serde_json::to_string(&self.world).expect("a world serialises")
    }
}

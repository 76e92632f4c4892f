//! Unit-test fixture of the network area: the compute fixture's world and owner, plus VMs made
//! with or without a public IP.

use spec::compute::VmCreate;

pub use crate::domain::compute::fixture::Fixture;

impl Fixture {
    /// A running VM that reserved no public IP.
    pub fn running_vm_without_ip(&mut self) -> String {
        let input = VmCreate { reserve_public_ip: Some(false), ..Self::create_input() };
        let uuid = self.run(|w, cx| crate::domain::compute::vm_create(w, cx, input).map(|vm| vm.uuid.clone())).expect("created");
        self.advance(self.brand.simulation.durations.vm_create);
        uuid
    }
}

impl Fixture {
    /// The fixture's world, made at `start` instead of the default start instant.
    pub fn at(start: &str) -> Fixture {
        let fixture = Fixture::new();
        let world = crate::seed::world(&fixture.brand, 9, spec::control::WorldKind::Empty, start.parse().expect("an instant"));
        Fixture { world, ..fixture }
    }
}

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

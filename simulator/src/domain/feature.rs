//! The site's feature flags (docs/product/config.md#feature-flags) as the API enforces them: a resource type the
//! site does not offer cannot be created, whatever a client sends (the console only hides it).
//! Managed services (`services::catalogue::offered`) and bare metal (no machines are seeded)
//! enforce theirs where they are sold.

use spec::config::FeatureFlags;

use super::{Cx, DomainError, DomainResult};

/// The resource types that have a flag of their own, by their seed name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Resource {
    VirtualMachine,
    Disk,
    IpAddress,
    Vpc,
    LoadBalancer,
    Firewall,
    Bucket,
}

impl Resource {
    fn name(self) -> &'static str {
        match self {
            Resource::VirtualMachine => "virtual_machine",
            Resource::Disk => "disk",
            Resource::IpAddress => "ip_address",
            Resource::Vpc => "vpc",
            Resource::LoadBalancer => "load_balancer",
            Resource::Firewall => "firewall",
            Resource::Bucket => "bucket",
        }
    }

    fn enabled(self, flags: &FeatureFlags) -> bool {
        match self {
            Resource::VirtualMachine => flags.vms_enabled,
            Resource::Disk => flags.disks_enabled,
            Resource::IpAddress => flags.ips_enabled,
            Resource::Vpc => flags.private_networks_enabled,
            Resource::LoadBalancer => flags.load_balancer_enabled,
            Resource::Firewall => flags.firewall_enabled,
            Resource::Bucket => flags.storage_enabled,
        }
    }
}

/// A 403 in the area's shape when the site does not offer `resource`.
pub fn check_offered(cx: &Cx, resource: Resource) -> DomainResult<()> {
    if resource.enabled(&cx.brand.config.features) {
        Ok(())
    } else {
        Err(DomainError::Forbidden(spec::error::billing::not_offered(resource.name())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;

    #[test]
    fn a_switched_off_resource_type_cannot_be_created_and_nothing_changes() {
        let mut fx = Fixture::new();
        fx.brand.config.features.vms_enabled = false;
        let before = fx.snapshot();
        let refused = fx.run(|w, cx| crate::domain::compute::vm_create(w, cx, Fixture::create_input()).map(drop));
        assert_eq!(refused, Err(DomainError::Forbidden(spec::error::billing::not_offered("virtual_machine"))));
        assert_eq!(fx.snapshot(), before);
        fx.brand.config.features.vms_enabled = true;
        assert!(fx.run(|w, cx| crate::domain::compute::vm_create(w, cx, Fixture::create_input()).map(drop)).is_ok());
    }

    #[test]
    fn every_flag_guards_its_own_type() {
        let all = [
            Resource::VirtualMachine,
            Resource::Disk,
            Resource::IpAddress,
            Resource::Vpc,
            Resource::LoadBalancer,
            Resource::Firewall,
            Resource::Bucket,
        ];
        let mut fx = Fixture::new();
        for off in all {
            let mut flags = fx.brand.config.features.clone();
            for r in all {
                set(&mut flags, r, r != off);
            }
            fx.brand.config.features = flags;
            let refused: Vec<Resource> = all.into_iter().filter(|&r| fx.run(|_, cx| check_offered(cx, r)).is_err()).collect();
            assert_eq!(refused, [off]);
        }
    }

    fn set(flags: &mut FeatureFlags, resource: Resource, on: bool) {
        let flag = match resource {
            Resource::VirtualMachine => &mut flags.vms_enabled,
            Resource::Disk => &mut flags.disks_enabled,
            Resource::IpAddress => &mut flags.ips_enabled,
            Resource::Vpc => &mut flags.private_networks_enabled,
            Resource::LoadBalancer => &mut flags.load_balancer_enabled,
            Resource::Firewall => &mut flags.firewall_enabled,
            Resource::Bucket => &mut flags.storage_enabled,
        };
        *flag = on;
    }
}

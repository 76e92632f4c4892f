//! The system under test: the domain's network operations on a world of their own, driven by the
//! model's steps, with the world's invariants checked after each.

use super::*;

const GHOST: &str = "00000000-0000-4000-8000-000000000000";

pub(super) struct Sut {
    owner: common::Owner,
    start: Timestamp,
    vms: Vec<String>,
    /// Addresses, by the model's index.
    ips: Vec<String>,
    lbs: Vec<String>,
    nets: Vec<String>,
    firewalls: Vec<String>,
}

fn at(list: &[String], i: usize) -> String {
    list.get(i).cloned().unwrap_or_else(|| GHOST.into())
}

impl Sut {
    fn call<T>(&mut self, op: impl FnOnce(&mut World, &Cx) -> DomainResult<T>) -> Option<T> {
        self.owner.call(op).ok()
    }

    fn create_vm(&mut self, network: Option<String>, public: bool) -> Option<String> {
        let input = VmCreate {
            network_uuid: network,
            reserve_public_ip: Some(public),
            ..crate::common::ubuntu_vm(format!("vm-{}", self.vms.len()), 1, 1024)
        };
        let (uuid, address) =
            self.call(|w, cx| compute::vm_create(w, cx, input).map(|vm| (vm.uuid.clone(), vm.public_ipv4.clone())))?;
        self.vms.push(uuid.clone());
        self.ips.extend(address);
        Some(uuid)
    }

    fn cx_members(&self, network: &str) -> Vec<String> {
        self.owner.read(|world, cx| vpc::members(world, cx, network).vm_uuids)
    }
}

impl StateMachineTest for Sut {
    type SystemUnderTest = Sut;
    type Reference = Model;

    fn init_test(model: &Model) -> Sut {
        let start: Timestamp = session::DEFAULT_START.parse().unwrap();
        let owner = common::Owner::new(common::brand(), 13, start);
        let user = owner.user;
        let mut sut =
            Sut { owner, start, vms: Vec::new(), ips: Vec::new(), lbs: Vec::new(), nets: Vec::new(), firewalls: Vec::new() };
        // Enough credit that no account is ever restricted while the steps run.
        let account = sut.owner.world.billing.accounts.values().find(|a| a.user_id == user).unwrap().id;
        sut.call(|w, cx| {
            ledger::post(w, cx, account, Decimal::from(1_000_000), "test credit", "");
            Ok(())
        });
        sut.create_vm(None, true).unwrap();
        sut.create_vm(None, false).unwrap();
        sut.nets.push(sut.owner.world.compute.vms[&sut.vms[0]].network_uuid.clone().unwrap());
        let input = FirewallCreate { display_name: "fw".into(), description: None, billing_account_id: None, rules: Vec::new() };
        let firewall = sut.call(|w, cx| firewall::firewall_create(w, cx, input).map(|f| f.uuid.clone())).unwrap();
        sut.firewalls.push(firewall);
        let to = start + SignedDuration::from_secs(model.now);
        run_until(&mut sut.owner.world, &sut.owner.brand, to);
        sut
    }

    fn apply(mut sut: Sut, after: &Model, step: Step) -> Sut {
        let accepted = match step.clone() {
            Step::CreateVm { net, public } => {
                let network = at(&sut.nets, net);
                sut.create_vm(Some(network), public).is_some()
            }
            Step::DeleteVm(i) => {
                let vm = at(&sut.vms, i);
                sut.call(|w, cx| compute::vm_delete(w, cx, &vm)).is_some()
            }
            Step::ReserveIp => {
                let address = sut.call(|w, cx| ip::ip_create(w, cx, IpCreate::default()).map(|ip| ip.address.clone()));
                sut.ips.extend(address.clone());
                address.is_some()
            }
            Step::AssignIp(n, to) => {
                let address = sut.ips.get(n).cloned().unwrap_or_else(|| "198.18.0.0".into());
                let (target, kind) = match to {
                    To::Vm(i) => (at(&sut.vms, i), AssignmentType::VirtualMachine),
                    To::Lb(k) => (at(&sut.lbs, k), AssignmentType::LoadBalancer),
                };
                let input = IpAssign { assigned_to: Some(target), assigned_to_resource_type: Some(kind), ..IpAssign::default() };
                sut.call(|w, cx| ip::ip_assign(w, cx, &address, input).map(drop)).is_some()
            }
            Step::UnassignIp(n) | Step::DeleteIp(n) => {
                let address = sut.ips.get(n).cloned().unwrap_or_else(|| "198.18.0.0".into());
                match step {
                    Step::UnassignIp(_) => sut.call(|w, cx| ip::ip_unassign(w, cx, &address, IpUnassign::default()).map(drop)),
                    _ => sut.call(|w, cx| ip::ip_delete(w, cx, &address)),
                }
                .is_some()
            }
            Step::CreateNetwork => {
                let uuid = sut.call(|w, cx| {
                    vpc::network_create(w, cx, NetworkCreate { name: "net".into(), ..Default::default() }).map(|n| n.uuid.clone())
                });
                sut.nets.extend(uuid.clone());
                uuid.is_some()
            }
            Step::SetDefault(j) => {
                let network = at(&sut.nets, j);
                sut.call(|w, cx| vpc::network_set_default(w, cx, &network).map(drop)).is_some()
            }
            Step::DeleteNetwork(j) => {
                let network = at(&sut.nets, j);
                sut.call(|w, cx| vpc::network_delete(w, cx, &network)).is_some()
            }
            Step::CreateLb { net, targets } => {
                let input = LbCreate {
                    display_name: "lb".into(),
                    billing_account_id: None,
                    network_uuid: Some(at(&sut.nets, net)),
                    reserve_public_ip: None,
                    rules: Vec::new(),
                    targets: Some(
                        targets
                            .iter()
                            .map(|&i| LbTargetInput { target_uuid: at(&sut.vms, i), target_type: TargetType::Vm })
                            .collect(),
                    ),
                };
                let uuid = sut.call(|w, cx| lb::lb_create(w, cx, input).map(|lb| lb.uuid.clone()));
                if let Some(uuid) = &uuid {
                    let address =
                        ip::assigned_to(&sut.owner.world, &Assignee::LoadBalancer(uuid.clone())).unwrap().address.clone();
                    sut.lbs.push(uuid.clone());
                    sut.ips.push(address);
                }
                uuid.is_some()
            }
            Step::DeleteLb(k) => {
                let uuid = at(&sut.lbs, k);
                sut.call(|w, cx| lb::lb_delete(w, cx, &uuid)).is_some()
            }
            Step::AddTarget(k, i) => {
                let (uuid, input) =
                    (at(&sut.lbs, k), LbTargetInput { target_uuid: at(&sut.vms, i), target_type: TargetType::Vm });
                sut.call(|w, cx| lb::lb_target_add(w, cx, &uuid, input).map(drop)).is_some()
            }
            Step::RemoveTarget(k, i) => {
                let (uuid, vm) = (at(&sut.lbs, k), at(&sut.vms, i));
                sut.call(|w, cx| lb::lb_target_remove(w, cx, &uuid, &vm)).is_some()
            }
            Step::CreateFirewall => {
                let input =
                    FirewallCreate { display_name: "fw".into(), description: None, billing_account_id: None, rules: Vec::new() };
                let uuid = sut.call(|w, cx| firewall::firewall_create(w, cx, input).map(|f| f.uuid.clone()));
                sut.firewalls.extend(uuid.clone());
                uuid.is_some()
            }
            Step::AttachFirewall(f, i) | Step::DetachFirewall(f, i) => {
                let (uuid, vm) = (at(&sut.firewalls, f), at(&sut.vms, i));
                match step {
                    Step::AttachFirewall(..) => sut.call(|w, cx| firewall::firewall_vm_add(w, cx, &uuid, &vm).map(drop)),
                    _ => sut.call(|w, cx| firewall::firewall_vm_remove(w, cx, &uuid, &vm)),
                }
                .is_some()
            }
            Step::Advance(seconds) => {
                let to = sut.owner.world.now + SignedDuration::from_secs(seconds);
                run_until(&mut sut.owner.world, &sut.owner.brand, to);
                true
            }
        };
        assert_eq!(accepted, after.accepted, "{step:?} was {} by the simulator", if accepted { "accepted" } else { "refused" });
        sut
    }

    fn check_invariants(sut: &Sut, model: &Model) {
        let world = &sut.owner.world;
        assert_eq!(world.now, sut.start + SignedDuration::from_secs(model.now));
        let live_vm = |uuid: &str| world.compute.vms.get(uuid).filter(|vm| vm.status != VmStatus::Deleted);

        // An address is assigned to at most one live resource, each resource holds at most one,
        // and `assigned_to*` agree with the resource (a VM's `public_ipv4` included).
        let mut holders = BTreeMap::new();
        for ip in world.network.ips.values().filter(|ip| ip.deleted_at.is_none()) {
            let Some(assignment) = &ip.assignment else { continue };
            assert!(
                holders.insert(assignment.to.clone(), ip.address.clone()).is_none(),
                "{:?} holds two addresses",
                assignment.to
            );
            match &assignment.to {
                Assignee::VirtualMachine(vm) => {
                    let vm = live_vm(vm).expect("assigned to a live VM");
                    assert_eq!(
                        (vm.public_ipv4.as_deref(), assignment.private_ip.as_str()),
                        (Some(ip.address.as_str()), vm.private_ipv4.as_str())
                    );
                }
                Assignee::LoadBalancer(uuid) => {
                    let lb = &world.network.load_balancers[uuid];
                    assert!(lb.deleted_at.is_none(), "assigned to a deleted balancer");
                    assert_eq!(assignment.private_ip, lb.private_address);
                }
                Assignee::Service(_) => panic!("no services exist"),
            }
        }
        for vm in world.compute.vms.values().filter(|vm| vm.status != VmStatus::Deleted) {
            let held = holders.get(&Assignee::VirtualMachine(vm.uuid.clone()));
            assert_eq!(vm.public_ipv4.as_ref(), held, "{}'s public address", vm.uuid);
        }

        // Membership both ways: a live VM is on an existing network, in its subnet, and listed there.
        for (uuid, network) in &world.network.networks {
            let prefix = network.subnet.trim_end_matches("0/24");
            let on: Vec<String> = sut
                .vms
                .iter()
                .filter(|v| live_vm(v).is_some_and(|vm| vm.network_uuid.as_deref() == Some(uuid)))
                .cloned()
                .collect();
            assert_eq!(sut.cx_members(uuid), on, "network {uuid}'s VMs");
            assert!(on.iter().all(|v| world.compute.vms[v].private_ipv4.starts_with(prefix)));
        }
        for vm in world.compute.vms.values().filter(|vm| vm.status != VmStatus::Deleted) {
            assert!(
                world.network.networks.contains_key(vm.network_uuid.as_deref().unwrap_or_default()),
                "{} is on a network",
                vm.uuid
            );
        }
        let defaults = world.network.networks.values().filter(|n| n.is_default).count();
        assert_eq!(defaults, 1, "one default network");

        // Targets are live VMs of the balancer's network; firewalls name only live VMs.
        for lb in world.network.load_balancers.values() {
            for target in &lb.targets {
                let vm = live_vm(&target.vm_uuid).expect("a live target");
                assert_eq!(vm.network_uuid.as_deref(), Some(lb.network_uuid.as_str()));
            }
        }
        for fw in world.network.firewalls.values() {
            assert!(fw.vms.iter().all(|vm| live_vm(vm).is_some()), "a firewall names a deleted VM");
        }

        // The model's view of every address, balancer, network and firewall.
        let to_uuid = |to: To| match to {
            To::Vm(i) => Assignee::VirtualMachine(sut.vms[i].clone()),
            To::Lb(k) => Assignee::LoadBalancer(sut.lbs[k].clone()),
        };
        let price = |kind| sut.owner.brand.simulation.prices.iter().find(|p| p.resource_type == kind).unwrap().price_per_unit.0;
        let (assigned, unassigned, balancer) = (
            price(PriceResourceType::AssignedFloatingIp),
            price(PriceResourceType::UnassignedFloatingIp),
            price(PriceResourceType::LoadBalancer),
        );
        let usage = |uuid: &str| {
            world
                .billing
                .accounts
                .values()
                .flat_map(|a| a.usage.values())
                .filter_map(|m| m.get(uuid))
                .fold((0, Decimal::ZERO), |(h, c), r| (h + r.hours, c + r.cost))
        };
        for (address, expected) in sut.ips.iter().zip(&model.ips) {
            let record = world.network.ips.values().find(|ip| &ip.address == address).unwrap();
            assert_eq!(record.deleted_at.is_some(), expected.deleted, "{address} released");
            assert_eq!(record.assignment.as_ref().map(|a| a.to.clone()), expected.to.map(to_uuid), "{address}'s assignee");
            let hours = expected.assigned_hours + expected.unassigned_hours;
            let cost = assigned * Decimal::from(expected.assigned_hours) + unassigned * Decimal::from(expected.unassigned_hours);
            assert_eq!(usage(&record.uuid), (hours, cost), "{address} charged for its hours");
        }
        for (uuid, expected) in sut.lbs.iter().zip(&model.lbs) {
            let record = &world.network.load_balancers[uuid];
            let targets: Vec<String> = expected.targets.iter().map(|&i| sut.vms[i].clone()).collect();
            assert_eq!(record.targets.iter().map(|t| t.vm_uuid.clone()).collect::<Vec<_>>(), targets);
            assert_eq!(usage(uuid), (expected.hours, balancer * Decimal::from(expected.hours)), "balancer {uuid} charged");
        }
        for (uuid, expected) in sut.nets.iter().zip(&model.nets) {
            assert_eq!(world.network.networks.get(uuid).map(|n| n.is_default), expected.alive.then_some(expected.default));
        }
        for (uuid, expected) in sut.firewalls.iter().zip(&model.firewalls) {
            let vms: BTreeSet<String> = expected.iter().map(|&i| sut.vms[i].clone()).collect();
            assert_eq!(world.network.firewalls[uuid].vms.iter().cloned().collect::<BTreeSet<_>>(), vms);
        }
    }
}

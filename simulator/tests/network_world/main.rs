//! VMs, floating IPs, private networks, load balancers and firewalls as one proptest state
//! machine: random creates, assignments, moves and deletes against a small model of the network
//! area (docs/product/network.md#vpc, docs/product/network.md#ip-addresses, docs/product/network.md#firewalls, docs/product/network.md#load-balancers, docs/product/network.md#ip-addresses, docs/product/network.md#charging), with the world's own invariants
//! checked after every step: an address is assigned to at most one live resource and each
//! resource holds at most one; `assigned_to*` agree with the resource; network membership agrees
//! both ways; load-balancer targets are live VMs of the balancer's network; no firewall names a
//! deleted VM; and every address and balancer has been charged exactly for the hours it spent
//! assigned, unassigned or alive.

use std::collections::{BTreeMap, BTreeSet};

use jiff::{SignedDuration, Timestamp};
use proptest::prelude::*;
use proptest_state_machine::{ReferenceStateMachine, StateMachineTest, prop_state_machine};
use rust_decimal::Decimal;
use simulator::clock::run_until;
use simulator::domain::billing::ledger;
use simulator::domain::compute;
use simulator::domain::network::ip::Assignee;
use simulator::domain::network::{firewall, ip, lb, vpc};
use simulator::domain::{Cx, DomainResult};
use simulator::session;
use simulator::world::World;
use spec::compute::{VmCreate, VmStatus};
use spec::network::{
    AssignmentType, FirewallCreate, IpAssign, IpCreate, IpUnassign, LbCreate, LbTargetInput, NetworkCreate, TargetType,
};
use spec::pricing::PriceResourceType;

const HOUR: i64 = 3600;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum To {
    Vm(usize),
    Lb(usize),
}

#[derive(Clone, Debug)]
struct IpModel {
    to: Option<To>,
    deleted: bool,
    assigned_hours: u32,
    unassigned_hours: u32,
}

#[derive(Clone, Debug)]
struct VmModel {
    alive: bool,
    net: usize,
    /// When it runs (and may be deleted).
    ready_at: i64,
}

#[derive(Clone, Debug)]
struct LbModel {
    alive: bool,
    net: usize,
    targets: Vec<usize>,
    hours: u32,
}

#[derive(Clone, Debug)]
struct NetModel {
    alive: bool,
    default: bool,
}

#[derive(Clone, Debug)]
struct Model {
    /// Seconds since the start.
    now: i64,
    vm_create: i64,
    vms: Vec<VmModel>,
    ips: Vec<IpModel>,
    lbs: Vec<LbModel>,
    nets: Vec<NetModel>,
    firewalls: Vec<BTreeSet<usize>>,
    accepted: bool,
}

#[derive(Clone, Debug)]
enum Step {
    CreateVm { net: usize, public: bool },
    DeleteVm(usize),
    ReserveIp,
    AssignIp(usize, To),
    UnassignIp(usize),
    DeleteIp(usize),
    CreateNetwork,
    SetDefault(usize),
    DeleteNetwork(usize),
    CreateLb { net: usize, targets: Vec<usize> },
    DeleteLb(usize),
    AddTarget(usize, usize),
    RemoveTarget(usize, usize),
    CreateFirewall,
    AttachFirewall(usize, usize),
    DetachFirewall(usize, usize),
    Advance(i64),
}

impl Model {
    fn vm(&self, i: usize) -> Option<&VmModel> {
        self.vms.get(i).filter(|vm| vm.alive)
    }

    fn lb(&self, k: usize) -> Option<&LbModel> {
        self.lbs.get(k).filter(|lb| lb.alive)
    }

    fn net(&self, j: usize) -> Option<&NetModel> {
        self.nets.get(j).filter(|n| n.alive)
    }

    fn live_ip(&self, n: usize) -> Option<&IpModel> {
        self.ips.get(n).filter(|ip| !ip.deleted)
    }

    fn holder(&self, to: To) -> Option<usize> {
        self.ips.iter().position(|ip| !ip.deleted && ip.to == Some(to))
    }

    fn unassign_all(&mut self, to: To) {
        for ip in self.ips.iter_mut().filter(|ip| ip.to == Some(to)) {
            ip.to = None;
        }
    }

    /// Every billing hour that ends by `until` charges each reserved address and live balancer.
    fn advance(&mut self, seconds: i64) {
        let until = self.now + seconds;
        for _ in (self.now / HOUR + 1)..=(until / HOUR) {
            for ip in self.ips.iter_mut().filter(|ip| !ip.deleted) {
                if ip.to.is_some() { ip.assigned_hours += 1 } else { ip.unassigned_hours += 1 }
            }
            for lb in self.lbs.iter_mut().filter(|lb| lb.alive) {
                lb.hours += 1;
            }
        }
        self.now = until;
    }
}

impl ReferenceStateMachine for Model {
    type State = Model;
    type Transition = Step;

    fn init_state() -> BoxedStrategy<Model> {
        let vm_create = i64::from(common::brand().simulation.durations.vm_create);
        // Two running VMs on the default network, the first with its own address; a firewall.
        let vm = VmModel { alive: true, net: 0, ready_at: 0 };
        let ip = IpModel { to: Some(To::Vm(0)), deleted: false, assigned_hours: 0, unassigned_hours: 0 };
        Just(Model {
            now: vm_create,
            vm_create,
            vms: vec![vm.clone(), vm],
            ips: vec![ip],
            lbs: Vec::new(),
            nets: vec![NetModel { alive: true, default: true }],
            firewalls: vec![BTreeSet::new()],
            accepted: true,
        })
        .boxed()
    }

    fn transitions(state: &Model) -> BoxedStrategy<Step> {
        // One index past the end of each table addresses nothing: the simulator must refuse it.
        let (vms, ips, lbs, nets, fws) =
            (state.vms.len() + 1, state.ips.len() + 1, state.lbs.len() + 1, state.nets.len() + 1, state.firewalls.len() + 1);
        let to = prop_oneof![3 => (0..vms).prop_map(To::Vm), 1 => (0..lbs).prop_map(To::Lb)];
        prop_oneof![
            2 => (0..nets, any::<bool>()).prop_map(|(net, public)| Step::CreateVm { net, public }),
            2 => (0..vms).prop_map(Step::DeleteVm),
            2 => Just(Step::ReserveIp),
            4 => (0..ips, to).prop_map(|(n, to)| Step::AssignIp(n, to)),
            2 => (0..ips).prop_map(Step::UnassignIp),
            1 => (0..ips).prop_map(Step::DeleteIp),
            1 => Just(Step::CreateNetwork),
            1 => (0..nets).prop_map(Step::SetDefault),
            1 => (0..nets).prop_map(Step::DeleteNetwork),
            2 => (0..nets, proptest::collection::vec(0..vms, 0..3)).prop_map(|(net, targets)| Step::CreateLb { net, targets }),
            1 => (0..lbs).prop_map(Step::DeleteLb),
            2 => (0..lbs, 0..vms).prop_map(|(k, i)| Step::AddTarget(k, i)),
            2 => (0..lbs, 0..vms).prop_map(|(k, i)| Step::RemoveTarget(k, i)),
            1 => Just(Step::CreateFirewall),
            2 => (0..fws, 0..vms).prop_map(|(f, i)| Step::AttachFirewall(f, i)),
            1 => (0..fws, 0..vms).prop_map(|(f, i)| Step::DetachFirewall(f, i)),
            4 => prop_oneof![0i64..=60, 600i64..=2 * HOUR].prop_map(Step::Advance),
        ]
        .boxed()
    }

    fn apply(mut state: Model, step: &Step) -> Model {
        let now = state.now;
        let accepted = match step.clone() {
            Step::CreateVm { net, public } => {
                let ok = state.net(net).is_some();
                if ok {
                    state.vms.push(VmModel { alive: true, net, ready_at: now + state.vm_create });
                    if public {
                        let i = state.vms.len() - 1;
                        state.ips.push(IpModel { to: Some(To::Vm(i)), deleted: false, assigned_hours: 0, unassigned_hours: 0 });
                    }
                }
                ok
            }
            Step::DeleteVm(i) => {
                let ok = state.vm(i).is_some_and(|vm| vm.ready_at <= now);
                if ok {
                    state.vms[i].alive = false;
                    state.unassign_all(To::Vm(i));
                    state.lbs.iter_mut().for_each(|lb| lb.targets.retain(|&t| t != i));
                    state.firewalls.iter_mut().for_each(|f| {
                        f.remove(&i);
                    });
                }
                ok
            }
            Step::ReserveIp => {
                state.ips.push(IpModel { to: None, deleted: false, assigned_hours: 0, unassigned_hours: 0 });
                true
            }
            Step::AssignIp(n, to) => {
                let target_alive = match to {
                    To::Vm(i) => state.vm(i).is_some(),
                    To::Lb(k) => state.lb(k).is_some(),
                };
                let ok =
                    state.live_ip(n).is_some() && target_alive && (state.ips[n].to == Some(to) || state.holder(to).is_none());
                if ok {
                    state.ips[n].to = Some(to);
                }
                ok
            }
            Step::UnassignIp(n) => {
                let ok = state.live_ip(n).is_some_and(|ip| ip.to.is_some());
                if ok {
                    state.ips[n].to = None;
                }
                ok
            }
            Step::DeleteIp(n) => {
                let ok = state.live_ip(n).is_some_and(|ip| ip.to.is_none());
                if ok {
                    state.ips[n].deleted = true;
                }
                ok
            }
            Step::CreateNetwork => {
                let default = !state.nets.iter().any(|n| n.alive && n.default);
                state.nets.push(NetModel { alive: true, default });
                true
            }
            Step::SetDefault(j) => {
                let ok = state.net(j).is_some();
                if ok {
                    state.nets.iter_mut().enumerate().for_each(|(x, n)| n.default = x == j);
                }
                ok
            }
            Step::DeleteNetwork(j) => {
                let used =
                    state.vms.iter().any(|vm| vm.alive && vm.net == j) || state.lbs.iter().any(|lb| lb.alive && lb.net == j);
                let ok = state.net(j).is_some_and(|n| !n.default) && !used;
                if ok {
                    state.nets[j].alive = false;
                }
                ok
            }
            Step::CreateLb { net, targets } => {
                let distinct = targets.iter().collect::<BTreeSet<_>>().len() == targets.len();
                let ok = state.net(net).is_some()
                    && !targets.is_empty()
                    && distinct
                    && targets.iter().all(|&i| state.vm(i).is_some_and(|vm| vm.net == net));
                if ok {
                    state.lbs.push(LbModel { alive: true, net, targets, hours: 0 });
                    let k = state.lbs.len() - 1;
                    state.ips.push(IpModel { to: Some(To::Lb(k)), deleted: false, assigned_hours: 0, unassigned_hours: 0 });
                }
                ok
            }
            Step::DeleteLb(k) => {
                let ok = state.lb(k).is_some();
                if ok {
                    state.lbs[k].alive = false;
                    state.lbs[k].targets.clear();
                    state.unassign_all(To::Lb(k));
                }
                ok
            }
            Step::AddTarget(k, i) => {
                let ok = state.lb(k).is_some_and(|lb| state.vm(i).is_some_and(|vm| vm.net == lb.net) && !lb.targets.contains(&i));
                if ok {
                    state.lbs[k].targets.push(i);
                }
                ok
            }
            Step::RemoveTarget(k, i) => {
                let ok = state.lb(k).is_some_and(|lb| lb.targets.contains(&i) && lb.targets.len() > 1);
                if ok {
                    state.lbs[k].targets.retain(|&t| t != i);
                }
                ok
            }
            Step::CreateFirewall => {
                state.firewalls.push(BTreeSet::new());
                true
            }
            Step::AttachFirewall(f, i) => {
                let ok = f < state.firewalls.len() && state.vm(i).is_some();
                if ok {
                    state.firewalls[f].insert(i);
                }
                ok
            }
            Step::DetachFirewall(f, i) => state.firewalls.get_mut(f).is_some_and(|fw| fw.remove(&i)),
            Step::Advance(seconds) => {
                state.advance(seconds);
                true
            }
        };
        state.accepted = accepted;
        state
    }
}

mod sut;

use crate::common;

use sut::Sut;

prop_state_machine! {
    #![proptest_config(ProptestConfig { cases: 48, .. ProptestConfig::default() })]
    #[test]
    fn the_network_world_follows_the_model(sequential 1..50 => Sut);
}

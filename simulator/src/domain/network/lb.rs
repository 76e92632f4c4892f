//! Load balancers: TCP with source-IP persistence, in one private network, with an address there,
//! in front of VMs of that network. A deleted balancer stays as a tombstone with no targets, its
//! rules reduced to their protocol (IS), and its floating IP stays reserved, unassigned.

use rust_decimal::Decimal;
use spec::error::{compute as vm_msg, network as msg, validation};
use spec::network::{LbBillingMove, LbCreate, LbRuleInput, LbTargetInput, LbUpdate};
use spec::pricing::PriceResourceType;

use super::ip::{self, Assignee};
use super::{live_vm, vpc};
use crate::domain::usage::Meter;
use crate::domain::{Cx, DomainError, DomainResult, billing};
use crate::world::World;
pub use crate::world::network::{LbRecord, RuleRecord, TargetRecord};

/// Every rule's connection limit (BP's recorded value).
pub const CONNECTION_LIMIT: u32 = 10_000;

fn mine(lb: &LbRecord, cx: &Cx) -> bool {
    super::callers(cx, lb.user_id, &lb.location, lb.billing_account_id)
}

/// The caller's balancers, deleted ones included, oldest first.
pub fn lb_list<'w>(world: &'w World, cx: &Cx) -> DomainResult<Vec<&'w LbRecord>> {
    cx.actor()?;
    let mut lbs: Vec<_> = world.network.load_balancers.values().filter(|lb| mine(lb, cx)).collect();
    lbs.sort_by_key(|lb| lb.seq);
    Ok(lbs)
}

/// One of the caller's balancers; a deleted one is a tombstone.
pub fn lb_get<'w>(world: &'w World, cx: &Cx, uuid: &str) -> DomainResult<&'w LbRecord> {
    cx.actor()?;
    world.network.load_balancers.get(uuid).filter(|lb| mine(lb, cx)).ok_or_else(not_found)
}

fn not_found() -> DomainError {
    DomainError::NotFound(msg::LB_NOT_FOUND.into())
}

fn find_live(world: &World, cx: &Cx, uuid: &str) -> DomainResult<LbRecord> {
    lb_get(world, cx, uuid).ok().filter(|lb| lb.deleted_at.is_none()).cloned().ok_or_else(not_found)
}

/// A VM the balancer may send traffic to: the caller's, live, in `network`.
fn target_check(world: &World, cx: &Cx, network: &str, vm_uuid: &str) -> Result<(), String> {
    match live_vm(world, cx, vm_uuid) {
        None => Err(vm_msg::no_such_vm(vm_uuid)),
        Some(vm) if vm.network_uuid.as_deref() != Some(network) => Err(msg::NOT_IN_NETWORK.into()),
        Some(_) => Ok(()),
    }
}

pub fn lb_create<'w>(world: &'w mut World, cx: &Cx, input: LbCreate) -> DomainResult<&'w LbRecord> {
    crate::domain::feature::check_offered(cx, crate::domain::feature::Resource::LoadBalancer)?;
    let (user, location) = (cx.actor()?, super::open_location(cx)?);
    // docs/product/network.md#load-balancers: live fails on a create that leaves `targets` out (an
    // empty list is not left out); a lenient session names the field instead.
    let Some(targets) = &input.targets else {
        return Err(if world.strict { DomainError::Failed } else { DomainError::invalid("targets", validation::REQUIRED) });
    };
    let network = match &input.network_uuid {
        Some(uuid) => vpc::check_joinable(world, cx, uuid)
            .map(|()| uuid.clone())
            .map_err(|_| DomainError::invalid("network_uuid", msg::NETWORK_INVALID))?,
        None => vpc::default_of(world, user, &location.slug)
            .map(|n| n.uuid.clone())
            .ok_or_else(|| DomainError::invalid("network_uuid", validation::REQUIRED))?,
    };
    let mut broken = std::collections::BTreeMap::new();
    if targets.is_empty() {
        broken.insert("targets".to_string(), msg::TARGET_REQUIRED.to_string());
    }
    for (i, target) in targets.iter().enumerate() {
        let repeated = targets[..i].iter().any(|t| t.target_uuid == target.target_uuid);
        let problem =
            if repeated { Err(msg::ALREADY_TARGET.into()) } else { target_check(world, cx, &network, &target.target_uuid) };
        if let Err(problem) = problem {
            broken.entry(format!("targets.{i}.target_uuid")).or_insert(problem);
        }
    }
    for (i, rule) in input.rules.iter().enumerate() {
        if input.rules[..i].iter().any(|r| r.source_port == rule.source_port) {
            broken.insert(format!("rules.{i}.source_port"), msg::port_forwarded(rule.source_port));
        }
    }
    DomainError::check(broken)?;
    let account = billing::paying_account(world, cx, input.billing_account_id)?;
    let private_address = vpc::free_address(world, &network).ok_or_else(|| DomainError::Conflict(msg::NO_FREE_ADDRESS.into()))?;

    let uuid = world.uuid();
    let seq = world.next_id();
    let rules = input.rules.iter().map(|r| new_rule(world, cx, r)).collect();
    let targets = targets.iter().map(|t| TargetRecord { vm_uuid: t.target_uuid.clone(), created_at: cx.now }).collect();
    let record = LbRecord {
        uuid: uuid.clone(),
        seq,
        location: location.slug.clone(),
        user_id: user,
        billing_account_id: account,
        display_name: input.display_name,
        network_uuid: network,
        private_address,
        rules,
        targets,
        created_at: cx.now,
        updated_at: cx.now,
        deleted_at: None,
    };
    world.network.load_balancers.insert(uuid.clone(), record);
    if input.reserve_public_ip.unwrap_or(true) {
        let address = ip::fresh_address(world);
        let ip = ip::insert(world, cx, &location.slug, user, account, address, String::new());
        ip::attach(world, cx, &ip, Assignee::LoadBalancer(uuid.clone()), false);
    }
    Ok(&world.network.load_balancers[&uuid])
}

fn new_rule(world: &mut World, cx: &Cx, rule: &LbRuleInput) -> RuleRecord {
    RuleRecord { uuid: world.uuid(), source_port: rule.source_port, target_port: rule.target_port, created_at: cx.now }
}

fn live_mut<'w>(world: &'w mut World, cx: &Cx, uuid: &str) -> DomainResult<&'w mut LbRecord> {
    find_live(world, cx, uuid)?;
    let lb = world.network.load_balancers.get_mut(uuid).ok_or_else(not_found)?;
    lb.updated_at = cx.now;
    Ok(lb)
}

pub fn lb_update<'w>(world: &'w mut World, cx: &Cx, uuid: &str, input: LbUpdate) -> DomainResult<&'w LbRecord> {
    let lb = live_mut(world, cx, uuid)?;
    lb.display_name = input.display_name;
    Ok(lb)
}

/// Deletes the balancer to a tombstone; its floating IP is let go, still reserved.
pub fn lb_delete(world: &mut World, cx: &Cx, uuid: &str) -> DomainResult<()> {
    find_live(world, cx, uuid)?;
    if let Some(ip) = ip::assigned_to(world, &Assignee::LoadBalancer(uuid.to_string())).map(|ip| ip.uuid.clone()) {
        ip::detach(world, cx, &ip);
    }
    let lb = live_mut(world, cx, uuid)?;
    lb.deleted_at = Some(cx.now);
    lb.targets.clear();
    Ok(())
}

/// Another active account of the caller pays for the balancer from the next hour.
pub fn lb_billing_move<'w>(world: &'w mut World, cx: &Cx, uuid: &str, input: LbBillingMove) -> DomainResult<&'w LbRecord> {
    find_live(world, cx, uuid)?;
    let requested =
        input.set_id.or(input.billing_account_id).ok_or_else(|| DomainError::invalid("set_id", msg::SET_ID_REQUIRED))?;
    let account = billing::paying_account(world, cx, Some(requested))?;
    let lb = live_mut(world, cx, uuid)?;
    lb.billing_account_id = account;
    Ok(lb)
}

pub fn lb_target_add<'w>(world: &'w mut World, cx: &Cx, uuid: &str, input: LbTargetInput) -> DomainResult<(&'w LbRecord, usize)> {
    let lb = find_live(world, cx, uuid)?;
    target_check(world, cx, &lb.network_uuid, &input.target_uuid).map_err(|m| DomainError::invalid("target_uuid", m))?;
    if lb.targets.iter().any(|t| t.vm_uuid == input.target_uuid) {
        return Err(DomainError::Conflict(msg::ALREADY_TARGET.into()));
    }
    let lb = live_mut(world, cx, uuid)?;
    lb.targets.push(TargetRecord { vm_uuid: input.target_uuid, created_at: cx.now });
    let index = lb.targets.len() - 1;
    Ok((lb, index))
}

/// Removes a target; the last one stays (a balancer needs at least one).
pub fn lb_target_remove(world: &mut World, cx: &Cx, uuid: &str, vm_uuid: &str) -> DomainResult<()> {
    let lb = find_live(world, cx, uuid)?;
    if !lb.targets.iter().any(|t| t.vm_uuid == vm_uuid) {
        return Err(DomainError::NotFound(msg::no_such_target(vm_uuid)));
    }
    if lb.targets.len() == 1 {
        return Err(DomainError::Conflict(msg::TARGET_REQUIRED.into()));
    }
    live_mut(world, cx, uuid)?.targets.retain(|t| t.vm_uuid != vm_uuid);
    Ok(())
}

pub fn lb_rule_add<'w>(world: &'w mut World, cx: &Cx, uuid: &str, input: LbRuleInput) -> DomainResult<&'w RuleRecord> {
    let lb = find_live(world, cx, uuid)?;
    if lb.rules.iter().any(|r| r.source_port == input.source_port) {
        return Err(DomainError::Conflict(msg::port_forwarded(input.source_port)));
    }
    let rule = new_rule(world, cx, &input);
    let lb = live_mut(world, cx, uuid)?;
    lb.rules.push(rule);
    Ok(lb.rules.last().expect("just pushed"))
}

pub fn lb_rule_remove(world: &mut World, cx: &Cx, uuid: &str, rule_uuid: &str) -> DomainResult<()> {
    let lb = find_live(world, cx, uuid)?;
    if !lb.rules.iter().any(|r| r.uuid == rule_uuid) {
        return Err(DomainError::NotFound(msg::RULE_NOT_FOUND.into()));
    }
    live_mut(world, cx, uuid)?.rules.retain(|r| r.uuid != rule_uuid);
    Ok(())
}

/// A target's address: its VM's private address in the balancer's network.
pub fn target_address<'w>(world: &'w World, target: &TargetRecord) -> Option<&'w str> {
    world.compute.vms.get(&target.vm_uuid).map(|vm| vm.private_ipv4.as_str())
}

/// A balancer pays the load-balancer price every hour it is not deleted.
pub fn meters(world: &World) -> impl Iterator<Item = Meter> + '_ {
    let mut lbs: Vec<&LbRecord> = world.network.load_balancers.values().filter(|lb| lb.deleted_at.is_none()).collect();
    lbs.sort_by_key(|lb| lb.seq);
    lbs.into_iter().map(|lb| Meter {
        resource_uuid: lb.uuid.clone(),
        resource_type: "load_balancer",
        description: lb.display_name.clone(),
        billing_account_id: lb.billing_account_id,
        location: lb.location.clone(),
        host_pool_uuid: None,
        quantities: vec![(PriceResourceType::LoadBalancer, Decimal::ONE)],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::network::fixture::Fixture;
    use spec::network::TargetType;

    fn create(fx: &mut Fixture, targets: &[&str]) -> DomainResult<String> {
        let targets = targets.iter().map(|t| LbTargetInput { target_uuid: t.to_string(), target_type: TargetType::Vm });
        create_with(fx, Some(targets.collect()))
    }

    fn create_with(fx: &mut Fixture, targets: Option<Vec<LbTargetInput>>) -> DomainResult<String> {
        let input = LbCreate {
            display_name: "web".into(),
            billing_account_id: None,
            network_uuid: None,
            reserve_public_ip: None,
            rules: vec![LbRuleInput { source_port: 80, target_port: 8080 }],
            targets,
        };
        fx.run(|w, cx| lb_create(w, cx, input).map(|lb| lb.uuid.clone()))
    }

    #[test]
    fn a_balancer_sits_in_its_targets_network_with_an_address_and_a_public_ip() {
        let mut fx = Fixture::new();
        let (a, b) = (fx.running_vm(), fx.running_vm());
        let lb = create(&mut fx, &[&a, &b]).unwrap();
        let record = fx.world.network.load_balancers[&lb].clone();
        let network = fx.world.compute.vms[&a].network_uuid.clone().unwrap();
        assert_eq!(record.network_uuid, network);
        assert!(record.private_address.starts_with(fx.world.network.networks[&network].subnet.trim_end_matches("0/24")));
        assert!(ip::assigned_to(&fx.world, &Assignee::LoadBalancer(lb.clone())).is_some());
        assert_eq!(fx.run(|w, cx| vpc::members(w, cx, &network).resources_count), 3);
        // Deleting a target VM takes it off; the last target cannot be removed by hand.
        fx.run(|w, cx| crate::domain::compute::vm_delete(w, cx, &a)).unwrap();
        assert_eq!(fx.world.network.load_balancers[&lb].targets.len(), 1);
        assert_eq!(fx.run(|w, cx| lb_target_remove(w, cx, &lb, &b)), Err(DomainError::Conflict(msg::TARGET_REQUIRED.into())));
        fx.run(|w, cx| lb_delete(w, cx, &lb)).unwrap();
        let tomb = fx.run(|w, cx| lb_get(w, cx, &lb).cloned()).unwrap();
        assert!(tomb.deleted_at.is_some() && tomb.targets.is_empty());
        assert!(ip::assigned_to(&fx.world, &Assignee::LoadBalancer(lb.clone())).is_none(), "its IP is let go");
    }

    #[test]
    fn refused_creates_name_each_problem_and_change_nothing() {
        let mut fx = Fixture::new();
        let vm = fx.running_vm();
        let before = fx.snapshot();
        let err = create(&mut fx, &[]).unwrap_err();
        assert_eq!(err, DomainError::invalid("targets", msg::TARGET_REQUIRED));
        let ghost = "00000000-0000-4000-8000-000000000000";
        let err = create(&mut fx, &[&vm, ghost, &vm]).unwrap_err();
        let expected =
            [("targets.1.target_uuid", vm_msg::no_such_vm(ghost)), ("targets.2.target_uuid", msg::ALREADY_TARGET.into())];
        assert_eq!(err, DomainError::Invalid(expected.into_iter().map(|(k, v)| (k.to_string(), v)).collect()));
        assert_eq!(fx.snapshot(), before);
    }

    #[test]
    fn a_create_that_leaves_targets_out_is_named_leniently_and_fails_as_live_when_strict() {
        let mut fx = Fixture::new();
        fx.running_vm();
        let before = fx.snapshot();
        assert_eq!(create_with(&mut fx, None), Err(DomainError::invalid("targets", validation::REQUIRED)));
        fx.world.strict = true;
        assert_eq!(create_with(&mut fx, None), Err(DomainError::Failed));
        fx.world.strict = false;
        assert_eq!(fx.snapshot(), before, "nothing is made either way");
    }
}

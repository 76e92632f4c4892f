//! Firewalls: rules checked and normalised as live stores them (omitted `port_end` = `port_start`,
//! no endpoints for `any`), kept in the order sent (a strict session's order is its own, as live),
//! and applied to VMs of the caller.

use std::collections::BTreeMap;
use std::net::IpAddr;

use sha2::{Digest, Sha256};

use spec::error::{compute as vm_msg, network as msg};
use spec::network::{EndpointType, FirewallCreate, FirewallRule, FirewallRuleInput, FirewallUpdate};

use super::live_vm;
use crate::domain::{Cx, DomainError, DomainResult, billing};
use crate::world::World;
pub use crate::world::network::FirewallRecord;

fn mine(firewall: &FirewallRecord, cx: &Cx) -> bool {
    super::callers(cx, firewall.user_id, &firewall.location, firewall.billing_account_id)
}

pub fn firewall_list<'w>(world: &'w World, cx: &Cx) -> DomainResult<Vec<&'w FirewallRecord>> {
    cx.actor()?;
    let mut firewalls: Vec<_> = world.network.firewalls.values().filter(|f| mine(f, cx)).collect();
    firewalls.sort_by_key(|f| f.seq);
    Ok(firewalls)
}

fn find(world: &World, cx: &Cx, uuid: &str) -> DomainResult<()> {
    cx.actor()?;
    match world.network.firewalls.get(uuid) {
        Some(firewall) if mine(firewall, cx) => Ok(()),
        _ => Err(DomainError::NotFound(msg::FIREWALL_NOT_FOUND.into())),
    }
}

fn find_mut<'w>(world: &'w mut World, cx: &Cx, uuid: &str) -> DomainResult<&'w mut FirewallRecord> {
    find(world, cx, uuid)?;
    let firewall = world.network.firewalls.get_mut(uuid).ok_or_else(|| DomainError::NotFound(msg::FIREWALL_NOT_FOUND.into()))?;
    firewall.updated_at = cx.now;
    Ok(firewall)
}

pub fn firewall_create<'w>(world: &'w mut World, cx: &Cx, input: FirewallCreate) -> DomainResult<&'w FirewallRecord> {
    crate::domain::feature::check_offered(cx, crate::domain::feature::Resource::Firewall)?;
    let (user, location) = (cx.actor()?, super::open_location(cx)?);
    let checked = check_rules(&input.rules, &[])?;
    let account = billing::paying_account(world, cx, input.billing_account_id)?;
    let uuid = world.uuid();
    let seq = world.next_id();
    let rules = finish(world, &uuid, checked);
    let record = FirewallRecord {
        uuid: uuid.clone(),
        seq,
        location: location.slug.clone(),
        user_id: user,
        billing_account_id: account,
        display_name: input.display_name,
        description: input.description.unwrap_or_default(),
        rules,
        vms: Vec::new(),
        created_at: cx.now,
        updated_at: cx.now,
    };
    world.network.firewalls.insert(uuid.clone(), record);
    Ok(&world.network.firewalls[&uuid])
}

/// Renames, describes, or replaces every rule (a sent rule uuid of this firewall keeps it).
pub fn firewall_update<'w>(world: &'w mut World, cx: &Cx, uuid: &str, input: FirewallUpdate) -> DomainResult<&'w FirewallRecord> {
    find(world, cx, uuid)?;
    let checked = match &input.rules {
        Some(rules) => Some(check_rules(rules, &world.network.firewalls[uuid].rules)?),
        None => None,
    };
    let rules = checked.map(|checked| finish(world, uuid, checked));
    let firewall = find_mut(world, cx, uuid)?;
    if let Some(name) = input.name.or(input.display_name) {
        firewall.display_name = name;
    }
    if let Some(description) = input.description {
        firewall.description = description;
    }
    if let Some(rules) = rules {
        firewall.rules = rules;
    }
    Ok(firewall)
}

/// Deletes a firewall; the VMs it applied to are let go.
pub fn firewall_delete(world: &mut World, cx: &Cx, uuid: &str) -> DomainResult<()> {
    find(world, cx, uuid)?;
    world.network.firewalls.remove(uuid);
    Ok(())
}

/// Applies the firewall to one of the caller's VMs in the location (again is a no-op).
pub fn firewall_vm_add<'w>(world: &'w mut World, cx: &Cx, uuid: &str, vm_uuid: &str) -> DomainResult<&'w FirewallRecord> {
    find(world, cx, uuid)?;
    if live_vm(world, cx, vm_uuid).is_none() {
        return Err(DomainError::invalid("vm_uuid", vm_msg::no_such_vm(vm_uuid)));
    }
    let firewall = find_mut(world, cx, uuid)?;
    if !firewall.vms.iter().any(|vm| vm == vm_uuid) {
        firewall.vms.push(vm_uuid.to_string());
    }
    Ok(firewall)
}

pub fn firewall_vm_remove(world: &mut World, cx: &Cx, uuid: &str, vm_uuid: &str) -> DomainResult<()> {
    find(world, cx, uuid)?;
    if !world.network.firewalls[uuid].vms.iter().any(|vm| vm == vm_uuid) {
        return Err(DomainError::invalid("vm_uuid", msg::FIREWALL_NOT_ON_VM));
    }
    find_mut(world, cx, uuid)?.vms.retain(|vm| vm != vm_uuid);
    Ok(())
}

/// The firewalls applied to a VM (for the VM's own views), oldest first.
pub fn of_vm<'w>(world: &'w World, vm_uuid: &str) -> Vec<&'w FirewallRecord> {
    let mut firewalls: Vec<_> = world.network.firewalls.values().filter(|f| f.vms.iter().any(|vm| vm == vm_uuid)).collect();
    firewalls.sort_by_key(|f| f.seq);
    firewalls
}

/// Checks every rule (each problem by `rules.<i>.<field>`) and normalises it; a rule keeps the
/// uuid it was sent with only if `existing` has it (`None` gets a fresh one in [`finish`]).
fn check_rules(rules: &[FirewallRuleInput], existing: &[FirewallRule]) -> DomainResult<Vec<(Option<String>, FirewallRule)>> {
    let mut broken = BTreeMap::new();
    let mut checked = Vec::new();
    for (i, input) in rules.iter().enumerate() {
        let mut problem = |field: &str, message: String| {
            broken.entry(format!("rules.{i}.{field}")).or_insert(message);
        };
        let port_end = input.port_end.or(input.port_start);
        if let (Some(start), Some(end)) = (input.port_start, port_end)
            && end < start
        {
            problem("port_end", msg::PORT_ORDER.into());
        }
        if input.port_end.is_some() && input.port_start.is_none() {
            problem("port_start", spec::error::validation::REQUIRED.into());
        }
        if !input.protocol.has_ports() && input.port_start.is_some() {
            problem("port_start", msg::PORTS_TCP_UDP.into());
        }
        let endpoints: Vec<String> = input.endpoint_spec.clone().unwrap_or_default();
        match input.endpoint_spec_type {
            EndpointType::Any if !endpoints.is_empty() => problem("endpoint_spec", msg::ENDPOINT_FOR_ANY.into()),
            EndpointType::Any => {}
            _ if endpoints.is_empty() => problem("endpoint_spec", msg::ENDPOINT_REQUIRED.into()),
            kind => {
                if let Some(bad) = endpoints.iter().find_map(|e| endpoint_error(kind, e)) {
                    problem("endpoint_spec", bad);
                }
            }
        }
        let keep = input.uuid.clone().filter(|uuid| existing.iter().any(|r| &r.uuid == uuid));
        let rule = FirewallRule {
            uuid: String::new(),
            direction: input.direction,
            protocol: input.protocol,
            policy_action: input.policy_action.unwrap_or_default(),
            port_start: input.port_start,
            port_end: input.port_start.and(port_end),
            endpoint_spec_type: input.endpoint_spec_type,
            endpoint_spec: (input.endpoint_spec_type != EndpointType::Any).then_some(endpoints),
        };
        checked.push((keep, rule));
    }
    DomainError::check(broken)?;
    Ok(checked)
}

/// What is wrong with one endpoint of a type that takes them.
fn endpoint_error(kind: EndpointType, endpoint: &str) -> Option<String> {
    let ok = match kind {
        EndpointType::IpPrefixes => {
            let (address, length) = endpoint.split_once('/').map_or((endpoint, None), |(a, l)| (a, Some(l)));
            match address.parse::<IpAddr>() {
                Ok(ip) => {
                    let max = if ip.is_ipv4() { 32 } else { 128 };
                    length.is_none_or(|l| l.parse::<u8>().is_ok_and(|l| l <= max))
                }
                Err(_) => false,
            }
        }
        EndpointType::Vlan => endpoint.parse::<u16>().is_ok_and(|v| (1..=4094).contains(&v)),
        EndpointType::GroupTag => {
            (1..=63).contains(&endpoint.len()) && endpoint.chars().all(|c| c.is_ascii_alphanumeric() || "._-".contains(c))
        }
        EndpointType::Any => true,
    };
    (!ok).then(|| match kind {
        EndpointType::IpPrefixes => msg::bad_prefix(endpoint),
        EndpointType::Vlan => msg::bad_vlan(endpoint),
        _ => msg::bad_tag(endpoint),
    })
}

/// Gives new rules their uuids, in the order sent; a strict session answers them in an order of
/// its own, as live does (docs/product/network.md#firewalls): fixed by the firewall's and each
/// rule's uuid (both from the session's seed), so the same rules in any order sent come back alike.
fn finish(world: &mut World, firewall: &str, checked: Vec<(Option<String>, FirewallRule)>) -> Vec<FirewallRule> {
    let mut rules: Vec<FirewallRule> =
        checked.into_iter().map(|(keep, rule)| FirewallRule { uuid: keep.unwrap_or_else(|| world.uuid()), ..rule }).collect();
    if world.strict {
        rules.sort_by_cached_key(|rule| Sha256::digest(format!("{firewall}/{}", rule.uuid)));
    }
    rules
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::network::fixture::Fixture;
    use spec::network::{Direction, FirewallProtocol};

    fn rule(protocol: FirewallProtocol, port_start: Option<u16>, kind: EndpointType, spec: &[&str]) -> FirewallRuleInput {
        FirewallRuleInput {
            uuid: None,
            direction: Direction::Inbound,
            protocol,
            policy_action: None,
            port_start,
            port_end: None,
            endpoint_spec_type: kind,
            endpoint_spec: (!spec.is_empty()).then(|| spec.iter().map(|s| s.to_string()).collect()),
        }
    }

    /// A firewall named `web`, paid from the owner's account (strict sessions want it named).
    fn create(fx: &mut Fixture, rules: Vec<FirewallRuleInput>) -> DomainResult<FirewallRecord> {
        let account = Some(fx.owner_account());
        let input = FirewallCreate { display_name: "web".into(), description: None, billing_account_id: account, rules };
        fx.run(|w, cx| firewall_create(w, cx, input).cloned())
    }

    #[test]
    fn rules_are_normalised_as_live_stores_them_and_kept_in_the_order_sent() {
        let mut fx = Fixture::new();
        let outbound =
            FirewallRuleInput { direction: Direction::Outbound, ..rule(FirewallProtocol::Any, None, EndpointType::Any, &[]) };
        let ssh = rule(FirewallProtocol::Tcp, Some(22), EndpointType::IpPrefixes, &["203.0.113.0/24", "2001:db8::/32"]);
        let firewall = create(&mut fx, vec![ssh, outbound]).unwrap();
        let first = &firewall.rules[0];
        assert_eq!((first.direction, first.port_start, first.port_end), (Direction::Inbound, Some(22), Some(22)));
        assert_eq!((firewall.rules[1].endpoint_spec_type, firewall.rules[1].endpoint_spec.clone()), (EndpointType::Any, None));
        // Replacing the rules keeps a sent uuid's identity and gives others new ones.
        let keep = FirewallRuleInput {
            uuid: Some(first.uuid.clone()),
            ..rule(FirewallProtocol::Tcp, Some(2222), EndpointType::Any, &[])
        };
        let update = FirewallUpdate { rules: Some(vec![keep]), ..FirewallUpdate::default() };
        let updated = fx.run(|w, cx| firewall_update(w, cx, &firewall.uuid, update).cloned()).unwrap();
        assert_eq!((updated.rules.len(), updated.rules[0].uuid.clone()), (1, first.uuid.clone()));
    }

    /// Four inbound TCP rules on ports 1 to 4, in that order.
    fn four_ports() -> Vec<FirewallRuleInput> {
        (1..=4).map(|port| rule(FirewallProtocol::Tcp, Some(port), EndpointType::Any, &[])).collect()
    }

    fn ports(firewall: &FirewallRecord) -> Vec<Option<u16>> {
        firewall.rules.iter().map(|r| r.port_start).collect()
    }

    #[test]
    fn a_strict_session_answers_rules_in_its_own_stable_order_whatever_order_they_were_sent_in() {
        let strict = || {
            let mut fx = Fixture::new();
            fx.world.strict = true;
            fx
        };
        let (mut fx, mut again) = (strict(), strict());
        let firewall = create(&mut fx, four_ports()).unwrap();
        assert_eq!(create(&mut again, four_ports()).unwrap(), firewall, "same seed, same requests, same order");
        let mut sorted = ports(&firewall);
        sorted.sort();
        assert_eq!(sorted, [Some(1), Some(2), Some(3), Some(4)], "every rule, each once");
        assert_ne!(ports(&firewall), sorted, "not the order sent");
        // The same rules sent back reversed (keeping their uuids) come back in the same order.
        let mut reversed: Vec<FirewallRuleInput> = firewall
            .rules
            .iter()
            .map(|r| FirewallRuleInput { uuid: Some(r.uuid.clone()), ..rule(r.protocol, r.port_start, EndpointType::Any, &[]) })
            .collect();
        reversed.reverse();
        let update = FirewallUpdate { rules: Some(reversed), ..FirewallUpdate::default() };
        let updated = fx.run(|w, cx| firewall_update(w, cx, &firewall.uuid, update).cloned()).unwrap();
        assert_eq!(updated.rules, firewall.rules);
        // A lenient session keeps the order sent.
        let mut lenient = Fixture::new();
        assert_eq!(ports(&create(&mut lenient, four_ports()).unwrap()), sorted);
    }

    #[test]
    fn bad_rules_are_named_by_position_and_change_nothing() {
        let mut fx = Fixture::new();
        let before = fx.snapshot();
        let bad = vec![
            FirewallRuleInput { port_end: Some(10), ..rule(FirewallProtocol::Udp, Some(20), EndpointType::Any, &[]) },
            rule(FirewallProtocol::Icmp, Some(1), EndpointType::Vlan, &["5000"]),
            rule(FirewallProtocol::Tcp, None, EndpointType::GroupTag, &[]),
        ];
        let err = create(&mut fx, bad).unwrap_err();
        let expected: BTreeMap<String, String> = [
            ("rules.0.port_end", msg::PORT_ORDER.to_string()),
            ("rules.1.endpoint_spec", msg::bad_vlan("5000")),
            ("rules.1.port_start", msg::PORTS_TCP_UDP.into()),
            ("rules.2.endpoint_spec", msg::ENDPOINT_REQUIRED.into()),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
        assert_eq!(err, DomainError::Invalid(expected));
        assert_eq!(fx.snapshot(), before);
    }

    #[test]
    fn a_deleted_vm_leaves_every_firewall() {
        let mut fx = Fixture::new();
        let vm = fx.running_vm();
        let firewall = create(&mut fx, Vec::new()).unwrap().uuid;
        fx.run(|w, cx| firewall_vm_add(w, cx, &firewall, &vm).map(drop)).unwrap();
        assert_eq!(of_vm(&fx.world, &vm).len(), 1);
        fx.run(|w, cx| crate::domain::compute::vm_delete(w, cx, &vm)).unwrap();
        assert!(fx.world.network.firewalls[&firewall].vms.is_empty());
        assert_eq!(
            fx.run(|w, cx| firewall_vm_remove(w, cx, &firewall, &vm)),
            Err(DomainError::invalid("vm_uuid", msg::FIREWALL_NOT_ON_VM))
        );
    }
}

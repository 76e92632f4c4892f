//! Access delegation as a proptest state machine: three users create groups (global or for one of
//! their two billing accounts), invite each other, accept, start impersonation keys, act with
//! them, withdraw invitations and delete groups, against a model of docs/product/access.md#impersonation, docs/product/access.md#delegation. After
//! every step each started key works exactly while its invitation lives, acts as the group's owner
//! with the grantee as `acting_user`, and reaches no VM outside the group's scope. Delegates also
//! mint tokens with their keys (which end with the invitation they were minted through), try to
//! grant themselves a share of their own (always refused), and temporary shares run out: after
//! every revocation and every expiry no key or token derived from it reaches any operation.

use proptest::prelude::*;
use proptest_state_machine::{ReferenceStateMachine, StateMachineTest, prop_state_machine};
use simulator::domain::billing::BillingAccountRecord;
use simulator::domain::{Cx, DomainResult, access, compute};
use simulator::session;
use simulator::world::World;
use spec::access::{AccessGroupCreate, ImpersonationCreate};
use spec::compute::VmCreate;

use crate::common;

const USERS: usize = 3;

#[derive(Clone, Debug)]
struct Group {
    owner: usize,
    /// Which of the owner's two accounts, or `None` for a global share.
    account: Option<usize>,
    alive: bool,
}

#[derive(Clone, Debug)]
struct Invitation {
    group: usize,
    grantee: usize,
    accepted: bool,
    alive: bool,
}

#[derive(Clone, Debug, Default)]
struct Model {
    groups: Vec<Group>,
    invitations: Vec<Invitation>,
    /// Started keys: the invitation each came from.
    keys: Vec<usize>,
    /// Tokens delegates minted with a started key: the invitations each could have come through
    /// (the grantee's live accepted ones from the same owner); it lives while all of them do.
    tokens: Vec<Vec<usize>>,
    accepted: bool,
}

#[derive(Clone, Debug)]
enum Step {
    CreateGroup {
        actor: usize,
        account: Option<usize>,
    },
    Invite {
        actor: usize,
        group: usize,
        grantee: usize,
    },
    Accept {
        actor: usize,
        invitation: usize,
    },
    Start {
        actor: usize,
        invitation: usize,
    },
    Act {
        key: usize,
    },
    DeleteInvitation {
        actor: usize,
        invitation: usize,
    },
    DeleteGroup {
        actor: usize,
        group: usize,
    },
    /// A delegate creates an API token with a started key.
    MintToken {
        key: usize,
    },
    /// A delegate, acting for the owner, creates a group and invites itself.
    Regrant {
        key: usize,
    },
    /// A temporary share's time is up.
    Expire {
        invitation: usize,
    },
}

impl Model {
    fn live(&self, invitation: usize) -> bool {
        let i = &self.invitations[invitation];
        i.alive && i.accepted
    }
}

impl ReferenceStateMachine for Model {
    type State = Model;
    type Transition = Step;

    fn init_state() -> BoxedStrategy<Model> {
        Just(Model { accepted: true, ..Model::default() }).boxed()
    }

    fn transitions(state: &Model) -> BoxedStrategy<Step> {
        let user = 0..USERS;
        let (groups, invitations, keys) = (state.groups.len().max(1), state.invitations.len().max(1), state.keys.len().max(1));
        prop_oneof![
            2 => (user.clone(), proptest::option::of(0..2usize)).prop_map(|(actor, account)| Step::CreateGroup { actor, account }),
            3 => (user.clone(), 0..groups, user.clone()).prop_map(|(actor, group, grantee)| Step::Invite { actor, group, grantee }),
            3 => (user.clone(), 0..invitations).prop_map(|(actor, invitation)| Step::Accept { actor, invitation }),
            3 => (user.clone(), 0..invitations).prop_map(|(actor, invitation)| Step::Start { actor, invitation }),
            4 => (0..keys).prop_map(|key| Step::Act { key }),
            1 => (user.clone(), 0..invitations).prop_map(|(actor, invitation)| Step::DeleteInvitation { actor, invitation }),
            1 => (user, 0..groups).prop_map(|(actor, group)| Step::DeleteGroup { actor, group }),
            2 => (0..keys).prop_map(|key| Step::MintToken { key }),
            1 => (0..keys).prop_map(|key| Step::Regrant { key }),
            1 => (0..invitations).prop_map(|invitation| Step::Expire { invitation }),
        ]
        .boxed()
    }

    fn preconditions(state: &Model, step: &Step) -> bool {
        match *step {
            Step::CreateGroup { .. } => true,
            Step::Invite { group, .. } | Step::DeleteGroup { group, .. } => group < state.groups.len(),
            Step::Accept { invitation, .. }
            | Step::Start { invitation, .. }
            | Step::DeleteInvitation { invitation, .. }
            | Step::Expire { invitation } => invitation < state.invitations.len(),
            Step::Act { key } | Step::MintToken { key } | Step::Regrant { key } => key < state.keys.len(),
        }
    }

    fn apply(mut state: Model, step: &Step) -> Model {
        state.accepted = match *step {
            Step::CreateGroup { actor, account } => {
                state.groups.push(Group { owner: actor, account, alive: true });
                true
            }
            Step::Invite { actor, group, grantee } => {
                let g = &state.groups[group];
                let duplicate = state.invitations.iter().any(|i| i.alive && i.group == group && i.grantee == grantee);
                let ok = g.alive && g.owner == actor && grantee != actor && !duplicate;
                if ok {
                    state.invitations.push(Invitation { group, grantee, accepted: false, alive: true });
                }
                ok
            }
            Step::Accept { actor, invitation } => {
                let i = &mut state.invitations[invitation];
                let ok = i.alive && i.grantee == actor && !i.accepted;
                i.accepted |= ok;
                ok
            }
            Step::Start { actor, invitation } => {
                let i = &state.invitations[invitation];
                let ok = i.alive && i.grantee == actor && i.accepted;
                if ok {
                    state.keys.push(invitation);
                }
                ok
            }
            Step::Act { key } => state.live(state.keys[key]),
            Step::DeleteInvitation { actor, invitation } => {
                let i = &state.invitations[invitation];
                let ok = i.alive && state.groups[i.group].owner == actor;
                state.invitations[invitation].alive &= !ok;
                ok
            }
            Step::DeleteGroup { actor, group } => {
                let ok = state.groups[group].alive && state.groups[group].owner == actor;
                if ok {
                    state.groups[group].alive = false;
                    state.invitations.iter_mut().filter(|i| i.group == group).for_each(|i| i.alive = false);
                }
                ok
            }
            Step::MintToken { key } => {
                let via = &state.invitations[state.keys[key]];
                let ok = state.live(state.keys[key]);
                if ok {
                    let owner = state.groups[via.group].owner;
                    let through = (0..state.invitations.len())
                        .filter(|&i| state.live(i) && state.invitations[i].grantee == via.grantee)
                        .filter(|&i| state.groups[state.invitations[i].group].owner == owner)
                        .collect();
                    state.tokens.push(through);
                }
                ok
            }
            Step::Regrant { .. } => false,
            Step::Expire { invitation } => {
                state.invitations[invitation].alive = false;
                true
            }
        };
        state
    }
}

struct Sut {
    /// The seeded world; every one of its users acts in turn.
    owner: common::Owner,
    users: Vec<u64>,
    /// Each user's two billing accounts.
    accounts: Vec<[u64; 2]>,
    groups: Vec<u64>,
    invitations: Vec<String>,
    keys: Vec<String>,
    tokens: Vec<String>,
}

impl Sut {
    fn call<T>(&mut self, actor: usize, op: impl FnOnce(&mut World, &Cx) -> DomainResult<T>) -> DomainResult<T> {
        self.owner.call_as(self.users[actor], op)
    }

    /// Runs `op` with a key as the gateway would: its principal becomes the context; `None`
    /// when the key reaches nothing.
    fn with_key<T>(&mut self, secret: &str, op: impl FnOnce(&mut World, &Cx) -> T) -> Option<(access::Principal, T)> {
        let principal = access::principal(&self.owner.world, secret)?;
        Some((principal, self.owner.call_with(principal, op)))
    }

    /// Lists VMs with a key: what it acts as and the accounts of the VMs it reaches.
    fn act(&self, secret: &str) -> Option<(access::Principal, Vec<u64>)> {
        let principal = access::principal(&self.owner.world, secret)?;
        let accounts = self.owner.read_with(principal, |w, cx| {
            compute::vm_list(w, cx, None).expect("a live key lists VMs").iter().map(|vm| vm.billing_account).collect()
        });
        Some((principal, accounts))
    }
}

impl StateMachineTest for Sut {
    type SystemUnderTest = Sut;
    type Reference = Model;

    fn init_test(_: &Model) -> Sut {
        let start = session::DEFAULT_START.parse().unwrap();
        let mut owner = common::Owner::new(common::brand(), 7, start);
        let world = &mut owner.world;
        let users: Vec<u64> = world.identity.users.keys().copied().collect();
        assert_eq!(users.len(), USERS);
        let mut accounts = Vec::new();
        for &user in &users {
            let record = world.billing.accounts.values().find(|a| a.user_id == user).unwrap().clone();
            let first = record.id;
            let second = first + 500_000_000;
            let title = format!("second of {user}");
            // A copy of the first account, credit included, so both can pay for the VMs below.
            world.billing.accounts.insert(second, BillingAccountRecord { id: second, title, is_default: false, ..record });
            accounts.push([first, second]);
        }
        let mut sut =
            Sut { owner, users, accounts, groups: Vec::new(), invitations: Vec::new(), keys: Vec::new(), tokens: Vec::new() };
        // One VM in each account of each user, so scope leaks would show.
        for actor in 0..USERS {
            for account in sut.accounts[actor] {
                let input = VmCreate { billing_account_id: Some(account), ..common::ubuntu_vm(format!("vm-{account}"), 1, 1024) };
                sut.call(actor, |w, cx| compute::vm_create(w, cx, input).map(drop)).expect("the VM is created");
            }
        }
        sut
    }

    fn apply(mut sut: Sut, after: &Model, step: Step) -> Sut {
        let accepted = match step {
            Step::CreateGroup { actor, account } => {
                let billing_account_id = account.map_or(0, |a| sut.accounts[actor][a]);
                let input = AccessGroupCreate { billing_account_id, name: format!("group {}", sut.groups.len()) };
                let created = sut.call(actor, |w, cx| access::group_create(w, cx, input));
                created.map(|g| sut.groups.push(g.id)).is_ok()
            }
            Step::Invite { actor, group, grantee } => {
                let email = sut.owner.world.identity.users[&sut.users[grantee]].email.to_uppercase();
                let id = sut.groups[group].to_string();
                let before: Vec<String> = sut.owner.world.access.invitations.keys().cloned().collect();
                let invited = sut.call(actor, |w, cx| {
                    access::invite(w, cx, &id, ImpersonationCreate { grantee_username: email, duration: None })
                });
                let new = sut.owner.world.access.invitations.keys().find(|k| !before.contains(k)).cloned();
                sut.invitations.extend(new);
                invited.is_ok()
            }
            Step::Accept { actor, invitation } => {
                let uuid = sut.invitations[invitation].clone();
                sut.call(actor, |w, cx| access::accept(w, cx, &uuid)).is_ok()
            }
            Step::Start { actor, invitation } => {
                let uuid = sut.invitations[invitation].clone();
                let started = sut.call(actor, |w, cx| access::start(w, cx, &uuid));
                started.map(|secret| sut.keys.push(secret)).is_ok()
            }
            Step::Act { key } => sut.act(&sut.keys[key]).is_some(),
            Step::DeleteInvitation { actor, invitation } => {
                let group = after.invitations[invitation].group;
                let (id, uuid) = (sut.groups[group].to_string(), sut.invitations[invitation].clone());
                sut.call(actor, |w, cx| access::invite_delete(w, cx, &id, &uuid)).is_ok()
            }
            Step::DeleteGroup { actor, group } => {
                let id = sut.groups[group].to_string();
                sut.call(actor, |w, cx| access::group_delete(w, cx, &id)).is_ok()
            }
            Step::MintToken { key } => {
                let secret = sut.keys[key].clone();
                let input = spec::access::TokenCreate { description: "minted while delegated".into(), ..Default::default() };
                let minted = sut.with_key(&secret, |w, cx| access::token_create(w, cx, input)).map(|(_, answer)| answer);
                match minted {
                    Some(Ok(tokens)) => {
                        let newest = tokens.iter().max_by_key(|t| t.id).expect("the new token is listed");
                        sut.tokens.push(newest.secret.clone());
                        true
                    }
                    _ => false,
                }
            }
            Step::Regrant { key } => {
                let secret = sut.keys[key].clone();
                let grantee = sut.act(&secret).and_then(|(p, _)| p.acting_user);
                let email = grantee.map(|g| sut.owner.world.identity.users[&g].email.clone()).unwrap_or_default();
                let regranted = sut.with_key(&secret, |w, cx| {
                    let group =
                        access::group_create(w, cx, AccessGroupCreate { billing_account_id: 0, name: "mine now".into() })?;
                    access::invite(w, cx, &group.id.to_string(), ImpersonationCreate { grantee_username: email, duration: None })
                });
                matches!(regranted, Some((_, Ok(_))))
            }
            Step::Expire { invitation } => {
                access::share_expired(&mut sut.owner.world, &sut.invitations[invitation].clone());
                true
            }
        };
        assert_eq!(accepted, after.accepted, "{step:?} was {} by the simulator", if accepted { "accepted" } else { "refused" });
        sut
    }

    fn check_invariants(sut: &Sut, model: &Model) {
        assert_eq!(sut.invitations.len(), model.invitations.len());
        for (secret, &invitation) in sut.keys.iter().zip(&model.keys) {
            let (i, acted) = (&model.invitations[invitation], sut.act(secret));
            assert_eq!(acted.is_some(), model.live(invitation), "a key works exactly while its invitation lives");
            let Some((principal, reached)) = acted else { continue };
            let group = &model.groups[i.group];
            assert_eq!(principal.user, sut.users[group.owner], "acts as the owner");
            assert_eq!(principal.acting_user, Some(sut.users[i.grantee]), "the grantee really acts");
            let scope: Vec<u64> = match group.account {
                Some(a) => vec![sut.accounts[group.owner][a]],
                None => sut.accounts[group.owner].to_vec(),
            };
            assert_eq!(reached, scope, "reaches the owner's VMs within the group's scope, nothing else");
        }
        for (secret, through) in sut.tokens.iter().zip(&model.tokens) {
            let acted = sut.act(secret);
            let live = through.iter().all(|&i| model.invitations[i].alive);
            assert_eq!(acted.is_some(), live, "a delegate's token works exactly while every delegation it came through lives");
            let Some((principal, _)) = acted else { continue };
            let group = &model.groups[model.invitations[through[0]].group];
            assert_eq!(principal.user, sut.users[group.owner], "a token of the owner's");
        }
    }
}

prop_state_machine! {
    #![proptest_config(ProptestConfig { cases: 64, .. ProptestConfig::default() })]
    #[test]
    fn delegation_follows_the_model(sequential 1..50 => Sut);
}

//! The reference model: what the seeds say an account holds after each step, and whether the
//! API must accept the step (docs/product/compute.md#vm-lifecycle VM statuses and actions: start only when stopped,
//! stop only when running, resize only when stopped; disks attach to one VM at a time and are
//! deleted only when detached; docs/product/billing.md#account-status, docs/product/access.md#api-tokens: a restricted token and a share reach one
//! billing account's resources (a global share all of them), exactly one default account).

use std::sync::OnceLock;

use jiff::Timestamp;
use proptest::prelude::*;
use proptest::strategy::Union;
use proptest_state_machine::ReferenceStateMachine;

/// What the target allows, set once before the run: billable creations per case, and whether a
/// second user exists to share with.
pub static LIMITS: OnceLock<(usize, bool)> = OnceLock::new();

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Power {
    Running,
    Stopped,
    Gone,
}

#[derive(Clone, Debug)]
pub struct VmModel {
    pub account: usize,
    pub power: Power,
    pub vcpu: u64,
}

#[derive(Clone, Debug)]
pub struct DiskModel {
    pub account: usize,
    /// The VM it is attached to.
    pub on: Option<usize>,
    pub gone: bool,
}

/// A restricted token, a floating IP or a share: the account it belongs to (`None`: a global
/// share) and whether it was deleted.
#[derive(Clone, Debug)]
pub struct Owned {
    pub account: Option<usize>,
    pub gone: bool,
}

#[derive(Clone, Debug)]
pub struct Model {
    /// The simulated start instant (any day).
    pub start: Timestamp,
    /// Accounts the model knows: 0 is the user's default at the start, the rest made by the run.
    pub accounts: usize,
    pub default: usize,
    pub vms: Vec<VmModel>,
    pub disks: Vec<DiskModel>,
    pub tokens: Vec<Owned>,
    pub ips: Vec<Owned>,
    pub shares: Vec<Owned>,
    /// Billable things made so far (VMs, disks, addresses, accounts) and the most allowed.
    pub made: usize,
    pub cap: usize,
    pub sharing: bool,
}

#[derive(Clone, Debug)]
pub enum Step {
    CreateAccount,
    SetDefault(usize),
    CreateVm { account: usize, vcpu: u64 },
    Start(usize),
    Stop(usize),
    Resize(usize, u64),
    DeleteVm(usize),
    CreateDisk(usize),
    Attach { disk: usize, vm: usize },
    Detach { disk: usize, vm: usize },
    DeleteDisk(usize),
    CreateToken(usize),
    DeleteToken(usize),
    CreateIp(usize),
    DeleteIp(usize),
    Share(Option<usize>),
    Unshare(usize),
}

impl Model {
    /// Whether the API must accept `step` in this state (else it must refuse with a 4xx and
    /// change nothing).
    pub fn accepts(&self, step: &Step) -> bool {
        let power = |vm: usize| self.vms[vm].power;
        match *step {
            Step::CreateAccount | Step::SetDefault(_) | Step::CreateVm { .. } | Step::CreateDisk(_) => true,
            Step::CreateToken(_) | Step::CreateIp(_) | Step::Share(_) => true,
            Step::Start(vm) => power(vm) == Power::Stopped,
            Step::Stop(vm) => power(vm) == Power::Running,
            Step::Resize(vm, _) => power(vm) == Power::Stopped,
            Step::DeleteVm(vm) => power(vm) != Power::Gone,
            Step::Attach { disk, vm } => {
                let d = &self.disks[disk];
                !d.gone && d.on.is_none() && power(vm) != Power::Gone
            }
            Step::Detach { disk, vm } => self.disks[disk].on == Some(vm),
            Step::DeleteDisk(disk) => !self.disks[disk].gone && self.disks[disk].on.is_none(),
            Step::DeleteToken(i) => !self.tokens[i].gone,
            Step::DeleteIp(i) => !self.ips[i].gone,
            Step::Unshare(i) => !self.shares[i].gone,
        }
    }

    /// VMs a key scoped to `account` (`None`: every account) reaches.
    pub fn reachable(&self, account: Option<usize>) -> Vec<usize> {
        (0..self.vms.len())
            .filter(|&v| self.vms[v].power != Power::Gone && account.is_none_or(|a| self.vms[v].account == a))
            .collect()
    }
}

/// Start instants on the calendar's edges and anywhere in 2020–2035.
fn any_start() -> impl Strategy<Value = Timestamp> {
    let edges = ["2024-02-29T23:59:30Z", "2025-12-31T23:59:50Z", "2026-01-01T00:00:00Z", "2026-03-29T00:59:00Z"];
    let edge = proptest::sample::select(edges.to_vec()).prop_map(|t| t.parse::<Timestamp>().expect("an instant"));
    let anywhere = (1_577_836_800i64..2_082_758_399).prop_map(|s| Timestamp::from_second(s).expect("in range"));
    prop_oneof![1 => edge, 3 => anywhere]
}

impl ReferenceStateMachine for Model {
    type State = Model;
    type Transition = Step;

    fn init_state() -> BoxedStrategy<Model> {
        let (cap, sharing) = *LIMITS.get().expect("the run sets the limits first");
        any_start()
            .prop_map(move |start| Model {
                start,
                accounts: 1,
                default: 0,
                vms: Vec::new(),
                disks: Vec::new(),
                tokens: Vec::new(),
                ips: Vec::new(),
                shares: Vec::new(),
                made: 0,
                cap,
                sharing,
            })
            .boxed()
    }

    fn transitions(state: &Model) -> BoxedStrategy<Step> {
        let account = 0..state.accounts;
        let (vms, disks) = (0..state.vms.len().max(1), 0..state.disks.len().max(1));
        let (tokens, ips, shares) = (0..state.tokens.len().max(1), 0..state.ips.len().max(1), 0..state.shares.len().max(1));
        let create = if state.made < state.cap { 3 } else { 0 };
        let share = if state.sharing { 1 } else { 0 };
        let options: Vec<(u32, BoxedStrategy<Step>)> = vec![
            (create, Just(Step::CreateAccount).boxed()),
            (1, account.clone().prop_map(Step::SetDefault).boxed()),
            (create * 2, (account.clone(), 1..=2u64).prop_map(|(account, vcpu)| Step::CreateVm { account, vcpu }).boxed()),
            (3, vms.clone().prop_map(Step::Start).boxed()),
            (3, vms.clone().prop_map(Step::Stop).boxed()),
            (2, (vms.clone(), 1..=3u64).prop_map(|(vm, vcpu)| Step::Resize(vm, vcpu)).boxed()),
            (2, vms.clone().prop_map(Step::DeleteVm).boxed()),
            (create, account.clone().prop_map(Step::CreateDisk).boxed()),
            (3, (disks.clone(), vms.clone()).prop_map(|(disk, vm)| Step::Attach { disk, vm }).boxed()),
            (2, (disks.clone(), vms).prop_map(|(disk, vm)| Step::Detach { disk, vm }).boxed()),
            (1, disks.prop_map(Step::DeleteDisk).boxed()),
            (2, account.clone().prop_map(Step::CreateToken).boxed()),
            (1, tokens.prop_map(Step::DeleteToken).boxed()),
            (create, account.clone().prop_map(Step::CreateIp).boxed()),
            (1, ips.prop_map(Step::DeleteIp).boxed()),
            (share * 2, proptest::option::of(account).prop_map(Step::Share).boxed()),
            (share, shares.prop_map(Step::Unshare).boxed()),
        ];
        // Steps the target cannot take (no room left, no second user) are not drawn at all.
        Union::new_weighted(options.into_iter().filter(|(weight, _)| *weight > 0).collect()).boxed()
    }

    fn preconditions(state: &Model, step: &Step) -> bool {
        let billable = matches!(step, Step::CreateAccount | Step::CreateVm { .. } | Step::CreateDisk(_) | Step::CreateIp(_));
        let (vms, disks) = (state.vms.len(), state.disks.len());
        let in_range = match *step {
            Step::SetDefault(a) | Step::CreateDisk(a) | Step::CreateToken(a) | Step::CreateIp(a) => a < state.accounts,
            Step::CreateVm { account, .. } => account < state.accounts,
            Step::Share(account) => state.sharing && account.is_none_or(|a| a < state.accounts),
            Step::CreateAccount => true,
            Step::Start(v) | Step::Stop(v) | Step::DeleteVm(v) => v < vms,
            // The real API errors on a resize that changes nothing (docs/product/compute.md#vm-fields).
            Step::Resize(v, vcpu) => v < vms && state.vms[v].vcpu != vcpu,
            // Disks attach within their own billing account.
            Step::Attach { disk, vm } | Step::Detach { disk, vm } => {
                disk < disks && vm < vms && state.disks[disk].account == state.vms[vm].account
            }
            Step::DeleteDisk(d) => d < disks,
            Step::DeleteToken(i) => i < state.tokens.len(),
            Step::DeleteIp(i) => i < state.ips.len(),
            Step::Unshare(i) => i < state.shares.len(),
        };
        in_range && (!billable || state.made < state.cap)
    }

    fn apply(mut state: Model, step: &Step) -> Model {
        if !state.accepts(step) {
            return state;
        }
        match *step {
            Step::CreateAccount => {
                state.accounts += 1;
                state.made += 1;
            }
            Step::SetDefault(a) => state.default = a,
            Step::CreateVm { account, vcpu } => {
                state.vms.push(VmModel { account, power: Power::Running, vcpu });
                state.made += 1;
            }
            Step::Start(v) => state.vms[v].power = Power::Running,
            Step::Stop(v) => state.vms[v].power = Power::Stopped,
            Step::Resize(v, vcpu) => state.vms[v].vcpu = vcpu,
            Step::DeleteVm(v) => {
                state.vms[v].power = Power::Gone;
                // A deleted VM lets go of its extra disks; they live on, detached.
                for disk in state.disks.iter_mut().filter(|d| d.on == Some(v)) {
                    disk.on = None;
                }
            }
            Step::CreateDisk(account) => {
                state.disks.push(DiskModel { account, on: None, gone: false });
                state.made += 1;
            }
            Step::Attach { disk, vm } => state.disks[disk].on = Some(vm),
            Step::Detach { disk, .. } => state.disks[disk].on = None,
            Step::DeleteDisk(d) => state.disks[d].gone = true,
            Step::CreateToken(account) => state.tokens.push(Owned { account: Some(account), gone: false }),
            Step::DeleteToken(i) => state.tokens[i].gone = true,
            Step::CreateIp(account) => {
                state.ips.push(Owned { account: Some(account), gone: false });
                state.made += 1;
            }
            Step::DeleteIp(i) => state.ips[i].gone = true,
            Step::Share(account) => state.shares.push(Owned { account, gone: false }),
            Step::Unshare(i) => state.shares[i].gone = true,
        }
        state
    }
}

//! Billing as a property: random sequences of VMs, clock advances (across month ends), top-ups,
//! invoice payments and debt switches on one account. After every step the balance is the
//! ledger's sum and nothing else, no money is created or lost (the ledger is the opening credit
//! plus the top-ups less what paid invoices took), every closed month has exactly one services
//! invoice, paid exactly when its transactions cover it, and the restriction level follows the
//! balance rules.

use proptest::prelude::*;
use rust_decimal::Decimal;
use simulator::brands::Brands;
use simulator::clock;
use simulator::domain::billing::invoice::{self, InvoiceRecord};
use simulator::domain::billing::{BillingAccountRecord, charging, ledger, restriction, topup};
use simulator::domain::{Cx, DomainError, compute};
use simulator::seed;
use simulator::world::World;
use spec::billing::{InvoiceStatus, InvoiceType, RestrictionLevel};
use spec::compute::VmCreate;
use spec::config::Brand;
use spec::control::WorldKind;
use spec::error::billing as msg;

#[derive(Clone, Debug)]
enum Step {
    Vm { big: bool },
    Advance { hours: u32 },
    TopUp { cents: i64 },
    PayAll,
    AllowDebt(bool),
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        2 => any::<bool>().prop_map(|big| Step::Vm { big }),
        4 => (1..=400u32).prop_map(|hours| Step::Advance { hours }),
        2 => (1..=20_000i64).prop_map(|cents| Step::TopUp { cents }),
        2 => Just(Step::PayAll),
        1 => any::<bool>().prop_map(Step::AllowDebt),
    ]
}

struct Sut {
    world: World,
    brand: Brand,
    user: u64,
    account: u64,
    /// The opening credit plus every top-up: all the money that came in.
    money_in: Decimal,
}

impl Sut {
    fn new() -> Sut {
        let brand = Brands::embedded().unwrap().default_brand().as_ref().clone();
        let world = seed::world(&brand, 11, WorldKind::Empty, seed::DEFAULT_START.parse().unwrap());
        let account = world.billing_accounts.values().next().unwrap().clone();
        let money_in = ledger::balance(&account);
        Sut { world, brand, user: account.user_id, account: account.id, money_in }
    }

    fn record(&self) -> &BillingAccountRecord {
        &self.world.billing_accounts[&self.account]
    }

    fn apply(&mut self, step: &Step) {
        match step {
            Step::Vm { big } => {
                let (vcpu, ram) = if *big { (8, 16_384) } else { (1, 1024) };
                let input = VmCreate {
                    name: format!("vm-{}", self.world.vms.len()),
                    os_name: Some("ubuntu".into()),
                    os_version: Some("24.04".into()),
                    username: Some("mari".into()),
                    password: Some("Secret123".into()),
                    vcpu,
                    ram,
                    disks: Some(20),
                    ..VmCreate::default()
                };
                let level = self.record().restriction_level;
                let brand = self.brand.clone();
                let location = brand.config.locations.iter().find(|l| l.is_default);
                let cx = Cx::new(self.world.now, Some(self.user), &brand, location);
                let created = compute::vm_create(&mut self.world, &cx, input).map(drop);
                if level != RestrictionLevel::Clear {
                    assert!(created.is_err(), "a restricted account pays for no new VM");
                }
            }
            Step::Advance { hours } => {
                let until = self.world.now + jiff::SignedDuration::from_hours(i64::from(*hours));
                clock::run_until(&mut self.world, &self.brand, until);
                let account = self.record();
                if !account.allow_debt && restriction::available(account, self.world.now) < Decimal::ZERO {
                    assert_ne!(account.restriction_level, RestrictionLevel::Clear, "short of credit without debt");
                }
            }
            Step::TopUp { cents } => {
                let amount = Decimal::new(*cents, 2);
                let threshold = self.brand.config.minimum_topup_amount.0;
                let level = self.record().restriction_level;
                let brand = self.brand.clone();
                let cx = Cx::new(self.world.now, Some(self.user), &brand, None);
                topup::credit(&mut self.world, &cx, self.account, amount, "proptest");
                self.money_in += amount;
                let after = self.record().restriction_level;
                let expected = if amount >= threshold { RestrictionLevel::Clear } else { level };
                assert_eq!(after, expected, "a top-up of {amount} against the threshold {threshold}");
            }
            Step::PayAll => {
                let unpaid: Vec<u64> =
                    self.record().invoices.iter().filter(|i| i.status == InvoiceStatus::Unpaid).map(|i| i.id).collect();
                for id in unpaid {
                    let (balance, debt) = (ledger::balance(self.record()), self.record().allow_debt);
                    let brand = self.brand.clone();
                    let cx = Cx::new(self.world.now, Some(self.user), &brand, None);
                    match invoice::pay(&mut self.world, &cx, id) {
                        Ok(()) => {}
                        Err(e) => {
                            assert_eq!(e, DomainError::Conflict(msg::INSUFFICIENT_FUNDS.into()));
                            assert!(!debt && balance < self.due(id), "refused only without debt and credit");
                        }
                    }
                }
            }
            Step::AllowDebt(allow) => {
                self.world.billing_accounts.get_mut(&self.account).unwrap().allow_debt = *allow;
            }
        }
    }

    fn due(&self, id: u64) -> Decimal {
        let invoice = self.record().invoices.iter().find(|i| i.id == id).unwrap();
        let totals = invoice.totals();
        totals.total - totals.paid
    }

    fn check(&self) {
        let account = self.record();
        let sum: Decimal = account.ledger.iter().map(|e| e.amount).sum();
        assert_eq!(ledger::balance(account), sum, "the balance is the ledger's sum");
        let services = |i: &&InvoiceRecord| i.kind == InvoiceType::CloudServices;
        let spent: Decimal = account.invoices.iter().filter(services).map(|i| i.totals().paid).sum();
        assert_eq!(sum, self.money_in - spent, "no money is created or lost");
        let topped: Decimal = account.invoices.iter().filter(|i| i.kind == InvoiceType::CreditTopup).map(|i| i.totals().total).sum();
        let opening = ledger::balance(account) + spent - topped;
        assert_eq!(opening, account.ledger[0].amount, "every top-up has its invoice");
        let current = charging::month_of(self.world.now);
        for (month, used) in &account.usage {
            let (start, _) = invoice::month_period(month);
            let closed = account.invoices.iter().filter(services).filter(|i| i.period_start == start).count();
            let expected = usize::from(*month != current && !used.is_empty());
            assert_eq!(closed, expected, "invoices for {month}");
        }
        for i in account.invoices.iter() {
            let totals = i.totals();
            assert_eq!(i.status == InvoiceStatus::Paid, totals.paid == totals.total, "invoice {} is paid exactly when covered", i.id);
        }
        if let Some(since) = account.restricted_since {
            let reachable = restriction::level_after(&self.brand.simulation.durations, since, self.world.now);
            let rank = |l: RestrictionLevel| [RestrictionLevel::Clear, RestrictionLevel::Limited, RestrictionLevel::Frozen, RestrictionLevel::Terminated].iter().position(|x| *x == l);
            assert!(rank(account.restriction_level) <= rank(reachable), "no level before its time");
        } else {
            assert_eq!(account.restriction_level, RestrictionLevel::Clear);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, .. ProptestConfig::default() })]
    #[test]
    fn the_ledger_invoices_and_restrictions_keep_their_rules(steps in proptest::collection::vec(step(), 1..25)) {
        let mut sut = Sut::new();
        for step in &steps {
            sut.apply(step);
            sut.check();
        }
    }
}

//! Billing as a property: random sequences of VMs, clock advances (across month ends), top-ups,
//! invoice payments, debt switches, cards (one that pays, one whose charges fail), the automatic
//! top-up, low-balance notices, campaign codes and a referral on one account. After every step
//! the balance is the ledger's sum and nothing else, no money is created or lost (the ledger is
//! the opening credit plus the top-ups, manual and automatic, and promotion credit less what paid
//! invoices took), every top-up has its invoice and every promotion its credit note, a referral
//! pays both sides exactly once the precondition top-up sum is reached, automatic top-ups come at
//! most once per billing hour and only while switched on, a failing card switches them off, a
//! low-balance notice comes at most once per fall below its threshold, every closed month has
//! exactly one services invoice, paid exactly when its transactions cover it, and the restriction
//! level follows the balance rules.

use crate::common;

use jiff::Timestamp;
use proptest::prelude::*;
use rust_decimal::Decimal;
use simulator::clock;
use simulator::domain::billing::invoice::{self, InvoiceRecord};
use simulator::domain::billing::{BillingAccountRecord, charging, ledger, notice, promotion, restriction};
use simulator::domain::payment::{card, recurring, topup};
use simulator::domain::{Cx, DomainError, compute};
use simulator::world::World;
use spec::billing::{InvoiceStatus, InvoiceType, RestrictionLevel};
use spec::billing::{LowBalanceNoticeUpdate, RecurringPaymentUpdate};
use spec::common::Money;
use spec::error::{billing as msg, payment as payment_msg};
use spec::idp::MailKind;
use spec::payment::{CardCreate, CardVerify};

#[derive(Clone, Debug)]
enum Step {
    Vm {
        big: bool,
    },
    Advance {
        hours: u32,
    },
    TopUp {
        cents: i64,
    },
    PayAll,
    AllowDebt(bool),
    /// A verified card made primary; `fails`: every charge after verification is refused.
    Card {
        fails: bool,
    },
    /// The automatic top-up: `Some((amount, threshold))` in cents switches it on, `None` off.
    Recurring(Option<(i64, i64)>),
    Notice {
        threshold_cents: i64,
        enabled: bool,
    },
    Campaign(usize),
    /// The account becomes the referral of another user's (refused once referred or topped up).
    Referral,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        2 => any::<bool>().prop_map(|big| Step::Vm { big }),
        4 => (1..=400u32).prop_map(|hours| Step::Advance { hours }),
        2 => (1..=20_000i64).prop_map(|cents| Step::TopUp { cents }),
        2 => Just(Step::PayAll),
        1 => any::<bool>().prop_map(Step::AllowDebt),
        1 => any::<bool>().prop_map(|fails| Step::Card { fails }),
        2 => proptest::option::weighted(0.8, (1_300..=5_000i64, 0..=10_000i64)).prop_map(Step::Recurring),
        1 => (0..=10_000i64, any::<bool>()).prop_map(|(threshold_cents, enabled)| Step::Notice { threshold_cents, enabled }),
        1 => (0..3usize).prop_map(Step::Campaign),
        1 => Just(Step::Referral),
    ]
}

struct Sut {
    /// The world, acting as the account's user.
    owner: common::Owner,
    account: u64,
    /// The opening credit plus every manual top-up.
    money_in: Decimal,
}

/// What a step moved: ledger entries of automatic top-ups and of promotions, low-balance mails.
struct Moved {
    auto: usize,
    raises: usize,
    notices: usize,
}

impl Sut {
    fn new(start: Timestamp) -> Sut {
        let mut owner = common::Owner::new(common::brand(), 11, start);
        // The first account by number, whichever seeded user holds it, acts.
        let account = owner.world.billing.accounts.values().next().unwrap().clone();
        owner.user = account.user_id;
        let money_in = ledger::balance(&account);
        Sut { owner, account: account.id, money_in }
    }

    fn record(&self) -> &BillingAccountRecord {
        &self.owner.world.billing.accounts[&self.account]
    }

    /// Runs a (global) domain operation as the account's user, now.
    fn run<T>(&mut self, op: impl FnOnce(&mut World, &Cx) -> T) -> T {
        self.owner.call_global(op)
    }

    fn moved(&self) -> Moved {
        Moved {
            auto: self.record().ledger.iter().filter(|e| e.description == payment_msg::AUTO_TOP_UP).count(),
            raises: self.record().ledger.iter().filter(|e| e.amount > Decimal::ZERO).count(),
            notices: self.owner.world.outbox.iter().filter(|m| m.kind == MailKind::LowBalance).count(),
        }
    }

    /// Every step with what it moved checked against what it may move.
    fn step(&mut self, step: &Step) {
        let (before, was_on, month) = (self.moved(), self.record().recurring.is_some(), charging::month_of(self.owner.world.now));
        let failing_before = self.failing_primary();
        self.apply(step);
        let after = self.moved();
        let hours = match step {
            Step::Advance { hours } => *hours as usize,
            _ => 0,
        };
        let switched_on = matches!(step, Step::Recurring(Some(_)));
        let auto = after.auto - before.auto;
        assert!(auto <= hours + usize::from(switched_on), "{auto} automatic top-ups in {hours} hours");
        if !was_on && !switched_on {
            assert_eq!(auto, 0, "no automatic top-up while it is off");
        }
        if failing_before && self.failing_primary() {
            assert_eq!(auto, 0, "a failing card tops nothing up");
        }
        // A step advances at most 400 hours: one month end at most.
        let months = usize::from(charging::month_of(self.owner.world.now) != month);
        let raises = after.raises - before.raises;
        let notices = after.notices - before.notices;
        assert!(notices <= 1 + raises + months, "{notices} notices with {raises} credits and {months} month ends: one per fall");
        if let Some(on) = &self.record().recurring {
            assert!(on.amount >= self.owner.brand.config.minimum_topup_amount.0);
        }
    }

    /// Whether the primary card is the one whose charges fail.
    fn failing_primary(&self) -> bool {
        self.record().cards.iter().any(|c| c.is_primary && c.behaviour == card::Behaviour::ChargeFails)
    }

    fn apply(&mut self, step: &Step) {
        match step {
            Step::Vm { big } => {
                let (vcpu, ram) = if *big { (8, 16_384) } else { (1, 1024) };
                let input = common::ubuntu_vm(format!("vm-{}", self.owner.world.compute.vms.len()), vcpu, ram);
                let level = self.record().restriction_level;
                let created = self.owner.call(|w, cx| compute::vm_create(w, cx, input).map(drop));
                if level != RestrictionLevel::Clear {
                    assert!(created.is_err(), "a restricted account pays for no new VM");
                }
            }
            Step::Advance { hours } => {
                let until = self.owner.world.now + jiff::SignedDuration::from_hours(i64::from(*hours));
                clock::run_until(&mut self.owner.world, &self.owner.brand, until);
                let account = self.record();
                if !account.allow_debt && restriction::available(account, self.owner.world.now) < Decimal::ZERO {
                    assert_ne!(account.restriction_level, RestrictionLevel::Clear, "short of credit without debt");
                }
            }
            Step::TopUp { cents } => {
                let amount = Decimal::new(*cents, 2);
                let threshold = self.owner.brand.config.minimum_topup_amount.0;
                let level = self.record().restriction_level;
                let account = self.account;
                self.run(|w, cx| topup::credit(w, cx, account, amount, "proptest"));
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
                    match self.run(|w, cx| invoice::pay(w, cx, id)) {
                        Ok(()) => {}
                        Err(e) => {
                            assert_eq!(e, DomainError::Conflict(msg::INSUFFICIENT_FUNDS.into()));
                            assert!(!debt && balance < self.due(id), "refused only without debt and credit");
                        }
                    }
                }
            }
            Step::AllowDebt(allow) => {
                self.owner.world.billing.accounts.get_mut(&self.account).unwrap().allow_debt = *allow;
            }
            Step::Card { fails } => {
                let token = if *fails { "tok_chargeCustomerFail" } else { "tok_visa" };
                let input = CardCreate {
                    billing_account_id: self.account,
                    token: token.into(),
                    processor_keyword: "stripe_creditcard".into(),
                    session_id: None,
                };
                let (_, card) = self.run(|w, cx| card::add(w, cx, input)).expect("a sandbox card");
                let verify = CardVerify { payment_object_id: card.id, front_base_url: None, force_3ds: None };
                if let (_, _, Some(reference)) = self.run(|w, cx| card::verify(w, cx, verify)).expect("verification starts") {
                    assert_eq!(card::authorize(&mut self.owner.world, &reference, true), Ok(true));
                }
                self.run(|w, cx| card::set_primary(w, cx, card.id)).expect("a verified card");
            }
            Step::Recurring(setting) => {
                let input = RecurringPaymentUpdate {
                    is_recurring_payment_enabled: setting.is_some(),
                    recurring_payment_amount: setting.map(|(amount, _)| Money(Decimal::new(amount, 2))),
                    recurring_payment_threshold: setting.map(|(_, threshold)| Money(Decimal::new(threshold, 2))),
                };
                let has_card = card::auto_topup_card(&self.owner.brand, self.record()).is_some();
                let below_minimum =
                    setting.is_some_and(|(amount, _)| Decimal::new(amount, 2) < self.owner.brand.config.minimum_topup_amount.0);
                let account = self.account;
                match self.run(|w, cx| recurring::set(w, cx, account, input)) {
                    Ok((_, Some(_))) => assert!(self.record().recurring.is_none(), "a refused charge switches it off"),
                    Ok(_) => assert_eq!(self.record().recurring.is_some(), setting.is_some()),
                    Err(DomainError::Conflict(text)) => assert!(!has_card && text == payment_msg::VERIFIED_METHOD_MISSING),
                    Err(other) => assert!(below_minimum, "{other:?}"),
                }
            }
            Step::Notice { threshold_cents, enabled } => {
                let input = LowBalanceNoticeUpdate {
                    billing_account_id: self.account,
                    threshold: Money(Decimal::new(*threshold_cents, 2)),
                    is_enabled: *enabled,
                };
                self.run(|w, cx| notice::set(w, cx, input)).expect("the user's account");
            }
            Step::Referral => {
                let promoter = self
                    .owner
                    .world
                    .billing
                    .accounts
                    .values()
                    .find(|a| a.user_id != self.owner.user)
                    .expect("another user's account");
                let (promoter, code) = (promoter.id, promoter.referral_share_code());
                let (account, fresh) =
                    (self.account, !promotion::is_referred(self.record()) && promotion::topped_up(self.record()).is_zero());
                let before = ledger::balance(&self.owner.world.billing.accounts[&promoter]);
                match self.run(|w, cx| promotion::activate(w, cx, account, &code)) {
                    Ok(_) => assert!(fresh, "referred once, before any top-up"),
                    Err(e) => assert!(!fresh && e == DomainError::invalid("campaign_code", msg::INVALID_CAMPAIGN)),
                }
                assert_eq!(
                    ledger::balance(&self.owner.world.billing.accounts[&promoter]),
                    before,
                    "nothing before the precondition top-up"
                );
            }
            Step::Campaign(index) => {
                let code =
                    self.owner.brand.simulation.campaigns.get(*index).map_or("NO-SUCH-CODE".to_string(), |c| c.code.clone());
                let account = self.account;
                if let Err(e) = self.run(|w, cx| promotion::activate(w, cx, account, &code)) {
                    assert_eq!(e, DomainError::invalid("campaign_code", msg::INVALID_CAMPAIGN));
                }
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
        if let Some(receiver) =
            account.promotions.iter().find(|g| g.promotion.credit_type == spec::billing::CreditType::ReferralReceiver)
        {
            let requirement = receiver.promotion.top_up_requirement.0;
            assert_eq!(
                receiver.promotion.top_up_done,
                promotion::topped_up(account) >= requirement,
                "paid exactly once the top-ups reach it"
            );
            let promoter = &self.owner.world.billing.accounts[&receiver.source.parse::<u64>().unwrap()];
            let paid = promoter.ledger.iter().filter(|e| e.reference == format!("referral_promoter:{}", self.account)).count();
            assert_eq!(paid, usize::from(receiver.promotion.top_up_done), "the promoter is paid with the receiver, once");
        }
        let sum: Decimal = account.ledger.iter().map(|e| e.amount).sum();
        assert_eq!(ledger::balance(account), sum, "the balance is the ledger's sum");
        let services = |i: &&InvoiceRecord| i.kind == InvoiceType::CloudServices;
        let spent: Decimal = account.invoices.iter().filter(services).map(|i| i.totals().paid).sum();
        let entries =
            |keep: fn(&ledger::LedgerEntry) -> bool| account.ledger.iter().filter(|e| keep(e)).map(|e| e.amount).sum::<Decimal>();
        let automatic = entries(|e| e.description == payment_msg::AUTO_TOP_UP);
        let promoted = entries(|e| e.reference.starts_with("signup_campaign:") || e.reference.starts_with("referral_receiver:"));
        assert_eq!(sum, self.money_in + automatic + promoted - spent, "no money is created or lost");
        let topped: Decimal =
            account.invoices.iter().filter(|i| i.kind == InvoiceType::CreditTopup).map(|i| i.totals().total).sum();
        let opening = ledger::balance(account) + spent - topped - promoted;
        assert_eq!(opening, account.ledger[0].amount, "every top-up has its invoice");
        let noted: Decimal =
            account.invoices.iter().filter(|i| i.kind == InvoiceType::CreditNote).map(|i| i.totals().total).sum();
        let given = entries(|e| e.reference == "first_free") + promoted;
        assert_eq!(noted, given, "every promotion's credit has its credit note");
        let current = charging::month_of(self.owner.world.now);
        for (month, used) in &account.usage {
            let (start, _) = invoice::month_period(month);
            let closed = account.invoices.iter().filter(services).filter(|i| i.period_start == start).count();
            let expected = usize::from(*month != current && !used.is_empty());
            assert_eq!(closed, expected, "invoices for {month}");
        }
        for i in account.invoices.iter() {
            let totals = i.totals();
            assert_eq!(
                i.status == InvoiceStatus::Paid,
                totals.paid == totals.total,
                "invoice {} is paid exactly when covered",
                i.id
            );
        }
        if let Some(since) = account.restricted_since {
            let reachable = restriction::level_after(&self.owner.brand.simulation.durations, since, self.owner.world.now);
            let rank = |l: RestrictionLevel| {
                [RestrictionLevel::Clear, RestrictionLevel::Limited, RestrictionLevel::Frozen, RestrictionLevel::Terminated]
                    .iter()
                    .position(|x| *x == l)
            };
            assert!(rank(account.restriction_level) <= rank(reachable), "no level before its time");
        } else {
            assert_eq!(account.restriction_level, RestrictionLevel::Clear);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, .. ProptestConfig::default() })]
    #[test]
    fn the_ledger_invoices_and_restrictions_keep_their_rules(start in common::any_start(), steps in proptest::collection::vec(step(), 1..25)) {
        let mut sut = Sut::new(start);
        for step in &steps {
            sut.step(step);
            sut.check();
        }
    }
}

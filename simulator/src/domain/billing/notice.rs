//! Low-balance notices (docs/product/billing.md#accounts `low_balance_notice_settings`, docs/product/billing.md#accounts): while enabled, the
//! billing hour mails the account once when its available credit falls below the threshold, and
//! again only after it has been back at or above it (or the settings changed).

use spec::billing::LowBalanceNoticeUpdate;
use spec::error::billing as msg;
use spec::idp::MailKind;

use super::{own_account, restriction};
use crate::domain::{Cx, DomainError, DomainResult, outbox};
use crate::world::World;
pub use crate::world::billing::LowBalanceNotice;

pub fn set(world: &mut World, cx: &Cx, input: LowBalanceNoticeUpdate) -> DomainResult<LowBalanceNotice> {
    let account = own_account(world, cx, input.billing_account_id)?;
    if account.is_deleted {
        return Err(DomainError::NotFound(msg::no_such_account(account.id)));
    }
    let notice = LowBalanceNotice { threshold: input.threshold.0, is_enabled: input.is_enabled, sent: false };
    world.billing.accounts.get_mut(&input.billing_account_id).expect("checked above").low_balance_notice = notice.clone();
    Ok(notice)
}

/// The billing hour's round: a mail for each enabled account newly below its threshold.
pub fn review(world: &mut World, cx: &Cx) {
    let mut due = Vec::new();
    for account in world.billing.accounts.values_mut().filter(|a| !a.is_deleted && a.low_balance_notice.is_enabled) {
        let available = restriction::available(account, cx.now);
        let below = available < account.low_balance_notice.threshold;
        if below && !account.low_balance_notice.sent {
            due.push((account.id, available));
        }
        account.low_balance_notice.sent = below;
    }
    let system = Cx { actor: None, acting_user: None, ..*cx };
    for (account_id, available) in due {
        let account = &world.billing.accounts[&account_id];
        let text = format!(
            "The available credit of billing account \"{}\" ({}) is {} {currency}, below your notice threshold of {} {currency}. \
             Top up to keep your resources running.",
            account.title,
            account.id,
            available.round_dp(2),
            account.low_balance_notice.threshold,
            currency = cx.brand.config.site_currency,
        );
        let (to, link) = (account.mail_to(world), format!("/app/billing/account/{account_id}"));
        outbox::send(world, &system, MailKind::LowBalance, &to, msg::LOW_BALANCE_SUBJECT.into(), &text, vec![link]);
    }
}

#[cfg(test)]
mod tests {
    use rust_decimal::Decimal;

    use super::*;
    use crate::domain::billing::ledger;
    use crate::domain::compute::fixture::Fixture;
    use crate::domain::payment::topup;
    use spec::common::Money;

    #[test]
    fn one_mail_per_fall_below_the_threshold_not_one_per_hour() {
        let mut fx = Fixture::new();
        let uuid = fx.running_vm();
        let account = fx.world.compute.vms[&uuid].billing_account;
        let available = restriction::available(&fx.world.billing.accounts[&account], fx.world.now);
        let threshold = available.ceil() + Decimal::ONE;
        let input = LowBalanceNoticeUpdate { billing_account_id: account, threshold: Money(threshold), is_enabled: true };
        fx.run(|w, cx| set(w, cx, input)).unwrap();
        let mails = |fx: &Fixture| fx.world.outbox.iter().filter(|m| m.kind == MailKind::LowBalance).count();
        fx.advance(5 * 3600);
        assert_eq!(mails(&fx), 1);
        fx.run(|w, cx| topup::credit(w, cx, account, Decimal::from(100), "test"));
        fx.advance(3600);
        assert_eq!(mails(&fx), 1, "back above: no mail");
        fx.run(|w, cx| ledger::post(w, cx, account, Decimal::from(-100), "Spent elsewhere", "test"));
        fx.advance(3 * 3600);
        assert_eq!(mails(&fx), 2, "a second fall, a second mail");
        let mail = fx.world.outbox.last().unwrap();
        assert_eq!(
            (mail.subject.as_str(), mail.links.clone()),
            (msg::LOW_BALANCE_SUBJECT, vec![format!("/app/billing/account/{account}")])
        );
    }
}

//! Link processors (bank links, wallets): the customer is sent to the processor's payment page,
//! pays or cancels there, and comes back to the console's payment return, which asks how it
//! ended. The payment's persistent data goes pending → success (the credit lands) or failed.
//! The simulator plays the page (`/__sim/pay/{session}/link/{identifier}`).

use spec::config::PaymentProcessorType;
use spec::error::{billing, payment as msg};
use spec::payment::{LinkSendData, PaymentStatus};

use super::card::quote;
use super::charge::Quote;
use super::topup;
use crate::domain::billing::own_account;
use crate::domain::{Cx, DomainError, DomainResult};
use crate::world::World;
pub use crate::world::payment::LinkPayment;

/// Methods that pay from the customer's mobile wallet and so need its number in `params`
/// (docs/product/payment.md#payment-links: OVO, a duitku method).
const MOBILE_NUMBER_METHODS: &[&str] = &["ovo"];

/// A mobile number as the product takes it: 10 digits, the first 0.
fn is_mobile_number(number: &str) -> bool {
    number.len() == 10 && number.starts_with('0') && number.bytes().all(|b| b.is_ascii_digit())
}

/// Starts a payment; the customer goes to its page next.
pub fn send_data(world: &mut World, cx: &Cx, input: LinkSendData) -> DomainResult<LinkPayment> {
    let account = own_account(world, cx, input.billing_account_id)?;
    if account.is_deleted {
        return Err(DomainError::NotFound(billing::no_such_account(account.id)));
    }
    let processor = cx
        .brand
        .config
        .payment_processors
        .iter()
        .find(|p| p.keyword == input.processor && p.kind == PaymentProcessorType::Link)
        .ok_or_else(|| DomainError::invalid("processor", msg::PAYMENT_CHANNEL_UNAVAILABLE))?;
    let Quote { final_amount, currency, .. } = quote(cx.brand, &processor.keyword, input.amount.0)?;
    let params: serde_json::Value = match input.params.as_deref() {
        Some(text) => serde_json::from_str(text).map_err(|_| DomainError::invalid("params", spec::error::validation::OBJECT))?,
        None => serde_json::Value::Null,
    };
    let method = match params.get("method").and_then(|m| m.as_str()) {
        Some(key) if processor.methods.iter().any(|m| m.key == key) => key.to_string(),
        None if processor.methods.is_empty() => processor.keyword.clone(),
        _ => return Err(DomainError::invalid("params", msg::PAYMENT_CHANNEL_UNAVAILABLE)),
    };
    if MOBILE_NUMBER_METHODS.contains(&method.as_str())
        && !params.get("mobile_number").and_then(|n| n.as_str()).is_some_and(is_mobile_number)
    {
        return Err(DomainError::invalid("mobile_number", msg::MOBILE_NUMBER));
    }
    let payment = LinkPayment {
        id: world.next_id(),
        identifier: format!("pay_{}", world.hex(12)),
        processor: processor.keyword.clone(),
        method,
        amount: input.amount.0,
        charged: final_amount,
        currency,
        status: PaymentStatus::Pending,
        created: cx.now,
    };
    let account = world.billing.accounts.get_mut(&input.billing_account_id).expect("checked above");
    account.link_payments.push(payment.clone());
    Ok(payment)
}

/// Keeps `methods` (keys of the site's link processors' methods, each once) on the caller's
/// live account.
pub fn save_methods(world: &mut World, cx: &Cx, account_id: u64, methods: Vec<String>) -> DomainResult<()> {
    let account = own_account(world, cx, account_id)?;
    if account.is_deleted {
        return Err(DomainError::NotFound(billing::no_such_account(account.id)));
    }
    let offered = |key: &String| {
        cx.brand
            .config
            .payment_processors
            .iter()
            .filter(|p| p.kind == PaymentProcessorType::Link)
            .flat_map(|p| &p.methods)
            .any(|m| &m.key == key)
    };
    if let Some(unknown) = methods.iter().find(|m| !offered(m)) {
        return Err(DomainError::invalid("method_ids", format!("{}: {unknown}", msg::PAYMENT_CHANNEL_UNAVAILABLE)));
    }
    let mut kept: Vec<String> = Vec::new();
    for method in methods {
        if !kept.contains(&method) {
            kept.push(method);
        }
    }
    world.billing.accounts.get_mut(&account_id).expect("checked above").link_methods = kept;
    Ok(())
}

/// How a ledger reference to a link payment starts.
pub const REFERENCE_PREFIX: &str = "link:";

/// The caller's payment on one of its accounts that clients know as `given`. `shown` gives what
/// clients see of a world's identifier: the seeded one itself, or a stand-in under the session's
/// key, since whoever holds it can pay (docs/reference/security-and-durability.md#secrets).
pub fn get<'w>(
    world: &'w World,
    cx: &Cx,
    account_id: u64,
    given: &str,
    shown: impl Fn(&str) -> String,
) -> DomainResult<&'w LinkPayment> {
    own_account(world, cx, account_id)?
        .link_payments
        .iter()
        .find(|p| shown(&p.identifier) == given)
        .ok_or_else(|| DomainError::NotFound(msg::no_such_payment(given)))
}

/// The message the payment return shows.
pub fn message(status: PaymentStatus) -> &'static str {
    match status {
        PaymentStatus::Pending => msg::PAYMENT_PENDING,
        PaymentStatus::Success => msg::TOP_UP_DONE,
        PaymentStatus::Failed => msg::TOP_UP_CANCELLED,
    }
}

/// A pending payment by identifier, whoever's: (account id, index).
pub fn pending(world: &World, identifier: &str) -> Option<(u64, usize)> {
    pending_shown_as(world, identifier, str::to_owned)
}

/// A pending payment clients know as `given`, whoever's: (account id, index).
fn pending_shown_as(world: &World, given: &str, shown: impl Fn(&str) -> String) -> Option<(u64, usize)> {
    world.billing.accounts.values().find_map(|a| {
        a.link_payments
            .iter()
            .position(|p| p.status == PaymentStatus::Pending && shown(&p.identifier) == given)
            .map(|i| (a.id, i))
    })
}

/// The customer paid (`approve`) or cancelled on the processor's page: paid, the credit lands
/// as a top-up. Returns the account, for the way back to the console.
pub fn decide(world: &mut World, cx: &Cx, identifier: &str, approve: bool) -> DomainResult<u64> {
    let (account_id, index) =
        pending(world, identifier).ok_or_else(|| DomainError::NotFound(msg::no_such_payment(identifier)))?;
    let account = world.billing.accounts.get_mut(&account_id).expect("found above");
    let payment = &mut account.link_payments[index];
    payment.status = if approve { PaymentStatus::Success } else { PaymentStatus::Failed };
    let (amount, reference) = (payment.amount, format!("{REFERENCE_PREFIX}{}", payment.identifier));
    if approve {
        topup::credit(world, cx, account_id, amount, &reference);
    }
    Ok(account_id)
}

/// The pending link payment clients know as `given`, if any, with its account (the processor's
/// page shows it and decides it).
pub fn pending_payment<'w>(world: &'w World, given: &str, shown: impl Fn(&str) -> String) -> Option<(u64, &'w LinkPayment)> {
    let (account, index) = pending_shown_as(world, given, shown)?;
    world.billing.accounts.get(&account).and_then(|a| a.link_payments.get(index)).map(|p| (account, p))
}

#[cfg(test)]
mod tests {
    use rust_decimal::Decimal;

    use super::*;
    use crate::domain::billing::ledger;
    use crate::domain::compute::fixture::Fixture;
    use spec::common::Money;

    fn start(fx: &mut Fixture, method: Option<&str>) -> DomainResult<LinkPayment> {
        let account = fx.owner_account();
        let params = method.map(|m| format!("{{\"method\":\"{m}\"}}"));
        let input =
            LinkSendData { amount: Money(Decimal::from(50)), billing_account_id: account, params, processor: "stripe".into() };
        fx.run(|w, cx| send_data(w, cx, input))
    }

    #[test]
    fn a_mobile_wallet_method_needs_a_mobile_number_of_10_digits_starting_with_0() {
        let mut fx = Fixture::new();
        let link = fx.brand.config.payment_processors.iter_mut().find(|p| p.keyword == "stripe").expect("pilvio's link");
        link.methods.push(spec::config::PaymentMethodOption { key: "ovo".into(), name: "OVO".into() });
        let account = fx.owner_account();
        let mut send = |params: &str| {
            let input = LinkSendData {
                amount: Money(Decimal::from(50)),
                billing_account_id: account,
                params: Some(params.into()),
                processor: "stripe".into(),
            };
            fx.run(|w, cx| send_data(w, cx, input))
        };
        let refused = Err(DomainError::invalid("mobile_number", msg::MOBILE_NUMBER));
        for bad in [
            r#"{"method":"ovo"}"#,
            r#"{"method":"ovo","mobile_number":"812345678"}"#,
            r#"{"method":"ovo","mobile_number":"08123456789"}"#,
            r#"{"method":"ovo","mobile_number":"1812345678"}"#,
            r#"{"method":"ovo","mobile_number":"08123-5678"}"#,
            r#"{"method":"ovo","mobile_number":812345678}"#,
        ] {
            assert_eq!(send(bad).map(|p| p.method), refused, "{bad}");
        }
        assert_eq!(send(r#"{"method":"ovo","mobile_number":"0812345678"}"#).map(|p| p.method), Ok("ovo".to_string()));
        // Other methods ask for no number.
        assert_eq!(send(r#"{"method":"ideal"}"#).map(|p| p.method), Ok("ideal".to_string()));
        let payments = &fx.world.billing.accounts[&account].link_payments;
        assert_eq!(payments.iter().map(|p| p.method.as_str()).collect::<Vec<_>>(), ["ovo", "ideal"], "refusals change nothing");
    }

    #[test]
    fn a_paid_link_payment_credits_the_account_and_a_cancelled_one_does_not() {
        let mut fx = Fixture::new();
        let paid = start(&mut fx, Some("ideal")).unwrap();
        assert_eq!((paid.status, paid.method.as_str()), (PaymentStatus::Pending, "ideal"));
        let account = pending(&fx.world, &paid.identifier).unwrap().0;
        let before = ledger::balance(&fx.world.billing.accounts[&account]);
        fx.run(|w, cx| decide(w, cx, &paid.identifier, true)).unwrap();
        assert_eq!(ledger::balance(&fx.world.billing.accounts[&account]), before + Decimal::from(50));
        let again = fx.run(|w, cx| decide(w, cx, &paid.identifier, true));
        assert_eq!(again, Err(DomainError::NotFound(msg::no_such_payment(&paid.identifier))));
        let cancelled = start(&mut fx, Some("ideal")).unwrap();
        fx.run(|w, cx| decide(w, cx, &cancelled.identifier, false)).unwrap();
        let account = &fx.world.billing.accounts[&account];
        assert_eq!(ledger::balance(account), before + Decimal::from(50));
        assert_eq!(account.link_payments[1].status, PaymentStatus::Failed);
    }

    #[test]
    fn saved_methods_must_be_the_sites_and_are_kept_once_each() {
        let mut fx = Fixture::new();
        let account = fx.owner_account();
        let methods = |keys: &[&str]| keys.iter().map(|k| k.to_string()).collect::<Vec<_>>();
        fx.run(|w, cx| save_methods(w, cx, account, methods(&["ideal", "eps", "ideal"]))).unwrap();
        assert_eq!(fx.world.billing.accounts[&account].link_methods, methods(&["ideal", "eps"]));
        let refused = fx.run(|w, cx| save_methods(w, cx, account, methods(&["ideal", "cash"])));
        assert_eq!(refused, Err(DomainError::invalid("method_ids", format!("{}: cash", msg::PAYMENT_CHANNEL_UNAVAILABLE))));
        assert_eq!(fx.world.billing.accounts[&account].link_methods, methods(&["ideal", "eps"]));
    }

    #[test]
    fn a_method_the_processor_lacks_is_refused() {
        let mut fx = Fixture::new();
        assert_eq!(start(&mut fx, Some("cash")), Err(DomainError::invalid("params", msg::PAYMENT_CHANNEL_UNAVAILABLE)));
        assert_eq!(start(&mut fx, None), Err(DomainError::invalid("params", msg::PAYMENT_CHANNEL_UNAVAILABLE)));
    }
}

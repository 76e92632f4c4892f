//! PayPal vault (docs/product/payment.md#cards `paypal/id_token`, `setup_token`, `payment_token`; processor
//! `paypal_vault`): the console starts PayPal's buttons with an id token, asks for a setup token
//! the buyer approves on PayPal's page (the sandbox plays it with the issuer's page), swaps the
//! approved setup token for a payment token, and saves that as the account's payment method with
//! `POST /payment/card` and the same `session_id`. Tokens belong to the user and the session id
//! they were made for; a payment token is saved once.

use spec::config::PaymentProcessorType;
use spec::error::payment as msg;

use crate::domain::{Cx, DomainError, DomainResult};
pub use crate::world::payment::{SetupStatus, VaultSetup};
use crate::world::{UserId, World};

/// The vault processor's keyword (docs/product/payment.md#processors card processors).
pub const VAULT: &str = "paypal_vault";

/// The site must offer the vault processor.
fn offered(cx: &Cx) -> DomainResult<()> {
    let vault =
        cx.brand.config.payment_processors.iter().any(|p| p.keyword == VAULT && p.kind == PaymentProcessorType::Creditcard);
    if vault { Ok(()) } else { Err(DomainError::Conflict(msg::PAYMENT_CHANNEL_UNAVAILABLE.into())) }
}

pub fn id_token(world: &mut World, cx: &Cx) -> DomainResult<String> {
    cx.actor()?;
    offered(cx)?;
    Ok(format!("idt_{}", world.hex(24)))
}

/// A setup token waiting for the buyer's approval.
pub fn setup_token(world: &mut World, cx: &Cx, session_id: &str) -> DomainResult<VaultSetup> {
    let user = cx.actor()?;
    offered(cx)?;
    let setup = VaultSetup {
        id: format!("vst_{}", world.hex(12)),
        session_id: session_id.to_string(),
        user,
        status: SetupStatus::PayerActionRequired,
        payment_token: None,
        saved: false,
    };
    world.payment.paypal_setups.push(setup.clone());
    Ok(setup)
}

/// The setup tokens waiting for the buyer.
pub fn waiting(world: &World) -> impl Iterator<Item = &str> {
    world.payment.paypal_setups.iter().filter(|s| s.status == SetupStatus::PayerActionRequired).map(|s| s.id.as_str())
}

/// The buyer's answer on PayPal's page; `None` when no such setup token waits.
pub fn answer(world: &mut World, reference: &str, approve: bool) -> Option<bool> {
    let setup =
        world.payment.paypal_setups.iter_mut().find(|s| s.id == reference && s.status == SetupStatus::PayerActionRequired)?;
    setup.status = if approve { SetupStatus::Approved } else { SetupStatus::Declined };
    Some(approve)
}

/// Swaps the caller's approved setup token, known to clients as `setup_token`, for a payment
/// token (the same one when asked again). `shown` gives what clients see of a setup token's id
/// (as `link::get`).
pub fn payment_token(
    world: &mut World,
    cx: &Cx,
    session_id: &str,
    setup_token: &str,
    shown: impl Fn(&str) -> String,
) -> DomainResult<String> {
    let user = cx.actor()?;
    offered(cx)?;
    let index = world
        .payment
        .paypal_setups
        .iter()
        .position(|s| shown(&s.id) == setup_token && s.session_id == session_id && s.user == user)
        .ok_or_else(|| DomainError::NotFound(msg::no_such_payment(setup_token)))?;
    match world.payment.paypal_setups[index].status {
        SetupStatus::PayerActionRequired => Err(DomainError::Conflict(msg::PAYMENT_PENDING.into())),
        SetupStatus::Declined => Err(DomainError::Conflict(msg::ADDING_CARD_FAILED.into())),
        SetupStatus::Approved => {
            if let Some(token) = world.payment.paypal_setups[index].payment_token.clone() {
                return Ok(token);
            }
            let token = format!("vpt_{}", world.hex(12));
            world.payment.paypal_setups[index].payment_token = Some(token.clone());
            Ok(token)
        }
    }
}

/// The unsaved payment token `token` of the caller's session `session_id`: (index of its setup).
pub fn redeemable(world: &World, user: UserId, token: &str, session_id: Option<&str>) -> DomainResult<usize> {
    world
        .payment
        .paypal_setups
        .iter()
        .position(|s| {
            s.payment_token.as_deref() == Some(token) && Some(s.session_id.as_str()) == session_id && s.user == user && !s.saved
        })
        .ok_or_else(|| DomainError::invalid("token", msg::ERROR_ADDING_CARD))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;
    use crate::domain::payment::card;
    use spec::payment::CardCreate;

    #[test]
    fn an_approved_setup_token_becomes_a_payment_token_saved_once_as_the_accounts_paypal() {
        let mut fx = Fixture::new();
        let account = fx.owner_account();
        assert!(fx.run(id_token).unwrap().starts_with("idt_"));
        let setup = fx.run(|w, cx| setup_token(w, cx, "sess-1")).unwrap();
        assert_eq!(
            fx.run(|w, cx| payment_token(w, cx, "sess-1", &setup.id, str::to_owned)),
            Err(DomainError::Conflict(msg::PAYMENT_PENDING.into()))
        );
        assert_eq!(answer(&mut fx.world, &setup.id, true), Some(true));
        let token = fx.run(|w, cx| payment_token(w, cx, "sess-1", &setup.id, str::to_owned)).unwrap();
        assert_eq!(
            fx.run(|w, cx| payment_token(w, cx, "sess-1", &setup.id, str::to_owned)),
            Ok(token.clone()),
            "asked again, the same token"
        );
        let save = |session: &str| CardCreate {
            billing_account_id: account,
            token: token.clone(),
            processor_keyword: VAULT.into(),
            session_id: Some(session.into()),
        };
        let other_session = fx.run(|w, cx| card::add(w, cx, save("sess-2")));
        assert_eq!(other_session, Err(DomainError::invalid("token", msg::ERROR_ADDING_CARD)));
        let (_, card) = fx.run(|w, cx| card::add(w, cx, save("sess-1"))).unwrap();
        assert_eq!((card.brand.as_str(), card.processor.as_str()), ("paypal", VAULT));
        assert_eq!(
            fx.run(|w, cx| card::add(w, cx, save("sess-1"))),
            Err(DomainError::invalid("token", msg::ERROR_ADDING_CARD)),
            "saved once"
        );
    }

    #[test]
    fn a_declined_setup_token_gives_no_payment_token() {
        let mut fx = Fixture::new();
        let setup = fx.run(|w, cx| setup_token(w, cx, "sess-1")).unwrap();
        answer(&mut fx.world, &setup.id, false);
        assert_eq!(
            fx.run(|w, cx| payment_token(w, cx, "sess-1", &setup.id, str::to_owned)),
            Err(DomainError::Conflict(msg::ADDING_CARD_FAILED.into()))
        );
        let unknown = fx.run(|w, cx| payment_token(w, cx, "sess-2", &setup.id, str::to_owned));
        assert_eq!(unknown, Err(DomainError::NotFound(msg::no_such_payment(&setup.id))));
    }
}

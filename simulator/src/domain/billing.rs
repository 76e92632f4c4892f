//! Billing accounts, only as far as resources need them: which account pays for a new resource
//! and whether it may. The billing area (issue #5) grows this record into the full account.

use serde::{Deserialize, Serialize};
use spec::error::billing as msg;

use super::{Cx, DomainError, DomainResult};
use crate::world::{UserId, World};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BillingAccountRecord {
    /// Around 1.2e9, as the real ids are (`1200132376`).
    pub id: u64,
    pub user_id: UserId,
    pub title: String,
    pub is_active: bool,
    /// The account a resource is paid from when the call names none.
    pub is_default: bool,
}

/// The account a new resource of the caller is paid from: the one named, else the restricted
/// token's account, else the user's default. It must be the user's, within the caller's reach,
/// and active.
pub fn paying_account(world: &World, cx: &Cx, requested: Option<u64>) -> DomainResult<u64> {
    let user = cx.actor()?;
    let account = match requested.or(cx.scope) {
        Some(id) => world
            .billing_accounts
            .get(&id)
            .filter(|a| a.user_id == user && cx.sees(a.id))
            .ok_or_else(|| DomainError::invalid("billing_account_id", msg::no_such_account(id)))?,
        None => world
            .billing_accounts
            .values()
            .find(|a| a.user_id == user && a.is_default)
            .ok_or_else(|| DomainError::Conflict(msg::ACCOUNT_INACTIVE.into()))?,
    };
    if account.is_active { Ok(account.id) } else { Err(DomainError::Conflict(msg::ACCOUNT_INACTIVE.into())) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pay(world: &World, user: UserId, scope: Option<u64>, requested: Option<u64>) -> DomainResult<u64> {
        let brands = crate::brands::Brands::embedded().unwrap();
        let brand = brands.default_brand();
        let cx = Cx { scope, ..Cx::new(world.now, Some(user), brand, None) };
        paying_account(world, &cx, requested)
    }

    fn world() -> World {
        let mut world = World::new(1, "2026-01-05T09:00:00Z".parse().unwrap());
        for (id, user_id, is_default) in [(1_200_000_001, 1, true), (1_200_000_002, 1, false), (1_200_000_003, 2, true)] {
            let title = format!("Account {id}");
            world.billing_accounts.insert(id, BillingAccountRecord { id, user_id, title, is_active: true, is_default });
        }
        world
    }

    #[test]
    fn no_account_named_means_the_default_one() {
        assert_eq!(pay(&world(), 1, None, None), Ok(1_200_000_001));
        assert_eq!(pay(&world(), 1, None, Some(1_200_000_002)), Ok(1_200_000_002));
    }

    #[test]
    fn another_users_account_does_not_exist_for_the_caller() {
        let err = pay(&world(), 1, None, Some(1_200_000_003)).unwrap_err();
        assert_eq!(err, DomainError::invalid("billing_account_id", msg::no_such_account(1_200_000_003)));
    }

    #[test]
    fn a_restricted_caller_pays_from_its_account_and_reaches_no_other() {
        assert_eq!(pay(&world(), 1, Some(1_200_000_002), None), Ok(1_200_000_002));
        let err = pay(&world(), 1, Some(1_200_000_002), Some(1_200_000_001)).unwrap_err();
        assert_eq!(err, DomainError::invalid("billing_account_id", msg::no_such_account(1_200_000_001)));
    }

    #[test]
    fn an_inactive_account_pays_for_nothing() {
        let mut world = world();
        world.billing_accounts.values_mut().for_each(|a| a.is_active = false);
        assert_eq!(pay(&world, 1, None, None), Err(DomainError::Conflict(msg::ACCOUNT_INACTIVE.into())));
        assert_eq!(pay(&world, 7, None, None), Err(DomainError::Conflict(msg::ACCOUNT_INACTIVE.into())));
    }
}

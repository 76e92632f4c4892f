//! What can go wrong in a domain operation. It names kinds and fields, never HTTP statuses:
//! `http/error.rs` alone turns it into a status and the area's error body.

use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DomainError {
    /// Parameters broke their rules: parameter name → message, every broken one at once.
    #[error("invalid parameters: {0:?}")]
    Invalid(BTreeMap<String, String>),
    /// The thing addressed does not exist (or is not the caller's).
    #[error("{0}")]
    NotFound(String),
    /// The request is valid but the resource's current state forbids it.
    #[error("{0}")]
    Conflict(String),
    /// The caller may not do this.
    #[error("{0}")]
    Forbidden(String),
    /// A strict session's payment area: the key may not reach this billing account (its own
    /// 403 shape, `ConsumerForbiddenBody`).
    #[error("{}", spec::error::ConsumerForbiddenBody::MESSAGE)]
    ConsumerForbidden,
    /// Live fails on this input: a strict session answers the operation's documented 500
    /// (docs/product/conventions.md#failures).
    #[error("{}", spec::error::ERROR_PERFORMING_ACTION)]
    Failed,
}

impl DomainError {
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> Self {
        DomainError::Invalid(BTreeMap::from([(field.into(), message.into())]))
    }

    /// `Ok` when no rule was broken, otherwise every broken rule.
    pub fn check(broken: BTreeMap<String, String>) -> DomainResult<()> {
        if broken.is_empty() { Ok(()) } else { Err(DomainError::Invalid(broken)) }
    }
}

pub type DomainResult<T> = Result<T, DomainError>;

//! What can go wrong in a domain operation. It names kinds and fields, never HTTP statuses:
//! `http/error.rs` alone turns it into a status and the area's error body.

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DomainError {
    /// A parameter broke a rule; `field` names the parameter.
    #[error("{field}: {message}")]
    Invalid { field: String, message: String },
    /// The thing addressed does not exist (or is not the caller's).
    #[error("{0}")]
    NotFound(String),
    /// The request is valid but the resource's current state forbids it.
    #[error("{0}")]
    Conflict(String),
    /// The caller may not do this.
    #[error("{0}")]
    Forbidden(String),
}

impl DomainError {
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> Self {
        DomainError::Invalid { field: field.into(), message: message.into() }
    }
}

pub type DomainResult<T> = Result<T, DomainError>;

//! Identity and profile (docs/product/conventions.md#error-shapes; texts the simulator needs beyond them are ours).
//! The area's error and message texts: handlers and the console's generated catalogue use these.

crate::error::texts! {
    const NOT_ADMIN = "You do not have permission to perform this action";
    const MFA_NOT_AVAILABLE = "MFA is not available on this site";
    const MFA_ALREADY_ACTIVE = "MFA is already active";
    const MFA_NOT_ACTIVE = "MFA is not active";
    /// docs/product/identity.md#mfa: deactivation is deprecated and currently unavailable; the text is ours.
    const MFA_DEACTIVATION_UNAVAILABLE = "MFA deactivation is deprecated and currently unavailable";
    /// SSH keys (docs/product/identity.md#ssh-keys); the texts are ours.
    fn no_such_ssh_key(uuid: &str) = "No such SSH key exists: {uuid}";
    const SSH_KEY_EXISTS = "This SSH key has already been added";
    const TOO_MANY_SSH_KEYS = "A user may have at most 100 SSH keys: delete one first";
}

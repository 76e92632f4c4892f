//! Identity and profile (docs/product/conventions.md#error-shapes; texts the simulator needs beyond them are ours).
//! The area's error and message texts: handlers and the console's generated catalogue use these.

crate::error::texts! {
    const NOT_ADMIN = "You do not have permission to perform this action";
    const MFA_NOT_AVAILABLE = "MFA is not available on this site";
    const MFA_ALREADY_ACTIVE = "MFA is already active";
    const MFA_NOT_ACTIVE = "MFA is not active";
}

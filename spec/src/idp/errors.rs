//! The simulated identity provider's texts (docs/product/idp.md#rules "Login provider errors").
//! The area's error and message texts: handlers and the console's generated catalogue use these.

crate::error::texts! {
    const INVALID_EMAIL = "error in email - email format validation failed";
    const WEAK_PASSWORD = "Password is too weak: use at least 8 characters with a lower-case letter, an upper-case letter and a digit";
    const PASSWORDS_DIFFER = "Passwords do not match";
    const PROHIBITED_DOMAIN = "Email domain is prohibited";
    const INVALID_SIGNUP = "Invalid sign up";
    const WRONG_CREDENTIALS = "Wrong email or password.";
    const TOO_MANY_REQUESTS = "Too many requests. Try again later.";
    const VERIFY_EMAIL = "Please verify your email before logging in.";
    const INVALID_LOGIN_TICKET = "The login ticket is unknown, used or expired";
    const LINK_EXPIRED = "This link is unknown, used or expired";
    const INVALID_ACCESS_TOKEN = "Invalid or expired access token";
}

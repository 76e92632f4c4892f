//! API tokens, access delegation and impersonation. The `Failed to …` texts are the server's
//! (docs/product/conventions.md#error-shapes); it answers them when the addressed token, group or invitation is not the
//! caller's, and fault rules may answer them with status 500. The rest are ours.
//! The area's error and message texts: handlers and the console's generated catalogue use these.

crate::error::texts! {
    const CREATE_TOKEN_FAILED = "Failed to create kong token";
    const UPDATE_TOKEN_FAILED = "Failed to update kong token";
    const DELETE_TOKEN_FAILED = "Failed to delete kong token";
    const CREATE_GROUP_FAILED = "Failed to create access delegation group";
    const DELETE_GROUP_FAILED = "Failed to delete access delegation";
    const CREATE_INVITATION_FAILED = "Failed to creating impersonation key";
    const DELETE_INVITATION_FAILED = "Failed to delete impersonation key";
    const UNKNOWN_BILLING_ACCOUNT = "No such billing account of the user";
    const OUTSIDE_SCOPE = "This token cannot reach that billing account";
    const RESTRICTED_NEEDS_ACCOUNT = "A restricted token needs a billing account";
    const SHARE_WITH_YOURSELF = "You cannot share access with yourself";
    const ALREADY_INVITED = "This user is already invited to the group";
    const NO_SUCH_INVITATION = "No such invitation exists";
    const ALREADY_ACCEPTED = "The invitation is already accepted";
    const NOT_ACCEPTED = "The invitation must be accepted first";
    const NOT_WHILE_ACTING = "Invitations cannot be used while acting for another user";
    const NO_SUCH_USER = "No such user exists";
    const USER_REQUIRED = "Give user_id or email";
    /// A delegate (or administrator) acting for the owner creating a group or inviting.
    const NO_REGRANT = "Access can only be shared by its owner, not while acting for them";
    /// Past `domain::access::MAX_TOKENS` (docs/product/access.md#api-tokens).
    const TOO_MANY_TOKENS = "A user may have at most 100 API tokens: delete one first";
}

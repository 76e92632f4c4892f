//! Payment methods, top-ups, payment links and automatic top-up (docs/product/payment.md). Texts without a
//! source there are ours, worded in the same voice.
//! The area's error and message texts: handlers and the console's generated catalogue use these.

crate::error::texts! {
    /// Ledger description of a top-up.
    const TOP_UP = "Top up for account";
    /// Payment texts of docs/product/payment.md#top-up (the doubled "than" is the product's).
    const AMOUNT_POSITIVE = "Amount should be positive";
    const AMOUNT_BELOW_MINIMUM = "Amount should not be less than than minimum top up";
    const PAYMENT_CHANNEL_UNAVAILABLE = "Payment channel not available";
    const ADDING_CARD_FAILED = "Adding payment method failed";
    const ERROR_ADDING_CARD = "Error adding payment method";
    const TOP_UP_ERROR = "Top-up error";
    const VERIFIED_METHOD_MISSING = "Verified payment method is missing";
    /// Ours.
    const CARD_ALREADY_VERIFIED = "The payment method is already verified";
    fn no_such_card(id: u64) = "No such payment method exists: {id}";
    /// Link payment outcomes (docs/product/payment.md#payment-links 'Top-up was cancelled'; the others ours).
    const PAYMENT_PENDING = "Payment is pending";
    const TOP_UP_DONE = "Top-up was successful";
    const TOP_UP_CANCELLED = "Top-up was cancelled";
    fn no_such_payment(identifier: &str) = "No such payment exists: {identifier}";
    /// docs/product/payment.md#payment-links: one method's mobile number (the rule's; the wording ours).
    const MOBILE_NUMBER = "The mobile number must be 10 digits starting with 0";
    /// Ours.
    const INVOICE_PAYMENT_APPLIED = "The billing account already pays by invoice";
    /// Automatic top-up (ours).
    const AUTO_TOP_UP = "Automatic top up for account";
    const RECURRING_UNAVAILABLE = "Recurring payments are not available on this site";
    const TOP_UP_FAILED_SUBJECT = "Automatic top-up failed";
    fn no_such_authorization(reference: &str) = "No such payment authorization is waiting: {reference}";
}

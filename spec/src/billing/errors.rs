//! Billing accounts (docs/product/config.md#feature-flags; docs/product/billing.md#restriction, docs/product/billing.md#accounts). Texts without a source there are
//! ours, worded in the same voice.
//! The area's error and message texts: handlers and the console's generated catalogue use these.

crate::error::texts! {
    const ACCOUNT_INACTIVE = "A billing account must be active to create resources";
    /// docs/product/billing.md#accounts: "Unpaid resources or unspent credit block billing account deletion".
    const DELETE_UNPAID = "A billing account with unpaid resources cannot be deleted";
    const DELETE_CREDIT = "A billing account with unspent credit cannot be deleted";
    const DELETE_DEFAULT = "The default billing account cannot be deleted; make another account the default first";
    /// A field the site's `billingAccountFields` hides.
    const FIELD_HIDDEN = "This field is not used on this site";
    /// Ledger descriptions.
    const FIRST_ACCOUNT_CREDIT = "First billing account credit";
    fn no_such_account(id: u64) = "No such billing account exists: {id}";
    /// Ledger description of paying an invoice from credit (`real-api-fixtures/payment_credit_list`).
    const INVOICE_PAYMENT = "Invoice payment";
    /// docs/product/conventions.md#error-shapes.
    const INSUFFICIENT_FUNDS = "Insufficient funds";
    const INVOICE_ALREADY_PAID = "Invoice is already paid";
    const INVOICE_PAID = "Invoice paid";
    /// `pay_all` / `pay_amount` messages and error log (docs/product/billing.md#paying-in-bulk; ours).
    const INVOICES_PAID = "Invoices paid";
    const NOTHING_TO_PAY = "Nothing to pay";
    const SOME_INVOICES_UNPAID = "Some invoices could not be paid";
    fn invoice_not_covered(id: u64) = "Insufficient funds to pay invoice {id}";
    fn no_such_invoice(id: u64) = "No such invoice exists: {id}";
    /// An account whose restriction level is not CLEAR pays for no new resources (ours).
    fn restricted(level: &str) = "The billing account is restricted ({level}): top up to create resources";
    /// A LIMITED account's VMs stay within the site's `limitedBillingAccountConfig` (ours).
    fn limited_allowance(vcpu: u32, ram_mb: u32) = "The billing account is restricted (LIMITED): its virtual machines may use at most {vcpu} vCPU and {ram_mb} MB RAM in all";
    /// A resource type the site's feature flags switch off (docs/product/config.md#feature-flags; ours).
    fn not_offered(resource_type: &str) = "Resource type '{resource_type}' is not enabled on this site";
    /// A frozen or terminated account's VMs stay stopped (ours).
    fn frozen(level: &str) = "The billing account is restricted ({level}): top up to start resources";
    /// Promotions (docs/product/billing.md#promotions 'Invalid campaign.'; the rest ours).
    const INVALID_CAMPAIGN = "Invalid campaign.";
    const INVALID_REFERRAL = "Invalid referral code.";
    const CAMPAIGN_ACTIVATED = "Campaign activated.";
    const REFERRAL_ACTIVATED = "Referral code activated.";
    /// Ledger descriptions of promotion credit.
    const REFERRAL_CREDIT = "Referral credit";
    const REFERRAL_PROMOTER_CREDIT = "Referral promoter credit";
    const CAMPAIGN_CREDIT = "Campaign credit";
    /// Subject of the low-balance notice (ours).
    const LOW_BALANCE_SUBJECT = "Your credit is running low";
}

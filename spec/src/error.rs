//! Error bodies as the real API gives them (docs/product/conventions.md#error-shapes) and the catalogue of documented
//! message texts (seeds' error catalogues). Handlers never spell a message twice: they use these.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// `{"errors":{"Error": "..."}}` (VM family, billing, identity) or `{"errors":{"<field>": "..."}}`
/// (validation), keyed by field name or `Error`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ErrorsBody {
    pub errors: BTreeMap<String, String>,
}

/// `{"message": "..."}`: the gateway, network, disks, IPs and storage.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct MessageBody {
    pub message: String,
}

/// The payment area's own 403 (docs/product/payment.md#cards, RH client test, DOCS-derived):
/// `{"errors":{"consumer::resource_forbidden":{"msg","subtype","type"}}}`. Strict sessions answer
/// it for a billing account outside the key's reach.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ConsumerForbiddenBody {
    pub errors: BTreeMap<String, ConsumerForbidden>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ConsumerForbidden {
    pub msg: String,
    pub subtype: String,
    #[serde(rename = "type")]
    pub kind: String,
}

impl ConsumerForbiddenBody {
    pub const MESSAGE: &str = "Consumer not allowed to access resource.";

    pub fn new() -> Self {
        let detail =
            ConsumerForbidden { msg: Self::MESSAGE.into(), subtype: "resource_forbidden".into(), kind: "consumer".into() };
        ConsumerForbiddenBody { errors: BTreeMap::from([("consumer::resource_forbidden".to_string(), detail)]) }
    }
}

impl Default for ConsumerForbiddenBody {
    fn default() -> Self {
        Self::new()
    }
}

/// Key of the general message in [`ErrorsBody`].
pub const GENERAL: &str = "Error";

/// Texts answered by the gateway in front of the API (Kong).
pub mod gateway {
    pub const NO_API_KEY: &str = "No API key found in request";
    pub const INVALID_CREDENTIALS: &str = "Invalid authentication credentials";
    pub const NO_ROUTE: &str = "no route and no API found with those values";
    pub const BAD_GATEWAY: &str = "An invalid response was received from the upstream server";
    pub const GATEWAY_TIMEOUT: &str = "The upstream server is timing out";
    pub const BODY_TOO_LARGE: &str = "Request size limit exceeded";
    /// A handler that failed where nothing should (the gateway's own text for its 500s).
    pub const UNEXPECTED: &str = "An unexpected error occurred";
    /// One connection past `serve --max-connections`; our wording.
    pub const TOO_MANY_CONNECTIONS: &str = "Too many connections";
    /// A body that stopped arriving (`serve --body-timeout`); our wording.
    pub const BODY_TIMEOUT: &str = "Request body timed out";
    /// More query or form parameters than the simulator parses (1000); our wording.
    pub const TOO_MANY_PARAMETERS: &str = "Too many parameters: at most 1000 in the query and 1000 in a form body";
    /// A request target past 8 KiB; our wording.
    pub const URI_TOO_LONG: &str = "Request URI too long";
    /// More than 100 header fields or 32 KiB of them; our wording.
    pub const HEADERS_TOO_LARGE: &str = "Request header fields too large";
    /// A path served, but not with this method; our wording.
    pub const METHOD_NOT_ALLOWED: &str = "Method not allowed";
    /// `DELETE /__sim/sessions/default`: keyless calls and the console's configuration need it; our wording.
    pub const DEFAULT_SESSION_STAYS: &str =
        "The default session cannot be deleted: keyless calls are served from it (reset it instead)";
}

/// Validation texts. The real API's phrasing where it is known (docs/product/compute.md#vm-fields).
pub mod validation {
    pub const REQUIRED: &str = "This field is required";
    pub const WHOLE_NUMBER: &str = "Invalid whole number provided";
    pub const NUMBER: &str = "Invalid number provided";
    pub const BOOLEAN: &str = "Invalid boolean value provided";
    pub const STRING: &str = "Invalid string provided";
    pub const LIST: &str = "Invalid list provided";
    pub const OBJECT: &str = "Invalid object provided";
    pub const PATTERN: &str = "Value does not match the required pattern";
    pub const UNKNOWN_FIELD: &str = "Unknown field";
    pub const INVALID_JSON: &str = "Request body is not valid JSON";
    pub const INVALID_FORM: &str = "Request body is not a valid form";

    pub fn at_most_chars(limit: impl std::fmt::Display) -> String {
        format!("Ensure this field has no more than {limit} characters")
    }
    pub fn at_least_chars(limit: impl std::fmt::Display) -> String {
        format!("Ensure this field has at least {limit} characters")
    }
    pub fn at_least(limit: impl std::fmt::Display) -> String {
        format!("Must be greater than or equal to {limit}")
    }
    pub fn at_most(limit: impl std::fmt::Display) -> String {
        format!("Must be less than or equal to {limit}")
    }
    /// `value must be one from the list ['a', 'b']`, the real API's enum text.
    pub fn one_of<S: AsRef<str>>(values: &[S]) -> String {
        let list: Vec<String> = values.iter().map(|v| format!("'{}'", v.as_ref())).collect();
        format!("value must be one from the list [{}]", list.join(", "))
    }
    /// The enum text of a rule that depends on another parameter, as live:
    /// `if 'os_name=ubuntu' then value must be one from the list ['20.04', '22.04', '24.04']`.
    pub fn one_of_if<S: AsRef<str>>(parameter: &str, value: &str, values: &[S]) -> String {
        format!("if '{parameter}={value}' then {}", one_of(values))
    }
}

/// Billing accounts (docs/product/config.md#feature-flags; docs/product/billing.md#restriction, docs/product/billing.md#accounts). Texts without a source there are
/// ours, worded in the same voice.
pub mod billing {
    pub const ACCOUNT_INACTIVE: &str = "A billing account must be active to create resources";
    /// docs/product/billing.md#accounts: "Unpaid resources or unspent credit block billing account deletion".
    pub const DELETE_UNPAID: &str = "A billing account with unpaid resources cannot be deleted";
    pub const DELETE_CREDIT: &str = "A billing account with unspent credit cannot be deleted";
    pub const DELETE_DEFAULT: &str = "The default billing account cannot be deleted; make another account the default first";
    /// A field the site's `billingAccountFields` hides.
    pub const FIELD_HIDDEN: &str = "This field is not used on this site";
    /// Ledger descriptions.
    pub const FIRST_ACCOUNT_CREDIT: &str = "First billing account credit";
    pub const TOP_UP: &str = "Top up for account";
    pub fn no_such_account(id: u64) -> String {
        format!("No such billing account exists: {id}")
    }
    /// Ledger description of paying an invoice from credit (`real-api-fixtures/payment_credit_list`).
    pub const INVOICE_PAYMENT: &str = "Invoice payment";
    /// docs/product/conventions.md#error-shapes.
    pub const INSUFFICIENT_FUNDS: &str = "Insufficient funds";
    pub const INVOICE_ALREADY_PAID: &str = "Invoice is already paid";
    pub const INVOICE_PAID: &str = "Invoice paid";
    pub fn no_such_invoice(id: u64) -> String {
        format!("No such invoice exists: {id}")
    }
    /// An account whose restriction level is not CLEAR pays for no new resources (ours).
    pub fn restricted(level: &str) -> String {
        format!("The billing account is restricted ({level}): top up to create resources")
    }
    /// A LIMITED account's VMs stay within the site's `limitedBillingAccountConfig` (ours).
    pub fn limited_allowance(vcpu: u32, ram_mb: u32) -> String {
        format!(
            "The billing account is restricted (LIMITED): its virtual machines may use at most {vcpu} vCPU and {ram_mb} MB RAM in all"
        )
    }
    /// A resource type the site's feature flags switch off (docs/product/config.md#feature-flags; ours).
    pub fn not_offered(resource_type: &str) -> String {
        format!("Resource type '{resource_type}' is not enabled on this site")
    }
    /// A frozen or terminated account's VMs stay stopped (ours).
    pub fn frozen(level: &str) -> String {
        format!("The billing account is restricted ({level}): top up to start resources")
    }
    /// Payment texts of docs/product/payment.md#top-up (the doubled "than" is the product's).
    pub const AMOUNT_POSITIVE: &str = "Amount should be positive";
    pub const AMOUNT_BELOW_MINIMUM: &str = "Amount should not be less than than minimum top up";
    pub const PAYMENT_CHANNEL_UNAVAILABLE: &str = "Payment channel not available";
    pub const ADDING_CARD_FAILED: &str = "Adding payment method failed";
    pub const ERROR_ADDING_CARD: &str = "Error adding payment method";
    pub const TOP_UP_ERROR: &str = "Top-up error";
    pub const VERIFIED_METHOD_MISSING: &str = "Verified payment method is missing";
    /// Ours.
    pub const CARD_ALREADY_VERIFIED: &str = "The payment method is already verified";
    pub fn no_such_card(id: u64) -> String {
        format!("No such payment method exists: {id}")
    }
    /// Link payment outcomes (docs/product/payment.md#payment-links 'Top-up was cancelled'; the others ours).
    pub const PAYMENT_PENDING: &str = "Payment is pending";
    pub const TOP_UP_DONE: &str = "Top-up was successful";
    pub const TOP_UP_CANCELLED: &str = "Top-up was cancelled";
    pub fn no_such_payment(identifier: &str) -> String {
        format!("No such payment exists: {identifier}")
    }
    /// Promotions (docs/product/billing.md#promotions 'Invalid campaign.'; the rest ours).
    pub const INVALID_CAMPAIGN: &str = "Invalid campaign.";
    pub const INVALID_REFERRAL: &str = "Invalid referral code.";
    pub const CAMPAIGN_ACTIVATED: &str = "Campaign activated.";
    pub const REFERRAL_ACTIVATED: &str = "Referral code activated.";
    /// Ledger descriptions of promotion credit.
    pub const REFERRAL_CREDIT: &str = "Referral credit";
    pub const REFERRAL_PROMOTER_CREDIT: &str = "Referral promoter credit";
    pub const CAMPAIGN_CREDIT: &str = "Campaign credit";
    /// Ours.
    pub const INVOICE_PAYMENT_APPLIED: &str = "The billing account already pays by invoice";
    /// Automatic top-up (ours).
    pub const AUTO_TOP_UP: &str = "Automatic top up for account";
    pub const RECURRING_UNAVAILABLE: &str = "Recurring payments are not available on this site";
    pub const LOW_BALANCE_SUBJECT: &str = "Your credit is running low";
    pub const TOP_UP_FAILED_SUBJECT: &str = "Automatic top-up failed";
    pub fn no_such_authorization(reference: &str) -> String {
        format!("No such payment authorization is waiting: {reference}")
    }
}

/// Virtual machines (docs/product/compute.md#vm-lifecycle, docs/product/compute.md#vm-create; docs/product/compute.md#vm-fields, docs/product/conventions.md#error-shapes). Texts without a source
/// there are ours, worded in the same voice.
pub mod compute {
    /// The VM family's not-found text (400, live).
    pub fn no_such_vm(uuid: &str) -> String {
        format!("No such virtual machine exists: {uuid}")
    }
    pub fn no_such_host_pool(uuid: &str) -> String {
        format!("No such host pool exists: {uuid}")
    }
    pub fn no_such_disk(uuid: &str) -> String {
        format!("No such disk exists: {uuid}")
    }
    pub fn no_such_replica(uuid: &str) -> String {
        format!("No such replica exists: {uuid}")
    }
    /// A transition the VM's current status does not allow.
    pub fn busy(status: &str) -> String {
        format!("Virtual machine is busy: {status}")
    }
    pub const HIGH_DEMAND: &str =
        "Compute resources temporarily unavailable due to high demand. If possible, choose a different region or location.";
    pub const SSH_KEY_PATTERN: &str = "SSH key does not match required pattern";
    pub const CREATE_DISABLED: &str = "Creating resources is disabled in this location";
    pub const ALREADY_RUNNING: &str = "Virtual machine is already running";
    pub const ALREADY_STOPPED: &str = "Virtual machine is already stopped";
    pub const RESIZE_NEEDS_STOPPED: &str = "Virtual machine must be stopped to change vcpu or ram";
    pub const PASSWORD_NEEDS_RUNNING: &str = "Virtual machine must be running to change the password";
    pub const PASSWORD_RULE: &str =
        "Password must be at least 8 characters and contain an upper-case letter, a lower-case letter and a digit";
    pub const USERNAME_RULE: &str =
        "Username must be 2 to 31 letters, digits, underscores or dashes, start with a letter or underscore, and not be root";
    pub const CLOUD_INIT_JSON: &str = "cloud_init must be a JSON object";
    /// docs/product/compute.md#disk: "Disk size can only increase".
    pub const DISK_ONLY_GROWS: &str = "Disk size can only increase";
    pub const BOOT_DISK_STAYS: &str = "The boot disk cannot be removed";
    pub const TOO_MANY_DISKS: &str = "A virtual machine can have at most 26 disks";
    /// A 500 of the seeds' catalogue, for fault rules on `vm/start`.
    pub const FAILED_TO_START: &str = "Failed to start virtual machine";
    /// A 500 of the seeds' catalogue, for fault rules on `POST vm/replica`.
    pub const FAILED_TO_SNAPSHOT: &str = "Failed to create snapshot of virtual machine";
    /// Standalone disks (docs/product/compute.md#disk, docs/product/conventions.md#error-shapes): the live not-found text (404).
    pub const DISK_NOT_FOUND: &str = "Disk not found";
    /// docs/product/compute.md#disk, live: a disk create with a global key and no account.
    pub const BILLING_ACCOUNT_REQUIRED: &str = "'billing_account_id' is required if using a global API token";
    /// A create names one source for its disks at most (ours).
    pub const ONE_DISK_SOURCE: &str = "Send either disk_uuid or source_uuid/source_replica, not both";
    pub const DISK_ATTACHED: &str = "Disk is attached to a virtual machine; detach it first";
    pub const DISK_ALREADY_ATTACHED: &str = "Disk is already attached to a virtual machine";
    pub const BOOT_DISK_OF_VM: &str = "A virtual machine's boot disk is changed through the virtual machine";
    pub const DISK_NOT_DETACHABLE: &str = "Only disks attached from the disk list can be detached";
    pub fn no_such_image(name: &str) -> String {
        format!("No such image exists: {name}")
    }
    pub fn no_such_boot_image(uuid: &str) -> String {
        format!("No such boot image exists: {uuid}")
    }
    pub fn no_such_interface(uuid: &str) -> String {
        format!("No such interface exists: {uuid}")
    }
    pub fn no_such_subinterface(uuid: &str) -> String {
        format!("No such sub-interface exists: {uuid}")
    }
    pub fn vlan_in_use(vlan_tag: u16) -> String {
        format!("VLAN {vlan_tag} is already in use on this interface")
    }
    pub fn vlan_full(vlan_tag: u16) -> String {
        format!("No free address left on VLAN {vlan_tag}")
    }
}

/// Bare metal (docs/product/metal.md#machine-states, docs/product/metal.md#leases). The two catalogue texts are the product's; the rest ours.
pub mod metal {
    pub const NO_AVAILABLE_MACHINES: &str = "No available machines";
    pub const TOO_SOON_TO_RELEASE: &str = "Too soon to release machine";
    pub const ALREADY_RELEASED: &str = "The lease is already released";
    pub const LEASED: &str = "A leased machine changes only through its lease";
    pub const STATUS_NOT_SETTABLE: &str = "An operator sets a machine available, offline or deleted";
    pub fn no_such_lease(uuid: &str) -> String {
        format!("No such lease exists: {uuid}")
    }
    pub fn no_such_spec(uuid: &str) -> String {
        format!("No such machine spec exists: {uuid}")
    }
    pub fn no_such_machine(uuid: &str) -> String {
        format!("No such machine exists: {uuid}")
    }
    pub fn os_not_ready(os_id: &str) -> String {
        format!("The spec does not install this OS: {os_id}")
    }
}

/// Managed services (docs/product/services.md#kubernetes, docs/product/services.md#packages). "Service '…' not found", "IP address
/// must be specified", "Kubernetes service can not be created." and "Error performing action" are
/// the product's; the rest ours.
pub mod services {
    pub const KUBERNETES_REFUSED: &str = "Kubernetes service can not be created.";
    pub const ACTION_FAILED: &str = "Error performing action";
    pub const IP_REQUIRED: &str = "IP address must be specified";
    pub const IP_INVALID: &str = "Must be an IPv4 address or CIDR block";
    pub const ALREADY_WHITELISTED: &str = "The address is already on the whitelist";
    pub const NOT_WHITELISTED: &str = "The address is not on the whitelist";
    pub const AUTOSCALER_MINIMUM: &str = "At least one node pool must have autoscaler minimum of 1 or more";
    pub const MIN_ABOVE_MAX: &str = "The autoscaler minimum cannot exceed its maximum";
    pub const POOL_NAMES_UNIQUE: &str = "Node pool names must be unique";
    pub const WORKERS_REQUIRED: &str = "A Kubernetes cluster needs at least one node pool";
    pub const NOT_KUBERNETES: &str = "Only a Kubernetes cluster has node pools";
    pub const NO_WORKER_PACKAGE: &str = "Not one of the worker packages offered";
    pub const PARAMETERS_JSON: &str = "Must be a JSON object with location, optional network_uuid and spec";
    pub const MULTI_NODE_UNAVAILABLE: &str = "This service is not offered as multi-node";
    pub const NOTHING_TO_CHANGE: &str = "Nothing to change";
    pub const REQUESTED: &str = "The package is still being provisioned";
    pub const DELETED: &str = "The package is deleted";
    pub fn service_not_found(name: &str) -> String {
        format!("Service '{name}' not found")
    }
    pub fn no_such_version(version: &str) -> String {
        format!("No such version of the service: {version}")
    }
    pub fn no_such_package(uuid: &str) -> String {
        format!("No such service package exists: {uuid}")
    }
    pub fn no_such_resource(uuid: &str) -> String {
        format!("No such resource in the package: {uuid}")
    }
    pub fn no_such_backup(uuid: &str) -> String {
        format!("No such backup of the package: {uuid}")
    }
    pub fn no_such_location(slug: &str) -> String {
        format!("No such location: {slug}")
    }
}

/// Identity and profile (docs/product/conventions.md#error-shapes; texts the simulator needs beyond them are ours).
pub mod identity {
    pub const NOT_ADMIN: &str = "You do not have permission to perform this action";
    pub const MFA_NOT_AVAILABLE: &str = "MFA is not available on this site";
    pub const MFA_ALREADY_ACTIVE: &str = "MFA is already active";
    pub const MFA_NOT_ACTIVE: &str = "MFA is not active";
}

/// API tokens, access delegation and impersonation. The `Failed to …` texts are the server's
/// (docs/product/conventions.md#error-shapes); it answers them when the addressed token, group or invitation is not the
/// caller's, and fault rules may answer them with status 500. The rest are ours.
pub mod access {
    pub const CREATE_TOKEN_FAILED: &str = "Failed to create kong token";
    pub const UPDATE_TOKEN_FAILED: &str = "Failed to update kong token";
    pub const DELETE_TOKEN_FAILED: &str = "Failed to delete kong token";
    pub const CREATE_GROUP_FAILED: &str = "Failed to create access delegation group";
    pub const DELETE_GROUP_FAILED: &str = "Failed to delete access delegation";
    pub const CREATE_INVITATION_FAILED: &str = "Failed to creating impersonation key";
    pub const DELETE_INVITATION_FAILED: &str = "Failed to delete impersonation key";
    pub const UNKNOWN_BILLING_ACCOUNT: &str = "No such billing account of the user";
    pub const OUTSIDE_SCOPE: &str = "This token cannot reach that billing account";
    pub const RESTRICTED_NEEDS_ACCOUNT: &str = "A restricted token needs a billing account";
    pub const SHARE_WITH_YOURSELF: &str = "You cannot share access with yourself";
    pub const ALREADY_INVITED: &str = "This user is already invited to the group";
    pub const NO_SUCH_INVITATION: &str = "No such invitation exists";
    pub const ALREADY_ACCEPTED: &str = "The invitation is already accepted";
    pub const NOT_ACCEPTED: &str = "The invitation must be accepted first";
    pub const NOT_WHILE_ACTING: &str = "Invitations cannot be used while acting for another user";
    pub const NO_SUCH_USER: &str = "No such user exists";
    pub const USER_REQUIRED: &str = "Give user_id or email";
    /// A delegate (or administrator) acting for the owner creating a group or inviting.
    pub const NO_REGRANT: &str = "Access can only be shared by its owner, not while acting for them";
    /// Past `domain::access::MAX_TOKENS` (docs/product/access.md#api-tokens).
    pub const TOO_MANY_TOKENS: &str = "A user may have at most 100 API tokens: delete one first";
}

/// Object storage (docs/product/storage.md#bucket-names, docs/product/storage.md#keys; docs/product/storage.md#buckets). "Storage account not found." is
/// live (docs/product/storage.md#keys); the rest are ours, in the same voice.
pub mod storage {
    pub const ACCOUNT_NOT_FOUND: &str = "Storage account not found.";
    pub const BUCKET_NOT_FOUND: &str = "Bucket not found.";
    pub const BUCKET_EXISTS: &str = "Bucket name is already taken.";
    pub const BUCKET_NOT_EMPTY: &str = "Bucket is not empty.";
    pub const KEY_NOT_FOUND: &str = "Access key not found.";
    /// docs/product/storage.md#keys: the documented storage failure, for fault rules.
    pub const IO_EXCEPTION: &str = "IOException";
    /// The bucket-name rules of docs/product/storage.md#bucket-names, one text per rule.
    pub const NAME_CHARACTERS: &str = "Use only lowercase letters, digits and hyphens";
    pub const NAME_EDGES: &str = "Start and end with a lowercase letter or digit";
    pub const NAME_XN: &str = "Must not start with xn--";
    pub const NAME_S3ALIAS: &str = "Must not end with -s3alias";
    pub const ORIGIN_URL: &str = "Enter a valid URL (scheme and host, e.g. https://app.example.com) or *";
}

/// The catch-all text every endpoint may answer with status 500 (both seeds §8).
pub const ERROR_PERFORMING_ACTION: &str = "Error performing action";

/// The simulated identity provider's texts (docs/product/idp.md#rules "Login provider errors").
pub mod idp {
    pub const INVALID_EMAIL: &str = "error in email - email format validation failed";
    pub const WEAK_PASSWORD: &str =
        "Password is too weak: use at least 8 characters with a lower-case letter, an upper-case letter and a digit";
    pub const PASSWORDS_DIFFER: &str = "Passwords do not match";
    pub const PROHIBITED_DOMAIN: &str = "Email domain is prohibited";
    pub const INVALID_SIGNUP: &str = "Invalid sign up";
    pub const WRONG_CREDENTIALS: &str = "Wrong email or password.";
    pub const TOO_MANY_REQUESTS: &str = "Too many requests. Try again later.";
    pub const VERIFY_EMAIL: &str = "Please verify your email before logging in.";
    pub const INVALID_LOGIN_TICKET: &str = "The login ticket is unknown, used or expired";
    pub const LINK_EXPIRED: &str = "This link is unknown, used or expired";
    pub const INVALID_ACCESS_TOKEN: &str = "Invalid or expired access token";
}

/// Networking (docs/product/network.md#vpc, docs/product/network.md#ip-addresses, docs/product/network.md#firewalls, docs/product/network.md#load-balancers, docs/product/conventions.md#error-shapes; docs/product/network.md#ip-addresses). The two not-found texts of
/// floating IPs and networks are live (docs/product/conventions.md#status-codes); the seed gives "Add at least one target server.";
/// the rest are ours, in the same voice.
pub mod network {
    /// 404, live: `Ip address … was not found.`
    pub fn ip_not_found(address: &str) -> String {
        format!("Ip address {address} was not found.")
    }
    /// 400, live, for a missing network.
    pub const NETWORK_INVALID: &str = "Network UUID is invalid.";
    pub const LB_NOT_FOUND: &str = "Load balancer not found";
    pub const FIREWALL_NOT_FOUND: &str = "Firewall not found";
    /// docs/product/config.md#configuration-rules.
    pub const TARGET_REQUIRED: &str = "Add at least one target server.";
    pub const IP_ASSIGNED: &str = "Ip address is assigned; unassign it first";
    pub const IP_NOT_ASSIGNED: &str = "Ip address is not assigned";
    pub const ASSIGN_HOW: &str = "Give assigned_to (with assigned_to_resource_type), vm_uuid or private_ip";
    pub const TARGET_HAS_IP: &str = "The resource already has a public IP address";
    pub fn no_such_assignee(target: &str) -> String {
        format!("No resource to assign to: {target}")
    }
    pub fn not_assigned_to(vm_uuid: &str) -> String {
        format!("Ip address is not assigned to {vm_uuid}")
    }
    pub const DEFAULT_NETWORK_STAYS: &str = "The default network cannot be deleted";
    pub const NETWORK_NOT_EMPTY: &str = "The network has resources; remove them first";
    pub const NOT_IN_NETWORK: &str = "The virtual machine is not in the load balancer's network";
    pub const ALREADY_TARGET: &str = "The virtual machine is already a target";
    pub fn no_such_target(uuid: &str) -> String {
        format!("No such target: {uuid}")
    }
    pub fn port_forwarded(port: u16) -> String {
        format!("Source port {port} is already forwarded")
    }
    pub const RULE_NOT_FOUND: &str = "Forwarding rule not found";
    pub const SET_ID_REQUIRED: &str = "set_id is required";
    pub const PORT_ORDER: &str = "port_end must not be below port_start";
    pub const PORTS_TCP_UDP: &str = "Ports apply to tcp and udp only";
    pub const ENDPOINT_REQUIRED: &str = "At least one endpoint is required for this endpoint type";
    pub const ENDPOINT_FOR_ANY: &str = "No endpoints are given for endpoint type any";
    pub fn bad_prefix(value: &str) -> String {
        format!("Not an IP address or CIDR block: {value}")
    }
    pub fn bad_vlan(value: &str) -> String {
        format!("Not a VLAN ID between 1 and 4094: {value}")
    }
    pub fn bad_tag(value: &str) -> String {
        format!("Not a group tag (1 to 63 letters, digits, dots, dashes or underscores): {value}")
    }
    pub const FIREWALL_NOT_ON_VM: &str = "The firewall is not applied to this virtual machine";
    pub const NO_FREE_ADDRESS: &str = "No free address left in the network";
    /// A service package's virtual IP goes with the package: not moved, let go or paid apart.
    pub fn held_by_service(package_uuid: &str) -> String {
        format!("Ip address is the virtual IP of service package {package_uuid}; it goes with the package")
    }
    pub const SERVICE_GETS_IP_AT_CREATE: &str = "A service package gets its virtual IP when it is created";
}

//! The route table: every operation of the API and of the control API, with its request and
//! response types. The simulator registers its handlers against these constants, the OpenAPI
//! document is built from them, and a test checks that the two agree.

use schemars::{JsonSchema, Schema, SchemaGenerator};

use crate::{access, billing, compute, config, control, identity, idp, metal, network, payment, pricing, services, storage};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Method {
    Get,
    Post,
    Put,
    Patch,
    Delete,
}

impl Method {
    pub const fn as_str(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::Post => "POST",
            Method::Put => "PUT",
            Method::Patch => "PATCH",
            Method::Delete => "DELETE",
        }
    }
}

/// Where an operation answers (docs/product/conventions.md#location-segment).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// `/v1{path}` only.
    Global,
    /// `/v1/{location}{path}` and `/v1{path}` (the default location).
    Location,
    /// The simulator's control API: `{path}` as written, no `/v1`.
    Control,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Auth {
    /// Needs an `apikey` header (the gateway answers 401/403 otherwise).
    ApiKey,
    /// Answers without a key (configuration and public catalogues).
    Public,
}

/// Where the real API reads an operation's parameters. In the default (lenient) mode the
/// simulator reads query, form and JSON alike; `--strict` reads only what the real API reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Query,
    Form,
    Json,
}

/// Which error body the operation's area answers with (docs/product/conventions.md#error-shapes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorStyle {
    /// `{"errors":{"Error": msg}}` and `{"errors":{"<field>": msg}}`.
    Errors,
    /// `{"message": msg}`.
    Message,
    /// `{"error": code, "error_description": msg}`: the simulated identity provider.
    Provider,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Area {
    Config,
    Identity,
    Pricing,
    Compute,
    Access,
    Billing,
    Control,
    Metal,
    Network,
    Storage,
    Services,
}

impl Area {
    pub const fn tag(self) -> &'static str {
        match self {
            Area::Config => "config",
            Area::Identity => "identity",
            Area::Pricing => "pricing",
            Area::Compute => "compute",
            Area::Access => "access",
            Area::Billing => "billing",
            Area::Control => "control",
            Area::Metal => "metal",
            Area::Network => "network",
            Area::Storage => "storage",
            Area::Services => "services",
        }
    }
}

pub type SchemaFn = fn(&mut SchemaGenerator) -> Schema;

fn schema_of<T: JsonSchema>(generator: &mut SchemaGenerator) -> Schema {
    generator.subschema_for::<T>()
}

/// What a successful answer carries.
#[derive(Clone, Copy, Debug)]
pub enum ResponseBody {
    Json(SchemaFn),
    /// Text of the given content type (e.g. a YAML scenario).
    Text(&'static str),
    /// No body (204).
    Empty,
}

#[derive(Clone, Copy, Debug)]
pub struct Operation {
    /// Names the handler, the OpenAPI operationId and the journal entry.
    pub id: &'static str,
    pub method: Method,
    pub path: &'static str,
    pub scope: Scope,
    pub auth: Auth,
    pub area: Area,
    pub encoding: Encoding,
    pub errors: ErrorStyle,
    pub summary: &'static str,
    /// Parameters (query for GET, body otherwise), as one object.
    pub request: Option<SchemaFn>,
    pub response: ResponseBody,
    pub status: u16,
    /// Status of a "no such thing" answer: 404 by default, 400 in the VM family.
    pub not_found: u16,
    /// Status of a refusal because of the resource's state: 409 by default, 400 in the VM family.
    pub conflict: u16,
}

impl Operation {
    pub const fn new(id: &'static str, method: Method, path: &'static str, area: Area) -> Self {
        Operation {
            id,
            method,
            path,
            scope: if matches!(area, Area::Control) { Scope::Control } else { Scope::Global },
            // The control API has its own guard (`--control-token`), not the gateway's key.
            auth: if matches!(area, Area::Control) { Auth::Public } else { Auth::ApiKey },
            area,
            encoding: if matches!(method, Method::Get) { Encoding::Query } else { Encoding::Form },
            errors: if matches!(area, Area::Control) { ErrorStyle::Message } else { ErrorStyle::Errors },
            summary: "",
            request: None,
            response: ResponseBody::Empty,
            status: 200,
            not_found: 404,
            conflict: 409,
        }
    }
    pub const fn get(id: &'static str, path: &'static str, area: Area) -> Self {
        Self::new(id, Method::Get, path, area)
    }
    pub const fn post(id: &'static str, path: &'static str, area: Area) -> Self {
        Self::new(id, Method::Post, path, area)
    }
    pub const fn put(id: &'static str, path: &'static str, area: Area) -> Self {
        Self::new(id, Method::Put, path, area)
    }
    pub const fn patch(id: &'static str, path: &'static str, area: Area) -> Self {
        Self::new(id, Method::Patch, path, area)
    }
    pub const fn delete(id: &'static str, path: &'static str, area: Area) -> Self {
        Self::new(id, Method::Delete, path, area)
    }
    pub const fn summary(mut self, summary: &'static str) -> Self {
        self.summary = summary;
        self
    }
    pub const fn location_scoped(mut self) -> Self {
        self.scope = Scope::Location;
        self
    }
    pub const fn public(mut self) -> Self {
        self.auth = Auth::Public;
        self
    }
    pub const fn json(mut self) -> Self {
        self.encoding = Encoding::Json;
        self
    }
    /// Parameters in the query even on a POST or DELETE (docs/product/conventions.md#encodings, "query only").
    pub const fn query(mut self) -> Self {
        self.encoding = Encoding::Query;
        self
    }
    pub const fn message_errors(mut self) -> Self {
        self.errors = ErrorStyle::Message;
        self
    }
    pub const fn provider_errors(mut self) -> Self {
        self.errors = ErrorStyle::Provider;
        self
    }
    pub const fn request<T: JsonSchema>(mut self) -> Self {
        self.request = Some(schema_of::<T>);
        self
    }
    pub const fn response<T: JsonSchema>(mut self) -> Self {
        self.response = ResponseBody::Json(schema_of::<T>);
        self
    }
    pub const fn text(mut self, content_type: &'static str) -> Self {
        self.response = ResponseBody::Text(content_type);
        self
    }
    pub const fn status(mut self, status: u16) -> Self {
        self.status = status;
        self
    }
    pub const fn not_found_status(mut self, status: u16) -> Self {
        self.not_found = status;
        self
    }
    pub const fn conflict_status(mut self, status: u16) -> Self {
        self.conflict = status;
        self
    }

    /// The paths the operation answers at, as registered with the router.
    pub fn mounted_paths(&self) -> Vec<String> {
        match self.scope {
            Scope::Global => vec![format!("/v1{}", self.path)],
            Scope::Location => vec![format!("/v1/{{location}}{}", self.path), format!("/v1{}", self.path)],
            Scope::Control => vec![self.path.to_string()],
        }
    }

    /// Names of the `{param}` segments of the path.
    pub fn path_params(&self) -> impl Iterator<Item = &'static str> {
        self.path.split('/').filter_map(|s| s.strip_prefix('{')?.strip_suffix('}'))
    }
}

/// Every operation, in the order the OpenAPI document lists them.
pub const OPERATIONS: &[&Operation] = &[
    // Configuration and pricing
    &config::ops::UI_CONFIG,
    &config::ops::LOCATIONS,
    &pricing::ops::PRICE_LIST,
    // Identity and profile
    &identity::ops::USER_GET,
    &identity::ops::PROFILE_UPDATE,
    &identity::ops::PRIVILEGES_GET,
    &identity::ops::MFA_STATUS,
    &identity::ops::MFA_ACTIVATE,
    &identity::ops::MFA_DEACTIVATE,
    &identity::ops::AUTH_CALLBACK,
    // Compute
    &compute::ops::VM_IMAGES,
    &compute::ops::BOOT_IMAGES,
    &compute::ops::VM_PARAMETERS,
    &compute::ops::HOST_POOLS,
    &compute::ops::VM_LIST,
    &compute::ops::VM_GET,
    &compute::ops::VM_CREATE,
    &compute::ops::VM_UPDATE,
    &compute::ops::VM_DELETE,
    &compute::ops::VM_START,
    &compute::ops::VM_STOP,
    &compute::ops::VM_REINSTALL,
    &compute::ops::VM_CLONE,
    &compute::ops::VM_BACKUP,
    &compute::ops::VM_BOOT_ISO,
    &compute::ops::VM_USER_UPDATE,
    &compute::ops::VM_STORAGE_ADD,
    &compute::ops::VM_STORAGE_RESIZE,
    &compute::ops::VM_STORAGE_REMOVE,
    // Tokens, delegation and impersonation
    &access::ops::TOKEN_LIST,
    &access::ops::TOKEN_CREATE,
    &access::ops::TOKEN_UPDATE,
    &access::ops::TOKEN_DELETE,
    &access::ops::GROUP_LIST,
    &access::ops::GROUP_CREATE,
    &access::ops::GROUP_DELETE,
    &access::ops::INVITE,
    &access::ops::INVITE_DELETE,
    &access::ops::SHARED_LIST,
    &access::ops::ACCEPT,
    &access::ops::START,
    &access::ops::ADMIN_TOKEN,
    // Billing
    &billing::ops::ACCOUNT_LIST,
    &billing::ops::ACCOUNT_GET,
    &billing::ops::ACCOUNT_CREATE,
    &billing::ops::ACCOUNT_UPDATE,
    &billing::ops::ACCOUNT_DELETE,
    &billing::ops::ACCOUNT_SET_DEFAULT,
    &billing::ops::CREDIT_LIST,
    &billing::ops::USAGE,
    &compute::ops::VM_REPLICA_LIST,
    &compute::ops::VM_REPLICA_CREATE,
    &compute::ops::VM_REPLICA_DELETE,
    &compute::ops::VM_REBUILD,
    &compute::ops::DISK_LIST,
    &compute::ops::DISK_GET,
    &compute::ops::DISK_CREATE,
    &compute::ops::DISK_UPDATE,
    &compute::ops::DISK_DELETE,
    &compute::ops::VM_STORAGE_ATTACH,
    &compute::ops::VM_STORAGE_DETACH,
    &compute::ops::RESOURCE_BILLING,
    &compute::ops::INTERFACE_LIST,
    &compute::ops::VM_INTERFACE_LIST,
    &compute::ops::SUBINTERFACE_CREATE,
    &compute::ops::SUBINTERFACE_DELETE,
    // Control API
    &control::ops::HEALTH,
    &control::ops::OPENAPI,
    &control::ops::BRANDS,
    &control::ops::SESSIONS_LIST,
    &control::ops::SESSION_CREATE,
    &control::ops::SESSION_DELETE,
    &control::ops::SESSION_RESET,
    &control::ops::CLOCK_GET,
    &control::ops::CLOCK_SET,
    &control::ops::CLOCK_ADVANCE,
    &control::ops::FAULTS_LIST,
    &control::ops::FAULTS_ADD,
    &control::ops::FAULTS_CLEAR,
    &control::ops::JOURNAL_GET,
    &control::ops::STATE_GET,
    &control::ops::STATE_PUT,
    &control::ops::IDP_MFA_PAGE,
    &control::ops::IDP_MFA_ENROL,
    &control::ops::VM_GUEST_SET,
    &control::ops::STRICT_SET,
    // Billing: invoices
    &billing::ops::INVOICE_LIST,
    &billing::ops::INVOICE_GET,
    &billing::ops::INVOICE_PDF,
    &billing::ops::PAY_INVOICE,
    // Billing: debt and restriction
    &billing::ops::RESTRICTION_THRESHOLD_GET,
    &billing::ops::RESTRICTION_THRESHOLD_SET,
    // Billing: promotions, automatic top-up, low-balance notices
    &billing::ops::CAMPAIGN_ACTIVATE,
    &billing::ops::RECURRING_PAYMENT,
    &billing::ops::LOW_BALANCE_NOTICE,
    // Payment methods and top-ups
    &payment::ops::PAYPAL_ID_TOKEN,
    &payment::ops::PAYPAL_SETUP_TOKEN,
    &payment::ops::PAYPAL_PAYMENT_TOKEN,
    &payment::ops::CARD_LIST,
    &payment::ops::CARD_CREATE,
    &payment::ops::CARD_DELETE,
    &payment::ops::CARD_SET_PRIMARY,
    &payment::ops::CARD_VERIFY,
    &payment::ops::FINAL_TOPUP_AMOUNT,
    &payment::ops::CREDIT_BUY,
    &payment::ops::CREDIT_BUY_POSTHOOK,
    &control::ops::PAYMENT_AUTHORIZE_PAGE,
    &control::ops::PAYMENT_AUTHORIZE,
    &payment::ops::LINK_SEND_DATA,
    &payment::ops::LINK_SAVE_METHODS,
    &payment::ops::LINK_PROCESS_RESULT,
    &payment::ops::PERSISTENT_DATA,
    &control::ops::PAYMENT_LINK_PAGE,
    &control::ops::PAYMENT_LINK_DECIDE,
    &payment::ops::CARD_PREHOOK,
    &payment::ops::APPLY_FOR_INVOICE_PAYMENT,
    // The simulated identity provider and the outbox
    &idp::ops::SIGNUP,
    &idp::ops::AUTHENTICATE,
    &idp::ops::AUTHORIZE,
    &idp::ops::CONSENT,
    &idp::ops::CHANGE_PASSWORD,
    &idp::ops::VERIFY,
    &idp::ops::RESET_PAGE,
    &idp::ops::RESET,
    &idp::ops::LOGOUT,
    &idp::ops::OUTBOX,
    // Bare metal
    &metal::ops::OS_LIST,
    &metal::ops::SPEC_LIST,
    &metal::ops::LEASE_LIST,
    &metal::ops::LEASE_CREATE,
    &metal::ops::LEASE_UPDATE,
    &metal::ops::LEASE_DELETE,
    &metal::ops::SIM_MACHINES,
    &metal::ops::SIM_MACHINE_SET,
    // Network: floating IPs, private networks, load balancers, firewalls
    &network::ops::IP_LIST,
    &network::ops::IP_GET,
    &network::ops::IP_CREATE,
    &network::ops::IP_UPDATE,
    &network::ops::IP_DELETE,
    &network::ops::IP_ASSIGN,
    &network::ops::IP_UNASSIGN,
    &network::ops::NETWORK_LIST,
    &network::ops::NETWORK_GET,
    &network::ops::NETWORK_CREATE,
    &network::ops::NETWORK_UPDATE,
    &network::ops::NETWORK_SET_DEFAULT,
    &network::ops::NETWORK_DELETE,
    &network::ops::LB_LIST,
    &network::ops::LB_GET,
    &network::ops::LB_CREATE,
    &network::ops::LB_UPDATE,
    &network::ops::LB_DELETE,
    &network::ops::LB_BILLING,
    &network::ops::LB_TARGET_ADD,
    &network::ops::LB_TARGET_REMOVE,
    &network::ops::LB_RULE_ADD,
    &network::ops::LB_RULE_REMOVE,
    &network::ops::FIREWALL_LIST,
    &network::ops::FIREWALL_CREATE,
    &network::ops::FIREWALL_UPDATE,
    &network::ops::FIREWALL_DELETE,
    &network::ops::FIREWALL_VM_ADD,
    &network::ops::FIREWALL_VM_REMOVE,
    // Object storage
    &storage::ops::BUCKET_LIST,
    &storage::ops::BUCKET_GET,
    &storage::ops::BUCKET_CREATE,
    &storage::ops::BUCKET_UPDATE,
    &storage::ops::BUCKET_DELETE,
    &storage::ops::BUCKET_CORS,
    &storage::ops::STORAGE_USER,
    &storage::ops::KEY_LIST,
    &storage::ops::KEY_CREATE,
    &storage::ops::KEY_DELETE,
    &storage::ops::S3_URL,
    &storage::ops::SIM_OBJECT_PUT,
    // Managed services
    &services::ops::CONFIGURATIONS,
    &services::ops::PACKAGE_LIST,
    &services::ops::PACKAGE_GET,
    &services::ops::PACKAGE_CREATE,
    &services::ops::PACKAGE_UPDATE,
    &services::ops::PACKAGE_DELETE,
    &services::ops::RESOURCE_START,
    &services::ops::RESOURCE_STOP,
    &services::ops::SECRETS,
    &services::ops::WHITELIST_LIST,
    &services::ops::WHITELIST_ADD,
    &services::ops::WHITELIST_REMOVE,
    &services::ops::PROPERTIES_UPDATE,
    &services::ops::PACKAGE_REBUILD,
];

/// The operation with this id.
pub fn by_id(id: &str) -> Option<&'static Operation> {
    OPERATIONS.iter().copied().find(|op| op.id == id)
}

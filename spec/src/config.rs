//! Site configuration, locations and brands (docs/product/config.md#locations *Configuration (site)*, *Location*,
//! *Payment processor*; docs/product/config.md#console-constants sample values).
//!
//! Field names follow the seed literally: the site configuration is camelCase at the top level
//! while some nested objects (referral amounts, limited-account limits, billing fields) are
//! snake_case, as the console reads them.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::common::Money;

/// `GET /config/ui/config`: everything the console needs to brand and configure itself.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SiteConfig {
    pub site_name: String,
    /// The brand (theme) name, e.g. `pilvio`.
    pub site_theme: String,
    #[schemars(length(equal = 2), regex(pattern = r"^[A-Z]{2}$"))]
    pub site_country: String,
    /// BCP 47 locale used for number and date formats, e.g. `et-EE`.
    pub site_locale: String,
    #[schemars(length(equal = 3), regex(pattern = r"^[A-Z]{3}$"))]
    pub site_currency: String,
    pub display_currencies: Vec<DisplayCurrency>,
    pub locations: Vec<Location>,
    #[serde(flatten)]
    pub features: FeatureFlags,
    /// Absent when the site has no support chat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chat_config: Option<ChatConfig>,
    pub referral_credit_amounts: ReferralCreditAmounts,
    pub first_account_credit: Money,
    pub limited_billing_account_config: LimitedBillingAccountConfig,
    #[schemars(range(min = 0))]
    pub minimum_topup_amount: Money,
    pub allow_debt: bool,
    pub predefined_packages: Vec<PredefinedPackage>,
    pub payment_processors: Vec<PaymentProcessor>,
    pub billing_account_fields: Vec<BillingAccountField>,
    pub manual_billing_account_validation: bool,
    pub support_email: String,
    pub billing_email: String,
    pub api_doc_url: String,
    pub api_grafana_url: String,
    pub support_url: String,
    pub terms_url: String,
    pub s3_force_path_style: bool,
    /// Daily time (UTC, `HH:MM`) at which backups are taken.
    #[schemars(regex(pattern = r"^([01][0-9]|2[0-3]):[0-5][0-9]$"))]
    pub backup_time: String,
    /// Identity-provider tenant domain (the simulator plays the provider).
    pub auth_domain: String,
    pub auth_client_id: String,
    pub auth_provider: AuthProvider,
    /// Email domains whose users count as staff (docs/product/config.md#feature-flags).
    pub staff_email_domains: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tag_manager_key: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analytics_key: Option<String>,
    pub login_title: String,
    pub login_subtitle: String,
    pub vat_text: String,
    pub vat_number_text: String,
    /// The site's texts in other languages (docs/product/config.md#brand-texts), ours: the live API
    /// sends each text once, in one language. Keyed by a text as this site sends it (a sign-in
    /// title, a package's notice, a processor's name, a theme's welcome text), its variants by
    /// language code (`en`, `es`, `id`), the text as sent among them. A console shows the chosen
    /// language's variant, else the site language's, else the English one; a text with no entry as sent.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub translations: BTreeMap<String, BTreeMap<String, String>>,
}

/// Which resource types and functions the site offers (docs/product/config.md#feature-flags).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FeatureFlags {
    pub vms_enabled: bool,
    pub vm_apps_enabled: bool,
    pub ips_enabled: bool,
    pub private_networks_enabled: bool,
    pub load_balancer_enabled: bool,
    pub firewall_enabled: bool,
    pub storage_enabled: bool,
    pub services_enabled: bool,
    pub kubernetes_enabled: bool,
    pub bare_metal_enabled: bool,
    pub disks_enabled: bool,
    pub mfa_available: bool,
    pub recurring_payments_enabled: bool,
    pub chat_enabled: bool,
    pub referral_code_enabled: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DisplayCurrency {
    #[schemars(length(equal = 3), regex(pattern = r"^[A-Z]{3}$"))]
    pub code: String,
    pub title: String,
    /// Units of this currency per one unit of the site currency.
    #[schemars(range(min = 0))]
    pub rate: Money,
}

/// `GET /config/locations` rows (docs/product/config.md#locations *Location*).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Location {
    #[schemars(regex(pattern = r"^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$"))]
    pub slug: String,
    pub display_name: String,
    pub description: String,
    /// Three letters, lower case, as the live API sends them (`"est"`, `"tha"`).
    #[schemars(regex(pattern = r"^[a-z]{3}$"))]
    pub country_code: String,
    pub order_nr: i32,
    pub is_default: bool,
    pub is_preferred: bool,
    pub is_published: bool,
    pub create_resource_disabled: bool,
    pub mikrotik: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ChatProvider {
    Intercom,
    Qiscus,
    Botika,
    Oncehub,
    Leadbooster,
    Tawk,
}

/// Support chat widget settings; which ids are set depends on the provider type (docs/product/config.md#console-components).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ChatConfig {
    #[serde(rename = "type")]
    pub kind: ChatProvider,
    #[serde(default)]
    pub disabled: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub app_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub property_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub widget_id: Option<String>,
    #[serde(rename = "companyId", default, skip_serializing_if = "Option::is_none")]
    pub company_id: Option<String>,
    #[serde(rename = "playbookUuid", default, skip_serializing_if = "Option::is_none")]
    pub playbook_uuid: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReferralCreditAmounts {
    pub receiver_credit: Money,
    pub promoter_credit: Money,
    pub referral_credit_receiver_precondition_topup_sum: Money,
}

/// What a LIMITED billing account may create.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LimitedBillingAccountConfig {
    #[schemars(range(min = 1))]
    pub vcpu: u32,
    #[schemars(range(min = 1))]
    pub ram_mb: u32,
}

/// VM size OS categories (docs/product/config.md#predefined-packages *VM parameter constraint*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum OsCategory {
    Win,
    Other,
}

/// A ready-made VM size offered on the create screen (docs/product/config.md#predefined-packages *Predefined package*).
/// `os` lists the OS categories the package applies to; `default` the ones for which it is
/// preselected; `disabled` the ones for which it is shown but cannot be chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PredefinedPackage {
    #[schemars(range(min = 1))]
    pub cpu: u32,
    /// GiB of memory.
    #[schemars(range(min = 1))]
    pub ram: u32,
    /// GiB of disk.
    #[schemars(range(min = 1))]
    pub ssd: u32,
    pub os: Vec<OsCategory>,
    #[serde(default)]
    pub default: Vec<OsCategory>,
    #[serde(default)]
    pub disabled: Vec<OsCategory>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notice: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum PaymentProcessorType {
    Creditcard,
    Link,
    Invoice,
}

/// Payment processor offered by the site (docs/product/config.md#site-configuration *Payment processor*).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PaymentProcessor {
    #[serde(rename = "type")]
    pub kind: PaymentProcessorType,
    pub name: String,
    /// e.g. `stripe_creditcard`, `omise`, `invoice` (docs/product/config.md#console-constants).
    pub keyword: String,
    pub public_key: String,
    pub verification_amount: Money,
    pub use_3ds_verification: bool,
    pub supports_auto_topup: bool,
    pub show_postalcode_input: bool,
    pub service_fee: ServiceFee,
    #[serde(default)]
    pub methods: Vec<PaymentMethodOption>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub charge_currency_conversion: Option<CurrencyConversion>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub store_id: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ServiceFee {
    #[schemars(range(min = 0))]
    pub flat_rate: Money,
    #[schemars(range(min = 0, max = 100))]
    pub percentage: Money,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PaymentMethodOption {
    pub key: String,
    pub name: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CurrencyConversion {
    #[schemars(length(equal = 3), regex(pattern = r"^[A-Z]{3}$"))]
    pub to_currency: String,
}

/// One billing-account form field and whether the site shows and requires it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BillingAccountField {
    pub field: String,
    pub required: bool,
    pub visible: bool,
}

/// `fake` is the API-key-only mode: the console shows the API-key form instead of the
/// identity provider's username and password.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum AuthProvider {
    Auth0,
    Fake,
}

/// A brand: its site configuration, its theme and how the simulator plays it.
/// One file per brand in `scenarios/brands/<name>.json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Brand {
    pub name: String,
    pub config: SiteConfig,
    pub theme: Theme,
    pub simulation: SimulationSettings,
}

/// Colours, marks and login layout of a brand. Components read only semantic colour names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Theme {
    pub colors: ThemeColors,
    /// The logo for light backgrounds (inline SVG): a mark and the brand's name as wordmark, its
    /// last `<text>` `fill="currentColor"` so the console paints it in the text colour of where it
    /// stands. Our own drawing, never the provider's trademark.
    pub logo_svg: String,
    /// The same logo for dark backgrounds (the header, dark mode): the mark in colours that read there.
    pub logo_on_dark_svg: String,
    /// Favicon and touch icon (inline SVG): the mark alone.
    pub icon_svg: String,
    /// Where the logo comes from, e.g. that it is a wordmark drawn from the brand's name and
    /// colours because no logo of the provider is known.
    pub logo_note: String,
    pub login: LoginTheme,
    #[serde(default)]
    pub extras: ThemeExtras,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ThemeColors {
    pub light: Palette,
    pub dark: Palette,
}

/// Semantic colours as `#rrggbb`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Palette {
    #[schemars(regex(pattern = r"^#[0-9a-f]{6}$"))]
    pub primary: String,
    #[schemars(regex(pattern = r"^#[0-9a-f]{6}$"))]
    pub on_primary: String,
    #[schemars(regex(pattern = r"^#[0-9a-f]{6}$"))]
    pub accent: String,
    #[schemars(regex(pattern = r"^#[0-9a-f]{6}$"))]
    pub background: String,
    #[schemars(regex(pattern = r"^#[0-9a-f]{6}$"))]
    pub surface: String,
    #[schemars(regex(pattern = r"^#[0-9a-f]{6}$"))]
    pub text: String,
    #[schemars(regex(pattern = r"^#[0-9a-f]{6}$"))]
    pub text_muted: String,
    #[schemars(regex(pattern = r"^#[0-9a-f]{6}$"))]
    pub border: String,
    #[schemars(regex(pattern = r"^#[0-9a-f]{6}$"))]
    pub sidebar: String,
    #[schemars(regex(pattern = r"^#[0-9a-f]{6}$"))]
    pub on_sidebar: String,
    #[schemars(regex(pattern = r"^#[0-9a-f]{6}$"))]
    pub success: String,
    #[schemars(regex(pattern = r"^#[0-9a-f]{6}$"))]
    pub warning: String,
    #[schemars(regex(pattern = r"^#[0-9a-f]{6}$"))]
    pub error: String,
    #[schemars(regex(pattern = r"^#[0-9a-f]{6}$"))]
    pub info: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LoginLayout {
    /// Form on one side, intro image on the other.
    Split,
    /// Form centred, no intro image.
    Centered,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LoginTheme {
    pub layout: LoginLayout,
    pub show_intro_image: bool,
    /// The login page is always light, whatever the stored colour mode.
    pub force_light: bool,
}

/// The per-brand extras of docs/product/config.md#console-routes *Theme extras*.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ThemeExtras {
    /// A desktop banner linking to `/compute/create`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub desktop_banner: Option<String>,
    /// ISO certificate badges shown on the login page, e.g. `ISO 27001`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub certificate_badges: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub welcome_text: Option<String>,
    /// What invoices are called (`Orders` in one brand).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invoice_wording: Option<String>,
    /// Label of the tax line, `GST` in one brand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tax_label: Option<String>,
    /// Extra or renamed billing field labels, keyed by billing field name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub billing_field_labels: BTreeMap<String, String>,
}

/// How the simulator plays this brand: durations of time-driven transitions and base prices.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SimulationSettings {
    pub durations: Durations,
    /// Hourly unit prices in the site currency; the price list derives monthly prices and
    /// display currencies from these.
    pub prices: Vec<BasePrice>,
    /// The site's campaign codes (`campaign_activate`); the console never sees them.
    #[serde(default)]
    pub campaigns: Vec<Campaign>,
    /// The key of the Intercom-style chat's identity check (a user's `intercom_user_hash`), beside
    /// the chat config but kept here: the console never sees it. Required when `chatConfig` is Intercom-style.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chat_secret: Option<String>,
}

/// A campaign code: `amount` of `signup_campaign` credit once the account's top-ups reach
/// `top_up_requirement`. Each user activates a code once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Campaign {
    pub code: String,
    pub amount: Money,
    pub top_up_requirement: Money,
}

/// Seconds each time-driven transition takes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Durations {
    pub vm_create: u32,
    pub vm_start: u32,
    pub vm_stop: u32,
    /// A graceful stop that has not finished by then is forced (docs/product/config.md#console-constants: 120).
    pub vm_forced_stop_after: u32,
    pub metal_provision: u32,
    /// A released bare metal machine's disks are wiped this long before it is available again.
    #[serde(default = "default_metal_cleaning")]
    pub metal_cleaning: u32,
    /// The shortest a bare metal lease may be: released sooner, it answers "Too soon to release
    /// machine" (docs/product/compute.md#vm-lifecycle). The seeds name the rule, not the time: the values are ours.
    #[serde(default = "default_metal_min_lease")]
    pub metal_min_lease: u32,
    pub service_provision: u32,
    /// How long an MFA enrolment ticket stays valid.
    pub mfa_ticket_valid: u32,
    /// An account out of credit without debt is LIMITED at once, FROZEN (its VMs stopped) this
    /// long after, and TERMINATED (its VMs deleted) after `restriction_terminated_after`. The
    /// seeds name the levels, not the timings: these defaults (7 and 30 days) are ours.
    #[serde(default = "default_frozen_after")]
    pub restriction_frozen_after: u32,
    #[serde(default = "default_terminated_after")]
    pub restriction_terminated_after: u32,
}

fn default_frozen_after() -> u32 {
    7 * 86_400
}

fn default_terminated_after() -> u32 {
    30 * 86_400
}

fn default_metal_cleaning() -> u32 {
    1800
}

fn default_metal_min_lease() -> u32 {
    3600
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BasePrice {
    pub resource_type: crate::pricing::PriceResourceType,
    pub price_per_unit: Money,
    pub description: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub num_cpus_from: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gigabytes_from: Option<u32>,
}

pub mod ops {
    use super::*;
    use crate::routes::{Area, Operation};

    pub const UI_CONFIG: Operation = Operation::get("ui_config_get", "/config/ui/config", Area::Config)
        .summary("The site configuration")
        .public()
        .response::<SiteConfig>();
    pub const LOCATIONS: Operation = Operation::get("locations_list", "/config/locations", Area::Config)
        .summary("The data-centre locations")
        .public()
        .response::<Vec<Location>>();

    /// The area's operations, in the order the OpenAPI document lists them.
    pub const ALL: &[&Operation] = &[&UI_CONFIG, &LOCATIONS];
}

//! The public catalogues a VM is created from (docs/product/compute.md#catalogues; docs/product/compute.md#vm-fields *VM image*,
//! *Custom boot image*, *VM parameter constraint*).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// `GET /config/vm_images` rows: an OS family (or an application image) and its versions. A VM is
/// created from `os_name` + `os_version`; images have no id of their own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct VmImage {
    pub os_name: String,
    pub display_name: String,
    pub ui_position: u32,
    /// The image the create form preselects (one per catalogue).
    pub is_default: bool,
    /// An application image (only on sites with `vmAppsEnabled`).
    pub is_app_catalog: bool,
    /// The real API's form is unrecorded; ours is a key the console maps to its own marks.
    pub icon: String,
    /// Set on licensed images (Windows), absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub license_type: Option<String>,
    pub versions: Vec<VmImageVersion>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct VmImageVersion {
    pub os_version: String,
    pub display_name: String,
    /// Unpublished versions are listed but cannot be created.
    pub published: bool,
}

/// `GET /config/boot_images` rows: ISO media a VM can boot once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct BootImage {
    pub uuid: String,
    pub image_name: String,
    /// An OS installer, as opposed to a rescue or tools image.
    pub is_installation_media: bool,
    pub description: String,
    pub is_published: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ParameterType {
    Integer,
    String,
}

/// How a parameter's value is checked: `range` (`min`/`max`: the number, or a string's length),
/// `enum` (`values`) or `regexp` (`expression`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Constraint {
    Range,
    Enum,
    Regexp,
}

/// `GET /api/parameters/vm` rows: the rules VM creates and updates are checked against.
/// As live (docs/product/compute.md#catalogues): no `vcpu`/`ram`/`disks` rows (sizes are the host pool's `guest_limits`),
/// and the OS rows are skipped when the VM boots from a disk or a backup (`ignore_for`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct VmParameter {
    pub parameter: String,
    #[serde(rename = "type")]
    pub kind: ParameterType,
    pub constraint: Constraint,
    pub description: String,
    pub mandatory: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expression: Option<String>,
    /// The parameter whose value picks an entry of `limits` (always `os_name` here).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limited_by: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub limits: Vec<ParameterLimit>,
    /// The parameter is not checked when any of these is sent.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ignore_for: Vec<String>,
}

/// A rule that replaces the parameter's own for one OS.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ParameterLimit {
    pub os_name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mandatory: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

//! The VM catalogues: images, boot media and the parameter rules. They are the deployment's
//! configuration, like the price list: derived from the brand (the same for every session of it,
//! changed by no call), so they stay out of the world and its exports. The parameter rules are
//! built from the images, so what `GET /api/parameters/vm` lists is exactly what creates accept.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock};

use fancy_regex::Regex;
use parking_lot::RwLock;
use spec::compute::{BootImage, Constraint, ParameterLimit, ParameterType, VmImage, VmImageVersion, VmParameter};
use spec::config::Brand;

struct Image {
    os_name: &'static str,
    display_name: &'static str,
    app: bool,
    license_type: Option<&'static str>,
    /// `(os_version, display_name, published)`.
    versions: &'static [(&'static str, &'static str, bool)],
}

/// The operating systems, then the application images (os names as seen live, docs/product/compute.md#catalogues).
const IMAGES: &[Image] = &[
    Image {
        os_name: "ubuntu",
        display_name: "Ubuntu",
        app: false,
        license_type: None,
        versions: &[("20.04", "20.04 LTS", true), ("22.04", "22.04 LTS", true), ("24.04", "24.04 LTS", true)],
    },
    Image {
        os_name: "debian",
        display_name: "Debian",
        app: false,
        license_type: None,
        versions: &[("11", "11 (bullseye)", true), ("12", "12 (bookworm)", true)],
    },
    Image {
        os_name: "almalinux",
        display_name: "AlmaLinux",
        app: false,
        license_type: None,
        versions: &[("8", "8", true), ("9", "9", true)],
    },
    Image {
        os_name: "rocky",
        display_name: "Rocky Linux",
        app: false,
        license_type: None,
        versions: &[("8", "8", true), ("9", "9", true)],
    },
    Image {
        os_name: "centos",
        display_name: "CentOS",
        app: false,
        license_type: None,
        // End of life: still listed, no longer offered.
        versions: &[("7", "7", false), ("9-stream", "Stream 9", true)],
    },
    Image { os_name: "fedora", display_name: "Fedora", app: false, license_type: None, versions: &[("41", "41", true)] },
    Image {
        os_name: "opensuse",
        display_name: "openSUSE Leap",
        app: false,
        license_type: None,
        versions: &[("15.6", "15.6", true)],
    },
    Image {
        os_name: "windows",
        display_name: "Windows Server",
        app: false,
        license_type: Some("windows"),
        versions: &[("2019", "2019 Standard", true), ("2022", "2022 Standard", true)],
    },
    Image {
        os_name: "docker",
        display_name: "Docker",
        app: true,
        license_type: None,
        versions: &[("27", "Docker 27 on Ubuntu 24.04", true)],
    },
    Image {
        os_name: "wordpress",
        display_name: "WordPress",
        app: true,
        license_type: None,
        versions: &[("6.7", "WordPress 6.7 on Ubuntu 24.04", true)],
    },
    Image {
        os_name: "nodejs",
        display_name: "Node.js",
        app: true,
        license_type: None,
        versions: &[("22", "Node.js 22 LTS on Ubuntu 24.04", true)],
    },
    Image {
        os_name: "mikrotik",
        display_name: "MikroTik RouterOS",
        app: true,
        license_type: None,
        versions: &[("7.16", "RouterOS 7.16", true)],
    },
    Image {
        os_name: "pfsense",
        display_name: "pfSense",
        app: true,
        license_type: None,
        versions: &[("2.7", "pfSense CE 2.7", true)],
    },
];

/// The image the create form preselects.
const DEFAULT_OS: &str = "ubuntu";

/// `(uuid, image_name, is_installation_media, description, is_published)`: platform media, the
/// same on every site.
const BOOT_IMAGES: &[(&str, &str, bool, &str, bool)] = &[
    (
        "5f0c2d6e-6b1a-4c39-9a51-0d3f1c7e2a10",
        "SystemRescue 11.02",
        false,
        "Rescue system: repair file systems and boot loaders",
        true,
    ),
    ("8a4e7b52-1f3d-4e0a-b6c4-72d9e5a1c3f4", "Ubuntu 24.04 Server installer", true, "Install Ubuntu Server by hand", true),
    (
        "c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
        "Windows Server 2022 installer",
        true,
        "Install Windows Server by hand (licence charged)",
        true,
    ),
    ("0b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d", "VirtIO drivers for Windows", false, "Paravirtual disk and network drivers", true),
    ("7e6d5c4b-3a29-4817-a6f5-e4d3c2b1a098", "Memtest86+ 7.20", false, "Memory test", true),
    ("2a3b4c5d-6e7f-4809-9a1b-2c3d4e5f6a7b", "Debian 11 netinst", true, "Retired installer", false),
];

/// The brand's images: the operating systems, and the application images where the site has
/// `vmAppsEnabled`.
pub fn vm_images(brand: &Brand) -> Vec<VmImage> {
    let apps = brand.config.features.vm_apps_enabled;
    IMAGES
        .iter()
        .filter(|image| apps || !image.app)
        .enumerate()
        .map(|(i, image)| VmImage {
            os_name: image.os_name.into(),
            display_name: image.display_name.into(),
            ui_position: i as u32 + 1,
            is_default: image.os_name == DEFAULT_OS,
            is_app_catalog: image.app,
            icon: image.os_name.into(),
            license_type: image.license_type.map(Into::into),
            versions: image
                .versions
                .iter()
                .map(|&(os_version, display_name, published)| VmImageVersion {
                    os_version: os_version.into(),
                    display_name: display_name.into(),
                    published,
                })
                .collect(),
        })
        .collect()
}

pub fn boot_images() -> Vec<BootImage> {
    BOOT_IMAGES
        .iter()
        .map(|&(uuid, image_name, is_installation_media, description, is_published)| BootImage {
            uuid: uuid.into(),
            image_name: image_name.into(),
            is_installation_media,
            description: description.into(),
            is_published,
        })
        .collect()
}

/// The licence a VM of this OS carries (Windows), if any.
pub fn license_type(os_name: &str) -> Option<String> {
    IMAGES.iter().find(|image| image.os_name == os_name).and_then(|image| image.license_type).map(Into::into)
}

/// What a VM may be made from without an image: its OS and login rules do not apply then (the
/// live list names these two; `source_replica` counts as `source_uuid`).
const BOOTS_WITHOUT_IMAGE: [&str; 2] = ["disk_uuid", "source_uuid"];

/// SSH public key, as the live list has it (docs/product/compute.md#catalogues); saved keys follow it too.
const PUBLIC_KEY: &str = spec::identity::ssh_key::PUBLIC_KEY_PATTERN;
/// BP's username rule, without `root` (rejected live, WEUSE).
const USERNAME: &str = r"^(?!root$)[a-zA-Z_][0-9a-zA-Z_-]{1,30}$";
/// At least 8 characters with an upper-case letter, a lower-case letter and a digit (BP, CA, WEUSE).
const PASSWORD: &str = r"^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9]).{8,72}$";

/// Whether a VM login's password meets its rule: all the state file's log keeps of it.
pub fn password_follows_rule(password: &str) -> bool {
    matches(PASSWORD, password) == Some(true)
}

/// Whether `value` matches `expression` (a catalogue's pattern); `None` for one that does not
/// compile or cannot be decided. Each pattern is compiled once for the process: compiled on every
/// VM create, it was about a third of building a demo world, which the server does before it
/// answers (start to first answer 127 ms against a target of 100). The patterns are the
/// catalogues' own, a handful; nothing a client sends becomes one.
pub fn matches(expression: &str, value: &str) -> Option<bool> {
    static COMPILED: LazyLock<RwLock<HashMap<String, Option<Arc<Regex>>>>> = LazyLock::new(Default::default);
    let known = COMPILED.read().get(expression).cloned();
    let regex = match known {
        Some(regex) => regex,
        None => {
            let regex = Regex::new(expression).ok().map(Arc::new);
            COMPILED.write().insert(expression.to_owned(), regex.clone());
            regex
        }
    };
    regex?.is_match(value).ok()
}

/// `GET /api/parameters/vm` for the brand: the OS rows list exactly the published images. A
/// strict session marks the OS and login rows not mandatory, as live; a lenient one keeps the
/// documented rule that a create names them (docs/product/compute.md#catalogues).
pub fn vm_parameters(brand: &Brand, strict: bool) -> Vec<VmParameter> {
    let images: Vec<VmImage> = vm_images(brand);
    let published = |image: &VmImage| -> Vec<String> {
        image.versions.iter().filter(|v| v.published).map(|v| v.os_version.clone()).collect()
    };
    let os_names: Vec<String> = images.iter().filter(|i| !published(i).is_empty()).map(|i| i.os_name.clone()).collect();
    let mut all_versions: Vec<String> = images.iter().flat_map(published).collect();
    all_versions.sort();
    all_versions.dedup();
    let limits = images
        .iter()
        .map(|image| ParameterLimit {
            os_name: image.os_name.clone(),
            min: None,
            max: None,
            mandatory: None,
            values: Some(published(image)),
        })
        .filter(|limit| limit.values.as_ref().is_some_and(|v| !v.is_empty()))
        .collect();
    let ignore_for = || BOOTS_WITHOUT_IMAGE.map(String::from).to_vec();
    let documented = |row: VmParameter| if strict { row } else { row.mandatory() };
    vec![
        rule("name", ParameterType::String, "Name of the virtual machine").range(1, 64).mandatory(),
        rule("description", ParameterType::String, "Free text shown with the virtual machine").range(0, 255),
        documented(VmParameter {
            ignore_for: ignore_for(),
            ..rule("os_name", ParameterType::String, "Operating system").one_of(os_names)
        }),
        documented(VmParameter {
            limited_by: Some("os_name".into()),
            limits,
            ignore_for: ignore_for(),
            ..rule("os_version", ParameterType::String, "Version of the operating system").one_of(all_versions)
        }),
        documented(VmParameter {
            ignore_for: ignore_for(),
            ..rule("username", ParameterType::String, "Login created on the virtual machine").pattern(USERNAME)
        }),
        documented(VmParameter {
            ignore_for: ignore_for(),
            ..rule("password", ParameterType::String, "Password of that login").pattern(PASSWORD)
        }),
        rule("public_key", ParameterType::String, "SSH public key added to the login").pattern(PUBLIC_KEY),
    ]
}

fn rule(parameter: &str, kind: ParameterType, description: &str) -> VmParameter {
    VmParameter {
        parameter: parameter.into(),
        kind,
        constraint: Constraint::Range,
        description: description.into(),
        mandatory: false,
        min: None,
        max: None,
        values: None,
        expression: None,
        limited_by: None,
        limits: Vec::new(),
        ignore_for: Vec::new(),
    }
}

/// Builders for the rows above.
trait Rule {
    fn range(self, min: i64, max: i64) -> Self;
    fn one_of(self, values: Vec<String>) -> Self;
    fn pattern(self, expression: &str) -> Self;
    fn mandatory(self) -> Self;
}

impl Rule for VmParameter {
    fn range(self, min: i64, max: i64) -> Self {
        VmParameter { constraint: Constraint::Range, min: Some(min), max: Some(max), ..self }
    }
    fn one_of(self, values: Vec<String>) -> Self {
        VmParameter { constraint: Constraint::Enum, values: Some(values), ..self }
    }
    fn pattern(self, expression: &str) -> Self {
        VmParameter { constraint: Constraint::Regexp, expression: Some(expression.into()), ..self }
    }
    fn mandatory(self) -> Self {
        VmParameter { mandatory: true, ..self }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brands::Brands;

    /// Kept compiled, a pattern still decides each value on its own, and one that does not
    /// compile decides nothing (the caller refuses the value).
    #[test]
    fn a_kept_pattern_matches_each_value_afresh() {
        for _ in 0..2 {
            assert_eq!(matches(PASSWORD, "Secret123"), Some(true));
            assert_eq!(matches(PASSWORD, "secret123"), Some(false));
            assert_eq!(matches("(", "x"), None);
        }
        assert!(password_follows_rule("Abcdefg1") && !password_follows_rule("abcdefg1"));
    }

    fn brand(apps: bool) -> Brand {
        let mut brand = Brands::embedded().unwrap().default_brand().as_ref().clone();
        brand.config.features.vm_apps_enabled = apps;
        brand
    }

    #[test]
    fn application_images_only_where_the_site_enables_them() {
        let with = vm_images(&brand(true));
        let without = vm_images(&brand(false));
        assert!(with.iter().any(|i| i.is_app_catalog));
        assert!(without.iter().all(|i| !i.is_app_catalog));
        assert_eq!(with.iter().filter(|i| i.is_default).count(), 1);
        let positions: Vec<u32> = without.iter().map(|i| i.ui_position).collect();
        assert_eq!(positions, (1..=without.len() as u32).collect::<Vec<_>>());
    }

    #[test]
    fn only_windows_carries_a_licence() {
        let licensed: Vec<String> =
            vm_images(&brand(true)).into_iter().filter(|i| i.license_type.is_some()).map(|i| i.os_name).collect();
        assert_eq!(licensed, ["windows"]);
        assert_eq!(license_type("windows").as_deref(), Some("windows"));
        assert_eq!(license_type("ubuntu"), None);
    }

    #[test]
    fn parameters_offer_exactly_the_published_versions() {
        let params = vm_parameters(&brand(false), false);
        let os_version = params.iter().find(|p| p.parameter == "os_version").unwrap();
        let centos = os_version.limits.iter().find(|l| l.os_name == "centos").unwrap();
        assert_eq!(centos.values.as_deref(), Some(&["9-stream".to_string()][..]));
        let os_name = params.iter().find(|p| p.parameter == "os_name").unwrap();
        assert!(!os_name.values.as_ref().unwrap().contains(&"docker".to_string()), "apps are off on this site");
    }

    #[test]
    fn every_expression_compiles() {
        for p in vm_parameters(&brand(true), false) {
            if let Some(expression) = p.expression {
                assert!(fancy_regex::Regex::new(&expression).is_ok(), "{}", p.parameter);
            }
        }
    }
}

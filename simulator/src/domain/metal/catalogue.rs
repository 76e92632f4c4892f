//! What bare metal sells: the OS catalogue (`GET /metal/os`) and the machine models a location's
//! specs are made from. Fixed data: the pool (`pool.rs`) seeds machines of these models.

use spec::metal::MetalOs;

/// `(os_id, os_type_id, version_title, is_published, is_deleted)`; ids per docs/product/metal.md#specs.
const OS: [(&str, &str, &str, bool, bool); 9] = [
    ("ubuntu-24-04", "ubuntu", "Ubuntu 24.04 LTS", true, false),
    ("ubuntu-22-04", "ubuntu", "Ubuntu 22.04 LTS", true, false),
    ("debian-12", "debian", "Debian 12 (bookworm)", true, false),
    ("rocky-9", "rocky", "Rocky Linux 9", true, false),
    ("alma-9", "almalinux", "AlmaLinux 9", true, false),
    ("proxmox-8", "proxmox", "Proxmox VE 8", true, false),
    ("windows-2022", "windows_server", "Windows Server 2022 Standard", true, false),
    // Being prepared: listed, not installable yet.
    ("talos-1-8", "talos", "Talos Linux 1.8", false, false),
    // Retired: kept so old history rows still resolve.
    ("centos-7", "centos", "CentOS 7", false, true),
];

pub fn os_list() -> Vec<MetalOs> {
    OS.iter()
        .map(|&(os_id, os_type_id, version_title, is_published, is_deleted)| MetalOs {
            os_id: os_id.into(),
            os_type_id: os_type_id.into(),
            version_title: version_title.into(),
            is_published,
            is_deleted,
        })
        .collect()
}

/// Whether a new lease may install `os_id`: published and not retired.
pub fn installable(os_id: &str) -> bool {
    OS.iter().any(|&(id, _, _, published, deleted)| id == os_id && published && !deleted)
}

/// A machine model: what a spec of it says, what it installs, its price and how many machines of
/// it each location has.
pub struct Model {
    pub title: &'static str,
    pub subtitle: &'static str,
    pub description: &'static str,
    pub ready_os_ids: &'static [&'static str],
    /// `BARE_METAL_SERVER` units an hour costs.
    pub price_units: u32,
    pub machines: usize,
}

const LINUX: &[&str] = &["ubuntu-24-04", "ubuntu-22-04", "debian-12", "rocky-9", "alma-9", "proxmox-8", "talos-1-8"];
const ANY: &[&str] =
    &["ubuntu-24-04", "ubuntu-22-04", "debian-12", "rocky-9", "alma-9", "proxmox-8", "windows-2022", "talos-1-8"];

pub const MODELS: [Model; 4] = [
    Model {
        title: "Intel Xeon E-2388G",
        subtitle: "8 cores · 32 GB RAM · 2 × 512 GB NVMe",
        description: "Entry server for web and small databases; 1 Gbit/s uplink.",
        ready_os_ids: ANY,
        price_units: 1,
        machines: 3,
    },
    Model {
        title: "AMD EPYC 7313P",
        subtitle: "16 cores · 128 GB RAM · 2 × 1.92 TB NVMe",
        description: "Balanced server for virtualisation and busy databases; 10 Gbit/s uplink.",
        ready_os_ids: ANY,
        price_units: 2,
        machines: 2,
    },
    Model {
        title: "AMD EPYC 9354P",
        subtitle: "32 cores · 384 GB RAM · 4 × 3.84 TB NVMe",
        description: "Large server for analytics and container platforms; 25 Gbit/s uplink.",
        ready_os_ids: LINUX,
        price_units: 4,
        machines: 2,
    },
    Model {
        title: "AMD EPYC 7443P + 2 × NVIDIA L40S",
        subtitle: "24 cores · 256 GB RAM · 2 × 3.84 TB NVMe · 2 GPUs",
        description: "GPU server for inference and rendering; 25 Gbit/s uplink.",
        ready_os_ids: &["ubuntu-24-04", "ubuntu-22-04"],
        price_units: 10,
        machines: 1,
    },
];

/// The models a brand's locations stock: the bare-metal-only brand every one, the others all
/// but the GPU server.
pub fn models_of(brand: &str) -> &'static [Model] {
    if brand == "metal" { &MODELS } else { &MODELS[..3] }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn os_ids_follow_the_seed_pattern_and_specs_name_only_listed_ones() {
        let pattern = regex_lite_match;
        for os in os_list() {
            assert!(pattern(&os.os_id) && pattern(&os.os_type_id), "{}", os.os_id);
        }
        for model in &MODELS {
            assert!(model.ready_os_ids.iter().all(|id| OS.iter().any(|os| os.0 == *id)), "{}", model.title);
        }
        assert!(installable("debian-12"));
        assert!(!installable("talos-1-8"), "not published");
        assert!(!installable("centos-7"), "retired");
    }

    /// docs/product/metal.md#specs: a lowercase letter, then lowercase letters, digits, `_` or `-`.
    fn regex_lite_match(id: &str) -> bool {
        let mut chars = id.chars();
        chars.next().is_some_and(|c| c.is_ascii_lowercase())
            && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-')
    }
}

//! The layout state files, state exports and imports have always had: one object with every
//! table at the top level. `World` groups its tables by area; this keeps the file as it was, so
//! files written before the grouping (`simulator/tests/fixtures/state-main-6ee42a9.json`) load.

use std::collections::BTreeMap;

use jiff::Timestamp;
use rand_chacha::ChaCha8Rng;
use rust_decimal::Decimal;
use serde::ser::SerializeStruct;
use serde::{Deserialize, Serialize, Serializer};

use super::access::Access;
use super::billing::{Billing, BillingAccountRecord};
use super::compute::{Compute, DiskRecord, HostPoolRecord, VmRecord};
use super::identity::{Identity, MfaTicket, SshKeyRecord, UserRecord};
use super::idp::Idp;
use super::metal::Metal;
use super::network::NetworkTables;
use super::outbox::MailRecord;
use super::payment::{Payment, VaultSetup};
use super::services::Services;
use super::storage::Storage;
use super::{Schedule, UserId, World};

/// `World` as state files and exports hold it: every table at the top level, in this order.
/// Defaults keep exports from before a table existed importable.
#[derive(Deserialize)]
pub(super) struct WorldFile {
    now: Timestamp,
    rng: ChaCha8Rng,
    schedule: Schedule,
    next_id: u64,
    users: BTreeMap<UserId, UserRecord>,
    api_keys: BTreeMap<String, UserId>,
    mfa_tickets: BTreeMap<String, MfaTicket>,
    host_pools: BTreeMap<String, HostPoolRecord>,
    #[serde(default)]
    billing_accounts: BTreeMap<u64, BillingAccountRecord>,
    #[serde(default)]
    vms: BTreeMap<String, VmRecord>,
    #[serde(default)]
    access: Access,
    #[serde(default)]
    restriction_clear_topup_threshold: Option<Decimal>,
    #[serde(default)]
    paypal_setups: Vec<VaultSetup>,
    #[serde(default)]
    disks: BTreeMap<String, DiskRecord>,
    #[serde(default)]
    idp: Idp,
    #[serde(default)]
    outbox: Vec<MailRecord>,
    #[serde(default)]
    metal: Metal,
    #[serde(default)]
    network: NetworkTables,
    #[serde(default)]
    storage: Storage,
    #[serde(default)]
    services: Services,
    #[serde(default)]
    strict: bool,
    #[serde(default)]
    ssh_keys: BTreeMap<String, SshKeyRecord>,
}

impl From<WorldFile> for World {
    fn from(file: WorldFile) -> World {
        let WorldFile {
            now,
            rng,
            schedule,
            next_id,
            users,
            api_keys,
            mfa_tickets,
            host_pools,
            billing_accounts,
            vms,
            access,
            restriction_clear_topup_threshold,
            paypal_setups,
            disks,
            idp,
            outbox,
            metal,
            network,
            storage,
            services,
            strict,
            ssh_keys,
        } = file;
        World {
            now,
            rng,
            schedule,
            next_id,
            identity: Identity { users, api_keys, mfa_tickets, ssh_keys },
            compute: Compute { host_pools, vms, disks },
            billing: Billing { accounts: billing_accounts, restriction_clear_topup_threshold },
            payment: Payment { paypal_setups },
            access,
            idp,
            outbox,
            metal,
            network,
            storage,
            services,
            strict,
        }
    }
}

/// Written field by field (no copy of the world) in `WorldFile`'s order.
impl Serialize for World {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut file = serializer.serialize_struct("World", 22)?;
        file.serialize_field("now", &self.now)?;
        file.serialize_field("rng", &self.rng)?;
        file.serialize_field("schedule", &self.schedule)?;
        file.serialize_field("next_id", &self.next_id)?;
        file.serialize_field("users", &self.identity.users)?;
        file.serialize_field("api_keys", &self.identity.api_keys)?;
        file.serialize_field("mfa_tickets", &self.identity.mfa_tickets)?;
        file.serialize_field("host_pools", &self.compute.host_pools)?;
        file.serialize_field("billing_accounts", &self.billing.accounts)?;
        file.serialize_field("vms", &self.compute.vms)?;
        file.serialize_field("access", &self.access)?;
        file.serialize_field("restriction_clear_topup_threshold", &self.billing.restriction_clear_topup_threshold)?;
        file.serialize_field("paypal_setups", &self.payment.paypal_setups)?;
        file.serialize_field("disks", &self.compute.disks)?;
        file.serialize_field("idp", &self.idp)?;
        file.serialize_field("outbox", &self.outbox)?;
        file.serialize_field("metal", &self.metal)?;
        file.serialize_field("network", &self.network)?;
        file.serialize_field("storage", &self.storage)?;
        file.serialize_field("services", &self.services)?;
        file.serialize_field("strict", &self.strict)?;
        file.serialize_field("ssh_keys", &self.identity.ssh_keys)?;
        file.end()
    }
}

//! Object storage: each user's storage (S3) account and key pairs, buckets, and the objects in
//! them. Objects live in the world, so sessions stay isolated and state export, import and the
//! state file keep them; a session holds at most `SESSION_STORAGE_CAP_BYTES` of them.

pub mod account;
pub mod bucket;
pub mod change;
pub mod meter;
pub mod name;
pub mod object;
pub mod upload;

use spec::billing::RestrictionLevel;

use crate::domain::usage::{Billed, Meter};
use crate::world::World;

pub use crate::world::storage::Storage;
pub use account::{KeyRecord, StorageAccount};
pub use bucket::{BucketRecord, CorsRule};
pub use object::{ObjectRecord, UploadRecord};

/// Object storage as billing reaches it: buckets' meters; a restricted account's buckets are
/// suspended by [`is_suspended`], which reads the level itself.
pub struct Area;

impl Billed for Area {
    fn meters<'w>(&self, world: &'w World) -> Box<dyn Iterator<Item = Meter> + 'w> {
        Box::new(meter::meters(world))
    }
}

impl Storage {
    /// Bytes the session holds: every object and every uploaded part not yet assembled.
    pub fn bytes_held(&self) -> u64 {
        let objects: u64 = self.buckets.values().map(BucketRecord::size_bytes).sum();
        let parts: u64 = self.uploads.values().map(UploadRecord::size_bytes).sum();
        objects + parts
    }
}

/// Whether a bucket's account is frozen or terminated: its bucket is suspended and refuses S3
/// requests until the account is cleared (docs/product/storage.md#buckets `is_suspended`).
pub fn is_suspended(world: &World, bucket: &BucketRecord) -> bool {
    world
        .billing
        .accounts
        .get(&bucket.billing_account_id)
        .is_some_and(|a| matches!(a.restriction_level, RestrictionLevel::Frozen | RestrictionLevel::Terminated))
}

/// `len` random characters of `alphabet`, from the world's RNG.
fn random_text(world: &mut World, len: usize, alphabet: &[u8]) -> String {
    use rand::Rng;
    (0..len).map(|_| alphabet[world.rng.random_range(0..alphabet.len())] as char).collect()
}

/// Whether a world names any object body by its digest (the state file's `sha256:` form) instead
/// of carrying its bytes: a session import must carry them.
pub fn names_stored_bodies(world: &mut World) -> bool {
    world.storage.bodies_mut().any(|body| body.is_named())
}

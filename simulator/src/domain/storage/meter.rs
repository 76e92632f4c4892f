//! What object storage consumes, for billing's hourly charge (`billing_cycle::meters`): its buckets, in
//! creation order.

use rust_decimal::Decimal;
use spec::pricing::PriceResourceType;

use crate::domain::usage::Meter;
use crate::world::World;

/// A bucket pays for the gigabytes its objects hold, each hour (OBJECT_STORAGE, per GiB-hour),
/// from its creation to its deletion. Storage is global: the meter has no location.
pub fn meters(world: &World) -> impl Iterator<Item = Meter> + '_ {
    let mut buckets: Vec<_> = world.storage.buckets.values().collect();
    buckets.sort_by_key(|b| b.seq);
    buckets.into_iter().map(|bucket| Meter {
        resource_uuid: bucket.name.clone(),
        resource_type: "bucket",
        description: bucket.name.clone(),
        billing_account_id: bucket.billing_account_id,
        location: String::new(),
        host_pool_uuid: None,
        quantities: vec![(PriceResourceType::ObjectStorage, Decimal::from(bucket.size_bytes()) / Decimal::from(GIB))],
    })
}

const GIB: u64 = 1024 * 1024 * 1024;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;

    fn meters(world: &World) -> Vec<Meter> {
        super::meters(world).collect()
    }

    #[test]
    fn a_bucket_pays_for_the_gibibytes_its_objects_hold() {
        use crate::domain::storage::{bucket, object};
        let mut fx = Fixture::new();
        let input = spec::storage::BucketCreate { name: "photos".into(), billing_account_id: None };
        fx.run(|w, cx| bucket::create(w, cx, input).map(drop)).unwrap();
        assert_eq!(meters(&fx.world)[0].quantities, vec![(PriceResourceType::ObjectStorage, Decimal::ZERO)]);
        let half = vec![0u8; (GIB / 2048) as usize];
        fx.run(|w, cx| object::put(w, cx, "photos", "a", half, "x")).unwrap();
        let meter = &meters(&fx.world)[0];
        assert_eq!((meter.resource_type, meter.billing_account_id), ("bucket", fx.owner_account()));
        assert_eq!(meter.quantities, vec![(PriceResourceType::ObjectStorage, Decimal::new(48828125, 11))]);
    }
}

//! Buckets (`/storage/bucket…`): made empty, paid from a billing account, deleted only when
//! empty. Size and object count are always the objects' own (never a counter kept beside them).

use std::collections::BTreeMap;

use spec::error::storage as msg;
use spec::storage::{BucketCors, BucketCreate, BucketUpdate};

use super::{account, name};
use crate::domain::billing;
use crate::domain::{Cx, DomainError, DomainResult};
use crate::world::World;
pub use crate::world::storage::{BucketRecord, CorsRule};

impl BucketRecord {
    pub fn size_bytes(&self) -> u64 {
        self.objects.values().map(|o| o.data.len() as u64).sum()
    }

    pub fn num_objects(&self) -> u64 {
        self.objects.len() as u64
    }

    /// The CORS rule that lets `origin` make a `method` request, if any.
    pub fn cors_rule(&self, origin: &str, method: &str) -> Option<&CorsRule> {
        self.cors.iter().find(|rule| {
            rule.allowed_origins.iter().any(|o| o == "*" || o == origin)
                && rule.allowed_methods.iter().any(|m| m.eq_ignore_ascii_case(method))
        })
    }
}

/// The caller's bucket within its reach; a foreign, out-of-scope or unknown one is not found.
pub fn get<'w>(world: &'w World, cx: &Cx, name: &str) -> DomainResult<&'w BucketRecord> {
    let user = cx.actor()?;
    world
        .storage
        .buckets
        .get(name)
        .filter(|b| b.user_id == user && cx.sees(b.billing_account_id))
        .ok_or_else(|| DomainError::NotFound(msg::BUCKET_NOT_FOUND.into()))
}

/// The bucket of that name, whoever owns it: what a browser's credential-less CORS preflight
/// addresses.
pub fn named<'w>(world: &'w World, name: &str) -> Option<&'w BucketRecord> {
    world.storage.buckets.get(name)
}

/// The caller's buckets within its reach (one account's when given), oldest first.
pub fn list<'w>(world: &'w World, cx: &Cx, billing_account_id: Option<u64>) -> DomainResult<Vec<&'w BucketRecord>> {
    let user = cx.actor()?;
    let mut buckets: Vec<_> = world
        .storage
        .buckets
        .values()
        .filter(|b| b.user_id == user && cx.sees(b.billing_account_id))
        .filter(|b| billing_account_id.is_none_or(|id| b.billing_account_id == id))
        .collect();
    buckets.sort_by_key(|b| b.seq);
    Ok(buckets)
}

/// Creates an empty bucket paid from an active account of the caller (its storage account is
/// made with it if need be). The name follows the rules and is free among every user's buckets.
pub fn create<'w>(world: &'w mut World, cx: &Cx, input: BucketCreate) -> DomainResult<&'w BucketRecord> {
    crate::domain::feature::check_offered(cx, crate::domain::feature::Resource::Bucket)?;
    if let Some(problem) = name::problem(&input.name) {
        return Err(DomainError::invalid("name", problem));
    }
    if world.storage.buckets.contains_key(&input.name) {
        return Err(DomainError::Conflict(msg::BUCKET_EXISTS.into()));
    }
    let billing_account_id = billing::paying_account(world, cx, input.billing_account_id)?;
    let user_id = account::provision(world, cx)?.user_id;
    let bucket = BucketRecord {
        name: input.name.clone(),
        seq: world.next_id(),
        user_id,
        billing_account_id,
        created_at: cx.now,
        modified_at: Some(cx.now),
        cors: Vec::new(),
        objects: BTreeMap::new(),
    };
    Ok(world.storage.buckets.entry(input.name).or_insert(bucket))
}

/// Pays for a bucket from another active account of the caller.
pub fn update<'w>(world: &'w mut World, cx: &Cx, input: BucketUpdate) -> DomainResult<&'w BucketRecord> {
    get(world, cx, &input.name)?;
    let billing_account_id = billing::paying_account(world, cx, Some(input.billing_account_id))?;
    let bucket = world.storage.buckets.get_mut(&input.name).expect("checked above");
    bucket.billing_account_id = billing_account_id;
    bucket.modified_at = Some(cx.now);
    Ok(bucket)
}

/// Deletes an empty bucket, and any multipart upload left unfinished in it.
pub fn delete(world: &mut World, cx: &Cx, name: &str) -> DomainResult<()> {
    if get(world, cx, name)?.num_objects() > 0 {
        return Err(DomainError::Conflict(msg::BUCKET_NOT_EMPTY.into()));
    }
    world.storage.buckets.remove(name);
    world.storage.uploads.retain(|_, upload| upload.bucket != name);
    Ok(())
}

/// Makes the bucket's CORS configuration one rule letting `allowed_origin` (an `http(s)://host`
/// origin, or `*`) read, write and delete objects from browsers.
pub fn set_cors<'w>(world: &'w mut World, cx: &Cx, input: BucketCors) -> DomainResult<&'w BucketRecord> {
    let origin = origin(&input.allowed_origin).ok_or_else(|| DomainError::invalid("allowed_origin", msg::ORIGIN_URL))?;
    get(world, cx, &input.name)?;
    let rule = CorsRule {
        allowed_origins: vec![origin],
        allowed_methods: ["GET", "PUT", "POST", "DELETE", "HEAD"].map(String::from).to_vec(),
        allowed_headers: vec!["*".into()],
        expose_headers: vec!["ETag".into()],
        max_age_seconds: 3000,
    };
    let bucket = world.storage.buckets.get_mut(&input.name).expect("checked above");
    bucket.cors = vec![rule];
    bucket.modified_at = Some(cx.now);
    Ok(bucket)
}

/// `*`, or the origin of an `http(s)` URL with a host and nothing after it but `/`.
fn origin(text: &str) -> Option<String> {
    if text == "*" {
        return Some(text.into());
    }
    let (scheme, rest) = text.split_once("://")?;
    let host = rest.strip_suffix('/').unwrap_or(rest);
    let host_ok = !host.is_empty()
        && host.chars().all(|c| c.is_ascii_alphanumeric() || "-.:[]".contains(c))
        && !host.starts_with([':', '.', '-']);
    (matches!(scheme, "http" | "https") && host_ok).then(|| format!("{scheme}://{host}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::compute::fixture::Fixture;
    use spec::billing::RestrictionLevel;

    fn create_input(name: &str) -> BucketCreate {
        BucketCreate { name: name.into(), billing_account_id: None }
    }

    #[test]
    fn a_bucket_is_made_on_the_default_account_with_the_storage_account() {
        let mut fx = Fixture::new();
        let bucket = fx.run(|w, cx| create(w, cx, create_input("photos")).cloned()).unwrap();
        assert_eq!((bucket.billing_account_id, bucket.size_bytes(), bucket.num_objects()), (fx.owner_account(), 0, 0));
        assert_eq!(fx.world.storage.accounts[&fx.owner].keys.len(), 1);
        assert_eq!(fx.run(|w, cx| list(w, cx, None).map(|l| l.len())), Ok(1));
        assert_eq!(fx.run(|w, cx| list(w, cx, Some(42)).map(|l| l.len())), Ok(0));
    }

    #[test]
    fn refusals_change_nothing() {
        let mut fx = Fixture::new();
        fx.run(|w, cx| create(w, cx, create_input("photos")).map(|_| ())).unwrap();
        let before = fx.snapshot();
        let refusals = [
            fx.run(|w, cx| create(w, cx, create_input("photos")).map(|_| ())),
            fx.run(|w, cx| create(w, cx, create_input("Photos")).map(|_| ())),
            fx.run(|w, cx| create(w, cx, BucketCreate { name: "other".into(), billing_account_id: Some(7) }).map(|_| ())),
            fx.run(|w, cx| update(w, cx, BucketUpdate { name: "nope".into(), billing_account_id: 7 }).map(|_| ())),
            fx.run(|w, cx| set_cors(w, cx, BucketCors { name: "photos".into(), allowed_origin: "ftp://x".into() }).map(|_| ())),
            fx.run(|w, cx| delete(w, cx, "nope")),
        ];
        assert_eq!(refusals[0], Err(DomainError::Conflict(msg::BUCKET_EXISTS.into())));
        assert_eq!(refusals[1], Err(DomainError::invalid("name", msg::NAME_CHARACTERS)));
        assert_eq!(refusals[2], Err(DomainError::invalid("billing_account_id", spec::error::billing::no_such_account(7))));
        assert_eq!(refusals[3], Err(DomainError::NotFound(msg::BUCKET_NOT_FOUND.into())));
        assert_eq!(refusals[4], Err(DomainError::invalid("allowed_origin", msg::ORIGIN_URL)));
        assert_eq!(refusals[5], Err(DomainError::NotFound(msg::BUCKET_NOT_FOUND.into())));
        assert_eq!(fx.snapshot(), before);
    }

    #[test]
    fn another_users_or_another_accounts_bucket_is_not_found() {
        let mut fx = Fixture::new();
        fx.run(|w, cx| create(w, cx, create_input("photos")).map(|_| ())).unwrap();
        let other = fx.world.identity.users.keys().copied().find(|id| *id != fx.owner).unwrap();
        let cx = Cx::new(fx.world.now, Some(other), &fx.brand, None);
        assert_eq!(get(&fx.world, &cx, "photos").map(|_| ()), Err(DomainError::NotFound(msg::BUCKET_NOT_FOUND.into())));
        let scoped = Cx { scope: Some(1), ..Cx::new(fx.world.now, Some(fx.owner), &fx.brand, None) };
        assert_eq!(list(&fx.world, &scoped, None).map(|l| l.len()), Ok(0));
    }

    #[test]
    fn cors_keeps_the_origin_and_a_frozen_account_suspends_its_buckets() {
        let mut fx = Fixture::new();
        fx.run(|w, cx| create(w, cx, create_input("photos")).map(|_| ())).unwrap();
        let input = BucketCors { name: "photos".into(), allowed_origin: "https://app.example.com/".into() };
        let bucket = fx.run(|w, cx| set_cors(w, cx, input).cloned()).unwrap();
        assert!(bucket.cors_rule("https://app.example.com", "PUT").is_some());
        assert!(bucket.cors_rule("https://evil.example.com", "PUT").is_none());
        assert!(!super::super::is_suspended(&fx.world, &bucket));
        fx.world.billing.accounts.get_mut(&bucket.billing_account_id).unwrap().restriction_level = RestrictionLevel::Frozen;
        assert!(super::super::is_suspended(&fx.world, &bucket));
    }

    #[test]
    fn each_hour_charges_the_gibibytes_held_to_the_buckets_account_until_it_moves() {
        use crate::domain::billing::charging::month_of;
        use rust_decimal::Decimal;
        use spec::pricing::PriceResourceType;
        let mut fx = Fixture::new();
        fx.run(|w, cx| create(w, cx, create_input("photos")).map(|_| ())).unwrap();
        let quarter = vec![0u8; 256 * 1024 * 1024 / 1024];
        fx.run(|w, cx| super::super::object::put(w, cx, "photos", "a", quarter, "x")).unwrap();
        let account = fx.owner_account();
        let price = fx
            .brand
            .simulation
            .prices
            .iter()
            .find(|p| p.resource_type == PriceResourceType::ObjectStorage)
            .map(|p| p.price_per_unit.0)
            .unwrap();
        fx.advance(2 * 3600);
        let record = fx.world.billing.accounts[&account].usage[&month_of(fx.world.now)]["photos"].clone();
        let gib = Decimal::new(25, 2) / Decimal::from(1024);
        assert_eq!((record.resource_type.as_str(), record.hours), ("bucket", 2));
        assert_eq!((record.price, record.cost), (price * gib, price * gib * Decimal::from(2)));
    }

    /// Month ends, a leap day and a year end: made at 21:30, the bucket is charged at 22:00, 23:00
    /// and midnight (the month's last hour) on the closed month's invoice, at 01:00 on the next.
    #[test]
    fn stored_hours_close_into_the_month_they_were_held_in_at_any_month_end() {
        use crate::domain::billing::charging::month_of;
        use spec::control::{Role, WorldKind};
        for start in ["2026-01-31T21:30:00Z", "2028-02-29T21:30:00Z", "2026-12-31T21:30:00Z", "2027-04-30T21:30:00Z"] {
            let mut fx = Fixture::new();
            let at: jiff::Timestamp = start.parse().unwrap();
            fx.world = crate::seed::world(&fx.brand, 9, WorldKind::Empty, at);
            fx.owner = fx.world.identity.users.values().find(|u| u.role == Role::Owner).unwrap().id;
            fx.run(|w, cx| create(w, cx, create_input("photos")).map(|_| ())).unwrap();
            fx.run(|w, cx| super::super::object::put(w, cx, "photos", "a", vec![1; 4096], "x")).unwrap();
            let (before, account) = (month_of(at), fx.owner_account());
            fx.advance(4 * 3600);
            let record = &fx.world.billing.accounts[&account];
            let closed = record.invoices.iter().filter(|i| month_of(i.period_start) == before && i.id != 0);
            let line = closed.flat_map(|i| &i.lines).find(|l| l.descr == "bucket").expect("a bucket line on the closed month");
            assert_eq!((line.name.as_str(), line.qty), ("photos", rust_decimal::Decimal::from(3)), "{start}");
            assert_eq!(record.usage[&month_of(fx.world.now)]["photos"].hours, 1, "{start}");
        }
    }
}

//! Buckets and objects as a proptest state machine: random bucket creates (valid and broken
//! names, taken ones), object puts, replacements, small multipart uploads and deletes, and
//! bucket deletes, against a model of docs/product/storage.md#bucket-names (the name rules) and docs/product/storage.md#buckets
//! (names unique; only an empty bucket can be deleted). After every step each bucket's
//! size and object count are its objects', as the bucket list answers them.

use std::collections::BTreeMap;

use crate::common;

use proptest::prelude::*;
use proptest_state_machine::{ReferenceStateMachine, StateMachineTest, prop_state_machine};
use simulator::domain::storage::{bucket, object, upload};
use simulator::session;
use spec::storage::BucketCreate;

/// Names the steps draw from: valid ones and one breaking each rule.
const NAMES: [&str; 9] = ["photos", "backup-01", "a1b", "ab", "Photos", "-edge", "xn--idn", "files-s3alias", "my_bucket"];
const KEYS: [&str; 5] = ["a.txt", "docs/b.txt", "docs/c.txt", "docs/sub/d.bin", "z"];

fn valid(name: &str) -> bool {
    let allowed = name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    let edges = |c: Option<char>| c.is_some_and(|c| c.is_ascii_lowercase() || c.is_ascii_digit());
    (3..=63).contains(&name.len())
        && allowed
        && edges(name.chars().next())
        && edges(name.chars().last())
        && !name.starts_with("xn--")
        && !name.ends_with("-s3alias")
}

#[derive(Clone, Debug, Default)]
struct Model {
    /// Buckets by name: object sizes by key.
    buckets: BTreeMap<String, BTreeMap<String, usize>>,
    accepted: bool,
}

#[derive(Clone, Debug)]
enum Step {
    CreateBucket(&'static str),
    DeleteBucket(&'static str),
    Put(&'static str, &'static str, usize),
    /// A one-part multipart upload (a last part may be small).
    Multipart(&'static str, &'static str, usize),
    DeleteObject(&'static str, &'static str),
}

impl ReferenceStateMachine for Model {
    type State = Model;
    type Transition = Step;

    fn init_state() -> BoxedStrategy<Model> {
        Just(Model { accepted: true, ..Model::default() }).boxed()
    }

    fn transitions(_: &Model) -> BoxedStrategy<Step> {
        let name = proptest::sample::select(&NAMES[..]);
        let key = proptest::sample::select(&KEYS[..]);
        prop_oneof![
            3 => name.clone().prop_map(Step::CreateBucket),
            2 => name.clone().prop_map(Step::DeleteBucket),
            4 => (name.clone(), key.clone(), 0usize..2048).prop_map(|(b, k, n)| Step::Put(b, k, n)),
            1 => (name.clone(), key.clone(), 1usize..512).prop_map(|(b, k, n)| Step::Multipart(b, k, n)),
            3 => (name, key).prop_map(|(b, k)| Step::DeleteObject(b, k)),
        ]
        .boxed()
    }

    fn apply(mut state: Model, step: &Step) -> Model {
        state.accepted = match *step {
            Step::CreateBucket(name) => {
                let fresh = valid(name) && !state.buckets.contains_key(name);
                if fresh {
                    state.buckets.insert(name.into(), BTreeMap::new());
                }
                fresh
            }
            Step::DeleteBucket(name) => {
                let empty = state.buckets.get(name).is_some_and(BTreeMap::is_empty);
                if empty {
                    state.buckets.remove(name);
                }
                empty
            }
            Step::Put(name, key, size) | Step::Multipart(name, key, size) => match state.buckets.get_mut(name) {
                Some(objects) => {
                    objects.insert(key.into(), size);
                    true
                }
                None => false,
            },
            Step::DeleteObject(name, key) => match state.buckets.get_mut(name) {
                Some(objects) => {
                    objects.remove(key);
                    true
                }
                None => false,
            },
        };
        state
    }
}

struct Sut {
    owner: common::Owner,
}

impl StateMachineTest for Sut {
    type SystemUnderTest = Sut;
    type Reference = Model;

    fn init_test(_: &Model) -> Sut {
        Sut { owner: common::Owner::new(common::brand(), 13, session::DEFAULT_START.parse().unwrap()) }
    }

    fn apply(mut sut: Sut, after: &Model, step: Step) -> Sut {
        let before = serde_json::to_string(&sut.owner.world).unwrap();
        let accepted = sut.owner.call_global(|world, cx| match step {
            Step::CreateBucket(name) => {
                bucket::create(world, cx, BucketCreate { name: name.into(), billing_account_id: None }).is_ok()
            }
            Step::DeleteBucket(name) => bucket::delete(world, cx, name).is_ok(),
            Step::Put(name, key, size) => object::put(world, cx, name, key, vec![7; size], "x").is_ok(),
            Step::Multipart(name, key, size) => (|| {
                let id = upload::upload_start(world, cx, name, key, "x", Default::default())?;
                let etag = upload::upload_part(world, cx, name, key, &id, 1, vec![9; size])?;
                upload::upload_complete(world, cx, name, key, &id, &[(1, etag)])
            })()
            .is_ok(),
            Step::DeleteObject(name, key) => object::delete(world, cx, name, key).is_ok(),
        });
        assert_eq!(accepted, after.accepted, "{step:?}");
        if !accepted {
            assert_eq!(serde_json::to_string(&sut.owner.world).unwrap(), before, "a refused {step:?} changed the world");
        }
        sut
    }

    fn check_invariants(sut: &Sut, model: &Model) {
        let listed = sut.owner.read_global(|world, cx| bucket::list(world, cx, None).unwrap());
        let mut names: Vec<&str> = listed.iter().map(|b| b.name.as_str()).collect();
        names.sort();
        assert_eq!(names, model.buckets.keys().map(String::as_str).collect::<Vec<_>>());
        for bucket in listed {
            let objects = &model.buckets[&bucket.name];
            assert_eq!(bucket.num_objects(), objects.len() as u64);
            assert_eq!(bucket.size_bytes(), objects.values().sum::<usize>() as u64);
        }
        let held: usize = model.buckets.values().flat_map(BTreeMap::values).sum();
        assert_eq!(sut.owner.world.storage.bytes_held(), held as u64, "no parts are left behind");
    }
}

prop_state_machine! {
    #![proptest_config(ProptestConfig { cases: 64, .. ProptestConfig::default() })]
    #[test]
    fn buckets_and_objects_follow_the_model(sequential 1..50 => Sut);
}

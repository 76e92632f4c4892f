//! `/storage/bucket…`, `/storage/user…` and `/storage/api/s3`: thin handlers over
//! `domain::storage` and the wire views of buckets, keys and the storage account.

use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use spec::common::{NoParams, Success};
use spec::storage::{
    Bucket, BucketCors, BucketCreate, BucketListQuery, BucketRef, BucketUpdate, KeyDelete, S3Endpoint, StorageCap, StorageKey,
    StorageUser, ops,
};

use crate::domain::storage::{self as domain, BucketRecord, StorageAccount, account, bucket};
use crate::edge::error::ApiResult;
use crate::edge::extract::{Api, Input};
use crate::edge::wire::iso_offset_time;
use crate::edge::{ApiRouter, Json};
use crate::world::World;

pub fn routes(api: &mut ApiRouter) {
    api.op(&ops::BUCKET_LIST, bucket_list)
        .op(&ops::BUCKET_GET, bucket_get)
        .op(&ops::BUCKET_CREATE, bucket_create)
        .op(&ops::BUCKET_UPDATE, bucket_update)
        .op(&ops::BUCKET_DELETE, bucket_delete)
        .op(&ops::BUCKET_CORS, bucket_cors)
        .op(&ops::STORAGE_USER, storage_user)
        .op(&ops::KEY_LIST, key_list)
        .op(&ops::KEY_CREATE, key_create)
        .op(&ops::KEY_DELETE, key_delete)
        .op(&ops::S3_URL, s3_url);
}

async fn bucket_list(api: Api, Input(query): Input<BucketListQuery>) -> ApiResult<Json<Vec<Bucket>>> {
    api.read(|w, cx| Ok(bucket::list(w, cx, query.billing_account_id)?.into_iter().map(|b| view(w, b)).collect())).map(Json)
}

async fn bucket_get(api: Api, Input(input): Input<BucketRef>) -> ApiResult<Json<Bucket>> {
    api.read(|w, cx| bucket::get(w, cx, &input.name).map(|b| view(w, b))).map(Json)
}

async fn bucket_create(api: Api, Input(input): Input<BucketCreate>) -> ApiResult<Json<Bucket>> {
    api.write(|w, cx| {
        let name = bucket::create(w, cx, input)?.name.clone();
        bucket::get(w, cx, &name).map(|b| view(w, b))
    })
    .map(Json)
}

async fn bucket_update(api: Api, Input(input): Input<BucketUpdate>) -> ApiResult<Json<Bucket>> {
    api.write(|w, cx| {
        let name = bucket::update(w, cx, input)?.name.clone();
        bucket::get(w, cx, &name).map(|b| view(w, b))
    })
    .map(Json)
}

async fn bucket_delete(api: Api, Input(input): Input<BucketRef>) -> ApiResult<StatusCode> {
    api.write(|w, cx| bucket::delete(w, cx, &input.name)).map(|()| StatusCode::NO_CONTENT)
}

/// Answers the bucket's new CORS configuration as S3 XML (docs/product/storage.md#cors "returns XML").
async fn bucket_cors(api: Api, Input(input): Input<BucketCors>) -> ApiResult<Response> {
    let rules = api.write(|w, cx| bucket::set_cors(w, cx, input).map(|b| b.cors.clone()))?;
    Ok(([(header::CONTENT_TYPE, "application/xml")], crate::http::s3::cors_xml(&rules)).into_response())
}

async fn storage_user(api: Api, _: Input<NoParams>) -> ApiResult<Json<StorageUser>> {
    let seal = api.storage_sealer();
    api.write(|w, cx| {
        account::provision(w, cx)?;
        account::account(w, cx).map(|a| user_view(w, a, &seal))
    })
    .map(Json)
}

async fn key_list(api: Api, _: Input<NoParams>) -> ApiResult<Json<Vec<StorageKey>>> {
    let seal = api.storage_sealer();
    api.read(|w, cx| account::account(w, cx).map(|a| keys_view(w, a, &seal))).map(Json)
}

async fn key_create(api: Api, _: Input<NoParams>) -> ApiResult<Json<Vec<StorageKey>>> {
    let seal = api.storage_sealer();
    api.write(|w, cx| {
        account::key_create(w, cx)?;
        account::account(w, cx).map(|a| keys_view(w, a, &seal))
    })
    .map(Json)
}

async fn key_delete(api: Api, Input(input): Input<KeyDelete>) -> ApiResult<Json<Success>> {
    api.write(|w, cx| account::key_delete(w, cx, &input.access_key)).map(|()| Json(Success::TRUE))
}

/// The S3 endpoint as the caller reached this API (same host), `/` before the storage account
/// exists (docs/product/storage.md#keys, live).
async fn s3_url(api: Api, headers: HeaderMap, _: Input<NoParams>) -> ApiResult<Json<S3Endpoint>> {
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok()).unwrap_or("127.0.0.1:8080").to_string();
    let session = api.session_id();
    api.read(|w, cx| {
        let provisioned = account::account(w, cx).is_ok();
        let url = match provisioned {
            true => crate::http::s3::endpoint_url(cx.brand.config.s3_force_path_style, &host, &session),
            false => "/".into(),
        };
        Ok(S3Endpoint { url })
    })
    .map(Json)
}

fn view(world: &World, bucket: &BucketRecord) -> Bucket {
    Bucket {
        user_id: bucket.user_id,
        name: bucket.name.clone(),
        size_bytes: bucket.size_bytes(),
        billing_account_id: bucket.billing_account_id,
        num_objects: bucket.num_objects(),
        created_at: iso_offset_time(bucket.created_at),
        modified_at: bucket.modified_at.map(iso_offset_time),
        owner: email(world, bucket.user_id),
        is_suspended: domain::is_suspended(world, bucket),
    }
}

fn email(world: &World, user: crate::world::UserId) -> String {
    world.user(user).map(|u| u.email.clone()).unwrap_or_default()
}

/// The caller's key pairs, each secret as the client holds it (`seal`: `Api::storage_sealer`).
fn keys_view(world: &World, account: &StorageAccount, seal: &dyn Fn(&str) -> String) -> Vec<StorageKey> {
    let user_id = email(world, account.user_id);
    account
        .keys
        .iter()
        .map(|k| StorageKey { user_id: user_id.clone(), access_key: k.access_key.clone(), secret_key: seal(&k.secret_key) })
        .collect()
}

fn user_view(world: &World, account: &StorageAccount, seal: &dyn Fn(&str) -> String) -> StorageUser {
    let user = world.user(account.user_id);
    let email = user.map(|u| u.email.clone()).unwrap_or_default();
    let display_name = user
        .map(|u| format!("{} {}", u.profile.first_name, u.profile.last_name).trim().to_string())
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| email.clone());
    StorageUser {
        user_id: email.clone(),
        display_name,
        email,
        suspended: 0,
        max_buckets: 1000,
        subusers: Vec::new(),
        s3_credentials: keys_view(world, account, seal),
        swift_credentials: Vec::new(),
        caps: vec![StorageCap { kind: "buckets".into(), perm: "*".into() }],
    }
}

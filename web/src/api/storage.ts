import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { api } from './client'
import { call } from './errors'
import type { components } from './generated/schema'
import { consoleBase, type S3Endpoint } from './storage/s3'
import { useApiMutation } from './use-api-mutation'

type Schemas = components['schemas']
export type Bucket = Schemas['Bucket']
export type StorageKey = Schemas['StorageKey']
export type StorageUser = Schemas['StorageUser']

/** docs/product/storage.md#bucket-names "Maximum upload size is shown as a limit in MB": the simulator's one-request cap. */
export const maxUploadMb = 100

/** docs/product/storage.md#keys *Object storage*: the user's buckets, their storage account and keys. */
export const bucketListQuery = queryOptions({
  queryKey: ['bucket_list'],
  queryFn: () => call(api.GET('/v1/storage/bucket/list')),
  meta: { errorToast: false },
})

export const bucketQuery = (name: string) =>
  queryOptions({
    queryKey: ['bucket_get', { name }],
    queryFn: () => call(api.GET('/v1/storage/bucket', { params: { query: { name } } })),
    meta: { errorToast: false },
  })

/** `GET /storage/user` makes the storage account (with a key) on its first call. */
export const storageUserQuery = queryOptions({
  queryKey: ['storage_user'],
  queryFn: () => call(api.GET('/v1/storage/user')),
  meta: { errorToast: false },
})

export const s3UrlQuery = queryOptions({
  queryKey: ['storage_s3_url'],
  queryFn: () => call(api.GET('/v1/storage/api/s3')),
})

/** Where and as whom the file browser calls S3: the console's path-style endpoint and the first key. */
export function s3Endpoint(url: string | undefined, keys: readonly StorageKey[] | undefined): S3Endpoint | undefined {
  const base = url ? consoleBase(url) : undefined
  const key = keys?.[0]
  return base && key ? { base, credentials: { accessKey: key.accessKey, secretKey: key.secretKey } } : undefined
}

/** After a change to buckets: the list and the bucket are re-read. */
function useBucketsChanged() {
  const queryClient = useQueryClient()
  return async (name?: string) => {
    await queryClient.invalidateQueries({ queryKey: ['bucket_list'] })
    if (name) await queryClient.invalidateQueries({ queryKey: ['bucket_get', { name }] })
  }
}

export function useBucketCreate() {
  const changed = useBucketsChanged()
  return useApiMutation({
    mutationFn: (body: Schemas['BucketCreate']) => call(api.PUT('/v1/storage/bucket', { body })),
    onSuccess: async () => {
      await changed()
    },
  })
}

export function useBucketMove() {
  const changed = useBucketsChanged()
  return useApiMutation({
    mutationFn: (body: Schemas['BucketUpdate']) => call(api.PATCH('/v1/storage/bucket', { body })),
    onSuccess: async (bucket) => changed(bucket.name),
  })
}

export function useBucketDelete() {
  const queryClient = useQueryClient()
  return useApiMutation({
    mutationFn: (name: string) => call(api.DELETE('/v1/storage/bucket', { body: { name } })),
    onSuccess: async (_, name) => {
      queryClient.removeQueries({ queryKey: ['bucket_get', { name }] })
    },
    invalidates: [['bucket_list']],
  })
}

/** `PUT /storage/bucket/cors` answers XML, which the console does not need: it re-reads the rules. */
export function useBucketCors() {
  return useApiMutation({
    mutationFn: (body: Schemas['BucketCors']) =>
      call(api.PUT('/v1/storage/bucket/cors', { body, parseAs: 'text' })).then(() => undefined),
    // The whole rule set replaces the old one, so sending it twice is harmless.
    idempotent: true,
    invalidates: (_, { name }) => [['bucket_cors', { name }]],
  })
}

/** Keys come with the storage account; POST answers every key, so the account is refreshed with them. */
function useKeysChanged() {
  const queryClient = useQueryClient()
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['storage_user'] })
  }
}

export function useKeyCreate() {
  const changed = useKeysChanged()
  return useApiMutation({
    mutationFn: () => call(api.POST('/v1/storage/user/keys')),
    onSuccess: changed,
  })
}

export function useKeyDelete() {
  const changed = useKeysChanged()
  return useApiMutation({
    mutationFn: (access_key: string) => call(api.DELETE('/v1/storage/user/keys', { body: { access_key } })),
    onSuccess: changed,
  })
}

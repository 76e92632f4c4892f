import { sentBody } from '../sent-body'
import { http, HttpResponse } from 'msw'
import type { Bucket } from '../../api/storage'
import { bucketFixture, buckets, cssListing, rootListing, s3Url, storageUser } from '../fixtures/storage'
import { errorTexts } from '../../api/generated/error-texts'
import type { Answer } from './answers'
import { type AreaMocks, notMocked } from '../mocks'

const notFound = () => HttpResponse.json<{ message: string }>({ message: errorTexts.storage.bucketNotFound }, { status: 404 })
const xml = (body: string) => new HttpResponse(body, { headers: { 'content-type': 'application/xml' } })

/**
 * Object storage over `fixtures/storage.ts`: the `/v1/storage…` reads and a create, and the S3
 * endpoint's listing of `website-assets` (root and `css/`). Tests add the changes they check.
 */
export const storageMocks = {
  bucket_list: http.get<never, never, Answer<'/v1/storage/bucket/list', 'get'>>('/v1/storage/bucket/list', () =>
    HttpResponse.json(buckets),
  ),
  bucket_get: http.get<never, never, Answer<'/v1/storage/bucket', 'get'>>('/v1/storage/bucket', ({ request }) => {
    const name = new URL(request.url).searchParams.get('name')
    const bucket = buckets.find((b) => b.name === name)
    return bucket ? HttpResponse.json<Bucket>(bucket) : notFound()
  }),
  bucket_create: http.put<never, { name: string; billing_account_id?: number }, Answer<'/v1/storage/bucket', 'put'>>(
    '/v1/storage/bucket',
    async ({ request }) => {
      const body = await sentBody(request)
      return HttpResponse.json(bucketFixture({ name: body.name, billing_account_id: body.billing_account_id ?? 0 }))
    },
  ),
  storage_user: http.get<never, never, Answer<'/v1/storage/user', 'get'>>('/v1/storage/user', () => HttpResponse.json(storageUser)),
  storage_s3_url: http.get<never, never, Answer<'/v1/storage/api/s3', 'get'>>('/v1/storage/api/s3', () => HttpResponse.json({ url: s3Url })),
  bucket_cors: notMocked,
  bucket_delete: notMocked,
  bucket_update: notMocked,
  storage_key_create: notMocked,
  storage_key_delete: notMocked,
} satisfies AreaMocks

/** Calls outside the contract: a bucket's listing through the S3 endpoint. */
export const s3Handlers = [
  http.get('*/s3/default/website-assets', ({ request }) => {
    const url = new URL(request.url)
    if (url.searchParams.has('cors')) {
      return new HttpResponse('<Error><Code>NoSuchCORSConfiguration</Code><Message>none</Message></Error>', {
        status: 404,
        headers: { 'content-type': 'application/xml' },
      })
    }
    return xml(url.searchParams.get('prefix') === 'css/' ? cssListing : rootListing)
  }),
]

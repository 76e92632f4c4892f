// Drives the simulator's S3 endpoint with the AWS SDK for JavaScript v3 as its users use it: an
// S3Client with path-style addressing at the session's endpoint, any region, its default
// checksums, and URLs from @aws-sdk/s3-request-presigner fetched with plain HTTP. Every check
// runs in a session an hour ahead of the wall clock (realtime) and in one a day behind it (manual).
//
// Usage: node js_checks.mjs BASE_URL PACKAGES_DIR   (the folder holding the pinned node_modules;
// one line per check, then a summary; exits 1 on a failure)

import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'

const [base, packages] = process.argv.slice(2)
const require = createRequire(`${packages}/`)
const s3 = require('@aws-sdk/client-s3')
const { getSignedUrl } = require('@aws-sdk/s3-request-presigner')
const MIB = 1024 * 1024

async function control(path, body, headers = {}) {
  const answer = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`)
  return answer.json()
}

function expect(condition, what) {
  if (!condition) throw new Error(what)
}

const md5 = (data) => createHash('md5').update(data).digest('hex')
const equal = (a, b) => JSON.stringify(a) === JSON.stringify(b)

/** A session made from `body`, its owner's storage keys and an S3Client for them. */
async function place(body) {
  const created = await control('/__sim/sessions', body)
  const session = created.session
  const user = await control('/v1/storage/user', undefined, { apikey: created.users[0].api_key })
  const { accessKey, secretKey } = user.s3Credentials[0]
  const client = new s3.S3Client({
    endpoint: `${base}/s3/${session}`,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: accessKey, secretAccessKey: secretKey },
  })
  const send = (Command, input) => client.send(new Command(input))
  const advance = (seconds) => control(`/__sim/sessions/${session}/clock/advance`, { seconds })
  return { client, send, advance }
}

async function errorCode(promise) {
  try {
    await promise
  } catch (error) {
    return error.name
  }
  throw new Error('the call succeeded')
}

async function multipart({ send }) {
  await send(s3.CreateBucketCommand, { Bucket: 'photos' })
  const parts = [Buffer.alloc(5 * MIB, 'a'), Buffer.alloc(5 * MIB, 'b'), Buffer.from('tail')]
  const started = await send(s3.CreateMultipartUploadCommand, {
    Bucket: 'photos',
    Key: 'big.bin',
    ContentType: 'application/x-big',
    Metadata: { k: 'v' },
  })
  const done = []
  for (const [index, data] of parts.entries()) {
    const part = { Bucket: 'photos', Key: 'big.bin', UploadId: started.UploadId, PartNumber: index + 1, Body: data }
    const answer = await send(s3.UploadPartCommand, part)
    expect(answer.ETag === `"${md5(data)}"`, `part etag ${answer.ETag}`)
    done.push({ PartNumber: index + 1, ETag: answer.ETag })
  }
  const completed = await send(s3.CompleteMultipartUploadCommand, {
    Bucket: 'photos',
    Key: 'big.bin',
    UploadId: started.UploadId,
    MultipartUpload: { Parts: done },
  })
  const digests = Buffer.concat(parts.map((p) => createHash('md5').update(p).digest()))
  expect(completed.ETag === `"${md5(digests)}-3"`, `multipart etag ${completed.ETag}`)
  const head = await send(s3.HeadObjectCommand, { Bucket: 'photos', Key: 'big.bin' })
  expect(head.ContentLength === 10 * MIB + 4, `size ${head.ContentLength}`)
  expect(head.ContentType === 'application/x-big' && equal(head.Metadata, { k: 'v' }), 'multipart metadata')
  const aborted = await send(s3.CreateMultipartUploadCommand, { Bucket: 'photos', Key: 'gone.bin' })
  await send(s3.AbortMultipartUploadCommand, { Bucket: 'photos', Key: 'gone.bin', UploadId: aborted.UploadId })
  const late = send(s3.UploadPartCommand, { Bucket: 'photos', Key: 'gone.bin', UploadId: aborted.UploadId, PartNumber: 1, Body: 'x' })
  expect((await errorCode(late)) === 'NoSuchUpload', 'a part after the abort')
}

async function copy({ send }) {
  await send(s3.CreateBucketCommand, { Bucket: 'photos' })
  await send(s3.CreateBucketCommand, { Bucket: 'archive' })
  await send(s3.PutObjectCommand, { Bucket: 'photos', Key: 'a b.txt', Body: 'original', ContentType: 'text/plain', Metadata: { a: '1' } })
  const copied = await send(s3.CopyObjectCommand, { Bucket: 'archive', Key: 'deep/c.txt', CopySource: 'photos/a%20b.txt' })
  expect(copied.CopyObjectResult.ETag === `"${md5('original')}"`, `copy etag ${copied.CopyObjectResult.ETag}`)
  const head = await send(s3.HeadObjectCommand, { Bucket: 'archive', Key: 'deep/c.txt' })
  expect(head.ContentType === 'text/plain' && equal(head.Metadata, { a: '1' }), 'COPY keeps metadata')
  await send(s3.CopyObjectCommand, {
    Bucket: 'photos',
    Key: 'a b.txt',
    CopySource: 'photos/a%20b.txt',
    MetadataDirective: 'REPLACE',
    Metadata: { b: '2' },
  })
  expect(equal((await send(s3.HeadObjectCommand, { Bucket: 'photos', Key: 'a b.txt' })).Metadata, { b: '2' }), 'REPLACE')
  const same = send(s3.CopyObjectCommand, { Bucket: 'photos', Key: 'a b.txt', CopySource: 'photos/a%20b.txt' })
  expect((await errorCode(same)) === 'InvalidRequest', 'a copy onto itself')
  const got = await send(s3.GetObjectCommand, { Bucket: 'archive', Key: 'deep/c.txt' })
  expect((await got.Body.transformToString()) === 'original', 'copied bytes')
}

async function deleteObjects({ send }) {
  await send(s3.CreateBucketCommand, { Bucket: 'photos' })
  for (const key of ['a', 'b', 'c', 'd/e', 'x&y "z"']) await send(s3.PutObjectCommand, { Bucket: 'photos', Key: key, Body: 'x' })
  const objects = ['a', 'b', 'never', 'x&y "z"'].map((Key) => ({ Key }))
  const verbose = await send(s3.DeleteObjectsCommand, { Bucket: 'photos', Delete: { Objects: objects } })
  const keys = verbose.Deleted.map((d) => d.Key).sort()
  expect(equal(keys, ['a', 'b', 'never', 'x&y "z"']), `verbose ${JSON.stringify(verbose)}`)
  const quiet = await send(s3.DeleteObjectsCommand, { Bucket: 'photos', Delete: { Objects: [{ Key: 'c' }], Quiet: true } })
  expect(quiet.Deleted === undefined && quiet.Errors === undefined, `quiet ${JSON.stringify(quiet)}`)
  const left = await send(s3.ListObjectsV2Command, { Bucket: 'photos' })
  expect(equal(left.Contents.map((c) => c.Key), ['d/e']), 'what is left')
}

async function presigned({ client, send, advance }) {
  await send(s3.CreateBucketCommand, { Bucket: 'photos' })
  const put = await getSignedUrl(client, new s3.PutObjectCommand({ Bucket: 'photos', Key: 'a b.txt' }), { expiresIn: 600 })
  let answer = await fetch(put, { method: 'PUT', body: 'through a link' })
  expect(answer.status === 200, `presigned PUT ${answer.status}`)
  const get = await getSignedUrl(client, new s3.GetObjectCommand({ Bucket: 'photos', Key: 'a b.txt' }), { expiresIn: 600 })
  answer = await fetch(get)
  const text = await answer.text()
  expect(answer.status === 200 && text === 'through a link', `presigned GET ${answer.status} ${text.slice(0, 300)}`)
  expect((await fetch(get.replace('a%20b.txt', 'other.txt'))).status === 403, 'a URL for another key')
  await advance(601)
  answer = await fetch(get)
  const expired = await answer.text()
  expect(answer.status === 403 && expired.includes('expired'), `after the move ${answer.status} ${expired.slice(0, 300)}`)
  const fresh = await getSignedUrl(client, new s3.GetObjectCommand({ Bucket: 'photos', Key: 'a b.txt' }), { expiresIn: 900 })
  expect((await fetch(fresh)).status === 200, 'a URL made after the move')
}

async function listing({ client, send }) {
  await send(s3.CreateBucketCommand, { Bucket: 'photos' })
  const keys = ['a.txt', 'b c.txt', 'docs/1.txt', 'docs/2.txt', 'docs/deep/3.txt', 'img/x+y.png', 'z/ä.txt']
  for (const key of keys) await send(s3.PutObjectCommand, { Bucket: 'photos', Key: key, Body: key })
  const names = (page) => [(page.Contents ?? []).map((c) => c.Key), (page.CommonPrefixes ?? []).map((c) => c.Prefix)]
  const top = await send(s3.ListObjectsV2Command, { Bucket: 'photos', Delimiter: '/' })
  expect(equal(names(top), [['a.txt', 'b c.txt'], ['docs/', 'img/', 'z/']]), `v2 top ${JSON.stringify(names(top))}`)
  const docs = await send(s3.ListObjectsV2Command, { Bucket: 'photos', Prefix: 'docs/', Delimiter: '/' })
  expect(equal(names(docs), [['docs/1.txt', 'docs/2.txt'], ['docs/deep/']]), `v2 docs ${JSON.stringify(names(docs))}`)
  const v1 = await send(s3.ListObjectsCommand, { Bucket: 'photos', Prefix: 'docs/', Delimiter: '/' })
  expect(equal(names(v1), [['docs/1.txt', 'docs/2.txt'], ['docs/deep/']]), `v1 docs ${JSON.stringify(names(v1))}`)
  const seen = []
  for await (const page of s3.paginateListObjectsV2({ client, pageSize: 2 }, { Bucket: 'photos', Delimiter: '/' })) {
    seen.push(...names(page).flat())
  }
  expect(equal(seen.sort(), ['a.txt', 'b c.txt', 'docs/', 'img/', 'z/']), `v2 pages ${seen}`)
  const all = []
  let marker
  do {
    const page = await send(s3.ListObjectsCommand, { Bucket: 'photos', MaxKeys: 3, Marker: marker })
    all.push(...page.Contents.map((c) => c.Key))
    marker = page.IsTruncated ? page.Contents.at(-1).Key : undefined
  } while (marker)
  expect(equal(all, keys), `v1 pages ${all}`)
  const encoded = await send(s3.ListObjectsV2Command, { Bucket: 'photos', Prefix: 'img/', EncodingType: 'url' })
  expect(encoded.Contents[0].Key === 'img/x%2By.png', `url encoded ${encoded.Contents[0].Key}`)
}

/** An ACL for the owner alone is what holds; one that grants others is refused, not ignored. */
async function cannedAcls({ send }) {
  await send(s3.CreateBucketCommand, { Bucket: 'photos', ACL: 'private' })
  await send(s3.PutObjectCommand, { Bucket: 'photos', Key: 'a.txt', Body: 'x', ACL: 'private' })
  const open = send(s3.PutObjectCommand, { Bucket: 'photos', Key: 'b.txt', Body: 'x', ACL: 'public-read' })
  expect((await errorCode(open)) === 'NotImplemented', 'a public-read object')
  const listed = await send(s3.ListObjectsV2Command, { Bucket: 'photos' })
  expect(equal(listed.Contents.map((c) => c.Key), ['a.txt']), 'nothing stored')
}

const checks = [
  ['multipart uploads', multipart],
  ['CopyObject', copy],
  ['DeleteObjects', deleteObjects],
  ['presigned URLs', presigned],
  ['listings with prefixes and delimiters', listing],
  ['canned ACLs', cannedAcls],
]

const now = Date.now()
const sessions = [
  ['an hour ahead, realtime', { world: 'empty', clock: 'realtime', start: new Date(now + 3600e3).toISOString() }],
  ['a day behind, manual', { world: 'empty', start: new Date(now - 86400e3).toISOString() }],
]
console.log(`@aws-sdk/client-s3 ${require('@aws-sdk/client-s3/package.json').version}`)
let failures = 0
for (const [sessionName, body] of sessions) {
  for (const [name, check] of checks) {
    try {
      await check(await place(body))
      console.log(`ok    js-sdk ${sessionName}: ${name}`)
    } catch (error) {
      failures += 1
      console.log(`FAIL  js-sdk ${sessionName}: ${name}\n${error.stack ?? error}`)
    }
  }
}
const total = sessions.length * checks.length
console.log(`${total - failures} of ${total} js-sdk checks passed`)
process.exit(failures ? 1 : 0)

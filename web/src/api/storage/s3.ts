/**
 * The console's S3 client for the file browser: AWS Signature V4 with WebCrypto (header
 * signatures for calls, presigned URLs for downloads) and the few S3 calls the browser makes.
 * The console is served by the simulator, so it reaches the session's S3 endpoint path-style at
 * its own origin (`/s3/{session}`) whatever style the site's S3 clients use: no CORS rule needed.
 */

export type S3Credentials = { accessKey: string; secretKey: string }
export type S3Endpoint = { base: string; credentials: S3Credentials }

const region = 'us-east-1'
export const unsignedPayload = 'UNSIGNED-PAYLOAD'
const encoder = new TextEncoder()

const toHex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('')
const sha256 = async (text: string) => toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
async function hmac(key: ArrayBuffer | Uint8Array<ArrayBuffer>, text: string) {
  const imported = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return crypto.subtle.sign('HMAC', imported, encoder.encode(text))
}

/** RFC 3986 encoding, as SigV4 canonical requests want it. */
export const encodeRfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
/** An object key in a path: each segment encoded, the slashes kept. */
export const encodeKey = (key: string) => key.split('/').map(encodeRfc3986).join('/')

/** `YYYYMMDDTHHMMSSZ`. */
export const amzDate = (at: Date) => at.toISOString().replace(/[-:]|\.\d{3}/g, '')

/** The signature of a request over its (lower-case) headers, and the scope and names it covers. */
export async function sign(
  credentials: S3Credentials,
  at: string,
  method: string,
  url: URL,
  headers: Record<string, string>,
  payloadHash: string,
) {
  const scope = `${at.slice(0, 8)}/${region}/s3/aws4_request`
  const names = Object.keys(headers).sort()
  const query = [...url.searchParams]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
  const canonical = [
    method,
    url.pathname,
    query,
    names.map((name) => `${name}:${headers[name]!.trim()}\n`).join(''),
    names.join(';'),
    payloadHash,
  ].join('\n')
  const toSign = ['AWS4-HMAC-SHA256', at, scope, await sha256(canonical)].join('\n')
  let key: ArrayBuffer = encoder.encode(`AWS4${credentials.secretKey}`).buffer as ArrayBuffer
  for (const part of scope.split('/')) key = await hmac(key, part)
  return { scope, signedHeaders: names.join(';'), signature: toHex(await hmac(key, toSign)) }
}

/** The headers that sign a call (its body unsigned, as S3 allows). */
export async function authHeaders(credentials: S3Credentials, method: string, url: URL, at = new Date()) {
  const date = amzDate(at)
  const headers = { host: url.host, 'x-amz-content-sha256': unsignedPayload, 'x-amz-date': date }
  const { scope, signedHeaders, signature } = await sign(credentials, date, method, url, headers, unsignedPayload)
  return {
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKey}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
    'x-amz-content-sha256': unsignedPayload,
    'x-amz-date': date,
  }
}

/** A URL anyone may GET for `expires` seconds: a download link. */
export async function presign(credentials: S3Credentials, url: URL, expires: number, at = new Date()) {
  const date = amzDate(at)
  const signed = new URL(url)
  const params: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${credentials.accessKey}/${date.slice(0, 8)}/${region}/s3/aws4_request`],
    ['X-Amz-Date', date],
    ['X-Amz-Expires', String(expires)],
    ['X-Amz-SignedHeaders', 'host'],
  ]
  const existing = signed.search.replace(/^\?/, '')
  signed.search = [existing, ...params.map(([n, v]) => `${n}=${encodeRfc3986(v)}`)].filter(Boolean).join('&')
  const { signature } = await sign(credentials, date, 'GET', signed, { host: signed.host }, unsignedPayload)
  signed.search += `&X-Amz-Signature=${signature}`
  return signed.href
}

/**
 * The endpoint the console calls for the S3 URL `GET /storage/api/s3` answers: the same
 * session's path-style form at the console's origin.
 */
export function consoleBase(url: string, origin = window.location.origin): string | undefined {
  if (url === '/' || !url) return undefined
  const parsed = new URL(url, origin)
  const path = parsed.pathname.match(/^\/s3\/[^/]+/)?.[0]
  if (path) return `${origin}${path}`
  const session = parsed.hostname.match(/^([^.]+)\.s3\./)?.[1]
  return session ? `${origin}/s3/${session}` : undefined
}

export type S3Object = { key: string; size: number; lastModified: string }
export type S3Listing = { folders: string[]; files: S3Object[]; next?: string }

/** An S3 error answer: its code and message. */
export class S3Error extends Error {
  readonly status: number
  readonly code: string
  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

function objectUrl(endpoint: S3Endpoint, bucket: string, key = '', query = '') {
  const url = new URL(`${endpoint.base}/${encodeRfc3986(bucket)}${key ? `/${encodeKey(key)}` : ''}`)
  url.search = query
  return url
}

async function failure(response: Response) {
  const text = await response.text()
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  const code = doc.querySelector('Code')?.textContent ?? String(response.status)
  return new S3Error(response.status, code, doc.querySelector('Message')?.textContent || code)
}

async function send(endpoint: S3Endpoint, method: string, url: URL, body?: BodyInit) {
  const headers = await authHeaders(endpoint.credentials, method, url)
  const response = await fetch(url, { method, headers, body: body ?? null })
  if (!response.ok) throw await failure(response)
  return response
}

const text = (element: Element, name: string) => element.getElementsByTagName(name)[0]?.textContent ?? ''

/** One page of a folder: its subfolders and files (ListObjectsV2 with `/` as the delimiter). */
export async function listFolder(endpoint: S3Endpoint, bucket: string, prefix: string, token?: string): Promise<S3Listing> {
  const params = [['list-type', '2'], ['delimiter', '/'], ['prefix', prefix], ...(token ? [['continuation-token', token]] : [])]
  const url = objectUrl(endpoint, bucket, '', params.map(([n, v]) => `${n}=${encodeRfc3986(v!)}`).join('&'))
  const doc = new DOMParser().parseFromString(await (await send(endpoint, 'GET', url)).text(), 'application/xml')
  const files = [...doc.getElementsByTagName('Contents')]
    .map((item) => ({ key: text(item, 'Key'), size: Number(text(item, 'Size')), lastModified: text(item, 'LastModified') }))
    .filter((file) => file.key !== prefix)
  const folders = [...doc.getElementsByTagName('CommonPrefixes')].map((item) => text(item, 'Prefix'))
  const next = doc.getElementsByTagName('NextContinuationToken')[0]?.textContent ?? undefined
  return { folders, files, ...(next ? { next } : {}) }
}

/** Files from this size up go in parts (S3's smallest part but the last is 5 MiB). */
export const multipartFrom = 8 * 1024 * 1024
const partSize = multipartFrom

/** One signed PUT with XHR (fetch reports no upload progress): its ETag. */
async function putWithProgress(
  endpoint: S3Endpoint,
  url: URL,
  body: Blob,
  contentType: string,
  onProgress: (loaded: number) => void,
): Promise<string> {
  const headers = await authHeaders(endpoint.credentials, 'PUT', url)
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('PUT', url)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    if (contentType) xhr.setRequestHeader('content-type', contentType)
    xhr.upload.onprogress = (event) => onProgress(event.loaded)
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve(xhr.getResponseHeader('etag') ?? '')
      const doc = new DOMParser().parseFromString(xhr.responseText, 'application/xml')
      const code = doc.querySelector('Code')?.textContent ?? String(xhr.status)
      reject(new S3Error(xhr.status, code, doc.querySelector('Message')?.textContent || code))
    }
    xhr.onerror = () => reject(new S3Error(0, 'NetworkError', 'The upload could not reach the server'))
    xhr.send(body)
  })
}

/**
 * Uploads a file, reporting progress (0–1): in one PUT, or from `multipartFrom` up as a
 * multipart upload of 8 MiB parts (aborted if a part fails, so no parts are left behind).
 */
export async function upload(
  endpoint: S3Endpoint,
  bucket: string,
  key: string,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const url = objectUrl(endpoint, bucket, key)
  if (file.size < multipartFrom) {
    await putWithProgress(endpoint, url, file, file.type, (loaded) => onProgress(loaded / (file.size || 1)))
    return
  }
  const started = await send(endpoint, 'POST', objectUrl(endpoint, bucket, key, 'uploads='))
  const doc = new DOMParser().parseFromString(await started.text(), 'application/xml')
  const uploadId = doc.getElementsByTagName('UploadId')[0]?.textContent ?? ''
  const id = `uploadId=${encodeRfc3986(uploadId)}`
  const etags: string[] = []
  try {
    for (let offset = 0, number = 1; offset < file.size; offset += partSize, number++) {
      const part = objectUrl(endpoint, bucket, key, `partNumber=${number}&${id}`)
      const etag = await putWithProgress(endpoint, part, file.slice(offset, offset + partSize), '', (loaded) =>
        onProgress((offset + loaded) / file.size),
      )
      etags.push(etag)
    }
    const parts = etags.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag}</ETag></Part>`).join('')
    const body = `<CompleteMultipartUpload>${parts}</CompleteMultipartUpload>`
    await send(endpoint, 'POST', objectUrl(endpoint, bucket, key, id), body)
  } catch (error) {
    await send(endpoint, 'DELETE', objectUrl(endpoint, bucket, key, id)).catch(() => undefined)
    throw error
  }
}

/** A folder is an empty object whose key ends in `/`. */
export const createFolder = (endpoint: S3Endpoint, bucket: string, prefix: string) =>
  send(endpoint, 'PUT', objectUrl(endpoint, bucket, prefix), new Blob([])).then(() => undefined)

export const deleteObject = (endpoint: S3Endpoint, bucket: string, key: string) =>
  send(endpoint, 'DELETE', objectUrl(endpoint, bucket, key)).then(() => undefined)

/** A download link valid for an hour. */
export const downloadUrl = (endpoint: S3Endpoint, bucket: string, key: string) =>
  presign(endpoint.credentials, objectUrl(endpoint, bucket, key), 3600)

/** The bucket's allowed browser origins (GetBucketCors); none when it has no rules. */
export async function corsOrigins(endpoint: S3Endpoint, bucket: string): Promise<string[]> {
  try {
    const response = await send(endpoint, 'GET', objectUrl(endpoint, bucket, '', 'cors='))
    const doc = new DOMParser().parseFromString(await response.text(), 'application/xml')
    return [...doc.getElementsByTagName('AllowedOrigin')].map((origin) => origin.textContent ?? '')
  } catch (error) {
    if (error instanceof S3Error && error.code === 'NoSuchCORSConfiguration') return []
    throw error
  }
}

/**
 * The client's error classes and how a response is classified into one (docs/product/conventions.md#the-consoles-client, "Error
 * catalogue"). Every failed call rejects with an `ApiError`; `kind` names the class for code that
 * cannot use `instanceof` (toasts, the crash screen, translations).
 */

export type ErrorKind =
  | 'unknown'
  | 'timeout'
  | 'developer'
  | 'connection'
  | 'cors'
  | 'non_json'
  | 'api'
  | 'standard'
  | 'general'
  | 'forbidden'
  | 'credentials'
  | 'gateway_timeout'
  | 'body'
  | 'multi'

/** Where an error came from: the HTTP status and the gateway's correlation id, when there was an answer. */
export type Origin = { status?: number | undefined; correlationId?: string | undefined }

export const correlationHeader = 'X-Warren-Correlation-Id'

/** The base class; `kind` 'unknown' for anything the rules below do not name. */
export class ApiError extends Error {
  readonly kind: ErrorKind = 'unknown'
  readonly status: number | undefined
  readonly correlationId: string | undefined

  constructor(message: string, origin: Origin = {}) {
    super(message)
    this.name = new.target.name
    this.status = origin.status
    this.correlationId = origin.correlationId || undefined
  }

  /** docs/product/conventions.md#the-consoles-client "Client behaviour": only connection failures and 502 answers are retried. */
  get retryable(): boolean {
    return this.kind === 'connection' || this.status === 502
  }

  /** What follows 'Error: ' in a toast: the message, then the correlation id in brackets when there is one. */
  get display(): string {
    return this.correlationId ? `${this.message} [${this.correlationId}]` : this.message
  }
}

export class TimeoutError extends ApiError {
  override readonly kind: ErrorKind = 'timeout'
}

/** A mistake in the console itself, e.g. reading the configuration before it is loaded. */
export class DeveloperError extends ApiError {
  override readonly kind: ErrorKind = 'developer'
}

/** The request never got an answer (or the answer broke off). */
export class ConnectionError extends ApiError {
  override readonly kind: ErrorKind = 'connection'
  constructor(origin: Origin = {}) {
    super('Failed to connect to server', origin)
  }
}

/**
 * The API answered, but its CORS policy does not let this console's origin read the answer (a
 * browser reports that as a failed fetch, like a server that is down; `api/transport.ts` tells the
 * two apart). Not retried: only the API's configuration fixes it.
 */
export class CorsError extends ApiError {
  override readonly kind: ErrorKind = 'cors'
  readonly api: string
  readonly consoleOrigin: string
  constructor(api: string, consoleOrigin: string) {
    super(`The API at ${api} answered, but does not allow this console's origin (${consoleOrigin}) by CORS`)
    this.api = api
    this.consoleOrigin = consoleOrigin
  }
}

/** An answer that is not JSON: its content type and the start of its body (HTML cut shorter). */
export class NonJsonError extends ApiError {
  override readonly kind: ErrorKind = 'non_json'
  readonly contentType: string
  readonly excerpt: string

  constructor(contentType: string, excerpt: string, origin: Origin = {}) {
    super(`Received a non-JSON response (${contentType || 'no content type'}): ${excerpt}`, origin)
    this.contentType = contentType
    this.excerpt = excerpt
  }
}

/** 504 from the gateway, JSON or not. */
export class GatewayTimeoutError extends TimeoutError {
  override readonly kind: ErrorKind = 'gateway_timeout'
  constructor(origin: Origin = {}) {
    super('Gateway timeout: the server did not answer in time', origin)
  }
}

/**
 * A `{"message": …}` body on any status but 401/403: the message suffixed with the correlation id
 * in brackets and the HTTP status, so the suffix is already part of `message`.
 */
export class GenericApiError extends ApiError {
  override readonly kind: ErrorKind = 'api'
  readonly serverMessage: string

  constructor(serverMessage: string, origin: Origin & { status: number }) {
    const id = origin.correlationId ? ` [${origin.correlationId}]` : ''
    super(`${serverMessage}${id} (HTTP ${origin.status})`, origin)
    this.serverMessage = serverMessage
  }

  override get display(): string {
    return this.message
  }
}

/** `{"errors": {"Error": …}}`, the VM family's shape (docs/product/conventions.md). */
export class StandardError extends ApiError {
  override readonly kind: ErrorKind = 'standard'
}

/** A message from a `message` field; also the identity provider's errors. */
export class GeneralError extends ApiError {
  override readonly kind: ErrorKind = 'general'
}

/** 403 with a message (other than the gateway's rejection of the key). */
export class ForbiddenError extends GeneralError {
  override readonly kind: ErrorKind = 'forbidden'
}

/** The gateway refused the API key: 401, or 403 'Invalid authentication credentials'. */
export class CredentialsError extends GeneralError {
  override readonly kind: ErrorKind = 'credentials'
}

/** Any other body: its text cut to 250 characters. `body` keeps the parsed JSON for field errors. */
export class BodyError extends ApiError {
  override readonly kind: ErrorKind = 'body'
  readonly body: unknown

  constructor(text: string, body: unknown, origin: Origin = {}) {
    super(text.slice(0, bodyTextLimit), origin)
    this.body = body
  }

  /** `{"errors": {"<field>": "<message>"}}` as a map of field → message; empty for other bodies. */
  get fieldErrors(): Record<string, string> {
    const errors = isRecord(this.body) ? this.body.errors : undefined
    if (!isRecord(errors)) return {}
    return Object.fromEntries(
      Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  }
}

/** Several errors merged: 'Multiple (N) errors:' then each distinct message once. */
export class MultiError extends ApiError {
  override readonly kind: ErrorKind = 'multi'
  readonly errors: readonly Error[]

  constructor(errors: readonly Error[]) {
    const unique = [...new Set(errors.map((e) => (e instanceof ApiError ? e.display : e.message)))]
    super([`Multiple (${errors.length}) errors:`, ...unique].join('\n'))
    this.errors = errors
  }
}

export const nonJsonLimit = 500
export const htmlLimit = 200
export const bodyTextLimit = 250

/** What the gateway says when it refuses a key (docs/product/conventions.md). */
const credentialMessages = new Set(['No API key found in request', 'Invalid authentication credentials'])

/** The parts of an answer the classification reads. */
export type Answer = {
  status: number
  contentType: string | null
  text: string
  correlationId: string | null
}

const notJson = Symbol('not JSON')

function parse(text: string, html: boolean): unknown {
  if (html || text.trim() === '') return notJson
  try {
    return JSON.parse(text) as unknown
  } catch {
    return notJson
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function looksLikeHtml(contentType: string, text: string): boolean {
  return /html/i.test(contentType) || /^\s*<(!doctype|html)/i.test(text)
}

/**
 * Classifies an answer (docs/product/conventions.md#the-consoles-client). `undefined` means success: a 2xx whose body is JSON or
 * not claimed to be. Never throws, whatever the status, content type or body.
 */
export function classify({ status, contentType, text, correlationId }: Answer): ApiError | undefined {
  const type = contentType ?? ''
  const origin: Origin & { status: number } = { status, correlationId: correlationId ?? undefined }
  const html = looksLikeHtml(type, text)
  const body = parse(text, html)
  const nonJson = () => new NonJsonError(type, text.slice(0, html ? htmlLimit : nonJsonLimit), origin)

  if (status >= 200 && status < 300) {
    const claimsJson = /json/i.test(type)
    if (html || (claimsJson && body === notJson && text.trim() !== '')) return nonJson()
    return undefined
  }
  if (status === 504) return new GatewayTimeoutError(origin)
  if (body === notJson) return nonJson()
  if (isRecord(body) && typeof body.message === 'string') {
    if (status === 401 || (status === 403 && credentialMessages.has(body.message))) {
      return new CredentialsError(body.message, origin)
    }
    if (status === 403) return new ForbiddenError(body.message, origin)
    return new GenericApiError(body.message, origin)
  }
  if (isRecord(body) && isRecord(body.errors) && typeof body.errors.Error === 'string') {
    return new StandardError(body.errors.Error, origin)
  }
  return new BodyError(text, body, origin)
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/** Anything thrown on the way to an answer, as an `ApiError` (aborts pass through untouched). */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError || isAbort(error)) return error
  if (error instanceof TypeError) return new ConnectionError()
  return new ApiError(error instanceof Error ? error.message : String(error))
}

type Reply<T> = { data?: T; error?: unknown; response: Response }

/** Awaits an openapi-fetch call and returns its data; failures were classified by `api/transport.ts`. */
export async function call<T>(pending: Promise<Reply<T>>): Promise<T> {
  let reply: Reply<T>
  try {
    reply = await pending
  } catch (error) {
    throw toApiError(error)
  }
  if (reply.error !== undefined) {
    // The transport throws for every failed answer; this is a safety net for a custom fetch.
    throw new ApiError(String(reply.error), { status: reply.response.status })
  }
  return reply.data as T
}

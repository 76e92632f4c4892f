import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  ApiError,
  BodyError,
  classify,
  ConnectionError,
  CredentialsError,
  ForbiddenError,
  GatewayTimeoutError,
  GeneralError,
  GenericApiError,
  MultiError,
  NonJsonError,
  StandardError,
  type Answer,
} from './errors'

const answer = (status: number, body: unknown, extra: Partial<Answer> = {}): Answer => ({
  status,
  contentType: 'application/json',
  text: typeof body === 'string' ? body : JSON.stringify(body),
  correlationId: 'c0rr3l4t10n',
  ...extra,
})

describe('classification by response (docs/product/conventions.md#the-consoles-client)', () => {
  test('a 2xx JSON body is a success', () => {
    expect(classify(answer(200, { uuid: 'x' }))).toBeUndefined()
    expect(classify(answer(204, '', { contentType: null }))).toBeUndefined()
  })

  test('a body with message is forbidden on 403, otherwise a generic API error with the correlation id and status', () => {
    const forbidden = classify(answer(403, { message: 'Consumer not allowed' }))
    expect(forbidden).toBeInstanceOf(ForbiddenError)
    expect(forbidden).toBeInstanceOf(GeneralError)
    expect(forbidden?.message).toBe('Consumer not allowed')

    const generic = classify(answer(400, { message: 'Network UUID is invalid.' }))
    expect(generic).toBeInstanceOf(GenericApiError)
    expect(generic?.message).toBe('Network UUID is invalid. [c0rr3l4t10n] (HTTP 400)')
    expect(generic?.display).toBe('Network UUID is invalid. [c0rr3l4t10n] (HTTP 400)')
    expect(classify(answer(500, { message: 'Upstream is down' }, { correlationId: null }))?.message).toBe(
      'Upstream is down (HTTP 500)',
    )
  })

  test("the gateway's refusals of a key are credentials errors, a subtype of general", () => {
    const missing = classify(answer(401, { message: 'No API key found in request' }))
    const invalid = classify(answer(403, { message: 'Invalid authentication credentials' }))
    for (const error of [missing, invalid]) {
      expect(error).toBeInstanceOf(CredentialsError)
      expect(error).toBeInstanceOf(GeneralError)
      expect(error?.kind).toBe('credentials')
    }
    expect(invalid?.message).toBe('Invalid authentication credentials')
  })

  test('a body with errors.Error is the standard type; the toast adds the correlation id', () => {
    const error = classify(answer(400, { errors: { Error: 'No such virtual machine exists: 42' } }))
    expect(error).toBeInstanceOf(StandardError)
    expect(error?.message).toBe('No such virtual machine exists: 42')
    expect(error?.display).toBe('No such virtual machine exists: 42 [c0rr3l4t10n]')
  })

  test('other bodies give an error with the text cut to 250 characters; field errors stay readable', () => {
    const fields = classify(answer(400, { errors: { os_version: 'must be one from the list' } }))
    expect(fields).toBeInstanceOf(BodyError)
    expect((fields as BodyError).fieldErrors).toEqual({ os_version: 'must be one from the list' })
    const long = classify(answer(403, { errors: { 'consumer::resource_forbidden': { msg: 'x'.repeat(400) } } }))
    expect(long?.message).toHaveLength(250)
    expect(classify(answer(500, 'true'))).toBeInstanceOf(BodyError)
  })

  test('504 gives a gateway timeout, JSON or HTML', () => {
    expect(classify(answer(504, { message: 'The upstream server is timing out' }))).toBeInstanceOf(GatewayTimeoutError)
    expect(classify(answer(504, '<html>504</html>', { contentType: 'text/html' }))).toBeInstanceOf(GatewayTimeoutError)
  })

  test('a non-JSON answer names its content type and the first 500 characters; HTML is cut to 200', () => {
    const text = classify(answer(502, 'y'.repeat(800), { contentType: 'text/plain' }))
    expect(text).toBeInstanceOf(NonJsonError)
    expect((text as NonJsonError).excerpt).toHaveLength(500)
    expect(text?.message).toBe(`Received a non-JSON response (text/plain): ${'y'.repeat(500)}`)

    const html = `<html><body>${'z'.repeat(800)}</body></html>`
    const page = classify(answer(403, html, { contentType: 'text/html; charset=utf-8' }))
    expect((page as NonJsonError).excerpt).toBe(html.slice(0, 200))
    // HTML is HTML even when it claims JSON, and a 200 WAF page is an error too.
    expect(classify(answer(200, '<!DOCTYPE html><p>Blocked</p>'))).toBeInstanceOf(NonJsonError)
    expect(classify(answer(200, '{"broken', { contentType: 'application/json' }))).toBeInstanceOf(NonJsonError)
  })

  test('only connection failures and 502s are retryable', () => {
    expect(new ConnectionError().retryable).toBe(true)
    expect(new ConnectionError().message).toBe('Failed to connect to server')
    expect(classify(answer(502, { message: 'An invalid response was received from the upstream server' }))?.retryable).toBe(true)
    expect(classify(answer(502, '<html>Bad gateway</html>', { contentType: 'text/html' }))?.retryable).toBe(true)
    expect(classify(answer(500, { message: 'x' }))?.retryable).toBe(false)
    expect(classify(answer(504, { message: 'x' }))?.retryable).toBe(false)
  })

  test("MultiError: 'Multiple (N) errors:' followed by each message once", () => {
    const error = new MultiError([new ApiError('Disk not found'), new ApiError('Disk not found'), new Error('IOException')])
    expect(error.message).toBe('Multiple (3) errors:\nDisk not found\nIOException')
    expect(error.kind).toBe('multi')
  })
})

const errorClasses = [
  NonJsonError,
  GatewayTimeoutError,
  GenericApiError,
  StandardError,
  ForbiddenError,
  CredentialsError,
  BodyError,
]

/** Bodies a server (or a proxy in front of it) might send. */
const bodies = fc.oneof(
  fc.string(),
  fc.json(),
  fc.record({ message: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) }).map((b) => JSON.stringify(b)),
  fc
    .record({ errors: fc.oneof(fc.record({ Error: fc.oneof(fc.string(), fc.integer()) }), fc.dictionary(fc.string(), fc.json())) })
    .map((b) => JSON.stringify(b)),
  fc.string().map((s) => `<html><body>${s}</body></html>`),
)
const contentTypes = fc.option(
  fc.oneof(
    fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/html', 'text/plain', 'application/pdf'),
    fc.string(),
  ),
)
const statuses = fc.integer({ min: 100, max: 599 })

describe('properties of the classifier', () => {
  test('never throws, and a failure is always exactly one of the classes', () => {
    fc.assert(
      fc.property(statuses, bodies, contentTypes, fc.option(fc.string()), (status, text, contentType, correlationId) => {
        const error = classify({ status, text, contentType, correlationId })
        if (status >= 200 && status < 300) {
          if (error) expect(error).toBeInstanceOf(NonJsonError)
          return
        }
        expect(error).toBeDefined()
        expect(errorClasses.filter((c) => error instanceof c && error.constructor === c)).toHaveLength(1)
        expect(error?.status).toBe(status)
        expect(typeof error?.message).toBe('string')
      }),
      { numRuns: 2000 },
    )
  })

  test('excerpts stay within their limits and the correlation id is kept', () => {
    fc.assert(
      fc.property(statuses, fc.string({ maxLength: 2000 }), contentTypes, fc.string({ minLength: 1 }), (status, text, contentType, id) => {
        const error = classify({ status, text, contentType, correlationId: id })
        if (!error) return
        expect(error.correlationId).toBe(id)
        expect(error.display).toContain(`[${id}]`)
        if (error instanceof NonJsonError) expect(error.excerpt.length).toBeLessThanOrEqual(500)
        if (error instanceof NonJsonError && /html/i.test(contentType ?? '')) expect(error.excerpt.length).toBeLessThanOrEqual(200)
        if (error instanceof BodyError) expect(error.message.length).toBeLessThanOrEqual(250)
      }),
    )
  })

  test('retries happen exactly for 502s (and connection failures)', () => {
    fc.assert(
      fc.property(statuses.filter((s) => s >= 300), bodies, contentTypes, (status, text, contentType) => {
        const error = classify({ status, text, contentType, correlationId: null })
        expect(error?.retryable).toBe(status === 502)
      }),
    )
  })
})

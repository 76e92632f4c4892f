import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { ownerApiKey } from '../mocks/fixtures/control'
import { sentBody } from '../mocks/sent-body'
import { server } from '../mocks/server'
import { api } from './client'
import { credentials } from './credentials'
import { call, ConnectionError, NonJsonError, StandardError } from './errors'
import { transport } from './transport'

const userUrl = '/v1/user-resource/user'

test('reads the correlation id of a failed answer from X-Warren-Correlation-Id', async () => {
  credentials.setApiKey('k')
  server.use(
    http.get(userUrl, () =>
      HttpResponse.json(
        { errors: { Error: 'Error performing action' } },
        { status: 500, headers: { 'X-Warren-Correlation-Id': 'abc-123' } },
      ),
    ),
  )
  const error = await call(api.GET(userUrl)).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(StandardError)
  expect(error).toMatchObject({ message: 'Error performing action', correlationId: 'abc-123', status: 500 })
})

test("a request that gets no answer is 'Failed to connect to server'", async () => {
  server.use(http.get(userUrl, () => HttpResponse.error()))
  const error = await call(api.GET(userUrl)).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ConnectionError)
  expect((error as Error).message).toBe('Failed to connect to server')
})

test('an HTML page where JSON was expected is an error, even with status 200', async () => {
  server.use(http.get(userUrl, () => HttpResponse.html('<html><body>Request blocked</body></html>')))
  const error = await call(api.GET(userUrl)).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(NonJsonError)
  expect((error as NonJsonError).contentType).toMatch(/^text\/html/)
})

test('successful answers reach the caller unchanged, binary and empty ones unread', async () => {
  server.use(
    http.get('/pdf', () => new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } })),
    http.delete('/thing', () => new HttpResponse(null, { status: 204 })),
  )
  const pdf = await transport(new Request(new URL('/pdf', location.origin)))
  expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]))
  expect((await transport(new Request(new URL('/thing', location.origin), { method: 'DELETE' }))).status).toBe(204)
  const user = await call(api.GET(userUrl, { headers: { apikey: ownerApiKey } }))
  expect(user.name).toBe('owner@testcloud.example')
})

test('mock mode sends the real wire format too: a form where the real API reads one, which the simulator reads back typed', async () => {
  const seen: { type: string | null; body: unknown }[] = []
  const record = async ({ request }: { request: Request }) => {
    seen.push({ type: request.headers.get('content-type'), body: await sentBody(request) })
    return new HttpResponse(null, { status: 204 })
  }
  server.use(http.post('/v1/tll/user-resource/vm', record), http.post('/v1/tll/network/firewalls', record))
  const vm = { name: 'web-9', vcpu: 2, ram: 2048, reserve_public_ip: false, public_keys: ['a'], cloud_init: '{"runcmd":["ls"]}' }

  await api.POST('/v1/{location}/user-resource/vm', { params: { path: { location: 'tll' } }, body: vm } as never)
  await api.POST('/v1/{location}/network/firewalls', { params: { path: { location: 'tll' } }, body: { display_name: 'edge', rules: [] } } as never)

  expect(seen).toEqual([
    { type: 'application/x-www-form-urlencoded', body: vm },
    { type: 'application/json', body: { display_name: 'edge', rules: [] } },
  ])
})

test('a call another origin refuses by CORS is named as such, with the fix; one to a server that is down stays a connection failure', async () => {
  // Issue 43: "a CORS refusal in real mode reads 'Failed to connect to server'".
  const { vi } = await import('vitest')
  const { CorsError } = await import('./errors')
  const { errorText } = await import('../components/error-text')
  const { loadLocale, translate } = await import('../i18n')
  await loadLocale('en')
  const t = ((key: string, params?: Record<string, unknown>) => (translate as (...args: unknown[]) => string)('en', key, params)) as unknown as Parameters<typeof errorText>[1]
  const api = 'http://127.0.0.1:9090'
  // The browser: a CORS-mode fetch of the other origin fails; a no-cors one reaches the server when it is up.
  let up = true
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((_input: RequestInfo | URL, init?: RequestInit) =>
    init?.mode === 'no-cors' && up ? Promise.resolve(new Response(null)) : Promise.reject(new TypeError('Failed to fetch')),
  )
  try {
    const refused = await transport(new Request(`${api}/v1/user-resource/user`)).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(CorsError)
    expect(errorText(refused, t)).toBe(
      `The API at ${api} answered, but its CORS policy does not allow this console (${location.origin}). Allow that origin on the API; a simulator standing in for it takes --cors-origin ${location.origin}.`,
    )
    up = false
    expect(await transport(new Request(`${api}/v1/user-resource/user`)).catch((error: unknown) => error)).toBeInstanceOf(ConnectionError)
  } finally {
    fetch.mockRestore()
  }
})

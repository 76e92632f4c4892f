import createClient, { type Middleware } from 'openapi-fetch'
import { credentials } from './credentials'
import { isControlCall, presenterToken, takeTokenFromAddress } from './control-token'
import { apiBaseUrl } from './endpoint'
import { formOperations } from './generated/form-operations'
import type { paths } from './generated/schema'
import { transport } from './transport'

/**
 * Where the API answers, fixed for the page's life (choosing another API reloads the page). In
 * mock mode the simulator serves the console, `/v1` and `/__sim` from one origin (in development
 * Vite proxies them); in real mode `/v1` goes to the chosen prefix, on any origin.
 */
const baseUrl = apiBaseUrl()

const sendApiKey: Middleware = {
  onRequest({ request }) {
    const key = credentials.current()
    if (key && !request.headers.has('apikey')) request.headers.set('apikey', key)
    return request
  },
}

/**
 * The real API reads most bodies as forms and ignores JSON there (docs/product/README.md#evidence "Content types"), and
 * so does a `--strict` simulator session. Such an operation's body goes as a form against any API,
 * so mock mode sends what real mode sends.
 */
const realWireFormat: Middleware = {
  async onRequest({ request, schemaPath }) {
    if (!formOperations.has(`${request.method} ${schemaPath}`)) return request
    if (!request.headers.get('content-type')?.includes('json')) return request
    const body = formBody((await request.json()) as Record<string, unknown>)
    const headers = new Headers(request.headers)
    headers.set('content-type', 'application/x-www-form-urlencoded')
    return new Request(request.url, { method: request.method, headers, body, signal: request.signal })
  },
}

/**
 * A flat form as the real API reads one: booleans as `true`/`false`, an array as its key repeated,
 * a nested object as JSON text (`cloud_init`), absent and null values left out.
 */
export function formBody(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams()
  const text = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value))
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, text(item))
  }
  return form
}

/** Operations behind the gateway: the stored key (or impersonation token) goes in the `apikey` header. */
export const api = createClient<paths>({ baseUrl, fetch: transport })
api.use(sendApiKey, realWireFormat)

/** Public operations (`/v1/config/ui/config`) and, in mock mode only, the simulator's control API (`/__sim`): no key. */
export const publicApi = createClient<paths>({ baseUrl, fetch: transport })

/** The presenter's control token on the control API alone (docs/reference/demo-visitors.md#the-presenter). */
takeTokenFromAddress()
const sendControlToken: Middleware = {
  onRequest({ request }) {
    const token = presenterToken()
    if (token && isControlCall(request.url, window.location.origin)) request.headers.set('authorization', `Bearer ${token}`)
    return request
  },
}
publicApi.use(sendControlToken)

import createClient, { type Middleware } from 'openapi-fetch'
import { credentials } from './credentials'
import { apiBaseUrl } from './endpoint'
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

/** Operations behind the gateway: the stored key (or impersonation token) goes in the `apikey` header. */
export const api = createClient<paths>({ baseUrl, fetch: transport })
api.use(sendApiKey)

/** Public operations (`/v1/config/ui/config`) and, in mock mode only, the simulator's control API (`/__sim`): no key. */
export const publicApi = createClient<paths>({ baseUrl, fetch: transport })

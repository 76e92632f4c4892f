import createClient, { type Middleware } from 'openapi-fetch'
import { apiPrefix, credentials } from './credentials'
import type { paths } from './generated/schema'
import { transport } from './transport'

/**
 * Where the API answers. The simulator serves the console, `/v1` and `/__sim` from one origin;
 * in development Vite proxies both.
 */
const baseUrl = new URL(apiPrefix, location.origin).href

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

/** Public operations (`/v1/config/ui/config`) and the simulator's control API (`/__sim`): no key. */
export const publicApi = createClient<paths>({ baseUrl, fetch: transport })

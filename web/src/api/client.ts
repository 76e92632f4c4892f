import createClient, { type Middleware } from 'openapi-fetch'
import type { paths } from './generated/schema'

/**
 * Where the API answers. The simulator serves the console, `/v1` and `/__sim` from one origin;
 * in development Vite proxies both. API keys are stored per prefix (platform seed §2, API key login).
 */
const apiPrefix = '/'
const baseUrl = new URL(apiPrefix, location.origin).href
const apiKeyStorageKey = `cloudsim.apikey:${apiPrefix}`

export const apiKey = {
  get: () => localStorage.getItem(apiKeyStorageKey),
  set: (key: string) => localStorage.setItem(apiKeyStorageKey, key),
}

const sendApiKey: Middleware = {
  onRequest({ request }) {
    const key = apiKey.get()
    if (key) request.headers.set('apikey', key)
    return request
  },
}

/** Operations behind the gateway: the stored key goes in the `apikey` header. */
export const api = createClient<paths>({ baseUrl })
api.use(sendApiKey)

/** Public operations (`/v1/config/ui/config`) and the simulator's control API (`/__sim`): no key. */
export const publicApi = createClient<paths>({ baseUrl })

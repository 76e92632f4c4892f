import { apiKeyStoragePrefix, apiPrefix, storeEndpoint, type Endpoint } from './endpoint'

/**
 * What signs the console's calls (docs/product/config.md#console-routes "API key login", docs/product/billing.md#account-status "Impersonation"): the API
 * key, stored per API prefix (`api/endpoint.ts`), and while an impersonation is active its token,
 * which replaces the key. Also the other sign-in markers that logging out clears. Storage is
 * `localStorage`; `subscribe` lets React re-render when any of it changes, in this tab or another.
 */

const apiKeyStorage = () => `${apiKeyStoragePrefix}${apiPrefix()}`

const storageKeys = {
  impersonation: 'cloudsim.impersonation',
  firstAccount: 'cloudsim.first-account',
  referralCode: 'cloudsim.referral-code',
  viaProvider: 'cloudsim.auth.via-provider',
} as const

/**
 * `owner`: the account owner's name as the invitation gave it (`access_owner`); `account`: the one
 * billing account the share is restricted to, absent for a global one. Both for the banner.
 */
export type Impersonation = { token: string; returnPath: string; owner?: string; account?: string }

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

function write(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key)
  else localStorage.setItem(key, value)
  notify()
}

function readImpersonation(): Impersonation | null {
  const raw = localStorage.getItem(storageKeys.impersonation)
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<Impersonation>
    if (typeof value.token !== 'string') return null
    const owner = typeof value.owner === 'string' ? { owner: value.owner } : {}
    const account = typeof value.account === 'string' ? { account: value.account } : {}
    return { token: value.token, returnPath: value.returnPath ?? '/', ...owner, ...account }
  } catch {
    return null
  }
}

export const credentials = {
  /** The key calls are signed with: the impersonation token while one is active, else the API key. */
  current: (): string | null => readImpersonation()?.token ?? localStorage.getItem(apiKeyStorage()),
  apiKey: (): string | null => localStorage.getItem(apiKeyStorage()),
  setApiKey: (key: string) => write(apiKeyStorage(), key.trim()),
  /**
   * Signing in to another API than the one in use: stores it and its key without telling the
   * listeners, since the page reloads next and must send nothing more to the API it leaves.
   */
  switchApi(endpoint: Endpoint, key: string) {
    storeEndpoint(endpoint)
    localStorage.removeItem(storageKeys.viaProvider)
    localStorage.setItem(apiKeyStorage(), key.trim())
  },
  impersonation: readImpersonation,
  setImpersonation: (value: Impersonation | null) =>
    write(storageKeys.impersonation, value && JSON.stringify(value)),
  firstAccount: () => localStorage.getItem(storageKeys.firstAccount),
  setFirstAccount: (value: string | null) => write(storageKeys.firstAccount, value),
  /** Whether the key came from the identity provider's callback (so logging out signs out there too). */
  viaProvider: () => localStorage.getItem(storageKeys.viaProvider) === 'true',
  setViaProvider: (on: boolean) => write(storageKeys.viaProvider, on ? 'true' : null),
  referralCode: () => localStorage.getItem(storageKeys.referralCode),
  setReferralCode: (code: string) => write(storageKeys.referralCode, code),

  /** Logging out: the first-account marker, the impersonation and the API key go. */
  clear() {
    localStorage.removeItem(storageKeys.firstAccount)
    localStorage.removeItem(storageKeys.impersonation)
    localStorage.removeItem(apiKeyStorage())
    localStorage.removeItem(storageKeys.viaProvider)
    notify()
  },

  subscribe(listener: () => void) {
    listeners.add(listener)
    const fromOtherTab = (event: StorageEvent) => {
      const ours = event.key?.startsWith(apiKeyStoragePrefix) || Object.values(storageKeys).includes(event.key as never)
      if (event.key === null || ours) listener()
    }
    window.addEventListener('storage', fromOtherTab)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', fromOtherTab)
    }
  },
}

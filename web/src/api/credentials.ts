/**
 * What signs the console's calls (platform seed §2 "API key login", §4 "Impersonation"): the API
 * key, stored per API prefix, and while an impersonation is active its token, which replaces the
 * key. Also the other sign-in markers that logging out clears. Storage is `localStorage`;
 * `subscribe` lets React re-render when any of it changes, in this tab or another.
 */

/** The API prefix the console talks to. The simulator serves `/v1` beside the console. */
export const apiPrefix = '/'

const storageKeys = {
  apiKey: `cloudsim.apikey:${apiPrefix}`,
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
  current: (): string | null => readImpersonation()?.token ?? localStorage.getItem(storageKeys.apiKey),
  apiKey: (): string | null => localStorage.getItem(storageKeys.apiKey),
  setApiKey: (key: string) => write(storageKeys.apiKey, key.trim()),
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
    localStorage.removeItem(storageKeys.apiKey)
    localStorage.removeItem(storageKeys.viaProvider)
    notify()
  },

  subscribe(listener: () => void) {
    listeners.add(listener)
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === null || Object.values(storageKeys).includes(event.key as never)) listener()
    }
    window.addEventListener('storage', fromOtherTab)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', fromOtherTab)
    }
  },
}

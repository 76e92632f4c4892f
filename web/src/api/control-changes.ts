import { useQueryClient } from '@tanstack/react-query'
import { publicApi } from './client'
import { siteConfigQuery } from './config'
import { credentials } from './credentials'
import { byId, defaultSessionId, type FaultCreate, simControl, simFaultsQuery, simSessionsQuery, type SimSession } from './control'
import { ApiError, call } from './errors'
import type { components } from './generated/schema'
import { useApiMutation } from './use-api-mutation'

/*
 * The developer tools' changes of the simulated world (clock, faults, brand, state, reset). Apart
 * from `control.ts`, which the shell reads at start (is this the simulator, which brands), so the
 * console's first load carries none of them.
 */

type Schemas = components['schemas']

/** Drops a session the console has left, so brand switches do not pile sessions up; never `default`. */
export async function dropLeftSession(id: string): Promise<void> {
  if (id !== defaultSessionId) await call(publicApi.DELETE('/__sim/sessions/{id}', byId(id)))
}

/**
 * A brand is fixed for a session's life, so switching brand opens a new session of that brand
 * with the same seed and world, and answers the key of the same person there (their keys share
 * the secret, being drawn from the seed), or of its owner.
 */
export async function switchBrand(from: SimSession, brand: string, key: string): Promise<string> {
  const next = await call(publicApi.POST('/__sim/sessions', { body: { brand, seed: from.seed, world: from.world } }))
  const secret = key.includes('.') ? key.slice(key.indexOf('.')) : undefined
  const user =
    next.users.find((u) => secret !== undefined && u.api_key.endsWith(secret)) ?? next.users.find((u) => u.role === 'owner')
  if (!user) throw new Error(`Session ${next.session} has no owner`)
  return user.api_key
}

/**
 * A change of the simulated world behind the console's back (its clock, a reset, imported
 * state): every query is read again once it lands. The developer toolbar shows its errors on
 * its own lines, so no toast unless asked.
 */
function useWorldChange<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>, errorToast = false) {
  const queryClient = useQueryClient()
  // Not awaited: the change has landed, and a screen whose object the change removed retries its
  // read for seconds; the caller's "done" must not wait for that.
  return useApiMutation({ mutationFn, errorToast, onSuccess: () => void queryClient.invalidateQueries() })
}

export const useClockAdvance = (session: string) => useWorldChange((seconds: number) => simControl.advanceClock(session, seconds))

export const useClockSet = (session: string) => useWorldChange((clock: Schemas['ClockSet']) => simControl.setClock(session, clock))

export const useSessionReset = ({ errorToast }: { errorToast?: boolean } = {}) =>
  useWorldChange((session: string) => simControl.reset(session), errorToast)

/**
 * Another world behind the same screens (a brand switched, a state imported): the screens must
 * not read the new world with the old one's locations or ids. Everything is marked stale without
 * a read; then the world is read root first: the site configuration, then the lists a screen
 * takes its locations and ids from (the queries whose key names no parameter: locations, billing
 * accounts, the user), and only once the screens have drawn those do the queries they still
 * show read again — the new world's, the old one's left unasked.
 */
export function useWorldSwap() {
  const queryClient = useQueryClient()
  // The cache tells its observers on the next task; let the screens draw what it now holds.
  const drawn = () => new Promise((resolve) => setTimeout(resolve, 50))
  return async () => {
    await queryClient.cancelQueries()
    await queryClient.invalidateQueries({ refetchType: 'none' })
    await queryClient.refetchQueries({ queryKey: siteConfigQuery.queryKey })
    await drawn()
    await queryClient.refetchQueries({ type: 'active', predicate: (query) => query.queryKey.length === 1 })
    await drawn()
    await queryClient.refetchQueries({ type: 'active', stale: true })
  }
}

/**
 * The key to go on with after `next` (the answer of an import) replaced the session's world: the
 * same key while the imported world still knows it, else the imported user of the same role
 * (its owner when the role is gone). An imported world with no user to sign in as is refused
 * with what to do (the toolbar's Reset session brings the demo world back).
 */
export function keyAfterImport(before: SimSession, next: SimSession, key: string): string {
  if (next.users.some((u) => u.api_key === key)) return key
  const role = before.users.find((u) => u.api_key === key)?.role
  const user = next.users.find((u) => u.role === role) ?? next.users.find((u) => u.role === 'owner') ?? next.users[0]
  if (!user) throw new ApiError('The imported state has no user to sign in as. Reset the session to get its demo world back.')
  return user.api_key
}

/**
 * Imports a state file (exported from any session) into `session`: a file that is not an export
 * is refused before anything is sent; after the import the console signs in as the imported
 * world's user of the same role, since the world's keys came with it.
 */
export function useStateImport(session: SimSession, key: string) {
  const swap = useWorldSwap()
  const queryClient = useQueryClient()
  return useApiMutation({
    mutationFn: async (file: File) => {
      let state: unknown
      try {
        state = JSON.parse(await file.text()) as unknown
      } catch {
        throw new ApiError(`${file.name} is not a state export (JSON): nothing was imported.`)
      }
      const next = await simControl.importState(session.session, state)
      return keyAfterImport(session, next, key)
    },
    onSuccess: async (next) => {
      await queryClient.refetchQueries({ queryKey: simSessionsQuery.queryKey })
      credentials.setApiKey(next)
      await swap()
    },
    errorToast: false,
  })
}

/**
 * Loads a named state (docs/reference/states.md) into `session`: its world replaced as a reset
 * replaces it; the console goes on as the state's user of the same role, as after an import.
 */
export function useStateLoad(session: SimSession, key: string) {
  const swap = useWorldSwap()
  const queryClient = useQueryClient()
  return useApiMutation({
    mutationFn: async (name: string) => keyAfterImport(session, await simControl.loadState(session.session, name), key),
    onSuccess: async (next) => {
      await queryClient.refetchQueries({ queryKey: simSessionsQuery.queryKey })
      credentials.setApiKey(next)
      await swap()
    },
    errorToast: false,
  })
}

/**
 * Another brand for the session: the toolbar follows the key's session, so it must know the new
 * session before the key changes; swapping the world then re-themes the console without asking
 * the new brand for the old one's locations. The session left behind is dropped once nothing
 * uses its key. `onSwitched` hears the new key before the drop.
 */
export function useBrandSwitch(session: SimSession, key: string, onSwitched: (next: string) => void) {
  const queryClient = useQueryClient()
  const swap = useWorldSwap()
  return useApiMutation({
    mutationFn: (brand: string) => switchBrand(session, brand, key),
    onSuccess: async (next) => {
      await queryClient.refetchQueries({ queryKey: simSessionsQuery.queryKey })
      credentials.setApiKey(next)
      await swap()
      onSwitched(next)
      await dropLeftSession(session.session)
      await queryClient.refetchQueries({ queryKey: simSessionsQuery.queryKey })
    },
    errorToast: false,
  })
}

export const useStateExport = (session: string) => useApiMutation({ mutationFn: () => simControl.exportState(session), errorToast: false })

export const useJournalScenario = (session: string) =>
  useApiMutation({ mutationFn: () => simControl.journalScenario(session), errorToast: false })

export const useFaultAdd = (session: string) =>
  useApiMutation({
    mutationFn: (rule: FaultCreate) => simControl.addFault(session, rule),
    invalidates: [simFaultsQuery(session).queryKey],
    errorToast: false,
  })

export const useFaultsClear = (session: string) =>
  useApiMutation({ mutationFn: () => simControl.clearFaults(session), invalidates: [simFaultsQuery(session).queryKey], errorToast: false })

import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { publicApi } from './client'
import { apiMode } from './endpoint'
import { call } from './errors'
import type { components } from './generated/schema'
import { useApiMutation } from './use-api-mutation'

/**
 * The simulator's control API (docs/product/control.md), as the developer toolbar uses it. Only the simulator
 * serves `/__sim`; a real API answers none of it, which is how the console knows it is in mock mode.
 */

type Schemas = components['schemas']
export type SimSession = Schemas['SessionInfo']
export type ClockState = Schemas['ClockState']
export type ClockMode = Schemas['ClockMode']
export type FaultCreate = Schemas['FaultCreate']
export type Mail = Schemas['Mail']
export type JournalEntry = Schemas['JournalEntry']

/** The simulator's API keys read `<session>.<secret>`: the session a key signs into. */
export function sessionOfKey(key: string): string {
  return key.slice(0, Math.max(key.indexOf('.'), 0))
}

const day = 24 * 60 * 60 * 1000
const byId = (id: string) => ({ params: { path: { id } } })

export const simSessionsQuery = queryOptions({
  queryKey: ['sim_sessions_list'],
  queryFn: () => call(publicApi.GET('/__sim/sessions')),
  retry: false,
  meta: { errorToast: false },
})

export const simClockQuery = (id: string) =>
  queryOptions({
    queryKey: ['sim_clock_get', { id }],
    queryFn: () => call(publicApi.GET('/__sim/sessions/{id}/clock', byId(id))),
  })

export const simFaultsQuery = (id: string) =>
  queryOptions({
    queryKey: ['sim_faults_list', { id }],
    queryFn: () => call(publicApi.GET('/__sim/sessions/{id}/faults', byId(id))),
  })

export const simOutboxQuery = (id: string) =>
  queryOptions({
    queryKey: ['sim_outbox', { id }],
    queryFn: () => call(publicApi.GET('/__sim/sessions/{id}/outbox', byId(id))),
  })

export const simJournalQuery = (id: string) =>
  queryOptions({
    queryKey: ['sim_journal_get', { id }],
    queryFn: () => call(publicApi.GET('/__sim/sessions/{id}/journal', byId(id))),
  })

export const simControl = {
  setClock: (id: string, body: Schemas['ClockSet']) => call(publicApi.PUT('/__sim/sessions/{id}/clock', { ...byId(id), body })),
  advanceClock: (id: string, seconds: number) =>
    call(publicApi.POST('/__sim/sessions/{id}/clock/advance', { ...byId(id), body: { seconds } })),
  addFault: (id: string, body: FaultCreate) => call(publicApi.POST('/__sim/sessions/{id}/faults', { ...byId(id), body })),
  clearFaults: (id: string) => call(publicApi.DELETE('/__sim/sessions/{id}/faults', byId(id))),
  reset: (id: string) => call(publicApi.POST('/__sim/sessions/{id}/reset', byId(id))),
  /** The journal as a YAML scenario that replays it (`cloudsim run`). */
  journalScenario: (id: string) =>
    call(
      publicApi.GET('/__sim/sessions/{id}/journal', {
        params: { path: { id }, query: { format: 'scenario' } },
        parseAs: 'text',
      }),
    ) as Promise<string>,
  /** The session's whole world as JSON text, to import later into any session. */
  exportState: (id: string) =>
    call(publicApi.GET('/__sim/sessions/{id}/state', { ...byId(id), parseAs: 'text' })) as Promise<string>,
  importState: (id: string, state: unknown) =>
    call(publicApi.PUT('/__sim/sessions/{id}/state', { ...byId(id), body: state })),
}

/** The session the simulator starts with; mock-mode sign-in and calls without a key use it. */
const defaultSessionId = 'default'

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
 * The simulator's brands, for the developer toolbar's brand switch (mock mode alone; no retries
 * where `/__sim` is missing). Real mode asks nothing of `/__sim`.
 */
export const brandsQuery = queryOptions({
  queryKey: ['sim_brands'],
  queryFn: () => (apiMode() === 'mock' ? call(publicApi.GET('/__sim/brands')) : []),
  staleTime: day,
  retry: false,
  meta: { errorToast: false },
})

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

export const useStateImport = (session: string) =>
  useWorldChange(async (file: File) => simControl.importState(session, JSON.parse(await file.text()) as unknown))

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

import { queryOptions } from '@tanstack/react-query'
import { publicApi } from './client'
import { apiMode } from './endpoint'
import { call } from './errors'
import type { components } from './generated/schema'

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
export type NamedState = Schemas['NamedState']

/** The simulator's API keys read `<session>.<secret>`: the session a key signs into. */
export function sessionOfKey(key: string): string {
  return key.slice(0, Math.max(key.indexOf('.'), 0))
}

const day = 24 * 60 * 60 * 1000
export const byId = (id: string) => ({ params: { path: { id } } })

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

/** The page query parameter naming a state to load: `/app/?state=restricted`. */
export const stateParameter = 'state'

/** The named states a session can load (docs/reference/states.md), each with the brands it applies to. */
export const simStatesQuery = queryOptions({
  queryKey: ['sim_states_list'],
  queryFn: () => call(publicApi.GET('/__sim/states')),
  staleTime: day,
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
  /** The session's world replaced by a named state's, built for the session's brand and instant. */
  loadState: (id: string, name: string) =>
    call(publicApi.POST('/__sim/sessions/{id}/states', { ...byId(id), body: { name } })),
}

/** The session the simulator starts with; mock-mode sign-in and calls without a key use it. */
export const defaultSessionId = 'default'

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

import { http, HttpResponse, type PathParams } from 'msw'
import { brand, clockState, defaultSession, namedStates, otherBrand } from '../fixtures/control'
import type { Answer } from './answers'
import { type AreaMocks, notMocked } from '../mocks'

type Session = PathParams<'id'>

/** The control API at rest: one session, a stopped clock, no faults. Tests override what they change. */
export const controlMocks = {
  sim_brands: http.get<never, never, Answer<'/__sim/brands', 'get'>>('/__sim/brands', () => HttpResponse.json([brand, otherBrand])),
  sim_sessions_list: http.get<never, never, Answer<'/__sim/sessions', 'get'>>('/__sim/sessions', () => HttpResponse.json([defaultSession])),
  sim_session_reset: http.post<Session, never, Answer<'/__sim/sessions/{id}/reset', 'post'>>('/__sim/sessions/:id/reset', () =>
    HttpResponse.json(defaultSession),
  ),
  sim_clock_get: http.get<Session, never, Answer<'/__sim/sessions/{id}/clock', 'get'>>('/__sim/sessions/:id/clock', () =>
    HttpResponse.json(clockState),
  ),
  sim_faults_list: http.get<Session, never, Answer<'/__sim/sessions/{id}/faults', 'get'>>('/__sim/sessions/:id/faults', () =>
    HttpResponse.json([]),
  ),
  sim_outbox: http.get<Session, never, Answer<'/__sim/sessions/{id}/outbox', 'get'>>('/__sim/sessions/:id/outbox', () =>
    HttpResponse.json([]),
  ),
  sim_states_list: http.get<never, never, Answer<'/__sim/states', 'get'>>('/__sim/states', () => HttpResponse.json(namedStates)),
  sim_state_load: http.post<Session, never, Answer<'/__sim/sessions/{id}/states', 'post'>>('/__sim/sessions/:id/states', () =>
    HttpResponse.json(defaultSession),
  ),
  sim_journal_get: http.get<Session, never, Answer<'/__sim/sessions/{id}/journal', 'get'>>('/__sim/sessions/:id/journal', () =>
    HttpResponse.json({ entries: [], dropped: 0 }),
  ),
  sim_clock_advance: notMocked,
  sim_clock_set: notMocked,
  sim_faults_add: notMocked,
  sim_faults_clear: notMocked,
  sim_session_create: notMocked,
  sim_session_delete: notMocked,
  sim_state_get: notMocked,
  sim_state_put: notMocked,
} satisfies AreaMocks

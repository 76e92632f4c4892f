import { http, HttpResponse, type PathParams } from 'msw'
import { brand, clockState, defaultSession, namedStates, otherBrand } from '../fixtures/control'
import type { Answer } from './answers'

type Session = PathParams<'id'>

/** The control API at rest: one session, a stopped clock, no faults. Tests override what they change. */
export const controlHandlers = [
  http.get<never, never, Answer<'/__sim/brands', 'get'>>('/__sim/brands', () => HttpResponse.json([brand, otherBrand])),
  http.get<never, never, Answer<'/__sim/sessions', 'get'>>('/__sim/sessions', () => HttpResponse.json([defaultSession])),
  http.post<Session, never, Answer<'/__sim/sessions/{id}/reset', 'post'>>('/__sim/sessions/:id/reset', () =>
    HttpResponse.json(defaultSession),
  ),
  http.get<Session, never, Answer<'/__sim/sessions/{id}/clock', 'get'>>('/__sim/sessions/:id/clock', () =>
    HttpResponse.json(clockState),
  ),
  http.get<Session, never, Answer<'/__sim/sessions/{id}/faults', 'get'>>('/__sim/sessions/:id/faults', () =>
    HttpResponse.json([]),
  ),
  http.get<Session, never, Answer<'/__sim/sessions/{id}/outbox', 'get'>>('/__sim/sessions/:id/outbox', () =>
    HttpResponse.json([]),
  ),
  http.get<never, never, Answer<'/__sim/states', 'get'>>('/__sim/states', () => HttpResponse.json(namedStates)),
  http.post<Session, never, Answer<'/__sim/sessions/{id}/states', 'post'>>('/__sim/sessions/:id/states', () =>
    HttpResponse.json(defaultSession),
  ),
  http.get<Session, never, Answer<'/__sim/sessions/{id}/journal', 'get'>>('/__sim/sessions/:id/journal', () =>
    HttpResponse.json({ entries: [], dropped: 0 }),
  ),
]

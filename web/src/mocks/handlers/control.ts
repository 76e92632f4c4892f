import { http, HttpResponse } from 'msw'
import type { components } from '../../api/generated/schema'
import { brand, clockState, defaultSession, otherBrand } from '../fixtures/control'

type Schemas = components['schemas']

/** The control API at rest: one session, a stopped clock, no faults. Tests override what they change. */
export const controlHandlers = [
  http.get('/__sim/brands', () => HttpResponse.json([brand, otherBrand])),
  http.get('/__sim/sessions', () => HttpResponse.json([defaultSession])),
  http.post('/__sim/sessions/:id/reset', () => HttpResponse.json(defaultSession)),
  http.get('/__sim/sessions/:id/clock', () => HttpResponse.json(clockState)),
  http.get('/__sim/sessions/:id/faults', () => HttpResponse.json([] satisfies Schemas['FaultRule'][])),
  http.get('/__sim/sessions/:id/outbox', () => HttpResponse.json([] satisfies Schemas['Mail'][])),
  http.get('/__sim/sessions/:id/journal', () => HttpResponse.json({ entries: [], dropped: 0 } satisfies Schemas['Journal'])),
]

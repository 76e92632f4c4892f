import { http, HttpResponse } from 'msw'
import { brand, defaultSession } from '../fixtures/control'

export const controlHandlers = [
  http.get('/__sim/brands', () => HttpResponse.json([brand])),
  http.get('/__sim/sessions', () => HttpResponse.json([defaultSession])),
]

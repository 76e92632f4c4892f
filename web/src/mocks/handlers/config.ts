import { http, HttpResponse } from 'msw'
import { locations, siteConfig } from '../fixtures/config'
import type { Answer } from './answers'

export const configHandlers = [
  http.get<never, never, Answer<'/v1/config/ui/config', 'get'>>('/v1/config/ui/config', () => HttpResponse.json(siteConfig)),
  http.get<never, never, Answer<'/v1/config/locations', 'get'>>('/v1/config/locations', () => HttpResponse.json(locations)),
]

import { http, HttpResponse } from 'msw'
import { locations, siteConfig } from '../fixtures/config'

export const configHandlers = [
  http.get('/v1/config/ui/config', () => HttpResponse.json(siteConfig)),
  http.get('/v1/config/locations', () => HttpResponse.json(locations)),
]

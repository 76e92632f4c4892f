import { http, HttpResponse } from 'msw'
import { siteConfig } from '../fixtures/config'

export const configHandlers = [http.get('/v1/config/ui/config', () => HttpResponse.json(siteConfig))]

import { http, HttpResponse } from 'msw'
import { locations, siteConfig } from '../fixtures/config'
import type { Answer } from './answers'
import type { AreaMocks } from '../mocks'

export const configMocks = {
  ui_config_get: http.get<never, never, Answer<'/v1/config/ui/config', 'get'>>('/v1/config/ui/config', () => HttpResponse.json(siteConfig)),
  locations_list: http.get<never, never, Answer<'/v1/config/locations', 'get'>>('/v1/config/locations', () => HttpResponse.json(locations)),
} satisfies AreaMocks

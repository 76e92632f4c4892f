import { http, HttpResponse } from 'msw'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { siteConfig } from '../../mocks/fixtures/config'
import { server } from '../../mocks/server'
import type { Locale } from '../../i18n'

/** The console signed in as the owner on a site that sells bare metal, at `path`. */
export function openMetal(path: string, { locale = 'en' }: { locale?: Locale } = {}) {
  server.use(http.get('/v1/config/ui/config', () => HttpResponse.json({ ...siteConfig, bareMetalEnabled: true })))
  credentials.setApiKey(ownerApiKey)
  return renderApp({ path, locale })
}

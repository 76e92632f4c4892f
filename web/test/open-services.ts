import { http, HttpResponse } from 'msw'
import { renderApp } from './render'
import { credentials } from '../src/api/credentials'
import { ownerApiKey } from '../src/mocks/fixtures/control'
import { siteConfig } from '../src/mocks/fixtures/config'
import { server } from '../src/mocks/server'
import type { Locale } from '../src/i18n'

/** The console signed in as the owner on a site with managed services (and Kubernetes, unless off), at `path`. */
export function openServices(
  path: string,
  { locale = 'en', kubernetes = true }: { locale?: Locale; kubernetes?: boolean } = {},
) {
  server.use(
    http.get('/v1/config/ui/config', () =>
      HttpResponse.json({ ...siteConfig, servicesEnabled: true, kubernetesEnabled: kubernetes }),
    ),
  )
  credentials.setApiKey(ownerApiKey)
  return renderApp({ path, locale })
}

import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { http, HttpResponse } from 'msw'
import { renderApp } from '../../test/render'
import { siteConfig } from '../mocks/fixtures/config'
import { server } from '../mocks/server'
import { brandText } from './brand-text'

// Issue 43: "brand texts carry per-locale variants with a fallback chain" (chosen locale → the
// site's language → English); the Cognovum sign-in said "Bienvenido" over an English form.
const spanishSite = {
  siteLocale: 'es-ES',
  translations: {
    'Oferta de lanzamiento': { en: 'Launch offer', es: 'Oferta de lanzamiento' },
    'Bienvenido de nuevo': { en: 'Welcome back', es: 'Bienvenido de nuevo', et: 'Tere tulemast tagasi' },
  },
}

test('a brand text is in the chosen language, else the site language, else English, else as sent', () => {
  expect(brandText('Oferta de lanzamiento', 'en', spanishSite)).toBe('Launch offer')
  expect(brandText('Oferta de lanzamiento', 'es', spanishSite)).toBe('Oferta de lanzamiento')
  // No Estonian variant: the site's own language.
  expect(brandText('Oferta de lanzamiento', 'et', spanishSite)).toBe('Oferta de lanzamiento')
  // A Finnish site with Spanish and English variants: English for an Estonian console.
  expect(brandText('Oferta de lanzamiento', 'et', { ...spanishSite, siteLocale: 'fi-FI' })).toBe('Launch offer')
  // A live API sends no translations.
  expect(brandText('IVA', 'en', { siteLocale: 'es-ES' })).toBe('IVA')
})

test("the sign-in page of a Spanish site speaks the console's language, not the site's", async () => {
  server.use(
    http.get('*/v1/config/ui/config', () =>
      HttpResponse.json({ ...siteConfig, ...spanishSite, loginTitle: 'Bienvenido de nuevo' }),
    ),
  )
  const english = renderApp()
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy()
  english.unmount()
  renderApp({ locale: 'et' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Tere tulemast tagasi' })).toBeTruthy()
})

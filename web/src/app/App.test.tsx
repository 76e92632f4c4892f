import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../test/render'
import { siteConfig } from '../mocks/fixtures/config'
import { server } from '../mocks/server'

test('shows the site name, login title and subtitle from the site configuration', async () => {
  renderApp()

  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy()
  expect(screen.getByRole('img', { name: 'Testcloud' })).toBeTruthy()
  expect(screen.getByText('Servers by the hour')).toBeTruthy()
  // The title follows the configuration in an effect: it may land a render after the heading.
  await waitFor(() => expect(document.title).toBe('Sign in | Testcloud'))
})

test('applies the brand named by siteTheme: colours and favicon', async () => {
  renderApp()
  await screen.findByRole('heading', { level: 1 })

  expect(document.getElementById('brand-theme')?.textContent).toContain('--color-primary:#0a5cd6;')
  expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href).toMatch(/^data:image\/svg\+xml,/)
})

test("applies the shipped brand siteTheme names, whatever /__sim serves: metal's colours, logo and icon", async () => {
  const metal = (await import('../../../scenarios/brands/metal.json')).default
  server.use(
    http.get('/v1/config/ui/config', () => HttpResponse.json({ ...siteConfig, siteName: 'Metal', siteTheme: 'metal' })),
    http.get('/__sim/brands', () => HttpResponse.json({ message: 'no route' }, { status: 404 })),
  )
  renderApp()

  const logo = await screen.findByRole('img', { name: 'Metal' })
  expect(decodeURIComponent(logo.getAttribute('src') ?? '')).toContain(metal.theme.logo_svg.slice(0, 40))
  expect(document.getElementById('brand-theme')?.textContent).toContain(`--color-primary:${metal.theme.colors.light.primary};`)
  expect(decodeURIComponent(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '')).toContain(metal.theme.icon_svg)
})

test('shows the site name as text when the console ships no brand by the name siteTheme gives', async () => {
  server.use(http.get('/v1/config/ui/config', () => HttpResponse.json({ ...siteConfig, siteTheme: 'unshipped' })))
  renderApp()

  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy()
  expect(screen.queryByRole('img', { name: 'Testcloud' })).toBeNull()
  expect(screen.getByRole('banner')).toHaveProperty('textContent', 'Testcloud')
})

test('offers Retry when the site configuration fails to load', async () => {
  server.use(
    http.get('/v1/config/ui/config', () => HttpResponse.json({ message: 'Upstream is down' }, { status: 500 }), {
      once: true,
    }),
  )
  renderApp()

  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('The site configuration could not be loaded.')
  expect(alert.textContent).toContain('Error: Upstream is down')

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { level: 1, name: siteConfig.loginTitle })).toBeTruthy()
})

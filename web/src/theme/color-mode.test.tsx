import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { shipBrand } from '../../test/brands'
import { renderApp } from '../../test/render'
import { credentials } from '../api/credentials'
import { brand, ownerApiKey } from '../mocks/fixtures/control'
import { initTheme, setColorMode, storedColorMode } from './theme-init'

const theme = () => document.documentElement.dataset.theme

function systemPrefersDark(dark: boolean) {
  const original = window.matchMedia
  window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('dark') && dark })
}

test('the stored mode is auto, light or dark; auto follows the system preference', () => {
  systemPrefersDark(true)
  initTheme()
  expect(storedColorMode()).toBe('auto')
  expect(theme()).toBe('dark')
  setColorMode('light')
  expect(theme()).toBe('light')
  expect(localStorage.getItem('cloudsim.theme.mode')).toBe('light')
  setColorMode('auto')
  expect(localStorage.getItem('cloudsim.theme.mode')).toBeNull()
  expect(theme()).toBe('dark')
  systemPrefersDark(false)
})

test('the header toggle stores and applies the mode', async () => {
  const user = userEvent.setup()
  credentials.setApiKey(ownerApiKey)
  renderApp()
  const group = await screen.findByRole('radiogroup', { name: 'Colour mode' })
  expect(within(group).getByRole('radio', { name: 'Auto' }).getAttribute('aria-checked')).toBe('true')

  await user.click(within(group).getByRole('radio', { name: 'Dark' }))
  expect(theme()).toBe('dark')
  expect(storedColorMode()).toBe('dark')
  expect(within(group).getByRole('radio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true')

  await user.click(within(group).getByRole('radio', { name: 'Light' }))
  expect(theme()).toBe('light')
})

test("the login page forces light where the brand's theme.login.force_light says, and lets go after sign-in", async () => {
  const user = userEvent.setup()
  shipBrand({ ...brand, theme: { ...brand.theme, login: { ...brand.theme.login, force_light: true } } })
  setColorMode('dark')
  renderApp()
  await screen.findByLabelText('API key')
  expect(theme()).toBe('light')
  expect(storedColorMode()).toBe('dark')

  await user.type(screen.getByLabelText('API key'), ownerApiKey)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
  expect(theme()).toBe('dark')
})

test('without force_light the login page follows the stored mode', async () => {
  setColorMode('dark')
  renderApp()
  await screen.findByLabelText('API key')
  expect(theme()).toBe('dark')
})

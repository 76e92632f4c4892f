import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { renderWithProviders } from '../../../test/render'
import { siteConfig } from '../../mocks/fixtures/config'
import { cardProcessor } from '../../mocks/fixtures/payment'
import { SiteContext } from '../../platform/use-site'
import type { ReactNode } from 'react'
import { SandboxCards } from './SandboxCards'

/** Inside a site (the processor's name is a brand text). */
const site = (ui: ReactNode) => <SiteContext value={{ config: siteConfig, brand: undefined }}>{ui}</SiteContext>
const label = (number: string) => screen.getByText(number).parentElement?.textContent

test('where the processor verifies every card with 3-D Secure, the test cards say so: 4242 goes through it too', async () => {
  renderWithProviders(site(<SandboxCards processor={{ ...cardProcessor, name: 'Stripe', use_3ds_verification: true }} />))
  await userEvent.click(screen.getByText('Sandbox test cards'))
  expect(screen.getByText('Stripe verifies every card with 3-D Secure: adding any card opens your bank’s page first.')).toBeTruthy()
  expect(label('4242424242424242')).toBe('4242424242424242 — asks for 3-D Secure to verify, then pays at once')
  expect(label('4000002500003155')).toBe('4000002500003155 — asks for 3-D Secure to verify and on every payment')
})

test('where it does not, 4242 verifies and pays at once and only 3155 asks for 3-D Secure', async () => {
  renderWithProviders(site(<SandboxCards processor={{ ...cardProcessor, use_3ds_verification: false }} />), { locale: 'et' })
  await userEvent.click(screen.getByText('Liivakasti testkaardid'))
  expect(screen.queryByText(/kinnitab iga kaardi/)).toBeNull()
  expect(label('4242424242424242')).toBe('4242424242424242 — kinnitub ja maksab kohe')
  expect(label('4000002500003155')).toBe('4000002500003155 — küsib 3-D Secure’i kinnitamisel ja igal maksel')
})

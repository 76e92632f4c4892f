import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import type { components } from '../../api/generated/schema'
import { localeChoice } from '../../platform/locale'
import { pb } from '../../screens/path-builder'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { owner } from '../../mocks/fixtures/identity'
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'

type Schemas = components['schemas']

afterEach(() => vi.restoreAllMocks())

function open(locale: 'en' | 'et' = 'en') {
  credentials.setApiKey(ownerApiKey)
  return { user: userEvent.setup(), ...renderApp({ path: pb.profile(), locale }) }
}

function patches() {
  const bodies: Schemas['ProfileUpdate'][] = []
  server.use(
    http.patch('/v1/user-resource/user/profile', async ({ request }) => {
      const body = (await sentBody(request)) as Schemas['ProfileUpdate']
      bodies.push(body)
      return HttpResponse.json({ ...owner.profile_data, ...body })
    }),
  )
  return bodies
}

test('edits the details with the profile rules, then says so', async () => {
  const sent = patches()
  const { user } = open()
  const phone = await screen.findByLabelText('Phone')
  expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true)
  expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Olivia')
  await user.type(phone, 'call me')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText(/Use digits with an optional leading \+/)).toBeTruthy()
  expect(document.activeElement).toBe(phone)
  expect(sent).toEqual([])

  await user.clear(phone)
  await user.type(phone, '+372 5555 0000')
  await user.clear(screen.getByLabelText('Last name'))
  await user.type(screen.getByLabelText('Last name'), 'Ownerson')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('User details updated')).toBeTruthy()
  expect(sent).toEqual([{ first_name: 'Olivia', last_name: 'Ownerson', personal_id_number: '', phone_number: '+372 5555 0000' }])
})

test('a refused update is a toast with the reason', async () => {
  server.use(
    http.patch('/v1/user-resource/user/profile', () =>
      HttpResponse.json({ errors: { phone_number: 'phone_number does not match the pattern' } }, { status: 400 }),
    ),
  )
  const { user } = open()
  await user.click(await screen.findByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Error: Failed to update details: phone_number does not match the pattern')).toBeTruthy()
})

test('the language is kept on the user and applies at once', async () => {
  const sent = patches()
  const { user } = open()
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'et')
  await waitFor(() => expect(sent).toEqual([{ lang: 'et' }]))
  expect(localeChoice.get()).toBe('et')
})

test('MFA: activation opens the ticket and the state is read until enrolment completes', async () => {
  const popup = vi.spyOn(window, 'open').mockReturnValue({} as Window)
  let active = false
  server.use(
    http.get('/v1/user-resource/mfa/is_active', () => HttpResponse.json({ is_active: active })),
    http.post('/v1/user-resource/mfa/activate', () => {
      setTimeout(() => (active = true), 100)
      return HttpResponse.json({ ticket_id: 't1', ticket_url: '/__sim/idp/s/mfa/t1' })
    }),
    http.post('/v1/user-resource/mfa/deactivate', () => {
      active = false
      return HttpResponse.json({ success: true })
    }),
  )
  const { user } = open()
  const section = within((await screen.findByRole('heading', { name: 'Two-factor authentication (MFA)' })).closest('section') as HTMLElement)
  expect(await section.findByText('Off')).toBeTruthy()
  await user.click(section.getByRole('button', { name: 'Activate MFA' }))
  expect(await screen.findByText('MFA activation started')).toBeTruthy()
  expect(popup).toHaveBeenCalledWith('/__sim/idp/s/mfa/t1', '_blank')
  expect(await section.findByText('On', {}, { timeout: 4000 })).toBeTruthy()
  await user.click(section.getByRole('button', { name: 'Deactivate MFA' }))
  expect(await screen.findByText('Mfa deactivated')).toBeTruthy()
  expect(await section.findByText('Off')).toBeTruthy()
})

test('an invitation is accepted, then acting as the owner starts with its token', async () => {
  const shared = {
    uuid: 'imp-9',
    grantee_username: 'olivia@testcloud.example',
    is_accepted: false,
    created_at: '2025-01-10 08:00:00',
    access_group_id: 70,
    access_group_name: 'Ops',
    access_owner: 'Bob Boss (bob@example.org)',
    billing_account_name: 'Shop',
  }
  server.use(
    http.get('/v1/user-resource/impersonation', () => HttpResponse.json({ [shared.uuid]: shared })),
    http.put('/v1/user-resource/impersonation/imp-9/accept', () => {
      shared.is_accepted = true
      return HttpResponse.json(shared)
    }),
    http.post('/v1/user-resource/impersonation/imp-9/start', () => HttpResponse.json({ token: 'default.actingtoken' })),
    // The acting token reads the owner's side: here the same fixture user.
    http.get('/v1/user-resource/user', () => HttpResponse.json(owner)),
  )
  const { user, router } = open()
  const row = (await screen.findByRole('rowheader', { name: /Bob Boss/ })).closest('tr') as HTMLElement
  expect(within(row).getByText('Restricted to Shop')).toBeTruthy()
  await user.click(within(row).getByRole('button', { name: 'Accept' }))
  expect(await screen.findByText('Access invitation accepted')).toBeTruthy()
  await user.click(await within(row).findByRole('button', { name: 'Act as Bob Boss (bob@example.org)' }))
  expect(await screen.findByText('Impersonation started')).toBeTruthy()
  expect(credentials.impersonation()).toEqual({
    token: 'default.actingtoken',
    returnPath: '/profile',
    owner: 'Bob Boss (bob@example.org)',
    account: 'Shop',
  })
  const banner = await screen.findByText('You are acting as Bob Boss (bob@example.org).')
  expect(within(banner.parentElement as HTMLElement).getByText('Restricted to Shop')).toBeTruthy()
  await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  credentials.setImpersonation(null)
})

test('speaks Estonian; nothing shared says so', async () => {
  server.use(http.get('/v1/user-resource/impersonation', () => HttpResponse.json({})))
  open('et')
  expect(await screen.findByRole('heading', { level: 1, name: 'Profiil' })).toBeTruthy()
  expect(await screen.findByText('Keegi pole sinuga ligipääsu jaganud.')).toBeTruthy()
})

test('failures toast their own texts: MFA activation, accepting and starting an invitation', async () => {
  const refuse = () => HttpResponse.json({ errors: { Error: 'Boom' } }, { status: 409 })
  const invitation = (uuid: string, access_owner: string, is_accepted: boolean) => ({
    uuid,
    grantee_username: 'olivia@testcloud.example',
    is_accepted,
    created_at: '2025-01-10 08:00:00',
    access_group_id: 71,
    access_group_name: 'Ops',
    access_owner,
    billing_account_name: null,
  })
  const pending = invitation('imp-7', 'Bob Boss (bob@example.org)', false)
  const accepted = invitation('imp-8', 'Cora Chief (cora@example.org)', true)
  server.use(
    http.get('/v1/user-resource/mfa/is_active', () => HttpResponse.json({ is_active: false })),
    http.post('/v1/user-resource/mfa/activate', refuse),
    http.get('/v1/user-resource/impersonation', () => HttpResponse.json({ [pending.uuid]: pending, [accepted.uuid]: accepted })),
    http.put('/v1/user-resource/impersonation/imp-7/accept', refuse),
    http.post('/v1/user-resource/impersonation/imp-8/start', refuse),
  )
  const { user } = open()
  const section = within((await screen.findByRole('heading', { name: 'Two-factor authentication (MFA)' })).closest('section') as HTMLElement)
  await user.click(await section.findByRole('button', { name: 'Activate MFA' }))
  expect(await screen.findByText(/^Error: Failed to activate MFA: Boom/)).toBeTruthy()

  const row = async (owner: RegExp) => (await screen.findByRole('rowheader', { name: owner })).closest('tr') as HTMLElement
  await user.click(within(await row(/Bob Boss/)).getByRole('button', { name: 'Accept' }))
  expect(await screen.findByText(/^Error: Failed to accept invitation/)).toBeTruthy()
  await user.click(within(await row(/Cora Chief/)).getByRole('button', { name: 'Act as Cora Chief (cora@example.org)' }))
  expect(await screen.findByText(/^Error: Failed to start impersonation/)).toBeTruthy()
  expect(credentials.impersonation()).toBeNull()
})

test('a refused MFA deactivation toasts its text and MFA stays on', async () => {
  server.use(
    http.get('/v1/user-resource/mfa/is_active', () => HttpResponse.json({ is_active: true })),
    http.post('/v1/user-resource/mfa/deactivate', () => HttpResponse.json({ errors: { Error: 'Boom' } }, { status: 409 })),
  )
  const { user } = open()
  const section = within((await screen.findByRole('heading', { name: 'Two-factor authentication (MFA)' })).closest('section') as HTMLElement)
  await user.click(await section.findByRole('button', { name: 'Deactivate MFA' }))
  expect(await screen.findByText(/^Error: Failed to deactivate MFA: Boom/)).toBeTruthy()
  expect(section.getByText('On')).toBeTruthy()
})

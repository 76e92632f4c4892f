import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import type { components } from '../../api/generated/schema'
import { pb } from '../../screens/path-builder'
import { accessGroups, apiTokens } from '../../mocks/fixtures/access'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'

type Schemas = components['schemas']

function open(path: string, locale: 'en' | 'es' = 'en') {
  credentials.setApiKey(ownerApiKey)
  return { user: userEvent.setup(), ...renderApp({ path, locale }) }
}

test('lists the delegations with scope and acceptance', async () => {
  open(pb.delegations())
  const row = (await screen.findByRole('link', { name: 'Team' })).closest('tr') as HTMLElement
  expect(within(row).getByText('Global: all resources')).toBeTruthy()
  expect(within(row).getByText('1 of 2 accepted')).toBeTruthy()
})

test("a row's menu deletes the delegation after asking; its page has Delete under More", async () => {
  const deleted: string[] = []
  server.use(
    http.delete('/v1/user-resource/access_group/:id', ({ params }) => {
      deleted.push(String(params.id))
      return HttpResponse.json({ success: true })
    }),
  )
  const { user, unmount } = open(pb.delegations())
  const row = (await screen.findByRole('link', { name: 'Team' })).closest('tr') as HTMLElement
  await user.click(within(row).getByRole('button', { name: 'Actions for Team' }))
  await user.click(within(row).getByRole('button', { name: 'Delete this delegation' }))
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Team?' }))
  expect(deleted).toEqual([])
  await user.click(dialog.getByRole('button', { name: 'Delete this delegation' }))
  expect(await screen.findByText('Team was deleted')).toBeTruthy()
  expect(deleted).toEqual(['51'])
  unmount()

  open(pb.delegation({ id: 51 }))
  await user.click(await screen.findByRole('button', { name: 'More' }))
  expect(screen.getByRole('button', { name: 'Delete this delegation' })).toHaveProperty('disabled', false)
})

test('an empty list invites the first one; a failed one offers a retry', async () => {
  server.use(http.get('/v1/user-resource/access_group', () => HttpResponse.json([])))
  const first = open(pb.delegations())
  expect(await screen.findByText('You have not shared access with anyone yet.')).toBeTruthy()
  expect(screen.getAllByRole('link', { name: 'New access delegation' })).toHaveLength(2)
  first.unmount()
  server.use(http.get('/v1/user-resource/access_group', () => HttpResponse.json({ errors: { Error: 'Boom' } }, { status: 500 })))
  open(pb.delegations())
  expect(await screen.findByText('The access delegations could not be loaded.')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
})

test('create checks name and invitees, then makes the group and invites each email for the chosen time', async () => {
  const groups: Schemas['AccessGroupCreate'][] = []
  const invites: Schemas['ImpersonationCreate'][] = []
  const group = { ...accessGroups[0]!, id: 60, name: 'Shop help', billing_account_id: 12, impersonations: [] }
  server.use(
    http.post('/v1/user-resource/access_group', async ({ request }) => {
      groups.push((await sentBody(request)) as Schemas['AccessGroupCreate'])
      return HttpResponse.json(group)
    }),
    http.post('/v1/user-resource/access_group/60/impersonation', async ({ request }) => {
      invites.push((await sentBody(request)) as Schemas['ImpersonationCreate'])
      return HttpResponse.json(group)
    }),
  )
  const { user, router } = open(pb.accessCreate({ type: 'access_delegation' }))
  await user.click(await screen.findByRole('button', { name: 'Share access' }))
  expect(screen.getByText('This field is required')).toBeTruthy()
  expect(screen.getByText('At least one email is required')).toBeTruthy()
  expect(screen.getByText('Full access')).toBeTruthy()

  await user.type(screen.getByLabelText('Name'), 'Shop help')
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'half@')
  await user.click(screen.getByRole('button', { name: 'Share access' }))
  expect(screen.getByText('Enter a valid email address')).toBeTruthy()
  await user.clear(screen.getByRole('textbox', { name: 'Email' }))
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.org{Enter}')
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ben@example.org')
  await user.click(screen.getByRole('button', { name: 'Share access' }))
  expect(screen.getByText('Please finish adding the email')).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Add email' }))
  await user.selectOptions(screen.getByLabelText('Scope'), 'Restricted to Side project')
  expect(screen.queryByText('Full access')).toBeNull()
  await user.selectOptions(screen.getByLabelText('Sharing duration'), '7 days')
  await user.click(screen.getByRole('button', { name: 'Share access' }))

  expect(await screen.findByText('Access Shop help was shared')).toBeTruthy()
  expect(groups).toEqual([{ name: 'Shop help', billing_account_id: 12 }])
  expect(invites).toEqual([
    { grantee_username: 'ann@example.org', duration: 604800 },
    { grantee_username: 'ben@example.org', duration: 604800 },
  ])
  await waitFor(() => expect(router.state.location.pathname).toBe(pb.delegation({ id: 60 })))
})

test('detail shows each invitation with its state and revokes one after asking', async () => {
  const revoked: string[] = []
  server.use(
    http.delete('/v1/user-resource/access_group/51/impersonation/:uuid', ({ params }) => {
      revoked.push(String(params.uuid))
      return HttpResponse.json({ success: true })
    }),
  )
  const { user } = open(pb.delegation({ id: 51 }))
  const pending = (await screen.findByRole('rowheader', { name: 'new@example.org' })).closest('tr') as HTMLElement
  expect(within(pending).getByText('Invited, not accepted yet')).toBeTruthy()
  const accepted = screen.getByRole('rowheader', { name: 'colleague@example.org' }).closest('tr') as HTMLElement
  expect(within(accepted).getByText(/^Accepted /)).toBeTruthy()
  expect(within(accepted).getByText('Until revoked')).toBeTruthy()
  await user.click(within(pending).getByRole('button', { name: 'Actions for new@example.org' }))
  await user.click(within(pending).getByRole('button', { name: 'Revoke access of new@example.org' }))
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Revoke the access of new@example.org?' }))
  expect(revoked).toEqual([])
  await user.click(dialog.getByRole('button', { name: 'Revoke' }))
  expect(await screen.findByText('The access of new@example.org was revoked')).toBeTruthy()
  expect(revoked).toEqual(['imp-2'])
})

test('an unknown delegation says so', async () => {
  open(pb.delegation({ id: 999 }))
  expect(await screen.findByText('There is no such access delegation.')).toBeTruthy()
})

test('token detail shows the token and saves an edit', async () => {
  const sent: Schemas['TokenUpdate'][] = []
  server.use(
    http.patch('/v1/user-resource/token', async ({ request }) => {
      const body = (await sentBody(request)) as Schemas['TokenUpdate']
      sent.push(body)
      return HttpResponse.json(apiTokens.map((tk) => (tk.id === body.token_id ? { ...tk, description: body.description ?? '' } : tk)))
    }),
  )
  const { user } = open(pb.apiToken({ id: 21 }))
  expect(await screen.findByRole('heading', { level: 1, name: 'CI deploys' })).toBeTruthy()
  expect(screen.getByText('default.tok21secret')).toBeTruthy()
  const description = screen.getByLabelText('Description')
  await user.clear(description)
  expect(screen.getByText('This field is required')).toBeTruthy()
  await user.type(description, 'CD deploys')
  await user.click(screen.getByRole('checkbox', { name: 'Restrict to the resources of this billing account' }))
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('The token CD deploys was saved')).toBeTruthy()
  expect(sent).toEqual([{ token_id: 21, description: 'CD deploys', restricted: true, billing_account_id: 11 }])
})

test('the token list links each token to its detail; speaks Spanish', async () => {
  open(pb.apiTokens(), 'es')
  expect((await screen.findByRole('link', { name: 'CI deploys' })).getAttribute('href')).toBe('/app/access/token/21')
})

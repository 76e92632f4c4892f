import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { errorTexts } from '../../api/generated/error-texts'
import { pb } from '../../screens/path-builder'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { savedSshKey } from '../../mocks/handlers/identity'
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'

function open() {
  credentials.setApiKey(ownerApiKey)
  return { user: userEvent.setup(), ...renderApp({ path: pb.profile() }) }
}

const key = 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQAB desk@office'

test('lists the saved keys and adds one, sending its name and key', async () => {
  const sent: unknown[] = []
  server.use(
    http.post('/v1/user-resource/ssh_keys', async ({ request }) => {
      const body = (await sentBody(request)) as { name: string; public_key: string }
      sent.push(body)
      return HttpResponse.json({ ...savedSshKey, uuid: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', ...body })
    }),
  )
  const { user } = open()
  const table = await screen.findByRole('table', { name: 'SSH keys' })
  expect(within(table).getByText('laptop')).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Add SSH key' }))
  const dialog = await screen.findByRole('dialog')
  await user.type(within(dialog).getByLabelText('Name'), 'desk')
  await user.type(within(dialog).getByLabelText('Public key'), key)
  await user.click(within(dialog).getByRole('button', { name: 'Save key' }))
  await screen.findByText('SSH key desk added')
  expect(sent).toEqual([{ name: 'desk', public_key: key }])
})

test('a key off the pattern is refused with the API text and the dialog stays', async () => {
  const { user } = open()
  await user.click(await screen.findByRole('button', { name: 'Add SSH key' }))
  const dialog = await screen.findByRole('dialog')
  await user.type(within(dialog).getByLabelText('Name'), 'desk')
  await user.type(within(dialog).getByLabelText('Public key'), 'not a key')
  await user.click(within(dialog).getByRole('button', { name: 'Save key' }))
  expect(await screen.findByText(errorTexts.compute.sshKeyPattern, { exact: false })).toBeTruthy()
  expect(screen.getByRole('dialog')).toBeTruthy()
})

test('deletes a key only after confirming, and shows the empty state', async () => {
  let deleted = false
  server.use(
    http.get('/v1/user-resource/ssh_keys', () => HttpResponse.json(deleted ? [] : [savedSshKey])),
    http.delete('/v1/user-resource/ssh_keys/:uuid', () => {
      deleted = true
      return HttpResponse.json({ success: true })
    }),
  )
  const { user } = open()
  await user.click(await screen.findByRole('button', { name: 'Actions for laptop' }))
  await user.click(within(screen.getByRole('group', { name: 'Actions for laptop' })).getByRole('button', { name: 'Delete' }))
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete SSH key laptop?' }))
  expect(deleted).toBe(false)
  await user.click(dialog.getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(deleted).toBe(true))
  expect(await screen.findByText('SSH key laptop deleted')).toBeTruthy()
  expect(await screen.findByText(/No SSH keys yet/)).toBeTruthy()
})

test("a row's menu renames a key, sending only the new name", async () => {
  const sent: unknown[] = []
  server.use(
    http.patch('/v1/user-resource/ssh_keys/:uuid', async ({ request }) => {
      const body = (await sentBody(request)) as { name: string }
      sent.push(body)
      return HttpResponse.json({ ...savedSshKey, ...body })
    }),
  )
  const { user } = open()
  await user.click(await screen.findByRole('button', { name: 'Actions for laptop' }))
  await user.click(within(screen.getByRole('group', { name: 'Actions for laptop' })).getByRole('button', { name: 'Rename' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Rename' }))
  const name = dialog.getByLabelText('Name')
  expect((name as HTMLInputElement).value).toBe('laptop')
  await user.clear(name)
  await user.type(name, 'work laptop')
  await user.click(dialog.getByRole('button', { name: 'Rename' }))
  await screen.findByText('SSH key renamed to work laptop')
  expect(sent).toEqual([{ name: 'work laptop' }])
})

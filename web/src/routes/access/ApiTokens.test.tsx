import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { pb } from '../../screens/path-builder'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'
import type { TokenCreate } from '../../api/access'
import { apiToken, apiTokens } from '../../mocks/fixtures/access'
import { siteConfig } from '../../mocks/fixtures/config'

function open(path: string, locale: 'en' | 'es' = 'en') {
  credentials.setApiKey(ownerApiKey)
  return { user: userEvent.setup(), ...renderApp({ path, locale }) }
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) })

test('lists the tokens with their billing account and scope; deleting one asks first', async () => {
  const deleted: unknown[] = []
  server.use(
    http.delete('/v1/user-resource/token', async ({ request }) => {
      deleted.push(await sentBody(request))
      return HttpResponse.json({ success: true })
    }),
  )
  const { user } = open(pb.apiTokens())

  expect(await screen.findByRole('rowheader', { name: 'CI deploys' })).toBeTruthy()
  expect(await within(row('CI deploys')).findByText('Main')).toBeTruthy()
  expect(within(row('CI deploys')).getByText('All billing accounts')).toBeTruthy()
  expect(within(row('Side reports')).getByText('Side project')).toBeTruthy()
  expect(within(row('Side reports')).getByText('Restricted to its billing account')).toBeTruthy()
  expect(within(row('Side reports')).getByRole('button', { name: 'Copy' })).toBeTruthy()

  // The row's menu, named by the row; its Delete asks first.
  const remove = async () => {
    await user.click(within(row('Side reports')).getByRole('button', { name: 'Actions for Side reports' }))
    await user.click(screen.getByRole('button', { name: 'Delete the token Side reports' }))
  }
  await remove()
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete the token Side reports?' })
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(screen.queryByRole('alertdialog')).toBeNull()
  expect(deleted).toEqual([])

  await remove()
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText('The token Side reports was deleted')).toBeTruthy()
  expect(deleted).toEqual([{ token_id: 22 }])
})

test('create: a description is required; the account is asked for only when restricted, the default first', async () => {
  const created: TokenCreate[] = []
  server.use(
    http.post('/v1/user-resource/token', async ({ request }) => {
      const body = (await sentBody(request)) as TokenCreate
      created.push(body)
      return HttpResponse.json([...apiTokens, apiToken({ id: 23, ...body })])
    }),
  )
  const { user, router } = open(pb.accessCreate({ type: 'api_token' }))

  await user.click(await screen.findByRole('button', { name: 'Create' }))
  expect(screen.queryByRole('combobox', { name: 'Billing account' })).toBeNull()
  const description = screen.getByLabelText('Description')
  expect(description.getAttribute('aria-invalid')).toBe('true')
  expect(document.activeElement).toBe(description)
  expect(created).toEqual([])

  await user.type(description, 'Nightly backup')
  await user.click(screen.getByRole('checkbox', { name: 'Restrict to the resources of this billing account' }))
  const account = screen.getByRole('combobox', { name: 'Billing account' }) as HTMLSelectElement
  expect(account.selectedOptions[0]?.textContent).toBe('Main')
  await user.selectOptions(account, 'Side project')
  await user.click(screen.getByRole('button', { name: 'Create' }))

  expect(await screen.findByText('The token Nightly backup was created')).toBeTruthy()
  expect(created).toEqual([{ description: 'Nightly backup', billing_account_id: 12, restricted: true }])
  await waitFor(() => expect(router.state.location.pathname).toBe(pb.apiTokens()))
  expect(await screen.findByRole('rowheader', { name: 'Nightly backup' })).toBeTruthy()
})

test('an unrestricted token goes to the default billing account', async () => {
  const created: TokenCreate[] = []
  server.use(
    http.post('/v1/user-resource/token', async ({ request }) => {
      const body = (await sentBody(request)) as TokenCreate
      created.push(body)
      return HttpResponse.json([...apiTokens, apiToken({ id: 23, ...body })])
    }),
  )
  const { user } = open(pb.accessCreate({ type: 'api_token' }))
  await user.type(await screen.findByLabelText('Description'), 'Reports')
  await user.click(screen.getByRole('button', { name: 'Create' }))
  expect(await screen.findByText('The token Reports was created')).toBeTruthy()
  expect(created).toEqual([{ description: 'Reports', billing_account_id: 11, restricted: false }])
})

test('speaks Spanish', async () => {
  open(pb.apiTokens(), 'es')
  await userEvent.click(await screen.findByRole('button', { name: 'Acciones de CI deploys' }))
  expect(screen.getByRole('button', { name: 'Eliminar el token CI deploys' })).toBeTruthy()
  expect(screen.getByRole('columnheader', { name: 'Cuenta de facturación' })).toBeTruthy()
})

test('links to the site’s API documentation (apiDocUrl); a site without one shows no link', async () => {
  const { unmount } = open(pb.apiTokens())
  const link = await screen.findByRole('link', { name: 'API documentation' })
  expect(link.getAttribute('href')).toBe(siteConfig.apiDocUrl)
  unmount()
  server.use(http.get('/v1/config/ui/config', () => HttpResponse.json({ ...siteConfig, apiDocUrl: '' })))
  open(pb.apiTokens())
  expect(await screen.findByRole('rowheader', { name: 'CI deploys' })).toBeTruthy()
  expect(screen.queryByRole('link', { name: 'API documentation' })).toBeNull()
})

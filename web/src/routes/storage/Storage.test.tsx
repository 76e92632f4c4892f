import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import type { StorageKey } from '../../api/storage'
import { pb } from '../../screens/path-builder'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { bucketFixture, storageKeys } from '../../mocks/fixtures/storage'
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'

function open(path: string, locale: 'en' | 'et' | 'es' = 'en') {
  credentials.setApiKey(ownerApiKey)
  return renderApp({ path, locale })
}

test('lists the buckets with size, objects, account and state, linking to each', async () => {
  open(pb.buckets())
  const table = await screen.findByRole('table')
  const rows = within(table).getAllByRole('row').slice(1)
  // The cells before the row's actions.
  expect(rows.map((row) => [...row.children].slice(0, -1).map((cell) => cell.textContent).join(''))).toEqual([
    'website-assets3.5 MB5112026-01-05 09:00Active',
    'db-backups900 B3112026-01-05 09:00Suspended',
  ])
  expect(within(table).getByRole('link', { name: 'db-backups' }).getAttribute('href')).toBe('/app/storage/bucket/db-backups')
})

test('explains the name rules as the user types and creates only a valid name, on the chosen account', async () => {
  let created: unknown
  server.use(
    http.put('/v1/storage/bucket', async ({ request }) => {
      created = await sentBody(request)
      return HttpResponse.json({ ...(created as object), user_id: 1, size_bytes: 0, num_objects: 0, created_at: '', owner: '', is_suspended: false })
    }),
  )
  const { router } = open(pb.bucketCreate())
  const name = await screen.findByRole('textbox', { name: 'Bucket name' })
  const rules = () =>
    within(document.getElementById('bucket-rules')!)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
  await userEvent.type(name, 'Xn--')
  expect(rules()).toEqual([
    '✓3 to 63 charactersmet',
    '○Only lowercase letters, digits and hyphensnot met',
    '○Starts and ends with a letter or digitnot met',
    '✓Does not start with xn--met',
    '✓Does not end with -s3aliasmet',
  ])
  await userEvent.click(screen.getByRole('button', { name: 'Create bucket' }))
  expect(await screen.findByText('The name does not follow the rules below')).toBeTruthy()
  expect(created).toBeUndefined()

  await userEvent.clear(name)
  await userEvent.type(name, 'photos-2026')
  expect(rules().every((rule) => rule?.endsWith('met') && !rule.endsWith('not met'))).toBe(true)
  await userEvent.click(screen.getByRole('button', { name: 'Create bucket' }))
  await waitFor(() => expect(router.state.location.pathname).toBe('/storage/bucket/photos-2026'))
  expect(created).toEqual({ name: 'photos-2026', billing_account_id: 11 })
})

test('a new access key’s secret shows once; deleting a key asks first', async () => {
  const fresh: StorageKey = { userId: 'owner', accessKey: 'AKIASECONDKEY0000002', secretKey: 'second-secret' }
  let deleted: unknown
  server.use(
    http.post('/v1/storage/user/keys', () => HttpResponse.json([...storageKeys, fresh])),
    http.delete('/v1/storage/user/keys', async ({ request }) => {
      deleted = await sentBody(request)
      return HttpResponse.json({ success: true })
    }),
  )
  open(pb.storageKeys())
  const table = await screen.findByRole('table')
  expect(within(table).getAllByRole('row')[1]?.textContent).toBe('AKIAFIRSTKEY00000001HiddenDelete')
  expect(screen.queryByText(storageKeys[0]!.secretKey)).toBeNull()
  expect(await screen.findByText('http://127.0.0.1:8080/s3/default')).toBeTruthy()

  await userEvent.click(screen.getByRole('button', { name: 'Create access key' }))
  expect(await screen.findByText('second-secret')).toBeTruthy()
  expect(screen.getByText('Copy the secret access key now: it is not shown again.')).toBeTruthy()
  await userEvent.click(screen.getByRole('button', { name: 'I have copied it' }))
  expect(screen.queryByText('second-secret')).toBeNull()

  await userEvent.click(within(table).getByRole('button', { name: 'Actions for AKIAFIRSTKEY00000001' }))
  await userEvent.click(screen.getByRole('button', { name: 'Delete AKIAFIRSTKEY00000001' }))
  const dialog = await screen.findByRole('alertdialog')
  expect(dialog.textContent).toContain('Requests signed with this key are refused from now on.')
  expect(deleted).toBeUndefined()
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(deleted).toEqual({ access_key: 'AKIAFIRSTKEY00000001' }))
})

test('the file browser lists folders and files, opens a folder, and uploads with a signed request', async () => {
  let signed: string | null = null
  server.use(
    http.put('*/s3/default/website-assets/*', ({ request }) => {
      signed = request.headers.get('authorization')
      return new HttpResponse(null, { status: 200, headers: { etag: '"x"' } })
    }),
  )
  open(pb.bucket({ storageName: 'website-assets' }))
  await screen.findByRole('table', { name: 'Files' })
  // The table is drawn afresh for each folder.
  const files = () => screen.getByRole('table', { name: 'Files' })
  const names = () => within(files()).getAllByRole('rowheader').map((cell) => cell.textContent)
  expect(names()).toEqual(['css/', 'img/', 'index.html', 'robots.txt'])
  expect(screen.getByText('Maximum upload size 100 MB')).toBeTruthy()

  await userEvent.click(within(files()).getByRole('button', { name: 'css/' }))
  await waitFor(() => expect(names()).toEqual(['site.css']))
  expect(within(files()).getByRole('row', { name: /site\.css/ }).textContent).toContain('2.0 KB')

  const input = document.querySelector<HTMLInputElement>('input[type=file]')!
  await userEvent.upload(input, new File(['hello'], 'hello.txt', { type: 'text/plain' }))
  expect(await screen.findByText('hello.txt was uploaded')).toBeTruthy()
  expect(signed).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAFIRSTKEY00000001\/\d{8}\/us-east-1\/s3\/aws4_request,SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/)
})

test('a suspended bucket says why and offers no file browser, in Estonian too', async () => {
  open(pb.bucket({ storageName: 'db-backups' }), 'et')
  expect(await screen.findByText(/See ämber on peatatud/)).toBeTruthy()
  expect(screen.queryByRole('table', { name: 'Failid' })).toBeNull()
})

test('deleting an empty bucket is under More and asked first', async () => {
  const deleted: unknown[] = []
  server.use(
    http.get('/v1/storage/bucket', () => HttpResponse.json(bucketFixture({ name: 'website-assets', billing_account_id: 11, num_objects: 0 }))),
    http.delete('/v1/storage/bucket', async ({ request }) => {
      deleted.push(await sentBody(request))
      return HttpResponse.json({})
    }),
  )
  const user = userEvent.setup()
  const { router } = open(pb.bucket({ storageName: 'website-assets' }))
  await screen.findByRole('heading', { level: 1, name: 'website-assets' })
  const more = await screen.findByRole('button', { name: 'More' })
  expect(screen.queryByRole('button', { name: 'Delete bucket' })).toBeNull()
  await user.click(more)
  await user.click(screen.getByRole('button', { name: 'Delete bucket' }))
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete bucket website-assets?' }))
  expect(deleted).toEqual([])
  await user.click(dialog.getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(router.state.location.pathname).toBe(pb.buckets()))
  expect(deleted).toEqual([{ name: 'website-assets' }])
})

test('a bucket with files cannot be deleted, and the menu says why', async () => {
  const user = userEvent.setup()
  open(pb.bucket({ storageName: 'website-assets' }))
  await user.click(await screen.findByRole('button', { name: 'More' }))
  expect((screen.getByRole('button', { name: 'Delete bucket' }) as HTMLButtonElement).disabled).toBe(true)
  expect(screen.getByText(/only an empty bucket can be deleted/)).toBeTruthy()
})

import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { openNavigation, signInWithKey } from './utils'

test('a file uploaded in the bucket’s file browser is listed, downloads with its content and is deleted', async ({
  page,
  session,
}) => {
  await signInWithKey(page, session.owner.api_key)
  const nav = await openNavigation(page)
  await nav.getByRole('link', { name: 'Buckets' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Buckets' })).toBeVisible()
  await page.getByRole('link', { name: 'website-assets' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'website-assets' })).toBeVisible()

  // The demo bucket's folders and files, and the upload limit.
  const files = page.getByRole('table', { name: 'Files' })
  await expect(files.getByRole('button', { name: 'css/' })).toBeVisible()
  await expect(files.getByRole('rowheader', { name: 'index.html' })).toBeVisible()
  await expect(page.getByText('Maximum upload size 100 MB')).toBeVisible()

  // Into a folder and back by the breadcrumb.
  await files.getByRole('button', { name: 'css/' }).click()
  await expect(files.getByRole('rowheader', { name: 'site.css' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Folder path' }).getByRole('button', { name: 'All files' }).click()
  await expect(files.getByRole('rowheader', { name: 'robots.txt' })).toBeVisible()

  await page.locator('input[type=file]').setInputFiles({
    name: 'hello.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Hello from the browser\n'),
  })
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('hello.txt was uploaded')
  await expect(files.getByRole('rowheader', { name: 'hello.txt' })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^6$/ })).toBeVisible()

  const download = page.waitForEvent('download')
  await files.getByRole('button', { name: 'Download hello.txt' }).click()
  const file = await (await download).path()
  expect(await readFile(file, 'utf8')).toBe('Hello from the browser\n')

  await files.getByRole('button', { name: 'Delete hello.txt' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('hello.txt was deleted')
  await expect(files.getByRole('rowheader', { name: 'hello.txt' })).toHaveCount(0)
})

test('a bucket made on the create screen gets a folder; an access key shows its secret once and is deleted after confirming', async ({
  page,
  session,
}) => {
  await signInWithKey(page, session.owner.api_key)
  await page.goto('/app/storage/create')
  const name = page.getByRole('textbox', { name: 'Bucket name' })
  await name.fill('Team_Files')
  await expect(page.getByRole('listitem').filter({ hasText: 'Only lowercase letters, digits and hyphens' })).toContainText(
    'not met',
  )
  await name.fill('team-files')
  await page.getByRole('button', { name: 'Create bucket' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'team-files' })).toBeVisible()
  await expect(page.getByText('This folder is empty.')).toBeVisible()

  await page.getByRole('textbox', { name: 'Folder name' }).fill('reports')
  await page.getByRole('button', { name: 'Create folder' }).click()
  const files = page.getByRole('table', { name: 'Files' })
  await files.getByRole('button', { name: 'reports/' }).click()
  await expect(page.getByText('This folder is empty.')).toBeVisible()

  await page.goto('/app/storage/keys')
  const keys = page.getByRole('table')
  await expect(keys.getByRole('row')).toHaveCount(2)
  await page.getByRole('button', { name: 'Create access key' }).click()
  const created = page.getByText('Copy the secret access key now: it is not shown again.')
  await expect(created).toBeVisible()
  await expect(keys.getByRole('row')).toHaveCount(3)
  await page.getByRole('button', { name: 'I have copied it' }).click()
  await expect(created).toHaveCount(0)
  await expect(keys.getByText('Hidden')).toHaveCount(2)

  const first = (await keys.getByRole('rowheader').first().textContent())!.trim()
  await keys.getByRole('button', { name: `Actions for ${first}` }).click()
  await keys.getByRole('button', { name: `Delete ${first}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(`Access key ${first} was deleted`)
  await expect(keys.getByRole('row')).toHaveCount(2)
})

test('a file of 10 MiB goes up in parts and comes back whole', async ({ page, session, request }) => {
  await signInWithKey(page, session.owner.api_key)
  await page.goto('/app/storage/bucket/db-backups')
  const files = page.getByRole('table', { name: 'Files' })
  await expect(files.getByRole('rowheader', { name: 'README.txt' })).toBeVisible()
  const content = Buffer.alloc(10 * 1024 * 1024, 'x')
  content.write('the last bytes', content.length - 14)
  await page.locator('input[type=file]').setInputFiles({ name: 'dump.sql', mimeType: 'application/sql', buffer: content })
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('dump.sql was uploaded')
  await expect(files.getByRole('row', { name: /dump\.sql/ })).toContainText('10.0 MB')
  // Assembled from two parts: S3's multipart ETag names their count.
  const state = await (await request.get(`/__sim/sessions/${session.id}/state`)).json()
  expect(state.world.storage.buckets['db-backups'].objects['dump.sql'].etag).toMatch(/-2"$/)

  const download = page.waitForEvent('download')
  await files.getByRole('button', { name: 'Download dump.sql' }).click()
  const saved = await readFile(await (await download).path())
  expect(saved.length).toBe(content.length)
  expect(saved.subarray(-14).toString()).toBe('the last bytes')
})

import { expect, test } from './fixtures'
import { signInWithKey } from './utils'

const path = (url: string) => new URL(url).pathname

test('a 502 is retried 7 s later and the console carries on', async ({ page, session }) => {
  await signInWithKey(page, session.owner.api_key)
  await session.fault({ path: '/v1/user-resource/user', status: 502, times: 1 })
  const statuses: number[] = []
  page.on('response', (response) => {
    if (path(response.url()) === '/v1/user-resource/user') statuses.push(response.status())
  })

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 })
  expect(statuses).toEqual([502, 200])
  const [rule] = await session.faults()
  expect(rule).toMatchObject({ hits: 1, remaining: 0 })
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toHaveCount(0)
})

test('a 500 is not retried: it shows as a toast with the correlation id, and Retry tries again', async ({
  page,
  session,
}) => {
  await signInWithKey(page, session.owner.api_key)
  // Off the console before the rule is set: a page still open could ask (a refetch, a poll) after
  // it and fail with an id of its own.
  await page.goto('about:blank')
  await session.fault({ path: '/v1/config/locations', status: 500, error: 'Error performing action', times: 5 })
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert')

  const first = page.waitForResponse((response) => path(response.url()) === '/v1/config/locations')
  await page.goto('/app/')
  const failed = await first
  expect(failed.status()).toBe(500)
  const id = await failed.headerValue('x-warren-correlation-id')
  expect(id).toBeTruthy()
  await expect(toast).toHaveText(`Error: Error performing action [${id}]`)

  // The simulator logged the failure under the same id, and only once: no automatic retry.
  const failures = (await session.journal()).entries
    .filter((entry) => entry.uri === '/v1/config/locations' && entry.status === 500)
    .map((entry) => entry.correlation_id)
  expect(failures).toEqual([id])

  const second = page.waitForResponse((response) => path(response.url()) === '/v1/config/locations')
  // The toast's Retry: the dashboard's panels each offer their own.
  await page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Retry' }).click()
  const again = await second
  await expect(toast).toHaveText(`Error: Error performing action [${await again.headerValue('x-warren-correlation-id')}]`)
  await expect(toast).toHaveCount(1)
})

import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { components } from '../src/api/generated/schema'
import { bin, expect, startRecorder, startSim, test } from './fixtures'
import { fillRealApiKeyForm, openNavigation } from './utils'

const run = promisify(execFile)

type SessionInfo = components['schemas']['SessionInfo']

/**
 * The console in real mode through `cloudsim record` (issue 21 item 5): the recording proxy sits
 * between the browser and a stand-in real API (a second, `--strict` simulator), writes every
 * exchange redacted, and the scenario it writes replays green against a fresh simulator.
 */
test('the console through the recording proxy: what it records is redacted and replays green', async ({ page, request }) => {
  // Two servers of its own, a create through the proxy and a replay: past the default 30 s on a busy machine.
  test.setTimeout(90_000)
  const api = await startSim(['--strict', '--world', 'demo-strict'])
  const dir = await mkdtemp(path.join(tmpdir(), 'cloudsim-record-'))
  const proxy = await startRecorder(api.origin, dir)
  let key = ''
  try {
    const sessions = (await (await request.get(`${api.origin}/__sim/sessions`)).json()) as SessionInfo[]
    const owner = sessions.find((s) => s.session === 'default')?.users.find((u) => u.role === 'owner')
    if (!owner) throw new Error(`${api.origin} has no owner in its default session`)
    key = owner.api_key

    await fillRealApiKeyForm(page, proxy.origin, owner.api_key)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    const nav = await openNavigation(page)
    await nav.getByRole('link', { name: 'Virtual machines' }).click()
    await expect(page.getByRole('link', { name: /^shop-web-/ }).first()).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: /^New / }).click()
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('recorded-real-1')
    await page.getByRole('textbox', { name: 'Username' }).fill('admin')
    await page.getByLabel('Password', { exact: true }).fill('Correct1horse')
    await page.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'recorded-real-1' })).toBeVisible()
  } finally {
    await proxy.stop()
    await api.stop()
  }

  try {
    const files = await readdir(dir)
    expect(files).toContain('scenario.yaml')
    const fixtures = files.filter((file) => file.endsWith('.json'))
    expect(fixtures.some((file) => file.endsWith('vm_create.json'))).toBe(true)
    // Nothing secret reached the files: not the key, not the VM's password.
    for (const file of files) {
      const text = await readFile(path.join(dir, file), 'utf8')
      expect(text, file).not.toContain(key.split('.').pop())
      expect(text, file).not.toContain('Correct1horse')
    }
    const scenario = path.join(dir, 'scenario.yaml')
    const { stdout } = await run(bin, ['run', scenario]).catch(async (failed: { stdout: string; stderr: string }) => {
      throw new Error(`the recording failed to replay:\n${failed.stdout}${failed.stderr}\n${await readFile(scenario, 'utf8')}`)
    })
    expect(stdout).toContain('1 passed, 0 failed')
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

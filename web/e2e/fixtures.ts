import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import path from 'node:path'
import { test as base, expect, type APIRequestContext, type BrowserContext } from '@playwright/test'
import type { components } from '../src/api/generated/schema'
import { phoneCell } from './phone-rotation'
import { elsewhere, inRotation } from './rotation'

const webDir = path.resolve(import.meta.dirname, '..')
export const bin = path.resolve(webDir, process.env.CLOUDSIM_BIN ?? '../target/debug/cloudsim')

type Schemas = components['schemas']

/** A `cloudsim` process of this worker's own, serving `web/dist` at /app. */
type Sim = { origin: string }

/** A fresh session of the simulator: its own world, users, faults and journal. */
export type Session = {
  id: string
  /** The brand it plays, fixed for its life. */
  brand: string
  users: Schemas['SessionUser'][]
  owner: Schemas['SessionUser']
  /** Adds a fault rule to this session only. */
  fault(rule: Partial<Schemas['FaultCreate']> & { path: string }): Promise<Schemas['FaultRule']>
  faults(): Promise<Schemas['FaultRule'][]>
  journal(): Promise<Schemas['Journal']>
  /** Moves this session's clock on, so transitions due in that time happen. */
  advanceClock(seconds: number): Promise<Schemas['ClockState']>
}

type WorkerFixtures = {
  sim: Sim
  /** The brand the worker's simulator plays (`serve --brand`); the server's default when unset. */
  brand: string | undefined
}

type TestFixtures = {
  session: Session
  /**
   * The language a journey's browser has chosen before its first page, as a visitor who picked it;
   * `null` for none, where the console starts in the site's language (Estonian for the default brand).
   */
  language: string | null
  /** Skips a journey at 390 px outside its rotation slice (./phone-rotation.ts). */
  phoneRotation: void
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  brand: [undefined, { option: true, scope: 'worker' }],
  language: ['en', { option: true }],
  phoneRotation: [
    async ({}, use, info) => {
      const cell = phoneCell(info.project.name, path.basename(info.file), info.titlePath.slice(1).join(' › '))
      if (cell !== undefined) info.skip(!inRotation(cell), `390 px: ${elsewhere(cell)}`)
      await use()
    },
    { auto: true },
  ],
  context: async ({ context, language }, use) => {
    if (language) await chooseLanguage(context, language)
    await use(context)
  },
  sim: [
    async ({ brand }, use) => {
      if (!existsSync(path.join(webDir, 'dist/index.html'))) throw new Error('No web/dist: run `npm run build -w web`')
      // demo-strict: a demo world that fails to build fails the journeys instead of serving empty.
      const sim = await startSim(['--web-dir', 'dist', '--world', 'demo-strict', ...(brand ? ['--brand', brand] : [])])
      await use(sim)
      await sim.stop()
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ sim }, use) => use(sim.origin),
  session: async ({ request }, use) => {
    const info = await json<Schemas['SessionInfo']>(request.post('/__sim/sessions', { data: {} }))
    const owner = info.users.find((user) => user.role === 'owner')
    if (!owner) throw new Error(`session ${info.session} has no owner`)
    const base = `/__sim/sessions/${info.session}`
    await use({
      id: info.session,
      brand: info.brand,
      users: info.users,
      owner,
      fault: (rule) => json(request.post(`${base}/faults`, { data: rule })),
      faults: () => json(request.get(`${base}/faults`)),
      journal: () => json(request.get(`${base}/journal`)),
      advanceClock: (seconds) => json(request.post(`${base}/clock/advance`, { data: { seconds } })),
    })
    await request.delete(base)
  },
})

/**
 * Starts `cloudsim serve` on a free port of 127.0.0.1 with `args` added, and waits until it is
 * healthy. The worker's own simulator is one; a journey may start another (a stand-in real API).
 */
export async function startSim(args: string[]): Promise<Process> {
  return start((port) => ['serve', '--port', String(port), ...args], (origin) => fetch(`${origin}/__sim/health`))
}

/** As `startSim`, with `--control-token token`: ready when the control API answers the token. */
export async function startSimWithToken(args: string[], token: string): Promise<Process> {
  return start(
    (port) => ['serve', '--port', String(port), '--control-token', token, ...args],
    (origin) => fetch(`${origin}/__sim/health`, { headers: { authorization: `Bearer ${token}` } }),
  )
}

/**
 * Starts `cloudsim record` in front of `upstream`, writing to `out`, and waits until it answers a
 * CORS preflight (which it answers itself and does not record).
 */
export async function startRecorder(upstream: string, out: string): Promise<Process> {
  return start(
    (port) => ['record', '--upstream', upstream, '--out', out, '--port', String(port)],
    (origin) =>
      fetch(`${origin}/v1/user-resource/user`, {
        method: 'OPTIONS',
        headers: { origin: 'http://127.0.0.1', 'access-control-request-method': 'GET' },
      }),
  )
}

type Process = Sim & { stop(): Promise<void> }

/** Runs the binary with `command(port)` on a free port until `ready(origin)` answers 2xx. */
async function start(command: (port: number) => string[], ready: (origin: string) => Promise<Response>): Promise<Process> {
  if (!existsSync(bin)) throw new Error(`No simulator at ${bin}: run \`cargo build -p simulator\` or set CLOUDSIM_BIN`)
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(bin, command(port), { cwd: webDir, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const answers = async () => {
    if (child.exitCode !== null) throw new Error(`cloudsim exited with ${child.exitCode}:\n${output}`)
    return ready(origin).then(
      (response) => response.ok,
      () => false,
    )
  }
  await expect.poll(answers, { message: `${origin} ready`, timeout: 30_000 }).toBe(true)
  return {
    origin,
    async stop() {
      if (child.exitCode !== null) return
      child.kill()
      await once(child, 'exit')
    },
  }
}

async function json<T>(pending: ReturnType<APIRequestContext['get']>): Promise<T> {
  const response = await pending
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

export { expect }

/** A language chosen in this browser, unless the page has stored another (a profile's, a picker's) since. */
export async function chooseLanguage(context: BrowserContext, language = 'en'): Promise<void> {
  await context.addInitScript((lang) => {
    if (localStorage.getItem('cloudsim.locale') === null) localStorage.setItem('cloudsim.locale', lang)
  }, language)
}

/** A port of 127.0.0.1 free at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

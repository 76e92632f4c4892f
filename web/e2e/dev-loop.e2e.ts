import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { bin, expect, freePort, startSim, test } from './fixtures'

/**
 * Issue 43, the frontend developer's loop: "`npm run dev` takes the simulator's address from an
 * environment variable or starts a given binary, prints the address to open, and says which
 * clock it runs (or runs realtime by default)". `scripts/dev.sh` is what `npm run dev` runs.
 */
const script = path.resolve(import.meta.dirname, '../../scripts/dev.sh')

/** Runs `npm run dev`'s script with `env` until Vite answers; its output so far and a stop. */
async function dev(env: Record<string, string>) {
  const port = await freePort()
  const child = spawn('bash', [script], { env: { ...process.env, ...env, DEV_PORT: String(port) }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const origin = `http://localhost:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM')
      await once(child, 'exit')
    }
  }
  return { port, origin, output: () => output, stop }
}

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test('npm run dev proxies to the simulator CLOUDSIM_URL names and prints the address to open', async () => {
  const sim = await startSim([])
  const run = await dev({ CLOUDSIM_URL: `${sim.origin}/` })
  try {
    await expect.poll(run.output, { timeout: 30_000 }).toContain(`Open http://localhost:${run.port}/app/`)
    expect(run.output()).toContain(`against the simulator at ${sim.origin} (its own clock)`)
    await expect
      .poll(async () => (await fetch(`${run.origin}/v1/config/ui/config`).catch(() => undefined))?.status, { timeout: 60_000 })
      .toBe(200)
  } finally {
    await run.stop()
    await sim.stop()
  }
})

test('npm run dev starts the binary CLOUDSIM_BIN names on a realtime clock, and says so', async () => {
  const simPort = await freePort()
  const run = await dev({ CLOUDSIM_BIN: bin, CLOUDSIM_PORT: String(simPort) })
  try {
    await expect.poll(run.output, { timeout: 30_000 }).toContain(`clock: realtime from now`)
    await expect
      .poll(async () => (await fetch(`${run.origin}/__sim/sessions/default/clock`).catch(() => undefined))?.status, { timeout: 60_000 })
      .toBe(200)
    const clock = (await (await fetch(`${run.origin}/__sim/sessions/default/clock`)).json()) as { mode: string }
    expect(clock.mode).toBe('realtime')
  } finally {
    await run.stop()
  }
})

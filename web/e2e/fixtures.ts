import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import path from 'node:path'
import { test as base, expect } from '@playwright/test'

const webDir = path.resolve(import.meta.dirname, '..')
const bin = path.resolve(webDir, process.env.CLOUDSIM_BIN ?? '../target/debug/cloudsim')

/** A `cloudsim` process of this worker's own, serving `web/dist` at /app. */
type Sim = { origin: string }

export const test = base.extend<object, { sim: Sim }>({
  sim: [
    async ({}, use) => {
      if (!existsSync(bin)) {
        throw new Error(`No simulator at ${bin}: run \`cargo build -p simulator\` or set CLOUDSIM_BIN`)
      }
      if (!existsSync(path.join(webDir, 'dist/index.html'))) throw new Error('No web/dist: run `npm run build -w web`')

      const port = await freePort()
      const origin = `http://127.0.0.1:${port}`
      const child = spawn(bin, ['serve', '--port', String(port), '--web-dir', 'dist'], {
        cwd: webDir,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))

      await expect
        .poll(() => health(origin, child, () => output), { message: `${origin}/__sim/health`, timeout: 30_000 })
        .toBe(true)
      await use({ origin })

      if (child.exitCode === null) {
        child.kill()
        await once(child, 'exit')
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ sim }, use) => use(sim.origin),
})

export { expect }

async function health(origin: string, child: ChildProcess, output: () => string): Promise<boolean> {
  if (child.exitCode !== null) throw new Error(`cloudsim exited with ${child.exitCode}:\n${output()}`)
  try {
    return (await fetch(`${origin}/__sim/health`)).ok
  } catch {
    return false
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

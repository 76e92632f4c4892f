import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { basePath } from './src/base-path'

/**
 * Test files that need a module graph of their own: they read module-level state the app sets up
 * once (the API mode and prefix, the router's lazy chunks, the loading clock). Every other file
 * shares its worker's modules with the files before it, which makes the suite four times faster
 * (jsdom and the app's imports are set up once per worker, not per file); `test/setup.ts` resets
 * what a test may change (DOM, storage, mocks, timers, handlers) after each test.
 */
const ownModules = ['src/app/real-mode.test.tsx', 'src/app/router-chunks.test.ts', 'src/ui/Loading.test.tsx']

/** The simulator Vite proxies to: `scripts/dev.sh` (`npm run dev`) sets it, or starts one here. */
const simulator = process.env.CLOUDSIM_URL ?? 'http://127.0.0.1:8080'

export default defineConfig({
  base: `${basePath}/`,
  plugins: [react()],
  server: {
    proxy: { '/v1': simulator, '/__sim': simulator, '/s3': simulator },
  },
  test: {
    environment: 'jsdom',
    benchmark: { include: ['src/**/*.bench.{ts,tsx}'] },
    setupFiles: ['./test/setup.ts'],
    // Whole-app renders share two cores with the simulator's builds: give them room.
    testTimeout: 20_000,
    // A worker per core (Vitest's default leaves one idle, which on 2 cores halves the run).
    maxWorkers: availableParallelism(),
    // The token sheet is read as text by a test; other CSS stays out of unit tests.
    css: { include: [/tokens\.css/] },
    projects: [
      { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: ownModules, isolate: false } },
      { extends: true, test: { name: 'own-modules', include: ownModules } },
    ],
  },
})

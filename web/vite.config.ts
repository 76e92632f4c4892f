import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { basePath } from './src/base-path'

/** The simulator `npm run dev` starts beside Vite. */
const simulator = 'http://127.0.0.1:8080'

export default defineConfig({
  base: `${basePath}/`,
  plugins: [react()],
  server: {
    proxy: { '/v1': simulator, '/__sim': simulator, '/s3': simulator },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    benchmark: { include: ['src/**/*.bench.{ts,tsx}'] },
    setupFiles: ['./test/setup.ts'],
    // Whole-app renders share two cores with the simulator's builds: give them room.
    testTimeout: 20_000,
    // The token sheet is read as text by a test; other CSS stays out of unit tests.
    css: { include: [/tokens\.css/] },
  },
})

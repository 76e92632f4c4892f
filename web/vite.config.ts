import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** The simulator `npm run dev` starts beside Vite. */
const simulator = 'http://127.0.0.1:8080'

export default defineConfig({
  base: '/app/',
  plugins: [react()],
  server: {
    proxy: { '/v1': simulator, '/__sim': simulator },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
})

import { expect, test } from 'vitest'
import { isDevelopmentHost } from './environment'

test.each(['localhost', '127.0.0.1', '10.0.0.12', '[::1]'])('%s is a development host', (host) => {
  expect(isDevelopmentHost(host)).toBe(true)
})

test.each(['console.pilvio.example', 'test.pilvio.example', 'localhost.example', '1.example'])('%s is not', (host) => {
  expect(isDevelopmentHost(host)).toBe(false)
})

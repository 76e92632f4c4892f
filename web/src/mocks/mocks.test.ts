import { expect, test } from 'vitest'
import { calledOperations, type CalledOperation } from '../api/generated/called-operations'
import { notMocked } from './mocks'
import { mocks } from './server'

/** `/v1/{location}/vm` as msw writes it: `/v1/:location/vm`. */
const mswPath = (route: string) => route.replace(/\{(\w+)\}/g, ':$1')

test('each shared mock answers the method and path of the operation it is filed under', () => {
  const misfiled: string[] = []
  for (const [id, mock] of Object.entries(mocks) as [CalledOperation, (typeof mocks)[CalledOperation]][]) {
    if (mock === notMocked) continue
    const [method, route] = calledOperations[id].split(' ') as [string, string]
    const { method: answered, path } = mock.info
    if (answered !== method || path !== mswPath(route)) misfiled.push(`${id}: ${String(answered)} ${String(path)}`)
  }
  expect(misfiled).toEqual([])
})

test('a call the mocks leave to the tests fails the test that makes it unanswered', async () => {
  const unanswered = Object.entries(mocks).find(([, mock]) => mock === notMocked)
  expect(unanswered, 'some operation is left to the tests').toBeDefined()
  const [method, route] = calledOperations[unanswered![0] as CalledOperation].split(' ') as [string, string]
  const url = `http://localhost${route.replace(/\{\w+\}/g, 'x')}`
  await expect(fetch(url, { method })).rejects.toThrow()
})

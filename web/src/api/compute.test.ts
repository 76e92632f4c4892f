import { expect, test } from 'vitest'
import { isVmTransitional, vmCan, type VmStatus } from './compute'

const statuses: VmStatus[] = ['creating', 'starting', 'running', 'stopping', 'stopped', 'reinstalling', 'deleted']

/** docs/product/compute.md#vm-lifecycle: which power actions each status allows. */
test.each([
  ['start', ['stopped']],
  ['stop', ['running']],
  ['forceStop', ['running', 'stopping']],
  ['delete', ['running', 'stopped']],
  ['reboot', ['running']],
  ['resize', ['stopped']],
  ['setPassword', ['running']],
  ['reinstall', ['running', 'stopped']],
  ['snapshot', ['running', 'stopped']],
  ['changeDisks', ['running', 'stopped']],
] as const)('vmCan.%s is allowed only when %j', (action, allowed) => {
  const permitted = statuses.filter((status) => vmCan[action]({ status }))
  expect(permitted).toEqual(allowed)
})

test('the statuses the simulator moves on by itself are transitional', () => {
  expect(statuses.filter((status) => isVmTransitional({ status }))).toEqual([
    'creating',
    'starting',
    'stopping',
    'reinstalling',
  ])
})

import { expect, test } from 'vitest'
import { vmsByLocation } from './fixtures/compute'
import { specMismatch } from './spec-check'

const vm = vmsByLocation.tll?.[0]

test("an answer is checked against its operation's schema for the status", () => {
  expect(specMismatch('GET', '/v1/tll/user-resource/vm?uuid=x', 200, vm)).toBeUndefined()
  expect(specMismatch('GET', '/v1/tll/user-resource/vm?uuid=x', 200, { ...vm, status: 'flying' })).toMatch(
    /^GET \/v1\/tll\/user-resource\/vm 200 \(\/v1\/\{location\}\/user-resource\/vm\): .*status/,
  )
  expect(specMismatch('GET', '/v1/tll/user-resource/vm/list', 200, [vm])).toBeUndefined()
  expect(specMismatch('GET', '/v1/tll/user-resource/vm/list', 200, vm)).toBeDefined()
})

test('an error answer is checked against its class (4XX)', () => {
  expect(specMismatch('DELETE', 'http://localhost/v1/tll/user-resource/vm', 404, { errors: { Error: 'No' } })).toBeUndefined()
  expect(specMismatch('DELETE', 'http://localhost/v1/tll/user-resource/vm', 404, { error: 'No' })).toBeDefined()
})

test('what the spec does not describe is not checked', () => {
  expect(specMismatch('GET', '/s3/bucket?list-type=2', 200, 'anything')).toBeUndefined()
  expect(specMismatch('GET', '/v1/tll/user-resource/vm', 299, {})).toBeUndefined()
})

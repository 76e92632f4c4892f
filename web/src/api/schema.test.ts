import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript'
import { expect, test } from 'vitest'
import spec from '../../../spec/openapi.json'
import path from 'node:path'
import { calledOperationsOf, consoleSources, render as renderCalled } from '../../scripts/called-operations.mjs'
import { formOperationsOf, render } from '../../scripts/form-operations.mjs'
import calledCommitted from './generated/called-operations.ts?raw'
import formsCommitted from './generated/form-operations.ts?raw'
import committed from './generated/schema.d.ts?raw'

test('generated/schema.d.ts is fresh from spec/openapi.json', async () => {
  const fresh = COMMENT_HEADER + astToString(await openapiTS(JSON.stringify(spec), { silent: true }))
  expect(committed === fresh, 'web/src/api/generated/schema.d.ts is stale: run `npm run gen`').toBe(true)
})

test('generated/form-operations.ts is fresh from spec/openapi.json', () => {
  const fresh = render(formOperationsOf(spec))
  expect(formsCommitted === fresh, 'web/src/api/generated/form-operations.ts is stale: run `npm run gen`').toBe(true)
  expect(fresh).toContain("'POST /v1/{location}/user-resource/vm'")
})

test('generated/called-operations.ts is fresh from the console\'s sources', () => {
  const fresh = renderCalled(calledOperationsOf(spec, consoleSources(path.resolve(import.meta.dirname, '..'))))
  expect(calledCommitted === fresh, 'web/src/api/generated/called-operations.ts is stale: run `npm run gen`').toBe(true)
  expect(fresh).toContain("vm_list: 'GET /v1/{location}/user-resource/vm/list'")
})

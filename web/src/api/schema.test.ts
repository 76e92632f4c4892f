import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript'
import { expect, test } from 'vitest'
import spec from '../../../spec/openapi.json'
import committed from './generated/schema.d.ts?raw'

test('generated/schema.d.ts is fresh from spec/openapi.json', async () => {
  const fresh = COMMENT_HEADER + astToString(await openapiTS(JSON.stringify(spec), { silent: true }))
  expect(committed === fresh, 'web/src/api/generated/schema.d.ts is stale: run `npm run gen`').toBe(true)
})

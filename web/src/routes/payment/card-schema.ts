import { Ajv2020 } from 'ajv/dist/2020.js'
import { components } from '../../../../spec/openapi.json'
import type { components as Generated } from '../../api/generated/schema'

/**
 * The contract's own schema of one payment config list entry (`card/list` answers a list of
 * `Card`): read from `spec/openapi.json`, so the check follows the contract without a copy of the
 * shape; the name is checked against the generated types. Only the schemas are bundled, not the
 * paths, and only after a list has come (`card-list.ts`): the validator and schemas are large.
 */
const entry: keyof Generated['schemas'] = 'Card'

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true })
ajv.addSchema({ components, $id: 'openapi' })
const validate = ajv.compile({ $ref: `openapi#/components/schemas/${entry}` })

/** What is wrong with the entry, or undefined when it fits. */
export function entryMismatch(value: unknown): string | undefined {
  return validate(value) ? undefined : ajv.errorsText(validate.errors, { dataVar: 'entry' })
}

import { validateEmail, validateRequired, type Issue } from '../../forms/validators'
import type { BillingAccountField, BillingFields } from '../../api/billing'

/**
 * The billing fields the create form offers, in the seed's order of editable fields (docs/product/billing.md#accounts). `document` is an upload, not a text (`BillingFieldInputs.tsx`).
 */
export const textFields = [
  'title',
  'email',
  'customer_name',
  'customer_phone',
  'customer_id_number',
  'company_name',
  'company_reg_code',
  'company_vat_number',
  'address_line1',
  'address_line2',
  'city',
  'county',
  'post_index',
  'country',
  'integration_id',
  'referral_code',
] as const satisfies readonly (keyof BillingFields)[]
export type FieldName = (typeof textFields)[number]

/**
 * What an update sends: docs/product/billing.md#accounts "Editable billing fields" plus `lang`, which the update also takes
 * (the API clears any field left out).
 */
export const editableFields = [...textFields, 'lang', 'document', 'document_name'] as const satisfies readonly (keyof BillingFields)[]

export type FormField = { name: FieldName; required: boolean }

/**
 * Which fields show and which are required: the site's `billingAccountFields` rules (docs/product/billing.md#accounts);
 * the title is always offered; a field the site does not list is hidden.
 */
export function formFields(rules: readonly BillingAccountField[]): FormField[] {
  return textFields.flatMap((name): FormField[] => {
    if (name === 'title') return [{ name, required: false }]
    const rule = rules.find((r) => r.field === name)
    return rule?.visible ? [{ name, required: rule.required }] : []
  })
}

export type Values = Partial<Record<FieldName, string>>

function fieldIssue({ name, required }: FormField, value: string): Issue | undefined {
  if (value.trim() === '') return required ? validateRequired(value) : undefined
  if (name === 'email') return validateEmail(value)
  if (name === 'country' && !/^[A-Za-z]{2}$/.test(value.trim())) return { key: 'validation.countryCode' }
  return undefined
}

/** docs/product/billing.md#accounts: required fields, a valid email, and a country of exactly 2 letters. */
export function validateBillingFields(fields: FormField[], values: Values): Partial<Record<FieldName, Issue>> {
  const issues: Partial<Record<FieldName, Issue>> = {}
  for (const field of fields) {
    const issue = fieldIssue(field, values[field.name] ?? '')
    if (issue) issues[field.name] = issue
  }
  return issues
}

/** The body of the create call: the shown fields, trimmed, blanks left out. */
export function billingBody(fields: FormField[], values: Values): BillingFields {
  const body: BillingFields = {}
  for (const { name } of fields) {
    const value = values[name]?.trim()
    if (value) body[name] = name === 'country' ? value.toUpperCase() : value
  }
  return body
}

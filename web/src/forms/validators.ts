import type { MessageKey, Translate } from '../i18n'

/**
 * Field rules of docs/product/identity.md#password-rule and docs/product/config.md#configuration-rules. Each returns `undefined` when the value is
 * valid, or the i18n key of the message (with its parameters) to show under the field.
 */
export type Issue = { key: MessageKey; params?: Record<string, string | number> }

const required: Issue = { key: 'validation.required' }

/** The message of an issue in the user's language, for a field's `error`. */
export function issueText(t: Translate, issue: Issue | undefined): string | undefined {
  return issue && (t as (key: string, params?: object) => string)(issue.key, issue.params)
}

/** A value that must not be blank. */
export function validateRequired(value: string): Issue | undefined {
  return value.trim() === '' ? required : undefined
}

/** At least one lower-case and one upper-case ASCII letter, one digit, 8 characters or more. */
export function validatePassword(password: string): Issue | undefined {
  if (password === '') return required
  const ok = /[a-z]/.test(password) && /[A-Z]/.test(password) && /[0-9]/.test(password) && [...password].length >= 8
  return ok ? undefined : { key: 'validation.password' }
}

export function validatePasswordConfirmation(password: string, confirmation: string): Issue | undefined {
  if (confirmation === '') return required
  return password === confirmation ? undefined : { key: 'validation.passwordMismatch' }
}

/**
 * A top-up amount: a number, positive, not rounding to zero cents ('Amount is too low'), and not
 * below the site's minimum top-up.
 */
export function validateAmount(value: string, { minimum }: { minimum: number }): Issue | undefined {
  const text = value.trim().replace(',', '.')
  if (text === '') return required
  const amount = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN
  if (!Number.isFinite(amount) || amount <= 0) return { key: 'validation.amountPositive' }
  if (Math.round(amount * 100) === 0) return { key: 'validation.amountTooLow' }
  if (amount < minimum) return { key: 'validation.amountMinimum' }
  return undefined
}

/** A resource name: letters or digits first, then letters, digits, spaces, dots, dashes, underscores. */
const namePattern = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u

export function validateName(name: string, { min = 1 }: { min?: number } = {}): Issue | undefined {
  const trimmed = name.trim()
  if (trimmed === '') return required
  if ([...trimmed].length < min) return { key: 'validation.nameTooShort', params: { min } }
  return namePattern.test(trimmed) ? undefined : { key: 'validation.nameInvalid' }
}

/** docs/product/compute.md#vm-create: the required SSH key pattern. */
export const sshKeyPattern = /^(ssh-(rsa|dsa|ecdsa|ed25519)|ecdsa-sha2-nistp[0-9]+) [A-Za-z0-9+/]+[=]{0,3}(\s.*)?$/

export function validateSshKey(key: string): Issue | undefined {
  if (key.trim() === '') return required
  return sshKeyPattern.test(key.trim()) ? undefined : { key: 'validation.sshKey' }
}

/** The forgot-password email (also checked by the browser, the field being `type="email"`). */
export function validateEmail(email: string): Issue | undefined {
  const trimmed = email.trim()
  if (trimmed === '') return required
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? undefined : { key: 'validation.email' }
}

import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { translate, type MessageKey } from '../i18n'
import {
  sshKeyPattern,
  validateAmount,
  validateEmail,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
  validateSshKey,
} from './validators'

const text = (issue: { key: MessageKey; params?: object } | undefined) =>
  issue && (translate as (l: string, k: string, p?: object) => string)('en', issue.key, issue.params)

describe('password (docs/product/identity.md#password-rule)', () => {
  const reference = (p: string) => /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p) && [...p].length >= 8

  test('examples', () => {
    expect(validatePassword('Correct1horse')).toBeUndefined()
    expect(text(validatePassword('short1A'))).toBe(
      'Use at least 8 characters with a lowercase letter, an uppercase letter and a digit',
    )
    expect(text(validatePassword('alllowercase1'))).toBeDefined()
    expect(text(validatePassword(''))).toBe('This field is required')
    expect(text(validatePasswordConfirmation('Abcdefg1', 'Abcdefg2'))).toBe('Passwords do not match')
    expect(validatePasswordConfirmation('Abcdefg1', 'Abcdefg1')).toBeUndefined()
  })

  test('accepts exactly the passwords with a lower-case and an upper-case ASCII letter, a digit and 8 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (p) => {
        expect(validatePassword(p) === undefined).toBe(reference(p))
      }),
    )
  })

  test('any password built to the rule passes; removing its upper-case letters fails it', () => {
    const built = fc
      .tuple(
        fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 1 }),
        fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 1 }),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1 }),
        fc.string({ minLength: 5 }),
      )
      .chain((parts) => fc.shuffledSubarray([...parts.join('')], { minLength: parts.join('').length }).map((c) => c.join('')))
    fc.assert(
      fc.property(built, (p) => {
        expect(validatePassword(p)).toBeUndefined()
        expect(validatePassword(p.replace(/[A-Z]/g, ''))).toBeDefined()
      }),
    )
  })
})

describe('amount (docs/product/payment.md#top-up)', () => {
  test('examples', () => {
    expect(validateAmount('13', { minimum: 13 })).toBeUndefined()
    expect(validateAmount('13,50', { minimum: 13 })).toBeUndefined()
    expect(text(validateAmount('-5', { minimum: 13 }))).toBe('Amount should be positive')
    expect(text(validateAmount('0', { minimum: 0 }))).toBe('Amount should be positive')
    expect(text(validateAmount('abc', { minimum: 0 }))).toBe('Amount should be positive')
    expect(text(validateAmount('0.001', { minimum: 0 }))).toBe('Amount is too low')
    expect(text(validateAmount('12.99', { minimum: 13 }))).toBe('Amount should not be less than than minimum top up')
    expect(text(validateAmount(' ', { minimum: 13 }))).toBe('This field is required')
  })

  test('a number at or above the minimum (and a whole cent) passes; below it fails', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (amount, minimum) => {
          const value = amount.toFixed(2)
          const issue = validateAmount(value, { minimum })
          expect(issue === undefined).toBe(Number(value) >= minimum)
        },
      ),
    )
  })

  test('never throws on any input', () => {
    fc.assert(fc.property(fc.string(), fc.double(), (value, minimum) => void validateAmount(value, { minimum })))
  })
})

describe('names', () => {
  test('examples', () => {
    expect(validateName('web-1')).toBeUndefined()
    expect(validateName('Jõhvi andmebaas 2')).toBeUndefined()
    expect(text(validateName('ab', { min: 3 }))).toBe('Name is too short (minimum 3 characters)')
    expect(text(validateName('-leading'))).toBe('Please enter a valid name')
    expect(text(validateName('bad<name>'))).toBe('Please enter a valid name')
  })

  test('a name shorter than the minimum is too short, whatever it holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.string({ unit: 'grapheme-ascii', minLength: 1 }), (min, name) => {
        fc.pre(name.trim().length > 0 && [...name.trim()].length < min)
        expect(validateName(name, { min })?.key).toBe('validation.nameTooShort')
      }),
    )
  })
})

describe('SSH key (docs/product/compute.md#vm-create)', () => {
  const base64 = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'), minLength: 1 })
  const kinds = fc.oneof(
    fc.constantFrom('ssh-rsa', 'ssh-dsa', 'ssh-ecdsa', 'ssh-ed25519'),
    fc.nat({ max: 1024 }).map((n) => `ecdsa-sha2-nistp${n}`),
  )

  test('the pattern is the seed’s', () => {
    expect(sshKeyPattern.source).toBe(
      '^(ssh-(rsa|dsa|ecdsa|ed25519)|ecdsa-sha2-nistp[0-9]+) [A-Za-z0-9+/]+[=]{0,3}(\\s.*)?$',
    )
    expect(validateSshKey('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMq ann@laptop')).toBeUndefined()
    expect(text(validateSshKey('ssh-foo AAAA'))).toBe('SSH key does not match required pattern')
  })

  test('well-formed keys pass, with or without a comment', () => {
    fc.assert(
      fc.property(kinds, base64, fc.nat({ max: 3 }), fc.option(fc.string()), (kind, body, pad, comment) => {
        const key = `${kind} ${body}${'='.repeat(pad)}${comment === null ? '' : ` ${comment.replace(/[\r\n]/g, '')}`}`
        expect(validateSshKey(key)).toBeUndefined()
      }),
    )
  })

  test('keys of an unknown type, or with more than three = of padding, fail', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), base64, (kind, body) => {
        fc.pre(!/^(ssh-(rsa|dsa|ecdsa|ed25519)|ecdsa-sha2-nistp[0-9]+)(\s|$)/.test(kind.trim()))
        expect(validateSshKey(`${kind} ${body}`)).toBeDefined()
        expect(validateSshKey(`ssh-rsa ${body}====`)?.key).toBe('validation.sshKey')
      }),
    )
  })
})

test('email', () => {
  expect(validateEmail('ann@testcloud.example')).toBeUndefined()
  expect(text(validateEmail('ann'))).toBe('Enter a valid email address')
  expect(text(validateEmail(''))).toBe('This field is required')
})

import { expect, test } from 'vitest'
import { luhnValid, sandboxCards, sandboxToken } from './cards'

test("every sandbox test number passes the processor form's check and maps to its token", () => {
  for (const card of sandboxCards) {
    expect(luhnValid(card.number)).toBe(true)
    expect(sandboxToken(card.number.replace(/(\d{4})/g, '$1 '))).toBe(card.token)
  }
})

test('other numbers: refused by the form, or a token the processor does not know', () => {
  expect(luhnValid('4000 0000 0000 0001')).toBe(false)
  expect(luhnValid('12')).toBe(false)
  expect(sandboxToken('4111111111111111')).toBe('tok_unknown_1111')
})

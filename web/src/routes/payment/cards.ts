import type { Translate } from '../../i18n'
import type { Card } from '../../api/payment'

/** The account's cards a charge can use on `keyword`: verified and not deleted, primary first. */
export function usableCards(cards: readonly Card[], keyword: string): Card[] {
  return cards
    .filter((c) => !c.is_deleted && c.is_verified && c.processor.keyword === keyword)
    .sort((a, b) => Number(b.is_primary) - Number(a.is_primary))
}

/** 'Visa ···4242 (12/29)'; a PayPal account has no number. */
export function cardLabel(card: Card, t: Translate): string {
  const { brand, last4 } = card.additional_data
  if (!last4) return t('payment.cards.paypalLabel')
  return t('payment.cards.label', { brand: brand.toUpperCase(), last4, expiry: card.valid_thru })
}

/**
 * The sandbox card processor's form (docs/reference/payment-sandbox.md): the processor's script would
 * turn the card number into a token; its test numbers map to the simulator's test tokens. Any
 * other number makes a token the processor refuses ('Error adding payment method').
 */
export const sandboxCards = [
  { number: '4242424242424242', token: 'tok_visa', behaviour: 'succeeds' },
  { number: '5555555555554444', token: 'tok_mastercard', behaviour: 'succeeds' },
  { number: '378282246310005', token: 'tok_amex', behaviour: 'succeeds' },
  { number: '4000002500003155', token: 'tok_3ds', behaviour: 'threeDs' },
  { number: '4000000000000002', token: 'tok_declined', behaviour: 'declined' },
  { number: '4000000000009995', token: 'tok_insufficient_funds', behaviour: 'insufficientFunds' },
  { number: '4000000000000341', token: 'tok_chargeCustomerFail', behaviour: 'chargeFails' },
] as const

export function sandboxToken(number: string): string {
  const digits = number.replace(/\D/g, '')
  return sandboxCards.find((c) => c.number === digits)?.token ?? `tok_unknown_${digits.slice(-4)}`
}

/** Luhn's check, as the processor's form runs it before making a token. */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

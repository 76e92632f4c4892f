import { expect, test } from 'vitest'
import { credentials } from './credentials'
import { captureReferral, referralCodeFrom } from './referral'

test('a referral code comes from /referral/{code} or ?referral_code=', () => {
  expect(referralCodeFrom(new URL('http://x/app/referral/FRIEND%201'))).toBe('FRIEND 1')
  expect(referralCodeFrom(new URL('http://x/app/?referral_code=ABC'))).toBe('ABC')
  expect(referralCodeFrom(new URL('http://x/app/compute'))).toBeUndefined()
  captureReferral(new URL('http://x/app/?signup&referral_code=XYZ'))
  expect(credentials.referralCode()).toBe('XYZ')
})

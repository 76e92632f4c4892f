import { credentials } from './credentials'

/** docs/product/config.md#console-routes: a referral code from a `/referral/{code}` share link or a `referral_code` query parameter. */
export function referralCodeFrom(url: URL): string | undefined {
  const fromQuery = url.searchParams.get('referral_code')
  if (fromQuery) return fromQuery
  const match = /\/referral\/([^/]+)\/?$/.exec(url.pathname)
  if (!match?.[1]) return undefined
  try {
    return decodeURIComponent(match[1])
  } catch {
    return match[1]
  }
}

/** At load: keep the code for the signup and billing screens. */
export function captureReferral(url: URL) {
  const code = referralCodeFrom(url)
  if (code) credentials.setReferralCode(code)
}

import { credentials } from '../api/credentials'
import { chunk } from './screen'

/** docs/product/config.md#console-routes: the sign-in views and the profile. */
export const identity = [
  chunk('authCallback', ['identity'], {
    authCallback: { path: '/auth0_callback', component: 'AuthCallbackPage', public: true },
  }),
  chunk('emailVerification', ['identity'], {
    emailVerification: { path: '/email_verification', component: 'EmailVerificationPage', public: true },
  }),
  chunk('referral', ['identity'], {
    /** A share link: the referral code is kept and the offer explained before sign-up. */
    referral: {
      path: '/referral/$code',
      component: 'ReferralPage',
      public: true,
      enter: ({ code }) => credentials.setReferralCode(code ?? ''),
    },
  }),
  chunk('profile', ['identity', 'access', 'payment', 'pricing'], {
    /** Acting as another user starts from the profile's "Shared with you". */
    profile: { path: '/profile', component: 'ProfilePage', nav: 'access_impersonation' },
  }),
]

import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect } from 'react'
import { Outlet } from '@tanstack/react-router'
import { ChatWidget } from '../../components/chat/ChatWidget'
import { CrashScreen } from '../../components/CrashScreen'
import { Splash } from '../../components/Splash'
import { withAreas } from '../../i18n'
import { localeChoice } from '../../platform/locale'
import { useCurrentKey } from '../../api/use-credentials'
import { UserContext } from '../../platform/use-user'
import { Shell } from './Shell'
import { userQuery } from '../../api/identity'

// A chunk of its own: a signed-in load (the usual one) never needs the sign-in views.
const SignInPage = lazy(() =>
  withAreas(() => import('../../routes/identity/SignInPage'), ['identity'])().then((m) => ({ default: m.SignInPage })),
)

/**
 * docs/product/config.md#console-routes "Root routing": a signed-in user sees the app at any path; anyone else sees the
 * sign-in screen there (and lands on the same path after signing in).
 */
export function AppLayout() {
  const key = useCurrentKey()
  return key ? (
    <SignedIn />
  ) : (
    <Suspense fallback={<Splash />}>
      <SignInPage />
    </Suspense>
  )
}

function SignedIn() {
  const user = useQuery(userQuery)
  // The language kept on the user wins over the browser's (docs/product/config.md#site-configuration profile `lang`).
  const lang = user.data?.profile_data.lang
  useEffect(() => localeChoice.set(lang), [lang])
  if (user.isPending) return <Splash />
  if (user.isError) return <CrashScreen error={user.error} />
  return (
    <UserContext value={user.data}>
      <Shell>
        <Outlet />
      </Shell>
      <ChatWidget />
    </UserContext>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Outlet } from '@tanstack/react-router'
import { userQuery } from '../../api/queries'
import { ChatWidget } from '../../components/chat/ChatWidget'
import { CrashScreen } from '../../components/CrashScreen'
import { Splash } from '../../components/Splash'
import { SignInPage } from '../../routes/identity/SignInPage'
import { useCurrentKey } from '../use-credentials'
import { UserContext } from '../use-user'
import { Shell } from './Shell'

/**
 * Platform seed §2 "Root routing": a signed-in user sees the app at any path; anyone else sees the
 * sign-in screen there (and lands on the same path after signing in).
 */
export function AppLayout() {
  const key = useCurrentKey()
  return key ? <SignedIn /> : <SignInPage />
}

function SignedIn() {
  const user = useQuery(userQuery)
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

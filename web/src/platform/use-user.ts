import { createContext, use } from 'react'
import type { components } from '../api/generated/schema'

type User = components['schemas']['User']

export const UserContext = createContext<User | null>(null)

/** The signed-in user, inside the signed-in app. */
export function useUser(): User {
  const user = use(UserContext)
  if (!user) throw new Error('useUser() needs the signed-in app')
  return user
}

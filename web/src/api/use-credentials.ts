import { useSyncExternalStore } from 'react'
import { credentials } from './credentials'

/** The key calls are signed with, or null when nobody is signed in; re-renders when it changes. */
export function useCurrentKey(): string | null {
  return useSyncExternalStore(credentials.subscribe, credentials.current)
}

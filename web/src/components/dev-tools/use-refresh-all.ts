import { useQueryClient } from '@tanstack/react-query'

/** Every screen reads the world again after the simulator changed it behind the console's back. */
export function useRefreshAll() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries()
}

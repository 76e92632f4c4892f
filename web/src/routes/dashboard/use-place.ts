import { useQuery } from '@tanstack/react-query'
import { locationsQuery } from '../../api/config'

/** A location's display name from `config/locations`, or its slug while that loads. */
export function usePlace() {
  const locations = useQuery(locationsQuery)
  return (slug: string) => locations.data?.find((l) => l.slug === slug)?.display_name ?? slug
}

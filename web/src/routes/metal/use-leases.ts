import { useQueries, useQuery } from '@tanstack/react-query'
import { leaseListQuery, type MetalLease } from '../../api/metal'
import { locationsQuery } from '../../api/config'

/**
 * Every lease of the user across the site's locations: one list call per location from
 * `config/locations` (no endpoint aggregates them, and `/metal/lease/{uuid}` names no location).
 */
export function useAllLeases() {
  const locations = useQuery(locationsQuery)
  const lists = useQueries({
    queries: (locations.data ?? []).map((location) => leaseListQuery(location.slug)),
    combine: (results) => ({
      leases: results.flatMap((result): MetalLease[] => result.data ?? []),
      pending: results.some((result) => result.isPending),
      failed: results.filter((result) => result.isError),
    }),
  })
  return {
    locations: locations.data,
    leases: lists.leases,
    pending: locations.isPending || lists.pending,
    error: locations.error ?? lists.failed[0]?.error,
    retry: () => {
      if (locations.isError) void locations.refetch()
      lists.failed.forEach((result) => void result.refetch())
    },
  }
}

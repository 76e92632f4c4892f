import { useQueries, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { locationsQuery } from '../../api/config'

export type Located<T> = { location: string; item: T }

/**
 * One list call per location from `config/locations` (no endpoint aggregates them), flattened
 * into rows that remember their location. Disabled (a type the site turned off), it calls nothing.
 */
export function useAcrossLocations<T, K extends QueryKey>(
  query: (location: string) => UseQueryOptions<T[], Error, T[], K>,
  enabled = true,
) {
  const locations = useQuery(locationsQuery)
  const lists = useQueries({
    queries: enabled ? (locations.data ?? []).map((location) => query(location.slug)) : [],
    combine: (results) => ({
      rows: results.flatMap((result, i): Located<T>[] =>
        (result.data ?? []).map((item) => ({ location: locations.data?.[i]?.slug ?? '', item })),
      ),
      pending: results.some((result) => result.isPending),
      failed: results.filter((result) => result.isError),
    }),
  })
  return {
    locations: locations.data,
    rows: lists.rows,
    pending: enabled && (locations.isPending || lists.pending),
    error: enabled ? (locations.error ?? lists.failed[0]?.error) : null,
    retry: () => {
      if (locations.isError) void locations.refetch()
      lists.failed.forEach((result) => void result.refetch())
    },
  }
}

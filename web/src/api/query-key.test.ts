import { QueryClient, queryOptions } from '@tanstack/react-query'
import { expect, test } from 'vitest'

test('a query key or an invalidation names an operation of the contract, or does not compile', () => {
  const client = new QueryClient()
  const known = queryOptions({ queryKey: ['vm_list', { location: 'tll' }], queryFn: () => [] })
  // @ts-expect-error: no operation is called vm_lsit
  const misspelt = queryOptions({ queryKey: ['vm_lsit', { location: 'tll' }], queryFn: () => [] })
  // @ts-expect-error: an invalidation by string literal must name an operation too
  void client.invalidateQueries({ queryKey: ['disks'] })
  expect([known.queryKey[0], misspelt.queryKey[0]]).toEqual(['vm_list', 'vm_lsit'])
})

import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { call } from './errors'
import type { components } from './generated/schema'
import type { TokenCreate } from './types'

/** Platform seed §7 "Tokens and delegation": the user's API tokens. */
export const tokensQuery = queryOptions({
  queryKey: ['token_list'],
  queryFn: () => call(api.GET('/v1/user-resource/token/list')),
  meta: { errorToast: false },
})

export const tokenActions = {
  /** Answers every token of the user. */
  create: (body: TokenCreate) => call(api.POST('/v1/user-resource/token', { body })),
  /** Answers every token of the user. */
  update: (body: components['schemas']['TokenUpdate']) => call(api.PATCH('/v1/user-resource/token', { body })),
  delete: (id: number) => call(api.DELETE('/v1/user-resource/token', { body: { token_id: id } })),
}

import { HttpResponse } from 'msw'
import type { components, paths } from '../../api/generated/schema'

/** The bodies an operation of the generated `paths` answers: its 200 body or its 4XX one. */
export type Ok<P extends keyof paths, M extends 'get' | 'post' | 'patch' | 'delete'> = paths[P][M] extends {
  responses: {
    200: { content: { 'application/json': infer Body } }
    '4XX': { content: { 'application/json': infer Rejected } }
  }
}
  ? Body | Rejected
  : never

/** A 404 in the resource areas' error shape (DESIGN §3: `{"errors": {"Error": …}}`). */
export const notFound = (message: string) =>
  HttpResponse.json<components['schemas']['ErrorsBody']>({ errors: { Error: message } }, { status: 404 })

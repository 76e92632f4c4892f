import { HttpResponse } from 'msw'
import type { components, paths } from '../../api/generated/schema'

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete'
type Json<R, S extends PropertyKey> = R extends { [K in S]: { content: { 'application/json': infer Body } } } ? Body : never

/**
 * The bodies an operation of the generated `paths` answers: its success body (200 or 201) or its
 * 4XX one. Handlers declare it, so a mock cannot answer a shape the API does not have (and
 * `test/setup.ts` checks every answer against spec/openapi.json at run time).
 */
export type Answer<P extends keyof paths, M extends Method> = paths[P][M] extends { responses: infer R }
  ? Json<R, 200> | Json<R, 201> | Json<R, '4XX'>
  : never

/** A 404 in the resource areas' error shape (docs/product/conventions.md: `{"errors": {"Error": …}}`). */
export const notFound = (message: string) =>
  HttpResponse.json<components['schemas']['ErrorsBody']>({ errors: { Error: message } }, { status: 404 })

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import spec from '../../../spec/openapi.json'

/**
 * Checks a mocked answer against `spec/openapi.json`: the operation's response schema for the
 * status (an exact status first, else its class, `4XX` or `5XX`). Only the API's own paths
 * (`/v1`, `/__sim`) are checked: the identity provider's (the simulator's stand-in is in the spec
 * too) answer as the real provider would in tests. Answers the spec does not describe (an
 * undocumented path, method or status, or a body that is not JSON) are not checked either.
 */

type Responses = Record<string, { content?: Record<string, unknown> }>
type Operation = { responses?: Responses }

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true })
ajv.addSchema({ ...spec, $id: 'openapi' })

/** Spec paths as patterns: `/v1/{location}/storage/disks/{uuid}` matches any one segment per parameter. */
const routes = Object.entries(spec.paths as unknown as Record<string, Record<string, Operation>>).map(([path, methods]) => ({
  path,
  pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  fixed: path.split('/').filter((part) => !part.startsWith('{')).length,
  methods,
}))

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')
const compiled = new Map<string, ValidateFunction>()

/** The operation a request reaches: of the matching spec paths, the one with most fixed segments. */
function operationOf(method: string, pathname: string) {
  const matches = routes.filter((route) => route.pattern.test(pathname) && route.methods[method.toLowerCase()])
  return matches.sort((a, b) => b.fixed - a.fixed)[0]
}

/** What is wrong with the answer, or undefined when it fits the spec (or the spec says nothing of it). */
export function specMismatch(method: string, url: string, status: number, body: unknown): string | undefined {
  const pathname = new URL(url, 'http://localhost').pathname
  if (!/^\/(v1|__sim)\//.test(pathname)) return undefined
  const route = operationOf(method, pathname)
  if (!route) return undefined
  const verb = method.toLowerCase()
  const responses = route.methods[verb]?.responses ?? {}
  const code = [String(status), `${String(status)[0]}XX`].find((key) => responses[key]?.content?.['application/json'])
  if (!code) return undefined
  const ref = `openapi#/${pointer('paths', route.path, verb, 'responses', code, 'content', 'application/json', 'schema')}`
  let validate = compiled.get(ref)
  if (!validate) {
    validate = ajv.compile({ $ref: ref })
    compiled.set(ref, validate)
  }
  if (validate(body)) return undefined
  return `${method} ${pathname} ${status} (${route.path}): ${ajv.errorsText(validate.errors)}`
}

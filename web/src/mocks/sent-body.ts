import type { DefaultBodyType, StrictRequest } from 'msw'

/**
 * The body a request carried, as the simulator reads it: JSON as parsed, and a form (what the
 * console sends where the real API reads forms, `api/client.ts`) typed by the operation's schema in
 * `spec/openapi.json`: numbers, booleans, repeated keys as an array, nested values from JSON text.
 * So handlers and tests read what was sent the same way whichever format carried it.
 */
export async function sentBody<T extends DefaultBodyType>(request: StrictRequest<T>): Promise<T> {
  const text = await request.text()
  if (!text) return undefined as T
  if (!request.headers.get('content-type')?.includes('application/x-www-form-urlencoded')) return JSON.parse(text) as T
  const form = new URLSearchParams(text)
  const schema = bodySchema(request.method, new URL(request.url).pathname)
  const fields: Record<string, unknown> = {}
  for (const key of new Set(form.keys())) fields[key] = decode(form.getAll(key), property(schema, key))
  return fields as T
}

type Schema = {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, Schema>
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
}
type Spec = { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>> }

const [spec] = Object.values(import.meta.glob<Spec>('../../../spec/openapi.json', { eager: true, import: 'default' }))
if (!spec) throw new Error('spec/openapi.json is missing: run `npm run gen`')

/** The operation's body schema: literal paths before templated ones (`/v1/storage/…` over `/v1/{location}/…`). */
function bodySchema(method: string, pathname: string): Schema | undefined {
  const routes = Object.keys(spec!.paths)
    .filter((route) => new RegExp(`^${route.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname))
    .sort((a, b) => a.split('{').length - b.split('{').length)
  const content = routes.map((route) => spec!.paths[route]?.[method.toLowerCase()]?.requestBody?.content).find(Boolean)
  return content && Object.values(content)[0]?.schema
}

/** A schema with its `$ref`, nullable union or composition followed to the one that says what the value is. */
function resolve(schema: Schema | undefined): Schema | undefined {
  if (schema?.$ref) return resolve(schema.$ref.split('/').reduce<unknown>((node, part) => (part === '#' ? spec : (node as Record<string, unknown>)[part]), spec) as Schema)
  const branch = (schema?.anyOf ?? schema?.oneOf ?? schema?.allOf)?.find((s) => resolve(s)?.type !== 'null')
  return branch ? resolve(branch) : schema
}

function property(schema: Schema | undefined, key: string): Schema | undefined {
  const object = resolve(schema)
  return resolve(object?.properties?.[key] ?? object?.allOf?.map((part) => resolve(part)?.properties?.[key]).find(Boolean))
}

function typeOf(schema: Schema | undefined): string {
  const type = schema?.type
  return (Array.isArray(type) ? type.find((t) => t !== 'null') : type) ?? 'string'
}

function decode(values: string[], schema: Schema | undefined): unknown {
  if (typeOf(schema) === 'array') return values.map((value) => decode([value], resolve(schema?.items)))
  const [value = ''] = values
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Number(value)
    case 'boolean':
      return value === 'true'
    case 'object':
      return JSON.parse(value)
    default:
      return value
  }
}

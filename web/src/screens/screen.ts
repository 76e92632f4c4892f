import type { Area } from '../i18n'
import type { ResourceType } from './resource-types'

/**
 * One screen of the console, declared once by its area: the router, the path builder and the
 * navigation are built from these declarations (docs/architecture.md, section 8).
 */
export type Screen = {
  /** The route pattern, relative to the base path; `$name` is a parameter. */
  readonly path: string
  /** The export of the chunk that draws it. */
  readonly component: string
  /** The values a `$type` segment may take; any other is not found. */
  readonly types?: readonly string[]
  /** Shown to whoever visits, outside the signed-in app (docs/product/config.md#console-routes). */
  readonly public?: true
  /** Run when the path is entered, with its parameters. */
  readonly enter?: (params: Record<string, string>) => void
  /** The navigation's entry for this resource type leads here. */
  readonly nav?: ResourceType
  /** The types this screen creates (a `$type` screen: under each type's own path). */
  readonly creates?: readonly ResourceType[]
}

/**
 * Screens loaded together in one lazy chunk (the router names each chunk's module), with the
 * text areas they need fetched alongside.
 */
export type Chunk<S extends Record<string, Screen> = Record<string, Screen>> = {
  readonly name: string
  readonly areas: readonly Area[]
  readonly screens: S
}

export function chunk<const N extends string, const S extends Record<string, Screen>>(
  name: N,
  areas: readonly Area[],
  screens: S,
): Chunk<S> & { name: N } {
  return { name, areas, screens }
}

/** The parameter names of a pattern: `'/a/$b/$c'` → `'b' | 'c'`. */
type ParamNames<P extends string> = P extends `${string}$${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}$${infer Name}`
    ? Name
    : never

type Params<S extends Screen> = {
  [K in ParamNames<S['path']>]: K extends 'type' ? (S['types'] extends readonly (infer T)[] ? T : string) : string | number
}

/** A screen's path builder: no argument for a fixed path, its parameters otherwise. */
export type PathOf<S extends Screen> = [ParamNames<S['path']>] extends [never] ? () => string : (params: Params<S>) => string

/** The pattern with each `$name` replaced by its parameter, encoded. */
export function fill(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])))
}

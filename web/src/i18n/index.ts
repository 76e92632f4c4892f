import { createContext, createElement, Fragment, use, type ReactNode } from 'react'
import core from './core/en'

/**
 * The console's texts, one catalogue per area (`i18n/<area>/{en,et,es}.ts`) plus the core one the
 * shell needs before sign-in. English core is built in; every other catalogue is a chunk of its
 * own, fetched with the screens that speak it (`loadAreas`, called by their routes) in English and
 * in each language in use, so the first load carries neither other areas nor other languages.
 */

/** The areas with a catalogue of their own; a key's first segment names its area. */
export const areas = [
  'dashboard',
  'identity',
  'access',
  'billing',
  'payment',
  'pricing',
  'compute',
  'metal',
  'network',
  'storage',
  'services',
  'control',
  'palette',
] as const
export type Area = (typeof areas)[number]

/** Every text in English: the core catalogue and each area's under its name. */
type English = typeof core & {
  dashboard: (typeof import('./dashboard/en'))['default']
  identity: (typeof import('./identity/en'))['default']
  access: (typeof import('./access/en'))['default']
  billing: (typeof import('./billing/en'))['default']
  payment: (typeof import('./payment/en'))['default']
  pricing: (typeof import('./pricing/en'))['default']
  compute: (typeof import('./compute/en'))['default']
  metal: (typeof import('./metal/en'))['default']
  network: (typeof import('./network/en'))['default']
  storage: (typeof import('./storage/en'))['default']
  services: (typeof import('./services/en'))['default']
  control: (typeof import('./control/en'))['default']
  palette: (typeof import('./palette/en'))['default']
}

/** A catalogue: the shape of the English one with any string at each leaf. */
export type Messages = Widen<English>
export type CoreMessages = Widen<typeof core>
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }

/** The languages the console speaks. */
export const locales = ['en', 'et', 'es'] as const
export type Locale = (typeof locales)[number]

type Catalogue = Record<string, unknown>
const files = import.meta.glob<Catalogue>(['./*/{en,et,es}.ts', '!./core/en.ts'], { import: 'default' })
const loaded: Record<Locale, Catalogue | undefined> = { en: { ...core }, et: undefined, es: undefined }
const pending = new Map<string, Promise<void>>()

/** Fetches one catalogue once (`core` or an area) into its language's texts. */
function fetchCatalogue(locale: Locale, name: 'core' | Area): Promise<void> {
  const id = `./${name}/${locale}.ts`
  let promise = pending.get(id)
  if (!promise) {
    const load = files[id]
    if (!load) throw new Error(`no catalogue ${id}`)
    promise = load().then((texts) => {
      const into = (loaded[locale] ??= {})
      if (name === 'core') Object.assign(into, texts)
      else into[name] = texts
    })
    // A failed fetch may be tried again.
    promise.catch(() => pending.delete(id))
    pending.set(id, promise)
  }
  return promise
}

/** The languages asked for so far (English always: it is every text's fallback). */
const inUse = new Set<Locale>(['en'])
const areasLoaded = () => areas.filter((area) => loaded.en?.[area] !== undefined)

/**
 * Fetches a language's core catalogue and those of the areas already loaded, once. Until it is
 * here, texts are looked up in English.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en') return
  inUse.add(locale)
  await Promise.all([fetchCatalogue(locale, 'core'), ...areasLoaded().map((area) => fetchCatalogue(locale, area))])
}

/** Fetches the areas' catalogues in English and in every other language loaded so far. */
export async function loadAreas(names: readonly Area[]): Promise<void> {
  await Promise.all([...inUse].flatMap((locale) => names.map((area) => fetchCatalogue(locale, area))))
}

/**
 * A lazy chunk that speaks the given areas: its module once both it and their catalogues are here
 * (`i18n/areas.test.ts` checks each chunk names every area its texts come from).
 */
export function withAreas<M>(load: () => Promise<M>, names: readonly Area[]): () => Promise<M> {
  return () => Promise.all([load(), loadAreas(names)]).then(([module]) => module)
}

export const isLocale = (value: string | null | undefined): value is Locale => locales.includes(value as Locale)

/** Dotted paths to every text, e.g. `identity.signIn.title`. */
export type MessageKey = Leaves<English>
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

type At<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never
type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never
/** `{name}` in the English text makes `{ name }` a required parameter. */
type Params<K extends MessageKey> = [Placeholders<At<English, K>>] extends [never]
  ? []
  : [params: Record<Placeholders<At<English, K>>, string | number>]

const find = (texts: Catalogue | undefined, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], texts)

/** The text in the language if its catalogue is here, else in English, else the key itself. */
function lookup(locale: Locale, key: string): string {
  const text = find(loaded[locale], key) ?? find(loaded.en, key)
  return typeof text === 'string' ? text : key
}

export function translate<K extends MessageKey>(locale: Locale, key: K, ...[params]: Params<K>): string {
  const text = lookup(locale, key)
  if (!params) return text
  const values: Record<string, string | number> = params
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))
}

/** The first of the user's preferred languages the console speaks, else English. */
export function resolveLocale(languages: readonly string[]): Locale {
  return languages.map((tag) => tag.split('-')[0]).find(isLocale) ?? 'en'
}

export const LocaleContext = createContext<Locale>('en')

export type Translate = <K extends MessageKey>(key: K, ...params: Params<K>) => string

export function useT(): Translate {
  const locale = use(LocaleContext)
  return (key, ...params) => translate(locale, key, ...params)
}

export function useLocale(): Locale {
  return use(LocaleContext)
}

/** A text whose placeholders are elements, e.g. a link inside a sentence. */
export function useRichT() {
  const locale = use(LocaleContext)
  return <K extends MessageKey>(key: K, nodes: Record<Placeholders<At<English, K>>, ReactNode>): ReactNode[] =>
    lookup(locale, key)
      .split(/\{(\w+)\}/)
      .map((part, i) =>
        i % 2 === 1 ? createElement(Fragment, { key: i }, (nodes as Record<string, ReactNode>)[part]) : part,
      )
}

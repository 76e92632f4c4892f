import { createContext, createElement, Fragment, use, type ReactNode } from 'react'
import { en } from './en'

/** A catalogue: the shape of `en` with any string at each leaf. */
export type Messages = Widen<typeof en>
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }

/** The languages the console speaks. English is built in; the others are chunks of their own. */
export const locales = ['en', 'et', 'es'] as const
export type Locale = (typeof locales)[number]

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Messages>> = {
  et: () => import('./et').then((m) => m.et),
  es: () => import('./es').then((m) => m.es),
}
const loaded: Partial<Record<Locale, Messages>> = { en }

/**
 * Fetches a language's catalogue once (only the chosen one is downloaded, so the first load
 * carries one language, not three). Until it is here, texts are looked up in English.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale !== 'en' && !loaded[locale]) loaded[locale] = await loaders[locale]()
}

export const isLocale = (value: string | null | undefined): value is Locale => locales.includes(value as Locale)

/** Dotted paths to every text, e.g. `identity.signIn.title`. */
export type MessageKey = Leaves<typeof en>
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
type Params<K extends MessageKey> = [Placeholders<At<typeof en, K>>] extends [never]
  ? []
  : [params: Record<Placeholders<At<typeof en, K>>, string | number>]

function lookup(locale: Locale, key: string): string {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], loaded[locale] ?? en) as string
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
  return <K extends MessageKey>(key: K, nodes: Record<Placeholders<At<typeof en, K>>, ReactNode>): ReactNode[] =>
    lookup(locale, key)
      .split(/\{(\w+)\}/)
      .map((part, i) =>
        i % 2 === 1 ? createElement(Fragment, { key: i }, (nodes as Record<string, ReactNode>)[part]) : part,
      )
}

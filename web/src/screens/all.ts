import { access } from './access'
import { billing } from './billing'
import { compute } from './compute'
import { dashboard } from './dashboard'
import { identity } from './identity'
import { metal } from './metal'
import { network } from './network'
import { pricing } from './pricing'
import type { Chunk, Screen } from './screen'
import { services } from './services'
import { storage } from './storage'

/** Every chunk of the console and its screens, area by area. */
export const chunks = [
  ...dashboard,
  ...identity,
  ...billing,
  ...access,
  ...compute,
  ...metal,
  ...network,
  ...services,
  ...storage,
  ...pricing,
] as const

export type ChunkName = (typeof chunks)[number]['name']

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never

/** Every screen by its name. */
export type Screens = UnionToIntersection<(typeof chunks)[number]['screens']>

export const screens = Object.assign({}, ...chunks.map((c: Chunk) => c.screens)) as Screens & Record<string, Screen>

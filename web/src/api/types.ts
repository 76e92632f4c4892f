import type { components } from './generated/schema'

type Schemas = components['schemas']
export type SiteConfig = Schemas['SiteConfig']
export type Brand = Schemas['Brand']
export type Theme = Schemas['Theme']
export type User = Schemas['User']

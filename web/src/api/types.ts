import type { components } from './generated/schema'

type Schemas = components['schemas']
export type SiteConfig = Schemas['SiteConfig']
export type Brand = Schemas['Brand']
export type Theme = Schemas['Theme']
export type User = Schemas['User']
export type Location = Schemas['Location']
export type Vm = Schemas['Vm']
export type VmStatus = Schemas['VmStatus']

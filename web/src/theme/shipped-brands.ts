import type { components } from '../api/generated/schema'

type Brand = components['schemas']['Brand']

/**
 * The part of a brand the console itself needs: its theme (docs/product/config.md#console-routes "The theme is applied
 * from site configuration") and the simulator's durations of slow steps (the progress estimate).
 */
export type ShippedBrand = Pick<Brand, 'name' | 'theme' | 'simulation'>

/**
 * The brand files the simulator reads (`scenarios/brands`, the one source), shipped with the
 * console so any API's `siteTheme` can be applied, the real one's included. Each is its own lazy
 * chunk: a page downloads only the brand it shows.
 */
const files = import.meta.glob<Brand>('../../../scenarios/brands/*.json', { import: 'default' })

const loaders = new Map(Object.entries(files).map(([file, load]) => [file.replace(/^.*\/([\w-]+)\.json$/, '$1'), load]))

/** The brand a site configuration's `siteTheme` names; null when the console ships none by that name. */
export async function loadShippedBrand(siteTheme: string): Promise<ShippedBrand | null> {
  const load = loaders.get(siteTheme)
  if (!load) return null
  const { name, theme, simulation } = await load()
  return { name, theme, simulation }
}

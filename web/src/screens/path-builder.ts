import { chunks, screens, type Screens } from './all'
import type { ResourceType } from './resource-types'
import { fill, type PathOf, type Screen } from './screen'

/**
 * Every path of the console, relative to its base path `/app` (links are `pb.vm({ location, vmId })`,
 * never hand-written strings), one builder per screen its area declares (`screens/<area>.ts`).
 * docs/product/config.md#console-routes gives the create and detail paths; list paths are ours
 * (the seeds do not show them).
 */
export const pb = Object.fromEntries(
  Object.entries(screens as Record<string, Screen>).map(([name, screen]) => [
    name,
    (params?: Record<string, string | number>) => fill(screen.path, params),
  ]),
) as unknown as { [N in keyof Screens]: PathOf<Screens[N]> }

export type PathName = keyof typeof pb

const declared = chunks.flatMap((c) => Object.values(c.screens as Record<string, Screen>))

/** The list screen the navigation's entry for `type` leads to. */
export function listPath(type: ResourceType): string {
  const screen = declared.find((s) => s.nav === type)
  if (!screen) throw new Error(`no screen is the navigation's entry for ${type}`)
  return fill(screen.path)
}

/** The screen that creates a `type`, if there is one. */
export function createPath(type: ResourceType): string | undefined {
  const screen = declared.find((s) => s.creates?.includes(type))
  return screen && fill(screen.path, { type })
}

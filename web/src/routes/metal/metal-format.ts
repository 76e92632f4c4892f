import type { MetalOs, MetalSpec, Price } from '../../api/types'

/** An OS's title from the catalogue, or its id while the catalogue is loading or lacks it. */
export const osTitle = (osId: string, catalogue: readonly MetalOs[] | undefined) =>
  catalogue?.find((os) => os.os_id === osId)?.version_title ?? osId

/** The OSes a spec installs that the catalogue offers now (published, not retired), in catalogue order. */
export const installableOs = (spec: MetalSpec | undefined, catalogue: readonly MetalOs[]) =>
  catalogue.filter((os) => os.is_published && !os.is_deleted && spec?.ready_os_ids.includes(os.os_id))

/**
 * Resource seed §9 `BARE_METAL_SERVER`: a spec costs `price_units` of the location's bare metal
 * price per hour and per month.
 */
export function specPrice(prices: readonly Price[] | undefined, spec: MetalSpec | undefined) {
  const unit = prices?.find((price) => price.resource_type === 'BARE_METAL_SERVER')
  if (!unit || !spec) return undefined
  return { hour: unit.price_per_unit * spec.price_units, month: unit.price_per_unit_month * spec.price_units }
}

/** Seconds on the session's clock as whole minutes, at least one while anything is left. */
export const minutesLeft = (seconds: number) => Math.max(seconds > 0 ? 1 : 0, Math.ceil(seconds / 60))

/** Provisioning progress in percent from the lease's own times (the session's clock, not the browser's). */
export function provisioningProgress(createdAt: string, readyAt: string, readyIn: number) {
  const total = (Date.parse(`${readyAt.replace(' ', 'T')}Z`) - Date.parse(`${createdAt.replace(' ', 'T')}Z`)) / 1000
  if (!(total > 0)) return 100
  return Math.min(100, Math.max(0, Math.round(((total - readyIn) / total) * 100)))
}

import type { MetalOs, MetalSpec } from '../../api/metal'
import type { Price } from '../../api/pricing'

/** An OS's title from the catalogue, or its id while the catalogue is loading or lacks it. */
export const osTitle = (osId: string, catalogue: readonly MetalOs[] | undefined) =>
  catalogue?.find((os) => os.os_id === osId)?.version_title ?? osId

/** The OSes a spec installs that the catalogue offers now (published, not retired), in catalogue order. */
export const installableOs = (spec: MetalSpec | undefined, catalogue: readonly MetalOs[]) =>
  catalogue.filter((os) => os.is_published && !os.is_deleted && spec?.ready_os_ids.includes(os.os_id))

/**
 * docs/product/metal.md#charging `BARE_METAL_SERVER`: a spec costs `price_units` of the location's bare metal
 * price per hour and per month.
 */
export function specPrice(prices: readonly Price[] | undefined, spec: MetalSpec | undefined) {
  const unit = prices?.find((price) => price.resource_type === 'BARE_METAL_SERVER')
  if (!unit || !spec) return undefined
  return { hour: unit.price_per_unit * spec.price_units, month: unit.price_per_unit_month * spec.price_units }
}



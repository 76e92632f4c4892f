import type { PackagePrice, ServiceImage, Worker, WorkerPackage } from '../../api/services'

/** docs/product/services.md#kubernetes: an IPv4 address, or one with a prefix length of 0 to 32. */
export function isIpv4OrCidr(value: string) {
  const [address, prefix, ...rest] = value.trim().split('/')
  if (rest.length > 0 || !address) return false
  const octets = address.split('.')
  const validOctets = octets.length === 4 && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255)
  return validOctets && (prefix === undefined || (/^\d{1,2}$/.test(prefix) && Number(prefix) <= 32))
}

/** docs/product/services.md#kubernetes: at least one node pool with an autoscaler minimum of 1 or more. */
export const poolsKeepTheAutoscalerRule = (workers: readonly Worker[]) => workers.some((w) => w.min >= 1)

export type Size = { nodes: number; vcpu: number; ramGb: number; diskGb: number }

/**
 * docs/product/services.md#charging: a package is charged for its resources plus LICENSE per node, hourly: each
 * database or control-plane node and each pool's minimum of workers, and the virtual IP.
 */
export function hourlyPrice(image: ServiceImage | undefined, size: Size, workers: readonly Worker[] = []) {
  if (!image) return undefined
  const unit = (type: PackagePrice['resourceType']) => image.prices.find((p) => p.resourceType === type)?.pricePerUnit ?? 0
  const node = (vcpu: number, ramGb: number, diskGb: number) =>
    vcpu * unit('CPU') + ramGb * unit('RAM') + diskGb * unit('STORAGE') + unit('LICENSE')
  const nodes = size.nodes * node(size.vcpu, size.ramGb, size.diskGb)
  const pools = workers.reduce((sum, w) => sum + w.min * node(w.machine.cpu, w.machine.ram, w.volume.size), 0)
  return nodes + pools + unit('ASSIGNED_FLOATING_IP')
}

/** docs/product/pricing.md#price-list: a month of 730 hours. */
export const HOURS_PER_MONTH = 730

/** The worker packages a pool may use; the default first. */
export const workerPackages = (image: ServiceImage | undefined): WorkerPackage[] =>
  [...(image?.specification?.provider.workers.packages ?? [])].sort((a, b) => Number(b.default) - Number(a.default))

/** A new pool on the default worker package. */
export function newPool(image: ServiceImage | undefined, index: number): Worker {
  const machine = workerPackages(image).find((p) => !p.disabled)
  return {
    name: index === 0 ? 'system' : `pool-${index + 1}`,
    machine: { cpu: machine?.cpu ?? 2, ram: machine?.ram ?? 4 },
    volume: { size: machine?.ssd ?? 50 },
    min: index === 0 ? 1 : 0,
    max: 3,
    maxSurge: 1,
  }
}



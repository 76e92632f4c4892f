import type { Location, Vm } from '../../api/types'
import type { Translate } from '../../i18n'

/** '2 vCPU / 4 GB RAM' (the API counts memory in MiB). */
export const vmSize = (vm: Vm, t: Translate) => t('compute.size', { vcpu: vm.vcpu, ram: vm.memory / 1024 })

export const vmOs = (vm: Vm) => `${vm.os_name} ${vm.os_version}`.trim()

/** The address a user connects to: the public IPv4 when one is reserved, else the private one. */
export const vmIp = (vm: Vm) => vm.public_ipv4 || vm.private_ipv4

/** A location's display name, or its slug while the catalogue is loading or lacks it. */
export const locationName = (slug: string, locations: readonly Location[] | undefined) =>
  locations?.find((location) => location.slug === slug)?.display_name ?? slug

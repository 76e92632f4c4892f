import type { Translate } from '../../i18n'
import type { Location } from '../../api/config'
import type { Vm, VmImage } from '../../api/compute'

/** '2 vCPU / 4 GB RAM' (the API counts memory in MiB). */
export const vmSize = (vm: Vm, t: Translate) => t('compute.size', { vcpu: vm.vcpu, ram: vm.memory / 1024 })

/** 'Ubuntu 24.04 LTS': the catalogue's display names of the OS and its version, else the raw ones. */
export function osDisplayName(vm: Pick<Vm, 'os_name' | 'os_version'>, images: readonly VmImage[] | undefined): string {
  const image = images?.find((candidate) => candidate.os_name === vm.os_name)
  const version = image?.versions.find((candidate) => candidate.os_version === vm.os_version)
  if (!image) return `${vm.os_name} ${vm.os_version}`.trim()
  const versionName = version?.display_name ?? vm.os_version
  // Catalogue version names often repeat the OS name ('Ubuntu 24.04'); say it once.
  return versionName.startsWith(image.display_name) ? versionName : `${image.display_name} ${versionName}`.trim()
}

/** The address a user connects to: the public IPv4 when one is reserved, else the private one. */
export const vmIp = (vm: Vm) => vm.public_ipv4 || vm.private_ipv4

/** A location's display name, or its slug while the catalogue is loading or lacks it. */
export const locationName = (slug: string, locations: readonly Location[] | undefined) =>
  locations?.find((location) => location.slug === slug)?.display_name ?? slug

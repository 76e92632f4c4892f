import type { Disk, Vm } from '../../../api/compute'

/** A disk's name: its display name, else (a boot disk) its VM's name and device, else its uuid. */
export function diskName(disk: Disk, vms: readonly Vm[] | undefined): string {
  if (disk.display_name) return disk.display_name
  const vm = disk.attached_to ? vms?.find((candidate) => candidate.uuid === disk.attached_to) : undefined
  const row = vm?.storage.find((candidate) => candidate.uuid === disk.uuid)
  return vm && row ? `${vm.name} / ${row.name}` : disk.uuid
}

/** A VM's boot disk is listed among the disks but changes only through its VM. */
export function isBootDiskOf(disk: Disk, vms: readonly Vm[] | undefined): boolean {
  const vm = disk.attached_to ? vms?.find((candidate) => candidate.uuid === disk.attached_to) : undefined
  return Boolean(vm?.storage.some((row) => row.uuid === disk.uuid && row.primary))
}

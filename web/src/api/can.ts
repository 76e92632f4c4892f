import type { Vm, VmStatus } from './types'

/**
 * Which actions a resource allows in its current state (style.md convention 9: screens ask these
 * predicates, never compare statuses themselves).
 */

/**
 * Resource seed §4 "Virtual machine status": a stopped VM starts; a running one stops gracefully;
 * force stop cuts a running VM or one whose graceful stop is still under way; delete takes a VM
 * at rest (running or stopped), never one in the middle of a transition.
 */
export const vmCan = {
  start: (vm: Pick<Vm, 'status'>) => vm.status === 'stopped',
  stop: (vm: Pick<Vm, 'status'>) => vm.status === 'running',
  forceStop: (vm: Pick<Vm, 'status'>) => vm.status === 'running' || vm.status === 'stopping',
  delete: (vm: Pick<Vm, 'status'>) => vm.status === 'running' || vm.status === 'stopped',
  /** A reboot is a graceful stop followed by a start: a running VM. */
  reboot: (vm: Pick<Vm, 'status'>) => vm.status === 'running',
  reinstall: (vm: Pick<Vm, 'status'>) => atRest(vm),
  /** Resource seed §4: RAM and vCPU change only while the VM is stopped. */
  resize: (vm: Pick<Vm, 'status'>) => vm.status === 'stopped',
  /** Resource seed §4: the password changes only while the VM runs (the guest takes it). */
  setPassword: (vm: Pick<Vm, 'status'>) => vm.status === 'running',
  rename: (vm: Pick<Vm, 'status'>) => atRest(vm),
  clone: (vm: Pick<Vm, 'status'>) => atRest(vm),
  bootIso: (vm: Pick<Vm, 'status'>) => atRest(vm),
  changeDisks: (vm: Pick<Vm, 'status'>) => atRest(vm),
  snapshot: (vm: Pick<Vm, 'status'>) => atRest(vm),
  restore: (vm: Pick<Vm, 'status'>) => atRest(vm),
  changeNetwork: (vm: Pick<Vm, 'status'>) => atRest(vm),
  moveBilling: (vm: Pick<Vm, 'status'>) => atRest(vm),
}

/** Running or stopped: not in the middle of a transition. */
function atRest(vm: Pick<Vm, 'status'>): boolean {
  return vm.status === 'running' || vm.status === 'stopped'
}

/** Statuses the simulator moves on by itself (resource seed §4); screens poll while a VM is in one. */
const transitional: ReadonlySet<VmStatus> = new Set(['creating', 'starting', 'stopping', 'reinstalling'])

export function isVmTransitional(vm: Pick<Vm, 'status'>): boolean {
  return transitional.has(vm.status)
}

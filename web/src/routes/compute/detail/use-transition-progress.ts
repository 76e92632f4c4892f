import { useRef } from 'react'
import { useSite } from '../../../platform/use-site'
import { isVmTransitional, type Vm, type VmStatus } from '../../../api/compute'

/** How long a step usually takes when the site does not say (the simulator's defaults). */
const fallbackSeconds: Partial<Record<VmStatus, number>> = { creating: 60, reinstalling: 60, starting: 30, stopping: 30 }

/**
 * When the VM's current slow step started, as this screen first saw it, and how long the step is
 * expected to take (the brand's simulated durations in mock mode). The screen's own first sight
 * is used because the API's times are on the provider's clock, which the browser does not share.
 */
export function useTransitionProgress(vm: Vm): { startedAt: number; expectedMs: number } | undefined {
  const { brand } = useSite()
  const seen = useRef<{ status: VmStatus; at: number } | undefined>(undefined)
  if (!isVmTransitional(vm)) {
    seen.current = undefined
    return undefined
  }
  if (seen.current?.status !== vm.status) seen.current = { status: vm.status, at: Date.now() }
  const durations = brand?.simulation.durations
  const seconds =
    (durations &&
      { creating: durations.vm_create, reinstalling: durations.vm_create, starting: durations.vm_start, stopping: durations.vm_stop }[
        vm.status as 'creating'
      ]) ??
    fallbackSeconds[vm.status] ??
    60
  return { startedAt: seen.current.at, expectedMs: seconds * 1000 }
}

import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useParams } from '@tanstack/react-router'
import { useState } from 'react'
import { firewallListQuery, useNetworkAction } from '../../api/network'
import { locationsQuery, vmListQuery } from '../../api/queries'
import type { Firewall } from '../../api/types'
import { pb } from '../../app/path-builder'
import { LoadError } from '../../components/LoadError'
import { ResourceFrame } from '../../components/ResourceScreens'
import resourceStyles from '../../components/ResourceScreens.module.css'
import { useToasts } from '../../components/toast-store'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { DelayedSpinner } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import { SelectField } from '../../ui/SelectField'
import { Uuid } from '../../ui/Uuid'
import styles from '../compute/Compute.module.css'
import networkStyles from './Network.module.css'
import { locationName } from '../compute/vm-format'
import { Details } from './Details'
import { FirewallRules } from './FirewallRules'
import { NetworkList } from './NetworkList'

export function FirewallsPage() {
  const t = useT()
  return (
    <NetworkList
      type="firewall"
      query={firewallListQuery}
      name={(firewall) => firewall.display_name}
      detail={(location, firewall) => pb.firewall({ location, uuid: firewall.uuid })}
      columns={[
        { label: t('network.fw.rules'), value: (firewall) => firewall.rules.length },
        { label: t('network.vms'), value: (firewall) => firewall.resources_assigned.length },
      ]}
    />
  )
}

/** Resource seed §2: /network/firewall/{location}/{uuid}; the API has no single read (IS: 405). */
export function FirewallPage() {
  const t = useT()
  const { location, uuid } = useParams({ strict: false }) as { location: string; uuid: string }
  const firewalls = useQuery(firewallListQuery(location))
  const firewall = firewalls.data?.find((candidate) => candidate.uuid === uuid)
  return (
    <ResourceFrame type="firewall" title={firewall?.display_name ?? t('resources.firewall.one')}>
      {firewalls.isPending && <DelayedSpinner />}
      {firewalls.isError && (
        <LoadError title={t('network.loadFailed')} error={firewalls.error} onRetry={() => void firewalls.refetch()} />
      )}
      {firewalls.data && !firewall && <Notice>{t('network.notFound')}</Notice>}
      {firewall && <FirewallDetail firewall={firewall} location={location} />}
    </ResourceFrame>
  )
}

function FirewallDetail({ firewall, location }: { firewall: Firewall; location: string }) {
  const t = useT()
  const toasts = useToasts()
  const navigate = useNavigate()
  const locations = useQuery(locationsQuery)
  const [confirming, setConfirming] = useState(false)
  const remove = useNetworkAction('firewallDelete', {
    onSuccess: () => {
      toasts.success(t('network.deleted', { name: firewall.display_name }))
      void navigate({ to: pb.networkList({ type: 'firewall' }) })
    },
  })
  return (
    <>
      <div role="group" aria-label={t('network.actions')} className={styles.actions}>
        <Button variant="danger" disabled={remove.isPending} onClick={() => setConfirming(true)}>
          {t('network.delete')}
        </Button>
      </div>
      <Details
        id="fw-details"
        title={t('network.field.details')}
        fields={[
          [t('network.column.location'), locationName(location, locations.data)],
          [t('network.field.description'), firewall.description || t('network.none')],
          [t('network.field.billingAccount'), firewall.billing_account_id],
          [t('network.field.created'), firewall.created_at],
          [t('network.field.uuid'), <Uuid value={firewall.uuid} />],
        ]}
      />
      <FirewallRules key={JSON.stringify(firewall.rules)} firewall={firewall} location={location} />
      <FirewallVms firewall={firewall} location={location} />
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('network.confirmDelete', { name: firewall.display_name })}
        text={t('network.confirmText')}
        confirmLabel={t('network.delete')}
        cancelLabel={t('network.cancel')}
        onConfirm={() => remove.mutate({ location, uuid: firewall.uuid })}
      />
    </>
  )
}

/** The VMs the firewall applies to; any other VM of the location can be added. */
function FirewallVms({ firewall, location }: { firewall: Firewall; location: string }) {
  const t = useT()
  const toasts = useToasts()
  const vms = useQuery(vmListQuery(location))
  const applied = new Set(firewall.resources_assigned.map((resource) => resource.resource_uuid))
  const candidates = (vms.data ?? []).filter((vm) => !applied.has(vm.uuid))
  const [vm, setVm] = useState('')
  const chosen = candidates.find((candidate) => candidate.uuid === vm) ?? candidates[0]
  const name = (uuid: string) => vms.data?.find((candidate) => candidate.uuid === uuid)?.name ?? uuid
  const attach = useNetworkAction('firewallAttach', { onSuccess: () => toasts.success(t('network.fw.attached')) })
  const detach = useNetworkAction('firewallDetach', { onSuccess: () => toasts.success(t('network.fw.detached')) })
  return (
    <section aria-labelledby="fw-vms" className={resourceStyles.screen}>
      <h2 id="fw-vms" className={styles.heading}>
        {t('network.vms')}
      </h2>
      {applied.size === 0 && <p>{t('network.fw.noVms')}</p>}
      <ul className={networkStyles.list}>
        {firewall.resources_assigned.map(({ resource_uuid: uuid }) => (
          <li key={uuid} className={networkStyles.item}>
            <Link to={pb.vm({ location, vmId: uuid })}>{name(uuid)}</Link>
            <Button disabled={detach.isPending} onClick={() => detach.mutate({ location, uuid: firewall.uuid, vm: uuid })}>
              {t('network.remove')}
            </Button>
          </li>
        ))}
      </ul>
      {chosen && (
        <form
          className={networkStyles.form}
          onSubmit={(event) => {
            event.preventDefault()
            attach.mutate({ location, uuid: firewall.uuid, vm: chosen.uuid })
          }}
        >
          <SelectField label={t('network.fw.attachTo')} value={chosen.uuid} onChange={(event) => setVm(event.target.value)}>
            {candidates.map((candidate) => (
              <option key={candidate.uuid} value={candidate.uuid}>
                {candidate.name}
              </option>
            ))}
          </SelectField>
          <Button type="submit" disabled={attach.isPending}>
            {t('network.fw.attach')}
          </Button>
        </form>
      )}
    </section>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { type Firewall, firewallListQuery, useNetworkAction } from '../../api/network'
import { pb } from '../../screens/path-builder'
import { LoadError } from '../../components/LoadError'
import { ResourceFrame } from '../../components/ResourceScreens'
import resourceStyles from '../../ui/Screens.module.css'
import { useToasts } from '../../ui/toast-store'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Skeleton } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import { Uuid } from '../../ui/Uuid'
import networkStyles from './Network.module.css'
import { locationName } from '../compute/vm-format'
import { FirewallRules } from './FirewallRules'
import { NetworkList } from './NetworkList'
import { DetailsSection, Section } from '../../ui/Fields'
import { DeleteMenu, DeleteRowMenu, VmPicker } from './NetworkControls'
import { locationsQuery } from '../../api/config'
import { vmListQuery } from '../../api/compute'

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
      rowActions={(location, firewall) => (
        <DeleteRowMenu what={{ action: 'firewallDelete', type: 'firewall' }} name={firewall.display_name} target={{ location, uuid: firewall.uuid }} />
      )}
    />
  )
}

/** docs/product/config.md#console-routes: /network/firewall/{location}/{uuid}; the API has no single read (IS: 405). */
export function FirewallPage() {
  const t = useT()
  const { location, uuid } = useParams({ strict: false }) as { location: string; uuid: string }
  const firewalls = useQuery(firewallListQuery(location))
  const firewall = firewalls.data?.find((candidate) => candidate.uuid === uuid)
  return (
    <ResourceFrame
      detail
      type="firewall"
      title={firewall?.display_name ?? t('resources.firewall.one')}
      actions={
        firewall && (
          <DeleteMenu
            what={{ action: 'firewallDelete', type: 'firewall' }}
            name={firewall.display_name}
            target={{ location, uuid: firewall.uuid }}
          />
        )
      }
    >
      {firewalls.isPending && <Skeleton />}
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
  const locations = useQuery(locationsQuery)
  return (
    <>
      <DetailsSection
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
  const name = (uuid: string) => vms.data?.find((candidate) => candidate.uuid === uuid)?.name ?? uuid
  const attach = useNetworkAction('firewallAttach', { onSuccess: () => toasts.success(t('network.fw.attached')) })
  const detach = useNetworkAction('firewallDetach', { onSuccess: () => toasts.success(t('network.fw.detached')) })
  return (
    <Section id="fw-vms" title={t('network.vms')} className={resourceStyles.screen}>
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
      <VmPicker
        vms={candidates}
        label={t('network.fw.attachTo')}
        submit={t('network.fw.attach')}
        disabled={attach.isPending}
        onPick={(vm) => attach.mutate({ location, uuid: firewall.uuid, vm: vm.uuid })}
      />
    </Section>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { type Network, networkListQuery, networkQuery, useNetworkAction } from '../../api/network'
import { packagesQuery } from '../../api/services'
import { pb } from '../../screens/path-builder'
import { LoadError } from '../../components/LoadError'
import { ResourceFrame } from '../../components/ResourceScreens'
import { useToasts } from '../../ui/toast-store'
import { useT, type Translate } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { Button } from '../../ui/Button'
import { Skeleton } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import { Uuid } from '../../ui/Uuid'
import styles from '../compute/Compute.module.css'
import { locationName } from '../compute/vm-format'
import { DetailsSection } from '../../ui/Fields'
import { NetworkList } from './NetworkList'
import { VpcEdit } from './VpcEdit'
import { DeleteMenu, DeleteRowMenu } from './NetworkControls'
import { locationsQuery } from '../../api/config'
import { vmListQuery } from '../../api/compute'

export function VpcsPage() {
  const t = useT()
  return (
    <NetworkList
      type="vpc"
      query={networkListQuery}
      name={(network) => network.name}
      detail={(location, network) => pb.vpc({ location, uuid: network.uuid })}
      columns={[
        { label: t('network.field.subnet'), value: (network) => network.subnet },
        { label: t('network.field.isDefault'), value: (network) => (network.is_default ? t('network.yes') : t('network.no')) },
        { label: t('network.column.resources'), value: (network) => network.resources_count },
      ]}
      rowActions={(location, network) => (
        <DeleteRowMenu
          what={{ action: 'networkDelete', type: 'vpc' }}
          name={network.name}
          target={{ location, uuid: network.uuid }}
          reason={vpcKept(network, t)}
          items={!network.is_default && <MakeDefaultItem network={network} location={location} />}
        />
      )}
    />
  )
}

/** docs/product/config.md#console-routes: /network/vpc/{location}/{uuid}: the network, its VMs, default and delete. */
export function VpcPage() {
  const t = useT()
  const { location, uuid } = useParams({ strict: false }) as { location: string; uuid: string }
  const network = useQuery(networkQuery(location, uuid))
  return (
    <ResourceFrame
      detail
      type="vpc"
      title={network.data?.name ?? t('resources.vpc.one')}
      status={network.data?.is_default && <Badge color="info" inHeader>{t('network.vpc.default')}</Badge>}
      actions={network.data && <VpcActions network={network.data} location={location} />}
    >
      {network.isPending && <Skeleton />}
      {network.isError && (
        <LoadError title={t('network.loadFailed')} error={network.error} onRetry={() => void network.refetch()} />
      )}
      {network.data && <VpcDetail network={network.data} location={location} />}
    </ResourceFrame>
  )
}

/** What keeps a network from being deleted (docs/product/network.md#private-networks-vpc), if anything. */
const vpcKept = (network: Network, t: Translate) =>
  network.is_default ? t('network.vpc.defaultKept') : network.resources_count > 0 ? t('network.vpc.inUse') : undefined

/**
 * Make default, for a network that is not the default (docs/product/network.md#private-networks-vpc):
 * under the page's More and in the list row's menu.
 */
function MakeDefaultItem({ network, location }: { network: Network; location: string }) {
  const t = useT()
  const toasts = useToasts()
  const setDefault = useNetworkAction('networkSetDefault', {
    onSuccess: () => toasts.success(t('network.vpc.defaultDone', { name: network.name })),
  })
  return (
    <Button variant="quiet" disabled={setDefault.isPending} onClick={() => setDefault.mutate({ location, uuid: network.uuid })}>
      {t('network.vpc.setDefault')}
    </Button>
  )
}

/** Make default under More; Delete apart, kept while the network is the default or has resources. */
function VpcActions({ network, location }: { network: Network; location: string }) {
  const t = useT()
  return (
    <DeleteMenu
      what={{ action: 'networkDelete', type: 'vpc' }}
      name={network.name}
      target={{ location, uuid: network.uuid }}
      reason={vpcKept(network, t)}
      items={!network.is_default && <MakeDefaultItem network={network} location={location} />}
    />
  )
}

function VpcDetail({ network, location }: { network: Network; location: string }) {
  const t = useT()
  const locations = useQuery(locationsQuery)
  const vms = useQuery(vmListQuery(location))
  const name = (uuid: string) => vms.data?.find((vm) => vm.uuid === uuid)?.name ?? uuid
  // A managed service's VMs sit in its network too; they are the service's, not the VM list's.
  const foreign = !!vms.data && network.vm_uuids.some((uuid) => !vms.data.some((vm) => vm.uuid === uuid))
  const packages = useQuery({ ...packagesQuery, enabled: foreign })
  const serviceOf = (uuid: string) =>
    packages.data?.find((p) => p.resources.some((r) => r.resource_type === 'vm' && r.resource_id === uuid))
  return (
    <>
      <Notice mode="compact">{t('network.vpc.defaultNote')}</Notice>
      <VpcEdit key={`${network.name}/${network.subnet_ipv6}`} network={network} location={location} />
      <DetailsSection
        id="vpc-details"
        title={t('network.field.details')}
        fields={[
          [t('network.column.location'), locationName(location, locations.data)],
          [t('network.field.subnet'), network.subnet],
          [t('network.field.subnetIpv6'), network.subnet_ipv6 || t('network.none')],
          [t('network.column.resources'), network.resources_count],
          [t('network.field.created'), network.created_at],
          [t('network.field.uuid'), <Uuid value={network.uuid} />],
        ]}
      />
      <section aria-labelledby="vpc-vms">
        <h2 id="vpc-vms" className={styles.heading}>
          {t('network.vms')}
        </h2>
        {network.vm_uuids.length === 0 ? (
          <p>{t('network.vpc.noVms')}</p>
        ) : (
          <ul>
            {network.vm_uuids.map((uuid) => {
              const service = serviceOf(uuid)
              return (
                <li key={uuid}>
                  {service ? (
                    <Link to={pb.service({ location, serviceId: service.uuid })}>
                      {t('network.vpc.serviceVm', { name: service.display_name })}
                    </Link>
                  ) : (
                    <Link to={pb.vm({ location, vmId: uuid })}>{name(uuid)}</Link>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </>
  )
}

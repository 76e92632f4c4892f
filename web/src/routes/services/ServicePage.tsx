import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { useState, type FormEvent, type ReactNode } from 'react'
import { billingAccountsQuery } from '../../api/billing'
import {
  packageQuery,
  secretsQuery,
  serviceConfigurationsQuery,
  usePackageUpdate,
  usePropertiesUpdate,
  useRebuild,
  useResourceAction,
  useWhitelist,
  type MaintenanceSchedule,
  type PackageResource,
  type ServicePackage,
  type Worker,
} from '../../api/services'
import { pb } from '../../screens/path-builder'
import { isServiceKindEnabled } from '../../screens/resource-types'
import { useSite } from '../../platform/use-site'
import { LoadError } from '../../components/LoadError'
import { ResourceFrame } from '../../components/ResourceScreens'
import resourceStyles from '../../ui/Screens.module.css'
import { useToasts } from '../../ui/toast-store'
import { issueText, validateName } from '../../forms/validators'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { CopyableValue } from '../../ui/CopyButton'
import { Skeleton } from '../../ui/Loading'
import { ResourceProgress } from '../../ui/ResourceProgress'
import { clockProgress, minutesLeft } from '../../ui/loading-progress'
import { Notice } from '../../ui/Notice'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { Uuid } from '../../ui/Uuid'
import { locationName } from '../compute/vm-format'
import { NodePoolEditor, poolsValid } from './NodePoolEditor'
import styles from './Service.module.css'
import { ResourceStatusBadge, ServiceStatusBadge } from './ServiceStatusBadge'
import { isIpv4OrCidr, newPool, workerPackages } from './service-format'
import { Fields, Section, type FieldRows } from '../../ui/Fields'
import { DataTable } from '../../ui/DataTable'
import { ServiceHeaderMenu } from './ServiceActions'
import { locationsQuery } from '../../api/config'
import fieldStyles from '../../ui/Field.module.css'

/** docs/product/config.md#console-routes: /services/service/{location}/{serviceId}. */
export function ServicePage() {
  const t = useT()
  const { serviceId } = useParams({ strict: false }) as { serviceId: string }
  const pkg = useQuery(packageQuery(serviceId))
  const { config } = useSite()
  return (
    <ResourceFrame
      detail
      type="managed_service"
      title={pkg.data?.display_name ?? t('resources.managed_service.one')}
      status={pkg.data && <ServiceStatusBadge status={pkg.data.status} inHeader />}
      actions={pkg.data && pkg.data.status !== 'deleted' && <ServiceHeaderMenu pkg={pkg.data} />}
    >
      {pkg.error && <LoadError title={t('services.loadFailed')} error={pkg.error} onRetry={() => void pkg.refetch()} />}
      {pkg.isPending && <Skeleton />}
      {pkg.data &&
        (isServiceKindEnabled(pkg.data.service, config) ? (
          <ServiceDetail pkg={pkg.data} />
        ) : (
          <Notice>{t('services.kubernetesOff')}</Notice>
        ))}
    </ResourceFrame>
  )
}

function ServiceDetail({ pkg }: { pkg: ServicePackage }) {
  const live = pkg.status !== 'deleted'
  return (
    <>
      {pkg.status === 'requested' && pkg.ready_at && pkg.ready_in != null && (
        <Provisioning pkg={pkg} readyAt={pkg.ready_at} readyIn={pkg.ready_in} />
      )}
      {live && <Actions pkg={pkg} />}
      <Details pkg={pkg} />
      {live && <Connection pkg={pkg} />}
      {live && pkg.service === 'kubernetes' && <Cluster pkg={pkg} />}
      {live && <Whitelist pkg={pkg} />}
      {live && <Resources pkg={pkg} />}
      {live && <Maintenance pkg={pkg} />}
      {live && <Backups pkg={pkg} />}
    </>
  )
}

/** Elapsed over expected provisioning time on the session's clock, capped at 100 %. */
function Provisioning({ pkg, readyAt, readyIn }: { pkg: ServicePackage; readyAt: string; readyIn: number }) {
  const t = useT()
  const label = t('services.provisioning', { name: pkg.display_name, minutes: minutesLeft(readyIn) })
  return <ResourceProgress value={clockProgress(pkg.updated_at, readyAt, readyIn)} label={label} />
}

function Details({ pkg }: { pkg: ServicePackage }) {
  const t = useT()
  const images = useQuery(serviceConfigurationsQuery)
  const locations = useQuery(locationsQuery)
  const accounts = useQuery(billingAccountsQuery)
  const image = images.data?.find((i) => i.service_name === pkg.service)
  const account = accounts.data?.find((a) => a.id === pkg.billing_account_id)
  return (
    <Section id="service-details" title={t('services.details.title')}>
      <Fields
        fields={[
          [t('services.details.service'), `${image?.display_name ?? pkg.service} ${pkg.version}`],
          [t('services.details.location'), locationName(pkg.properties.location, locations.data)],
          [t('services.details.account'), account?.title ?? pkg.billing_account_id],
          [t('services.details.created'), pkg.created_at],
          [t('services.details.uuid'), <Uuid value={pkg.uuid} />],
        ]}
      />
    </Section>
  )
}

const copyable = (value: string, label: string) => <CopyableValue value={value} label={label} />

/** The database's connection with its password on demand, or the cluster's endpoint. */
function Connection({ pkg }: { pkg: ServicePackage }) {
  const t = useT()
  const [revealed, setRevealed] = useState(false)
  const secrets = useQuery({ ...secretsQuery(pkg.uuid), enabled: revealed })
  const { properties } = pkg
  const active = pkg.status === 'active'
  const host = properties.service_ip ?? ''
  const missing = t('services.connection.notYet')
  const fields: FieldRows =
    pkg.service === 'kubernetes'
      ? [
          [t('services.connection.cluster'), properties.cluster_name ?? missing],
          [
            t('services.connection.endpoint'),
            active ? copyable(`https://${host}:${properties.port ?? 6443}`, t('services.connection.endpoint')) : missing,
          ],
        ]
      : [
          [t('services.connection.host'), active ? copyable(host, t('services.connection.host')) : missing],
          [t('services.connection.port'), properties.port ?? missing],
          [t('services.connection.user'), properties.sql_user ?? missing],
          [
            t('services.connection.password'),
            active ? (
              <span className={styles.secret}>
                {revealed && secrets.data?.sql_pass && copyable(secrets.data.sql_pass, t('services.connection.password'))}
                <Button onClick={() => setRevealed(!revealed)}>
                  {revealed ? t('services.connection.hide') : t('services.connection.reveal')}
                </Button>
              </span>
            ) : (
              missing
            ),
          ],
        ]
  return (
    <Section id="service-connection" title={t('services.connection.title')}>
      <Fields fields={fields} />
      {pkg.service === 'kubernetes' && <p className={styles.muted}>{t('services.connection.kubeconfig')}</p>}
    </Section>
  )
}

/** Node pools with their nodes, the five readiness conditions, and the pools' editor. */
function Cluster({ pkg }: { pkg: ServicePackage }) {
  const t = useT()
  const toasts = useToasts()
  const images = useQuery(serviceConfigurationsQuery)
  const image = images.data?.find((i) => i.service_name === 'kubernetes')
  const update = usePropertiesUpdate()
  const [workers, setWorkers] = useState<Worker[]>(pkg.properties.spec?.provider?.workers ?? [])
  const status = pkg.properties.status
  function save(event: FormEvent) {
    event.preventDefault()
    if (!poolsValid(workers)) return
    update.mutate(
      { uuid: pkg.uuid, workers },
      { onSuccess: (changed) => toasts.success(t('services.pools.done', { name: changed.display_name })) },
    )
  }
  return (
    <>
      <Section id="service-conditions" title={t('services.conditions.title')}>
        <DataTable
          columns={[
            { label: t('services.conditions.type'), cell: (condition) => condition.type },
            {
              label: t('services.conditions.status'),
              cell: (condition) => (
                <>
                  {condition.status === 'True' ? t('services.conditions.true') : t('services.conditions.false')}
                  {condition.reason && ` (${condition.reason})`}
                </>
              ),
            },
          ]}
          rows={status?.conditions ?? []}
          rowKey={(condition) => condition.type}
          aria-labelledby="service-conditions"
        />
        <ul className={styles.list} aria-label={t('services.pools.nodes')}>
          {status?.workers.map((pool) => (
            <li key={pool.name}>
              <strong>{pool.name}</strong> {t('services.pools.ready', { ready: pool.ready_nodes, nodes: pool.nodes })}
            </li>
          ))}
        </ul>
      </Section>
      <form noValidate onSubmit={save} className={resourceStyles.form}>
        <NodePoolEditor
          workers={workers}
          packages={workerPackages(image)}
          onChange={setWorkers}
          onAdd={() => setWorkers([...workers, newPool(image, workers.length)])}
        />
        <Button type="submit" disabled={update.isPending || !poolsValid(workers)}>
          {t('services.pools.save')}
        </Button>
      </form>
    </>
  )
}

/** docs/product/services.md#kubernetes: IPv4 addresses and CIDR blocks; an empty list lets every address in. */
function Whitelist({ pkg }: { pkg: ServicePackage }) {
  const t = useT()
  const toasts = useToasts()
  const whitelist = useWhitelist()
  const [address, setAddress] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const invalid = submitted && !isIpv4OrCidr(address)
  function add(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (!isIpv4OrCidr(address)) return
    const entry = address.trim()
    whitelist.mutate(
      { uuid: pkg.uuid, address: entry },
      {
        onSuccess: () => {
          toasts.success(t('services.whitelist.added', { address: entry }))
          setAddress('')
          setSubmitted(false)
        },
      },
    )
  }
  return (
    <Section id="service-whitelist" title={t('services.whitelist.title')}>
      {pkg.whitelist_addresses.length === 0 && <Notice>{t('services.whitelist.empty')}</Notice>}
      <ul className={`${styles.list} ${styles.addresses}`}>
        {pkg.whitelist_addresses.map((entry) => (
          <li key={entry}>
            {entry}
            <Button
              disabled={whitelist.isPending}
              onClick={() =>
                whitelist.mutate(
                  { uuid: pkg.uuid, address: entry, remove: true },
                  { onSuccess: () => toasts.success(t('services.whitelist.removed', { address: entry })) },
                )
              }
            >
              {t('services.whitelist.remove', { address: entry })}
            </Button>
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={add} className={fieldStyles.inline}>
        <TextField
          label={t('services.whitelist.address')}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          error={invalid ? t('services.whitelist.invalid') : undefined}
        />
        <Button type="submit" disabled={whitelist.isPending}>
          {t('services.whitelist.add')}
        </Button>
      </form>
    </Section>
  )
}

function Resources({ pkg }: { pkg: ServicePackage }) {
  const t = useT()
  const action = useResourceAction()
  const toggle = (status: string) => (status === 'running' ? 'stop' : 'start')
  const size = (resource: PackageResource): ReactNode => {
    const a = resource.resource_allocation
    // The package's network is a private network of the networking area: open it there.
    if (resource.resource_type === 'network') {
      const target = pb.vpc({ location: resource.resource_location, uuid: resource.resource_id })
      return <Link to={target}>{t('resources.vpc.one')}</Link>
    }
    if (resource.resource_type !== 'vm') return a.address ?? '—'
    const text = t('services.resources.vmSize', {
      vcpu: a.vcpu ?? 0,
      memory: (a.memory ?? 0) / 1024,
      disk: a.storage?.[0]?.size ?? 0,
    })
    const parts = [text, a.pool && t('services.resources.pool', { pool: a.pool }), a.address]
    return parts.filter(Boolean).join(' · ')
  }
  return (
    <Section id="service-resources" title={t('services.resources.title')}>
      <DataTable
        columns={[
          {
            label: t('services.resources.type'),
            cell: (resource) => (
              <>
                {t(`services.resourceType.${resource.resource_type}`)} <Uuid value={resource.resource_id} />
              </>
            ),
          },
          { label: t('services.resources.size'), cell: size },
          {
            label: t('services.resources.status'),
            cell: ({ resource_allocation: { status } }) => (status ? <ResourceStatusBadge status={status} /> : '—'),
          },
          {
            label: t('services.resources.action'),
            cell: ({ resource_id, resource_allocation: { status } }) =>
              status &&
              status !== 'creating' &&
              pkg.status === 'active' && (
                <Button
                  disabled={action.isPending}
                  onClick={() => action.mutate({ uuid: pkg.uuid, target: resource_id, action: toggle(status) })}
                >
                  {t(`services.resources.${toggle(status)}`)}
                </Button>
              ),
          },
        ]}
        rows={pkg.resources}
        rowKey={(resource) => resource.resource_id}
        aria-labelledby="service-resources"
      />
    </Section>
  )
}

function Maintenance({ pkg }: { pkg: ServicePackage }) {
  const t = useT()
  const toasts = useToasts()
  const update = usePropertiesUpdate()
  const { maintenance } = pkg.properties
  const [schedule, setSchedule] = useState<MaintenanceSchedule>(maintenance.schedule)
  function save(event: FormEvent) {
    event.preventDefault()
    update.mutate(
      { uuid: pkg.uuid, maintenance: schedule },
      { onSuccess: (changed) => toasts.success(t('services.maintenance.done', { name: changed.display_name })) },
    )
  }
  return (
    <Section id="service-maintenance" title={t('services.maintenance.title')}>
      <Fields
        fields={[
          [t('services.maintenance.lastRun'), maintenance.last_run_at ?? t('services.maintenance.never')],
          [t('services.maintenance.nextRun'), maintenance.next_run_at ?? '—'],
        ]}
      />
      <form noValidate onSubmit={save} className={fieldStyles.inline}>
        <SelectField
          label={t('services.create.maintenance')}
          value={schedule}
          onChange={(e) => setSchedule(e.target.value as MaintenanceSchedule)}
        >
          <option value="weekly">{t('services.maintenance.weekly')}</option>
          <option value="daily">{t('services.maintenance.daily')}</option>
        </SelectField>
        <Button type="submit" disabled={update.isPending || schedule === maintenance.schedule}>
          {t('services.maintenance.save')}
        </Button>
      </form>
    </Section>
  )
}

function Backups({ pkg }: { pkg: ServicePackage }) {
  const t = useT()
  const toasts = useToasts()
  const rebuild = useRebuild()
  const [confirming, setConfirming] = useState<{ uuid: string; time: string }>()
  return (
    <Section id="service-backups" title={t('services.backups.title')}>
      {pkg.backups.length === 0 && <Notice>{t('services.backups.empty')}</Notice>}
      {pkg.backups.length > 0 && (
        <DataTable
          aria-labelledby="service-backups"
          columns={[
            { label: t('services.backups.created'), cell: (backup) => backup.created_at },
            { label: t('services.backups.size'), cell: (backup) => t('services.backups.sizeGb', { size: backup.size_gb }) },
            {
              label: t('services.resources.action'),
              cell: (backup) => (
                <Button
                  disabled={pkg.status !== 'active' || rebuild.isPending}
                  onClick={() => setConfirming({ uuid: backup.uuid, time: backup.created_at })}
                >
                  {t('services.backups.rebuild')}
                </Button>
              ),
            },
          ]}
          rows={pkg.backups}
          rowKey={(backup) => backup.uuid}
        />
      )}
      <ConfirmDialog
        isOpen={confirming !== undefined}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title={t('services.backups.confirmTitle', { name: pkg.display_name })}
        text={t('services.backups.confirmText', { time: confirming?.time ?? '' })}
        confirmLabel={t('services.backups.confirm')}
        cancelLabel={t('services.backups.cancel')}
        onConfirm={() =>
          confirming &&
          rebuild.mutate(
            { location: pkg.properties.location, uuid: pkg.uuid, replica: confirming.uuid },
            { onSuccess: (changed) => toasts.success(t('services.backups.done', { name: changed.display_name })) },
          )
        }
      />
    </Section>
  )
}

/** Rename, move to another billing account, delete after a confirmation. */
/** Rename and move to another billing account, in place. */
function Actions({ pkg }: { pkg: ServicePackage }) {
  const t = useT()
  const toasts = useToasts()
  const accounts = useQuery(billingAccountsQuery)
  const update = usePackageUpdate()
  const [name, setName] = useState(pkg.display_name)
  const [submitted, setSubmitted] = useState(false)
  const [account, setAccount] = useState(String(pkg.billing_account_id))
  const usable = (accounts.data ?? []).filter((a) => a.is_active && !a.is_deleted)
  const nameIssue = submitted ? validateName(name) : undefined

  function rename(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (validateName(name)) return
    update.mutate(
      { uuid: pkg.uuid, display_name: name.trim() },
      { onSuccess: (changed) => toasts.success(t('services.rename.done', { name: changed.display_name })) },
    )
  }
  function move(event: FormEvent) {
    event.preventDefault()
    const title = usable.find((a) => String(a.id) === account)?.title ?? account
    update.mutate(
      { uuid: pkg.uuid, billing_account_id: Number(account) },
      { onSuccess: (changed) => toasts.success(t('services.details.moved', { name: changed.display_name, account: title })) },
    )
  }
  return (
    <>
      <form noValidate onSubmit={rename} className={fieldStyles.inline}>
        <TextField
          label={t('services.create.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={issueText(t, nameIssue)}
        />
        <Button type="submit" disabled={update.isPending}>
          {t('services.rename.submit')}
        </Button>
      </form>
      <form noValidate onSubmit={move} className={fieldStyles.inline}>
        <SelectField label={t('services.details.account')} value={account} onChange={(e) => setAccount(e.target.value)}>
          {usable.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={update.isPending || account === String(pkg.billing_account_id)}>
          {t('services.details.move')}
        </Button>
      </form>
    </>
  )
}

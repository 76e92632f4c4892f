import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { type BillingAccount, billingAccountsQuery } from '../../api/billing'
import {
  serviceConfigurationsQuery,
  usePackageCreate,
  type MaintenanceSchedule,
  type ServiceImage,
  type Worker,
} from '../../api/services'
import { pb } from '../../screens/path-builder'
import { isServiceKindEnabled } from '../../screens/resource-types'
import { useSite } from '../../platform/use-site'
import { LoadError } from '../../components/LoadError'
import { ResourceFrame } from '../../components/ResourceScreens'
import resourceStyles from '../../ui/Screens.module.css'
import { useToasts } from '../../ui/toast-store'
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid'
import { issueText, validateName } from '../../forms/validators'
import { useT } from '../../i18n'
import { useMoney } from '../../components/use-money'
import { Button } from '../../ui/Button'
import { Skeleton } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { NodePoolEditor, poolsValid } from './NodePoolEditor'
import styles from './Service.module.css'
import { HOURS_PER_MONTH, hourlyPrice, newPool, workerPackages } from './service-format'
import { type Location, locationsQuery } from '../../api/config'

const VCPUS = [1, 2, 4, 8, 16]
const RAMS_GB = [1, 2, 4, 8, 16, 32]
const DISKS_GB = [10, 20, 40, 80, 160, 320]

/**
 * docs/product/config.md#console-routes: /services/create, optionally with `osName` and `osVersion` (the application
 * catalogue's links) choosing the service and version.
 */
export function ServiceCreatePage() {
  const t = useT()
  const { config } = useSite()
  // The simulator's catalogue leaves Kubernetes out where it is off; the console does not offer it either.
  const images = useQuery({
    ...serviceConfigurationsQuery,
    select: (list) => list.filter((image) => isServiceKindEnabled(image.service_name, config)),
  })
  const locations = useQuery(locationsQuery)
  const accounts = useQuery(billingAccountsQuery)
  const failure = images.error ?? locations.error ?? accounts.error
  const ready = images.data && locations.data && accounts.data
  return (
    <ResourceFrame detail type="managed_service" title={t('resources.managed_service.create')}>
      {failure && (
        <LoadError
          title={t('services.create.loadFailed')}
          error={failure}
          onRetry={() => [images, locations, accounts].forEach((query) => query.isError && void query.refetch())}
        />
      )}
      {!ready && !failure && <Skeleton />}
      {ready && images.data.length === 0 && <Notice>{t('services.create.none')}</Notice>}
      {ready && images.data.length > 0 && (
        <ServiceCreateForm
          images={images.data}
          locations={locations.data.filter((location) => !location.create_resource_disabled)}
          accounts={accounts.data.filter((account) => account.is_active && !account.is_deleted)}
        />
      )}
    </ResourceFrame>
  )
}

type Props = { images: ServiceImage[]; locations: Location[]; accounts: BillingAccount[] }

function searchParam(name: string) {
  return new URLSearchParams(window.location.search).get(name) ?? undefined
}

function ServiceCreateForm({ images, locations, accounts }: Props) {
  const t = useT()
  const toasts = useToasts()
  const navigate = useNavigate()
  const invalid = useFocusFirstInvalid()
  const create = usePackageCreate()
  const linked = images.find((image) => image.service_name === searchParam('osName'))
  const [kind, setKind] = useState((linked ?? images[0])?.service_name)
  const image = images.find((candidate) => candidate.service_name === kind)
  const linkedVersion = linked && image === linked ? searchParam('osVersion') : undefined
  const [chosenVersion, setVersion] = useState(linkedVersion)
  const version = image?.versions.includes(chosenVersion ?? '') ? chosenVersion : image?.versions[0]
  const [multi, setMulti] = useState(false)
  const [vcpu, setVcpu] = useState(2)
  const [ramGb, setRamGb] = useState(4)
  const [diskGb, setDiskGb] = useState(40)
  const [location, setLocation] = useState((locations.find((l) => l.is_default) ?? locations[0])?.slug ?? '')
  const [account, setAccount] = useState(String((accounts.find((a) => a.is_default) ?? accounts[0])?.id ?? ''))
  const [maintenance, setMaintenance] = useState<MaintenanceSchedule>('weekly')
  const [workers, setWorkers] = useState<Worker[]>(() => [newPool(image, 0)])
  const [name, setName] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const kubernetes = kind === 'kubernetes'
  const multiNode = multi && (image?.is_multi_node_available ?? false)
  const nameIssue = submitted ? validateName(name) : undefined
  const hour = hourlyPrice(image, { nodes: multiNode ? 3 : 1, vcpu, ramGb, diskGb }, kubernetes ? workers : [])
  // Prices in the user's display currency (docs/product/billing.md#accounts), converted from the site's.
  const money = useMoney().price

  function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (validateName(name) || !image || !version || (kubernetes && !poolsValid(workers))) return invalid.refused()
    const spec = kubernetes ? { maintenance, provider: { workers } } : { maintenance }
    create.mutate(
      {
        service: image.service_name,
        version,
        display_name: name.trim(),
        is_multi_node: multiNode,
        vm_cpu: vcpu,
        vm_ram: ramGb * 1024,
        vm_disk_gb: diskGb,
        package_parameters: { location, spec },
        ...(account ? { billing_account_id: Number(account) } : {}),
      },
      {
        onSuccess: (created) => {
          toasts.success(t('services.create.done', { name: created.display_name }))
          void navigate({ to: pb.service({ location: created.properties.location, serviceId: created.uuid }) })
        },
      },
    )
  }

  return (
    <form ref={invalid.ref} noValidate onSubmit={submit} className={resourceStyles.form}>
      <fieldset className={resourceStyles.choices}>
        <legend>{t('services.create.service')}</legend>
        {images.map((option) => (
          <label key={option.uuid} className={resourceStyles.choice}>
            <input
              type="radio"
              name="service"
              checked={option.service_name === kind}
              onChange={() => {
                setKind(option.service_name)
                setVersion(undefined)
                setWorkers([newPool(option, 0)])
              }}
            />
            <img className={styles.icon} alt="" src={`data:image/svg+xml;base64,${option.icon}`} />
            <span className={resourceStyles.choiceText}>
              <strong>{option.display_name}</strong>
              <span className={styles.muted}>{option.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <SelectField label={t('services.create.version')} value={version ?? ''} onChange={(e) => setVersion(e.target.value)}>
        {image?.versions.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </SelectField>
      <fieldset className={resourceStyles.choices}>
        <legend>{t('services.create.nodes')}</legend>
        <label className={resourceStyles.choice}>
          <input type="radio" name="nodes" checked={!multiNode} onChange={() => setMulti(false)} />
          <span>{t('services.create.single')}</span>
        </label>
        <label className={resourceStyles.choice}>
          <input
            type="radio"
            name="nodes"
            checked={multiNode}
            disabled={!image?.is_multi_node_available}
            onChange={() => setMulti(true)}
          />
          <span className={resourceStyles.choiceText}>
            <span>{t('services.create.multi')}</span>
            <span className={styles.muted}>{image?.multi_node_description ?? t('services.create.multiUnavailable')}</span>
          </span>
        </label>
      </fieldset>
      <div className={styles.sizes}>
        <SelectField label={t('services.create.vcpu')} value={vcpu} onChange={(e) => setVcpu(Number(e.target.value))}>
          {VCPUS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('services.create.ram')} value={ramGb} onChange={(e) => setRamGb(Number(e.target.value))}>
          {RAMS_GB.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('services.create.disk')} value={diskGb} onChange={(e) => setDiskGb(Number(e.target.value))}>
          {DISKS_GB.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
      </div>
      {kubernetes && (
        <NodePoolEditor
          workers={workers}
          packages={workerPackages(image)}
          onChange={setWorkers}
          onAdd={() => setWorkers([...workers, newPool(image, workers.length)])}
        />
      )}
      <SelectField label={t('services.create.location')} value={location} onChange={(e) => setLocation(e.target.value)}>
        {locations.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.display_name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('services.create.network')} value="new" disabled>
        <option value="new">{t('services.create.newNetwork')}</option>
      </SelectField>
      <SelectField label={t('services.create.account')} value={account} onChange={(e) => setAccount(e.target.value)}>
        {accounts.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('services.create.maintenance')}
        value={maintenance}
        onChange={(e) => setMaintenance(e.target.value as MaintenanceSchedule)}
      >
        <option value="weekly">{t('services.maintenance.weekly')}</option>
        <option value="daily">{t('services.maintenance.daily')}</option>
      </SelectField>
      <TextField
        label={t('services.create.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={issueText(t, nameIssue)}
      />
      {hour !== undefined && (
        <p aria-live="polite">
          {t('services.create.price', { hour: money(hour, 4), month: money(hour * HOURS_PER_MONTH, 2) })}
        </p>
      )}
      <Button type="submit" disabled={create.isPending}>
        {t('services.create.submit')}
      </Button>
    </form>
  )
}

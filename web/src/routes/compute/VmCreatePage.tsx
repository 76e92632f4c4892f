import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { pb } from '../../screens/path-builder'
import { useSite } from '../../platform/use-site'
import { ResourceFrame } from '../../components/ResourceScreens'
import { useToasts } from '../../ui/toast-store'
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid'
import { issueText, validateName, validatePassword, validateRequired, validateSshKey, type Issue } from '../../forms/validators'
import { useT } from '../../i18n'
import { useMoney } from '../../components/use-money'
import { Button } from '../../ui/Button'
import fieldStyles from '../../ui/Field.module.css'
import { Skeleton } from '../../ui/Loading'
import { PasswordField } from '../../ui/PasswordField'
import { Checkbox } from '../../ui/Checkbox'
import { SelectField } from '../../ui/SelectField'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import { billingAccountsQuery } from '../../api/billing'
import { disksQuery, hostPoolsQuery, type OsCategory, type PredefinedPackage, useVmCreate, type VmImage, vmImagesQuery, vmListQuery } from '../../api/compute'
import { networkListQuery } from '../../api/network'
import { defaultFirst } from './disk/billing-choice'
import resourceStyles from '../../ui/Screens.module.css'
import styles from './Compute.module.css'
import { packagePrice } from './vm-price'
import { LoadError } from '../../components/LoadError'
import { locationsQuery } from '../../api/config'
import { priceListQuery } from '../../api/pricing'
import { sshKeysQuery } from '../../api/identity'
import { chosenPublicKeys, SavedKeysPicker } from './SavedKeysPicker'

/** docs/product/compute.md#vm-fields: licensed images (Windows) are the `win` category of the site's packages. */
const osCategory = (image: VmImage | undefined): OsCategory => (image?.license_type ? 'win' : 'other')

type Values = {
  os: string
  version: string
  pkg: number
  location: string
  name: string
  username: string
  password: string
  description: string
  account: string
  sshKey: string
  /** Saved SSH keys chosen, by uuid. */
  savedKeys: string[]
  cloudInit: string
  pool: string
  /** `''`: the location's default network (made with its first VM). */
  network: string
  /** `''`: a new boot disk from the image; `disk:<uuid>` an existing free disk; `replica:<uuid>` a copy of a snapshot or backup. */
  disk: string
  publicIp: boolean
  backup: boolean
}
type Field = 'name' | 'username' | 'password' | 'sshKey' | 'cloudInit'

const cloudInitExample = '{"runcmd": ["apt-get update"]}'

/** The simulator, like the live API it follows, takes cloud-init user data as a JSON object. */
export function cloudInitIssue(text: string): Issue | undefined {
  if (text.trim() === '') return undefined
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return undefined
  } catch {
    // not JSON at all
  }
  return { key: 'compute.vm.create.cloudInitJson', params: { example: cloudInitExample } }
}

function validate(values: Values): Partial<Record<Field, Issue>> {
  const issues = {
    name: validateName(values.name),
    username: validateRequired(values.username),
    password: validatePassword(values.password),
    // docs/product/compute.md#vm-create: an SSH key is optional, but when given it must match the pattern.
    sshKey: values.sshKey.trim() === '' ? undefined : validateSshKey(values.sshKey),
    cloudInit: cloudInitIssue(values.cloudInit),
  }
  return Object.fromEntries(Object.entries(issues).filter(([, issue]) => issue)) as Partial<Record<Field, Issue>>
}

/**
 * docs/product/config.md#console-routes, docs/product/compute.md#vm-create: /compute/create. OS images, the site's packages, location, host pool,
 * boot disk (new, or an existing free disk), billing account (default first), name and
 * description, login, SSH key (checked as typed), cloud-init, public IP, backups and price.
 */
export function VmCreatePage() {
  const t = useT()
  const { config } = useSite()
  const images = useQuery(vmImagesQuery)
  const locations = useQuery(locationsQuery)
  const title = t('resources.virtual_machine.create')
  const failure = images.error ?? locations.error
  return (
    <ResourceFrame detail type="virtual_machine" title={title}>
      {failure && (
        <LoadError
          title={t('compute.create.loadFailed')}
          error={failure}
          onRetry={() => {
            if (images.isError) void images.refetch()
            if (locations.isError) void locations.refetch()
          }}
        />
      )}
      {(images.isPending || locations.isPending) && !failure && <Skeleton />}
      {images.data && locations.data && (
        <VmCreateForm
          images={images.data.filter((image) => config.vmAppsEnabled || !image.is_app_catalog)}
          locations={locations.data.filter((location) => !location.create_resource_disabled)}
        />
      )}
    </ResourceFrame>
  )
}

function firstVersion(image: VmImage | undefined) {
  return image?.versions.filter((version) => version.published).at(-1)?.os_version ?? ''
}

function defaultPackage(packages: readonly PredefinedPackage[], os: OsCategory) {
  const usable = (pkg: PredefinedPackage) => pkg.os.includes(os) && !pkg.disabled.includes(os)
  const index = packages.findIndex((pkg) => usable(pkg) && pkg.default.includes(os))
  return index >= 0 ? index : packages.findIndex(usable)
}

function VmCreateForm({ images, locations }: { images: VmImage[]; locations: { slug: string; display_name: string; is_default: boolean }[] }) {
  const t = useT()
  const toasts = useToasts()
  const navigate = useNavigate()
  const { config } = useSite()
  const packages = config.predefinedPackages
  const sorted = [...images].sort((a, b) => a.ui_position - b.ui_position)
  // docs/product/config.md#console-routes: an application-catalogue link names the image (typeId=app_catalog, osName, osVersion);
  // the router parses search values as JSON, so a version like 6.5 arrives as a number.
  const search = useSearch({ strict: false }) as { typeId?: unknown; osName?: unknown; osVersion?: unknown }
  const linked = sorted.find(
    (image) => image.os_name === search.osName && (search.typeId !== 'app_catalog' || image.is_app_catalog),
  )
  const initialImage = linked ?? sorted.find((image) => image.is_default) ?? sorted[0]
  const linkedVersion = linked?.versions.find((version) => version.published && version.os_version === String(search.osVersion))
  const [values, setValues] = useState<Values>(() => ({
    os: initialImage?.os_name ?? '',
    version: linkedVersion?.os_version ?? firstVersion(initialImage),
    pkg: defaultPackage(packages, osCategory(initialImage)),
    location: (locations.find((location) => location.is_default) ?? locations[0])?.slug ?? '',
    name: '',
    username: '',
    password: '',
    description: '',
    account: '',
    sshKey: '',
    savedKeys: [],
    cloudInit: '',
    pool: '',
    network: '',
    disk: '',
    publicIp: true,
    backup: false,
  }))
  const [submitted, setSubmitted] = useState(false)
  const create = useVmCreate()
  const invalid = useFocusFirstInvalid()
  const prices = useQuery(priceListQuery)
  const savedKeys = useQuery(sshKeysQuery)

  const image = sorted.find((candidate) => candidate.os_name === values.os)
  const category = osCategory(image)
  const pkg = packages[values.pkg]
  const issues = submitted ? validate(values) : {}
  // The SSH key is checked as it is typed, once there is something to check.
  const sshKeyIssue = values.sshKey.trim() ? validateSshKey(values.sshKey) : undefined
  const accounts = useQuery(billingAccountsQuery)
  const accountChoices = defaultFirst(accounts.data)
  const account = values.account || String(accountChoices[0]?.id ?? '')
  const pools = useQuery(hostPoolsQuery(values.location))
  const networks = useQuery({ ...networkListQuery(values.location), enabled: config.privateNetworksEnabled })
  const visiblePools = (pools.data ?? []).filter((pool) => pool.is_visible).sort((a, b) => a.ui_position - b.ui_position)
  const disks = useQuery(disksQuery(values.location))
  const freeDisks = (disks.data ?? []).filter((disk) => !disk.attached_to && disk.status === 'Active')
  const locationVms = useQuery(vmListQuery(values.location))
  const replicas = (locationVms.data ?? []).flatMap((vm) =>
    vm.storage.flatMap((row) => row.replica.map((replica) => ({ vm: vm.name, replica }))),
  )
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }))
  const currency = config.siteCurrency
  const locationPrices = prices.data?.[currency]?.[values.location]
  const price = pkg && locationPrices ? packagePrice(locationPrices, pkg, category) : undefined
  // Prices in the user's display currency (docs/product/billing.md#accounts), converted from the site's.
  const money = useMoney().price

  function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (!pkg || Object.keys(validate(values)).length > 0) return invalid.refused()
    const [kind, source] = values.disk.split(':') as ['disk' | 'replica' | '', string | undefined]
    // docs/product/compute.md#vm-create: `source_replica` boots the VM from a copy of the snapshot's or backup's
    // disks (so `disks` is not sent); `disk_uuid` boots it from an existing free disk.
    const boot =
      kind === 'replica' && source
        ? { source_replica: source }
        : kind === 'disk' && source
          ? { disk_uuid: source }
          : { disks: pkg.ssd }
    create.mutate(
      {
        location: values.location,
        body: {
          name: values.name.trim(),
          os_name: values.os,
          os_version: values.version,
          username: values.username.trim(),
          password: values.password,
          vcpu: pkg.cpu,
          ram: pkg.ram * 1024,
          ...boot,
          description: values.description.trim(),
          ...(account && { billing_account_id: Number(account) }),
          ...(values.sshKey.trim() && { public_key: values.sshKey.trim() }),
          ...(values.savedKeys.length > 0 && { public_keys: chosenPublicKeys(savedKeys.data, values.savedKeys) }),
          ...(values.cloudInit.trim() && { cloud_init: values.cloudInit }),
          ...(values.pool && { designated_pool_uuid: values.pool }),
          ...(values.network && { network_uuid: values.network }),
          reserve_public_ip: values.publicIp,
          backup: values.backup,
        },
      },
      {
        onSuccess: (vm) => {
          toasts.success(t('compute.create.done', { name: vm.name }))
          void navigate({ to: pb.vm({ location: values.location, vmId: vm.uuid }) })
        },
      },
    )
  }

  return (
    <form ref={invalid.ref} noValidate onSubmit={submit} className={resourceStyles.form}>
      <div className={fieldStyles.field}>
        <label htmlFor="vm-os">{t('compute.create.os')}</label>
        <select
          id="vm-os"
          className={fieldStyles.input}
          value={values.os}
          onChange={(event) => {
            const next = sorted.find((candidate) => candidate.os_name === event.target.value)
            set({ os: event.target.value, version: firstVersion(next), pkg: defaultPackage(packages, osCategory(next)) })
          }}
        >
          {sorted.map((option) => (
            <option key={option.os_name} value={option.os_name}>
              {option.display_name}
            </option>
          ))}
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="vm-version">{t('compute.create.version')}</label>
        <select
          id="vm-version"
          className={fieldStyles.input}
          value={values.version}
          onChange={(event) => set({ version: event.target.value })}
        >
          {image?.versions
            .filter((version) => version.published)
            .map((version) => (
              <option key={version.os_version} value={version.os_version}>
                {version.display_name}
              </option>
            ))}
        </select>
      </div>
      <fieldset className={styles.packages}>
        <legend>{t('compute.create.package')}</legend>
        {packages.map((option, index) =>
          option.os.includes(category) ? (
            <label key={index} className={styles.package}>
              <input
                type="radio"
                name="vm-package"
                checked={values.pkg === index}
                disabled={option.disabled.includes(category)}
                onChange={() => set({ pkg: index })}
              />
              {t('compute.create.packageOption', { cpu: option.cpu, ram: option.ram, ssd: option.ssd })}
              {option.notice && <span className={styles.notice}>{option.notice}</span>}
            </label>
          ) : null,
        )}
      </fieldset>
      <div className={fieldStyles.field}>
        <label htmlFor="vm-location">{t('compute.column.location')}</label>
        <select
          id="vm-location"
          className={fieldStyles.input}
          value={values.location}
          onChange={(event) => set({ location: event.target.value, pool: '', network: '' })}
        >
          {locations.map((location) => (
            <option key={location.slug} value={location.slug}>
              {location.display_name}
            </option>
          ))}
        </select>
      </div>
      {visiblePools.length > 1 && (
        <SelectField label={t('compute.field.pool')} value={values.pool} onChange={(event) => set({ pool: event.target.value })}>
          <option value="">{t('compute.vm.create.poolDefault')}</option>
          {visiblePools.map((pool) => (
            <option key={pool.uuid} value={pool.uuid}>
              {pool.name}
            </option>
          ))}
        </SelectField>
      )}
      {(networks.data?.length ?? 0) > 0 && (
        <SelectField label={t('compute.vm.create.network')} value={values.network} onChange={(event) => set({ network: event.target.value })}>
          <option value="">{t('compute.vm.create.networkDefault')}</option>
          {networks.data?.map((network) => (
            <option key={network.uuid} value={network.uuid}>
              {t('compute.vm.create.networkOption', { name: network.name, subnet: network.subnet })}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField label={t('compute.vm.create.bootDisk')} value={values.disk} onChange={(event) => set({ disk: event.target.value })}>
        <option value="">{t('compute.vm.create.newDisk', { size: pkg?.ssd ?? 0 })}</option>
        {freeDisks.map((disk) => (
          <option key={disk.uuid} value={`disk:${disk.uuid}`}>
            {t('compute.vm.create.existingDisk', { name: disk.display_name ?? disk.uuid, size: disk.size_gb })}
          </option>
        ))}
        {replicas.map(({ vm, replica }) => (
          <option key={replica.uuid} value={`replica:${replica.uuid}`}>
            {t('compute.vm.create.replicaCopy', {
              vm,
              type: t(replica.type === 'snapshot' ? 'compute.disk.create.snapshot' : 'compute.disk.create.backup'),
              at: replica.created_at,
            })}
          </option>
        ))}
      </SelectField>
      {accountChoices.length > 0 && (
        <SelectField
          label={t('compute.field.billingAccount')}
          required
          value={account}
          onChange={(event) => set({ account: event.target.value })}
        >
          {accountChoices.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={t('compute.column.name')}
        required
        value={values.name}
        onChange={(event) => set({ name: event.target.value })}
        error={issueText(t, issues.name)}
      />
      <TextField
        label={t('compute.field.description')}
        value={values.description}
        onChange={(event) => set({ description: event.target.value })}
      />
      <TextField
        label={t('compute.field.username')}
        required
        value={values.username}
        autoComplete="off"
        onChange={(event) => set({ username: event.target.value })}
        error={issueText(t, issues.username)}
      />
      <PasswordField
        label={t('identity.views.password')}
        required
        value={values.password}
        autoComplete="new-password"
        onChange={(event) => set({ password: event.target.value })}
        error={issueText(t, issues.password)}
        showLabel={t('identity.views.showPassword')}
        hideLabel={t('identity.views.hidePassword')}
      />
      <TextField
        label={t('compute.vm.create.sshKey')}
        value={values.sshKey}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('compute.vm.create.sshKeyPlaceholder')}
        onChange={(event) => set({ sshKey: event.target.value })}
        error={issueText(t, issues.sshKey ?? sshKeyIssue)}
      />
      <SavedKeysPicker chosen={values.savedKeys} onChange={(chosen) => set({ savedKeys: chosen })} />
      <TextAreaField
        label={t('compute.vm.create.cloudInit')}
        value={values.cloudInit}
        spellCheck={false}
        placeholder={t('compute.vm.create.cloudInitPlaceholder', { example: cloudInitExample })}
        onChange={(event) => set({ cloudInit: event.target.value })}
        error={issueText(t, issues.cloudInit)}
      />
      <Checkbox label={t('compute.vm.create.publicIp')} checked={values.publicIp} onChange={(event) => set({ publicIp: event.target.checked })} />
      <Checkbox label={t('compute.vm.create.backup')} checked={values.backup} onChange={(event) => set({ backup: event.target.checked })} />
      {price && (
        <p aria-live="polite">
          {t('compute.create.price', { hour: money(price.hour, 4), month: money(price.month, 2) })}
        </p>
      )}
      <Button type="submit" disabled={create.isPending}>
        {t('compute.create.submit')}
      </Button>
    </form>
  )
}

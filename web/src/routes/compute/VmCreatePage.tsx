import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { billingAccountsQuery } from '../../api/billing'
import { useVmCreate, type PredefinedPackage, type VmImage, vmImagesQuery } from '../../api/compute'
import { locationsQuery } from '../../api/config'
import { sshKeysQuery } from '../../api/identity'
import { priceListQuery } from '../../api/pricing'
import { LoadError } from '../../components/LoadError'
import { ResourceFrame } from '../../components/ResourceScreens'
import { useMoney } from '../../components/use-money'
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid'
import { issueText, validateSshKey, type Issue } from '../../forms/validators'
import { useT } from '../../i18n'
import { useSite } from '../../platform/use-site'
import { pb } from '../../screens/path-builder'
import { Button } from '../../ui/Button'
import { Checkbox } from '../../ui/Checkbox'
import { Skeleton } from '../../ui/Loading'
import { PasswordField } from '../../ui/PasswordField'
import resourceStyles from '../../ui/Screens.module.css'
import { SelectField } from '../../ui/SelectField'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import { useToasts } from '../../ui/toast-store'
import { defaultFirst } from './disk/billing-choice'
import { chosenPublicKeys, SavedKeysPicker } from './SavedKeysPicker'
import {
  cloudInitExample,
  defaultPackage,
  firstVersion,
  newBootDisk,
  osCategory,
  validate,
  vmCreateBody,
  type Field,
  type Values,
} from './vm-create'
import { VmImageFields } from './VmImageFields'
import { VmPlacementFields } from './VmPlacementFields'
import { packagePrice } from './vm-price'
import styles from './Compute.module.css'

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

/** The linked image of an application-catalogue link, else the default one, and its version. */
function initialImage(sorted: VmImage[], search: { typeId?: unknown; osName?: unknown; osVersion?: unknown }) {
  const linked = sorted.find((image) => image.os_name === search.osName && (search.typeId !== 'app_catalog' || image.is_app_catalog))
  const image = linked ?? sorted.find((candidate) => candidate.is_default) ?? sorted[0]
  const version = linked?.versions.find((candidate) => candidate.published && candidate.os_version === String(search.osVersion))
  return { image, version: version?.os_version ?? firstVersion(image) }
}

type Locations = { slug: string; display_name: string; is_default: boolean }[]

function VmCreateForm({ images, locations }: { images: VmImage[]; locations: Locations }) {
  const t = useT()
  const toasts = useToasts()
  const navigate = useNavigate()
  const { config } = useSite()
  const packages = config.predefinedPackages
  const sorted = [...images].sort((a, b) => a.ui_position - b.ui_position)
  // docs/product/config.md#console-routes: an application-catalogue link names the image (typeId=app_catalog, osName, osVersion);
  // the router parses search values as JSON, so a version like 6.5 arrives as a number.
  const search = useSearch({ strict: false }) as { typeId?: unknown; osName?: unknown; osVersion?: unknown }
  const [values, setValues] = useState<Values>(() => {
    const initial = initialImage(sorted, search)
    return {
      os: initial.image?.os_name ?? '',
      version: initial.version,
      pkg: defaultPackage(packages, osCategory(initial.image)),
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
      boot: newBootDisk,
      publicIp: true,
      backup: false,
    }
  })
  const [submitted, setSubmitted] = useState(false)
  const create = useVmCreate()
  const invalid = useFocusFirstInvalid()
  const prices = useQuery(priceListQuery)
  const savedKeys = useQuery(sshKeysQuery)
  const category = osCategory(sorted.find((candidate) => candidate.os_name === values.os))
  const pkg = packages[values.pkg]
  const issues = submitted ? validate(values) : {}
  const accounts = useQuery(billingAccountsQuery)
  const accountChoices = defaultFirst(accounts.data)
  const account = values.account || String(accountChoices[0]?.id ?? '')
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }))
  const locationPrices = prices.data?.[config.siteCurrency]?.[values.location]
  const price = pkg && locationPrices ? packagePrice(locationPrices, pkg, category) : undefined
  // Prices in the user's display currency (docs/product/billing.md#accounts), converted from the site's.
  const money = useMoney().price
  // Each size priced beside it, so sizes are compared by what they cost (issue 43).
  const monthly = (option: PredefinedPackage) =>
    locationPrices && money(packagePrice(locationPrices, option, category).month, 2)

  function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (!pkg || Object.keys(validate(values)).length > 0) return invalid.refused()
    const publicKeys = values.savedKeys.length > 0 ? chosenPublicKeys(savedKeys.data, values.savedKeys) : undefined
    create.mutate(
      { location: values.location, body: vmCreateBody(values, pkg, account, publicKeys) },
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
      <VmImageFields images={sorted} packages={packages} values={values} set={set} monthly={monthly} />
      <VmPlacementFields locations={locations} values={values} set={set} newDiskSize={pkg?.ssd ?? 0} />
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
      <VmLoginFields values={values} set={set} issues={issues} />
      <Checkbox label={t('compute.vm.create.publicIp')} checked={values.publicIp} onChange={(event) => set({ publicIp: event.target.checked })} />
      <Checkbox label={t('compute.vm.create.backup')} checked={values.backup} onChange={(event) => set({ backup: event.target.checked })} />
      {price && (
        <p aria-live="polite" className={styles.priceSummary}>
          {t('compute.create.price', { hour: money(price.hour, 4), month: money(price.month, 2) })}
        </p>
      )}
      <Button type="submit" disabled={create.isPending}>
        {t('compute.create.submit')}
      </Button>
    </form>
  )
}

type LoginProps = { values: Values; set: (patch: Partial<Values>) => void; issues: Partial<Record<Field, Issue>> }

/** How the user gets in: username and password, SSH keys (typed or saved), cloud-init user data. */
function VmLoginFields({ values, set, issues }: LoginProps) {
  const t = useT()
  // The SSH key is checked as it is typed, once there is something to check.
  const sshKeyIssue = values.sshKey.trim() ? validateSshKey(values.sshKey) : undefined
  return (
    <>
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
    </>
  )
}

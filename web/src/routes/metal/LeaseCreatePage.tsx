import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { type BillingAccount, billingAccountsQuery } from '../../api/billing'
import { type MetalOs, metalOsQuery, type MetalSpec, metalSpecsQuery, useLeaseCreate } from '../../api/metal'
import { pb } from '../../screens/path-builder'
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
import styles from './Metal.module.css'
import { installableOs, specPrice } from './metal-format'
import { type Location, locationsQuery } from '../../api/config'
import { priceListQuery } from '../../api/pricing'

/** docs/product/config.md#console-routes: /metal/create. Location, spec (with availability and price), OS, account, name. */
export function LeaseCreatePage() {
  const t = useT()
  const locations = useQuery(locationsQuery)
  const os = useQuery(metalOsQuery)
  const accounts = useQuery(billingAccountsQuery)
  const title = t('resources.bare_metal.create')
  const failure = locations.error ?? os.error ?? accounts.error
  const ready = locations.data && os.data && accounts.data
  return (
    <ResourceFrame detail type="bare_metal" title={title}>
      {failure && (
        <LoadError
          title={t('metal.create.loadFailed')}
          error={failure}
          onRetry={() => [locations, os, accounts].forEach((query) => query.isError && void query.refetch())}
        />
      )}
      {!ready && !failure && <Skeleton />}
      {ready && (
        <LeaseCreateForm
          locations={locations.data.filter((location) => !location.create_resource_disabled)}
          catalogue={os.data}
          accounts={accounts.data.filter((account) => account.is_active && !account.is_deleted)}
        />
      )}
    </ResourceFrame>
  )
}

type Props = { locations: Location[]; catalogue: MetalOs[]; accounts: BillingAccount[] }

/** The first spec that can be leased now, else the first at all. */
const firstSpec = (specs: readonly MetalSpec[] | undefined) => (specs?.find((spec) => spec.is_available) ?? specs?.[0])?.uuid ?? ''

function LeaseCreateForm({ locations, catalogue, accounts }: Props) {
  const t = useT()
  const toasts = useToasts()
  const navigate = useNavigate()
  const { config } = useSite()
  const [location, setLocation] = useState((locations.find((l) => l.is_default) ?? locations[0])?.slug ?? '')
  const specs = useQuery(metalSpecsQuery(location))
  const prices = useQuery(priceListQuery)
  const [chosenSpec, setSpec] = useState<string>()
  const [chosenOs, setOs] = useState<string>()
  const [account, setAccount] = useState(String((accounts.find((a) => a.is_default) ?? accounts[0])?.id ?? ''))
  const [name, setName] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const create = useLeaseCreate()
  const invalid = useFocusFirstInvalid()

  const specUuid = chosenSpec ?? firstSpec(specs.data)
  const spec = specs.data?.find((candidate) => candidate.uuid === specUuid)
  const systems = installableOs(spec, catalogue)
  const osId = systems.some((os) => os.os_id === chosenOs) ? chosenOs : systems[0]?.os_id
  const nameIssue = submitted ? validateName(name) : undefined
  const currency = config.siteCurrency
  // Prices in the user's display currency (docs/product/billing.md#accounts), converted from the site's.
  const money = useMoney().price
  const priceText = (candidate: MetalSpec) => {
    const price = specPrice(prices.data?.[currency]?.[location], candidate)
    return price && t('metal.create.price', { hour: money(price.hour, 4), month: money(price.month, 2) })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (validateName(name) || !spec || !osId) return invalid.refused()
    const body = {
      spec_uuid: spec.uuid,
      display_name: name.trim(),
      requested_os_id: osId,
      ...(account ? { billing_account_id: Number(account) } : {}),
    }
    create.mutate(
      { location, body },
      {
        onSuccess: (lease) => {
          toasts.success(t('metal.create.done', { name: lease.display_name }))
          void navigate({ to: pb.lease({ uuid: lease.uuid }) })
        },
      },
    )
  }

  return (
    <form ref={invalid.ref} noValidate onSubmit={submit} className={resourceStyles.form}>
      <SelectField
        label={t('metal.create.location')}
        value={location}
        onChange={(event) => {
          setLocation(event.target.value)
          setSpec(undefined)
        }}
      >
        {locations.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.display_name}
          </option>
        ))}
      </SelectField>
      <fieldset className={resourceStyles.choices} aria-busy={specs.isPending}>
        <legend>{t('metal.create.spec')}</legend>
        {specs.isPending && <Skeleton />}
        {specs.isError && (
          <LoadError title={t('metal.create.loadFailed')} error={specs.error} onRetry={() => void specs.refetch()} />
        )}
        {specs.data?.length === 0 && <Notice>{t('metal.create.noSpecs')}</Notice>}
        {specs.data?.map((option) => (
          <label key={option.uuid} className={resourceStyles.choice}>
            <input
              type="radio"
              name="metal-spec"
              checked={option.uuid === specUuid}
              disabled={!option.is_available}
              onChange={() => setSpec(option.uuid)}
            />
            <span className={resourceStyles.choiceText}>
              <strong>{option.title}</strong>
              <span>{option.subtitle}</span>
              <span className={styles.muted}>
                {option.is_available
                  ? t('metal.create.available', { count: option.available_count })
                  : t('metal.create.unavailable')}
                {priceText(option) && ` · ${priceText(option)}`}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <SelectField label={t('metal.create.os')} value={osId ?? ''} onChange={(event) => setOs(event.target.value)}>
        {systems.map((os) => (
          <option key={os.os_id} value={os.os_id}>
            {os.version_title}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('metal.create.account')} value={account} onChange={(event) => setAccount(event.target.value)}>
        {accounts.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('metal.create.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={issueText(t, nameIssue)}
      />
      {spec && priceText(spec) && <p aria-live="polite">{priceText(spec)}</p>}
      <Button type="submit" disabled={create.isPending || !spec?.is_available}>
        {t('metal.create.submit')}
      </Button>
    </form>
  )
}

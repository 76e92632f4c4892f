import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { networkListQuery, useNetworkAction } from '../../api/network'
import { pb } from '../../screens/path-builder'
import type { NetworkType } from '../../screens/network'
import { LoadError } from '../../components/LoadError'
import { ResourceFrame } from '../../components/ResourceScreens'
import resourceStyles from '../../ui/Screens.module.css'
import { useToasts } from '../../ui/toast-store'
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid'
import { issueText, validateName } from '../../forms/validators'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Checkbox } from '../../ui/Checkbox'
import { Skeleton } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { type Location, locationsQuery } from '../../api/config'
import { vmListQuery } from '../../api/compute'
import styles from '../compute/Compute.module.css'

/** docs/product/config.md#console-routes: /network/create/{type}; the router lets only the four network types through. */
export function NetworkCreatePage() {
  const t = useT()
  const { type } = useParams({ strict: false }) as { type: NetworkType }
  const locations = useQuery(locationsQuery)
  const open = (locations.data ?? []).filter((location) => !location.create_resource_disabled)
  return (
    <ResourceFrame detail type={type} title={t(`resources.${type}.create`)}>
      {locations.isPending && <Skeleton />}
      {locations.isError && (
        <LoadError title={t('network.loadFailed')} error={locations.error} onRetry={() => void locations.refetch()} />
      )}
      {locations.data && <CreateForm key={type} type={type} locations={open} />}
    </ResourceFrame>
  )
}

const validPort = (port: string) => /^\d+$/.test(port) && Number(port) >= 1 && Number(port) <= 65535

function CreateForm({ type, locations }: { type: NetworkType; locations: Location[] }) {
  const t = useT()
  const toasts = useToasts()
  const navigate = useNavigate()
  const invalid = useFocusFirstInvalid()
  const [location, setLocation] = useState(() => (locations.find((l) => l.is_default) ?? locations[0])?.slug ?? '')
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [network, setNetwork] = useState('')
  const [targets, setTargets] = useState<string[]>([])
  const [ports, setPorts] = useState({ source: '80', target: '80' })
  const [submitted, setSubmitted] = useState(false)
  const networks = useQuery({ ...networkListQuery(location), enabled: type === 'load_balancer' })
  const vms = useQuery({ ...vmListQuery(location), enabled: type === 'load_balancer' })
  const chosenNetwork = networks.data?.find((n) => n.uuid === network) ?? networks.data?.find((n) => n.is_default)
  const members = (vms.data ?? []).filter((vm) => chosenNetwork?.vm_uuids.includes(vm.uuid))

  const done = (label: string, to: string) => {
    toasts.success(t('network.create.done', { name: label }))
    void navigate({ to })
  }
  const ip = useNetworkAction('ipCreate', { onSuccess: (r) => done(r.address, pb.ipAddress({ location, uuid: r.uuid })) })
  const vpc = useNetworkAction('networkCreate', { onSuccess: (r) => done(r.name, pb.vpc({ location, uuid: r.uuid })) })
  const lb = useNetworkAction('lbCreate', { onSuccess: (r) => done(r.display_name, pb.loadBalancer({ location, uuid: r.uuid })) })
  const fw = useNetworkAction('firewallCreate', { onSuccess: (r) => done(r.display_name, pb.firewall({ location, uuid: r.uuid })) })
  const pending = ip.isPending || vpc.isPending || lb.isPending || fw.isPending

  // A reserved address may go without a name; the others need one.
  const nameIssue = type === 'ip_address' ? undefined : validateName(name)
  const chosenTargets = targets.filter((uuid) => members.some((vm) => vm.uuid === uuid))
  const targetIssue = type === 'load_balancer' && chosenTargets.length === 0
  const portIssue = type === 'load_balancer' && !(validPort(ports.source) && validPort(ports.target))

  function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (nameIssue || targetIssue || portIssue) return invalid.refused()
    const trimmed = name.trim()
    if (type === 'ip_address') ip.mutate({ location, name: trimmed })
    if (type === 'vpc') vpc.mutate({ location, name: trimmed })
    if (type === 'firewall') fw.mutate({ location, name: trimmed, description: description.trim() })
    if (type === 'load_balancer' && chosenNetwork) {
      lb.mutate({
        location,
        name: trimmed,
        network: chosenNetwork.uuid,
        targets: chosenTargets,
        sourcePort: Number(ports.source),
        targetPort: Number(ports.target),
      })
    }
  }

  return (
    <form ref={invalid.ref} noValidate onSubmit={submit} className={resourceStyles.form}>
      <SelectField label={t('network.column.location')} value={location} onChange={(event) => setLocation(event.target.value)}>
        {locations.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.display_name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('network.field.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={submitted ? issueText(t, nameIssue) : undefined}
      />
      {type === 'ip_address' && <Notice mode="compact">{t('network.ip.chargedUnassigned')}</Notice>}
      {type === 'firewall' && (
        <TextField
          label={t('network.field.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      )}
      {type === 'load_balancer' && networks.data && networks.data.length === 0 && (
        <Notice mode="compact">{t('network.create.noNetwork')}</Notice>
      )}
      {type === 'load_balancer' && networks.data && networks.data.length > 0 && (
        <>
          <SelectField
            label={t('network.field.network')}
            value={chosenNetwork?.uuid ?? ''}
            onChange={(event) => setNetwork(event.target.value)}
          >
            {networks.data.map((option) => (
              <option key={option.uuid} value={option.uuid}>
                {option.name}
              </option>
            ))}
          </SelectField>
          <fieldset className={styles.packages} aria-invalid={submitted && targetIssue ? true : undefined}>
            <legend>{t('network.lb.targets')}</legend>
            {members.map((vm) => (
              <Checkbox
                key={vm.uuid}
                label={vm.name}
                checked={targets.includes(vm.uuid)}
                onChange={(event) =>
                  setTargets((current) =>
                    event.target.checked ? [...current, vm.uuid] : current.filter((uuid) => uuid !== vm.uuid),
                  )
                }
              />
            ))}
            {submitted && targetIssue && <p role="alert">{t('network.create.targetRequired')}</p>}
          </fieldset>
          <TextField
            label={t('network.lb.sourcePort')}
            inputMode="numeric"
            value={ports.source}
            onChange={(event) => setPorts({ ...ports, source: event.target.value })}
            error={submitted && !validPort(ports.source) ? t('network.portRule') : undefined}
          />
          <TextField
            label={t('network.lb.targetPort')}
            inputMode="numeric"
            value={ports.target}
            onChange={(event) => setPorts({ ...ports, target: event.target.value })}
            error={submitted && !validPort(ports.target) ? t('network.portRule') : undefined}
          />
        </>
      )}
      <Button type="submit" disabled={pending}>
        {t('network.create.submit')}
      </Button>
    </form>
  )
}

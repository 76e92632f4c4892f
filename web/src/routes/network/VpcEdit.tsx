import { useState, type FormEvent } from 'react'
import { type Network, useNetworkAction } from '../../api/network'
import { useToasts } from '../../ui/toast-store'
import { issueText, validateName } from '../../forms/validators'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/TextField'
import styles from './Network.module.css'

/** docs/product/network.md#vpc: an IPv6 subnet is a hex-and-colon prefix with its length, or empty. */
export const ipv6SubnetPattern = /^([0-9a-fA-F:]*:[0-9a-fA-F:]*\/\d{1,3})?$/

/** Rename the network or set its IPv6 subnet (its VMs then get public IPv6 addresses in it). */
export function VpcEdit({ network, location }: { network: Network; location: string }) {
  const t = useT()
  const toasts = useToasts()
  const [name, setName] = useState(network.name)
  const [subnet, setSubnet] = useState(network.subnet_ipv6 ?? '')
  const save = useNetworkAction('networkUpdate', { onSuccess: (saved) => toasts.success(t('network.vpc.saved', { name: saved.name })) })
  const nameIssue = issueText(t, validateName(name))
  const subnetIssue = ipv6SubnetPattern.test(subnet.trim()) ? undefined : t('network.vpc.ipv6Rule')
  function submit(event: FormEvent) {
    event.preventDefault()
    if (nameIssue || subnetIssue) return
    save.mutate({ location, uuid: network.uuid, name: name.trim(), subnetIpv6: subnet.trim() })
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('network.vpc.edit')}>
      <TextField label={t('network.field.name')} value={name} onChange={(event) => setName(event.target.value)} error={nameIssue} />
      <TextField
        label={t('network.field.subnetIpv6')}
        value={subnet}
        placeholder={t('network.vpc.ipv6Example')}
        onChange={(event) => setSubnet(event.target.value)}
        error={subnetIssue}
      />
      <Button type="submit" disabled={save.isPending || !!nameIssue || !!subnetIssue}>
        {t('network.vpc.save')}
      </Button>
    </form>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { sshKeysQuery } from '../../api/identity'
import { pb } from '../../screens/path-builder'
import { useT } from '../../i18n'
import { Checkbox } from '../../ui/Checkbox'
import styles from './Compute.module.css'

type Props = {
  /** The uuids of the saved keys chosen. */
  chosen: string[]
  onChange: (chosen: string[]) => void
}

/**
 * The user's saved SSH keys to put on a new VM (docs/product/identity.md#ssh-keys); the create
 * sends each one's `public_key` as `public_keys`. With none saved, a link to add one.
 */
export function SavedKeysPicker({ chosen, onChange }: Props) {
  const t = useT()
  const keys = useQuery(sshKeysQuery)
  const toggle = (uuid: string, on: boolean) => onChange(on ? [...chosen, uuid] : chosen.filter((c) => c !== uuid))
  const add = (
    <Link to={pb.profile()} hash="ssh-keys">
      {t('compute.vm.create.addSshKey')}
    </Link>
  )
  if (!keys.data?.length) return <p>{keys.isSuccess ? add : null}</p>
  return (
    <fieldset className={styles.packages}>
      <legend>{t('compute.vm.create.savedSshKeys')}</legend>
      {keys.data.map((key) => (
        <Checkbox
          key={key.uuid}
          label={key.name}
          checked={chosen.includes(key.uuid)}
          onChange={(event) => toggle(key.uuid, event.target.checked)}
        />
      ))}
      {add}
    </fieldset>
  )
}

/** The public keys of the chosen saved keys, in the list's order. */
export function chosenPublicKeys(keys: { uuid: string; public_key: string }[] | undefined, chosen: string[]): string[] {
  return (keys ?? []).filter((key) => chosen.includes(key.uuid)).map((key) => key.public_key)
}

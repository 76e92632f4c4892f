import { useState, type KeyboardEvent } from 'react'
import { validateEmail } from '../../forms/validators'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import styles from '../billing/Money.module.css'
import { durations, type Duration } from './delegation-form'

const durationKey = {
  '': 'lasting',
  3600: 'h1',
  21600: 'h6',
  86400: 'd1',
  259200: 'd3',
  604800: 'd7',
} as const

/** The invitees of a delegation being made or added to: the emails added, the one being typed, how long. */
export function useInvitees() {
  const [emails, setEmails] = useState<string[]>([])
  const [typing, setTyping] = useState('')
  const [duration, setDuration] = useState<Duration>(null)
  return { emails, setEmails, typing, setTyping, duration, setDuration }
}

type Props = { invitees: ReturnType<typeof useInvitees>; error?: string | undefined }

/** Invitees by email (added one by one, Enter or the Add button) and how long the share lasts. */
export function InviteFields({ invitees, error }: Props) {
  const t = useT()
  const { emails, setEmails: onEmails, typing, setTyping: onTyping, duration, setDuration: onDuration } = invitees
  const [invalid, setInvalid] = useState(false)
  const add = () => {
    const email = typing.trim()
    if (validateEmail(email)) return setInvalid(true)
    setInvalid(false)
    if (!emails.includes(email)) onEmails([...emails, email])
    onTyping('')
  }
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      add()
    }
  }
  return (
    <>
      <div className={styles.section}>
        <TextField
          label={t('access.delegation.email')}
          type="email"
          value={typing}
          onChange={(e) => onTyping(e.target.value)}
          onKeyDown={onKey}
          error={invalid ? t('validation.email') : error}
        />
        <div className={styles.actions}>
          <Button onClick={add}>{t('access.delegation.addEmail')}</Button>
        </div>
        {emails.length > 0 && (
          <ul aria-label={t('access.delegation.invitees')} className={styles.actions}>
            {emails.map((email) => (
              <li key={email} className={styles.chip}>
                {email}{' '}
                <Button
                  aria-label={t('access.delegation.removeEmail', { email })}
                  onClick={() => onEmails(emails.filter((e) => e !== email))}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <SelectField
        label={t('access.delegation.duration')}
        value={duration ?? ''}
        onChange={(e) => onDuration(e.target.value === '' ? null : (Number(e.target.value) as Duration))}
      >
        {durations.map((d) => (
          <option key={d ?? ''} value={d ?? ''}>
            {t(`access.delegation.durations.${durationKey[d ?? '']}`)}
          </option>
        ))}
      </SelectField>
    </>
  )
}

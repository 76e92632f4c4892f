import { useState, type FormEvent } from 'react'
import { useUser } from '../../platform/use-user'
import { errorText } from '../../components/error-text'
import { useToasts } from '../../ui/toast-store'
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/TextField'
import styles from '../billing/Money.module.css'
import { profileIssues, type ProfileValues } from './profile-rules'
import { useProfileUpdate } from '../../api/identity-changes'

/**
 * docs/product/identity.md#user profile, docs/product/identity.md#profile PATCH profile: first and last name, personal ID and phone are editable; the
 * email is the sign-in's and the avatar the identity provider's.
 */
export function ProfileDetails() {
  const t = useT()
  const user = useUser()
  const toasts = useToasts()
  const invalid = useFocusFirstInvalid()
  const profile = user.profile_data
  const [values, setValues] = useState<ProfileValues>({
    first_name: profile.first_name,
    last_name: profile.last_name,
    personal_id_number: profile.personal_id_number,
    phone_number: profile.phone_number,
  })
  const [submitted, setSubmitted] = useState(false)
  const issues = submitted ? profileIssues(values) : {}
  const save = useProfileUpdate({ errorToast: false })
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(profileIssues(values)).length > 0) invalid.refused()
    else
      save.mutate(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])) as ProfileValues, {
        onSuccess: () => toasts.success(t('identity.profile.updated')),
        onError: (error) => toasts.error(new Error(`${t('identity.profile.updateFailed')}: ${errorText(error, t)}`)),
      })
  }
  const field = (name: keyof ProfileValues, type = 'text') => (
    <TextField
      label={t(`identity.profile.field.${name}`)}
      name={name}
      type={type}
      value={values[name]}
      maxLength={name === 'personal_id_number' ? 50 : 100}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={issues[name] && t(issues[name])}
    />
  )
  return (
    <section className={styles.section} aria-labelledby="profile-details">
      <h2 id="profile-details">{t('identity.profile.details')}</h2>
      {profile.avatar && (
        <img src={profile.avatar} alt={t('identity.profile.avatar')} width={64} height={64} className={styles.avatar} />
      )}
      <form ref={invalid.ref} noValidate onSubmit={submit} className={styles.form}>
        <TextField label={t('identity.profile.field.email')} value={profile.email || user.name} readOnly />
        {field('first_name')}
        {field('last_name')}
        {field('personal_id_number')}
        {field('phone_number', 'tel')}
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </section>
  )
}

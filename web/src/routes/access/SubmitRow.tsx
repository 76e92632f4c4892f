import type { UseMutationResult } from '@tanstack/react-query'
import { errorText } from '../../components/error-text'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'
import styles from '../billing/Money.module.css'

/** A form's submit button, held while `mutation` runs, and why it failed under `failed`. */
export function SubmitRow({
  label,
  failed,
  mutation,
}: {
  label: string
  failed: string
  mutation: Pick<UseMutationResult<unknown, Error, never>, 'isPending' | 'isError' | 'error'>
}) {
  const t = useT()
  return (
    <>
      <div className={styles.actions}>
        <Button type="submit" disabled={mutation.isPending}>
          {label}
        </Button>
      </div>
      {mutation.isError && (
        <Notice color="error" title={failed}>
          {errorText(mutation.error, t)}
        </Notice>
      )}
    </>
  )
}

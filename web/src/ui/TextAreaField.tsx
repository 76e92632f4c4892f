import { useId, type ComponentProps } from 'react'
import { FieldLabel } from './FieldLabel'
import styles from './Field.module.css'

type Props = ComponentProps<'textarea'> & { label: string; error?: string | undefined }

/** A labelled multi-line input (cloud-init user data); `error` is shown under it and announced with it. */
export function TextAreaField({ label, error, ...textarea }: Props) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} text={label} required={textarea.required} />
      <textarea
        id={id}
        rows={5}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

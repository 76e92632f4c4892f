import { useId, type ComponentProps } from 'react'
import { FieldLabel } from './FieldLabel'
import styles from './Field.module.css'

type Props = ComponentProps<'input'> & { label: string; error?: string | undefined }

/** A labelled input; `error` is shown under it and announced with it. */
export function TextField({ label, error, ...input }: Props) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} text={label} required={input.required} />
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

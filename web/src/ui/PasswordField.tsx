import { useId, useState, type ComponentProps } from 'react'
import { FieldLabel } from './FieldLabel'
import styles from './Field.module.css'
import { Icon } from './Icon'

type Props = Omit<ComponentProps<'input'>, 'type'> & {
  label: string
  error?: string | undefined
  showLabel: string
  hideLabel: string
}

/** A password input with a show/hide toggle (docs/product/config.md#console-routes). */
export function PasswordField({ label, error, showLabel, hideLabel, ...input }: Props) {
  const id = useId()
  const errorId = `${id}-error`
  const [visible, setVisible] = useState(false)
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} text={label} required={input.required} />
      <div className={styles.withButton}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <button
          type="button"
          className={styles.inputButton}
          aria-label={visible ? hideLabel : showLabel}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

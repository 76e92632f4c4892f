import type { ComponentProps } from 'react'
import styles from './Field.module.css'

type Props = Omit<ComponentProps<'input'>, 'type'> & { label: string }

export function Checkbox({ label, ...input }: Props) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...input} />
      {label}
    </label>
  )
}

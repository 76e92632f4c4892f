import type { ComponentProps } from 'react'
import styles from './Button.module.css'

type Props = ComponentProps<'button'> & {
  /** `danger`: an action that destroys something, painted in the error colour. */
  variant?: 'danger'
}

export function Button({ className, variant, ...props }: Props) {
  const classes = [styles.button, variant && styles[variant], className].filter(Boolean).join(' ')
  return <button type="button" className={classes} {...props} />
}

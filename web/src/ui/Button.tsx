import type { ComponentProps } from 'react'
import styles from './Button.module.css'

/**
 * The action hierarchy (docs/reference/console.md#design-system): the primary action is solid in
 * the brand colour; everyday ones are `secondary` (outlined); `danger` destroys something and
 * always asks first; `quiet` sits in a toolbar or a row.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet'

type Props = ComponentProps<'button'> & { variant?: ButtonVariant | undefined }

export function Button({ className, variant = 'primary', ...props }: Props) {
  return <button type="button" className={buttonClass(variant, className)} data-variant={variant} {...props} />
}

/** The same look for a link that acts as a button (a list's "New …"). */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string) {
  return [styles.button, styles[variant], className].filter(Boolean).join(' ')
}

import styles from './Field.module.css'

/**
 * A field's label; a required field is marked with an asterisk after it. The mark sits outside
 * the label element (so the label's text stays the field's name) and is hidden from screen
 * readers, which hear the input's `required` instead.
 */
export function FieldLabel({ htmlFor, text, required }: { htmlFor: string; text: string; required?: boolean | undefined }) {
  if (!required) return <label htmlFor={htmlFor}>{text}</label>
  return (
    <span>
      <label htmlFor={htmlFor}>{text}</label>
      <span className={styles.requiredMark} aria-hidden="true">
        {' *'}
      </span>
    </span>
  )
}

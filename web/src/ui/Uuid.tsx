import { CopyButton } from './CopyButton'
import { truncateUuid } from './uuid'

/** A UUID shown truncated with an ellipsis (the full value for screen readers), with a copy button. */
export function Uuid({ value }: { value: string }) {
  return (
    <span>
      <span aria-hidden="true" title={value}>
        {truncateUuid(value)}
      </span>
      <span className="visually-hidden">{value}</span> <CopyButton value={value} />
    </span>
  )
}

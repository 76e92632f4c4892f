/** Platform seed §2: UUIDs are shown truncated with an ellipsis; the first 8 characters identify one well enough. */
export function truncateUuid(value: string, keep = 8): string {
  const chars = [...value]
  return chars.length > keep ? `${chars.slice(0, keep).join('')}…` : value
}

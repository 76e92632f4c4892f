const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * docs/product/config.md#console-routes: UUIDs are shown truncated with an ellipsis; the first 8 characters identify
 * one well enough. Other ids (numbers, names, keys) are shown whole: cutting them hides them.
 */
export function truncateUuid(value: string, keep = 8): string {
  return uuidPattern.test(value) ? `${value.slice(0, keep)}…` : value
}

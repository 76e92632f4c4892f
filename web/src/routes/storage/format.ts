import type { Translate } from '../../i18n'

/** Sizes in binary units, one decimal above bytes (the file browser and bucket list). */
export function formatBytes(t: Translate, bytes: number): string {
  if (bytes >= 1024 ** 3) return t('storage.bytes.gb', { value: (bytes / 1024 ** 3).toFixed(1) })
  if (bytes >= 1024 ** 2) return t('storage.bytes.mb', { value: (bytes / 1024 ** 2).toFixed(1) })
  if (bytes >= 1024) return t('storage.bytes.kb', { value: (bytes / 1024).toFixed(1) })
  return t('storage.bytes.b', { value: bytes })
}

/** `2026-03-02T08:00:00.000+0000` or S3's `…Z` as `2026-03-02 08:00`. */
export const formatTime = (iso: string | null | undefined) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—')

/** docs/product/storage.md#bucket-names: the bucket-name rules, in the order the form lists them. */
export const bucketNameRules = {
  ruleLength: (name: string) => name.length >= 3 && name.length <= 63,
  ruleCharacters: (name: string) => name.length > 0 && /^[a-z0-9-]+$/.test(name),
  ruleEdges: (name: string) => /^[a-z0-9](.*[a-z0-9])?$/.test(name),
  ruleXn: (name: string) => !name.startsWith('xn--'),
  ruleAlias: (name: string) => !name.endsWith('-s3alias'),
} as const

export const bucketNameValid = (name: string) => Object.values(bucketNameRules).every((rule) => rule(name))

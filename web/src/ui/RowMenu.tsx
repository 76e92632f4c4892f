import type { ReactNode } from 'react'
import { useT } from '../i18n'
import { MoreMenu } from './MoreMenu'

/** A table row's everyday actions: a compact menu named by the row ("Actions for web-1"). */
export function RowMenu({ name, children }: { name: string; children: ReactNode }) {
  const t = useT()
  return (
    <MoreMenu kind="kebab" label={t('shell.rowActions', { name })}>
      {children}
    </MoreMenu>
  )
}

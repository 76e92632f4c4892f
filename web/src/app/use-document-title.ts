import { useEffect } from 'react'
import { useSite } from './use-site'

/** Page titles read `{title} | {site name}` (platform seed §2). */
export function useDocumentTitle(title: string) {
  const { siteName } = useSite().config
  useEffect(() => {
    document.title = `${title} | ${siteName}`
  }, [title, siteName])
}

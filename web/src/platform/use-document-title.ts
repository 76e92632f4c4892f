import { useEffect } from 'react'
import { setPageTitle } from './page-title'
import { useSite } from './use-site'

/** Page titles read `{title} | {site name}` (docs/product/config.md#console-routes). */
export function useDocumentTitle(title: string) {
  const { siteName } = useSite().config
  useEffect(() => {
    setPageTitle(title, siteName)
  }, [title, siteName])
}

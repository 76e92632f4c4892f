import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { LocaleContext, type Locale } from '../i18n'

type Props = { queryClient: QueryClient; locale: Locale; children: ReactNode }

export function Providers({ queryClient, locale, children }: Props) {
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleContext value={locale}>{children}</LocaleContext>
    </QueryClientProvider>
  )
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'
import { Toaster } from '../components/Toaster'
import { ToastContext, type ToastStore } from '../ui/toast-store'
import { LocaleContext, type Locale } from '../i18n'

type Props = { queryClient: QueryClient; toasts: ToastStore; locale: Locale; children: ReactNode }

export function Providers({ queryClient, toasts, locale, children }: Props) {
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleContext value={locale}>
        <I18nProvider locale={locale}>
          <ToastContext value={toasts}>
            {children}
            <Toaster />
          </ToastContext>
        </I18nProvider>
      </LocaleContext>
    </QueryClientProvider>
  )
}

import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { storedCallbackParams, takeReturnPath } from '../../api/idp'
import { useCallbackExchange } from '../../api/idp-changes'
import { pb } from '../../screens/path-builder'
import { useDocumentTitle } from '../../platform/use-document-title'
import { errorText } from '../../components/error-text'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { CopyButton } from '../../ui/CopyButton'
import { Skeleton } from '../../ui/Loading'
import styles from './IdentityViews.module.css'

/**
 * The identity provider's callback (docs/product/identity.md#sign-in-screens "Callback screen"): an error in the fragment
 * shows 'Login error' (or 'Action required' when the provider asks to verify the email);
 * otherwise 'Logging in...' while the tokens become an API key, then the stored return path.
 */
export function AuthCallbackPage() {
  const t = useT()
  const router = useRouter()
  const [params] = useState(storedCallbackParams)
  const started = useRef(false)
  useDocumentTitle(t('identity.callback.title'))

  const exchange = useCallbackExchange(() => {
    const target = new URL(takeReturnPath(), location.origin)
    void router.navigate({
      to: target.pathname,
      search: Object.fromEntries(target.searchParams),
      hash: target.hash.slice(1),
      replace: true,
    })
  })

  useEffect(() => {
    if (!params) console.warn('No Auth0 callback params found')
    else if (!params.error && !started.current) {
      started.current = true
      exchange.mutate(params)
    }
  }, [params, exchange])

  const back = () => router.navigate({ to: pb.dashboard(), replace: true })
  const backButton = <Button onClick={() => void back()}>{t('common.back')}</Button>

  if (!params) {
    return (
      <Frame title={t('identity.callback.loginError')}>
        <p>{t('identity.callback.noParams')}</p>
        {backButton}
      </Frame>
    )
  }
  if (params.error) {
    const description = params.error_description ?? ''
    const verify = params.error === 'access_denied' && /verif/i.test(description)
    return (
      <Frame title={verify ? t('identity.callback.actionRequired') : t('identity.callback.loginError')}>
        <p role="alert">{verify ? description : `${params.error}: ${description}`}</p>
        {backButton}
      </Frame>
    )
  }
  if (exchange.isError) {
    const raw = JSON.stringify(params, null, 2)
    return (
      <Frame title={t('identity.callback.failed')}>
        <p role="alert">{t('common.error', { message: errorText(exchange.error, t, { withCorrelationId: true }) })}</p>
        <h2 className={styles.heading}>
          {t('identity.callback.received')} <CopyButton value={raw} />
        </h2>
        <pre className={styles.raw}>{raw}</pre>
        {backButton}
      </Frame>
    )
  }
  return (
    <Frame title={t('identity.callback.title')}>
      <Skeleton label={t('identity.callback.title')} delay={0} />
    </Frame>
  )
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <h1>{title}</h1>
      {children}
    </main>
  )
}

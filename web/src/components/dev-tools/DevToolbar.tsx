import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { createPortal } from 'react-dom'
import { brandsQuery, sessionOfKey, type SimSession, simSessionsQuery } from '../../api/control'
import { useBrandSwitch, useSessionReset } from '../../api/control-changes'
import { useCurrentKey } from '../../api/use-credentials'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Icon } from '../../ui/Icon'
import { SelectField } from '../../ui/SelectField'
import { useToasts } from '../../ui/toast-store'
import { ClockControls } from './ClockControls'
import styles from './DevToolbar.module.css'
import { ErrorLine } from './ErrorLine'
import { FaultControls } from './FaultControls'
import { JournalView } from './JournalView'
import { NamedStates } from './NamedStates'
import { OutboxView } from './OutboxView'
import { StateControls } from './StateControls'

/**
 * The developer toolbar (mock mode only): the simulator's control API at hand. It shows only when
 * the signed-in key belongs to one of the simulator's sessions, so never against a real API. Its
 * toggle is a labelled button ("Developer tools", a wrench before it) in the header: a floating
 * one covered some screen's last button at every width. Its panel, a top-level landmark, opens
 * below the header at the end corner (docs/reference/console.md#design-system).
 */
export function DevToolbar() {
  const key = useCurrentKey()
  const sessions = useQuery(simSessionsQuery)
  const session = key ? sessions.data?.find((s) => s.session === sessionOfKey(key)) : undefined
  if (!key || !session) return null
  return <Toolbar session={session} apiKey={key} />
}

function Toolbar({ session, apiKey }: { session: SimSession; apiKey: string }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="tool" size={16} />
        <span>{t('control.toggle')}</span>
      </button>
      {open &&
        createPortal(
          <aside id={panelId} className={styles.panel} aria-label={t('control.toggle')}>
            <div className={styles.sectionHead}>
              <h2 className={styles.heading}>{t('control.heading')}</h2>
              <Button className={styles.secondary} onClick={() => setOpen(false)}>
                {t('control.close')}
              </Button>
            </div>
            <p className={styles.muted}>
              {t('control.session', { session: session.session, brand: session.brand, seed: session.seed })}
            </p>
            <BrandSwitch session={session} apiKey={apiKey} />
            <ClockControls session={session.session} />
            <FaultControls session={session.session} />
            <OutboxView session={session.session} />
            <JournalView session={session.session} />
            <NamedStates session={session} apiKey={apiKey} />
            <StateControls session={session} apiKey={apiKey} />
            <ResetSession session={session.session} />
          </aside>,
          document.body,
        )}
    </>
  )
}

function BrandSwitch({ session, apiKey }: { session: SimSession; apiKey: string }) {
  const t = useT()
  const toasts = useToasts()
  const brands = useQuery(brandsQuery)
  const [brand, setBrand] = useState(session.brand)
  const change = useBrandSwitch(session, apiKey, (key) =>
    toasts.success(t('control.brandSwitched', { brand, session: sessionOfKey(key) })),
  )
  function submit(event: FormEvent) {
    event.preventDefault()
    change.mutate(brand)
  }
  return (
    <form className={styles.row} onSubmit={submit}>
      <SelectField label={t('control.brand')} value={brand} onChange={(event) => setBrand(event.target.value)}>
        {brands.data?.map((option) => (
          <option key={option.name} value={option.name}>
            {option.config.siteName}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={change.isPending || brand === session.brand}>
        {t('control.switchBrand')}
      </Button>
      {change.isError && <ErrorLine error={change.error} />}
    </form>
  )
}

function ResetSession({ session }: { session: string }) {
  const t = useT()
  const toasts = useToasts()
  const reset = useSessionReset()
  return (
    <div className={styles.row}>
      <Button className={styles.secondary} disabled={reset.isPending} onClick={() => reset.mutate(session, { onSuccess: () => toasts.success(t('control.resetDone')) })}>
        {t('control.reset')}
      </Button>
      {reset.isError && <ErrorLine error={reset.error} />}
    </div>
  )
}

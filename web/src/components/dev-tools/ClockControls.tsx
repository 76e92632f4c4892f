import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { simClockQuery, type ClockMode, type ClockState } from '../../api/control'
import { useClockAdvance, useClockSet } from '../../api/control-changes'
import { useLocale, useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { ErrorLine } from './ErrorLine'
import { secondsToMonthEnd, speedPresets } from './month-end'
import styles from './DevToolbar.module.css'

const steps: { seconds: number; label: `control.advance${'Minute' | 'Hour' | 'Day'}` }[] = [
  { seconds: 60, label: 'control.advanceMinute' },
  { seconds: 60 * 60, label: 'control.advanceHour' },
  { seconds: 24 * 60 * 60, label: 'control.advanceDay' },
]

/** The ClockSet schema's bounds for a realtime speed factor. */
export function parseSpeed(text: string): number | undefined {
  const speed = Number(text.trim().replace(',', '.'))
  return text.trim() !== '' && Number.isFinite(speed) && speed >= 0.01 && speed <= 100000 ? speed : undefined
}

/** The session's simulated time, its mode and speed, and steps forward (docs/product/control.md clock). */
export function ClockControls({ session }: { session: string }) {
  const t = useT()
  const locale = useLocale()
  const clock = useQuery(simClockQuery(session))
  const advance = useClockAdvance(session)
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'long', timeZone: 'UTC' })
  const next = clock.data?.next_event_at
  // The simulator applies every event due up to the new instant, so advancing by exactly the
  // gap to the next one applies it (and any due at the same instant) and stops there.
  const untilNext = clock.data && next ? Math.max(1, Math.ceil((Date.parse(next) - Date.parse(clock.data.now)) / 1000)) : undefined
  return (
    <section className={styles.section} aria-labelledby={`${session}-clock`}>
      <h3 id={`${session}-clock`} className={styles.subheading}>
        {t('control.clock')}
      </h3>
      {clock.data && (
        <dl className={styles.facts}>
          <dt>{t('control.now')}</dt>
          <dd>
            <time dateTime={clock.data.now}>{format.format(new Date(clock.data.now))}</time>
          </dd>
          <dt>{t('control.speedNow')}</dt>
          <dd>
            {clock.data.mode === 'manual'
              ? t('control.manual')
              : t('control.speedValue', { speed: clock.data.speed.toLocaleString(locale) })}
          </dd>
          <dt>{t('control.pending')}</dt>
          <dd>{clock.data.pending_events}</dd>
          <dt>{t('control.nextEvent')}</dt>
          <dd>{next ? <time dateTime={next}>{format.format(new Date(next))}</time> : t('control.noNextEvent')}</dd>
        </dl>
      )}
      {clock.isError && <ErrorLine error={clock.error} />}
      {clock.data && <SpeedPresets session={session} clock={clock.data} />}
      {clock.data && <ClockForm session={session} clock={clock.data} />}
      <div role="group" aria-label={t('control.advance')} className={styles.row}>
        {steps.map(({ seconds, label }) => (
          <Button key={seconds} className={styles.secondary} disabled={advance.isPending} onClick={() => advance.mutate(seconds)}>
            {t(label)}
          </Button>
        ))}
        <Button
          className={styles.secondary}
          disabled={advance.isPending || untilNext === undefined}
          onClick={() => untilNext !== undefined && advance.mutate(untilNext)}
        >
          {t('control.jumpToNext')}
        </Button>
        <Button
          className={styles.secondary}
          disabled={advance.isPending || !clock.data}
          onClick={() => clock.data && advance.mutate(secondsToMonthEnd(clock.data.now))}
        >
          {t('control.skipToMonthEnd')}
        </Button>
      </div>
      {advance.isError && <ErrorLine error={advance.error} />}
    </section>
  )
}

/** One press to a demo's pace: stopped, or realtime at a minute, an hour or a day per second. */
function SpeedPresets({ session, clock }: { session: string; clock: ClockState }) {
  const t = useT()
  const set = useClockSet(session)
  const current = clock.mode === 'manual' ? 0 : clock.speed
  return (
    <>
      <div role="group" aria-label={t('control.speedPresets')} className={styles.row}>
        {speedPresets.map(({ speed, label }) => (
          <Button
            key={speed}
            className={styles.secondary}
            aria-pressed={current === speed}
            disabled={set.isPending}
            onClick={() => set.mutate(speed === 0 ? { mode: 'manual', speed: clock.speed } : { mode: 'realtime', speed })}
          >
            {t(label)}
          </Button>
        ))}
      </div>
      {set.isError && <ErrorLine error={set.error} />}
    </>
  )
}

function ClockForm({ session, clock }: { session: string; clock: ClockState }) {
  const t = useT()
  const [mode, setMode] = useState<ClockMode>(clock.mode)
  const [speed, setSpeed] = useState(String(clock.speed))
  const [submitted, setSubmitted] = useState(false)
  const set = useClockSet(session)
  const speedFactor = parseSpeed(speed)
  const speedError = submitted && mode === 'realtime' && speedFactor === undefined ? t('control.speedInvalid') : undefined
  function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (mode === 'manual') set.mutate({ mode, speed: clock.speed })
    else if (speedFactor !== undefined) set.mutate({ mode, speed: speedFactor })
  }
  return (
    <form noValidate className={styles.row} onSubmit={submit}>
      <SelectField label={t('control.mode')} value={mode} onChange={(event) => setMode(event.target.value as ClockMode)}>
        <option value="manual">{t('control.manual')}</option>
        <option value="realtime">{t('control.realtime')}</option>
      </SelectField>
      {mode === 'realtime' && (
        <TextField
          label={t('control.speed')}
          inputMode="decimal"
          value={speed}
          onChange={(event) => setSpeed(event.target.value)}
          error={speedError}
        />
      )}
      <Button type="submit" disabled={set.isPending}>
        {t('control.setClock')}
      </Button>
      {set.isError && <ErrorLine error={set.error} />}
    </form>
  )
}

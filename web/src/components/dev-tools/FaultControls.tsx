import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { simControl, simFaultsQuery, type FaultCreate } from '../../api/simulator'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/TextField'
import { ErrorLine } from './ErrorLine'
import styles from './DevToolbar.module.css'

type Values = { path: string; status: string; count: string }
type Issues = Partial<Record<keyof Values, 'devTools.pathInvalid' | 'devTools.statusInvalid' | 'devTools.countInvalid'>>

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)

/** A fault rule from the form, or what is wrong with it (the FaultCreate schema's bounds). */
export function faultRule(values: Values): { rule: FaultCreate } | { issues: Issues } {
  const path = values.path.trim()
  const status = wholeNumber(values.status)
  const times = wholeNumber(values.count)
  const issues: Issues = {}
  if (!path.startsWith('/')) issues.path = 'devTools.pathInvalid'
  if (!(status >= 200 && status <= 599)) issues.status = 'devTools.statusInvalid'
  if (!(times >= 1 && times <= 2 ** 32 - 1)) issues.count = 'devTools.countInvalid'
  return Object.keys(issues).length > 0 ? { issues } : { rule: { path, status, times, html: false, latency_ms: 0, drop: false } }
}

/** Inject a fault (path, status, count) into the session, list the rules, clear them. */
export function FaultControls({ session }: { session: string }) {
  const t = useT()
  const queryClient = useQueryClient()
  const faults = useQuery(simFaultsQuery(session))
  const [values, setValues] = useState<Values>({ path: '/v1/**', status: '500', count: '1' })
  const [issues, setIssues] = useState<Issues>({})
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: simFaultsQuery(session).queryKey })
  const add = useMutation({
    mutationFn: (rule: FaultCreate) => simControl.addFault(session, rule),
    onSuccess,
    meta: { errorToast: false },
  })
  const clear = useMutation({ mutationFn: () => simControl.clearFaults(session), onSuccess, meta: { errorToast: false } })
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }))
  const issue = (field: keyof Values) => {
    const key = issues[field]
    return key && t(key)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = faultRule(values)
    setIssues('issues' in checked ? checked.issues : {})
    if ('rule' in checked) add.mutate(checked.rule)
  }

  const rules = faults.data ?? []
  return (
    <section className={styles.section} aria-labelledby={`${session}-faults`}>
      <h3 id={`${session}-faults`} className={styles.subheading}>
        {t('devTools.faults')}
      </h3>
      <form noValidate className={styles.row} onSubmit={submit}>
        <TextField label={t('devTools.faultPath')} value={values.path} onChange={(e) => set({ path: e.target.value })} error={issue('path')} />
        <TextField
          label={t('devTools.faultStatus')}
          inputMode="numeric"
          value={values.status}
          onChange={(e) => set({ status: e.target.value })}
          error={issue('status')}
        />
        <TextField
          label={t('devTools.faultCount')}
          inputMode="numeric"
          value={values.count}
          onChange={(e) => set({ count: e.target.value })}
          error={issue('count')}
        />
        <Button type="submit" disabled={add.isPending}>
          {t('devTools.addFault')}
        </Button>
      </form>
      {add.isError && <ErrorLine error={add.error} />}
      {faults.isError && <ErrorLine error={faults.error} />}
      {faults.data && rules.length === 0 && <p className={styles.muted}>{t('devTools.noFaults')}</p>}
      {rules.length > 0 && (
        <>
          <ul className={styles.rules}>
            {rules.map((rule) => (
              <li key={rule.id}>
                {rule.remaining == null
                  ? t('devTools.faultRuleUnlimited', { path: rule.path, status: rule.status ?? '—' })
                  : t('devTools.faultRule', { path: rule.path, status: rule.status ?? '—', remaining: rule.remaining })}
              </li>
            ))}
          </ul>
          <Button className={styles.secondary} disabled={clear.isPending} onClick={() => clear.mutate()}>
            {t('devTools.clearFaults')}
          </Button>
        </>
      )}
      {clear.isError && <ErrorLine error={clear.error} />}
    </section>
  )
}

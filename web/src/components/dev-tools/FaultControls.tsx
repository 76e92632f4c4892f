import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { type FaultCreate, simFaultsQuery } from '../../api/control'
import { useFaultAdd, useFaultsClear } from '../../api/control-changes'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { ErrorLine } from './ErrorLine'
import { namedErrors } from './named-errors'
import styles from './DevToolbar.module.css'

export const faultMethods = ['', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
type Method = (typeof faultMethods)[number]

type Values = { method: Method; path: string; status: string; count: string; error: string }
type Issues = Partial<Record<'path' | 'status' | 'count', 'control.pathInvalid' | 'control.statusInvalid' | 'control.countInvalid'>>

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)

/** A fault rule from the form, or what is wrong with it (the FaultCreate schema's bounds). */
export function faultRule(values: Values): { rule: FaultCreate } | { issues: Issues } {
  const path = values.path.trim()
  const status = wholeNumber(values.status)
  const times = wholeNumber(values.count)
  const issues: Issues = {}
  if (!path.startsWith('/')) issues.path = 'control.pathInvalid'
  if (!(status >= 200 && status <= 599)) issues.status = 'control.statusInvalid'
  if (!(times >= 1 && times <= 2 ** 32 - 1)) issues.count = 'control.countInvalid'
  if (Object.keys(issues).length > 0) return { issues }
  const rule: FaultCreate = { path, status, times, html: false, latency_ms: 0, drop: false }
  if (values.method) rule.method = values.method
  if (values.error) rule.error = values.error
  return { rule }
}

/**
 * Inject a fault (method, path, status, count and one of the seed's named messages) into the
 * session, list the rules, clear them. Picking a message that belongs to one operation aims the
 * rule at it.
 */
export function FaultControls({ session }: { session: string }) {
  const t = useT()
  const faults = useQuery(simFaultsQuery(session))
  const [values, setValues] = useState<Values>({ method: '', path: '/v1/**', status: '500', count: '1', error: '' })
  const [issues, setIssues] = useState<Issues>({})
  const add = useFaultAdd(session)
  const clear = useFaultsClear(session)
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }))
  const issue = (field: keyof Issues) => {
    const key = issues[field]
    return key && t(key)
  }
  function pickMessage(message: string) {
    const named = namedErrors.find((candidate) => candidate.message === message)
    set({ error: message, ...(named?.path && { path: named.path }), ...(named?.method && { method: named.method }) })
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
        {t('control.faults')}
      </h3>
      <form noValidate className={styles.form} onSubmit={submit}>
        <SelectField label={t('control.faultMessage')} value={values.error} onChange={(e) => pickMessage(e.target.value)}>
          <option value="">{t('control.faultMessageNone')}</option>
          {namedErrors.map(({ message }) => (
            <option key={message} value={message}>
              {message}
            </option>
          ))}
        </SelectField>
        <div className={styles.row}>
          <SelectField
            label={t('control.faultMethod')}
            value={values.method}
            onChange={(e) => set({ method: e.target.value as Method })}
          >
            {faultMethods.map((method) => (
              <option key={method} value={method}>
                {method || t('control.faultMethodAny')}
              </option>
            ))}
          </SelectField>
          <TextField label={t('control.faultPath')} value={values.path} onChange={(e) => set({ path: e.target.value })} error={issue('path')} />
        </div>
        <div className={styles.row}>
          <TextField
            label={t('control.faultStatus')}
            inputMode="numeric"
            value={values.status}
            onChange={(e) => set({ status: e.target.value })}
            error={issue('status')}
          />
          <TextField
            label={t('control.faultCount')}
            inputMode="numeric"
            value={values.count}
            onChange={(e) => set({ count: e.target.value })}
            error={issue('count')}
          />
          <Button type="submit" disabled={add.isPending}>
            {t('control.addFault')}
          </Button>
        </div>
      </form>
      {add.isError && <ErrorLine error={add.error} />}
      {faults.isError && <ErrorLine error={faults.error} />}
      {faults.data && rules.length === 0 && <p className={styles.muted}>{t('control.noFaults')}</p>}
      {rules.length > 0 && (
        <>
          <ul className={styles.rules}>
            {rules.map((rule) => {
              const target = rule.method ? `${rule.method} ${rule.path}` : rule.path
              const status = rule.error ? `${rule.status ?? '—'} “${rule.error}”` : (rule.status ?? '—')
              return (
                <li key={rule.id}>
                  {rule.remaining == null
                    ? t('control.faultRuleUnlimited', { path: target, status })
                    : t('control.faultRule', { path: target, status, remaining: rule.remaining })}
                </li>
              )
            })}
          </ul>
          <Button className={styles.secondary} disabled={clear.isPending} onClick={() => clear.mutate()}>
            {t('control.clearFaults')}
          </Button>
        </>
      )}
      {clear.isError && <ErrorLine error={clear.error} />}
    </section>
  )
}

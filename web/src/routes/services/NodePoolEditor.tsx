import type { Worker, WorkerPackage } from '../../api/services'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { poolsKeepTheAutoscalerRule } from './service-format'
import resourceStyles from '../../ui/Screens.module.css'
import styles from './Service.module.css'

type Props = {
  workers: Worker[]
  packages: WorkerPackage[]
  onChange: (workers: Worker[]) => void
  onAdd: () => void
}

/** docs/product/services.md#kubernetes *workers*: each pool's machine, volume, autoscaler bounds and surge; docs/product/services.md#kubernetes's rule. */
export function NodePoolEditor({ workers, packages, onChange, onAdd }: Props) {
  const t = useT()
  const set = (index: number, change: Partial<Worker>) =>
    onChange(workers.map((worker, i) => (i === index ? { ...worker, ...change } : worker)))
  const count = (value: string) => Math.max(0, Math.floor(Number(value) || 0))
  return (
    <fieldset className={resourceStyles.choices}>
      <legend>{t('services.pools.title')}</legend>
      {workers.map((worker, index) => (
        <fieldset key={index} className={styles.pool}>
          <legend>{t('services.pools.pool', { number: index + 1 })}</legend>
          <TextField label={t('services.pools.name')} value={worker.name} onChange={(e) => set(index, { name: e.target.value })} />
          <SelectField
            label={t('services.pools.machine')}
            value={`${worker.machine.cpu}/${worker.machine.ram}`}
            onChange={(e) => {
              const [cpu, ram] = e.target.value.split('/').map(Number)
              set(index, { machine: { cpu: cpu ?? 2, ram: ram ?? 4 } })
            }}
          >
            {packages.map((p) => (
              <option key={`${p.cpu}/${p.ram}`} value={`${p.cpu}/${p.ram}`} disabled={p.disabled ?? false}>
                {t('services.pools.machineOption', { cpu: p.cpu, ram: p.ram })}
                {p.notice ? ` (${p.notice})` : ''}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('services.pools.volume')}
            type="number"
            min={10}
            value={worker.volume.size}
            onChange={(e) => set(index, { volume: { size: count(e.target.value) } })}
          />
          <TextField
            label={t('services.pools.minimum')}
            type="number"
            min={0}
            value={worker.min}
            onChange={(e) => set(index, { min: count(e.target.value) })}
            error={worker.min > worker.max ? t('services.pools.ruleMinAboveMax') : undefined}
          />
          <TextField
            label={t('services.pools.maximum')}
            type="number"
            min={1}
            value={worker.max}
            onChange={(e) => set(index, { max: count(e.target.value) })}
          />
          <TextField
            label={t('services.pools.maxSurge')}
            type="number"
            min={0}
            value={worker.maxSurge}
            onChange={(e) => set(index, { maxSurge: count(e.target.value) })}
          />
          {workers.length > 1 && (
            <Button type="button" onClick={() => onChange(workers.filter((_, i) => i !== index))}>
              {t('services.pools.remove', { name: worker.name || String(index + 1) })}
            </Button>
          )}
        </fieldset>
      ))}
      {!poolsKeepTheAutoscalerRule(workers) && (
        <p role="alert" className={styles.rule}>
          {t('services.pools.ruleMinimum')}
        </p>
      )}
      <Button type="button" onClick={onAdd}>
        {t('services.pools.add')}
      </Button>
    </fieldset>
  )
}

/** Whether the pools may be sent: the autoscaler rule, names, and each minimum within its maximum. */
export const poolsValid = (workers: readonly Worker[]) =>
  poolsKeepTheAutoscalerRule(workers) && workers.every((w) => w.name.trim() !== '' && w.min <= w.max)

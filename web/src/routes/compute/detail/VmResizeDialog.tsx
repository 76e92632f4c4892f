import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type PredefinedPackage, type Vm, vmCan, vmOperations } from '../../../api/compute'
import { priceListQuery } from '../../../api/pricing'
import { useMoney } from '../../../components/use-money'
import { issueText, type Issue } from '../../../forms/validators'
import { useT } from '../../../i18n'
import { useSite } from '../../../platform/use-site'
import { TextField } from '../../../ui/TextField'
import styles from '../Compute.module.css'
import { computePrice } from '../vm-price'
import { Action, useDialog, type Props } from './VmActionDialog'

/** A whole number from `min` up, or why not. */
function wholeFrom(text: string, min: number): Issue | undefined {
  if (text.trim() === '') return { key: 'validation.required' }
  return /^\d+$/.test(text.trim()) && Number(text) >= min ? undefined : { key: 'compute.vm.resize.atLeast', params: { min } }
}

/** A size of the site's packages, or the vCPUs and MB typed in (the API takes any). */
type Choice = number | 'custom'

/** The site's packages a VM of this OS may take, with their index in the site's list. */
function sizesFor(packages: readonly PredefinedPackage[], vm: Vm) {
  const category = vm.license_type ? 'win' : 'other'
  return packages
    .map((pkg, index) => ({ pkg, index }))
    .filter(({ pkg }) => pkg.os.includes(category) && !pkg.disabled.includes(category))
}

/**
 * Resize as a plan picker (issue 43): the site's sizes with what each costs a month, the VM's own
 * marked, custom vCPUs and RAM where no size fits, and the monthly price before and after.
 */
export function ResizeDialog(props: Props) {
  const { vm, location } = props
  const t = useT()
  const { config } = useSite()
  const sizes = sizesFor(config.predefinedPackages, vm)
  const own = sizes.find(({ pkg }) => pkg.cpu === vm.vcpu && pkg.ram * 1024 === vm.memory)
  const [choice, setChoice] = useState<Choice>(own?.index ?? 'custom')
  const [vcpu, setVcpu] = useState(String(vm.vcpu))
  const [ram, setRam] = useState(String(vm.memory))
  const chosen = typeof choice === 'number' ? config.predefinedPackages[choice] : undefined
  const next = chosen ? { vcpu: chosen.cpu, memory: chosen.ram * 1024 } : { vcpu: Number(vcpu), memory: Number(ram) }
  const d = useDialog(
    props,
    () => vmOperations.update(location, { uuid: vm.uuid, vcpu: next.vcpu, ram: next.memory }),
    (updated) => t('compute.vm.done.resize', { name: updated.name }),
  )
  const customIssues = choice === 'custom' ? { vcpu: wholeFrom(vcpu, 1), ram: wholeFrom(ram, 1) } : {}
  const shown = d.submitted ? customIssues : {}
  return (
    <Action
      label={t('compute.vm.action.resize')}
      enabled={vmCan.resize(vm)}
      title={t('compute.vm.resize.title', { name: vm.name })}
      explanation={t('compute.vm.resize.explanation')}
      submitLabel={t('compute.vm.resize.submit')}
      pending={d.mutation.isPending}
      open={d.open}
      setOpen={(open) => {
        if (open) {
          setChoice(own?.index ?? 'custom')
          setVcpu(String(vm.vcpu))
          setRam(String(vm.memory))
        }
        d.setOpen(open)
      }}
      submit={() => {
        d.setSubmitted(true)
        if (!customIssues.vcpu && !customIssues.ram) d.mutation.mutate(undefined)
      }}
    >
      <fieldset className={styles.packages}>
        <legend>{t('compute.vm.resize.size')}</legend>
        {sizes.map(({ pkg, index }) => (
          <SizeOption key={index} vm={vm} location={location} pkg={pkg} own={index === own?.index} checked={choice === index} onChoose={() => setChoice(index)} />
        ))}
        <label className={styles.package}>
          <input type="radio" name="vm-resize-size" checked={choice === 'custom'} onChange={() => setChoice('custom')} />
          {t('compute.vm.resize.custom')}
        </label>
      </fieldset>
      {choice === 'custom' && (
        <div className={styles.customSize}>
          <TextField label={t('compute.vm.resize.vcpu')} required inputMode="numeric" value={vcpu} onChange={(e) => setVcpu(e.target.value)} error={issueText(t, shown.vcpu)} />
          <TextField label={t('compute.vm.resize.ram')} required inputMode="numeric" value={ram} onChange={(e) => setRam(e.target.value)} error={issueText(t, shown.ram)} />
        </div>
      )}
      {!customIssues.vcpu && !customIssues.ram && <PriceChange vm={vm} location={location} next={next} />}
    </Action>
  )
}

/** The VM's monthly price for vCPUs and RAM in `location`, or undefined until the price list is here. */
function useComputeMonthly(vm: Vm, location: string) {
  const { config } = useSite()
  const prices = useQuery(priceListQuery).data?.[config.siteCurrency]?.[location]
  const os = vm.license_type ? 'win' : 'other'
  return prices && ((vcpu: number, memory: number) => computePrice(prices, vcpu, memory, os).month)
}

type SizeProps = { vm: Vm; location: string; pkg: PredefinedPackage; own: boolean; checked: boolean; onChoose: () => void }

/** One size: its vCPUs and RAM, what they cost a month, and whether it is the VM's size now. */
function SizeOption({ vm, location, pkg, own, checked, onChoose }: SizeProps) {
  const t = useT()
  const money = useMoney().price
  const monthly = useComputeMonthly(vm, location)
  return (
    <label className={styles.package}>
      <input type="radio" name="vm-resize-size" checked={checked} onChange={onChoose} />
      {t('compute.vm.resize.option', { cpu: pkg.cpu, ram: pkg.ram })}
      {own && <span className={styles.notice}>{t('compute.vm.resize.current')}</span>}
      {monthly && <span className={styles.packagePrice}>{t('compute.create.packageMonthly', { price: money(monthly(pkg.cpu, pkg.ram * 1024), 2) })}</span>}
    </label>
  )
}

/** The monthly price of the VM's vCPUs and RAM now, after the resize, and the difference. */
function PriceChange({ vm, location, next }: { vm: Vm; location: string; next: { vcpu: number; memory: number } }) {
  const t = useT()
  const money = useMoney().price
  const monthly = useComputeMonthly(vm, location)
  if (!monthly) return null
  const before = monthly(vm.vcpu, vm.memory)
  const after = monthly(next.vcpu, next.memory)
  const difference = Math.round((after - before) * 100) / 100
  const change =
    difference === 0 ? t('compute.vm.resize.same') : `${difference > 0 ? '+' : '−'}${money(Math.abs(difference), 2)}`
  return (
    <dl className={styles.priceChange} aria-live="polite">
      <dt>{t('compute.vm.resize.now')}</dt>
      <dd>{t('compute.create.packageMonthly', { price: money(before, 2) })}</dd>
      <dt>{t('compute.vm.resize.after')}</dt>
      <dd>{t('compute.create.packageMonthly', { price: money(after, 2) })}</dd>
      <dt>{t('compute.vm.resize.difference')}</dt>
      <dd>{change}</dd>
    </dl>
  )
}

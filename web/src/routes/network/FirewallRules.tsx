import { useState } from 'react'
import { type Firewall, type FirewallRuleInput, useNetworkAction } from '../../api/network'
import resourceStyles from '../../ui/Screens.module.css'
import { useToasts } from '../../ui/toast-store'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { DataTable } from '../../ui/DataTable'
import fieldStyles from '../../ui/Field.module.css'
import styles from '../compute/Compute.module.css'
import networkStyles from './Network.module.css'

type Rule = FirewallRuleInput
/** A table row: the rule and its place, which names its cells. */
type Row = { rule: Rule; index: number }
const directions = ['inbound', 'outbound'] as const
const protocols = ['tcp', 'udp', 'icmp', 'icmp6', 'any'] as const
const endpointTypes = ['any', 'ip_prefixes', 'group_tag', 'vlan'] as const
const actions = ['accept', 'drop'] as const

/** The stored rules as the form edits them (uuids kept, so rules keep their identity). */
const editable = (firewall: Firewall): Rule[] =>
  firewall.rules.map((rule) => ({
    uuid: rule.uuid || null,
    direction: rule.direction,
    protocol: rule.protocol,
    policy_action: rule.policy_action ?? 'accept',
    port_start: rule.port_start ?? null,
    port_end: rule.port_end ?? null,
    endpoint_spec_type: rule.endpoint_spec_type,
    endpoint_spec: rule.endpoint_spec ?? null,
  }))

/** A rule's choice in its table cell, among `options`. */
function CellSelect<V extends string>(props: {
  label: string
  value: V
  options: readonly V[]
  text: (value: V) => string
  onChange: (value: V) => void
}) {
  return (
    <select
      aria-label={props.label}
      className={`${fieldStyles.input} ${networkStyles.control}`}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as V)}
    >
      {props.options.map((value) => (
        <option key={value} value={value}>
          {props.text(value)}
        </option>
      ))}
    </select>
  )
}

const port = (text: string) => (text.trim() === '' ? null : Number(text))

/** Endpoints are typed as comma-separated text; what is sent is the trimmed, non-empty parts. */
const tidy = (rule: Rule): Rule => ({
  ...rule,
  endpoint_spec: rule.endpoint_spec ? rule.endpoint_spec.map((part) => part.trim()).filter(Boolean) : null,
})

/**
 * docs/product/network.md#firewalls: the firewall's rules in a table, each cell editable with the keyboard; saved
 * together (the API replaces all rules). The server checks ports and endpoints and names the
 * rule and field it refuses.
 */
export function FirewallRules({ firewall, location }: { firewall: Firewall; location: string }) {
  const t = useT()
  const toasts = useToasts()
  const [rules, setRules] = useState<Rule[]>(() => editable(firewall))
  const save = useNetworkAction('firewallRules', {
    onSuccess: (saved) => {
      toasts.success(t('network.fw.saved', { name: firewall.display_name }))
      setRules(editable(saved))
    },
  })
  const change = (index: number, patch: Partial<Rule>) =>
    setRules((current) => current.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)))
  const heads: [string, string, string, string, string, string, string] = [
    t('network.fw.direction'),
    t('network.fw.protocol'),
    t('network.fw.action'),
    t('network.fw.portStart'),
    t('network.fw.portEnd'),
    t('network.fw.endpointType'),
    t('network.fw.endpoints'),
  ]
  const cell = (index: number, column: number) => `${heads[column]} ${index + 1}`
  return (
    <section aria-labelledby="fw-rules" className={resourceStyles.screen}>
      <h2 id="fw-rules" className={styles.heading}>
        {t('network.fw.rules')}
      </h2>
      <div className={networkStyles.scroll}>
        <DataTable
          columns={[
            {
              label: heads[0],
              cell: ({ rule, index }) => (
                <CellSelect
                  label={cell(index, 0)}
                  value={rule.direction}
                  options={directions}
                  text={(value) => t(`network.fw.directions.${value}`)}
                  onChange={(direction) => change(index, { direction })}
                />
              ),
            },
            {
              label: heads[1],
              cell: ({ rule, index }) => (
                <CellSelect
                  label={cell(index, 1)}
                  value={rule.protocol}
                  options={protocols}
                  text={(value) => t(`network.fw.protocols.${value}`)}
                  onChange={(protocol) => {
                    const ports = protocol === 'tcp' || protocol === 'udp'
                    change(index, ports ? { protocol } : { protocol, port_start: null, port_end: null })
                  }}
                />
              ),
            },
            {
              label: heads[2],
              cell: ({ rule, index }) => (
                <CellSelect
                  label={cell(index, 2)}
                  value={rule.policy_action ?? 'accept'}
                  options={actions}
                  text={(value) => t(`network.fw.actions.${value}`)}
                  onChange={(action) => change(index, { policy_action: action })}
                />
              ),
            },
            ...([
              ['port_start', 3],
              ['port_end', 4],
            ] as const).map(([key, column]) => ({
              label: heads[column],
              cell: ({ rule, index }: Row) => (
                <input
                  aria-label={cell(index, column)}
                  className={`${fieldStyles.input} ${networkStyles.control} ${networkStyles.port}`}
                  inputMode="numeric"
                  placeholder={t('network.fw.allPorts')}
                  disabled={rule.protocol !== 'tcp' && rule.protocol !== 'udp'}
                  value={rule[key] ?? ''}
                  onChange={(event) => change(index, { [key]: port(event.target.value) })}
                />
              ),
            })),
            {
              label: heads[5],
              cell: ({ rule, index }) => (
                <CellSelect
                  label={cell(index, 5)}
                  value={rule.endpoint_spec_type}
                  options={endpointTypes}
                  text={(value) => t(`network.fw.endpointTypes.${value}`)}
                  onChange={(type) =>
                    change(index, { endpoint_spec_type: type, endpoint_spec: type === 'any' ? null : (rule.endpoint_spec ?? []) })
                  }
                />
              ),
            },
            {
              label: heads[6],
              cell: ({ rule, index }) => (
                <input
                  aria-label={cell(index, 6)}
                  className={`${fieldStyles.input} ${networkStyles.control}`}
                  placeholder={t('network.fw.endpointsHint')}
                  disabled={rule.endpoint_spec_type === 'any'}
                  value={(rule.endpoint_spec ?? []).join(',')}
                  onChange={(event) =>
                    change(index, { endpoint_spec: event.target.value === '' ? [] : event.target.value.split(',') })
                  }
                />
              ),
            },
            {
              label: t('network.actions'),
              cell: ({ index }) => (
                <Button onClick={() => setRules((current) => current.filter((_, i) => i !== index))}>{t('network.remove')}</Button>
              ),
            },
          ]}
          rows={rules.map((rule, index) => ({ rule, index }))}
          rowKey={({ rule, index }) => rule.uuid ?? `new-${index}`}
          rowHeaders={false}
          aria-labelledby="fw-rules"
        />
      </div>
      <div className={styles.actions}>
        <Button
          onClick={() =>
            setRules((current) => [
              ...current,
              { direction: 'inbound', protocol: 'tcp', policy_action: 'accept', endpoint_spec_type: 'any' },
            ])
          }
        >
          {t('network.fw.addRule')}
        </Button>
        <Button disabled={save.isPending} onClick={() => save.mutate({ location, uuid: firewall.uuid, rules: rules.map(tidy) })}>
          {t('network.fw.save')}
        </Button>
      </div>
    </section>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { billingAccountsQuery } from '../../api/billing'
import { ipListQuery, lbListQuery, lbQuery, type LoadBalancer, networkQuery, useNetworkAction } from '../../api/network'
import { pb } from '../../screens/path-builder'
import { LoadError } from '../../components/LoadError'
import { ResourceFrame } from '../../components/ResourceScreens'
import resourceStyles from '../../ui/Screens.module.css'
import { useToasts } from '../../ui/toast-store'
import { useT } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { Button } from '../../ui/Button'
import { Skeleton } from '../../ui/Loading'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { Uuid } from '../../ui/Uuid'
import networkStyles from './Network.module.css'
import { locationName } from '../compute/vm-format'
import { NetworkList } from './NetworkList'
import { DetailsSection, Section } from '../../ui/Fields'
import { DeleteMenu, DeleteRowMenu, VmPicker } from './NetworkControls'
import { DataTable } from '../../ui/DataTable'
import { locationsQuery } from '../../api/config'
import { vmListQuery } from '../../api/compute'

export function LoadBalancersPage() {
  const t = useT()
  return (
    <NetworkList
      type="load_balancer"
      query={lbListQuery}
      name={(lb) => lb.display_name}
      detail={(location, lb) => pb.loadBalancer({ location, uuid: lb.uuid })}
      columns={[
        { label: t('network.field.privateIp'), value: (lb) => lb.private_address },
        { label: t('network.lb.targets'), value: (lb) => lb.targets.length },
        {
          label: t('network.column.status'),
          value: (lb) => (lb.is_deleted ? t('network.status.deleted') : t('network.status.active')),
        },
      ]}
      rowActions={(location, lb) =>
        !lb.is_deleted && <DeleteRowMenu what={{ action: 'lbDelete', type: 'load_balancer' }} name={lb.display_name} target={{ location, uuid: lb.uuid }} />
      }
    />
  )
}

/** docs/product/config.md#console-routes: /network/load_balancer/{location}/{uuid}: targets, forwarding rules, delete. */
export function LoadBalancerPage() {
  const t = useT()
  const { location, uuid } = useParams({ strict: false }) as { location: string; uuid: string }
  const lb = useQuery(lbQuery(location, uuid))
  return (
    <ResourceFrame
      detail
      type="load_balancer"
      title={lb.data?.display_name ?? t('resources.load_balancer.one')}
      status={lb.data?.is_deleted && <Badge inHeader>{t('network.status.deleted')}</Badge>}
      actions={
        lb.data &&
        !lb.data.is_deleted && (
          <DeleteMenu
            what={{ action: 'lbDelete', type: 'load_balancer' }}
            name={lb.data.display_name}
            target={{ location, uuid: lb.data.uuid }}
          />
        )
      }
    >
      {lb.isPending && <Skeleton />}
      {lb.isError && <LoadError title={t('network.loadFailed')} error={lb.error} onRetry={() => void lb.refetch()} />}
      {lb.data && <LbDetail lb={lb.data} location={location} />}
    </ResourceFrame>
  )
}

function LbDetail({ lb, location }: { lb: LoadBalancer; location: string }) {
  const t = useT()
  const locations = useQuery(locationsQuery)
  const ips = useQuery(ipListQuery(location))
  const network = useQuery(networkQuery(location, lb.network_uuid))
  const publicIp = ips.data?.find((ip) => ip.assigned_to === lb.uuid)
  return (
    <>
      <DetailsSection
        id="lb-details"
        title={t('network.field.details')}
        fields={[
          [t('network.column.location'), locationName(location, locations.data)],
          [t('network.field.privateIp'), lb.private_address],
          [
            t('network.field.publicIp'),
            publicIp ? (
              <Link to={pb.ipAddress({ location, uuid: publicIp.uuid })}>{publicIp.address}</Link>
            ) : (
              t('network.none')
            ),
          ],
          [t('network.field.network'), <Link to={pb.vpc({ location, uuid: lb.network_uuid })}>{network.data?.name ?? lb.network_uuid}</Link>],
          [t('network.field.billingAccount'), lb.billing_account_id],
          [t('network.field.created'), lb.created_at],
          [t('network.field.uuid'), <Uuid value={lb.uuid} />],
        ]}
      />
      {!lb.is_deleted && <BillingAccount lb={lb} location={location} />}
      {!lb.is_deleted && <Targets lb={lb} location={location} />}
      {!lb.is_deleted && <Rules lb={lb} location={location} />}
    </>
  )
}

/** docs/product/network.md#load-balancers: VM targets of the balancer's network; at least one stays. */
function Targets({ lb, location }: { lb: LoadBalancer; location: string }) {
  const t = useT()
  const toasts = useToasts()
  const vms = useQuery(vmListQuery(location))
  const network = useQuery(networkQuery(location, lb.network_uuid))
  const name = (uuid: string) => vms.data?.find((vm) => vm.uuid === uuid)?.name ?? uuid
  const targeted = new Set(lb.targets.map((target) => target.target_uuid))
  // Only VMs on the balancer's network qualify (docs/product/network.md#load-balancers).
  const members = new Set(network.data?.vm_uuids ?? [])
  const candidates = (vms.data ?? []).filter((vm) => members.has(vm.uuid) && !targeted.has(vm.uuid))
  const add = useNetworkAction('lbTargetAdd', { onSuccess: () => toasts.success(t('network.lb.targetAdded')) })
  const remove = useNetworkAction('lbTargetRemove', { onSuccess: () => toasts.success(t('network.lb.targetRemoved')) })
  return (
    <Section id="lb-targets" title={t('network.lb.targets')} className={resourceStyles.screen}>
      <DataTable
        aria-labelledby="lb-targets"
        columns={[
          {
            label: t('network.column.name'),
            cell: (target) => <Link to={pb.vm({ location, vmId: target.target_uuid })}>{name(target.target_uuid)}</Link>,
          },
          { label: t('network.lb.targetIp'), cell: (target) => target.target_ip_address ?? t('network.none') },
          {
            label: t('network.actions'),
            cell: (target) => (
              <Button
                disabled={remove.isPending || lb.targets.length < 2}
                onClick={() => remove.mutate({ location, uuid: lb.uuid, vm: target.target_uuid })}
              >
                {t('network.remove')}
              </Button>
            ),
          },
        ]}
        rows={lb.targets}
        rowKey={(target) => target.target_uuid}
      />
      <VmPicker
        vms={candidates}
        label={t('network.lb.addTarget')}
        submit={t('network.add')}
        disabled={add.isPending}
        onPick={(vm) => add.mutate({ location, uuid: lb.uuid, vm: vm.uuid })}
      />
    </Section>
  )
}

/** docs/product/network.md#load-balancers: TCP only, source-IP persistence; each source port once. */
function Rules({ lb, location }: { lb: LoadBalancer; location: string }) {
  const t = useT()
  const toasts = useToasts()
  const [ports, setPorts] = useState({ source: '', target: '' })
  const add = useNetworkAction('lbRuleAdd', {
    onSuccess: () => {
      toasts.success(t('network.lb.ruleAdded'))
      setPorts({ source: '', target: '' })
    },
  })
  const remove = useNetworkAction('lbRuleRemove', { onSuccess: () => toasts.success(t('network.lb.ruleRemoved')) })
  const valid = (port: string) => /^\d+$/.test(port) && Number(port) >= 1 && Number(port) <= 65535
  function submit(event: FormEvent) {
    event.preventDefault()
    if (valid(ports.source) && valid(ports.target)) {
      add.mutate({ location, uuid: lb.uuid, sourcePort: Number(ports.source), targetPort: Number(ports.target) })
    }
  }
  return (
    <Section id="lb-rules" title={t('network.lb.rules')} className={resourceStyles.screen}>
      <DataTable
        aria-labelledby="lb-rules"
        columns={[
          { label: t('network.lb.protocol'), cell: (rule) => rule.protocol },
          { label: t('network.lb.sourcePort'), cell: (rule) => rule.source_port },
          { label: t('network.lb.targetPort'), cell: (rule) => rule.target_port },
          { label: t('network.lb.persistence'), cell: (rule) => rule.settings?.session_persistence },
          {
            label: t('network.actions'),
            cell: (rule) => (
              <Button
                disabled={remove.isPending || !rule.uuid}
                onClick={() => rule.uuid && remove.mutate({ location, uuid: lb.uuid, rule: rule.uuid })}
              >
                {t('network.remove')}
              </Button>
            ),
          },
        ]}
        rows={lb.forwarding_rules}
        rowKey={(rule, index) => rule.uuid ?? index}
      />
      <form className={networkStyles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('network.lb.sourcePort')}
          inputMode="numeric"
          value={ports.source}
          onChange={(event) => setPorts({ ...ports, source: event.target.value })}
          error={ports.source && !valid(ports.source) ? t('network.portRule') : undefined}
        />
        <TextField
          label={t('network.lb.targetPort')}
          inputMode="numeric"
          value={ports.target}
          onChange={(event) => setPorts({ ...ports, target: event.target.value })}
          error={ports.target && !valid(ports.target) ? t('network.portRule') : undefined}
        />
        <Button type="submit" disabled={add.isPending || !valid(ports.source) || !valid(ports.target)}>
          {t('network.lb.addRule')}
        </Button>
      </form>
    </Section>
  )
}

/** docs/product/network.md#load-balancers: the balancer is paid from another active account of the user from the next hour. */
function BillingAccount({ lb, location }: { lb: LoadBalancer; location: string }) {
  const t = useT()
  const toasts = useToasts()
  const accounts = useQuery(billingAccountsQuery)
  const active = (accounts.data ?? []).filter((account) => account.is_active)
  const [account, setAccount] = useState(lb.billing_account_id)
  const move = useNetworkAction('lbBillingAccount', { onSuccess: () => toasts.success(t('network.lb.moved')) })
  if (active.length < 2) return null
  return (
    <form
      className={networkStyles.form}
      onSubmit={(event) => {
        event.preventDefault()
        move.mutate({ location, uuid: lb.uuid, account })
      }}
    >
      <SelectField
        label={t('network.field.billingAccount')}
        value={account}
        onChange={(event) => setAccount(Number(event.target.value))}
      >
        {active.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title || option.id}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={move.isPending || account === lb.billing_account_id}>
        {t('network.lb.move')}
      </Button>
    </form>
  )
}

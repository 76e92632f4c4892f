import type { QueryClient } from '@tanstack/react-query'
import type { SiteConfig } from '../../api/config'
import type { Translate } from '../../i18n'
import { createPath, listPath, pb } from '../../screens/path-builder'
import { enabledResourceTypes, type ResourceType } from '../../screens/resource-types'
import { searchRows } from '../table/table-view'

/** One thing the palette can open: a path (and its query), what it is, and the text it is found by. */
export type Entry = {
  id: string
  label: string
  /** What it is: the resource type and its location, or "Page" / "Action". */
  detail: string
  to: string
  search?: Record<string, string>
  /** Also matched, not shown: e.g. the resource's UUID. */
  hidden?: string
}

type Item = Record<string, unknown>
const text = (item: Item, ...fields: string[]) => fields.map((field) => item[field]).find((value) => typeof value === 'string' && value !== '') as string | undefined

/**
 * The lists the palette looks through, by their query keys (`api/*.ts`): what the console has
 * read so far, so finding costs no request. A located list's key holds its location.
 */
const sources: { key: string; type: ResourceType; name: (item: Item) => string | undefined; path: (item: Item, location: string) => string }[] = [
  { key: 'vm_list', type: 'virtual_machine', name: (i) => text(i, 'name'), path: (i, location) => pb.vm({ location, vmId: String(i.uuid) }) },
  { key: 'disk_list', type: 'disk', name: (i) => text(i, 'display_name', 'uuid'), path: (i, location) => pb.disk({ location, uuid: String(i.uuid) }) },
  { key: 'ip_address_list', type: 'ip_address', name: (i) => text(i, 'address'), path: (i, location) => pb.ipAddress({ location, uuid: String(i.uuid) }) },
  { key: 'network_list', type: 'vpc', name: (i) => text(i, 'name'), path: (i, location) => pb.vpc({ location, uuid: String(i.uuid) }) },
  { key: 'load_balancer_list', type: 'load_balancer', name: (i) => text(i, 'display_name'), path: (i, location) => pb.loadBalancer({ location, uuid: String(i.uuid) }) },
  { key: 'firewall_list', type: 'firewall', name: (i) => text(i, 'display_name'), path: (i, location) => pb.firewall({ location, uuid: String(i.uuid) }) },
  {
    key: 'service_package_list',
    type: 'managed_service',
    name: (i) => text(i, 'display_name'),
    path: (i) => pb.service({ location: String((i.properties as Item | undefined)?.location ?? ''), serviceId: String(i.uuid) }),
  },
  { key: 'metal_lease_list', type: 'bare_metal', name: (i) => text(i, 'display_name'), path: (i) => pb.lease({ uuid: String(i.uuid) }) },
  { key: 'bucket_list', type: 'bucket', name: (i) => text(i, 'name'), path: (i) => pb.bucket({ storageName: String(i.name) }) },
  { key: 'billing_account_list', type: 'billing_account', name: (i) => text(i, 'title') ?? `#${String(i.id)}`, path: (i) => pb.billingAccount({ id: String(i.id) }) },
]

/** Every resource of the lists read so far, named with its type and location. */
export function resourceEntries(client: QueryClient, t: Translate, config: SiteConfig): Entry[] {
  const enabled = new Set(enabledResourceTypes(config))
  const locations = (client.getQueryData(['locations_list']) ?? []) as { slug: string; display_name: string }[]
  const where = (slug: string) => locations.find((location) => location.slug === slug)?.display_name ?? slug
  return sources
    .filter((source) => enabled.has(source.type))
    .flatMap((source) =>
      client.getQueriesData<Item[]>({ queryKey: [source.key] as never }).flatMap(([key, data]) => {
        const location = String((key[1] as Item | undefined)?.location ?? '')
        return (Array.isArray(data) ? data : []).flatMap((item): Entry[] => {
          const name = source.name(item)
          if (!name || item.is_deleted === true) return []
          const type = t(`resources.${source.type}.one`)
          const place = location || text((item.properties as Item | undefined) ?? {}, 'location') || text(item, 'location')
          return [
            {
              id: `${source.key}:${location}:${String(item.uuid ?? item.id ?? name)}`,
              label: name,
              detail: place ? `${type} · ${where(place)}` : type,
              to: source.path(item, location),
              hidden: [item.uuid, item.id].filter(Boolean).join(' '),
            },
          ]
        })
      }),
    )
}

/** The navigation's pages and the everyday actions: each type's create, top-up and payment methods. */
export function pageEntries(t: Translate, config: SiteConfig, account: number | undefined): Entry[] {
  const page = t('palette.kind.page')
  const action = t('palette.kind.action')
  const types = enabledResourceTypes(config).filter((type) => type !== 'access_impersonation')
  const billing = (tab: string, label: string): Entry[] =>
    account === undefined ? [] : [{ id: `action:${tab}`, label, detail: action, to: pb.billingAccount({ id: account }), search: { tab } }]
  return [
    { id: 'page:dashboard', label: t('shell.dashboard'), detail: page, to: pb.dashboard() },
    ...types.map((type): Entry => ({ id: `page:${type}`, label: t(`resources.${type}.other`), detail: page, to: listPath(type) })),
    { id: 'page:pricing', label: t('palette.pricing'), detail: page, to: pb.priceList() },
    { id: 'page:profile', label: t('palette.profile'), detail: page, to: pb.profile() },
    ...types.flatMap((type): Entry[] => {
      const to = createPath(type)
      return to ? [{ id: `create:${type}`, label: t(`resources.${type}.create`), detail: action, to }] : []
    }),
    ...billing('topup', t('palette.topUp')),
    ...billing('methods', t('palette.paymentMethods')),
  ]
}

/** Entries matching every word typed (name, kind, location or UUID), at most `limit`; pages and actions first. */
export function findEntries(entries: readonly Entry[], query: string, limit = 50): Entry[] {
  return searchRows(entries, query, (entry) => `${entry.label} ${entry.detail} ${entry.hidden ?? ''}`).slice(0, limit)
}

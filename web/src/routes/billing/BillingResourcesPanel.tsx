import { useQueries, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { pb } from '../../screens/path-builder'
import resourceStyles from '../../ui/Screens.module.css'
import { useT } from '../../i18n'
import { type BillingAccount } from '../../api/billing'
import { billingResourcesQuery } from '../../api/compute'
import { locationsQuery } from '../../api/config'

/** docs/product/compute.md#vm-lifecycle `billing_resources`: the VMs this account pays for, location by location. */
export function BillingResourcesPanel({ account }: { account: BillingAccount }) {
  const t = useT()
  const locations = useQuery(locationsQuery)
  const places = locations.data ?? []
  const lists = useQueries({ queries: places.map((l) => billingResourcesQuery(l.slug, account.id)) })
  const rows = places.flatMap((place, i) => (lists[i]?.data ?? []).map((vm) => ({ place, vm })))
  return (
    <section aria-labelledby="account-resources">
      <h2 id="account-resources">{t('billing.resources.heading')}</h2>
      {rows.length === 0 ? (
        <p>{t('billing.resources.empty')}</p>
      ) : (
        <table className={resourceStyles.table}>
          <caption className="visually-hidden">{t('billing.resources.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('billing.resources.name')}</th>
              <th scope="col">{t('billing.resources.location')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ place, vm }) => (
              <tr key={`${place.slug}/${vm.uuid}`}>
                <th scope="row" data-label={t('billing.resources.name')}>
                  <Link to={pb.vm({ location: place.slug, vmId: vm.uuid })}>{vm.name}</Link>
                </th>
                <td data-label={t('billing.resources.location')}>{place.display_name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

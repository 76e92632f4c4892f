import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { locationsQuery } from '../../api/queries'
import { enabledResourceTypes, resourceTypeInfo } from '../../app/resource-types'
import { useDocumentTitle } from '../../app/use-document-title'
import { useSite } from '../../app/use-site'
import { useUser } from '../../app/use-user'
import { navLabel } from '../../app/layouts/nav-label'
import { useLocale, useT } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { Icon } from '../../ui/Icon'
import { DelayedSpinner } from '../../ui/Loading'
import styles from './DashboardPage.module.css'

/** A placeholder dashboard: the site's enabled resource types and its locations. */
export function DashboardPage() {
  const t = useT()
  const locale = useLocale()
  const { config } = useSite()
  const user = useUser()
  const locations = useQuery(locationsQuery)
  useDocumentTitle(t('dashboard.title'))
  const name = user.profile_data.first_name || user.name

  return (
    <div className={styles.dashboard}>
      <h1 className={styles.title}>{t('dashboard.title')}</h1>
      <p>{t('dashboard.welcome', { name })}</p>

      <section aria-labelledby="dashboard-resources">
        <h2 id="dashboard-resources" className={styles.heading}>
          {t('dashboard.resources')}
        </h2>
        <ul className={styles.cards}>
          {enabledResourceTypes(config).map((type) => (
            <li key={type}>
              <Link to={resourceTypeInfo[type].list} className={styles.card}>
                <Icon name={resourceTypeInfo[type].icon} size={24} />
                {navLabel(t(`resources.${type}.other`), locale)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="dashboard-locations" aria-busy={locations.isPending}>
        <h2 id="dashboard-locations" className={styles.heading}>
          {t('dashboard.locations')}
        </h2>
        {locations.isPending && <DelayedSpinner />}
        {locations.data && (
          <ul className={styles.locations}>
            {locations.data.map((location) => (
              <li key={location.slug}>
                {location.display_name} <span className={styles.slug}>{location.slug}</span>{' '}
                {location.is_default && (
                  <Badge color="primary" inList>
                    {t('dashboard.defaultLocation')}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

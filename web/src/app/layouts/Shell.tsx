import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { apiMode } from '../../api/endpoint'
import { ImpersonationBanner } from '../../components/ImpersonationBanner'
import { useT, withAreas } from '../../i18n'
import { BrandLogo } from '../../components/BrandLogo'
import { Icon } from '../../ui/Icon'
import { listPath, pb } from '../../screens/path-builder'
import { enabledResourceTypes, navGroups, resourceTypeInfo } from '../../screens/resource-types'
import { useLogout } from '../../api/use-logout'
import { useSite } from '../../platform/use-site'
import { useUser } from '../../platform/use-user'
import { currentLayout } from '../../platform/viewport'
import { ColorModeToggle } from './ColorModeToggle'
import { PaletteLauncher } from './PaletteLauncher'
import { brandsQuery, stateParameter } from '../../api/control'
import { browser } from '../../platform/browser'
import styles from './Shell.module.css'

const DemoBanner = lazy(() =>
  withAreas(() => import('../../components/reset-demo/ResetDemo'), ['control'])().then((m) => ({ default: m.DemoBanner })),
)
const StateFromUrl = lazy(() =>
  withAreas(() => import('../../components/dev-tools/StateFromUrl'), ['control'])().then((m) => ({ default: m.StateFromUrl })),
)
const DevToolbar = lazy(() =>
  withAreas(() => import('../../components/dev-tools/DevToolbar'), ['control'])().then((m) => ({ default: m.DevToolbar })),
)

/**
 * The signed-in app's frame: a 35 px header, and the main navigation driven by the resource-type
 * registry: an 80 px side navigation on desktop, a 320 px sidebar behind the menu button on
 * mobile (the layout is classed once at load, docs/product/config.md#brands-and-themes).
 */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT()
  const { config, brand } = useSite()
  const user = useUser()
  const logOut = useLogout()
  const mobile = currentLayout() === 'mobile'
  const [menuOpen, setMenuOpen] = useState(false)
  const drawerId = useId()
  // The developer toolbar is for mock mode alone, and only the simulator serves its brands.
  const brands = useQuery(brandsQuery)
  const simulator = apiMode() === 'mock' && brands.isSuccess
  // Signing in swaps the sign-in screen for the app without a navigation: start at the top.
  // A block body: Chromium's scroll methods return a promise, which React would call as the
  // effect's cleanup when the shell unmounts (a crash, "destroy is not a function").
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [])

  return (
    <div className={styles.shell} data-layout={mobile ? 'mobile' : 'desktop'}>
      <a className={styles.skip} href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className={styles.header}>
        {mobile && (
          <button
            type="button"
            className={styles.iconButton}
            aria-expanded={menuOpen}
            aria-controls={drawerId}
            aria-label={menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </button>
        )}
        <Link to={pb.dashboard()} className={styles.brand}>
          {brand ? <BrandLogo brand={brand} on="sidebar" alt={config.siteName} /> : config.siteName}
        </Link>
        <span className={styles.spacer} />
        <PaletteLauncher compact={mobile} />
        {/* In the header's flow: a floating control covered some screen's last button. */}
        {simulator && (
          <Suspense>
            <DevToolbar />
          </Suspense>
        )}
        <ColorModeToggle />
        {!mobile && (
          <>
            <Link to={pb.profile()} className={styles.user}>
              {user.name}
            </Link>
            <button type="button" className={styles.headerButton} onClick={logOut}>
              <Icon name="logout" size={16} />
              {t('shell.logOut')}
            </button>
          </>
        )}
      </header>
      {mobile ? (
        menuOpen && (
          <Drawer id={drawerId} onClose={() => setMenuOpen(false)}>
            <p className={styles.signedInAs}>{t('shell.signedInAs', { name: user.name })}</p>
            <MainNav variant="drawer" onNavigate={() => setMenuOpen(false)} />
            <div className={styles.drawerFooter}>
              <Link to={pb.profile()} className={styles.drawerLink} onClick={() => setMenuOpen(false)}>
                {t('shell.profile')}
              </Link>
              <button type="button" className={styles.drawerLink} onClick={logOut}>
                <Icon name="logout" />
                {t('shell.logOut')}
              </button>
            </div>
          </Drawer>
        )
      ) : (
        <MainNav variant="rail" />
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* A demo server's visitor: its brands (the presenter's) are closed to it (docs/reference/demo-visitors.md). */}
        {apiMode() === 'mock' && brands.isError && (
          <Suspense>
            <DemoBanner />
          </Suspense>
        )}
        {/* `/app/?state=<name>` on a development host or for a visitor (docs/reference/states.md). */}
        {apiMode() === 'mock' && browser.query(stateParameter) !== null && (
          <Suspense>
            <StateFromUrl />
          </Suspense>
        )}
        <ImpersonationBanner />
        {children}
      </main>
    </div>
  )
}

function Drawer({ id, onClose, children }: { id: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <div id={id} ref={ref} className={styles.drawer}>
      {children}
    </div>
  )
}

/** Dashboard, then the site's enabled resource types by group (docs/product/config.md#feature-flags flags). */
function MainNav({ variant, onNavigate }: { variant: 'rail' | 'drawer'; onNavigate?: () => void }) {
  const t = useT()
  const { config } = useSite()
  const enabled = enabledResourceTypes(config).filter((type) => type !== 'access_impersonation')
  return (
    <nav aria-label={t('shell.mainNav')} className={variant === 'rail' ? styles.rail : styles.drawerNav}>
      <ul className={styles.navList}>
        <li>
          <Link to={pb.dashboard()} className={styles.navItem} activeOptions={{ exact: true }} onClick={onNavigate}>
            <Icon name="dashboard" />
            <span>{t('shell.dashboard')}</span>
          </Link>
        </li>
      </ul>
      {navGroups.map((group) => {
        const types = enabled.filter((type) => resourceTypeInfo[type].group === group)
        if (types.length === 0) return null
        const headingId = `nav-${variant}-${group}`
        return (
          <div key={group} className={styles.navGroup}>
            <h2 id={headingId} className={variant === 'rail' ? 'visually-hidden' : styles.groupHeading}>
              {t(`shell.groups.${group}`)}
            </h2>
            <ul className={styles.navList} aria-labelledby={headingId}>
              {types.map((type) => (
                <li key={type}>
                  <Link to={listPath(type)} className={styles.navItem} onClick={onNavigate}>
                    <Icon name={resourceTypeInfo[type].icon} />
                    <span>{t(`shell.nav.${type}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )
      })}
    </nav>
  )
}

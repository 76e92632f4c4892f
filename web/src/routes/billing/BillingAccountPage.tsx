import { useQuery } from '@tanstack/react-query'
import { useParams, useSearch } from '@tanstack/react-router'
import { useState, type Key } from 'react'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { useSite } from '../../platform/use-site'
import { useBrandText } from '../../platform/brand-text'
import { QueryView } from '../../components/QueryView'
import { ResourceFrame } from '../../components/ResourceScreens'
import { useT } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { Notice } from '../../ui/Notice'
import { accountTitle } from './account-title'
import { BalanceFigures, RestrictionNotice, StatusNotice } from './AccountStanding'
import { StandingBadge } from './StandingBadge'
import { owed } from './standing'
import { CardsPanel, UnfinishedCardNotice } from '../payment/CardsPanel'
import { InvoicesPanel } from './InvoicesPanel'
import { LedgerPanel } from './LedgerPanel'
import { PayAllNotice } from './PayAllNotice'
import styles from './Money.module.css'
import { SettingsPanel } from './SettingsPanel'
import { TopUpPanel } from '../payment/TopUpPanel'
import { UsagePanel } from './UsagePanel'
import { BillingResourcesPanel } from './BillingResourcesPanel'
import { AccountHeaderActions } from './AccountActions'
import { type BillingAccount, billingAccountQuery } from '../../api/billing'

export const accountTabs = ['topup', 'methods', 'invoices', 'ledger', 'usage', 'settings'] as const
export type AccountTab = (typeof accountTabs)[number]

/** The route's id, when it is one (anything else is not an account). */
function accountId(raw: string | undefined): number | undefined {
  return raw && /^\d+$/.test(raw) ? Number(raw) : undefined
}

/** docs/product/config.md#console-routes /billing/account/{id}: where the account stands and everything that moves its money. */
export function BillingAccountPage() {
  const t = useT()
  const { id: raw } = useParams({ strict: false }) as { id?: string }
  const id = accountId(raw)
  const account = useQuery({ ...billingAccountQuery(id ?? 0), enabled: id !== undefined })
  const title = account.data ? accountTitle(account.data, t) : t('resources.billing_account.one')
  return (
    <ResourceFrame
      detail
      type="billing_account"
      title={title}
      status={account.data && <AccountBadges account={account.data} />}
      actions={account.data && <AccountHeaderActions account={account.data} />}
    >
      {id === undefined ? (
        <Notice color="error">{t('billing.account.notFound')}</Notice>
      ) : (
        <QueryView query={account} failed={t('billing.account.loadFailed')}>
          {(data) => <AccountDetail account={data} />}
        </QueryView>
      )}
    </ResourceFrame>
  )
}

/** The header's status: active or not, the default, and the standing (restriction level or debt). */
function AccountBadges({ account }: { account: BillingAccount }) {
  const t = useT()
  return (
    <span className={styles.header}>
      <Badge color={account.status === 'ACTIVE' ? 'success' : 'warning'} inHeader>
        {t(`billing.accounts.status.${account.status}`)}
      </Badge>
      {account.is_default && (
        <Badge color="primary" inHeader>
          {t('billing.accounts.isDefault')}
        </Badge>
      )}
      <StandingBadge account={account} inHeader />
    </span>
  )
}

function AccountDetail({ account }: { account: BillingAccount }) {
  const t = useT()
  // Theme extras: one brand calls invoices 'Orders'.
  const brandText = useBrandText()
  const invoiceWording = useSite().brand?.theme.extras?.invoice_wording
  const wording = invoiceWording && brandText(invoiceWording)
  const search = useSearch({ strict: false }) as { tab?: string; amount?: number }
  const initial = accountTabs.find((tab) => tab === search.tab) ?? 'topup'
  const [tab, setTab] = useState<AccountTab>(initial)
  // A top-up amount another screen asks for (paying an invoice by card).
  const [amount, setAmount] = useState<number | undefined>(search.amount)
  const payByCard = (due: number) => {
    setAmount(due)
    setTab('topup')
  }

  return (
    <>
      <StatusNotice account={account} />
      <RestrictionNotice account={account} onTopUp={() => setTab('topup')} />
      {tab !== 'methods' && <UnfinishedCardNotice account={account} onOpen={() => setTab('methods')} />}
      <BalanceFigures account={account} />
      <PayAllNotice account={account} />
      <Tabs className={styles.tabs} selectedKey={tab} onSelectionChange={(key: Key) => setTab(key as AccountTab)}>
        <TabList aria-label={t('billing.account.sections')} className={styles.tabList}>
          {accountTabs.map((key) => (
            <Tab key={key} id={key} className={styles.tab}>
              {key === 'invoices' && wording ? wording : t(`billing.tab.${key}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="topup" className={styles.panel}>
          <TopUpPanel account={account} initialAmount={amount ?? owed(account)} onAddCard={() => setTab('methods')} />
        </TabPanel>
        <TabPanel id="methods" className={styles.panel}>
          <CardsPanel account={account} />
        </TabPanel>
        <TabPanel id="invoices" className={styles.panel}>
          <InvoicesPanel account={account} onPayByCard={payByCard} />
        </TabPanel>
        <TabPanel id="ledger" className={styles.panel}>
          <LedgerPanel account={account} />
        </TabPanel>
        <TabPanel id="usage" className={styles.panel}>
          <UsagePanel account={account} />
          <BillingResourcesPanel account={account} />
        </TabPanel>
        <TabPanel id="settings" className={styles.panel}>
          <SettingsPanel account={account} />
        </TabPanel>
      </Tabs>
    </>
  )
}

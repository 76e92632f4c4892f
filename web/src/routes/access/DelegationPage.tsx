import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { type AccessGroup, accessGroupsQuery, type Impersonation, useInvitationRevoke, useInvite } from '../../api/access'
import { billingAccountsQuery } from '../../api/billing'
import { useToasts } from '../../ui/toast-store'
import { useDates } from '../../components/use-dates'
import { useT } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { ConfirmedAction } from '../../ui/ConfirmedAction'
import { DataTable } from '../../ui/DataTable'
import { Notice } from '../../ui/Notice'
import { RowMenu } from '../../ui/RowMenu'
import { useRemove } from '../../ui/use-remove'
import styles from '../billing/Money.module.css'
import { delegationIssues } from './delegation-form'
import { scopeText } from './DelegationsPage'
import { InviteFields, useInvitees } from './InviteFields'
import { ListItemScreen } from './ListItemScreen'
import { GroupHeaderActions } from './AccessActions'
import { SubmitRow } from './SubmitRow'
import { Fields } from '../../ui/Fields'

/** docs/product/access.md#impersonation /access/delegation/{id}: the scope, the invitations with their state, inviting and revoking; Delete under More. */
export function DelegationPage() {
  const t = useT()
  const texts = {
    title: (group?: AccessGroup) => group?.name ?? t('resources.access_delegation.one'),
    failed: t('access.delegation.loadFailed'),
    notFound: t('access.delegation.notFound'),
  }
  return (
    <ListItemScreen type="access_delegation" query={useQuery(accessGroupsQuery)} texts={texts} actions={(group) => <GroupHeaderActions group={group} />}>
      {(group) => <GroupDetail group={group} />}
    </ListItemScreen>
  )
}

function GroupDetail({ group }: { group: AccessGroup }) {
  const t = useT()
  const dates = useDates()
  const accounts = useQuery(billingAccountsQuery)
  return (
    <>
      <Fields
        fields={[
          [t('access.delegation.scope'), scopeText(group, accounts.data, t)],
          [t('access.delegation.createdAt'), dates.dateTime(group.created_at)],
        ]}
      />
      <section className={styles.section} aria-labelledby="invitations-heading">
        <h2 id="invitations-heading">{t('access.delegation.invitations')}</h2>
        {group.impersonations.length === 0 ? (
          <Notice mode="compact">{t('access.delegation.noInvitations')}</Notice>
        ) : (
          <DataTable
            columns={[
              { label: t('access.delegation.email'), cell: (invitation) => invitation.grantee_username },
              {
                label: t('access.delegation.state'),
                cell: (invitation) =>
                  invitation.is_accepted ? (
                    <Badge color="success" inList>
                      {invitation.accepted_at
                        ? t('access.delegation.acceptedAt', { at: dates.dateTime(invitation.accepted_at) })
                        : t('access.delegation.accepted')}
                    </Badge>
                  ) : (
                    <Badge color="warning" inList>
                      {t('access.delegation.invited')}
                    </Badge>
                  ),
              },
              {
                label: t('access.delegation.expires'),
                cell: (invitation) =>
                  invitation.expires_at ? dates.dateTime(invitation.expires_at) : t('access.delegation.lasting'),
              },
            ]}
            rows={group.impersonations}
            rowKey={(invitation) => invitation.uuid}
            rowActions={(invitation) => <InvitationRowMenu group={group} invitation={invitation} />}
            aria-labelledby="invitations-heading"
          />
        )}
      </section>
      <InviteMore group={group} />
    </>
  )
}

/** An invitation's row menu (docs/reference/console.md#design-system): Revoke, asked first. */
function InvitationRowMenu({ group, invitation }: { group: AccessGroup; invitation: Impersonation }) {
  const t = useT()
  const email = invitation.grantee_username
  const { remove, isPending } = useRemove(
    useInvitationRevoke(),
    () => t('access.delegation.revoked', { email }),
  )
  return (
    <RowMenu name={email}>
      <ConfirmedAction
        label={t('access.delegation.revoke')}
        ariaLabel={t('access.delegation.revokeLabel', { email })}
        title={t('access.delegation.confirmRevoke', { email })}
        text={t('access.delegation.confirmRevokeText')}
        cancelLabel={t('common.cancel')}
        disabled={isPending}
        onConfirm={() => remove({ group: group.id, invitation: invitation.uuid })}
      />
    </RowMenu>
  )
}

function InviteMore({ group }: { group: AccessGroup }) {
  const t = useT()
  const toasts = useToasts()
  const invitees = useInvitees()
  const { emails, typing, duration } = invitees
  const [submitted, setSubmitted] = useState(false)
  const issue = submitted ? delegationIssues(group.name, emails, typing).emails : undefined
  const invite = useInvite()
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    if (delegationIssues(group.name, emails, typing).emails) return
    invite.mutate(
      { group: group.id, emails, duration },
      {
        onSuccess: () => {
          toasts.success(t('access.delegation.invitedToast', { count: emails.length }))
          invitees.setEmails([])
          setSubmitted(false)
        },
      },
    )
  }
  return (
    <section className={styles.section} aria-labelledby="invite-heading">
      <h2 id="invite-heading">{t('access.delegation.invite')}</h2>
      <form noValidate onSubmit={submit} className={styles.form}>
        <InviteFields invitees={invitees} error={issue && t(`access.delegation.emailIssue.${issue}`)} />
        <SubmitRow label={t('access.delegation.sendInvitations')} failed={t('access.delegation.inviteFailed')} mutation={invite} />
      </form>
    </section>
  )
}

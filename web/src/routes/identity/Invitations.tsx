import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type SharedAccess, sharedWithMeQuery, useImpersonationStart, useInvitationAccept } from '../../api/access'
import { credentials } from '../../api/credentials'
import { pb } from '../../screens/path-builder'
import { QueryView } from '../../components/QueryView'
import { useToasts } from '../../ui/toast-store'
import { useDates } from '../../components/use-dates'
import { useT } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { Button } from '../../ui/Button'
import styles from '../billing/Money.module.css'
import { DataTable, type DataColumn } from '../../ui/DataTable'

/**
 * docs/product/identity.md#sign-in-screens Impersonation: access others shared with this user. An invitation is accepted here,
 * then acting as the owner starts: its token replaces the API key until the banner ends it.
 */
export function Invitations() {
  const t = useT()
  const dates = useDates()
  const toasts = useToasts()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const shared = useQuery(sharedWithMeQuery)
  const accept = useInvitationAccept({ errorToast: false })
  const start = useImpersonationStart({ errorToast: false })
  const acceptInvitation = (invitation: SharedAccess) =>
    accept.mutate(invitation.uuid, {
      onSuccess: () => toasts.success(t('identity.invitations.accepted')),
      onError: () => toasts.error(new Error(t('identity.invitations.acceptFailed'))),
    })
  const startActing = (invitation: SharedAccess) =>
    start.mutate(invitation.uuid, {
      onSuccess: async ({ token }) => {
        const account = invitation.billing_account_name ? { account: invitation.billing_account_name } : {}
        credentials.setImpersonation({ token, returnPath: pb.profile(), owner: invitation.access_owner, ...account })
        toasts.success(t('identity.invitations.started'))
        queryClient.clear()
        await navigate({ to: pb.dashboard() })
      },
      onError: () => toasts.error(new Error(t('identity.invitations.startFailed'))),
    })
  const acting = credentials.impersonation() !== null
  const columns: DataColumn<SharedAccess>[] = [
    {
      label: t('identity.invitations.column.owner'),
      cell: (invitation) => (
        <>
          {invitation.access_owner}
          <span className={styles.muted}> · {invitation.access_group_name}</span>
        </>
      ),
    },
    {
      label: t('identity.invitations.column.scope'),
      cell: (invitation) =>
        invitation.billing_account_name
          ? t('impersonation.restrictedTo', { account: invitation.billing_account_name })
          : t('impersonation.global'),
    },
    {
      label: t('identity.invitations.column.expires'),
      cell: (invitation) => (invitation.expires_at ? dates.dateTime(invitation.expires_at) : t('access.delegation.lasting')),
    },
    {
      label: t('identity.invitations.column.actions'),
      cell: (invitation) => (
        <span className={styles.actions}>
          {invitation.is_accepted ? (
            <>
              <Badge color="success" inList>
                {t('access.delegation.accepted')}
              </Badge>
              {!acting && (
                <Button
                  disabled={start.isPending}
                  aria-label={t('identity.invitations.startLabel', { owner: invitation.access_owner })}
                  onClick={() => startActing(invitation)}
                >
                  {t('identity.invitations.start')}
                </Button>
              )}
            </>
          ) : (
            <Button disabled={accept.isPending} onClick={() => acceptInvitation(invitation)}>
              {t('identity.invitations.accept')}
            </Button>
          )}
        </span>
      ),
    },
  ]
  return (
    <section className={styles.section} aria-labelledby="profile-invitations">
      <h2 id="profile-invitations">{t('identity.invitations.heading')}</h2>
      <QueryView query={shared} failed={t('identity.invitations.loadFailed')} empty={t('identity.invitations.empty')}>
        {(list) => (
          <DataTable columns={columns} rows={list} rowKey={(invitation) => invitation.uuid} />
        )}
      </QueryView>
    </section>
  )
}

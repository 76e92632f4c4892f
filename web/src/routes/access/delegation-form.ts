import { validateEmail } from '../../forms/validators'

/** docs/product/access.md#impersonation sharing durations (seconds); `null` is a lasting share. */
export const durations = [null, 3600, 21600, 86400, 259200, 604800] as const
export type Duration = (typeof durations)[number]

export type DelegationIssues = { name?: 'required' | 'tooShort'; emails?: 'atLeastOne' | 'unfinished' | 'invalid' }

/**
 * docs/product/access.md#delegation: a name, at least one invitee email, and no email left half-typed in the field
 * ('Please finish adding the email').
 */
export function delegationIssues(name: string, emails: readonly string[], typing: string): DelegationIssues {
  const issues: DelegationIssues = {}
  if (name.trim() === '') issues.name = 'required'
  else if (name.trim().length < 2) issues.name = 'tooShort'
  if (typing.trim() !== '') issues.emails = validateEmail(typing.trim()) ? 'invalid' : 'unfinished'
  else if (emails.length === 0) issues.emails = 'atLeastOne'
  return issues
}

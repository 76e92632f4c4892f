type IssueKey = 'identity.profile.tooLong' | 'identity.profile.phone' | 'validation.nameInvalid'

export type ProfileValues = { first_name: string; last_name: string; personal_id_number: string; phone_number: string }

/** The spec's profile rules (`ProfileUpdate`): names and ID within their lengths, a phone of digits. */
const phonePattern = /^$|^\+?[0-9][0-9 ()-]{3,22}$/
const namePattern = /^$|^[\p{L}\p{M}][\p{L}\p{M} '.-]*$/u

export function profileIssues(values: ProfileValues): Partial<Record<keyof ProfileValues, IssueKey>> {
  const issues: Partial<Record<keyof ProfileValues, IssueKey>> = {}
  for (const name of ['first_name', 'last_name'] as const) {
    const value = values[name].trim()
    if (value.length > 100) issues[name] = 'identity.profile.tooLong'
    else if (!namePattern.test(value)) issues[name] = 'validation.nameInvalid'
  }
  if (values.personal_id_number.trim().length > 50) issues.personal_id_number = 'identity.profile.tooLong'
  if (!phonePattern.test(values.phone_number.trim())) issues.phone_number = 'identity.profile.phone'
  return issues
}

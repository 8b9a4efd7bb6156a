import type { Access, FieldAccess, PayloadRequest } from 'payload'
import { hasRole, type Role, type WithRoles } from '@/lib/roles'

export { hasRole, type Role } from '@/lib/roles'

const userOf = (req: PayloadRequest) => req.user as WithRoles

export const anyone: Access = () => true
export const nobody: Access = () => false

export const admins: Access = ({ req }) => hasRole(userOf(req))
export const editors: Access = ({ req }) => hasRole(userOf(req), 'editor')
export const submissionHandlers: Access = ({ req }) => hasRole(userOf(req), 'submissions')

/** Editors see drafts; everyone else (visitors and other staff) sees published versions only. */
export const publishedOrEditors: Access = ({ req }) => (hasRole(userOf(req), 'editor') ? true : { _status: { equals: 'published' } })

/** An admin sees every account; any other user only their own. */
export const adminsOrSelf: Access = ({ req }) => {
  const user = req.user
  if (!user) return false
  return hasRole(userOf(req)) ? true : { id: { equals: user.id } }
}

export const adminsOnlyField: FieldAccess = ({ req }) => hasRole(userOf(req))
export const editorsOnlyField: FieldAccess = ({ req }) => hasRole(userOf(req), 'editor')

/** Hides an admin section from users who cannot use it (the access rules still apply). */
export const hiddenUnless =
  (...wanted: Role[]) =>
  ({ user }: { user: unknown }) =>
    !hasRole(user as WithRoles, ...wanted)

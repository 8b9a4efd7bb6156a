import type { Access, FieldAccess, PayloadRequest } from 'payload'

/**
 * Staff roles (docs/decisions/014-staff-accounts.md). An admin manages users and settings and may
 * do everything; an editor manages content (pages, posts, jobs, media, globals); the submissions
 * role works through consultation requests, applications and CVs. A user may hold several roles.
 */
export const roles = ['admin', 'editor', 'submissions'] as const
export type Role = (typeof roles)[number]

type WithRoles = { roles?: readonly string[] | null } | null | undefined

/** Whether the user holds one of the roles; an admin holds them all. */
export function hasRole(user: WithRoles, ...wanted: Role[]): boolean {
  const held = user?.roles ?? []
  return held.includes('admin') || held.some((role) => (wanted as string[]).includes(role))
}

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

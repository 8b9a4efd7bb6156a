/**
 * Staff roles (docs/decisions/014-staff-accounts.md). An admin manages users and settings and may
 * do everything; an editor manages content (pages, posts, jobs, media, globals); the submissions
 * role works through consultation requests, applications and CVs. A user may hold several roles.
 */
const roles = ['admin', 'editor', 'submissions'] as const
export type Role = (typeof roles)[number]

export type WithRoles = { roles?: readonly string[] | null } | null | undefined

/** Whether the user holds one of the roles; an admin holds them all. */
export function hasRole(user: WithRoles, ...wanted: Role[]): boolean {
  const held = user?.roles ?? []
  return held.includes('admin') || held.some((role) => (wanted as string[]).includes(role))
}

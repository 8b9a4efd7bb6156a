import type { Access } from 'payload'

export const authenticated: Access = ({ req }) => Boolean(req.user)

export const anyone: Access = () => true

/** Visitors see published versions only; signed-in editors also see drafts. */
export const publishedOrAuthenticated: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }

/** Nobody over REST or GraphQL; the server writes through the Local API. */
export const nobody: Access = () => false

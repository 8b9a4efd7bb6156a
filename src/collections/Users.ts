import type { CollectionBeforeChangeHook, CollectionConfig, PayloadRequest } from 'payload'
import { admins, adminsOnlyField, adminsOrSelf, hiddenUnless } from '@/access'
import { siteUrl } from '@/env'
import { selectOptions } from '@/fields/select'
import { collectionLabels, groupLabels } from '@/labels/collections'
import { descriptions, fieldLabels } from '@/labels/fields'
import { optionLabels } from '@/labels/options'

/** The first account ever created is an admin, whatever was asked: someone must manage the others. */
const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0 ? { ...data, roles: ['admin'] } : data
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The password-reset e-mail, with an absolute link built from SITE_URL: Payload would build it from
 * its `serverURL`, which this site leaves unset (it would also make every media URL absolute), and
 * then sends a relative link that no mail client can open (docs/decisions/026-hostile-requests.md).
 */
function resetPasswordEmail(args?: { req?: PayloadRequest; token?: string }): string {
  const { req, token } = args ?? {}
  if (!req) throw new Error('The reset e-mail needs the request (its language and the configuration)')
  const { routes, admin } = req.payload.config
  const link = `${siteUrl}${routes.admin}${admin.routes.reset}/${encodeURIComponent(token ?? '')}`
  const rtl = req.i18n?.language === 'ar'
  return `<div lang="${rtl ? 'ar' : 'en'}" dir="${rtl ? 'rtl' : 'ltr'}">
<p>${escapeHtml(req.t('authentication:youAreReceivingResetPassword'))}</p>
<p><a href="${escapeHtml(link)}" dir="ltr">${escapeHtml(link)}</a></p>
<p>${escapeHtml(req.t('authentication:youDidNotRequestPassword'))}</p>
</div>`
}

/**
 * Staff accounts (docs/decisions/014-staff-accounts.md). Sign-in is throttled per client address
 * and per account by data/sign-in.ts, so Payload's own account lock (which lets a stranger
 * lock a real user out) is off. Session cookies are `Secure` whenever the site is served over HTTPS.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: collectionLabels.users,
  auth: {
    useAPIKey: true,
    maxLoginAttempts: 0,
    cookies: { secure: siteUrl.startsWith('https://'), sameSite: 'Lax' },
    forgotPassword: { generateEmailHTML: resetPasswordEmail },
  },
  admin: { useAsTitle: 'email', group: groupLabels.admin, defaultColumns: ['email', 'name', 'roles'], hidden: hiddenUnless() },
  access: { read: adminsOrSelf, create: admins, update: adminsOrSelf, delete: admins, unlock: admins },
  hooks: { beforeChange: [firstUserIsAdmin] },
  fields: [
    { name: 'name', type: 'text', label: fieldLabels.name },
    {
      name: 'roles',
      type: 'select',
      label: fieldLabels.roles,
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: selectOptions(optionLabels.roles),
      saveToJWT: true,
      access: { create: adminsOnlyField, update: adminsOnlyField },
      admin: {
        position: 'sidebar',
        description: descriptions.roles,
      },
    },
  ],
}

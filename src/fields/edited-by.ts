import type { TextField } from 'payload'
import { editorsOnlyField } from '@/access'
import { descriptions, fieldLabels } from '@/labels/fields'

type Staff = { name?: string | null; email?: string | null }

/**
 * Who saved this version: the signed-in user's name (or e-mail) at each save, kept by every version,
 * so *Versions* shows who changed what. Empty when the site itself saved (the seed, a scheduled
 * publication). Staff names are for staff: visitors reading published content never get this field.
 */
export const editedByField: TextField = {
  name: 'editedBy',
  type: 'text',
  label: fieldLabels.editedBy,
  access: { read: editorsOnlyField },
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: descriptions.editedBy,
  },
  hooks: {
    beforeChange: [
      ({ req }) => {
        const user = req.user as Staff | null | undefined
        return user ? user.name?.trim() || user.email || null : null
      },
    ],
  },
}

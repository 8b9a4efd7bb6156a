import type { ArrayField, Field, GroupField, PayloadRequest } from 'payload'
import { isHttpsUrl } from '@/lib/company'
import { menuLinkTargets, sitePathPattern } from '@/lib/menu-links'
import { selectOptions } from '@/fields/select'
import { descriptions, errors, fieldLabels } from '@/labels/fields'
import { type Labels, say } from '@/labels/label'
import { optionLabels } from '@/labels/options'
import { rowLabel } from '@/fields/row-label'

type Sibling = { kind?: string } | undefined
// A row saved without a kind leads to a document, as the field's default and the site read it.
const when = (kind: string) => (_: unknown, sibling: Sibling) => (sibling?.kind ?? 'document') === kind

/**
 * Where a menu item leads: a document of the site (its address follows the document when its slug
 * changes, and the item is left out while the document is not published), a path of the site
 * (`/careers`, written without the language prefix), or an external https address. One GraphQL
 * type (`MenuLink`), so every menu reads its links with one fragment.
 */
export const menuLinkField: GroupField = {
  name: 'link',
  type: 'group',
  label: fieldLabels.menuLink,
  interfaceName: 'MenuLink',
  fields: [
    {
      name: 'kind',
      type: 'radio',
      label: fieldLabels.menuLinkKind,
      options: selectOptions(optionLabels.menuLinkKinds),
      defaultValue: 'document',
      required: true,
      admin: { layout: 'horizontal' },
    },
    {
      name: 'document',
      type: 'relationship',
      relationTo: [...menuLinkTargets],
      label: fieldLabels.menuDocument,
      admin: { condition: when('document'), description: descriptions.menuDocument },
      validate: (value: unknown, { siblingData, req }: { siblingData: Sibling; req: PayloadRequest }) =>
        siblingData?.kind !== 'document' || value ? true : say(errors.menuDocument, req),
    },
    {
      name: 'path',
      type: 'text',
      label: fieldLabels.path,
      maxLength: 200,
      admin: { condition: when('path'), description: descriptions.menuPath },
      validate: (value: string | null | undefined, { siblingData, req }: { siblingData: Sibling; req: PayloadRequest }) =>
        siblingData?.kind !== 'path' || (typeof value === 'string' && sitePathPattern.test(value)) ? true : say(errors.sitePath, req),
    },
    {
      name: 'url',
      type: 'text',
      label: fieldLabels.url,
      maxLength: 500,
      admin: { condition: when('url') },
      validate: (value: string | null | undefined, { siblingData, req }: { siblingData: Sibling; req: PayloadRequest }) =>
        siblingData?.kind !== 'url' || (typeof value === 'string' && isHttpsUrl(value)) ? true : say(errors.httpsUrl, req),
    },
  ],
}

/** A list of menu items: each a text in each language and where it leads, each row named by its text. */
export function menuLinks(name: string, labels: Labels, maxRows: number, admin: ArrayField['admin'] = {}): ArrayField {
  const fields: Field[] = [{ name: 'label', type: 'text', label: fieldLabels.menuLabel, localized: true, required: true, maxLength: 60 }, menuLinkField]
  return { name, type: 'array', label: labels.plural, labels, maxRows, admin: { ...admin, components: { RowLabel: rowLabel('label') } }, fields }
}

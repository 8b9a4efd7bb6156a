import type { Field } from 'payload'
import { menuLinkField, menuLinks } from '@/fields/menu-link'
import { rowLabel } from '@/fields/row-label'
import { selectOptions } from '@/fields/select'
import { arrayLabels, descriptions, fieldLabels } from '@/labels/fields'
import { optionLabels } from '@/labels/options'
import { contentGlobal } from './factory'

type Sibling = { submenu?: string } | undefined
const withSubmenu = (_: unknown, sibling: Sibling) => (sibling?.submenu ?? 'none') !== 'none'

/** A main menu item: a link, or a submenu of links (after the solutions by kind, for `solutions`). */
const headerItem: Field[] = [
  { name: 'label', type: 'text', label: fieldLabels.menuLabel, localized: true, required: true, maxLength: 40 },
  {
    name: 'submenu',
    type: 'select',
    label: fieldLabels.submenu,
    options: selectOptions(optionLabels.submenus),
    defaultValue: 'none',
    required: true,
    admin: { description: descriptions.submenu },
  },
  { ...menuLinkField, admin: { condition: (_: unknown, sibling: Sibling) => !withSubmenu(_, sibling) } },
  menuLinks('children', arrayLabels.submenuItems, 12, { condition: withSubmenu }),
]

/**
 * The main menu (two levels), the footer's columns of links and its legal links (ADR 053). Content
 * like the pages: edits are drafts, previewed on the home page (Preview and Live Preview), kept as
 * versions and seen by visitors when published.
 */
export const Menus = contentGlobal('menus', {
  seo: false,
  previewPath: '/',
  fields: [
    {
      name: 'header',
      type: 'array',
      label: arrayLabels.menuItems.plural,
      labels: arrayLabels.menuItems,
      maxRows: 8,
      admin: { description: descriptions.navigation, components: { RowLabel: rowLabel('label') } },
      fields: headerItem,
    },
    {
      name: 'footerColumns',
      type: 'array',
      label: arrayLabels.footerColumns.plural,
      labels: arrayLabels.footerColumns,
      maxRows: 2,
      admin: { description: descriptions.footerColumns, components: { RowLabel: rowLabel('heading') } },
      fields: [
        { name: 'heading', type: 'text', label: fieldLabels.columnHeading, localized: true, required: true, maxLength: 40 },
        menuLinks('links', arrayLabels.footerLinks, 8),
      ],
    },
    menuLinks('legal', arrayLabels.legalLinks, 6, { description: descriptions.legalLinks }),
  ],
})

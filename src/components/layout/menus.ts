import type { Menus } from '@/data/content/globals'
import { type Destination, destinationOf, type MenuLink } from '@/lib/menu-links'

/**
 * A link of a menu as the site shows it. Keys are positions, not the rows' ids: every page carries
 * its menus twice (HTML and React payload), and a 24-character id per link adds up (ADR 011).
 */
export type MenuEntry = { key: string; label: string; to: Destination }

/** A main menu item: a link, or a submenu (`solutions`: the solutions by kind, then its links). */
export type MenuItem = { key: string; label: string; to?: Destination; submenu?: 'links' | 'solutions'; children?: MenuEntry[] }

type Row = { label?: string | null; link?: MenuLink | null }

/** The rows that lead somewhere a visitor may go (a link to an unpublished document is left out). */
function entries(rows: readonly (Row | null)[] | null | undefined): MenuEntry[] {
  return (rows ?? []).flatMap((row, i) => {
    const to = destinationOf(row?.link)
    return row?.label && to ? [{ key: String(i), label: row.label, to }] : []
  })
}

/** The main menu: its links, and its submenus that have something to show. */
export function mainMenu(menus: Menus): MenuItem[] {
  return (menus?.header ?? []).flatMap((row, i): MenuItem[] => {
    if (!row?.label) return []
    const key = String(i)
    if (row.submenu === 'links' || row.submenu === 'solutions') {
      const children = entries(row.children)
      return row.submenu === 'links' && children.length === 0 ? [] : [{ key, label: row.label, submenu: row.submenu, children }]
    }
    const to = destinationOf(row.link)
    return to ? [{ key, label: row.label, to }] : []
  })
}

/** The footer's columns of links, each with what it has to show. */
export function footerColumns(menus: Menus): { key: string; heading: string; links: MenuEntry[] }[] {
  return (menus?.footerColumns ?? []).flatMap((column, i) => {
    const links = entries(column?.links)
    return column?.heading && links.length > 0 ? [{ key: String(i), heading: column.heading, links }] : []
  })
}

/** The legal links at the foot of every page. */
export const legalLinks = (menus: Menus): MenuEntry[] => entries(menus?.legal)

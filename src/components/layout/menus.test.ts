import { describe, expect, it } from 'vitest'
import { footerColumns, legalLinks, mainMenu } from './menus'

const page = (slug: string | null) => ({ kind: 'document', path: null, url: null, document: { relationTo: 'pages', value: slug ? { slug } : null } }) as const
const path = (to: string) => ({ kind: 'path', path: to, url: null, document: null }) as const

describe('the menus as the site shows them', () => {
  it('keeps the main menu’s order, links and submenus, and leaves out what leads nowhere', () => {
    const items = mainMenu({
      header: [
        { id: 'a', label: 'Home', submenu: 'none', link: path('/'), children: null },
        { id: 'b', label: 'Solutions', submenu: 'solutions', link: null, children: [{ id: 'b1', label: 'Case studies', link: path('/case-studies') }] },
        { id: 'c', label: 'Draft page', submenu: 'none', link: page(null), children: null },
        { id: 'd', label: 'Company', submenu: 'links', link: null, children: [{ id: 'd1', label: 'Terms', link: page('terms-of-service') }, { id: 'd2', label: 'Unpublished', link: page(null) }] },
        { id: 'e', label: 'Empty', submenu: 'links', link: null, children: [{ id: 'e1', label: 'Unpublished', link: page(null) }] },
        { id: 'f', label: '', submenu: 'none', link: path('/about'), children: null },
      ],
      footerColumns: null,
      legal: null,
    })
    expect(items).toEqual([
      { key: '0', label: 'Home', to: { href: '/', external: false } },
      { key: '1', label: 'Solutions', submenu: 'solutions', children: [{ key: '0', label: 'Case studies', to: { href: '/case-studies', external: false } }] },
      { key: '3', label: 'Company', submenu: 'links', children: [{ key: '0', label: 'Terms', to: { href: '/terms-of-service', external: false } }] },
    ])
  })

  it('gives the footer its columns with links and its legal links', () => {
    const menus = {
      header: null,
      footerColumns: [
        { id: 'x', heading: 'Explore', links: [{ id: 'x1', label: 'Blog', link: path('/blog') }] },
        { id: 'y', heading: 'Nothing to show', links: [{ id: 'y1', label: 'Draft', link: page(null) }] },
      ],
      legal: [{ id: 'l1', label: 'Privacy policy', link: page('privacy-policy') }],
    }
    expect(footerColumns(menus)).toEqual([{ key: '0', heading: 'Explore', links: [{ key: '0', label: 'Blog', to: { href: '/blog', external: false } }] }])
    expect(legalLinks(menus)).toEqual([{ key: '0', label: 'Privacy policy', to: { href: '/privacy-policy', external: false } }])
  })

  it('is empty before the menus were ever saved (the header then uses the message files)', () => {
    expect(mainMenu(null)).toEqual([])
    expect(footerColumns(null)).toEqual([])
    expect(legalLinks(null)).toEqual([])
  })
})

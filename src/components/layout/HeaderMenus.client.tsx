'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { splitLocalePath } from '@/i18n/locales'

const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]')]
const openPopover = () => document.querySelector<HTMLElement>('#site-menu:popover-open')
/** The width from which the main menu is shown in the header bar (`lg`, shell.css). */
const wideScreen = '(width >= 64rem)'

/** The section a site path belongs to: its first segment (`/blog/a-post` → `/blog`), or `/`. */
const sectionOf = (path: string) => `/${path.split('/')[1] ?? ''}`

/**
 * What a main menu item is to the page shown: `page` for the page itself, `true` for a page of its
 * section (a post under Blog), none otherwise. The Solutions list stands for solutions and case studies.
 */
export function currentness(itemPath: string, pagePath: string): 'page' | 'true' | undefined {
  if (itemPath === pagePath) return 'page'
  const section = sectionOf(pagePath)
  if (itemPath === '/') return undefined
  if (sectionOf(itemPath) === section) return 'true'
  return undefined
}

/**
 * Marks the menu's item for the page shown (`aria-current`, styled in shell.css) after each
 * navigation: a link for its page or section, a submenu's title when one of its links is (a
 * solution's page under Solutions, by its "All solutions" link's section), and inside a submenu the
 * link of the page itself. The header is part of the layout, which is rendered once for every page
 * and so cannot know the page; the browser does.
 */
function markCurrent(pathname: string) {
  const page = splitLocalePath(pathname).path
  const mark = (element: Element, current: string | undefined) => (current ? element.setAttribute('aria-current', current) : element.removeAttribute('aria-current'))
  const pathOf = (link: HTMLAnchorElement) => (link.origin === location.origin ? splitLocalePath(link.pathname).path : null)
  for (const link of document.querySelectorAll<HTMLAnchorElement>('#site-menu .menu-items > li > a[href]')) {
    const path = pathOf(link)
    mark(link, path === null ? undefined : currentness(path, page))
  }
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('#site-menu details[data-menu]')) {
    const links = [...menu.querySelectorAll<HTMLAnchorElement>('a[href]')]
    for (const link of links) mark(link, pathOf(link) === page ? 'page' : undefined)
    const inSection = links.some((link) => {
      const path = pathOf(link)
      return path !== null && currentness(path, page) !== undefined
    })
    const summary = menu.querySelector(':scope > summary')
    if (summary) mark(summary, inSection ? 'true' : undefined)
  }
}

/** The elements Tab moves between inside an open menu popover, the menu button last. */
function tabStops(popover: HTMLElement): HTMLElement[] {
  const inside = [...popover.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])')]
  const toggle = document.querySelector<HTMLElement>('[popovertarget="site-menu"]')
  // checkVisibility: the links of a closed <details> have boxes in Chromium, but are not shown.
  return [...inside, ...(toggle ? [toggle] : [])].filter((el) => !el.hasAttribute('disabled') && el.checkVisibility({ visibilityProperty: true }))
}

/** Moves the focus to the next (or previous) stop that takes it, round the list. */
function moveFocus(stops: HTMLElement[], backwards: boolean) {
  const at = stops.indexOf(document.activeElement as HTMLElement)
  const step = backwards ? -1 : 1
  const start = at === -1 ? (backwards ? 0 : -1) : at
  for (let i = 1; i <= stops.length; i++) {
    const candidate = stops[(start + step * i + stops.length * 2) % stops.length]
    candidate?.focus()
    if (document.activeElement === candidate) return
  }
}

export function HeaderMenus() {
  const pathname = usePathname()
  useEffect(() => markCurrent(pathname), [pathname])
  useEffect(() => {
    const inside = (menu: Element, target: EventTarget | null) => target instanceof Node && menu.contains(target)
    const closeUnless = (target: EventTarget | null) => {
      for (const menu of openMenus()) if (!inside(menu, target)) menu.open = false
    }
    const onKeyDown = (event: KeyboardEvent) => {
      // The open menu popover keeps the focus (its items and the menu button) until it is closed.
      const popover = event.key === 'Tab' ? openPopover() : null
      if (popover && !window.matchMedia(wideScreen).matches) {
        // Moved here, not left to the browser: its order puts a popover's items right after the
        // button that opened it, so a Tab past the last item would leave for the page.
        event.preventDefault()
        moveFocus(tabStops(popover), event.shiftKey)
        return
      }
      if (event.key !== 'Escape') return
      const menus = openMenus()
      // The innermost open menu around the focus (the Solutions list inside the main menu).
      const menu = menus.filter((m) => m.contains(document.activeElement)).at(-1) ?? menus.at(-1)
      if (!menu) return
      // The popover around it stays open: the next Escape closes it.
      event.preventDefault()
      menu.open = false
      menu.querySelector<HTMLElement>(':scope > summary')?.focus()
    }
    const onFocusIn = (event: FocusEvent) => {
      closeUnless(event.target)
      const popover = openPopover()
      // The menu button toggles the popover itself.
      const toggle = event.target instanceof Element && event.target.closest('[popovertarget]')
      if (popover && !toggle && !inside(popover, event.target)) popover.hidePopover()
    }
    const onPointerDown = (event: PointerEvent) => closeUnless(event.target)
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!link) return
      for (const menu of openMenus()) if (menu.contains(link)) menu.open = false
      const popover = openPopover()
      if (popover?.contains(link)) popover.hidePopover()
    }
    // A menu opened on a narrow window is not left floating when the window grows past `lg`.
    const wide = window.matchMedia(wideScreen)
    const onWidth = () => {
      if (wide.matches) openPopover()?.hidePopover()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('click', onClick)
    wide.addEventListener('change', onWidth)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('click', onClick)
      wide.removeEventListener('change', onWidth)
    }
  }, [])
  return null
}

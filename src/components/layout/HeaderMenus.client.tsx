'use client'

import { useEffect } from 'react'

const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]')]

/**
 * The header's menus are native <details>, so they open and close without JavaScript. With it, an
 * open menu also closes on Escape (focus goes back to its button), when focus or a press lands
 * outside it, and when one of its links is followed: an open menu never covers what the visitor
 * moves on to (WCAG 2.4.11), nor stays open over the next page.
 */
export function HeaderMenus() {
  useEffect(() => {
    const closeUnless = (target: EventTarget | null) => {
      for (const menu of openMenus()) if (!(target instanceof Node && menu.contains(target))) menu.open = false
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const menus = openMenus()
      // The innermost open menu around the focus (menus nest: Solutions inside the mobile menu).
      const menu = menus.filter((m) => m.contains(document.activeElement)).at(-1) ?? menus.at(-1)
      if (!menu) return
      menu.open = false
      menu.querySelector<HTMLElement>(':scope > summary')?.focus()
    }
    const onFocusIn = (event: FocusEvent) => closeUnless(event.target)
    const onPointerDown = (event: PointerEvent) => closeUnless(event.target)
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (link) for (const menu of openMenus()) if (menu.contains(link)) menu.open = false
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('click', onClick)
    }
  }, [])
  return null
}

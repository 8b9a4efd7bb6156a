'use client'

import { useEffect } from 'react'

const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]')]
const openPopover = () => document.querySelector<HTMLElement>('#site-menu:popover-open')
/** The width from which the main menu is shown in the header bar (`lg`, shell.css). */
const wideScreen = '(width >= 64rem)'

/**
 * The header's menus open and close without JavaScript: the Solutions list is a native <details>,
 * the narrow screens' main menu a popover (which closes on Escape and on a press outside it by
 * itself). With JavaScript, an open menu also closes when focus or a press lands outside it, and
 * when one of its links is followed: an open menu never covers what the visitor moves on to
 * (WCAG 2.4.11), nor stays open over the next page. Escape closes the innermost menu first.
 */
export function HeaderMenus() {
  useEffect(() => {
    const inside = (menu: Element, target: EventTarget | null) => target instanceof Node && menu.contains(target)
    const closeUnless = (target: EventTarget | null) => {
      for (const menu of openMenus()) if (!inside(menu, target)) menu.open = false
    }
    const onKeyDown = (event: KeyboardEvent) => {
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

'use client'

import { Activity, type ComponentType, lazy, useEffect, useMemo, useRef } from 'react'
import { viewportObserverOptions } from '@/lib/browser/viewport-trigger'

/** What tells that a visitor is reaching for the component: a pointer (mouse, pen or finger) over it or pressing, focus. */
const reachEvents = ['pointerover', 'pointerdown', 'focusin'] as const

type Options = {
  /** Elements inside (a CSS selector) that need the code once they are in view, e.g. lazy images. */
  neededInView?: string
}

/**
 * A client component whose HTML the server renders as usual, but whose code the browser loads only
 * when the visitor first reaches for it (ADR 011): a form's code is not needed to read the page.
 * Until then React leaves the server's HTML as it is, which works as plain HTML: a form posts to its
 * server action, the blog's button is a link to the next page.
 *
 * The boundary is an `<Activity>`: React hydrates it on its own, like a Suspense boundary, and keeps
 * its server HTML while the code inside is missing; unlike a Suspense boundary, the server never sends
 * a large one apart from the page to be put in place by a script (which, without JavaScript, would
 * leave the form hidden).
 *
 * The code also loads when an element matching `neededInView` enters the viewport: the blog list's
 * lazy images wait for their component to load them.
 *
 * `onServer` is the component itself, for the server's render only: pass it as
 * `typeof window === 'undefined' ? require(…) : undefined`, a branch the build removes from the
 * browser's code. Mounted in the browser without server HTML (after a client-side navigation), the
 * code loads at once.
 */
export function deferHydration<P extends object>(load: () => Promise<ComponentType<P>>, onServer: ComponentType<P> | undefined, { neededInView }: Options = {}) {
  let reached: () => void = () => undefined
  const whenReached = new Promise<void>((resolve) => (reached = resolve))
  // Whether the page came with the component's server HTML: then, if the code cannot be loaded, that
  // HTML stays and works without it (a form keeps what was typed in it and posts as without
  // JavaScript); without it, the failure goes to the error boundary, which reloads the page once.
  let keepServerHtml = false
  const Loaded = lazy(() =>
    whenReached.then(load).then(
      (component) => ({ default: component }),
      (error: unknown) => {
        if (!keepServerHtml) throw error
        console.error('Could not load the code of a part of the page; its HTML works without it.', error)
        return new Promise<never>(() => undefined)
      },
    ),
  )

  function Deferred(props: P) {
    const box = useRef<HTMLDivElement>(null)
    // Mounted while React hydrates the page the server sent (the app has not mounted yet), or later
    // by a client-side render. Read once; it changes nothing rendered, so hydration matches.
    const hasServerHtml = useRef<boolean | null>(null)
    hasServerHtml.current ??= typeof window === 'undefined' || window.__siteMounted !== true
    keepServerHtml = hasServerHtml.current
    // New props (a navigation or refresh rendering the page again) reach a part still waiting to
    // hydrate: React hydrates it before applying them, so the navigation waits for the code.
    const firstProps = useRef(props)
    if (!hasServerHtml.current || firstProps.current !== props) reached()

    useEffect(() => {
      const element = box.current
      if (!hasServerHtml.current || !element) return
      // React holds back events inside a boundary still waiting to hydrate (and stops them from
      // propagating), so the window's capture phase is where they are still seen.
      const onReach = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) reached()
      }
      const inView = neededInView ? observeInView(element.querySelectorAll(neededInView), reached) : undefined
      const stopListening = () => {
        for (const type of reachEvents) window.removeEventListener(type, onReach, { capture: true })
        inView?.disconnect()
      }
      for (const type of reachEvents) window.addEventListener(type, onReach, { capture: true, passive: true })
      // Reached before this ran (the page hydrates after it shows): a pointer resting on it, focus in it.
      if (element.matches(':hover, :focus-within')) reached()
      void whenReached.then(stopListening)
      return stopListening
    }, [])

    // The same element while the props are the same: a boundary still waiting to hydrate that gets
    // new props outside a transition is rendered afresh in the browser, losing its server HTML.
    const Component = onServer ?? Loaded
    const content = useMemo(
      () => (
        <Activity mode="visible">
          <Component {...props} />
        </Activity>
      ),
      [Component, props],
    )
    return <div ref={box}>{content}</div>
  }
  return Deferred
}

/** Calls `then` once any of the elements is in the viewport. */
function observeInView(elements: NodeListOf<Element>, then: () => void) {
  if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return undefined
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) then()
  }, viewportObserverOptions)
  elements.forEach((element) => observer.observe(element))
  return observer
}

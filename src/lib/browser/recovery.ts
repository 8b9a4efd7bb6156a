import { claimReload } from './reload-guard'

type NavigationType = 'push' | 'replace' | 'traverse'
type Transition = { url: string; type: NavigationType; at: number }

let lastTransition: Transition | null = null
let reloading = false

/** Called by Next.js when a client-side navigation starts (src/instrumentation-client.ts). */
export function noteTransition(url: string, type: NavigationType) {
  lastTransition = { url, type, at: Date.now() }
}

/** The navigation under way or just finished, if any (scroll handling reads its type). */
export function currentTransition(): Transition | null {
  return lastTransition
}

/**
 * The app has mounted: from now on, failed code surfaces through the error boundaries, and the
 * boot guard (boot-guard.ts), which handles failures before this point, stands aside.
 */
export function noteMounted() {
  window.__siteMounted = true
}

/** The page a failed code load was meant for: the navigation's target, else the current page. */
function targetUrl(): URL {
  const recent = lastTransition && Date.now() - lastTransition.at < 10_000 ? lastTransition.url : null
  return new URL(recent ?? window.location.href, window.location.href)
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * Recovers from code that failed to load (spec sections 2, 4 and 8): loads the target page afresh,
 * once per path within the reload guard's lifetime. Returns false when the guard refuses; the
 * caller then shows the error page.
 */
export function reloadAfterChunkError(error: unknown): boolean {
  if (reloading) return true
  const target = targetUrl()
  if (!claimReload(sessionStore(), `${target.pathname}${target.search}`)) {
    console.error('The page’s code failed to load again; not reloading, showing the error page.', error)
    return false
  }
  reloading = true
  console.warn(`The page’s code failed to load; loading ${target.pathname} afresh.`, error)
  if (target.href === window.location.href) window.location.reload()
  else window.location.assign(target.href)
  return true
}

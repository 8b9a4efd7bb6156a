import { reloadGuard } from './reload-guard'

/**
 * Runs inline in the page's <head>, before any of the app's code: if one of the app's scripts fails
 * to load before the app has mounted (e.g. after a deployment removed old files), it logs the
 * failure and reloads the page once, guarded like `claimReload` (same key and format); if the page
 * was already reloaded for this within the guard's lifetime, it shows the error page that
 * SiteDocument renders hidden. Self-contained: it is inlined as source text.
 */
function bootGuard(key: string, lifetimeMs: number) {
  let handled = false
  window.addEventListener(
    'error',
    (event) => {
      const script = event.target as HTMLScriptElement | null
      if (handled || !script || script.tagName !== 'SCRIPT' || !/\/_next\/static\//.test(script.src)) return
      // Once mounted, a failed chunk surfaces in an error boundary, which recovers from it.
      if ((window as { __siteMounted?: boolean }).__siteMounted) return
      handled = true
      console.error(`The app could not start: loading ${script.src} failed.`)
      const path = location.pathname + location.search
      const now = Date.now()
      let last: { path?: string; at?: number } | null = null
      try {
        last = JSON.parse(sessionStorage.getItem(key) ?? 'null')
      } catch {
        last = null
      }
      const recent = last !== null && last.path === path && typeof last.at === 'number' && now - last.at >= 0 && now - last.at < lifetimeMs
      if (!recent) {
        try {
          sessionStorage.setItem(key, JSON.stringify({ path, at: now }))
          console.warn(`Loading ${path} afresh.`)
          location.reload()
          return
        } catch {
          // No session storage: no guard, so no reload.
        }
      }
      console.error('The page was reloaded for this a moment ago; showing the error page.')
      document.documentElement.setAttribute('data-app-failed', '')
    },
    true,
  )
}

export const bootGuardScript = `(${bootGuard.toString()})(${JSON.stringify(reloadGuard.key)}, ${reloadGuard.lifetimeMs})`

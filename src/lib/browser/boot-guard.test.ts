import { describe, expect, it, vi } from 'vitest'
import { bootGuardScript } from './boot-guard'
import { claimReload, reloadGuard } from './reload-guard'

/** Runs the inline script against a stand-in browser and returns a way to fail a script. */
function boot({ mounted = false, stored = null as string | null } = {}) {
  const items = new Map<string, string>(stored ? [[reloadGuard.key, stored]] : [])
  const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) }
  let listener: ((event: { target: unknown }) => void) | undefined
  const attributes = new Set<string>()
  const win = { addEventListener: (_: string, fn: typeof listener) => (listener = fn), __siteMounted: mounted }
  const location = { pathname: '/ar/contact', search: '', reload: vi.fn() }
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } }
  const log = { error: vi.fn(), warn: vi.fn() }
  new Function('window', 'location', 'sessionStorage', 'document', 'console', bootGuardScript)(win, location, storage, document, log)
  const fail = (src = 'https://lab.example/_next/static/chunks/abc.js') => listener?.({ target: { tagName: 'SCRIPT', src } })
  return { fail, items, location, attributes, log, storage }
}

describe('boot guard (inline script)', () => {
  it('reloads once when one of the app’s scripts fails before the app has mounted, noting the path like claimReload', () => {
    const page = boot()
    page.fail()
    expect(page.location.reload).toHaveBeenCalledTimes(1)
    expect(page.log.error).toHaveBeenCalledWith(expect.stringContaining('The app could not start'))
    // The same entry claimReload reads: within the guard's lifetime, no second reload.
    expect(claimReload(page.storage, '/ar/contact')).toBe(false)
  })

  it('shows the error page instead when the page was reloaded for this less than 10 s ago', () => {
    const page = boot({ stored: JSON.stringify({ path: '/ar/contact', at: Date.now() - 2_000 }) })
    page.fail()
    expect(page.location.reload).not.toHaveBeenCalled()
    expect(page.attributes.has('data-app-failed')).toBe(true)
  })

  it('reloads again once the guard has expired, and ignores other pages’ entries', () => {
    const expired = boot({ stored: JSON.stringify({ path: '/ar/contact', at: Date.now() - 10_001 }) })
    expired.fail()
    expect(expired.location.reload).toHaveBeenCalledTimes(1)
    const other = boot({ stored: JSON.stringify({ path: '/about', at: Date.now() }) })
    other.fail()
    expect(other.location.reload).toHaveBeenCalledTimes(1)
  })

  it('leaves failures after mounting, and other resources, to the app', () => {
    const mounted = boot({ mounted: true })
    mounted.fail()
    expect(mounted.location.reload).not.toHaveBeenCalled()
    const other = boot()
    other.fail('https://lab.example/api/media/file/cover.png')
    expect(other.location.reload).not.toHaveBeenCalled()
    expect(other.attributes.size).toBe(0)
  })
})

/**
 * The reload guard of spec sections 4 and 9: before the app reloads a page to recover from a failed
 * code load, it notes the path in session storage; the same path is not reloaded again within
 * `lifetimeMs`, so a chunk that keeps failing shows the error page instead of looping.
 */
export const reloadGuard = { key: 'thaqib:reload-guard', lifetimeMs: 10_000 } as const

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>
type GuardEntry = { path: string; at: number }

function read(storage: GuardStorage): GuardEntry | null {
  try {
    const entry = JSON.parse(storage.getItem(reloadGuard.key) ?? 'null') as Partial<GuardEntry> | null
    return entry && typeof entry.path === 'string' && typeof entry.at === 'number' ? { path: entry.path, at: entry.at } : null
  } catch {
    return null
  }
}

/**
 * Claims the one reload allowed for `path`: true (and noted) when the path was not reloaded within
 * the guard's lifetime, false when it was, or when session storage is unavailable (no guard, no reload).
 */
export function claimReload(storage: GuardStorage | null | undefined, path: string, now = Date.now()): boolean {
  if (!storage) return false
  const last = read(storage)
  if (last && last.path === path && now - last.at >= 0 && now - last.at < reloadGuard.lifetimeMs) return false
  try {
    storage.setItem(reloadGuard.key, JSON.stringify({ path, at: now } satisfies GuardEntry))
    return true
  } catch {
    return false
  }
}

'use client'

import { useCallback, useRef } from 'react'

/**
 * A module loaded on first need instead of with the page: the forms' zod schemas (about 20 KB
 * compressed) are not needed until a visitor reaches a form, so `load` starts when the form first
 * gets focus and the checks that come before it has arrived wait for it (ADR 011).
 */
export function useLazyModule<M>(importer: () => Promise<M>) {
  const state = useRef<{ promise?: Promise<M | undefined>; module?: M }>({})
  /** Starts loading (once); resolves to the module, or to undefined if it could not be loaded. */
  const load = useCallback(() => {
    const current = state.current
    current.promise ??= importer().then(
      (module) => (current.module = module),
      (error: unknown) => {
        // The server checks every submission anyway; a later need tries again.
        current.promise = undefined
        console.error('Could not load the form checks; the server will check the form.', error)
        return undefined
      },
    )
    return current.promise
  }, [importer])
  /** Runs `use` with the module: at once when it has loaded, else when it arrives. */
  const withModule = useCallback(
    (use: (module: M) => void) => {
      const loaded = state.current.module
      if (loaded) use(loaded)
      else void load().then((module) => module && use(module))
    },
    [load],
  )
  return { load, withModule, loaded: () => state.current.module }
}

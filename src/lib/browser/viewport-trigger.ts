/**
 * When to start loading something that waits for the viewport (spec section 4): as soon as it
 * enters, or after `delayMs` in view; leaving the viewport before the delay is over cancels it.
 * The caller feeds it the IntersectionObserver's verdicts; `start` runs at most once.
 */
export function createViewportTrigger({ delayMs = 0, start }: { delayMs?: number; start: () => void }) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let started = false

  const fire = () => {
    if (started) return
    started = true
    start()
  }

  return {
    /** The target entered (true) or left (false) the viewport. */
    intersecting(isIntersecting: boolean) {
      if (started) return
      if (!isIntersecting) {
        clearTimeout(timer)
        timer = undefined
      } else if (delayMs <= 0) fire()
      else timer ??= setTimeout(fire, delayMs)
    },
    get started() {
      return started
    },
    dispose() {
      clearTimeout(timer)
    },
  }
}

/** The observer settings of spec section 9. */
export const viewportObserverOptions = { rootMargin: '0px', threshold: 0 } as const

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createViewportTrigger } from './viewport-trigger'

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('viewport trigger', () => {
  it('starts at once when the target enters, without a delay, and only once', () => {
    const start = vi.fn()
    const trigger = createViewportTrigger({ start })
    trigger.intersecting(false)
    expect(start).not.toHaveBeenCalled()
    trigger.intersecting(true)
    trigger.intersecting(false)
    trigger.intersecting(true)
    expect(start).toHaveBeenCalledTimes(1)
    expect(trigger.started).toBe(true)
  })

  it('with a delay, starts only after the target stayed in view that long', () => {
    const start = vi.fn()
    const trigger = createViewportTrigger({ delayMs: 200, start })
    trigger.intersecting(true)
    vi.advanceTimersByTime(199)
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('cancels the delay when the target leaves the viewport first', () => {
    const start = vi.fn()
    const trigger = createViewportTrigger({ delayMs: 200, start })
    trigger.intersecting(true)
    vi.advanceTimersByTime(150)
    trigger.intersecting(false)
    vi.advanceTimersByTime(1_000)
    expect(start).not.toHaveBeenCalled()
    trigger.intersecting(true)
    vi.advanceTimersByTime(200)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('stops its timer when disposed', () => {
    const start = vi.fn()
    const trigger = createViewportTrigger({ delayMs: 200, start })
    trigger.intersecting(true)
    trigger.dispose()
    vi.advanceTimersByTime(1_000)
    expect(start).not.toHaveBeenCalled()
  })
})

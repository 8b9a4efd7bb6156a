import { afterEach, describe, expect, it } from 'vitest'
import { consoleEntry, createLogger, routeConsoleAndWarnings } from './logger.mjs'

// What reaches the log collector: one JSON object per line, whatever was logged and however.
const original = { ...console }
afterEach(() => Object.assign(console, original))

function capture() {
  const lines: string[] = []
  const log = createLogger({ component: 'test' }, { write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) })
  return { log, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) }
}

describe('one log format', () => {
  it("turns a console call's arguments into a message and its error", () => {
    const error = new Error('Connection terminated unexpectedly')
    const [fields, msg] = consoleEntry(['Storing a %s failed', 'consultation', error, { code: 'E1' }])
    expect(fields).toEqual({ err: error })
    expect(msg).toBe("Storing a consultation failed { code: 'E1' }")
  })

  it('sends console output, errors with multi-line stacks and objects included, as one JSON line each, at its level', () => {
    const { log, lines, entries } = capture()
    routeConsoleAndWarnings(log)
    console.error('⨯ uncaughtException:', new Error('Connection terminated unexpectedly'))
    console.warn('The shared cache is unreachable', { nested: { deep: [1, 2, 3] } })
    console.log('line one\nline two')
    expect(lines).toHaveLength(3)
    const [error, warning, info] = entries()
    expect(error).toMatchObject({ level: 'error', msg: '⨯ uncaughtException:', err: { message: 'Connection terminated unexpectedly' } })
    expect(String((error!.err as { stack: string }).stack)).toContain('\n')
    expect(warning).toMatchObject({ level: 'warn', service: 'thaqib-site', component: 'test' })
    expect(info).toMatchObject({ level: 'info', msg: 'line one\nline two' })
  })
})

import { useFormatter, useTranslations } from 'next-intl'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withMessages } from './WithMessages.client'

// A component of the site's kind: one of its messages (given a text of the test's own) and a time.
function Reading({ at }: { at: string }) {
  const t = useTranslations('Blog')
  const format = useFormatter()
  return createElement('p', null, t('by', { author: format.dateTime(new Date(at), { hour: 'numeric', hourCycle: 'h23' }) }))
}
const WrappedReading = withMessages(Reading)

afterEach(() => vi.restoreAllMocks())

describe('withMessages', () => {
  it("provides the messages and the site's time zone, as the server's pages have them", () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const html = renderToString(createElement(WrappedReading, { at: '2026-01-01T22:30:00Z', intl: { locale: 'en', messages: { Blog: { by: 'At {author}' } } } }))
    // 22:30 UTC is 01:30 in Riyadh, whatever the machine's own time zone.
    expect(html).toBe('<p>At 01</p>')
    // next-intl reports a missing time zone (ENVIRONMENT_FALLBACK) on the console.
    expect(errors).not.toHaveBeenCalled()
  })
})

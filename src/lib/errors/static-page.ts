import { getLocale, type Locale, localizePath } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { sitePath } from '@/lib/site-path'

/**
 * A self-contained, localized HTML page for answers given before the app renders anything: a form
 * post from another site (403), a body far too large (413), an address that is not valid UTF-8
 * (400). No script, no external file, so it shows whatever else is broken.
 */
export type RefusalKind = keyof (typeof messages)['en']['Refusal']

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function refusalPage(locale: Locale, kind: RefusalKind, retryPath?: string): string {
  const entry = getLocale(locale)
  const t = messages[locale].Refusal[kind]
  const home = localizePath('/', locale)
  // The path comes from the request: a link to it only when it stays on this site.
  const retryTo = sitePath(retryPath)
  const retry = retryTo
    ? `<p><a href="${escape(retryTo)}">${escape(messages[locale].ErrorPage.retry)}</a></p>`
    : ''
  return `<!doctype html>
<html lang="${entry.iso}" dir="${entry.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t.title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1.5rem; line-height: 1.7">
<main><h1>${escape(t.title)}</h1><p data-testid="refusal">${escape(t.message)}</p>${retry}
<p><a href="${escape(home)}">${escape(messages[locale].ErrorPage.backHome)}</a></p></main>
</body>
</html>`
}
